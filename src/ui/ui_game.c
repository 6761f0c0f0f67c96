/*
 * ui_game.c owns the interface's game: the board, its history and undo,
 * who plays which side, and the computer's turn.  It is the bottom of the
 * interface: the modes (the screens, ui_mode.h) play, take back and load
 * games through it, and it names no mode but by its id.  It decides no
 * rule: legality and every shadow fact come from board.h and hints.h.
 */
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "core/notation.h"
#include "ui/ui_choices.h"
#include "ui/ui_tally.h"

void
ui_game_say(struct ui *ui, const char *message)
{
	snprintf(ui->message, sizeof ui->message, "%s", message);
}

/* After any change to the game: new hints, and stale computer answers
 * refused. */
void
ui_game_changed(struct ui *ui)
{
	ui->generation++;
	ui_cursor_select(ui, UI_NO_CELL);
	hints_analyse(&ui->game.board, &ui->hints);
	ui_cursor_to_light(ui);
}

void
ui_game_set_ascii(struct ui *ui, bool ascii)
{
	ui->ascii = ascii;
}

/*
 * The rules and the new-game menu's rows from the options: who plays, at
 * what level, and the first sun, the menu's fair one where the options
 * say so (a choice the menu remembers) and the games measured one.
 */
void
ui_game_setup(struct ui *ui, const struct play_options *options)
{
	int fair;

	ui->rules = options->rules;
	ui->game.level = options->level;
	ui_choices_set_level(ui, options->level);
	ui_choices_set_side(ui, options->side);
	if (options->hotseat)
		ui_choices_set_opponent(ui, UI_OPPONENT_PEOPLE);
	else if (options->autoplay)
		ui_choices_set_opponent(ui, UI_OPPONENT_WATCH);
	else
		ui_choices_set_opponent(ui, UI_OPPONENT_COMPUTER);
	/* The sun to go back to from the fair one is the rules' own. */
	ui_choices_set_sun(ui, ui->rules.start_sun);
	fair = pie_measured_sun(&ui->rules);
	if (options->fair_sun && !ui->rules.pie && fair >= 0)
		ui->rules.start_sun = fair;
}

void
ui_game_init(struct ui *ui, const struct play_options *options)
{
	const struct ui_mode_ops *const *modes = ui->modes_by_id;

	memset(ui, 0, sizeof *ui);
	ui->modes_by_id = modes;
	ui_mode_reset(ui, ui_mode_by_id(ui, UI_MODE_MENU));
	ui->options = *options;
	ui->seed = options->seed;
	ui->ascii = options->ascii;
	ui->random = options->seed;
	ui_game_setup(ui, options);
	ui_cursor_show_hints(ui, !options->no_hints);
	ui->page.rows = 1;
	ui->game.human = COLOUR_AMBER;
	ui_cursor_move(ui, cell_at(BOARD_SIZE / 2, 0));
	ui_cursor_select(ui, UI_NO_CELL);
	board_start(&ui->game.start, &ui->rules);
	ui->game.board = ui->game.start;
	hints_analyse(&ui->game.board, &ui->hints);
}

void
ui_game_set_position(struct ui *ui, const struct board *board)
{
	ui->game.start = *board;
	ui->game.board = *board;
	ui->game.plies = 0;
	ui->game.filed_as[0] = '\0';
	ui_tally_clear(ui);
	ui->game.started = true;
	ui_mode_go(ui, UI_MODE_PLAY);
	ui->message[0] = '\0';
	/* A position to study is past any pie step. */
	ui->game.pie.step = board->rules.pie ? UI_PIE_DONE : UI_PIE_OFF;
	ui->game.pie.swap = false;
	ui_game_changed(ui);
}

void
ui_game_study(struct ui *ui, const struct board *board)
{
	ui->game.opponent = UI_OPPONENT_PEOPLE;
	ui->game.human = board->side;
	ui_cursor_show_tomorrow(ui, false);
	ui_cursor_select(ui, UI_NO_CELL);
	ui_game_set_position(ui, board);
	/* The cursor starts on the player's first stone (a1 first, then
	 * along the ranks): on a stone to select, giving nothing away. */
	ui_cursor_move(ui, bb_first(board->stones[board->side]));
}

bool
ui_game_try(struct ui *ui, uint16_t move)
{
	char reason[NOTATION_REFUSAL_MAX], text[NOTATION_MOVE_MAX];

	/* The rules core says why, in words: "b1c2: b1 is not Teal's
	 * stone". */
	if (notation_refusal(&ui->game.board, move, reason)) {
		notation_move(move, text);
		snprintf(ui->message, sizeof ui->message, "%s: %s", text,
		    reason);
		return false;
	}
	/* The cursor follows the person's stone (a typed move's too); the
	 * change to the game then steps it off a cell the move's dusk
	 * darkened. */
	if (move != MOVE_PASS && !move_is_hold(move))
		ui_cursor_move(ui, move_to(move));
	return true;
}

void
ui_game_put_aside(struct ui *ui)
{
	ui->aside = ui->game;
}

void
ui_game_take_back(struct ui *ui)
{
	ui->game = ui->aside;
}

void
ui_game_put_aside_kept(struct ui *ui, struct ui_game_kept *kept)
{
	kept->rules = ui->rules;
	kept->tally = ui->tally;
	ui_game_put_aside(ui);
}

void
ui_game_take_back_kept(struct ui *ui, const struct ui_game_kept *kept)
{
	ui_game_take_back(ui);
	ui->rules = kept->rules;
	ui->tally = kept->tally;
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
	ui->game.started = true;
	ui_game_changed(ui);
}

void
ui_game_set_review_asked(struct ui *ui, bool asked)
{
	ui->game.review_asked = asked;
	ui->game.review_generation = ui->generation;
}

bool
ui_game_review_asked(const struct ui *ui)
{
	/* Asked of the game as it is: any change since (a move, an undo,
	 * a new game, a game given back) bumped the generation. */
	return ui->game.review_asked &&
	    ui->game.review_generation == ui->generation;
}

bool
ui_game_is_local(const struct ui *ui)
{
	return ui->game.policy == NULL;
}

bool
ui_game_may_move(struct ui *ui)
{
	return ui->game.policy == NULL || ui->game.policy->may_move(ui);
}

enum ui_event
ui_game_played(struct ui *ui, uint16_t move)
{
	if (ui->game.policy != NULL)
		return ui->game.policy->send(ui, move);
	return ui_game_move(ui, move);
}

int
ui_game_seat(const struct ui *ui)
{
	return ui->game.policy != NULL ? ui->game.policy->seat(ui) : -1;
}

bool
ui_game_is_over(const struct ui *ui)
{
	/* A room's game also ends by resignation, agreement or time. */
	return board_is_over(&ui->game.board) ||
	    (ui->game.policy != NULL && ui->game.policy->ended(ui));
}

bool
ui_game_fresh_from_menu(const struct ui *ui)
{
	return ui->game.started && ui->game.from_menu &&
	    ui->game.plies == 0 && !ui->game.lesson && ui_game_is_local(ui) &&
	    !ui_game_is_over(ui);
}

bool
ui_game_is_computer(const struct ui *ui, int colour)
{
	/* A game elsewhere is played by people at both ends. */
	if (ui->game.policy != NULL)
		return false;
	if (ui->game.opponent == UI_OPPONENT_WATCH)
		return true;
	if (ui->game.opponent == UI_OPPONENT_PEOPLE)
		return false;
	return colour != ui->game.human;
}

bool
ui_game_pie_pending(const struct ui *ui)
{
	return ui->game.pie.step == UI_PIE_SUN ||
	    ui->game.pie.step == UI_PIE_COLOUR;
}

bool
ui_game_computer_to_move(const struct ui *ui)
{
	/* A screen of its own over everything (UI_MODE_OTHER: a list)
	 * holds the game still, as the menu does. */
	return ui->game.started && ui_mode(ui) != UI_MODE_MENU &&
	    ui_mode(ui) != UI_MODE_OTHER &&
	    ui_mode(ui) != UI_MODE_QUIT && ui_mode(ui) != UI_MODE_RESUME &&
	    ui_mode(ui) != UI_MODE_REPLAY &&
	    ui_mode_under(ui) != UI_MODE_REPLAY && !ui_game_pie_pending(ui) &&
	    !ui_game_is_over(ui) &&
	    ui_game_is_computer(ui, ui->game.board.side);
}

uint64_t
ui_game_computer_seed(const struct ui *ui)
{
	/* The plies in the high half: the search spreads every bit of it. */
	return ui->seed ^ (uint64_t)ui->game.plies << 32;
}

/* Makes a legal move and records it: moved, or finished if it ended the
 * game. */
enum ui_event
ui_game_move(struct ui *ui, uint16_t move)
{
	struct ui_game *game = &ui->game;

	board_make(&game->board, move, &game->undos[game->plies]);
	game->moves[game->plies++] = move;
	ui->message[0] = '\0';
	ui_game_changed(ui);
	return ui_game_is_over(ui) ? UI_EVENT_FINISHED : UI_EVENT_MOVED;
}

enum ui_event
ui_game_computer_played(struct ui *ui, uint16_t move, unsigned generation)
{
	if (generation != ui->generation || !ui_game_computer_to_move(ui) ||
	    !board_is_legal(&ui->game.board, move))
		return UI_EVENT_NONE;
	return ui_game_move(ui, move);
}

static void
ui_take_back_one(struct ui *ui)
{
	struct ui_game *game = &ui->game;

	game->plies--;
	board_unmake(&game->board, &game->undos[game->plies]);
}

enum ui_event
ui_game_undo(struct ui *ui)
{
	struct ui_game *game = &ui->game;
	int plies = game->plies;

	if (ui->game.opponent == UI_OPPONENT_WATCH) {
		ui_game_say(ui, "Watching the computer: nothing to undo");
		return UI_EVENT_NONE;
	}
	if (ui->game.opponent == UI_OPPONENT_PEOPLE) {
		if (plies == 0) {
			ui_game_say(ui, "Nothing to undo");
			return UI_EVENT_NONE;
		}
		ui_take_back_one(ui);
	} else {
		/* Back to the person's previous turn: past the computer's
		 * replies and the person's own last move. */
		while (
		    plies > 0 && game->undos[plies - 1].side != ui->game.human)
			plies--;
		if (plies == 0) {
			ui_game_say(ui, "Nothing of yours to undo");
			return UI_EVENT_NONE;
		}
		while (game->plies >= plies)
			ui_take_back_one(ui);
	}
	ui_game_changed(ui);
	ui_game_say(ui, "Move taken back");
	return UI_EVENT_UNDONE;
}
