/*
 * The exact table of the last day: every position of the 3x3 board valued
 * by best play to the end of the game, for the full search (search.h) to
 * read instead of searching.
 *
 * THE MODEL
 * After the second dusk only the nine cells c3..e5 are lit, so a position
 * of the last day is those nine cells (each empty, Amber or Teal: 3^9 =
 * 19,683 ways) and its ply in the day, 0 .. 2 * day_length - 1: the round
 * and whether the round's first or second mover is to move.  Without
 * hold=1 the sun turns one point every round, and the moon (moon=1) one
 * point every second round, so both follow from the ply once their places
 * at the day's first turn are known: the table is built for a key, the
 * rules and those two places, and answers only positions that fit it (the
 * sun and moon where the key puts them at that ply, no held sun).  Under
 * hold=1 (the sun may stand still) and mixed=1 (a tall stone is a fourth
 * thing a cell can hold) a position is more than its cells and ply: no
 * table is built for those rules (last_day_fits).
 *
 * A VALUE
 * is signed plies: 0 a draw with best play, +n a win for the side to move
 * with the game over n plies from here, -n a loss n plies from here, the
 * winner hurrying and the loser delaying: exactly what a search to the end
 * of the game finds, so the search turns it into SEARCH_WIN - (ply + n).
 *
 * SOLVING, ON FIRST USE
 * An entry is solved the first time it is asked for, by backward
 * induction: its legal moves (board_legal_moves) are played with
 * board_make, and a move's value is the finished game's result
 * (board_result) or the next ply's entry, solved first if need be.  So the
 * table uses the core's own rules, not a second copy of them, and solves
 * only the positions searches reach.  In the real game every shape at
 * every ply would be 276,000 positions; those reachable from the day's
 * first round are 96,366 (477,544 moves, about 60 ms), and a search
 * solves those its lines meet.  Each entry is solved once for a key.
 *
 * MEMORY
 * One allocation (last_day_new, last_day_bytes: about 630 kB, for the
 * longest day); the search makes it the first time it needs a table, and
 * solving allocates nothing.  A table serves one thread at a time, like
 * the search that owns it.
 */
#ifndef GNOMON_LAST_DAY_H
#define GNOMON_LAST_DAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

enum {
	LAST_DAY_CELLS = 9, /* the 3x3 board: c3..e5 */
	LAST_DAY_CELL_STATES = 3, /* empty, Amber, Teal */
	LAST_DAY_SHAPES = 19683, /* LAST_DAY_CELL_STATES ^ LAST_DAY_CELLS */
	LAST_DAY_PLIES_MAX = DAY_MAX * TURNS_PER_ROUND,
	LAST_DAY_MISS = INT8_MIN /* last_day_value: not in the table */
};

struct last_day;

/* What solving has cost: positions solved and moves made. */
struct last_day_cost {
	uint64_t	positions;
	uint64_t	moves;
};

/* NULL if the memory cannot be had. */
struct last_day *last_day_new(void);
void	last_day_free(struct last_day *);
/* The bytes last_day_new allocates. */
size_t	last_day_bytes(void);

/* Whether a position of `rules` in the last day is its cells and ply
 * alone: not under hold=1 or mixed=1. */
bool	last_day_fits(const struct rules *);

/* The first round of the last day under `rules`. */
static inline int
last_day_first_round(const struct rules *rules)
{
	return (DUSK_MAX - 1) * rules->day_length + 1;
}

/*
 * Makes the table answer the last-day positions a game through `board`
 * reaches (board itself too, if it is one): keyed by board's rules, sun
 * and moon, from the ply of the day `board` is at (0 before the last day)
 * to the end.  What is solved is kept while the key stays the same, and
 * forgotten when it changes.  `board`'s rules must fit (last_day_fits).
 */
void	last_day_prepare(struct last_day *, const struct board *board);

/*
 * The value (see A VALUE above) of `board`, a position of the last day
 * whose game is not over and whose rules are those last prepared for, or
 * LAST_DAY_MISS if the table does not hold it (another sun or moon, a held
 * sun, a ply before the one prepared from).  Solves it if need be.
 */
int	last_day_value(struct last_day *, const struct board *board);

/* What solving has cost since last_day_new. */
void	last_day_cost(const struct last_day *, struct last_day_cost *cost);

#endif
