/*
 * plain_bridge.c owns the conversion of plain_bridge.h.
 */
#include "support/plain_bridge.h"

#include "bitboard.h"

uint64_t
plain_bridge_bitboard(int flags[PLAIN_SIZE][PLAIN_SIZE])
{
	uint64_t bb = 0;

	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			if (flags[x][y])
				bb |= bb_cell(cell_at(x, y));
	return bb;
}
