/*
 * What makes a puzzle (core/puzzle.h) true: a full-width search that
 * counts stones and wins, the measure the lessons are proved by.  A
 * puzzle holds when its first move beats every other first move by its
 * margin at its depth, and each later move of the solver in its line is
 * the best there, by the same measure.  The miner (tools/mine-puzzles.sh)
 * keeps only positions that hold; tests/test_puzzle_proof.c checks every
 * shipped puzzle.  Searches only when asked: the plain functions make a
 * search (its table) for the call and free it; the _in ones use the
 * caller's, for callers that prove many positions (the miner, the tests).
 */
#ifndef GNOMON_PUZZLE_PROOF_H
#define GNOMON_PUZZLE_PROOF_H

#include <limits.h>
#include <stdint.h>

#include "core/board.h"
#include "core/puzzle.h"

struct search;

/* A forced win scores this, a forced loss its negative: more than any
 * count of stones. */
#define PUZZLE_PROOF_WIN 1000

/*
 * The score of `move` for the side to move in `board`: the stones it ends
 * up ahead, its own less the other's, after `move` and a full-width search
 * of `depth` plies more (or PUZZLE_PROOF_WIN if it forces a win there).
 */
int	puzzle_proof_score(const struct board *, uint16_t move, int depth);

/*
 * Checks `puzzle` against the search.  0 when it holds; -1 with what fails
 * in `error` (PUZZLE_ERROR_MAX bytes): "puzzle 12: c3d4 is as good as
 * b2c3" or "puzzle 12: c3 is empty".
 */
int	puzzle_proof_check(const struct puzzle *, char *error);

/* When puzzle_proof_score cannot have the memory for its search (check
 * then says so in `error`). */
#define PUZZLE_PROOF_NO_MEMORY INT_MIN

/* As above, in the caller's `search` (search_new(SEARCH_TT_DEFAULT_MB)),
 * cleared before each search so that the answer is the same whatever it
 * held before. */
int	puzzle_proof_score_in(struct search *, const struct board *,
	    uint16_t move, int depth);
int	puzzle_proof_check_in(struct search *, const struct puzzle *,
	    char *error);

#endif
