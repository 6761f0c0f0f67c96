/*
 * The design lab's comparison (lab_compare.h): from hand-made tallies,
 * each study's score, interval, length and shares, the flag of a variant
 * whose answer still moves between its two strongest levels (intervals
 * apart, a verdict against 50% that changes, both, neither), the table
 * and the CSV to the character, and gnuplot's script; and the words of a
 * study's progress (lab_progress.h).
 *
 * Wilson's 95% intervals of the tallies, n = 100 games, no draws:
 *   90: [82.6, 94.5]  64: [54.2, 72.7]  60: [50.2, 69.1]
 *   55: [45.2, 64.4]  50: [40.4, 59.6]  45: [35.6, 54.8]  40: [30.9, 49.8]
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "lab/lab_compare.h"
#include "lab/lab_plot.h"
#include "lab/lab_progress.h"
#include "lab/study.h"
#include "support/fixture.h"

enum { COLUMNS = 80, GAMES = 100 };

/* A study of 100 games: Amber's wins, the eclipses and the plies. */
static void
study(struct lab_comparison *comparison, int variant, int strength,
    long amber, long eclipses, long plies)
{
	struct compare_study *one = &comparison->studies[variant *
	    comparison->strength_count + strength];
	char settings[STUDY_SETTINGS_MAX];

	snprintf(settings, sizeof settings, "games=100 p1=%s p2=%s stones=%s",
	    comparison->strengths[strength], comparison->strengths[strength],
	    comparison->values[variant][0]);
	memcpy(one->settings, settings, sizeof settings);
	one->found = true;
	one->cell.games = GAMES;
	one->cell.amber = amber;
	one->cell.teal = GAMES - amber;
	one->cell.eclipses = eclipses;
	one->cell.plies = plies;
}

/*
 * stones=4: 64% (Amber) then 40% (Teal): apart, and the verdict changes;
 * stones=5: 45% then 50%, both even: not moving;
 * stones=6: 90% then 60%, both Amber: apart only;
 * stones=7: 60% (Amber) then 55% (even): the verdict only.
 */
static struct lab_comparison *
four_variants(void)
{
	static const long ambers[4][2] = { { 64, 40 }, { 45, 50 }, { 90, 60 },
		{ 60, 55 } };
	struct lab_comparison *comparison = calloc(1, sizeof *comparison);

	assert_non_null(comparison);
	comparison->key_count = 1;
	strcpy(comparison->keys[0], "stones");
	comparison->strength_count = 2;
	strcpy(comparison->strengths[0], "n1000");
	strcpy(comparison->strengths[1], "n2000");
	comparison->variant_count = 4;
	comparison->games = GAMES;
	for (int v = 0; v < 4; v++) {
		snprintf(comparison->values[v][0], COMPARE_VALUE_MAX, "%d",
		    4 + v);
		snprintf(comparison->labels[v], COMPARE_LABEL_MAX, "stones=%d",
		    4 + v);
		study(comparison, v, 0, ambers[v][0], 80, 3000);
		study(comparison, v, 1, ambers[v][1], 75, 3250);
	}
	return comparison;
}

/* What `print` writes, every line within 80 columns but the CSV's. */
static char *
printed(void (*print)(FILE *, const struct lab_comparison *),
    const struct lab_comparison *comparison, bool narrow)
{
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	assert_non_null(out);
	print(out, comparison);
	fclose(out);
	if (narrow)
		fixture_lines_fit(text, COLUMNS);
	return text;
}

static void
test_compare_verdict_is_the_intervals_side_of_fifty(void **state)
{
	const struct study_score above = { 0.6, 0.51, 0.69 },
				 across = { 0.55, 0.5, 0.64 },
				 below = { 0.4, 0.3, 0.499 };

	(void)state;
	assert_int_equal(lab_compare_verdict(&above), COMPARE_AMBER);
	assert_int_equal(lab_compare_verdict(&across), COMPARE_EVEN);
	assert_int_equal(lab_compare_verdict(&below), COMPARE_TEAL);
}

static void
test_compare_flags_apart_verdict_both_or_neither(void **state)
{
	struct lab_comparison *comparison = four_variants();
	enum compare_verdict verdicts[2];

	(void)state;
	assert_int_equal(lab_compare_moves(comparison, 0, verdicts),
	    COMPARE_APART | COMPARE_FLIPS);
	assert_int_equal(verdicts[0], COMPARE_AMBER);
	assert_int_equal(verdicts[1], COMPARE_TEAL);
	assert_int_equal(lab_compare_moves(comparison, 1, verdicts), 0);
	assert_int_equal(verdicts[0], COMPARE_EVEN);
	assert_int_equal(verdicts[1], COMPARE_EVEN);
	assert_int_equal(lab_compare_moves(comparison, 2, NULL),
	    COMPARE_APART);
	assert_int_equal(lab_compare_moves(comparison, 3, verdicts),
	    COMPARE_FLIPS);
	assert_int_equal(verdicts[0], COMPARE_AMBER);
	assert_int_equal(verdicts[1], COMPARE_EVEN);
	/* One strength: nothing to say. */
	comparison->strength_count = 1;
	assert_int_equal(lab_compare_moves(comparison, 1, NULL),
	    COMPARE_UNKNOWN);
	free(comparison);
}

static void
test_compare_table_rows_flags_and_their_meaning(void **state)
{
	struct lab_comparison *comparison = four_variants();
	char *table = printed(lab_compare_print, comparison, true);

	(void)state;
	assert_string_equal(table,
	    "variant / strength  games   score  95% interval   plies    dusk  "
	    "eclipse\n"
	    "stones=4  still moving: intervals apart; verdict Amber -> Teal\n"
	    "  p=n1000             100   64.0%  [54.2, 72.7]    30.0   20.0%   "
	    " 80.0%\n"
	    "  p=n2000             100   40.0%  [30.9, 49.8]    32.5   25.0%   "
	    " 75.0%\n"
	    "stones=5\n"
	    "  p=n1000             100   45.0%  [35.6, 54.8]    30.0   20.0%   "
	    " 80.0%\n"
	    "  p=n2000             100   50.0%  [40.4, 59.6]    32.5   25.0%   "
	    " 75.0%\n"
	    "stones=6  still moving: intervals apart\n"
	    "  p=n1000             100   90.0%  [82.6, 94.5]    30.0   20.0%   "
	    " 80.0%\n"
	    "  p=n2000             100   60.0%  [50.2, 69.1]    32.5   25.0%   "
	    " 75.0%\n"
	    "stones=7  still moving: verdict Amber -> even\n"
	    "  p=n1000             100   60.0%  [50.2, 69.1]    30.0   20.0%   "
	    " 80.0%\n"
	    "  p=n2000             100   55.0%  [45.2, 64.4]    32.5   25.0%   "
	    " 75.0%\n"
	    "\n"
	    "plies: a game's average length; dusk, eclipse: the share of games "
	    "decided so\n"
	    "still moving: a variant whose answer moves between its two "
	    "strongest levels,\n"
	    "n1000 and n2000: intervals apart, their 95% intervals do not "
	    "overlap;\n"
	    "verdict A -> B, Amber's side of 50% changes (Amber: the interval "
	    "above 50%,\n"
	    "Teal: below it, even: across it).  Stronger play may move it "
	    "again.\n");
	free(table);
	free(comparison);
}

static void
test_compare_csv_has_a_header_and_a_line_each_study(void **state)
{
	struct lab_comparison *comparison = four_variants();
	char *csv;

	(void)state;
	comparison->variant_count = 2;
	csv = printed(lab_compare_csv, comparison, false);
	assert_string_equal(csv,
	    "stones,p,games,amber,teal,draws,eclipses,score,low,high,plies,"
	    "dusk,eclipse,verdict,moves,settings\n"
	    "4,n1000,100,64,36,0,80,0.640000,0.542354,0.727288,30.0000,"
	    "0.200000,0.800000,Amber,apart verdict,"
	    "games=100 p1=n1000 p2=n1000 stones=4\n"
	    "4,n2000,100,40,60,0,75,0.400000,0.309401,0.497997,32.5000,"
	    "0.250000,0.750000,Teal,apart verdict,"
	    "games=100 p1=n2000 p2=n2000 stones=4\n"
	    "5,n1000,100,45,55,0,80,0.450000,0.356145,0.547554,30.0000,"
	    "0.200000,0.800000,even,no,"
	    "games=100 p1=n1000 p2=n1000 stones=5\n"
	    "5,n2000,100,50,50,0,75,0.500000,0.403832,0.596168,32.5000,"
	    "0.250000,0.750000,even,no,"
	    "games=100 p1=n2000 p2=n2000 stones=5\n");
	free(csv);
	free(comparison);
}

/* One strength: no flag can be said, and the table says why; a study not
 * found is a row of its own, and an empty line of the CSV's; a field with
 * a comma is quoted. */
static void
test_compare_one_strength_and_a_study_not_found(void **state)
{
	struct lab_comparison *comparison = four_variants();
	char *table, *csv;

	(void)state;
	comparison->strength_count = 1;
	comparison->variant_count = 2;
	study(comparison, 0, 0, 64, 80, 3000);
	comparison->studies[1].found = false;
	strcpy(comparison->strengths[0], "n1,000");
	table = printed(lab_compare_print, comparison, true);
	csv = printed(lab_compare_csv, comparison, false);
	assert_int_equal(lab_compare_moves(comparison, 0, NULL),
	    COMPARE_UNKNOWN);
	assert_non_null(strstr(table, "stones=5\n  p=n1,000              -  "
	    "no results\n"));
	assert_null(strstr(table, "still moving:"));
	assert_non_null(strstr(table, "\none strength: nothing says whether "
	    "an answer moves with strength"));
	assert_non_null(strstr(csv, "\n5,\"n1,000\",0,,,,,,,,,,,,,"));
	free(table);
	free(csv);
	free(comparison);
}

static void
test_compare_plot_script_draws_each_variant_with_bars(void **state)
{
	struct lab_comparison *comparison = four_variants();
	struct lab_plot *plot = malloc(sizeof *plot);
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	(void)state;
	assert_non_null(out);
	assert_non_null(plot);
	lab_compare_plot(comparison, plot);
	assert_true(lab_plot_script(out, plot, "it's.svg"));
	fclose(out);
	/* The variants a little apart at each strength, in percent. */
	assert_non_null(strstr(text, "$v0 << EOD\n-0.090 64.0000 54.2354 "
	    "72.7288\n0.910 40.0000 30.9401 49.7997\nEOD\n"));
	assert_non_null(strstr(text, "set xtics (\"n1000\" 0, \"n2000\" 1)"));
	assert_non_null(strstr(text, "$v3 using 1:2:3:4 with yerrorlines "
	    "title \"stones=7\""));
	assert_non_null(strstr(text, "set terminal dumb"));
	assert_non_null(strstr(text, "set terminal svg"));
	assert_non_null(strstr(text, "set output 'it''s.svg'\n"));
	assert_non_null(strstr(text, "set xlabel \"strength\"\n"));
	free(text);
	/* Nothing found: nothing to draw. */
	for (int i = 0; i < COMPARE_STUDIES_MAX; i++)
		comparison->studies[i].found = false;
	lab_compare_plot(comparison, plot);
	out = open_memstream(&text, &size);
	assert_false(lab_plot_script(out, plot, NULL));
	fclose(out);
	assert_int_equal(size, 0);
	free(text);
	free(plot);
	free(comparison);
}

static void
test_progress_says_games_played_left_and_time_left(void **state)
{
	char text[LAB_PROGRESS_TEXT_MAX];

	(void)state;
	lab_progress_text(120, 2400, 60, text, sizeof text);
	assert_string_equal(text,
	    "120 of 2400 games played, 2280 left (about 19 min 0 s)");
	lab_progress_text(10, 4000, 100, text, sizeof text);
	assert_string_equal(text,
	    "10 of 4000 games played, 3990 left (about 11 h 5 min)");
	lab_progress_text(3, 4, 6, text, sizeof text);
	assert_string_equal(text, "3 of 4 games played, 1 left (about 2 s)");
	lab_progress_text(0, 4, 0, text, sizeof text);
	assert_string_equal(text, "0 of 4 games played, 4 left");
	lab_progress_text(4, 4, 9, text, sizeof text);
	assert_string_equal(text, "4 of 4 games played, 0 left");
}

/* A lone selfplay starts its progress knowing no games: the first game's
 * end tells it how many its run plays, and a line is said once the last
 * one is old enough. */
static void
test_progress_learns_a_lone_selfplays_games(void **state)
{
	struct lab_progress progress;
	char *said = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&said, &size);

	(void)state;
	assert_non_null(out);
	lab_progress_start(&progress, "gnomon selfplay", 0, out);
	progress.watch.played(progress.watch.context, 1, 8);
	fflush(out);
	assert_int_equal(size, 0);
	progress.said -= LAB_PROGRESS_SECONDS;
	progress.watch.played(progress.watch.context, 2, 8);
	fclose(out);
	assert_non_null(strstr(said,
	    "gnomon selfplay: 2 of 8 games played, 6 left"));
	free(said);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_compare_verdict_is_the_intervals_side_of_fifty),
		cmocka_unit_test(test_progress_learns_a_lone_selfplays_games),
		cmocka_unit_test(
		    test_compare_flags_apart_verdict_both_or_neither),
		cmocka_unit_test(
		    test_compare_table_rows_flags_and_their_meaning),
		cmocka_unit_test(
		    test_compare_csv_has_a_header_and_a_line_each_study),
		cmocka_unit_test(
		    test_compare_one_strength_and_a_study_not_found),
		cmocka_unit_test(
		    test_compare_plot_script_draws_each_variant_with_bars),
		cmocka_unit_test(
		    test_progress_says_games_played_left_and_time_left),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
