/*
 * pie.c owns the computer's choices under the pie rule (pie.h): each one
 * a search of the start position, so that it is as strong as the search
 * and as repeatable as its limits.
 */
#include "pie.h"

#include <stdlib.h>
#include <string.h>

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
