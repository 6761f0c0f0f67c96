/*
 * The names of a shared server's players, in its rooms (src/net/
 * room_names.c): a room the lobby opened has the server's database
 * (GNOMON_SERVER_DB, room_archive.h), where a name may belong to a
 * registered player.
 *
 * WHO MAY TAKE A REGISTERED NAME
 * The lobby checks who a player is (the forced command of an SSH key, or a
 * password) before it lets a name through, and it connects to the rooms it
 * opens as the lobby's own account, over the rooms' Unix socket.  So a peer
 * on the Unix socket whose SO_PEERCRED uid is the room's own is the lobby,
 * which vouched for the name; anyone else (another user of the machine, any
 * TCP peer, loopback or not) asking for a registered player's name is
 * refused, and told to come in through the lobby.  A room without a
 * database takes any name, as rooms always have.
 *
 * RATINGS
 * Each player's rating as the players see it ("1500?", "guest"), for the
 * room's `ratings` line (wire.h).
 */
#ifndef GNOMON_ROOM_NAMES_H
#define GNOMON_ROOM_NAMES_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

#include "net/net_peer.h"
#include "store/server_db.h"
#include "store/server_players.h"

#define ROOM_NAMES_REFUSED \
	"that name is a registered player's: come in through the lobby"
#define ROOM_NAMES_GUEST "guest" /* the rating word of a name not registered */

enum {
	ROOM_NAMES_RATING_SIZE = SERVER_RATING_TEXT_SIZE,
	ROOM_NAMES_MESSAGE_MAX = SERVER_DB_MESSAGE_MAX
};

/* Whether `who` is the room's own account (`room_uid`) on the Unix
 * socket: the lobby, which vouched for the name it gives. */
bool	room_names_vouched(const struct net_peer *who, uint32_t room_uid);

/*
 * `name`'s rating in the database at `path` (ROOM_NAMES_RATING_SIZE bytes
 * in `rating`): 1 registered ("1500?"), 0 not ("guest"), -1 with a message
 * (ROOM_NAMES_MESSAGE_MAX) when the database cannot be read.
 */
int	room_names_rating(const char *path, const char *name, char *rating,
	    char *message);

/*
 * Whether `who` may take `name` in a room whose database is `path` (""
 * for none) and whose account is `room_uid`: 0, or -1 with why (`size`
 * bytes): a registered player's name, or a database that cannot be read
 * (a name cannot be let through unchecked).
 */
int	room_names_allow(const char *path, const struct net_peer *who,
	    uint32_t room_uid, const char *name, char *why, size_t size);

#endif
