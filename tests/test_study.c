/*
 * A study's tally (study.h): Amber's score and its 95% interval against
 * values worked by hand, the settings line that names a study, and the
 * results file read back, with what it refuses.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "lab/selfplay.h"
#include "lab/study.h"

#define NEAR 0.0005	/* to the four places the values below were worked to */

static void
assert_near(double actual, double expected)
{
	if (actual < expected - NEAR || actual > expected + NEAR)
		fail_msg("%.6f is not %.4f", actual, expected);
}

/* Wilson's interval for 50 of 100, and for 0 and 100 of 20: by hand,
 * centre (p + z^2/2n) / (1 + z^2/n), half z/(1 + z^2/n) sqrt(p(1-p)/n +
 * z^2/4n^2). */
static void
test_study_score_is_wilson_without_draws(void **state)
{
	struct study_cell half = { .games = 100, .amber = 50, .teal = 50 };
	struct study_cell none = { .games = 20, .teal = 20 };
	struct study_cell all = { .games = 20, .amber = 20 };
	struct study_score score;

	(void)state;
	study_score(&half, &score);
	assert_near(score.score, 0.5);
	assert_near(score.low, 0.4038);
	assert_near(score.high, 0.5962);
	study_score(&none, &score);
	assert_near(score.score, 0);
	assert_near(score.low, 0);
	assert_near(score.high, 0.1611);
	study_score(&all, &score);
	assert_near(score.low, 0.8389);
	assert_near(score.high, 1);
}

/* Draws score a half and vary less than wins and losses: the same score
 * with draws has a narrower interval; no games, no knowledge. */
static void
test_study_score_counts_draws_as_halves(void **state)
{
	struct study_cell coins = { .games = 100, .amber = 30, .teal = 70 };
	struct study_cell drawn = { .games = 100,
		.amber = 10,
		.teal = 50,
		.draws = 40 };
	struct study_cell empty = { 0 };
	struct study_score a, b;

	(void)state;
	study_score(&coins, &a);
	study_score(&drawn, &b);
	assert_near(a.score, 0.30);
	assert_near(b.score, 0.30);
	assert_true(b.high - b.low < a.high - a.low);
	assert_true(b.low < 0.30 && b.high > 0.30);
	study_score(&empty, &a);
	assert_near(a.low, 0);
	assert_near(a.high, 1);
}

static void
test_study_settings_sorts_and_leaves_out_the_shard(void **state)
{
	const char *argv[] = { "seed=5", "shard=2/3", "games=24", "jobs=2",
		"p1=2", "results=x", "eachsun=1" };
	const char *reordered[] = { "eachsun=1", "games=24", "p1=2", "seed=5",
	    "shard=1/3" };
	static const char *const ignored[] = { "shard", "jobs", "results",
		NULL };
	char a[STUDY_SETTINGS_MAX], b[STUDY_SETTINGS_MAX], tiny[8];

	(void)state;
	assert_int_equal(study_settings(7, argv, ignored, a, sizeof a), 0);
	assert_string_equal(a, "eachsun=1 games=24 p1=2 seed=5");
	assert_int_equal(study_settings(5, reordered, ignored, b, sizeof b), 0);
	assert_string_equal(a, b);
	assert_int_equal(study_settings(7, argv, ignored, tiny, sizeof tiny),
	    -1);
}

/* Reads `text` as the file called `name`, over what earlier files left. */
static int
read_text(const char *text, const char *name, char *settings, bool **seen,
    long *games, struct study_tally *tally, char *error)
{
	FILE *in = fmemopen((void *)text, strlen(text), "r");
	int status;

	assert_non_null(in);
	status = study_read(in, name, selfplay_settings_normal, settings,
	    STUDY_SETTINGS_MAX, seen, games, tally, error);
	fclose(in);
	return status;
}

static void
test_study_reads_back_what_it_writes(void **state)
{
	const struct study_game written[] = {
		{ 1, 0, RESULT_AMBER, MATCH_ECLIPSE, 27, 0 },
		{ 3, 2, RESULT_DRAW, MATCH_DUSK, 48, 30 },
		{ 4, 3, RESULT_TEAL, MATCH_DUSK, 40, 0 },
	};
	char *text = NULL, settings[STUDY_SETTINGS_MAX] = "";
	char error[STUDY_ERROR_MAX];
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);
	struct study_tally tally = { 0 };
	bool *seen = NULL;
	long games = 0;

	(void)state;
	assert_non_null(out);
	study_write_header(out, "games=4 p1=2");
	for (size_t i = 0; i < sizeof written / sizeof written[0]; i++)
		study_write_game(out, &written[i]);
	fclose(out);
	assert_int_equal(read_text(text, "r.txt", settings, &seen, &games,
	    &tally, error), 0);
	/* Read in one spelling: every setting, defaults filled. */
	assert_string_equal(settings, "day=8 eachsun=0 games=4 hold=0 len=2 "
	    "mover=1 opening=0 p1=2 p2=3 pie=0 seed=1 snake=0 start=1 "
	    "stones=5 sun=0 tt=4");
	assert_int_equal(games, 4);
	assert_true(seen[0] && !seen[1] && seen[2] && seen[3]);
	assert_int_equal(tally.all.games, 3);
	assert_int_equal(tally.all.amber, 1);
	assert_int_equal(tally.all.teal, 1);
	assert_int_equal(tally.all.draws, 1);
	assert_int_equal(tally.all.eclipses, 1);
	assert_int_equal(tally.all.plies, 27 + 48 + 40);
	assert_int_equal(tally.by_sun[2].draws, 1);
	assert_int_equal(tally.by_sun[3].teal, 1);
	assert_int_equal(tally.all.lone, 1);
	assert_int_equal(tally.all.lone_dusk, 1);
	assert_int_equal(tally.all.lone_draws, 1);
	assert_int_equal(tally.by_sun[2].lone, 1);
	assert_int_equal(tally.by_sun[0].lone, 0);
	assert_int_equal(tally.all.unmeasured, 0);
	free(seen);
	free(text);
}

/*
 * The 1-against-1 endgames of hand-made games: only those that reached one
 * stone a side count, each by how it ended and who won; a file written
 * before the measure (version 1) is read, its games not measured.
 */
static void
test_study_tallies_the_one_against_one_endgames(void **state)
{
	static const struct study_game games[] = {
		{ 1, 0, RESULT_AMBER, MATCH_ECLIPSE, 30,
		    0 }, /* never 1 against 1 */
		{ 2, 0, RESULT_DRAW, MATCH_DUSK, 72, 40 }, /* stalled: a draw */
		{ 3, 0, RESULT_TEAL, MATCH_DUSK, 72,
		    51 }, /* stalled: dusk took Amber's */
		{ 4, 0, RESULT_AMBER, MATCH_ECLIPSE, 45,
		    41 }, /* decided by eclipse */
	};
	static const char old[] =
	    "gnomon-study 1\nsettings games=6\n"
	    "game 5 sun N result teal ending eclipse plies 20\n"
	    "game 6 sun N result draw ending dusk plies 72\n";
	char settings[STUDY_SETTINGS_MAX] = "", error[STUDY_ERROR_MAX];
	struct study_tally tally = { 0 };
	struct study_score dusk;
	bool *seen = NULL;
	long count = 0;

	(void)state;
	for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
		study_tally_add(&tally, &games[i]);
	assert_int_equal(tally.all.lone, 3);
	assert_int_equal(tally.all.lone_dusk, 2);
	assert_int_equal(tally.all.lone_amber, 1);
	assert_int_equal(tally.all.lone_teal, 1);
	assert_int_equal(tally.all.lone_draws, 1);
	study_lone_dusk(&tally.all, &dusk);
	assert_near(dusk.score, 2.0 / 3);
	assert_true(dusk.low < 2.0 / 3 && dusk.high > 2.0 / 3);
	assert_int_equal(read_text(old, "old.txt", settings, &seen, &count,
			     &tally, error),
	    0);
	assert_int_equal(tally.all.games, 6);
	assert_int_equal(tally.all.unmeasured, 2);
	assert_int_equal(tally.all.lone, 3);
	free(seen);
}

static void
test_study_refuses_what_is_wrong_naming_file_and_line(void **state)
{
	static const struct {
		const char	*text;
		const char	*error;
	} cases[] = {
		{ "hello\n", "f:1: not a study's results" },
		{ "gnomon-study 1\ngames=4\n", "f:2: no settings line" },
		{ "gnomon-study 1\nsettings games=4\ngame 5 sun N result amber "
		  "ending dusk plies 9\n",
		    "f:3: game '5' is not one of 1 to 4" },
		{ "gnomon-study 1\nsettings games=4\ngame 1 sun Q result amber "
		  "ending dusk plies 9\n",
		    "f:3: 'Q' is not a sun" },
		{ "gnomon-study 1\nsettings games=4\ngame 1 sun N result amber "
		  "ending late plies 9\n",
		    "f:3: 'late' is not eclipse or dusk" },
		{ "gnomon-study 1\nsettings games=4\ngame 1 sun N result amber "
		  "ending dusk plies 0\n",
		    "f:3: '0' plies is not a game" },
		{ "gnomon-study 1\nsettings games=4\ngame 1 sun N result amber "
		  "ending dusk plies 9 x\n",
		    "f:3: not a game's line" },
		{ "gnomon-study 1\nsettings games=4\ngame 2 sun N result teal "
		  "ending dusk plies 9\n"
		  "game 2 sun N result teal ending dusk plies 9\n",
		    "f:4: game 2 is there twice" },
		{ "gnomon-study 1\nsettings games=0\n",
		    "f:2: cannot hold 0 games" },
		{ "gnomon-study 2\nsettings games=4\ngame 1 sun N result amber "
		  "ending dusk plies 9\n",
		    "f:3: not a game's line" },
		{ "gnomon-study 2\nsettings games=4\ngame 1 sun N result amber "
		  "ending dusk plies 9 lone 9\n",
		    "f:3: lone '9' is not 0 or a ply before the end" },
		{ "gnomon-study 2\nsettings games=4\ngame 1 sun N result amber "
		  "ending dusk plies 9 lone x\n",
		    "f:3: lone 'x' is not 0 or a ply before the end" },
	};
	char error[STUDY_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char settings[STUDY_SETTINGS_MAX] = "";
		struct study_tally tally = { 0 };
		bool *seen = NULL;
		long games = 0;

		if (read_text(cases[i].text, "f", settings, &seen, &games,
			&tally, error) == 0)
			fail_msg("case %zu was read", i);
		if (strstr(error, cases[i].error) != error)
			fail_msg("case %zu: '%s', not '%s'", i, error,
			    cases[i].error);
		free(seen);
	}
}

/* A second file must be of the same study. */
static void
test_study_refuses_another_studys_file(void **state)
{
	char settings[STUDY_SETTINGS_MAX] = "", error[STUDY_ERROR_MAX];
	struct study_tally tally = { 0 };
	bool *seen = NULL;
	long games = 0;

	(void)state;
	assert_int_equal(read_text("gnomon-study 1\nsettings games=4 seed=1\n",
	    "a", settings, &seen, &games, &tally, error), 0);
	assert_int_equal(read_text("gnomon-study 1\nsettings games=4 seed=2\n",
	    "b", settings, &seen, &games, &tally, error), -1);
	assert_non_null(strstr(error, "b:2: another study's settings"));
	free(seen);
}

/*
 * Two shards of one study, their settings written differently (the seed
 * left out or given as its default, the sun as a number, a word or in
 * capitals, the words in any order): the same study, read as one, and a
 * setting that differs named.
 */
static void
test_study_settings_compared_in_one_spelling(void **state)
{
	static const char *const same[] = {
		"settings games=4 sun=3 p1=2",
		"settings games=4 sun=se seed=1 p1=2",
		"settings p1=2 sun=SE games=4 seed=1 p2=3",
		"settings sun=SE games=4 seed=1 p1=2 day=8 len=2 tt=4",
	};
	char settings[STUDY_SETTINGS_MAX] = "", error[STUDY_ERROR_MAX];
	char text[STUDY_LINE_MAX];
	struct study_tally tally = { 0 };
	bool *seen = NULL;
	long games = 0;

	(void)state;
	for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
		snprintf(text, sizeof text, "gnomon-study 2\n%s\n"
		    "game %zu sun SE result amber ending eclipse plies 9 "
		    "lone 0\n", same[i], i + 1);
		if (read_text(text, "s", settings, &seen, &games, &tally,
		    error) != 0)
			fail_msg("'%s': %s", same[i], error);
	}
	assert_int_equal(tally.all.games, 4);
	assert_non_null(strstr(settings, "seed=1"));
	assert_non_null(strstr(settings, "sun=3"));
	assert_int_equal(read_text("gnomon-study 2\nsettings games=4 sun=sw "
	    "p1=2\n", "t", settings, &seen, &games, &tally, error), -1);
	assert_string_equal(error,
	    "t:2: another study's settings: 'sun=5', not 'sun=3'");
	free(seen);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_study_score_is_wilson_without_draws),
		cmocka_unit_test(test_study_score_counts_draws_as_halves),
		cmocka_unit_test(
		    test_study_settings_sorts_and_leaves_out_the_shard),
		cmocka_unit_test(test_study_reads_back_what_it_writes),
		cmocka_unit_test(
		    test_study_tallies_the_one_against_one_endgames),
		cmocka_unit_test(
		    test_study_refuses_what_is_wrong_naming_file_and_line),
		cmocka_unit_test(test_study_refuses_another_studys_file),
		cmocka_unit_test(
		    test_study_settings_compared_in_one_spelling),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
