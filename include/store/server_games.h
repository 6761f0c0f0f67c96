/*
 * The server's archive (server_db.h's database): every finished game, with
 * its players (a guest's name kept as text and marked guest), whether it
 * was rated and each side's rating before and after, its rules (the
 * record's settings line), its clock, the whole game as gnomon-record(5)
 * text, how it ended, its plies, and when it started and ended.
 *
 * FILING A GAME RATES IT, AT ONCE
 * server_game_file inserts the game and, when it is rated, moves both
 * players' ratings by Glicko-2, in ONE transaction: a process killed
 * while filing leaves the game and both ratings changed, or none of them.
 * A game is rated when its players agreed it would be (`rated`), both are
 * registered, neither is marked a guest, and they are two.  Each rated
 * game is its own rating period (glicko2_update with one game), as the
 * puzzles are.
 *
 * THE LISTS
 * The latest games, a player's, and the best rated (by the mean of the two
 * ratings before the game, rated games only), each newest first within
 * its order, `limit` rows from the `offset`th; a game by its id with its
 * record, to replay.  Each list is read through an index.
 */
#ifndef GNOMON_SERVER_GAMES_H
#define GNOMON_SERVER_GAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "store/glicko2.h"
#include "store/server_db.h"
#include "store/server_players.h"

enum {
	SERVER_RULES_SIZE = 256,	/* the settings line and its NUL */
	SERVER_CLOCK_SIZE = 64		/* "5+3", "none", ... and its NUL */
};

/* How a game ended: the board's (eclipse, dusk) or off it. */
enum server_ending {
	SERVER_ENDING_ECLIPSE,
	SERVER_ENDING_DUSK,
	SERVER_ENDING_TIME,
	SERVER_ENDING_RESIGN,
	SERVER_ENDING_AGREED,	/* a draw the players agreed */
	SERVER_ENDING_COUNT
};

/* A side of a filed game: its name, whether a guest, and, when the name
 * is registered, its rating before and after (equal unless rated). */
struct server_side {
	char		name[SERVER_NAME_SIZE];
	bool		guest;
	bool		registered;	/* before and after hold ratings */
	struct glicko2	before;
	struct glicko2	after;
};

/* A game of the archive, without its record. */
struct server_game {
	int64_t		id;		/* from 1, in the order filed */
	struct server_side side[COLOUR_COUNT];
	bool		rated;
	char		rules[SERVER_RULES_SIZE];
	char		clock[SERVER_CLOCK_SIZE];
	enum result	result;		/* RESULT_AMBER, _TEAL or _DRAW */
	enum server_ending ending;
	int		plies;
	int64_t		started;
	int64_t		ended;
};

/* "eclipse", "dusk", "time", "resign", "agreed"; NULL for none. */
const char *server_ending_name(enum server_ending);

/*
 * Files a finished game: of `game`, the caller gives each side's name and
 * guest mark, `rated` (agreed), the rules, clock, result, ending, plies,
 * started and ended; `record` is the game's gnomon-record(5) text
 * (`length` bytes, at most RECORD_TEXT_MAX).  On success `game` is
 * completed as the archive holds it: its id, `rated` as it counted, each
 * side's registered mark and ratings.  0, or -1 with nothing filed.
 */
int	server_game_file(struct server_db *, struct server_game *game,
	    const char *record, size_t length, char *message);

/*
 * The game `id` into *game and, when `record` is not NULL, its record into
 * `record` (`size` bytes, at least RECORD_TEXT_MAX + 1).  1 found, 0 no
 * such game, -1.
 */
int	server_game_get(struct server_db *, int64_t id,
	    struct server_game *game, char *record, size_t size, char *message);

/* The lists (above): the count of `games` filled (<= limit), or -1. */
int	server_games_latest(struct server_db *, int offset, int limit,
	    struct server_game *games, char *message);
int	server_games_of(struct server_db *, const char *name, int offset,
	    int limit, struct server_game *games, char *message);
int	server_games_best(struct server_db *, int offset, int limit,
	    struct server_game *games, char *message);

/* How many games the archive holds, into *count.  0 or -1. */
int	server_games_count(struct server_db *, long *count, char *message);

#endif
