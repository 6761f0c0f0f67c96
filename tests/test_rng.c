/*
 * The one random-number generator (rng.h): it is splitmix64, known values
 * and all; the Zobrist keys are its sequence; the derived seeds of a match
 * are unrelated to each other; rng_below stays below its limit.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/rng.h"
#include "core/zobrist.h"

enum { DRAWS = 4096 };

/* splitmix64's published first outputs from seed 0 (the reference code's). */
static void
test_rng_is_splitmix64(void **state)
{
	static const uint64_t expected[] = {
		UINT64_C(0xE220A8397B1DCDAF), UINT64_C(0x6E789E6AA1B965F4),
		UINT64_C(0x06C45D188009454F), UINT64_C(0xF88BB8A8724C81EC),
	};
	uint64_t seed = 0;

	(void)state;
	for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
		assert_true(rng_next(&seed) == expected[i]);
}

/* Every Zobrist key, in order, is the generator's next number. */
static void
test_rng_draws_the_zobrist_keys(void **state)
{
	uint64_t seed = RNG_ZOBRIST_SEED;

	(void)state;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		for (int cell = 0; cell < CELL_LIMIT; cell++)
			assert_true(
			    rng_next(&seed) == zobrist_stone[colour][cell]);
	assert_true(rng_next(&seed) == zobrist_side);
	for (int sun = 0; sun < COMPASS_POINTS; sun++)
		assert_true(rng_next(&seed) == zobrist_sun[sun]);
	for (int round = 0; round < ZOBRIST_ROUNDS; round++)
		assert_true(rng_next(&seed) == zobrist_round[round]);
	assert_true(rng_next(&seed) == zobrist_held);
	for (int moon = 0; moon < COMPASS_POINTS; moon++)
		assert_true(rng_next(&seed) == zobrist_moon[moon]);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		for (int cell = 0; cell < CELL_LIMIT; cell++)
			assert_true(
			    rng_next(&seed) == zobrist_tall[colour][cell]);
}

static void
test_rng_derive_depends_on_seed_and_index(void **state)
{
	(void)state;
	assert_true(rng_derive(1, 0) == rng_derive(1, 0));
	assert_true(rng_derive(1, 0) != rng_derive(1, 1));
	assert_true(rng_derive(1, 0) != rng_derive(2, 0));
	/* Neighbours differ in about half their bits, not in a few. */
	assert_in_range(__builtin_popcountll(
			    rng_derive(7, 3) ^ rng_derive(7, 4)),
	    16, 48);
	assert_in_range(__builtin_popcountll(
			    rng_derive(7, 3) ^ rng_derive(8, 3)),
	    16, 48);
}

static void
test_rng_below_stays_below_and_reaches_every_value(void **state)
{
	int seen[7] = { 0 };
	uint64_t seed = 42;

	(void)state;
	for (int i = 0; i < DRAWS; i++) {
		int drawn = rng_below(&seed, 7);

		assert_in_range(drawn, 0, 6);
		seen[drawn]++;
	}
	for (int value = 0; value < 7; value++)
		assert_true(seen[value] > 0);
	assert_int_equal(rng_below(&seed, 1), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rng_is_splitmix64),
		cmocka_unit_test(test_rng_draws_the_zobrist_keys),
		cmocka_unit_test(test_rng_derive_depends_on_seed_and_index),
		cmocka_unit_test(
		    test_rng_below_stays_below_and_reaches_every_value),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
