/*
 * The second day's exact tables (day_two.h): the 2-stone slice of the real
 * game built for one start sun (two in check-heavy) and its values checked
 * against a plain search written here over the plain second implementation
 * of the rules (tests/support/plain.h), to the end of the game, memoised:
 * every entry of the day's last two plies and a seeded sample of the
 * earlier ones.  Its index read both ways, and what it refuses.
 *
 * How much it does (make check asks for less):
 *   GNOMON_DAY_TWO_SAMPLES   entries of the earlier plies (default 3000)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/day_two.h"
#include "ai/search.h"
#include "core/notation.h"
#include "core/rng.h"
#include "support/fixture.h"
#include "support/plain.h"
#include "support/plain_bridge.h"

enum {
	STONES = 2, /* the slice: K */
	SAMPLES_DEFAULT = 3000,
	SAMPLES_MAX = 1000000,
	PLIES = 16, /* the real game's day: 8 rounds */
	LAST_PLIES = 2, /* checked whole */
	LOW2 = 1, /* the second day's board: x and y 1..5 */
	SIDE2 = 5,
	LOW3 = 2, /* the last day's: x and y 2..4 */
	SIDE3 = 3,
	SHAPES3 = 19683, /* 3^9 */
	CODE_CELLS = SIDE2 * SIDE2 + 1, /* a cell, or none */
	SEARCH_NODES = 200000, /* far more than a table's search needs */
	CODES2 = CODE_CELLS * CODE_CELLS * CODE_CELLS * CODE_CELLS
};

#define BASE_SEED UINT64_C(0x6461792074776f21)

/* --- The plain search: win, draw or loss, memoised by position --- */

/* Known values, 2 + value (0: not known): the last day by its ply and nine
 * cells, the second by its ply and each side's two cells (or none),
 * counted here, x then y. */
static struct {
	signed char	last[PLIES][SHAPES3];
	signed char	second[PLIES][CODES2];
} memo;

static int
plain_ply(const struct plain *p)
{
	int first_round = p->dusks * p->rules.day + 1;

	return (p->round - first_round) * 2 +
	    (p->side == plain_first_mover(p, p->round) ? 0 : 1);
}

static int
shape3(const struct plain *p)
{
	int shape = 0;

	for (int x = LOW3; x < LOW3 + SIDE3; x++)
		for (int y = LOW3; y < LOW3 + SIDE3; y++)
			shape = shape * 3 + p->cell[x][y];
	return shape;
}

static int
code2(const struct plain *p)
{
	int code[PLAIN_SIDES][STONES], count[PLAIN_SIDES] = { 0, 0 };

	for (int side = 0; side < PLAIN_SIDES; side++)
		for (int i = 0; i < STONES; i++)
			code[side][i] = CODE_CELLS - 1;
	for (int x = LOW2; x < LOW2 + SIDE2; x++)
		for (int y = LOW2; y < LOW2 + SIDE2; y++) {
			int side = p->cell[x][y] - PLAIN_AMBER_STONE;

			if (p->cell[x][y] == PLAIN_EMPTY)
				continue;
			assert_true(count[side] < STONES);
			code[side][count[side]++] =
			    (x - LOW2) * SIDE2 + (y - LOW2);
		}
	return ((code[0][0] * CODE_CELLS + code[0][1]) * CODE_CELLS +
	    code[1][0]) * CODE_CELLS + code[1][1];
}

/* The memo cell of a position of the second or last day. */
static signed char *
plain_known(const struct plain *p)
{
	assert_true(p->dusks == 1 || p->dusks == 2);
	return p->dusks == 2 ? &memo.last[plain_ply(p)][shape3(p)] :
	    &memo.second[plain_ply(p)][code2(p)];
}

/* The plain position of a core board of the second day. */
static void
plain_of(const struct plain_rules *rules, const struct board *board,
    struct plain *p)
{
	plain_start(p, rules);
	memset(p->cell, 0, sizeof p->cell);
	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++) {
			bitboard cell = bb_cell(cell_at(x, y));

			if (board->stones[COLOUR_AMBER] & cell)
				p->cell[x][y] = PLAIN_AMBER_STONE;
			else if (board->stones[COLOUR_TEAL] & cell)
				p->cell[x][y] = PLAIN_TEAL_STONE;
		}
	p->side = board->side == COLOUR_AMBER ? PLAIN_AMBER : PLAIN_TEAL;
	p->sun = board->sun;
	p->moon = board->moon;
	p->round = board->round;
	p->dusks = 1;
	p->held = 0;
}

/* --- The slice, built once a sun --- */

struct slice {
	struct day_two	*table;
	uint8_t		*layers[PLIES];
	struct plain_rules plain_rules;
};

static void
slice_build(struct slice *slice, int start_sun)
{
	struct day_two_key key;
	struct rules rules;
	size_t bytes = day_two_layer_bytes(STONES);
	uint64_t entries = day_two_layer_entries(STONES);
	struct day_two_cost cost = { 0, 0 };

	plain_rules_default(&slice->plain_rules);
	slice->plain_rules.start_sun = start_sun;
	plain_bridge_rules(&slice->plain_rules, &rules);
	assert_true(day_two_fits(&rules));
	day_two_key_make(&key, &rules, STONES);
	assert_int_equal(key.plies, PLIES);
	slice->table = day_two_new(&key);
	assert_non_null(slice->table);
	for (int ply = PLIES - 1; ply >= 0; ply--) {
		slice->layers[ply] = calloc(1, bytes);
		assert_non_null(slice->layers[ply]);
		/* In two ranges, as a resumed build makes it. */
		day_two_build(slice->table, ply, slice->layers[ply], 0,
		    entries / 2 / DAY_TWO_PER_BYTE * DAY_TWO_PER_BYTE, &cost);
		day_two_build(slice->table, ply, slice->layers[ply],
		    entries / 2 / DAY_TWO_PER_BYTE * DAY_TWO_PER_BYTE, entries,
		    &cost);
		day_two_attach(slice->table, ply, slice->layers[ply]);
	}
	assert_true(cost.entries == entries * PLIES);
}

static void
slice_free(struct slice *slice)
{
	day_two_free(slice->table);
	for (int ply = 0; ply < PLIES; ply++)
		free(slice->layers[ply]);
}

/* Entry `entry` of layer `ply`: the table's value against the plain
 * search's; returns the value. */
static int
check_entry(const struct slice *slice, int ply, uint64_t entry)
{
	struct board board;
	struct plain p;
	char text[NOTATION_POSITION_MAX];
	int want, got;

	day_two_board(slice->table, ply, entry, &board);
	assert_null(board_check(&board));
	assert_int_equal(day_two_ply(slice->table, &board), ply);
	assert_true(day_two_entry(slice->table, &board) == entry);
	plain_of(&slice->plain_rules, &board, &p);
	want = plain_outcome(&p, plain_known);
	got = day_two_value(slice->table, &board, NULL);
	if (got != want) {
		notation_position(&board, text);
		fail_msg("ply %d entry %llu %s: table %d, plain search %d",
		    ply, (unsigned long long)entry, text, got, want);
	}
	return got;
}

static void
check_slice(int start_sun)
{
	struct slice slice;
	uint64_t entries = day_two_layer_entries(STONES), rng = BASE_SEED;
	long samples = fixture_count("GNOMON_DAY_TWO_SAMPLES",
	    SAMPLES_DEFAULT, SAMPLES_MAX);
	long seen[3] = { 0, 0, 0 };

	memset(&memo, 0, sizeof memo);
	slice_build(&slice, start_sun);
	for (int ply = PLIES - LAST_PLIES; ply < PLIES; ply++)
		for (uint64_t entry = 0; entry < entries; entry++)
			seen[check_entry(&slice, ply, entry) + 1]++;
	rng += (uint64_t)start_sun;
	for (long i = 0; i < samples; i++) {
		int ply = rng_below(&rng, PLIES - LAST_PLIES);

		seen[check_entry(&slice, ply,
		    (uint64_t)rng_below(&rng, (int)entries)) + 1]++;
	}
	/* The comparison saw wins, draws and losses. */
	for (int value = 0; value < 3; value++)
		assert_true(seen[value] > 0);
	slice_free(&slice);
}

static void
test_day_two_slice_matches_plain_search_sun_north(void **state)
{
	(void)state;
	check_slice(0);
}

static void
test_day_two_slice_matches_plain_search_sun_south_east(void **state)
{
	(void)state;
	if (fixture_count("GNOMON_DAY_TWO_SAMPLES", SAMPLES_DEFAULT,
	    SAMPLES_MAX) < SAMPLES_DEFAULT)
		skip();
	check_slice(3);
}

/* --- The search reads it --- */

/* The value for its mover of `move` from `board`, a position of a ply
 * before the day's last, by the table (or the game's end). */
static int
move_value(const struct day_two *table, const struct board *board,
    uint16_t move)
{
	struct board child = *board;
	struct undo undo;
	int value;

	board_make(&child, move, &undo);
	if (board_is_over(&child))
		return board_result_sign(board_result(&child), board->side);
	value = day_two_value(table, &child, NULL);
	assert_int_not_equal(value, DAY_TWO_MISS);
	return child.side == board->side ? value : -value;
}

static void
test_day_two_search_plays_the_tables_best_move(void **state)
{
	struct slice slice;
	struct search *search = search_new(1);
	uint64_t rng = BASE_SEED, entries = day_two_layer_entries(STONES);
	int seen[3] = { 0, 0, 0 };

	(void)state;
	assert_non_null(search);
	slice_build(&slice, 0);
	search_use_day_two(search, slice.table);
	for (int i = 0; i < 60 || seen[0] == 0 || seen[2] == 0; i++) {
		struct search_limits limits;
		struct search_report report;
		struct board board;
		int ply = rng_below(&rng, PLIES - LAST_PLIES), value;

		assert_true(i < 5000);
		day_two_board(slice.table, ply,
		    (uint64_t)rng_below(&rng, (int)entries), &board);
		value = day_two_value(slice.table, &board, NULL);
		search_limits_default(&limits);
		limits.nodes = SEARCH_NODES;
		search_clear(search);
		search_run(search, &board, &limits, NULL, &report);
		/* Every move's value read at once: exact at depth 1. */
		assert_int_equal(report.depth, 1);
		assert_int_equal(move_value(slice.table, &board, report.best),
		    value);
		if (value > 0)
			assert_true(report.score >= SEARCH_WIN_MIN);
		else if (value < 0)
			assert_true(report.score <= -SEARCH_WIN_MIN);
		else
			assert_int_equal(report.score, 0);
		seen[value + 1]++;
	}
	/* Lent none, the search is as it was: it searches on. */
	search_use_day_two(search, NULL);
	{
		struct search_limits limits;
		struct search_report report;
		struct board board;

		day_two_board(slice.table, 0, entries - 1, &board);
		search_limits_default(&limits);
		limits.depth = 3;
		search_clear(search);
		search_run(search, &board, &limits, NULL, &report);
		assert_int_equal(report.depth, 3);
	}
	search_free(search);
	slice_free(&slice);
}

/* --- The index and the key --- */

static void
test_day_two_sizes_are_the_issues(void **state)
{
	(void)state;
	/* 16 plies: 77 M entries at K = 3, 1.9 G at 4, 25.6 G at 5. */
	assert_true((day_two_layer_entries(3) * PLIES + 500000) / 1000000 ==
	    77);
	assert_true(day_two_layer_entries(4) * PLIES / 100000000 == 19);
	assert_true(day_two_layer_entries(5) * PLIES / 100000000 == 256);
	assert_true(day_two_layer_entries(1) == 600); /* 25 * 24 */
	assert_true(day_two_layer_bytes(1) == 150);
}

static void
test_day_two_refuses_what_it_cannot_key(void **state)
{
	struct rules rules;

	(void)state;
	rules_default(&rules);
	assert_true(day_two_fits(&rules));
	rules.hold = true;
	assert_false(day_two_fits(&rules));
	rules_default(&rules);
	rules.mixed = true;
	assert_false(day_two_fits(&rules));
	rules_default(&rules);
	rules.moon = true;
	assert_true(day_two_fits(&rules));
}

static void
test_day_two_misses_positions_it_does_not_hold(void **state)
{
	struct day_two_key key;
	struct day_two *table;
	struct rules rules;
	struct board board;
	char error[NOTATION_ERROR_MAX];
	enum day_two_miss why;
	uint8_t *layer = calloc(1, day_two_layer_bytes(1));

	(void)state;
	assert_non_null(layer);
	rules_default(&rules);
	day_two_key_make(&key, &rules, 1);
	/* The real game: round 9, the first of the second day, sun N. */
	assert_int_equal(key.sun, 0);
	table = day_two_new(&key);
	assert_non_null(table);
	assert_int_equal(notation_read_position("7/7/2t4/7/2a4/7/7 a N 9",
	    &rules, &board, error), 0);
	assert_int_equal(day_two_value(table, &board, &why), DAY_TWO_MISS);
	assert_int_equal(why, DAY_TWO_NOT_LOADED);
	day_two_attach(table, 0, layer);
	memset(layer, 0xff, day_two_layer_bytes(1));
	assert_int_equal(day_two_value(table, &board, &why), DAY_TWO_WIN);
	assert_int_equal(why, DAY_TWO_HELD);
	assert_int_equal(notation_read_position("7/7/2t4/7/2a4/7/7 a E 9",
	    &rules, &board, error), 0);
	assert_int_equal(day_two_value(table, &board, &why), DAY_TWO_MISS);
	assert_int_equal(why, DAY_TWO_OTHER_SKY);
	assert_int_equal(notation_read_position("7/7/2tt3/7/2a4/7/7 a N 9",
	    &rules, &board, error), 0);
	assert_int_equal(day_two_value(table, &board, &why), DAY_TWO_MISS);
	assert_int_equal(why, DAY_TWO_TOO_MANY);
	assert_int_equal(notation_read_position("7/7/2t4/7/2a4/7/7 a N 8",
	    &rules, &board, error), 0);
	assert_int_equal(day_two_value(table, &board, &why), DAY_TWO_MISS);
	assert_int_equal(why, DAY_TWO_NOT_DAY_TWO);
	day_two_free(table);
	free(layer);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_day_two_sizes_are_the_issues),
		cmocka_unit_test(test_day_two_refuses_what_it_cannot_key),
		cmocka_unit_test(
		    test_day_two_misses_positions_it_does_not_hold),
		cmocka_unit_test(
		    test_day_two_slice_matches_plain_search_sun_north),
		cmocka_unit_test(
		    test_day_two_search_plays_the_tables_best_move),
		cmocka_unit_test(
		    test_day_two_slice_matches_plain_search_sun_south_east),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
