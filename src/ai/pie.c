/*
 * pie.c owns the computer's choices under the pie rule (pie.h): each one
 * a search of the start position, so that it is as strong as the search
 * and as repeatable as its limits.
 */
#include "ai/pie.h"

#include <stdlib.h>
#include <string.h>

#include "core/options.h"

/*
 * Amber's results from each starting sun under the designer's rules, the
 * table of gnomon-lab(6) DESIGN "Who wins, by the starting sun": 400 games a
 * sun, both players searching 300,000 nodes a move.  Played games judge
 * a start better than one search of it does: a search of 200,000 nodes
 * gets the sun at N wrong, rating it good for Amber, who scores only 19%
 * from it in played games.
 */
static const struct {
	int	amber, teal, drawn;
} measured[COMPASS_POINTS] = {
	[COMPASS_N] = { 76, 324, 0 },	[COMPASS_NE] = { 149, 251, 0 },
	[COMPASS_E] = { 162, 236, 2 },	[COMPASS_SE] = { 202, 198, 0 },
	[COMPASS_S] = { 137, 263, 0 },	[COMPASS_SW] = { 51, 349, 0 },
	[COMPASS_W] = { 20, 380, 0 },	[COMPASS_NW] = { 82, 316, 2 },
};

/* Half-points per game, so that a score is a whole number: 2 a win. */
enum { POINTS_WIN = 2 };

static const char *const choice_names[] = {
	[PIE_KEEP] = "keep", [PIE_SWAP] = "swap"
};

void
pie_limits(struct search_limits *limits)
{
	search_limits_default(limits);
	limits->nodes = PIE_NODES;
}

int
pie_value(struct search *search, const struct rules *rules, int sun,
    const struct search_limits *limits, atomic_bool *stop)
{
	struct rules chosen = *rules;
	struct search_report report;
	struct board start;

	chosen.start_sun = sun;
	board_start(&start, &chosen);
	/* A cleared table for each sun: a value depends on nothing searched
	 * before it, so the order the suns are tried in changes nothing. */
	search_clear(search);
	search_run(search, &start, limits, stop, &report);
	/* Amber moves first in round 1 whatever the variant: her view. */
	return start.side == COLOUR_AMBER ? report.score : -report.score;
}

int
pie_choose_sun(struct search *search, const struct rules *rules,
    const struct search_limits *limits, atomic_bool *stop,
    int values[COMPASS_POINTS])
{
	int best = 0, best_distance = 0;

	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		int value = pie_value(search, rules, sun, limits, stop);
		int distance = abs(value);

		if (values != NULL)
			values[sun] = value;
		/* Strictly nearer only: a tie keeps the lower point. */
		if (sun == 0 || distance < best_distance) {
			best = sun;
			best_distance = distance;
		}
	}
	return best;
}

enum pie_choice
pie_choose_swap(struct search *search, const struct rules *rules, int sun,
    const struct search_limits *limits, atomic_bool *stop, int *value)
{
	int amber = pie_value(search, rules, sun, limits, stop);

	if (value != NULL)
		*value = amber;
	return amber > 0 ? PIE_SWAP : PIE_KEEP;
}

/* Whether `rules` are the designer's but for the sun and the pie, the
 * rules the measured table was played under. */
static bool
measured_rules(const struct rules *rules)
{
	struct rules plain = *rules, real;

	rules_default(&real);
	plain.start_sun = real.start_sun;
	plain.pie = real.pie;
	return options_same(&options_variant, &plain, &real);
}

/* Amber's measured score from `sun` less an even one, in half-points per
 * game times the games of the sun with the most: 0 is even, above 0 good
 * for Amber.  Compared across suns as fractions, by cross-multiplying. */
static long
measured_lean(int sun, long *games)
{
	long played = measured[sun].amber + measured[sun].teal +
	    measured[sun].drawn;

	*games = played;
	return (long)POINTS_WIN * measured[sun].amber + measured[sun].drawn -
	    played;
}

int
pie_measured_score(const struct rules *rules, int sun)
{
	long games, lean, whole, part, score, twice_rest;

	if (!measured_rules(rules))
		return -1;
	lean = measured_lean(sun, &games);
	/* (lean + games) / (2 games) is the score, rounded to the nearest
	 * and a half to even, as printf rounds the tables' 37.25% to 37.2%. */
	whole = (lean + games) * PIE_PER_MILLE;
	part = POINTS_WIN * games;
	score = whole / part;
	twice_rest = 2 * (whole % part);

	if (twice_rest > part || (twice_rest == part && score % 2 != 0))
		score++;
	return (int)score;
}

int
pie_measured_sun(const struct rules *rules)
{
	long best_lean = 0, best_games = 1;
	int best = -1;

	if (!measured_rules(rules))
		return -1;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		long games, lean = labs(measured_lean(sun, &games));

		/* lean/games < best_lean/best_games; a tie keeps the lower. */
		if (best < 0 || lean * best_games < best_lean * games) {
			best = sun;
			best_lean = lean;
			best_games = games;
		}
	}
	return best;
}

int
pie_measured_swap(const struct rules *rules, int sun)
{
	long games;

	if (!measured_rules(rules))
		return -1;
	return measured_lean(sun, &games) > 0 ? PIE_SWAP : PIE_KEEP;
}

int
pie_play_sun(struct search *search, const struct rules *rules,
    atomic_bool *stop)
{
	struct search_limits limits;
	int sun = pie_measured_sun(rules);

	if (sun >= 0)
		return sun;
	pie_limits(&limits);
	return pie_choose_sun(search, rules, &limits, stop, NULL);
}

enum pie_choice
pie_play_swap(struct search *search, const struct rules *rules, int sun,
    atomic_bool *stop)
{
	struct search_limits limits;
	int choice = pie_measured_swap(rules, sun);

	if (choice >= 0)
		return (enum pie_choice)choice;
	pie_limits(&limits);
	return pie_choose_swap(search, rules, sun, &limits, stop, NULL);
}

const char *
pie_choice_name(enum pie_choice choice)
{
	return choice_names[choice];
}

int
pie_choice_read(const char *word)
{
	for (int choice = PIE_KEEP; choice <= PIE_SWAP; choice++)
		if (strcmp(word, choice_names[choice]) == 0)
			return choice;
	return -1;
}
