/*
 * room_names.c owns what a room of a shared server knows of its players'
 * names (room_names.h): who may take a registered player's name, and each
 * player's rating as the players see it.
 */
#include "net/room_names.h"

#include <stdio.h>
#include <string.h>

bool
room_names_vouched(const struct net_peer *who, uint32_t room_uid)
{
	uint32_t uid;

	/* Over TCP, even from this machine, no peer is the lobby's. */
	return who->kind == NET_PEER_USER && net_peer_uid(who, &uid) &&
	    uid == room_uid;
}

int
room_names_rating(const char *path, const char *name, char *rating,
    char *message)
{
	struct server_db *db;
	struct server_player player;
	int found;

	if (server_db_open(path, &db, message) < 0)
		return -1;
	found = server_player_find(db, name, &player, message);
	server_db_close(db);
	if (found == 1)
		server_player_rating_words(&player.rating, rating);
	else if (found == 0)
		snprintf(rating, ROOM_NAMES_RATING_SIZE, "%s",
		    ROOM_NAMES_GUEST);
	return found;
}

int
room_names_allow(const char *path, const struct net_peer *who,
    uint32_t room_uid, const char *name, char *why, size_t size)
{
	char rating[ROOM_NAMES_RATING_SIZE], message[ROOM_NAMES_MESSAGE_MAX];

	if (path[0] == '\0' || room_names_vouched(who, room_uid))
		return 0;
	switch (room_names_rating(path, name, rating, message)) {
	case 0:
		return 0;
	case 1:
		snprintf(why, size, "%s", ROOM_NAMES_REFUSED);
		return -1;
	default:
		/* What the database said is the room's log's, not a
		 * stranger's to read. */
		snprintf(why, size, "the server's players cannot be read now:"
		    " try again");
		return -1;
	}
}
