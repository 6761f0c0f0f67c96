/*
 * ui_review_mode.c: the review as the game's screen shows it.  V at a
 * game's end asks for it; the front end runs the engine's review
 * (ui_review.h) and hands it here, and the record is stepped through as a
 * replay until the player leaves it, when the game's end and its undo
 * history are back as they were.
 */
#include "ui/ui.h"
#include "ui/ui_mode.h"

bool
ui_review_wanted(const struct ui *ui)
{
	return ui->review_asked && ui_mode(ui) == UI_MODE_PLAY && ui_is_over(ui) &&
	    !ui->remote.on;
}

void
ui_review_show(struct ui *ui, const struct record *record,
    const struct ui_review *review, const char *report)
{
	/* V at the game's end asked for it; `gnomon review` did not. */
	bool from_game = ui_review_wanted(ui);
	int lines = 0;

	ui->review_returns = from_game;
	ui->review_opponent = ui->opponent;
	/* A replay counts nothing; the game's end, back from its review,
	 * is counted already and says where the player stands again. */
	ui->review_tally = ui->tally;
	ui_replay(ui, record);
	ui->review = review;
	ui->review_report = report;
	for (const char *at = report; *at != '\0'; at++)
		lines += *at == '\n';
	ui->review_report_lines = lines;
	ui->review_page = false;
	ui->review_asked = false;
}

void
ui_review_leave(struct ui *ui)
{
	/* The review stepped through the very moves of the game: at its
	 * end the board is the game's end again, undo history and all. */
	ui_replay_to(ui, ui->replay_length);
	ui->opponent = ui->review_opponent;
	ui->tally = ui->review_tally;
	ui->review = NULL;
	ui->review_report = NULL;
	ui->review_returns = false;
	ui->review_page = false;
	ui_mode_reset(ui, &ui_mode_play);
	ui->message[0] = '\0';
}
