/*
 * Perft from the start position: small counts worked out by hand, and the
 * board left exactly as it was.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "perft.h"

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

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perft_start_counts_legal_moves_by_hand),
		cmocka_unit_test(test_perft_leaves_the_board_unchanged),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
