/*
 * The player's record against the computer: games won, lost and drawn at
 * each level and with each colour, kept in the state directory (save.h) as
 * the file `stats`.
 *
 * THE FILE
 * A small text file, written whole and atomically as every file of the
 * game is (a temporary file, synced, renamed over the old one).  Blank
 * lines and lines beginning with '#' are comments.  The first other line
 * is "gnomon-stats 1" (the format's version); every line after it is
 *
 *	LEVEL SIDE WON LOST DRAWN
 *
 * a level 1-5, the player's colour (amber or teal) and three counts, at
 * most STATS_COUNT_MAX each, separated by single spaces.  A pair (level,
 * side) stands at most once; one not listed has no games.
 *
 * TWO GAMES AT ONCE
 * An update reads, adds and writes while holding flock(LOCK_EX) on the
 * file `stats.lock` beside it, so two processes ending games at the same
 * moment both count.  The lock is held for one update only, never for a
 * game; a process that cannot get it in STATS_LOCK_WAIT_MS (another one
 * stopped while holding it) gives up with a message and counts nothing.
 *
 * A BAD FILE
 * is never overwritten: an update moves it aside (stats.bad-TIME, as
 * save_move_aside_at does) and begins a new record with the game it
 * counts, and says so; reading it alone (`gnomon stats`) only says what is
 * wrong, with the line.
 */
#ifndef GNOMON_STATS_H
#define GNOMON_STATS_H

#include <stdbool.h>

#include "core/board.h"
#include "store/save.h"

#define STATS_FILE "stats"
#define STATS_LOCK_FILE "stats.lock"
#define STATS_MAGIC "gnomon-stats 1"

enum stats_outcome { STATS_WON, STATS_LOST, STATS_DRAWN, STATS_OUTCOMES };

enum {
	STATS_LEVEL_MIN = 1,
	STATS_LEVEL_MAX = 5,
	STATS_LEVELS = STATS_LEVEL_MAX - STATS_LEVEL_MIN + 1,
	STATS_COUNT_MAX = 999999999, /* nine digits: a count never overflows */
	STATS_TEXT_MAX = 4096, /* a file longer than this is not ours */
	STATS_ERROR_MAX = 160, /* what is wrong with a line */
	STATS_LOCK_WAIT_MS = 5000,
	STATS_LOCK_STEP_MS = 10
};

struct stats {
	/* [level - STATS_LEVEL_MIN][the player's colour][outcome] */
	long	count[STATS_LEVELS][COLOUR_COUNT][STATS_OUTCOMES];
};

/* What an update did besides counting, for the caller to say. */
struct stats_update {
	bool moved_aside; /* a bad file was found and kept as `moved` */
	char	moved[SAVE_PATH_MAX];
	char	why[SAVE_MESSAGE_MAX];	/* what was wrong with it */
};

void	stats_clear(struct stats *);

/* "amber" or "teal", as the file writes a colour. */
const char *stats_side_name(int colour);

/* Games at `level` with `colour` (outcome STATS_OUTCOMES: all three). */
long	stats_games(const struct stats *, int level, int colour,
	    enum stats_outcome);

/*
 * Reads the text of a record (`length` bytes).  0, or -1 with the line
 * that is wrong in `line` (0: the file as a whole) and what in `error`
 * (STATS_ERROR_MAX bytes); `stats` is then unchanged.
 */
int	stats_parse(const char *text, size_t length, struct stats *,
	    int *line, char *error);

/* Writes `stats` as a record's text; its length, or -1 if `size` is short. */
int	stats_format(const struct stats *, char *text, size_t size);

/*
 * Reads the record of the state directory `place`: 1 when read, 0 when
 * there is none yet (`stats` is cleared), -1 when it cannot be read or is
 * bad, with "PATH line N: what is wrong" in `message`.
 */
int	stats_read_at(const struct save_place *, struct stats *, char *message);

/*
 * Counts one game, `outcome` for the player with `colour` at `level`, in
 * the record of `place`, under its lock (see above).  0 with the record as
 * it now stands in `after` (may be NULL) and, if a bad file was moved
 * aside, that in `update` (may be NULL); -1 with a message if nothing
 * could be counted.
 */
int	stats_add_at(const struct save_place *, int level, int colour,
	    enum stats_outcome, struct stats *after, struct stats_update *,
	    char *message);

/* How long an update waits for the lock (STATS_LOCK_WAIT_MS); a test
 * that holds it sets less. */
void	stats_use_lock_wait(int ms);

/*
 * Clears the record of `place`, under its lock: the file goes (a bad one
 * is moved aside and said so in `update`).  0, or -1 with a message.
 */
int	stats_reset_at(const struct save_place *, struct stats_update *,
	    char *message);

#endif
