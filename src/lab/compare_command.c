/*
 * compare_command.c owns `gnomon lab compare`: lists of variant settings'
 * values and of strengths (stones=4,5 day=6,8 p=n20000,n300000), every
 * combination a study, played (lab_play.h) or read from results files
 * played before (from=DIR), answered in one table (lab_compare.h), with
 * the flags of the answers that still move with strength, as CSV
 * (csv=FILE) and as gnuplot's plot when gnuplot is on the PATH.  Bad
 * input is a usage error before a game is played.
 */
#include "cli/commands.h"
#include "lab/commands.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/message.h"
#include "core/options.h"
#include "lab/lab.h"
#include "lab/lab_compare.h"
#include "lab/lab_csv.h"
#include "lab/lab_play.h"
#include "lab/lab_plot.h"
#include "lab/lab_progress.h"
#include "lab/lab_results.h"
#include "lab/match.h"
#include "lab/match_record.h"

#define WHO "gnomon lab compare"

enum {
	COMPARE_TT_MAX = 4096,		/* selfplay's tt= */
	COMPARE_JOBS_MAX = 64,		/* selfplay's jobs= */
	COMPARE_WORDS_MAX = 512,	/* a study's own words */
	/* "stones=4 day=6 at n20000", and its NUL */
	COMPARE_STUDY_LABEL_MAX = COMPARE_LABEL_MAX + LAB_PLAYER_MAX +
	    sizeof " at "
};

/* The strengths of p=P,P,...: weakest first. */
struct compare_strengths {
	int	count;
	char	names[COMPARE_STRENGTHS_MAX][LAB_PLAYER_MAX];
};

struct compare_options {
	long		games, seed, opening, tt, jobs;
	bool		print;
	const char	*from, *results, *csv, *plot;
	struct compare_strengths strengths;
};

/* p=P,P,...: each a player as selfplay reads one, at most
 * COMPARE_STRENGTHS_MAX, none twice. */
static int
compare_read_strengths(const char *key, const char *text, void *field,
    char *error)
{
	struct compare_strengths *strengths = field;
	const char *at = text;

	strengths->count = 0;
	for (;;) {
		size_t length = strcspn(at, ",");
		char one[LAB_PLAYER_MAX];
		struct match_player player = { .kind = MATCH_RANDOM };

		if (length == 0 || length >= sizeof one) {
			snprintf(error, OPTIONS_ERROR_MAX, "%s=%.40s: %s", key,
			    text, length == 0 ? "an empty strength" :
			    "a strength too long");
			return -1;
		}
		snprintf(one, sizeof one, "%.*s", (int)length, at);
		if (match_read_player(key, one, &player, error) < 0)
			return -1;
		for (int i = 0; i < strengths->count; i++)
			if (strcmp(strengths->names[i], one) == 0) {
				snprintf(error, OPTIONS_ERROR_MAX,
				    "%s=%.40s: %s twice", key, text, one);
				return -1;
			}
		if (strengths->count == COMPARE_STRENGTHS_MAX) {
			snprintf(error, OPTIONS_ERROR_MAX,
			    "%s=%.40s: at most %d strengths", key, text,
			    COMPARE_STRENGTHS_MAX);
			return -1;
		}
		memcpy(strengths->names[strengths->count++], one, length + 1);
		if (at[length] == '\0')
			return 0;
		at += length + 1;
	}
}

static const struct options_entry compare_entries[] = {
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct compare_options, games), 1,
	    STUDY_GAMES_MAX / COMPASS_POINTS, NULL, NULL, "N", "400",
	    "games a study (+-5 points at 400)" },
	{ "p", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct compare_options, strengths), 0, 0, NULL,
	    compare_read_strengths, "P,P,...", "n20000,n100000,n300000",
	    "the strengths, weakest first, as selfplay's p1" },
	{ "opening", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct compare_options, opening), 0, MAX_PLIES, NULL,
	    NULL, "N", "2", "random plies at the start of each game" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct compare_options, seed), 0, MATCH_SEED_MAX, NULL,
	    NULL, "S", "1", "the seed" },
	{ "tt", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct compare_options, tt), 0, COMPARE_TT_MAX, NULL, NULL,
	    "MB", NULL, "each player's table, as selfplay's" },
	{ "jobs", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct compare_options, jobs), 1, COMPARE_JOBS_MAX, NULL,
	    NULL, "N", "2", "threads playing games at once" },
	{ "print", OPTIONS_NUMBER, OPTIONS_BOOL,
	    offsetof(struct compare_options, print), 0, 1, NULL, NULL, "0|1",
	    "0", "1 = print the studies' commands, play nothing" },
	{ "from", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct compare_options, from), 0, 0, NULL, NULL, "DIR",
	    NULL, "the table from the results files in DIR, played before" },
	{ "results", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct compare_options, results), 0, 0, NULL, NULL, "DIR",
	    NULL, "also keep each study's results file in DIR" },
	{ "csv", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct compare_options, csv), 0, 0, NULL, NULL, "FILE",
	    NULL, "also write the table to FILE as CSV" },
	{ "plot", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct compare_options, plot), 0, 0, NULL, NULL, "FILE",
	    NULL, "also draw the plot into FILE, SVG or .png (gnuplot)" },
};
static const struct options_table compare_settings =
    OPTIONS_TABLE(compare_entries);

/* The lists of the variant settings as given: "stones" and "4", "5". */
struct compare_lists {
	int		count;
	char		keys[COMPARE_KEYS_MAX][LAB_KEY_MAX];
	int		sizes[COMPARE_KEYS_MAX];
	char		values[COMPARE_KEYS_MAX][COMPARE_STUDIES_MAX]
			    [COMPARE_VALUE_MAX];
};

static void
compare_help(void)
{
	printf("usage: gnomon lab compare [KEY=V,V,... ...] [p=P,P,...] "
	    "[key=value ...]\n"
	    "  every combination of the variant settings' values at every "
	    "strength a\n  study: one table of Amber's score, with the "
	    "answers that still move\n\nsettings (after ';', the "
	    "default):\n");
	command_options_usage(stdout, &compare_settings, false);
	printf("\nvariant settings, each a value or a list of values "
	    "(stones=4,5):\n");
	command_options_usage(stdout, &options_variant, false);
}

/* Reads one variant setting's list of values: 0, or -1 said. */
static int
compare_read_list(struct compare_lists *lists, const char *word,
    size_t key_length)
{
	char key[LAB_KEY_MAX], error[OPTIONS_ERROR_MAX];
	const char *at = word + key_length + 1;
	struct rules scratch;
	const struct options_binding binding = { &options_variant, &scratch };
	int k;

	snprintf(key, sizeof key, "%.*s", (int)key_length, word);
	for (k = 0; k < lists->count; k++)
		if (strcmp(lists->keys[k], key) == 0) {
			message_print(stderr, "%s: %s= given twice: one list "
			    "of its values, such as %s=4,5\n", WHO, key, key);
			return -1;
		}
	if (k == COMPARE_KEYS_MAX) {
		fprintf(stderr, "%s: at most %d variant settings\n", WHO,
		    COMPARE_KEYS_MAX);
		return -1;
	}
	snprintf(lists->keys[k], sizeof lists->keys[k], "%s", key);
	lists->sizes[k] = 0;
	rules_default(&scratch);
	for (;;) {
		size_t length = strcspn(at, ",");
		char one[LAB_KEY_MAX + COMPARE_VALUE_MAX];
		int *size = &lists->sizes[k];

		if (length == 0 || length >= COMPARE_VALUE_MAX) {
			message_print(stderr, "%s: %.60s: %s\n", WHO, word,
			    length == 0 ? "an empty value in the list" :
			    "a value too long");
			return -1;
		}
		snprintf(one, sizeof one, "%s=%.*s", key, (int)length, at);
		if (options_read(&binding, 1, one, error) < 0) {
			message_print(stderr, "%s: %s\n", WHO, error);
			return -1;
		}
		for (int i = 0; i < *size; i++)
			if (strcmp(lists->values[k][i],
			    one + strlen(key) + 1) == 0) {
				message_print(stderr, "%s: %.60s: %s twice\n",
				    WHO, word, lists->values[k][i]);
				return -1;
			}
		if (*size == COMPARE_STUDIES_MAX) {
			fprintf(stderr, "%s: at most %d studies\n", WHO,
			    COMPARE_STUDIES_MAX);
			return -1;
		}
		snprintf(lists->values[k][(*size)++], COMPARE_VALUE_MAX, "%s",
		    one + strlen(key) + 1);
		if (at[length] == '\0')
			break;
		at += length + 1;
	}
	lists->count = k + 1;
	return 0;
}

/* Reads the words after `compare`: 0, or -1 said. */
static int
compare_parse(int argc, char **argv, struct compare_options *options,
    struct compare_lists *lists)
{
	char error[OPTIONS_ERROR_MAX], key[OPTIONS_KEY_MAX];
	const struct options_binding binding = { &compare_settings, options };

	for (int i = 0; i < argc; i++) {
		size_t length = strcspn(argv[i], "=");

		snprintf(key, sizeof key, "%.*s", (int)length, argv[i]);
		if (argv[i][length] == '=' &&
		    options_find(&options_variant, key) != NULL) {
			if (compare_read_list(lists, argv[i], length) < 0)
				return -1;
			continue;
		}
		if (argv[i][length] == '=' &&
		    (strcmp(key, "p1") == 0 || strcmp(key, "p2") == 0)) {
			message_print(stderr, "%s: the strengths are both "
			    "players': p=P,P,..., not %s=\n", WHO, key);
			return -1;
		}
		if (options_read(&binding, 1, argv[i], error) < 0) {
			message_print(stderr, "%s: %s\n", WHO, error);
			return -1;
		}
	}
	if (options->print && options->from != NULL) {
		fprintf(stderr, "%s: print=1 plays nothing and reads nothing: "
		    "leave from= out\n", WHO);
		return -1;
	}
	return 0;
}

/*
 * The variants, every combination of the lists' values (the first list's
 * value changing slowest), each checked as a whole (rules_check): 0, or -1
 * said.
 */
static int
compare_variants(const struct compare_lists *lists,
    const struct compare_options *options, struct lab_comparison *comparison)
{
	long count = 1;
	char product[LAB_NAME_MAX] = "";

	for (int k = 0; k < lists->count; k++) {
		count *= lists->sizes[k];
		snprintf(product + strlen(product),
		    sizeof product - strlen(product), "%s%d",
		    k > 0 ? " x " : "", lists->sizes[k]);
	}
	if (count * options->strengths.count > COMPARE_STUDIES_MAX) {
		message_print(stderr, "%s: %s variants at %d strengths: %ld "
		    "studies; at most %d a comparison\n", WHO, product,
		    options->strengths.count, count * options->strengths.count,
		    COMPARE_STUDIES_MAX);
		return -1;
	}
	comparison->key_count = lists->count;
	for (int k = 0; k < lists->count; k++)
		snprintf(comparison->keys[k], LAB_KEY_MAX, "%s",
		    lists->keys[k]);
	comparison->variant_count = (int)count;
	for (int v = 0; v < count; v++) {
		char *label = comparison->labels[v];
		struct rules rules;
		const struct options_binding binding = { &options_variant,
			&rules };
		char error[OPTIONS_ERROR_MAX];
		long rest = v;

		rules_default(&rules);
		label[0] = '\0';
		for (int k = lists->count - 1; k >= 0; k--) {
			snprintf(comparison->values[v][k], COMPARE_VALUE_MAX,
			    "%s", lists->values[k][rest % lists->sizes[k]]);
			rest /= lists->sizes[k];
		}
		for (int k = 0; k < lists->count; k++) {
			char word[LAB_KEY_MAX + COMPARE_VALUE_MAX];

			snprintf(word, sizeof word, "%s=%s", lists->keys[k],
			    comparison->values[v][k]);
			options_read(&binding, 1, word, error);
			snprintf(label + strlen(label),
			    COMPARE_LABEL_MAX - strlen(label), "%s%s",
			    k > 0 ? " " : "", word);
		}
		if (lists->count == 0)
			snprintf(label, COMPARE_LABEL_MAX, "designer's rules");
		if (rules_check(&rules) != NULL) {
			message_print(stderr, "%s: %s: %s\n", WHO, label,
			    rules_check(&rules));
			return -1;
		}
	}
	return 0;
}

/* Every study's settings line (lab_study_settings): 0, or -1 said. */
static int
compare_settings_lines(const struct compare_options *options,
    struct lab_comparison *comparison)
{
	struct lab_options base;
	struct lab_question question = { WHO, WHO, LAB_BY_SETTING, LAB_SCORE,
		1, { { NULL, NULL } }, "strength" };

	lab_options_default(&base);
	base.games = options->games;
	base.seed = options->seed;
	base.opening = options->opening;
	base.tt = options->tt;
	comparison->games = options->games;
	comparison->strength_count = options->strengths.count;
	for (int s = 0; s < options->strengths.count; s++)
		snprintf(comparison->strengths[s], LAB_PLAYER_MAX, "%s",
		    options->strengths.names[s]);
	for (int v = 0; v < comparison->variant_count; v++)
		for (int s = 0; s < comparison->strength_count; s++) {
			struct compare_study *study = &comparison->studies[
			    v * comparison->strength_count + s];
			char words[COMPARE_WORDS_MAX];
			size_t used = 0;

			for (int k = 0; k < comparison->key_count; k++)
				used += (size_t)snprintf(words + used,
				    sizeof words - used, "%s=%s ",
				    comparison->keys[k],
				    comparison->values[v][k]);
			snprintf(words + used, sizeof words - used,
			    "p1=%s p2=%s", comparison->strengths[s],
			    comparison->strengths[s]);
			question.rows[0].settings = words;
			if (lab_study_settings(&question, 0, &base,
			    study->settings, sizeof study->settings) < 0) {
				fprintf(stderr, "%s: too many settings for a "
				    "study\n", WHO);
				return -1;
			}
		}
	return 0;
}

/* A study's name in what is said of it: "stones=4 day=6 at n20000". */
static void
compare_study_label(const struct lab_comparison *comparison, int study,
    char *label, size_t size)
{
	snprintf(label, size, "%s at %s",
	    comparison->labels[study / comparison->strength_count],
	    comparison->strengths[study % comparison->strength_count]);
}

/* A study's results file's name (lab_study_name), or "study-N" for
 * settings too long for one: from=DIR finds it by its settings line. */
static void
compare_study_name(const char *settings, int study, char *name)
{
	if (lab_study_name(settings, name) < 0)
		snprintf(name, LAB_NAME_MAX, "study-%d", study + 1);
}

static int
compare_study_count(const struct lab_comparison *comparison)
{
	return comparison->variant_count * comparison->strength_count;
}

/* print=1: every study's command. */
static void
compare_print(const struct compare_options *options,
    const struct lab_comparison *comparison)
{
	const struct lab_play play = { WHO, options->jobs, options->results,
		NULL };

	printf("# gnomon lab compare: %d variants at %d strengths, %d "
	    "studies\n# One command a study; then gnomon lab compare (the "
	    "same lists) from=DIR\n# with DIR holding the results files.  "
	    "Split into shards, as the lines\n# under each say; all run the "
	    "gnomon on the PATH (the scripts: GNOMON=PATH\n# for another), "
	    "and DIR is on a file system every node of a cluster\n# "
	    "shares.\n",
	    comparison->variant_count, comparison->strength_count,
	    compare_study_count(comparison));
	for (int study = 0; study < compare_study_count(comparison); study++) {
		char label[COMPARE_STUDY_LABEL_MAX];
		char name[LAB_NAME_MAX];
		const char *settings = comparison->studies[study].settings;

		compare_study_label(comparison, study, label, sizeof label);
		compare_study_name(settings, study, name);
		lab_play_print(stdout, &play, label, settings, name);
	}
}

/* Plays every study, or reads it from from=DIR: 0, or a status said. */
static int
compare_studies(const struct compare_options *options,
    struct lab_comparison *comparison, long *missing)
{
	struct lab_results *results = NULL;
	struct lab_progress progress;
	const struct lab_play play = { WHO, options->jobs, options->results,
		&progress.watch };
	char error[LAB_RESULTS_ERROR_MAX];
	bool any = false;
	const int count = compare_study_count(comparison);

	if (options->from != NULL &&
	    (results = lab_results_scan(options->from, error)) == NULL) {
		message_print(stderr, "%s: from=%s\n", WHO, error);
		return 1;
	}
	if (options->results != NULL &&
	    match_record_directory("lab", options->results) < 0)
		return 1;
	lab_progress_start(&progress, WHO, options->games * count, stderr);
	for (int study = 0; study < count; study++) {
		struct compare_study *one = &comparison->studies[study];
		char label[COMPARE_STUDY_LABEL_MAX];
		char name[LAB_NAME_MAX];
		struct study_tally tally;
		int status;

		memset(&tally, 0, sizeof tally);
		compare_study_label(comparison, study, label, sizeof label);
		compare_study_name(one->settings, study, name);
		if (results != NULL) {
			int files = lab_results_tally(results, one->settings,
			    &tally, &missing[study], error);

			if (files < 0) {
				message_print(stderr, "%s: %s\n", WHO, error);
				lab_results_free(results);
				return 1;
			}
			one->cell = tally.all;
			one->found = files > 0;
			any |= one->found;
			continue;
		}
		message_print(stderr, "%s: %d of %d, %s: gnomon selfplay %s\n",
		    WHO, study + 1, count, label, one->settings);
		if ((status = lab_play_study(&play, one->settings, name,
		    &tally)) != 0)
			return status;
		one->cell = tally.all;
		one->found = any = true;
		lab_progress_study_done(&progress, options->games);
	}
	lab_results_free(results);
	if (!any) {
		message_print(stderr, "%s: no results of its studies in %s "
		    "(print=1: their commands)\n", WHO, options->from);
		return 1;
	}
	return 0;
}

/* The CSV's lines (lab_csv_write). */
static void
compare_csv_lines(FILE *out, const void *comparison)
{
	lab_compare_csv(out, comparison);
}

/* The plot, drawn by gnuplot (lab_plot.h): 0, or 1 said. */
static int
compare_plot(const struct compare_options *options,
    const struct lab_comparison *comparison)
{
	struct lab_plot *plot = malloc(sizeof *plot);
	int status;

	if (plot == NULL) {
		fprintf(stderr, "%s: out of memory\n", WHO);
		return 1;
	}
	lab_compare_plot(comparison, plot);
	status = lab_plot_draw(WHO, plot, options->plot);
	free(plot);
	return status;
}

/* Under the table: the studies not found or not whole (from=DIR). */
static void
compare_notes(const struct compare_options *options,
    const struct lab_comparison *comparison, const long *missing)
{
	for (int study = 0; study < compare_study_count(comparison); study++) {
		char label[COMPARE_STUDY_LABEL_MAX];

		compare_study_label(comparison, study, label, sizeof label);
		if (!comparison->studies[study].found)
			message_print(stdout, "%s: no results in %s\n", label,
			    options->from);
		else if (missing[study] > 0)
			printf("%s: incomplete, %ld games missing\n", label,
			    missing[study]);
	}
}

/* The answer: the table, the CSV, the plot, the commands. */
static int
compare_answer(const struct compare_options *options,
    const struct lab_comparison *comparison, const long *missing)
{
	int status = 0;

	printf("gnomon lab compare: Amber's score in %d variant%s at %d "
	    "strength%s\n\n", comparison->variant_count,
	    comparison->variant_count == 1 ? "" : "s",
	    comparison->strength_count,
	    comparison->strength_count == 1 ? "" : "s");
	lab_compare_print(stdout, comparison);
	compare_notes(options, comparison, missing);
	if (options->csv != NULL &&
	    (status = lab_csv_write(WHO, options->csv, compare_csv_lines,
	    comparison)) == 0)
		message_print(stdout, "CSV: %s\n", options->csv);
	printf("\n");
	status |= compare_plot(options, comparison);
	printf("\nthe command of each study (print=1 for its shards):\n");
	for (int study = 0; study < compare_study_count(comparison); study++) {
		char label[COMPARE_STUDY_LABEL_MAX];

		compare_study_label(comparison, study, label, sizeof label);
		printf("%s: gnomon selfplay %s\n", label,
		    comparison->studies[study].settings);
	}
	return status;
}

int
command_lab_compare(int argc, char **argv, bool dry_run, bool help)
{
	struct compare_options options;
	struct compare_lists *lists = calloc(1, sizeof *lists);
	struct lab_comparison *comparison = calloc(1, sizeof *comparison);
	long missing[COMPARE_STUDIES_MAX] = { 0 };
	int status = EXIT_USAGE;

	if (help) {
		free(lists);
		free(comparison);
		compare_help();
		return 0;
	}
	memset(&options, 0, sizeof options);
	options.tt = -1;
	options_defaults(&compare_settings, &options);
	options.print |= dry_run;
	if (lists == NULL || comparison == NULL) {
		fprintf(stderr, "%s: out of memory\n", WHO);
		status = 1;
	} else if (compare_parse(argc, argv, &options, lists) == 0 &&
	    compare_variants(lists, &options, comparison) == 0 &&
	    compare_settings_lines(&options, comparison) == 0) {
		if (options.print) {
			compare_print(&options, comparison);
			status = 0;
		} else if ((status = compare_studies(&options, comparison,
		    missing)) == 0)
			status = compare_answer(&options, comparison, missing);
	}
	free(lists);
	free(comparison);
	return status;
}
