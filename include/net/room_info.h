/*
 * Asking the rooms of a place who they are: a room's `info` line
 * (gnomon-room(5)), for `gnomon list`, `join` and `watch`, and the lobby.
 * A room asked is a client's connection (net_client.h) to a socket of the
 * rooms directory (room_place.h), made without a hello; a socket nobody
 * answers on is a room that died, and its files are removed.
 */
#ifndef GNOMON_ROOM_INFO_H
#define GNOMON_ROOM_INFO_H

#include "net/room_place.h"

#include <sys/types.h>

enum {
	/* How long `gnomon list` waits for a room to take the connection
	 * and answer `info`. */
	ROOM_INFO_WAIT_MS = 2000
};

/*
 * Asks room `name` in `rooms` for its `info` line, the connection and the
 * answer both within ROOM_INFO_WAIT_MS.  Nothing is sent unless the
 * socket is `owner`'s and answered by `owner` (WHO ANSWERS in
 * gnomon-room(5)).  1 with the line (the room's words, NET_LINE_MAX
 * bytes), 0 if nobody is there (a room that died: its socket and token
 * file are removed) or it hung up, -1 with a message
 * (ROOM_PLACE_MESSAGE_MAX bytes) if it cannot be asked, is not `owner`'s,
 * or does not answer in time (its socket is left: a busy room is not a
 * dead one).  A `name` of HOST:PORT asks the room there over TCP (its
 * owner checked as far as this machine can tell); nothing is removed.
 */
int	room_info_ask(const struct room_place *, const char *name,
	    uid_t owner, char *line, char *message);

/* Calls `each` for every room in the place that answers, with its name and
 * info line; removes the stale ones.  A room is a socket (not a link)
 * answered by the user whose file it is; no other is asked or listed.
 * How many answered, or -1. */
int	room_info_list(const struct room_place *,
	    void (*each)(void *context, const char *name, const char *info),
	    void *context, char *message);

#endif
