/*
 * ui.c owns the game and its undo history, who plays which side, and the
 * modes not yet in files of their own (the new-game menu, the board, the
 * resume question, the replay); it hands each key to the mode on top of
 * the stack (ui_mode.h).  The rules page (ui_page.c), the questions
 * (ui_confirm.c) and the typed move (ui_typing.c) are modes of their own.
 * It decides no rule: legality and every shadow fact come from board.h
 * and hints.h.
 *
 * Every entry point returns what it did to the game as an enum ui_event
 * (ui.h), passed up from the handler that knows it; nothing is left in
 * flags for the front end to find and clear.
 */
#include "ui/ui.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "core/notation.h"
#include "core/rng.h"
#include "ui/ui_confirm.h"
#include "ui/ui_lesson.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_remote.h"
#include "ui/ui_tally.h"
#include "ui/ui_typing.h"

static void
ui_say(struct ui *ui, const char *message)
{
	snprintf(ui->message, sizeof ui->message, "%s", message);
}

/*
 * Nothing can be done on a dark cell: a cursor that dusk (or a resumed
 * game) leaves on one steps toward the centre until it is lit.  The centre
 * is lit as long as anything is.
 */
static void
ui_cursor_to_light(struct ui *ui)
{
	const int centre = BOARD_SIZE / 2;
	int file = cell_file(ui->cursor), rank = cell_rank(ui->cursor);

	while ((ui->game.board.lit & bb_cell(cell_at(file, rank))) == 0 &&
	    (file != centre || rank != centre)) {
		file += (file < centre) - (file > centre);
		rank += (rank < centre) - (rank > centre);
	}
	ui->cursor = cell_at(file, rank);
}

/* After any change to the game: new hints, and stale computer answers refused. */
static void
ui_game_changed(struct ui *ui)
{
	ui->generation++;
	ui->selected = UI_NO_CELL;
	ui->review_asked = false;
	hints_analyse(&ui->game.board, &ui->hints);
	ui_cursor_to_light(ui);
}

void
ui_set_ascii(struct ui *ui, bool ascii)
{
	ui->ascii = ascii;
}

/*
 * The rules and the new-game menu's rows from the options: who plays, at
 * what level, and the first sun, the menu's fair one where the options
 * say so (a choice the menu remembers) and the games measured one.
 */
static void
ui_menu_from(struct ui *ui, const struct play_options *options)
{
	int fair;

	ui->rules = options->rules;
	ui->level = options->level;
	ui->menu_level = options->level;
	ui->menu_side = options->side;
	if (options->hotseat)
		ui->menu_opponent = UI_OPPONENT_PEOPLE;
	else if (options->autoplay)
		ui->menu_opponent = UI_OPPONENT_WATCH;
	else
		ui->menu_opponent = UI_OPPONENT_COMPUTER;
	/* The sun to go back to from the fair one is the rules' own. */
	ui->menu_sun = ui->rules.start_sun;
	fair = pie_measured_sun(&ui->rules);
	if (options->fair_sun && !ui->rules.pie && fair >= 0)
		ui->rules.start_sun = fair;
}

void
ui_menu_reset(struct ui *ui)
{
	if (ui->started)
		return;
	ui_menu_from(ui, &ui->options);
	board_start(&ui->game.start, &ui->rules);
	ui->game.board = ui->game.start;
	hints_analyse(&ui->game.board, &ui->hints);
}

void
ui_init(struct ui *ui, const struct play_options *options)
{
	memset(ui, 0, sizeof *ui);
	ui_mode_reset(ui, &ui_mode_menu);
	ui->options = *options;
	ui->seed = options->seed;
	ui->ascii = options->ascii;
	ui->random = options->seed;
	ui_menu_from(ui, options);
	ui->show_hints = !options->no_hints;
	ui->page_rows = 1;
	ui->human = COLOUR_AMBER;
	ui->cursor = cell_at(BOARD_SIZE / 2, 0);
	ui->selected = UI_NO_CELL;
	board_start(&ui->game.start, &ui->rules);
	ui->game.board = ui->game.start;
	hints_analyse(&ui->game.board, &ui->hints);
	if (options->chose)
		ui_new_game(ui);
	else
		ui_mode_set(ui, &ui_mode_menu);
}

enum ui_event
ui_new_game(struct ui *ui)
{
	enum ui_event event = ui->started && ui->game.plies > 0 &&
	    !ui_is_over(ui) ? UI_EVENT_REPLACED : UI_EVENT_NEW_GAME;

	ui->opponent = ui->menu_opponent;
	ui->level = ui->menu_level;
	if (ui->menu_side == PLAY_SIDE_RANDOM)
		ui->human = (int)(rng_next(&ui->random) & 1);
	else
		ui->human = ui->menu_side == PLAY_SIDE_TEAL ? COLOUR_TEAL : COLOUR_AMBER;

	board_start(&ui->game.start, &ui->rules);
	ui->game.board = ui->game.start;
	ui->game.plies = 0;
	ui->filed_as[0] = '\0';
	ui_tally_clear(ui);
	ui->started = true;
	ui->menu_newcomer = false;	/* chosen: the menu's why is said */
	ui_mode_set(ui, &ui_mode_play);
	ui->tip.asked = false;
	ui->tip.count = 0;
	ui->show_tomorrow = false;
	ui->message[0] = '\0';
	/* The cursor starts on the middle stone of the person's back rank. */
	ui->cursor = cell_at(BOARD_SIZE / 2,
	    ui->opponent == UI_OPPONENT_COMPUTER && ui->human == COLOUR_TEAL ?
	    BOARD_SIZE - 1 : 0);
	ui->pie.step = UI_PIE_OFF;
	ui_game_changed(ui);
	if (ui->rules.pie)
		ui_pie_open(ui);
	return event;
}

void
ui_set_position(struct ui *ui, const struct board *board)
{
	ui->game.start = *board;
	ui->game.board = *board;
	ui->game.plies = 0;
	ui->filed_as[0] = '\0';
	ui_tally_clear(ui);
	ui->started = true;
	ui_mode_set(ui, &ui_mode_play);
	ui->message[0] = '\0';
	/* A position to study is past any pie step. */
	ui->pie.step = board->rules.pie ? UI_PIE_DONE : UI_PIE_OFF;
	ui->pie.swap = false;
	ui_game_changed(ui);
}

void
ui_game_load(struct ui *ui, const struct board *start, const uint16_t *moves,
    int count)
{
	struct ui_game *game = &ui->game;

	game->start = *start;
	game->board = *start;
	game->plies = 0;
	for (int i = 0; i < count && i < MAX_PLIES; i++) {
		board_make(&game->board, moves[i], &game->undos[i]);
		game->moves[game->plies++] = moves[i];
	}
	ui->started = true;
	ui_game_changed(ui);
}

void
ui_replay_to(struct ui *ui, int plies)
{
	struct ui_game *game = &ui->game;

	if (plies < 0)
		plies = 0;
	if (plies > ui->replay_length)
		plies = ui->replay_length;
	while (game->plies > plies) {
		game->plies--;
		board_unmake(&game->board, &game->undos[game->plies]);
	}
	while (game->plies < plies) {
		board_make(&game->board, ui->replay[game->plies],
		    &game->undos[game->plies]);
		game->moves[game->plies] = ui->replay[game->plies];
		game->plies++;
	}
	ui->message[0] = '\0';
	ui_game_changed(ui);
}

bool
ui_is_over(const struct ui *ui)
{
	/* A room's game also ends by resignation, agreement or time. */
	return board_is_over(&ui->game.board) ||
	    (ui->remote.on && ui->remote.status == UI_ROOM_OVER);
}

bool
ui_is_computer(const struct ui *ui, int colour)
{
	if (ui->remote.on)
		return false;
	if (ui->opponent == UI_OPPONENT_WATCH)
		return true;
	if (ui->opponent == UI_OPPONENT_PEOPLE)
		return false;
	return colour != ui->human;
}

bool
ui_computer_to_move(const struct ui *ui)
{
	return ui->started && ui_mode(ui) != UI_MODE_MENU &&
	    ui_mode(ui) != UI_MODE_QUIT && ui_mode(ui) != UI_MODE_RESUME &&
	    ui_mode(ui) != UI_MODE_REPLAY && ui_mode_under(ui) != UI_MODE_REPLAY &&
	    !ui_pie_pending(ui) && !ui_is_over(ui) &&
	    ui_is_computer(ui, ui->game.board.side);
}

uint64_t
ui_computer_seed(const struct ui *ui)
{
	/* The plies in the high half: the search spreads every bit of it. */
	return ui->seed ^ (uint64_t)ui->game.plies << 32;
}

/* Makes a legal move and records it: moved, or finished if it ended the game. */
static enum ui_event
ui_record(struct ui *ui, uint16_t move)
{
	struct ui_game *game = &ui->game;

	board_make(&game->board, move, &game->undos[game->plies]);
	game->moves[game->plies++] = move;
	ui->message[0] = '\0';
	ui_game_changed(ui);
	return ui_is_over(ui) ? UI_EVENT_FINISHED : UI_EVENT_MOVED;
}

enum ui_event
ui_play(struct ui *ui, uint16_t move)
{
	char text[NOTATION_MOVE_MAX], reason[BOARD_REASON_MAX];

	if (ui->remote.on && !ui_remote_may_move(ui))
		return UI_EVENT_NONE;
	if (ui->lessons.playing)
		return ui_lesson_play(ui, move);
	if (ui_is_over(ui)) {
		ui_say(ui, "The game is over: R for a new one");
		return UI_EVENT_NONE;
	}
	if (ui_is_computer(ui, ui->game.board.side)) {
		ui_say(ui, "Wait: it is the computer's turn");
		return UI_EVENT_NONE;
	}
	/* The rules core says why, in words: "b1c2: b1 is not Teal's stone". */
	if (board_illegal_reason(&ui->game.board, move, reason)) {
		notation_move(move, text);
		snprintf(ui->message, sizeof ui->message, "%s: %s", text, reason);
		return UI_EVENT_NONE;
	}
	/* The cursor follows the person's stone (a typed move's too); the
	 * change to the game then steps it off a cell the move's dusk darkened. */
	if (move != MOVE_PASS && !move_is_hold(move))
		ui->cursor = move_to(move);
	/* A room's game changes when the room says the move was played. */
	if (ui->remote.on)
		return ui_remote_send_move(ui, move);
	return ui_record(ui, move);
}

enum ui_event
ui_computer_played(struct ui *ui, uint16_t move, unsigned generation)
{
	if (generation != ui->generation || !ui_computer_to_move(ui) ||
	    !board_is_legal(&ui->game.board, move))
		return UI_EVENT_NONE;
	return ui_record(ui, move);
}

static void
ui_take_back_one(struct ui *ui)
{
	struct ui_game *game = &ui->game;

	game->plies--;
	board_unmake(&game->board, &game->undos[game->plies]);
}

enum ui_event
ui_undo(struct ui *ui)
{
	struct ui_game *game = &ui->game;
	int plies = game->plies;

	if (ui->opponent == UI_OPPONENT_WATCH) {
		ui_say(ui, "Watching the computer: nothing to undo");
		return UI_EVENT_NONE;
	}
	if (ui->opponent == UI_OPPONENT_PEOPLE) {
		if (plies == 0) {
			ui_say(ui, "Nothing to undo");
			return UI_EVENT_NONE;
		}
		ui_take_back_one(ui);
	} else {
		/* Back to the person's previous turn: past the computer's replies
		 * and the person's own last move. */
		while (plies > 0 && game->undos[plies - 1].side != ui->human)
			plies--;
		if (plies == 0) {
			ui_say(ui, "Nothing of yours to undo");
			return UI_EVENT_NONE;
		}
		while (game->plies >= plies)
			ui_take_back_one(ui);
	}
	ui_game_changed(ui);
	ui_say(ui, "Move taken back");
	return UI_EVENT_UNDONE;
}

/* The legal move from the selected stone to `cell`, or MOVE_NONE. */
static uint16_t
ui_move_to(const struct ui *ui, int cell)
{
	uint16_t move;

	if (ui->selected == UI_NO_CELL)
		return MOVE_NONE;
	move = move_make(ui->selected, cell);
	return board_is_legal(&ui->game.board, move) ? move : MOVE_NONE;
}

/* No stone can step: Enter passes (under hold=1 a hold is the other choice,
 * listed after the pass). */
static bool
ui_must_pass(const struct ui *ui)
{
	return ui->hints.move_count > 0 && ui->hints.moves[0].move == MOVE_PASS;
}

static bool
ui_stone_can_move(const struct ui *ui, int cell)
{
	for (int i = 0; i < ui->hints.move_count; i++)
		if (ui->hints.moves[i].move != MOVE_PASS &&
		    move_from(ui->hints.moves[i].move) == cell)
			return true;
	return false;
}

/* Enter or a click on the cursor's cell: select, reselect, or move. */
static enum ui_event
ui_select(struct ui *ui)
{
	const struct board *board = &ui->game.board;
	int cell = ui->cursor;
	uint16_t move;

	ui->message[0] = '\0';
	if (ui->remote.on && !ui_remote_may_move(ui))
		return UI_EVENT_NONE;
	if (ui_is_over(ui)) {
		ui_say(ui, "The game is over: R for a new one, q to quit");
		return UI_EVENT_NONE;
	}
	if (ui_is_computer(ui, board->side)) {
		ui_say(ui, "The computer is thinking");
		return UI_EVENT_NONE;
	}
	if (ui_must_pass(ui))
		return ui_play(ui, MOVE_PASS);
	if (cell == ui->selected) {
		ui->selected = UI_NO_CELL;
		return UI_EVENT_NONE;
	}
	if (board->stones[board->side] & bb_cell(cell)) {
		if (ui_stone_can_move(ui, cell))
			ui->selected = cell;
		else
			ui_say(ui, "That stone has nowhere to go");
		return UI_EVENT_NONE;
	}
	move = ui_move_to(ui, cell);
	if (move != MOVE_NONE)
		return ui_play(ui, move);
	if (ui->selected != UI_NO_CELL)
		ui_say(ui, "Not a move for that stone: Esc to deselect");
	else if (board->stones[!board->side] & bb_cell(cell))
		ui_say(ui, "That stone is not yours to move");
	else
		ui_say(ui, "Select one of your stones first");
	return UI_EVENT_NONE;
}

/* y to the hold's question: the stone held. */
static enum ui_event
ui_hold_confirmed(struct ui *ui)
{
	return ui_play(ui, ui->holding);
}

/*
 * K (hold=1): the selected stone, or else the one under the cursor, is
 * taken off to hold the sun; the core says why when it may not be.
 */
static enum ui_event
ui_hold(struct ui *ui)
{
	const struct board *board = &ui->game.board;
	int cell = ui->selected != UI_NO_CELL ? ui->selected : ui->cursor;

	ui->message[0] = '\0';
	if (!board->rules.hold) {
		ui_say(ui, "No holding the sun in this game: that is the variant hold=1");
		return UI_EVENT_NONE;
	}
	/* ui_play says why when the game is over or the computer is to move. */
	if (!ui_is_over(ui) && !ui_is_computer(ui, board->side) &&
	    !(board->stones[board->side] & bb_cell(cell))) {
		ui_say(ui, "Select the stone to spend, then K keeps the sun");
		return UI_EVENT_NONE;
	}
	/* A stone given up for good: asked first, as a newcomer's stray K
	 * was played at once (ui_play says why a hold may not be). */
	if (ui_is_over(ui) || ui_is_computer(ui, board->side) ||
	    !board_is_legal(board, move_hold(cell)) ||
	    (ui->remote.on && !ui_remote_may_move(ui)))
		return ui_play(ui, move_hold(cell));
	ui->holding = move_hold(cell);
	ui_confirm_ask(ui, &ui_mode_confirm_hold, ui_hold_confirmed);
	return UI_EVENT_NONE;
}

static void
ui_step_cursor(struct ui *ui, int point)
{
	int file = cell_file(ui->cursor) + compass_dx(point);
	int rank = cell_rank(ui->cursor) + compass_dy(point);

	if (file < 0)
		file = 0;
	if (file >= BOARD_SIZE)
		file = BOARD_SIZE - 1;
	if (rank < 0)
		rank = 0;
	if (rank >= BOARD_SIZE)
		rank = BOARD_SIZE - 1;
	ui->cursor = cell_at(file, rank);
}

static enum ui_event
ui_ask_quit(struct ui *ui)
{
	/* A room's player leaves a seat waiting: asked even before a move;
	 * a spectator leaves nothing behind. */
	bool keeps = ui->remote.on ? ui->remote.seat != UI_SEAT_WATCH :
	    ui->game.plies > 0;

	if (ui->started && !ui_is_over(ui) && keeps) {
		ui_confirm_quit(ui);
		return UI_EVENT_NONE;
	}
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

enum ui_event
ui_quit(struct ui *ui)
{
	/* The question returns to the board (or the menu), not to the rules
	 * or a half-typed move, whose own way back it would overwrite. */
	if (ui_mode(ui) == UI_MODE_RULES || ui_mode(ui) == UI_MODE_TYPING ||
	    ui_mode(ui) == UI_MODE_CONFIRM_HOLD || ui_mode(ui) == UI_MODE_CONFIRM_NEW)
		ui_mode_pop(ui);
	/* A lesson keeps nothing to ask about. */
	if (ui->lessons.on)
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	if (ui_mode(ui) != UI_MODE_CONFIRM_QUIT && ui_mode(ui) != UI_MODE_QUIT)
		return ui_ask_quit(ui);
	return UI_EVENT_NONE;
}

/* T: a tip is asked of the front end for the person's turn, never in a
 * room (the other player is a person too) or when the game is over. */
static void
ui_ask_tip(struct ui *ui)
{
	if (ui->remote.on)
		ui_say(ui, "No tips in a room's game");
	else if (!ui->started || ui_is_over(ui))
		ui_say(ui, "The game is over: no tip to give");
	else if (ui_is_computer(ui, ui->game.board.side))
		ui_say(ui, "A tip on your turn: the computer is to move");
	else {
		ui->tip.asked = true;
		ui->tip.generation = ui->generation;
		ui_say(ui, "Thinking of a tip…");
	}
}

/* y to the new game's question: the menu, to choose it. */
static enum ui_event
ui_new_confirmed(struct ui *ui)
{
	ui_mode_set(ui, &ui_mode_menu);
	return UI_EVENT_NONE;
}

static enum ui_event
ui_key_play(struct ui *ui, const struct ui_binding *binding)
{
	switch (binding->action) {
	case UI_ACTION_STEP:
		/* A message stays until the player does something else. */
		ui->message[0] = '\0';
		ui_step_cursor(ui, binding->point);
		break;
	case UI_ACTION_SELECT:
		return ui_select(ui);
	case UI_ACTION_DESELECT:
		ui->selected = UI_NO_CELL;
		ui->message[0] = '\0';
		break;
	case UI_ACTION_TYPE:
		ui_typing_open(ui, ui_play);
		break;
	case UI_ACTION_NEW_GAME:
		/* The menu's Enter would replace a game going on: asked
		 * here, before the menu, a game with no move or over has
		 * nothing to lose. */
		ui->menu_row = UI_MENU_START;
		if (ui->started && ui->game.plies > 0 && !ui_is_over(ui) &&
		    ui_mode(ui) == UI_MODE_PLAY)
			ui_confirm_ask(ui, &ui_mode_confirm_new,
			    ui_new_confirmed);
		else
			ui_mode_set(ui, &ui_mode_menu);
		break;
	case UI_ACTION_UNDO:
		return ui_undo(ui);
	case UI_ACTION_HINTS:
		ui->show_hints = !ui->show_hints;
		ui_say(ui, ui->show_hints ?
		    "Hints on: the dots and the marks on the stones; H hides them" :
		    "Hints off: no dots or marks on the stones; H shows them again");
		break;
	case UI_ACTION_TOMORROW:
		ui->show_tomorrow = !ui->show_tomorrow;
		ui_say(ui, ui->show_tomorrow ?
		    "Showing the next round's shadows: S again for this round's" :
		    "Showing this round's shadows");
		break;
	case UI_ACTION_RULES:
		ui_page_open_rules(ui);
		break;
	case UI_ACTION_QUIT:
		return ui_ask_quit(ui);
	case UI_ACTION_TIP:
		ui_ask_tip(ui);
		break;
	case UI_ACTION_HOLD:
		return ui_hold(ui);
	case UI_ACTION_REVIEW:
		if (!ui_is_over(ui) || ui->remote.on || !ui->started) {
			ui_say(ui, "V reviews the game once it is over");
			break;
		}
		ui->review_asked = true;
		ui_say(ui, "Reviewing the game…");
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

bool
ui_menu_row_applies(const struct ui *ui, int row)
{
	switch (row) {
	case UI_MENU_LEVEL:
		return ui->menu_opponent != UI_OPPONENT_PEOPLE;
	case UI_MENU_SIDE:
		return ui->menu_opponent == UI_OPPONENT_COMPUTER;
	case UI_MENU_SUN:
		/* Only where games measured the balance, and not when the
		 * players choose the sun themselves. */
		return !ui->rules.pie && pie_measured_sun(&ui->rules) >= 0;
	default:
		return true;
	}
}

/* The menu's cursor up (-1) or down (+1), over the rows that do not apply. */
static void
ui_menu_step(struct ui *ui, int delta)
{
	int row = ui->menu_row + delta;

	while (row >= 0 && row < UI_MENU_ROWS && !ui_menu_row_applies(ui, row))
		row += delta;
	if (row >= 0 && row < UI_MENU_ROWS)
		ui->menu_row = row;
}

/* The fair rules (the sun the measured games find nearest even) or back
 * to the sun there was before them. */
static void
ui_menu_fair_sun(struct ui *ui)
{
	int fair = pie_measured_sun(&ui->rules);

	if (ui->rules.start_sun == fair)
		ui->rules.start_sun = ui->menu_sun;
	else {
		ui->menu_sun = ui->rules.start_sun;
		ui->rules.start_sun = fair;
	}
}

static void
ui_menu_change(struct ui *ui, int delta)
{
	switch (ui->menu_row) {
	case UI_MENU_OPPONENT:
		ui->menu_opponent = (enum ui_opponent)
		    ((ui->menu_opponent + UI_OPPONENTS + delta) % UI_OPPONENTS);
		break;
	case UI_MENU_LEVEL:
		ui->menu_level += delta;
		if (ui->menu_level < LEVEL_MIN)
			ui->menu_level = LEVEL_MIN;
		if (ui->menu_level > LEVEL_MAX)
			ui->menu_level = LEVEL_MAX;
		break;
	case UI_MENU_SIDE:
		ui->menu_side = (enum play_side)
		    ((ui->menu_side + PLAY_SIDE_RANDOM + 1 + delta) %
		    (PLAY_SIDE_RANDOM + 1));
		break;
	case UI_MENU_PIE:
		ui->rules.pie = !ui->rules.pie;
		break;
	case UI_MENU_SUN:
		ui_menu_fair_sun(ui);
		break;
	default:
		break;
	}
}

/*
 * Join a friend's line, typed on the menu: what the friend's screen shows
 * (a room's name, or HOST:PORT), "gnomon join" before it or not.  Enter
 * hands it to the front end; Esc, or Backspace on nothing, goes back to
 * the rows.  No token is typed here: the front end asks for one where it
 * is needed, never shown.
 */
static enum ui_event
ui_menu_join_key(struct ui *ui, int key)
{
	size_t length = strlen(ui->friend_line);

	ui->message[0] = '\0';
	if (key == UI_KEY_ENTER || key == '\r') {
		if (ui->friend_line[strspn(ui->friend_line, " ")] == '\0')
			return UI_EVENT_NONE;
		ui->menu_joining = false;
		ui->friend = UI_FRIEND_JOIN;
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	}
	if (key == UI_KEY_ESCAPE || ((key == UI_KEY_BACKSPACE || key == '\b') &&
	    length == 0))
		ui->menu_joining = false;
	else if (key == UI_KEY_BACKSPACE || key == '\b')
		ui->friend_line[length - 1] = '\0';
	else if (key >= ' ' && key < UI_KEY_BACKSPACE &&
	    length + 1 < sizeof ui->friend_line) {
		ui->friend_line[length] = (char)key;
		ui->friend_line[length + 1] = '\0';
	}
	return UI_EVENT_NONE;
}

void
ui_friend_refused(struct ui *ui, const char *why)
{
	/* Join a friend's line stays, to be put right. */
	ui->menu_joining = ui->friend == UI_FRIEND_JOIN;
	ui->friend = UI_FRIEND_NONE;
	ui_mode_set(ui, &ui_mode_menu);
	ui_say(ui, why);
}

static enum ui_event
ui_key_menu(struct ui *ui, int key, const struct ui_binding *binding)
{
	if (key >= '0' + LEVEL_MIN && key <= '0' + LEVEL_MAX &&
	    ui_menu_row_applies(ui, UI_MENU_LEVEL)) {
		ui->menu_level = key - '0';
		ui->menu_row = UI_MENU_LEVEL;
		return UI_EVENT_NONE;
	}
	if (binding == NULL)
		return UI_EVENT_NONE;
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point == COMPASS_N)
			ui_menu_step(ui, -1);
		else if (binding->point == COMPASS_S)
			ui_menu_step(ui, 1);
		else if (binding->point == COMPASS_E)
			ui_menu_change(ui, 1);
		else if (binding->point == COMPASS_W)
			ui_menu_change(ui, -1);
		break;
	case UI_ACTION_SELECT:
		if (ui->menu_row == UI_MENU_LEARN) {
			ui_lesson_open(ui, false);
			return UI_EVENT_NONE;
		}
		/* A friend's game is a room's: the front end opens or joins
		 * it once this game (kept for later) is left. */
		if (ui->menu_row == UI_MENU_FRIEND) {
			ui->message[0] = '\0';
			ui->friend = UI_FRIEND_HOST;
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		}
		if (ui->menu_row == UI_MENU_JOIN) {
			ui->message[0] = '\0';
			ui->menu_joining = true;
			ui->friend_line[0] = '\0';
			return UI_EVENT_NONE;
		}
		/* Chosen here: kept for the next time (ui_save.c). */
		ui->menu_chosen = true;
		return ui_new_game(ui);
	case UI_ACTION_RULES:
		ui_page_open_rules(ui);
		break;
	case UI_ACTION_DESELECT:
	case UI_ACTION_QUIT:
	case UI_ACTION_NEW_GAME:
		/* Leaving the menu returns to the game, if there is one;
		 * before the first game only q leaves, and it quits. */
		if (ui->started)
			ui_mode_set(ui, ui_pie_pending(ui) ? &ui_mode_pie :
		    &ui_mode_play);
		else if (binding->action == UI_ACTION_QUIT)
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* Stepping through a record: the board is the game after game.plies moves.
 * A record is not a game in play: nothing it does is an event but leaving. */
static enum ui_event
ui_key_replay(struct ui *ui, int key, const struct ui_binding *binding)
{
	switch (key) {
	case UI_KEY_LEFT:
	case 'p':
	case UI_KEY_BACKSPACE:
		ui_replay_to(ui, ui->game.plies - 1);
		return UI_EVENT_NONE;
	case UI_KEY_RIGHT:
	case 'n':
	case ' ':
	case UI_KEY_ENTER:
	case '\r':
		ui_replay_to(ui, ui->game.plies + 1);
		return UI_EVENT_NONE;
	case UI_KEY_HOME:
		ui_replay_to(ui, 0);
		return UI_EVENT_NONE;
	case UI_KEY_END:
		ui_replay_to(ui, ui->replay_length);
		return UI_EVENT_NONE;
	default:
		break;
	}
	if (binding == NULL)
		return UI_EVENT_NONE;
	switch (binding->action) {
	case UI_ACTION_HINTS:
	case UI_ACTION_TOMORROW:
	case UI_ACTION_RULES:
		ui_key_play(ui, binding);
		break;
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (ui->review_returns) {
			ui_review_leave(ui);
			return UI_EVENT_NONE;
		}
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	case UI_ACTION_REVIEW:
		if (ui->review != NULL) {
			ui_page_open_report(ui);
		}
		break;
	case UI_ACTION_STEP:
		ui->message[0] = '\0';
		ui_step_cursor(ui, binding->point);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* The player's own key for a command (the settings file's) stands for
 * the command's usual key, where keys are commands, not letters typed or
 * answers. */
static int
ui_key_remap(const struct ui *ui, int key)
{
	static const int usual[PLAY_COMMANDS] = {
		[PLAY_COMMAND_UNDO] = 'U', [PLAY_COMMAND_HINTS] = 'H',
		[PLAY_COMMAND_TOMORROW] = 'S', [PLAY_COMMAND_NEW] = 'R',
		[PLAY_COMMAND_RULES] = UI_KEY_F1, [PLAY_COMMAND_QUIT] = 'q',
		[PLAY_COMMAND_TYPE] = ':', [PLAY_COMMAND_TIP] = 'T',
		[PLAY_COMMAND_REVIEW] = 'V'
	};

	if (ui_mode(ui) != UI_MODE_PLAY && ui_mode(ui) != UI_MODE_MENU &&
	    ui_mode(ui) != UI_MODE_RULES && ui_mode(ui) != UI_MODE_REPLAY)
		return key;
	for (int command = 0; command < PLAY_COMMANDS; command++)
		if (ui->options.keys[command] != 0 && key == ui->options.keys[command])
			return usual[command];
	return key;
}

/* The screens with the board up and nothing over it, where ? shows what
 * its marks mean; elsewhere ? is the rules, as F1 is. */
static bool
ui_marks_apply(const struct ui *ui)
{
	return ui_mode(ui) == UI_MODE_PLAY || ui_mode(ui) == UI_MODE_REPLAY ||
	    ui_mode(ui) == UI_MODE_PIE;
}

/*
 * ? on the board: the key to its marks, one screen, for the player who
 * meets a mark and wants its meaning now, not the whole manual (a
 * newcomer asked for it).  Any key puts it away; ? again or F1 goes on to
 * the rules.  True when the key was the key's own.
 */
static bool
ui_key_marks(struct ui *ui, const struct ui_binding **binding)
{
	enum ui_action action = *binding != NULL ? (*binding)->action :
	    UI_ACTION_NONE;

	if (ui->show_marks) {
		ui->show_marks = false;
		if (action == UI_ACTION_MARKS || action == UI_ACTION_RULES)
			ui_page_open_rules(ui);
		return true;
	}
	if (action != UI_ACTION_MARKS)
		return false;
	if (ui_marks_apply(ui)) {
		ui->show_marks = true;
		return true;
	}
	*binding = ui_binding_find(UI_KEY_F1);
	return false;
}

enum ui_event
ui_key(struct ui *ui, int key)
{
	const struct ui_binding *binding;
	const struct ui_mode_ops *mode;
	enum ui_event event;

	if (ui_mode(ui) == UI_MODE_MENU && ui->menu_joining)
		return ui_menu_join_key(ui, key);
	key = ui_key_remap(ui, key);
	binding = ui_binding_find(key);

	if (ui_key_marks(ui, &binding))
		return UI_EVENT_NONE;

	if (ui->remote.on && ui_remote_key(ui, key, &event))
		return event;
	mode = ui_mode_top(ui);
	return mode->key != NULL ? mode->key(ui, key, binding) : UI_EVENT_NONE;
}

enum ui_event
ui_click(struct ui *ui, int cell, bool right)
{
	if (ui->show_marks) {	/* a click puts the key away, as a key does */
		ui->show_marks = false;
		return UI_EVENT_NONE;
	}
	if (ui_mode_top(ui)->click == NULL)
		return UI_EVENT_NONE;
	return ui_mode_top(ui)->click(ui, cell, right);
}

/* A click on the board: left selects or moves, right deselects. */
static enum ui_event
ui_click_play(struct ui *ui, int cell, bool right)
{
	if (right || cell == UI_NO_CELL) {
		ui->selected = UI_NO_CELL;
		return UI_EVENT_NONE;
	}
	ui->cursor = cell;
	return ui_select(ui);
}

/*
 * The mouse resting on a cell, where the terminal reports motion: the
 * cursor goes there, as the arrow keys would take it, and the details line
 * follows; nothing is selected or played.  A motion within the cell the
 * cursor is on already, or off the board, changes nothing, so that a
 * message stays until the pointer really goes somewhere else.
 */
void
ui_hover(struct ui *ui, int cell)
{
	if (ui_mode(ui) != UI_MODE_PLAY || ui->show_marks || cell == UI_NO_CELL ||
	    cell == ui->cursor)
		return;
	ui->message[0] = '\0';
	ui->cursor = cell;
}

/* The modes of the screens ui.c still owns (ui_mode.h). */
static enum ui_event
ui_mode_key_play(struct ui *ui, int key, const struct ui_binding *binding)
{
	enum ui_event event;

	if (ui->lessons.playing && ui_lesson_key(ui, key, binding, &event))
		return event;
	return binding != NULL ? ui_key_play(ui, binding) : UI_EVENT_NONE;
}

static enum ui_event
ui_mode_key_pie(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)key;
	/* The game's own keys that need no game begun; the rest choose. */
	if (binding != NULL && (binding->action == UI_ACTION_TOMORROW ||
	    binding->action == UI_ACTION_HINTS ||
	    binding->action == UI_ACTION_RULES ||
	    binding->action == UI_ACTION_QUIT ||
	    binding->action == UI_ACTION_NEW_GAME))
		return ui_key_play(ui, binding);
	return ui_pie_key(ui, binding);
}

const struct ui_mode_ops ui_mode_menu = {
	.name = "menu", .id = UI_MODE_MENU, .key = ui_key_menu
};
const struct ui_mode_ops ui_mode_play = {
	.name = "play", .id = UI_MODE_PLAY, .key = ui_mode_key_play,
	.click = ui_click_play
};
const struct ui_mode_ops ui_mode_replay = {
	.name = "replay", .id = UI_MODE_REPLAY, .key = ui_key_replay
};
const struct ui_mode_ops ui_mode_pie = {
	.name = "pie", .id = UI_MODE_PIE, .key = ui_mode_key_pie
};
