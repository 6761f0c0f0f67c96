/*
 * A registered player's name in a room of a shared server (room_names.h):
 * only the room's own account on its Unix socket (the lobby, which vouched
 * for it) may take it; another uid on the socket, or anyone over TCP,
 * loopback or not, is refused with the words the players read; a guest's
 * name is anyone's; a room without a database takes any name; a database
 * that cannot be read lets no registered name through unchecked.  And the
 * ratings the room tells its players, as the lobby writes them.  Peers'
 * uids are made up: no second account is needed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "net/room_names.h"
#include "net/wire.h"
#include "support/server_scratch.h"

enum { ROOM_UID = 1000, OTHER_UID = 1001 };

static struct net_peer
peer_of(enum net_peer_kind kind, uint32_t uid)
{
	struct net_peer peer;

	memset(&peer, 0, sizeof peer);
	peer.kind = kind;
	memcpy(peer.bytes, &uid, sizeof uid);
	return peer;
}

static void
test_room_names_refuse_a_registered_name_unless_vouched(void **state)
{
	char directory[SAVE_PATH_MAX], path[SAVE_PATH_MAX];
	char message[SERVER_DB_MESSAGE_MAX], why[WIRE_TEXT_MAX];
	char rating[ROOM_NAMES_RATING_SIZE];
	struct server_db *db;
	struct net_peer lobby = peer_of(NET_PEER_USER, ROOM_UID);
	struct net_peer strangers[] = {
		peer_of(NET_PEER_USER, OTHER_UID),
		peer_of(NET_PEER_LOOPBACK_USER, ROOM_UID),
		peer_of(NET_PEER_IPV4, ROOM_UID),
		peer_of(NET_PEER_IPV6, ROOM_UID),
		peer_of(NET_PEER_UNKNOWN, ROOM_UID)
	};

	(void)state;
	assert_int_equal(server_scratch_open("room-names", directory,
	    sizeof directory, path, &db), 0);
	assert_int_equal(server_player_add_key(db, "alice", 1, message), 1);
	assert_int_equal(server_player_add_key(db, "o'b; DROP", 1, message),
	    1);
	assert_true(room_names_vouched(&lobby, ROOM_UID));
	assert_false(room_names_vouched(&lobby, OTHER_UID));
	for (size_t i = 0; i < sizeof strangers / sizeof strangers[0]; i++) {
		assert_false(room_names_vouched(&strangers[i], ROOM_UID));
		why[0] = '\0';
		assert_int_equal(room_names_allow(path, &strangers[i],
		    ROOM_UID, "alice", why, sizeof why), -1);
		assert_string_equal(why, ROOM_NAMES_REFUSED);
		assert_int_equal(room_names_allow(path, &strangers[i],
		    ROOM_UID, "o'b; DROP", why, sizeof why), -1);
		/* A name nobody registered: a guest's, anyone's. */
		assert_int_equal(room_names_allow(path, &strangers[i],
		    ROOM_UID, "zed", why, sizeof why), 0);
		/* No database: any name, as rooms always took. */
		assert_int_equal(room_names_allow("", &strangers[i],
		    ROOM_UID, "alice", why, sizeof why), 0);
	}
	assert_int_equal(room_names_allow(path, &lobby, ROOM_UID, "alice", why,
	    sizeof why), 0);
	/* A database that cannot be read: nothing let through unchecked. */
	snprintf(message, sizeof message, "%s/none/server.db", directory);
	assert_int_equal(room_names_allow(message, &strangers[0], ROOM_UID,
	    "zed", why, sizeof why), -1);
	assert_non_null(strstr(why, "cannot be read"));
	/* The ratings the room tells: a registered name's, a guest's. */
	assert_int_equal(room_names_rating(path, "alice", rating, message), 1);
	assert_string_equal(rating, "1500?");
	assert_int_equal(room_names_rating(path, "zed", rating, message), 0);
	assert_string_equal(rating, ROOM_NAMES_GUEST);
	server_scratch_close(db, directory);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_room_names_refuse_a_registered_name_unless_vouched),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
