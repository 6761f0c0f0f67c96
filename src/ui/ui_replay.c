/*
 * ui_replay.c owns the replay (UI_MODE_REPLAY): a record stepped through
 * move by move, and the review shown on it.  V at a game's end asks for
 * the review; the front end runs the engine's (ui_review.h) and hands it
 * here, and the record is stepped through with each move's evaluation
 * until the player leaves it, when the game's end and its undo history are
 * back as they were.  A record is not a game in play: nothing it does is
 * an event but leaving.
 */
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_tally.h"

void
ui_replay(struct ui *ui, const struct record *record)
{
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];
	struct ui_pie pie;

	/* A pie game's record says what Teal's player chose, and the panel
	 * with it; a pie never chosen is no step to take in a replay. */
	ui->game.pie.step = UI_PIE_OFF;
	if (ui_record_read_pie(record, &pie, tag, error) == 0 &&
	    pie.step == UI_PIE_DONE)
		ui->game.pie = pie;
	ui->replay.length = record->move_count;
	memcpy(ui->replay.moves, record->moves,
	    sizeof record->moves[0] * (size_t)record->move_count);
	ui->rules = record->start.rules;
	/* Nobody plays a replay: no computer, no person's side. */
	ui->game.opponent = UI_OPPONENT_PEOPLE;
	ui_mode_set(ui, &ui_mode_replay);
	ui->message[0] = '\0';
	ui_tally_clear(ui);
	ui_game_load(ui, &record->start, record->moves, 0);
	/* Cut to what the panel has room for. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(ui->replay.players[colour],
		    sizeof ui->replay.players[colour], "%.*s",
		    UI_REPLAY_NAME_MAX - 1, record->player[colour]);
	ui->replay.result = record->result;
}

bool
ui_replay_review_wanted(const struct ui *ui)
{
	return ui->review.asked && ui_mode(ui) == UI_MODE_PLAY &&
	    ui_game_is_over(ui) && !ui->remote.on;
}

void
ui_replay_review_show(struct ui *ui, const struct record *record,
    const struct ui_review *review, const char *report)
{
	/* V at the game's end asked for it; `gnomon review` did not. */
	bool from_game = ui_replay_review_wanted(ui);
	int lines = 0;

	ui->review.returns = from_game;
	ui->review.opponent = ui->game.opponent;
	/* A replay counts nothing; the game's end, back from its review,
	 * is counted already and says where the player stands again. */
	ui->review.tally = ui->tally;
	ui_replay(ui, record);
	ui->review.shown = review;
	ui->review.report = report;
	for (const char *at = report; *at != '\0'; at++)
		lines += *at == '\n';
	ui->review.report_lines = lines;
	ui->review.asked = false;
}

void
ui_replay_review_leave(struct ui *ui)
{
	/* The review stepped through the very moves of the game: at its
	 * end the board is the game's end again, undo history and all. */
	ui_game_replay_to(ui, ui->replay.length);
	ui->game.opponent = ui->review.opponent;
	ui->tally = ui->review.tally;
	ui->review.shown = NULL;
	ui->review.report = NULL;
	ui->review.returns = false;
	ui_mode_go_only(ui, UI_MODE_PLAY);
	ui->message[0] = '\0';
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
		ui_game_replay_to(ui, ui->game.plies - 1);
		return UI_EVENT_NONE;
	case UI_KEY_RIGHT:
	case 'n':
	case ' ':
	case UI_KEY_ENTER:
	case '\r':
		ui_game_replay_to(ui, ui->game.plies + 1);
		return UI_EVENT_NONE;
	case UI_KEY_HOME:
		ui_game_replay_to(ui, 0);
		return UI_EVENT_NONE;
	case UI_KEY_END:
		ui_game_replay_to(ui, ui->replay.length);
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
		ui_play_key(ui, binding);
		break;
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (ui->review.returns) {
			ui_replay_review_leave(ui);
			return UI_EVENT_NONE;
		}
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	case UI_ACTION_REVIEW:
		if (ui->review.shown != NULL) {
			ui_page_open_report(ui, ui->review.report,
			    ui->review.report_lines);
		}
		break;
	case UI_ACTION_STEP:
		ui->message[0] = '\0';
		ui_play_step_cursor(ui, binding->point);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* The replay's keys; a review's report is one key away. */
static void
ui_replay_view(const struct ui *ui, struct ui_view *view)
{
	struct ui_panel *panel = &view->panel;

	if (ui->review.shown != NULL)
		snprintf(panel->keys, sizeof panel->keys,
		    "←→ or p n step · Home End · V report and chart · ? key · "
		    "q %s",
		    ui->review.returns ? "back" : "quit");
	else
		snprintf(panel->keys, sizeof panel->keys,
		    "←→ or p n step · Home End · %s · S next round · ? key · q "
		    "quit",
		    ui_view_hints_key(ui));
}

const struct ui_mode_ops ui_mode_replay = {
	.name = "replay", .id = UI_MODE_REPLAY, .commands = true,
	.marks = true, .key = ui_key_replay,
	.view = ui_replay_view
};
