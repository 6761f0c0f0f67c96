/*
 * The player's record against the computer: games won, lost and drawn
 * under the designer's rules and under other rules, at each level and
 * with each colour, kept in the state directory (save.h) as the file
 * `stats`.
 *
 * BY RULES
 * Every game a person finishes against the computer from the game's start
 * counts (ui_tally.h says which): under the designer's rules (rules_default
 * as they stand, the sun and all) or under other rules (another starting
 * sun, such as the fair one the menu offers, the pie rule or a variant).
 * The two are kept apart, never added together, since a score under one
 * set of rules says little of the other.
 *
 * THE FILE
 * A small text file, written whole and atomically as every file of the
 * game is (a temporary file, synced, renamed over the old one).  Blank
 * lines and lines beginning with '#' are comments.  The first other line
 * is "gnomon-stats 2" (the format's version); every line after it is
 *
 *	RULES LEVEL SIDE WON LOST DRAWN
 *
 * the rules (designer or other), a level 1-5, the player's colour (amber
 * or teal) and three counts, at most STATS_COUNT_MAX each, separated by
 * single spaces.  A row (rules, level, side) stands at most once; one not
 * listed has no games.  Version 1 ("gnomon-stats 1", lines without RULES)
 * counted the designer's rules alone and is still read as such; an update
 * writes it as version 2.
 *
 * TWO GAMES AT ONCE
 * An update reads, adds and writes while holding flock(LOCK_EX) on the
 * file `stats.lock` beside it (state_file.h), so two processes ending
 * games at the same moment both count.  The lock is held for one update
 * only, never for a game; a process that cannot get it in
 * STATS_LOCK_WAIT_MS (another one stopped while holding it) gives up with
 * a message and counts nothing.
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
#include "store/state_file.h"

#define STATS_FILE "stats"
#define STATS_LOCK_FILE "stats.lock"
#define STATS_MAGIC "gnomon-stats 2"
#define STATS_MAGIC_1 "gnomon-stats 1" /* still read: the designer's only */

enum stats_outcome { STATS_WON, STATS_LOST, STATS_DRAWN, STATS_OUTCOMES };

/* Which rules a game was played under (see BY RULES). */
enum stats_rules { STATS_DESIGNER, STATS_OTHER_RULES, STATS_RULES };

enum {
	STATS_LEVEL_MIN = 1,
	STATS_LEVEL_MAX = 5,
	STATS_LEVELS = STATS_LEVEL_MAX - STATS_LEVEL_MIN + 1,
	STATS_COUNT_MAX = 999999999, /* nine digits: a count never overflows */
	STATS_TEXT_MAX = 4096, /* a file longer than this is not ours */
	STATS_ERROR_MAX = 160, /* what is wrong with a line */
	STATS_LOCK_WAIT_MS = 5000
};

struct stats {
	/* [rules][level - STATS_LEVEL_MIN][the player's colour][outcome] */
	long count[STATS_RULES][STATS_LEVELS][COLOUR_COUNT][STATS_OUTCOMES];
};

void	stats_clear(struct stats *);

/* "amber" or "teal", as the file writes a colour. */
const char *stats_side_name(int colour);

/* "designer" or "other", as the file writes the rules. */
const char *stats_rules_name(enum stats_rules);

/* Games under `rules` at `level` with `colour` (outcome STATS_OUTCOMES:
 * all three). */
long	stats_games(const struct stats *, enum stats_rules, int level,
	    int colour, enum stats_outcome);

/* Every game under `rules`, at every level, with either colour. */
long	stats_total(const struct stats *, enum stats_rules);

/*
 * Reads the text of a record (`length` bytes), of either version.  0, or
 * -1 with the line that is wrong in `line` (0: the file as a whole) and
 * what in `error` (STATS_ERROR_MAX bytes); `stats` is then unchanged.
 */
int	stats_parse(const char *text, size_t length, struct stats *,
	    int *line, char *error);

/* Writes `stats` as a record's text (version 2); its length, or -1 if
 * `size` is short. */
int	stats_format(const struct stats *, char *text, size_t size);

/*
 * Reads the record of the state directory `place`: 1 when read, 0 when
 * there is none yet (`stats` is cleared), -1 when it cannot be read or is
 * bad, with "PATH line N: what is wrong" in `message`.
 */
int	stats_read_at(const struct save_place *, struct stats *, char *message);

/*
 * Counts one game, `outcome` for the player with `colour` at `level` under
 * `rules`, in the record of `place`, under its lock (see above).  0 with
 * the record as it now stands in `after` (may be NULL) and, if a bad file
 * was moved aside, that in `update` (may be NULL); -1 with a message if
 * nothing could be counted.
 */
int	stats_add_at(const struct save_place *, enum stats_rules, int level,
	    int colour, enum stats_outcome, struct stats *after,
	    struct state_update *, char *message);

/* How long an update waits for the lock (STATS_LOCK_WAIT_MS); a test
 * that holds it sets less. */
void	stats_use_lock_wait(int ms);

/*
 * Clears the record of `place`, under its lock: the file goes (a bad one
 * is moved aside and said so in `update`).  0, or -1 with a message.
 */
int	stats_reset_at(const struct save_place *, struct state_update *,
	    char *message);

#endif
