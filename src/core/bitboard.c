/*
 * bitboard.c owns the shift-and-mask geometry described in bitboard.h.
 */
#include "bitboard.h"

#include <assert.h>

/* Unit steps of the compass points, (east, north), clockwise from north. */
static const signed char compass_steps[COMPASS_POINTS][2] = {
	{ 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 },
	{ 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 }
};

static const char *const compass_names[COMPASS_POINTS] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};

int
compass_dx(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_steps[point][0];
}

int
compass_dy(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_steps[point][1];
}

const char *
compass_name(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_names[point];
}

uint64_t
bb_step(uint64_t bb, int point)
{
	/*
	 * A step of (dx, dy) is a shift by dy * BOARD_STRIDE + dx bits.  A cell
	 * stepping off the east or west edge lands in the guard column, one
	 * stepping off the north edge lands above bit 55: the mask clears both.
	 */
	switch (point) {
	case COMPASS_N:  return (bb << BOARD_STRIDE) & BB_BOARD;
	case COMPASS_NE: return (bb << (BOARD_STRIDE + 1)) & BB_BOARD;
	case COMPASS_E:  return (bb << 1) & BB_BOARD;
	case COMPASS_SE: return (bb >> (BOARD_STRIDE - 1)) & BB_BOARD;
	case COMPASS_S:  return bb >> BOARD_STRIDE;
	case COMPASS_SW: return (bb >> (BOARD_STRIDE + 1)) & BB_BOARD;
	case COMPASS_W:  return (bb >> 1) & BB_BOARD;
	case COMPASS_NW: return (bb << (BOARD_STRIDE - 1)) & BB_BOARD;
	}
	assert(!"compass point out of range");
	return 0;
}

uint64_t
bb_neighbours(int cell)
{
	uint64_t centre = bb_cell(cell);
	uint64_t row = centre | ((centre << 1) & BB_BOARD) | (centre >> 1);

	/* `centre >> 1` from file a lands in the guard column: masked below. */
	row &= BB_BOARD;
	return (row | (row << BOARD_STRIDE) | (row >> BOARD_STRIDE)) &
	    BB_BOARD & ~centre;
}

uint64_t
bb_lit(int dusks)
{
	uint64_t lit = 0;
	int low = dusks, high = BOARD_SIZE - 1 - dusks;

	assert(dusks >= 0 && dusks <= DUSK_MAX);
	for (int rank = low; rank <= high; rank++)
		for (int file = low; file <= high; file++)
			lit |= bb_cell(cell_at(file, rank));
	return lit;
}
