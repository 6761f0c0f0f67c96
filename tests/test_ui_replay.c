/*
 * Replaying a record (ui_replay.c), headless: it steps both ways and
 * jumps to the ends, says the players and the result from the start, and
 * offers no key for a forced pass.
 * Expected rule facts are worked out by hand from the rules of gnomon(6),
 * or asked of the core where the test is that the interface shows what
 * the core says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_rules.h"
#include "ui/ui_text.h"


static void
test_ui_replay_steps_both_ways_and_jumps_to_the_ends(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	struct board expected;
	struct ui_view view;

	fixture_ui_three_moves(&record);
	ui_replay(ui, &record);
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	assert_int_equal(ui->game.plies, 0);
	ui_key(ui, UI_KEY_RIGHT);
	fixture_ui_keys(ui, "n");
	assert_int_equal(ui->game.plies, 2);
	record_position(&record, 2, &expected);
	assert_true(ui->game.board.hash == expected.hash);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.opponent, "Replay: move 2 of 3");
	assert_string_equal(view.panel.last, "Last: Teal d7d6");
	assert_false(view.thinking);
	fixture_ui_keys(ui, "p");
	assert_int_equal(ui->game.plies, 1);
	ui_key(ui, UI_KEY_LEFT);
	ui_key(ui, UI_KEY_LEFT);	/* already at the start: stays */
	assert_int_equal(ui->game.plies, 0);
	ui_key(ui, UI_KEY_END);
	assert_int_equal(ui->game.plies, 3);
	/* The record stops before the game's end, and says so; no cursor. */
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Unfinished: Teal next");
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			assert_false(view.cells[rank][file].cursor);
	ui_key(ui, UI_KEY_RIGHT);	/* already at the end: stays */
	assert_int_equal(ui->game.plies, 3);
	ui_key(ui, UI_KEY_HOME);
	assert_int_equal(ui->game.plies, 0);
	/* Hints, tomorrow and the rules work as in a game; q leaves. */
	fixture_ui_keys(ui, "H");
	assert_false(ui_cursor_hints(ui));
	fixture_ui_keys(ui, "?"); /* the key to the marks, then the rules */
	assert_true(ui_mode_marks_shown(ui));
	fixture_ui_keys(ui, "?");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* A replay says who played and how it ended from its first move on. */
static void
test_ui_replay_says_players_and_result_from_the_start(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	struct ui_view view;

	fixture_ui_three_moves(&record);
	snprintf(record.player[COLOUR_AMBER],
	    sizeof record.player[COLOUR_AMBER], "person");
	snprintf(record.player[COLOUR_TEAL], sizeof record.player[COLOUR_TEAL],
	    "level 3 of the best");
	record.result = RESULT_TEAL;
	ui_replay(ui, &record);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.opponent,
	    "Replay: move 0 of 3 · You v level 3 of");
	assert_string_equal(view.panel.turn,
	    "Amber to move · result: Teal won");
	assert_true(ui_text_rows(view.panel.opponent, UI_PANEL_COLUMNS) <=
	    UI_OPPONENT_ROWS);
	assert_true(
	    ui_text_rows(view.panel.turn, UI_PANEL_COLUMNS) <= UI_TURN_ROWS);
}

/* A replay steps with Enter: a forced pass is not offered as a key. */
static void
test_ui_replay_of_a_forced_pass_offers_no_key(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	struct rules rules;
	struct ui_view view;
	char error[NOTATION_ERROR_MAX];

	rules_default(&rules);
	record_init(&record, &rules);
	/* Amber's a7 is hemmed in by Teal's b7, a6 and b6. */
	assert_int_equal(notation_read_position("at5/tt5/7/7/7/7/7 a N 1",
			     &rules, &record.start, error),
	    0);
	assert_int_equal(record_add_move(&record, MOVE_PASS), 0);
	ui_replay(ui, &record);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Amber to move");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_replay_steps_both_ways_and_jumps_to_the_ends,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_replay_says_players_and_result_from_the_start,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_replay_of_a_forced_pass_offers_no_key,
		    fixture_ui_hotseat, fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
