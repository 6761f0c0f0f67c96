/*
 * lab_command.c owns `gnomon lab [QUESTION [key=value ...]]`: the design
 * lab.  Without a question it lists them (lab.h); with one, it plays each
 * row's study with selfplay (selfplay.h), or reads them from results files
 * played before (from=DIR, lab_results.h), and prints the table and the
 * chart (lab_table.h), writes the table as CSV (csv=FILE, lab_csv.h) and
 * draws its plot (plot=FILE, lab_plot.h), and the selfplay command that
 * reproduces each row;
 * print=1 (or --dry-run) prints only the commands, ready for a shell or,
 * split into shards, for a cluster.
 */
#include "cli/commands.h"
#include "lab/commands.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"
#include "lab/lab.h"
#include "lab/lab_csv.h"
#include "lab/lab_play.h"
#include "lab/lab_plot.h"
#include "lab/lab_progress.h"
#include "lab/lab_results.h"
#include "lab/lab_table.h"
#include "lab/match_record.h"
#include "lab/selfplay.h"
#include "lab/study.h"

enum {
	LAB_RESULTS_MAX = COMPASS_POINTS + 1,	/* the suns and "all" */
	LAB_COMMAND_MAX = STUDY_SETTINGS_MAX + LAB_PATH_MAX
};

/* The studies a question plays: one a row, or one for all the suns. */
static int
lab_studies(const struct lab_question *question)
{
	return question->rows_by == LAB_BY_SUN ? 1 : question->row_count;
}

static void
lab_list(FILE *out)
{
	fprintf(out,
	    "usage: gnomon lab QUESTION [key=value ...]; the questions:\n");
	for (size_t i = 0; i < lab_question_count; i++)
		fprintf(out, "  %-9s %s\n", lab_questions[i].name,
		    lab_questions[i].asks);
	fprintf(out, "  %-9s %s\n", "compare",
	    "any variants at any strengths: KEY=V,V ... p=P,P ...");
	fprintf(out, "  %-9s %s\n", "solve",
	    "who wins a variant with best play, proved: sun=S|all");
}

static void
lab_help(void)
{
	printf("usage: gnomon lab [QUESTION [key=value ...]] [--dry-run]\n"
	    "  the design lab: a named study, its table and chart\n"
	    "\nsettings (after ';', the default):\n");
	command_options_usage(stdout, &lab_settings, false);
	printf("\nvariant settings, for every row (unless its question sets "
	       "it):\n");
	command_options_usage(stdout, &options_variant, false);
	printf("\n");
	lab_list(stdout);
	printf("\n(gnomon lab compare --help: the comparison's settings;\n"
	    "gnomon lab solve --help: the proof's)\n"
	    "and the puzzle miner: gnomon lab puzzles [key=value ...]\n"
	    "(gnomon lab puzzles --help: its settings)\n"
	    "and the second day's exact tables: gnomon lab tables dir=DIR "
	    "[key=value ...]\n(gnomon lab tables --help: its settings)\n"
	    "and a position's value from them: gnomon lab value POSITION "
	    "dir=DIR\n");
}

/*
 * Keeps a variant setting for every row's command, in place of one given
 * before with the same key; false when there are too many.
 */
static bool
lab_keep_variant(struct lab_options *options, const char *setting,
    size_t key)
{
	int at = 0;

	while (at < options->extra_count &&
	    strncmp(options->extra[at], setting, key + 1) != 0)
		at++;
	if (at == LAB_WORDS_MAX)
		return false;
	options->extra[at] = setting;
	options->extra_count += at == options->extra_count;
	return true;
}

/* Reads the settings after the question; -1 with a message said. */
static int
lab_parse(const struct lab_question *question, int argc, char **argv,
    struct lab_options *options)
{
	char error[OPTIONS_ERROR_MAX], key[OPTIONS_KEY_MAX];
	struct rules scratch;	/* the variant settings are only checked */
	const struct options_binding bindings[] = {
		{ &lab_settings, options }, { &options_variant, &scratch }
	};

	rules_default(&scratch);
	for (int i = 0; i < argc; i++) {
		size_t length = strcspn(argv[i], "=");

		snprintf(key, sizeof key, "%.*s", (int)length, argv[i]);
		if (argv[i][length] == '=' && (lab_sets(question, key) ||
		    (strcmp(key, "p") == 0 && (lab_sets(question, "p1") ||
		    lab_sets(question, "p2"))))) {
			message_print(stderr,
			    "gnomon lab %s: its rows set %s "
			    "themselves; leave %s= out\n",
			    question->name, key, key);
			return -1;
		}
		if (options_read(bindings, sizeof bindings / sizeof bindings[0],
		    argv[i], error) < 0) {
			message_print(stderr, "gnomon lab %s: %s\n",
			    question->name, error);
			return -1;
		}
		if (options_find(&options_variant, key) != NULL &&
		    !lab_keep_variant(options, argv[i], length)) {
			fprintf(stderr, "gnomon lab %s: too many settings\n",
			    question->name);
			return -1;
		}
	}
	if (options->print && options->from != NULL) {
		fprintf(stderr,
		    "gnomon lab %s: print=1 plays nothing and reads "
		    "nothing: leave from= out\n",
		    question->name);
		return -1;
	}
	return 0;
}

/* The settings of study `study` and its file's name: 0, or -1 said. */
static int
lab_settings_of(const struct lab_question *question, int study,
    const struct lab_options *options, char *settings, char *name)
{
	if (lab_study_settings(question, study, options, settings,
	    STUDY_SETTINGS_MAX) == 0 && lab_study_name(settings, name) == 0)
		return 0;
	fprintf(stderr, "gnomon lab %s: too many settings for a study\n",
	    question->name);
	return -1;
}

/* The study's name in the table and in what is said of it. */
static const char *
lab_study_label(const struct lab_question *question, int study)
{
	return question->rows_by == LAB_BY_SUN ? "every row" :
	    question->rows[study].label;
}

/* print=1: every study's command, and how to split it into shards. */
static int
lab_print(const struct lab_question *question,
    const struct lab_options *options)
{
	char settings[STUDY_SETTINGS_MAX], name[LAB_NAME_MAX];
	const struct lab_play play = { "gnomon lab", options->jobs,
		options->results, NULL };

	printf("# gnomon lab %s: %s\n"
	       "# One command a study, played here on jobs=%ld threads; then\n"
	       "#   gnomon lab %s from=DIR\n"
	       "# with DIR holding the results files.  Split into shards, each "
	       "study\n"
	       "# runs on this machine's cores (tools/study-local.sh) or as a "
	       "Slurm\n"
	       "# array job (tools/study-slurm.sh), as the lines under it "
	       "say;\n"
	       "# all run the gnomon on the PATH (the scripts: GNOMON=PATH "
	       "for another),\n"
	       "# and DIR is on a file system every node of a cluster "
	       "shares.\n",
	    question->name, question->asks, options->jobs, question->name);
	for (int study = 0; study < lab_studies(question); study++) {
		if (lab_settings_of(question, study, options, settings, name) <
		    0)
			return EXIT_USAGE;
		lab_play_print(stdout, &play, lab_study_label(question, study),
		    settings, name);
	}
	return 0;
}

/* Plays study `study` into `tally`: selfplay's status. */
static int
lab_play(const struct lab_question *question, int study,
    const struct lab_play *play, const char *settings, const char *name,
    struct study_tally *tally)
{
	char path[LAB_PATH_MAX];

	lab_play_results_file(play->results, name, path);
	message_print(stderr,
	    "gnomon lab %s: %d of %d, %s: gnomon selfplay %s%s%s\n",
	    question->name, study + 1, lab_studies(question),
	    lab_study_label(question, study), settings,
	    path[0] != '\0' ? " results=" : "", path);
	return lab_play_study(play, settings, name, tally);
}

/* from=DIR: the study's results read into `tally`: its files, or -1 said. */
static int
lab_read(const struct lab_question *question, const struct lab_results *found,
    const char *settings, struct study_tally *tally, long *missing)
{
	char error[LAB_RESULTS_ERROR_MAX];
	int files = lab_results_tally(found, settings, tally, missing, error);

	if (files < 0)
		message_print(stderr, "gnomon lab %s: %s\n", question->name,
		    error);
	return files;
}

/* The table's rows from the studies' tallies. */
static int
lab_rows(const struct lab_question *question, const struct study_tally *tallies,
    const bool *found, struct lab_result *rows)
{
	if (question->rows_by == LAB_BY_SETTING) {
		for (int row = 0; row < question->row_count; row++) {
			rows[row].label = question->rows[row].label;
			rows[row].cell = tallies[row].all;
			rows[row].found = found[row];
		}
		return question->row_count;
	}
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		rows[sun].label = compass_name(sun);
		rows[sun].cell = tallies[0].by_sun[sun];
		rows[sun].found = found[0] && tallies[0].by_sun[sun].games > 0;
	}
	rows[COMPASS_POINTS].label = "all";
	rows[COMPASS_POINTS].cell = tallies[0].all;
	rows[COMPASS_POINTS].found = found[0];
	return COMPASS_POINTS + 1;
}

/* from=DIR: the studies not found, or not whole. */
static void
lab_notes(const struct lab_question *question,
    const struct lab_options *options, const bool *found, const long *missing)
{
	for (int study = 0; study < lab_studies(question); study++)
		if (!found[study])
			message_print(stdout, "%s: no results in %s\n",
			    lab_study_label(question, study), options->from);
		else if (missing[study] > 0)
			printf("%s: incomplete, %ld games missing\n",
			    lab_study_label(question, study), missing[study]);
}

/* The rows the CSV is written of (lab_csv_write). */
struct lab_answer_rows {
	const struct lab_result	*rows;
	int			count;
};

static void
lab_answer_csv(FILE *out, const void *table)
{
	const struct lab_answer_rows *rows = table;

	lab_table_csv(out, rows->rows, rows->count);
}

/* plot=FILE: the plot, drawn by gnuplot (lab_plot.h): 0, or 1 said. */
static int
lab_draw(const char *who, const struct lab_question *question,
    const char *file, const struct lab_result *rows, int count)
{
	struct lab_plot *plot = malloc(sizeof *plot);
	int status;

	if (plot == NULL) {
		fprintf(stderr, "%s: out of memory\n", who);
		return 1;
	}
	lab_table_plot(question, rows, count, plot);
	status = lab_plot_draw(who, plot, file);
	free(plot);
	return status;
}

/*
 * The answer: the table, the chart, the CSV and the plot asked for, and the
 * commands that reproduce it.  0, or 1 when the CSV or the plot failed
 * (said).
 */
static int
lab_answer(const struct lab_question *question,
    const struct lab_options *options, const struct study_tally *tallies,
    const bool *found, const long *missing)
{
	struct lab_result rows[LAB_RESULTS_MAX];
	char settings[LAB_ROWS_MAX][STUDY_SETTINGS_MAX];
	char who[LAB_KEY_MAX + sizeof "gnomon lab "];
	int count = lab_rows(question, tallies, found, rows), status = 0;
	const struct lab_answer_rows table = { rows, count };

	for (int study = 0; study < lab_studies(question); study++)
		if (lab_study_settings(question, study, options,
		    settings[study], sizeof settings[study]) < 0)
			settings[study][0] = '\0';
	for (int row = 0; row < count; row++)
		rows[row].settings = settings[question->rows_by == LAB_BY_SUN ?
		    0 : row];
	printf("gnomon lab %s: %s\n\n", question->name, question->asks);
	lab_table_print(stdout, question->measure, rows, count);
	lab_notes(question, options, found, missing);
	printf("\n");
	lab_chart_print(stdout, question->measure, rows, count);
	snprintf(who, sizeof who, "gnomon lab %s", question->name);
	if (options->csv != NULL && (status = lab_csv_write(who, options->csv,
	    lab_answer_csv, &table)) == 0)
		message_print(stdout, "CSV: %s\n", options->csv);
	if (options->plot != NULL) {
		printf("\n");
		status |= lab_draw(who, question, options->plot, rows,
		    count);
	}
	printf("\nthe command of each study (jobs=N for more threads; "
	    "gnomon lab %s print=1\nfor its shards):\n", question->name);
	for (int study = 0; study < lab_studies(question); study++)
		if (settings[study][0] != '\0')
			printf("%-*s gnomon selfplay %s\n", LAB_LABEL_WIDTH,
			    lab_study_label(question, study), settings[study]);
	return status;
}

/* Plays or reads every study of the question, then answers it. */
static int
lab_run(const struct lab_question *question, const struct lab_options *options)
{
	struct study_tally tallies[LAB_ROWS_MAX];
	bool found[LAB_ROWS_MAX] = { false }, any = false;
	long missing[LAB_ROWS_MAX] = { 0 };
	struct lab_results *results = NULL;
	char settings[STUDY_SETTINGS_MAX], name[LAB_NAME_MAX];
	char error[LAB_RESULTS_ERROR_MAX];
	char who[LAB_KEY_MAX + sizeof "gnomon lab "];
	struct lab_progress progress;
	/* A question by sun plays its games at each of the eight suns. */
	long games = question->rows_by == LAB_BY_SUN ?
	    options->games * COMPASS_POINTS : options->games;
	struct lab_play play = { who, options->jobs, options->results,
		&progress.watch };
	int status = 0;

	memset(tallies, 0, sizeof tallies);
	snprintf(who, sizeof who, "gnomon lab %s", question->name);
	lab_progress_start(&progress, who, games * lab_studies(question),
	    stderr);
	if (options->from != NULL &&
	    (results = lab_results_scan(options->from, error)) == NULL) {
		message_print(stderr, "gnomon lab %s: from=%s\n",
		    question->name, error);
		return 1;
	}
	if (options->results != NULL &&
	    match_record_directory("lab", options->results) < 0)
		return 1;
	for (int study = 0; study < lab_studies(question) && status == 0;
	     study++) {
		if (lab_settings_of(question, study, options, settings, name) <
		    0)
			status = EXIT_USAGE;
		else if (results != NULL) {
			int files = lab_read(question, results, settings,
			    &tallies[study], &missing[study]);

			status = files < 0 ? 1 : 0;
			found[study] = files > 0;
			any |= files > 0;
		} else {
			status = lab_play(question, study, &play, settings,
			    name, &tallies[study]);
			if (status == 0)
				lab_progress_study_done(&progress, games);
			found[study] = any = status == 0;
		}
	}
	lab_results_free(results);
	if (status != 0)
		return status;
	if (!any) {
		message_print(stderr,
		    "gnomon lab %s: no results of its studies in "
		    "%s (gnomon lab %s print=1: their commands)\n",
		    question->name, options->from, question->name);
		return 1;
	}
	return lab_answer(question, options, tallies, found, missing);
}

/* The options of `gnomon lab`, read by command_options: --dry-run is
 * print=1, as make -n and rsync say it. */
enum { LAB_DRY_RUN, LAB_HELP };
static const struct command_option lab_command_options[] = {
	{ "dry-run", false, '\0', LAB_DRY_RUN },
	{ "help", false, 'h', LAB_HELP },
};

int
command_lab(int argc, char **argv)
{
	const struct lab_question *question;
	struct lab_options options;
	struct command_options_given given;
	bool listed = argc == 0;

	/* Not a question: the puzzle miner (mine_command.c), its own
	 * settings and its own --help. */
	if (argc > 0 && strcmp(argv[0], "puzzles") == 0)
		return command_mine(argc - 1, argv + 1);
	/* The second day's exact tables (tables_command.c), built. */
	if (argc > 0 && strcmp(argv[0], "tables") == 0)
		return command_lab_tables(argc - 1, argv + 1);
	if (argc > 0 && strcmp(argv[0], "value") == 0)
		return command_lab_value(argc - 1, argv + 1);
	argc = command_options_read("gnomon lab", lab_command_options,
	    sizeof lab_command_options / sizeof lab_command_options[0], argc,
	    argv, &given);
	if (argc < 0)
		return EXIT_USAGE;
	if (listed) {
		lab_list(stdout);
		return 0;
	}
	/* Not a question: any variants at any strengths (compare_command.c),
	 * its own settings and its own --help. */
	if (argc > 0 && strcmp(argv[0], "compare") == 0)
		return command_lab_compare(argc - 1, argv + 1,
		    given.given[LAB_DRY_RUN], given.given[LAB_HELP]);
	/* Not a question: the value with best play, proved
	 * (solve_command.c). */
	if (argc > 0 && strcmp(argv[0], "solve") == 0)
		return command_lab_solve(argc - 1, argv + 1,
		    given.given[LAB_HELP]);
	/* Wherever it stands, whatever stands beside it, as main answers
	 * every subcommand's. */
	if (given.given[LAB_HELP]) {
		lab_help();
		return 0;
	}
	if (argc == 0 || (question = lab_find(argv[0])) == NULL) {
		char names[LAB_COMMAND_MAX] = "";

		for (size_t i = 0; i < lab_question_count; i++)
			snprintf(names + strlen(names),
			    sizeof names - strlen(names), "%s%s",
			    i == 0                         ? "" :
				i + 1 < lab_question_count ? ", " :
							     " or ",
			    lab_questions[i].name);
		message_print(stderr, "gnomon lab: no question '%.32s': ask %s "
		    "('gnomon lab' says what each asks)\n",
		    argc == 0 ? "" : argv[0], names);
		return EXIT_USAGE;
	}
	lab_options_default(&options);
	if (given.given[LAB_DRY_RUN])
		options.print = true;
	if (lab_parse(question, argc - 1, argv + 1, &options) < 0)
		return EXIT_USAGE;
	if (options.print)
		return lab_print(question, &options);
	return lab_run(question, &options);
}
