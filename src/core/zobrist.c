/*
 * zobrist.c owns the Zobrist keys that board.hash is built from.
 *
 * The keys are fixed (not drawn at start-up) so that a hash, a transposition
 * table and `gnomon bench` behave the same on every run.  They are rng.h's
 * sequence from RNG_ZOBRIST_SEED, in the order stones (Amber's cells, then
 * Teal's), side, suns, rounds, held, then the variants' moons and tall
 * stones (drawn after the others, so that the real game's keys and hold's
 * stayed as they were), each the constant RNG_AT(RNG_ZOBRIST_SEED, n) for
 * its place n in that order: the compiler draws them, for the 7x7 board's
 * 64 cells and 3 * DAY_MAX + 2 rounds as for the 9x9 board's 128 cells and
 * 4 * DAY_MAX + 2 rounds, from the one generator, and tests/test_rng.c
 * checks them against rng_next.  Any 64-bit random values would serve.
 */
#include "core/zobrist.h"

#include "core/rng.h"

/* Where each table starts in the order drawn. */
enum {
	KEY_STONE = 0,
	KEY_SIDE = KEY_STONE + COLOUR_COUNT * CELL_LIMIT,
	KEY_SUN = KEY_SIDE + 1,
	KEY_ROUND = KEY_SUN + COMPASS_POINTS,
	KEY_HELD = KEY_ROUND + ZOBRIST_ROUNDS,
	KEY_MOON = KEY_HELD + 1,
	KEY_TALL = KEY_MOON + COMPASS_POINTS
};

/* The keys from place n on, 1 to 128 of them. */
#define KEY(n) RNG_AT(RNG_ZOBRIST_SEED, n)
#define KEYS2(n) KEY(n), KEY((n) + 1)
#define KEYS4(n) KEYS2(n), KEYS2((n) + 2)
#define KEYS8(n) KEYS4(n), KEYS4((n) + 4)
#define KEYS16(n) KEYS8(n), KEYS8((n) + 8)
#define KEYS32(n) KEYS16(n), KEYS16((n) + 16)
#define KEYS64(n) KEYS32(n), KEYS32((n) + 32)
#define KEYS128(n) KEYS64(n), KEYS64((n) + 64)

/*
 * A colour's cells (CELL_LIMIT: 64, or 128 on the 9x9 board), and the
 * rounds (DUSK_MAX * DAY_MAX + 2: a count other than ZOBRIST_ROUNDS makes
 * zobrist_round's type differ from zobrist.h's, and fails to compile).
 */
#if GNOMON_BOARD_SIZE == 7
#define CELL_KEYS(n) KEYS64(n)
#define ROUND_KEYS(n) KEYS32(n), KEYS16((n) + 32), KEYS2((n) + 48)
#else
#define CELL_KEYS(n) KEYS128(n)
#define ROUND_KEYS(n) KEYS64(n), KEYS2((n) + 64)
#endif

const uint64_t zobrist_stone[COLOUR_COUNT][CELL_LIMIT] = {
	{ CELL_KEYS(KEY_STONE) },
	{ CELL_KEYS(KEY_STONE + CELL_LIMIT) },
};

const uint64_t zobrist_side = KEY(KEY_SIDE);

const uint64_t zobrist_sun[COMPASS_POINTS] = { KEYS8(KEY_SUN) };

const uint64_t zobrist_round[] = { ROUND_KEYS(KEY_ROUND) };

const uint64_t zobrist_held = KEY(KEY_HELD);

const uint64_t zobrist_moon[COMPASS_POINTS] = { KEYS8(KEY_MOON) };

const uint64_t zobrist_tall[COLOUR_COUNT][CELL_LIMIT] = {
	{ CELL_KEYS(KEY_TALL) },
	{ CELL_KEYS(KEY_TALL + CELL_LIMIT) },
};
