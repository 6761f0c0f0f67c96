/*
 * Cells, compass directions and bitboards: the geometry every other part of
 * Gnomon stands on.
 *
 * THE MODEL
 * The board's size is chosen when the program is built: GNOMON_BOARD_SIZE,
 * 7 (the game, ./gnomon, the default) or 9 (board=9, ./gnomon-9; the
 * Makefile builds both from the same sources).  A cell is numbered
 * rank * BOARD_STRIDE + file, where file 0..BOARD_SIZE-1 is a.. (west to
 * east) and rank 0..BOARD_SIZE-1 is 1.. (south to north).  A bitboard is a
 * word with bit `cell` set for each cell in a set: 64 bits on 7x7, 128 on
 * 9x9 (GCC's and Clang's unsigned __int128).  Each rank takes BOARD_STRIDE
 * = BOARD_SIZE + 1 bits, one more than the board is wide: the top bit of
 * every rank (the guard column) and every bit from BOARD_SIZE *
 * BOARD_STRIDE up (7x7: 56..63; 9x9: 90..127) are ALWAYS ZERO in every
 * bitboard the core hands out.  The guard column is what lets one shift
 * move a whole set one step east or west without wrapping onto the next
 * rank; so sets move one step at a time and are masked after each step,
 * never two steps at once.
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

#ifndef GNOMON_BOARD_SIZE
#define GNOMON_BOARD_SIZE 7
#endif

/* The size as text, for messages and defaults: "7" or "9". */
#define BOARD_TEXT_(size) #size
#define BOARD_TEXT(size) BOARD_TEXT_(size)
#define BOARD_SIZE_TEXT BOARD_TEXT(GNOMON_BOARD_SIZE)

#if GNOMON_BOARD_SIZE == 7
typedef uint64_t bitboard;
#define BITBOARD_BITS 64
#elif GNOMON_BOARD_SIZE == 9
/* __extension__: -Wpedantic's ISO C has no 128-bit integer. */
__extension__ typedef unsigned __int128 bitboard;
#define BITBOARD_BITS 128
#else
#error "GNOMON_BOARD_SIZE must be 7 or 9"
#endif

enum {
	BOARD_SIZE = GNOMON_BOARD_SIZE, /* files and ranks */
	BOARD_STRIDE =
	    BOARD_SIZE + 1, /* bits per rank: the board and a guard column */
	CELL_LIMIT = BITBOARD_BITS, /* cell numbers are below this */
	CELL_NONE =
	    CELL_LIMIT - 1, /* never a board cell: in the always-zero top */
	COMPASS_POINTS = 8,
	/* The dusk that leaves the centre alone ends the game: the third on
	 * 7x7, the fourth on 9x9. */
	DUSK_MAX = (BOARD_SIZE - 1) / 2
};

/*
 * The square of side BOARD_SIZE - 2 * inset, `inset` cells in from each
 * edge, as a constant expression: one rank of it, repeated up the ranks by
 * multiplying by a bit a rank (2^(n*stride) - 1) / (2^stride - 1).  The
 * whole board is BB_SQUARE(0) (7x7: 0x007F7F7F7F7F7F7F), the lit board
 * after d dusks BB_SQUARE(d).
 */
#define BB_SIDE_(inset) (BOARD_SIZE - 2 * (inset))
#define BB_RANKS_(n) \
	((((bitboard)1 << ((n) * BOARD_STRIDE)) - 1) / \
	(((bitboard)1 << BOARD_STRIDE) - 1))
#define BB_SQUARE(inset) \
	((((((bitboard)1 << BB_SIDE_(inset)) - 1) << (inset)) * \
	BB_RANKS_(BB_SIDE_(inset))) << ((inset) * BOARD_STRIDE))

enum compass {
	COMPASS_N, COMPASS_NE, COMPASS_E, COMPASS_SE,
	COMPASS_S, COMPASS_SW, COMPASS_W, COMPASS_NW
};

/* Every cell of the board. */
#define BB_BOARD BB_SQUARE(0)

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

static inline bitboard
bb_cell(int cell)
{
	return (bitboard)1 << cell;
}

/*
 * The number of cells in a set.  Built for a plain x86-64 (no -mpopcnt),
 * __builtin_popcountll is a call into libgcc's table-driven routine; in a
 * function marked BB_HOT_POPCNT it is the processor's POPCNT instruction
 * wherever the processor has one (every x86-64 since 2008).  A 128-bit
 * set is counted as its two halves.
 */
static inline int
bb_count(bitboard bb)
{
#if BITBOARD_BITS == 64
	return __builtin_popcountll(bb);
#else
	return __builtin_popcountll((uint64_t)bb) +
	    __builtin_popcountll((uint64_t)(bb >> 64));
#endif
}

/* The lowest set bit of a non-zero word. */
static inline int
bb_ctz(bitboard bb)
{
#if BITBOARD_BITS == 64
	return __builtin_ctzll(bb);
#else
	uint64_t low = (uint64_t)bb;

	return low != 0 ? __builtin_ctzll(low) :
	    64 + __builtin_ctzll((uint64_t)(bb >> 64));
#endif
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
bb_first(bitboard bb)
{
	return bb_ctz(bb);
}

/* Removes and returns the lowest cell of a non-empty set. */
static inline int
bb_pop(bitboard *bb)
{
	int cell = bb_ctz(*bb);

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
static inline bitboard
bb_shifted(bitboard bb, int shift)
{
	return shift > 0 ? bb << shift : bb >> -shift;
}

/*
 * Every cell of `bb` (a set of board cells) moved `shift` bits (bb_shift)
 * round the word: one rotate, with no test of the direction.  A cell that
 * crosses the top or bottom of the word lands in the always-zero top bits
 * or, moved BOARD_STRIDE + 1 bits, in the top rank's guard column: cells a
 * mask by any part of BB_BOARD clears, as it clears those bb_shifted moves
 * off the board.  So masked, the two are the same set.
 */
static inline bitboard
bb_rotated(bitboard bb, int shift)
{
	unsigned left = (unsigned)shift % CELL_LIMIT;

	return bb << left | bb >> ((CELL_LIMIT - left) % CELL_LIMIT);
}

/*
 * Every cell of `bb` moved one step towards `point`; cells leaving the board
 * vanish.  A cell stepping off the east or west edge lands in the guard
 * column, one stepping off the north edge lands above the top rank: the
 * mask clears both.  Inline: the search steps sets millions of times a
 * second.
 */
static inline bitboard
bb_step(bitboard bb, int point)
{
	return bb_shifted(bb, bb_shift(point)) & BB_BOARD;
}

/* The (up to eight) cells a king's step away from `cell`. */
static inline bitboard
bb_neighbours(int cell)
{
	bitboard centre = bb_cell(cell);
	/* `centre >> 1` from file a lands in the guard column: masked here. */
	bitboard row = (centre | (centre << 1) | (centre >> 1)) & BB_BOARD;

	return (row | (row << BOARD_STRIDE) | (row >> BOARD_STRIDE)) &
	    BB_BOARD & ~centre;
}

/*
 * The lit cells after `dusks` dusks (0..DUSK_MAX): 7x7, 5x5, 3x3, then d4
 * alone; on 9x9 the 9x9 board first, then 7x7 down to e5 alone.  A switch of
 * constants (BB_SQUARE folds to one) because board_make asks at every dusk and
 * the evaluation at every leaf; tests/test_geometry.c checks them against a
 * model of the board.
 */
static inline bitboard
bb_lit(int dusks)
{
	switch (dusks) {
	case 0:  return BB_SQUARE(0);
	case 1:  return BB_SQUARE(1);
	case 2:  return BB_SQUARE(2);
#if GNOMON_BOARD_SIZE > 7
	case 3:  return BB_SQUARE(3);
#endif
	default: return BB_SQUARE(DUSK_MAX);
	}
}

#endif
