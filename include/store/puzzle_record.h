/*
 * The player's puzzles: which were tried and solved, the streak of days
 * with the day's puzzle solved, and a puzzle rating (glicko2.h), each
 * puzzle being the opponent at its own rating, as lichess rates puzzles.
 * Kept in the state directory (save.h) as the file `puzzles`, beside the
 * record against the computer (stats.h), and shown by `gnomon stats`.
 *
 * THE FILE
 * Written whole and atomically, under flock on `puzzles.lock`, as `stats`
 * is (state_file.h); a bad file is moved aside, never overwritten, and
 * reading it alone only says what is wrong.  Blank lines and lines
 * beginning with '#' are comments; the first other line is
 * "gnomon-puzzle-record 1"; then, once each,
 *	rating R D V		the rating, deviation and volatility
 *				(decimals with a point, whatever the locale)
 *	streak N BEST DAY	days in a row, the longest, the last day
 *				(days since 1970-01-01 UTC; -1: none)
 * and a line for each puzzle met (N from 1 to PUZZLE_MAX, once):
 *	tried N DAY		puzzle N tried and not solved, first on DAY
 *	solved N DAY		puzzle N solved (first try or later) on DAY
 *
 * THE RATING
 * Each first attempt at a puzzle is a rating period of one game
 * (glicko2.h) against the puzzle as the opponent: at its own rating, with
 * the fixed deviation PUZZLE_RECORD_OPPONENT_DEVIATION (a puzzle's rating
 * is taken as well known: it is not rated back), won if solved at once.
 * A later attempt moves nothing but the puzzle's state: a puzzle learned
 * is not a win.  Days without puzzles do not widen the deviation.
 *
 * THE STREAK
 * Consecutive UTC days on each of which the day's puzzle was solved: a
 * solve the day after the last one adds a day, the same day twice counts
 * once, and after a missed day the streak is 0 (puzzle_record_streak) and
 * the next solve begins it again at 1.
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
/* A puzzle's deviation as an opponent (see THE RATING). */
#define PUZZLE_RECORD_OPPONENT_DEVIATION 80.0

enum {
	PUZZLE_RECORD_TEXT_MAX = 65536, /* a longer file is not ours */
	PUZZLE_RECORD_ERROR_MAX = 160,	/* what is wrong with a line */
	PUZZLE_RECORD_LOCK_WAIT_MS = 5000,
	PUZZLE_RECORD_DAY_MAX = 1000000	/* days: some 2700 years */
};

enum puzzle_state { PUZZLE_UNTRIED, PUZZLE_TRIED, PUZZLE_SOLVED };

struct puzzle_record {
	struct glicko2	rating;
	int		streak;		/* days in a row, up to last_day */
	int		best_streak;
	long		last_day;	/* the day's puzzle last solved; -1 */
	int		solved_count;
	int		tried_count;	/* tried, solved or not */
	/* [number - 1]: what became of puzzle `number`, and the day it was
	 * first tried (PUZZLE_TRIED) or solved (PUZZLE_SOLVED) */
	unsigned char	state[PUZZLE_MAX];
	long		day[PUZZLE_MAX];
};

/* A new player's: rating 1500/350/0.06, nothing tried, no streak. */
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
 * streak when `daily` and solved (`day` is then the puzzle's day).  0
 * with the record as it now stands in `after` (may be NULL) and, in
 * `message`, "" or what else was done for the caller to say (a bad record
 * kept aside: "PATH line N: what; kept as PATH.bad-TIME, a new record
 * begun"); -1 with a message if nothing was counted.
 */
int	puzzle_record_add_at(const struct save_place *,
	    const struct puzzle *, bool solved, bool daily, long day,
	    struct puzzle_record *after, char *message);

/*
 * The next puzzle for the player (an index into `puzzles`): the untried
 * one whose rating is nearest the player's, a new player's lowest first
 * (puzzles start easy); -1 when every one is tried.  While the rating is
 * provisional it aims below it, by the deviation above
 * GLICKO2_PROVISIONAL, so that a player not yet known meets easier ones
 * first; the nearer of two equally near is the easier.
 */
int	puzzle_record_next(const struct puzzle_record *,
	    const struct puzzle *puzzles, int count);

/* The streak as it stands on `today`: 0 once a day was missed. */
int	puzzle_record_streak(const struct puzzle_record *, long today);

/* Whether the rating is provisional, shown "1500?" (GLICKO2_PROVISIONAL). */
bool	puzzle_record_provisional(const struct puzzle_record *);

/* How long an update waits for the lock; a test that holds it sets less. */
void	puzzle_record_use_lock_wait(int ms);

#endif
