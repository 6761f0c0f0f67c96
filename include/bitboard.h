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

/*
 * The number of cells in a set.  Built for a plain x86-64 (no -mpopcnt),
 * __builtin_popcountll is a call into libgcc's table-driven routine; in a
 * function marked BB_HOT_POPCNT it is the processor's POPCNT instruction
 * wherever the processor has one (every x86-64 since 2008).
 */
static inline int
bb_count(uint64_t bb)
{
	return __builtin_popcountll(bb);
}

/*
 * BB_HOT_POPCNT marks a function the search spends its time in: on x86-64
 * with glibc, the compiler builds it twice, with and without POPCNT, and
 * the loader picks one for the processor it runs on (an ifunc), so one
 * binary runs on any x86-64 and counts in one instruction where it can.
 * Elsewhere (another architecture, which has its own count instruction or
 * is built for it, a C library without ifuncs, an -mpopcnt build) it is
 * nothing.
 */
#if defined(__x86_64__) && defined(__GLIBC__) && !defined(__POPCNT__) && \
    defined(__has_attribute)
#if __has_attribute(target_clones)
#define BB_HOT_POPCNT __attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef BB_HOT_POPCNT
#define BB_HOT_POPCNT
#endif

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

/* East and north components of a compass point's unit step (inline: the
 * evaluation asks at every leaf). */
static inline int
compass_dx(int point)
{
	switch (point) {
	case COMPASS_NE: case COMPASS_E: case COMPASS_SE: return 1;
	case COMPASS_SW: case COMPASS_W: case COMPASS_NW: return -1;
	default: return 0;
	}
}

static inline int
compass_dy(int point)
{
	switch (point) {
	case COMPASS_NW: case COMPASS_N: case COMPASS_NE: return 1;
	case COMPASS_SE: case COMPASS_S: case COMPASS_SW: return -1;
	default: return 0;
	}
}

const char *compass_name(int point);

/*
 * A compass point's step as a shift of a bitboard: dy * BOARD_STRIDE + dx
 * bits, positive to the north and east.  (A switch of constants, which the
 * compiler makes a table: no branch, and no table a header would have to
 * export.)
 */
static inline int
bb_shift(int point)
{
	switch (point) {
	case COMPASS_N:  return BOARD_STRIDE;
	case COMPASS_NE: return BOARD_STRIDE + 1;
	case COMPASS_E:  return 1;
	case COMPASS_SE: return -(BOARD_STRIDE - 1);
	case COMPASS_S:  return -BOARD_STRIDE;
	case COMPASS_SW: return -(BOARD_STRIDE + 1);
	case COMPASS_W:  return -1;
	default:         return BOARD_STRIDE - 1;	/* COMPASS_NW */
	}
}

/* Every cell of `bb` moved `shift` bits (bb_shift): not yet masked. */
static inline uint64_t
bb_shifted(uint64_t bb, int shift)
{
	return shift > 0 ? bb << shift : bb >> -shift;
}

/*
 * Every cell of `bb` (a set of board cells) moved `shift` bits (bb_shift)
 * round the word: one rotate, with no test of the direction.  A cell that
 * crosses the top or bottom of the word lands in the top byte or, moved
 * nine bits, in rank 7's guard column: cells a mask by any part of
 * BB_BOARD clears, as it clears those bb_shifted moves off the board.  So
 * masked, the two are the same set.
 */
static inline uint64_t
bb_rotated(uint64_t bb, int shift)
{
	unsigned left = (unsigned)shift % CELL_LIMIT;

	return bb << left | bb >> ((CELL_LIMIT - left) % CELL_LIMIT);
}

/*
 * Every cell of `bb` moved one step towards `point`; cells leaving the board
 * vanish.  A cell stepping off the east or west edge lands in the guard
 * column, one stepping off the north edge lands above bit 55: the mask
 * clears both.  Inline: the search steps sets millions of times a second.
 */
static inline uint64_t
bb_step(uint64_t bb, int point)
{
	return bb_shifted(bb, bb_shift(point)) & BB_BOARD;
}

/* The (up to eight) cells a king's step away from `cell`. */
static inline uint64_t
bb_neighbours(int cell)
{
	uint64_t centre = bb_cell(cell);
	/* `centre >> 1` from file a lands in the guard column: masked here. */
	uint64_t row = (centre | (centre << 1) | (centre >> 1)) & BB_BOARD;

	return (row | (row << BOARD_STRIDE) | (row >> BOARD_STRIDE)) &
	    BB_BOARD & ~centre;
}

/*
 * The lit cells after `dusks` dusks (0..DUSK_MAX): 7x7, 5x5, 3x3, then d4
 * alone.  Written out (a byte a rank, rank 7 first) because board_make asks
 * at every dusk and the evaluation at every leaf; tests/test_geometry.c
 * checks them against a model of the board.
 */
static inline uint64_t
bb_lit(int dusks)
{
	switch (dusks) {
	case 0:  return BB_BOARD;
	case 1:  return UINT64_C(0x00003E3E3E3E3E00);	/* b2..f6 */
	case 2:  return UINT64_C(0x0000001C1C1C0000);	/* c3..e5 */
	default: return UINT64_C(0x0000000008000000);	/* d4 */
	}
}

#endif
