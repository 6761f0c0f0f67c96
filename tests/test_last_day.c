/*
 * The last day's exact table (last_day.h): its values against a plain
 * brute force written here over the plain second implementation of the
 * rules (tests/support/plain.h), in the real game and in variants; against
 * the full search (search.h) searched to the end without it; its key (no
 * value for a position of another sky); and that the search leaves it out
 * where a position of the last day is more than its cells and ply (hold=1,
 * mixed=1), and uses it where it may.
 *
 * How much it does (make check asks for less):
 *   GNOMON_LAST_DAY_POSITIONS   random positions a variant (default 400)
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

#include "ai/last_day.h"
#include "ai/search.h"
#include "core/notation.h"
#include "core/rng.h"
#include "support/fixture.h"
#include "support/plain.h"
#include "support/plain_bridge.h"

enum {
	POSITIONS_DEFAULT = 400,
	POSITIONS_MAX = 100000,
	/* The plain brute force's scores: PLAIN_WIN minus the plies to the
	 * end for a win, its negation for a loss, 0 for a draw. */
	PLAIN_WIN = 1000,
	DAY_PLIES_MAX = 32, /* 16 rounds of two turns */
	DAY_SIDE = 3, /* the last day's board: x and y 2..4 */
	DAY_LOW = 2,
	DAY_SHAPES = 19683, /* 3^9 */
	SEARCH_POSITIONS = 200, /* random games' positions the search solves */
	POSITION_TEXT_MAX = 96,
	CASE_NAME_MAX = 96
};

#define BASE_SEED UINT64_C(0x6C61737464617921)

static struct last_day *table;

static int
positions_per_variant(void)
{
	return (int)fixture_count("GNOMON_LAST_DAY_POSITIONS",
	    POSITIONS_DEFAULT, POSITIONS_MAX);
}

/* --- The plain brute force: minimax over plain.h, memoised by position --- */

/*
 * Every position of one batch descends from one start of the last day, so
 * its sun and moon follow from its ply and the memo's key is the ply and
 * the nine cells, read by this file's own count (x then y, low first).
 */
static struct {
	bool	known[DAY_PLIES_MAX][DAY_SHAPES];
	int	score[DAY_PLIES_MAX][DAY_SHAPES];
} memo;

static int
plain_day_ply(const struct plain *p)
{
	int first_round = 2 * p->rules.day + 1;

	return (p->round - first_round) * 2 +
	    (p->side == plain_first_mover(p, p->round) ? 0 : 1);
}

static int
plain_shape(const struct plain *p)
{
	int shape = 0;

	for (int x = DAY_LOW + DAY_SIDE - 1; x >= DAY_LOW; x--)
		for (int y = DAY_LOW + DAY_SIDE - 1; y >= DAY_LOW; y--)
			shape = shape * 3 + p->cell[x][y];
	return shape;
}

static int
plain_score(const struct plain *p)
{
	struct plain_move moves[PLAIN_MOVES_MAX];
	int ply, shape, count, best = -PLAIN_WIN - 1;

	if (plain_is_over(p)) {
		enum plain_result result = plain_result(p);

		if (result == PLAIN_DRAW)
			return 0;
		return (result == PLAIN_AMBER_WINS) ==
			(p->side == PLAIN_AMBER) ?
		    PLAIN_WIN :
		    -PLAIN_WIN;
	}
	ply = plain_day_ply(p);
	shape = plain_shape(p);
	if (memo.known[ply][shape])
		return memo.score[ply][shape];
	count = plain_moves(p, moves);
	for (int i = 0; i < count; i++) {
		struct plain child = *p;
		int score;

		plain_play(&child, &moves[i], NULL);
		score = plain_score(&child);
		/* The other side's, but under snake=1 the round's second
		 * mover moves again first in the next round: its own. */
		if (child.side != p->side)
			score = -score;
		/* one ply further from the end */
		score += score > 0 ? -1 : score < 0 ? 1 : 0;
		if (score > best)
			best = score;
	}
	memo.known[ply][shape] = true;
	memo.score[ply][shape] = best;
	return best;
}

/* A plain score as the table's signed plies. */
static int
plain_plies(int score)
{
	if (score > 0)
		return PLAIN_WIN - score;
	if (score < 0)
		return -(PLAIN_WIN + score);
	return 0;
}

/* A random position of the first turn of the last day, both sides on it. */
static void
random_day_start(const struct plain_rules *rules, int sun, int moon,
    uint64_t *rng, struct plain *p)
{
	int stones[PLAIN_SIDES];

	plain_start(p, rules);
	memset(p->cell, 0, sizeof p->cell);
	memset(p->tall, 0, sizeof p->tall);
	p->round = 2 * rules->day + 1;
	p->dusks = 2;
	p->sun = sun;
	p->moon = rules->moon ? moon : -1;
	p->side = plain_first_mover(p, p->round);
	for (int side = 0; side < PLAIN_SIDES; side++)
		stones[side] = 1 + rng_below(rng, rules->stones);
	while (stones[0] + stones[1] > DAY_SIDE * DAY_SIDE)
		stones[stones[0] > stones[1] ? 0 : 1]--;
	for (int side = 0; side < PLAIN_SIDES; side++)
		for (int placed = 0; placed < stones[side];) {
			int x = DAY_LOW + rng_below(rng, DAY_SIDE);
			int y = DAY_LOW + rng_below(rng, DAY_SIDE);

			if (p->cell[x][y] != PLAIN_EMPTY)
				continue;
			p->cell[x][y] = side == PLAIN_AMBER ?
			    PLAIN_AMBER_STONE :
			    PLAIN_TEAL_STONE;
			placed++;
		}
}

/* A random position of the last day: a random start played on at random. */
static void
random_day_position(const struct plain_rules *rules, int sun, int moon,
    uint64_t *rng, struct plain *p)
{
	int plies;

	do {
		random_day_start(rules, sun, moon, rng, p);
	} while (plain_is_over(p));
	plies = rng_below(rng, 2 * rules->day);
	for (int i = 0; i < plies; i++) {
		struct plain_move moves[PLAIN_MOVES_MAX];
		struct plain child = *p;

		plain_play(&child,
		    &moves[rng_below(rng, plain_moves(p, moves))], NULL);
		if (plain_is_over(&child))
			break;
		*p = child;
	}
}

/* --- The table against the plain brute force, variant by variant --- */

struct variant_case {
	char	name[CASE_NAME_MAX];
	struct plain_rules rules;
	uint64_t seed;
};

static void
test_last_day_matches_plain_brute_force(void **state)
{
	const struct variant_case *c = *state;
	uint64_t rng = c->seed;
	int positions = positions_per_variant();
	int sun = rng_below(&rng, PLAIN_POINTS),
	    moon = rng_below(&rng, PLAIN_POINTS);
	int decided = 0;

	memset(&memo, 0, sizeof memo);
	for (int i = 0; i < positions; i++) {
		struct plain p;
		struct board board;
		char text[PLAIN_POSITION_MAX];
		int want, got;

		random_day_position(&c->rules, sun, moon, &rng, &p);
		want = plain_plies(plain_score(&p));
		plain_bridge_board(&p, &board);
		assert_null(board_check(&board));
		last_day_prepare(table, &board);
		got = last_day_value(table, &board);
		if (got != want) {
			plain_position(&p, text);
			fail_msg("%s: %s: table %d, brute force %d (signed "
				 "plies)",
			    c->name, text, got, want);
		}
		decided += want != 0;
	}
	/* Not all draws: the comparison saw wins and losses. */
	assert_true(decided > 0);
}

/* --- The table against the full search --- */

/* A random position of the last day of `rules` from a random game, or false. */
static bool
random_game_day_position(const struct rules *rules, uint64_t *rng,
    struct board *board)
{
	int first = last_day_first_round(rules);
	int stop = rng_below(rng, rules->day_length * TURNS_PER_ROUND);

	board_start(board, rules);
	while (!board_is_over(board) &&
	    (board->round - first) * TURNS_PER_ROUND +
	    (board_turn_ends_round(board) ? 1 : 0) < stop) {
		struct move_list list;
		struct undo undo;

		board_legal_moves(board, &list);
		board_make(board, list.moves[rng_below(rng, list.count)],
		    &undo);
	}
	return !board_is_over(board);
}

static int
score_of_plies(int plies)
{
	if (plies > 0)
		return SEARCH_WIN - plies;
	if (plies < 0)
		return -(SEARCH_WIN + plies);
	return 0;
}

static void
test_last_day_matches_the_full_search_to_the_end(void **state)
{
	struct search *search = search_new(1);
	struct rules rules;
	uint64_t rng = BASE_SEED;
	int decided = 0;

	(void)state;
	assert_non_null(search);
	rules_default(&rules);
	for (int compared = 0; compared < SEARCH_POSITIONS;) {
		struct board board;
		struct search_limits limits;
		struct search_report without, with;
		char text[POSITION_TEXT_MAX];
		int value;

		if (!random_game_day_position(&rules, &rng, &board))
			continue;
		last_day_prepare(table, &board);
		value = last_day_value(table, &board);
		assert_int_not_equal(value, LAST_DAY_MISS);

		/* To the end of the game (no limit), without the table... */
		search_limits_default(&limits);
		limits.disable = SEARCH_NO_LAST_DAY;
		search_clear(search);
		search_run(search, &board, &limits, NULL, &without);
		/* ... and with it, which reads every move's value at once. */
		limits.disable = 0;
		search_clear(search);
		search_run(search, &board, &limits, NULL, &with);
		notation_position(&board, text);
		if (without.score != score_of_plies(value) ||
		    with.score != without.score)
			fail_msg("%s: table %d (score %d), search %d without "
				 "it, %d with it",
			    text, value, score_of_plies(value), without.score,
			    with.score);
		assert_int_equal(with.depth, 1);
		compared++;
		decided += value != 0;
	}
	assert_true(decided > 0);
	search_free(search);
}

/* --- The key --- */

static void
test_last_day_answers_only_its_own_sky(void **state)
{
	struct board board, other;
	char error[NOTATION_ERROR_MAX];
	struct rules rules;

	(void)state;
	rules_default(&rules);
	/* Round 20, so a real game's sun is E: the same cells under the wrong
	 * sun. */
	assert_int_equal(notation_read_position("7/7/3t3/2a1t2/3a3/7/7 a E 20",
	    &rules, &board, error), 0);
	other = board;
	other.sun = COMPASS_SE;
	other.hash = board_compute_hash(&other);
	last_day_prepare(table, &board);
	assert_int_not_equal(last_day_value(table, &board), LAST_DAY_MISS);
	assert_int_equal(last_day_value(table, &other), LAST_DAY_MISS);
	/* Prepared for the other sky, the table answers it, and no longer the
	 * first. */
	last_day_prepare(table, &other);
	assert_int_not_equal(last_day_value(table, &other), LAST_DAY_MISS);
	assert_int_equal(last_day_value(table, &board), LAST_DAY_MISS);
	/* A ply before the one it was built from is not there. */
	board.side = COLOUR_AMBER;
	board.round = 19;
	board.sun = COMPASS_NE;
	board.hash = board_compute_hash(&board);
	assert_int_equal(last_day_value(table, &board), LAST_DAY_MISS);
}

/* --- Where the search uses it, and where not --- */

/*
 * Searches `board` to `depth` with and without the table; true when the
 * two searches differ (so the table was used).  Either way the move is
 * legal and a finished search's score the same.
 */
static bool
search_uses_table(struct search *search, const struct board *board, int depth)
{
	struct search_limits limits;
	struct search_report with, without;

	search_limits_default(&limits);
	limits.depth = depth;
	search_clear(search);
	search_run(search, board, &limits, NULL, &with);
	limits.disable = SEARCH_NO_LAST_DAY;
	search_clear(search);
	search_run(search, board, &limits, NULL, &without);
	return with.nodes != without.nodes || with.score != without.score ||
	    with.best != without.best || with.depth != without.depth;
}

/* How many of `count` random last-day positions of `rules` the search
 * reads the table in. */
static int
table_uses(const struct rules *rules, int count, uint64_t seed)
{
	struct search *search = search_new(1);
	uint64_t rng = seed;
	int uses = 0;

	assert_non_null(search);
	for (int found = 0; found < count;) {
		struct board board;

		if (!random_game_day_position(rules, &rng, &board))
			continue;
		found++;
		uses += search_uses_table(search, &board, 3);
	}
	search_free(search);
	return uses;
}

enum { USE_POSITIONS = 20 };

static void
test_search_uses_the_table_in_the_real_game(void **state)
{
	struct rules rules;

	(void)state;
	rules_default(&rules);
	assert_true(last_day_fits(&rules));
	assert_true(table_uses(&rules, USE_POSITIONS, BASE_SEED) > 0);
	rules.moon = true;
	rules.snake = true;
	assert_true(last_day_fits(&rules));
	assert_true(table_uses(&rules, USE_POSITIONS, BASE_SEED) > 0);
}

/* hold=1 (the sun may stand still) and mixed=1 (a tall stone). */
static void
test_search_leaves_the_table_out_under_hold_and_mixed(void **state)
{
	(void)state;
	for (int variant = 0; variant < 2; variant++) {
		struct rules rules;

		rules_default(&rules);
		rules.hold = variant == 0;
		rules.mixed = variant == 1;
		assert_false(last_day_fits(&rules));
		assert_int_equal(table_uses(&rules, USE_POSITIONS, BASE_SEED),
		    0);
	}
}

/* The designer's levels (1-4) never read it. */
static void
test_designer_levels_leave_the_table_out(void **state)
{
	struct search *search = search_new(1);
	struct rules rules;
	uint64_t rng = BASE_SEED;

	(void)state;
	assert_non_null(search);
	rules_default(&rules);
	for (int found = 0; found < USE_POSITIONS;) {
		struct board board;
		struct search_limits limits;
		struct search_report level, designer;

		if (!random_game_day_position(&rules, &rng, &board))
			continue;
		found++;
		search_limits_default(&limits);
		limits.level = 3;
		search_clear(search);
		search_run(search, &board, &limits, NULL, &level);
		/* The same designer's search with the table left out by
		 * name. */
		search_limits_default(&limits);
		limits.designer = true;
		limits.depth = 3;
		limits.disable = SEARCH_NO_LAST_DAY;
		search_clear(search);
		search_run(search, &board, &limits, NULL, &designer);
		assert_int_equal(level.nodes, designer.nodes);
		assert_int_equal(level.score, designer.score);
		assert_int_equal(level.best, designer.best);
	}
	search_free(search);
}

/* --- The variants the brute force is run in --- */

static void
variant_name(const struct plain_rules *rules, char *text, size_t size)
{
	snprintf(text, size,
	    "last day matches plain brute force: len=%d day=%d snake=%d "
	    "mover=%d stones=%d moon=%d",
	    rules->length, rules->day, rules->snake, rules->mover,
	    rules->stones, rules->moon);
}

static int
setup(void **state)
{
	(void)state;
	table = last_day_new();
	return table == NULL ? -1 : 0;
}

static int
teardown(void **state)
{
	(void)state;
	last_day_free(table);
	return 0;
}

int
main(void)
{
	/* Each changes one thing from the real game, or a few together. */
	static const struct {
		int length, day, snake, mover, stones, moon;
	} shapes[] = {
		{ 2, 8, 0, 1, 5, 0 }, /* the real game */
		{ 1, 8, 0, 1, 5, 0 },
		{ 3, 8, 0, 1, 5, 0 },
		{ 2, 1, 0, 1, 5, 0 },
		{ 2, 3, 1, 1, 5, 0 },
		{ 2, 8, 0, 0, 5, 0 },
		{ 2, 2, 0, 1, 7, 0 },
		{ 2, 4, 0, 1, 5, 1 },
		{ 3, 5, 1, 0, 6, 1 },
	};
	enum { SHAPES = sizeof shapes / sizeof shapes[0] };
	static struct variant_case cases[SHAPES];
	struct CMUnitTest tests[SHAPES + 5];
	int count = 0;

	for (int i = 0; i < SHAPES; i++) {
		struct variant_case *c = &cases[i];

		plain_rules_default(&c->rules);
		c->rules.length = shapes[i].length;
		c->rules.day = shapes[i].day;
		c->rules.snake = shapes[i].snake;
		c->rules.mover = shapes[i].mover;
		c->rules.stones = shapes[i].stones;
		c->rules.moon = shapes[i].moon;
		c->seed = rng_derive(BASE_SEED, (uint64_t)i);
		variant_name(&c->rules, c->name, sizeof c->name);
		tests[count] = (struct CMUnitTest)cmocka_unit_test_prestate(
		    test_last_day_matches_plain_brute_force, c);
		tests[count++].name = c->name;
	}
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_last_day_matches_the_full_search_to_the_end);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_last_day_answers_only_its_own_sky);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_search_uses_the_table_in_the_real_game);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_search_leaves_the_table_out_under_hold_and_mixed);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_designer_levels_leave_the_table_out);
	return _cmocka_run_group_tests("last_day", tests, (size_t)count, setup,
	    teardown);
}
