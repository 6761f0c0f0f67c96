/*
 * The pie rule played out (pie.h, gnomon(6) Variants): selfplay's games
 * under pie=1, the computer making both choices from its measured table,
 * land as near an even game as the table's fairest sun.  That sun's
 * score in the table is d from 50% (at 20,000 nodes a move E, 55.0%:
 * 5.0 points); the 95% interval of Amber's score over the played games,
 * whoever plays her after the swap, reaches to within d of 50%.  Before
 * the choices came from one table the same players scored Amber 60%
 * (40 games: a sun chosen by a search, never swapped from).
 *
 * GNOMON_PIE_GAMES sets the games (default 400, an interval of about
 * plus or minus 5 points; make check plays fewer, for a wider one, and
 * make check-heavy all).  doc/lab-design.md keeps the measured results.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ai/pie.h"
#include "core/rules.h"
#include "lab/match.h"
#include "lab/selfplay.h"
#include "lab/study.h"
#include "support/fixture.h"

enum {
	GAMES_DEFAULT = 400,
	GAMES_MOST = 100000
};

/* The cheapest strength a table was measured at: both players'. */
#define PLAYER "n20000"

static void
test_pie_fair_played_out(void **state)
{
	long games = fixture_count("GNOMON_PIE_GAMES", GAMES_DEFAULT,
	    GAMES_MOST);
	/* selfplay's words, written here as its reader may keep them. */
	char words[][32] = { "pie=1", "p1=" PLAYER, "p2=" PLAYER, "opening=2",
		"seed=1", "jobs=2", "games=" };
	enum { WORDS = sizeof words / sizeof words[0] };
	char *argv[WORDS], error[MATCH_ERROR_MAX];
	struct study_tally tally = { 0 };
	struct study_score score;
	struct match_player player = { 0 };
	const struct pie_table *table;
	struct rules rules;
	double fairest;

	(void)state;
	rules_default(&rules);
	rules.pie = true;
	assert_int_equal(match_read_player("p1", PLAYER, &player, error), 0);
	table = match_pie_table(&rules, &player);
	assert_non_null(table);
	fairest = fabs((double)pie_table_score(table, pie_table_sun(table)) /
	    PIE_PER_MILLE - 0.5);
	snprintf(words[WORDS - 1], sizeof words[WORDS - 1], "games=%ld",
	    games);
	for (int word = 0; word < WORDS; word++)
		argv[word] = words[word];
	assert_int_equal(selfplay_run(WORDS, argv, NULL, &tally), 0);
	assert_int_equal(tally.all.games, games);
	study_score(&tally.all, &score);
	print_message("pie=1 p1=p2=%s, %ld games: Amber %.1f%% [%.1f, %.1f]; "
	    "the table's fairest sun %s, %.1f%%\n", PLAYER, games,
	    100 * score.score, 100 * score.low, 100 * score.high,
	    compass_name(pie_table_sun(table)),
	    pie_table_score(table, pie_table_sun(table)) / 10.0);
	assert_true(score.low <= 0.5 + fairest + 1e-9);
	assert_true(score.high >= 0.5 - fairest - 1e-9);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pie_fair_played_out),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
