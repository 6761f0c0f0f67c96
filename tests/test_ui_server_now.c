/*
 * The shared server's clock (ui_server_now.h): the system's without
 * GNOMON_SERVER_NOW (or with it empty), GNOMON_SERVER_NOW's seconds when
 * it is set, and a refusal naming the variable when it is no such number.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ui/ui_server_now.h"

enum { CLOCK_SLACK = 5 };	/* seconds a loaded machine may take */

static void
test_ui_server_now_the_clock_unless_set(void **state)
{
	char message[UI_SERVER_NOW_MESSAGE_MAX];
	int64_t now = -1, before = (int64_t)time(NULL);

	(void)state;
	assert_int_equal(unsetenv(UI_SERVER_NOW_ENV), 0);
	assert_int_equal(ui_server_now(&now, message), 0);
	assert_true(now >= before && now <= before + CLOCK_SLACK);
	assert_int_equal(setenv(UI_SERVER_NOW_ENV, "", 1), 0);
	assert_int_equal(ui_server_now(&now, message), 0);
	assert_true(now >= before && now <= before + CLOCK_SLACK);
}

static void
test_ui_server_now_set_by_the_environment(void **state)
{
	char message[UI_SERVER_NOW_MESSAGE_MAX];
	int64_t now = -1;

	(void)state;
	assert_int_equal(setenv(UI_SERVER_NOW_ENV, "1765000000", 1), 0);
	assert_int_equal(ui_server_now(&now, message), 0);
	assert_int_equal(now, 1765000000);
	assert_int_equal(setenv(UI_SERVER_NOW_ENV, "0", 1), 0);
	assert_int_equal(ui_server_now(&now, message), 0);
	assert_int_equal(now, 0);
}

static void
test_ui_server_now_not_a_number_refused(void **state)
{
	static const char *const bad[] = { "soon", "-5", "12x", " 12",
	    "99999999999999999999999" };
	char message[UI_SERVER_NOW_MESSAGE_MAX];
	int64_t now = 7;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof *bad; i++) {
		assert_int_equal(setenv(UI_SERVER_NOW_ENV, bad[i], 1), 0);
		assert_int_equal(ui_server_now(&now, message), -1);
		assert_non_null(strstr(message, UI_SERVER_NOW_ENV));
		assert_int_equal(now, 7);
	}
	assert_int_equal(unsetenv(UI_SERVER_NOW_ENV), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_server_now_the_clock_unless_set),
		cmocka_unit_test(test_ui_server_now_set_by_the_environment),
		cmocka_unit_test(test_ui_server_now_not_a_number_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
