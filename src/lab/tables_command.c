/*
 * tables_command.c owns `gnomon lab tables`: the second day's exact tables
 * (day_two.h) built for one start sun (sun=N) or each in turn (sun=all),
 * layer by layer from the day's last ply down, each layer written to DIR
 * when done (day_two_file.h) and checkpointed while it is built, every
 * checkpoint=SECONDS, so that a killed build resumes where its last
 * checkpoint left it.  Progress goes to stderr, what was built to stdout.
 * One process builds one key: GNU parallel over the suns, or a Slurm array
 * (tools/tables-slurm.sh), shares the work out.
 */
#include "cli/commands.h"
#include "lab/commands.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/day_two.h"
#include "cli/command_options.h"
#include "cli/message.h"
#include "core/options.h"
#include "lab/lab_progress.h"
#include "store/day_two_file.h"

#define WHO "gnomon lab tables"

enum {
	/* entries built between two looks at the clock: a multiple of
	 * DAY_TWO_PER_BYTE, a few hundredths of a second */
	TABLES_CHUNK = 1 << 15,
	TABLES_CHECKPOINT_DEFAULT = 30,
	TABLES_CHECKPOINT_MAX = 3600,
	TABLES_SUN_ALL = -1
};

struct tables_options {
	const char	*dir;
	int		stones;
	int		checkpoint;	/* seconds */
	struct rules	rules;
	int		sun;		/* a start sun, or TABLES_SUN_ALL */
};

static const struct options_entry tables_entries[] = {
	{ "dir", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct tables_options, dir), 0, 0, NULL, NULL, "DIR",
	    NULL, "the directory of the tables' files (required)" },
	{ "stones", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct tables_options, stones), DAY_TWO_STONES_MIN,
	    DAY_TWO_STONES_MAX, NULL, NULL, "K", "4",
	    "positions of at most K stones a side" },
	{ "checkpoint", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct tables_options, checkpoint), 0,
	    TABLES_CHECKPOINT_MAX, NULL, NULL, "SECONDS", "30",
	    "the most work a kill loses: a layer's checkpoint this often" },
};
const struct options_table tables_settings = OPTIONS_TABLE(tables_entries);

/* A build under way: where it is, and what it has cost. */
struct tables_build {
	const struct tables_options *options;
	struct day_two_key key;
	struct day_two	*table;
	struct day_two_buffer buffers[2]; /* this ply's and the next's */
	uint64_t	entries;	/* a layer's */
	uint64_t	built, resumed;	/* entries, all layers */
	double		started, said, saved;
	struct day_two_cost cost;
};

static double
clock_seconds(clockid_t clock)
{
	struct timespec now;

	clock_gettime(clock, &now);
	return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static void
tables_help(void)
{
	printf("usage: gnomon lab tables dir=DIR [key=value ...]\n"
	    "  the second day's exact tables, built or resumed in DIR\n"
	    "\nsettings (after ';', the default):\n");
	command_options_usage(stdout, &tables_settings, false);
	printf("\nvariant settings (sun=all: each start sun in turn):\n");
	command_options_usage(stdout, &options_variant, false);
}

static int
tables_parse(int argc, char **argv, struct tables_options *options)
{
	const struct options_binding bindings[] = {
		{ &tables_settings, options },
		{ &options_variant, &options->rules },
	};
	char error[OPTIONS_ERROR_MAX];
	const char *why;

	memset(options, 0, sizeof *options);
	options_defaults(&tables_settings, options);
	rules_default(&options->rules);
	options->sun = 0;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "sun=all") == 0) {
			options->sun = TABLES_SUN_ALL;
			continue;
		}
		if (options_read(bindings, 2, argv[i], error) < 0) {
			message_print(stderr, WHO ": %s\n", error);
			return -1;
		}
	}
	if (options->sun != TABLES_SUN_ALL)
		options->sun = options->rules.start_sun;
	if (options->dir == NULL) {
		message_print(stderr, WHO ": dir=DIR is needed: where the "
		    "tables are written\n");
		return -1;
	}
	if ((why = rules_check(&options->rules)) != NULL) {
		message_print(stderr, WHO ": %s\n", why);
		return -1;
	}
	if (!day_two_fits(&options->rules)) {
		message_print(stderr, WHO ": no table is made for hold=1 or "
		    "mixed=1 (a position there is more than its cells and "
		    "ply), nor on the 9x9 board\n");
		return -1;
	}
	return 0;
}

static void
tables_say(struct tables_build *build, int ply, double now)
{
	uint64_t total = build->entries * (uint64_t)build->key.plies;
	uint64_t done = build->built + build->resumed;
	char wait[LAB_PROGRESS_TEXT_MAX] = "";
	double seconds = now - build->started;

	if (build->built > 0 && done < total)
		lab_progress_wait_text((long)(seconds /
		    (double)build->built * (double)(total - done)), wait,
		    sizeof wait);
	message_print(stderr, WHO ": sun=%d ply %d: %llu of %llu entries "
	    "built, %llu left%s\n", build->key.rules.start_sun, ply,
	    (unsigned long long)done, (unsigned long long)total,
	    (unsigned long long)(total - done), wait);
	fflush(stderr);
	build->said = now;
}

/* Builds layer `ply` into `buffer`, from its checkpoint if it has one. */
static int
tables_layer(struct tables_build *build, int ply,
    struct day_two_buffer *buffer)
{
	const char *dir = build->options->dir;
	char message[DAY_TWO_FILE_MESSAGE_MAX];
	uint64_t done = 0;
	int found;

	memset(buffer->layer, 0, day_two_layer_bytes(build->key.stones));
	found = day_two_file_read(dir, &build->key, ply, true, buffer, &done,
	    message);
	if (found < 0) {
		message_print(stderr, WHO ": %s\n", message);
		return -1;
	}
	if (found == 0)
		done = 0;
	build->resumed += done;
	build->saved = clock_seconds(CLOCK_MONOTONIC);
	while (done < build->entries) {
		uint64_t to = done + TABLES_CHUNK < build->entries ?
		    done + TABLES_CHUNK : build->entries;
		double now;

		day_two_build(build->table, ply, buffer->layer, done, to,
		    &build->cost);
		build->built += to - done;
		done = to;
		now = clock_seconds(CLOCK_MONOTONIC);
		if (done < build->entries &&
		    now - build->saved >= build->options->checkpoint) {
			if (day_two_file_write(dir, &build->key, ply, buffer,
			    done, message) < 0) {
				message_print(stderr, WHO ": %s\n", message);
				return -1;
			}
			build->saved = now;
		}
		if (now - build->said >= LAB_PROGRESS_SECONDS)
			tables_say(build, ply, now);
	}
	if (day_two_file_write(dir, &build->key, ply, buffer, done,
	    message) < 0) {
		message_print(stderr, WHO ": %s\n", message);
		return -1;
	}
	/* The checkpoint is spent: the layer is whole. */
	if (day_two_file_path(dir, &build->key, ply, true, message,
	    sizeof message) == 0)
		remove(message);
	return 0;
}

/* What the day's first ply says: its share of won, drawn, lost entries. */
static void
tables_report(const struct tables_build *build, const uint8_t *first,
    double wall, double cpu)
{
	uint64_t count[4] = { 0, 0, 0, 0 };
	double entries = (double)build->entries;

	for (uint64_t entry = 0; entry < build->entries; entry++)
		count[day_two_bits(first, entry)]++;
	printf("sun=%s stones=%d: %d layers, %llu entries, %llu bytes in %s; "
	    "%llu built now in %.0f s (CPU %.0f s)\n"
	    "  at the day's first ply, for the side to move: %.2f%% won, "
	    "%.2f%% drawn, %.1f%% lost\n",
	    compass_name(build->key.rules.start_sun), build->key.stones,
	    build->key.plies,
	    (unsigned long long)build->entries *
	    (unsigned long long)build->key.plies,
	    (unsigned long long)day_two_layer_bytes(build->key.stones) *
	    (unsigned long long)build->key.plies, build->options->dir,
	    (unsigned long long)build->built, wall, cpu,
	    100.0 * (double)count[DAY_TWO_BITS_WIN] / entries,
	    100.0 * (double)count[DAY_TWO_BITS_DRAW] / entries,
	    100.0 * (double)count[DAY_TWO_BITS_LOSS] / entries);
	fflush(stdout);
}

/* Builds (or resumes, or checks) the table of `rules`. */
static int
tables_build_key(const struct tables_options *options,
    const struct rules *rules)
{
	struct tables_build build;
	double cpu = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
	int status = 0, ply;

	memset(&build, 0, sizeof build);
	build.options = options;
	day_two_key_make(&build.key, rules, options->stones);
	build.entries = day_two_layer_entries(options->stones);
	build.started = build.said = clock_seconds(CLOCK_MONOTONIC);
	build.table = day_two_new(&build.key);
	/* What a kill in the middle of a write left. */
	day_two_file_clean(options->dir, &build.key);
	if (build.table == NULL ||
	    day_two_buffer_new(&build.buffers[0], options->stones) < 0 ||
	    day_two_buffer_new(&build.buffers[1], options->stones) < 0) {
		message_print(stderr, WHO ": not enough memory for two "
		    "layers of %zu bytes\n",
		    day_two_layer_bytes(options->stones));
		status = 1;
	}
	for (ply = build.key.plies - 1; status == 0 && ply >= 0; ply--) {
		struct day_two_buffer *buffer = &build.buffers[ply % 2];
		char message[DAY_TWO_FILE_MESSAGE_MAX];
		uint64_t done;
		int found;

		/* The buffer of ply + 2, which no layer reads any more. */
		if (ply + 2 < build.key.plies)
			day_two_attach(build.table, ply + 2, NULL);
		found = day_two_file_read(options->dir, &build.key, ply, false,
		    buffer, &done, message);
		if (found < 0) {
			message_print(stderr, WHO ": %s\n", message);
			status = 1;
		} else if (found > 0) {
			build.resumed += build.entries;
			/* A kill between the layer and the checkpoint's
			 * removal left it. */
			if (day_two_file_path(options->dir, &build.key, ply,
			    true, message, sizeof message) == 0)
				remove(message);
		}
		else if (tables_layer(&build, ply, buffer) < 0)
			status = 1;
		if (status == 0)
			day_two_attach(build.table, ply, buffer->layer);
	}
	if (status == 0) {
		tables_say(&build, 0, clock_seconds(CLOCK_MONOTONIC));
		tables_report(&build, build.buffers[0].layer,
		    clock_seconds(CLOCK_MONOTONIC) - build.started,
		    clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu);
	}
	day_two_buffer_free(&build.buffers[0]);
	day_two_buffer_free(&build.buffers[1]);
	day_two_free(build.table);
	return status;
}

int
command_lab_tables(int argc, char **argv)
{
	struct tables_options options;
	char message[DAY_TWO_FILE_MESSAGE_MAX];

	memset(&options, 0, sizeof options);
	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0 ||
		    strcmp(argv[i], "-h") == 0) {
			tables_help();
			return 0;
		}
	if ((argc = command_options_words(WHO, argc, argv)) < 0 ||
	    tables_parse(argc, argv, &options) < 0)
		return EXIT_USAGE;
	if (save_make_directory(options.dir, message) < 0) {
		message_print(stderr, WHO ": %s\n", message);
		return 1;
	}
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		struct rules rules = options.rules;

		if (options.sun != TABLES_SUN_ALL && sun != options.sun)
			continue;
		rules.start_sun = sun;
		if (tables_build_key(&options, &rules) != 0)
			return 1;
	}
	return 0;
}
