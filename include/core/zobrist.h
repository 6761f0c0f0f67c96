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

#include "core/board.h"

enum {
	ZOBRIST_ROUNDS = DUSK_MAX * DAY_MAX + 2
}; /* rounds 0 .. 3 * DAY_MAX + 1 */

extern const uint64_t zobrist_stone[COLOUR_COUNT][CELL_LIMIT];
extern const uint64_t zobrist_side;
extern const uint64_t zobrist_sun[COMPASS_POINTS];
extern const uint64_t zobrist_round[ZOBRIST_ROUNDS];
extern const uint64_t zobrist_held;
extern const uint64_t zobrist_moon[COMPASS_POINTS];
extern const uint64_t zobrist_tall[COLOUR_COUNT][CELL_LIMIT];

/*
 * What the hash gains when the side to move ends its turn with no eclipse
 * and no dusk, the real game's way: the side, and at the end of a round the
 * sun (or the held sun let go) and the round.  A guess, not the rules: the
 * search XORs in a step's stone keys to find, before it makes the move, the
 * table slot to fetch for the child (an eclipse, a dusk or a variant's moon
 * and tall stones make the guess wrong, and the fetch merely wasted).
 */
static inline uint64_t
zobrist_quiet_turn(const struct board *board)
{
	int next_round = board->round + 1;
	uint64_t delta;

	if (!board_turn_ends_round(board))
		return zobrist_side;
	delta = zobrist_round[board->round] ^ zobrist_round[next_round];
	if (board->held)
		delta ^= zobrist_held;
	else
		delta ^= zobrist_sun[board->sun] ^
		    zobrist_sun[(board->sun + 1) % COMPASS_POINTS];
	if (board_first_mover(board, next_round) != board->side)
		delta ^= zobrist_side;
	return delta;
}

#endif
