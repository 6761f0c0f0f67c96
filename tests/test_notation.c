/*
 * The text forms of the rules (gnomon(6), Notation): cells, moves and
 * position strings written and read back over every cell, every move shape
 * and positions reached by random play in every variant; and every kind of
 * bad text refused with a message that names what is wrong, leaving the
 * reader's output untouched.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/board.h"
#include "core/notation.h"
#include "support/fixture.h"

#define START_POSITION "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1"
#define RANDOM_GAMES_PER_VARIANT 60
#define SENTINEL_CELL 42
#define SENTINEL_MOVE ((uint16_t)0x0ABC)
enum { HUGE_INPUT = 100 * 1024 };

struct bad_text {
	const char *text;
	const char *options;	/* the rules it is read under */
	const char *message;	/* what the message must mention */
};

/* The error text is one printable line that fits its buffer. */
static void
assert_clean_message(const char *error)
{
	size_t length = strnlen(error, NOTATION_ERROR_MAX);

	assert_true(length > 0);
	assert_true(length < NOTATION_ERROR_MAX);
	for (size_t i = 0; i < length; i++)
		assert_true(error[i] >= ' ' && error[i] <= '~');
}

/* Cells */

static void
test_notation_every_cell_round_trips(void **state)
{
	char text[NOTATION_CELL_MAX], error[NOTATION_ERROR_MAX];
	int cell;

	(void)state;
	for (int rank = 0; rank < BOARD_SIZE; rank++) {
		for (int file = 0; file < BOARD_SIZE; file++) {
			notation_cell(cell_at(file, rank), text);
			assert_int_equal(strlen(text), 2);
			assert_int_equal(text[0], 'a' + file);
			assert_int_equal(text[1], '1' + rank);
			assert_int_equal(notation_read_cell(text, &cell, error),
			    0);
			assert_int_equal(cell, cell_at(file, rank));
		}
	}
	assert_int_equal(notation_read_cell("a1", &cell, error), 0);
	assert_int_equal(cell, 0);
	assert_int_equal(notation_read_cell("g7", &cell, error), 0);
	assert_int_equal(cell, 6 * BOARD_STRIDE + 6);
	assert_int_equal(notation_read_cell("d4", &cell, error), 0);
	assert_int_equal(cell, 3 * BOARD_STRIDE + 3);
}

static void
test_notation_bad_cells_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "", "", "no cell given" },
		{ "h1", "", "'h1' is not a cell" },
		{ "a8", "", "'a8' is not a cell" },
		{ "a0", "", "'a0' is not a cell" },
		{ "H1", "", "'H1' is not a cell" },
		{ "a", "", "'a' is not a cell" },
		{ "a11", "", "'a11' is not a cell" },
		{ " a1", "", "' a1' is not a cell" },
		{ "a1 ", "", "'a1 ' is not a cell" },
		{ "11", "", "'11' is not a cell" },
		{ "a1\n", "", "control character" },
		{ "\x1b" "a", "", "control character" },
	};
	char error[NOTATION_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int cell = SENTINEL_CELL;

		assert_int_equal(notation_read_cell(cases[i].text, &cell,
				     error),
		    -1);
		assert_int_equal(cell, SENTINEL_CELL);
		assert_non_null(strstr(error, cases[i].message));
		assert_clean_message(error);
	}
}

/* Moves */

static void
test_notation_moves_are_written_from_then_to(void **state)
{
	char text[NOTATION_MOVE_MAX];

	(void)state;
	notation_move(fixture_move("b1c2"), text);
	assert_string_equal(text, "b1c2");
	notation_move(move_make(cell_at(6, 6), cell_at(5, 5)), text);
	assert_string_equal(text, "g7f6");
	notation_move(MOVE_PASS, text);
	assert_string_equal(text, "pass");
}

static void
test_notation_every_move_shape_round_trips(void **state)
{
	char text[NOTATION_MOVE_MAX], dashed[NOTATION_MOVE_MAX + 1];
	char error[NOTATION_ERROR_MAX];
	uint16_t read;

	(void)state;
	for (int from = 0; from < CELL_LIMIT; from++) {
		if (!(BB_BOARD & bb_cell(from)))
			continue;
		for (int to = 0; to < CELL_LIMIT; to++) {
			uint16_t move = move_make(from, to);

			if (!(BB_BOARD & bb_cell(to)) || to == from)
				continue;
			notation_move(move, text);
			assert_int_equal(strlen(text), 4);
			assert_int_equal(notation_read_move(text, &read, error),
			    0);
			assert_int_equal(read, move);
			/* Readers also take the dashed form. */
			snprintf(dashed, sizeof dashed, "%.2s-%.2s", text,
			    text + 2);
			assert_int_equal(notation_read_move(dashed, &read,
					     error),
			    0);
			assert_int_equal(read, move);
		}
	}
	assert_int_equal(notation_read_move("pass", &read, error), 0);
	assert_int_equal(read, MOVE_PASS);
	assert_int_equal(notation_read_move("b1-c2", &read, error), 0);
	assert_int_equal(read, fixture_move("b1c2"));
}

static void
test_notation_capitals_are_read_as_lowercase(void **state)
{
	static const struct {
		const char *typed, *meant;
	} moves[] = {
		{ "D7D6", "d7d6" }, { "d7D6", "d7d6" }, { "B1-C2", "b1c2" },
		{ "G7f6", "g7f6" }, { "A1B2", "a1b2" }, { "PASS", "pass" },
		{ "Pass", "pass" }, { "pAsS", "pass" },
	};
	char text[NOTATION_MOVE_MAX], error[NOTATION_ERROR_MAX];
	uint16_t move;
	int cell;

	(void)state;
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		if (notation_read_move(moves[i].typed, &move, error) < 0)
			fail_msg("'%s' refused: %s", moves[i].typed, error);
		/* Written back, a move is always lowercase. */
		notation_move(move, text);
		assert_string_equal(text, moves[i].meant);
	}
	assert_int_equal(notation_read_cell("D4", &cell, error), 0);
	assert_int_equal(cell, cell_at(3, 3));
	assert_int_equal(notation_read_cell("G7", &cell, error), 0);
	assert_int_equal(cell, cell_at(6, 6));
}

static void
test_notation_move_form_is_read_whatever_its_legality(void **state)
{
	char error[NOTATION_ERROR_MAX];
	uint16_t move;

	(void)state;
	/* Two cells apart is a well-formed move; board_is_legal refuses it. */
	assert_int_equal(notation_read_move("a1g7", &move, error), 0);
	assert_int_equal(move, move_make(cell_at(0, 0), cell_at(6, 6)));
}

static void
test_notation_bad_moves_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "", "", "no move given" },
		{ "b1", "", "'b1' is not a move: write it like b1c2" },
		{ "b1c", "", "'b1c' is not a move: write it like b1c2" },
		{ "b1c2d", "", "'b1c2d' is not a move: write it like b1c2" },
		{ "b1xc2", "", "'b1xc2' is not a move: write it like b1c2" },
		{ "b1--c2", "", "'b1--c2' is not a move" },
		{ "b1 c2", "", "'b1 c2' is not a move" },
		{ "h1a1", "", "'h1a1' is not a move: cells are a1 to g7" },
		{ "a1a8", "", "'a1a8' is not a move: cells are a1 to g7" },
		{ "H1A1", "", "'H1A1' is not a move: cells are a1 to g7" },
		{ "b1-c8", "", "'b1-c8' is not a move: cells are a1 to g7" },
		{ "b1b1", "",
		    "'b1b1' is not a move: a stone must leave its cell" },
		{ "PASSS", "", "'PASSS' is not a move" },
		{ "pas", "", "'pas' is not a move" },
		{ "passs", "", "'passs' is not a move" },
		{ " pass", "", "' pass' is not a move" },
		{ "b1c2\n", "", "control character" },
		{ "b1\tc2", "", "control character" },
		{ "b1c2\x7f", "", "control character" },
	};
	char error[NOTATION_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		uint16_t move = SENTINEL_MOVE;

		assert_int_equal(notation_read_move(cases[i].text, &move,
				     error),
		    -1);
		assert_int_equal(move, SENTINEL_MOVE);
		if (strstr(error, cases[i].message) == NULL)
			fail_msg("'%s': message '%s' does not mention '%s'",
			    cases[i].text, error, cases[i].message);
		assert_clean_message(error);
	}
}

static void
test_notation_overlong_move_is_refused(void **state)
{
	static char text[HUGE_INPUT + 1];
	char error[NOTATION_ERROR_MAX];
	uint16_t move = SENTINEL_MOVE;

	(void)state;
	memset(text, 'b', HUGE_INPUT);
	text[HUGE_INPUT] = '\0';
	assert_int_equal(notation_read_move(text, &move, error), -1);
	assert_int_equal(move, SENTINEL_MOVE);
	assert_non_null(strstr(error, "is not a move"));
	assert_clean_message(error);
}

/* Suns */

static void
test_notation_suns_are_read_by_name_or_number(void **state)
{
	static const char *const names[COMPASS_POINTS] = {
		"N", "NE", "E", "SE", "S", "SW", "W", "NW"
	};
	static const char *const bad[] = { "", "8", "9", "-1", "07", "n", "ne",
		"NNE", "North", "N ", " N", "NE\n" };
	char number[2];

	(void)state;
	for (int point = 0; point < COMPASS_POINTS; point++) {
		assert_int_equal(notation_read_sun(names[point]), point);
		number[0] = (char)('0' + point);
		number[1] = '\0';
		assert_int_equal(notation_read_sun(number), point);
	}
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(notation_read_sun(bad[i]), -1);
}

/* Positions */

static void
test_notation_start_position_is_written_as_in_the_rules(void **state)
{
	struct rules rules;
	struct board board;
	char text[NOTATION_POSITION_MAX];

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	notation_position(&board, text);
	assert_string_equal(text, START_POSITION);
}

static void
test_notation_positions_written_by_hand_read_as_meant(void **state)
{
	struct board board;

	(void)state;
	fixture_board(&board, "at5/7/7/3a3/7/7/5ta t NW 8", "");
	assert_cells(board.stones[COLOUR_AMBER], "a7 d4 g1");
	assert_cells(board.stones[COLOUR_TEAL], "b7 f1");
	assert_int_equal(board.side, COLOUR_TEAL);
	assert_int_equal(board.sun, COMPASS_NW);
	assert_int_equal(board.round, 8);
	assert_true(board.lit == BB_BOARD);
	fixture_board(&board, "7/7/2t4/3a3/4a2/7/7 a SE 17", "");
	assert_cells(board.stones[COLOUR_AMBER], "d4 e3");
	assert_cells(board.stones[COLOUR_TEAL], "c5");
	assert_int_equal(board.side, COLOUR_AMBER);
	assert_int_equal(board.sun, COMPASS_SE);
	assert_true(board.lit == bb_lit(2));
}

static void
test_notation_boundary_positions_are_accepted(void **state)
{
	static const struct {
		const char *text, *options;
	} cases[] = {
		{ "atatata/7/7/7/7/7/1t1t3 a N 1", "" }, /* five a side */
		{ "a6/7/7/7/7/7/6t t SW 8",
		    "" }, /* corners until the first dusk */
		{ "7/1a5/7/7/7/5t1/7 a S 16",
		    "" }, /* b6, f2 until the second */
		{ "7/7/2a4/7/4t2/7/7 t W 24", "" }, /* c5, e3 until the third */
		{ "7/7/7/3t3/7/7/7 a E 25", "" }, /* after the last dusk */
		{ "7/7/7/7/7/7/7 a N 25", "" }, /* nobody left: a draw */
		{ "7/7/7/3t3/7/7/7 a E 4", "day=1" },
		{ "7/7/7/3t3/7/7/7 a E 49", "day=16" },
		{ "a6/7/7/7/7/7/6t t SW 2", "day=2" },
	};
	struct board board;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, cases[i].text, cases[i].options);
		assert_position(&board, cases[i].text);
	}
}

/* Writes every position of a random game and reads it back, both ways. */
static void
round_trip_random_games(const char *options, uint64_t seed)
{
	struct rules rules;
	struct board board, read;
	struct move_list list;
	struct undo undo;
	char text[NOTATION_POSITION_MAX], again[NOTATION_POSITION_MAX];
	char error[NOTATION_ERROR_MAX];

	fixture_rules(&rules, options);
	for (int game = 0; game < RANDOM_GAMES_PER_VARIANT; game++) {
		board_start(&board, &rules);
		for (;;) {
			notation_position(&board, text);
			assert_true(strlen(text) < NOTATION_POSITION_MAX);
			if (notation_read_position(text, &rules, &read,
				error) != 0)
				fail_msg("'%s' written but refused: %s", text,
				    error);
			assert_same_board(&read, &board);
			notation_position(&read, again);
			assert_string_equal(again, text);
			if (board_is_over(&board))
				break;
			board_legal_moves(&board, &list);
			board_make(&board,
			    list.moves[fixture_random_below(&seed,
				(unsigned)list.count)],
			    &undo);
		}
	}
}

static void
test_notation_positions_round_trip_in_the_real_game(void **state)
{
	(void)state;
	round_trip_random_games("", 1);
}

static void
test_notation_positions_round_trip_in_every_variant(void **state)
{
	static const char *const variants[] = {
		"len=1",
		"len=3",
		"day=1",
		"day=2",
		"day=16",
		"sun=3",
		"sun=NW",
		"snake=1",
		"mover=0",
		"len=3 day=3 snake=1 mover=0 sun=6",
		"moon=1",
		"mixed=1",
		"moon=1 mixed=1 day=2 sun=5 stones=7",
		"hold=1 moon=1",
		"hold=1 mixed=1",
		"hold=1 moon=1 mixed=1 day=2",
	};

	(void)state;
	for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
		round_trip_random_games(variants[i], 100 + i);
}

/*
 * hold=1 with moon=1 and mixed=1: a held sun keeps its '=' in the sun's
 * field and the moon's point still follows the round (gnomon(6), Notation);
 * the moon moves on its own time while the sun is held.
 */
static void
test_notation_a_held_sun_and_the_moon(void **state)
{
	struct rules rules;
	struct board board, read;
	struct undo undo;
	uint16_t move;
	char text[NOTATION_POSITION_MAX], error[NOTATION_ERROR_MAX];
	static const char *const replies[] = { "b7b6", "b1b2", "c7c6" };

	(void)state;
	fixture_rules(&rules, "hold=1 moon=1 mixed=1");
	board_start(&board, &rules);
	assert_int_equal(notation_read_move("hf1", &move, error), 0);
	board_make(&board, move, &undo);
	notation_position(&board, text);
	assert_string_equal(text, "1ttTtt1/7/7/7/7/7/1aaAa2 t N= 1 S");
	assert_int_equal(notation_read_position(text, &rules, &read, error), 0);
	assert_same_board(&read, &board);
	/* The round ends: the sun stays, the moon waits for round 2's end. */
	for (size_t i = 0; i < sizeof replies / sizeof replies[0]; i++) {
		assert_int_equal(notation_read_move(replies[i], &move, error),
		    0);
		board_make(&board, move, &undo);
	}
	notation_position(&board, text);
	assert_string_equal(text, "3Ttt1/1tt4/7/7/7/1a5/2aAa2 a NE 3 SE");
	assert_int_equal(notation_read_position(text, &rules, &read, error), 0);
	assert_same_board(&read, &board);
	/* The moon's field takes no '='. */
	assert_int_equal(notation_read_position(
	    "1ttTtt1/7/7/7/7/7/1aaAa2 t N 1 S=", &rules, &read, error), -1);
	assert_non_null(strstr(error, "moon 'S=' is not one of"));
	assert_int_equal(notation_read_position(
	    "1ttTtt1/7/7/7/7/7/1aaAa2 t N= 1", &rules, &read, error), -1);
	assert_non_null(strstr(error, "a position with the moon has 5 fields"));
}

/* Reads each bad text onto a start-position board and checks nothing
 * changed. */
static void
assert_positions_refused(const struct bad_text *cases, size_t count)
{
	struct rules rules;
	struct board board, before;
	char error[NOTATION_ERROR_MAX];

	for (size_t i = 0; i < count; i++) {
		fixture_rules(&rules, cases[i].options);
		board_start(&board, &rules);
		before = board;
		if (notation_read_position(cases[i].text, &rules, &board,
			error) != -1)
			fail_msg("'%s' was accepted", cases[i].text);
		assert_same_board(&board, &before);
		if (strstr(error, cases[i].message) == NULL)
			fail_msg("'%s': message '%s' does not mention '%s'",
			    cases[i].text, error, cases[i].message);
		assert_clean_message(error);
	}
}

static void
test_notation_positions_with_wrong_characters_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "1ttttx1/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "'x' cannot stand in the board" },
		{ "1ttttt1/7/7/7/7/7/1aaaAa1 a N 1", "",
		    "'A' is a tall stone, only in mixed=1" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 S", "",
		    "unexpected text after the round" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1", "moon=1",
		    "a position with the moon has 5 fields" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 X", "moon=1",
		    "moon 'X' is not one of" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 S S", "moon=1",
		    "unexpected text after the moon" },
		{ "1tTTtt1/7/7/7/7/7/1aaAaa1 a N 1", "mixed=1",
		    "Teal has 2 tall stones; at most 1 a side" },
		{ "1TTTTT1/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "'T' is a tall stone, only in mixed=1: use a and t" },
		{ "1ttttt1/7/7/07/7/7/1aaaaa1 a N 1", "",
		    "'0' cannot stand in the board" },
		{ "1ttttt1/7/7/8/7/7/1aaaaa1 a N 1", "",
		    "'8' cannot stand in the board" },
		{ "1ttttt1/7/7/9/7/7/1aaaaa1 a N 1", "",
		    "'9' cannot stand in the board" },
		{ "1ttttt1\\7/7/7/7/7/1aaaaa1 a N 1", "",
		    "'\\' cannot stand in the board" },
		{ "1ttttt1/7/7/.......7/7/7/1aaaaa1 a N 1", "",
		    "'.' cannot stand in the board" },
		{ "1ttttt1/7/7/-7/7/7/1aaaaa1 a N 1", "",
		    "'-' cannot stand in the board" },
		{ "1ttttt1/7/7/\xc3\xa9"
		  "6/7/7/1aaaaa1 a N 1",
		    "", "non-ASCII" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_too_many_stones_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "ttttttt/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "Teal has 7 stones; at most 5 a side" },
		{ "1ttttt1/t6/7/7/7/7/1aaaaa1 a N 1", "",
		    "Teal has 6 stones; at most 5 a side" },
		{ "1ttttt1/7/7/7/7/a6/1aaaaa1 a N 1", "",
		    "Amber has 6 stones; at most 5 a side" },
		{ "1ttttt1/aaaaaaa/aaaaaaa/7/7/7/1aaaaa1 t N 1", "",
		    "Amber has 19 stones" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_stones_on_dark_cells_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "7/7/7/3t3/7/7/a6 a N 9", "",
		    "a stone on a1, which is dark in round 9" },
		{ "6t/7/7/3a3/7/7/7 a N 9", "",
		    "a stone on g7, which is dark in round 9" },
		{ "7/7/7/3t3/7/1a5/7 a N 17", "",
		    "a stone on b2, which is dark in round 17" },
		{ "7/7/7/3t3/2a4/7/7 a N 25", "",
		    "a stone on c3, which is dark in round 25" },
		{ "7/7/7/3t3/7/7/a6 a N 3", "day=2",
		    "a stone on a1, which is dark in round 3" },
		{ "7/7/7/3t3/7/7/a6 a N 2", "day=1",
		    "a stone on a1, which is dark in round 2" },
		{ START_POSITION "0", "", "which is dark in round 10" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_bad_rounds_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "7/7/7/3t3/7/7/7 a N 0", "", "round 0 is outside 1 to 25" },
		{ "7/7/7/3t3/7/7/7 a N 26", "", "round 26 is outside 1 to 25" },
		{ "7/7/7/3t3/7/7/7 a N 11", "day=3",
		    "round 11 is outside 1 to 10" },
		{ "7/7/7/3t3/7/7/7 a N 5", "day=1",
		    "round 5 is outside 1 to 4" },
		{ "7/7/7/3t3/7/7/7 a N 50", "day=16",
		    "round 50 is outside 1 to 49" },
		{ "7/7/7/3t3/7/7/7 a N 000", "",
		    "round 000 is outside 1 to 25" },
		{ "7/7/7/3t3/7/7/7 a N 99999999999999999999999", "",
		    "is outside 1 to 25" },
		{ "7/7/7/3t3/7/7/7 a N x", "", "round 'x' is not a number" },
		{ "7/7/7/3t3/7/7/7 a N 1x", "", "round '1x' is not a number" },
		{ "7/7/7/3t3/7/7/7 a N -1", "", "round '-1' is not a number" },
		{ "7/7/7/3t3/7/7/7 a N +1", "", "round '+1' is not a number" },
		{ "7/7/7/3t3/7/7/7 a N 1.0", "",
		    "round '1.0' is not a number" },
		{ "7/7/7/3t3/7/7/7 a N 0x1", "",
		    "round '0x1' is not a number" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_bad_sun_or_side_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "7/7/7/3t3/7/7/7 a X 1", "",
		    "sun 'X' is not one of N NE E SE S SW W NW" },
		{ "7/7/7/3t3/7/7/7 a n 1", "", "sun 'n' is not one of" },
		{ "7/7/7/3t3/7/7/7 a 0 1", "", "sun '0' is not one of" },
		{ "7/7/7/3t3/7/7/7 a NNE 1", "", "sun 'NNE' is not one of" },
		{ "7/7/7/3t3/7/7/7 a North 1", "",
		    "sun 'North' is not one of" },
		{ "7/7/7/3t3/7/7/7 x N 1", "",
		    "side to move must be a or t, not 'x'" },
		{ "7/7/7/3t3/7/7/7 A N 1", "",
		    "side to move must be a or t, not 'A'" },
		{ "7/7/7/3t3/7/7/7 at N 1", "",
		    "side to move must be a or t, not 'at'" },
		{ "7/7/7/3t3/7/7/7 amber N 1", "",
		    "side to move must be a or t" },
		{ "7/7/7/3t3/7/7/7 1 N 1", "",
		    "side to move must be a or t, not '1'" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_bad_ranks_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "1ttttt/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "rank 7 has 6 cells, not 7" },
		{ "1tttttt1/7/7/7/7/7/1aaaaa a N 1", "",
		    "rank 7 has more than 7 cells" },
		{ "1ttttt1/6/7/7/7/7/1aaaaa1 a N 1", "",
		    "rank 6 has 6 cells, not 7" },
		{ "1ttttt1/7/7/44/7/7/1aaaaa1 a N 1", "",
		    "rank 4 has more than 7 cells" },
		{ "1ttttt1/7/7//7/7/1aaaaa1 a N 1", "",
		    "rank 4 has 0 cells, not 7" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa a N 1", "",
		    "rank 1 has 6 cells, not 7" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa11 a N 1", "",
		    "rank 1 has more than 7 cells" },
		{ "1ttttt1/7/7/7/7/1aaaaa1 a N 1", "",
		    "the board has 6 ranks, not 7" },
		{ "7 a N 1", "", "the board has 1 ranks, not 7" },
		{ "1ttttt1/7/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "the board has more than 7 ranks" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1/ a N 1", "",
		    "the board has more than 7 ranks" },
		{ "/1ttttt1/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "rank 7 has 0 cells, not 7" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_bad_fields_are_refused(void **state)
{
	static const struct bad_text cases[] = {
		/* missing fields */
		{ "1ttttt1/7/7/7/7/7/1aaaaa1", "",
		    "a position has 4 fields (board, side, sun, round); this "
		    "has 1" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a", "", "this has 2" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N", "", "this has 3" },
		/* double, leading and trailing spaces */
		{ "1ttttt1/7/7/7/7/7/1aaaaa1  a N 1", "",
		    "fields must be separated by single spaces" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N  1", "",
		    "fields must be separated by single spaces" },
		{ " 1ttttt1/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "fields must be separated by single spaces" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 ", "",
		    "fields must be separated by single spaces" },
		{ " ", "", "fields must be separated by single spaces" },
		/* trailing junk */
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 x", "",
		    "unexpected text after the round: 'x'" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 a N 1", "",
		    "unexpected text after the round: 'a N 1'" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1 1ttttt1/7/7/7/7/7/1aaaaa1",
		    "", "unexpected text after the round" },
		/* empty */
		{ "", "", "no position given" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_positions_with_control_characters_refused(void **state)
{
	static const struct bad_text cases[] = {
		{ "1ttttt1/7/7/7/7/7/1aaaaa1\ta N 1", "", "control character" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\n", "",
		    "control character" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\r\n", "",
		    "control character" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a\x01 N 1", "",
		    "control character" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N\x1b[31m 1", "",
		    "control character" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\x7f", "",
		    "control character" },
		{ "\b1ttttt1/7/7/7/7/7/1aaaaa1 a N 1", "",
		    "control character" },
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N \xff", "", "non-ASCII" },
	};

	(void)state;
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);
}

static void
test_notation_overlong_positions_are_refused(void **state)
{
	static char huge[HUGE_INPUT + 1];
	char text[NOTATION_INPUT_MAX + 2];
	struct bad_text cases[2] = {
		{ text, "", "position too long (over 256 characters)" },
		{ huge, "", "position too long (over 256 characters)" },
	};
	size_t start = strlen(START_POSITION);

	(void)state;
	/* The start position padded with trailing spaces to 257 characters. */
	memcpy(text, START_POSITION, start);
	memset(text + start, ' ', NOTATION_INPUT_MAX + 1 - start);
	text[NOTATION_INPUT_MAX + 1] = '\0';
	memset(huge, 'a', HUGE_INPUT);
	huge[HUGE_INPUT] = '\0';
	assert_positions_refused(cases, sizeof cases / sizeof cases[0]);

	/* 256 characters is not too long: it is refused for what it is. */
	text[NOTATION_INPUT_MAX] = '\0';
	cases[0].message = "fields must be separated by single spaces";
	assert_positions_refused(cases, 1);
}

static void
test_notation_positions_under_bad_rules_are_refused(void **state)
{
	struct rules rules;
	struct board board, before;
	char error[NOTATION_ERROR_MAX];

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	before = board;
	rules.shadow_length = 4;
	assert_int_equal(notation_read_position(START_POSITION, &rules, &board,
			     error),
	    -1);
	assert_non_null(strstr(error, "shadow length"));
	rules_default(&rules);
	rules.day_length = 0;
	assert_int_equal(notation_read_position(START_POSITION, &rules, &board,
			     error),
	    -1);
	assert_non_null(strstr(error, "rounds per day"));
	assert_same_board(&board, &before);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_notation_every_cell_round_trips),
		cmocka_unit_test(test_notation_bad_cells_are_refused),
		cmocka_unit_test(test_notation_moves_are_written_from_then_to),
		cmocka_unit_test(test_notation_every_move_shape_round_trips),
		cmocka_unit_test(test_notation_capitals_are_read_as_lowercase),
		cmocka_unit_test(
		    test_notation_move_form_is_read_whatever_its_legality),
		cmocka_unit_test(test_notation_bad_moves_are_refused),
		cmocka_unit_test(test_notation_overlong_move_is_refused),
		cmocka_unit_test(test_notation_suns_are_read_by_name_or_number),
		cmocka_unit_test(
		    test_notation_start_position_is_written_as_in_the_rules),
		cmocka_unit_test(
		    test_notation_positions_written_by_hand_read_as_meant),
		cmocka_unit_test(test_notation_boundary_positions_are_accepted),
		cmocka_unit_test(
		    test_notation_positions_round_trip_in_the_real_game),
		cmocka_unit_test(
		    test_notation_positions_round_trip_in_every_variant),
		cmocka_unit_test(test_notation_a_held_sun_and_the_moon),
		cmocka_unit_test(
		    test_notation_positions_with_wrong_characters_are_refused),
		cmocka_unit_test(
		    test_notation_positions_with_too_many_stones_are_refused),
		cmocka_unit_test(
		    test_notation_positions_with_stones_on_dark_cells_refused),
		cmocka_unit_test(
		    test_notation_positions_with_bad_rounds_are_refused),
		cmocka_unit_test(
		    test_notation_positions_with_bad_sun_or_side_are_refused),
		cmocka_unit_test(
		    test_notation_positions_with_bad_ranks_are_refused),
		cmocka_unit_test(
		    test_notation_positions_with_bad_fields_are_refused),
		cmocka_unit_test(
		    test_notation_positions_with_control_characters_refused),
		cmocka_unit_test(test_notation_overlong_positions_are_refused),
		cmocka_unit_test(
		    test_notation_positions_under_bad_rules_are_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
