/*
 * The static evaluation: what a position is worth to the side to move,
 * without searching, in hundredths of a stone.
 *
 * Two evaluations: evaluate_material() is the designer's (stones counted,
 * nothing else) and serves levels 1-4; evaluate_position() knows the game
 * and serves level 5.  Neither is asked about finished games: the search
 * scores those itself.
 */
#ifndef GNOMON_EVALUATE_H
#define GNOMON_EVALUATE_H

#include "core/board.h"

enum {
	EVALUATE_STONE = 100,	/* one stone */
	EVALUATE_ERROR_MAX = 128,
	EVALUATE_WEIGHT_MAX = 1000
};

/* The weights of evaluate_position's terms, so self-play can tune them. */
struct evaluate_weights {
	int exposed; /* each of our stones the enemy can shade next turn */
	int	threat;		/* each enemy stone we can shade this turn */
	int	uphill;		/* each step nearer the sun after it turns */
	int	ring;		/* each stone on the dusk ring, dusk near */
	int	doomed;		/* each ring stone that cannot escape in time */
	int	dusk_near;	/* rounds before dusk that the ring matters */
};

extern const struct evaluate_weights evaluate_default_weights;

/* Reads "exposed:20,ring:5" over `weights`; 0, or -1 with a message in
 * `error` (EVALUATE_ERROR_MAX bytes). */
int evaluate_weights_parse(const char *text, struct evaluate_weights *weights,
    char *error);

int	evaluate_material(const struct board *);
int evaluate_position(const struct board *, const struct evaluate_weights *);
/* The side to move's stones the enemy could shade at the end of its next
 * turn, where they stand or one step on: the stones evaluate_position
 * counts as exposed. */
bitboard evaluate_exposed(const struct board *);

#endif
