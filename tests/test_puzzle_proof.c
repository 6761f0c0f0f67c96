/*
 * The puzzles' proof (ai/puzzle_proof.h): every puzzle the program carries
 * holds by the search (its first move beats every other first move by
 * its margin at its depth, each later move of the solver is the best
 * there, its line is legal), and false puzzles are refused: a second
 * solution, a margin larger than the search finds, a later move that is
 * not the best, a move that is not legal.
 *
 * Proving every puzzle is heavy: GNOMON_PUZZLE_PROOFS=N (make check's
 * CHECK_LIGHT) proves N of them, spread over the file; unset, all.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/puzzle_proof.h"
#include "ai/search.h"
#include "core/notation.h"
#include "core/puzzle.h"
#include "lab/puzzle_mine.h"
#include "ui/puzzles_text.h"

static struct puzzle puzzles[PUZZLE_MAX];
static int puzzle_count;
static struct search *proof_search;

static int
setup(void **state)
{
	char error[PUZZLE_ERROR_MAX];

	(void)state;
	if (puzzle_read_all(puzzles_text(), puzzles, &puzzle_count,
	    error) < 0) {
		fprintf(stderr, "puzzles/puzzles.txt %s\n", error);
		return -1;
	}
	proof_search = search_new(SEARCH_TT_DEFAULT_MB);
	return proof_search == NULL ? -1 : 0;
}

static int
teardown(void **state)
{
	(void)state;
	search_free(proof_search);
	return 0;
}

/* How many to prove: GNOMON_PUZZLE_PROOFS, or all. */
static int
proofs_wanted(void)
{
	const char *text = getenv("GNOMON_PUZZLE_PROOFS");
	long wanted = text != NULL ? strtol(text, NULL, 10) : 0;

	return wanted <= 0 || wanted > puzzle_count ? puzzle_count :
	    (int)wanted;
}

static void
test_puzzle_proof_each_carried_holds(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	int wanted = proofs_wanted(), failed = 0;

	(void)state;
	for (int k = 0; k < wanted; k++) {
		/* Spread over the file: the first, the last, and between. */
		int i = wanted == 1 ? 0 :
		    (int)((long)k * (puzzle_count - 1) / (wanted - 1));

		if (puzzle_proof_check_in(proof_search, &puzzles[i],
		    error) < 0) {
			print_message("%s\n", error);
			failed++;
		}
	}
	print_message("%d of %d puzzles proved\n", wanted - failed, wanted);
	assert_int_equal(failed, 0);
}

/* Each carried puzzle's themes are those the rules of gnomon-puzzles(5)
 * find in its position and line (puzzle_mine_themes), in their order:
 * none written by hand. */
static void
test_puzzle_proof_themes_are_the_rules(void **state)
{
	char text[NOTATION_POSITION_MAX];
	int failed = 0;

	(void)state;
	for (int i = 0; i < puzzle_count; i++) {
		struct puzzle found = puzzles[i];

		puzzle_mine_themes(&found, puzzle_proof_score_in(proof_search,
		    &found.board, found.line[0], found.depth));
		if (found.theme_count == puzzles[i].theme_count &&
		    memcmp(found.theme, puzzles[i].theme,
		    sizeof found.theme[0] * (size_t)found.theme_count) == 0)
			continue;
		notation_position(&puzzles[i].board, text);
		print_message("puzzle %d (%s): %d themes found, %d written\n",
		    puzzles[i].number, text, found.theme_count,
		    puzzles[i].theme_count);
		failed++;
	}
	assert_int_equal(failed, 0);
}

/* The plain form agrees with the form in a caller's search. */
static void
test_puzzle_proof_plain_agrees(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	const struct puzzle *puzzle = &puzzles[0];

	(void)state;
	assert_int_equal(puzzle_proof_check(puzzle, error), 0);
	assert_int_equal(puzzle_proof_score(&puzzle->board, puzzle->line[0],
	    puzzle->depth), puzzle_proof_score_in(proof_search,
	    &puzzle->board, puzzle->line[0], puzzle->depth));
}

/* A position with many moves as good: the start, where nothing can be
 * taken for a while. */
static void
test_puzzle_proof_refuses_a_second_solution(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	struct puzzle planted;
	int count;

	(void)state;
	assert_int_equal(puzzle_read_all("gnomon-puzzles 1\npuzzle 1\n"
	    "position 1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\nline b1b2\ndepth 2\n"
	    "margin 1\nrating 900\nsource planted\n", &planted, &count,
	    error), 0);
	assert_int_equal(puzzle_proof_check_in(proof_search, &planted, error),
	    -1);
	assert_non_null(strstr(error, "puzzle 1: "));
	assert_non_null(strstr(error, "as good as b1b2"));
}

/* Each carried puzzle's margin is the most its first move leads by (or
 * ten stones): one more is refused, and so is its best rival as the
 * solution. */
static void
test_puzzle_proof_refuses_a_margin_too_big(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	bool tried = false;

	(void)state;
	for (int i = 0; i < puzzle_count && !tried; i++) {
		struct puzzle planted = puzzles[i];

		if (planted.margin >= 10)
			continue;
		planted.margin++;
		assert_int_equal(puzzle_proof_check_in(proof_search, &planted,
		    error), -1);
		assert_non_null(strstr(error, "worse than"));
		tried = true;
	}
	assert_true(tried);
}

/* A later move of the solver that is not the best there. */
static void
test_puzzle_proof_refuses_a_later_move_not_best(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	bool tried = false;

	(void)state;
	for (int i = 0; i < puzzle_count && !tried; i++) {
		struct puzzle planted = puzzles[i];
		struct board board = planted.board;
		struct move_list list;
		struct undo undo;
		int best;

		if (planted.line_length < 3)
			continue;
		board_make(&board, planted.line[0], &undo);
		board_make(&board, planted.line[1], &undo);
		best = puzzle_proof_score_in(proof_search, &board,
		    planted.line[2], planted.depth - 2);
		board_legal_moves(&board, &list);
		for (int m = 0; m < list.count && !tried; m++) {
			if (puzzle_proof_score_in(proof_search, &board,
			    list.moves[m], planted.depth - 2) >= best)
				continue;
			planted.line[2] = list.moves[m];
			planted.line_length = 3;
			assert_int_equal(puzzle_proof_check_in(proof_search,
			    &planted, error), -1);
			assert_non_null(strstr(error, "better than"));
			tried = true;
		}
	}
	if (!tried)
		skip();
}

/* A line that is not legal: the message says why, in the players' words. */
static void
test_puzzle_proof_refuses_an_illegal_line(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	struct puzzle planted = puzzles[0];
	uint16_t move;

	(void)state;
	assert_int_equal(notation_read_move("a1a2", &move, error), 0);
	planted.line[0] = move;
	if (planted.board.stones[planted.board.side] & 1)
		skip();
	assert_int_equal(puzzle_proof_check_in(proof_search, &planted, error),
	    -1);
	assert_non_null(strstr(error, "a1a2: "));
	planted = puzzles[0];
	planted.line_length = 2;
	assert_int_equal(puzzle_proof_check_in(proof_search, &planted, error),
	    -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_puzzle_proof_each_carried_holds),
		cmocka_unit_test(test_puzzle_proof_themes_are_the_rules),
		cmocka_unit_test(test_puzzle_proof_plain_agrees),
		cmocka_unit_test(test_puzzle_proof_refuses_a_second_solution),
		cmocka_unit_test(test_puzzle_proof_refuses_a_margin_too_big),
		cmocka_unit_test(
		    test_puzzle_proof_refuses_a_later_move_not_best),
		cmocka_unit_test(test_puzzle_proof_refuses_an_illegal_line),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
