/*
 * room_server.c owns the room process (room_server.h): its sockets, its
 * connections and their buffers, the poll loop and its timers, and the
 * room's files in the state directory.  Every rule is room.h's.
 */
/* accept4 is GNU's (and POSIX 2024's). */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include "net/room_server.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "core/notation.h"
#include "net/net_client.h"
#include "net/net_peer.h"
#include "net/room_archive.h"
#include "net/room_names.h"
#include "net/room_left.h"
#include "store/save.h"

#define ROOM_LOG_SUFFIX ".log"		/* the room's log, beside its save */
#define ROOM_TCP_DEFAULT_ADDRESS "127.0.0.1"
#define ROOM_INFO_LINE "info"	/* all a room that is ending answers */
/* A socket made in a private directory is its user's alone; in a shared
 * one (--rooms), anyone's who may enter the directory. */
#define ROOM_PRIVATE_UMASK 0177
#define ROOM_SHARED_UMASK 0111

enum {
	/* Deep enough that a flood of connections waits in the queue, where
	 * the room takes and displaces them at once, rather than having its
	 * SYNs dropped: a dropped SYN is sent again a second later, and a
	 * player's among them would wait that second too. */
	ROOM_LISTEN_BACKLOG = 128,
	ROOM_LISTENERS_MAX = 2, /* the Unix socket, and TCP */
	ROOM_POLL_MAX = ROOM_LISTENERS_MAX + ROOM_CONNECTIONS_MAX,
	ROOM_HOST_TEXT_MAX = 64, /* a numeric IPv6 address, and more */
	ROOM_PORT_TEXT_MAX = 8,
	/* The flood bucket counts in thousandths of a line. */
	ROOM_FLOOD_UNIT = 1000,
	ROOM_MS_PER_SECOND = 1000,
	ROOM_NS_PER_MS = 1000 * 1000,
	/* A game's moves and ending, in a log line. */
	ROOM_LOG_GAME_MAX = MAX_PLIES * (NOTATION_MOVE_MAX + 1) + 64,
	ROOM_LOG_LINE_MAX = 3 * SAVE_MESSAGE_MAX + ROOM_LOG_GAME_MAX,
	ROOM_LOG_TIME_MAX = 32,
	ROOM_PASSING_EXTRA = 24 /* ".NAME.PID" less the name */
};

/* What the server knows of a connection; the room knows the rest. */
struct room_peer_link {
	int	fd;			/* -1: the number is free */
	bool	greeted;		/* a whole line came in */
	bool closing; /* no more reading: deliver, then close */
	bool gone; /* dropped in a callback: tell the room */
	bool	room_knows;		/* room_opened and not yet forgotten */
	struct net_peer who;		/* for the newcomers' limit */
	uint64_t order;			/* accepted as the server's order-th */
	int64_t	deadline;		/* for the hello, or for closing */
	int64_t	bucket;			/* flood allowance, ROOM_FLOOD_UNITs */
	int64_t	bucket_time;		/* when the bucket was last filled */
	int64_t heard_at; /* when it last sent anything */
	int64_t quiet_told; /* the silence last told (ms), 0: none */
	size_t	input_length;
	size_t	output_length;
	char	input[WIRE_LINE_MAX];
	char	output[ROOM_OUTPUT_MAX];
};

struct room_server {
	struct room		room;
	struct room_io		io;
	char			name[ROOM_NAME_MAX];
	int			listeners[ROOM_LISTENERS_MAX];	/* -1: none */
	struct room_place place; /* the rooms directory (a dup) */
	struct save_place state; /* the state directory, or fd -1 */
	struct save_place	saves;		/* its rooms/, or fd -1 */
	int64_t			now;		/* the room's own time */
	struct room_time time; /* what it could see pass (room.h) */
	int64_t			last_connected;	/* when someone last was */
	int64_t			ending_since;	/* -1, or when the game ended */
	uint64_t accepted; /* connections accepted so far */
	/* Saving (room_server.h, WHEN IT CANNOT SAVE). */
	bool stale; /* the save is older than the game */
	bool			filed;		/* the game over is in games/ */
	/* The server's database (room_archive.h): its path, "" for none;
	 * whether the game over is in it; the tests' time of day, or -1;
	 * when the game started and ended there (0: not yet). */
	char			archive[SAVE_PATH_MAX];
	bool			archived;
	/* The names whose ratings the room was told (room_rate_players). */
	char rated_name[COLOUR_COUNT][WIRE_NAME_SIZE];
	int64_t			archive_now;
	int64_t			started, ended;
	bool			goodbye_said;
	bool save_wanted; /* a leaving stopped the clock */
	int64_t			retry_at;	/* -1, or when to try again */
	int			saved_moves;	/* in the save; -1: none */
	bool left_taken; /* taken up from a game left (room_left.h) */
	/* Asked to end (a signal, or idle), and waiting to keep its game. */
	bool ending_wanted;
	bool unkept_said; /* the log said the game is kept nowhere */
	struct room_peer_link	peers[ROOM_CONNECTIONS_MAX];
};

static volatile sig_atomic_t room_stop_signal;

static int64_t
room_clock_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (int64_t)now.tv_sec * ROOM_MS_PER_SECOND +
	    now.tv_nsec / ROOM_NS_PER_MS;
}

static int
room_fail(char *message, const char *what, const char *why)
{
	snprintf(message, ROOM_SERVER_MESSAGE_MAX, "%s: %s", what, why);
	return -1;
}

static int
room_nonblocking(int fd)
{
	int flags = fcntl(fd, F_GETFL);

	return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

/* ---- Output: queued, never blocking ---- */

/* Writes what the socket takes of the queue; -1 if the connection broke. */
static int
room_flush(struct room_peer_link *peer)
{
	return net_send_queued(peer->fd, peer->output, &peer->output_length);
}

/* Queues `line` and its newline; false if it does not fit. */
static bool
room_queue(struct room_peer_link *peer, const char *line)
{
	size_t length = strlen(line);

	if (peer->output_length + length + 1 > sizeof peer->output)
		return false;
	memcpy(peer->output + peer->output_length, line, length);
	peer->output_length += length;
	peer->output[peer->output_length++] = '\n';
	return true;
}

static void
room_close_now(struct room_peer_link *peer)
{
	if (peer->fd >= 0)
		close(peer->fd);
	peer->fd = -1;
	peer->closing = false;
	peer->gone = false;
	peer->room_knows = false;
	peer->input_length = 0;
	peer->output_length = 0;
}

/* Stops reading a connection; it closes once its last words are out. */
static void
room_start_closing(struct room_server *server, struct room_peer_link *peer)
{
	peer->closing = true;
	peer->deadline = server->now + ROOM_LINGER_MS;
	shutdown(peer->fd, SHUT_RD);
}

/* room_io's send.  A connection that cannot take more is dropped: it is
 * told nothing (its queue is full), and the room is told after the call. */
static void
room_io_send(void *context, int connection, const char *line)
{
	struct room_server *server = context;
	struct room_peer_link *peer = &server->peers[connection];

	if (peer->fd < 0 || peer->closing)
		return;
	if (!room_queue(peer, line)) {
		peer->gone = true;
		room_start_closing(server, peer);
		peer->output_length = 0;
		return;
	}
	if (room_flush(peer) < 0) {
		peer->gone = true;
		room_start_closing(server, peer);
		peer->output_length = 0;
	}
}

/* room_io's close: the room has said `bye` and forgotten the connection. */
static void
room_io_close(void *context, int connection)
{
	struct room_server *server = context;
	struct room_peer_link *peer = &server->peers[connection];

	peer->room_knows = false;
	if (peer->fd >= 0 && !peer->closing)
		room_start_closing(server, peer);
}

/* Tells the room of every connection dropped during its last call (which
 * may drop more, as the room tells the others). */
static void
room_settle(struct room_server *server)
{
	bool again = true;

	while (again) {
		again = false;
		for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
			struct room_peer_link *peer = &server->peers[i];

			if (!peer->gone)
				continue;
			peer->gone = false;
			if (peer->room_knows) {
				peer->room_knows = false;
				if (room_closed(&server->room, &server->io, i,
				    server->now) & ROOM_SAVE)
					server->save_wanted = true;
				again = true;
			}
		}
	}
}

/* The server drops a connection: `bye WHY` if it fits, and the room is
 * told it is gone. */
static void
room_drop(struct room_server *server, int connection, const char *why)
{
	struct room_peer_link *peer = &server->peers[connection];
	char line[WIRE_LINE_MAX];

	if (peer->fd < 0 || peer->closing)
		return;
	snprintf(line, sizeof line, "bye %s", why);
	(void)room_queue(peer, line);
	(void)room_flush(peer);
	room_start_closing(server, peer);
	peer->gone = true;
	room_settle(server);
}

/* ---- The game's files ---- */

/* Appends a line to the room's log, NAME.log beside its save, and with
 * `to_stderr` says it on the room's standard error too (/dev/null once
 * detached; the host's terminal before the fork, kept for what matters). */
static void room_log(struct room_server *, bool, const char *, ...)
    __attribute__((format(printf, 3, 4)));

static void
room_log(struct room_server *server, bool to_stderr, const char *format, ...)
{
	char line[ROOM_LOG_LINE_MAX], when[ROOM_LOG_TIME_MAX];
	char file[ROOM_NAME_MAX + sizeof ROOM_LOG_SUFFIX];
	char message[SAVE_MESSAGE_MAX];
	time_t now = time(NULL);
	struct tm local;
	va_list arguments;
	int length;

	if (localtime_r(&now, &local) == NULL ||
	    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S", &local) == 0)
		snprintf(when, sizeof when, "%lld", (long long)now);
	length =
	    snprintf(line, sizeof line, "%s room %s: ", when, server->name);
	va_start(arguments, format);
	vsnprintf(line + length, sizeof line - (size_t)length - 1, format,
	    arguments);
	va_end(arguments);
	strcat(line, "\n");
	if (to_stderr)
		fputs(line, stderr);
	snprintf(file, sizeof file, "%s" ROOM_LOG_SUFFIX, server->name);
	if (server->saves.fd >= 0)
		(void)save_append_at(&server->saves, file, line, message);
}

/* Time the room did not run (room_time_step): not charged, logged, and
 * told to everyone in the room, so that no one is stopped unseen (an owner
 * who stops their own room to think). */
static void
room_not_running(struct room_server *server, int64_t skipped)
{
	char text[WIRE_TEXT_MAX];

	room_log(server, false, "was not running for %lld ms (stopped, or not "
	    "scheduled): not charged to any clock", (long long)skipped);
	snprintf(text, sizeof text, "the room was not running for %lld.%03lld"
	    " s (stopped, or not scheduled): not charged to any clock",
	    (long long)(skipped / ROOM_MS_PER_SECOND),
	    (long long)(skipped % ROOM_MS_PER_SECOND));
	room_notice(&server->room, &server->io, text);
	room_settle(server);
}

/* Why a write in `place` of `file` failed: its message without the path
 * (what the room's clients are told need not show its directories). */
static const char *
room_save_why(const struct save_place *place, const char *file,
    const char *message)
{
	size_t length = strlen(place->path);

	if (strncmp(message, place->path, length) == 0 &&
	    message[length] == '/' &&
	    strncmp(message + length + 1, file, strlen(file)) == 0 &&
	    strncmp(message + length + 1 + strlen(file), ": ", 2) == 0)
		return message + length + 1 + strlen(file) + 2;
	return message;
}

/* Marks the room's save as older than its game, or as the game again:
 * NAME.unsaved beside it, an empty file, which a full disk still takes,
 * so that a host taking the save up after the room was killed says that
 * a newer game was lost. */
static void
room_mark_unsaved(struct room_server *server, bool unsaved)
{
	char file[ROOM_NAME_MAX + sizeof ROOM_UNSAVED_SUFFIX];
	int fd;

	if (server->saves.fd < 0)
		return;
	snprintf(file, sizeof file, "%s" ROOM_UNSAVED_SUFFIX, server->name);
	if (!unsaved) {
		(void)unlinkat(server->saves.fd, file, 0);
		return;
	}
	fd = openat(server->saves.fd, file,
	    O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd >= 0)
		close(fd);
}

/* A save that failed: the players are told, the log says it once, and
 * the room tries again soon. */
static void
room_save_failed(struct room_server *server, const struct save_place *place,
    const char *file, const char *message)
{
	const char *why = room_save_why(place, file, message);

	if (!server->stale)
		room_mark_unsaved(server, true);
	server->stale = true;
	server->retry_at = server->now + ROOM_SAVE_RETRY_MS;
	if (strcmp(server->room.unsaved, why) != 0)
		room_log(server, false, "cannot save: %s", message);
	room_unsaved(&server->room, &server->io, why);
}

/* The save is the game again: said, if it was not. */
static void
room_save_done(struct room_server *server)
{
	if (server->stale)
		room_mark_unsaved(server, false);
	server->stale = false;
	server->retry_at = -1;
	if (server->room.unsaved[0] != '\0')
		room_log(server, false, "saved again");
	room_saved(&server->room, &server->io);
}

/* Writes the game as the room's save, NAME.gnomon in rooms/; 0, or -1
 * with a message. */
static int
room_write_save(struct room_server *server, char *file, char *message)
{
	struct record record;

	snprintf(file, ROOM_NAME_MAX + sizeof SAVE_SUFFIX, "%s" SAVE_SUFFIX,
	    server->name);
	room_record(&server->room, &record);
	save_date(time(NULL), record.date, sizeof record.date);
	room_archive_tag(&record, server->started, server->ended);
	if (save_write_record_at(&server->saves, file, &record, message) < 0)
		return -1;
	server->saved_moves = record.move_count;
	return 0;
}

static void
room_save(struct room_server *server)
{
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	char message[SAVE_MESSAGE_MAX];

	/* A game filed is saved no more: its save is gone with it. */
	if (server->saves.fd < 0 || server->filed)
		return;
	if (room_write_save(server, file, message) < 0)
		room_save_failed(server, &server->saves, file, message);
	else
		room_save_done(server);
}

/* Writes the finished game in games/ under a new name; 0, or -1 with a
 * message, and in `place` and `file` where it failed. */
static int
room_write_filed(struct room_server *server, struct save_place *games,
    const struct save_place **place, char *file, char *message)
{
	struct record record;
	int filed;

	room_record_filed(&server->room, &record);
	save_date(time(NULL), record.date, sizeof record.date);
	filed = room_left_file_in(&server->state, games, time(NULL), &record,
	    file, message);
	*place = games->fd >= 0 ? games : &server->state;
	return filed;
}

/* Whether nobody has sat down or moved: a game as the room opened it. */
static bool
room_untouched(const struct room *room)
{
	return room->move_count == 0 && room->player[0][0] == '\0' &&
	    room->player[1][0] == '\0';
}

/* Removes the room's save, and the tokens kept for a take-up with it. */
static void
room_forget_save(struct room_server *server)
{
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX]; /* the longer suffix */
	char message[SAVE_MESSAGE_MAX];

	if (server->saves.fd < 0)
		return;
	snprintf(file, sizeof file, "%s" SAVE_SUFFIX, server->name);
	(void)save_remove_at(&server->saves, file, message);
	snprintf(file, sizeof file, "%s" ROOM_TOKEN_SUFFIX, server->name);
	(void)save_remove_at(&server->saves, file, message);
	room_mark_unsaved(server, false);
}

/* The time of day a game starts and ends at, seconds since the epoch:
 * the tests' clock, or the system's. */
static int64_t
room_archive_time(const struct room_server *server)
{
	return server->archive_now >= 0 ? server->archive_now :
	    (int64_t)time(NULL);
}

/*
 * Each seated player's rating in the server's database (room_names.h),
 * looked up once a name and told to the room (room_rate), which tells its
 * players; a room without a database has none.
 */
static void
room_rate_players(struct room_server *server)
{
	char rating[ROOM_NAMES_RATING_SIZE];
	char message[ROOM_NAMES_MESSAGE_MAX];

	if (server->archive[0] == '\0')
		return;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		const char *name = server->room.player[colour];

		if (name[0] == '\0' ||
		    strcmp(server->rated_name[colour], name) == 0)
			continue;
		snprintf(server->rated_name[colour],
		    sizeof server->rated_name[colour], "%s", name);
		if (room_names_rating(server->archive, name, rating,
		    message) < 0) {
			room_log(server, false, "no rating for %s: %s", name,
			    message);
			continue;
		}
		room_rate(&server->room, &server->io, colour, rating);
	}
}

/*
 * Files the game over in the server's database, if there is one and the
 * game is not in it yet, and tells everyone what it did to the ratings.
 * Its end is saved first, so that whoever files it again (after a kill)
 * finds it there (room_archive.h).  0, or -1 when the database could not
 * take it: said, and tried again.
 */
static int
room_archive(struct room_server *server)
{
	char notice[ROOM_ARCHIVE_NOTICE_MAX];
	char message[ROOM_ARCHIVE_MESSAGE_MAX], why[WIRE_TEXT_MAX];
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	char save_message[SAVE_MESSAGE_MAX];

	if (server->archive[0] == '\0' || server->archived)
		return 0;
	if (server->ended == 0)
		server->ended = room_archive_time(server);
	if (server->saves.fd >= 0 &&
	    room_write_save(server, file, save_message) < 0)
		room_save_failed(server, &server->saves, file, save_message);
	if (room_archive_file(server->archive, &server->room, server->started,
	    server->ended, notice, message) < 0) {
		snprintf(why, sizeof why, "the server's database: %.400s",
		    message);
		if (strcmp(server->room.unsaved, why) != 0)
			room_log(server, false, "cannot file the game: %s",
			    message);
		server->retry_at = server->now + ROOM_SAVE_RETRY_MS;
		room_unsaved(&server->room, &server->io, why);
		return -1;
	}
	server->archived = true;
	room_log(server, false, "filed the game in the server's database%s%s",
	    notice[0] != '\0' ? ": " : "", notice);
	if (notice[0] != '\0')
		room_notice(&server->room, &server->io, notice);
	/* The game moved their ratings: the panels show the new ones. */
	memset(server->rated_name, 0, sizeof server->rated_name);
	room_rate_players(server);
	return 0;
}

/* Files the finished game in the server's database (if any) and in
 * games/, and removes the room's save.  A game that cannot be filed is
 * kept, its end saved as the room's if that can be, and tried again. */
static void
room_file(struct room_server *server)
{
	struct save_place games = { .fd = -1 };
	const struct save_place *place;
	char file[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	char save_file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	char save_message[SAVE_MESSAGE_MAX], filed[SAVE_PATH_MAX * 2];

	if (room_archive(server) < 0)
		return;
	if (server->state.fd < 0)
		return;
	if (room_write_filed(server, &games, &place, file, message) < 0) {
		if (server->saves.fd >= 0)
			(void)room_write_save(server, save_file, save_message);
		room_save_failed(server, place, file, message);
		save_place_close(&games);
		return;
	}
	/* The host's program says where, as a joiner's says where it filed
	 * its own copy. */
	snprintf(filed, sizeof filed, "%s/%s", games.path, file);
	room_filed(&server->room, &server->io, filed);
	save_place_close(&games);
	server->filed = true;
	room_forget_save(server);
	room_save_done(server);
}

/* Tries again what could not be saved, when it is time. */
static void
room_save_retry(struct room_server *server)
{
	if (server->retry_at < 0 || server->now < server->retry_at)
		return;
	if (server->ending_since >= 0 && !server->filed)
		room_file(server);
	else if (server->stale)
		room_save(server);
	else
		server->retry_at = -1;
}

/* The game's moves and ending as a log line says them: "d1d2 d7d6, over:
 * amber resign" (ROOM_LOG_GAME_MAX bytes). */
static void
room_game_text(const struct room *room, char *text)
{
	size_t used = 0;

	text[0] = '\0';
	for (int i = 0; i < room->move_count; i++) {
		char move[NOTATION_MOVE_MAX];

		notation_move(room->moves[i], move);
		used += (size_t)snprintf(text + used, ROOM_LOG_GAME_MAX - used,
		    "%s%s", i > 0 ? " " : "", move);
	}
	if (room->move_count == 0)
		used = (size_t)snprintf(text, ROOM_LOG_GAME_MAX, "no move");
	if (room->over)
		snprintf(text + used, ROOM_LOG_GAME_MAX - used, ", over: %s %s",
		    wire_result_name(room->result),
		    wire_reason_name(room->reason));
}

/*
 * Before the room's process ends: a game its save does not hold (or a
 * game over not filed) is tried once more, and if it still cannot be
 * kept, the room leaves it whole in its rooms directory (room_left.h) and
 * says so in the log and on standard error, with the game's moves and
 * ending, where it left it, and what the save holds instead.  Whether the
 * game is kept: saved, filed or left.  A game kept nowhere (no space, and
 * no rooms directory the room may write in) keeps the room: said once,
 * and tried again every ROOM_SAVE_RETRY_MS.
 */
static bool
room_keep_last(struct room_server *server)
{
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	char left[SAVE_PATH_MAX], why[SAVE_MESSAGE_MAX];
	char message[SAVE_MESSAGE_MAX + 128];
	char game[ROOM_LOG_GAME_MAX], held[SAVE_PATH_MAX + 64];
	struct record record;
	bool over, kept;

	server->retry_at = server->now;
	room_save_retry(server);
	if (!server->stale && (server->ending_since < 0 || server->filed))
		return true;
	/* Only the server's database refused it: the save holds the game
	 * over, which the next host of the name files (room_file_taken_up),
	 * in the database and in games/. */
	if (!server->stale && server->saves.fd >= 0 &&
	    server->archive[0] != '\0' && !server->archived) {
		room_log(server, true, "ends with its game over not filed in "
		    "the server's database (%s): its save holds it, for the "
		    "next host of the name to file", server->room.unsaved);
		return true;
	}
	over = server->ending_since >= 0 && !server->filed;
	room_record_filed(&server->room, &record);
	save_date(time(NULL), record.date, sizeof record.date);
	kept = room_left_write(&server->place.place, server->name, &record,
	    left, why) == 0;
	if (kept)
		snprintf(message, sizeof message, "left whole in %s (%s)",
		    left, over ? "gnomon list or the next host files it" :
		    "the next host takes it up");
	else
		snprintf(message, sizeof message, "could not leave it in "
		    "the rooms directory either: %.900s; the room stays, and "
		    "tries again every %d s until it can keep it", why,
		    ROOM_SAVE_RETRY_MS / ROOM_MS_PER_SECOND);
	server->retry_at = server->now + ROOM_SAVE_RETRY_MS;
	if (!kept && server->unkept_said)
		return false;
	server->unkept_said = !kept;
	snprintf(file, sizeof file, "%s" SAVE_SUFFIX, server->name);
	if (server->saved_moves < 0)
		snprintf(held, sizeof held, "no save holds it");
	else
		snprintf(held, sizeof held, "%.900s/%s is older, with %d moves",
		    server->saves.path, file, server->saved_moves);
	room_game_text(&server->room, game);
	room_log(server, true, "ends with its game of %d moves %s (%s): %s; "
	    "%s; %s", server->room.move_count, over ? "unfiled" : "unsaved",
	    server->room.unsaved, game, message, held);
	return kept;
}

/* What a host says of a save older than its room's game. */
static const char room_older_words[] =
    ": older than the game its room last had, which it could not save "
    "(a full disk) and lost when it was killed: the moves after these are "
    "lost (its log may hold them)";

/* Whether the room's save is marked older than its last room's game. */
static bool
room_save_older(const struct room_server *server)
{
	char file[ROOM_NAME_MAX + sizeof ROOM_UNSAVED_SUFFIX];

	snprintf(file, sizeof file, "%s" ROOM_UNSAVED_SUFFIX, server->name);
	return faccessat(server->saves.fd, file, F_OK, AT_SYMLINK_NOFOLLOW) ==
	    0;
}

/*
 * A saved game that is over (its room ended before it could file it) is
 * filed now, its save removed, and the room starts a new game: 0 with a
 * note, or -1 (the game stays taken up, over).
 */
static int
room_file_taken_up(struct room_server *server,
    const struct room_settings *settings, const char *file, char *note)
{
	struct save_place games = { .fd = -1 };
	const struct save_place *place;
	char filed[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];

	if (room_archive(server) < 0)
		return -1;
	if (room_write_filed(server, &games, &place, filed, message) < 0) {
		save_place_close(&games);
		return -1;
	}
	(void)save_remove_at(&server->saves, file, message);
	snprintf(note, ROOM_SERVER_MESSAGE_MAX,
	    "filed the finished game saved"
	    " in %.300s/%.40s as %.300s/%.40s; a new game",
	    server->saves.path, file, games.path, filed);
	save_place_close(&games);
	room_init(&server->room, settings, server->now);
	server->archived = false;
	server->started = room_archive_time(server);
	server->ended = 0;
	return 0;
}

/*
 * A game the room's last process left in the rooms directory
 * (room_left.h): a finished one is filed (and the older save removed), an
 * unfinished one taken up.  True if it was, with a note.
 */
static bool
room_take_up_left(struct room_server *server,
    const struct room_settings *settings, char *note)
{
	char path[SAVE_PATH_MAX], text[SAVE_MESSAGE_MAX];
	char error[ROOM_ERROR_MAX];
	struct room_settings saved_settings = *settings;
	struct record record;
	int read = room_left_read(&server->place.place, server->name,
	    geteuid(), &record, path, text);

	if (read == 0)
		return false;
	if (read < 0) {
		room_log(server, true, "%s: not taken up", text);
		return false;
	}
	if (room_record_over(&record)) {
		if (room_left_file(&server->place.place, server->name, text) !=
		    1) {
			room_log(server, true, "%s", text);
			return false;
		}
		room_forget_save(server);
		snprintf(note, ROOM_SERVER_MESSAGE_MAX, "%s; a new game", text);
		return true;
	}
	saved_settings.rules = record.start.rules;
	room_init(&server->room, &saved_settings, server->now);
	if (room_resume(&server->room, &record, error) < 0) {
		room_init(&server->room, settings, server->now);
		room_log(server, true, "%s: %s: not taken up", path, error);
		return false;
	}
	server->left_taken = true;
	(void)room_archive_read_tag(&record, &server->started, &server->ended);
	snprintf(note, ROOM_SERVER_MESSAGE_MAX,
	    "took up the game room %s left in %s (%d moves)", server->name,
	    path, record.move_count);
	return true;
}

/* Opens the state directory and its rooms/, and takes up a saved game (or
 * one left in the rooms directory, newer). */
static void
room_take_up(struct room_server *server, const struct room_settings *settings,
    char *note)
{
	char path[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	char error[ROOM_ERROR_MAX], moved[SAVE_PATH_MAX];
	struct room_settings saved_settings = *settings;
	struct record record;
	int loaded;

	note[0] = '\0';
	room_init(&server->room, settings, server->now);
	if (save_directory(path, sizeof path) < 0) {
		snprintf(note, ROOM_SERVER_MESSAGE_MAX,
		    "no state directory (neither XDG_STATE_HOME nor HOME): the "
		    "game is not saved");
		return;
	}
	if (save_place_open(&server->state, path, message) < 0 ||
	    save_place_enter(&server->state, ROOM_STATE_DIRECTORY,
	    &server->saves, message) < 0) {
		snprintf(note, ROOM_SERVER_MESSAGE_MAX,
		    "%s: the game is not saved", message);
		return;
	}
	if (room_take_up_left(server, settings, note))
		return;
	snprintf(file, sizeof file, "%s" SAVE_SUFFIX, server->name);
	loaded = save_load_at(&server->saves, file, &record, message);
	if (loaded == 0)
		return;
	if (loaded == 1) {
		saved_settings.rules = record.start.rules;
		room_init(&server->room, &saved_settings, server->now);
		if (room_resume(&server->room, &record, error) == 0) {
			(void)room_archive_read_tag(&record, &server->started,
			    &server->ended);
			if (room_over(&server->room) &&
			    room_file_taken_up(server, settings, file, note) ==
				0)
				return;
			snprintf(note, ROOM_SERVER_MESSAGE_MAX,
			    "took up the game saved in %s/%s (%d moves)%s",
			    server->saves.path, file, record.move_count,
			    room_save_older(server) ? room_older_words : "");
			return;
		}
		snprintf(message, sizeof message, "%s/%s: %s",
		    server->saves.path, file, error);
		room_init(&server->room, settings, server->now);
	}
	if (save_move_aside_at(&server->saves, file, time(NULL), moved,
	    error) == 0)
		snprintf(note, ROOM_SERVER_MESSAGE_MAX,
		    "%.500s\n  not taken up; moved aside to %.500s", message,
		    moved);
	else
		snprintf(note, ROOM_SERVER_MESSAGE_MAX, "%s", message);
}

/*
 * Whether the room can keep its game: its save and games/ written now (a
 * taken-up game saved again, a new one tried in a file removed at once).
 * 0, or -1 with a message: a room that cannot save does not open.
 */
static int
room_check_saving(struct room_server *server, const char *note,
    char *message)
{
	struct save_place games = { .fd = -1 };
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	char text[RECORD_TEXT_MAX], why[SAVE_MESSAGE_MAX];
	struct record record;
	int length, status = 0;

	if (server->saves.fd < 0)
		return room_fail(message, "the room would lose its game", note);
	room_record(&server->room, &record);
	length = record_write(&record, text, sizeof text);
	/* A new game is saved too: a room killed before anyone sat down is
	 * taken up with its clock and its tokens. */
	status = room_write_save(server, file, why);
	if (status == 0 && (save_place_enter(&server->state, SAVE_GAMES, &games,
	    why) < 0 || save_try_write_at(&games, file, text,
	    length < 0 ? 0 : (size_t)length, why) < 0))
		status = -1;
	save_place_close(&games);
	if (status < 0)
		return room_fail(message, "cannot save the room's game", why);
	/* Saved: the game left unsaved is in the save now, and the save is
	 * the game (said by room_take_up if it was older). */
	room_mark_unsaved(server, false);
	if (server->left_taken)
		room_left_remove(&server->place.place, server->name);
	room_log(server, false, "opened");
	return 0;
}

/* ---- Listening ---- */

/* Binds NAME.sock in the rooms directory: under a passing name first, then
 * linked to its own, so that two hosts of one name cannot both have it and
 * a lister never sees it bound but not yet listening. */
static int
room_listen_unix(struct room_server *server, const struct room_place *place,
    char *message)
{
	struct sockaddr_un address;
	char file[ROOM_NAME_MAX + sizeof ROOM_SOCKET_SUFFIX];
	char passing[ROOM_NAME_MAX + ROOM_PASSING_EXTRA];
	int fd, directory = place->place.fd;
	mode_t mask;

	snprintf(file, sizeof file, "%s" ROOM_SOCKET_SUFFIX, server->name);
	snprintf(passing, sizeof passing, ".%s.%ld", server->name,
	    (long)getpid());
	/* Bound by its path, or through the directory's descriptor when the
	 * path is too long for a socket's address; linked by descriptor. */
	if (room_place_socket_address(directory, place->place.path, passing,
	    &address, message) < 0)
		return -1;
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return room_fail(message, "socket", strerror(errno));
	(void)unlinkat(directory, passing, 0);
	mask = umask(place->chosen && !place->private ? ROOM_SHARED_UMASK :
	    ROOM_PRIVATE_UMASK);
	if (bind(fd, (const struct sockaddr *)&address, sizeof address) < 0) {
		umask(mask);
		snprintf(message, ROOM_SERVER_MESSAGE_MAX, "%s/%s: %s",
		    place->place.path, passing, strerror(errno));
		close(fd);
		return -1;
	}
	umask(mask);
	if (listen(fd, ROOM_LISTEN_BACKLOG) < 0 || room_nonblocking(fd) < 0) {
		snprintf(message, ROOM_SERVER_MESSAGE_MAX, "%s/%s: %s",
		    place->place.path, passing, strerror(errno));
		goto fail;
	}
	if (linkat(directory, passing, directory, file, 0) < 0) {
		if (errno == EEXIST)
			snprintf(message, ROOM_SERVER_MESSAGE_MAX,
			    "a room called %s is open already in %s",
			    server->name, place->place.path);
		else
			snprintf(message, ROOM_SERVER_MESSAGE_MAX, "%s/%s: %s",
			    place->place.path, file, strerror(errno));
		goto fail;
	}
	(void)unlinkat(directory, passing, 0);
	server->listeners[0] = fd;
	return 0;
fail:
	(void)unlinkat(directory, passing, 0);
	close(fd);
	return -1;
}

/* [ADDR:]PORT: the address (127.0.0.1 when none) and the port. */
static int
room_split_tcp(const char *tcp, char *host, size_t size, const char **port,
    char *message)
{
	const char *colon = strrchr(tcp, ':');
	size_t length;

	if (colon == NULL) {
		snprintf(host, size, ROOM_TCP_DEFAULT_ADDRESS);
		*port = tcp;
		return 0;
	}
	length = (size_t)(colon - tcp);
	if (length >= 2 && tcp[0] == '[' && colon[-1] == ']') {
		tcp++;
		length -= 2;
	}
	if (length == 0 || length >= size)
		return room_fail(message, "--tcp", "not [ADDR:]PORT");
	memcpy(host, tcp, length);
	host[length] = '\0';
	*port = colon + 1;
	return 0;
}

static int
room_listen_tcp(struct room_server *server, const char *tcp, char *bound,
    char *message)
{
	char host[ROOM_ADDRESS_MAX], port_text[ROOM_PORT_TEXT_MAX];
	char numeric[ROOM_HOST_TEXT_MAX];
	const char *port;
	struct addrinfo hints, *found;
	struct sockaddr_storage address;
	socklen_t address_length = sizeof address;
	int fd, status, on = 1;

	if (room_split_tcp(tcp, host, sizeof host, &port, message) < 0)
		return -1;
	memset(&hints, 0, sizeof hints);
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	status = getaddrinfo(host, port, &hints, &found);
	if (status != 0)
		return room_fail(message, tcp, gai_strerror(status));
	fd = socket(found->ai_family, found->ai_socktype | SOCK_CLOEXEC,
	    found->ai_protocol);
	if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on,
	    sizeof on) < 0 || bind(fd, found->ai_addr, found->ai_addrlen) < 0 ||
	    listen(fd, ROOM_LISTEN_BACKLOG) < 0 || room_nonblocking(fd) < 0 ||
	    getsockname(fd, (struct sockaddr *)&address, &address_length) < 0) {
		room_fail(message, tcp, strerror(errno));
		freeaddrinfo(found);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	freeaddrinfo(found);
	if (getnameinfo((struct sockaddr *)&address, address_length, numeric,
	    sizeof numeric, port_text, sizeof port_text,
	    NI_NUMERICHOST | NI_NUMERICSERV) != 0) {
		close(fd);
		return room_fail(message, tcp, "no address");
	}
	snprintf(bound, ROOM_ADDRESS_MAX, strchr(numeric, ':') != NULL ?
	    "[%s]:%s" : "%s:%s", numeric, port_text);
	server->listeners[1] = fd;
	return 0;
}

struct room_server *
room_server_open(const struct room_server_setup *setup,
    const struct room_place *place, char *tcp_address, char *note,
    char *message)
{
	struct room_server *server = calloc(1, sizeof *server);

	tcp_address[0] = '\0';
	note[0] = '\0';
	if (server == NULL) {
		room_fail(message, "the room", strerror(errno));
		return NULL;
	}
	server->listeners[0] = server->listeners[1] = -1;
	server->state.fd = server->saves.fd = -1;
	server->ending_since = -1;
	server->retry_at = -1;
	server->saved_moves = -1;
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++)
		server->peers[i].fd = -1;
	server->io.context = server;
	server->io.send = room_io_send;
	server->io.close = room_io_close;
	server->now = server->last_connected = room_clock_ms();
	snprintf(server->name, sizeof server->name, "%.*s",
	    ROOM_NAME_LENGTH_MAX, setup->settings.name);
	server->place = *place;
	server->place.place.fd = fcntl(place->place.fd, F_DUPFD_CLOEXEC, 0);
	if (server->place.place.fd < 0) {
		room_fail(message, place->place.path, strerror(errno));
		free(server);
		return NULL;
	}
	if (room_listen_unix(server, place, message) < 0)
		goto fail;
	if (setup->tcp != NULL && room_listen_tcp(server, setup->tcp,
	    tcp_address, message) < 0) {
		room_place_remove(&server->place, server->name);
		goto fail;
	}
	if (setup->server_db != NULL)
		snprintf(server->archive, sizeof server->archive, "%s",
		    setup->server_db);
	server->archive_now = setup->server_now;
	server->started = room_archive_time(server);
	room_take_up(server, &setup->settings, note);
	if (room_check_saving(server, note, message) < 0) {
		room_place_remove(&server->place, server->name);
		goto fail;
	}
	return server;
fail:
	room_server_forget(server);
	return NULL;
}

/* ---- Connections ---- */

static void room_read(struct room_server *, int connection);

/* A connection that has not yet sent a whole line. */
static bool
room_newcomer(const struct room_peer_link *peer)
{
	return peer->fd >= 0 && !peer->closing && !peer->greeted;
}

/* Where a new connection from `who` could go: a free number, or the
 * newcomer that would give way to it (see room_make_way). */
struct room_way {
	int	free;		/* a free number, or -1 */
	int	own;		/* `who`'s newcomers */
	int	oldest_own;	/* the oldest of them, or -1 */
	int	oldest;		/* the oldest newcomer of all, or -1 */
};

static struct room_way
room_find_way(const struct room_server *server, const struct net_peer *who)
{
	struct room_way way = { -1, 0, -1, -1 };

	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
		const struct room_peer_link *peer = &server->peers[i];

		if (peer->fd < 0 && way.free < 0)
			way.free = i;
		if (!room_newcomer(peer))
			continue;
		if (net_peer_same(&peer->who, who)) {
			way.own++;
			if (way.oldest_own < 0 ||
			    peer->order < server->peers[way.oldest_own].order)
				way.oldest_own = i;
		}
		if (way.oldest < 0 ||
		    peer->order < server->peers[way.oldest].order)
			way.oldest = i;
	}
	return way;
}

/*
 * The number for a new connection from `who`, or -1: the room is full.
 * A peer with ROOM_NEWCOMERS_PER_PEER newcomers already makes its own
 * oldest give way; with no number free, the oldest newcomer of all gives
 * way.  Before anyone does, every newcomer's lines already sent are read:
 * a hello on its way is heard, never cut off.
 */
static int
room_make_way(struct room_server *server, const struct net_peer *who)
{
	struct room_way way = room_find_way(server, who);
	int victim;

	if (way.own < ROOM_NEWCOMERS_PER_PEER && way.free >= 0)
		return way.free;
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++)
		if (room_newcomer(&server->peers[i]))
			room_read(server, i);
	way = room_find_way(server, who);
	if (way.own < ROOM_NEWCOMERS_PER_PEER && way.free >= 0)
		return way.free;
	victim =
	    way.own >= ROOM_NEWCOMERS_PER_PEER ? way.oldest_own : way.oldest;
	if (victim < 0)
		return -1;
	room_drop(server, victim, "too many connections without a hello");
	room_close_now(&server->peers[victim]);
	return victim;
}

static void
room_accept(struct room_server *server, int listener)
{
	int fd = accept4(listener, NULL, NULL, SOCK_CLOEXEC);
	struct room_peer_link *peer = NULL;
	struct net_peer who;
	int connection;

	if (fd < 0)
		return;
	net_peer_identify(fd, &who);
	connection = room_make_way(server, &who);
	if (connection >= 0)
		peer = &server->peers[connection];
	if (peer == NULL || room_nonblocking(fd) < 0) {
		static const char full[] = "bye the room is full\n";

		(void)send(fd, full, sizeof full - 1,
		    MSG_NOSIGNAL | MSG_DONTWAIT);
		close(fd);
		return;
	}
	(void)setsockopt(fd, SOL_SOCKET, SO_SNDBUF,
	    &(int){ ROOM_SOCKET_BUFFER }, sizeof(int));
	peer->fd = fd;
	peer->who = who;
	peer->order = ++server->accepted;
	peer->greeted = false;
	peer->closing = false;
	peer->gone = false;
	peer->room_knows = true;
	peer->deadline = server->now + ROOM_HELLO_WAIT_MS;
	peer->bucket = (int64_t)ROOM_FLOOD_BURST * ROOM_FLOOD_UNIT;
	peer->bucket_time = server->now;
	peer->heard_at = server->now;
	peer->quiet_told = 0;
	peer->input_length = 0;
	peer->output_length = 0;
	room_opened(&server->room, &server->io, connection, server->now);
	room_settle(server);
}

/* Takes one line from the flood bucket; false if there is none left. */
static bool
room_allow_line(struct room_server *server, struct room_peer_link *peer)
{
	int64_t full = (int64_t)ROOM_FLOOD_BURST * ROOM_FLOOD_UNIT;

	peer->bucket += (server->now - peer->bucket_time) *
	    ROOM_FLOOD_PER_SECOND * ROOM_FLOOD_UNIT / ROOM_MS_PER_SECOND;
	peer->bucket_time = server->now;
	if (peer->bucket > full)
		peer->bucket = full;
	if (peer->bucket < ROOM_FLOOD_UNIT)
		return false;
	peer->bucket -= ROOM_FLOOD_UNIT;
	return true;
}

/*
 * The pie step's swap moved the players' tokens and the host's seat to the
 * other colour (room.h): the token files say so too, the rooms
 * directory's (for the host's own `join`) and the one kept with the save
 * (for a take-up), so that each token goes on taking its person's seat.
 */
static void
room_tokens_swapped(struct room_server *server)
{
	const struct room_settings *settings = &server->room.settings;
	struct room_tokens tokens;
	char message[ROOM_PLACE_MESSAGE_MAX];

	memset(&tokens, 0, sizeof tokens);
	tokens.host_seat = -1;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		snprintf(tokens.seat[colour], sizeof tokens.seat[colour],
		    "%.*s", ROOM_TOKEN_LENGTH, settings->seat_token[colour]);
		if (settings->kept_for[colour][0] != '\0') {
			tokens.host_seat = colour;
			snprintf(tokens.host_name, sizeof tokens.host_name,
			    "%s", settings->kept_for[colour]);
		}
	}
	snprintf(tokens.watch, sizeof tokens.watch, "%.*s", ROOM_TOKEN_LENGTH,
	    settings->watch_token);
	if (server->place.private && room_place_tokens_write(
	    &server->place.place, server->name, &tokens, message) < 0)
		room_log(server, true, "%s", message);
	if (server->saves.fd >= 0 && room_place_tokens_write(&server->saves,
	    server->name, &tokens, message) < 0)
		room_log(server, true, "%s", message);
}

static void
room_handle(struct room_server *server, unsigned flags)
{
	if (flags & ROOM_SWAPPED)
		room_tokens_swapped(server);
	if ((flags & ROOM_OVER) && server->ended == 0)
		server->ended = room_archive_time(server);
	if (flags & ROOM_SAVE)
		room_save(server);
	if ((flags & ROOM_OVER) && server->ending_since < 0) {
		room_file(server);
		server->ending_since = server->now;
	}
}

/*
 * Before a connection's hello is judged, every greeted connection's input
 * already sent is read: a player whose end has closed is heard as gone
 * first, so that the same token coming back at once on a new connection
 * finds its seat free, not "playing already" (a slot a token holder
 * always gets, whichever connection poll() happened to list first).
 */
static void
room_read_before_hello(struct room_server *server, int hello)
{
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
		const struct room_peer_link *peer = &server->peers[i];

		if (i != hello && peer->fd >= 0 && peer->greeted &&
		    !peer->closing)
			room_read(server, i);
	}
}

/* Whether a newcomer may only ask for `info`. */
static bool
room_closed_to_hello(const struct room_server *server)
{
	return server->ending_since >= 0 || server->ending_wanted;
}

/*
 * A hello asking for a registered player's name, from a peer the lobby did
 * not vouch for, is refused before the room hears it (room_names.h): true
 * when the line may go on to the room.
 */
static bool
room_hello_allowed(struct room_server *server, int connection,
    const char *line)
{
	static struct wire_message hello;	/* large: not on the stack */
	char error[WIRE_ERROR_MAX], why[WIRE_TEXT_MAX];

	if (server->archive[0] == '\0' ||
	    server->room.connections[connection].peer != ROOM_PEER_NEW ||
	    wire_parse(line, &hello, error) < 0 || hello.kind != WIRE_HELLO)
		return true;
	if (room_names_allow(server->archive, &server->peers[connection].who,
	    (uint32_t)geteuid(), hello.name, why, sizeof why) == 0)
		return true;
	room_log(server, false, "refused the name %s: %s", hello.name, why);
	room_drop(server, connection, why);
	return false;
}

/* Hands the room every whole line in the connection's input. */
static void
room_lines(struct room_server *server, int connection)
{
	struct room_peer_link *peer = &server->peers[connection];
	size_t start = 0;

	while (peer->fd >= 0 && !peer->closing) {
		char *line = peer->input + start;
		char *newline = memchr(line, '\n', peer->input_length - start);
		unsigned flags;

		if (newline == NULL)
			break;
		*newline = '\0';
		start = (size_t)(newline - peer->input) + 1;
		/* A room whose game is over, or that is ending, answers
		 * `info` (what `gnomon list` asks) and nothing else. */
		if (!peer->greeted && room_closed_to_hello(server) &&
		    strcmp(line, ROOM_INFO_LINE) != 0) {
			room_drop(server, connection,
			    server->ending_since >= 0 ? "the game is over" :
			    "the room is ending");
			return;
		}
		if (!peer->greeted) {
			room_read_before_hello(server, connection);
			if (peer->fd < 0 || peer->closing)
				return;
		}
		peer->greeted = true;
		if (!room_allow_line(server, peer)) {
			room_drop(server, connection,
			    "too many lines: slow down");
			return;
		}
		if (!room_hello_allowed(server, connection, line))
			return;
		/* Its length too: a NUL in it is told as 0x00, the line
		 * refused whole. */
		flags = room_line(&server->room, &server->io, connection, line,
		    (size_t)(newline - line), server->now);
		room_settle(server);
		room_handle(server, flags);
		room_rate_players(server);
	}
	if (peer->fd < 0 || peer->closing)
		return;
	peer->input_length -= start;
	memmove(peer->input, peer->input + start, peer->input_length);
	if (peer->input_length == sizeof peer->input)
		room_drop(server, connection, "a line too long");
}

static void
room_read(struct room_server *server, int connection)
{
	struct room_peer_link *peer = &server->peers[connection];
	ssize_t count;

	do
		count = recv(peer->fd, peer->input + peer->input_length,
		    sizeof peer->input - peer->input_length, 0);
	while (count < 0 && errno == EINTR);
	if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
		return;
	if (count <= 0) {
		/* Gone: nothing can reach it any more. */
		peer->output_length = 0;
		room_start_closing(server, peer);
		peer->gone = true;
		room_settle(server);
		return;
	}
	peer->input_length += (size_t)count;
	peer->heard_at = server->now;
	if (peer->quiet_told > 0) {
		peer->quiet_told = 0;
		room_answering(&server->room, &server->io, connection);
	}
	room_lines(server, connection);
}

/* Whether a connection is a player's whose silence the others are told
 * of (a spectator's matters to nobody). */
static bool
room_heeded(const struct room_server *server, int connection)
{
	const struct room_peer_link *peer = &server->peers[connection];

	return peer->fd >= 0 && peer->greeted && !peer->closing &&
	    server->room.connections[connection].peer == ROOM_PEER_PLAYER;
}

/* When a player's silence is next told: after ROOM_QUIET_MS, and again
 * every ROOM_QUIET_MS it lasts. */
static int64_t
room_quiet_next(const struct room_peer_link *peer)
{
	return peer->heard_at + peer->quiet_told + ROOM_QUIET_MS;
}

/* Tells the others of each player the room has not heard from for
 * ROOM_QUIET_MS: its program pings every few seconds, so it is stopped,
 * or its network is.  Nothing changes in the game: it waits, as for any
 * player thinking. */
static void
room_silences(struct room_server *server)
{
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
		struct room_peer_link *peer = &server->peers[i];
		int64_t silent = server->now - peer->heard_at;

		if (!room_heeded(server, i) ||
		    server->now < room_quiet_next(peer))
			continue;
		peer->quiet_told = silent - silent % ROOM_QUIET_MS;
		room_not_answering(&server->room, &server->io, i,
		    (int)(peer->quiet_told / ROOM_MS_PER_SECOND));
	}
}

/* Closes what has delivered its last words or outstayed its deadline, and
 * drops a connection that has said nothing by its hello deadline. */
static void
room_timers(struct room_server *server)
{
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
		struct room_peer_link *peer = &server->peers[i];

		if (peer->fd < 0)
			continue;
		if (peer->closing) {
			if (peer->output_length == 0 ||
			    server->now >= peer->deadline)
				room_close_now(peer);
		} else if (!peer->greeted && server->now >= peer->deadline)
			room_drop(server, i, "no hello in time");
	}
}

/* The earliest of `deadline` and `candidate` (-1: none). */
static int64_t
room_earliest(int64_t deadline, int64_t candidate)
{
	return deadline < 0 || candidate < deadline ? candidate : deadline;
}

static int
room_poll_timeout(const struct room_server *server)
{
	int64_t deadline = -1, room_wait = room_deadline(&server->room,
	    server->now);
	int open = 0;

	if (room_wait >= 0)
		deadline = server->now + room_wait;
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
		const struct room_peer_link *peer = &server->peers[i];

		if (peer->fd < 0)
			continue;
		open++;
		if (room_heeded(server, i))
			deadline = room_earliest(deadline,
			    room_quiet_next(peer));
		/* A closing connection with nothing left to say closes now:
		 * the goodbye is said just before the poll, not in a loop
		 * that runs the timers after it. */
		if (peer->closing && peer->output_length == 0)
			deadline = server->now;
		else if (peer->closing || !peer->greeted)
			deadline = room_earliest(deadline, peer->deadline);
	}
	/* Once past, these wait no more: a room that stays to keep its game
	 * (room_keep_last) waits for its next try, retry_at. */
	if (open == 0 && !server->ending_wanted)
		deadline = room_earliest(deadline, server->last_connected +
		    ROOM_IDLE_MS);
	if (server->ending_since >= 0 && !server->goodbye_said)
		deadline = room_earliest(deadline, server->ending_since +
		    ROOM_TALK_MS);
	if (server->ending_since >= 0 && server->filed)
		deadline = room_earliest(deadline, server->ending_since +
		    ROOM_TALK_MS + ROOM_LINGER_MS);
	if (server->retry_at >= 0)
		deadline = room_earliest(deadline, server->retry_at);
	/* A running clock: awake often enough to tell a stop from a wait
	 * (room.h, THE ROOM'S OWN TIME). */
	if (server->room.clock_running)
		deadline = room_earliest(deadline, server->now + ROOM_WAKE_MS);
	if (deadline < 0)
		return -1;
	return deadline <= server->now ? 0 : (int)(deadline - server->now);
}

/* After the game: everyone is told goodbye, and nothing new comes in; a
 * game not yet filed keeps the room's name taken (a newcomer is told the
 * room is full), so that no new room of the name takes up its save. */
static void
room_say_goodbye(struct room_server *server, const char *why)
{
	for (int i = 0; i < ROOM_LISTENERS_MAX && server->filed; i++)
		if (server->listeners[i] >= 0) {
			close(server->listeners[i]);
			server->listeners[i] = -1;
		}
	if (server->goodbye_said)
		return;
	server->goodbye_said = true;
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
		struct room_peer_link *peer = &server->peers[i];

		if (peer->fd < 0 || peer->closing)
			continue;
		(void)room_queue(peer, why);
		(void)room_flush(peer);
		room_start_closing(server, peer);
		/* The room forgets it, so that its number may serve the next
		 * (an `info`). */
		peer->gone = true;
	}
	room_settle(server);
}

static void
room_on_signal(int signal_number)
{
	room_stop_signal = signal_number;
}

static void
room_signals(void)
{
	struct sigaction action;

	memset(&action, 0, sizeof action);
	sigemptyset(&action.sa_mask);
	action.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &action, NULL);
	sigaction(SIGHUP, &action, NULL);
	action.sa_handler = room_on_signal;
	sigaction(SIGTERM, &action, NULL);
	sigaction(SIGINT, &action, NULL);
}

/* Whether the room has ended: the game over and its words delivered (or
 * their time up), or nobody connected for ROOM_IDLE_MS. */
static bool
room_ended(struct room_server *server)
{
	int open = 0;

	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++)
		open += server->peers[i].fd >= 0;
	if (open > 0)
		server->last_connected = server->now;
	if (server->ending_since >= 0 && server->filed)
		return open == 0 || server->now >=
		    server->ending_since + ROOM_TALK_MS + ROOM_LINGER_MS;
	/* A game over but not filed is kept as long as an idle room. */
	return open == 0 &&
	    server->now >= server->last_connected + ROOM_IDLE_MS;
}

/*
 * Whether the room may end now: asked to (a signal: `gnomon end`), or
 * ended (room_ended), and its game kept (room_keep_last).  A room asked
 * to end says goodbye and lets no one in; one that cannot keep its game
 * stays, and tries again when retry_at comes.
 */
static bool
room_may_end(struct room_server *server)
{
	if (server->ending_wanted)
		return server->now >= server->retry_at &&
		    room_keep_last(server);
	if (room_stop_signal == 0 && !room_ended(server))
		return false;
	server->ending_wanted = true;
	/* Ended from outside (`gnomon end`): the game as it stands now, its
	 * clock too, is what `host` of the same name takes up. */
	if (room_stop_signal != 0 && server->ending_since < 0 &&
	    room_state(&server->room) != WIRE_STATE_WAITING)
		room_save(server);
	/* Ended (not killed) before anyone sat down: nothing to take up, and
	 * the next host of the name starts afresh, with its own settings. */
	if (room_untouched(&server->room) && !server->stale)
		room_forget_save(server);
	if (room_keep_last(server))
		return true;
	room_say_goodbye(server, "bye the room is ending: it keeps the game "
	    "until it can save it");
	return false;
}

size_t
room_server_descriptors(const struct room_server *server, int *fds)
{
	size_t count = 0;

	for (int i = 0; i < ROOM_LISTENERS_MAX; i++)
		if (server->listeners[i] >= 0)
			fds[count++] = server->listeners[i];
	fds[count++] = server->place.place.fd;
	if (server->state.fd >= 0)
		fds[count++] = server->state.fd;
	if (server->saves.fd >= 0)
		fds[count++] = server->saves.fd;
	return count;
}

int
room_server_run(struct room_server *server)
{
	struct pollfd polls[ROOM_POLL_MAX];
	int owner[ROOM_POLL_MAX];	/* a connection, or -1 - listener */

	room_signals();
	/* Its rooms directory is where `gnomon list --all` finds it
	 * (/proc/PID/cwd); it holds the directory open anyway. */
	if (fchdir(server->place.place.fd) < 0) {
		/* then it stays in /, and is listed without its directory */
	}
	server->now = server->last_connected = room_clock_ms();
	room_time_start(&server->time, server->now);
	for (;;) {
		int count = 0, wait;
		int64_t skipped;

		/* After the game those still in the room may talk a while;
		 * nobody new comes in (room_closed_to_hello). */
		if (server->ending_since >= 0 && server->listeners[0] >= 0 &&
		    server->now >= server->ending_since + ROOM_TALK_MS)
			room_say_goodbye(server, "bye the game is over");
		if (room_may_end(server))
			break;
		for (int i = 0; i < ROOM_LISTENERS_MAX; i++)
			if (server->listeners[i] >= 0) {
				polls[count] = (struct pollfd){
					server->listeners[i], POLLIN, 0 };
				owner[count++] = -1 - i;
			}
		for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++) {
			const struct room_peer_link *peer = &server->peers[i];

			if (peer->fd < 0)
				continue;
			polls[count] = (struct pollfd){ peer->fd,
			    (short)((peer->closing ? 0 : POLLIN) |
			    (peer->output_length > 0 ? POLLOUT : 0)), 0 };
			owner[count++] = i;
		}
		wait = room_poll_timeout(server);
		if (poll(polls, (nfds_t)count, wait) < 0 && errno != EINTR)
			break;
		server->now = room_time_step(&server->time, room_clock_ms(),
		    wait, &skipped);
		if (skipped > 0)
			room_not_running(server, skipped);
		for (int i = 0; i < count; i++) {
			struct room_peer_link *peer;

			if (polls[i].revents == 0)
				continue;
			if (owner[i] < 0) {
				room_accept(server, polls[i].fd);
				continue;
			}
			peer = &server->peers[owner[i]];
			if (peer->fd != polls[i].fd)
				continue; /* closed, and maybe reused, since */
			if (peer->closing &&
			    (polls[i].revents & (POLLHUP | POLLERR))) {
				room_close_now(peer);
				continue;
			}
			if ((polls[i].revents & POLLOUT) &&
			    room_flush(peer) < 0) {
				peer->output_length = 0;
				if (!peer->closing) {
					room_start_closing(server, peer);
					peer->gone = true;
					room_settle(server);
				}
			}
			if ((polls[i].revents & (POLLIN | POLLHUP | POLLERR)) &&
			    !peer->closing)
				room_read(server, owner[i]);
		}
		/* A room ending keeps its game as it was asked to end. */
		if (!server->ending_wanted)
			room_handle(server, room_tick(&server->room,
			    &server->io, server->now));
		room_settle(server);
		if (server->save_wanted) {
			server->save_wanted = false;
			room_save(server);
		}
		room_save_retry(server);
		room_timers(server);
		room_silences(server);
	}
	room_server_close(server);
	return 0;
}

void
room_server_forget(struct room_server *server)
{
	for (int i = 0; i < ROOM_LISTENERS_MAX; i++)
		if (server->listeners[i] >= 0)
			close(server->listeners[i]);
	for (int i = 0; i < ROOM_CONNECTIONS_MAX; i++)
		if (server->peers[i].fd >= 0)
			close(server->peers[i].fd);
	room_place_close(&server->place);
	save_place_close(&server->saves);
	save_place_close(&server->state);
	free(server);
}

void
room_server_close(struct room_server *server)
{
	room_place_remove(&server->place, server->name);
	room_server_forget(server);
}
