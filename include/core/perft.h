/*
 * Perft: the number of move sequences of a given length from a position,
 * the standard check of a move generator and of make/unmake.
 */
#ifndef GNOMON_PERFT_H
#define GNOMON_PERFT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

/* Leaves `depth` plies below `board` (a forced pass is a ply; a finished
 * game has no children).  The board is unchanged on return. */
uint64_t perft(struct board *, int depth);

/*
 * Asked by perft_until before each move it plays (never at the last ply,
 * which is counted, not played): true to give the count up.  It is the
 * caller's to decide why (a flag a `quit` raised, a budget of nodes); the
 * count itself reads nothing and never waits.
 */
struct perft_stop {
	bool	(*stopped)(void *context);
	void	*context;
};

/*
 * perft's count into *leaves, asking `stop` (NULL: never) as it goes; 0,
 * or -1 if it was told to stop, *leaves then unset.  The board is
 * unchanged on return either way.
 */
int	perft_until(struct board *, int depth, const struct perft_stop *stop,
	    uint64_t *leaves);

#endif
