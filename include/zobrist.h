/*
 * The fixed random keys of the position hash (see zobrist.c).  A position's
 * hash is the XOR of the key of every stone on its cell, zobrist_side when
 * Teal is to move, the key of the sun's point and the key of the round,
 * and zobrist_held while a hold keeps the sun (hold=1); under moon=1 also
 * the key of the moon's point, and under mixed=1 the zobrist_tall key of
 * every tall stone's cell (on top of its stone key).
 */
#ifndef GNOMON_ZOBRIST_H
#define GNOMON_ZOBRIST_H

#include <stdint.h>

#include "board.h"

enum { ZOBRIST_ROUNDS = DUSK_MAX * DAY_MAX + 2 };	/* rounds 0 .. 3 * DAY_MAX + 1 */

extern const uint64_t zobrist_stone[COLOUR_COUNT][CELL_LIMIT];
extern const uint64_t zobrist_side;
extern const uint64_t zobrist_sun[COMPASS_POINTS];
extern const uint64_t zobrist_round[ZOBRIST_ROUNDS];
extern const uint64_t zobrist_held;
extern const uint64_t zobrist_moon[COMPASS_POINTS];
extern const uint64_t zobrist_tall[COLOUR_COUNT][CELL_LIMIT];

#endif
