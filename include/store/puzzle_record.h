/*
 * The player's puzzles: which were tried and solved, the streak of days
 * with the day's puzzle solved, and a puzzle rating (glicko2.h), each
 * puzzle being the opponent at its own rating, as lichess rates puzzles.
 * Kept in the state directory (save.h) as the file `puzzles`, beside the
 * record against the computer (stats.h), and shown by `gnomon stats`.
 *
 * THE FILE
 * Written whole and atomically, under flock on `puzzles.lock`, as `stats`
 * is; a bad file is moved aside, never overwritten.  Blank lines and lines
 * beginning with '#' are comments; the first other line is
 * "gnomon-puzzle-record 1"; then
 *	rating R D V		the rating, deviation and volatility
 *	streak N BEST DAY	days in a row, the longest, the last day
 *				(days since 1970-01-01 UTC; -1: none)
 *	tried N DAY		puzzle N tried and not solved, first on DAY
 *	solved N DAY		puzzle N solved (first try or later) on DAY
 */
#ifndef GNOMON_PUZZLE_RECORD_H
#define GNOMON_PUZZLE_RECORD_H

#include <stdbool.h>

#include "core/puzzle.h"
#include "store/glicko2.h"
#include "store/save.h"

#define PUZZLE_RECORD_FILE "puzzles"
#define PUZZLE_RECORD_LOCK_FILE "puzzles.lock"
#define PUZZLE_RECORD_MAGIC "gnomon-puzzle-record 1"

enum puzzle_state { PUZZLE_UNTRIED, PUZZLE_TRIED, PUZZLE_SOLVED };

struct puzzle_record {
	struct glicko2	rating;
	int		streak;		/* days in a row, up to last_day */
	int		best_streak;
	long		last_day;	/* the day's puzzle last solved; -1 */
	int		solved_count;
	int		tried_count;	/* tried, solved or not */
	/* [number - 1]: what became of puzzle `number` */
	unsigned char	state[PUZZLE_MAX];
};

void	puzzle_record_clear(struct puzzle_record *);

/*
 * Reads the record of `place`: 1 when read, 0 when there is none yet
 * (cleared: a new player's rating), -1 with "PATH line N: what" in
 * `message` when it cannot be read or is bad.
 */
int	puzzle_record_read_at(const struct save_place *,
	    struct puzzle_record *, char *message);

/*
 * Counts an attempt at `puzzle`, solved or not, on `day`: the rating moves
 * only on a puzzle's first attempt (a puzzle learned is not a win), the
 * streak when `daily` and solved.  0 with the record as it now stands in
 * `after` (may be NULL); -1 with a message if nothing was counted.
 */
int	puzzle_record_add_at(const struct save_place *,
	    const struct puzzle *, bool solved, bool daily, long day,
	    struct puzzle_record *after, char *message);

/*
 * The next puzzle for the player (an index into `puzzles`): the untried
 * one whose rating is nearest the player's, a new player's lowest first
 * (puzzles start easy); -1 when every one is tried.
 */
int	puzzle_record_next(const struct puzzle_record *,
	    const struct puzzle *puzzles, int count);

#endif
