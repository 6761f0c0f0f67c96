/*
 * The puzzles in the interface (ui_puzzle.h), headless: today, as the
 * clock or GNOMON_TODAY says, and a GNOMON_TODAY that is no date refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <time.h>

#include "ui/ui_puzzle.h"

enum { TEST_DAY = 20794 /* 2026-12-07 */ };

static void
test_ui_puzzle_today_is_the_clock_or_gnomon_today(void **state)
{
	char message[UI_PUZZLE_MESSAGE_MAX];
	long day, clock_day;

	(void)state;
	unsetenv(UI_PUZZLE_TODAY_ENV);
	clock_day = (long)(time(NULL) / 86400);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	/* The clock may cross midnight between the two. */
	assert_true(day == clock_day || day == clock_day + 1);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2026-12-07", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, TEST_DAY);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "1970-01-01", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, 0);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2024-02-29", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, 19782);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2000-03-01", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, 11017);
	unsetenv(UI_PUZZLE_TODAY_ENV);
}

static void
test_ui_puzzle_today_refuses_what_is_no_date(void **state)
{
	static const char *const bad[] = {
		"2026-02-29", "1900-01-01", "2026-13-01", "2026-04-31",
		"tomorrow", "2026-1-07", "2026-12-07x", "20261207"
	};
	char message[UI_PUZZLE_MESSAGE_MAX];
	long day;

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, bad[i], 1), 0);
		assert_int_equal(ui_puzzle_today(&day, message), -1);
	}
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2026-02-29", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), -1);
	assert_string_equal(message,
	    "GNOMON_TODAY=2026-02-29 is not a date such as 2026-12-07");
	unsetenv(UI_PUZZLE_TODAY_ENV);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_puzzle_today_is_the_clock_or_gnomon_today),
		cmocka_unit_test(test_ui_puzzle_today_refuses_what_is_no_date),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
