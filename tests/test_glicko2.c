/*
 * The Glicko-2 arithmetic (glicko2.h) against Glickman's worked example
 * ("Example of the Glicko-2 system", 2013), a period without games, and
 * the bounds a rating keeps over many random periods: a deviation above
 * nothing and never above a new player's 350, a volatility that stays
 * finite and positive.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "core/rng.h"
#include "store/glicko2.h"

enum {
	RANDOM_PERIODS = 2000,
	GAMES_MAX = 8,
	SEED = 45
};

/* Glickman's player and opponents. */
static const struct glicko2_game example_games[] = {
	{ 1400, 30, 1 }, { 1550, 100, 0 }, { 1700, 300, 0 }
};

static void
test_glicko2_start_is_a_new_player(void **state)
{
	struct glicko2 player;

	(void)state;
	glicko2_start(&player);
	assert_true(player.rating == 1500.0);
	assert_true(player.deviation == 350.0);
	assert_true(player.volatility == 0.06);
}

/*
 * The example's answer to the decimals the paper gives.  The paper works
 * with rounded steps (mu' = -0.2069, phi' = 0.8722), so its 1464.06 and
 * 151.52 are within 0.01 of the exact values, 1464.0507 and 151.5165
 * (and sigma' = 0.0599960, which the paper writes 0.05999); both are
 * checked, the exact ones to four decimals.
 */
static void
test_glicko2_gives_glickmans_example(void **state)
{
	struct glicko2 player = { 1500, 200, 0.06 };

	(void)state;
	glicko2_update(&player, example_games, 3);
	assert_true(fabs(player.rating - 1464.06) < 0.01);
	assert_true(fabs(player.deviation - 151.52) < 0.01);
	assert_true(fabs(player.volatility - 0.05999) < 0.00001);
	assert_true(fabs(player.rating - 1464.0507) < 0.0001);
	assert_true(fabs(player.deviation - 151.5165) < 0.0001);
	assert_true(fabs(player.volatility - 0.0599960) < 0.0000001);
}

/* Step 6 alone: phi' = sqrt(phi^2 + sigma^2), on the Glicko-2 scale. */
static void
test_glicko2_period_without_games_grows_only_the_deviation(void **state)
{
	struct glicko2 player = { 1720, 200, 0.06 };
	double scale = 173.7178, phi = 200 / scale;

	(void)state;
	glicko2_update(&player, NULL, 0);
	assert_true(player.rating == 1720.0);
	assert_true(player.volatility == 0.06);
	assert_true(fabs(player.deviation -
	    scale * sqrt(phi * phi + 0.06 * 0.06)) < 1e-9);
	assert_true(player.deviation > 200.0);
}

static void
test_glicko2_deviation_never_above_a_new_players(void **state)
{
	struct glicko2 player;
	struct glicko2_game game = { 1500, 350, 0.5 };

	(void)state;
	glicko2_start(&player);
	glicko2_update(&player, NULL, 0);
	assert_true(player.deviation == 350.0);
	player.deviation = 349.9;
	for (int period = 0; period < 100; period++)
		glicko2_update(&player, NULL, 0);
	assert_true(player.deviation == 350.0);
	/* A game against the least known opponent still narrows it. */
	glicko2_update(&player, &game, 1);
	assert_true(player.deviation < 350.0);
	assert_true(fabs(player.rating - 1500.0) < 1e-9);
}

/* Winning raises a rating, losing lowers it, and more so against an
 * opponent better known. */
static void
test_glicko2_moves_with_the_result(void **state)
{
	struct glicko2 won = { 1500, 200, 0.06 }, lost = won, vague = won;
	struct glicko2_game win = { 1500, 30, 1 }, loss = { 1500, 30, 0 };
	struct glicko2_game vague_win = { 1500, 300, 1 };

	(void)state;
	glicko2_update(&won, &win, 1);
	glicko2_update(&lost, &loss, 1);
	glicko2_update(&vague, &vague_win, 1);
	assert_true(won.rating > 1500.0);
	assert_true(lost.rating < 1500.0);
	/* Even opponents: the two moves mirror each other. */
	assert_true(fabs((won.rating - 1500.0) - (1500.0 - lost.rating)) <
	    1e-6);
	assert_true(vague.rating > 1500.0 && vague.rating < won.rating);
}

static void
test_glicko2_stays_in_bounds_over_random_periods(void **state)
{
	struct glicko2_game games[GAMES_MAX];
	struct glicko2 player;
	uint64_t rng = SEED;

	(void)state;
	glicko2_start(&player);
	for (int period = 0; period < RANDOM_PERIODS; period++) {
		int count = rng_below(&rng, GAMES_MAX + 1);

		for (int i = 0; i < count; i++) {
			games[i].rating = 400 + rng_below(&rng, 2601);
			games[i].deviation = 30 + rng_below(&rng, 321);
			games[i].score = rng_below(&rng, 3) / 2.0;
		}
		glicko2_update(&player, games, count);
		assert_true(isfinite(player.rating));
		assert_true(player.deviation > 0 &&
		    player.deviation <= GLICKO2_DEVIATION_START);
		assert_true(isfinite(player.volatility) &&
		    player.volatility > 0);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_glicko2_start_is_a_new_player),
		cmocka_unit_test(test_glicko2_gives_glickmans_example),
		cmocka_unit_test(
		    test_glicko2_period_without_games_grows_only_the_deviation),
		cmocka_unit_test(
		    test_glicko2_deviation_never_above_a_new_players),
		cmocka_unit_test(test_glicko2_moves_with_the_result),
		cmocka_unit_test(
		    test_glicko2_stays_in_bounds_over_random_periods),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
