/*
 * The statistics of `gnomon match` (match_stats.h) against values worked
 * out from the formulas by hand (and checked with a calculator): score,
 * Elo and its 95% interval from pentanomial pair counts, the SPRT's
 * log-likelihood ratio, bounds and decisions.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "lab/match_stats.h"

#define CLOSE 1e-6
#define ALPHA 0.05
#define BETA 0.05
#define MORE_WON_PAIRS 13	/* with the 7 above, twenty */

static void
fill(struct match_stats *stats, const uint64_t counts[MATCH_PAIR_OUTCOMES])
{
	for (int i = 0; i < MATCH_PAIR_OUTCOMES; i++)
		stats->pairs[i] = 0;
	for (int i = 0; i < MATCH_PAIR_OUTCOMES; i++)
		for (uint64_t n = 0; n < counts[i]; n++)
			match_stats_add(stats, i);
}

static void
test_match_stats_even_match_is_zero_elo_and_symmetric(void **state)
{
	static const uint64_t counts[] = { 10, 20, 40, 20, 10 };
	struct match_stats stats;
	struct match_elo elo;

	(void)state;
	fill(&stats, counts);
	assert_int_equal(match_stats_count(&stats), 100);
	assert_float_equal(match_stats_score(&stats), 0.5, CLOSE);
	assert_int_equal(match_stats_elo(&stats, &elo), 0);
	assert_float_equal(elo.elo, 0, CLOSE);
	/* var = (10 .25 + 20 .0625 + 20 .0625 + 10 .25) / 100 = 0.075;
	 * 0.5 +- 1.96 sqrt(0.075 / 100) = 0.5 +- 0.053677. */
	assert_float_equal(elo.low, -37.442060, CLOSE);
	assert_float_equal(elo.high, 37.442060, CLOSE);
	/* A hair below the midpoint of 0 and +10 Elo: leans to H0. */
	assert_float_equal(match_stats_llr(&stats, 0, 10), -0.137994, CLOSE);
}

static void
test_match_stats_winning_match_has_known_elo_and_llr(void **state)
{
	static const uint64_t counts[] = { 5, 15, 40, 25, 15 };
	struct match_stats stats;
	struct match_elo elo;

	(void)state;
	fill(&stats, counts);
	/* (15 .25 + 40 .5 + 25 .75 + 15) / 100 = 0.575; var 0.069375. */
	assert_float_equal(match_stats_score(&stats), 0.575, CLOSE);
	assert_int_equal(match_stats_elo(&stats, &elo), 0);
	assert_float_equal(elo.elo, 52.511566, CLOSE);
	assert_float_equal(elo.low, 16.255329, CLOSE);
	assert_float_equal(elo.high, 89.944061, CLOSE);
	/* s0 = 0.5, s1 = 1 / (1 + 10^(-10/400)) = 0.514387;
	 * 100 (s1 - s0) (2 .575 - s0 - s1) / (2 .069375). */
	assert_float_equal(match_stats_llr(&stats, 0, 10), 1.406189, CLOSE);
}

static void
test_match_stats_sprt_decides_at_its_bounds(void **state)
{
	static const uint64_t counts[] = { 100, 200, 400, 300, 200 };
	struct match_stats stats;

	(void)state;
	/* log(0.05 / 0.95) and its negative. */
	assert_float_equal(match_stats_llr_low(ALPHA, BETA), -2.944439, CLOSE);
	assert_float_equal(match_stats_llr_high(ALPHA, BETA), 2.944439, CLOSE);
	assert_int_equal(match_stats_sprt(0, ALPHA, BETA), MATCH_SPRT_CONTINUE);
	assert_int_equal(match_stats_sprt(2.9, ALPHA, BETA),
	    MATCH_SPRT_CONTINUE);
	assert_int_equal(match_stats_sprt(2.95, ALPHA, BETA), MATCH_SPRT_H1);
	assert_int_equal(match_stats_sprt(-2.95, ALPHA, BETA), MATCH_SPRT_H0);
	/* 1200 pairs scoring 0.5625 (+43.7 Elo): LLR 11.281851, H1. */
	fill(&stats, counts);
	assert_float_equal(match_stats_llr(&stats, 0, 10), 11.281851, CLOSE);
	assert_int_equal(match_stats_sprt(match_stats_llr(&stats, 0, 10),
	    ALPHA, BETA), MATCH_SPRT_H1);
	/* The same pairs seen from B's side: H0. */
	{
		static const uint64_t mirrored[] = { 200, 300, 400, 200, 100 };

		fill(&stats, mirrored);
		assert_int_equal(match_stats_sprt(match_stats_llr(&stats, 0,
						      10),
				     ALPHA, BETA),
		    MATCH_SPRT_H0);
	}
}

static void
test_match_stats_alike_pairs_are_evened_out(void **state)
{
	static const uint64_t none[] = { 0, 0, 0, 0, 0 };
	static const uint64_t all_won[] = { 0, 0, 0, 0, 7 };
	static const uint64_t all_even[] = { 0, 0, 9, 0, 0 };
	struct match_stats stats;
	struct match_elo elo;

	(void)state;
	fill(&stats, none);
	assert_float_equal(match_stats_score(&stats), 0.5, CLOSE);
	assert_int_equal(match_stats_elo(&stats, &elo), -1);
	assert_float_equal(match_stats_llr(&stats, 0, 10), 0, CLOSE);
	fill(&stats, all_won);
	assert_int_equal(match_stats_elo(&stats, &elo), -1);
	/* Counted with an even pair more: 8 pairs, mean 0.9375, var
	 * 0.02734375: LLR 1.811; twenty such pairs decide. */
	assert_float_equal(match_stats_llr(&stats, 0, 10), 1.811280, CLOSE);
	for (int i = 0; i < MORE_WON_PAIRS; i++)
		match_stats_add(&stats, MATCH_PAIR_OUTCOMES - 1);
	assert_int_equal(match_stats_sprt(match_stats_llr(&stats, 0, 10),
	    ALPHA, BETA), MATCH_SPRT_H1);
	/* Even pairs only: 0 Elo, an interval of nothing, no evidence. */
	fill(&stats, all_even);
	assert_int_equal(match_stats_elo(&stats, &elo), 0);
	assert_float_equal(elo.low, 0, CLOSE);
	assert_float_equal(elo.high, 0, CLOSE);
	assert_float_equal(match_stats_llr(&stats, 0, 10), 0, CLOSE);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_match_stats_even_match_is_zero_elo_and_symmetric),
		cmocka_unit_test(
		    test_match_stats_winning_match_has_known_elo_and_llr),
		cmocka_unit_test(test_match_stats_sprt_decides_at_its_bounds),
		cmocka_unit_test(test_match_stats_alike_pairs_are_evened_out),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
