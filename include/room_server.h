/*
 * The room process: one game, in a process of its own that outlives the
 * players' terminals (as a tmux server outlives its clients).  `gnomon
 * host` opens the room (room_server_open: every socket bound and listening,
 * so that any error is the host's to see), forks it off detached, and
 * room_server_run serves it until the game ends.
 *
 * HOW IT WORKS
 * One poll() loop, no threads: a room has two players and a few
 * spectators, and every request is a line answered at once, so a loop
 * with timers is all it needs (tmux uses libevent for many sessions and
 * clients; one room is far smaller).  It listens on the Unix socket
 * NAME.sock in the rooms directory (room_place.h) and, with --tcp, on a
 * TCP address (127.0.0.1 unless one is given).  Each connection is a
 * small number for the room's state machine (room.h), which decides every
 * rule; the server only carries lines, and keeps the room safe from its
 * peers:
 *   - a line longer than WIRE_LINE_MAX: `bye`, closed;
 *   - more than ROOM_FLOOD_BURST lines at once, or a steady stream above
 *     ROOM_FLOOD_PER_SECOND lines a second (a token bucket): `bye`, closed;
 *   - no line within ROOM_HELLO_WAIT_MS of connecting: `bye`, closed;
 *   - output never blocks: a connection's queue holds ROOM_OUTPUT_MAX
 *     bytes (beyond the system's ROOM_SOCKET_BUFFER), and one that will
 *     not read so much is dropped;
 *   - at most ROOM_CONNECTIONS_MAX connections: one more is told `bye` and
 *     closed.
 * A dropped connection is, to the room, a player gone: the game pauses.
 *
 * WHAT IT KEEPS
 * After every move, the game as a record (the format of gnomon-record(5))
 * in the state directory: $XDG_STATE_HOME/gnomon/rooms/NAME.gnomon, so
 * that `gnomon host NAME` takes up a game whose room has gone.  A finished
 * game is filed in games/ with both players' names, and the room's file
 * removed.
 *
 * WHEN IT ENDS
 * When the game is over (everyone is told `over`, then `bye`), when nobody
 * has been connected for ROOM_IDLE_MS (the game stays saved), or on
 * SIGTERM or SIGINT (`gnomon end`: the game saved once more first, as it
 * stands); it removes its socket and token file as it goes.  It ignores SIGPIPE and SIGHUP, and never writes a token
 * anywhere but to the connections that gave it.
 */
#ifndef GNOMON_ROOM_SERVER_H
#define GNOMON_ROOM_SERVER_H

#include <stdbool.h>

#include "record.h"
#include "room.h"
#include "room_place.h"

enum {
	ROOM_IDLE_MS = 30 * 60 * 1000,		/* nobody connected: half an hour */
	ROOM_HELLO_WAIT_MS = 10 * 1000,		/* for a connection's first line */
	ROOM_OUTPUT_MAX = 64 * 1024,		/* queued for one connection */
	/* The system's own buffer for a connection's output, kept small so
	 * that a peer that does not read meets ROOM_OUTPUT_MAX soon. */
	ROOM_SOCKET_BUFFER = 16 * 1024,
	ROOM_FLOOD_BURST = 32,			/* lines at once */
	ROOM_FLOOD_PER_SECOND = 8,		/* lines a second, for long */
	ROOM_LINGER_MS = 3 * 1000,		/* to deliver the last words */
	ROOM_ADDRESS_MAX = 80,			/* "[ADDR]:PORT" */
	ROOM_SERVER_MESSAGE_MAX = ROOM_PLACE_MESSAGE_MAX
};

/* What `gnomon host` asks for. */
struct room_server_setup {
	struct room_settings	settings;	/* rules, name, tokens, clock */
	const char		*tcp;		/* [ADDR:]PORT, or NULL: none */
};

struct room_server;

/*
 * Opens a room in `place` (kept open by the server): takes up the saved
 * game of the same name if there is one (its variant, not the setup's),
 * binds the sockets and listens.  The room, or NULL with a message
 * (ROOM_SERVER_MESSAGE_MAX bytes).  `tcp_address` (ROOM_ADDRESS_MAX bytes)
 * gets the TCP address listened on, with the port the system chose for
 * port 0; `note` (ROOM_SERVER_MESSAGE_MAX bytes) what the host should be
 * told: a saved game taken up, or a bad one set aside; "" if nothing.
 */
struct room_server *room_server_open(const struct room_server_setup *,
	    const struct room_place *place, char *tcp_address, char *note,
	    char *message);

/* Serves the room until it ends (see above); returns the exit status. */
int	room_server_run(struct room_server *);

/* The most descriptors the room holds before it serves. */
enum { ROOM_SERVER_DESCRIPTORS_MAX = 8 };

/*
 * The descriptors the room's process must keep (its sockets and
 * directories) into `fds` (ROOM_SERVER_DESCRIPTORS_MAX); how many.  The
 * process closes every other one (process.h) before room_server_run.
 */
size_t	room_server_descriptors(const struct room_server *, int *fds);

/*
 * Closes the room's descriptors in a process that will not serve it (the
 * host's, after the fork) and frees it; removes nothing.
 */
void	room_server_forget(struct room_server *);

/* Removes the room's socket and token file, closes and frees it. */
void	room_server_close(struct room_server *);

#endif
