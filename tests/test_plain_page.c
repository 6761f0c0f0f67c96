/*
 * The line mode's page for a screen it knows by no name (plain_page.h),
 * headless: the list of lessons, as a mode that no front end needs to
 * know would show, printed as lines of ASCII: its title, the words above
 * its rows, each row with the chosen one marked, and its keys.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plain/plain_page.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_lesson.h"
#include "ui/ui_mode.h"
#include "ui/ui_view.h"

/* The page of `ui`'s screen, as the line mode prints it, in `text`. */
static void
printed(const struct ui *ui, char *text, size_t size)
{
	static struct ui_view view;
	FILE *out = tmpfile();
	size_t length;

	assert_non_null(out);
	ui_view_build(ui, &view);
	assert_true(plain_page_wanted(&view));
	plain_page(out, &view);
	rewind(out);
	length = fread(text, 1, size - 1, out);
	text[length] = '\0';
	fclose(out);
}

static void
test_plain_page_prints_a_list_and_marks_its_row(void **state)
{
	struct ui *ui = calloc(1, sizeof *ui);
	struct play_options options;
	char text[8192], first[128];

	(void)state;
	assert_non_null(ui);
	/* No progress file: no lesson is marked done. */
	assert_int_equal(setenv("XDG_STATE_HOME", "/nonexistent/gnomon-test",
	    1), 0);
	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(ui, &options);
	ui_lesson_open(ui, true);
	ui_key(ui, UI_KEY_DOWN);
	printed(ui, text, sizeof text);
	assert_int_equal(sscanf(text, "%127[^\n]", first), 1);
	assert_string_equal(first, "Gnomon: learn to play");
	/* The rows in order, the chosen one marked, in ASCII. */
	assert_non_null(strstr(text, "\n     1. A shadow and its direction\n"
	    ">    2. "));
	assert_non_null(strstr(text, "\nup/down choose - Enter start - q "
	    "quit\n"));
	for (const char *at = text; *at != '\0'; at++)
		assert_true((unsigned char)*at < 0x80);
	ui_mode_free_all(ui);
	free(ui);
}

/* The board is the line mode's own: no page for it. */
static void
test_plain_page_leaves_the_board_alone(void **state)
{
	static struct ui ui;
	static struct ui_view view;
	struct play_options options;

	(void)state;
	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(&ui, &options);
	ui_view_build(&ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_false(plain_page_wanted(&view));
	ui_mode_free_all(&ui);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_plain_page_prints_a_list_and_marks_its_row),
		cmocka_unit_test(test_plain_page_leaves_the_board_alone),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
