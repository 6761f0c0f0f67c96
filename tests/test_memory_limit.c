/*
 * The memory cap (memory_limit.h): a request within half of the machine's
 * memory passes, one beyond it is refused with a message naming the total
 * and the limit, and an unknown machine size refuses nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/search.h"
#include "lab/memory_limit.h"

#define GIB ((uint64_t)1 << 30)
#define MIB ((uint64_t)1 << 20)

static void
test_memory_limit_passes_half_and_less(void **state)
{
	char error[MEMORY_LIMIT_ERROR_MAX];

	(void)state;
	assert_int_equal(memory_limit_check("tables", 8 * GIB, 16 * GIB, error),
	    0);
	assert_int_equal(memory_limit_check("tables", 1, 16 * GIB, error), 0);
	assert_int_equal(memory_limit_check("tables", 0, 16 * GIB, error), 0);
}

static void
test_memory_limit_refuses_more_than_half_naming_both(void **state)
{
	char error[MEMORY_LIMIT_ERROR_MAX];

	(void)state;
	assert_int_equal(memory_limit_check("jobs=64 tt=4096", 512 * GIB,
	    16 * GIB, error), -1);
	assert_string_equal(error,
	    "jobs=64 tt=4096 would take 512 GiB, over the "
	    "limit of 8 GiB (half of this machine's 16 GiB of memory)");
	assert_int_equal(memory_limit_check("tt", 8 * GIB + 1, 16 * GIB, error),
	    -1);
	assert_int_equal(memory_limit_check("tt", 600 * MIB, GIB, error), -1);
	assert_string_equal(error, "tt would take 600 MiB, over the limit of "
	    "512 MiB (half of this machine's 1 GiB of memory)");
}

static void
test_memory_limit_unknown_machine_refuses_nothing(void **state)
{
	char error[MEMORY_LIMIT_ERROR_MAX];

	(void)state;
	assert_int_equal(memory_limit_check("tables", 512 * GIB, 0, error), 0);
}

/* This machine says how much it has, and one default search fits in it. */
static void
test_memory_limit_knows_this_machine(void **state)
{
	uint64_t physical = memory_limit_physical();
	char error[MEMORY_LIMIT_ERROR_MAX];

	(void)state;
	assert_true(physical >= 64 * MIB);
	assert_int_equal(memory_limit_check("one search", search_bytes(4),
	    physical, error), 0);
}

/* What search_new takes grows with its table, and covers it. */
static void
test_memory_limit_search_bytes_cover_the_table(void **state)
{
	(void)state;
	assert_true(search_bytes(4096) >= 4096 * MIB);
	assert_true(search_bytes(4096) < 4097 * MIB);
	assert_true(search_bytes(0) < search_bytes(1));
	/* A size that is not a power of two gets the largest that fits. */
	assert_true(search_bytes(3) < search_bytes(4));
	assert_true(search_bytes(3) >= 2 * MIB);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_memory_limit_passes_half_and_less),
		cmocka_unit_test(
		    test_memory_limit_refuses_more_than_half_naming_both),
		cmocka_unit_test(
		    test_memory_limit_unknown_machine_refuses_nothing),
		cmocka_unit_test(test_memory_limit_knows_this_machine),
		cmocka_unit_test(
		    test_memory_limit_search_bytes_cover_the_table),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
