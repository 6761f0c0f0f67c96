/*
 * The 9x9 board (gnomon(6), Variants: board=9), in the 9x9 program's build
 * (GNOMON_BOARD_SIZE 9) only: the geometry's constants, where the stones
 * start for each count, the notation of files a to i and ranks 1 to 9
 * both ways, the fourth dusk that ends a game on e5, and the settings the
 * 9x9 program refuses (pie, hold, moon, mixed, board=7), each with a
 * message that names it.  The rules themselves are held to the plain
 * implementation by test_plain_vs_core, built for this program too.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/bitboard.h"
#include "core/board.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/rng.h"
#include "support/fixture.h"

enum {
	NINE_GAMES = 200,
	CELL_TEXT_MAX = BOARD_SIZE * BOARD_SIZE * 3 + 1	/* "i9 " a cell */
};

#define NINE_SEED UINT64_C(0x392D62792D39)

static void
test_nine_geometry_constants(void **state)
{
	(void)state;
	assert_int_equal(BOARD_SIZE, 9);
	assert_int_equal(BOARD_STRIDE, 10);
	assert_int_equal(DUSK_MAX, 4);
	assert_int_equal(CELL_LIMIT, 128);
	assert_int_equal(MOVE_CELL_BITS, 7);
	assert_int_equal(bb_count(BB_BOARD), 81);
	assert_int_equal(bb_count(bb_lit(1)), 49);
	assert_int_equal(bb_count(bb_lit(2)), 25);
	assert_int_equal(bb_count(bb_lit(3)), 9);
	assert_true(bb_lit(4) == bb_cell(cell_at(4, 4)));	/* e5 */
	/* Nothing in the guard column or above the top rank. */
	for (int cell = 0; cell < CELL_LIMIT; cell++)
		assert_int_equal((BB_BOARD & bb_cell(cell)) != 0,
		    cell_file(cell) < 9 && cell_rank(cell) < 9);
	/* The last cell, i9, and CELL_NONE fit a move's fields. */
	assert_int_equal(move_from(move_make(cell_at(8, 8), CELL_NONE)),
	    cell_at(8, 8));
	assert_int_equal(move_to(move_make(cell_at(8, 8), CELL_NONE)),
	    CELL_NONE);
	assert_true(move_is_hold(move_hold(cell_at(8, 8))));
	assert_false(MOVE_PASS == move_make(cell_at(8, 8), cell_at(7, 7)));
}

/* The tests' cell lists (tests/support/fixture.c) hold a whole 9x9 set:
 * i9 and every cell above the 64th come back, and assert_cells names them. */
static void
test_nine_fixture_cells_come_back_whole(void **state)
{
	char text[CELL_TEXT_MAX] = "", cell[NOTATION_CELL_MAX];

	(void)state;
	assert_true(fixture_cells("a1 e5 i9") == (bb_cell(cell_at(0, 0)) |
	    bb_cell(cell_at(4, 4)) | bb_cell(cell_at(8, 8))));
	for (int cell_index = 0; cell_index < CELL_LIMIT; cell_index++)
		if ((BB_BOARD & bb_cell(cell_index)) != 0) {
			notation_cell(cell_index, cell);
			strcat(text, text[0] != '\0' ? " " : "");
			strcat(text, cell);
		}
	assert_true(fixture_cells(text) == BB_BOARD);
	assert_cells(BB_BOARD, text);
	assert_cells(bb_cell(cell_at(8, 8)), "i9");
}

/* gnomon(6), Variants: stones=N on 9x9, centred on e. */
static void
test_nine_stones_start_centred_on_e(void **state)
{
	static const struct {
		int		stones, start;
		const char	*position;
	} starts[] = {
		{ 5, 1, "2ttttt2/9/9/9/9/9/9/9/2aaaaa2 a N 1" },
		{ 4, 1, "2tt1tt2/9/9/9/9/9/9/9/2aa1aa2 a N 1" },
		{ 6, 1, "1ttt1ttt1/9/9/9/9/9/9/9/1aaa1aaa1 a N 1" },
		{ 7, 1, "1ttttttt1/9/9/9/9/9/9/9/1aaaaaaa1 a N 1" },
		{ 8, 1, "tttt1tttt/9/9/9/9/9/9/9/aaaa1aaaa a N 1" },
		{ 9, 1, "ttttttttt/9/9/9/9/9/9/9/aaaaaaaaa a N 1" },
		{ 5, 2, "9/2ttttt2/9/9/9/9/9/2aaaaa2/9 a N 1" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) {
		struct rules rules;
		struct board board;
		char text[NOTATION_POSITION_MAX];

		rules_default(&rules);
		rules.stones = starts[i].stones;
		rules.start_rank = starts[i].start;
		assert_null(rules_check(&rules));
		board_start(&board, &rules);
		notation_position(&board, text);
		assert_string_equal(text, starts[i].position);
		assert_null(board_check(&board));
	}
}

/* Every cell a1..i9 is written and read back; j1, a0 and a10 are not cells. */
static void
test_nine_notation_round_trips_a_to_i_1_to_9(void **state)
{
	char error[NOTATION_ERROR_MAX];
	int cells = 0;

	(void)state;
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			char text[NOTATION_CELL_MAX],
			    move_text[NOTATION_MOVE_MAX];
			int cell = cell_at(file, rank), read;
			uint16_t move, read_move;

			notation_cell(cell, text);
			assert_int_equal(text[0], 'a' + file);
			assert_int_equal(text[1], '1' + rank);
			assert_int_equal(notation_read_cell(text, &read, error),
			    0);
			assert_int_equal(read, cell);
			/* A step to each neighbour, written and read. */
			for (bitboard to = bb_neighbours(cell); to != 0;) {
				move = move_make(cell, bb_pop(&to));
				notation_move(move, move_text);
				assert_int_equal(notation_read_move(move_text,
				    &read_move, error), 0);
				assert_int_equal(read_move, move);
			}
			cells++;
		}
	assert_int_equal(cells, 81);
	assert_int_equal(notation_read_cell("j1", &cells, error), -1);
	assert_non_null(strstr(error, "a file a-i then a rank 1-9"));
	assert_int_equal(notation_read_cell("a0", &cells, error), -1);
	assert_int_equal(notation_read_cell("a10", &cells, error), -1);
}

/* A position string of 9 ranks of 9 reads back as written; 7x7's does not. */
static void
test_nine_position_strings_read_back(void **state)
{
	static const char *const positions[] = {
		"2ttttt2/9/9/9/9/9/9/9/2aaaaa2 a N 1",
		"9/9/9/3t5/4a4/9/9/9/9 t SW 20",
		"9/9/9/9/4a4/9/9/9/9 a N 33",
	};
	struct rules rules;
	char error[NOTATION_ERROR_MAX];
	struct board board;

	(void)state;
	rules_default(&rules);
	for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
		char text[NOTATION_POSITION_MAX];

		if (notation_read_position(positions[i], &rules, &board,
			error) != 0)
			fail_msg("'%s' refused: %s", positions[i], error);
		notation_position(&board, text);
		assert_string_equal(text, positions[i]);
	}
	assert_int_equal(notation_read_position("1ttttt1/7/7/7/7/7/1aaaaa1 a N "
						"1",
			     &rules, &board, error),
	    -1);
	/* Round 33 is 4 * 8 + 1, the last; 34 is past it. */
	assert_int_equal(notation_read_position("9/9/9/9/4a4/9/9/9/9 a N 34",
	    &rules, &board, error), -1);
}

/*
 * Random games with one round a day: the third dusk leaves 3x3 lit and the
 * game goes on; the fourth, after round 4, leaves e5 alone and ends it,
 * won by whoever holds e5 (drawn if nobody does).
 */
static void
test_nine_fourth_dusk_ends_the_game_on_e5(void **state)
{
	uint64_t rng = NINE_SEED;
	int past_third = 0, to_fourth = 0;

	(void)state;
	for (int game = 0; game < NINE_GAMES; game++) {
		struct rules rules;
		struct board board;

		rules_default(&rules);
		rules.day_length = 1 + game % 2;
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			struct move_list list;
			struct undo undo;

			board_legal_moves(&board, &list);
			board_make(&board, list.moves[rng_below(&rng,
			    list.count)], &undo);
			if (undo.dusk_fell && board_dusks(&board) == 3 &&
			    !board_is_over(&board)) {
				past_third++;
				assert_int_equal(bb_count(board.lit), 9);
			}
		}
		assert_true(board.round <= 4 * rules.day_length + 1);
		if (board.round == 4 * rules.day_length + 1) {
			bitboard e5 = bb_cell(cell_at(4, 4));
			enum result expected = board.stones[COLOUR_AMBER] & e5 ?
			    RESULT_AMBER : board.stones[COLOUR_TEAL] & e5 ?
			    RESULT_TEAL : RESULT_DRAW;

			to_fourth++;
			assert_true(board.lit == e5);
			assert_int_equal(board_dusks(&board), 4);
			assert_int_equal(board_result(&board), expected);
			assert_int_equal(board_legal_moves(&board,
			    &(struct move_list){ 0 }), 0);
		}
	}
	print_message("games on past the third dusk %d, to the fourth %d\n",
	    past_third, to_fourth);
	assert_true(past_third > 0);
	assert_true(to_fourth > 0);
	assert_int_equal(rules_last_round(&(struct rules){ .day_length = 8 }),
	    32);
}

/* What the 9x9 program is not built for is refused, and says what. */
static void
test_nine_refuses_what_it_does_not_play(void **state)
{
	static const struct {
		const char	*setting, *message;
	} refused[] = {
		{ "pie=1", "board=9 is not built with pie=1" },
		{ "hold=1", "board=9 is not built with hold=1" },
		{ "moon=1", "board=9 is not built with moon=1" },
		{ "mixed=1", "board=9 is not built with mixed=1" },
		{ "board=7",
		    "gnomon-9 plays board=9 only; board=7 is gnomon's" },
		{ "board=8", "board must be 7 or 9" },
	};
	char error[OPTIONS_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
		struct rules rules;
		struct options_binding binding = { &options_variant, &rules };

		rules_default(&rules);
		assert_int_equal(options_read(&binding, 1, refused[i].setting,
		    error), 0);
		assert_non_null(rules_check(&rules));
		assert_string_equal(rules_check(&rules), refused[i].message);
	}
	for (int stones = STONES_MIN; stones <= 9; stones++) {
		struct rules rules;

		rules_default(&rules);
		rules.stones = stones;
		assert_null(rules_check(&rules));
	}
	{
		struct rules rules;
		struct options_binding binding = { &options_variant, &rules };
		char text[OPTIONS_TEXT_MAX];

		rules_default(&rules);
		assert_int_equal(options_read(&binding, 1, "stones=10", error),
		    -1);
		assert_int_equal(rules.board, 9);
		options_write(&options_variant, &rules, text, sizeof text);
		assert_non_null(strstr(text, " board=9"));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_nine_geometry_constants),
		cmocka_unit_test(test_nine_fixture_cells_come_back_whole),
		cmocka_unit_test(test_nine_stones_start_centred_on_e),
		cmocka_unit_test(test_nine_notation_round_trips_a_to_i_1_to_9),
		cmocka_unit_test(test_nine_position_strings_read_back),
		cmocka_unit_test(test_nine_fourth_dusk_ends_the_game_on_e5),
		cmocka_unit_test(test_nine_refuses_what_it_does_not_play),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
