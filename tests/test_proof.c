/*
 * The exact solver (proof.h) against a plain minimax (plain_outcome) over the
 * plain second implementation of the rules (tests/support/plain.h): every
 * start sun of the shortest variant (stones=4 day=1), and seeded late
 * positions of short days, the snake order, the instant rule, hold=1 (no
 * last day's table) and the real game; against the full search (search.h)
 * searched to the end of the game; a root's value as the best of its
 * moves' (what a sharded proof adds up); and the stop flag, after which
 * nothing half proved is kept.
 *
 * How much it does (make check asks for less):
 *   GNOMON_PROOF_POSITIONS   late positions a variant (default 200)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/proof.h"
#include "ai/search.h"
#include "core/notation.h"
#include "core/rng.h"
#include "support/fixture.h"
#include "support/plain.h"
#include "support/plain_bridge.h"

enum {
	POSITIONS_DEFAULT = 200,
	POSITIONS_MAX = 10000,
	PROOF_TEST_MB = 16,
	/* How far from its end a late position is: what the plain minimax,
	 * with no table at all, searches in a blink. */
	LATE_PLIES_MAX = 6,
	LATE_PLIES_MIN = 3,
	SEARCH_POSITIONS = 12,
	MOVES_POSITIONS = 12,
	CASE_NAME_MAX = 96
};

#define BASE_SEED UINT64_C(0x70726F6F66212121)

static struct proof *proof;

static int
positions_per_variant(void)
{
	return (int)fixture_count("GNOMON_PROOF_POSITIONS", POSITIONS_DEFAULT,
	    POSITIONS_MAX);
}

/* --- The plain minimax (plain_outcome): every move to the end --- */

/* The plies left in the game from `p`, counted by the rules alone. */
static int
plain_plies_left(const struct plain *p)
{
	int last = PLAIN_DUSKS * p->rules.day;

	return (last - p->round + 1) * 2 -
	    (p->side == plain_first_mover(p, p->round) ? 0 : 1);
}

/* A seeded random game of `rules` played to `left` plies from its end (or
 * less, where a pass or an early end falls); false if it ended first. */
static bool
plain_late_position(const struct plain_rules *rules, int left, uint64_t *rng,
    struct plain *p)
{
	plain_start(p, rules);
	while (!plain_is_over(p) && plain_plies_left(p) > left) {
		struct plain_move moves[PLAIN_MOVES_MAX];
		int count = plain_moves(p, moves);

		plain_play(p, &moves[rng_below(rng, (uint64_t)count)], NULL);
	}
	return !plain_is_over(p);
}

static void
expect_same(const struct plain *p, int want, const char *what)
{
	struct board board;
	char text[PLAIN_POSITION_MAX];
	int got;

	plain_bridge_board(p, &board);
	assert_null(board_check(&board));
	got = proof_solve(proof, &board, NULL, NULL);
	if (got != want) {
		plain_position(p, text);
		fail_msg("%s: %s: solver %d, plain minimax %d", what, text, got,
		    want);
	}
}

/* --- Every start sun of stones=4 day=1 --- */

static void
test_proof_matches_plain_minimax_from_every_start(void **state)
{
	int values[PLAIN_POINTS], decided = 0;

	(void)state;
	for (int sun = 0; sun < PLAIN_POINTS; sun++) {
		struct plain_rules rules;
		struct plain p;
		char what[CASE_NAME_MAX];

		plain_rules_default(&rules);
		rules.stones = 4;
		rules.day = 1;
		rules.start_sun = sun;
		plain_start(&p, &rules);
		values[sun] = plain_outcome(&p, NULL);
		snprintf(what, sizeof what, "stones=4 day=1 sun=%s",
		    plain_sun_name(sun));
		expect_same(&p, values[sun], what);
		decided += values[sun] != 0;
	}
	/* Not all draws: a solver that answered "draw" would fail here. */
	assert_true(decided > 0);
}

/* --- Late positions, variant by variant --- */

struct variant_case {
	char	name[CASE_NAME_MAX];
	struct plain_rules rules;
	uint64_t seed;
};

static void
test_proof_matches_plain_minimax_late(void **state)
{
	const struct variant_case *c = *state;
	uint64_t rng = c->seed;
	int positions = positions_per_variant(), wins = 0, losses = 0;

	for (int i = 0; i < positions;) {
		struct plain p;
		int left = LATE_PLIES_MIN + (int)rng_below(&rng,
		    LATE_PLIES_MAX - LATE_PLIES_MIN + 1);
		int want;

		if (!plain_late_position(&c->rules, left, &rng, &p))
			continue;
		want = plain_outcome(&p, NULL);
		expect_same(&p, want, c->name);
		wins += want > 0;
		losses += want < 0;
		i++;
	}
	/* Some won and some lost: the comparison saw both signs. */
	assert_true(wins > 0 && losses > 0);
}

/* --- Against the full search to the end of the game --- */

/* A random game of `rules` played for `plies` plies; false if it ended. */
static bool
random_game(const struct rules *rules, int plies, uint64_t *rng,
    struct board *board)
{
	board_start(board, rules);
	for (int i = 0; i < plies && !board_is_over(board); i++) {
		struct move_list list;
		struct undo undo;

		board_legal_moves(board, &list);
		board_make(board, list.moves[rng_below(rng,
		    (uint64_t)list.count)], &undo);
	}
	return !board_is_over(board);
}

static int
search_value(int score)
{
	return score >= SEARCH_WIN_MIN ? PROOF_WIN :
	    score <= -SEARCH_WIN_MIN ? PROOF_LOSS : PROOF_DRAW;
}

static void
test_proof_matches_the_full_search_to_the_end(void **state)
{
	struct search *search = search_new(1);
	uint64_t rng = BASE_SEED;
	/* Day 2 of the real game, near its dusk, and short games, one in
	 * the snake order (where the round's second mover moves again). */
	static const struct {
		const char *rules;
		int plies;
	} where[] = { { "", 27 }, { "stones=4 day=2", 0 },
		{ "day=3 len=3", 8 }, { "day=3 snake=1", 8 } };
	int decided = 0;

	(void)state;
	assert_non_null(search);
	for (size_t w = 0; w < sizeof where / sizeof where[0]; w++)
		for (int compared = 0; compared < SEARCH_POSITIONS;) {
			struct rules rules;
			struct board board;
			struct search_limits limits;
			struct search_report report;
			char text[NOTATION_POSITION_MAX];
			int value;

			fixture_rules(&rules, where[w].rules);
			rules.start_sun = (int)rng_below(&rng, COMPASS_POINTS);
			if (!random_game(&rules, where[w].plies +
			    (int)rng_below(&rng, 4), &rng, &board))
				continue;
			value = proof_solve(proof, &board, NULL, NULL);
			search_limits_default(&limits);
			search_clear(search);
			search_run(search, &board, &limits, NULL, &report);
			if (search_value(report.score) != value) {
				notation_position(&board, text);
				fail_msg("%s: solver %d, search %d (score %d)",
				    text, value, search_value(report.score),
				    report.score);
			}
			decided += value != PROOF_DRAW;
			compared++;
		}
	assert_true(decided > 0);
	search_free(search);
}

/* --- A root as the best of its moves: the sharded proof's sum --- */

static void
test_proof_root_is_the_best_of_its_moves(void **state)
{
	uint64_t rng = BASE_SEED ^ 1;
	int kinds[3] = { 0, 0, 0 };

	(void)state;
	for (int found = 0; found < MOVES_POSITIONS;) {
		struct rules rules;
		struct board board;
		struct move_list list;
		int best = PROOF_LOSS - 1, value;

		fixture_rules(&rules, found % 2 == 0 ? "day=3" :
		    "day=2 snake=1 stones=4");
		rules.start_sun = (int)rng_below(&rng, COMPASS_POINTS);
		if (!random_game(&rules, (int)rng_below(&rng, 6), &rng,
		    &board))
			continue;
		found++;
		board_legal_moves(&board, &list);
		for (int i = 0; i < list.count; i++) {
			int move = proof_solve_move(proof, &board,
			    list.moves[i], NULL);

			assert_true(move >= PROOF_LOSS && move <= PROOF_WIN);
			if (move > best)
				best = move;
		}
		value = proof_solve(proof, &board, NULL, NULL);
		assert_int_equal(best, value);
		kinds[value + 1]++;
	}
	assert_true(kinds[0] + kinds[1] > 0 && kinds[2] > 0);
}

/* The move proof_solve names achieves the value it gives. */
static void
test_proof_best_move_achieves_the_value(void **state)
{
	struct rules rules;
	struct board board;
	uint16_t best;
	int value;

	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		fixture_rules(&rules, "stones=4 day=2");
		rules.start_sun = sun;
		board_start(&board, &rules);
		value = proof_solve(proof, &board, NULL, &best);
		assert_true(board_is_legal(&board, best));
		assert_int_equal(proof_solve_move(proof, &board, best, NULL),
		    value);
	}
}

/* --- Stopping --- */

static void
raise_stop(const struct proof_cost *cost, void *context)
{
	(void)cost;
	atomic_store((atomic_bool *)context, true);
}

static void
test_proof_stops_and_keeps_nothing_half_proved(void **state)
{
	struct proof *fresh = proof_new(PROOF_TEST_MB);
	atomic_bool stop;
	struct proof_cost cost;
	struct rules rules;
	struct board board;

	(void)state;
	assert_non_null(fresh);
	fixture_rules(&rules, "day=5");
	board_start(&board, &rules);
	/* Raised by the progress hook: it stops at its first call. */
	atomic_init(&stop, false);
	assert_int_equal(proof_clear(proof), 0);
	proof_on_progress(proof, raise_stop, &stop);
	assert_int_equal(proof_solve(proof, &board, &stop, NULL),
	    PROOF_STOPPED);
	proof_cost(proof, &cost);
	assert_true(cost.nodes >= PROOF_PROGRESS_NODES &&
	    cost.nodes < 2 * (uint64_t)PROOF_PROGRESS_NODES);
	proof_on_progress(proof, NULL, NULL);
	/* Then a smaller game in the same table, and from its start: what
	 * was left of the stopped search does not change the answers. */
	fixture_rules(&rules, "day=3");
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		rules.start_sun = sun;
		board_start(&board, &rules);
		atomic_store(&stop, true);
		assert_int_equal(proof_solve(proof, &board, &stop, NULL),
		    PROOF_STOPPED);
		assert_int_equal(proof_clear(fresh), 0);
		assert_int_equal(proof_solve(proof, &board, NULL, NULL),
		    proof_solve(fresh, &board, NULL, NULL));
	}
	proof_free(fresh);
}

static void
test_proof_words(void **state)
{
	(void)state;
	assert_string_equal(proof_words(PROOF_WIN, COLOUR_AMBER),
	    "Amber wins with best play");
	assert_string_equal(proof_words(PROOF_LOSS, COLOUR_AMBER),
	    "Teal wins with best play");
	assert_string_equal(proof_words(PROOF_WIN, COLOUR_TEAL),
	    "Teal wins with best play");
	assert_string_equal(proof_words(PROOF_DRAW, COLOUR_TEAL),
	    "a draw with best play");
}

/* --- The variants --- */

static int
setup(void **state)
{
	(void)state;
	proof = proof_new(PROOF_TEST_MB);
	return proof == NULL ? -1 : 0;
}

static int
teardown(void **state)
{
	(void)state;
	proof_free(proof);
	return 0;
}

int
main(void)
{
	/* Each changes one thing from the real game, or a few together:
	 * short days cross into the last day's table, hold=1 has none. */
	static const struct {
		int length, day, snake, mover, stones, hold;
	} shapes[] = {
		{ 2, 8, 0, 1, 5, 0 }, /* the real game: its last day */
		{ 2, 8, 0, 1, 5, 1 }, /* hold=1: no table, searched */
		{ 2, 2, 0, 1, 5, 0 },
		{ 2, 2, 1, 1, 4, 0 },
		{ 1, 2, 0, 0, 5, 0 },
		{ 3, 3, 0, 1, 4, 0 },
		{ 2, 1, 1, 1, 6, 1 },
	};
	enum { SHAPES = sizeof shapes / sizeof shapes[0] };
	static struct variant_case cases[SHAPES];
	struct CMUnitTest tests[SHAPES + 6];
	int count = 0;

	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_proof_matches_plain_minimax_from_every_start);
	for (int i = 0; i < SHAPES; i++) {
		struct variant_case *c = &cases[i];

		plain_rules_default(&c->rules);
		c->rules.length = shapes[i].length;
		c->rules.day = shapes[i].day;
		c->rules.snake = shapes[i].snake;
		c->rules.mover = shapes[i].mover;
		c->rules.stones = shapes[i].stones;
		c->rules.hold = shapes[i].hold;
		c->seed = rng_derive(BASE_SEED, (uint64_t)i);
		snprintf(c->name, sizeof c->name,
		    "proof matches plain minimax late: len=%d day=%d "
		    "snake=%d mover=%d stones=%d hold=%d",
		    shapes[i].length, shapes[i].day, shapes[i].snake,
		    shapes[i].mover, shapes[i].stones, shapes[i].hold);
		tests[count] = (struct CMUnitTest)cmocka_unit_test_prestate(
		    test_proof_matches_plain_minimax_late, c);
		tests[count++].name = c->name;
	}
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_proof_matches_the_full_search_to_the_end);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_proof_root_is_the_best_of_its_moves);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_proof_best_move_achieves_the_value);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(
	    test_proof_stops_and_keeps_nothing_half_proved);
	tests[count++] = (struct CMUnitTest)cmocka_unit_test(test_proof_words);
	return _cmocka_run_group_tests("proof", tests, (size_t)count, setup,
	    teardown);
}
