/*
 * plain_bridge.c owns the conversions of plain_bridge.h.
 */
#include "support/plain_bridge.h"

#include <string.h>

#include "core/bitboard.h"

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
	rules->pie = false;
	rules->board = BOARD_SIZE;
}

bitboard
plain_bridge_bitboard(int flags[PLAIN_SIZE][PLAIN_SIZE])
{
	bitboard bb = 0;

	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			if (flags[x][y])
				bb |= bb_cell(cell_at(x, y));
	return bb;
}

bitboard
plain_bridge_stones(const struct plain *p, int side, bool tall_only)
{
	int flags[PLAIN_SIZE][PLAIN_SIZE];
	int stone = side == PLAIN_AMBER ? PLAIN_AMBER_STONE : PLAIN_TEAL_STONE;

	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			flags[x][y] = p->cell[x][y] == stone &&
			    (!tall_only || p->tall[x][y]);
	return plain_bridge_bitboard(flags);
}

void
plain_bridge_board(const struct plain *p, struct board *board)
{
	memset(board, 0, sizeof *board);
	plain_bridge_rules(&p->rules, &board->rules);
	board->stones[COLOUR_AMBER] =
	    plain_bridge_stones(p, PLAIN_AMBER, false);
	board->stones[COLOUR_TEAL] = plain_bridge_stones(p, PLAIN_TEAL, false);
	board->tall[COLOUR_AMBER] = plain_bridge_stones(p, PLAIN_AMBER, true);
	board->tall[COLOUR_TEAL] = plain_bridge_stones(p, PLAIN_TEAL, true);
	board->lit = bb_lit(p->dusks);
	board->side = p->side == PLAIN_AMBER ? COLOUR_AMBER : COLOUR_TEAL;
	board->sun = p->sun;
	board->moon = p->rules.moon ? p->moon : MOON_NONE;
	board->round = p->round;
	board->held = p->held != 0;
	board->hash = board_compute_hash(board);
}
