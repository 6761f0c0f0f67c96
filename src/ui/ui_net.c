/*
 * ui_net.c owns a room's client for a front end (ui_net.h): the
 * connection (net_client.h) polled by the front end's loop beside its
 * input, and the room's seat (ui_remote.h) as the game's; every line the
 * room sends parsed (wire.h) and told to the interface; every request of
 * the interface formatted and sent.  A dropped connection is said and
 * offered again (r); the finished game is filed in games/ with both names,
 * on this end, unless the room, which files it on the host's, is ours.
 * Nothing here draws or prints: what is to be said is handed back.
 */
#include "ui/ui_net.h"

#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/net_client.h"
#include "net/wire.h"
#include "store/save.h"
#include "ui/ui_remote.h"

enum {
	/* How long the room has to welcome us before the screen starts. */
	WELCOME_WAIT_MS = 10000,
	NOTICE_MAX = NET_MESSAGE_MAX + SAVE_PATH_MAX
};
_Static_assert(NOTICE_MAX + WIRE_ROOM_MAX + NET_WHERE_MAX + 128 <=
    UI_NET_SAID_MAX, "what ui_net_close says fits");

struct ui_net {
	struct net_session	session;
	struct net_client	client;
	struct rules		rules;		/* the room's, once it said */
	struct ui_remote	room;	/* the seat, the game's policy's */
	bool filed; /* the game is filed, or is not ours to */
	bool kept; /* filed in this end's games/ */
	long pinged_at; /* when we last pinged the room */
	char bye[WIRE_TEXT_MAX]; /* why the room closed, if it said */
	char notice[NOTICE_MAX]; /* said once the screen is gone */
	/* The room's welcome, read before the game's screen starts, told
	 * the interface once it is seated. */
	char		welcome_room[WIRE_ROOM_MAX + 1];
	int		welcome_seat;
	ui_net_heard	*heard;		/* told of every line, or NULL */
	void		*heard_context;
};

/* Large (a message holds a whole history): not on the stack. */
static struct wire_message message;

/* A seat of the wire as the interface counts them. */
static int
ui_net_wire_seat(int seat)
{
	return seat == WIRE_SEAT_AMBER || seat == WIRE_SEAT_TEAL ? seat :
	    UI_SEAT_WATCH;
}

static enum ui_room_reason
ui_net_reason(enum wire_reason reason)
{
	switch (reason) {
	case WIRE_REASON_DUSK:
		return UI_REASON_DUSK;
	case WIRE_REASON_STONES:
		return UI_REASON_COUNT;
	case WIRE_REASON_RESIGN:
		return UI_REASON_RESIGN;
	case WIRE_REASON_TIME:
		return UI_REASON_TIME;
	case WIRE_REASON_AGREED:
		return UI_REASON_AGREED;
	default:
		return UI_REASON_ECLIPSE;
	}
}

/*
 * Files the finished game in this end's games/, once: the state directory
 * checked as the saved games' is (ours, not a link, 0700), the file
 * written beside the others under a new dated name.
 */
static void
ui_net_file(struct ui_net *net, struct ui *ui)
{
	static struct record record;	/* large: not on the stack */
	struct save_place state = { .fd = -1 }, games = { .fd = -1 };
	char directory[SAVE_PATH_MAX], name[SAVE_PATH_MAX];
	char file[SAVE_PATH_MAX + sizeof SAVE_SUFFIX], error[SAVE_MESSAGE_MAX];

	if (net->filed)
		return;
	net->filed = true;
	ui_remote_record(ui, &record);
	save_date(time(NULL), record.date, sizeof record.date);
	if (save_directory(directory, sizeof directory) < 0) {
		snprintf(net->notice, sizeof net->notice,
		    "gnomon: the game is not filed here: no state directory "
		    "(HOME or XDG_STATE_HOME)");
		return;
	}
	if (save_place_open(&state, directory, error) == 0 &&
	    save_place_enter(&state, SAVE_GAMES, &games, error) == 0 &&
	    save_name_game_at(&games, time(NULL), name, error) == 0) {
		snprintf(file, sizeof file, "%s%s", name, SAVE_SUFFIX);
		if (save_write_record_at(&games, file, &record, error) == 0) {
			net->kept = true;
			snprintf(net->notice, sizeof net->notice,
			    "gnomon: the game is filed as %s/%s", games.path,
			    file);
		}
	}
	if (net->notice[0] == '\0')
		snprintf(net->notice, sizeof net->notice,
		    "gnomon: the game is not filed here: %s", error);
	save_place_close(&games);
	save_place_close(&state);
}

static void
ui_net_lost(struct ui_net *net, struct ui *ui, const char *why)
{
	net_client_close(&net->client);
	ui_remote_lost(ui, net->bye[0] != '\0' ? net->bye : why);
	net->bye[0] = '\0';
}

/* Connects again: the room's welcome and snapshot put everything back. */
static void
ui_net_reconnect(struct ui_net *net, struct ui *ui)
{
	char why[NET_MESSAGE_MAX];

	net_client_close(&net->client);
	net->bye[0] = '\0';
	if (net_client_connect(&net->client, &net->session, why) < 0)
		ui_remote_lost(ui, why);
	else
		snprintf(ui->message, sizeof ui->message,
		    "Connecting again…");
}

/*
 * Where the room's pie step stands.  The sun chosen is the rules' from now
 * on; on the swap itself our seat is the other colour, and so is the seat
 * our next hello asks for, with the token that now takes it.
 */
static void
ui_net_pie(struct ui_net *net, struct ui *ui, const struct wire_message *m)
{
	static const enum ui_room_pie steps[WIRE_PIE_COUNT] = {
		[WIRE_PIE_SUN] = UI_ROOM_PIE_SUN,
		[WIRE_PIE_COLOUR] = UI_ROOM_PIE_COLOUR,
		[WIRE_PIE_KEEP] = UI_ROOM_PIE_KEEP,
		[WIRE_PIE_SWAP] = UI_ROOM_PIE_SWAP
	};

	if (m->pie != WIRE_PIE_SUN)
		net->rules.start_sun = m->sun;
	if (!ui_remote_pie(ui, steps[m->pie], m->sun))
		return;
	if (net->session.seat == NET_SEAT_AMBER)
		net->session.seat = NET_SEAT_TEAL;
	else if (net->session.seat == NET_SEAT_TEAL)
		net->session.seat = NET_SEAT_AMBER;
}

/* What one line from the room means to the interface. */
static void
ui_net_line(struct ui_net *net, struct ui *ui, const char *line, long now)
{
	const struct wire_message *m = &message;
	char error[WIRE_ERROR_MAX];
	enum ui_event event = UI_EVENT_NONE;

	if (wire_parse(line, &message, error) < 0)
		return;		/* a newer room's message: nothing we know */
	switch (m->kind) {
	case WIRE_WELCOME:
		ui_remote_welcome(ui, m->room, ui_net_wire_seat(m->seat));
		break;
	case WIRE_RULES:
		net->rules = m->rules;
		break;
	case WIRE_PLAYERS:
		ui_remote_players(ui, m->player[COLOUR_AMBER],
		    m->player[COLOUR_TEAL]);
		break;
	case WIRE_RATINGS:
		ui_remote_ratings(ui, m->rating[COLOUR_AMBER],
		    m->rating[COLOUR_TEAL]);
		break;
	case WIRE_CONNECTED:
		ui_remote_connected(ui, m->connected[COLOUR_AMBER],
		    m->connected[COLOUR_TEAL]);
		break;
	case WIRE_WATCHERS:
		ui_remote_watchers(ui, m->count);
		break;
	case WIRE_CLOCK:
		ui_remote_clock(ui, m->clock_ms[COLOUR_AMBER],
		    m->clock_ms[COLOUR_TEAL], now);
		break;
	case WIRE_MOVES:
		if (ui_remote_load(ui, &net->rules, m->moves, m->move_count) <
		    0)
			ui_net_lost(net, ui,
			    "the room's moves are not a game");
		break;
	case WIRE_STATUS:
		if (m->state == WIRE_STATE_PLAYING)
			ui_remote_playing(ui);
		else if (m->state == WIRE_STATE_PAUSED)
			ui_remote_paused(ui, m->seat);
		else if (m->state == WIRE_STATE_WAITING)
			ui_remote_waiting(ui);
		else
			event = ui_remote_over(ui, m->result,
			    ui_net_reason(m->reason));
		break;
	case WIRE_MOVED:
		event = ui_remote_moved(ui, m->count, m->move);
		break;
	case WIRE_UNDONE:
		event = ui_remote_undone(ui, m->count);
		break;
	case WIRE_UNDO_ASKED:
	case WIRE_DRAW_OFFERED:
		ui_remote_asked(ui, ui_net_wire_seat(m->seat),
		    m->kind == WIRE_UNDO_ASKED ? UI_QUESTION_UNDO :
						 UI_QUESTION_DRAW);
		break;
	case WIRE_UNDO_REFUSED:
	case WIRE_DRAW_REFUSED:
		ui_remote_declined(ui, m->kind == WIRE_UNDO_REFUSED ?
		    UI_QUESTION_UNDO : UI_QUESTION_DRAW);
		break;
	case WIRE_JOINED:
		ui_remote_joined(ui, ui_net_wire_seat(m->seat), m->name);
		break;
	case WIRE_LEFT:
		ui_remote_left(ui, ui_net_wire_seat(m->seat));
		break;
	case WIRE_SAID:
		ui_remote_said(ui, ui_net_wire_seat(m->seat), m->name,
		    m->text);
		break;
	case WIRE_OVER:
		event =
		    ui_remote_over(ui, m->result, ui_net_reason(m->reason));
		break;
	case WIRE_ERROR:
		ui_remote_refused(ui, m->text);
		break;
	case WIRE_UNSAVED:
		ui_remote_unsaved(ui, m->text);
		break;
	case WIRE_SAVED:
		ui_remote_saved(ui);
		break;
	case WIRE_NOTICE:
		ui_remote_notice(ui, m->text);
		break;
	case WIRE_FILED:
		/* The room filed the game in our games/: the host's copy. */
		if (net->session.hosting) {
			net->kept = true;
			snprintf(net->notice, sizeof net->notice,
			    "gnomon: the game is filed as %.*s",
			    (int)(sizeof net->notice - 40), m->text);
		}
		break;
	case WIRE_NOT_ANSWERING:
		ui_remote_not_answering(ui, ui_net_wire_seat(m->seat),
		    m->count);
		break;
	case WIRE_ANSWERING:
		ui_remote_answering(ui, ui_net_wire_seat(m->seat));
		break;
	case WIRE_PIE:
		ui_net_pie(net, ui, m);
		break;
	case WIRE_BYE:
		snprintf(net->bye, sizeof net->bye, "%.*s",
		    (int)sizeof net->bye - 1, m->text);
		break;
	default:
		break;	/* pong, and what a client never gets */
	}
	if (net->heard != NULL)
		net->heard(net->heard_context, ui, m, event);
	if (event == UI_EVENT_RECONNECT)
		ui_net_reconnect(net, ui);
	else if (event == UI_EVENT_FINISHED && ui_remote_ended(&net->room))
		ui_net_file(net, ui);
}

/* Reads and handles every whole line the room has sent. */
static void
ui_net_read(struct ui_net *net, struct ui *ui, long now)
{
	char line[NET_LINE_MAX];

	while (net->client.fd >= 0) {
		switch (net_client_read(&net->client, line)) {
		case NET_READ_LINE:
			ui_net_line(net, ui, line, now);
			break;
		case NET_READ_AGAIN:
			return;
		case NET_READ_CLOSED:
			ui_net_lost(net, ui, "the room closed the connection");
			return;
		case NET_READ_BROKEN:
			ui_net_lost(net, ui, "the room sent a line too long");
			return;
		}
	}
}

int
ui_net_fd(const struct ui_net *net, short *events)
{
	if (net->client.fd < 0)
		return -1;
	*events = net_client_events(&net->client);
	return net->client.fd;
}

void
ui_net_turn(struct ui_net *net, struct ui *ui, short revents, long now)
{
	ui_remote_tick(ui, now);
	/* A ping when nothing waits to go out (a room that reads nothing
	 * is not pinged more): the room hears we are alive. */
	if (net->client.fd >= 0 && now - net->pinged_at >= NET_PING_MS &&
	    net->client.output_length == 0) {
		net->pinged_at = now;
		(void)net_client_send(&net->client, "ping");
	}
	if (net->client.fd >= 0 && (revents & POLLOUT) &&
	    net_client_flush(&net->client) < 0)
		ui_net_lost(net, ui, "the connection broke");
	if (net->client.fd >= 0 && (revents & (POLLIN | POLLHUP | POLLERR)))
		ui_net_read(net, ui, now);
}

static const enum wire_kind request_kinds[] = { [UI_REQUEST_MOVE] = WIRE_MOVE,
	[UI_REQUEST_UNDO] = WIRE_UNDO,
	[UI_REQUEST_UNDO_YES] = WIRE_UNDO_YES,
	[UI_REQUEST_UNDO_NO] = WIRE_UNDO_NO,
	[UI_REQUEST_DRAW] = WIRE_DRAW,
	[UI_REQUEST_DRAW_NO] = WIRE_DRAW_NO,
	[UI_REQUEST_RESIGN] = WIRE_RESIGN,
	[UI_REQUEST_SAY] = WIRE_SAY,
	[UI_REQUEST_SUN] = WIRE_SUN,
	[UI_REQUEST_KEEP] = WIRE_KEEP,
	[UI_REQUEST_SWAP] = WIRE_SWAP,
	[UI_REQUEST_BYE] = WIRE_BYE };

/* Sends a request of the interface; false if it could not be. */
static bool
ui_net_send(struct ui_net *net, const struct ui_request *request)
{
	struct wire_message out;
	char line[NET_LINE_MAX];

	if (net->client.fd < 0)
		return false;
	wire_init(&out, request_kinds[request->kind]);
	out.move = request->move;
	out.sun = request->sun;
	snprintf(out.text, sizeof out.text, "%s", request->text);
	return wire_format(&out, line, sizeof line) >= 0 &&
	    net_client_send(&net->client, line) == 0;
}

bool
ui_net_event(struct ui_net *net, struct ui *ui, enum ui_event event)
{
	struct ui_request bye = { .kind = UI_REQUEST_BYE };

	switch (event) {
	case UI_EVENT_SEND:
		if (!ui_net_send(net, ui_remote_request(&net->room)))
			ui_net_lost(net, ui, "the request could not be sent");
		return false;
	case UI_EVENT_RECONNECT:
		ui_net_reconnect(net, ui);
		return false;
	case UI_EVENT_QUIT:
	case UI_EVENT_ABANDONED:
		/* Said, not waited for: the room keeps the seat either way. */
		if (ui_net_send(net, &bye))
			(void)net_client_flush(&net->client);
		return true;
	default:
		return false;
	}
}

/*
 * Before the screen starts: the room's welcome, kept for the seat, or why
 * there is none (a refused hello's bye, a closed connection, silence).  0,
 * or -1 with why in net->notice.  What came after it (the snapshot) waits
 * in the client's buffer for ui_net_seat.
 */
static int
ui_net_await_welcome(struct ui_net *net)
{
	char line[NET_LINE_MAX], error[WIRE_ERROR_MAX];
	int64_t start = net_now_ms();

	for (;;) {
		struct pollfd fd = { .fd = net->client.fd };
		int64_t waited = net_now_ms() - start;

		fd.events = net_client_events(&net->client);
		if (waited >= WELCOME_WAIT_MS) {
			snprintf(net->notice, sizeof net->notice,
			    "gnomon: the room did not answer");
			return -1;
		}
		if (poll(&fd, 1, (int)(WELCOME_WAIT_MS - waited)) <= 0)
			continue;
		if ((fd.revents & POLLOUT) &&
		    net_client_flush(&net->client) < 0)
			break;
		switch (net_client_read(&net->client, line)) {
		case NET_READ_LINE:
			if (wire_parse(line, &message, error) < 0)
				continue;
			if (message.kind == WIRE_BYE) {
				snprintf(net->notice, sizeof net->notice,
				    "gnomon: the room refused: %s",
				    message.text);
				return -1;
			}
			if (message.kind != WIRE_WELCOME)
				continue;
			snprintf(net->welcome_room, sizeof net->welcome_room,
			    "%s", message.room);
			net->welcome_seat = ui_net_wire_seat(message.seat);
			return 0;
		case NET_READ_AGAIN:
			continue;
		default:
			break;
		}
		break;
	}
	snprintf(net->notice, sizeof net->notice,
	    "gnomon: the room closed the connection");
	return -1;
}

struct ui_net *
ui_net_connect(const struct net_session *session, char *refused,
    size_t size)
{
	struct ui_net *net = calloc(1, sizeof *net);
	char why[NET_MESSAGE_MAX];

	if (net == NULL) {
		snprintf(refused, size,
		    "gnomon: no memory for the room's connection");
		return NULL;
	}
	net->session = *session;
	net_client_init(&net->client);
	if (session->has_rules)
		net->rules = session->rules;
	else
		rules_default(&net->rules);
	/* The room files its game on the host's end; a spectator files none. */
	net->filed = session->hosting || session->seat == NET_SEAT_WATCH;
	if (net_client_connect(&net->client, session, why) < 0)
		snprintf(net->notice, sizeof net->notice, "gnomon: %s", why);
	else if (ui_net_await_welcome(net) == 0)
		return net;
	snprintf(refused, size, "%s", net->notice);
	net_client_close(&net->client);
	free(net);
	return NULL;
}

void
ui_net_seat(struct ui_net *net, struct ui *ui)
{
	const struct net_session *session = &net->session;
	struct rules rules = net->rules;

	ui_init_remote(ui, &net->room, &rules, session->where,
	    session->seat == NET_SEAT_TEAL ? COLOUR_TEAL :
	    session->seat == NET_SEAT_WATCH ? UI_SEAT_WATCH : COLOUR_AMBER,
	    session->ascii);
	ui_remote_invite(ui, session->invite);
}

void
ui_net_welcomed(struct ui_net *net, struct ui *ui, long now_ms)
{
	ui_remote_welcome(ui, net->welcome_room, net->welcome_seat);
	/* The snapshot came with the welcome, read already: no poll would
	 * wake for it. */
	ui_net_read(net, ui, now_ms);
}

void
ui_net_listen(struct ui_net *net, ui_net_heard *heard, void *context)
{
	net->heard = heard;
	net->heard_context = context;
}

const struct net_session *
ui_net_session(const struct ui_net *net)
{
	return &net->session;
}

void
ui_net_close(struct ui_net *net, char *said, size_t size)
{
	const struct net_session *session = &net->session;

	net_client_close(&net->client);
	said[0] = '\0';
	if (net->notice[0] != '\0')
		snprintf(said, size, "%s", net->notice);
	else if (ui_remote_seat_waits(&net->room))
		snprintf(said, size,
		    "gnomon: your seat in room %s waits for you: "
		    "gnomon join %s%s",
		    ui_remote_room(&net->room), session->where,
		    strchr(session->where, ':') != NULL ? " --token-file FILE" :
							  "");
	free(net);
}

const char *
ui_net_unprefixed(const char *text)
{
	static const char prefix[] = "gnomon: ";

	if (strncmp(text, prefix, sizeof prefix - 1) == 0)
		return text + sizeof prefix - 1;
	return text;
}

void
ui_net_end_said(const struct ui_net *net, char *said, size_t size)
{
	const char *notice = ui_net_unprefixed(net->notice);

	if (net->kept)
		snprintf(said, size,
		    "The game is filed with your games: g lists them");
	else if (notice[0] != '\0')
		snprintf(said, size, "%s", notice);
	else if (ui_remote_seat_waits(&net->room))
		snprintf(said, size, "Your seat in room %s waits: "
		    "Enter on its row takes it again",
		    ui_remote_room(&net->room));
}
