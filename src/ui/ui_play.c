/*
 * ui_play.c owns the board's screen (UI_MODE_PLAY): the cursor, selecting
 * and moving a stone, holding the sun, the game's keys and clicks, and
 * asking to leave.  A move goes where the game's policy sends it (a
 * room's: ui_game.h) and to the lesson or puzzle while one is on the
 * board (ui_lesson.h, ui_puzzle.h); everything else is the game's (ui_game.c).
 */
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_play.h"
#include "ui/ui_mode.h"

#include <stdio.h>

#include "core/notation.h"
#include "ui/ui_choices.h"
#include "ui/ui_confirm.h"
#include "ui/ui_lesson.h"
#include "ui/ui_page.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_tip.h"
#include "ui/ui_typing.h"

/* The legal move from the selected stone to `cell`, or MOVE_NONE. */
static uint16_t
ui_move_to(const struct ui *ui, int cell)
{
	uint16_t move;

	if (ui_cursor_selected(ui) == UI_NO_CELL)
		return MOVE_NONE;
	move = move_make(ui_cursor_selected(ui), cell);
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

enum ui_event
ui_play(struct ui *ui, uint16_t move)
{
	if (!ui_game_may_move(ui))
		return UI_EVENT_NONE;
	if (ui_lesson_playing(ui))
		return ui_lesson_play(ui, move);
	if (ui_puzzle_playing(ui))
		return ui_puzzle_play(ui, move);
	if (ui_game_is_over(ui)) {
		ui_game_say(ui, "The game is over: R for a new one");
		return UI_EVENT_NONE;
	}
	if (ui_game_is_computer(ui, ui->game.board.side)) {
		ui_game_say(ui, "Wait: it is the computer's turn");
		return UI_EVENT_NONE;
	}
	if (!ui_game_try(ui, move))
		return UI_EVENT_NONE;
	/* A room's game changes when the room says the move was played. */
	return ui_game_played(ui, move);
}

/* Enter or a click on the cursor's cell: select, reselect, or move. */
static enum ui_event
ui_select(struct ui *ui)
{
	const struct board *board = &ui->game.board;
	int cell = ui_cursor_cell(ui);
	uint16_t move;

	ui->message[0] = '\0';
	if (!ui_game_may_move(ui))
		return UI_EVENT_NONE;
	if (ui_game_is_over(ui)) {
		ui_game_say(ui, "The game is over: R for a new one, q to quit");
		return UI_EVENT_NONE;
	}
	if (ui_game_is_computer(ui, board->side)) {
		ui_game_say(ui, "The computer is thinking");
		return UI_EVENT_NONE;
	}
	if (ui_must_pass(ui))
		return ui_play(ui, MOVE_PASS);
	if (cell == ui_cursor_selected(ui)) {
		ui_cursor_select(ui, UI_NO_CELL);
		return UI_EVENT_NONE;
	}
	if (board->stones[board->side] & bb_cell(cell)) {
		if (ui_stone_can_move(ui, cell))
			ui_cursor_select(ui, cell);
		else
			ui_game_say(ui, "That stone has nowhere to go");
		return UI_EVENT_NONE;
	}
	move = ui_move_to(ui, cell);
	if (move != MOVE_NONE)
		return ui_play(ui, move);
	if (ui_cursor_selected(ui) != UI_NO_CELL)
		ui_game_say(ui, "Not a move for that stone: Esc to deselect");
	else if (board->stones[!board->side] & bb_cell(cell))
		ui_game_say(ui, "That stone is not yours to move");
	else
		ui_game_say(ui, "Select one of your stones first");
	return UI_EVENT_NONE;
}

/*
 * K (hold=1): the selected stone, or else the one under the cursor, is
 * taken off to hold the sun; the core says why when it may not be.
 */
static enum ui_event
ui_hold(struct ui *ui)
{
	const struct board *board = &ui->game.board;
	int cell = ui_cursor_selected(ui) != UI_NO_CELL ?
	    ui_cursor_selected(ui) : ui_cursor_cell(ui);

	ui->message[0] = '\0';
	if (!board->rules.hold) {
		ui_game_say(ui,
		    "No holding the sun in this game: that is the variant "
		    "hold=1");
		return UI_EVENT_NONE;
	}
	/* ui_play says why when the game is over or the computer is to move. */
	if (!ui_game_is_over(ui) && !ui_game_is_computer(ui, board->side) &&
	    !(board->stones[board->side] & bb_cell(cell))) {
		ui_game_say(ui,
		    "Select the stone to spend, then K keeps the sun");
		return UI_EVENT_NONE;
	}
	/* A stone given up for good: asked first, as a newcomer's stray K
	 * was played at once (ui_play says why a hold may not be). */
	if (ui_game_is_over(ui) || ui_game_is_computer(ui, board->side) ||
	    !board_is_legal(board, move_hold(cell)) || !ui_game_may_move(ui))
		return ui_play(ui, move_hold(cell));
	ui_confirm_hold(ui, move_hold(cell), ui_play);
	return UI_EVENT_NONE;
}

void
ui_play_step_cursor(struct ui *ui, int point)
{
	int file = cell_file(ui_cursor_cell(ui)) + compass_dx(point);
	int rank = cell_rank(ui_cursor_cell(ui)) + compass_dy(point);

	if (file < 0)
		file = 0;
	if (file >= BOARD_SIZE)
		file = BOARD_SIZE - 1;
	if (rank < 0)
		rank = 0;
	if (rank >= BOARD_SIZE)
		rank = BOARD_SIZE - 1;
	ui_cursor_move(ui, cell_at(file, rank));
}

static enum ui_event
ui_ask_quit(struct ui *ui)
{
	/* A game elsewhere (a room's seat) has its own way out. */
	if (!ui_game_is_local(ui))
		return ui->game.policy->quit(ui);
	/* Just chosen on the menu, not yet begun: back to it. */
	if (ui_game_fresh_from_menu(ui)) {
		ui_mode_go(ui, UI_MODE_MENU);
		return UI_EVENT_NONE;
	}
	if (ui->game.started && !ui_game_is_over(ui) && ui->game.plies > 0) {
		ui_confirm_quit(ui);
		return UI_EVENT_NONE;
	}
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

enum ui_event
ui_play_quit(struct ui *ui)
{
	/* The question returns to the board (or the menu), not to the rules
	 * or a half-typed move, whose own way back it would overwrite. */
	if (ui_mode(ui) == UI_MODE_RULES || ui_mode(ui) == UI_MODE_TYPING ||
	    ui_mode(ui) == UI_MODE_CONFIRM_HOLD ||
	    ui_mode(ui) == UI_MODE_CONFIRM_NEW)
		ui_mode_pop(ui);
	/* A lesson keeps nothing to ask about. */
	if (ui->game.lesson)
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	if (ui_mode(ui) != UI_MODE_CONFIRM_QUIT && ui_mode(ui) != UI_MODE_QUIT)
		return ui_ask_quit(ui);
	return UI_EVENT_NONE;
}

/* T: a tip is asked of the front end for the person's turn, never when
 * the game is over (a room's board says no tips: ui_remote.c). */
static void
ui_ask_tip(struct ui *ui)
{
	if (!ui->game.started || ui_game_is_over(ui))
		ui_game_say(ui, "The game is over: no tip to give");
	else if (ui_game_is_computer(ui, ui->game.board.side))
		ui_game_say(ui, "A tip on your turn: the computer is to move");
	else {
		ui_tip_ask(ui);
		ui_game_say(ui, "Thinking of a tip…");
	}
}

/* y to the new game's question: the menu, to choose it. */
static enum ui_event
ui_new_confirmed(struct ui *ui)
{
	ui_mode_go(ui, UI_MODE_MENU);
	return UI_EVENT_NONE;
}

enum ui_event
ui_play_key(struct ui *ui, const struct ui_binding *binding)
{
	switch (binding->action) {
	case UI_ACTION_STEP:
		/* A message stays until the player does something else. */
		ui->message[0] = '\0';
		ui_play_step_cursor(ui, binding->point);
		break;
	case UI_ACTION_SELECT:
		return ui_select(ui);
	case UI_ACTION_DESELECT:
		ui_cursor_select(ui, UI_NO_CELL);
		ui->message[0] = '\0';
		break;
	case UI_ACTION_TYPE:
		ui_typing_open(ui, ui_play);
		break;
	case UI_ACTION_NEW_GAME:
		/* The menu's Enter would replace a game going on: asked
		 * here, before the menu, a game with no move or over has
		 * nothing to lose. */
		ui_choices_set_menu_row(ui, UI_MENU_START);
		if (ui->game.started && ui->game.plies > 0 &&
		    !ui_game_is_over(ui) && ui_mode(ui) == UI_MODE_PLAY)
			ui_confirm_ask(ui, &ui_mode_confirm_new,
			    ui_new_confirmed);
		else
			ui_mode_go(ui, UI_MODE_MENU);
		break;
	case UI_ACTION_UNDO:
		return ui_game_undo(ui);
	case UI_ACTION_HINTS:
		ui_cursor_show_hints(ui, !ui_cursor_hints(ui));
		ui_game_say(ui,
		    ui_cursor_hints(ui) ? "Hints on: the dots and the marks on "
					  "the stones; H hides them" :
					  "Hints off: no dots or marks on the "
					  "stones; H shows them again");
		break;
	case UI_ACTION_TOMORROW:
		ui_cursor_show_tomorrow(ui, !ui_cursor_tomorrow(ui));
		ui_game_say(ui,
		    ui_cursor_tomorrow(ui) ?
			"Showing the next round's shadows: S again for this "
			"round's" :
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
		/* A room's board keeps V for itself (ui_remote.c). */
		if (!ui_game_is_over(ui) || !ui->game.started) {
			ui_game_say(ui, "V reviews the game once it is over");
			break;
		}
		ui_game_set_review_asked(ui, true);
		ui_game_say(ui, "Reviewing the game…");
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

enum ui_event
ui_play_click(struct ui *ui, int cell, bool right)
{
	if (right || cell == UI_NO_CELL) {
		ui_cursor_select(ui, UI_NO_CELL);
		return UI_EVENT_NONE;
	}
	ui_cursor_move(ui, cell);
	return ui_select(ui);
}

static enum ui_event
ui_mode_key_play(struct ui *ui, int key, const struct ui_binding *binding)
{
	enum ui_event event;

	if (ui_lesson_playing(ui) && ui_lesson_key(ui, key, binding, &event))
		return event;
	if (ui_puzzle_playing(ui) && ui_puzzle_key(ui, key, binding, &event))
		return event;
	return binding != NULL ? ui_play_key(ui, binding) : UI_EVENT_NONE;
}

/* At the game's end nothing is left to select (a newcomer read "Enter
 * select" there): the keys after a game; else the board's own. */
static void
ui_play_view(const struct ui *ui, struct ui_view *view)
{
	if (!view->over)
		return;
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    ui->game.opponent == UI_OPPONENT_WATCH ?
	    UI_OVER_KEYS "arrows inspect · ? key · q quit" :
	    UI_OVER_KEYS "U take back · arrows inspect · ? key · q quit");
}

const struct ui_mode_ops ui_mode_play = {
	.name = "play", .id = UI_MODE_PLAY, .commands = true, .marks = true,
	.key = ui_mode_key_play,
	.click = ui_play_click, .view = ui_play_view
};
