/*
 * match_stats.c owns the statistics of match_stats.h: score, Elo with its
 * interval, and the SPRT, over pentanomial pair counts.
 */
#include "lab/match_stats.h"

#include <assert.h>
#include <math.h>

#define HALF_POINTS_MAX (MATCH_PAIR_OUTCOMES - 1)
/* The normal distribution's two-sided 95% quantile. */
#define Z_95 1.959963984540054
#define ELO_SCALE 400.0

void
match_stats_add(struct match_stats *stats, int half_points)
{
	assert(half_points >= 0 && half_points <= HALF_POINTS_MAX);
	stats->pairs[half_points]++;
}

uint64_t
match_stats_count(const struct match_stats *stats)
{
	uint64_t count = 0;

	for (int i = 0; i < MATCH_PAIR_OUTCOMES; i++)
		count += stats->pairs[i];
	return count;
}

/* A pair's score as a fraction of its two points. */
static double
pair_score(int half_points)
{
	return (double)half_points / HALF_POINTS_MAX;
}

double
match_stats_score(const struct match_stats *stats)
{
	uint64_t count = match_stats_count(stats);
	double sum = 0;

	if (count == 0)
		return 0.5;
	for (int i = 0; i < MATCH_PAIR_OUTCOMES; i++)
		sum += (double)stats->pairs[i] * pair_score(i);
	return sum / (double)count;
}

/* The variance of the pair scores about `mean`. */
static double
pair_variance(const struct match_stats *stats, double mean)
{
	uint64_t count = match_stats_count(stats);
	double sum = 0;

	for (int i = 0; i < MATCH_PAIR_OUTCOMES; i++) {
		double deviation = pair_score(i) - mean;

		sum += (double)stats->pairs[i] * deviation * deviation;
	}
	return sum / (double)count;
}

/* The Elo difference a score means: infinite at 0 and 1. */
static double
elo_of_score(double score)
{
	if (score <= 0)
		return -INFINITY;
	if (score >= 1)
		return INFINITY;
	return -ELO_SCALE * log10(1 / score - 1);
}

static double
score_of_elo(double elo)
{
	return 1 / (1 + pow(10, -elo / ELO_SCALE));
}

int
match_stats_elo(const struct match_stats *stats, struct match_elo *elo)
{
	uint64_t count = match_stats_count(stats);
	double score = match_stats_score(stats), margin;

	if (count == 0 || score <= 0 || score >= 1)
		return -1;
	margin = Z_95 * sqrt(pair_variance(stats, score) / (double)count);
	elo->elo = elo_of_score(score);
	elo->low = elo_of_score(score - margin);
	elo->high = elo_of_score(score + margin);
	return 0;
}

double
match_stats_llr(const struct match_stats *stats, double elo0, double elo1)
{
	uint64_t count = match_stats_count(stats);
	double score, variance, s0 = score_of_elo(elo0),
				s1 = score_of_elo(elo1);

	if (count == 0)
		return 0;
	score = match_stats_score(stats);
	variance = pair_variance(stats, score);
	if (variance <= 0) {
		struct match_stats evened = *stats;

		/* Every pair alike: even pairs are no evidence; one-sided ones
		   are counted with one even pair more, so that an engine that
		   wins every pair is accepted (and one that loses, refused). */
		if (score == 0.5)
			return 0;
		match_stats_add(&evened, HALF_POINTS_MAX / 2);
		return match_stats_llr(&evened, elo0, elo1);
	}
	return (double)count * (s1 - s0) * (2 * score - s0 - s1) /
	    (2 * variance);
}

double
match_stats_llr_low(double alpha, double beta)
{
	return log(beta / (1 - alpha));
}

double
match_stats_llr_high(double alpha, double beta)
{
	return log((1 - beta) / alpha);
}

enum match_sprt
match_stats_sprt(double llr, double alpha, double beta)
{
	if (llr >= match_stats_llr_high(alpha, beta))
		return MATCH_SPRT_H1;
	if (llr <= match_stats_llr_low(alpha, beta))
		return MATCH_SPRT_H0;
	return MATCH_SPRT_CONTINUE;
}
