/*
 * plain_bridge.c owns the conversions of plain_bridge.h.
 */
#include "support/plain_bridge.h"

#include "bitboard.h"

void
plain_bridge_rules(const struct plain_rules *plain, struct rules *rules)
{
	rules->shadow_length = plain->length;
	rules->day_length = plain->day;
	rules->start_sun = plain->start_sun;
	rules->snake = plain->snake != 0;
	rules->instant = plain->mover == 0;
	rules->start_rank = plain->start;
	rules->stones = plain->stones;
	rules->hold = plain->hold != 0;
	rules->moon = plain->moon != 0;
	rules->mixed = plain->mixed != 0;
}

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
