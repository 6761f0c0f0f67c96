/*
 * room.c owns a room's state machine (room.h): seats, spectators, the
 * clock, and every request of the wire, each rule decided by the core.
 *
 * HOW IT WORKS
 * Every request is parsed by wire.c and checked here in a fixed order: who
 * asks (a connection without a hello may say only `hello` or `info`; a
 * spectator may only talk), then whether the game's state allows it, then
 * the core's word on a move.  A refusal changes nothing and is answered to
 * the asker alone; an accepted request changes the room and is told to
 * everyone in the room's own lines (`moved`, `undone`, ...), which are the
 * only way a client learns what happened.
 *
 * The clock is two numbers, each side's time left when its clock last
 * stopped, plus the moment the running one started: time is charged when
 * a move is made or the game pauses, never by polling, so the room needs no
 * timer of its own beyond the deadline room_deadline gives the server.
 */
#include "net/room.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/pie.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/utf8.h"

#define GOODBYE "goodbye"
#define TAG_ENDING RECORD_TAG_ENDING
#define TAG_CLOCK "Clock"	/* "AMBER_MS TEAL_MS": time left at the save */
#define TAG_CLOCK_SETTING "ClockSetting"	/* "BASE_MS+INCREMENT_MS" */
#define TAG_CLOCK_RUNNING "ClockRunning"	/* "amber"|"teal": whose ran */
#define TAG_ROOM "Room"
#define TAG_RATED "Rated"	/* "yes": a rated room's game */
#define RATED_YES "yes"
#define TAG_PIE_STEP "PieStep"	/* "sun"|"colour": a pie step not done */
/* The filed copy's, as a player's own records say them (ui.h's): */
#define TAG_SIDE "Side"		/* "amber"|"teal": the host's seat */
#define TAG_OPPONENT "Opponent"	/* whom the host played */

#define NO_SEAT (-1)
#define NO_CONNECTION (-1)
#define MS_PER_SECOND 1000

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

static int
other_colour(int colour)
{
	return colour == COLOUR_AMBER ? COLOUR_TEAL : COLOUR_AMBER;
}

static int64_t
clamp(int64_t value, int64_t low, int64_t high)
{
	return value < low ? low : value > high ? high : value;
}

static bool
has_clock(const struct room *room)
{
	return room->settings.clock_base_ms > 0;
}

/* Whether the pie step waits for a choice: nothing moves until it is done. */
static bool
pie_pending(const struct room *room)
{
	return room->settings.rules.pie && room->pie_step < WIRE_PIE_KEEP;
}

/* ---- What the room says ---- */

static void
send_message(const struct room_io *io, int connection,
    const struct wire_message *message)
{
	char line[WIRE_LINE_MAX];

	if (wire_format(message, line, sizeof line) < 0)
		abort();	/* the room wrote a field out of range */
	io->send(io->context, connection, line);
}

static bool
in_room(const struct room *room, int connection)
{
	enum room_peer peer = room->connections[connection].peer;

	return peer == ROOM_PEER_PLAYER || peer == ROOM_PEER_WATCHER;
}

/* To everyone who has said hello, but `except` (NO_CONNECTION: nobody). */
static void
broadcast(const struct room *room, const struct room_io *io,
    const struct wire_message *message, int except)
{
	char line[WIRE_LINE_MAX];

	if (wire_format(message, line, sizeof line) < 0)
		abort();
	for (int connection = 0; connection < ROOM_CONNECTIONS_MAX;
	     connection++)
		if (connection != except && in_room(room, connection))
			io->send(io->context, connection, line);
}

static void
send_text(const struct room_io *io, int connection, enum wire_kind kind,
    const char *text)
{
	struct wire_message message;

	wire_init(&message, kind);
	snprintf(message.text, sizeof message.text, "%s", text);
	send_message(io, connection, &message);
}

static void send_error(const struct room_io *, int, const char *, ...)
    __attribute__((format(printf, 3, 4)));

static void
send_error(const struct room_io *io, int connection, const char *format, ...)
{
	char text[WIRE_TEXT_MAX];
	va_list arguments;

	va_start(arguments, format);
	vsnprintf(text, sizeof text, format, arguments);
	va_end(arguments);
	send_text(io, connection, WIRE_ERROR, text);
}

/* The connection is forgotten: no seat, no spectator. */
static void
forget(struct room *room, int connection)
{
	memset(&room->connections[connection], 0,
	    sizeof room->connections[connection]);
	room->connections[connection].peer = ROOM_PEER_FREE;
	room->connections[connection].seat = NO_SEAT;
}

/* `bye TEXT`, then the server closes the connection. */
static void
send_bye(struct room *room, const struct room_io *io, int connection,
    const char *text)
{
	send_text(io, connection, WIRE_BYE, text);
	forget(room, connection);
	io->close(io->context, connection);
}

/* ---- The game's state and the clock ---- */

enum wire_state
room_state(const struct room *room)
{
	if (room->over)
		return WIRE_STATE_OVER;
	if (room->player[COLOUR_AMBER][0] == '\0' ||
	    room->player[COLOUR_TEAL][0] == '\0')
		return WIRE_STATE_WAITING;
	if (room->seated[COLOUR_AMBER] == NO_CONNECTION ||
	    room->seated[COLOUR_TEAL] == NO_CONNECTION)
		return WIRE_STATE_PAUSED;
	return WIRE_STATE_PLAYING;
}

/* The seat a paused game waits for: the side to move's, if that player is
 * away. */
static int
awaited_seat(const struct room *room)
{
	if (room->seated[room->board.side] == NO_CONNECTION)
		return room->board.side;
	return other_colour(room->board.side);
}

static int64_t
clock_left(const struct room *room, int colour, int64_t now)
{
	int64_t left = room->clock_ms[colour];

	if (room->clock_running && colour == room->board.side)
		left -= now - room->clock_since;
	return left > 0 ? left : 0;
}

/* Charges the running clock up to `now` and restarts it from there. */
static void
clock_charge(struct room *room, int64_t now)
{
	if (!room->clock_running)
		return;
	room->clock_ms[room->board.side] =
	    clock_left(room, room->board.side, now);
	room->clock_since = now;
}

/* Starts or stops the clock as the state now says: it runs while playing. */
static void
clock_follow(struct room *room, int64_t now)
{
	bool run = has_clock(room) && room_state(room) == WIRE_STATE_PLAYING &&
	    !pie_pending(room);

	if (room->clock_running && !run) {
		clock_charge(room, now);
		room->clock_running = false;
	} else if (!room->clock_running && run) {
		room->clock_running = true;
		room->clock_since = now;
	}
}

static void
fill_clock(const struct room *room, struct wire_message *message, int64_t now)
{
	wire_init(message, WIRE_CLOCK);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		message->clock_ms[colour] = clock_left(room, colour, now);
}

static void
broadcast_clock(const struct room *room, const struct room_io *io, int64_t now)
{
	struct wire_message message;

	if (!has_clock(room))
		return;
	fill_clock(room, &message, now);
	broadcast(room, io, &message, NO_CONNECTION);
}

static void
fill_status(const struct room *room, struct wire_message *message)
{
	wire_init(message, WIRE_STATUS);
	message->state = room_state(room);
	if (message->state == WIRE_STATE_PAUSED)
		message->seat = awaited_seat(room);
	message->result = room->result;
	message->reason = room->reason;
}

static void
broadcast_status(const struct room *room, const struct room_io *io,
    int except)
{
	struct wire_message message;

	fill_status(room, &message);
	broadcast(room, io, &message, except);
}

static void
broadcast_seat(const struct room *room, const struct room_io *io,
    enum wire_kind kind, int seat)
{
	struct wire_message message;

	wire_init(&message, kind);
	message.seat = seat;
	broadcast(room, io, &message, NO_CONNECTION);
}

static void
broadcast_plain(const struct room *room, const struct room_io *io,
    enum wire_kind kind)
{
	struct wire_message message;

	wire_init(&message, kind);
	broadcast(room, io, &message, NO_CONNECTION);
}

static void
broadcast_watchers(const struct room *room, const struct room_io *io,
    int except)
{
	struct wire_message message;

	wire_init(&message, WIRE_WATCHERS);
	message.count = room->watchers;
	broadcast(room, io, &message, except);
}

/* Ends the game and tells everyone. */
static unsigned
finish(struct room *room, const struct room_io *io, enum result result,
    enum wire_reason reason, int64_t now)
{
	struct wire_message message;

	clock_charge(room, now);
	room->over = true;
	room->result = result;
	room->reason = reason;
	room->undo_asker = NO_SEAT;
	room->draw_offerer = NO_SEAT;
	clock_follow(room, now);
	broadcast_clock(room, io, now);
	wire_init(&message, WIRE_OVER);
	message.result = result;
	message.reason = reason;
	broadcast(room, io, &message, NO_CONNECTION);
	return ROOM_SAVE | ROOM_OVER;
}

/* Why a finished board is over, from the last move's undo record. */
static enum wire_reason
board_reason(const struct board *board, const struct undo *last)
{
	if (board->round > rules_last_round(&board->rules))
		return WIRE_REASON_STONES;
	if (last != NULL && (last->darkened[COLOUR_AMBER] != 0 ||
	    last->darkened[COLOUR_TEAL] != 0))
		return WIRE_REASON_DUSK;
	return WIRE_REASON_ECLIPSE;
}

static void
winner_of(int loser, enum result *result)
{
	*result = loser == COLOUR_AMBER ? RESULT_TEAL : RESULT_AMBER;
}

/* ---- The room's life ---- */

void
room_init(struct room *room, const struct room_settings *settings,
    int64_t now_ms)
{
	/* The clock starts when both players are in. */
	memset(room, 0, sizeof *room);
	room->settings = *settings;
	room->settings.clock_base_ms = clamp(settings->clock_base_ms, 0,
	    WIRE_CLOCK_BASE_MAX);
	room->settings.clock_increment_ms =
	    clamp(settings->clock_increment_ms, 0, WIRE_CLOCK_INCREMENT_MAX);
	board_start(&room->start, &settings->rules);
	room->board = room->start;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		room->seated[colour] = NO_CONNECTION;
		room->clock_ms[colour] = settings->clock_base_ms;
		room->active_at[colour] = now_ms;
	}
	for (int connection = 0; connection < ROOM_CONNECTIONS_MAX;
	     connection++)
		forget(room, connection);
	room->undo_asker = NO_SEAT;
	room->draw_offerer = NO_SEAT;
	room->result = RESULT_NONE;
	room->pie_step = WIRE_PIE_SUN;
}

static void
check_connection(const struct room *room, int connection)
{
	(void)room;
	if (connection < 0 || connection >= ROOM_CONNECTIONS_MAX)
		abort(); /* the server numbers connections below the cap */
}

void
room_opened(struct room *room, const struct room_io *io, int connection,
    int64_t now_ms)
{
	(void)io;
	(void)now_ms;
	check_connection(room, connection);
	if (room->connections[connection].peer != ROOM_PEER_FREE)
		abort(); /* the server reused a number it had not closed */
	room->connections[connection].peer = ROOM_PEER_NEW;
}

bool
room_over(const struct room *room)
{
	return room->over;
}

int
room_connections(const struct room *room)
{
	int count = 0;

	for (int connection = 0; connection < ROOM_CONNECTIONS_MAX;
	     connection++)
		if (room->connections[connection].peer != ROOM_PEER_FREE)
			count++;
	return count;
}

/* ---- The snapshot a newcomer is sent ---- */

static void
fill_rules(const struct room *room, struct wire_message *message)
{
	message->rules = room->settings.rules;
	message->rules_given = (1u << options_variant.count) - 1;
	message->has_clock = has_clock(room);
	message->clock_base_ms = room->settings.clock_base_ms;
	message->clock_increment_ms = room->settings.clock_increment_ms;
}

/* `pie STEP SUN`: where the pie step stands, with the sun offered or
 * chosen. */
static void
fill_pie(const struct room *room, struct wire_message *message)
{
	wire_init(message, WIRE_PIE);
	message->pie = room->pie_step;
	message->sun = room->settings.rules.start_sun;
}

/* Whether the server has told any player's rating. */
static bool
rated_anyone(const struct room *room)
{
	return room->rating[COLOUR_AMBER][0] != '\0' ||
	    room->rating[COLOUR_TEAL][0] != '\0';
}

static void
fill_ratings(const struct room *room, struct wire_message *message)
{
	wire_init(message, WIRE_RATINGS);
	memcpy(message->rating, room->rating, sizeof message->rating);
}

static void
send_snapshot(const struct room *room, const struct room_io *io,
    int connection, int seat, int64_t now)
{
	struct wire_message message;

	wire_init(&message, WIRE_WELCOME);
	snprintf(message.room, sizeof message.room, "%s", room->settings.name);
	message.seat = seat;
	send_message(io, connection, &message);
	wire_init(&message, WIRE_RULES);
	fill_rules(room, &message);
	send_message(io, connection, &message);
	wire_init(&message, WIRE_PLAYERS);
	memcpy(message.player, room->player, sizeof message.player);
	send_message(io, connection, &message);
	if (rated_anyone(room)) {
		fill_ratings(room, &message);
		send_message(io, connection, &message);
	}
	wire_init(&message, WIRE_CONNECTED);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		message.connected[colour] =
		    room->seated[colour] != NO_CONNECTION;
	send_message(io, connection, &message);
	wire_init(&message, WIRE_WATCHERS);
	message.count = room->watchers;
	send_message(io, connection, &message);
	if (has_clock(room)) {
		fill_clock(room, &message, now);
		send_message(io, connection, &message);
	}
	wire_init(&message, WIRE_MOVES);
	message.move_count = room->move_count;
	memcpy(message.moves, room->moves, sizeof message.moves);
	send_message(io, connection, &message);
	fill_status(room, &message);
	send_message(io, connection, &message);
	if (room->settings.rules.pie) {
		fill_pie(room, &message);
		send_message(io, connection, &message);
	}
	if (room->undo_asker != NO_SEAT) {
		wire_init(&message, WIRE_UNDO_ASKED);
		message.seat = room->undo_asker;
		send_message(io, connection, &message);
	}
	if (room->draw_offerer != NO_SEAT) {
		wire_init(&message, WIRE_DRAW_OFFERED);
		message.seat = room->draw_offerer;
		send_message(io, connection, &message);
	}
	if (room->settings.rated)
		send_text(io, connection, WIRE_NOTICE, ROOM_RATED_NOTICE);
	if (room->unsaved[0] != '\0')
		send_text(io, connection, WIRE_UNSAVED, room->unsaved);
	/* The last lines said: one who comes back reads what was said
	 * while they were away, and before. */
	for (int i = 0; i < room->said_count; i++) {
		const struct room_said *said =
		    &room->said[(room->said_first + i) % ROOM_SAID_KEPT];

		wire_init(&message, WIRE_SAID);
		message.seat = said->seat;
		snprintf(message.name, sizeof message.name, "%s", said->name);
		snprintf(message.text, sizeof message.text, "%s", said->text);
		send_message(io, connection, &message);
	}
}

void
room_unsaved(struct room *room, const struct room_io *io, const char *why)
{
	struct wire_message message;

	if (strcmp(room->unsaved, why) == 0)
		return;
	wire_init(&message, WIRE_UNSAVED);
	snprintf(message.text, sizeof message.text, "%s", why);
	utf8_clean(message.text, strlen(message.text));
	if (message.text[0] == '\0')
		snprintf(message.text, sizeof message.text,
		    "the game is not saved");
	snprintf(room->unsaved, sizeof room->unsaved, "%s", why);
	broadcast(room, io, &message, NO_CONNECTION);
}

void
room_notice(struct room *room, const struct room_io *io, const char *text)
{
	struct wire_message message;

	wire_init(&message, WIRE_NOTICE);
	snprintf(message.text, sizeof message.text, "%s", text);
	broadcast(room, io, &message, NO_CONNECTION);
}

void
room_filed(struct room *room, const struct room_io *io, const char *path)
{
	for (int connection = 0; connection < ROOM_CONNECTIONS_MAX;
	     connection++) {
		const struct room_connection *seated =
		    &room->connections[connection];

		if (seated->peer == ROOM_PEER_PLAYER &&
		    (seated->seat == COLOUR_AMBER ||
		    seated->seat == COLOUR_TEAL) &&
		    room->settings.kept_for[seated->seat][0] != '\0')
			send_text(io, connection, WIRE_FILED, path);
	}
}

/* A player's silence, or its end, told to everyone else. */
static void
tell_answering(struct room *room, const struct room_io *io, int connection,
    enum wire_kind kind, int seconds)
{
	struct wire_message message;

	if (connection < 0 || connection >= ROOM_CONNECTIONS_MAX ||
	    room->connections[connection].peer != ROOM_PEER_PLAYER)
		return;
	wire_init(&message, kind);
	message.seat = room->connections[connection].seat;
	message.count = seconds < 1 ? 1 : seconds > WIRE_QUIET_SECONDS_MAX ?
	    WIRE_QUIET_SECONDS_MAX : seconds;
	broadcast(room, io, &message, connection);
}

void
room_not_answering(struct room *room, const struct room_io *io,
    int connection, int seconds)
{
	tell_answering(room, io, connection, WIRE_NOT_ANSWERING, seconds);
}

void
room_answering(struct room *room, const struct room_io *io, int connection)
{
	tell_answering(room, io, connection, WIRE_ANSWERING, 0);
}

void
room_rate(struct room *room, const struct room_io *io, int colour,
    const char *rating)
{
	struct wire_message message;

	if (colour < 0 || colour >= COLOUR_COUNT ||
	    strcmp(room->rating[colour], rating) == 0)
		return;
	snprintf(room->rating[colour], sizeof room->rating[colour], "%s",
	    rating);
	fill_ratings(room, &message);
	broadcast(room, io, &message, NO_CONNECTION);
}

void
room_saved(struct room *room, const struct room_io *io)
{
	struct wire_message message;

	if (room->unsaved[0] == '\0')
		return;
	room->unsaved[0] = '\0';
	wire_init(&message, WIRE_SAVED);
	broadcast(room, io, &message, NO_CONNECTION);
}

void
room_describe(const struct room *room, int64_t now, char *line, size_t size)
{
	struct wire_message message;

	wire_init(&message, WIRE_ROOM);
	snprintf(message.room, sizeof message.room, "%s", room->settings.name);
	memcpy(message.player, room->player, sizeof message.player);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		message.connected[colour] =
		    room->seated[colour] != NO_CONNECTION;
	message.count = room->watchers;
	message.round = room->board.round;
	message.state = room_state(room);
	fill_rules(room, &message);
	message.rated = room->settings.rated;
	message.has_left = has_clock(room);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int64_t idle = (now - room->active_at[colour]) / MS_PER_SECOND;

		message.clock_ms[colour] = clock_left(room, colour, now);
		/* Idle in a game going on, for a seat someone has taken. */
		message.has_idle[colour] = !room->over &&
		    room->player[colour][0] != '\0';
		message.idle_seconds[colour] = (int)clamp(idle, 0,
		    WIRE_IDLE_SECONDS_MAX);
	}
	if (wire_format(&message, line, size) < 0)
		abort();	/* the room's own name or rules out of range */
}

/* ---- Hello ---- */

/* Compares a token with a secret in time that does not depend on where they
 * differ. */
static bool
token_equal(const char *given, const char *secret)
{
	size_t given_length = strlen(given), secret_length = strlen(secret);
	unsigned difference = given_length != secret_length;

	for (size_t i = 0; i < secret_length; i++)
		difference |= (unsigned)(unsigned char)secret[i] ^
		    (unsigned char)(i < given_length ? given[i] : 0);
	return difference == 0 && secret_length > 0;
}

/* True when `colour`'s empty seat waits for someone other than `name`. */
static bool
seat_kept_from(const struct room *room, int colour, const char *name)
{
	const char *keeper = room->settings.kept_for[colour];

	return room->player[colour][0] == '\0' && keeper[0] != '\0' &&
	    strcmp(keeper, name) != 0;
}

/* Every seat's token is compared, whatever matched, so that the time
 * taken tells nothing. */
int
room_token_seat(const struct room *room, const char *given)
{
	int seat = NO_SEAT;

	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (token_equal(given, room->settings.seat_token[colour]))
			seat = colour;
	return seat;
}

/* Whether the hello may take `colour`, the seat of its token; if not, why. */
static bool
seat_allowed(const struct room *room, const struct wire_message *hello,
    int colour, char *why, size_t size)
{
	int other = other_colour(colour);

	if (hello->seat != WIRE_SEAT_ANY && hello->seat != colour) {
		snprintf(why, size, "that token is for %s's seat, not %s's",
		    colour_names[colour], colour_names[other]);
		return false;
	}
	if (strcmp(room->player[other], hello->name) == 0) {
		snprintf(why, size, "%s's seat is %s", hello->name,
		    colour_names[other]);
		return false;
	}
	if (room->player[colour][0] != '\0' &&
	    strcmp(room->player[colour], hello->name) != 0) {
		snprintf(why, size, "%s's seat is %s's", colour_names[colour],
		    room->player[colour]);
		return false;
	}
	if (room->seated[colour] != NO_CONNECTION) {
		snprintf(why, size, "%s is playing %s already", hello->name,
		    colour_names[colour]);
		return false;
	}
	if (seat_kept_from(room, colour, hello->name)) {
		snprintf(why, size, "%s's seat is kept for %s",
		    colour_names[colour], room->settings.kept_for[colour]);
		return false;
	}
	return true;
}

static unsigned
hello_player(struct room *room, const struct room_io *io, int connection,
    const struct wire_message *hello, int64_t now)
{
	struct wire_message message;
	char why[WIRE_TEXT_MAX];
	enum wire_state before = room_state(room);
	int colour;

	colour = room_token_seat(room, hello->token);
	if (colour == NO_SEAT) {
		send_bye(room, io, connection, "wrong token for a seat");
		return 0;
	}
	if (!seat_allowed(room, hello, colour, why, sizeof why)) {
		send_bye(room, io, connection, why);
		return 0;
	}
	snprintf(room->player[colour], sizeof room->player[colour], "%s",
	    hello->name);
	room->seated[colour] = connection;
	room->active_at[colour] = now;
	room->connections[connection].peer = ROOM_PEER_PLAYER;
	room->connections[connection].seat = colour;
	snprintf(room->connections[connection].name,
	    sizeof room->connections[connection].name, "%s", hello->name);
	clock_follow(room, now);
	send_snapshot(room, io, connection, colour, now);
	wire_init(&message, WIRE_JOINED);
	message.seat = colour;
	snprintf(message.name, sizeof message.name, "%s", hello->name);
	broadcast(room, io, &message, connection);
	if (room_state(room) != before) {
		broadcast_status(room, io, connection);
		/* The clock starts again from here: the others' screens last
		 * heard of it when it stopped. */
		broadcast_clock(room, io, now);
	}
	/* A new name in a seat is part of the saved game. */
	return before == WIRE_STATE_WAITING ? ROOM_SAVE : 0;
}

static void
hello_watcher(struct room *room, const struct room_io *io, int connection,
    const struct wire_message *hello, int64_t now)
{
	struct wire_message message;
	const char *watch = room->settings.watch_token;

	if (watch[0] != '\0' && !token_equal(hello->token, watch) &&
	    room_token_seat(room, hello->token) == NO_SEAT) {
		send_bye(room, io, connection, "wrong token for a spectator");
		return;
	}
	if (room->watchers >= ROOM_WATCHERS_MAX) {
		send_bye(room, io, connection, "the room has all the spectators"
		    " it can take");
		return;
	}
	room->watchers++;
	room->connections[connection].peer = ROOM_PEER_WATCHER;
	room->connections[connection].seat = WIRE_SEAT_WATCH;
	snprintf(room->connections[connection].name,
	    sizeof room->connections[connection].name, "%s", hello->name);
	send_snapshot(room, io, connection, WIRE_SEAT_WATCH, now);
	wire_init(&message, WIRE_JOINED);
	message.seat = WIRE_SEAT_WATCH;
	snprintf(message.name, sizeof message.name, "%s", hello->name);
	broadcast(room, io, &message, connection);
	broadcast_watchers(room, io, connection);
}

static unsigned
hello(struct room *room, const struct room_io *io, int connection,
    const struct wire_message *hello_message, int64_t now)
{
	char why[WIRE_TEXT_MAX], rules[OPTIONS_TEXT_MAX];
	struct wire_message asked = *hello_message;

	/* Under the pie rule the sun is the players' choice, not the room's
	 * to compare: a host back with the first sun is let in. */
	if (room->settings.rules.pie)
		asked.rules.start_sun = room->settings.rules.start_sun;
	if (hello_message->version != WIRE_VERSION) {
		snprintf(why, sizeof why, "this room speaks %s %d, not %d",
		    WIRE_PROTOCOL, WIRE_VERSION, hello_message->version);
		send_bye(room, io, connection, why);
		return 0;
	}
	if (!wire_rules_match(&asked, &room->settings.rules)) {
		options_write(&options_variant, &room->settings.rules, rules,
		    sizeof rules);
		snprintf(why, sizeof why, "this room plays %s", rules);
		send_bye(room, io, connection, why);
		return 0;
	}
	if (hello_message->seat == WIRE_SEAT_WATCH) {
		hello_watcher(room, io, connection, hello_message, now);
		return 0;
	}
	return hello_player(room, io, connection, hello_message, now);
}

/* ---- Leaving ---- */

/* The connection has gone: its seat is kept, the game pauses.  ROOM_SAVE
 * when that stopped the clock: the time it charged is part of the game. */
static unsigned
leave(struct room *room, const struct room_io *io, int connection, int64_t now)
{
	struct room_connection *peer = &room->connections[connection];
	bool clock_ran = room->clock_running;

	if (peer->peer == ROOM_PEER_WATCHER) {
		room->watchers--;
		forget(room, connection);
		broadcast_watchers(room, io, NO_CONNECTION);
	} else if (peer->peer == ROOM_PEER_PLAYER) {
		int colour = peer->seat;
		enum wire_state before = room_state(room);

		room->seated[colour] = NO_CONNECTION;
		forget(room, connection);
		if (!room->over) {
			room->undo_asker = NO_SEAT;
			room->draw_offerer = NO_SEAT;
		}
		clock_follow(room, now);
		broadcast_seat(room, io, WIRE_LEFT, colour);
		if (room_state(room) != before) {
			broadcast_status(room, io, NO_CONNECTION);
			broadcast_clock(room, io, now);
		}
	} else {
		forget(room, connection);
	}
	return clock_ran && !room->clock_running ? ROOM_SAVE : 0;
}

unsigned
room_closed(struct room *room, const struct room_io *io, int connection,
    int64_t now_ms)
{
	check_connection(room, connection);
	return leave(room, io, connection, now_ms);
}

/* ---- A player's requests ---- */

/* Whether the asker may act on the game now; if not, says why. */
static bool
game_on(const struct room *room, const struct room_io *io, int connection)
{
	switch (room_state(room)) {
	case WIRE_STATE_OVER:
		send_error(io, connection, "the game is over");
		return false;
	case WIRE_STATE_WAITING:
		send_error(io, connection, "the game has not begun: a seat is"
		    " free");
		return false;
	case WIRE_STATE_PAUSED:
		send_error(io, connection, "the game is paused: waiting for %s"
		    " to come back", colour_names[awaited_seat(room)]);
		return false;
	default:
		return true;
	}
}

static unsigned
request_move(struct room *room, const struct room_io *io, int connection,
    uint16_t move, int64_t now)
{
	struct wire_message message;
	char reason[NOTATION_REFUSAL_MAX];
	struct undo undo;
	int colour = room->connections[connection].seat;

	if (!game_on(room, io, connection))
		return 0;
	if (pie_pending(room)) {
		send_error(io, connection, "the pie step comes first: %s",
		    room->pie_step == WIRE_PIE_SUN ?
		    "Amber's player chooses the sun" :
		    "Teal's player keeps Teal or swaps");
		return 0;
	}
	if (colour != room->board.side) {
		send_error(io, connection, "it is %s's turn",
		    colour_names[room->board.side]);
		return 0;
	}
	if (notation_refusal(&room->board, move, reason)) {
		send_error(io, connection, "%s", reason);
		return 0;
	}
	clock_charge(room, now);
	/* Undone moves' increments stay earned: the sum is capped where the
	 * wire's clock field ends. */
	if (has_clock(room) && (room->clock_ms[colour] +=
	    room->settings.clock_increment_ms) > WIRE_CLOCK_LEFT_MAX)
		room->clock_ms[colour] = WIRE_CLOCK_LEFT_MAX;
	board_make(&room->board, move, &undo);
	room->moves[room->move_count++] = move;
	room->active_at[colour] = now;
	room->undo_asker = NO_SEAT;
	room->draw_offerer = NO_SEAT;
	wire_init(&message, WIRE_MOVED);
	message.count = room->move_count;
	message.move = move;
	broadcast(room, io, &message, NO_CONNECTION);
	if (board_is_over(&room->board))
		return finish(room, io, board_result(&room->board),
		    board_reason(&room->board, &undo), now);
	broadcast_clock(room, io, now);
	return ROOM_SAVE;
}

/* The colour whose move it is before move `ply` of the room's game. */
static int
mover_of(const struct room *room, int ply)
{
	struct board board = room->start;
	struct undo undo;

	for (int i = 0; i < ply; i++)
		board_make(&board, room->moves[i], &undo);
	return board.side;
}

/* The count of moves an undo by `colour` goes back to, or -1: none of its
 * own. */
static int
undo_target(const struct room *room, int colour)
{
	for (int ply = room->move_count - 1; ply >= 0; ply--)
		if (mover_of(room, ply) == colour)
			return ply;
	return -1;
}

static unsigned
request_undo(struct room *room, const struct room_io *io, int connection)
{
	int colour = room->connections[connection].seat;

	if (!game_on(room, io, connection))
		return 0;
	if (room->undo_asker != NO_SEAT) {
		send_error(io, connection, "an undo is asked already");
		return 0;
	}
	if (undo_target(room, colour) < 0) {
		send_error(io, connection, "you have no move to take back");
		return 0;
	}
	room->undo_asker = colour;
	broadcast_seat(room, io, WIRE_UNDO_ASKED, colour);
	return 0;
}

/* Whether `connection`'s player is the one asked (by the other player). */
static bool
is_asked(const struct room *room, const struct room_io *io, int connection,
    int asker, const char *what)
{
	if (asker == NO_SEAT) {
		send_error(io, connection, "nobody has %s", what);
		return false;
	}
	if (asker == room->connections[connection].seat) {
		send_error(io, connection, "the answer is %s's to give",
		    colour_names[other_colour(asker)]);
		return false;
	}
	return true;
}

static unsigned
answer_undo(struct room *room, const struct room_io *io, int connection,
    bool yes, int64_t now)
{
	struct wire_message message;
	struct undo undo;
	int target;

	if (!game_on(room, io, connection) ||
	    !is_asked(room, io, connection, room->undo_asker, "asked to undo"))
		return 0;
	if (!yes) {
		room->undo_asker = NO_SEAT;
		broadcast_plain(room, io, WIRE_UNDO_REFUSED);
		return 0;
	}
	target = undo_target(room, room->undo_asker);
	if (target < 0)
		abort(); /* checked when it was asked, and no move since */
	clock_charge(room, now);
	room->board = room->start;
	for (int i = 0; i < target; i++)
		board_make(&room->board, room->moves[i], &undo);
	room->move_count = target;
	room->undo_asker = NO_SEAT;
	room->draw_offerer = NO_SEAT;
	wire_init(&message, WIRE_UNDONE);
	message.count = target;
	broadcast(room, io, &message, NO_CONNECTION);
	broadcast_clock(room, io, now);
	return ROOM_SAVE;
}

static unsigned
request_draw(struct room *room, const struct room_io *io, int connection,
    int64_t now)
{
	int colour = room->connections[connection].seat;

	if (!game_on(room, io, connection))
		return 0;
	if (room->draw_offerer == colour) {
		send_error(io, connection, "you have offered a draw already");
		return 0;
	}
	if (room->draw_offerer == other_colour(colour))
		return finish(room, io, RESULT_DRAW, WIRE_REASON_AGREED, now);
	room->draw_offerer = colour;
	broadcast_seat(room, io, WIRE_DRAW_OFFERED, colour);
	return 0;
}

static unsigned
refuse_draw(struct room *room, const struct room_io *io, int connection)
{
	if (!game_on(room, io, connection) ||
	    !is_asked(room, io, connection, room->draw_offerer,
		"offered a draw"))
		return 0;
	room->draw_offerer = NO_SEAT;
	broadcast_plain(room, io, WIRE_DRAW_REFUSED);
	return 0;
}

static unsigned
request_resign(struct room *room, const struct room_io *io, int connection,
    int64_t now)
{
	enum result result;

	switch (room_state(room)) {
	case WIRE_STATE_OVER:
		send_error(io, connection, "the game is over");
		return 0;
	case WIRE_STATE_WAITING:
		send_error(io, connection,
		    "the game has not begun: a seat is free");
		return 0;
	default:
		break;
	}
	winner_of(room->connections[connection].seat, &result);
	return finish(room, io, result, WIRE_REASON_RESIGN, now);
}

/* Keeps a line said in the ring, the oldest making way. */
static void
keep_said(struct room *room, const struct wire_message *message)
{
	struct room_said *said;

	if (room->said_count == ROOM_SAID_KEPT) {
		room->said_first = (room->said_first + 1) % ROOM_SAID_KEPT;
		room->said_count--;
	}
	said = &room->said[(room->said_first + room->said_count++) %
	    ROOM_SAID_KEPT];
	said->seat = message->seat;
	snprintf(said->name, sizeof said->name, "%s", message->name);
	snprintf(said->text, sizeof said->text, "%.*s", WIRE_SAY_MAX,
	    message->text);
}

static void
request_say(struct room *room, const struct room_io *io, int connection,
    const char *text)
{
	struct wire_message message;

	wire_init(&message, WIRE_SAID);
	message.seat = room->connections[connection].seat;
	snprintf(message.name, sizeof message.name, "%s",
	    room->connections[connection].name);
	snprintf(message.text, sizeof message.text, "%s", text);
	broadcast(room, io, &message, NO_CONNECTION);
	keep_said(room, &message);
}

/* ---- The pie step ---- */

/* Whether the pie step may take a choice now; if not, says why.  The sun
 * is chosen at WIRE_PIE_SUN, the colour at WIRE_PIE_COLOUR. */
static bool
pie_open(const struct room *room, const struct room_io *io, int connection,
    enum wire_pie step)
{
	if (!room->settings.rules.pie) {
		send_error(io, connection,
		    "this room does not play the pie rule");
		return false;
	}
	if (!game_on(room, io, connection))
		return false;
	if (!pie_pending(room) || room->move_count > 0) {
		send_error(io, connection, "the pie step is over");
		return false;
	}
	if (room->pie_step != step) {
		send_error(io, connection, "%s", step == WIRE_PIE_SUN ?
		    "the sun is chosen already" :
		    "Amber's player chooses the sun first");
		return false;
	}
	if (room->connections[connection].seat !=
	    (step == WIRE_PIE_SUN ? COLOUR_AMBER : COLOUR_TEAL)) {
		send_error(io, connection, "%s", step == WIRE_PIE_SUN ?
		    "the sun is Amber's player's to choose" :
		    "the colour is Teal's player's to choose");
		return false;
	}
	return true;
}

static void
broadcast_pie(struct room *room, const struct room_io *io)
{
	struct wire_message message;

	fill_pie(room, &message);
	broadcast(room, io, &message, NO_CONNECTION);
}

/* Amber's player chose the sun: the start is that sun's from now on. */
static unsigned
request_sun(struct room *room, const struct room_io *io, int connection,
    int sun, int64_t now)
{
	if (!pie_open(room, io, connection, WIRE_PIE_SUN))
		return 0;
	room->active_at[room->connections[connection].seat] = now;
	room->settings.rules.start_sun = sun;
	board_start(&room->start, &room->settings.rules);
	room->board = room->start;
	room->pie_step = WIRE_PIE_COLOUR;
	room->undo_asker = NO_SEAT;
	room->draw_offerer = NO_SEAT;
	broadcast_pie(room, io);
	return ROOM_SAVE;
}

static void
swap_bytes(void *one, void *other, size_t size)
{
	unsigned char *a = one, *b = other;

	for (size_t i = 0; i < size; i++) {
		unsigned char kept = a[i];

		a[i] = b[i];
		b[i] = kept;
	}
}

/* The players change seats, each with their token, connection and the
 * seat kept for the host: whoever comes back sits where they play. */
static void
swap_seats(struct room *room)
{
	struct room_settings *settings = &room->settings;

	swap_bytes(room->player[COLOUR_AMBER], room->player[COLOUR_TEAL],
	    sizeof room->player[0]);
	swap_bytes(&room->seated[COLOUR_AMBER], &room->seated[COLOUR_TEAL],
	    sizeof room->seated[0]);
	swap_bytes(&room->active_at[COLOUR_AMBER],
	    &room->active_at[COLOUR_TEAL], sizeof room->active_at[0]);
	swap_bytes(room->rating[COLOUR_AMBER], room->rating[COLOUR_TEAL],
	    sizeof room->rating[0]);
	swap_bytes(settings->seat_token[COLOUR_AMBER],
	    settings->seat_token[COLOUR_TEAL], sizeof settings->seat_token[0]);
	swap_bytes(settings->kept_for[COLOUR_AMBER],
	    settings->kept_for[COLOUR_TEAL], sizeof settings->kept_for[0]);
	for (int connection = 0; connection < ROOM_CONNECTIONS_MAX;
	     connection++)
		if (room->connections[connection].peer == ROOM_PEER_PLAYER)
			room->connections[connection].seat =
			    other_colour(room->connections[connection].seat);
}

/* Teal's player kept Teal or swapped: the game begins, its clock too. */
static unsigned
request_colour(struct room *room, const struct room_io *io, int connection,
    bool swap, int64_t now)
{
	struct wire_message message;

	if (!pie_open(room, io, connection, WIRE_PIE_COLOUR))
		return 0;
	room->active_at[room->connections[connection].seat] = now;
	room->pie_step = swap ? WIRE_PIE_SWAP : WIRE_PIE_KEEP;
	room->undo_asker = NO_SEAT;
	room->draw_offerer = NO_SEAT;
	broadcast_pie(room, io);
	if (swap) {
		swap_seats(room);
		wire_init(&message, WIRE_PLAYERS);
		memcpy(message.player, room->player, sizeof message.player);
		broadcast(room, io, &message, NO_CONNECTION);
		if (rated_anyone(room)) {
			fill_ratings(room, &message);
			broadcast(room, io, &message, NO_CONNECTION);
		}
		wire_init(&message, WIRE_CONNECTED);
		for (int colour = 0; colour < COLOUR_COUNT; colour++)
			message.connected[colour] =
			    room->seated[colour] != NO_CONNECTION;
		broadcast(room, io, &message, NO_CONNECTION);
	}
	clock_follow(room, now);
	broadcast_clock(room, io, now);
	return ROOM_SAVE | (swap ? ROOM_SWAPPED : 0);
}

/* The game's requests, from a player: a spectator may not make them. */
static unsigned
player_request(struct room *room, const struct room_io *io, int connection,
    const struct wire_message *message, int64_t now)
{
	if (room->connections[connection].peer != ROOM_PEER_PLAYER) {
		send_error(io, connection,
		    "a spectator can only watch and talk");
		return 0;
	}
	switch (message->kind) {
	case WIRE_MOVE:
		return request_move(room, io, connection, message->move, now);
	case WIRE_UNDO:
		return request_undo(room, io, connection);
	case WIRE_UNDO_YES:
		return answer_undo(room, io, connection, true, now);
	case WIRE_UNDO_NO:
		return answer_undo(room, io, connection, false, now);
	case WIRE_DRAW:
		return request_draw(room, io, connection, now);
	case WIRE_DRAW_NO:
		return refuse_draw(room, io, connection);
	case WIRE_RESIGN:
		return request_resign(room, io, connection, now);
	case WIRE_SUN:
		return request_sun(room, io, connection, message->sun, now);
	case WIRE_KEEP:
	case WIRE_SWAP:
		return request_colour(room, io, connection,
		    message->kind == WIRE_SWAP, now);
	default:
		abort();	/* room_line passes only these */
	}
}

/* A line from a connection that has not said hello. */
static unsigned
newcomer_line(struct room *room, const struct room_io *io, int connection,
    const struct wire_message *message, int64_t now)
{
	char line[ROOM_DESCRIBE_MAX];

	switch (message->kind) {
	case WIRE_HELLO:
		return hello(room, io, connection, message, now);
	case WIRE_INFO:
		room_describe(room, now, line, sizeof line);
		io->send(io->context, connection, line);
		forget(room, connection);
		io->close(io->context, connection);
		return 0;
	case WIRE_BYE:
		send_bye(room, io, connection, GOODBYE);
		return 0;
	default:
		send_bye(room, io, connection, "say hello first");
		return 0;
	}
}

unsigned
room_line(struct room *room, const struct room_io *io, int connection,
    const char *line, size_t length, int64_t now_ms)
{
	struct wire_message message;
	char error[WIRE_ERROR_MAX], why[WIRE_TEXT_MAX];
	unsigned flags;

	check_connection(room, connection);
	/* Lines the server read before the room closed the connection:
	 * dropped. */
	if (room->connections[connection].peer == ROOM_PEER_FREE)
		return 0;
	flags = room_tick(room, io, now_ms);
	if (wire_parse_bytes(line, length, &message, error) < 0) {
		if (!in_room(room, connection)) {
			snprintf(why, sizeof why, "protocol error: %s", error);
			send_bye(room, io, connection, why);
		} else {
			send_error(io, connection, "%s", error);
		}
		return flags;
	}
	if (!in_room(room, connection))
		return flags |
		    newcomer_line(room, io, connection, &message, now_ms);
	switch (message.kind) {
	case WIRE_HELLO:
		send_error(io, connection, "hello is said once");
		return flags;
	case WIRE_INFO:
		send_error(io, connection, "info is for before hello");
		return flags;
	case WIRE_SAY:
		request_say(room, io, connection, message.text);
		return flags;
	case WIRE_PING:
		send_text(io, connection, WIRE_PONG, "");
		return flags;
	case WIRE_BYE:
		flags |= leave(room, io, connection, now_ms);
		send_text(io, connection, WIRE_BYE, GOODBYE);
		io->close(io->context, connection);
		return flags;
	default:
		break;
	}
	if (!wire_is_request(message.kind)) {
		send_error(io, connection, "that is the room's to say");
		return flags;
	}
	return flags | player_request(room, io, connection, &message, now_ms);
}

unsigned
room_tick(struct room *room, const struct room_io *io, int64_t now_ms)
{
	int side = room->board.side;
	enum result result;

	if (!room->clock_running || clock_left(room, side, now_ms) > 0)
		return 0;
	winner_of(side, &result);
	return finish(room, io, result, WIRE_REASON_TIME, now_ms);
}

int64_t
room_deadline(const struct room *room, int64_t now_ms)
{
	if (!room->clock_running)
		return -1;
	return clock_left(room, room->board.side, now_ms);
}

/* ---- The game as a record ---- */

void
room_record(const struct room *room, struct record *record)
{
	char value[RECORD_VALUE_MAX];

	record_init(record, &room->settings.rules);
	record->start = room->start;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(record->player[colour], sizeof record->player[colour],
		    "%s", room->player[colour]);
	for (int i = 0; i < room->move_count; i++)
		if (record_add_move(record, room->moves[i]) < 0)
			abort();	/* a room's game fits MAX_PLIES */
	record->result = board_result(&room->board);
	/* Names and numbers are printable: the tags cannot be refused. */
	if (wire_room_valid(room->settings.name))
		(void)record_set_tag(record, TAG_ROOM, room->settings.name);
	if (has_clock(room)) {
		snprintf(value, sizeof value, "%lld %lld",
		    (long long)room->clock_ms[COLOUR_AMBER],
		    (long long)room->clock_ms[COLOUR_TEAL]);
		(void)record_set_tag(record, TAG_CLOCK, value);
		snprintf(value, sizeof value, "%lld+%lld",
		    (long long)room->settings.clock_base_ms,
		    (long long)room->settings.clock_increment_ms);
		(void)record_set_tag(record, TAG_CLOCK_SETTING, value);
		if (room->clock_running)
			(void)record_set_tag(record, TAG_CLOCK_RUNNING,
			    wire_seat_name(room->board.side));
	}
	if (room->settings.rules.pie && pie_pending(room))
		(void)record_set_tag(record, TAG_PIE_STEP,
		    room->pie_step == WIRE_PIE_SUN ? "sun" : "colour");
	else if (room->settings.rules.pie)
		(void)record_set_tag(record, PIE_TAG,
		    pie_choice_name(room->pie_step == WIRE_PIE_SWAP ?
		    PIE_SWAP : PIE_KEEP));
	if (room->over && room->reason >= WIRE_REASON_RESIGN) {
		snprintf(value, sizeof value, "%s %s",
		    wire_result_name(room->result),
		    wire_reason_name(room->reason));
		(void)record_set_tag(record, TAG_ENDING, value);
	}
	if (room->settings.rated)
		(void)record_set_tag(record, TAG_RATED, RATED_YES);
}

void
room_record_filed(const struct room *room, struct record *record)
{
	static const char *const sides[COLOUR_COUNT] = { "amber", "teal" };

	room_record(room, record);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		const char *other = room->player[other_colour(colour)];

		if (room->settings.kept_for[colour][0] == '\0')
			continue;
		(void)record_set_tag(record, TAG_SIDE, sides[colour]);
		(void)record_set_tag(record, TAG_OPPONENT,
		    other[0] != '\0' ? other : "?");
	}
}

void
room_time_start(struct room_time *own, int64_t real_ms)
{
	own->real = own->seen = real_ms;
}

int64_t
room_time_step(struct room_time *own, int64_t real_ms, int64_t wait_ms,
    int64_t *skipped)
{
	int64_t elapsed = real_ms > own->real ? real_ms - own->real : 0;
	int64_t seen = elapsed;

	if (wait_ms >= 0 && elapsed > wait_ms + ROOM_WAKE_SLACK_MS)
		seen = wait_ms;
	*skipped = elapsed - seen;
	own->real = real_ms;
	own->seen += seen;
	return own->seen;
}

bool
room_record_over(const struct record *record)
{
	return record->result != RESULT_NONE ||
	    record_tag(record, TAG_ENDING) != NULL;
}

#define fail(error, ...) (snprintf((error), ROOM_ERROR_MAX, __VA_ARGS__), -1)

/* The "Ending" tag: "RESULT REASON" for a game over off the board. */
static int
read_ending(const char *text, enum result *result, enum wire_reason *reason,
    char *error)
{
	char line[WIRE_LINE_MAX], parse_error[WIRE_ERROR_MAX];
	struct wire_message message;

	snprintf(line, sizeof line, "over %s", text);
	if (wire_parse(line, &message, parse_error) < 0 ||
	    message.reason < WIRE_REASON_RESIGN)
		return fail(error, "the room's ending '%.32s' is not RESULT"
		    " resign|time|agreed", text);
	*result = message.result;
	*reason = message.reason;
	return 0;
}

static int
read_clock_tag(const char *text, int64_t *left, char *error)
{
	char line[WIRE_LINE_MAX], parse_error[WIRE_ERROR_MAX];
	struct wire_message message;

	snprintf(line, sizeof line, "clock %s", text);
	if (wire_parse(line, &message, parse_error) < 0)
		return fail(error,
		    "the room's clock '%.32s' is not two times in ms", text);
	left[COLOUR_AMBER] = message.clock_ms[COLOUR_AMBER];
	left[COLOUR_TEAL] = message.clock_ms[COLOUR_TEAL];
	return 0;
}

/* The "ClockSetting" tag: the clock's base and increment, as the wire's
 * clock= setting has them. */
static int
read_clock_setting(const char *text, int64_t *base, int64_t *increment,
    char *error)
{
	char base_text[RECORD_VALUE_MAX], ignored[OPTIONS_ERROR_MAX];
	const char *plus = strchr(text, '+');
	long base_ms, increment_ms;

	snprintf(base_text, sizeof base_text, "%.*s",
	    plus != NULL ? (int)(plus - text) : 0, text);
	if (plus == NULL || options_int("base", base_text, 1,
	    WIRE_CLOCK_BASE_MAX, &base_ms, ignored) < 0 ||
	    options_int("increment", plus + 1, 0, WIRE_CLOCK_INCREMENT_MAX,
	    &increment_ms, ignored) < 0)
		return fail(error, "the room's clock setting '%.32s' is not"
		    " BASE+INCREMENT in ms", text);
	*base = base_ms;
	*increment = increment_ms;
	return 0;
}

/* The "ClockRunning" tag names a side; the side to move's clock is the
 * one that runs, so it tells nothing more, but a wrong one is a bad save. */
static int
read_clock_running(const char *text, char *error)
{
	if (strcmp(text, wire_seat_name(COLOUR_AMBER)) != 0 &&
	    strcmp(text, wire_seat_name(COLOUR_TEAL)) != 0)
		return fail(error, "the room's running clock '%.32s' is not"
		    " amber or teal", text);
	return 0;
}

/* Where the saved game's pie step stood: its Pie tag once done, the
 * room's PieStep before; a game with moves and neither had begun. */
static int
read_pie_step(const struct record *record, enum wire_pie *step, char *error)
{
	const char *choice = record_tag(record, PIE_TAG);
	const char *pending = record_tag(record, TAG_PIE_STEP);

	*step = record->move_count > 0 ? WIRE_PIE_KEEP : WIRE_PIE_SUN;
	if (choice != NULL) {
		int read = pie_choice_read(choice);

		if (read < 0)
			return fail(error, "the saved pie choice '%.32s' is"
			    " not keep or swap", choice);
		*step = read == PIE_SWAP ? WIRE_PIE_SWAP : WIRE_PIE_KEEP;
	} else if (pending != NULL) {
		if (strcmp(pending, "sun") != 0 &&
		    strcmp(pending, "colour") != 0)
			return fail(error, "the saved pie step '%.32s' is not"
			    " sun or colour", pending);
		if (record->move_count > 0)
			return fail(error, "the saved game has moves before"
			    " its pie step is done");
		*step = strcmp(pending, "sun") == 0 ? WIRE_PIE_SUN :
		    WIRE_PIE_COLOUR;
	}
	return 0;
}

int
room_resume(struct room *room, const struct record *record, char *error)
{
	struct board board = room->start;
	struct undo undo;
	const char *ending = record_tag(record, TAG_ENDING);
	const char *clock = record_tag(record, TAG_CLOCK);
	const char *setting = record_tag(record, TAG_CLOCK_SETTING);
	const char *running = record_tag(record, TAG_CLOCK_RUNNING);
	enum result result = RESULT_NONE;
	enum wire_reason reason = WIRE_REASON_ECLIPSE;
	int64_t base = room->settings.clock_base_ms;
	int64_t increment = room->settings.clock_increment_ms;
	int64_t left[COLOUR_COUNT];
	enum wire_pie pie_step = WIRE_PIE_SUN;

	if (room->move_count != 0 || room_connections(room) != 0)
		return fail(error, "a game is resumed only into a new room");
	if (record->start.hash != room->start.hash ||
	    !options_same(&options_variant, &record->start.rules,
	    &room->start.rules))
		return fail(error,
		    "the saved game is not of this room's variant"
		    " or start");
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (record->player[colour][0] != '\0' &&
		    !wire_name_valid(record->player[colour]))
			return fail(error,
			    "the saved %s player's name '%.16s' is not"
			    " a name",
			    colour_names[colour], record->player[colour]);
	for (int i = 0; i < record->move_count; i++) {
		if (!board_is_legal(&board, record->moves[i]))
			return fail(error,
			    "move %d of the saved game is illegal", i + 1);
		board_make(&board, record->moves[i], &undo);
	}
	if (board_is_over(&board)) {
		result = board_result(&board);
		reason =
		    board_reason(&board, record->move_count > 0 ? &undo : NULL);
	} else if (ending != NULL &&
	    read_ending(ending, &result, &reason, error) < 0) {
		return -1;
	}
	if (setting != NULL &&
	    read_clock_setting(setting, &base, &increment, error) < 0)
		return -1;
	if (running != NULL && read_clock_running(running, error) < 0)
		return -1;
	if (room->settings.rules.pie &&
	    read_pie_step(record, &pie_step, error) < 0)
		return -1;
	left[COLOUR_AMBER] = left[COLOUR_TEAL] = base;
	if (base > 0 && clock != NULL && read_clock_tag(clock, left, error) < 0)
		return -1;
	room->settings.clock_base_ms = base;
	room->settings.clock_increment_ms = base > 0 ? increment : 0;
	/* Rated or not was agreed before the first move: the save's. */
	room->settings.rated = record_tag(record, TAG_RATED) != NULL &&
	    strcmp(record_tag(record, TAG_RATED), RATED_YES) == 0;
	room->board = board;
	room->move_count = record->move_count;
	memcpy(room->moves, record->moves,
	    (size_t)record->move_count * sizeof room->moves[0]);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		snprintf(room->player[colour], sizeof room->player[colour],
		    "%.*s", (int)sizeof room->player[colour] - 1,
		    record->player[colour]);
		room->clock_ms[colour] = left[colour];
	}
	room->over = result != RESULT_NONE;
	room->result = result;
	room->reason = reason;
	room->pie_step = pie_step;
	return 0;
}
