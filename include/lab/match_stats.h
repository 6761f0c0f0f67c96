/*
 * The statistics of a match between two engines played in pairs of games
 * (`gnomon match`): each opening is played twice, colours swapped, and a
 * pair scores 0 to 2 points for engine A in half points, 0..4 (the
 * pentanomial: lost both, lost and drew, two draws or a win and a loss,
 * won and drew, won both).  Counting pairs, not games, takes out the
 * openings' bias, and the variance of pair scores is what the interval and
 * the test below use (a pair's two games are not independent).
 *
 * HOW IT WORKS
 * Score: the mean pair score over 2 (0..1).  Elo: -400 log10(1/score - 1)
 * (the logistic model); its 95% interval is the score's, mean +- 1.96
 * standard errors (the variance of the pair scores over the pairs),
 * carried through the same formula.
 * SPRT: the generalised sequential probability ratio test with the normal
 * approximation: with s0, s1 the scores that elo0, elo1 predict, and var
 * the variance of the pair scores (each 0..1), the log-likelihood ratio
 * of N pairs is N (s1 - s0) (2 mean - s0 - s1) / (2 var).  It accepts H1
 * when that reaches log((1 - beta) / alpha), H0 when it falls to
 * log(beta / (1 - alpha)), and goes on in between.
 */
#ifndef GNOMON_MATCH_STATS_H
#define GNOMON_MATCH_STATS_H

#include <stdint.h>

enum {
	MATCH_PAIR_OUTCOMES = 5		/* half points of a pair: 0..4 */
};

struct match_stats {
	uint64_t pairs[MATCH_PAIR_OUTCOMES]; /* pairs by half points */
};

/* The Elo difference of A over B and its 95% interval (may be infinite). */
struct match_elo {
	double	elo, low, high;
};

enum match_sprt { MATCH_SPRT_CONTINUE, MATCH_SPRT_H0, MATCH_SPRT_H1 };

/* Counts a pair of `half_points` (0..4) for engine A. */
void	match_stats_add(struct match_stats *, int half_points);
uint64_t match_stats_count(const struct match_stats *);	/* pairs */
/* A's mean score a game, 0..1 (0.5 before any pair). */
double	match_stats_score(const struct match_stats *);
/* 0 with `elo` filled, or -1 when there is no finite estimate (no pair,
 * or every game won or every game lost). */
int	match_stats_elo(const struct match_stats *, struct match_elo *elo);
/* The SPRT's log-likelihood ratio of H1 (elo1) against H0 (elo0).  While
 * every pair is alike there is no variance: even pairs give 0, one-sided
 * ones are counted with one even pair more. */
double	match_stats_llr(const struct match_stats *, double elo0, double elo1);
/* The SPRT's bounds for error rates alpha and beta. */
double	match_stats_llr_low(double alpha, double beta);
double	match_stats_llr_high(double alpha, double beta);
enum match_sprt match_stats_sprt(double llr, double alpha, double beta);

#endif
