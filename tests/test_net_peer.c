/*
 * Who is at the other end (net_peer.h), on real sockets of this process:
 * a Unix socket's peer is its user; a loopback TCP connection's is the
 * same user through the other door, a peer apart (where the system says,
 * else the loopback address); peers compare by kind and bytes; a socket
 * with no peer is unknown.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "net/net_peer.h"

enum {
	LOOPBACK_NET = 127
};

static void
test_net_peer_unix_socket_is_its_user(void **state)
{
	struct net_peer peer, expected = { .kind = NET_PEER_USER };
	uint32_t uid = (uint32_t)getuid();
	int pair[2];

	(void)state;
	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
	memcpy(expected.bytes, &uid, sizeof uid);
	net_peer_identify(pair[0], &peer);
	assert_true(net_peer_same(&peer, &expected));
	close(pair[0]);
	close(pair[1]);
}

static void
test_net_peer_loopback_tcp_is_its_user(void **state)
{
	struct sockaddr_in address;
	socklen_t length = sizeof address;
	struct net_peer unix_peer, tcp_peer;
	int listener, client, accepted, pair[2];

	(void)state;
	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
	net_peer_identify(pair[0], &unix_peer);
	close(pair[0]);
	close(pair[1]);
	memset(&address, 0, sizeof address);
	address.sin_family = AF_INET;
	address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	listener = socket(AF_INET, SOCK_STREAM, 0);
	assert_true(listener >= 0);
	assert_int_equal(bind(listener, (struct sockaddr *)&address,
	    sizeof address), 0);
	assert_int_equal(listen(listener, 1), 0);
	assert_int_equal(getsockname(listener, (struct sockaddr *)&address,
	    &length), 0);
	client = socket(AF_INET, SOCK_STREAM, 0);
	assert_int_equal(connect(client, (struct sockaddr *)&address,
	    sizeof address), 0);
	accepted = accept(listener, NULL, NULL);
	assert_true(accepted >= 0);
	net_peer_identify(accepted, &tcp_peer);
	close(accepted);
	close(client);
	close(listener);
	if (tcp_peer.kind == NET_PEER_IPV4) {
		/* A system that will not say whose a socket is: the address. */
		assert_int_equal(tcp_peer.bytes[0], LOOPBACK_NET);
		assert_int_equal(tcp_peer.bytes[1], 0);
		skip();
	}
	assert_int_equal(tcp_peer.kind, NET_PEER_LOOPBACK_USER);
	assert_memory_equal(tcp_peer.bytes, unix_peer.bytes,
	    sizeof tcp_peer.bytes);
	assert_false(net_peer_same(&tcp_peer, &unix_peer));
}

static void
test_net_peer_same_by_kind_and_bytes(void **state)
{
	struct net_peer user = { .kind = NET_PEER_USER, .bytes = { 7 } };
	struct net_peer address = { .kind = NET_PEER_IPV4, .bytes = { 7 } };
	struct net_peer other = { .kind = NET_PEER_USER, .bytes = { 8 } };

	(void)state;
	assert_true(net_peer_same(&user, &user));
	assert_false(net_peer_same(&user, &address));
	assert_false(net_peer_same(&user, &other));
}

static void
test_net_peer_no_peer_is_unknown(void **state)
{
	struct net_peer peer;
	int fd = socket(AF_INET, SOCK_STREAM, 0);

	(void)state;
	assert_true(fd >= 0);
	memset(&peer, 0xff, sizeof peer);
	net_peer_identify(fd, &peer);
	assert_int_equal(peer.kind, NET_PEER_UNKNOWN);
	close(fd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_net_peer_unix_socket_is_its_user),
		cmocka_unit_test(test_net_peer_loopback_tcp_is_its_user),
		cmocka_unit_test(test_net_peer_same_by_kind_and_bytes),
		cmocka_unit_test(test_net_peer_no_peer_is_unknown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
