/*
 * The interface's text helpers (ui_text.c): wrapping at spaces, cutting
 * long words, columns and the ASCII stand-ins.
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
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_rules.h"
#include "ui/ui_text.h"


/* ---- Text for the screen (ui_text.h) ---- */

static void
test_ui_text_wraps_at_spaces_and_cuts_long_words(void **state)
{
	const char *text = "Last: Teal c7b7 · eclipsed c3";
	const char *next;
	size_t bytes;

	(void)state;
	next = ui_text_wrap(text, 17, &bytes);
	assert_int_equal(bytes, strlen("Last: Teal c7b7 ·"));
	assert_string_equal(next, "eclipsed c3");
	next = ui_text_wrap(text, 16, &bytes);
	assert_int_equal(bytes, strlen("Last: Teal c7b7"));
	assert_string_equal(next, "· eclipsed c3");
	/* A word longer than the row is cut, not lost. */
	next = ui_text_wrap("abcdefgh ij", 5, &bytes);
	assert_int_equal(bytes, 5);
	assert_string_equal(next, "fgh ij");
	assert_int_equal(ui_text_rows(text, 17), 2);
	assert_int_equal(ui_text_rows(text, 40), 1);
	assert_int_equal(ui_text_rows("", 10), 0);
	/* Even a width of nothing ends. */
	assert_int_equal(ui_text_rows("abc", 0), 3);
	/* A line break ends a row, and is not part of it. */
	next = ui_text_wrap("Last: Teal a7b7\nBefore: Amber", 23, &bytes);
	assert_int_equal(bytes, strlen("Last: Teal a7b7"));
	assert_string_equal(next, "Before: Amber");
	assert_int_equal(ui_text_rows("ab\ncd\nef", 23), 3);
	assert_int_equal(ui_text_rows("Last: Teal a7b7\nBefore: Amber e4d4 "
				      "took d2",
			     23),
	    3);
}

static void
test_ui_text_columns_and_ascii_stand_ins(void **state)
{
	char out[UI_LINE_MAX];

	(void)state;
	assert_int_equal(ui_text_columns("● Amber · ◆ Teal"), 16);
	ui_text_ascii("● Amber · ◆ Teal…", out, sizeof out);
	assert_string_equal(out, "o Amber - <> Teal...");
	assert_int_equal(ui_text_columns(out), 20);
	/* Too little room: the stand-in is left out whole, never half
	 * written. */
	ui_text_ascii("ab◆", out, 4);
	assert_string_equal(out, "ab");
	ui_text_ascii("ab◆", out, 5);
	assert_string_equal(out, "ab<>");
	/* The menu's hint fits its box in ASCII too. */
	ui_text_ascii("Play: watch the computer  ←→", out, sizeof out);
	assert_string_equal(out, "Play: watch the computer  <->");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_text_wraps_at_spaces_and_cuts_long_words),
		cmocka_unit_test(test_ui_text_columns_and_ascii_stand_ins),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
