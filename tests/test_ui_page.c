/*
 * The page screen (ui_page.c), headless: the rules open at their RULES
 * section and scroll within bounds, the footer names the section, and ?
 * shows the key to the board's marks before the rules.
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


/* The section of a line of the rules: the heading at or above it, by the
 * line numbers ui_rules_find gives; none above the first. */
static void
test_ui_rules_section_names_the_heading_above(void **state)
{
	char name[UI_RULES_SECTION_MAX];
	int keys = ui_rules_find(false, "KEYS");

	(void)state;
	assert_true(keys > 0);
	ui_rules_section(false, keys, name, sizeof name);
	assert_string_equal(name, "KEYS");
	ui_rules_section(false, keys + 5, name, sizeof name);
	assert_string_equal(name, "KEYS");
	ui_rules_section(false, keys - 1, name, sizeof name);
	assert_string_equal(name, "RULES");
	ui_rules_section(true, ui_rules_find(true, "KEYS") + 1, name,
	    sizeof name);
	assert_string_equal(name, "KEYS");
	ui_rules_section(false, 0, name, sizeof name);
	assert_string_equal(name, "");
}

static void
test_ui_rules_open_at_the_rules_and_scroll_within_bounds(void **state)
{
	struct ui *ui = *state;
	int lines = ui_rules_line_count(false);
	int rules = ui_rules_find(false, UI_RULES_HEADING);
	char text[UI_LINE_MAX];

	assert_true(lines > 20);
	assert_true(rules > 0);
	assert_int_equal(ui_rules_find(false, "no such heading"), -1);
	assert_true(ui_rules_find(true, UI_RULES_HEADING) > 0);
	assert_true(ui_rules_line(false, rules, text, sizeof text));
	assert_string_equal(text, UI_RULES_HEADING);
	assert_false(ui_rules_line(false, lines, text, sizeof text));
	for (int i = 0; i < lines; i++) {
		assert_true(ui_rules_line(false, i, text, sizeof text));
		assert_null(strchr(text, '\b'));
	}
	ui_key(ui, UI_KEY_F1);
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	assert_int_equal(ui_page_top(ui), rules);
	ui_key(ui, UI_KEY_PAGE_DOWN);
	assert_int_equal(ui_page_top(ui), rules + 10);
	fixture_ui_keys(ui, "j");
	assert_int_equal(ui_page_top(ui), rules + 11);
	ui_key(ui, UI_KEY_END);
	assert_int_equal(ui_page_top(ui), lines - 10);
	fixture_ui_keys(ui, "j ");
	assert_int_equal(ui_page_top(ui), lines - 10);
	ui_key(ui, UI_KEY_HOME);
	fixture_ui_keys(ui, "k");
	assert_int_equal(ui_page_top(ui), 0);
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	fixture_ui_keys(ui, "??");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
}

/*
 * ? on the board puts the key to its marks over it (a newcomer wanted one
 * screen, not the manual); the next key or click only puts it away, ?
 * again goes on to the rules; off the board (the menu) ? is the rules.
 */
static void
test_ui_question_mark_shows_the_key_to_the_marks(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_keys(ui, "\nk\n");	/* d1d2 */
	assert_int_equal(ui->game.plies, 1);
	ui_view_build(ui, &view);
	assert_false(view.marks);
	assert_non_null(strstr(view.panel.keys, "? key"));
	fixture_ui_keys(ui, "?");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_view_build(ui, &view);
	assert_true(view.marks);
	assert_string_equal(view.panel.keys,
	    "any key: back to the board · ? again or F1: the rules");
	/* U puts the key away and undoes nothing. */
	fixture_ui_keys(ui, "U");
	assert_int_equal(ui->game.plies, 1);
	ui_view_build(ui, &view);
	assert_false(view.marks);
	fixture_ui_keys(ui, "?");
	assert_int_equal(
	    ui_click(ui, fixture_ui_cell("d7"), false), UI_EVENT_NONE);
	assert_false(ui_mode_marks_shown(ui));
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	/* ? twice, or F1 over the key: the rules, and back to the board. */
	fixture_ui_keys(ui, "??");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	ui_view_build(ui, &view);
	assert_false(view.marks);
	fixture_ui_keys(ui, "q?");
	ui_key(ui, UI_KEY_F1);
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_false(ui_mode_marks_shown(ui));
	/* The menu has no board to explain: ? is the rules there. */
	fixture_ui_keys(ui, "Ry");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	fixture_ui_keys(ui, "?");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	assert_false(ui_mode_marks_shown(ui));
}

/* A page other than the rules shows the text its opener hands it, each
 * page its own: a report over the board, and an invitation that takes the
 * report's place on top; leaving goes back to the board. */
static void
test_ui_page_shows_the_text_it_was_opened_with(void **state)
{
	static const char report[] = "one\ntwo\nthree\n";
	static const char invite[] = "join\n";
	struct ui *ui = *state;
	struct ui_view view;

	ui_page_set_rows(ui, 2);
	ui_page_open_report(ui, report, 3);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_RULES);
	assert_string_equal(view.rules.title,
	    "Gnomon: the review of the game");
	assert_int_equal(view.rules.total, 3);
	assert_string_equal(view.rules.text, report);
	ui_key(ui, UI_KEY_DOWN);
	ui_view_build(ui, &view);
	assert_int_equal(ui_page_top(ui), 1);
	assert_string_equal(view.rules.text, "two\nthree\n");
	ui_page_open_invite(ui, invite, 1);
	assert_true(ui_page_inviting(ui));
	assert_int_equal(ui_page_top(ui), 0);
	ui_view_build(ui, &view);
	assert_string_equal(view.rules.title, "Gnomon: how a friend joins");
	assert_int_equal(view.rules.total, 1);
	assert_string_equal(view.rules.text, invite);
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_false(ui_page_inviting(ui));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_rules_section_names_the_heading_above),
		cmocka_unit_test_setup_teardown(
		    test_ui_page_shows_the_text_it_was_opened_with,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_rules_open_at_the_rules_and_scroll_within_bounds,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_question_mark_shows_the_key_to_the_marks,
		    fixture_ui_hotseat, fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
