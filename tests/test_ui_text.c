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
#include "core/utf8_width.h"
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

/* ---- Columns as a terminal gives them (utf8_width.h, ui_text.h) ---- */

/* "李雷": two characters of CJK, two columns each. */
#define LI_LEI "\xe6\x9d\x8e\xe9\x9b\xb7"
#define GRIN "\xf0\x9f\x98\x80"		/* U+1F600, an emoji: two */
#define ACUTE "\xcc\x81"		/* U+0301, combining: none */
#define ELLIPSIS "\xe2\x80\xa6"		/* the cut's mark, one column */

static void
test_utf8_width_of_wide_combining_and_plain(void **state)
{
	(void)state;
	assert_int_equal(utf8_width('a'), 1);
	assert_int_equal(utf8_width(0xE9), 1);		/* e acute */
	assert_int_equal(utf8_width(0x2026), 1);	/* the ellipsis */
	assert_int_equal(utf8_width(0x25C6), 1);	/* the board's stone */
	assert_int_equal(utf8_width(0x674E), 2);	/* CJK */
	assert_int_equal(utf8_width(0xAC00), 2);	/* Hangul */
	assert_int_equal(utf8_width(0xFF21), 2);	/* fullwidth A */
	assert_int_equal(utf8_width(0x1F600), 2);	/* an emoji */
	assert_int_equal(utf8_width(0x20000), 2);	/* CJK, plane 2 */
	assert_int_equal(utf8_width(0x0301), 0);	/* combining */
	assert_int_equal(utf8_width(0x200D), 0);	/* a joiner */
	assert_int_equal(utf8_width(0xFE0F), 0);	/* a variation */
	assert_int_equal(utf8_width(0x00AD), 1);	/* soft hyphen */
	assert_int_equal(utf8_width('\t'), 0);
}

static void
test_ui_text_columns_count_the_terminal_columns(void **state)
{
	size_t length;

	(void)state;
	assert_int_equal(ui_text_columns(LI_LEI " watching: nice game"), 24);
	assert_int_equal(ui_text_columns(GRIN "!"), 3);
	assert_int_equal(ui_text_columns("cafe" ACUTE), 4);
	/* A stray byte is one column, as the C library's stand-in. */
	assert_int_equal(ui_text_columns("a\xff" "b"), 3);
	assert_int_equal(ui_text_character(LI_LEI, &length), 2);
	assert_int_equal(length, 3);
	assert_int_equal(ui_text_character(ACUTE "x", &length), 0);
	assert_int_equal(length, 2);
}

static void
test_ui_text_wraps_in_columns(void **state)
{
	const char *twelve = LI_LEI LI_LEI LI_LEI LI_LEI LI_LEI LI_LEI;
	const char *next;
	size_t bytes;

	(void)state;
	/* Eleven wide characters fill 22 of 23 columns: the twelfth is
	 * not split across the edge. */
	next = ui_text_wrap(twelve, 23, &bytes);
	assert_int_equal(bytes, 11 * 3);
	assert_string_equal(next, "\xe9\x9b\xb7");
	assert_int_equal(ui_text_rows(twelve, 23), 2);
	assert_int_equal(ui_text_rows(twelve, 24), 1);
	/* A combining mark stays with the character it is drawn over. */
	next = ui_text_wrap("cafe" ACUTE "s", 4, &bytes);
	assert_int_equal(bytes, strlen("cafe" ACUTE));
	assert_string_equal(next, "s");
	/* Words still wrap at spaces, counted in columns. */
	next = ui_text_wrap(LI_LEI " watching: nice game", 23, &bytes);
	assert_int_equal(bytes, strlen(LI_LEI " watching: nice"));
	assert_string_equal(next, "game");
	/* A character wider than the row still takes a row of its own. */
	assert_int_equal(ui_text_rows(LI_LEI, 1), 2);
}

static void
test_ui_text_cut_marks_where_it_cut(void **state)
{
	char out[UI_LINE_MAX];

	(void)state;
	ui_text_cut(LI_LEI " watching: nice game", 23, false, out,
	    sizeof out);
	assert_string_equal(out, LI_LEI " watching: nice ga" ELLIPSIS);
	assert_int_equal(ui_text_columns(out), 23);
	/* ASCII: three dots, and still 23 columns. */
	ui_text_cut("?? watching: a nice game", 23, true, out, sizeof out);
	assert_string_equal(out, "?? watching: a nice ...");
	/* What fits is whole, with no mark. */
	ui_text_cut(LI_LEI " hi", 7, false, out, sizeof out);
	assert_string_equal(out, LI_LEI " hi");
	/* A wide character is never halved: one column short instead. */
	ui_text_cut("a" LI_LEI "b", 4, false, out, sizeof out);
	assert_string_equal(out, "a\xe6\x9d\x8e" ELLIPSIS);
	ui_text_cut("ab" LI_LEI, 3, false, out, sizeof out);
	assert_string_equal(out, "ab" ELLIPSIS);
	/* A combining mark is never parted from its letter. */
	ui_text_cut("cafe" ACUTE " noir", 5, false, out, sizeof out);
	assert_string_equal(out, "cafe" ACUTE ELLIPSIS);
	ui_text_cut(GRIN GRIN GRIN, 5, false, out, sizeof out);
	assert_string_equal(out, GRIN GRIN ELLIPSIS);
	/* A line break ends the text shown. */
	ui_text_cut("ab\ncd", 10, false, out, sizeof out);
	assert_string_equal(out, "ab" ELLIPSIS);
	/* Too small a buffer cuts on a character's edge, marked. */
	ui_text_cut(LI_LEI LI_LEI, 23, false, out, 8);
	assert_string_equal(out, "\xe6\x9d\x8e" ELLIPSIS);
}

static void
test_ui_text_last_lines_that_fit(void **state)
{
	const char *text = "bob: hello\n"
	    "carol: a message that takes two rows\n"
	    "alice: " LI_LEI LI_LEI;

	(void)state;
	/* The newest lines whole, as many as their rows allow. */
	assert_string_equal(ui_text_last_lines(text, 23, 4), text);
	assert_string_equal(ui_text_last_lines(text, 23, 3),
	    strstr(text, "carol"));
	assert_string_equal(ui_text_last_lines(text, 23, 2),
	    strstr(text, "alice"));
	/* The newest alone, when even it does not fit. */
	assert_string_equal(ui_text_last_lines(text, 8, 1),
	    strstr(text, "alice"));
	assert_string_equal(ui_text_last_lines("", 23, 3), "");
}

static void
test_ui_text_tail_that_fits(void **state)
{
	const char *text = "ab" LI_LEI "cafe" ACUTE;

	(void)state;
	assert_string_equal(ui_text_tail(text, 20, 64), text);
	/* "cafe" and its accent: four columns; 雷 before it, two. */
	assert_string_equal(ui_text_tail(text, 5, 64), "cafe" ACUTE);
	assert_string_equal(ui_text_tail(text, 6, 64),
	    "\xe9\x9b\xb7" "cafe" ACUTE);
	/* Not half of a wide character. */
	assert_string_equal(ui_text_tail(text, 7, 64),
	    "\xe9\x9b\xb7" "cafe" ACUTE);
	/* Never a combining mark without its letter. */
	assert_string_equal(ui_text_tail(text, 0, 64), "");
	/* Within a count of bytes too (the terminating NUL's among them). */
	assert_string_equal(ui_text_tail(text, 20, 7), "cafe" ACUTE);
	assert_string_equal(ui_text_tail(text, 20, 6), "afe" ACUTE);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_text_wraps_at_spaces_and_cuts_long_words),
		cmocka_unit_test(test_ui_text_columns_and_ascii_stand_ins),
		cmocka_unit_test(test_utf8_width_of_wide_combining_and_plain),
		cmocka_unit_test(
		    test_ui_text_columns_count_the_terminal_columns),
		cmocka_unit_test(test_ui_text_wraps_in_columns),
		cmocka_unit_test(test_ui_text_cut_marks_where_it_cut),
		cmocka_unit_test(test_ui_text_last_lines_that_fit),
		cmocka_unit_test(test_ui_text_tail_that_fits),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
