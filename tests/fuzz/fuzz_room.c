/*
 * libFuzzer harness for the room's state machine (room.h), fed lines from
 * several connections.  Each line of the input is one event: its first
 * byte says which connection (its low bits), whether the connection closes
 * instead of speaking (its top bit) and how much time passes first (the
 * bits between); the rest of the line is what the connection says.  After
 * each event the room must hold: a sound board (board_check) that is its
 * start replayed with its history, seats and spectators that agree with
 * its connections, clocks that are not negative; and everything the room
 * ever says must be a line the protocol parses.
 *
 * The room's tokens are short (FUZZ_ROOM_AMBER_TOKEN...) so that a fuzzer
 * finds them: the seed corpus holds games that use them.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/record.h"
#include "net/room.h"
#include "net/wire.h"

#define FUZZ_ROOM_AMBER_TOKEN "ab"
#define FUZZ_ROOM_TEAL_TOKEN "ef"
#define FUZZ_ROOM_WATCH_TOKEN "cd"
#define FUZZ_ROOM_CONNECTIONS 6 /* enough for two seats, watchers, strangers \
				 */
#define FUZZ_ROOM_CLOSE 0x80		/* the first byte's top bit */
#define FUZZ_ROOM_STEP_MS \
	1500 /* time per unit of the first byte's middle bits */
#define FUZZ_ROOM_STEP_SHIFT 3
#define FUZZ_ROOM_STEP_MASK 0x0F
#define FUZZ_ROOM_CLOCK_MS 20000
#define FUZZ_ROOM_INCREMENT_MS 1000

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct fuzz_room {
	struct room	room;
	int		open[FUZZ_ROOM_CONNECTIONS];
};

static struct fuzz_room fuzz_room;

static void
fuzz_room_send(void *context, int connection, const char *line)
{
	struct wire_message message;
	char error[WIRE_ERROR_MAX];

	(void)context;
	if (connection < 0 || connection >= FUZZ_ROOM_CONNECTIONS ||
	    !fuzz_room.open[connection])
		abort();	/* told to a connection that is not there */
	if (strlen(line) >= WIRE_LINE_MAX ||
	    wire_parse(line, &message, error) != 0 ||
	    wire_is_request(message.kind) != (message.kind == WIRE_BYE))
		abort();	/* the room speaks its own protocol */
}

static void
fuzz_room_close(void *context, int connection)
{
	(void)context;
	if (connection < 0 || connection >= FUZZ_ROOM_CONNECTIONS ||
	    !fuzz_room.open[connection])
		abort();
	fuzz_room.open[connection] = 0;
}

/* Aborts unless the room is sound. */
static void
fuzz_room_check(const struct room *room, int64_t now)
{
	struct board board = room->start;
	struct undo undo;
	int watchers = 0;
	char line[ROOM_DESCRIBE_MAX];

	if (board_check(&room->board) != NULL || room->move_count < 0 ||
	    room->move_count > MAX_PLIES)
		abort();
	for (int i = 0; i < room->move_count; i++) {
		if (!board_is_legal(&board, room->moves[i]))
			abort();
		board_make(&board, room->moves[i], &undo);
	}
	if (board.hash != room->board.hash)
		abort();
	if (!room->over && board_is_over(&room->board))
		abort();	/* a finished board is a finished game */
	for (int connection = 0; connection < ROOM_CONNECTIONS_MAX;
	     connection++) {
		const struct room_connection *peer =
		    &room->connections[connection];

		if (peer->peer == ROOM_PEER_WATCHER)
			watchers++;
		if (peer->peer == ROOM_PEER_PLAYER &&
		    room->seated[peer->seat] != connection)
			abort();
		if (peer->peer != ROOM_PEER_FREE &&
		    (connection >= FUZZ_ROOM_CONNECTIONS ||
			!fuzz_room.open[connection]))
			abort();
	}
	if (watchers != room->watchers)
		abort();
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int seated = room->seated[colour];

		if (seated != -1 &&
		    room->connections[seated].peer != ROOM_PEER_PLAYER)
			abort();
		if (room->clock_ms[colour] < 0)
			abort();
	}
	if (room_deadline(room, now) < -1)
		abort();
	room_describe(room, now, line, sizeof line);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char line[WIRE_LINE_MAX * 2];
	static struct record record;
	static char text[RECORD_TEXT_MAX];
	static struct record again;
	static struct room resumed;
	char resume_error[ROOM_ERROR_MAX];
	const struct room_io io = { NULL, fuzz_room_send, fuzz_room_close };
	struct room_settings settings;
	char error[RECORD_ERROR_MAX];
	int64_t now = 0;
	size_t start = 0;
	int error_line;

	memset(&settings, 0, sizeof settings);
	rules_default(&settings.rules);
	settings.rules.day_length = 2;	/* short games reach their ends */
	strcpy(settings.name, "fuzz");
	strcpy(settings.seat_token[COLOUR_AMBER], FUZZ_ROOM_AMBER_TOKEN);
	strcpy(settings.seat_token[COLOUR_TEAL], FUZZ_ROOM_TEAL_TOKEN);
	strcpy(settings.watch_token, FUZZ_ROOM_WATCH_TOKEN);
	settings.clock_base_ms = FUZZ_ROOM_CLOCK_MS;
	settings.clock_increment_ms = FUZZ_ROOM_INCREMENT_MS;
	memset(fuzz_room.open, 0, sizeof fuzz_room.open);
	room_init(&fuzz_room.room, &settings, now);
	while (start < size) {
		const uint8_t *end = memchr(data + start, '\n', size - start);
		size_t length =
		    (end != NULL ? (size_t)(end - data) : size) - start;
		size_t kept =
		    length < sizeof line - 1 ? length : sizeof line - 1;
		unsigned event = length > 0 ? data[start] : 0;
		int connection = (int)(event % FUZZ_ROOM_CONNECTIONS);

		now += (int64_t)((event >> FUZZ_ROOM_STEP_SHIFT) &
			   FUZZ_ROOM_STEP_MASK) *
		    FUZZ_ROOM_STEP_MS;
		room_tick(&fuzz_room.room, &io, now);
		if (event & FUZZ_ROOM_CLOSE) {
			if (fuzz_room.open[connection]) {
				room_closed(&fuzz_room.room, &io, connection,
				    now);
				fuzz_room.open[connection] = 0;
			}
		} else if (length > 0) {
			if (!fuzz_room.open[connection]) {
				fuzz_room.open[connection] = 1;
				room_opened(&fuzz_room.room, &io, connection,
				    now);
			}
			memcpy(line, data + start + 1, kept - 1);
			line[kept - 1] = '\0';
			room_line(&fuzz_room.room, &io, connection, line,
			    kept - 1, now);
		}
		fuzz_room_check(&fuzz_room.room, now);
		start += length + 1;
	}
	/* The game saved and read back resumes in a new room as it was. */
	room_record(&fuzz_room.room, &record);
	if (record_write(&record, text, sizeof text) < 0 ||
	    record_read(text, strlen(text), &again, &error_line, error) != 0 ||
	    again.move_count != fuzz_room.room.move_count)
		abort();
	room_init(&resumed, &settings, now);
	if (room_resume(&resumed, &again, resume_error) != 0 ||
	    resumed.board.hash != fuzz_room.room.board.hash ||
	    room_over(&resumed) != room_over(&fuzz_room.room) ||
	    resumed.result != fuzz_room.room.result)
		abort();
	return 0;
}
