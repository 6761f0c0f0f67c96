/*
 * Perft: the number of move sequences of a given length from a position,
 * the standard check of a move generator and of make/unmake.
 */
#ifndef GNOMON_PERFT_H
#define GNOMON_PERFT_H

#include <stdint.h>

#include "core/board.h"

/* Leaves `depth` plies below `board` (a forced pass is a ply; a finished
 * game has no children).  The board is unchanged on return. */
uint64_t perft(struct board *, int depth);

#endif
