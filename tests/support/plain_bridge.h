/*
 * The one bridge between the plain implementation (plain.h: arrays of
 * cells, ints) and the core (bitboards, struct rules), kept apart from
 * plain.c so that the plain rules never include the core.
 */
#ifndef GNOMON_PLAIN_BRIDGE_H
#define GNOMON_PLAIN_BRIDGE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "support/plain.h"

/* The core's rules of a plain variant. */
void	plain_bridge_rules(const struct plain_rules *, struct rules *);

/* The cells whose flag is set, [x][y] as in plain.h, as a core bitboard. */
bitboard plain_bridge_bitboard(int flags[PLAIN_SIZE][PLAIN_SIZE]);

/* `side`'s stones (only the tall ones with `tall_only`) as a core bitboard. */
bitboard plain_bridge_stones(const struct plain *, int side, bool tall_only);

/* The core board of a plain position, built field by field. */
void	plain_bridge_board(const struct plain *, struct board *);

#endif
