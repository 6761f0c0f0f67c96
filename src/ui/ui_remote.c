/*
 * ui_remote.c owns the interface of a game in a room (ui_remote.h): our
 * seat, both players and whether each is connected, the room's status and
 * result, the other player's question and our answer, resigning, the typed
 * message and the last ones said, the clocks, and the panel lines that show
 * them.  Nothing here changes the game on its own: the player's requests go
 * out as UI_EVENT_SEND, and the board follows what the room reports.
 */
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_record.h"
#include "ui/ui_remote.h"

#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "core/utf8.h"
#include "net/wire.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_play.h"
#include "ui/ui_text.h"

enum {
	MS_PER_SECOND = 1000,
	SECONDS_PER_MINUTE = 60,
	/* Up to this many minutes a clock shows "m:ss"; beyond, minutes. */
	CLOCK_SECONDS_SHOWN_MINUTES = 100,
	CLOCK_TEXT_MAX = 48,
	WHO_MAX = UI_NAME_MAX + 16, /* "Amber (alice)" */
	UNSAVED_WHY_MAX =
	    79, /* why the room cannot save, as the panel shows it */
	ROOM_WORD_COLUMNS = 5, /* "Room " before the room's name */
	/* The Say line: "Say: " before the message, "_" after it, and room
	 * for the cut's mark and the end of the string. */
	SAY_WORD_COLUMNS = 5,
	SAY_LINE_EXTRA = 10,
	UTF8_TAIL_MASK = 0xc0, /* a UTF-8 continuation byte is 10xxxxxx */
	UTF8_TAIL = 0x80,
	UI_BYTE_LAST = 0xff, /* keys above are curses' own, not bytes */
	/* The join line on the waiting board's prompt: at most this long,
	 * to fit 80 columns with its words around it. */
	UI_REMOTE_JOIN_SHOWN = 36
};

/* What the room's word on its save is shown as, in the messages. */
#define UNSAVED_PREFIX "* not saved: "
#define SAVED_AGAIN "* saved again"
#define NOTICE_PREFIX "* room: "	/* the room's own word */
#define NOTICE_SHOWN "The room: "	/* and on the message line */
#define HISTORY_INDENT "  "	/* a line's rows after its first, on C's page */
/* How the invitation's lines that a friend types begin. */
#define UI_REMOTE_JOIN_COMMAND "gnomon join "

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* The room's board, its pie step and its question on leaving (its
 * policy's, below). */
static const struct ui_mode_ops ui_mode_room;
static const struct ui_mode_ops ui_mode_room_pie;
static const struct ui_mode_ops ui_mode_confirm_leave;
static const struct ui_game_policy ui_remote_policy;

/* The room's state, which the game's policy holds for it. */
static struct ui_remote *
ui_remote_of(const struct ui *ui)
{
	return ui->game.policy_data;
}

_Static_assert((int)UI_NAME_MAX == (int)WIRE_NAME_SIZE,
    "a name as the wire holds it");
_Static_assert((int)UI_SAY_MAX == (int)WIRE_SAY_MAX + 1,
    "a message as long as the wire lets one be");

static void
ui_remote_say(struct ui *ui, const char *text)
{
	snprintf(ui->message, sizeof ui->message, "%s", text);
}

/*
 * What a player said, for this screen: on a UTF-8 terminal as it was said
 * (the wire let only clean UTF-8 through: no controls, no stray bytes;
 * cleaned again here, as this end trusts no room), cut on a character's
 * edge; on an ASCII one as ui_name_ascii shows any text.
 */
static void
ui_remote_clean_said(const struct ui *ui, const char *text, char *out,
    size_t size)
{
	if (ui->ascii) {
		ui_name_ascii(text, out, size);
		return;
	}
	snprintf(out, size, "%s", text);
	utf8_clean(out, strlen(out));
	wire_cut_text(out, size);
}

/*
 * The chat page's text (C): every line kept, oldest first, wrapped in the
 * page's width, its rows after the first indented; rebuilt as lines come,
 * so that the page, up while they do, reads them.
 */
static void
ui_remote_history(struct ui_remote *remote)
{
	size_t used = 0, size = sizeof remote->history;

	remote->history[0] = '\0';
	for (int i = 0; i < remote->said_count; i++) {
		const char *rest = remote->said[i];
		int width = UI_RULES_WIDTH;

		do {
			size_t row;
			const char *next = ui_text_wrap(rest, width, &row);
			int wrote = snprintf(remote->history + used,
			    size - used, "%s%.*s\n",
			    rest == remote->said[i] ? "" : HISTORY_INDENT,
			    (int)row, rest);

			if (wrote < 0 || (size_t)wrote >= size - used) {
				remote->history[used] = '\0';
				return;
			}
			used += (size_t)wrote;
			rest = next;
			width = UI_RULES_WIDTH - (int)strlen(HISTORY_INDENT);
		} while (*rest != '\0');
	}
}

/* Keeps `line` after the lines kept, the oldest dropped. */
static void
ui_remote_keep(struct ui_remote *remote, const char *line)
{
	if (remote->said_count == UI_SAID_KEPT) {
		memmove(remote->said[0], remote->said[1],
		    sizeof remote->said[0] * (UI_SAID_KEPT - 1));
		remote->said_count--;
	}
	snprintf(remote->said[remote->said_count++], UI_SAID_MAX, "%s",
	    line);
	ui_remote_history(remote);
}

static bool
ui_remote_is_seat(int seat)
{
	return seat == COLOUR_AMBER || seat == COLOUR_TEAL;
}

/* "Teal (bob)", or "Teal" before the seat has a name. */
static void
ui_remote_who(const struct ui *ui, int seat, char *text, size_t size)
{
	const struct ui_remote *remote = ui_remote_of(ui);

	if (remote->names[seat][0] != '\0')
		snprintf(text, size, "%s (%s)", colour_names[seat],
		    remote->names[seat]);
	else
		snprintf(text, size, "%s", colour_names[seat]);
}

/* The policy's words for a seat's player. */
static void
ui_remote_policy_who(const struct ui *ui, int colour, char *text, size_t size)
{
	ui_remote_who(ui, colour, text, size);
}

/* Whether the pie step waits for a choice while the game is played: its
 * question is up. */
static bool
ui_remote_pie_waits(const struct ui *ui)
{
	return ui_game_pie_pending(ui) &&
	    ui_remote_of(ui)->status == UI_ROOM_PLAYING;
}

/* The room's board, or the pie step's question on it while that waits. */
static void
ui_remote_board(struct ui *ui)
{
	ui_mode_set(ui, ui_remote_pie_waits(ui) ? &ui_mode_room_pie :
	    &ui_mode_room);
}

/* After the room's state changed: the board's mode follows, unless
 * another screen (the rules, a typed message) is up. */
static void
ui_remote_follow(struct ui *ui)
{
	if (ui_mode(ui) == UI_MODE_PLAY || ui_mode(ui) == UI_MODE_PIE)
		ui_remote_board(ui);
}

/* The cursor starts on the middle of our back rank. */
static void
ui_remote_home_cursor(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	ui_cursor_move(ui, cell_at(BOARD_SIZE / 2,
	    remote->seat == COLOUR_TEAL ? BOARD_SIZE - 1 : 0));
}

void
ui_remote_take_seat(struct ui *ui, struct ui_remote *remote, const char *room,
    int seat)
{
	memset(remote, 0, sizeof *remote);
	ui->game.policy = &ui_remote_policy;
	ui->game.policy_data = remote;
	ui_mode_set(ui, &ui_mode_room);
	ui->game.opponent = UI_OPPONENT_COMPUTER;
	remote->seat = seat;
	remote->status = UI_ROOM_WAITING;
	remote->result = RESULT_NONE;
	ui_name_ascii(room, remote->room, sizeof remote->room);
	ui_remote_home_cursor(ui);
}

/* I: the invitation on the page screen, from its top. */
static void
ui_remote_show_invite(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	if (remote->invite[0] == '\0') {
		ui_remote_say(ui,
		    "Only the host's screen has the tokens to give");
		return;
	}
	ui_page_open_invite(ui, remote->invite, remote->invite_lines);
}

void
ui_remote_invite(struct ui *ui, const char *text)
{
	struct ui_remote *remote = ui_remote_of(ui);

	snprintf(remote->invite, sizeof remote->invite, "%s", text);
	remote->invite_lines = 0;
	for (const char *at = remote->invite; *at != '\0'; at++)
		remote->invite_lines += *at == '\n';
	if (remote->invite[0] != '\0')
		ui_remote_show_invite(ui);
}

void
ui_remote_welcome(struct ui *ui, const char *room, int seat)
{
	struct ui_remote *remote = ui_remote_of(ui);

	ui_name_ascii(room, remote->room, sizeof remote->room);
	remote->seat = ui_remote_is_seat(seat) ? seat : UI_SEAT_WATCH;
	/* A welcome starts afresh: whatever was asked before a drop is gone. */
	remote->question = UI_QUESTION_NONE;
	remote->asked_undo = remote->offered_draw = false;
	/* The snapshot says `unsaved` again if the room still cannot save,
	 * and the lines said, which it keeps. */
	remote->unsaved = false;
	remote->said_count = 0;
	ui_remote_history(remote);
	remote->pie_told = false;
	if (remote->status == UI_ROOM_LOST)
		remote->status = UI_ROOM_WAITING;
	if (ui_mode(ui) != UI_MODE_RULES)
		ui_mode_set(ui, &ui_mode_room);
	ui->message[0] = '\0';
	ui_remote_home_cursor(ui);
}

int
ui_remote_load(struct ui *ui, const struct rules *rules, const uint16_t *moves,
    int count)
{
	struct board start, board;
	struct undo undo;

	if (count < 0 || count > MAX_PLIES)
		return -1;
	board_start(&start, rules);
	board = start;
	for (int i = 0; i < count; i++) {
		if (!board_is_legal(&board, moves[i]))
			return -1;
		board_make(&board, moves[i], &undo);
	}
	ui->rules = *rules;
	ui_game_load(ui, &start, moves, count);
	return 0;
}

void
ui_remote_players(struct ui *ui, const char *amber, const char *teal)
{
	struct ui_remote *remote = ui_remote_of(ui);
	const char *names[COLOUR_COUNT] = { amber, teal };

	for (int seat = 0; seat < COLOUR_COUNT; seat++)
		ui_name_show(strcmp(names[seat], "-") == 0 ? "" : names[seat],
		    ui->ascii, remote->names[seat],
		    sizeof remote->names[seat]);
}

void
ui_remote_ratings(struct ui *ui, const char *amber, const char *teal)
{
	struct ui_remote *remote = ui_remote_of(ui);
	const char *ratings[COLOUR_COUNT] = { amber, teal };

	/* The room's words are checked printable ASCII (wire.h). */
	for (int seat = 0; seat < COLOUR_COUNT; seat++)
		snprintf(remote->ratings[seat], sizeof remote->ratings[seat],
		    "%s", ratings[seat]);
}

void
ui_remote_connected(struct ui *ui, bool amber, bool teal)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->connected[COLOUR_AMBER] = amber;
	remote->connected[COLOUR_TEAL] = teal;
}

void
ui_remote_watchers(struct ui *ui, int count)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->watchers = count > 0 ? count : 0;
}

void
ui_remote_clock(struct ui *ui, long long amber_ms, long long teal_ms,
    long long now)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->clocked = true;
	remote->clock_ms[COLOUR_AMBER] = amber_ms > 0 ? amber_ms : 0;
	remote->clock_ms[COLOUR_TEAL] = teal_ms > 0 ? teal_ms : 0;
	remote->clock_at = remote->now = now;
}

void
ui_remote_tick(struct ui *ui, long long now)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->now = now;
}

void
ui_remote_playing(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	/* The friend came: the page of how to join gives way to the board.
	 * Came, or came back: a room taken up again starts paused. */
	if ((remote->status == UI_ROOM_WAITING ||
	    remote->status == UI_ROOM_PAUSED) && ui_page_inviting(ui) &&
	    ui_mode(ui) == UI_MODE_RULES)
		ui_mode_pop(ui);
	remote->status = UI_ROOM_PLAYING;
	ui_remote_follow(ui);
}

void
ui_remote_paused(struct ui *ui, int away)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->status = UI_ROOM_PAUSED;
	remote->away = ui_remote_is_seat(away) ? away : COLOUR_AMBER;
	ui_remote_follow(ui);
}

void
ui_remote_waiting(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->status = UI_ROOM_WAITING;
	ui_remote_follow(ui);
}

/* After the board changed: a question about the position before is moot. */
static void
ui_remote_forget_questions(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->question = UI_QUESTION_NONE;
	remote->asked_undo = remote->offered_draw = false;
}

enum ui_event
ui_remote_moved(struct ui *ui, int ply, uint16_t move)
{
	struct ui_game *game = &ui->game;
	uint16_t moves[MAX_PLIES];

	if (ply != game->plies + 1 || ply > MAX_PLIES ||
	    !board_is_legal(&game->board, move))
		return UI_EVENT_RECONNECT;
	memcpy(moves, game->moves, sizeof moves[0] * (size_t)game->plies);
	moves[game->plies] = move;
	ui_game_load(ui, &game->start, moves, ply);
	ui_remote_forget_questions(ui);
	/* Our own move's "sent" note is answered. */
	ui->message[0] = '\0';
	return board_is_over(&game->board) ? UI_EVENT_FINISHED : UI_EVENT_MOVED;
}

enum ui_event
ui_remote_undone(struct ui *ui, int ply)
{
	struct ui_game *game = &ui->game;

	if (ply < 0 || ply >= game->plies)
		return UI_EVENT_RECONNECT;
	ui_game_load(ui, &game->start, game->moves, ply);
	ui_remote_forget_questions(ui);
	ui_remote_say(ui, "Move taken back");
	return UI_EVENT_UNDONE;
}

/* Where we keep that we asked `question` ourselves. */
static bool *
ui_remote_ours(struct ui *ui, enum ui_question question)
{
	struct ui_remote *remote = ui_remote_of(ui);

	return question == UI_QUESTION_UNDO ? &remote->asked_undo :
	    &remote->offered_draw;
}

void
ui_remote_asked(struct ui *ui, int seat, enum ui_question question)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char who[WHO_MAX];

	if (question == UI_QUESTION_NONE)
		return;
	if (seat == remote->seat)
		*ui_remote_ours(ui, question) = true;
	else if (remote->seat != UI_SEAT_WATCH)
		remote->question = question;
	else if (ui_remote_is_seat(seat)) {
		/* A spectator is told, and asked nothing. */
		ui_remote_who(ui, seat, who, sizeof who);
		snprintf(ui->message, sizeof ui->message, "%s %s", who,
		    question == UI_QUESTION_UNDO ? "asks to take back a move" :
		    "offers a draw");
	}
}

void
ui_remote_declined(struct ui *ui, enum ui_question question)
{
	struct ui_remote *remote = ui_remote_of(ui);
	bool *ours = ui_remote_ours(ui, question);

	if (question == UI_QUESTION_NONE)
		return;
	if (*ours || remote->seat == UI_SEAT_WATCH)
		ui_remote_say(ui,
		    question == UI_QUESTION_UNDO ? "Undo refused" :
						   "Draw declined");
	*ours = false;
	if (remote->question == question)
		remote->question = UI_QUESTION_NONE;
}

void
ui_remote_joined(struct ui *ui, int seat, const char *name)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char who[WHO_MAX];

	if (!ui_remote_is_seat(seat)) {
		char watcher[UI_NAME_MAX];

		ui_name_show(name, ui->ascii, watcher, sizeof watcher);
		snprintf(ui->message, sizeof ui->message, "%s is watching",
		    watcher);
		return;
	}
	ui_name_show(name, ui->ascii, remote->names[seat],
	    sizeof remote->names[seat]);
	remote->connected[seat] = true;
	if (seat != remote->seat) {
		ui_remote_who(ui, seat, who, sizeof who);
		snprintf(ui->message, sizeof ui->message, "%s is here", who);
	}
}

void
ui_remote_left(struct ui *ui, int seat)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char who[WHO_MAX];

	if (!ui_remote_is_seat(seat))
		return;
	remote->connected[seat] = false;
	/* Their question goes with them; ours waits for nobody. */
	ui_remote_forget_questions(ui);
	if (remote->status == UI_ROOM_PLAYING)
		ui_remote_paused(ui, seat);
	ui_remote_who(ui, seat, who, sizeof who);
	snprintf(ui->message, sizeof ui->message, "%s left", who);
}

void
ui_remote_said(struct ui *ui, int seat, const char *name, const char *text)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char clean_name[UI_NAME_MAX], clean_text[UI_SAY_MAX];
	char line[UI_SAID_MAX];

	(void)seat;
	ui_name_show(name, ui->ascii, clean_name, sizeof clean_name);
	ui_remote_clean_said(ui, text, clean_text, sizeof clean_text);
	snprintf(line, sizeof line, "%s: %s", clean_name, clean_text);
	ui_remote_keep(remote, line);
}

/* The start with the sun at `sun`, before the first move. */
static void
ui_remote_start_sun(struct ui *ui, int sun)
{
	struct board start;

	ui->rules.start_sun = sun;
	board_start(&start, &ui->rules);
	ui_game_load(ui, &start, NULL, 0);
}

/* What Teal's player's choice did, from where we sit: before the swap,
 * `names` as they were. */
static void
ui_remote_say_colour(struct ui *ui, bool swap)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	const char *chooser = remote->names[COLOUR_TEAL][0] != '\0' ?
	    remote->names[COLOUR_TEAL] : "Teal's player";

	if (remote->seat == COLOUR_TEAL)
		ui_remote_say(ui, swap ?
		    "You swapped: you play Amber and move first" :
		    "You kept Teal: Amber moves first");
	else if (remote->seat == COLOUR_AMBER)
		snprintf(ui->message, sizeof ui->message, swap ?
		    "%s swapped: you play Teal now" :
		    "%s kept Teal: you play Amber and move first", chooser);
	else
		snprintf(ui->message, sizeof ui->message, swap ?
		    "%s swapped and plays Amber" : "%s kept Teal", chooser);
}

/* The players change seats: who is where, and our own seat. */
static void
ui_remote_swap_seats(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char name[UI_NAME_MAX];
	bool connected = remote->connected[COLOUR_AMBER];

	snprintf(name, sizeof name, "%s", remote->names[COLOUR_AMBER]);
	snprintf(remote->names[COLOUR_AMBER], sizeof remote->names[0], "%s",
	    remote->names[COLOUR_TEAL]);
	snprintf(remote->names[COLOUR_TEAL], sizeof remote->names[0], "%s",
	    name);
	remote->connected[COLOUR_AMBER] = remote->connected[COLOUR_TEAL];
	remote->connected[COLOUR_TEAL] = connected;
	if (ui_remote_is_seat(remote->seat))
		remote->seat = !remote->seat;
}

bool
ui_remote_pie(struct ui *ui, enum ui_room_pie step, int sun)
{
	struct ui_remote *remote = ui_remote_of(ui);
	struct ui_pie *pie = &ui->game.pie;
	/* The step itself, not the welcome's word on where it stands. */
	bool live = remote->pie_told && pie->step == UI_PIE_COLOUR;
	bool swapped = false;

	remote->pie_told = true;
	if (sun < 0 || sun >= COMPASS_POINTS)
		return false;
	switch (step) {
	case UI_ROOM_PIE_SUN:
		if (pie->step != UI_PIE_SUN) {
			pie->step = UI_PIE_SUN;
			ui_remote_start_sun(ui, sun);
		}
		pie->swap = false;
		break;
	case UI_ROOM_PIE_COLOUR:
		if (pie->step != UI_PIE_COLOUR)
			pie->swap = false;
		pie->step = UI_PIE_COLOUR;
		ui_remote_start_sun(ui, sun);
		break;
	default:
		if (live) {
			ui_remote_say_colour(ui, step == UI_ROOM_PIE_SWAP);
			swapped = step == UI_ROOM_PIE_SWAP &&
			    ui_remote_is_seat(remote->seat);
			if (step == UI_ROOM_PIE_SWAP)
				ui_remote_swap_seats(ui);
			ui_remote_home_cursor(ui);
		}
		if (ui->game.plies == 0 && ui->game.start.sun != sun)
			ui_remote_start_sun(ui, sun);
		pie->step = UI_PIE_DONE;
		pie->swap = step == UI_ROOM_PIE_SWAP;
		break;
	}
	ui_remote_forget_questions(ui);
	ui_remote_follow(ui);
	return swapped;
}

void
ui_remote_unsaved(struct ui *ui, const char *why)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char clean[UNSAVED_WHY_MAX], line[UI_SAID_MAX];

	ui_name_ascii(why, clean, sizeof clean);
	remote->unsaved = true;
	/* "* ..." is no one's message: those are "name: ...". */
	snprintf(line, sizeof line, "%s%s", UNSAVED_PREFIX, clean);
	ui_remote_keep(remote, line);
	snprintf(ui->message, sizeof ui->message,
	    "The room cannot save the game: %s", clean);
}

void
ui_remote_notice(struct ui *ui, const char *text)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char clean[UI_MESSAGE_MAX - sizeof NOTICE_SHOWN + 1];
	char line[UI_SAID_MAX];

	ui_name_ascii(text, clean, sizeof clean);
	snprintf(line, sizeof line, "%s%.*s", NOTICE_PREFIX,
	    (int)(UI_SAID_MAX - sizeof NOTICE_PREFIX), clean);
	ui_remote_keep(remote, line);
	snprintf(ui->message, sizeof ui->message, NOTICE_SHOWN "%s", clean);
}

void
ui_remote_not_answering(struct ui *ui, int seat, int seconds)
{
	char who[WHO_MAX];

	if (!ui_remote_is_seat(seat) || seat == ui_remote_of(ui)->seat)
		return;
	ui_remote_who(ui, seat, who, sizeof who);
	snprintf(ui->message, sizeof ui->message,
	    "%s has not answered for %d s", who, seconds);
}

void
ui_remote_answering(struct ui *ui, int seat)
{
	char who[WHO_MAX];

	if (!ui_remote_is_seat(seat) || seat == ui_remote_of(ui)->seat)
		return;
	ui_remote_who(ui, seat, who, sizeof who);
	snprintf(ui->message, sizeof ui->message, "%s answers again", who);
}

void
ui_remote_saved(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->unsaved = false;
	ui_remote_keep(remote, SAVED_AGAIN);
	ui_remote_say(ui, "The room saved the game again");
}

enum ui_event
ui_remote_over(struct ui *ui, enum result result, enum ui_room_reason reason)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->status = UI_ROOM_OVER;
	remote->result = result;
	remote->reason = reason;
	ui_remote_forget_questions(ui);
	if (ui_mode(ui) == UI_MODE_SAY ||
	    ui_mode(ui) == UI_MODE_CONFIRM_RESIGN ||
	    ui_mode(ui) == UI_MODE_TYPING)
		ui_mode_set(ui, &ui_mode_room);
	ui_cursor_select(ui, UI_NO_CELL);
	return UI_EVENT_FINISHED;
}

void
ui_remote_refused(struct ui *ui, const char *text)
{
	char clean[UI_MESSAGE_MAX - sizeof "Refused: " + 1];

	ui_name_ascii(text, clean, sizeof clean);
	snprintf(ui->message, sizeof ui->message, "Refused: %s", clean);
}

void
ui_remote_lost(struct ui *ui, const char *why)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char clean[UI_MESSAGE_MAX - sizeof "Connection lost: " + 1];

	/* The room closes a while after the end: nothing is lost, but what
	 * is said now reaches nobody. */
	if (remote->status == UI_ROOM_OVER) {
		ui_remote_say(ui, "The room has closed");
		return;
	}
	remote->status = UI_ROOM_LOST;
	ui_remote_forget_questions(ui);
	remote->connected[COLOUR_AMBER] = remote->connected[COLOUR_TEAL] =
	    false;
	if (ui_mode(ui) != UI_MODE_RULES)
		ui_mode_set(ui, &ui_mode_room);
	ui_name_ascii(why, clean, sizeof clean);
	snprintf(ui->message, sizeof ui->message, "Connection lost: %s", clean);
}

static bool
ui_remote_may_move(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char who[WHO_MAX];

	if (remote->seat == UI_SEAT_WATCH) {
		ui_remote_say(ui, "Watching: you cannot move");
		return false;
	}
	switch (remote->status) {
	case UI_ROOM_OVER:
		ui_remote_say(ui, "The game is over: q to leave");
		return false;
	case UI_ROOM_LOST:
		ui_remote_say(ui, "Not connected: r to connect again");
		return false;
	case UI_ROOM_WAITING:
		ui_remote_say(ui, "Waiting for an opponent");
		return false;
	case UI_ROOM_PAUSED:
		ui_remote_who(ui, remote->away, who, sizeof who);
		snprintf(ui->message, sizeof ui->message,
		    "Waiting for %s to come back", who);
		return false;
	case UI_ROOM_PLAYING:
		break;
	}
	if (ui->game.board.side != remote->seat) {
		ui_remote_who(ui, !remote->seat, who, sizeof who);
		snprintf(ui->message, sizeof ui->message,
		    "Wait: it is %s's move", who);
		return false;
	}
	return true;
}

static enum ui_event
ui_remote_send(struct ui *ui, enum ui_request_kind kind)
{
	struct ui_remote *remote = ui_remote_of(ui);

	remote->request.kind = kind;
	remote->request.move = MOVE_NONE;
	remote->request.text[0] = '\0';
	return UI_EVENT_SEND;
}

static enum ui_event
ui_remote_send_move(struct ui *ui, uint16_t move)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char text[NOTATION_MOVE_MAX];

	notation_move(move, text);
	snprintf(ui->message, sizeof ui->message, "%s sent", text);
	ui_cursor_select(ui, UI_NO_CELL);
	ui_remote_send(ui, UI_REQUEST_MOVE);
	remote->request.move = move;
	return UI_EVENT_SEND;
}

/* True when a player of ours could ask something of the room now. */
static bool
ui_remote_in_play(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	if (remote->seat == UI_SEAT_WATCH) {
		ui_remote_say(ui, "Watching: that is for the players");
		return false;
	}
	if (remote->status != UI_ROOM_PLAYING) {
		/* ui_remote_may_move says why in words. */
		if (remote->status != UI_ROOM_OVER)
			ui_remote_may_move(ui);
		else
			ui_remote_say(ui, "The game is over: q to leave");
		return false;
	}
	return true;
}

static enum ui_event
ui_remote_ask_undo(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);
	char who[WHO_MAX];

	if (!ui_remote_in_play(ui))
		return UI_EVENT_NONE;
	if (ui->game.plies == 0) {
		ui_remote_say(ui, "Nothing to undo");
		return UI_EVENT_NONE;
	}
	if (remote->asked_undo) {
		ui_remote_say(ui, "Undo asked already: waiting for the answer");
		return UI_EVENT_NONE;
	}
	remote->asked_undo = true;
	ui_remote_who(ui, !remote->seat, who, sizeof who);
	snprintf(ui->message, sizeof ui->message, "Undo asked: waiting for %s",
	    who);
	return ui_remote_send(ui, UI_REQUEST_UNDO);
}

static enum ui_event
ui_remote_offer_draw(struct ui *ui)
{
	struct ui_remote *remote = ui_remote_of(ui);

	if (!ui_remote_in_play(ui))
		return UI_EVENT_NONE;
	if (remote->question == UI_QUESTION_DRAW) {
		remote->question = UI_QUESTION_NONE;
		return ui_remote_send(ui, UI_REQUEST_DRAW);	/* accepted */
	}
	if (remote->offered_draw) {
		ui_remote_say(ui,
		    "Draw offered already: waiting for the answer");
		return UI_EVENT_NONE;
	}
	remote->offered_draw = true;
	ui_remote_say(ui, "Draw offered");
	return ui_remote_send(ui, UI_REQUEST_DRAW);
}

/* y or n to the other player's question. */
static enum ui_event
ui_remote_answer(struct ui *ui, bool yes)
{
	struct ui_remote *remote = ui_remote_of(ui);
	enum ui_question question = remote->question;

	remote->question = UI_QUESTION_NONE;
	if (question == UI_QUESTION_UNDO)
		return ui_remote_send(ui, yes ? UI_REQUEST_UNDO_YES :
		    UI_REQUEST_UNDO_NO);
	return ui_remote_send(ui, yes ? UI_REQUEST_DRAW : UI_REQUEST_DRAW_NO);
}

/* Whether a character whose first byte is `key`, typed, fits whole in the
 * message: the protocol's limit is in bytes. */
static bool
ui_remote_say_fits(const struct ui_remote *remote, int key)
{
	size_t need = utf8_lead_length((unsigned char)key);

	/* A stray byte is one: taken, and cleaned away when sent. */
	return strlen(remote->saying) + (need > 0 ? need : 1) <= WIRE_SAY_MAX;
}

/* Whether the message ends in a character begun and not yet whole, which
 * a continuation byte typed goes on (one of a character refused goes). */
static bool
ui_remote_say_begun(const struct ui_remote *remote)
{
	size_t length = strlen(remote->saying), start = length;

	while (start > 0 && ((unsigned char)remote->saying[start - 1] &
	    UTF8_TAIL_MASK) == UTF8_TAIL)
		start--;
	return start > 0 && length - (start - 1) <
	    utf8_lead_length((unsigned char)remote->saying[start - 1]);
}

static enum ui_event
ui_remote_key_say(struct ui *ui, int key)
{
	struct ui_remote *remote = ui_remote_of(ui);
	size_t length = strlen(remote->saying);

	if (key == UI_KEY_ENTER || key == '\r') {
		ui_remote_board(ui);
		if (length == 0)
			return UI_EVENT_NONE;
		ui_remote_send(ui, UI_REQUEST_SAY);
		/* A character left half typed goes. */
		utf8_clean(remote->saying, strlen(remote->saying));
		snprintf(remote->request.text, sizeof remote->request.text,
		    "%s", remote->saying);
		remote->saying[0] = '\0';
		return UI_EVENT_SEND;
	}
	if (key == UI_KEY_ESCAPE)
		ui_remote_board(ui);
	else if (key == UI_KEY_BACKSPACE || key == '\b') {
		/* A whole character goes, however many bytes it took. */
		while (length > 0 &&
		    ((unsigned char)remote->saying[length - 1] &
			UTF8_TAIL_MASK) == UTF8_TAIL)
			length--;
		remote->say_full = false;
		if (length > 0)
			remote->saying[length - 1] = '\0';
		else
			ui_remote_board(ui);
	} else if ((key >= ' ' && key < UI_KEY_BACKSPACE) ||
	    (!ui->ascii && key > UI_KEY_BACKSPACE && key <= UI_BYTE_LAST)) {
		/* On a UTF-8 terminal curses hands a character's bytes one
		 * key at a time. */
		bool takes;

		if ((key & UTF8_TAIL_MASK) == UTF8_TAIL)
			takes = ui_remote_say_begun(remote);
		else {
			takes = ui_remote_say_fits(remote, key);
			remote->say_full = !takes;
		}
		if (takes) {
			remote->saying[length] = (char)key;
			remote->saying[length + 1] = '\0';
		}
	}
	return UI_EVENT_NONE;
}

static bool
ui_remote_yes(int key)
{
	return key == 'y' || key == 'Y';
}

/* Keys on the board that are the room's business: true if `key` was. */
static bool
ui_remote_key_play(struct ui *ui, int key, enum ui_event *event)
{
	struct ui_remote *remote = ui_remote_of(ui);

	/* While their question waits, y and n answer it (not the cursor). */
	if (remote->question != UI_QUESTION_NONE &&
	    (ui_remote_yes(key) || key == 'n' || key == 'N')) {
		*event = ui_remote_answer(ui, ui_remote_yes(key));
		return true;
	}
	switch (key) {
	case 'm':
	case 'M':
		remote->saying[0] = '\0';
		remote->say_full = false;
		ui->message[0] = '\0';
		ui_mode_set(ui, &ui_mode_say);
		return true;
	case 'C':
	case 'c':
		if (remote->said_count == 0)
			ui_remote_say(ui,
			    "Nothing said yet: m to say something");
		else
			ui_page_open_chat(ui, remote->history);
		return true;
	case 'U':
		*event = ui_remote_ask_undo(ui);
		return true;
	case 'D':
	case 'd':
		*event = ui_remote_offer_draw(ui);
		return true;
	case 'X':
		if (ui_remote_in_play(ui))
			ui_mode_set(ui, &ui_mode_confirm_resign);
		return true;
	case 'I':
	case 'i':
		ui_remote_show_invite(ui);
		return true;
	case 'R':
	case 'r':
		/* A room plays one game; r connects again once it dropped. */
		if (remote->status == UI_ROOM_LOST)
			*event = UI_EVENT_RECONNECT;
		else
			ui_remote_say(ui, "A room plays one game: q to leave");
		return true;
	default:
		return false;
	}
}

/* The pie step's question: the room's keys first, then the board's that
 * need no game begun, then the step's own (ui_pie.h), whose choice the
 * policy sends. */
static enum ui_event
ui_remote_key_pie(struct ui *ui, int key, const struct ui_binding *binding)
{
	enum ui_event event = UI_EVENT_NONE;

	if (ui_remote_key_play(ui, key, &event))
		return event;
	if (binding != NULL && (binding->action == UI_ACTION_TOMORROW ||
	    binding->action == UI_ACTION_HINTS ||
	    binding->action == UI_ACTION_RULES ||
	    binding->action == UI_ACTION_QUIT))
		return ui_play_key(ui, binding);
	return ui_pie_key(ui, binding);
}

/* The pie step's choice, asked of the room: a sun, or keep or swap. */
static enum ui_event
ui_remote_pie_choose(struct ui *ui, int choice)
{
	struct ui_remote *remote = ui_remote_of(ui);

	if (ui->game.pie.step == UI_PIE_SUN) {
		ui_remote_send(ui, UI_REQUEST_SUN);
		remote->request.sun = choice;
		snprintf(ui->message, sizeof ui->message, "Sun %s sent",
		    compass_name(choice));
		return UI_EVENT_SEND;
	}
	ui_remote_say(ui, choice == PIE_SWAP ? "Swap sent" : "Keep sent");
	return ui_remote_send(ui, choice == PIE_SWAP ? UI_REQUEST_SWAP :
	    UI_REQUEST_KEEP);
}

/* The room's board: its own keys first, then the board's. */
static enum ui_event
ui_remote_key_board(struct ui *ui, int key, const struct ui_binding *binding)
{
	enum ui_event event = UI_EVENT_NONE;
	enum ui_action action = binding != NULL ? binding->action :
	    UI_ACTION_NONE;

	/* Back on the board from another screen while the pie step waits:
	 * its question is up again. */
	if (ui_remote_pie_waits(ui)) {
		ui_mode_set(ui, &ui_mode_room_pie);
		return ui_remote_key_pie(ui, key, binding);
	}
	if (ui_remote_key_play(ui, key, &event))
		return event;
	/* The other player is a person too: no tips. */
	if (action == UI_ACTION_TIP) {
		ui_remote_say(ui, "No tips in a room's game");
		return UI_EVENT_NONE;
	}
	/* The review is shown here, in the room, for players and
	 * spectators alike: a lobby's player has no shell to review the
	 * record from. */
	if (action == UI_ACTION_REVIEW) {
		if (ui_remote_of(ui)->status != UI_ROOM_OVER) {
			ui_remote_say(ui, "V reviews the game once it is over");
			return UI_EVENT_NONE;
		}
		ui_game_set_review_asked(ui, true);
		ui_remote_say(ui, "Reviewing the game…");
		return UI_EVENT_NONE;
	}
	return binding != NULL ? ui_play_key(ui, binding) : UI_EVENT_NONE;
}

static enum ui_event
ui_remote_key_typing(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)binding;
	return ui_remote_key_say(ui, key);
}

static enum ui_event
ui_remote_key_resign(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)binding;
	ui_remote_board(ui);
	if (ui_remote_yes(key) && ui_remote_in_play(ui))
		return ui_remote_send(ui, UI_REQUEST_RESIGN);
	return UI_EVENT_NONE;
}

/* Leaving keeps the seat: there is nothing to abandon here. */
static enum ui_event
ui_remote_key_leave(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)binding;
	ui_mode_pop(ui);
	if (!ui_remote_yes(key))
		return UI_EVENT_NONE;
	ui_mode_set(ui, &ui_mode_quit);
	return UI_EVENT_QUIT;
}

/* q on the room's board: a player leaves a seat waiting, asked even
 * before a move; a spectator leaves nothing behind. */
static enum ui_event
ui_remote_quit(struct ui *ui)
{
	if (ui->game.started && !ui_game_is_over(ui) &&
	    ui_remote_of(ui)->seat != UI_SEAT_WATCH) {
		(void)ui_mode_push(ui, &ui_mode_confirm_leave);
		return UI_EVENT_NONE;
	}
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

static bool
ui_remote_policy_ended(const struct ui *ui)
{
	return ui_remote_of(ui)->status == UI_ROOM_OVER;
}

static int
ui_remote_policy_seat(const struct ui *ui)
{
	int seat = ui_remote_of(ui)->seat;

	return ui_remote_is_seat(seat) ? seat : -1;
}

const struct ui_request *
ui_remote_request(const struct ui_remote *remote)
{
	return &remote->request;
}

bool
ui_remote_ended(const struct ui_remote *remote)
{
	return remote->status == UI_ROOM_OVER;
}

bool
ui_remote_seat_waits(const struct ui_remote *remote)
{
	return remote->seat != UI_SEAT_WATCH && remote->status != UI_ROOM_OVER;
}

const char *
ui_remote_room(const struct ui_remote *remote)
{
	return remote->room;
}

enum ui_question
ui_remote_question(const struct ui_remote *remote)
{
	return remote->question;
}

static const char *const result_tags[] = {
	[RESULT_NONE] = "none", [RESULT_AMBER] = "amber",
	[RESULT_TEAL] = "teal", [RESULT_DRAW] = "draw"
};
static const char *const reason_tags[] = {
	[UI_REASON_ECLIPSE] = "eclipse", [UI_REASON_DUSK] = "dusk",
	[UI_REASON_COUNT] = "count",
	[UI_REASON_RESIGN] = "resign", [UI_REASON_TIME] = "time",
	[UI_REASON_AGREED] = "agreed"
};

void
ui_remote_record(const struct ui *ui, struct record *record)
{
	const struct ui_remote *remote = ui_remote_of(ui);

	ui_record_game(ui, record);
	for (int seat = 0; seat < COLOUR_COUNT; seat++)
		snprintf(record->player[seat], RECORD_VALUE_MAX, "%s",
		    remote->names[seat][0] != '\0' ? remote->names[seat] :
		    "?");
	/* Whom we played and from which side, as a game against the
	 * computer says it; no computer, so no level and no seed.  A
	 * spectator played nobody. */
	record_remove_tag(record, UI_TAG_LEVEL);
	record_remove_tag(record, UI_TAG_SEED);
	if (ui_remote_is_seat(remote->seat)) {
		record_set_tag(record, UI_TAG_OPPONENT,
		    record->player[!remote->seat]);
		record_set_tag(record, UI_TAG_SIDE,
		    remote->seat == COLOUR_AMBER ? "amber" : "teal");
	} else {
		record_set_tag(record, UI_TAG_OPPONENT, "room");
		record_remove_tag(record, UI_TAG_SIDE);
	}
	if (remote->room[0] != '\0')
		record_set_tag(record, UI_TAG_ROOM, remote->room);
	/* The Result tag is the board's (record.h checks it against the
	 * moves); an end off the board (resignation, time, agreement) is the
	 * Ending, as the room's own records say it. */
	if (remote->status == UI_ROOM_OVER &&
	    !board_is_over(&ui->game.board)) {
		char ending[RECORD_VALUE_MAX];

		snprintf(ending, sizeof ending, "%s %s",
		    result_tags[remote->result],
		    reason_tags[remote->reason]);
		record_set_tag(record, UI_TAG_ENDING, ending);
	}
}

/* The panel's view of the game ------------------------------------------ */

/* "4:59", "12:05", or "145m": a clock's milliseconds. */
static void
ui_remote_clock_text(long long ms, char *text, size_t size)
{
	long long seconds = (ms + MS_PER_SECOND - 1) / MS_PER_SECOND;
	long long minutes = seconds / SECONDS_PER_MINUTE;

	if (minutes < CLOCK_SECONDS_SHOWN_MINUTES)
		snprintf(text, size, "%lld:%02lld", minutes,
		    seconds % SECONDS_PER_MINUTE);
	else
		snprintf(text, size, "%lldm", minutes);
}

/* What the side's clock shows now: it runs for the side to move in play. */
static long long
ui_remote_clock_now(const struct ui *ui, int seat)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	long long left = remote->clock_ms[seat];

	if (remote->status == UI_ROOM_PLAYING && ui->game.board.side == seat &&
	    remote->now > remote->clock_at)
		left -= remote->now - remote->clock_at;
	return left > 0 ? left : 0;
}

bool
ui_remote_clocks_said(const struct ui *ui, char *text, size_t size)
{
	const struct ui_remote *remote;
	char amber[CLOCK_TEXT_MAX], teal[CLOCK_TEXT_MAX];

	text[0] = '\0';
	if (ui_game_is_local(ui) || (remote = ui_remote_of(ui)) == NULL ||
	    !remote->clocked)
		return false;
	ui_remote_clock_text(ui_remote_clock_now(ui, COLOUR_AMBER), amber,
	    sizeof amber);
	ui_remote_clock_text(ui_remote_clock_now(ui, COLOUR_TEAL), teal,
	    sizeof teal);
	snprintf(text, size, "Amber %s, Teal %s", amber, teal);
	return true;
}

static void
ui_remote_view_turn(const struct ui *ui, const struct ui_view *view,
    char *text, size_t size)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	/* A colour, said so that the analyser sees it index the names. */
	int side =
	    ui->game.board.side == COLOUR_TEAL ? COLOUR_TEAL : COLOUR_AMBER;
	char who[WHO_MAX];

	switch (remote->status) {
	case UI_ROOM_LOST:
		snprintf(text, size, "Connection lost");
		return;
	case UI_ROOM_WAITING:
		snprintf(text, size, "Waiting for an opponent");
		return;
	case UI_ROOM_PAUSED:
		snprintf(text, size, "Waiting for %s to come back",
		    colour_names[remote->away]);
		return;
	case UI_ROOM_OVER:
		if (remote->reason == UI_REASON_AGREED)
			snprintf(text, size, "Draw agreed");
		else if ((remote->reason == UI_REASON_RESIGN ||
			     remote->reason == UI_REASON_TIME) &&
		    remote->result != RESULT_DRAW &&
		    remote->result != RESULT_NONE) {
			int winner = remote->result == RESULT_AMBER ?
			    COLOUR_AMBER : COLOUR_TEAL;
			bool resigned = remote->reason == UI_REASON_RESIGN;

			/* From the viewer's side, as the board's endings. */
			if (remote->seat == !winner)
				snprintf(text, size, "You lose: %s",
				    resigned ? "you resigned" :
					       "your time ran out");
			else
				snprintf(text, size, "%s: %s %s",
				    remote->seat == winner     ? "You win" :
					winner == COLOUR_AMBER ? "Amber wins" :
								 "Teal wins",
				    colour_names[!winner],
				    resigned ? "resigned" : "lost on time");
		} else
			return; /* the board's own ending: ui_view's words */
		return;
	case UI_ROOM_PLAYING:
		break;
	}
	(void)view;
	if (side == remote->seat)
		snprintf(text, size, "%s to move (you)", colour_names[side]);
	else {
		ui_remote_who(ui, side, who, sizeof who);
		snprintf(text, size, "%s to move", who);
	}
}

/* "alice 1500? (you)", "bob guest (away)", one row a seat, cut to the
 * panel: the name gives way to its marks. */
static void
ui_remote_view_players(const struct ui *ui, char *text, size_t size)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	size_t used = 0;

	text[0] = '\0';
	for (int seat = 0; seat < COLOUR_COUNT && used < size; seat++) {
		const char *mark = seat == remote->seat ? " (you)" :
		    remote->names[seat][0] == '\0' ? "" :
		    !remote->connected[seat] ? " (away)" : "";
		const char *name = remote->names[seat][0] != '\0' ?
		    remote->names[seat] : "nobody yet";
		char tail[UI_RATING_SIZE + sizeof " (away)"];
		int room;
		char fitted[UI_NAME_MAX];

		snprintf(tail, sizeof tail, "%s%s%s",
		    remote->names[seat][0] != '\0' &&
		    remote->ratings[seat][0] != '\0' ? " " : "",
		    remote->names[seat][0] != '\0' ? remote->ratings[seat] :
		    "", mark);
		room = UI_PANEL_COLUMNS - ui_text_columns(colour_names[seat]) -
		    2 - ui_text_columns(tail);
		ui_text_cut(name, room, ui->ascii, fitted, sizeof fitted);
		used += (size_t)snprintf(text + used, size - used, "%s%s: %s%s",
		    seat > 0 ? "\n" : "", colour_names[seat], fitted, tail);
	}
}

/*
 * The last lines said, whole, newest last: as many as the panel's rows
 * could hold at most (the front end shows the last of them that fit where
 * it has room: ui_text_last_lines), the newest always.
 */
static void
ui_remote_view_said(const struct ui *ui, char *text, size_t size)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	int first = remote->said_count, rows = 0;
	size_t used = 0;

	while (first > 0) {
		const char *line = remote->said[first - 1];
		int more = ui_text_rows(line, UI_PANEL_COLUMNS);

		if (first < remote->said_count &&
		    (rows + more > UI_PANEL_ROWS ||
			used + strlen(line) + 1 >= size))
			break;
		rows += more;
		used += strlen(line) + 1;
		first--;
	}
	text[0] = '\0';
	used = 0;
	for (int i = first; i < remote->said_count && used < size; i++)
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    i > first ? "\n" : "", remote->said[i]);
}

/*
 * While the host waits on the board: the line the friend types (the
 * invitation's first, a room's name or HOST:PORT), where a newcomer who
 * left the page still sees it, and the key to the whole page.
 */
static void
ui_remote_join_prompt(const struct ui_remote *remote, char *text, size_t size)
{
	const char *line = strstr(remote->invite, UI_REMOTE_JOIN_COMMAND);
	int length;

	/* The whole line, as the page shows it: the program's path before
	 * "gnomon join" where PATH does not find it. */
	while (line != NULL && line > remote->invite && line[-1] != ' ' &&
	    line[-1] != '\n')
		line--;
	length = line != NULL ? (int)strcspn(line, "\n") : 0;

	if (line == NULL || length > UI_REMOTE_JOIN_SHOWN)
		snprintf(text, size, "I: how a friend joins");
	else
		snprintf(text, size,
		    "Your friend types: %.*s · I: how a friend "
		    "joins",
		    length, line);
}

/* "Say: hello_", the message's end in sight once it is longer than the
 * line: "Say: …the end of it_". */
static void
ui_remote_say_line(const struct ui *ui, char *text, size_t size)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	const char *mark = ui_text_cut_mark(ui->ascii);
	int room = UI_SCREEN_COLUMNS - SAY_WORD_COLUMNS - 1;
	const char *tail = ui_text_tail(remote->saying, room,
	    size - SAY_LINE_EXTRA);

	if (tail != remote->saying)
		tail = ui_text_tail(remote->saying,
		    room - ui_text_columns(mark), size - SAY_LINE_EXTRA);
	else
		mark = "";
	snprintf(text, size, "Say: %s%s_", mark, tail);
}

static void
ui_remote_view_prompt(const struct ui *ui, struct ui_panel *panel)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	char who[WHO_MAX];

	if (ui_mode(ui) == UI_MODE_SAY)
		ui_remote_say_line(ui, panel->prompt, sizeof panel->prompt);
	else if (ui_mode(ui) == UI_MODE_CONFIRM_RESIGN)
		snprintf(panel->prompt, sizeof panel->prompt, "%s",
		    UI_REMOTE_RESIGN_QUESTION);
	else if (ui_mode(ui) == UI_MODE_CONFIRM_QUIT)
		snprintf(panel->prompt, sizeof panel->prompt, "%s",
		    UI_REMOTE_LEAVE_QUESTION);
	else if (remote->question != UI_QUESTION_NONE) {
		ui_remote_who(ui, !remote->seat, who, sizeof who);
		snprintf(panel->prompt, sizeof panel->prompt, "%s %s", who,
		    remote->question == UI_QUESTION_UNDO ?
		    UI_REMOTE_UNDO_QUESTION : UI_REMOTE_DRAW_QUESTION);
	} else if (remote->status == UI_ROOM_LOST)
		snprintf(panel->prompt, sizeof panel->prompt,
		    "Connection lost: (r) connect again · (q) quit");
	else if (remote->status == UI_ROOM_OVER && ui_mode(ui) == UI_MODE_PLAY)
		snprintf(panel->prompt, sizeof panel->prompt,
		    "Game over: V review · q leave");
	else if (remote->status == UI_ROOM_WAITING &&
	    ui_mode(ui) == UI_MODE_PLAY && remote->invite[0] != '\0')
		ui_remote_join_prompt(remote, panel->prompt,
		    sizeof panel->prompt);
	else if (ui_mode(ui) == UI_MODE_PLAY)
		panel->prompt[0] = '\0';
}

static void
ui_remote_view_keys(const struct ui *ui, struct ui_panel *panel)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	const char *keys = NULL;

	if (ui_mode(ui) == UI_MODE_SAY)
		keys = remote->say_full ||
			strlen(remote->saying) == WIRE_SAY_MAX ?
		    "the message is full · Enter send · Esc cancel" :
		    "type a message · Enter send · Esc cancel";
	else if (ui_mode(ui) == UI_MODE_CONFIRM_QUIT)
		/* Not the game at one keyboard's "R new · q quit". */
		keys = "y leave · any other key back to the room";
	else if (ui_mode(ui) == UI_MODE_CONFIRM_RESIGN)
		keys = "y resign · any other key back to the game";
	else if (ui_mode(ui) == UI_MODE_PIE && remote->seat ==
	    (ui->game.pie.step == UI_PIE_SUN ? COLOUR_AMBER : COLOUR_TEAL))
		keys = "←→ change · Enter choose · m say · X resign · "
		       "? key · q leave";
	else if (ui_mode(ui) == UI_MODE_PIE)
		keys = "m message · ? key · q leave";
	else if (ui_mode(ui) == UI_MODE_PLAY &&
	    remote->status == UI_ROOM_LOST)
		keys = "r connect again · arrows inspect · ? key · q quit";
	else if (ui_mode(ui) == UI_MODE_PLAY &&
	    (remote->seat == UI_SEAT_WATCH ||
		remote->status == UI_ROOM_OVER))
		/* Nothing to play: a spectator, or a game over. */
		keys = ui_cursor_hints(ui) ?
		    "arrows inspect · m say · C chat · H hints: on · "
		    "S next round · ? key · q leave" :
		    "arrows inspect · m say · C chat · H hints: off · "
		    "S next round · ? key · q leave";
	else if (ui_mode(ui) == UI_MODE_PLAY)
		keys = "Enter move · : type · m say · C chat · U undo · "
		       "D draw · X resign · ? · q leave";
	if (keys != NULL)
		snprintf(panel->keys, sizeof panel->keys, "%s", keys);
}

/*
 * The room's line: "Room NAME", or "NAME · 3 watching", or "NAME · not
 * saved".  The name is cut only when it does not fit beside what follows
 * it, and then by what it lacks: rather the name than the count of
 * watchers, and rather the count than a save that failed.
 */
static void
ui_remote_view_room(const struct ui *ui, char *text, size_t size)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	char tail[UI_PANEL_COLUMNS * 4], name[UI_ROOM_NAME_MAX + 4];

	if (remote->unsaved)
		snprintf(tail, sizeof tail, " · not saved");
	else if (remote->watchers > 0)
		snprintf(tail, sizeof tail, " · %d watching", remote->watchers);
	else {
		/* "Room " only where the whole name fits after it. */
		if (ui_text_columns(remote->room) + ROOM_WORD_COLUMNS <=
		    UI_PANEL_COLUMNS)
			snprintf(text, size, "Room %s", remote->room);
		else
			ui_text_cut(remote->room, UI_PANEL_COLUMNS, ui->ascii,
			    text, size);
		return;
	}
	ui_text_cut(remote->room, UI_PANEL_COLUMNS - ui_text_columns(tail),
	    ui->ascii, name, sizeof name);
	snprintf(text, size, "%s%s", name, tail);
}

static void
ui_remote_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_remote *remote = ui_remote_of(ui);
	struct ui_panel *panel = &view->panel;
	const struct board *board = &ui->game.board;
	char clock[CLOCK_TEXT_MAX];

	view->thinking = false;
	view->viewer =
	    remote->seat != UI_SEAT_WATCH ? remote->seat : board->side;
	ui_remote_view_turn(ui, view, panel->turn, sizeof panel->turn);
	ui_remote_view_players(ui, panel->opponent, sizeof panel->opponent);
	ui_remote_view_room(ui, panel->room, sizeof panel->room);
	if (remote->clocked) {
		for (int seat = 0; seat < COLOUR_COUNT; seat++) {
			char *row = panel->stones[seat];
			/* After the stone's glyph and a space. */
			int width = UI_PANEL_COLUMNS - 2, used;

			ui_remote_clock_text(ui_remote_clock_now(ui, seat),
			    clock, sizeof clock);
			/* "Amber 5 stones 4:59": the clock at the row's end. */
			used = ui_text_columns(row);
			snprintf(row + strlen(row), sizeof panel->stones[seat] -
			    strlen(row), "%*s", width - used, clock);
		}
	}
	ui_remote_view_said(ui, panel->said, sizeof panel->said);
	ui_remote_view_prompt(ui, panel);
	ui_remote_view_keys(ui, panel);
}

/* The room's question on leaving is a quit question (the front end draws
 * it over the board), in the room's words: its panel's, drawn under it. */
static void
ui_remote_leave_view(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	view->asking_quit = true;
}

/* The pie step's question over the room's panel: it waits. */
static void
ui_remote_pie_view(const struct ui *ui, struct ui_view *view)
{
	ui_remote_view(ui, view);
	view->choosing_pie = true;
}

static const struct ui_game_policy ui_remote_policy = {
	.name = "room", .may_move = ui_remote_may_move,
	.send = ui_remote_send_move, .ended = ui_remote_policy_ended,
	.seat = ui_remote_policy_seat, .quit = ui_remote_quit,
	.record = ui_remote_record, .pie_choose = ui_remote_pie_choose,
	.who = ui_remote_policy_who
};

/* The room's board: the board's screen, the room's keys over the board's
 * and its panel under whatever is over it. */
static const struct ui_mode_ops ui_mode_room = {
	.name = "room", .id = UI_MODE_PLAY, .commands = true, .marks = true,
	.view_under = true, .key = ui_remote_key_board,
	.click = ui_play_click, .view = ui_remote_view
};
/* The pie step in a room (ui_pie.h's question, from the seat whose
 * choice it is): the room's panel, the step's lines over it. */
static const struct ui_mode_ops ui_mode_room_pie = {
	.name = "room-pie", .id = UI_MODE_PIE, .marks = true,
	.key = ui_remote_key_pie, .view = ui_remote_pie_view
};
static const struct ui_mode_ops ui_mode_confirm_leave = {
	.name = "confirm-leave", .id = UI_MODE_CONFIRM_QUIT,
	.key = ui_remote_key_leave, .view = ui_remote_leave_view
};
/* Typing a message and the resignation's question, set over the room's
 * board in its place: the room's panel is theirs. */
const struct ui_mode_ops ui_mode_say = {
	.name = "say", .id = UI_MODE_SAY, .key = ui_remote_key_typing,
	.view = ui_remote_view
};
const struct ui_mode_ops ui_mode_confirm_resign = {
	.name = "confirm-resign", .id = UI_MODE_CONFIRM_RESIGN,
	.key = ui_remote_key_resign, .view = ui_remote_view
};
