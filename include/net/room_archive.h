/*
 * A room's finished game filed in the server's database (server_games.h):
 * on a shared server the lobby names the database in the environment
 * (GNOMON_SERVER_DB, read by `gnomon host`), and every room it starts files
 * each game that ends there, beside its copy in games/, rated when the room
 * is (`gnomon host --rated`) and the store finds both names registered.
 *
 * NEVER TWICE
 * The store files a game and moves both ratings in one transaction, so a
 * room killed while filing leaves the game filed or not at all.  Whoever
 * files it again (the room retrying, or the next host taking up the saved
 * game) first looks for it among Amber's latest games: the same players,
 * start, end, plies and result, in the same room with the same moves, are
 * the same game, and it is not filed again.  The start and end are the
 * room's to keep in its save (ROOM_ARCHIVE_TAG) from before the game is
 * filed.
 */
#ifndef GNOMON_ROOM_ARCHIVE_H
#define GNOMON_ROOM_ARCHIVE_H

#include <stddef.h>
#include <stdint.h>

#include "core/record.h"
#include "net/room.h"
#include "net/wire.h"
#include "store/server_db.h"

/* The save's tag of when the game started and ended, seconds since the
 * epoch: "STARTED ENDED", ENDED 0 while it goes on. */
#define ROOM_ARCHIVE_TAG "Played"
/* The record's tag of the room's name (room.c writes it). */
#define ROOM_ARCHIVE_ROOM_TAG "Room"

enum {
	/* How many of Amber's latest games are looked through for the
	 * game before it is filed: far more than one room files. */
	ROOM_ARCHIVE_LOOK_BACK = 32,
	ROOM_ARCHIVE_MESSAGE_MAX = SERVER_DB_MESSAGE_MAX,
	/* What the players are told of the ratings, one line. */
	ROOM_ARCHIVE_NOTICE_MAX = WIRE_TEXT_MAX
};

/* Sets the save's tag of `started` and `ended` on `record`. */
void	room_archive_tag(struct record *, int64_t started, int64_t ended);
/* Reads the tag: 0 with both set, or -1 (no tag, or not two numbers). */
int	room_archive_read_tag(const struct record *, int64_t *started,
	    int64_t *ended);

/*
 * Files the room's finished game (room_over) in the database at `path`:
 * the players, rated as the room is, the rules, the clock, the result and
 * how it ended, the plies, `started` and `ended`, and the whole game as a
 * record.  1 filed now, 0 found filed already (or nothing to file: not
 * over, or a seat never taken), -1 with a message (nothing filed).  On 1
 * and 0, `notice` (ROOM_ARCHIVE_NOTICE_MAX bytes) is what to tell the
 * room's players of their ratings ("ratings: alice 1500? -> 1662?, bob
 * 1500? -> 1338?"), "" for a room that is not rated.
 */
int	room_archive_file(const char *path, const struct room *,
	    int64_t started, int64_t ended, char *notice, char *message);

#endif
