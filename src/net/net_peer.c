/*
 * net_peer.c owns telling who is at the other end of an accepted
 * connection (net_peer.h): SO_PEERCRED on a Unix socket; on TCP the
 * address, or for a connection from this machine the user owning its
 * other end, found by one exact sock_diag lookup (the request `ss` makes,
 * for one socket: its four-tuple, whatever its state).
 */
/* struct ucred, for SO_PEERCRED */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include "net/net_peer.h"

#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

enum {
	NET_PEER_IPV4_LOOPBACK_NET = 127,	/* 127.0.0.0/8: this machine */
	NET_PEER_IPV4_MAPPED_AT = 12,		/* ::ffff:a.b.c.d's a.b.c.d */
	NET_PEER_IPV6_PREFIX_BYTES = 8,		/* one site's: its /64 */
	/* The answer: one inet_diag_msg and its attributes, if any. */
	NET_PEER_DIAG_REPLY_MAX = 1024
};

static void
net_peer_user(struct net_peer *peer, enum net_peer_kind kind, uint32_t uid)
{
	memset(peer, 0, sizeof *peer);
	peer->kind = kind;
	memcpy(peer->bytes, &uid, sizeof uid);
}

/* The IPv4 address `bytes` of a TCP connection, or NULL if it is not one
 * (an IPv6 address, but for a mapped IPv4 one). */
static const uint8_t *
net_peer_ipv4(const struct sockaddr_storage *address)
{
	if (address->ss_family == AF_INET)
		return (const uint8_t *)
		    &((const struct sockaddr_in *)address)->sin_addr;
	if (address->ss_family == AF_INET6) {
		const struct in6_addr *ipv6 =
		    &((const struct sockaddr_in6 *)address)->sin6_addr;

		if (IN6_IS_ADDR_V4MAPPED(ipv6))
			return ipv6->s6_addr + NET_PEER_IPV4_MAPPED_AT;
	}
	return NULL;
}

static uint16_t
net_peer_port(const struct sockaddr_storage *address)
{
	return address->ss_family == AF_INET ?
	    ((const struct sockaddr_in *)address)->sin_port :
	    ((const struct sockaddr_in6 *)address)->sin6_port;
}

/*
 * The user owning the other end of the loopback connection `fd`, whose
 * peer is `remote`: asks the system for the socket whose source is
 * `remote` and whose destination is this end.  False if it will not say.
 */
static bool
net_peer_local_user(int fd, const struct sockaddr_storage *remote,
    uint32_t *uid)
{
	struct sockaddr_storage local;
	socklen_t length = sizeof local;
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	struct {
		struct nlmsghdr		header;
		struct inet_diag_req_v2	request;
	} ask;
	union {
		struct nlmsghdr	header;
		char		bytes[NET_PEER_DIAG_REPLY_MAX];
	} reply;
	const uint8_t *remote_ipv4 = net_peer_ipv4(remote), *local_ipv4;
	ssize_t count;
	int diag;

	memset(&local, 0, sizeof local);
	if (getsockname(fd, (struct sockaddr *)&local, &length) < 0 ||
	    local.ss_family != remote->ss_family)
		return false;
	local_ipv4 = net_peer_ipv4(&local);
	memset(&ask, 0, sizeof ask);
	ask.header.nlmsg_len = sizeof ask;
	ask.header.nlmsg_type = SOCK_DIAG_BY_FAMILY;
	ask.header.nlmsg_flags = NLM_F_REQUEST;
	ask.request.sdiag_protocol = IPPROTO_TCP;
	ask.request.idiag_states = ~0u;
	ask.request.id.idiag_cookie[0] = INET_DIAG_NOCOOKIE;
	ask.request.id.idiag_cookie[1] = INET_DIAG_NOCOOKIE;
	ask.request.id.idiag_sport = net_peer_port(remote);
	ask.request.id.idiag_dport = net_peer_port(&local);
	if (remote_ipv4 != NULL && local_ipv4 != NULL) {
		/* A mapped address's other end is an IPv4 socket. */
		ask.request.sdiag_family = AF_INET;
		memcpy(ask.request.id.idiag_src, remote_ipv4,
		    sizeof(struct in_addr));
		memcpy(ask.request.id.idiag_dst, local_ipv4,
		    sizeof(struct in_addr));
	} else if (remote->ss_family == AF_INET6) {
		ask.request.sdiag_family = AF_INET6;
		memcpy(ask.request.id.idiag_src,
		    &((const struct sockaddr_in6 *)remote)->sin6_addr,
		    sizeof (struct in6_addr));
		memcpy(ask.request.id.idiag_dst,
		    &((const struct sockaddr_in6 *)&local)->sin6_addr,
		    sizeof (struct in6_addr));
	} else
		return false;
	diag = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	if (diag < 0)
		return false;
	/* The kernel answers within sendto: the answer is there to read. */
	count = sendto(diag, &ask, sizeof ask, 0, (struct sockaddr *)&kernel,
	    sizeof kernel) == (ssize_t)sizeof ask ?
	    recv(diag, &reply, sizeof reply, MSG_DONTWAIT) : -1;
	close(diag);
	if (count < (ssize_t)NLMSG_LENGTH(sizeof (struct inet_diag_msg)) ||
	    reply.header.nlmsg_type != SOCK_DIAG_BY_FAMILY)
		return false;
	*uid = ((const struct inet_diag_msg *)NLMSG_DATA(&reply.header))
		   ->idiag_uid;
	return true;
}

void
net_peer_identify(int fd, struct net_peer *peer)
{
	struct sockaddr_storage address;
	socklen_t length = sizeof address;
	const uint8_t *ipv4;
	uint32_t uid;

	memset(peer, 0, sizeof *peer);
	memset(&address, 0, sizeof address);
	if (getpeername(fd, (struct sockaddr *)&address, &length) < 0)
		return;
	if (address.ss_family == AF_UNIX) {
		struct ucred credentials;

		length = sizeof credentials;
		if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials,
		    &length) == 0)
			net_peer_user(peer, NET_PEER_USER,
			    (uint32_t)credentials.uid);
		return;
	}
	ipv4 = net_peer_ipv4(&address);
	if (ipv4 != NULL && ipv4[0] == NET_PEER_IPV4_LOOPBACK_NET) {
		if (net_peer_local_user(fd, &address, &uid))
			net_peer_user(peer, NET_PEER_LOOPBACK_USER, uid);
		else {
			peer->kind = NET_PEER_IPV4;
			peer->bytes[0] = NET_PEER_IPV4_LOOPBACK_NET;
		}
	} else if (ipv4 != NULL) {
		peer->kind = NET_PEER_IPV4;
		memcpy(peer->bytes, ipv4, sizeof (struct in_addr));
	} else if (address.ss_family == AF_INET6) {
		const struct in6_addr *ipv6 =
		    &((const struct sockaddr_in6 *)&address)->sin6_addr;

		if (IN6_IS_ADDR_LOOPBACK(ipv6) &&
		    net_peer_local_user(fd, &address, &uid))
			net_peer_user(peer, NET_PEER_LOOPBACK_USER, uid);
		else {
			peer->kind = NET_PEER_IPV6;
			memcpy(peer->bytes, ipv6->s6_addr,
			    NET_PEER_IPV6_PREFIX_BYTES);
		}
	}
}

bool
net_peer_uid(const struct net_peer *peer, uint32_t *uid)
{
	if (peer->kind != NET_PEER_USER && peer->kind != NET_PEER_LOOPBACK_USER)
		return false;
	memcpy(uid, peer->bytes, sizeof *uid);
	return true;
}

bool
net_peer_same(const struct net_peer *one, const struct net_peer *other)
{
	return one->kind == other->kind &&
	    memcmp(one->bytes, other->bytes, sizeof one->bytes) == 0;
}
