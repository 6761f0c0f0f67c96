/*
 * The pie rule (pie=1, gnomon(6) Variants): before the first move Amber's
 * player chooses the starting sun, any of the eight points, and then
 * Teal's player chooses which colour to play.  The board knows nothing of
 * it: the chosen sun is rules.start_sun, and a swap only changes who plays
 * which colour, which is the front end's business.
 *
 * The computer's choices, never at random.  In the game, under the
 * designer's rules, from the measured results (pie_play_sun); otherwise,
 * and always in the engine and selfplay, from its search:
 *   - the sun: the start position is searched for each of the eight suns
 *     with the same limits, each from a cleared table, and the sun whose
 *     value (Amber's view) is nearest 0 is chosen, ties to the lowest
 *     point (N before NE ...);
 *   - the colour: the start with the chosen sun is searched once more and
 *     Teal's player takes Amber's stones (swaps) when that value favours
 *     Amber (above 0), else keeps Teal.
 * Deterministic limits (nodes or depth, no time) give the same choices on
 * every machine.
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
	PIE_PER_MILLE = 1000	/* pie_measured_score's whole */
};

enum pie_choice { PIE_KEEP, PIE_SWAP };

/* The record's tag of Teal's player's choice: [Pie "keep"] or [Pie "swap"]
 * (gnomon-record(5)); the chosen sun is the Variant's sun=. */
#define PIE_TAG "Pie"

/* The limits of the interface's pie choices: the full search, PIE_NODES. */
void	pie_limits(struct search_limits *);

/*
 * The value of the start of `rules` with the sun at `sun`, from Amber's
 * view (search.h's scores), searched within `limits` from a cleared table.
 */
int	pie_value(struct search *, const struct rules *, int sun,
	    const struct search_limits *, atomic_bool *stop);

/*
 * Amber's player's choice of the sun: the point nearest an even game.
 * `values` (may be NULL) receives each sun's value, Amber's view.
 */
int	pie_choose_sun(struct search *, const struct rules *,
	    const struct search_limits *, atomic_bool *stop,
	    int values[COMPASS_POINTS]);

/* Teal's player's choice with the sun at `sun`; `value` (may be NULL)
 * receives the value it was made from, Amber's view. */
enum pie_choice pie_choose_swap(struct search *, const struct rules *, int sun,
	    const struct search_limits *, atomic_bool *stop, int *value);

/*
 * The choices from Amber's measured results by starting sun (gnomon-lab(6)
 * DESIGN), which exist for the designer's rules alone: the sun whose
 * score is nearest 50%, ties to the lowest point, and a swap when the
 * chosen sun's score is above 50%.  -1 under any other rules.
 */
int	pie_measured_sun(const struct rules *);
/* Amber's measured score from `sun`, in tenths of a percent, or -1. */
int	pie_measured_score(const struct rules *, int sun);
int	pie_measured_swap(const struct rules *, int sun);

/* The game's choices, in the terminal and the line mode: measured where
 * there are measurements, else the search at pie_limits. */
int	pie_play_sun(struct search *, const struct rules *, atomic_bool *stop);
enum pie_choice pie_play_swap(struct search *, const struct rules *, int sun,
	    atomic_bool *stop);

/* "keep" or "swap", as records and the engine write the choice; and back:
 * -1 for any other word. */
const char *pie_choice_name(enum pie_choice);
int	pie_choice_read(const char *word);

#endif
