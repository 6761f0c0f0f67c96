/*
 * The exact solver: who wins a position with best play to the end of the
 * game, proved by a search that prunes nothing it has not refuted, for
 * the design lab's `gnomon lab solve` (gnomon-lab(6)) and its tests.
 *
 * THE MODEL
 * A value is one of three, for the side to move: PROOF_WIN, PROOF_DRAW or
 * PROOF_LOSS.  The plies to the end do not matter here (the last day's
 * table, last_day.h, keeps them; the solver only asks their sign), so the
 * search is alpha-beta over three values, asked as two null-window
 * probes: "is it more than a draw?", and if not, "is it less?".  Every
 * cut is a refutation, never a guess: no depth limit, no reduction, no
 * evaluation.  Its exact leaves are the game's end (board_result) and,
 * from the last day's first ply, the last day's table (last_day_value),
 * which solves that day by backward induction over the core's own moves;
 * under hold=1 and mixed=1 (no table: last_day_fits) it searches the
 * last day too.  Moves are the core's (board_legal_moves, board_make):
 * the solver has no rules of its own.
 *
 * THE TABLE
 * What it has proved is kept in a transposition table (tt.h), keyed by
 * the position's Zobrist hash, which holds the stones, the side, the sun,
 * the round (and so the ply) and the moon: a bound (at least, at most) or
 * an exact value, and the move that proved it, tried first when the
 * position comes back.  It is cleared when the rules change.  Two
 * positions with one 64-bit hash would share an entry: a chance of about
 * n^2 / 2^65 for n positions stored, the one assumption of the proof, as
 * in every solver that keys a table by a hash (Connect Four's).
 *
 * ORDER
 * The table's move first; then the moves that eclipse most; then by the
 * history of the moves that proved a cut before.  Ordering only changes
 * how fast a value is found, never the value.
 *
 * COST AND STOPPING
 * Every position searched is a node, counted.  The `stop` flag may be
 * raised from any thread: the solver then returns PROOF_STOPPED promptly,
 * and stores nothing it has not finished proving.  A progress hook, if
 * set, is called every PROOF_PROGRESS_NODES nodes (from the solving
 * thread): the caller prints, or raises `stop` for a limit.  Everything is
 * allocated by proof_new; solving allocates nothing.  A solver serves one
 * thread at a time.
 */
#ifndef GNOMON_PROOF_H
#define GNOMON_PROOF_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

enum proof_value {
	PROOF_LOSS = -1,
	PROOF_DRAW = 0,
	PROOF_WIN = 1,
	PROOF_STOPPED = 2 /* stopped before the value was proved */
};

enum {
	PROOF_TT_DEFAULT_MB = 64,
	PROOF_PROGRESS_NODES = 1 << 20
};

struct proof;

/* What a solver has done since it was made (or last cleared). */
struct proof_cost {
	uint64_t	nodes;		/* positions searched */
	uint64_t	last_day;	/* of them, read from the last day's */
	uint64_t	table_cuts;	/* of them, answered by the table */
};

typedef void proof_progress(const struct proof_cost *, void *context);

/* NULL if the memory cannot be had. */
struct proof *proof_new(size_t tt_megabytes);
/* The bytes proof_new(tt_megabytes) allocates. */
size_t	proof_bytes(size_t tt_megabytes);
void	proof_free(struct proof *);
/* Forgets everything proved, and the cost: 0, or -1 if the table's memory
 * cannot be had again (then the solver may only be freed). */
int	proof_clear(struct proof *);
/* Calls `hook` (may be NULL) every PROOF_PROGRESS_NODES nodes. */
void	proof_on_progress(struct proof *, proof_progress *hook,
	    void *context);
void	proof_cost(const struct proof *, struct proof_cost *);

/*
 * The value of `board` for its side to move, or PROOF_STOPPED.  `best`
 * (may be NULL) receives a move that achieves it (MOVE_NONE when the game
 * is over or the search stopped).  `stop` may be NULL.
 */
int	proof_solve(struct proof *, const struct board *, atomic_bool *stop,
	    uint16_t *best);

/*
 * The value of playing `move`, a legal move of `board`, for the side that
 * plays it (not the side to move after it, which under snake=1 may be the
 * same): the value of the position if every other move is left out.  A
 * root's value is the best of its moves': how a sharded proof is put
 * together (gnomon-lab(6), solve).
 */
int	proof_solve_move(struct proof *, const struct board *, uint16_t move,
	    atomic_bool *stop);

/* The words for a value at the start, for the side to move `colour`:
 * "Amber wins with best play", "a draw with best play". */
const char *proof_words(int value, int colour);

#endif
