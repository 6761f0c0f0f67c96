/*
 * Perft from the start position: small counts worked out by hand, the
 * board left exactly as it was, and the counts kept as data in
 * tests/support/perft_counts.c (which the plain implementation made, and
 * recounts in make check-long), each variant a test of its own.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "core/perft.h"
#include "support/perft_counts.h"
#include "support/plain_bridge.h"

enum { CASE_NAME_MAX = 128 };

static void
test_perft_start_counts_legal_moves_by_hand(void **state)
{
	struct rules rules;
	struct board board;

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	/* b1 and f1 have four steps each, c1 d1 e1 three each. */
	assert_int_equal(perft(&board, 1), 17);
	/* Teal mirrors Amber; nothing can be eclipsed in one move each. */
	assert_int_equal(perft(&board, 2), 17 * 17);
}

static void
test_perft_leaves_the_board_unchanged(void **state)
{
	struct rules rules;
	struct board board, before;

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	before = board;
	perft(&board, 4);
	assert_true(board.stones[COLOUR_AMBER] == before.stones[COLOUR_AMBER]);
	assert_true(board.stones[COLOUR_TEAL] == before.stones[COLOUR_TEAL]);
	assert_true(board.lit == before.lit);
	assert_true(board.hash == before.hash);
	assert_int_equal(board.side, before.side);
	assert_int_equal(board.sun, before.sun);
	assert_int_equal(board.round, before.round);
}

/* A stop that answers true after `left` questions. */
static bool
stop_after(void *context)
{
	int *left = context;

	return (*left)-- <= 0;
}

static void
test_perft_until_stops_when_told_and_leaves_the_board(void **state)
{
	struct rules rules;
	struct board board, before;
	int left = 100;
	const struct perft_stop stop = { stop_after, &left };
	uint64_t leaves = 7;

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	before = board;
	/* perft 6 plays far more than 100 moves: it is cut short, says so,
	 * and leaves both the count and the board as they were. */
	assert_int_equal(perft_until(&board, 6, &stop, &leaves), -1);
	assert_true(leaves == 7);
	assert_true(left < 0);
	assert_true(board.hash == before.hash);
	assert_true(board.stones[COLOUR_AMBER] == before.stones[COLOUR_AMBER]);
	assert_true(board.stones[COLOUR_TEAL] == before.stones[COLOUR_TEAL]);
	assert_int_equal(board.side, before.side);
	assert_int_equal(board.round, before.round);
	/* A stop never raised counts as perft does. */
	left = 1000000000;
	assert_int_equal(perft_until(&board, 3, &stop, &leaves), 0);
	assert_true(leaves == perft(&board, 3));
}

static void
test_perft_matches_the_kept_counts(void **state)
{
	const struct perft_counts *counts = *state;
	struct rules rules;
	struct board board;

	plain_bridge_rules(&counts->rules, &rules);
	board_start(&board, &rules);
	for (int depth = 1; depth <= counts->depth; depth++) {
		uint64_t leaves = perft(&board, depth);

		if (leaves != counts->leaves[depth - 1])
			fail_msg("depth %d: the core counts %llu, the table "
				 "%llu",
			    depth, (unsigned long long)leaves,
			    counts->leaves[depth - 1]);
	}
}

int
main(void)
{
	const struct CMUnitTest by_hand[] = {
		cmocka_unit_test(test_perft_start_counts_legal_moves_by_hand),
		cmocka_unit_test(test_perft_leaves_the_board_unchanged),
		cmocka_unit_test(
		    test_perft_until_stops_when_told_and_leaves_the_board),
	};
	int tests_count =
	    (int)(sizeof by_hand / sizeof by_hand[0]) + perft_counts_variants;
	struct CMUnitTest *tests = calloc((size_t)tests_count, sizeof *tests);
	char (*names)[CASE_NAME_MAX] = calloc((size_t)perft_counts_variants,
	    sizeof *names);
	int n = 0, failed;

	if (tests == NULL || names == NULL) {
		fprintf(stderr, "test_perft: out of memory\n");
		return 1;
	}
	for (size_t i = 0; i < sizeof by_hand / sizeof by_hand[0]; i++)
		tests[n++] = by_hand[i];
	for (int i = 0; i < perft_counts_variants; i++) {
		const struct perft_counts *counts = &perft_counts_table[i];
		const struct plain_rules *r = &counts->rules;

		snprintf(names[i], sizeof names[i],
		    "perft_matches_the_kept_counts(len=%d,day=%d,sun=%d,snake=%"
		    "d,"
		    "mover=%d,start=%d,stones=%d,hold=%d,moon=%d,mixed=%d,"
		    "depth=%d)",
		    r->length, r->day, r->start_sun, r->snake, r->mover,
		    r->start, r->stones, r->hold, r->moon, r->mixed,
		    counts->depth);
		tests[n] = (struct CMUnitTest)cmocka_unit_test_prestate(
		    test_perft_matches_the_kept_counts, (void *)counts);
		tests[n++].name = names[i];
	}
	failed = _cmocka_run_group_tests("perft", tests, (size_t)n, NULL, NULL);
	free(names);
	free(tests);
	return failed;
}
