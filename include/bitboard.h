/*
 * Cells, compass directions and bitboards: the geometry every other part of
 * Gnomon stands on.
 *
 * THE MODEL
 * A cell is numbered rank * BOARD_STRIDE + file, where file 0..6 is a..g
 * (west to east) and rank 0..6 is 1..7 (south to north).  A bitboard is a
 * 64-bit word with bit `cell` set for each cell in a set.  Each rank takes
 * eight bits, one more than the board is wide: bit 7 of every rank (the
 * guard column) and bits 56..63 are ALWAYS ZERO in every bitboard the core
 * hands out.  The guard column is what lets one shift move a whole set one
 * step east or west without wrapping onto the next rank; so sets move one
 * step at a time and are masked after each step, never two steps at once.
 *
 * The eight compass points double as the sun's positions and the eight move
 * directions, numbered clockwise from north as in gnomon(6):
 *   0 N (0,+1)  1 NE (+1,+1)  2 E (+1,0)  3 SE (+1,-1)
 *   4 S (0,-1)  5 SW (-1,-1)  6 W (-1,0)  7 NW (-1,+1)     as (east, north).
 */
#ifndef GNOMON_BITBOARD_H
#define GNOMON_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

enum {
	BOARD_SIZE = 7,		/* files and ranks */
	BOARD_STRIDE = 8,	/* bits per rank: the board plus a guard column */
	CELL_LIMIT = 64,	/* cell numbers are below this */
	CELL_NONE = 63,		/* never a board cell: in the always-zero top byte */
	COMPASS_POINTS = 8,
	DUSK_MAX = 3		/* the third dusk ends the game */
};

enum compass {
	COMPASS_N, COMPASS_NE, COMPASS_E, COMPASS_SE,
	COMPASS_S, COMPASS_SW, COMPASS_W, COMPASS_NW
};

/* Every cell of the 7x7 board: ranks 1..7, files a..g. */
#define BB_BOARD UINT64_C(0x007F7F7F7F7F7F7F)

static inline int
cell_at(int file, int rank)
{
	return rank * BOARD_STRIDE + file;
}

static inline int
cell_file(int cell)
{
	return cell % BOARD_STRIDE;
}

static inline int
cell_rank(int cell)
{
	return cell / BOARD_STRIDE;
}

static inline bool
cell_on_board(int file, int rank)
{
	return file >= 0 && file < BOARD_SIZE && rank >= 0 && rank < BOARD_SIZE;
}

static inline uint64_t
bb_cell(int cell)
{
	return UINT64_C(1) << cell;
}

static inline int
bb_count(uint64_t bb)
{
	return __builtin_popcountll(bb);
}

/* The lowest cell of a non-empty set. */
static inline int
bb_first(uint64_t bb)
{
	return __builtin_ctzll(bb);
}

/* Removes and returns the lowest cell of a non-empty set. */
static inline int
bb_pop(uint64_t *bb)
{
	int cell = __builtin_ctzll(*bb);

	*bb &= *bb - 1;
	return cell;
}

/* East and north components of a compass point's unit step. */
int	compass_dx(int point);
int	compass_dy(int point);
const char *compass_name(int point);

/* Every cell of `bb` moved one step towards `point`; cells leaving the board vanish. */
uint64_t	bb_step(uint64_t bb, int point);

/* The (up to eight) cells a king's step away from `cell`. */
uint64_t	bb_neighbours(int cell);

/* The lit cells after `dusks` dusks (0..DUSK_MAX): 7x7, 5x5, 3x3, then d4 alone. */
uint64_t	bb_lit(int dusks);

#endif
