/*
 * The shift-and-mask geometry of the core (bitboard.c, shadow_mask) against
 * the plain loops of tests/support/plain.c, exhaustively: every cell, every
 * sun, every day's lit board (7x7, 5x5, 3x3, d4; in the 9x9 program's
 * build 9x9 first and e5 last) and every shadow length,
 * each combination its own test, so the count cmocka prints is the number
 * of combinations checked.  Then seeded random sets of stones for every
 * (sun, lit board, length), and every cell's king steps on every lit board
 * (with its eight single steps, bb_step, on the whole board).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "core/bitboard.h"
#include "core/board.h"
#include "core/rng.h"
#include "support/plain.h"
#include "support/plain_bridge.h"

enum {
	LIT_BOARDS = DUSK_MAX + 1, /* 7x7, 5x5, 3x3, d4 (9x9 .. e5) */
	LENGTHS = SHADOW_LENGTH_MAX - SHADOW_LENGTH_MIN + 1,
	CELLS = BOARD_SIZE * BOARD_SIZE,
	RANDOM_SETS = 300, /* random stone sets per (sun, lit, length) */
	RANDOM_STONES_MAX = 2 * STONES_DEFAULT,
	CASE_NAME_MAX = 96
};

#define RANDOM_SEED UINT64_C(0x6E6F6D6F6E67656F)

#if GNOMON_BOARD_SIZE == 7
static const char *const lit_names[LIT_BOARDS] = { "7x7", "5x5", "3x3", "d4" };
#else
static const char *const lit_names[LIT_BOARDS] = {
	"9x9", "7x7", "5x5", "3x3", "e5"
};
#endif

/* One combination; `x` is -1 for the random-set cases. */
struct geometry_case {
	char	name[CASE_NAME_MAX];
	int	x, y, sun, dusks, length;
};

static void
assert_same_cells(bitboard core, bitboard plain, const char *what)
{
	if (core != plain)
		fail_msg("%s: core %#018llx:%016llx, plain %#018llx:%016llx",
		    what, (unsigned long long)(core >> 32 >> 32),
		    (unsigned long long)core,
		    (unsigned long long)(plain >> 32 >> 32),
		    (unsigned long long)plain);
}

static void
test_shadow_of_one_stone_matches_plain_walk(void **state)
{
	const struct geometry_case *c = *state;
	int shade[PLAIN_SIZE][PLAIN_SIZE] = { { 0 } };
	bitboard core = shadow_mask(bb_cell(cell_at(c->x, c->y)), c->sun,
	    c->length, bb_lit(c->dusks));

	plain_stone_shadow(c->x, c->y, c->sun, c->length, c->dusks, shade);
	assert_same_cells(core, plain_bridge_bitboard(shade), c->name);
	/* The core's promise: a shadow never leaves the lit board. */
	assert_true((core & ~bb_lit(c->dusks)) == 0);
}

static void
test_shadow_of_random_stones_matches_plain_walk(void **state)
{
	const struct geometry_case *c = *state;
	uint64_t rng = RANDOM_SEED ^ (uint64_t)(c->sun * LIT_BOARDS * LENGTHS +
	    c->dusks * LENGTHS + c->length);

	for (int set = 0; set < RANDOM_SETS; set++) {
		int shade[PLAIN_SIZE][PLAIN_SIZE] = { { 0 } };
		int stones = 1 + rng_below(&rng, RANDOM_STONES_MAX);
		/* Most sets stand on lit cells, as in play; some anywhere. */
		int anywhere = rng_below(&rng, 4) == 0;
		bitboard set_bb = 0;

		for (int i = 0; i < stones; i++) {
			int x = rng_below(&rng, PLAIN_SIZE),
			    y = rng_below(&rng, PLAIN_SIZE);

			if (!anywhere && !plain_lit_after(c->dusks, x, y))
				continue;
			set_bb |= bb_cell(cell_at(x, y));
			plain_stone_shadow(x, y, c->sun, c->length, c->dusks,
			    shade);
		}
		assert_same_cells(shadow_mask(set_bb, c->sun, c->length,
		    bb_lit(c->dusks)), plain_bridge_bitboard(shade), c->name);
	}
}

static void
test_king_steps_match_plain_loops(void **state)
{
	const struct geometry_case *c = *state;
	int targets[PLAIN_SIZE][PLAIN_SIZE];
	int lit[PLAIN_SIZE][PLAIN_SIZE];

	plain_king_targets(c->dusks, c->x, c->y, targets);
	assert_same_cells(bb_neighbours(cell_at(c->x, c->y)) & bb_lit(c->dusks),
	    plain_bridge_bitboard(targets), c->name);
	/* Each single step, on the whole board, is the step of the sun
	 * table. */
	for (int point = 0; point < COMPASS_POINTS; point++) {
		int tx = c->x + plain_sun_dx(point),
		    ty = c->y + plain_sun_dy(point);
		bitboard plain =
		    plain_lit_after(0, tx, ty) ? bb_cell(cell_at(tx, ty)) : 0;

		assert_same_cells(bb_step(bb_cell(cell_at(c->x, c->y)), point),
		    plain, c->name);
	}
	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			lit[x][y] = plain_lit_after(c->dusks, x, y);
	assert_same_cells(bb_lit(c->dusks), plain_bridge_bitboard(lit),
	    c->name);
}

static void
cell_name(int x, int y, char text[3])
{
	text[0] = (char)('a' + x);
	text[1] = (char)('1' + y);
	text[2] = '\0';
}

/* Registers `test` on case `c`, named "WHAT(ARGS)" from the case. */
static void
add_case(struct CMUnitTest *test, struct geometry_case *c,
    CMUnitTestFunction function, const char *what)
{
	char cell[3] = "";

	if (c->x >= 0)
		cell_name(c->x, c->y, cell);
	if (c->length == 0)
		snprintf(c->name, sizeof c->name, "%s(%s,lit=%s)", what,
		    cell, lit_names[c->dusks]);
	else
		snprintf(c->name, sizeof c->name,
		    "%s(%s%ssun=%s,lit=%s,len=%d)", what, cell,
		    c->x >= 0 ? "," : "", plain_sun_name(c->sun),
		    lit_names[c->dusks], c->length);
	*test = (struct CMUnitTest)cmocka_unit_test_prestate(function, c);
	test->name = c->name;
}

int
main(void)
{
	enum {
		SINGLE = CELLS * COMPASS_POINTS * LIT_BOARDS * LENGTHS,
		RANDOM = COMPASS_POINTS * LIT_BOARDS * LENGTHS,
		KING = CELLS * LIT_BOARDS,
		TOTAL = SINGLE + RANDOM + KING
	};
	struct geometry_case *cases = calloc(TOTAL, sizeof *cases);
	struct CMUnitTest *tests = calloc(TOTAL, sizeof *tests);
	int n = 0, failed;

	if (cases == NULL || tests == NULL) {
		fprintf(stderr, "test_geometry: out of memory\n");
		return 1;
	}
	/* Case i counts through the cells, then the suns, the boards lit
	 * and the lengths, the last the fastest. */
	for (int i = 0; i < SINGLE; i++, n++) {
		int length = SHADOW_LENGTH_MIN + i % LENGTHS;
		int dusks = i / LENGTHS % LIT_BOARDS;
		int sun = i / LENGTHS / LIT_BOARDS % COMPASS_POINTS;
		int at = i / LENGTHS / LIT_BOARDS / COMPASS_POINTS;

		cases[n] = (struct geometry_case){ "", at / PLAIN_SIZE,
		    at % PLAIN_SIZE, sun, dusks, length };
		add_case(&tests[n], &cases[n],
		    test_shadow_of_one_stone_matches_plain_walk,
		    "shadow_of_one_stone_matches_plain_walk");
	}
	for (int i = 0; i < RANDOM; i++, n++) {
		cases[n] = (struct geometry_case){ "", -1, -1,
		    i / LENGTHS / LIT_BOARDS, i / LENGTHS % LIT_BOARDS,
		    SHADOW_LENGTH_MIN + i % LENGTHS };
		add_case(&tests[n], &cases[n],
		    test_shadow_of_random_stones_matches_plain_walk,
		    "shadow_of_random_stones_matches_plain_walk");
	}
	for (int i = 0; i < KING; i++, n++) {
		int at = i / LIT_BOARDS;

		cases[n] = (struct geometry_case){ "", at / PLAIN_SIZE,
		    at % PLAIN_SIZE, 0, i % LIT_BOARDS, 0 };
		add_case(&tests[n], &cases[n],
		    test_king_steps_match_plain_loops,
		    "king_steps_match_plain_loops");
	}
	failed = _cmocka_run_group_tests("geometry", tests, (size_t)n, NULL,
	    NULL);
	free(tests);
	free(cases);
	return failed;
}
