/*
 * Who is at the other end of a connection a room accepted, as far as the
 * room's limits on idle connections go (room_server.h): one user, or one
 * address.
 *   - On the Unix socket: the user whose process connected (SO_PEERCRED).
 *   - On TCP from this machine (127.0.0.0/8, ::1): the user who owns the
 *     connecting socket, asked of the system (Linux's sock_diag), so that a
 *     local stranger's flood over loopback counts against the stranger and
 *     not against a player whose ssh tunnel also comes from 127.0.0.1.  A
 *     user over loopback is a peer apart from the same user on the Unix
 *     socket: each door keeps its own queue, so that a flood through one
 *     never displaces a player coming in by the other, even the flood's own
 *     user (a stranger gains only a second ROOM_NEWCOMERS_PER_PEER, far
 *     below the room's table).  Where the system will not say, all of
 *     127.0.0.0/8 is one address: any local user may connect from any of
 *     its addresses.
 *   - On TCP from elsewhere: the address; an IPv6 one by its /64, which one
 *     site holds whole.
 * A peer the system cannot tell at all is one with every other such.
 */
#ifndef GNOMON_NET_PEER_H
#define GNOMON_NET_PEER_H

#include <stdbool.h>
#include <stdint.h>

enum {
	NET_PEER_BYTES = 8		/* a uid, an IPv4 address, a /64 */
};

enum net_peer_kind {
	NET_PEER_UNKNOWN,
	NET_PEER_USER, /* on the Unix socket; bytes: the uid */
	NET_PEER_LOOPBACK_USER, /* on TCP loopback; bytes: the uid */
	NET_PEER_IPV4, /* bytes: the address (127.0.0.0/8: 127) */
	NET_PEER_IPV6 /* bytes: the /64 */
};

struct net_peer {
	enum net_peer_kind	kind;
	uint8_t			bytes[NET_PEER_BYTES];
};

/* Who is at the other end of the connected socket `fd`. */
void	net_peer_identify(int fd, struct net_peer *);

bool	net_peer_same(const struct net_peer *, const struct net_peer *);

/* The user at the other end, when the system said (on the Unix socket, or
 * over loopback): a client asks it of the room it reached, so that its
 * token goes only to the user whose room it means. */
bool	net_peer_uid(const struct net_peer *, uint32_t *uid);

#endif
