/*
 * solve_command.c owns `gnomon lab solve`: the value of a variant from its
 * start, proved by the exact solver (proof.h), for one start sun or all.
 * Whole, it prints a row a sun: the value in words, a move that achieves
 * it, the nodes and the time.  Sharded (shard=I/N), it proves the value of
 * each of its share of the start's moves, a line each that names the
 * settings, the move and its value; from=DIR puts the shards' outputs in
 * DIR together into the same rows: a sun's value is the best of its
 * moves', proved once every move is there, or sooner by one winning move.
 */
#include "cli/commands.h"
#include "lab/commands.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/proof.h"
#include "cli/command_options.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"

#define WHO "gnomon lab solve"
#define SOLVED "solved "	/* a shard's line of one move's value */
#define SOLVE_NODES_MAX 1000000000000L	/* nodes=: 10^12 */

enum {
	SOLVE_TT_MIN = 1,
	SOLVE_TT_MAX = 65536,
	SOLVE_SHARDS_MAX = 100000,
	SOLVE_PROGRESS_SECONDS = 10,
	SOLVE_LINE_MAX = 512,
	SOLVE_PATH_MAX = 4096,
	SOLVE_OPEN = PROOF_STOPPED	/* a move not proved, or not found */
};

/* shard=I/N: the I-th of N shares, 1 <= I <= N. */
struct solve_shard {
	long	index, count;
};

struct solve_options {
	long		tt;
	long		nodes;
	const char	*from;
	struct solve_shard shard;
	bool		sharded;	/* shard= given */
	bool		all_suns;	/* sun=all */
	struct rules	rules;
};

static int
solve_read_shard(const char *key, const char *text, void *field, char *error)
{
	struct solve_shard *shard = field;
	char *end;
	long index, count;

	errno = 0;
	index = strtol(text, &end, 10);
	if (end != text && *end == '/') {
		const char *rest = end + 1;

		count = strtol(rest, &end, 10);
		if (errno == 0 && end != rest && *end == '\0' && count >= 1 &&
		    count <= SOLVE_SHARDS_MAX && index >= 1 && index <= count) {
			shard->index = index;
			shard->count = count;
			return 0;
		}
	}
	snprintf(error, OPTIONS_ERROR_MAX, "%s=%.40s: I/N, 1 <= I <= N <= %d",
	    key, text, SOLVE_SHARDS_MAX);
	return -1;
}

static const struct options_entry solve_entries[] = {
	{ "shard", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct solve_options, shard), 0, 0, NULL,
	    solve_read_shard, "I/N", NULL,
	    "prove the I-th of N shares of the start's moves" },
	{ "from", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct solve_options, from), 0, 0, NULL, NULL, "DIR",
	    NULL, "the value from the shards' outputs in DIR" },
	{ "tt", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct solve_options, tt), SOLVE_TT_MIN, SOLVE_TT_MAX,
	    NULL, NULL, "MB", "1024", "the solver's table" },
	{ "nodes", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct solve_options, nodes), 0, SOLVE_NODES_MAX, NULL,
	    NULL, "N", "0",
	    "give up a sun or a move after about N nodes (0: never)" },
};
static const struct options_table solve_settings =
    OPTIONS_TABLE(solve_entries);

static void
solve_help(void)
{
	printf("usage: gnomon lab solve [key=value ...]\n"
	    "  the value of a variant from its start, proved: who wins with "
	    "best play\n  (sun=all: every start sun)\n\n"
	    "settings (after ';', the default):\n");
	command_options_usage(stdout, &solve_settings, false);
	printf("\nvariant settings:\n");
	command_options_usage(stdout, &options_variant, false);
}

/* Reads the words after `solve`: 0, or -1 said. */
static int
solve_parse(int argc, char **argv, struct solve_options *options)
{
	char error[OPTIONS_ERROR_MAX];
	const struct options_binding bindings[] = {
		{ &solve_settings, options }, { &options_variant,
		    &options->rules }
	};

	for (int i = 0; i < argc; i++) {
		if (options_same_word(argv[i], "sun=all")) {
			options->all_suns = true;
			continue;
		}
		if (strncmp(argv[i], "sun=", 4) == 0)
			options->all_suns = false;
		if (strncmp(argv[i], "shard=", 6) == 0)
			options->sharded = true;
		if (options_read(bindings, sizeof bindings / sizeof bindings[0],
		    argv[i], error) < 0) {
			message_print(stderr, "%s: %s\n", WHO, error);
			return -1;
		}
	}
	if (rules_check(&options->rules) != NULL) {
		message_print(stderr, "%s: %s\n", WHO,
		    rules_check(&options->rules));
		return -1;
	}
	if (options->sharded && options->from != NULL) {
		fprintf(stderr, "%s: from= puts shards together and proves "
		    "nothing: leave shard= out\n", WHO);
		return -1;
	}
	return 0;
}

/* The suns asked, in order: how many. */
static int
solve_suns(const struct solve_options *options, int *suns)
{
	if (!options->all_suns) {
		suns[0] = options->rules.start_sun;
		return 1;
	}
	for (int sun = 0; sun < COMPASS_POINTS; sun++)
		suns[sun] = sun;
	return COMPASS_POINTS;
}

/* The variant's settings at `sun`, as a shard's lines name them. */
static void
solve_settings_text(const struct solve_options *options, int sun, char *text,
    size_t size)
{
	struct rules rules = options->rules;

	rules.start_sun = sun;
	options_write(&options_variant, &rules, text, size);
}

/* The start at `sun`: its board, its moves, and the settings a shard's
 * lines name it by (OPTIONS_TEXT_MAX bytes). */
static void
solve_start(const struct solve_options *options, int sun, struct board *board,
    struct move_list *list, char *settings)
{
	struct rules rules = options->rules;

	rules.start_sun = sun;
	board_start(board, &rules);
	board_legal_moves(board, list);
	solve_settings_text(options, sun, settings, OPTIONS_TEXT_MAX);
}

static double
solve_seconds(clockid_t clock)
{
	struct timespec now;

	clock_gettime(clock, &now);
	return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* What progress says, and the limit it keeps. */
struct solve_watch {
	atomic_bool	stop;
	long		limit;		/* nodes= */
	uint64_t	base;		/* the solver's nodes at the start */
	double		started, said;
	char		what[SOLVE_LINE_MAX];	/* "sun N" or "move 3 of 9" */
};

static void
solve_progress(const struct proof_cost *cost, void *context)
{
	struct solve_watch *watch = context;
	double now = solve_seconds(CLOCK_MONOTONIC);
	uint64_t nodes = cost->nodes - watch->base;

	if (watch->limit > 0 && nodes >= (uint64_t)watch->limit)
		atomic_store(&watch->stop, true);
	if (now - watch->said < SOLVE_PROGRESS_SECONDS)
		return;
	watch->said = now;
	fprintf(stderr, "%s: %s: %.1f M nodes, %.0f s\n", WHO, watch->what,
	    (double)nodes / 1e6, now - watch->started);
}

/* Starts watching a proof of `what`. */
static void
solve_watch_start(struct solve_watch *watch, const struct proof *proof,
    const char *what)
{
	struct proof_cost cost;

	proof_cost(proof, &cost);
	atomic_store(&watch->stop, false);
	watch->base = cost.nodes;
	snprintf(watch->what, sizeof watch->what, "%s", what);
}

/* One sun's row. */
struct solve_row {
	int		value;		/* or SOLVE_OPEN */
	int		bound;		/* SOLVE_OPEN: the best proved so far */
	uint16_t	move;		/* achieves the value; MOVE_NONE */
	uint64_t	nodes;
	double		wall, cpu;	/* wall < 0: not measured here */
	int		missing;	/* from=: moves not found */
};

static void
solve_print_header(const struct solve_options *options)
{
	char settings[OPTIONS_TEXT_MAX];
	char *sun;

	solve_settings_text(options, 0, settings, sizeof settings);
	/* The sun is each row's. */
	if ((sun = strstr(settings, " sun=0")) != NULL)
		memmove(sun, sun + strlen(" sun=0"),
		    strlen(sun + strlen(" sun=0")) + 1);
	printf("%s: the value from the start with best play, proved\n"
	    "rules: %s\n\n%-4s %-27s %-6s %14s %10s %10s\n", WHO, settings,
	    "sun", "value", "by", "nodes", "wall s", "CPU s");
}

static void
solve_print_row(int sun, const struct solve_row *row)
{
	char move[NOTATION_MOVE_MAX] = "-", wall[32] = "-";
	char value[64];

	if (row->move != MOVE_NONE)
		notation_move(row->move, move);
	if (row->wall >= 0)
		snprintf(wall, sizeof wall, "%.2f", row->wall);
	if (row->value != SOLVE_OPEN)
		snprintf(value, sizeof value, "%s",
		    proof_words(row->value, COLOUR_AMBER));
	else if (row->bound == PROOF_DRAW)
		snprintf(value, sizeof value, "open: Amber draws at least");
	else
		snprintf(value, sizeof value, "open");
	printf("%-4s %-27s %-6s %14" PRIu64 " %10s %10.2f\n", compass_name(sun),
	    value, move, row->nodes, wall, row->cpu);
}

static const char *
solve_value_word(int value)
{
	return value == PROOF_WIN ? "win" : value == PROOF_LOSS ? "loss" :
	    value == PROOF_DRAW ? "draw" : "open";
}

static int
solve_no_memory(const struct solve_options *options)
{
	fprintf(stderr, "%s: no memory for a table of %ld MB (tt=)\n", WHO,
	    options->tt);
	return 1;
}

/* Whole: each sun's value proved here. */
static int
solve_whole(const struct solve_options *options, struct proof *proof,
    struct solve_watch *watch)
{
	int suns[COMPASS_POINTS], count = solve_suns(options, suns);
	int status = 0;

	solve_print_header(options);
	for (int s = 0; s < count; s++) {
		struct rules rules = options->rules;
		struct board board;
		struct solve_row row = { 0 };
		double wall = solve_seconds(CLOCK_MONOTONIC);
		double cpu = solve_seconds(CLOCK_PROCESS_CPUTIME_ID);
		struct proof_cost cost;
		char what[SOLVE_LINE_MAX];

		rules.start_sun = suns[s];
		board_start(&board, &rules);
		if (proof_clear(proof) < 0)
			return solve_no_memory(options);
		snprintf(what, sizeof what, "sun %s", compass_name(suns[s]));
		solve_watch_start(watch, proof, what);
		row.value = proof_solve(proof, &board, &watch->stop, &row.move);
		row.bound = SOLVE_OPEN;
		proof_cost(proof, &cost);
		row.nodes = cost.nodes;
		row.wall = solve_seconds(CLOCK_MONOTONIC) - wall;
		row.cpu = solve_seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;
		if (row.value == PROOF_LOSS || row.value == SOLVE_OPEN)
			row.move = MOVE_NONE;
		solve_print_row(suns[s], &row);
		fflush(stdout);
		status |= row.value == SOLVE_OPEN;
	}
	if (status != 0)
		printf("\nopen: not proved within nodes=%ld\n", options->nodes);
	return status;
}

/* Sharded: each move of this shard's share, proved, a line each. */
static int
solve_shard(const struct solve_options *options, struct proof *proof,
    struct solve_watch *watch)
{
	int suns[COMPASS_POINTS], count = solve_suns(options, suns);
	long item = 0, mine = 0, done = 0;
	double wall = solve_seconds(CLOCK_MONOTONIC);
	double cpu = solve_seconds(CLOCK_PROCESS_CPUTIME_ID);
	struct proof_cost cost;
	int status = 0;

	for (int s = 0; s < count; s++) {
		struct board board;
		struct move_list list;
		char settings[OPTIONS_TEXT_MAX];

		solve_start(options, suns[s], &board, &list, settings);
		for (int i = 0; i < list.count; i++, item++)
			mine += item % options->shard.count ==
			    options->shard.index - 1;
	}
	printf("# %s shard=%ld/%ld: %ld moves of the start\n", WHO,
	    options->shard.index, options->shard.count, mine);
	item = 0;
	for (int s = 0; s < count; s++) {
		struct board board;
		struct move_list list;
		char settings[OPTIONS_TEXT_MAX];

		solve_start(options, suns[s], &board, &list, settings);
		/* A sun's moves share what they prove; a new sun starts
		 * afresh, so a shard's counts are its own. */
		if (proof_clear(proof) < 0)
			return solve_no_memory(options);
		for (int i = 0; i < list.count; i++, item++) {
			char move[NOTATION_MOVE_MAX], what[SOLVE_LINE_MAX];
			double move_cpu =
			    solve_seconds(CLOCK_PROCESS_CPUTIME_ID);
			uint64_t before;
			int value;

			if (item % options->shard.count !=
			    options->shard.index - 1)
				continue;
			notation_move(list.moves[i], move);
			snprintf(what, sizeof what, "sun %s, %s, move %ld of "
			    "%ld", compass_name(suns[s]), move, done + 1, mine);
			solve_watch_start(watch, proof, what);
			before = watch->base;
			value = proof_solve_move(proof, &board, list.moves[i],
			    &watch->stop);
			proof_cost(proof, &cost);
			printf(SOLVED "%s move=%s value=%s nodes=%" PRIu64
			    " cpu=%.2f\n", settings, move,
			    solve_value_word(value), cost.nodes - before,
			    solve_seconds(CLOCK_PROCESS_CPUTIME_ID) - move_cpu);
			fflush(stdout);
			status |= value == SOLVE_OPEN;
			done++;
		}
	}
	printf("# %ld moves in %.2f s wall, %.2f s CPU; the value: %s "
	    "(the same settings) from=DIR,\n# DIR holding every shard's "
	    "output\n", done, solve_seconds(CLOCK_MONOTONIC) - wall,
	    solve_seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu, WHO);
	return status;
}

/* One move's value found in the shards' outputs. */
struct solve_found {
	char		settings[OPTIONS_TEXT_MAX];
	char		move[NOTATION_MOVE_MAX];
	int		value;
	uint64_t	nodes;
	double		cpu;
};

struct solve_lines {
	size_t		count, size;
	struct solve_found *found;
};

/*
 * The text of field `name` (" move=") in `line`, up to the next blank, into
 * `text` (`size` bytes): where it ends, or NULL if it is not there or too
 * long.
 */
static const char *
solve_field(const char *line, const char *name, char *text, size_t size)
{
	const char *at = strstr(line, name);
	size_t length;

	if (at == NULL)
		return NULL;
	at += strlen(name);
	length = strcspn(at, " \n");
	if (length == 0 || length >= size)
		return NULL;
	memcpy(text, at, length);
	text[length] = '\0';
	return at + length;
}

/* Reads one "solved ..." line into `found`: 0, or -1 if it is not one. */
static int
solve_read_line(const char *line, struct solve_found *found)
{
	const char *at = strstr(line, " move=");
	char value[8], nodes[32], cpu[32], *end;
	size_t length;

	if (strncmp(line, SOLVED, strlen(SOLVED)) != 0 || at == NULL)
		return -1;
	length = (size_t)(at - line) - strlen(SOLVED);
	if (length >= sizeof found->settings ||
	    solve_field(at, " move=", found->move, sizeof found->move) ==
	    NULL || solve_field(at, " value=", value, sizeof value) == NULL ||
	    solve_field(at, " nodes=", nodes, sizeof nodes) == NULL ||
	    solve_field(at, " cpu=", cpu, sizeof cpu) == NULL)
		return -1;
	memcpy(found->settings, line + strlen(SOLVED), length);
	found->settings[length] = '\0';
	errno = 0;
	found->nodes = strtoull(nodes, &end, 10);
	if (errno != 0 || *end != '\0')
		return -1;
	found->cpu = strtod(cpu, &end);
	if (*end != '\0')
		return -1;
	found->value = strcmp(value, "win") == 0 ? PROOF_WIN :
	    strcmp(value, "draw") == 0 ? PROOF_DRAW :
	    strcmp(value, "loss") == 0 ? PROOF_LOSS : SOLVE_OPEN;
	return 0;
}

/* The "solved" lines of every file in `dir`: 0, or -1 said. */
static int
solve_scan(const char *dir, struct solve_lines *lines)
{
	DIR *folder = opendir(dir);
	struct dirent *entry;

	if (folder == NULL) {
		message_print(stderr, "%s: from=%s: %s\n", WHO, dir,
		    strerror(errno));
		return -1;
	}
	while ((entry = readdir(folder)) != NULL) {
		char path[SOLVE_PATH_MAX], line[SOLVE_LINE_MAX];
		FILE *in;

		if (entry->d_name[0] == '.' ||
		    snprintf(path, sizeof path, "%s/%s", dir, entry->d_name) >=
		    (int)sizeof path || (in = fopen(path, "re")) == NULL)
			continue;
		while (fgets(line, sizeof line, in) != NULL) {
			struct solve_found found;

			if (solve_read_line(line, &found) < 0)
				continue;
			if (lines->count == lines->size) {
				size_t size = lines->size * 2 + 64;
				struct solve_found *more = realloc(lines->found,
				    size * sizeof *more);

				if (more == NULL) {
					fclose(in);
					closedir(folder);
					fprintf(stderr, "%s: out of memory\n",
					    WHO);
					return -1;
				}
				lines->found = more;
				lines->size = size;
			}
			lines->found[lines->count++] = found;
		}
		fclose(in);
	}
	closedir(folder);
	return 0;
}

/* The value of one move of `settings` in the lines: SOLVE_OPEN if none
 * proves it; -2 (said) if two lines disagree. */
static int
solve_lookup(const struct solve_lines *lines, const char *settings,
    const char *move, struct solve_row *row)
{
	int value = SOLVE_OPEN;

	for (size_t i = 0; i < lines->count; i++) {
		const struct solve_found *found = &lines->found[i];

		if (strcmp(found->settings, settings) != 0 ||
		    strcmp(found->move, move) != 0 ||
		    found->value == SOLVE_OPEN)
			continue;
		if (value != SOLVE_OPEN && value != found->value) {
			message_print(stderr, "%s: %s move=%s: two outputs "
			    "disagree\n", WHO, settings, move);
			return -2;
		}
		if (value == SOLVE_OPEN) {
			row->nodes += found->nodes;
			row->cpu += found->cpu;
		}
		value = found->value;
	}
	return value;
}

/* from=DIR: each sun's value put together from its moves'. */
static int
solve_combine(const struct solve_options *options)
{
	int suns[COMPASS_POINTS], count = solve_suns(options, suns);
	struct solve_lines lines = { 0, 0, NULL };
	int status = 0;

	if (solve_scan(options->from, &lines) < 0) {
		free(lines.found);
		return 1;
	}
	solve_print_header(options);
	for (int s = 0; s < count && status < 2; s++) {
		struct board board;
		struct move_list list;
		struct solve_row row = { 0 };
		char settings[OPTIONS_TEXT_MAX];

		solve_start(options, suns[s], &board, &list, settings);
		row.bound = PROOF_LOSS - 1;
		row.wall = -1;
		for (int i = 0; i < list.count; i++) {
			char move[NOTATION_MOVE_MAX];
			int value;

			notation_move(list.moves[i], move);
			value = solve_lookup(&lines, settings, move, &row);
			if (value < PROOF_LOSS) {
				status = 2;
				break;
			}
			if (value == SOLVE_OPEN) {
				row.missing++;
				continue;
			}
			if (value > row.bound) {
				row.bound = value;
				row.move = list.moves[i];
			}
		}
		/* One winning move proves a win whatever else is missing. */
		row.value = row.missing == 0 || row.bound == PROOF_WIN ?
		    row.bound : SOLVE_OPEN;
		if (row.value == PROOF_LOSS || row.value == SOLVE_OPEN)
			row.move = MOVE_NONE;
		if (status < 2)
			solve_print_row(suns[s], &row);
		if (row.value == SOLVE_OPEN) {
			printf("     %d of %d moves not proved in %s\n",
			    row.missing, list.count, options->from);
			status = 1;
		}
	}
	free(lines.found);
	return status == 2 ? 1 : status;
}

int
command_lab_solve(int argc, char **argv, bool help)
{
	struct solve_options options;
	struct solve_watch watch;
	struct proof *proof;
	int status;

	if (help) {
		solve_help();
		return 0;
	}
	memset(&options, 0, sizeof options);
	options_defaults(&solve_settings, &options);
	options.shard.index = options.shard.count = 1;
	rules_default(&options.rules);
	if (solve_parse(argc, argv, &options) < 0)
		return EXIT_USAGE;
	if (options.from != NULL)
		return solve_combine(&options);
	if ((proof = proof_new((size_t)options.tt)) == NULL)
		return solve_no_memory(&options);
	memset(&watch, 0, sizeof watch);
	atomic_init(&watch.stop, false);
	watch.limit = options.nodes;
	watch.started = watch.said = solve_seconds(CLOCK_MONOTONIC);
	proof_on_progress(proof, solve_progress, &watch);
	status = options.sharded ? solve_shard(&options, proof, &watch) :
	    solve_whole(&options, proof, &watch);
	proof_free(proof);
	return status;
}
