/*
 * ui_correspondence_play.c owns a correspondence game on the board
 * (ui_correspondence_play.h): the game's policy from the player's seat
 * (their moves made here until the other side is to move, then the board
 * leaves to have them sent), the board's keys that differ (no tips, no
 * new game, a take-back only of this turn's moves) and its panel's words.
 */
#include "ui/ui_correspondence_play.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_view.h"

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

static const struct ui_game_policy ui_correspondence_policy;
static const struct ui_mode_ops ui_mode_correspondence;

static struct ui_correspondence_play *
ui_correspondence_play_of(const struct ui *ui)
{
	return ui->game.policy_data;
}

/* "Teal (bob)". */
static void
ui_correspondence_play_who(const struct ui *ui, int colour, char *text,
    size_t size)
{
	const struct ui_correspondence_play *play =
	    ui_correspondence_play_of(ui);

	snprintf(text, size, "%s (%s)", colour_names[colour],
	    play->name[colour]);
}

/* Whether the turn is over for this seat: the other side to move, or
 * the game over. */
static bool
ui_correspondence_play_turn_done(const struct ui *ui)
{
	const struct ui_correspondence_play *play =
	    ui_correspondence_play_of(ui);

	return board_is_over(&ui->game.board) ||
	    ui->game.board.side != play->seat;
}

static bool
ui_correspondence_play_may_move(struct ui *ui)
{
	char who[UI_CORRESPONDENCE_PLAY_NAME_MAX + 16];

	if (board_is_over(&ui->game.board)) {
		ui_game_say(ui, "The game is over");
		return false;
	}
	if (ui_correspondence_play_turn_done(ui)) {
		ui_correspondence_play_who(ui, ui->game.board.side, who,
		    sizeof who);
		/* The message line holds a name of 16 characters of
		 * UTF-8 with its words, whole. */
		snprintf(ui->message, sizeof ui->message, "Not your move: it"
		    " is %.*s's; the board can be looked at",
		    (int)sizeof ui->message / 2, who);
		return false;
	}
	return true;
}

/* A legal move of the player's, made here; the turn played, the board
 * leaves for the front end to send it. */
static enum ui_event
ui_correspondence_play_send(struct ui *ui, uint16_t move)
{
	struct ui_correspondence_play *play = ui_correspondence_play_of(ui);
	enum ui_event event = ui_game_move(ui, move);

	if (!ui_correspondence_play_turn_done(ui)) {
		ui_game_say(ui, "Your move again: the snake order gives you"
		    " two turns running");
		return event;
	}
	play->sent = true;
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

static bool
ui_correspondence_play_ended(const struct ui *ui)
{
	(void)ui;
	return false;
}

static int
ui_correspondence_play_seat(const struct ui *ui)
{
	return ui_correspondence_play_of(ui)->seat;
}

/* q: back to the list, nothing sent. */
static enum ui_event
ui_correspondence_play_quit(struct ui *ui)
{
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

static void
ui_correspondence_play_game(const struct ui *ui, struct record *record)
{
	const struct ui_correspondence_play *play =
	    ui_correspondence_play_of(ui);

	ui_record_game(ui, record);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(record->player[colour], RECORD_VALUE_MAX, "%s",
		    play->name[colour]);
}

/* A correspondence game has no pie step: it begins with its first move. */
static enum ui_event
ui_correspondence_play_pie(struct ui *ui, int choice)
{
	(void)ui;
	(void)choice;
	return UI_EVENT_NONE;
}

/* U: a move of this turn taken back, never one the store holds. */
static enum ui_event
ui_correspondence_play_undo(struct ui *ui)
{
	const struct ui_correspondence_play *play =
	    ui_correspondence_play_of(ui);

	if (ui->game.plies <= play->stored) {
		ui_game_say(ui, "Nothing to take back: the moves before are"
		    " sent");
		return UI_EVENT_NONE;
	}
	ui_game_load(ui, &ui->game.start, ui->game.moves,
	    ui->game.plies - 1);
	ui_game_say(ui, "Move taken back");
	return UI_EVENT_UNDONE;
}

static enum ui_event
ui_correspondence_play_key(struct ui *ui, int key,
    const struct ui_binding *binding)
{
	(void)key;
	if (binding == NULL)
		return UI_EVENT_NONE;
	switch (binding->action) {
	case UI_ACTION_TIP:
		ui_game_say(ui, "No tips in a correspondence game");
		return UI_EVENT_NONE;
	case UI_ACTION_NEW_GAME:
		ui_game_say(ui, "q goes back to your correspondence games");
		return UI_EVENT_NONE;
	case UI_ACTION_UNDO:
		return ui_correspondence_play_undo(ui);
	default:
		return ui_play_key(ui, binding);
	}
}

static void
ui_correspondence_play_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_correspondence_play *play =
	    ui_correspondence_play_of(ui);
	struct ui_panel *panel = &view->panel;
	int side = ui->game.board.side == COLOUR_TEAL ? COLOUR_TEAL :
	    COLOUR_AMBER;
	char who[UI_CORRESPONDENCE_PLAY_NAME_MAX + 16];

	view->thinking = false;
	view->viewer = play->seat;
	snprintf(panel->opponent, sizeof panel->opponent, "%s: %s%s\n%s: %s%s",
	    colour_names[COLOUR_AMBER], play->name[COLOUR_AMBER],
	    play->seat == COLOUR_AMBER ? " (you)" : "",
	    colour_names[COLOUR_TEAL], play->name[COLOUR_TEAL],
	    play->seat == COLOUR_TEAL ? " (you)" : "");
	snprintf(panel->room, sizeof panel->room, "Correspondence game");
	if (view->over) {
		snprintf(panel->keys, sizeof panel->keys,
		    "arrows inspect · ? key · q back");
		return;
	}
	if (side == play->seat) {
		snprintf(panel->turn, sizeof panel->turn, "%s to move (you)",
		    colour_names[side]);
		snprintf(panel->prompt, sizeof panel->prompt, "Your move, %s"
		    " left: it is sent once played", play->left);
		snprintf(panel->keys, sizeof panel->keys, "Enter move · :"
		    " type · U take back · ? key · q back, nothing sent");
		return;
	}
	ui_correspondence_play_who(ui, side, who, sizeof who);
	snprintf(panel->turn, sizeof panel->turn, "%s to move", who);
	snprintf(panel->prompt, sizeof panel->prompt, "Their move, %s left:"
	    " the board can be looked at", play->left);
	snprintf(panel->keys, sizeof panel->keys,
	    "arrows inspect · H hints · S next round · ? key · q back");
}

void
ui_correspondence_play_open(struct ui *ui,
    struct ui_correspondence_play *play, const struct record *record,
    int seat, const char *amber, const char *teal, const char *left)
{
	const char *names[COLOUR_COUNT] = { amber, teal };

	memset(play, 0, sizeof *play);
	play->seat = seat;
	play->stored = record->move_count;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		ui_name_show(names[colour], ui->ascii, play->name[colour],
		    sizeof play->name[colour]);
	snprintf(play->left, sizeof play->left, "%s", left);
	ui->rules = record->start.rules;
	ui->game.opponent = UI_OPPONENT_COMPUTER;
	ui->game.human = seat;
	ui->game.pie.step = UI_PIE_OFF;
	ui->game.policy = &ui_correspondence_policy;
	ui->game.policy_data = play;
	ui_game_load(ui, &record->start, record->moves, record->move_count);
	ui_mode_set(ui, &ui_mode_correspondence);
	ui->message[0] = '\0';
	ui_cursor_move(ui, cell_at(BOARD_SIZE / 2,
	    seat == COLOUR_TEAL ? BOARD_SIZE - 1 : 0));
}

bool
ui_correspondence_play_record(const struct ui *ui,
    const struct ui_correspondence_play *play, const struct record *before,
    struct record *after)
{
	if (!play->sent)
		return false;
	*after = *before;
	after->move_count = 0;
	for (int ply = 0; ply < ui->game.plies; ply++)
		if (record_add_move(after, ui->game.moves[ply]) < 0)
			return false;
	after->result = board_is_over(&ui->game.board) ?
	    board_result(&ui->game.board) : RESULT_NONE;
	return true;
}

static const struct ui_game_policy ui_correspondence_policy = {
	.name = "correspondence", .may_move = ui_correspondence_play_may_move,
	.send = ui_correspondence_play_send,
	.ended = ui_correspondence_play_ended,
	.seat = ui_correspondence_play_seat,
	.quit = ui_correspondence_play_quit,
	.record = ui_correspondence_play_game,
	.pie_choose = ui_correspondence_play_pie,
	.who = ui_correspondence_play_who
};

/* The board of a correspondence game: the board's screen, its keys but
 * those above, its panel's words over the board's. */
static const struct ui_mode_ops ui_mode_correspondence = {
	.name = "correspondence", .id = UI_MODE_PLAY, .commands = true,
	.marks = true, .key = ui_correspondence_play_key,
	.click = ui_play_click, .view = ui_correspondence_play_view
};
