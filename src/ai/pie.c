/*
 * pie.c owns the computer's choices under the pie rule (pie.h): read from
 * the lab's measured tables where they cover the rules, so that a swap
 * never contradicts the sun, else a search of the start position.
 */
#include "ai/pie.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"

/*
 * Amber's results from each starting sun under the designer's rules, from
 * the weakest players to the strongest (pie_table_for relies on the
 * order).  Played games judge a start better than one search of it does:
 * a search of 100,000 nodes rates the sun in the west nearest even, where
 * Amber scores 7% in games at that strength, and swaps into it.
 *
 * 20,000 nodes: 400 games a sun (`gnomon lab sun p=n20000`); 100,000
 * nodes: 100 games a sun (`gnomon lab sun p=n100000 games=100`); 300,000
 * nodes: gnomon-lab(6) DESIGN "Who wins, by the starting sun", 400 games
 * a sun (`gnomon lab sun`).  doc/lab-design.md, "The pie rule", has all.
 */
static const struct pie_table tables[] = {
	{ 20000, {
	    [COMPASS_N] = { 100, 300, 0 },	[COMPASS_NE] = { 179, 221, 0 },
	    [COMPASS_E] = { 220, 180, 0 },	[COMPASS_SE] = { 268, 132, 0 },
	    [COMPASS_S] = { 152, 248, 0 },	[COMPASS_SW] = { 37, 363, 0 },
	    [COMPASS_W] = { 24, 376, 0 },	[COMPASS_NW] = { 47, 351, 2 },
	} },
	{ 100000, {
	    [COMPASS_N] = { 23, 77, 0 },	[COMPASS_NE] = { 45, 55, 0 },
	    [COMPASS_E] = { 42, 58, 0 },	[COMPASS_SE] = { 63, 37, 0 },
	    [COMPASS_S] = { 32, 68, 0 },	[COMPASS_SW] = { 10, 90, 0 },
	    [COMPASS_W] = { 7, 93, 0 },		[COMPASS_NW] = { 11, 89, 0 },
	} },
	{ 300000, {
	    [COMPASS_N] = { 76, 324, 0 },	[COMPASS_NE] = { 149, 251, 0 },
	    [COMPASS_E] = { 162, 236, 2 },	[COMPASS_SE] = { 202, 198, 0 },
	    [COMPASS_S] = { 137, 263, 0 },	[COMPASS_SW] = { 51, 349, 0 },
	    [COMPASS_W] = { 20, 380, 0 },	[COMPASS_NW] = { 82, 316, 2 },
	} },
};
enum { TABLE_COUNT = sizeof tables / sizeof tables[0] };

/* Half-points per game, so that a score is a whole number: 2 a win. */
enum { POINTS_WIN = 2 };

static const char *const choice_names[] = {
	[PIE_KEEP] = "keep", [PIE_SWAP] = "swap"
};

/* Whether `rules` are the designer's but for the sun and the pie, the
 * rules the tables were played under. */
static bool
measured_rules(const struct rules *rules)
{
	struct rules plain = *rules, real;

	rules_default(&real);
	plain.start_sun = real.start_sun;
	plain.pie = real.pie;
	return options_same(&options_variant, &plain, &real);
}

/* The nodes a move a player of `limits` is judged by: 0 for none, weaker
 * than any table's, UINT64_MAX for level 5, stronger than any. */
static uint64_t
limits_nodes(const struct search_limits *limits)
{
	if (limits->level == SEARCH_LEVEL_MASTER)
		return UINT64_MAX;
	if (limits->level != 0 || limits->designer)
		return 0;
	return limits->nodes;
}

/* Whether `nodes` is strictly nearer `weaker` than `stronger`, as a ratio:
 * stronger / nodes > nodes / weaker where it lies between them. */
static bool
nearer_weaker(uint64_t nodes, uint64_t weaker, uint64_t stronger)
{
	if (nodes <= weaker)
		return true;
	if (nodes >= stronger)
		return false;
	/* nodes < stronger, a table's count: the square cannot overflow. */
	return stronger * weaker > nodes * nodes;
}

const struct pie_table *
pie_table_for(const struct rules *rules, const struct search_limits *limits)
{
	uint64_t nodes = limits_nodes(limits);
	int at = 0;

	if (!measured_rules(rules))
		return NULL;
	/* Up the tables while the next is as near: ties go to the stronger. */
	while (at + 1 < TABLE_COUNT && !nearer_weaker(nodes, tables[at].nodes,
	    tables[at + 1].nodes))
		at++;
	return &tables[at];
}

const struct pie_table *
pie_table_at(int index)
{
	return index >= 0 && index < TABLE_COUNT ? &tables[index] : NULL;
}

const struct pie_table *
pie_table_shown(const struct rules *rules)
{
	return measured_rules(rules) ? &tables[TABLE_COUNT - 1] : NULL;
}

/* Amber's score from `sun` less an even one, in half-points: 0 is even,
 * above 0 good for Amber; `games` receives the games played from it. */
static long
table_lean(const struct pie_table *table, int sun, long *games)
{
	const struct pie_row *row = &table->suns[sun];
	long played = (long)row->amber + row->teal + row->drawn;

	*games = played;
	return (long)POINTS_WIN * row->amber + row->drawn - played;
}

int
pie_table_games(const struct pie_table *table, int sun)
{
	long games;

	(void)table_lean(table, sun, &games);
	return (int)games;
}

int
pie_table_score(const struct pie_table *table, int sun)
{
	long games, lean, whole, part, score, twice_rest;

	lean = table_lean(table, sun, &games);
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
pie_table_sun(const struct pie_table *table)
{
	long best_lean = 0, best_games = 1;
	int best = -1;

	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		long games, lean = labs(table_lean(table, sun, &games));

		/* lean/games < best_lean/best_games; a tie keeps the lower. */
		if (best < 0 || lean * best_games < best_lean * games) {
			best = sun;
			best_lean = lean;
			best_games = games;
		}
	}
	return best;
}

enum pie_choice
pie_table_swap(const struct pie_table *table, int sun)
{
	long games;

	return table_lean(table, sun, &games) > 0 ? PIE_SWAP : PIE_KEEP;
}

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

int
pie_sun(struct search *search, const struct rules *rules,
    const struct search_limits *limits, atomic_bool *stop,
    const struct pie_table **table)
{
	const struct pie_table *from = pie_table_for(rules, limits);

	if (table != NULL)
		*table = from;
	if (from != NULL)
		return pie_table_sun(from);
	return pie_choose_sun(search, rules, limits, stop, NULL);
}

enum pie_choice
pie_swap(struct search *search, const struct rules *rules, int sun,
    const struct search_limits *limits, atomic_bool *stop,
    const struct pie_table **table)
{
	const struct pie_table *from = pie_table_for(rules, limits);

	if (table != NULL)
		*table = from;
	if (from != NULL)
		return pie_table_swap(from, sun);
	return pie_choose_swap(search, rules, sun, limits, stop, NULL);
}

int
pie_measured_score(const struct rules *rules, int sun)
{
	const struct pie_table *table = pie_table_shown(rules);

	return table != NULL ? pie_table_score(table, sun) : -1;
}

int
pie_measured_sun(const struct rules *rules)
{
	const struct pie_table *table = pie_table_shown(rules);

	return table != NULL ? pie_table_sun(table) : -1;
}

int
pie_measured_swap(const struct rules *rules, int sun)
{
	const struct pie_table *table = pie_table_shown(rules);

	return table != NULL ? (int)pie_table_swap(table, sun) : -1;
}

int
pie_play_sun(struct search *search, const struct rules *rules,
    atomic_bool *stop)
{
	struct search_limits limits;

	pie_limits(&limits);
	return pie_sun(search, rules, &limits, stop, NULL);
}

enum pie_choice
pie_play_swap(struct search *search, const struct rules *rules, int sun,
    atomic_bool *stop)
{
	struct search_limits limits;

	pie_limits(&limits);
	return pie_swap(search, rules, sun, &limits, stop, NULL);
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
