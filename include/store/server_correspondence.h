/*
 * Correspondence games (server_db.h's database): a game between two
 * registered players played over days, a chosen time per move (1 to 14
 * days), no process or connection held while it waits.  The database
 * holds the record so far (gnomon-record(5) text), whose move it is, and
 * the deadline of that move.
 *
 * A MOVE IS THE CORE'S TO JUDGE
 * A move arrives as the whole record after it: the core reads it
 * (record_read replays every move), and it is taken only if it is the
 * record so far with one or more moves added, all of them by the player
 * to move (the snake order gives a player two turns running).  A move
 * that ends the game files it in the archive, rated if it was agreed
 * rated (server_games.h), in the same transaction that ends it here.
 *
 * THE CLOCK IS THE CALLER'S
 * `now` is always a parameter (the lobby reads GNOMON_SERVER_NOW in the
 * tests, the clock otherwise).  A game whose deadline has passed ends on
 * time, the side to move losing: server_correspondence_expire files every
 * such game, each in one transaction with its ratings, and a move made
 * too late expires its game instead of being made.
 */
#ifndef GNOMON_SERVER_CORRESPONDENCE_H
#define GNOMON_SERVER_CORRESPONDENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"

enum {
	SERVER_DAYS_MIN = 1,
	SERVER_DAYS_MAX = 14,
	SERVER_DAY_SECONDS = 86400
};

struct server_correspondence {
	int64_t		id;
	char		name[COLOUR_COUNT][SERVER_NAME_SIZE];
	char		rules[SERVER_RULES_SIZE];
	int		days;		/* per move */
	int		to_move;	/* COLOUR_AMBER or COLOUR_TEAL */
	int64_t		deadline;	/* of the move awaited */
	bool		rated;
	int64_t		started;
};

/*
 * Starts a game between registered `amber` and `teal` (two players) with
 * `days` a move, from `record` (`length` bytes: the game's start, its
 * names and Variant, no move needed), which must be a game not over.  0
 * with *id set, or -1 with a message and nothing started.
 */
int	server_correspondence_start(struct server_db *, const char *amber,
	    const char *teal, const char *rules, int days, bool rated,
	    const char *record, size_t length, int64_t now, int64_t *id,
	    char *message);

/*
 * `name` moves in the game `id`: `record` (`length` bytes) is the whole
 * record after the move (above).  1 when taken: *filed is 0, or the
 * archive's id of the game when the move ended it.  0 when refused (no
 * such game, not `name`'s move, not the record so far with a move of
 * theirs, or the time ran out, which files the game on time): the message
 * says why.  -1.
 */
int	server_correspondence_move(struct server_db *, int64_t id,
	    const char *name, const char *record, size_t length, int64_t now,
	    int64_t *filed, char *message);

/* The game `id`, and when `record` is not NULL its record so far (`size`
 * bytes, at least RECORD_TEXT_MAX + 1).  1 found, 0 none, -1. */
int	server_correspondence_get(struct server_db *, int64_t id,
	    struct server_correspondence *game, char *record, size_t size,
	    char *message);

/* How many games wait on `name`'s move, into *count.  0 or -1. */
int	server_correspondence_waiting_count(struct server_db *,
	    const char *name, long *count, char *message);

/*
 * The games waiting on `name`'s move (`waiting`), or all of `name`'s
 * games (not `waiting`), the nearest deadline first, `limit` of them from
 * the `offset`th into `games`: the count filled, or -1.
 */
int	server_correspondence_of(struct server_db *, const char *name,
	    bool waiting, int offset, int limit,
	    struct server_correspondence *games, char *message);

/*
 * Ends on time every game whose deadline is before `now`: each filed in
 * the archive (its record with an Ending tag "WINNER time"), rated if
 * agreed, and removed here, in one transaction a game.  0 with the count
 * ended in *ended, or -1 (the games ended before the failure stay ended).
 */
int	server_correspondence_expire(struct server_db *, int64_t now,
	    long *ended, char *message);

#endif
