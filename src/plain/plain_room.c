/*
 * plain_room.c owns a room's game in the line mode (`gnomon host`, `join`,
 * `watch` with --plain or on a terminal that cannot address its cursor):
 * the room's client (ui_net.h) polled beside standard input, each thing
 * the room says printed as a line the moment it comes, event first and
 * naming whose stone ("Teal e5e4 eclipsed your c2", "Teal says: hello",
 * "Teal offers a draw: accept or decline"), and a line read for every
 * command.  The room's words (say, draw, accept, decline, resign, sun,
 * keep, swap, leave) are keys of the room's interface (ui_remote.h), as
 * the full screen sends them; a move and the line mode's queries are
 * plain_command's.  Nothing a room sends is printed as it came: names and
 * messages are cleaned to printable ASCII first (ui_name.h).
 */
#include "plain/plain.h"

#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "cli/message.h"
#include "core/notation.h"
#include "net/net_client.h"
#include "net/wire.h"
#include "plain/plain_game.h"
#include "ui/ui.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_net.h"
#include "ui/ui_pie.h"
#include "ui/ui_remote.h"
#include "ui/ui_view.h"

enum {
	PLAIN_ROOM_INPUT_MAX = WIRE_SAY_MAX + 64, /* a line typed: say TEXT */
	/* How long a wait for a line or the room lasts before the clocks
	 * and the room's ping have their turn. */
	PLAIN_ROOM_TICK_MS = 500,
	PLAIN_ROOM_CELLS_MAX = 3 * 64 + 1	/* "b1 c2 ...", every cell */
};

#define PLAIN_ROOM_WORDS_1 \
	"Room commands: a move such as b1c2, say TEXT, draw, accept, decline,"
#define PLAIN_ROOM_WORDS_2 \
	"undo, resign, leave (q). An empty line shows the position."

/* The line mode's game in a room: its interface and what was typed. */
struct plain_room {
	struct plain	plain;
	struct ui_net	*net;
	char		input[PLAIN_ROOM_INPUT_MAX];
	size_t		input_length;
	bool		input_long;	/* the line is too long: dropped */
	bool		input_ended;
	bool		over_said;	/* the result is printed */
	bool		printed;	/* a line since the last prompt */
	char		turn[UI_LINE_MAX]; /* the turn's line said last */
};

/* Large (the interface's undo history): not on the stack. */
static struct plain_room room;

/* The colour the player at this terminal plays, or -1 (watching). */
static int
plain_room_seat(const struct ui *ui)
{
	return ui_game_seat(ui);
}

/* "your" for our own stones, else "Teal's". */
static const char *
plain_room_whose(const struct ui *ui, int colour)
{
	static const char *const owners[COLOUR_COUNT] = { "Amber's",
		"Teal's" };

	return colour == plain_room_seat(ui) ? "your" : owners[colour];
}

/* Appends " LEAD whose c2 d3" when `cells` holds any. */
static void
plain_room_took(const struct ui *ui, char *text, size_t size,
    const char *lead, int colour, bitboard cells)
{
	char names[PLAIN_ROOM_CELLS_MAX];
	size_t used = strlen(text);

	if (cells == 0 || used >= size)
		return;
	plain_cells(cells, names, sizeof names);
	snprintf(text + used, size - used, "%s %s %s", lead,
	    plain_room_whose(ui, colour), names);
}

/*
 * The move just played, event first: "Teal e5e4 eclipsed your c2", "You
 * played b1c2, eclipsed Teal's d5"; what it lost, and what the dusk took.
 */
static void
plain_room_moved(struct plain_room *plain_room, const struct ui *ui)
{
	const struct ui_game *game = &ui->game;
	const struct undo *undo = &game->undos[game->plies - 1];
	int side = undo->side;
	char move[NOTATION_MOVE_MAX], text[UI_LINE_MAX * 2];

	notation_move(game->moves[game->plies - 1], move);
	if (side == plain_room_seat(ui))
		snprintf(text, sizeof text, "You played %s", move);
	else
		snprintf(text, sizeof text, "%s %s", plain_colour_names[side],
		    move);
	plain_room_took(ui, text, sizeof text,
	    side == plain_room_seat(ui) ? ", eclipsed" : " eclipsed", !side,
	    undo->eclipsed[!side]);
	plain_room_took(ui, text, sizeof text, ", lost", side,
	    undo->eclipsed[side]);
	plain_room_took(ui, text, sizeof text, "; dusk took", COLOUR_AMBER,
	    undo->darkened[COLOUR_AMBER]);
	plain_room_took(ui, text, sizeof text, "; dusk took", COLOUR_TEAL,
	    undo->darkened[COLOUR_TEAL]);
	plain_line(plain_room->plain.out, text);
}

/* Whose move it is now, or what the game waits for. */
static void
plain_room_turn(struct plain_room *plain_room, const struct ui *ui)
{
	struct ui_view view;
	int side = ui->game.board.side;

	ui_view_build(ui, &view);
	if (ui_game_is_over(ui))
		return;
	if (view.choosing_pie) {
		bool sun = ui->game.pie.step == UI_PIE_SUN;

		plain_line(plain_room->plain.out, view.panel.detail);
		if (plain_room_seat(ui) != (sun ? COLOUR_AMBER : COLOUR_TEAL))
			return;
		if (sun)
			fprintf(plain_room->plain.out, "Your choice: sun and a "
			    "point (north, northeast...); sun alone: %s.\n",
			    plain_sun_word(ui->game.start.sun));
		else
			fprintf(plain_room->plain.out,
			    "Your choice: keep (Teal) or swap (Amber).\n");
		return;
	}
	if (side == plain_room_seat(ui) && strstr(view.panel.turn,
	    "(you)") != NULL)
		snprintf(view.panel.turn, sizeof view.panel.turn,
		    "Your move (%s).", plain_colour_names[side]);
	/* The room says where things stand again and again (a snapshot, a
	 * status): said once. */
	if (strcmp(view.panel.turn, plain_room->turn) == 0)
		return;
	snprintf(plain_room->turn, sizeof plain_room->turn, "%s",
	    view.panel.turn);
	plain_line(plain_room->plain.out, view.panel.turn);
}

/* The game's end, once: "Draw agreed", "You win: Teal resigned"... */
static void
plain_room_over(struct plain_room *plain_room, const struct ui *ui)
{
	struct ui_view view;

	if (plain_room->over_said)
		return;
	plain_room->over_said = true;
	ui_view_build(ui, &view);
	plain_line(plain_room->plain.out, view.panel.turn);
	fprintf(plain_room->plain.out,
	    "The game is over: q leaves the room.\n");
}

/* A line said in the room: "Teal says: hello", "carol (watching) says:". */
static void
plain_room_said(struct plain_room *plain_room, const struct ui *ui,
    const struct wire_message *m)
{
	char name[UI_NAME_MAX], text[UI_SAY_MAX], who[UI_NAME_MAX + 16];
	char line[sizeof who + sizeof text + 2];

	ui_name_ascii(m->name, name, sizeof name);
	ui_name_ascii(m->text, text, sizeof text);
	if (m->seat == plain_room_seat(ui))
		snprintf(who, sizeof who, "You say");
	else if (m->seat == COLOUR_AMBER || m->seat == COLOUR_TEAL)
		snprintf(who, sizeof who, "%s says",
		    plain_colour_names[m->seat]);
	else
		snprintf(who, sizeof who, "%s (watching) says", name);
	/* Wrapped whole, who first: a long message on lines of its own. */
	snprintf(line, sizeof line, "%s: %s", who, text);
	plain_line(plain_room->plain.out, line);
}

/* The other side's question, or our own waiting for an answer. */
static void
plain_room_asked(struct plain_room *plain_room, struct ui *ui,
    const struct wire_message *m)
{
	bool draw = m->kind == WIRE_DRAW_OFFERED;
	FILE *out = plain_room->plain.out;

	if (m->seat != COLOUR_AMBER && m->seat != COLOUR_TEAL)
		return;
	if (m->seat == plain_room_seat(ui))
		fprintf(out, "You %s: waiting for %s's answer.\n",
		    draw ? "offered a draw" : "asked to take back a move",
		    plain_colour_names[!m->seat]);
	else if (plain_room_seat(ui) < 0)
		fprintf(out, "%s %s.\n", plain_colour_names[m->seat],
		    draw ? "offers a draw" : "asks to take back a move");
	else
		fprintf(out, "%s %s: accept or decline.\n",
		    plain_colour_names[m->seat],
		    draw ? "offers a draw" : "asks to take back a move");
	/* Said here in words: the interface's note would say it again. */
	ui->message[0] = '\0';
}

/*
 * Told of every line the room sends (ui_net.h), once the interface knows:
 * what changed, printed at once, event first.
 */
static void
plain_room_heard(void *context, struct ui *ui, const struct wire_message *m,
    enum ui_event event)
{
	struct plain_room *plain_room = context;

	/* What the interface noted (someone came or left, a swap, a
	 * refusal, the connection lost) is the event: said first. */
	if (ui->message[0] != '\0' && m->kind != WIRE_DRAW_OFFERED &&
	    m->kind != WIRE_UNDO_ASKED) {
		plain_line(plain_room->plain.out, ui->message);
		ui->message[0] = '\0';
		plain_room->printed = true;
	}
	switch (m->kind) {
	case WIRE_MOVED:
		if (event != UI_EVENT_MOVED && event != UI_EVENT_FINISHED)
			break;
		plain_room_moved(plain_room, ui);
		plain_room->turn[0] = '\0';
		if (event == UI_EVENT_MOVED)
			plain_room_turn(plain_room, ui);
		plain_room->printed = true;
		break;
	case WIRE_UNDONE:
		if (event != UI_EVENT_UNDONE)
			break;
		plain_room->turn[0] = '\0';
		plain_room_turn(plain_room, ui);
		plain_room->printed = true;
		break;
	case WIRE_SAID:
		plain_room_said(plain_room, ui, m);
		plain_room->printed = true;
		break;
	case WIRE_DRAW_OFFERED:
	case WIRE_UNDO_ASKED:
		plain_room_asked(plain_room, ui, m);
		plain_room->printed = true;
		break;
	case WIRE_OVER:
		plain_room_over(plain_room, ui);
		plain_room->printed = true;
		break;
	case WIRE_STATUS:
		if (m->state == WIRE_STATE_OVER)
			plain_room_over(plain_room, ui);
		else
			plain_room_turn(plain_room, ui);
		plain_room->printed = true;
		break;
	case WIRE_PIE:
		plain_room_turn(plain_room, ui);
		plain_room->printed = true;
		break;
	default:
		break;
	}
}

/* Each byte of `text` a key, then Enter: what the full screen types. */
static enum ui_event
plain_room_typed(struct ui *ui, int first, const char *text)
{
	ui_key(ui, first);
	for (; *text != '\0'; text++)
		ui_key(ui, (unsigned char)*text);
	return ui_key(ui, UI_KEY_ENTER);
}

/* `line` is `word`, or `word` and a space and an argument (put in
 * `*argument`), whatever its case. */
static bool
plain_room_word(const char *line, const char *word, const char **argument)
{
	size_t length = strlen(word);

	if (strncasecmp(line, word, length) != 0 ||
	    (line[length] != '\0' && line[length] != ' '))
		return false;
	*argument = line + length;
	while (**argument == ' ')
		(*argument)++;
	return true;
}

/* A sun point typed as a word or as the compass's letters (NE), or -1. */
static int
plain_room_point(const char *text)
{
	for (int point = 0; point < COMPASS_POINTS; point++)
		if (strcasecmp(text, plain_sun_word(point)) == 0 ||
		    strcasecmp(text, compass_name(point)) == 0)
			return point;
	return -1;
}

/* The pie step's choices: sun POINT, keep, swap. */
static enum ui_event
plain_room_pie(struct ui *ui, const char *word, const char *argument)
{
	int point = ui->game.start.sun;

	if (!ui_game_pie_pending(ui)) {
		ui_game_say(ui, "The pie step is over");
		return UI_EVENT_NONE;
	}
	if (strcasecmp(word, "sun") == 0) {
		if (ui->game.pie.step != UI_PIE_SUN) {
			ui_game_say(ui, "The sun is chosen: keep or swap");
			return UI_EVENT_NONE;
		}
		if (argument[0] != '\0' &&
		    (point = plain_room_point(argument)) < 0) {
			ui_game_say(ui, "sun north, northeast, east, southeast,"
			    " south, southwest, west or northwest");
			return UI_EVENT_NONE;
		}
		return ui_pie_choose(ui, point);
	}
	if (ui->game.pie.step != UI_PIE_COLOUR) {
		ui_game_say(ui, "Amber chooses the sun first: sun POINT");
		return UI_EVENT_NONE;
	}
	return ui_pie_choose(ui, pie_choice_read(word));
}

/* One line typed while the room's question to us waits (resign? leave?):
 * its first letter the answer. */
static bool
plain_room_answering(const struct ui *ui)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	return view.asking_quit || ui_mode(ui) == UI_MODE_CONFIRM_RESIGN;
}

/* One line typed: a room's word, else a move or a query. */
static enum ui_event
plain_room_command(struct plain_room *plain_room, const char *line)
{
	struct ui *ui = &plain_room->plain.ui;
	const char *argument;

	if (plain_room_answering(ui))
		return ui_key(ui, line[0] != '\0' ? line[0] : UI_KEY_ENTER);
	if (line[0] == '\0') {
		/* The position again: the moves were told as the room sent
		 * them (plain_room_moved), not by the report. */
		plain_room->plain.told = ui->game.plies;
		plain_report(&plain_room->plain, true);
		return UI_EVENT_NONE;
	}
	if (plain_room_word(line, "say", &argument)) {
		if (argument[0] == '\0') {
			ui_game_say(ui, "say what? say TEXT");
			return UI_EVENT_NONE;
		}
		return plain_room_typed(ui, 'm', argument);
	}
	if (plain_room_word(line, "draw", &argument))
		return ui_key(ui, 'D');
	if (plain_room_word(line, "accept", &argument) ||
	    plain_room_word(line, "decline", &argument) ||
	    plain_room_word(line, "y", &argument) ||
	    plain_room_word(line, "n", &argument) ||
	    plain_room_word(line, "yes", &argument) ||
	    plain_room_word(line, "no", &argument)) {
		bool yes = strchr("aAyY", line[0]) != NULL;

		if (ui_remote_question(ui->game.policy_data) ==
		    UI_QUESTION_NONE) {
			ui_game_say(ui, "Nothing is asked of you now");
			return UI_EVENT_NONE;
		}
		return ui_key(ui, yes ? 'y' : 'n');
	}
	if (plain_room_word(line, "resign", &argument))
		return ui_key(ui, 'X');
	/* Asked of the other player, who accepts or declines. */
	if (plain_room_word(line, "undo", &argument) ||
	    plain_room_word(line, "u", &argument))
		return ui_key(ui, 'U');
	/* The line mode's commands, then the room's own. */
	if (plain_room_word(line, "help", &argument)) {
		(void)plain_command(&plain_room->plain, "help");
		fprintf(plain_room->plain.out, "%s\n%s\n", PLAIN_ROOM_WORDS_1,
		    PLAIN_ROOM_WORDS_2);
		return UI_EVENT_NONE;
	}
	if (plain_room_word(line, "sun", &argument) ||
	    plain_room_word(line, "keep", &argument) ||
	    plain_room_word(line, "swap", &argument)) {
		char word[8];

		snprintf(word, sizeof word, "%.*s", (int)strcspn(line, " "),
		    line);
		return plain_room_pie(ui, word, argument);
	}
	if (plain_room_word(line, "q", &argument) ||
	    plain_room_word(line, "quit", &argument) ||
	    plain_room_word(line, "leave", &argument))
		return ui_key(ui, 'q');
	/* r connects again once the connection dropped (a room plays one
	 * game: no new one). */
	if (plain_room_word(line, "r", &argument) ||
	    plain_room_word(line, "new", &argument) ||
	    plain_room_word(line, "reconnect", &argument))
		return ui_key(ui, 'r');
	return plain_command(&plain_room->plain, line);
}

/*
 * The interface's question to us (resign? leave?), if it asks one.  No
 * other prompt: the room's lines come at any time, and each is read as
 * it comes, never after a prompt left on its line.
 */
static void
plain_room_prompt(struct plain_room *plain_room)
{
	struct ui *ui = &plain_room->plain.ui;
	struct ui_view view;

	ui_view_build(ui, &view);
	if (view.asking_quit)
		plain_line(plain_room->plain.out, UI_REMOTE_LEAVE_QUESTION);
	else if (ui_mode(ui) == UI_MODE_CONFIRM_RESIGN)
		plain_line(plain_room->plain.out, UI_REMOTE_RESIGN_QUESTION);
	fflush(plain_room->plain.out);
	plain_room->printed = false;
}

/* Hands one typed line to the interface and its event to the room's
 * client; true when the game is to be left. */
static bool
plain_room_line(struct plain_room *plain_room, const char *line)
{
	struct ui *ui = &plain_room->plain.ui;
	enum ui_event event;
	bool leave;

	ui->message[0] = '\0';
	event = plain_room_command(plain_room, line);
	leave = ui_net_event(plain_room->net, ui, event);
	/* A request sent is answered by the room, and the answer said
	 * ("You played d1d2"): the interface's "d1d2 sent" is not. */
	if (event != UI_EVENT_SEND)
		plain_message(&plain_room->plain);
	ui->message[0] = '\0';
	return leave || ui_done(ui);
}

/* Reads what standard input has; true when the game is to be left. */
static bool
plain_room_read(struct plain_room *plain_room, int fd)
{
	char bytes[PLAIN_ROOM_INPUT_MAX];
	ssize_t got = read(fd, bytes, sizeof bytes);

	if (got < 0)
		return errno != EINTR && errno != EAGAIN;
	if (got == 0) {
		plain_room->input_ended = true;
		return true;
	}
	for (ssize_t i = 0; i < got; i++) {
		char c = bytes[i];

		if (c != '\n') {
			if (plain_room->input_length + 1 <
			    sizeof plain_room->input)
				plain_room->input[plain_room->input_length++] =
				    c == '\r' ? ' ' : c;
			else
				plain_room->input_long = true;
			continue;
		}
		plain_room->input[plain_room->input_length] = '\0';
		if (plain_room->input_long)
			fprintf(plain_room->plain.out,
			    "That line is too long: not read.\n");
		else if (plain_room_line(plain_room, plain_room->input))
			return true;
		plain_room->input_length = 0;
		plain_room->input_long = false;
		plain_room_prompt(plain_room);
	}
	return false;
}

/* Who sits where and how to play, said once at the start. */
static void
plain_room_intro(struct plain_room *plain_room,
    const struct net_session *session)
{
	FILE *out = plain_room->plain.out;
	const struct ui *ui = &plain_room->plain.ui;
	int seat = plain_room_seat(ui);
	const char *line = session->invite;

	/* The host's word on how a friend joins, a line at a time. */
	while (*line != '\0') {
		char text[UI_LINE_MAX * 2];
		size_t length = strcspn(line, "\n");

		snprintf(text, sizeof text, "%.*s", (int)length, line);
		plain_line(out, text);
		line += length + (line[length] == '\n');
	}
	if (seat >= 0)
		fprintf(out, "Room %s: you play %s.\n",
		    ui_remote_room(ui->game.policy_data),
		    plain_colour_names[seat]);
	else
		fprintf(out, "Room %s: you are watching.\n",
		    ui_remote_room(ui->game.policy_data));
	fprintf(out, "%s\n%s\n", PLAIN_ROOM_WORDS_1, PLAIN_ROOM_WORDS_2);
	if (ui_game_is_over(ui))
		plain_room_over(plain_room, ui);
	else
		plain_room_turn(plain_room, ui);
}

/* The loop: standard input and the room, polled together. */
static void
plain_room_loop(struct plain_room *plain_room, int input)
{
	struct ui *ui = &plain_room->plain.ui;
	bool leave = false;

	while (!leave && !ui_done(ui)) {
		struct pollfd fds[2] = { { .fd = input, .events = POLLIN },
			{ .fd = -1 } };
		short events = 0;

		fds[1].fd = ui_net_fd(plain_room->net, &events);
		fds[1].events = events;
		if (poll(fds, 2, PLAIN_ROOM_TICK_MS) < 0 && errno != EINTR)
			break;
		ui_net_turn(plain_room->net, ui, fds[1].fd >= 0 ?
		    fds[1].revents : 0, (long)net_now_ms());
		/* What no line of the room's says: the connection lost. */
		if (ui->message[0] != '\0') {
			plain_line(plain_room->plain.out, ui->message);
			ui->message[0] = '\0';
			plain_room->printed = true;
		}
		if (plain_room->printed)
			plain_room_prompt(plain_room);
		if (fds[0].revents & (POLLIN | POLLHUP | POLLERR))
			leave = plain_room_read(plain_room, input);
	}
	if (plain_room->input_ended) {
		/* The end of the input: the seat is left waiting, as at q. */
		fprintf(plain_room->plain.out, "\n");
		(void)ui_net_event(plain_room->net, ui, UI_EVENT_QUIT);
	}
}

int
plain_room_run(const struct net_session *session, FILE *in, FILE *out)
{
	static struct net_session shown;	/* large: not on the stack */
	static char said[UI_NET_SAID_MAX];
	struct plain_room *plain_room = &room;

	memset(plain_room, 0, sizeof *plain_room);
	plain_room->plain.in = in;
	plain_room->plain.out = out;
	/* ASCII, whatever the locale; the host's invitation said here, not
	 * on a page to leave. */
	shown = *session;
	shown.ascii = true;
	shown.invite[0] = '\0';
	plain_room->net = ui_net_connect(&shown, said, sizeof said);
	if (plain_room->net == NULL) {
		message_print(stderr, "%s\n", said);
		return 1;
	}
	plain_room->plain.search = search_new(SEARCH_TT_DEFAULT_MB);
	if (plain_room->plain.search == NULL) {
		ui_net_close(plain_room->net, said, sizeof said);
		message_print(stderr, "gnomon: no memory for the review\n");
		return 1;
	}
	ui_net_seat(plain_room->net, &plain_room->plain.ui);
	ui_game_set_ascii(&plain_room->plain.ui, true);
	/* The welcome and the snapshot with it: where things stand, said
	 * once; what comes after, said as it comes. */
	ui_net_welcomed(plain_room->net, &plain_room->plain.ui,
	    (long)net_now_ms());
	plain_room_intro(plain_room, session);
	ui_net_listen(plain_room->net, plain_room_heard, plain_room);
	plain_room_prompt(plain_room);
	plain_room_loop(plain_room, fileno(in));
	ui_net_close(plain_room->net, said, sizeof said);
	search_free(plain_room->plain.search);
	if (said[0] != '\0')
		message_print(stderr, "%s\n", said);
	return 0;
}
