/*
 * A client's connection to a room (room_server.h's process), for a front
 * end's poll loop: `gnomon join`, `gnomon watch`, the host's own seat and
 * the lobby all talk to a room through one of these.
 *
 * WHERE A ROOM IS
 * A session's `where` is either a room's name, reached as the Unix socket
 * NAME.sock in the rooms directory (room_place.h), or HOST:PORT, reached
 * over TCP ([::1]:PORT for an IPv6 address).  A room's name never holds a
 * ':' (room_place_name_check), so the two cannot be confused.
 *
 * LINES
 * The connection speaks the room protocol (wire.h): lines of at most
 * NET_LINE_MAX bytes with their newline.  Writes are buffered and never
 * block: net_client_send queues a line and writes what the socket takes,
 * net_client_flush writes more when poll says POLLOUT
 * (net_client_events tells which events to wait for).  Reads never block
 * either: after POLLIN, call net_client_read until it says NET_READ_AGAIN.
 * A line longer than NET_LINE_MAX from the room means it is not a room:
 * NET_READ_BROKEN, and the front end closes the connection.
 */
#ifndef GNOMON_NET_CLIENT_H
#define GNOMON_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "core/board.h"
#include "net/wire.h"

enum {
	NET_LINE_MAX = WIRE_LINE_MAX, /* a line and its newline */
	NET_CLIENT_OUTPUT_MAX = 8 * NET_LINE_MAX, /* queued, not yet written */
	NET_WHERE_MAX = 256, /* a room's name or HOST:PORT, and its NUL */
	NET_ROOMS_MAX = 1024, /* the rooms directory's path, and its NUL */
	NET_NAME_MAX = WIRE_NAME_SIZE, /* a player's name, and its NUL */
	NET_TOKEN_MAX = 33, /* a token (32 hex digits), and its NUL */
	NET_MESSAGE_MAX = 1280, /* a message for the person, and its NUL */
	NET_INVITE_MAX = 2048, /* how a friend joins, lines, and its NUL */
	/* How long a connection to a room may take to be made: a room's
	 * socket that takes none in that time (its backlog full: wedged, or
	 * a squatter's in a shared directory) is said not to answer.  Long
	 * enough for a TCP handshake that loses a packet or two (SYN is sent
	 * again after 1 and 3 s). */
	NET_CONNECT_WAIT_MS = 10000,
	/* The first wait before trying a full Unix socket's backlog again,
	 * doubled each time up to the second. */
	NET_CONNECT_RETRY_MS = 10,
	NET_CONNECT_RETRY_MAX_MS = 200,
	/* A player's program pings its room this often, so that the room
	 * tells a frozen one from one thinking (room_server.h:
	 * ROOM_QUIET_MS). */
	NET_PING_MS = 3000
};

/* The seat a client asks for in its hello. */
enum net_seat {
	NET_SEAT_AMBER,
	NET_SEAT_TEAL,
	NET_SEAT_ANY,		/* a free seat; the one we left, on a rejoin */
	NET_SEAT_WATCH		/* a spectator */
};

/*
 * What the command line (src/cli/room_command.c) chose for a front end to
 * run: where the room is, the seat, the name and the token to give.
 */
struct net_session {
	char where[NET_WHERE_MAX]; /* a room's name, or HOST:PORT */
	char rooms[NET_ROOMS_MAX]; /* the rooms directory, for a name */
	enum net_seat	seat;
	char		name[NET_NAME_MAX];
	/* the seat's token (a watch token to watch) */
	char token[NET_TOKEN_MAX];
	/* The room's owner: on a Unix socket, the hello (and its token) goes
	 * to a room of this uid's only (room_place.h: WHO ANSWERS). */
	uid_t		owner;
	bool hosting; /* we opened the room, or sit in its host's seat */
	bool has_rules; /* the hello states `rules` (the host's) */
	struct rules	rules;
	bool		ascii;			/* --ascii */
	bool plain; /* --plain: the game in lines of text */
	/* The host's: what a friend types to join and the tokens to pass
	 * on, lines each ending in a newline, for the game's screen; or "". */
	char		invite[NET_INVITE_MAX];
};

/* One connection. */
struct net_client {
	int	fd;				/* -1 when closed */
	size_t	input_length;
	size_t	output_length;
	char	input[NET_LINE_MAX];		/* a line not yet complete */
	char	output[NET_CLIENT_OUTPUT_MAX];	/* queued lines */
};

/* What net_client_read found. */
enum net_read {
	NET_READ_LINE, /* a whole line, without its newline */
	NET_READ_AGAIN, /* nothing more for now: poll again */
	NET_READ_CLOSED, /* the room closed the connection (or it broke) */
	NET_READ_BROKEN /* the room sent a line too long: not a room */
};

/* A client not connected (fd -1). */
void	net_client_init(struct net_client *);

/*
 * Connects to `session->where` and queues the hello (seat, name, token and,
 * with has_rules, the variant).  0, or -1 with a one-line message for the
 * person in `message` (NET_MESSAGE_MAX bytes): no such room, refused...
 * On a Unix socket, the socket file and the process answering on it
 * (SO_PEERCRED) must be `session->owner`'s, or nothing is sent.
 * The connection is made without blocking, and given up (ETIMEDOUT) if it
 * is not made in NET_CONNECT_WAIT_MS; it is nonblocking once made.
 */
int	net_client_connect(struct net_client *, const struct net_session *,
	    char *message);

/* Milliseconds of the monotonic clock the connections' deadlines are on. */
int64_t	net_now_ms(void);

/*
 * Connects to `where` (as a session's) without a hello, for `info`
 * (room_info.h: `gnomon list`, the lobby), giving up after `wait_ms` (errno
 * ETIMEDOUT); with `owner`, only to a room of that uid's, checked as
 * net_client_connect checks it, before anything is sent (errno EPERM).
 * 0, or -1 with errno and a message.
 */
int	net_client_open(struct net_client *, const char *where,
	    const char *rooms, const uid_t *owner, int wait_ms,
	    char *message);

/*
 * Queues `line` (without its newline; printable, shorter than NET_LINE_MAX)
 * and writes what the socket takes now.  0, or -1 if the line is too long,
 * the queue is full (the room is not reading) or the connection broke.
 */
int	net_client_send(struct net_client *, const char *line);

/* Writes what is queued, as much as the socket takes; 0, or -1 if broken. */
int	net_client_flush(struct net_client *);

/*
 * Writes as much of the `length` bytes queued in `queue` as the nonblocking
 * socket `fd` takes now, and moves the rest to the front.  0, or -1 if the
 * connection broke.  (The room's server queues its output the same way.)
 */
int	net_send_queued(int fd, char *queue, size_t *length);

/* The events to poll for: POLLIN, and POLLOUT while output is queued. */
short	net_client_events(const struct net_client *);

/*
 * The next line from the room into `line` (NET_LINE_MAX bytes, without the
 * newline), reading from the socket if no whole line is buffered.
 */
enum net_read net_client_read(struct net_client *, char *line);

void	net_client_close(struct net_client *);

#endif
