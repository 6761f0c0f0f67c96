/*
 * The variant settings of a game (gnomon(6), Variants): the range of each,
 * the real game's, and whether a set of them is playable.  A position
 * (board.h) carries the settings it is played by.  Pure computation, as
 * board.h.
 */
#ifndef GNOMON_RULES_H
#define GNOMON_RULES_H

#include <stdbool.h>

#include "core/bitboard.h"

enum {
	STONES_MIN = 4,		/* a side's stones at the start (stones=N) */
	STONES_DEFAULT = 5,
	STONES_MAX = BOARD_SIZE,	/* a whole rank */
	START_RANK_BACK = 1,	/* where the stones start (start=R), */
	START_RANK_SECOND = 2,	/* counted from each side's own edge */
	SHADOW_LENGTH_MIN = 1,
	SHADOW_LENGTH_DEFAULT = 2,
	SHADOW_LENGTH_MAX = 3,
	DAY_MIN = 1,
	DAY_DEFAULT = 8,
	DAY_MAX = 16		/* keeps a game within MAX_PLIES (board.h) */
};

/* The variant settings; rules_default() gives the real game. */
struct rules {
	int	shadow_length;	/* SHADOW_LENGTH_MIN..SHADOW_LENGTH_MAX */
	int	day_length;	/* rounds per day, DAY_MIN..DAY_MAX */
	int	start_sun;	/* compass point the sun starts at */
	bool	snake;		/* even rounds are Teal then Amber */
	bool	instant;	/* mover=0: every move eclipses both colours */
	int	start_rank;	/* START_RANK_BACK or START_RANK_SECOND */
	int stones; /* a side's stones at the start, STONES_MIN..STONES_MAX */
	/* pie=1: before the first move Amber's player chose start_sun and
	 * Teal's player chose a colour (pie.h); the board is as without it. */
	bool	pie;
	bool hold; /* hold=1: a stone may be spent to hold the sun */
	bool	moon;		/* moon=1: a moon casts shadows too */
	bool	mixed;		/* mixed=1: the stone starting on d is tall */
	/* board=N: the board's size, always BOARD_SIZE, the one this program
	 * is built for (a rules_check for any other says which plays it). */
	int	board;
};

void	rules_default(struct rules *);
/* Whether two rule sets play the same game on the board: every setting
 * alike but the pie, which changes who plays which colour, never a move. */
bool	rules_same_board(const struct rules *, const struct rules *);
/* NULL if the settings are playable, else what is wrong with them. */
const char *rules_check(const struct rules *);
/* DUSK_MAX * day_length: 3 * day_length on 7x7, 4 * on 9x9 */
static inline int
rules_last_round(const struct rules *rules)
{
	return DUSK_MAX * rules->day_length;
}

/* True when a variant changes the shadows (moon=1, mixed=1). */
static inline bool
rules_shade_varies(const struct rules *rules)
{
	return rules->moon || rules->mixed;
}

#endif
