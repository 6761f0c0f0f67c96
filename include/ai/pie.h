/*
 * The pie rule (pie=1, gnomon(6) Variants): before the first move Amber's
 * player chooses the starting sun, any of the eight points, and then
 * Teal's player chooses which colour to play.  The board knows nothing of
 * it: the chosen sun is rules.start_sun, and a swap only changes who plays
 * which colour, which is the front end's business.
 *
 * The computer's choices, never at random, and one chooser for every
 * computer player (the game's, the engine's, selfplay's and transcript's):
 *   - under the designer's rules but for the sun, from a table of Amber's
 *     measured score by the starting sun (gnomon-lab(6) DESIGN), played
 *     by both players at one strength; the player uses the table whose
 *     strength is nearest its own (pie_table_for).  The sun is the one
 *     whose score is nearest 50%, ties to the lowest point (N before NE
 *     ...), and Teal's player swaps exactly when that table scores the
 *     sun above 50% for Amber: the two choices read one table, so Teal's
 *     player never takes the side the table scores lower;
 *   - under any other rules, no table: the search.  The start position is
 *     searched for each of the eight suns with the player's limits, each
 *     from a cleared table, and the sun whose value (Amber's view) is
 *     nearest 0 is chosen, ties to the lowest point; Teal's player
 *     searches the chosen start once more and swaps when that value
 *     favours Amber (above 0).
 * A table's choice is the same at any limits of its strength, and a
 * search's with deterministic limits (nodes or depth, no time) the same
 * on every machine.
 */
#ifndef GNOMON_PIE_H
#define GNOMON_PIE_H

#include <stdatomic.h>
#include <stdbool.h>

#include "ai/search.h"
#include "core/board.h"

enum {
	/* The interface's and the engine's default: the full search to this
	 * many nodes for each sun (about a tenth of a second each). */
	PIE_NODES = 200000,
	PIE_PER_MILLE = 1000,	/* pie_measured_score's whole */
	PIE_BASIS_MAX = 64	/* "the table of N nodes a move", a NUL */
};

enum pie_choice { PIE_KEEP, PIE_SWAP };

/* The record's tag of Teal's player's choice: [Pie "keep"] or [Pie "swap"]
 * (gnomon-record(5)); the chosen sun is the Variant's sun=. */
#define PIE_TAG "Pie"

/*
 * Amber's measured results by the starting sun, under the designer's rules
 * but for the sun, with both players searching `nodes` a move (the full
 * search, 2 random plies first, seed 1: `gnomon lab sun p=nNODES`).
 */
struct pie_table {
	uint64_t	nodes;
	struct pie_row {
		int	amber, teal, drawn;
	}		suns[COMPASS_POINTS];
};

/*
 * The table a player searching within `limits` chooses from under `rules`,
 * or NULL where no table covers the rules.  The nearest strength is judged
 * by the nodes a move, as a ratio (twice as many is as far as half as
 * many), ties to the stronger table; a player with no node count, which is
 * weaker than any table's (the designer's depths, levels 1 to 4, a depth
 * or time limit alone), takes the weakest table, and level 5 (4,000,000
 * nodes) the strongest.
 */
const struct pie_table *pie_table_for(const struct rules *,
	    const struct search_limits *);
/* The tables, from the weakest players to the strongest: the table at
 * `index`, or NULL past the last. */
const struct pie_table *pie_table_at(int index);
/* The table of the manual (gnomon-lab(6) DESIGN), the strongest, or NULL
 * under rules no table covers. */
const struct pie_table *pie_table_shown(const struct rules *);
/* A table's choices: the sun nearest 50%; a swap when `sun` is above 50%. */
int	pie_table_sun(const struct pie_table *);
enum pie_choice pie_table_swap(const struct pie_table *, int sun);
/* Amber's score from `sun`, in tenths of a percent (PIE_PER_MILLE), rounded
 * as printf rounds the tables' figures; and the games played from it. */
int	pie_table_score(const struct pie_table *, int sun);
int	pie_table_games(const struct pie_table *, int sun);

/*
 * The computer's choices (above): from pie_table_for's table where there
 * is one, else by the search within `limits`.  `table` (may be NULL)
 * receives the table the choice was read from, NULL for the search.
 */
int	pie_sun(struct search *, const struct rules *,
	    const struct search_limits *, atomic_bool *stop,
	    const struct pie_table **table);
enum pie_choice pie_swap(struct search *, const struct rules *, int sun,
	    const struct search_limits *, atomic_bool *stop,
	    const struct pie_table **table);

/* The limits of the game's pie choices, at every level: the full search,
 * PIE_NODES (so the strongest table's choices). */
void	pie_limits(struct search_limits *);

/*
 * The value of the start of `rules` with the sun at `sun`, from Amber's
 * view (search.h's scores), searched within `limits` from a cleared table.
 */
int	pie_value(struct search *, const struct rules *, int sun,
	    const struct search_limits *, atomic_bool *stop);

/*
 * The search's choice of the sun: the point nearest an even game.
 * `values` (may be NULL) receives each sun's value, Amber's view.
 */
int	pie_choose_sun(struct search *, const struct rules *,
	    const struct search_limits *, atomic_bool *stop,
	    int values[COMPASS_POINTS]);

/* The search's choice for Teal's player with the sun at `sun`; `value`
 * (may be NULL) receives the value it was made from, Amber's view. */
enum pie_choice pie_choose_swap(struct search *, const struct rules *, int sun,
	    const struct search_limits *, atomic_bool *stop, int *value);

/* The choices of the manual's table (pie_table_shown), as the menu and the
 * pie step show them: -1 under any other rules. */
int	pie_measured_sun(const struct rules *);
/* Amber's score from `sun` in the manual's table, in tenths of a percent,
 * or -1. */
int	pie_measured_score(const struct rules *, int sun);
int	pie_measured_swap(const struct rules *, int sun);

/* The game's choices, in the terminal and the line mode: pie_sun and
 * pie_swap at pie_limits. */
int	pie_play_sun(struct search *, const struct rules *, atomic_bool *stop);
enum pie_choice pie_play_swap(struct search *, const struct rules *, int sun,
	    atomic_bool *stop);

/* "keep" or "swap", as records and the engine write the choice; and back:
 * -1 for any other word. */
const char *pie_choice_name(enum pie_choice);
int	pie_choice_read(const char *word);

#endif
