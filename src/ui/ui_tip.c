/*
 * ui_tip.c owns the tip (T): the person asks, the front end searches (the
 * interface never does), and the move comes back to be shown on the board
 * with its reason in plain words (ui_explain.h).  Against the computer the
 * tips are counted, and the game's end says how many were taken.
 */
#include "ui.h"

#include <stdio.h>

#include "ui_explain.h"

/* "Tip: b1c2 " before the reason. */
enum { TIP_LEAD_MAX = sizeof "Tip:  " + NOTATION_MOVE_MAX };

bool
ui_tip_wanted(const struct ui *ui)
{
	return ui->tip.asked && ui->tip.generation == ui->generation &&
	    ui->mode == UI_MODE_PLAY && !ui_is_over(ui) &&
	    !ui_is_computer(ui, ui->game.board.side);
}

void
ui_tip_found(struct ui *ui, uint16_t move, unsigned generation)
{
	char name[NOTATION_MOVE_MAX], why[UI_EXPLAIN_MAX];

	if (!ui_tip_wanted(ui) || generation != ui->generation ||
	    !board_is_legal(&ui->game.board, move))
		return;
	ui->tip.asked = false;
	ui->tip.count++;
	notation_move(move, name);
	ui_explain_move(&ui->game.board, move, why, sizeof why);
	if (move != MOVE_PASS) {
		/* From and to: the stone selected, the cursor where it goes,
		 * so that Enter plays it. */
		ui->selected = move_from(move);
		ui->cursor = move_to(move);
	}
	/* Cut to the message's room: the screen's line is shorter still. */
	snprintf(ui->message, sizeof ui->message, "Tip: %s %.*s", name,
	    UI_MESSAGE_MAX - TIP_LEAD_MAX, why);
}
