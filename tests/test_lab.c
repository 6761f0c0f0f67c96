/*
 * The design lab (lab.h, lab_table.h, lab_results.h): every question's rows
 * are studies selfplay accepts, written as their results files name them;
 * the table, the interval and the chart of hand-made tallies, to the
 * character; a question played at tiny node counts; results files found
 * again under a directory; and the 1-against-1 endgame measure
 * (match_one_each) on hand-made positions and along played games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "cli/commands.h"
#include "core/options.h"
#include "core/rng.h"
#include "lab/commands.h"
#include "lab/lab.h"
#include "lab/lab_plot.h"
#include "lab/lab_results.h"
#include "lab/lab_table.h"
#include "lab/match.h"
#include "lab/selfplay.h"
#include "lab/study.h"
#include "support/fixture.h"
#include "support/scratch.h"

enum { COLUMNS = 80, TEXT_MAX = 4096, SCRATCH_DEPTH = 2 }; /* dir/shards/file */

/* Splits a study's settings into words, as a command line would give them. */
static int
split(char *settings, char **argv)
{
	int argc = 0;
	char *save = NULL;

	for (char *word = strtok_r(settings, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save)) {
		assert_true(argc < LAB_WORDS_MAX);
		argv[argc++] = word;
	}
	return argc;
}

/* Every row of every question is a study selfplay accepts, each word once. */
static void
test_lab_rows_are_studies_selfplay_accepts(void **state)
{
	struct lab_options options;

	(void)state;
	lab_options_default(&options);
	for (size_t q = 0; q < lab_question_count; q++) {
		const struct lab_question *question = &lab_questions[q];
		int studies =
		    question->rows_by == LAB_BY_SUN ? 1 : question->row_count;

		assert_ptr_equal(lab_find(question->name), question);
		/* `gnomon lab` lists a question a line, within 80 columns. */
		assert_true(
		    strlen(question->asks) + LAB_LABEL_WIDTH + 1 <= COLUMNS);
		assert_true(studies >= 1);
		for (int study = 0; study < studies; study++) {
			char settings[STUDY_SETTINGS_MAX], *argv[LAB_WORDS_MAX];
			int argc;

			assert_int_equal(lab_study_settings(question, study,
					     &options, settings,
					     sizeof settings),
			    0);
			argc = split(settings, argv);
			for (int i = 0; i < argc; i++) {
				struct {
					char	bytes[TEXT_MAX];
				} selfplay;
				struct rules rules;
				const struct options_binding bindings[] = {
					{ &selfplay_settings, &selfplay },
					{ &options_variant, &rules },
				};
				char error[OPTIONS_ERROR_MAX];
				size_t key = strcspn(argv[i], "=");

				if (options_read(bindings, 2, argv[i], error) <
				    0)
					fail_msg("%s row %d: %s",
					    question->name, study, error);
				for (int j = 0; j < i; j++)
					if (strncmp(argv[j], argv[i],
						key + 1) == 0)
						fail_msg("%s row %d: %.*s "
							 "twice",
						    question->name, study,
						    (int)key, argv[i]);
			}
		}
	}
	assert_null(lab_find("nope"));
}

/* A row's settings are selfplay's settings line: sorted, the row's own
 * settings over the base, a question by sun played at each of the eight. */
static void
test_lab_study_settings_are_the_results_files_line(void **state)
{
	struct lab_options options;
	char text[STUDY_SETTINGS_MAX], name[LAB_NAME_MAX];

	(void)state;
	lab_options_default(&options);
	assert_int_equal(lab_study_settings(lab_find("length"), 0, &options,
			     text, sizeof text),
	    0);
	assert_string_equal(text,
	    "games=400 len=1 opening=2 p1=n300000 p2=n300000 seed=1");
	/* The designer's rules are the study with no variant setting at all. */
	assert_int_equal(lab_study_settings(lab_find("length"), 1, &options,
			     text, sizeof text),
	    0);
	assert_string_equal(text,
	    "games=400 opening=2 p1=n300000 p2=n300000 seed=1");
	assert_int_equal(lab_study_settings(lab_find("sun"), 0, &options, text,
	    sizeof text), 0);
	assert_string_equal(text,
	    "eachsun=1 games=3200 opening=2 p1=n300000 p2=n300000 seed=1");
	options.games = 16;
	options.tt = 8;
	options.extra[options.extra_count++] = "day=4";
	snprintf(options.players[0], sizeof options.players[0], "n1000");
	assert_int_equal(lab_study_settings(lab_find("strength"), 0, &options,
	    text, sizeof text), 0);
	assert_string_equal(text,
	    "day=4 games=16 opening=2 p1=3 p2=3 seed=1 tt=8");
	assert_int_equal(lab_study_settings(lab_find("stones"), 3, &options,
			     text, sizeof text),
	    0);
	assert_string_equal(text,
	    "day=4 games=16 opening=2 p1=n1000 p2=n300000 seed=1 stones=7 "
	    "tt=8");
	assert_int_equal(lab_study_settings(lab_find("stones"), 0, &options,
			     name, 8),
	    -1);
	assert_true(lab_sets(lab_find("strength"), "p1"));
	assert_true(lab_sets(lab_find("sun"), "sun"));
	assert_false(lab_sets(lab_find("length"), "stones"));
	/* A file's name is its study's settings, whatever question played
	 * it. */
	assert_int_equal(lab_study_name(text, name), 0);
	assert_string_equal(name,
	    "day=4_games=16_opening=2_p1=n1000_p2=n300000_seed=1_stones=7_tt="
	    "8");
	memset(text, 'x', LAB_NAME_MAX);
	text[LAB_NAME_MAX] = '\0';
	assert_int_equal(lab_study_name(text, name), -1);
}

/* Q7's rows: the designer's rules and each variant alone, its study the
 * page's command; the designer's row is the length question's len=2 study,
 * one results file for both; the variants' keys are the rows' own. */
static void
test_lab_variants_are_the_designers_rules_and_each_variant(void **state)
{
	static const char *const expected[] = {
		"games=400 opening=2 p1=n300000 p2=n300000 seed=1",
		"games=400 moon=1 opening=2 p1=n300000 p2=n300000 seed=1",
		"games=400 mixed=1 opening=2 p1=n300000 p2=n300000 seed=1",
		"games=400 hold=1 opening=2 p1=n300000 p2=n300000 seed=1",
	};
	const struct lab_question *variants = lab_find("variants");
	struct lab_options options;
	char text[STUDY_SETTINGS_MAX], designers[STUDY_SETTINGS_MAX];

	(void)state;
	assert_non_null(variants);
	assert_int_equal(variants->measure, LAB_SCORE);
	assert_int_equal(variants->row_count, 4);
	lab_options_default(&options);
	for (int row = 0; row < variants->row_count; row++) {
		assert_int_equal(lab_study_settings(variants, row, &options,
				     text, sizeof text),
		    0);
		assert_string_equal(text, expected[row]);
	}
	assert_int_equal(lab_study_settings(lab_find("length"), 1, &options,
	    designers, sizeof designers), 0);
	assert_int_equal(lab_study_settings(variants, 0, &options, text,
	    sizeof text), 0);
	assert_string_equal(text, designers);
	assert_true(lab_sets(variants, "moon"));
	assert_true(lab_sets(variants, "mixed"));
	assert_true(lab_sets(variants, "hold"));
	assert_false(lab_sets(variants, "len"));
	assert_false(lab_sets(variants, "p1"));
}

static void
assert_bar(double score, double low, double high, const char *expected)
{
	struct study_score measured = { score, low, high };
	char bar[LAB_CHART_WIDTH + 1];

	lab_chart_bar(&measured, bar);
	assert_string_equal(bar, expected);
}

/* '#' to the score, the interval's ends bracketed, '|' at 50%, 2% a column. */
static void
test_lab_chart_bar_draws_score_interval_and_even_mark(void **state)
{
	(void)state;
	assert_bar(0.5, 0.4, 0.6, "####################[####|    ]");
	assert_bar(0, 0, 0.1611, "[       ]                |");
	/* The 50% mark shows inside a bar too. */
	assert_bar(1, 0.8389, 1,
	    "#########################|################[#######]");
	assert_bar(0.3, 0.26, 0.34, "#############[#  ]       |");
	/* Narrower than a column: the brackets still both show. */
	assert_bar(0.7, 0.699, 0.701, "#########################|#########[]");
	assert_bar(1, 0.999, 1,
	    "#########################|#######################[]");
}

/* The text that `print` writes of `rows`. */
static char *
printed(void (*print)(FILE *, enum lab_measure, const struct lab_result *, int),
    enum lab_measure measure, const struct lab_result *rows, int count)
{
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	assert_non_null(out);
	print(out, measure, rows, count);
	fclose(out);
	for (char *line = text; *line != '\0';
	     line += strcspn(line, "\n") + 1) {
		if (strcspn(line, "\n") > COLUMNS)
			fail_msg("wider than 80 columns: %.*s",
			    (int)strcspn(line, "\n"), line);
		if (line[strcspn(line, "\n")] == '\0')
			break;
	}
	return text;
}

/* Hand-made tallies: 50 of 100 (Wilson [40.4, 59.6]), 2,480 plies in
 * all and 80 eclipses (24.8 plies a game, 20% at dusk); 30% of 100 with 40
 * draws (Wilson's for 190.9 games, as the draws narrow it: [23.9, 36.8]),
 * 3,149 plies (31.49: 31.5) and 67 eclipses (33% at dusk); and a row not
 * found. */
static void
test_lab_table_prints_counts_score_and_interval(void **state)
{
	const struct lab_result rows[] = {
		{ "len=1",
		    { .games = 100, .amber = 50, .teal = 50, .eclipses = 80,
			.plies = 2480 },
		    true, NULL },
		{ "len=2",
		    { .games = 100, .amber = 10, .teal = 50, .draws = 40,
			.eclipses = 67, .plies = 3149 },
		    true, NULL },
		{ "len=3", { 0 }, false, NULL },
	};
	char *table = printed(lab_table_print, LAB_SCORE, rows, 3);
	char *chart = printed(lab_chart_print, LAB_SCORE, rows, 3);

	(void)state;
	assert_string_equal(table,
	    "row         games  amber   teal  draws   score  95% interval"
	    "   plies    dusk\n"
	    "len=1         100     50     50      0   50.0%  [40.4, 59.6]"
	    "    24.8   20.0%\n"
	    "len=2         100     10     50     40   30.0%  [23.9, 36.8]"
	    "    31.5   33.0%\n"
	    "len=3           -  no results\n"
	    "plies: a game's average length; dusk: the share of games "
	    "decided at dusk,\nnot by an eclipse\n");
	assert_string_equal(chart,
	    "Amber's score: # up to it, [ ] its 95% interval, | at 50%\n"
	    "len=1      ####################[####|    ]\n"
	    "len=2      ############[##   ]      |\n"
	    "len=3      (none)\n"
	    "           0%                      50%                    100%\n");
	free(table);
	free(chart);
}

/* The endgames: 10 of 40 games came to 1 against 1, 4 of them ended at
 * dusk (Wilson [16.8, 68.7]); a row with none has no share. */
static void
test_lab_table_prints_the_endgames(void **state)
{
	const struct lab_result rows[] = {
		{ "N",
		    { .games = 40,
			.lone = 10,
			.lone_dusk = 4,
			.lone_amber = 3,
			.lone_teal = 6,
			.lone_draws = 1 },
		    true, NULL },
		{ "NE", { .games = 40 }, true, NULL },
		{ "all",
		    { .games = 82,
			.unmeasured = 2,
			.lone = 10,
			.lone_dusk = 4,
			.lone_amber = 3,
			.lone_teal = 6,
			.lone_draws = 1 },
		    true, NULL },
	};
	char *table = printed(lab_table_print, LAB_ENDGAME, rows, 3);
	char *chart = printed(lab_chart_print, LAB_ENDGAME, rows, 3);

	(void)state;
	assert_non_null(strstr(table,
	    "N              40     10       4   40.0%  [16.8, 68.7]      3     "
	    " 6      1\n"));
	assert_non_null(strstr(table,
	    "NE             40      0       0       -                    0     "
	    " 0      0\n"));
	assert_non_null(strstr(table, "all            80     10"));
	assert_non_null(strstr(table,
	    "games: those measured; results files written before"));
	assert_non_null(strstr(chart,
	    "\nN          ########[###########     |        ]\n"));
	assert_non_null(strstr(chart, "\nNE         (none)\n"));
	free(table);
	free(chart);
}

/* The CSV: a header, then a row each line: 50 of 100 with 80 eclipses and
 * 2,480 plies, 10 endgames of which 4 at dusk (Wilson [0.168180,
 * 0.687326]); a row without endgames; a row not found; a name quoted. */
static void
test_lab_table_csv_has_a_header_and_a_line_each_row(void **state)
{
	const struct lab_result rows[] = {
		{ "len=1",
		    { .games = 100, .amber = 50, .teal = 50, .eclipses = 80,
			.plies = 2480, .lone = 10, .lone_dusk = 4,
			.lone_amber = 3, .lone_teal = 6, .lone_draws = 1 },
		    true, "games=100 len=1" },
		{ "a, b", { .games = 4, .teal = 4, .eclipses = 4, .plies = 90 },
		    true, "games=4" },
		{ "len=3", { 0 }, false, "games=100 len=3" },
	};
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	(void)state;
	assert_non_null(out);
	lab_table_csv(out, rows, 3);
	fclose(out);
	assert_string_equal(text,
	    "row,games,amber,teal,draws,eclipses,score,low,high,plies,dusk,"
	    "eclipse,lone,lone_dusk,lone_share,lone_low,lone_high,lone_amber,"
	    "lone_teal,lone_draws,unmeasured,settings\n"
	    "len=1,100,50,50,0,80,0.500000,0.403832,0.596168,24.8000,"
	    "0.200000,0.800000,10,4,0.400000,0.168180,0.687326,3,6,1,0,"
	    "games=100 len=1\n"
	    "\"a, b\",4,0,4,0,4,0.000000,0.000000,0.489891,22.5000,0.000000,"
	    "1.000000,0,0,,,,0,0,0,0,games=4\n"
	    "len=3,0,,,,,,,,,,,,,,,,,,,,games=100 len=3\n");
	free(text);
}

/* gnuplot's script of `plot`, drawn into `file` too. */
static char *
plot_script(const struct lab_plot *plot, const char *file)
{
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	assert_non_null(out);
	assert_true(lab_plot_script(out, plot, file));
	fclose(out);
	return text;
}

/* The question's plot: one series across its rows, without a key, a row
 * not measured left out but its tic kept; PNG for a file named .png. */
static void
test_lab_table_plot_draws_the_rows_with_bars(void **state)
{
	const struct lab_question *length = lab_find("length");
	const struct lab_result rows[] = {
		{ "len=1", { .games = 100, .amber = 50, .teal = 50 }, true,
		    NULL },
		{ "len=2", { 0 }, false, NULL },
		{ "len=3", { .games = 4, .teal = 4 }, true, NULL },
	};
	/* What the script says: the row measured at each tic, the question,
	 * the tics, one series without a key, PNG into the file. */
	static const char *const lines[] = {
		"$v0 << EOD\n0.000 50.0000 40.3832 59.6168\n"
		"2.000 0.0000 0.0000 48.9891\nEOD\n",
		"set title \"Q3: Amber's score with shadows 1, 2 and 3 cells "
		"long\"\n",
		"set xtics (\"len=1\" 0, \"len=2\" 1, \"len=3\" 2)\n",
		"$v0 using 1:2:3:4 with yerrorlines notitle, \\\n",
		"set terminal pngcairo", "set output 'rules.PNG'\n",
		"set xlabel \"shadow length\"\n",
	};
	struct lab_plot *plot = malloc(sizeof *plot);
	char *text;

	(void)state;
	assert_non_null(plot);
	lab_table_plot(length, rows, 3, plot);
	text = plot_script(plot, "rules.PNG");
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		if (strstr(text, lines[i]) == NULL)
			fail_msg("no line %s in the script:\n%s", lines[i],
			    text);
	assert_null(strstr(text, "set terminal svg"));
	free(text);
	free(plot);
}

/* A question played at tiny node counts: selfplay_run's tally of the
 * row's study, by sun for a question by sun, the same when played again. */
static void
test_lab_plays_a_question_at_tiny_counts(void **state)
{
	struct lab_options options;
	struct study_tally first = { 0 }, again = { 0 };
	char settings[STUDY_SETTINGS_MAX], copy[STUDY_SETTINGS_MAX];
	char *argv[LAB_WORDS_MAX];
	int argc;

	(void)state;
	lab_options_default(&options);
	options.games = 2;
	snprintf(options.players[0], sizeof options.players[0], "n100");
	snprintf(options.players[1], sizeof options.players[1], "0");
	assert_int_equal(lab_study_settings(lab_find("sun"), 0, &options,
			     settings, sizeof settings),
	    0);
	memcpy(copy, settings, sizeof copy);
	argc = split(copy, argv);
	assert_int_equal(selfplay_run(argc, argv, NULL, &first), 0);
	assert_int_equal(first.all.games, 16);
	assert_int_equal(first.all.amber + first.all.teal + first.all.draws,
	    16);
	for (int sun = 0; sun < COMPASS_POINTS; sun++)
		assert_int_equal(first.by_sun[sun].games, 2);
	assert_int_equal(first.all.unmeasured, 0);
	assert_true(first.all.lone_dusk <= first.all.lone);
	memcpy(copy, settings, sizeof copy);
	argc = split(copy, argv);
	assert_int_equal(selfplay_run(argc, argv, NULL, &again), 0);
	assert_memory_equal(&first, &again, sizeof first);
}

/* Follows a game: the first ply after which match_one_each held. */
struct lone_watch {
	int	plies, lone;
};

static void
lone_moved(const struct board *before, uint16_t move, const struct board *after,
    const struct undo *undo, const struct search_report *report, void *context)
{
	struct lone_watch *watch = context;

	(void)before;
	(void)move;
	(void)undo;
	(void)report;
	watch->plies++;
	if (watch->lone == 0 &&
	    __builtin_popcountll(after->stones[COLOUR_AMBER]) == 1 &&
	    __builtin_popcountll(after->stones[COLOUR_TEAL]) == 1 &&
	    !board_is_over(after))
		watch->lone = watch->plies;
}

/* One stone a side with play left, on hand-made positions; and along
 * random games, the ply match_play says is the one the moves show. */
static void
test_lab_endgame_measure_is_one_stone_side_with_play_left(void **state)
{
	const struct match_player random[2] = {
		{ .kind = MATCH_RANDOM }, { .kind = MATCH_RANDOM }
	};
	struct search *searches[2] = { search_new(0), search_new(0) };
	struct rules rules;
	struct board board;
	int reached = 0;

	(void)state;
	board = fixture_position("7/3t3/7/7/7/7/3a3 a N 3");
	assert_true(match_one_each(&board));
	board = fixture_position("7/3t3/7/7/7/7/a2a3 t SW 3");
	assert_false(match_one_each(&board));
	board = fixture_position("7/3t3/7/7/7/7/7 a N 3");
	assert_false(match_one_each(&board));
	board =
	    fixture_position("7/7/3t3/3a3/7/7/7 a N 24"); /* the last round */
	assert_true(match_one_each(&board));
	board.round =
	    rules_last_round(&board.rules) + 1; /* the last dusk fell */
	assert_false(match_one_each(&board));

	assert_non_null(searches[0]);
	assert_non_null(searches[1]);
	rules_default(&rules);
	for (uint64_t seed = 1; seed <= 40; seed++) {
		struct lone_watch watch = { 0, 0 };
		const struct match_observer observer = { lone_moved, &watch };
		struct match_game game;

		match_play(&rules, random, searches, seed, 0, &observer, &game);
		assert_int_equal(game.plies, watch.plies);
		assert_int_equal(game.lone, watch.lone);
		assert_true(game.lone < game.plies);
		reached += game.lone > 0;
	}
	/* Random movers come to 1 against 1 in some games, not all. */
	assert_true(reached > 0 && reached < 40);
	search_free(searches[0]);
	search_free(searches[1]);
}

/* Writes a results file of `settings` with the games `first`, `first` +
 * `step`, ... up to `games`. */
static void
write_results(const char *path, const char *settings, long games, long first,
    long step)
{
	FILE *out = fopen(path, "w");

	assert_non_null(out);
	study_write_header(out, settings);
	for (long number = first; number <= games; number += step) {
		const struct study_game game = {
			number, (int)((number - 1) % COMPASS_POINTS),
			number % 3 == 0 ? RESULT_AMBER : RESULT_TEAL,
			MATCH_ECLIPSE, 30, number % 2 == 0 ? 20 : 0
		};

		study_write_game(out, &game);
	}
	fclose(out);
}

/* Shards in a subdirectory, a whole study beside them, a file of another
 * study, a file being written and a file that is no study: each study
 * found by its settings, as merge would put it together. */
static void
test_lab_results_found_by_settings_under_a_directory(void **state)
{
	char dir[TEXT_MAX / 2], path[TEXT_MAX], error[LAB_RESULTS_ERROR_MAX];
	struct lab_results *results;
	struct study_tally tally = { 0 };
	long missing;
	FILE *junk;

	(void)state;
	assert_int_equal(scratch_make(dir, sizeof dir, "lab"), 0);
	snprintf(path, sizeof path, "%s/shards", dir);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/shards/shard-1.txt", dir);
	write_results(path, "games=8 seed=1", 8, 1, 2);
	/* The same study, its settings spelt otherwise (seed as its
	 * default, the sun by its name): found with the first. */
	snprintf(path, sizeof path, "%s/shards/shard-2.txt", dir);
	write_results(path, "sun=N games=8", 8, 2,
	    4); /* 2 and 6: 4, 8 missing */
	snprintf(path, sizeof path, "%s/other.txt", dir);
	write_results(path, "games=8 seed=2", 8, 1, 1);
	snprintf(path, sizeof path, "%s/playing.txt.tmp", dir);
	write_results(path, "games=8 seed=3", 8, 1, 1);
	snprintf(path, sizeof path, "%s/notes.txt", dir);
	assert_non_null(junk = fopen(path, "w"));
	fputs("hello\n", junk);
	fclose(junk);

	results = lab_results_scan(dir, error);
	assert_non_null(results);
	assert_int_equal(lab_results_tally(results, "seed=1 sun=0 games=8",
	    &tally, &missing, error), 2);
	assert_int_equal(tally.all.games, 6);
	assert_int_equal(missing, 2);
	assert_int_equal(tally.all.lone, 2);	/* games 2 and 6 */
	memset(&tally, 0, sizeof tally);
	assert_int_equal(lab_results_tally(results, "games=8 seed=2", &tally,
	    &missing, error), 1);
	assert_int_equal(tally.all.games, 8);
	assert_int_equal(missing, 0);
	assert_int_equal(lab_results_tally(results, "games=8 seed=3", &tally,
	    &missing, error), 0);
	lab_results_free(results);

	/* The same game in two files is refused, naming the file and line. */
	snprintf(path, sizeof path, "%s/again.txt", dir);
	write_results(path, "games=8 seed=2", 8, 1, 1);
	results = lab_results_scan(dir, error);
	assert_non_null(results);
	assert_int_equal(lab_results_tally(results, "games=8 seed=2", &tally,
	    &missing, error), -1);
	assert_non_null(strstr(error, ":3: game 1 is there twice"));
	lab_results_free(results);
	assert_null(lab_results_scan("/nonexistent/test_lab", error));
	assert_non_null(strstr(error, "/nonexistent/test_lab"));

	scratch_remove(dir, SCRATCH_DEPTH);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lab_rows_are_studies_selfplay_accepts),
		cmocka_unit_test(
		    test_lab_study_settings_are_the_results_files_line),
		cmocka_unit_test(
		    test_lab_chart_bar_draws_score_interval_and_even_mark),
		cmocka_unit_test(
		    test_lab_table_prints_counts_score_and_interval),
		cmocka_unit_test(
		    test_lab_variants_are_the_designers_rules_and_each_variant),
		cmocka_unit_test(test_lab_table_prints_the_endgames),
		cmocka_unit_test(
		    test_lab_table_csv_has_a_header_and_a_line_each_row),
		cmocka_unit_test(test_lab_table_plot_draws_the_rows_with_bars),
		cmocka_unit_test(test_lab_plays_a_question_at_tiny_counts),
		cmocka_unit_test(
		    test_lab_endgame_measure_is_one_stone_side_with_play_left),
		cmocka_unit_test(
		    test_lab_results_found_by_settings_under_a_directory),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
