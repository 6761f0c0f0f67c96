/*
 * ui_tip.c owns the tip (T): the person asks, the front end searches (the
 * interface never does), and the move comes back to be shown on the board
 * with its reason in plain words (ui_explain.h).  Against the computer the
 * tips are counted, and the game's end says how many were asked for.
 */
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_explain.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"

/* "Tip: b1c2 " before the reason. */
enum { TIP_LEAD_MAX = sizeof UI_TIP_LEAD " " + NOTATION_MOVE_MAX };

/* After the reason of a tip that gives a stone up. */
#define TIP_BEST_THERE_IS ": the best there is, every other move costs as " \
	"much or more"
#define TIP_BEST_THERE_IS_SHORT ": the best there is"

void
ui_tip_ask(struct ui *ui)
{
	ui->game.tip.asked = true;
	ui->game.tip.generation = ui->generation;
}

void
ui_tip_give(struct ui *ui, uint16_t move)
{
	int count = ui->game.tip.count;

	ui_tip_ask(ui);
	ui_tip_found(ui, move, ui->generation);
	ui->game.tip.count = count;
}

int
ui_tip_count(const struct ui *ui)
{
	return ui->game.tip.count;
}

uint16_t
ui_tip_shown(const struct ui *ui)
{
	return ui->game.tip.shown;
}

void
ui_tip_restart(struct ui *ui, int count)
{
	ui->game.tip.asked = false;
	ui->game.tip.count = count;
}

/* T was pressed for the position now. */
static bool
ui_tip_asked_now(const struct ui *ui)
{
	return ui->game.tip.asked && ui->game.tip.generation == ui->generation;
}

bool
ui_tip_wanted(const struct ui *ui)
{
	return ui_tip_asked_now(ui) &&
	    ui_mode(ui) == UI_MODE_PLAY && !ui_game_is_over(ui) &&
	    !ui_game_is_computer(ui, ui->game.board.side);
}

void
ui_tip_found(struct ui *ui, uint16_t move, unsigned generation)
{
	char name[NOTATION_MOVE_MAX], why[UI_EXPLAIN_MAX];
	struct move_hint hint;
	const char *honest;
	size_t room;

	if (!ui_tip_wanted(ui) || generation != ui->generation ||
	    !board_is_legal(&ui->game.board, move))
		return;
	ui->game.tip.asked = false;
	ui->game.tip.count++;
	ui->game.tip.shown = move;
	ui->game.tip.shown_generation = generation;
	notation_move(move, name);
	hints_move(&ui->game.board, move, &hint);
	ui_explain_hint(&ui->game.board, &hint, why, sizeof why);
	/* A tip that gives a stone up says so, and why it is still the tip:
	 * a newcomer read "lets Teal take c3" as a bad tip. */
	honest = hints_given_up(&hint) != 0 &&
	    move != MOVE_PASS ? TIP_BEST_THERE_IS : "";
	if (move_is_hold(move)) {
		/* A hold (hold=1): its stone selected, so that K plays it. */
		ui_cursor_select(ui, move_from(move));
		ui_cursor_move(ui, move_from(move));
	} else if (move != MOVE_PASS) {
		/* From and to: the stone selected, the cursor where it goes,
		 * so that Enter plays it. */
		ui_cursor_select(ui, move_from(move));
		ui_cursor_move(ui, move_to(move));
	}
	/* To the message's room: first the words on every other move, then
	 * the reason's last clauses.  A newcomer played a tip whose reply,
	 * dropped for the longer words, took a stone. */
	room = UI_MESSAGE_MAX - TIP_LEAD_MAX - strlen(honest);
	if (strlen(why) > room && honest[0] != '\0') {
		honest = TIP_BEST_THERE_IS_SHORT;
		room = UI_MESSAGE_MAX - TIP_LEAD_MAX - strlen(honest);
	}
	ui_text_shorten(why, room);
	snprintf(ui->message, sizeof ui->message, UI_TIP_LEAD "%s%s%.*s%s",
	    name, why[0] != '\0' ? " " : "", (int)room, why, honest);
}

bool
ui_tip_on_the_line(const struct ui *ui)
{
	return ui_tip_asked_now(ui) ||
	    strncmp(ui->message, UI_TIP_LEAD, strlen(UI_TIP_LEAD)) == 0;
}

bool
ui_tip_ready(const struct ui *ui)
{
	uint16_t move = ui->game.tip.shown;

	return move != MOVE_NONE && move != MOVE_PASS &&
	    ui->game.tip.shown_generation == ui->generation &&
	    ui_mode(ui) == UI_MODE_PLAY && !ui_game_is_over(ui) &&
	    ui_cursor_selected(ui) == move_from(move) &&
	    ui_cursor_cell(ui) ==
	    (move_is_hold(move) ? move_from(move) : move_to(move));
}
