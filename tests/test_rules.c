/*
 * The rules core against the rules of gnomon(6), one hand-worked case per
 * rule sentence.
 * Every position is written in the game's own notation, so a test reads as
 * the situation it sets up; each expected set of cells was worked out by
 * hand from the rule, not taken from the code.
 *
 * Position strings list ranks 7 down to 1; a shadow of length L from a
 * stone on (x, y) with the sun at (dx, dy) covers (x - k dx, y - k dy).
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
#define RANDOM_GAMES 300
#define REASON_GAMES 60
#define REASON_VARIANTS 3

/* Board and coordinates */

static void
test_rules_start_position_has_five_stones_a_side(void **state)
{
	struct rules rules;
	struct board board, read;

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	assert_position(&board, START_POSITION);
	assert_cells(board.stones[COLOUR_AMBER], "b1 c1 d1 e1 f1");
	assert_cells(board.stones[COLOUR_TEAL], "b7 c7 d7 e7 f7");
	assert_int_equal(bb_count(board.stones[COLOUR_AMBER]), 5);
	assert_int_equal(bb_count(board.stones[COLOUR_TEAL]), 5);
	assert_int_equal(board.side, COLOUR_AMBER);
	assert_int_equal(board.sun, COMPASS_N);
	assert_int_equal(board.round, 1);
	assert_true(board.lit == BB_BOARD);
	assert_int_equal(bb_count(board.lit), 49);
	assert_false(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_NONE);
	assert_null(board_check(&board));
	fixture_board(&read, START_POSITION, "");
	assert_same_board(&read, &board);
}

static void
test_rules_the_default_rules_are_the_real_game(void **state)
{
	struct rules rules;

	(void)state;
	rules_default(&rules);
	assert_int_equal(rules.shadow_length, 2);
	assert_int_equal(rules.day_length, 8);
	assert_int_equal(rules.start_sun, COMPASS_N);
	assert_false(rules.snake);
	assert_false(rules.instant);
	assert_null(rules_check(&rules));
	assert_int_equal(rules_last_round(&rules), 24);
}

static void
test_rules_compass_points_numbered_clockwise_from_north(void **state)
{
	static const struct {
		const char *name;
		int dx, dy;
	} points[COMPASS_POINTS] = {
		{ "N", 0, 1 },
		{ "NE", 1, 1 },
		{ "E", 1, 0 },
		{ "SE", 1, -1 },
		{ "S", 0, -1 },
		{ "SW", -1, -1 },
		{ "W", -1, 0 },
		{ "NW", -1, 1 },
	};

	(void)state;
	for (int point = 0; point < COMPASS_POINTS; point++) {
		assert_string_equal(compass_name(point), points[point].name);
		assert_int_equal(compass_dx(point), points[point].dx);
		assert_int_equal(compass_dy(point), points[point].dy);
		assert_int_equal(notation_read_sun(points[point].name), point);
	}
}

/* The sun */

static void
test_rules_shadow_falls_away_from_each_sun(void **state)
{
	/* An Amber stone on d4, length 2: the two cells straight away from the
	 * sun. */
	static const struct {
		const char *position, *shade;
	} cases[COMPASS_POINTS] = {
		{ "6t/7/7/3a3/7/7/7 a N 1", "d3 d2" },
		{ "6t/7/7/3a3/7/7/7 a NE 1", "c3 b2" },
		{ "6t/7/7/3a3/7/7/7 a E 1", "c4 b4" },
		{ "6t/7/7/3a3/7/7/7 a SE 1", "c5 b6" },
		{ "6t/7/7/3a3/7/7/7 a S 1", "d5 d6" },
		{ "6t/7/7/3a3/7/7/7 a SW 1", "e5 f6" },
		{ "6t/7/7/3a3/7/7/7 a W 1", "e4 f4" },
		{ "6t/7/7/3a3/7/7/7 a NW 1", "e3 f2" },
	};
	struct board board;

	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		fixture_board(&board, cases[sun].position, "");
		assert_int_equal(board.sun, sun);
		assert_cells(board_shadows(&board, COLOUR_AMBER, board.sun),
		    cases[sun].shade);
		assert_cells(shadow_mask(fixture_cells("d4"), sun, 2, BB_BOARD),
		    cases[sun].shade);
	}
}

static void
test_rules_eclipse_follows_each_sun(void **state)
{
	/*
	 * An Amber stone steps onto d4 away from the sun; Teal stones on the
	 * two cells beyond d4 are eclipsed, the one towards the sun is not.
	 */
	static const struct {
		const char *position, *move, *eclipsed, *survivor;
	} cases[COMPASS_POINTS] = {
		{ "7/3t3/3a3/7/3t3/3t3/7 a N 1", "d5d4", "d3 d2", "d6" },
		{ "7/5t1/4a2/7/2t4/1t5/7 a NE 1", "e5d4", "c3 b2", "f6" },
		{ "7/7/7/1tt1at1/7/7/7 a E 1", "e4d4", "c4 b4", "f4" },
		{ "7/1t5/2t4/7/4a2/5t1/7 a SE 1", "e3d4", "c5 b6", "f2" },
		{ "7/3t3/3t3/7/3a3/3t3/7 a S 1", "d3d4", "d5 d6", "d2" },
		{ "7/5t1/4t2/7/2a4/1t5/7 a SW 1", "c3d4", "e5 f6", "b2" },
		{ "7/7/7/1ta1tt1/7/7/7 a W 1", "c4d4", "e4 f4", "b4" },
		{ "7/1t5/2a4/7/4t2/5t1/7 a NW 1", "c5d4", "e3 f2", "b6" },
	};
	struct board board;
	struct undo undo;

	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		fixture_board(&board, cases[sun].position, "");
		fixture_play(&board, cases[sun].move, &undo);
		assert_cells(undo.eclipsed[COLOUR_TEAL], cases[sun].eclipsed);
		assert_cells(undo.eclipsed[COLOUR_AMBER], "");
		assert_cells(board.stones[COLOUR_TEAL], cases[sun].survivor);
		assert_cells(board.stones[COLOUR_AMBER], "d4");
	}
}

static void
test_rules_shadow_length_is_one_two_or_three(void **state)
{
	/* Amber e7 steps to d7 with the sun at N: Teal d6 d5 d4 d3 lie below
	 * it. */
	static const struct {
		const char *options, *eclipsed, *left;
	} cases[] = {
		{ "len=1", "d6", "d5 d4 d3" },
		{ "len=2", "d6 d5", "d4 d3" },
		{ "", "d6 d5", "d4 d3" },
		{ "len=3", "d6 d5 d4", "d3" },
	};
	struct board board;
	struct undo undo;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, "4a2/3t3/3t3/3t3/3t3/7/7 a N 1",
		    cases[i].options);
		fixture_play(&board, "e7d7", &undo);
		assert_cells(undo.eclipsed[COLOUR_TEAL], cases[i].eclipsed);
		assert_cells(board.stones[COLOUR_TEAL], cases[i].left);
	}
}

static void
test_rules_shadows_pass_through_own_stones(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* d7's shadow runs over Amber's own d6 and still reaches Teal d5. */
	fixture_board(&board, "4a2/3a3/3t3/7/7/7/6t a N 1", "");
	fixture_play(&board, "e7d7", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d5");
	assert_cells(board.stones[COLOUR_AMBER], "d7 d6");
	assert_cells(board.stones[COLOUR_TEAL], "g1");
}

static void
test_rules_shadows_pass_through_enemy_stones(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Teal d6 does not shelter Teal d5: both are eclipsed. */
	fixture_board(&board, "4a2/3t3/3t3/7/7/7/6t a N 1", "");
	fixture_play(&board, "e7d7", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d6 d5");
	assert_cells(board.stones[COLOUR_TEAL], "g1");
}

static void
test_rules_shadows_stop_at_the_lit_edge(void **state)
{
	/* Amber's shade, length 3, before and after each dusk. */
	static const struct {
		const char *position, *shade;
	} cases[] = {
		/* the full board */
		{ "7/7/7/7/7/3a3/6t a N 1", "d1" },
		{ "6t/7/7/a6/7/7/7 a E 1", "" },
		{ "t6/7/7/6a/7/7/7 a W 1", "" },
		{ "6t/1a5/7/7/7/7/7 a SE 1", "a7" },
		{ "6t/7/7/7/7/7/3a3 a N 1", "" },
		/* after the first dusk: 5x5, b2 to f6 */
		{ "7/5t1/7/7/2a4/7/7 a N 9", "c2" },
		{ "7/5t1/7/1a5/7/7/7 a E 9", "" },
		{ "7/5t1/7/7/7/3a3/7 a N 9", "" },
		{ "7/5t1/5a1/7/7/7/7 a W 9", "" },
		/* after the second dusk: 3x3, c3 to e5 */
		{ "7/7/4t2/3a3/7/7/7 a N 17", "d3" },
		{ "7/7/4t2/2a4/7/7/7 a E 17", "" },
		{ "7/7/4t2/7/2a4/7/7 a N 17", "" },
		{ "7/7/2a1t2/7/7/7/7 a NW 17", "d4 e3" },
		/* after the third dusk: d4 alone */
		{ "7/7/7/3a3/7/7/7 a N 25", "" },
		{ "7/7/7/3a3/7/7/7 a SW 25", "" },
	};
	struct board board;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, cases[i].position, "len=3");
		assert_cells(board_shadows(&board, COLOUR_AMBER, board.sun),
		    cases[i].shade);
	}
}

static void
test_rules_shadows_on_dark_cells_do_nothing(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* After the first dusk c3's shadow would run to c1: only c2 is
	 * shaded. */
	fixture_board(&board, "7/5t1/7/7/2a4/7/7 a N 9", "");
	assert_cells(board_shadows(&board, COLOUR_AMBER, COMPASS_N), "c2");
	for (int sun = 0; sun < COMPASS_POINTS; sun++)
		assert_true((board_shadows(&board, COLOUR_AMBER, sun) &
		    ~board.lit) == 0);
	/* Teal f6 stands on the ring edge; Amber's shade off the edge takes
	 * nothing. */
	fixture_play(&board, "c3b2", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "");
	assert_cells(board.stones[COLOUR_TEAL], "f6");
}

static void
test_rules_knight_move_apart_never_threatens(void **state)
{
	static const char *const positions[] = {
		"7/7/7/3a3/1t5/7/7 a N 1", "7/7/1t5/3a3/7/7/7 a N 1",
		"7/7/7/3a3/7/2t4/7 a N 1", "7/2t4/7/3a3/7/7/7 a N 1",
		"7/7/7/3a3/7/4t2/7 a N 1", "7/4t2/7/3a3/7/7/7 a N 1",
		"7/7/7/3a3/5t1/7/7 a N 1", "7/7/5t1/3a3/7/7/7 a N 1",
	};
	static const char *const lengths[] = { "len=1", "len=2", "len=3" };
	struct board board;

	(void)state;
	for (size_t p = 0; p < sizeof positions / sizeof positions[0]; p++) {
		for (size_t l = 0; l < sizeof lengths / sizeof lengths[0];
		     l++) {
			fixture_board(&board, positions[p], lengths[l]);
			for (int sun = 0; sun < COMPASS_POINTS; sun++) {
				assert_true(
				    (board_shadows(&board, COLOUR_AMBER, sun) &
					board.stones[COLOUR_TEAL]) == 0);
				assert_true(
				    (board_shadows(&board, COLOUR_TEAL, sun) &
					board.stones[COLOUR_AMBER]) == 0);
			}
		}
	}
}

static void
test_rules_sun_turns_after_every_round(void **state)
{
	/* One stone each, far apart, shuffling: nothing is ever eclipsed. */
	static const char *const amber_moves[] = { "a1a2", "a2a1" };
	static const char *const teal_moves[] = { "g7g6", "g6g7" };
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "6t/7/7/7/7/7/a6 a N 1", "day=16");
	for (int round = 1; round <= 10; round++) {
		int sun = (round - 1) % COMPASS_POINTS;

		assert_int_equal(board.round, round);
		assert_int_equal(board.sun, sun);
		assert_int_equal(board.side, COLOUR_AMBER);
		fixture_play(&board, amber_moves[(round - 1) % 2], &undo);
		/* Amber's turn does not end the round: the sun stays. */
		assert_false(undo.sun_turned);
		assert_int_equal(board.sun, sun);
		assert_int_equal(board.round, round);
		assert_int_equal(board.side, COLOUR_TEAL);
		fixture_play(&board, teal_moves[(round - 1) % 2], &undo);
		/* After Teal the round ends and the sun moves one point
		 * clockwise. */
		assert_true(undo.sun_turned);
		assert_int_equal(board.sun, (sun + 1) % COMPASS_POINTS);
	}
	/* Ten rounds: N NE E SE S SW W NW N NE, then E. */
	assert_int_equal(board.sun, COMPASS_E);
	assert_int_equal(board.round, 11);
}

static void
test_rules_sun_turns_from_northwest_to_north(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "6t/7/7/7/7/7/a6 t NW 3", "");
	fixture_play(&board, "g7f7", &undo);
	assert_position(&board, "5t1/7/7/7/7/7/a6 a N 4");
}

static void
test_rules_start_sun_variant(void **state)
{
	struct rules rules;
	struct board board;
	struct undo undo;

	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		rules_default(&rules);
		rules.start_sun = sun;
		board_start(&board, &rules);
		assert_int_equal(board.sun, sun);
		assert_null(board_check(&board));
		fixture_play(&board, "b1b2", &undo);
		fixture_play(&board, "b7b6", &undo);
		assert_int_equal(board.sun, (sun + 1) % COMPASS_POINTS);
	}
	fixture_rules(&rules, "sun=SE");
	board_start(&board, &rules);
	assert_position(&board, "1ttttt1/7/7/7/7/7/1aaaaa1 a SE 1");
}

/* Turns and rounds */

static void
test_rules_a_round_is_amber_then_teal(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, START_POSITION, "");
	for (int round = 1; round <= 4; round++)
		assert_int_equal(board_first_mover(&board, round),
		    COLOUR_AMBER);
	assert_false(board_turn_ends_round(&board));
	fixture_play(&board, "d1d2", &undo);
	assert_int_equal(board.side, COLOUR_TEAL);
	assert_true(board_turn_ends_round(&board));
	fixture_play(&board, "d7d6", &undo);
	assert_position(&board, "1tt1tt1/3t3/7/7/7/3a3/1aa1aa1 a NE 2");
}

static void
test_rules_snake_order_alternates_who_moves_first(void **state)
{
	/* Who moves, in order, over rounds 1 to 4 under `snake`. */
	static const struct {
		const char *move;
		int round, sun;
	} plies[] = {
		{ "a1a2", 1, COMPASS_N }, { "g7g6", 1, COMPASS_N },
		{ "g6g7", 2, COMPASS_NE }, { "a2a1", 2, COMPASS_NE },
		{ "a1a2", 3, COMPASS_E }, { "g7g6", 3, COMPASS_E },
		{ "g6g7", 4, COMPASS_SE }, { "a2a1", 4, COMPASS_SE },
	};
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "6t/7/7/7/7/7/a6 a N 1", "snake=1");
	assert_int_equal(board_first_mover(&board, 1), COLOUR_AMBER);
	assert_int_equal(board_first_mover(&board, 2), COLOUR_TEAL);
	assert_int_equal(board_first_mover(&board, 3), COLOUR_AMBER);
	assert_int_equal(board_first_mover(&board, 4), COLOUR_TEAL);
	for (size_t i = 0; i < sizeof plies / sizeof plies[0]; i++) {
		int mover =
		    plies[i].move[0] == 'a' ? COLOUR_AMBER : COLOUR_TEAL;

		assert_int_equal(board.side, mover);
		assert_int_equal(board.round, plies[i].round);
		assert_int_equal(board.sun, plies[i].sun);
		assert_int_equal(board_turn_ends_round(&board), i % 2 == 1);
		fixture_play(&board, plies[i].move, &undo);
		assert_int_equal(undo.sun_turned, i % 2 == 1);
	}
	assert_position(&board, "6t/7/7/7/7/7/a6 a S 5");
}

static void
test_rules_snake_teal_moves_twice_across_rounds_one_two(void **state)
{
	struct rules rules;
	struct board board;
	struct undo undo;

	(void)state;
	fixture_rules(&rules, "snake=1");
	board_start(&board, &rules);
	assert_int_equal(board.side, COLOUR_AMBER);
	fixture_play(&board, "d1d2", &undo);
	fixture_play(&board, "d7d6", &undo);
	/* Round 2 begins with Teal again, under the new sun. */
	assert_position(&board, "1tt1tt1/3t3/7/7/7/3a3/1aa1aa1 t NE 2");
	fixture_play(&board, "c7c6", &undo);
	assert_position(&board, "1t2tt1/2tt3/7/7/7/3a3/1aa1aa1 a NE 2");
	fixture_play(&board, "c1c2", &undo);
	/* Round 3 begins with Amber, who has just moved. */
	assert_position(&board, "1t2tt1/2tt3/7/7/7/2aa3/1a2aa1 a E 3");
}

static void
test_rules_moves_are_one_step_onto_empty_lit_cells(void **state)
{
	struct board board;
	struct move_list list;
	uint64_t from_d4 = 0;

	(void)state;
	/* d4 has eight neighbours; Teal c3 and Amber e5 block two of them. */
	fixture_board(&board, "7/7/4a2/3a3/2t4/7/7 a N 1", "");
	board_legal_moves(&board, &list);
	assert_int_equal(list.count, 6 + 7);
	for (int i = 0; i < list.count; i++)
		if (move_from(list.moves[i]) == cell_at(3, 3))
			from_d4 |= bb_cell(move_to(list.moves[i]));
	assert_cells(from_d4, "c4 c5 d3 d5 e3 e4");
	assert_false(board_is_legal(&board, fixture_move("d4c3")));
	assert_false(board_is_legal(&board, fixture_move("d4e5")));
	assert_false(board_is_legal(&board, fixture_move("d4d6")));
	assert_false(board_is_legal(&board, fixture_move("d4f6")));
	assert_false(board_is_legal(&board, fixture_move("c3c2")));
	assert_false(board_is_legal(&board, MOVE_PASS));
	assert_false(board_is_legal(&board, MOVE_NONE));
}

static void
test_rules_pass_is_illegal_while_a_move_exists(void **state)
{
	struct board board;

	(void)state;
	fixture_board(&board, START_POSITION, "");
	assert_false(board_is_legal(&board, MOVE_PASS));
	assert_int_equal(board_is_legal(&board, fixture_move("b1a1")), true);
}

/* Why a move is not legal: the code of the part of the rule it breaks
 * (board_refusal), and the words a player reads (notation_refusal). */

static void
test_rules_illegal_moves_say_why(void **state)
{
	static const struct {
		const char *position, *move;
		enum board_refusal refusal;
		const char *reason;
	} cases[] = {
		{ START_POSITION, "pass", BOARD_REFUSAL_PASS,
		    "you may pass only when no stone can move" },
		{ START_POSITION, "d1d3", BOARD_REFUSAL_NOT_A_STEP,
		    "a stone moves one step, to a neighbouring cell" },
		{ START_POSITION, "b1g7", BOARD_REFUSAL_NOT_A_STEP,
		    "a stone moves one step, to a neighbouring cell" },
		{ "1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1", "d7d5",
		    BOARD_REFUSAL_NOT_A_STEP,
		    "a stone moves one step, to a neighbouring cell" },
		{ "1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1", "b1c2",
		    BOARD_REFUSAL_NOT_OURS, "b1 is not Teal's stone" },
		{ START_POSITION, "b7c6", BOARD_REFUSAL_NOT_OURS,
		    "b7 is not Amber's stone" },
		{ START_POSITION, "d4d5", BOARD_REFUSAL_FROM_EMPTY,
		    "there is no stone on d4" },
		{ START_POSITION, "a1b2", BOARD_REFUSAL_FROM_EMPTY,
		    "there is no stone on a1" },
		{ START_POSITION, "d1e1", BOARD_REFUSAL_TO_TAKEN,
		    "e1 has a stone on it" },
		{ "1tttt2/7/7/7/7/2t4/1aaaaa1 a N 1", "d1c2",
		    BOARD_REFUSAL_TO_TAKEN, "c2 has a stone on it" },
		/* After the first dusk the outer ring is dark, from and to. */
		{ "7/7/7/3t3/7/1a5/7 a N 9", "b2a1", BOARD_REFUSAL_TO_DARK,
		    "a1 is dark since dusk" },
		{ "7/7/7/3t3/7/1a5/7 a N 9", "b2b1", BOARD_REFUSAL_TO_DARK,
		    "b1 is dark since dusk" },
		{ "7/7/7/3t3/7/1a5/7 a N 9", "a1b1", BOARD_REFUSAL_FROM_DARK,
		    "a1 is dark since dusk" },
		{ "7/7/7/3t3/2a4/7/7 a N 17", "c3b2", BOARD_REFUSAL_TO_DARK,
		    "b2 is dark since dusk" },
		/* Stuck: the only legal move is the pass. */
		{ "ta5/aa5/7/7/7/7/4a2 t N 1", "a7b7", BOARD_REFUSAL_TO_TAKEN,
		    "b7 has a stone on it" },
		{ "ta5/aa5/7/7/7/7/4a2 t N 1", "a7a5",
		    BOARD_REFUSAL_NOT_A_STEP,
		    "a stone moves one step, to a neighbouring cell" },
		/* A finished game: emptied, or past the last dusk. */
		{ "7/7/7/3t3/7/7/7 a N 1", "d4d5", BOARD_REFUSAL_OVER,
		    "the game is over" },
		{ "7/7/7/3t3/7/7/7 a N 1", "pass", BOARD_REFUSAL_OVER,
		    "the game is over" },
		{ "7/7/7/3a3/7/7/7 t NE 25", "d4d5", BOARD_REFUSAL_OVER,
		    "the game is over" },
	};
	char reason[NOTATION_REFUSAL_MAX];
	struct board board;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		uint16_t move = fixture_move(cases[i].move);

		fixture_board(&board, cases[i].position, "");
		memset(reason, 'x', sizeof reason);
		if (board_refusal(&board, move) != cases[i].refusal)
			fail_msg("%s in %s: refusal %d, wanted %d",
			    cases[i].move, cases[i].position,
			    (int)board_refusal(&board, move),
			    (int)cases[i].refusal);
		if (!notation_refusal(&board, move, reason))
			fail_msg("%s in %s: said to be legal", cases[i].move,
			    cases[i].position);
		if (strcmp(reason, cases[i].reason) != 0)
			fail_msg("%s in %s: '%.*s', wanted '%s'", cases[i].move,
			    cases[i].position, NOTATION_REFUSAL_MAX, reason,
			    cases[i].reason);
	}
}

static void
test_rules_moves_that_are_no_move_say_so(void **state)
{
	char reason[NOTATION_REFUSAL_MAX];
	struct board board;

	(void)state;
	fixture_board(&board, START_POSITION, "");
	assert_int_equal(board_refusal(&board, MOVE_NONE),
	    BOARD_REFUSAL_NOT_A_MOVE);
	assert_true(notation_refusal(&board, MOVE_NONE, reason));
	assert_string_equal(reason, "that is not a move");
	/* Cell 7 is the guard column, off the board. */
	assert_true(
	    notation_refusal(&board, move_make(cell_at(1, 0), 7), reason));
	assert_string_equal(reason, "that is not a move");
	assert_true(notation_refusal(&board,
	    move_make(CELL_NONE, cell_at(1, 1)), reason));
	assert_string_equal(reason, "that is not a move");
}

static void
test_rules_legal_moves_have_no_reason(void **state)
{
	char reason[NOTATION_REFUSAL_MAX] = "untouched";
	struct board board;

	(void)state;
	fixture_board(&board, START_POSITION, "");
	assert_int_equal(board_refusal(&board, fixture_move("d1d2")),
	    BOARD_REFUSAL_NONE);
	assert_false(
	    notation_refusal(&board, fixture_move("d1d2"), reason));
	assert_string_equal(reason, "");
	/* The forced pass is legal when no stone can move. */
	fixture_board(&board, "ta5/aa5/7/7/7/7/4a2 t N 1", "");
	strcpy(reason, "untouched");
	assert_false(notation_refusal(&board, MOVE_PASS, reason));
	assert_string_equal(reason, "");
}

/* Over random games of three variants (short days, so dusk falls), every
 * move of the board (from and to on it) and the pass: a reason exactly when
 * board_is_legal says no. */
static void
test_rules_every_illegal_move_has_a_reason(void **state)
{
	static const char *const reason_variants[REASON_VARIANTS] = {
		"", "day=1", "day=2 len=3 snake=1",
	};
	uint64_t seed = 11;
	struct rules rules;
	struct board board;
	struct move_list list;
	struct undo undo;
	char reason[NOTATION_REFUSAL_MAX];

	(void)state;
	for (int game = 0; game < REASON_GAMES; game++) {
		fixture_rules(&rules, reason_variants[game % REASON_VARIANTS]);
		board_start(&board, &rules);
		for (;;) {
			for (int from = 0; from < CELL_LIMIT; from++)
				for (int to = 0; to < CELL_LIMIT; to++) {
					uint16_t move = move_make(from, to);
					bool legal;

					if (from == to ||
					    !(BB_BOARD & bb_cell(from)) ||
					    !(BB_BOARD & bb_cell(to)))
						continue;
					legal = board_is_legal(&board, move);
					assert_int_equal(
					    notation_refusal(&board, move,
						reason),
					    !legal);
					assert_int_equal(reason[0] != '\0',
					    !legal);
					assert_true(strlen(reason) <
					    NOTATION_REFUSAL_MAX);
					/* Never the fallback: some part of the
					 * rule is named. */
					assert_int_not_equal(
					    board_refusal(&board, move),
					    BOARD_REFUSAL_OTHER);
					assert_null(
					    strstr(reason, "is not legal"));
				}
			assert_int_equal(notation_refusal(&board, MOVE_PASS,
					     reason),
			    !board_is_legal(&board, MOVE_PASS));
			if (board_legal_moves(&board, &list) == 0)
				break;
			board_make(&board,
			    list.moves[fixture_random_below(&seed,
				(unsigned)list.count)],
			    &undo);
		}
		assert_string_equal(reason, "the game is over");
	}
}

/* Eclipse */

static void
test_rules_eclipse_when_owners_turn_ends(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Teal d4 stands in Amber d5's shadow; Amber moves another stone. */
	fixture_board(&board, "6t/7/3a3/3t3/7/7/a6 a N 1", "");
	fixture_play(&board, "a1a2", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d4");
	assert_cells(board.stones[COLOUR_TEAL], "g7");
}

static void
test_rules_stone_in_enemy_shadow_survives_its_own_turn(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/*
	 * Teal d4 already stands in Amber d5's shadow, and Teal steps c3 into
	 * d3, also in it.  Teal's turn ends: only Teal's shadows act.
	 */
	fixture_board(&board, "6t/7/3a3/3ta2/2t4/7/a6 t N 1", "");
	fixture_play(&board, "c3d3", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "");
	assert_cells(undo.eclipsed[COLOUR_AMBER], "");
	assert_cells(board.stones[COLOUR_TEAL], "d4 d3 g7");
	/*
	 * The sun is now NE: Amber d5 shades c4 b3, e4 shades d3 c2.  When
	 * Amber's turn ends, d3 is eclipsed and d4, out of the shade now, is
	 * not.
	 */
	assert_int_equal(board.sun, COMPASS_NE);
	fixture_play(&board, "a1a2", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d3");
	assert_cells(board.stones[COLOUR_TEAL], "d4 g7");
}

static void
test_rules_enemy_shadow_hurts_only_when_enemy_turn_ends(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Amber steps c4 into Teal d6's shadow (d5 d4) and survives its own
	 * turn. */
	fixture_board(&board, "6t/3t3/7/2a4/7/7/a6 a N 1", "");
	fixture_play(&board, "c4d4", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "");
	assert_cells(board.stones[COLOUR_AMBER], "d4 a1");
	/* Teal moves elsewhere; its turn ends under the same sun: d4 is
	 * lost. */
	fixture_play(&board, "g7g6", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "d4");
	assert_cells(board.stones[COLOUR_AMBER], "a1");
	/* The eclipse came before the sun's turn (at NE d6 shades c5 b4
	 * only). */
	assert_int_equal(board.sun, COMPASS_NE);
}

static void
test_rules_own_shadows_never_hurt(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Amber d7 d6 d5 shade each other, Teal g3 shades g2 g1. */
	fixture_board(&board, "3a3/3a3/3a3/7/6t/6t/a5t a N 1", "");
	fixture_play(&board, "a1a2", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER] | undo.eclipsed[COLOUR_TEAL],
	    "");
	fixture_play(&board, "g1f1", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER] | undo.eclipsed[COLOUR_TEAL],
	    "");
	assert_cells(board.stones[COLOUR_AMBER], "d7 d6 d5 a2");
	assert_cells(board.stones[COLOUR_TEAL], "g3 g2 f1");
}

static void
test_rules_several_enemy_stones_eclipsed_at_once(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* d7 (after the move) shades d6 d5; b7 (which did not move) shades
	 * b6. */
	fixture_board(&board, "1a2a2/1t1t3/3t3/7/7/7/6t a N 1", "");
	fixture_play(&board, "e7d7", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d6 d5 b6");
	assert_cells(board.stones[COLOUR_TEAL], "g1");
	assert_false(board_is_over(&board));
}

static void
test_rules_forced_pass_is_the_only_move_when_stuck(void **state)
{
	struct board board;
	struct move_list list;
	struct undo undo;

	(void)state;
	/* Teal a7 is boxed in by Amber a6 b6 b7. */
	fixture_board(&board, "ta5/aa5/7/7/7/7/4a2 t N 1", "");
	assert_int_equal(board_legal_moves(&board, &list), 1);
	assert_int_equal(list.moves[0], MOVE_PASS);
	assert_true(board_is_legal(&board, MOVE_PASS));
	assert_false(board_is_legal(&board, fixture_move("a7a6")));
	/* The pass ends Teal's turn: a7's shadow (a6 a5) eclipses Amber a6. */
	fixture_play(&board, "pass", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "a6");
	assert_cells(board.stones[COLOUR_AMBER], "b6 b7 e1");
	/* It also ends the round. */
	assert_position(&board, "ta5/1a5/7/7/7/7/4a2 a NE 2");
}

static void
test_rules_forced_pass_by_first_mover_still_eclipses(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Amber a1 is boxed in; with the sun at S its shadow runs north over
	 * a2. */
	fixture_board(&board, "6t/7/7/7/7/tt5/at5 a S 1", "");
	fixture_play(&board, "pass", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "a2");
	assert_false(undo.sun_turned);
	assert_position(&board, "6t/7/7/7/7/1t5/at5 t S 1");
}

static void
test_rules_eclipse_out_ends_the_game_at_once(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/*
	 * The last turn of round 8, the end of the first day: Teal e5 steps to
	 * d5 and eclipses Amber's last stone, d3.  No sun's turn and no dusk:
	 * Teal a7 and g1, on the ring, survive.
	 */
	fixture_board(&board, "t6/7/4t2/7/3a3/7/6t t N 8", "");
	fixture_play(&board, "e5d5", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "d3");
	assert_false(undo.sun_turned);
	assert_false(undo.dusk_fell);
	assert_cells(undo.darkened[COLOUR_AMBER] | undo.darkened[COLOUR_TEAL],
	    "");
	assert_cells(board.stones[COLOUR_TEAL], "a7 d5 g1");
	assert_int_equal(board.sun, COMPASS_N);
	assert_int_equal(board.round, 8);
	assert_true(board.lit == BB_BOARD);
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_TEAL);
}

static void
test_rules_eclipse_out_by_first_mover_ends_the_round_early(void **state)
{
	struct board board;
	struct undo undo;
	struct move_list list;

	(void)state;
	fixture_board(&board, "6t/7/3a3/3t3/7/7/a6 a E 3", "");
	/* Teal d4 is not in the shade at E (c5 b5); d5 steps to e4, shading d4
	 * c4. */
	fixture_play(&board, "d5e4", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d4");
	assert_cells(board.stones[COLOUR_TEAL], "g7");
	/* g7 is left: the game goes on. */
	assert_false(board_is_over(&board));
	fixture_board(&board, "7/7/3a3/3t3/7/7/a6 a E 3", "");
	fixture_play(&board, "d5e4", &undo);
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_AMBER);
	assert_int_equal(board.round, 3);
	assert_int_equal(board.sun, COMPASS_E);
	assert_int_equal(board_legal_moves(&board, &list), 0);
}

/* Days and dusk */

static void
test_rules_dusk_darkens_the_ring_after_round_d(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Round 8 is the last of the first day; a1 and g7 stand on the ring. */
	fixture_board(&board, "6t/7/4t2/7/2a4/7/a6 t NW 8", "");
	assert_int_equal(board_rounds_to_dusk(&board), 0);
	fixture_play(&board, "e5e4", &undo);
	assert_true(undo.sun_turned);
	assert_true(undo.dusk_fell);
	assert_cells(undo.darkened[COLOUR_AMBER], "a1");
	assert_cells(undo.darkened[COLOUR_TEAL], "g7");
	assert_true(board.lit == bb_lit(1));
	assert_int_equal(bb_count(board.lit), 25);
	assert_position(&board, "7/7/7/4t2/2a4/7/7 a N 9");
	assert_int_equal(board_result(&board), RESULT_NONE);
}

static void
test_rules_no_dusk_before_the_day_ends(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "6t/7/4t2/7/2a4/7/a6 t NW 7", "");
	fixture_play(&board, "e5e4", &undo);
	assert_true(undo.sun_turned);
	assert_false(undo.dusk_fell);
	assert_true(board.lit == BB_BOARD);
	assert_position(&board, "6t/7/7/4t2/2a4/7/a6 a N 8");
}

static void
test_rules_second_dusk_leaves_three_by_three(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "7/5t1/4t2/3a3/7/1a5/7 t NW 16", "");
	fixture_play(&board, "e5e4", &undo);
	assert_true(undo.dusk_fell);
	assert_cells(undo.darkened[COLOUR_AMBER], "b2");
	assert_cells(undo.darkened[COLOUR_TEAL], "f6");
	assert_cells(board.lit, "c3 d3 e3 c4 d4 e4 c5 d5 e5");
	assert_position(&board, "7/7/7/3at2/7/7/7 a N 17");
	assert_false(board_is_over(&board));
}

static void
test_rules_third_dusk_leaves_d4_and_ends_the_game(void **state)
{
	static const struct {
		const char *move, *after;
		enum result result;
	} cases[] = {
		/* Amber holds d4: one stone to none. */
		{ "e5e4", "7/7/7/3a3/7/7/7 a N 25", RESULT_AMBER },
	};
	struct board board;
	struct undo undo;
	struct move_list list;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, "7/7/4t2/3a3/2a4/7/7 t NW 24", "");
		fixture_play(&board, cases[i].move, &undo);
		assert_true(undo.dusk_fell);
		assert_cells(board.lit, "d4");
		assert_position(&board, cases[i].after);
		assert_true(board_is_over(&board));
		assert_int_equal(board_result(&board), cases[i].result);
		assert_int_equal(board_legal_moves(&board, &list), 0);
	}
}

static void
test_rules_third_dusk_more_stones_win_equal_draws(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Teal steps onto d4: Teal 1, Amber 0. */
	fixture_board(&board, "7/7/4t2/7/2a4/7/7 t NW 24", "");
	fixture_play(&board, "e5d4", &undo);
	assert_cells(undo.darkened[COLOUR_AMBER], "c3");
	assert_position(&board, "7/7/7/3t3/7/7/7 a N 25");
	assert_int_equal(board_result(&board), RESULT_TEAL);
	/* Nobody on d4: 0 to 0 is a draw. */
	fixture_board(&board, "7/7/4t2/7/2a4/7/7 t NW 24", "");
	fixture_play(&board, "e5e4", &undo);
	assert_position(&board, "7/7/7/7/7/7/7 a N 25");
	assert_int_equal(board_result(&board), RESULT_DRAW);
	/* After the last dusk d4 holds at most one stone, whose side wins. */
	fixture_board(&board, "7/7/7/3a3/7/7/7 t S 25", "");
	assert_int_equal(board_result(&board), RESULT_AMBER);
}

static void
test_rules_nobody_moves_onto_dark_cells(void **state)
{
	struct board board;
	struct move_list list;
	uint64_t targets = 0;

	(void)state;
	fixture_board(&board, "7/5t1/7/7/7/1a5/7 a N 9", "");
	board_legal_moves(&board, &list);
	for (int i = 0; i < list.count; i++)
		targets |= bb_cell(move_to(list.moves[i]));
	assert_cells(targets, "c2 b3 c3");
	assert_int_equal(list.count, 3);
	assert_false(board_is_legal(&board, fixture_move("b2a1")));
	assert_false(board_is_legal(&board, fixture_move("b2a2")));
	assert_false(board_is_legal(&board, fixture_move("b2b1")));
	/* A stone whose every neighbour is dark or taken must pass. */
	fixture_board(&board, "7/7/2ta3/2aa3/7/7/7 t N 17", "");
	assert_int_equal(board_legal_moves(&board, &list), 1);
	assert_int_equal(list.moves[0], MOVE_PASS);
}

static void
test_rules_after_dusk_one_side_empty_wins(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Amber's stones are all on the ring. */
	fixture_board(&board, "t6/7/7/3t3/7/7/a5a t N 8", "");
	fixture_play(&board, "d4d5", &undo);
	assert_cells(undo.darkened[COLOUR_AMBER], "a1 g1");
	assert_cells(undo.darkened[COLOUR_TEAL], "a7");
	assert_position(&board, "7/7/3t3/7/7/7/7 a NE 9");
	assert_int_equal(board_result(&board), RESULT_TEAL);
	/* Teal moves last but stays on the ring: the mover loses. */
	fixture_board(&board, "t6/7/7/3a3/7/7/7 t N 8", "");
	fixture_play(&board, "a7b7", &undo);
	assert_position(&board, "7/7/7/3a3/7/7/7 a NE 9");
	assert_int_equal(board_result(&board), RESULT_AMBER);
	assert_true(board_is_over(&board));
}

static void
test_rules_after_dusk_both_empty_is_a_draw(void **state)
{
	struct board board;
	struct undo undo;
	struct move_list list;

	(void)state;
	fixture_board(&board, "6t/7/7/7/7/7/a6 t N 8", "");
	fixture_play(&board, "g7g6", &undo);
	assert_cells(undo.darkened[COLOUR_AMBER], "a1");
	assert_cells(undo.darkened[COLOUR_TEAL], "g6");
	assert_position(&board, "7/7/7/7/7/7/7 a NE 9");
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_DRAW);
	assert_int_equal(board_legal_moves(&board, &list), 0);
}

static void
test_rules_eclipse_comes_before_dusk(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/*
	 * Teal's last turn of the day: d7 steps to d6, shading d5 d4.  Amber d4
	 * is eclipsed first (Amber still has a1, so the round ends as usual),
	 * then dusk takes a1 and Teal g7 from the ring.
	 */
	fixture_board(&board, "3t2t/7/7/3a3/7/7/a6 t N 8", "");
	fixture_play(&board, "d7d6", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "d4");
	assert_cells(undo.darkened[COLOUR_AMBER], "a1");
	assert_cells(undo.darkened[COLOUR_TEAL], "g7");
	assert_position(&board, "7/3t3/7/7/7/7/7 a NE 9");
	assert_int_equal(board_result(&board), RESULT_TEAL);
}

static void
test_rules_finished_game_has_no_legal_moves(void **state)
{
	static const struct {
		const char *position;
		enum result result;
	} cases[] = {
		{ "7/7/7/3a3/7/7/7 t N 5", RESULT_AMBER },
		{ "7/7/7/3t3/7/7/7 a N 5", RESULT_TEAL },
		{ "7/7/7/7/7/7/7 a N 5", RESULT_DRAW },
		{ "7/7/7/3a3/7/7/7 a N 25", RESULT_AMBER },
		{ "7/7/7/7/7/7/7 t NE 25", RESULT_DRAW },
	};
	struct board board;
	struct move_list list;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, cases[i].position, "");
		assert_true(board_is_over(&board));
		assert_int_equal(board_result(&board), cases[i].result);
		assert_int_equal(board_legal_moves(&board, &list), 0);
		assert_int_equal(list.count, 0);
		assert_false(board_is_legal(&board, MOVE_PASS));
	}
}

/* Variants */

static void
test_rules_day_variant_moves_the_dusks(void **state)
{
	static const struct {
		const char *position, *move, *after;
	} cases[] = {
		/* day=3: dusks after rounds 3, 6 and 9; the game shows
		   round 10. */
		{ "6t/7/4t2/7/2a4/7/a6 t NW 2", "e5e4",
		    "6t/7/7/4t2/2a4/7/a6 a N 3" },
		{ "6t/7/4t2/7/2a4/7/a6 t NW 3", "e5e4",
		    "7/7/7/4t2/2a4/7/7 a N 4" },
		{ "7/5t1/4t2/3a3/7/1a5/7 t NW 6", "e5e4",
		    "7/7/7/3at2/7/7/7 a N 7" },
		{ "7/7/4t2/3a3/2a4/7/7 t NW 9", "e5e4",
		    "7/7/7/3a3/7/7/7 a N 10" },
	};
	struct board board;
	struct undo undo;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, cases[i].position, "day=3");
		fixture_play(&board, cases[i].move, &undo);
		assert_position(&board, cases[i].after);
		assert_null(board_check(&board));
	}
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_AMBER);
}

static void
test_rules_one_round_days_darken_after_every_round(void **state)
{
	struct rules rules;
	struct board board;
	struct undo undo;

	(void)state;
	fixture_rules(&rules, "day=1");
	board_start(&board, &rules);
	assert_int_equal(board_rounds_to_dusk(&board), 0);
	fixture_play(&board, "c1c2", &undo);
	fixture_play(&board, "e7e6", &undo);
	/* Everything left on ranks 1 and 7 is lost at the first dusk. */
	assert_cells(undo.darkened[COLOUR_AMBER], "b1 d1 e1 f1");
	assert_cells(undo.darkened[COLOUR_TEAL], "b7 c7 d7 f7");
	assert_position(&board, "7/4t2/7/7/7/2a4/7 a NE 2");
}

static void
test_rules_round_after_the_last_dusk_is_3d_plus_1(void **state)
{
	static const char *const days[] = { "day=1", "day=2", "day=5", "",
		"day=16" };
	static const int day_lengths[] = { 1, 2, 5, 8, 16 };
	char position[NOTATION_POSITION_MAX], expected[NOTATION_POSITION_MAX];
	struct board board;
	struct undo undo;

	(void)state;
	for (size_t i = 0; i < sizeof days / sizeof days[0]; i++) {
		int last = 3 * day_lengths[i];

		snprintf(position, sizeof position, "7/7/7/3a3/2t4/7/7 t N %d",
		    last);
		snprintf(expected, sizeof expected, "7/7/7/3a3/7/7/7 a NE %d",
		    last + 1);
		fixture_board(&board, position, days[i]);
		assert_int_equal(rules_last_round(&board.rules), last);
		fixture_play(&board, "c3c4", &undo);
		assert_position(&board, expected);
		assert_int_equal(board_result(&board), RESULT_AMBER);
	}
}

static void
test_rules_instant_removes_both_colours_at_once(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/*
	 * Amber e7 steps to d7 (shading d6 d5).  Teal b7 shades b6 b5 and Teal
	 * d6 shades d5 d4.  Under mover=0 Teal d6 and Amber b6, d4 all go at
	 * once: d6's shadow still counts though d6 itself is eclipsed.
	 */
	fixture_board(&board, "1t2a2/1a1t3/7/3a3/7/7/6t a N 1", "mover=0");
	fixture_play(&board, "e7d7", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d6");
	assert_cells(undo.eclipsed[COLOUR_AMBER], "b6 d4");
	assert_position(&board, "1t1a3/7/7/7/7/7/6t t N 1");
	/* The default rule: only the enemy of the mover is eclipsed. */
	fixture_board(&board, "1t2a2/1a1t3/7/3a3/7/7/6t a N 1", "");
	fixture_play(&board, "e7d7", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d6");
	assert_cells(undo.eclipsed[COLOUR_AMBER], "");
}

static void
test_rules_instant_mover_emptied_loses(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Amber's last stone steps into Teal d6's shadow. */
	fixture_board(&board, "7/3t3/7/2a4/7/7/6t a N 1", "mover=0");
	fixture_play(&board, "c4d4", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "d4");
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_TEAL);
	assert_int_equal(board.round, 1);
	assert_false(undo.sun_turned);
	/* Under the default rule the same move is safe until Teal's turn
	 * ends. */
	fixture_board(&board, "7/3t3/7/2a4/7/7/6t a N 1", "");
	fixture_play(&board, "c4d4", &undo);
	assert_false(board_is_over(&board));
}

static void
test_rules_instant_both_sides_empty_is_a_draw(void **state)
{
	struct board board;

	(void)state;
	/*
	 * The rules: under mover=0 a move that empties both sides is a draw.
	 * The result is a draw whenever both sides are empty.  (No single move
	 * can do it: the stone standing furthest towards the sun is in nobody's
	 * shadow; see test_rules_instant_never_empties_both_sides.)
	 */
	fixture_board(&board, "7/7/7/7/7/7/7 t N 3", "mover=0");
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_DRAW);
}

static void
test_rules_instant_never_empties_both_sides(void **state)
{
	uint64_t seed = 20261129;
	struct rules rules;
	struct board board;
	struct move_list list;
	struct undo undo;

	(void)state;
	fixture_rules(&rules, "mover=0 len=3");
	for (int game = 0; game < RANDOM_GAMES; game++) {
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			board_legal_moves(&board, &list);
			board_make(&board,
			    list.moves[fixture_random_below(&seed,
				(unsigned)list.count)],
			    &undo);
			assert_false(board.stones[COLOUR_AMBER] == 0 &&
			    board.stones[COLOUR_TEAL] == 0 && !undo.dusk_fell);
		}
	}
}

static void
test_rules_instant_rule_shadows_still_skip_own_stones(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "3a3/3a3/3a3/7/6t/6t/a5t a N 1", "mover=0");
	fixture_play(&board, "a1a2", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER] | undo.eclipsed[COLOUR_TEAL],
	    "");
	fixture_play(&board, "g1f1", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER] | undo.eclipsed[COLOUR_TEAL],
	    "");
}

/* Make and unmake */

static void
test_rules_unmake_restores_every_kind_of_move(void **state)
{
	static const struct {
		const char *options, *position, *move;
	} cases[] = {
		{ "", START_POSITION, "d1d2" }, /* quiet */
		{ "", "1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1",
		    "d7d6" }, /* sun's turn */
		{ "", "1a2a2/1t1t3/3t3/7/7/7/6t a N 1",
		    "e7d7" }, /* eclipse, several */
		{ "", "t6/7/4t2/7/3a3/7/6t t N 8", "e5d5" }, /* eclipse-out */
		{ "", "6t/7/4t2/7/2a4/7/a6 t NW 8", "e5e4" }, /* dusk */
		{ "", "3t2t/7/7/3a3/7/7/a6 t N 8",
		    "d7d6" }, /* eclipse then dusk */
		{ "", "7/7/4t2/3a3/2a4/7/7 t NW 24", "e5e4" }, /* third dusk */
		{ "", "ta5/aa5/7/7/7/7/4a2 t N 1", "pass" }, /* forced pass */
		{ "mover=0", "1t2a2/1a1t3/7/3a3/7/7/6t a N 1",
		    "e7d7" }, /* instant */
		{ "snake=1", "6t/7/7/7/7/7/a6 t N 1", "g7g6" }, /* snake */
		{ "day=1 len=3 sun=5", "6t/7/4t2/7/2a4/7/a6 t NW 1", "e5e4" },
	};
	struct board board, before;
	struct undo undo;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, cases[i].position, cases[i].options);
		before = board;
		fixture_play(&board, cases[i].move, &undo);
		assert_true(board.hash != before.hash);
		assert_true(board.hash == board_compute_hash(&board));
		board_unmake(&board, &undo);
		assert_same_board(&board, &before);
		assert_position(&board, cases[i].position);
	}
}

static void
test_rules_unmake_unwinds_a_whole_game(void **state)
{
	uint64_t seed = 7;
	struct rules rules;
	struct board history[MAX_PLIES + 1];
	struct undo undo[MAX_PLIES];
	struct board board;
	struct move_list list;

	(void)state;
	for (int game = 0; game < RANDOM_GAMES; game++) {
		int plies = 0;

		fixture_rules(&rules, game % 2 ? "day=2 len=3 snake=1" : "");
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			assert_true(plies < MAX_PLIES);
			history[plies] = board;
			board_legal_moves(&board, &list);
			board_make(&board,
			    list.moves[fixture_random_below(&seed,
				(unsigned)list.count)],
			    &undo[plies++]);
			assert_null(board_check(&board));
		}
		while (plies > 0) {
			board_unmake(&board, &undo[--plies]);
			assert_same_board(&board, &history[plies]);
		}
	}
}

/* Variant hold=1: spending a stone to hold the sun (gnomon(6), Variants) */

static void
test_rules_hold_is_a_move_only_under_hold(void **state)
{
	struct board board, held;
	struct move_list list;
	char reason[NOTATION_REFUSAL_MAX];
	int holds = 0;

	(void)state;
	fixture_board(&board, START_POSITION, "");
	assert_false(board_is_legal(&board, fixture_move("hc1")));
	assert_int_equal(board_refusal(&board, fixture_move("hc1")),
	    BOARD_REFUSAL_HOLD_OFF);
	assert_true(notation_refusal(&board, fixture_move("hc1"), reason));
	assert_string_equal(reason, "the sun may be held only under hold=1");
	fixture_board(&held, START_POSITION, "hold=1");
	/* 17 steps, then a hold of each of the five stones. */
	assert_int_equal(board_legal_moves(&held, &list), 17 + 5);
	for (int i = 0; i < list.count; i++)
		holds += move_is_hold(list.moves[i]);
	assert_int_equal(holds, 5);
	assert_true(board_is_legal(&held, fixture_move("hc1")));
	assert_int_equal(board_refusal(&held, fixture_move("hc7")),
	    BOARD_REFUSAL_NOT_OURS);
	assert_true(notation_refusal(&held, fixture_move("hc7"), reason));
	assert_string_equal(reason, "c7 is not Amber's stone");
}

static void
test_rules_hold_never_spends_the_last_stone(void **state)
{
	struct board board;
	struct move_list list;
	char reason[NOTATION_REFUSAL_MAX];

	(void)state;
	fixture_board(&board, "7/7/7/3a3/7/7/t6 a N 3", "hold=1");
	assert_int_equal(board_legal_moves(&board, &list), 8);
	assert_false(board_is_legal(&board, fixture_move("hd4")));
	assert_int_equal(board_refusal(&board, fixture_move("hd4")),
	    BOARD_REFUSAL_HOLD_LAST);
	assert_true(notation_refusal(&board, fixture_move("hd4"), reason));
	assert_string_equal(reason,
	    "you may not hold the sun with your last stone");
}

static void
test_rules_hold_keeps_the_sun_for_the_round(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, START_POSITION, "hold=1");
	fixture_play(&board, "hc1", &undo);
	assert_cells(board.stones[COLOUR_AMBER], "b1 d1 e1 f1");
	assert_true(board.held);
	assert_false(undo.sun_held);
	assert_position(&board, "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1");
	assert_null(board_check(&board));
	fixture_play(&board, "b7b6", &undo);
	/* The round ends, still counts, and the sun stays at N. */
	assert_true(undo.sun_held);
	assert_false(undo.sun_turned);
	assert_false(board.held);
	assert_position(&board, "2tttt1/1t5/7/7/7/7/1a1aaa1 a N 2");
	/* The next round the sun moves as always. */
	fixture_play(&board, "d1d2", &undo);
	fixture_play(&board, "c7c6", &undo);
	assert_true(undo.sun_turned);
	assert_int_equal(board.sun, COMPASS_NE);
}

static void
test_rules_hold_by_the_second_mover_holds_at_once(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, START_POSITION, "hold=1");
	fixture_play(&board, "d1d2", &undo);
	fixture_play(&board, "hf7", &undo);
	assert_true(undo.sun_held);
	assert_false(board.held);
	assert_position(&board, "1tttt2/7/7/7/7/3a3/1aa1aa1 a N 2");
}

static void
test_rules_both_may_hold_and_it_holds_once(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, START_POSITION, "hold=1");
	fixture_play(&board, "hb1", &undo);
	fixture_play(&board, "hf7", &undo);
	assert_true(undo.sun_held);
	assert_position(&board, "1tttt2/7/7/7/7/7/2aaaa1 a N 2");
	fixture_play(&board, "c1c2", &undo);
	fixture_play(&board, "c7c6", &undo);
	assert_int_equal(board.sun, COMPASS_NE);
}

static void
test_rules_dusk_falls_on_a_held_round(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Round 8 ends the first day: the held sun stays at NW, dusk falls. */
	fixture_board(&board, "7/2t4/1t5/3a3/7/1a5/a6 t NW= 8", "hold=1");
	fixture_play(&board, "c6c5", &undo);
	assert_true(undo.sun_held);
	assert_true(undo.dusk_fell);
	assert_cells(undo.darkened[COLOUR_AMBER], "a1");
	assert_int_equal(board.sun, COMPASS_NW);
	assert_int_equal(board.round, 9);
	assert_true(board.lit == bb_lit(1));
}

static void
test_rules_a_hold_eclipses_as_a_move_does(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	/* Sun N: d4 shades d3 and d2, where a Teal stone stands; holding with
	 * a1 ends Amber's turn, and the stones left eclipse d3. */
	fixture_board(&board, "3t3/7/7/3a3/3t3/7/a6 a N 5", "hold=1");
	fixture_play(&board, "ha1", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "d3");
	assert_cells(board.stones[COLOUR_AMBER], "d4");
	assert_true(board.held);
	/* Holding with d4 instead leaves no shadow on d3. */
	fixture_board(&board, "3t3/7/7/3a3/3t3/7/a6 a N 5", "hold=1");
	fixture_play(&board, "hd4", &undo);
	assert_cells(undo.eclipsed[COLOUR_TEAL], "");
}

static void
test_rules_a_hold_that_eclipses_out_ends_the_game(void **state)
{
	struct board board;
	struct undo undo;

	(void)state;
	fixture_board(&board, "7/7/7/3a3/3t3/7/a6 a N 5", "hold=1");
	fixture_play(&board, "ha1", &undo);
	assert_true(board_is_over(&board));
	assert_int_equal(board_result(&board), RESULT_AMBER);
	/* No sun is left held in a finished game. */
	assert_false(board.held);
	assert_position(&board, "7/7/7/3a3/7/7/7 t N 5");
	assert_null(board_check(&board));
}

static void
test_rules_a_stuck_side_may_pass_or_hold(void **state)
{
	struct board board;
	struct move_list list;

	(void)state;
	/* Amber's a1 and b1 are boxed in by Teal on a2, b2, c2 and c1. */
	fixture_board(&board, "7/7/7/7/7/ttt4/aat4 a N 3", "hold=1");
	assert_int_equal(board_legal_moves(&board, &list), 3);
	assert_true(board_is_legal(&board, MOVE_PASS));
	assert_true(board_is_legal(&board, fixture_move("ha1")));
	assert_true(board_is_legal(&board, fixture_move("hb1")));
}

static void
test_rules_unmake_restores_a_hold(void **state)
{
	struct board board, before;
	struct undo undo;

	(void)state;
	fixture_board(&board, "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1", "hold=1");
	before = board;
	fixture_play(&board, "hb7", &undo);
	board_unmake(&board, &undo);
	assert_same_board(&board, &before);
	assert_true(board.held);
	assert_true(board.hash == board_compute_hash(&board));
}

static void
test_rules_a_held_sun_is_read_only_where_it_can_be(void **state)
{
	struct rules rules, hold;
	struct board board;
	char error[NOTATION_ERROR_MAX];

	(void)state;
	fixture_rules(&rules, "");
	fixture_rules(&hold, "hold=1");
	/* Not under the real rules, */
	assert_int_equal(notation_read_position(
	    "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1", &rules, &board, error), -1);
	/* not with the round's first mover to move, */
	assert_int_equal(notation_read_position(
	    "1ttttt1/7/7/7/7/7/1a1aaa1 a N= 1", &hold, &board, error), -1);
	/* not in a finished game, */
	assert_int_equal(notation_read_position(
	    "7/7/7/3a3/7/7/7 t N= 5", &hold, &board, error), -1);
	/* and the held sun changes the hash. */
	assert_int_equal(notation_read_position(
	    "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1", &hold, &board, error), 0);
	assert_true(board.held);
	{
		struct board plain;

		assert_int_equal(notation_read_position("1ttttt1/7/7/7/7/7/"
							"1a1aaa1 t N 1",
				     &hold, &plain, error),
		    0);
		assert_false(plain.held);
		assert_true(plain.hash != board.hash);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_rules_start_position_has_five_stones_a_side),
		cmocka_unit_test(
		    test_rules_the_default_rules_are_the_real_game),
		cmocka_unit_test(
		    test_rules_compass_points_numbered_clockwise_from_north),
		cmocka_unit_test(test_rules_shadow_falls_away_from_each_sun),
		cmocka_unit_test(test_rules_eclipse_follows_each_sun),
		cmocka_unit_test(test_rules_shadow_length_is_one_two_or_three),
		cmocka_unit_test(test_rules_shadows_pass_through_own_stones),
		cmocka_unit_test(test_rules_shadows_pass_through_enemy_stones),
		cmocka_unit_test(test_rules_shadows_stop_at_the_lit_edge),
		cmocka_unit_test(test_rules_shadows_on_dark_cells_do_nothing),
		cmocka_unit_test(test_rules_knight_move_apart_never_threatens),
		cmocka_unit_test(test_rules_sun_turns_after_every_round),
		cmocka_unit_test(test_rules_sun_turns_from_northwest_to_north),
		cmocka_unit_test(test_rules_start_sun_variant),
		cmocka_unit_test(test_rules_a_round_is_amber_then_teal),
		cmocka_unit_test(
		    test_rules_snake_order_alternates_who_moves_first),
		cmocka_unit_test(
		    test_rules_snake_teal_moves_twice_across_rounds_one_two),
		cmocka_unit_test(
		    test_rules_moves_are_one_step_onto_empty_lit_cells),
		cmocka_unit_test(
		    test_rules_pass_is_illegal_while_a_move_exists),
		cmocka_unit_test(test_rules_illegal_moves_say_why),
		cmocka_unit_test(test_rules_moves_that_are_no_move_say_so),
		cmocka_unit_test(test_rules_legal_moves_have_no_reason),
		cmocka_unit_test(test_rules_every_illegal_move_has_a_reason),
		cmocka_unit_test(test_rules_eclipse_when_owners_turn_ends),
		cmocka_unit_test(
		    test_rules_stone_in_enemy_shadow_survives_its_own_turn),
		cmocka_unit_test(
		    test_rules_enemy_shadow_hurts_only_when_enemy_turn_ends),
		cmocka_unit_test(test_rules_own_shadows_never_hurt),
		cmocka_unit_test(
		    test_rules_several_enemy_stones_eclipsed_at_once),
		cmocka_unit_test(
		    test_rules_forced_pass_is_the_only_move_when_stuck),
		cmocka_unit_test(
		    test_rules_forced_pass_by_first_mover_still_eclipses),
		cmocka_unit_test(test_rules_eclipse_out_ends_the_game_at_once),
		cmocka_unit_test(
		    test_rules_eclipse_out_by_first_mover_ends_the_round_early),
		cmocka_unit_test(
		    test_rules_dusk_darkens_the_ring_after_round_d),
		cmocka_unit_test(test_rules_no_dusk_before_the_day_ends),
		cmocka_unit_test(test_rules_second_dusk_leaves_three_by_three),
		cmocka_unit_test(
		    test_rules_third_dusk_leaves_d4_and_ends_the_game),
		cmocka_unit_test(
		    test_rules_third_dusk_more_stones_win_equal_draws),
		cmocka_unit_test(test_rules_nobody_moves_onto_dark_cells),
		cmocka_unit_test(test_rules_after_dusk_one_side_empty_wins),
		cmocka_unit_test(test_rules_after_dusk_both_empty_is_a_draw),
		cmocka_unit_test(test_rules_eclipse_comes_before_dusk),
		cmocka_unit_test(test_rules_finished_game_has_no_legal_moves),
		cmocka_unit_test(test_rules_day_variant_moves_the_dusks),
		cmocka_unit_test(
		    test_rules_one_round_days_darken_after_every_round),
		cmocka_unit_test(
		    test_rules_round_after_the_last_dusk_is_3d_plus_1),
		cmocka_unit_test(
		    test_rules_instant_removes_both_colours_at_once),
		cmocka_unit_test(test_rules_instant_mover_emptied_loses),
		cmocka_unit_test(test_rules_instant_both_sides_empty_is_a_draw),
		cmocka_unit_test(test_rules_instant_never_empties_both_sides),
		cmocka_unit_test(
		    test_rules_instant_rule_shadows_still_skip_own_stones),
		cmocka_unit_test(test_rules_unmake_restores_every_kind_of_move),
		cmocka_unit_test(test_rules_unmake_unwinds_a_whole_game),
		cmocka_unit_test(test_rules_hold_is_a_move_only_under_hold),
		cmocka_unit_test(test_rules_hold_never_spends_the_last_stone),
		cmocka_unit_test(test_rules_hold_keeps_the_sun_for_the_round),
		cmocka_unit_test(
		    test_rules_hold_by_the_second_mover_holds_at_once),
		cmocka_unit_test(test_rules_both_may_hold_and_it_holds_once),
		cmocka_unit_test(test_rules_dusk_falls_on_a_held_round),
		cmocka_unit_test(test_rules_a_hold_eclipses_as_a_move_does),
		cmocka_unit_test(
		    test_rules_a_hold_that_eclipses_out_ends_the_game),
		cmocka_unit_test(test_rules_a_stuck_side_may_pass_or_hold),
		cmocka_unit_test(test_rules_unmake_restores_a_hold),
		cmocka_unit_test(
		    test_rules_a_held_sun_is_read_only_where_it_can_be),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
