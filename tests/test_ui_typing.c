/*
 * The typed move (ui_typing.c), headless: a move typed after `:` is
 * played, or the line under the board says why not.
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
test_ui_typed_move_is_played_or_explained(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_keys(ui, ":");
	assert_int_equal(ui_mode(ui), UI_MODE_TYPING);
	fixture_ui_keys(ui, "b1c3");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "Move: b1c3_");
	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 0);
	assert_string_equal(ui->message,
	    "b1c3: a stone moves one step, to a neighbouring cell");
	fixture_ui_keys(ui, ":b1c9\n");
	assert_int_equal(ui->game.plies, 0);
	assert_true(ui->message[0] != '\0');
	fixture_ui_keys(ui, ":b1x");
	ui_key(ui, UI_KEY_BACKSPACE);
	fixture_ui_keys(ui, "-c2\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("c2"));
	fixture_ui_keys(ui, ":f7");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 1);
	/* A whole move typed says what it does before Enter, as its dot
	 * would; half a move, nothing yet. */
	fixture_ui_keys(ui, ":b7b");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "");
	fixture_ui_keys(ui, "6");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "b7b6: quiet");
	ui_key(ui, UI_KEY_ESCAPE);
	fixture_ui_keys(ui, ":b1c9\n:c7c6");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "c7c6: quiet");
}

static void
test_ui_typed_illegal_move_says_why(void **state)
{
	static const struct {
		const char *typed, *message;
	} refused[] = {
		{ ":b1c2\n", "b1c2: b1 is not Teal's stone" },
		{ ":E7E5\n",
		    "e7e5: a stone moves one step, to a neighbouring cell" },
		{ ":e7d6\n", "e7d6: d6 has a stone on it" },
		{ ":d4d5\n", "d4d5: there is no stone on d4" },
		{ ":PASS\n", "pass: you may pass only when no stone can move" },
	};
	struct ui *ui = *state;
	struct ui_view view;

	/* Capitals are the same move, and the record writes it in lowercase. */
	fixture_ui_keys(ui, ":D1D2\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0],
	    move_make(fixture_ui_cell("d1"), fixture_ui_cell("d2")));
	fixture_ui_keys(ui, ":d7d6\n");
	assert_int_equal(ui->game.plies, 2);
	fixture_ui_keys(ui, ":c1c2\n");
	assert_int_equal(ui->game.plies, 3);
	/* Teal to move: each refusal names the part of the rule it breaks. */
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
		fixture_ui_keys(ui, refused[i].typed);
		assert_int_equal(ui->game.plies, 3);
		assert_string_equal(ui->message, refused[i].message);
		ui_view_build(ui, &view);
		assert_string_equal(view.panel.detail, refused[i].message);
		assert_true(
		    ui_text_columns(view.panel.detail) <= UI_SCREEN_COLUMNS);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(test_ui_typed_illegal_move_says_why,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_typed_move_is_played_or_explained, fixture_ui_hotseat,
	        fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
