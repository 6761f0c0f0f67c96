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
 *   - at most ROOM_NEWCOMERS_PER_PEER connections without a line yet from
 *     one peer (a user, on the Unix socket or on TCP from this machine;
 *     an address on TCP from elsewhere: net_peer.h): one more from it
 *     takes the place of its oldest, which is told `bye`;
 *   - output never blocks: a connection's queue holds ROOM_OUTPUT_MAX
 *     bytes (beyond the system's ROOM_SOCKET_BUFFER), and one that will
 *     not read so much is dropped;
 *   - at most ROOM_CONNECTIONS_MAX connections: one more takes the place
 *     of the oldest connection without a line yet; if there is none, it is
 *     told `bye` and closed.
 * A dropped connection is, to the room, a player gone: the game pauses.
 *
 * IDLE CONNECTIONS
 * A client that opens connections and says nothing must not keep the
 * players out, and the room cannot know a connection's token before its
 * hello is read.  So a new connection is never refused while a silent one
 * can give way: refusing the newest would refuse the player whenever the
 * flood is at its limit, while the oldest silent connection has had its
 * chance (every front end says hello as it connects).  A flood displaces
 * its own connections (ROOM_NEWCOMERS_PER_PEER a peer), and another uid's
 * or address's only when the whole table is taken (by a flood from eight
 * peers at once); whatever newcomers have sent is read before any of them
 * gives way.
 * So no token need be checked to make room, and a seat's hello is never
 * refused for want of it (the spectators' limit does not count players).
 * LIMITATION: a player who shares its peer with the flood (its own user's
 * flood through the same door, or a remote address behind the same NAT)
 * is displaced if that many of the flood's connections come in before its
 * hello: now and then under thousands a second (9 of 10 joins got in).  A
 * local stranger's flood, over either socket, is never the player's peer,
 * nor is its own user's flood through the other door (net_peer.h).
 *
 * WHAT IT KEEPS
 * From the moment it opens (so that a room killed before anyone sat down
 * is taken up with its clock and tokens; one ended before then removes
 * it), after every move, and when a player's leaving stops the clock (so
 * that the time it ran is kept): the game as a record (gnomon-record(5))
 * in the state directory: $XDG_STATE_HOME/gnomon/rooms/NAME.gnomon, so
 * that `gnomon host NAME` takes up a game whose room has gone (with the
 * same tokens, kept beside it in NAME.token by the host: room_place.h).  A
 * finished game is filed in games/ with both players' names, and the
 * room's files removed.  With a server's database (the lobby's
 * GNOMON_SERVER_DB) it is filed there first (room_archive.h), and the
 * players told what it did to their ratings; a database busy or failing
 * is tried again as a games/ that cannot be written is, and the game is
 * kept meanwhile: a room that ends (or is killed) before the database
 * takes it leaves it in its save, which the next host of the name files.
 *
 * WHEN IT CANNOT SAVE
 * A room that cannot save does not open: room_server_open writes (or
 * tries) its save and games/ first, and refuses with the reason.  Once
 * open, a save that fails (a full disk) loses nothing: the game goes on in
 * memory, every client is told at once (`unsaved WHY`, and each newcomer
 * in its welcome), the room tries again after every move and every
 * ROOM_SAVE_RETRY_MS, and says `saved` when it could.  A game over that
 * cannot be filed keeps the room (and its name) as long as an idle room,
 * tried again until it is filed.  What could not be saved is said in the
 * room's log, NAME.log beside its save: it has no terminal (its standard
 * error is /dev/null, where it says it too), the clients may be gone by
 * then, and the log is where whoever takes the game up will look.  The log
 * is begun when the room opens, while the room can write, so that on a
 * full disk a later line usually still fits in its last block.  A room
 * that ends with its game unsaved or unfiled leaves it whole in its rooms
 * directory (room_left.h) for the next host or `gnomon list`, and says so
 * there, with the game's moves and ending, where it left it, and what the
 * save holds instead.  One that cannot leave it there either (the rooms
 * directory on the full disk, or a stranger's file in its place) does not
 * end: it says goodbye, lets nobody in but answers `info`, and tries every
 * ROOM_SAVE_RETRY_MS, asleep in between, until the game is kept somewhere.
 * A save older than the game is marked NAME.unsaved (an empty file) while
 * it is, so that a host taking it up after a kill says a game was lost.
 *
 * WHEN IT ENDS
 * When the game is over and everyone has left, or ROOM_TALK_MS after its
 * end (everyone is told `bye`; until then they may still talk, and nobody
 * new comes in), when nobody has been connected for ROOM_IDLE_MS (the
 * game stays saved), or on
 * SIGTERM or SIGINT (`gnomon end`: the game saved once more first, as it
 * stands); it removes its socket and token file as it goes.  It ignores SIGPIPE
 * and SIGHUP, and never writes a token anywhere but to the connections that
 * gave it.
 */
#ifndef GNOMON_ROOM_SERVER_H
#define GNOMON_ROOM_SERVER_H

#include <stdbool.h>

#include "core/record.h"
#include "net/room.h"
#include "net/room_place.h"

enum {
	ROOM_IDLE_MS = 30 * 60 * 1000, /* nobody connected: half an hour */
	ROOM_HELLO_WAIT_MS = 3 * 1000, /* for a connection's first line */
	/* Connections without a first line yet, from one peer: a few for a
	 * lobby's account that many players share, far below the table. */
	ROOM_NEWCOMERS_PER_PEER = 4,
	ROOM_OUTPUT_MAX = 64 * 1024, /* queued for one connection */
	/* The system's own buffer for a connection's output, kept small so
	 * that a peer that does not read meets ROOM_OUTPUT_MAX soon. */
	ROOM_SOCKET_BUFFER = 16 * 1024,
	ROOM_FLOOD_BURST = 32, /* lines at once */
	ROOM_FLOOD_PER_SECOND = 8, /* lines a second, for long */
	ROOM_LINGER_MS = 3 * 1000, /* to deliver the last words */
	ROOM_TALK_MS = 10 * 60 * 1000, /* after the game, to talk */
	/* A player not heard from (net_client.h: NET_PING_MS) for this long
	 * is not answering, and the others are told, and again as often. */
	ROOM_QUIET_MS = 10 * 1000,
	ROOM_SAVE_RETRY_MS = 2 * 1000, /* a save that failed, again */
	ROOM_ADDRESS_MAX = 80, /* "[ADDR]:PORT" */
	ROOM_SERVER_MESSAGE_MAX = ROOM_PLACE_MESSAGE_MAX
};

/* What `gnomon host` asks for. */
struct room_server_setup {
	struct room_settings	settings;	/* rules, name, tokens, clock */
	const char		*tcp;		/* [ADDR:]PORT, or NULL: none */
	/* The server's database (GNOMON_SERVER_DB), where each finished
	 * game is filed too (room_archive.h), or NULL: none. */
	const char		*server_db;
	/* The time of day the games are filed at, seconds since the epoch
	 * (GNOMON_SERVER_NOW, the tests' clock), or -1: the system's. */
	int64_t			server_now;
};

struct room_server;

/*
 * Opens a room in `place` (kept open by the server): takes up the saved
 * game of the same name if there is one (its variant and clock, not the
 * setup's; one that is over is filed, and a new game begun),
 * binds the sockets and listens, and checks that it can save (see WHEN IT
 * CANNOT SAVE).  The room, or NULL with a message
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
