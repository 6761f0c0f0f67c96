/*
 * The puzzle miner's judgement of one position (gnomon mine, gnomon(6)):
 * whether it is a puzzle (core/puzzle.h) and, if it is, the puzzle: its
 * solution line, its themes, its rating from measured difficulty.  Every
 * verdict is the proof's search's (ai/puzzle_proof.h), so that what the
 * miner keeps, tests/test_puzzle_proof.c proves again.
 *
 * A position is kept when, in this order (the first that fails names the
 * verdict):
 *   - the side to move has two legal moves or more;
 *   - one first move beats every other by `margin` stones or more at the
 *     proof's `depth` (no second solution);
 *   - it is not obvious: a search of `shallow` plies does not already find
 *     that move alone, or some other move takes at once and fails (a
 *     tempting wrong move).
 * The themes' definitions are gnomon-puzzles(5)'s.
 */
#ifndef GNOMON_PUZZLE_MINE_H
#define GNOMON_PUZZLE_MINE_H

#include "core/board.h"
#include "core/puzzle.h"

struct search;

enum puzzle_verdict {
	MINE_KEPT,
	MINE_FORCED,		/* fewer than two legal moves */
	MINE_NOT_UNIQUE,	/* no move beats every other by the margin */
	MINE_OBVIOUS,		/* a shallow search finds it, nothing tempts */
	MINE_VERDICTS
};

struct puzzle_mine_settings {
	int	depth;		/* the proof's plies after the first move */
	int	margin;		/* whole stones */
	int	shallow;	/* plies of the "obvious" search */
};

/* "kept", "forced", "not-unique", "obvious". */
const char *puzzle_verdict_name(enum puzzle_verdict);

/*
 * Judges `board` in `search` (search_new(SEARCH_TT_DEFAULT_MB)).  When
 * kept, `puzzle` holds the position, line, depth, margin (the first move's
 * lead over the next best, at most 10), themes and rating; its number and
 * source are the caller's.
 */
enum puzzle_verdict puzzle_mine_position(struct search *,
	    const struct board *, const struct puzzle_mine_settings *,
	    struct puzzle *);

/* The themes that `puzzle`'s line shows (gnomon-puzzles(5)), at most
 * PUZZLE_THEMES_MAX, into its theme list; `score` is its first move's, by
 * the proof at its depth (puzzle_proof_score), which the miner has. */
void	puzzle_mine_themes(struct puzzle *, int score);

#endif
