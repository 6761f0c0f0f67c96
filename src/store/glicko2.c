/*
 * glicko2.c owns the Glicko-2 arithmetic (glicko2.h), step by step as
 * Glickman's "Example of the Glicko-2 system" (2013) sets it out: the
 * rating moved to the Glicko-2 scale, the estimated variance v and
 * improvement delta of the period's games, the new volatility by the
 * Illinois algorithm (his step 5), the deviation grown by it and narrowed
 * by the games, and back to the rating's scale.  It lives in store/ beside
 * the records that keep ratings; it reads and writes nothing.
 */
#include "store/glicko2.h"

#include <math.h>

/* Glickman's constants: the scale between Glicko and Glicko-2 (400/ln 10)
 * and the Illinois algorithm's convergence tolerance. */
#define SCALE 173.7178
#define EPSILON 0.000001
#define PI 3.14159265358979323846

/* The Illinois algorithm converges in a few dozen steps; this bounds it
 * against a case of floating point that would not. */
enum { ILLINOIS_STEPS_MAX = 1000 };

void
glicko2_start(struct glicko2 *player)
{
	player->rating = GLICKO2_RATING_START;
	player->deviation = GLICKO2_DEVIATION_START;
	player->volatility = GLICKO2_VOLATILITY_START;
}

/* Glickman's g(phi): how much an opponent's uncertainty blunts a game. */
static double
weight(double phi)
{
	return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (PI * PI));
}

/* E(mu, mu_j, phi_j): the expected score against an opponent. */
static double
expected(double mu, double mu_j, double phi_j)
{
	return 1.0 / (1.0 + exp(-weight(phi_j) * (mu - mu_j)));
}

/* The function of step 5 whose root is ln(sigma'^2). */
struct volatility_problem {
	double	delta2, phi2, v, a;
};

static double
volatility_f(const struct volatility_problem *p, double x)
{
	double ex = exp(x), sum = p->phi2 + p->v + ex;

	return ex * (p->delta2 - p->phi2 - p->v - ex) / (2.0 * sum * sum) -
	    (x - p->a) / (GLICKO2_TAU * GLICKO2_TAU);
}

/* Step 5: the new volatility, by the Illinois algorithm. */
static double
new_volatility(double sigma, double phi, double v, double delta)
{
	struct volatility_problem p;
	double a_x, b_x, c_x, f_a, f_b, f_c;
	int k = 1;

	p.delta2 = delta * delta;
	p.phi2 = phi * phi;
	p.v = v;
	p.a = log(sigma * sigma);
	a_x = p.a;
	if (p.delta2 > p.phi2 + v)
		b_x = log(p.delta2 - p.phi2 - v);
	else {
		while (volatility_f(&p, p.a - k * GLICKO2_TAU) < 0)
			k++;
		b_x = p.a - k * GLICKO2_TAU;
	}
	f_a = volatility_f(&p, a_x);
	f_b = volatility_f(&p, b_x);
	for (int step = 0; fabs(b_x - a_x) > EPSILON &&
	    step < ILLINOIS_STEPS_MAX; step++) {
		c_x = a_x + (a_x - b_x) * f_a / (f_b - f_a);
		f_c = volatility_f(&p, c_x);
		/* "<= 0", not "< 0": a C that hits the root exactly would
		 * otherwise halve f_a for ever with B never moving. */
		if (f_c * f_b <= 0) {
			a_x = b_x;
			f_a = f_b;
		} else
			f_a /= 2.0;
		b_x = c_x;
		f_b = f_c;
	}
	return exp(a_x / 2.0);
}

void
glicko2_update(struct glicko2 *player, const struct glicko2_game *games,
    int count)
{
	double mu = (player->rating - GLICKO2_RATING_START) / SCALE;
	double phi = player->deviation / SCALE, sigma = player->volatility;
	double v_inverse = 0, improvement = 0, v, phi_star, phi_new;

	if (count <= 0) {
		/* Step 6 alone: a period without games only widens. */
		phi_new = sqrt(phi * phi + sigma * sigma);
	} else {
		for (int i = 0; i < count; i++) {
			double mu_j = (games[i].rating -
			    GLICKO2_RATING_START) / SCALE;
			double phi_j = games[i].deviation / SCALE;
			double g = weight(phi_j), e = expected(mu, mu_j, phi_j);

			v_inverse += g * g * e * (1.0 - e);
			improvement += g * (games[i].score - e);
		}
		v = 1.0 / v_inverse;
		sigma = new_volatility(sigma, phi, v, v * improvement);
		phi_star = sqrt(phi * phi + sigma * sigma);
		phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) +
		    1.0 / v);
		mu += phi_new * phi_new * improvement;
	}
	player->rating = SCALE * mu + GLICKO2_RATING_START;
	/* As lichess: no rating is less known than a new player's. */
	player->deviation = fmin(SCALE * phi_new, GLICKO2_DEVIATION_START);
	player->volatility = sigma;
}
