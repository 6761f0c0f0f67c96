/*
 * A move in a player's words (ui_explain.h) on hand-made positions: what it
 * takes, what it loses for certain (a shade, dusk), what the best reply
 * could take, what the moved stone threatens once the sun turns, and the
 * plain "leaves nothing exposed to Teal's reply" (to the next reply: all
 * the hint looks at).  Each line was worked out by hand from the rules of
 * gnomon(6).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "core/board.h"
#include "support/fixture.h"
#include "ui/ui_explain.h"

/* The line for `move` on `position` under `options`. */
static void
assert_explained(const char *position, const char *options, const char *move,
    const char *expected)
{
	struct board board;
	char text[UI_EXPLAIN_MAX];

	fixture_board(&board, position, options);
	assert_true(board_is_legal(&board, fixture_move(move)));
	ui_explain_move(&board, fixture_move(move), text, sizeof text);
	if (strcmp(text, expected) != 0)
		fail_msg("%s on %s: \"%s\", expected \"%s\"", move, position,
		    text, expected);
}

static void
test_ui_explain_a_take_that_risks_nothing(void **state)
{
	(void)state;
	/* Amber d3 to d4: with the sun in the north d4 shades d3 and d2,
	 * where Teal's d2 stands; Teal's g7 cannot reach any Amber stone. */
	assert_explained("6t/7/7/7/3a3/3t3/7 a N 1", "", "d3d4",
	    "takes d2 and leaves nothing exposed to Teal's reply");
}

static void
test_ui_explain_a_stone_left_in_the_enemy_shade(void **state)
{
	(void)state;
	/* d4 stands in d6's shade (d5, d4) when Teal's turn ends. */
	assert_explained("5t1/3t3/7/7/3a3/7/1a5 a N 1", "", "d3d4",
	    "leaves d4 in Teal's shade");
	/* e2 stands in no shade, and no reply can reach it. */
	assert_explained("5t1/3t3/7/7/3a3/7/1a5 a N 1", "", "d3e2",
	    "leaves nothing exposed to Teal's reply");
}

static void
test_ui_explain_what_the_best_reply_takes_and_with_what(void **state)
{
	(void)state;
	/* Amber c3 to c4: Teal's c7 to c6 then shades c5 and c4. */
	assert_explained("2t3t/7/7/7/2a4/7/7 a N 1", "", "c3c4",
	    "lets Teal take c4 with c7c6");
}

static void
test_ui_explain_uphill_before_the_sun_turns(void **state)
{
	(void)state;
	/* e3 to e4 takes nothing now; once the round ends the sun is in the
	 * north-east and e4 shades d3, where Teal stands. */
	assert_explained("6t/7/7/7/3ta2/7/a6 a N 1", "", "e3e4",
	    "gets e4 uphill of d3 before the sun reaches NE and leaves nothing "
	    "exposed to Teal's reply");
}

static void
test_ui_explain_dusk_losses_and_escapes(void **state)
{
	(void)state;
	/* A day of one round: dusk falls when this round ends and darkens
	 * the outer ring, where a1 stands. */
	assert_explained("6t/7/7/3a3/7/7/a6 a N 1", "day=1", "d4d5",
	    "loses a1 to dusk");
	assert_explained("6t/7/7/3a3/7/7/a6 a N 1", "day=1", "a1b2",
	    "brings b2 in from dusk and leaves nothing exposed to Teal's "
	    "reply");
}

static void
test_ui_explain_the_end_of_the_game(void **state)
{
	(void)state;
	/* Amber's a1 to b1 leaves d4 shading d3 and d2: Teal's last stone. */
	assert_explained("7/7/7/3a3/7/3t3/a6 a N 1", "", "a1b1",
	    "takes d2 and wins the game");
	/* The last round, Teal's turn ends it: after the last dusk only d4
	 * is lit, and Teal's stone steps onto it while Amber's stays out. */
	assert_explained("7/7/7/7/2at3/7/7 t N 24", "", "d3d4",
	    "brings d4 in from dusk and wins the game");
}

static void
test_ui_explain_a_forced_pass(void **state)
{
	struct board board;
	struct move_list legal;
	char text[UI_EXPLAIN_MAX];

	(void)state;
	/* Amber's a1 is boxed in by Teal's a2, b2 and b1. */
	fixture_board(&board, "7/7/7/7/7/tt5/at5 a N 1", "");
	assert_int_equal(board_legal_moves(&board, &legal), 1);
	assert_int_equal(legal.moves[0], MOVE_PASS);
	ui_explain_move(&board, MOVE_PASS, text, sizeof text);
	assert_string_equal(text, "is forced: no stone can move");
}

/* hold=1: a hold says what it gives up and where it keeps the sun. */
static void
test_ui_explain_a_hold(void **state)
{
	(void)state;
	assert_explained("1ttttt1/7/7/7/7/7/1aaaaa1 a N 1", "hold=1", "hb1",
	    "gives up b1 to hold the sun at N and leaves nothing exposed to "
	    "Teal's reply");
	/* c3 is boxed in; its hold keeps both shadows on c4 and d4. */
	assert_explained("7/7/7/2tt3/2aaa2/7/7 a SE 23", "hold=1", "hc3",
	    "gives up c3 to hold the sun at SE, takes c4 and d4 and wins the "
	    "game");
}

static void
test_ui_explain_a_short_buffer_is_cut_and_terminated(void **state)
{
	struct board board;
	char text[8];

	(void)state;
	fixture_board(&board, "6t/7/7/7/3a3/3t3/7 a N 1", "");
	memset(text, 'x', sizeof text);
	ui_explain_move(&board, fixture_move("d3d4"), text, sizeof text);
	assert_string_equal(text, "takes d");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_explain_a_take_that_risks_nothing),
		cmocka_unit_test(
		    test_ui_explain_a_stone_left_in_the_enemy_shade),
		cmocka_unit_test(
		    test_ui_explain_what_the_best_reply_takes_and_with_what),
		cmocka_unit_test(test_ui_explain_uphill_before_the_sun_turns),
		cmocka_unit_test(test_ui_explain_dusk_losses_and_escapes),
		cmocka_unit_test(test_ui_explain_the_end_of_the_game),
		cmocka_unit_test(test_ui_explain_a_forced_pass),
		cmocka_unit_test(test_ui_explain_a_hold),
		cmocka_unit_test(
		    test_ui_explain_a_short_buffer_is_cut_and_terminated),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
