/*
 * ui_replay.c owns the replay (UI_MODE_REPLAY): a record stepped through
 * move by move, in the place of the game on the board.  Its record lives
 * in its entry on the stack; the review of a game (ui_review.c) is a mode
 * over it that steps it with the same keys.  A record is not a game in
 * play: nothing it does is an event but leaving.
 */
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_tally.h"

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* A player's name in a replay's panel, at most. */
enum { REPLAY_NAME_MAX = 11 };

/* The record being stepped through, in the replay's entry on the stack:
 * the game holds its first game.plies moves; who played it and how it
 * ended are said from its first move on. */
struct replay {
	int		length;
	uint16_t	moves[MAX_PLIES];
	char		players[COLOUR_COUNT][REPLAY_NAME_MAX];
	enum result	result;
};
_Static_assert(sizeof(struct replay) <= UI_MODE_DATA_MAX,
    "a replay's record fits its entry on the stack");

void
ui_replay_record(struct ui *ui, const struct record *record)
{
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];
	struct replay *replay;
	struct ui_pie pie;

	/* A pie game's record says what Teal's player chose, and the panel
	 * with it; a pie never chosen is no step to take in a replay. */
	ui->game.pie.step = UI_PIE_OFF;
	if (ui_record_read_pie(record, &pie, tag, error) == 0 &&
	    pie.step == UI_PIE_DONE)
		ui->game.pie = pie;
	ui->rules = record->start.rules;
	/* Nobody plays a replay: no computer, no person's side. */
	ui->game.opponent = UI_OPPONENT_PEOPLE;
	ui_mode_set(ui, &ui_mode_replay);
	replay = ui_mode_data(ui, &ui_mode_replay);
	replay->length = record->move_count;
	memcpy(replay->moves, record->moves,
	    sizeof record->moves[0] * (size_t)record->move_count);
	ui->message[0] = '\0';
	ui_game_load(ui, &record->start, record->moves, 0);
	/* Cut to what the panel has room for. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(replay->players[colour],
		    sizeof replay->players[colour], "%.*s",
		    REPLAY_NAME_MAX - 1, record->player[colour]);
	replay->result = record->result;
}

void
ui_replay(struct ui *ui, const struct record *record)
{
	/* Another game's record: nothing of the game it replaces counts. */
	ui_tally_clear(ui);
	ui_replay_record(ui, record);
}

void
ui_replay_to(struct ui *ui, int plies)
{
	const struct replay *replay = ui_mode_data(ui, &ui_mode_replay);
	struct board start = ui->game.start;

	if (replay == NULL)
		return;
	if (plies > replay->length)
		plies = replay->length;
	if (plies < 0)
		plies = 0;
	/* The game is the record's first `plies` moves, undo history and
	 * all, as if they had been played. */
	ui_game_load(ui, &start, replay->moves, plies);
	ui->message[0] = '\0';
}

/* Stepping through a record: the board is the game after game.plies moves.
 * A record is not a game in play: nothing it does is an event but leaving. */
static enum ui_event
ui_key_replay(struct ui *ui, int key, const struct ui_binding *binding)
{
	const struct replay *replay = ui_mode_data(ui, &ui_mode_replay);

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
		ui_replay_to(ui, replay->length);
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
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	case UI_ACTION_STEP:
		ui->message[0] = '\0';
		ui_play_step_cursor(ui, binding->point);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* Where the record is and who played it: "Replay: move 2 of 3 · You v
 * level 3", from its first move on. */
static void
ui_replay_opponent(const struct ui *ui, const struct replay *replay,
    const char *title, struct ui_panel *panel)
{
	const char *amber = replay->players[COLOUR_AMBER];
	const char *teal = replay->players[COLOUR_TEAL];

	if (amber[0] != '\0' && teal[0] != '\0')
		/* Who played, from the start: Amber's name first. */
		snprintf(panel->opponent, sizeof panel->opponent,
		    "%s: move %d of %d · %s v %s", title, ui->game.plies,
		    replay->length, ui_record_player(amber, teal),
		    ui_record_player(teal, amber));
	else
		snprintf(panel->opponent, sizeof panel->opponent,
		    "%s: move %d of %d", title, ui->game.plies,
		    replay->length);
}

/* Whose move it is in the record, where it ends unfinished, and how it
 * ended, from its start.  A replay's Enter steps on: a forced pass is no
 * key to offer.  The game's end says its result as the board's does. */
static void
ui_replay_turn(const struct ui *ui, const struct replay *replay,
    const struct ui_view *view, struct ui_panel *panel)
{
	int side = ui->game.board.side;

	if (view->over)
		return;
	if (ui->game.plies == replay->length)
		/* The record ends here, but the game did not. */
		snprintf(panel->turn, sizeof panel->turn,
		    "Unfinished: %s next", colour_names[side]);
	else if (replay->result != RESULT_NONE)
		snprintf(panel->turn, sizeof panel->turn,
		    "%s to move · result: %s", colour_names[side],
		    replay->result == RESULT_DRAW ? "a draw" :
		    replay->result == RESULT_AMBER ? "Amber won" : "Teal won");
	else
		snprintf(panel->turn, sizeof panel->turn, "%s to move",
		    colour_names[side]);
}

void
ui_replay_panel(const struct ui *ui, struct ui_view *view, const char *title)
{
	const struct replay *replay = ui_mode_data(ui, &ui_mode_replay);

	if (replay == NULL)
		return;
	ui_replay_opponent(ui, replay, title, &view->panel);
	ui_replay_turn(ui, replay, view, &view->panel);
}

void
ui_replay_keys(const struct ui *ui, struct ui_view *view, const char *leave)
{
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "←→ or p n step · Home End · %s"
	    " · S next round · ? key · q %s", ui_view_hints_key(ui), leave);
}

/* The replay's part of the panel, and its keys. */
static void
ui_replay_view(const struct ui *ui, struct ui_view *view)
{
	ui_replay_panel(ui, view, "Replay");
	ui_replay_keys(ui, view, "quit");
}

const struct ui_mode_ops ui_mode_replay = {
	.name = "replay", .id = UI_MODE_REPLAY, .commands = true,
	.marks = true, .size = sizeof(struct replay), .key = ui_key_replay,
	.view = ui_replay_view
};
