/*
 * engine.c owns the engine protocol of engine.h: reading lines, splitting
 * them into words, the command table and the replies.  Rules come from the
 * core; this file only translates.
 *
 * And `gnomon engine [hash=MB] [threads=N] [off=feature,...]
 * [tables=DIR]`: the protocol on stdin and stdout, with a transposition
 * table of MB megabytes, analyze and genmove by time searching on N threads
 * unless they say otherwise, the full search without the features named
 * (as selfplay's off1=, which reads them here too), so that `gnomon match`
 * can measure what each one gains, and with the second day's tables of DIR
 * (day_two_file.h) where it has them.
 */
#include "cli/engine.h"

#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/perft.h"
#include "core/utf8.h"
#include "core/version.h"

#define ENGINE_NAME "Gnomon"
#define ENGINE_VERSION GNOMON_VERSION
/* The version of the Go Text Protocol whose shape the engine speaks. */
#define ENGINE_PROTOCOL_VERSION 2
#define ENGINE_WORDS_MAX 16
#define ECHO_MAX 24		/* how much of a bad word a message quotes */
#define ENGINE_MOVETIME_MAX 86400000L	/* a day */
#define ENGINE_NODES_MAX 1000000000000L
#define ENGINE_SEED_MAX 2147483647L
#define ENGINE_ID_MAX 2147483647L	/* GTP's int: 0 to 2^31 - 1 */
/* How much of an unknown feature a message quotes. */
#define ENGINE_FEATURE_NAME_MAX 16

struct command {
	const char *name;
	void (*run)(struct engine *, int argc, char **argv);
	/* Long: run on a thread by engine_run, which goes on reading, so
	 * that stop, quit and the end of the input cut it short. */
	bool stoppable;
};

static void engine_command_protocol_version(struct engine *, int, char **);
static void engine_command_name(struct engine *, int, char **);
static void engine_command_version(struct engine *, int, char **);
static void engine_command_list_commands(struct engine *, int, char **);
static void engine_command_known_command(struct engine *, int, char **);
static void engine_command_new(struct engine *, int, char **);
static void engine_command_position(struct engine *, int, char **);
static void engine_command_play(struct engine *, int, char **);
static void engine_command_legal(struct engine *, int, char **);
static void engine_command_show(struct engine *, int, char **);
static void engine_command_result(struct engine *, int, char **);
static void engine_command_perft(struct engine *, int, char **);
static void engine_command_undo(struct engine *, int, char **);
static void engine_command_genmove(struct engine *, int, char **);
static void engine_command_analyze(struct engine *, int, char **);
static void engine_command_pie(struct engine *, int, char **);
static void engine_command_stop(struct engine *, int, char **);
static void engine_command_quit(struct engine *, int, char **);

static const struct command commands[] = {
	{ "protocol_version", engine_command_protocol_version, false },
	{ "name", engine_command_name, false },
	{ "version", engine_command_version, false },
	{ "list_commands", engine_command_list_commands, false },
	{ "known_command", engine_command_known_command, false },
	{ "new", engine_command_new, false },
	{ "position", engine_command_position, false },
	{ "play", engine_command_play, false },
	{ "legal", engine_command_legal, false },
	{ "show", engine_command_show, false },
	{ "result", engine_command_result, false },
	{ "perft", engine_command_perft, true },
	{ "undo", engine_command_undo, false },
	{ "genmove", engine_command_genmove, true },
	{ "analyze", engine_command_analyze, true },
	{ "pie", engine_command_pie, true },
	{ "stop", engine_command_stop, false },
	{ "quit", engine_command_quit, false },
};
#define COMMAND_COUNT (sizeof commands / sizeof commands[0])

static void reply_vappend(struct engine *, const char *, va_list)
    __attribute__((format(printf, 2, 0)));

static void
reply_vappend(struct engine *engine, const char *format, va_list args)
{
	size_t room = sizeof engine->reply - engine->reply_length;
	int written = vsnprintf(engine->reply + engine->reply_length, room,
	    format, args);

	if (written < 0)
		return;
	engine->reply_length +=
	    (size_t)written < room ? (size_t)written : room - 1;
}

void
engine_reply(struct engine *engine, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	reply_vappend(engine, format, args);
	va_end(args);
}

void
engine_fail(struct engine *engine, const char *format, ...)
{
	va_list args;

	engine->failed = true;
	engine->reply_length = 0;
	engine->reply[0] = '\0';
	va_start(args, format);
	reply_vappend(engine, format, args);
	va_end(args);
}

void
engine_init(struct engine *engine)
{
	rules_default(&engine->rules);
	board_start(&engine->board, &engine->rules);
	engine->plies = 0;
	engine->search = NULL;
	atomic_init(&engine->stop, false);
	engine->search_node_cap = 0;
	engine->tt_megabytes = SEARCH_TT_DEFAULT_MB;
	engine->threads = 1;
	engine->disable = 0;
	engine->tables_dir = NULL;
	engine->tables.table = NULL;
	engine->tables.layers = NULL;
	engine->perft_depth_max = ENGINE_PERFT_MAX;
	engine->quit = false;
	engine->failed = false;
	engine->reply_length = 0;
	engine->reply[0] = '\0';
}

void
engine_free(struct engine *engine)
{
	search_free(engine->search);
	engine->search = NULL;
	day_two_file_unload(&engine->tables);
}

/* The second day's table of the board's rules, read if need be and lent
 * to the search: false, having failed, if a file of it is bad. */
static bool
engine_tables(struct engine *engine)
{
	char message[DAY_TWO_FILE_MESSAGE_MAX];
	const struct day_two *table = engine->tables.table;

	if (engine->tables_dir == NULL || (table != NULL &&
	    day_two_rules_match(table, &engine->board.rules)))
		return true;
	search_use_day_two(engine->search, NULL);
	day_two_file_unload(&engine->tables);
	if (day_two_file_load(engine->tables_dir, &engine->board.rules,
	    &engine->tables, message) < 0) {
		engine_fail(engine, "%s", message);
		return false;
	}
	search_use_day_two(engine->search, engine->tables.table);
	return true;
}

static bool
no_arguments(struct engine *engine, int argc, char **argv)
{
	if (argc > 1) {
		engine_fail(engine, "%s takes no arguments", argv[0]);
		return false;
	}
	return true;
}

static void
engine_command_protocol_version(struct engine *engine, int argc, char **argv)
{
	if (no_arguments(engine, argc, argv))
		engine_reply(engine, "%d", ENGINE_PROTOCOL_VERSION);
}

static void
engine_command_name(struct engine *engine, int argc, char **argv)
{
	if (no_arguments(engine, argc, argv))
		engine_reply(engine, "%s", ENGINE_NAME);
}

static void
engine_command_version(struct engine *engine, int argc, char **argv)
{
	if (no_arguments(engine, argc, argv))
		engine_reply(engine, "%s", ENGINE_VERSION);
}

static void
engine_command_list_commands(struct engine *engine, int argc, char **argv)
{
	if (!no_arguments(engine, argc, argv))
		return;
	for (size_t i = 0; i < COMMAND_COUNT; i++)
		engine_reply(engine, "%s%s", i > 0 ? "\n" : "",
		    commands[i].name);
}

static const struct command *
find_command(const char *name)
{
	for (size_t i = 0; i < COMMAND_COUNT; i++)
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	return NULL;
}

static void
engine_command_known_command(struct engine *engine, int argc, char **argv)
{
	if (argc != 2) {
		engine_fail(engine, "known_command takes one command name");
		return;
	}
	engine_reply(engine, "%s", find_command(argv[1]) ? "true" : "false");
}

static void
engine_command_new(struct engine *engine, int argc, char **argv)
{
	struct rules rules;
	struct options_binding variant = { &options_variant, &rules };
	char error[OPTIONS_ERROR_MAX];

	rules_default(&rules);
	for (int i = 1; i < argc; i++)
		if (options_read(&variant, 1, argv[i], error) < 0) {
			engine_fail(engine, "%s", error);
			return;
		}
	/* Settings that are each allowed may still not go together. */
	if (rules_check(&rules) != NULL) {
		engine_fail(engine, "%s", rules_check(&rules));
		return;
	}
	engine->rules = rules;
	board_start(&engine->board, &rules);
	engine->plies = 0;
}

static void
engine_command_position(struct engine *engine, int argc, char **argv)
{
	char text[ENGINE_LINE_MAX], error[NOTATION_ERROR_MAX];
	size_t length = 0;
	struct board board;

	if (argc == 1) {
		engine_fail(engine,
		    "position needs 4 fields: board, side, sun, round");
		return;
	}
	/* The words were split at runs of blanks; rejoin them with single
	 * spaces. */
	for (int i = 1; i < argc; i++) {
		size_t word = strlen(argv[i]);

		if (length + word + 2 > sizeof text) {
			engine_fail(engine, "position too long");
			return;
		}
		if (i > 1)
			text[length++] = ' ';
		memcpy(text + length, argv[i], word);
		length += word;
	}
	text[length] = '\0';
	if (notation_read_position(text, &engine->rules, &board, error) < 0) {
		engine_fail(engine, "%s", error);
		return;
	}
	engine->board = board;
	engine->plies = 0;
}

static void
engine_command_play(struct engine *engine, int argc, char **argv)
{
	char error[NOTATION_ERROR_MAX], text[NOTATION_MOVE_MAX];
	char reason[NOTATION_REFUSAL_MAX];
	uint16_t move;

	if (argc != 2) {
		engine_fail(engine, "play takes one move, like b1c2");
		return;
	}
	if (notation_read_move(argv[1], &move, error) < 0) {
		engine_fail(engine, "%s", error);
		return;
	}
	if (board_is_over(&engine->board)) {
		engine_fail(engine, "the game is over");
		return;
	}
	/* The move as the engine writes moves (lowercase), and why the rules
	 * refuse it. */
	if (notation_refusal(&engine->board, move, reason)) {
		notation_move(move, text);
		engine_fail(engine, "illegal move %s: %s", text, reason);
		return;
	}
	/* A game never outlasts MAX_PLIES, so the history always has room. */
	board_make(&engine->board, move, &engine->undo[engine->plies]);
	engine->moves[engine->plies++] = move;
}

static int
compare_move_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void
engine_command_legal(struct engine *engine, int argc, char **argv)
{
	struct move_list list;
	char text[MAX_MOVES][NOTATION_MOVE_MAX];

	if (!no_arguments(engine, argc, argv))
		return;
	board_legal_moves(&engine->board, &list);
	for (int i = 0; i < list.count; i++)
		notation_move(list.moves[i], text[i]);
	qsort(text, (size_t)list.count, sizeof text[0], compare_move_text);
	for (int i = 0; i < list.count; i++)
		engine_reply(engine, "%s%s", i > 0 ? " " : "", text[i]);
}

static void
engine_command_show(struct engine *engine, int argc, char **argv)
{
	char text[NOTATION_POSITION_MAX];

	if (!no_arguments(engine, argc, argv))
		return;
	notation_position(&engine->board, text);
	engine_reply(engine, "%s", text);
}

static const char *
result_name(enum result result)
{
	switch (result) {
	case RESULT_AMBER:
		return "amber";
	case RESULT_TEAL:
		return "teal";
	case RESULT_DRAW:
		return "draw";
	case RESULT_NONE:
		break;
	}
	return "none";
}

static void
engine_command_result(struct engine *engine, int argc, char **argv)
{
	if (no_arguments(engine, argc, argv))
		engine_reply(engine, "%s",
		    result_name(board_result(&engine->board)));
}

/* perft's stop: the flag stop, quit and the end of the input raise. */
static bool
engine_stopped(void *context)
{
	struct engine *engine = context;

	return atomic_load(&engine->stop);
}

static void
engine_command_perft(struct engine *engine, int argc, char **argv)
{
	const struct perft_stop stop = { engine_stopped, engine };
	char error[OPTIONS_ERROR_MAX];
	uint64_t leaves;
	long depth;

	if (argc != 2) {
		engine_fail(engine, "perft takes one depth");
		return;
	}
	if (options_int("depth", argv[1], 0, engine->perft_depth_max, &depth,
	    error) < 0) {
		engine_fail(engine, "%s", error);
		return;
	}
	if (perft_until(&engine->board, (int)depth, &stop, &leaves) < 0) {
		engine_fail(engine, "perft %ld stopped before its end", depth);
		return;
	}
	engine_reply(engine, "%llu", (unsigned long long)leaves);
}

static void
engine_command_undo(struct engine *engine, int argc, char **argv)
{
	if (!no_arguments(engine, argc, argv))
		return;
	if (engine->plies == 0) {
		engine_fail(engine, "nothing to undo");
		return;
	}
	board_unmake(&engine->board, &engine->undo[--engine->plies]);
}

static const struct options_entry limit_entries[] = {
	{ "level", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct search_limits, level), SEARCH_LEVEL_MIN,
	    SEARCH_LEVEL_MAX, NULL, NULL, "N", NULL, "the computer's level" },
	{ "depth", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct search_limits, depth), 1, MAX_PLIES, NULL, NULL,
	    "N", NULL, "search this many plies" },
	{ "movetime", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct search_limits, movetime_ms), 1, ENGINE_MOVETIME_MAX,
	    NULL, NULL, "MS", NULL, "search this many milliseconds" },
	{ "nodes", OPTIONS_NUMBER, OPTIONS_UINT64,
	    offsetof(struct search_limits, nodes), 1, ENGINE_NODES_MAX, NULL,
	    NULL, "N", NULL, "search this many positions" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64,
	    offsetof(struct search_limits, seed), 0, ENGINE_SEED_MAX, NULL,
	    NULL, "S", "0", "the choice among equally good moves" },
	{ "threads", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct search_limits, threads), 1, SEARCH_THREADS_MAX,
	    NULL, NULL, "N", NULL,
	    "search on N threads (analyze by depth or movetime, genmove by "
	    "movetime)" },
};
const struct options_table engine_limits = OPTIONS_TABLE(limit_entries);

/* The commands that search, for what each lets threads do. */
enum engine_searcher { ENGINE_GENMOVE, ENGINE_ANALYZE, ENGINE_PIE };

/*
 * The threads a search may use (search.h: threads change the answer from
 * run to run): analyze's by depth or time, and genmove's by time alone, so
 * that a move found by depth, nodes or level is the same every time; pie
 * always one.  NULL if `limits` may have threads, or why not.
 */
static const char *
threads_refused(const struct search_limits *limits,
    enum engine_searcher searcher)
{
	bool one_thread = limits->level != 0 || limits->nodes != 0;

	if (searcher == ENGINE_PIE)
		return "pie searches on one thread: threads=N is for analyze "
		       "and genmove";
	if (searcher == ENGINE_GENMOVE &&
	    (one_thread || limits->movetime_ms == 0))
		return "genmove takes threads=N only with movetime, and "
		       "without nodes or a level: a move by depth, nodes or "
		       "level is searched on one thread, the same every time";
	if (one_thread || (limits->depth == 0 && limits->movetime_ms == 0))
		return "analyze takes threads=N only with depth or movetime, "
		       "and without nodes or a level: those are searched on "
		       "one thread, the same every time";
	return NULL;
}

/*
 * Reads genmove's and analyze's limits (engine_limits), and pie's.  With
 * none of level, depth, movetime and nodes, the master level; for pie,
 * PIE_NODES.  Without threads=N, the engine's threads (`gnomon engine
 * threads=N`) where threads_refused allows them, else one.
 */
static bool
read_limits(struct engine *engine, int argc, char **argv,
    struct search_limits *limits, enum engine_searcher searcher)
{
	struct options_binding binding;
	char error[OPTIONS_ERROR_MAX];

	search_limits_default(limits);
	options_defaults(&engine_limits, limits);
	binding.table = &engine_limits;
	binding.target = limits;
	for (int i = 1; i < argc; i++)
		if (options_read(&binding, 1, argv[i], error) < 0) {
			engine_fail(engine, "%s", error);
			return false;
		}
	if (limits->threads > 1 && threads_refused(limits, searcher) != NULL) {
		engine_fail(engine, "%s", threads_refused(limits, searcher));
		return false;
	}
	/* Before the master level is put in for no limit at all. */
	if (limits->threads == 0)
		limits->threads = threads_refused(limits, searcher) == NULL ?
		    engine->threads : 1;
	limits->disable |= engine->disable;
	/* Every limit is at least 1 when given, so 0 is "not given". */
	if (limits->level != 0 && (limits->depth != 0 ||
	    limits->movetime_ms != 0 || limits->nodes != 0)) {
		engine_fail(engine,
		    "a level sets its own limits: give level alone, or depth, "
		    "movetime and nodes");
		return false;
	}
	if (limits->level == 0 && limits->depth == 0 &&
	    limits->movetime_ms == 0 && limits->nodes == 0) {
		if (searcher == ENGINE_PIE)
			limits->nodes = PIE_NODES;
		else
			limits->level = SEARCH_LEVEL_MASTER;
	}
	if (board_is_over(&engine->board)) {
		engine_fail(engine, "the game is over");
		return false;
	}
	if (engine->search == NULL &&
	    (engine->search = search_new(engine->tt_megabytes)) == NULL) {
		engine_fail(engine, "out of memory");
		return false;
	}
	if (limits->threads > 1 &&
	    search_threads(engine->search, limits->threads) < 0) {
		engine_fail(engine, "out of memory for %d threads",
		    limits->threads);
		return false;
	}
	return engine_tables(engine);
}

/*
 * Every search starts from a cleared table, so that the same position,
 * limits and seed give the same answer whatever was asked before (an
 * analyze, an undo): a controller can replay a game and get it back.
 * The host's node cap is put here, on the way into the search, so that no
 * command and no spelling of one can get round it.
 */
static uint16_t
engine_search(struct engine *engine, struct search_limits *limits,
    struct search_report *report)
{
	limits->node_cap = engine->search_node_cap;
	search_clear(engine->search);
	return search_run(engine->search, &engine->board, limits, &engine->stop,
	    report);
}

static void
engine_command_genmove(struct engine *engine, int argc, char **argv)
{
	struct search_limits limits;
	char text[NOTATION_MOVE_MAX];
	uint16_t move;

	if (!read_limits(engine, argc, argv, &limits, ENGINE_GENMOVE))
		return;
	move = engine_search(engine, &limits, NULL);
	board_make(&engine->board, move, &engine->undo[engine->plies]);
	engine->moves[engine->plies++] = move;
	notation_move(move, text);
	engine_reply(engine, "%s", text);
}

/* One line of analyze's reply for each completed depth. */
static void
analyze_line(const struct search_report *report, void *context)
{
	struct engine *engine = context;
	char text[NOTATION_MOVE_MAX];

	engine_reply(engine, "%sdepth %d score %d nodes %llu time %d pv",
	    engine->reply_length > 0 ? "\n" : "", report->depth, report->score,
	    (unsigned long long)report->nodes, report->elapsed_ms);
	for (int i = 0; i < report->pv_length; i++) {
		notation_move(report->pv[i], text);
		engine_reply(engine, " %s", text);
	}
}

static void
engine_command_analyze(struct engine *engine, int argc, char **argv)
{
	struct search_limits limits;
	struct search_report report;

	if (!read_limits(engine, argc, argv, &limits, ENGINE_ANALYZE))
		return;
	limits.on_depth = analyze_line;
	limits.context = engine;
	/* An analysis shows the search, even where level 5 plays the book. */
	limits.opening_book = false;
	engine_search(engine, &limits, &report);
	/* The designer's levels search one depth and report no lines of their
	 * own. */
	if (engine->reply_length == 0)
		analyze_line(&report, engine);
}

/*
 * `pie sun [LIMITS]` and `pie swap SUN [LIMITS]`: the computer's choices
 * under the pie rule (pie.h), in a game begun with `new pie=1` and not yet
 * moved in.  Each starts the game with the sun it answers or is given, so
 * that `play` and `genmove` follow; who then plays which colour is the
 * controller's to keep.
 */
static void
engine_command_pie(struct engine *engine, int argc, char **argv)
{
	struct search_limits limits;
	struct rules given = engine->rules;
	struct board start;
	bool swap = argc >= 2 && options_same_word(argv[1], "swap");
	int skip = swap ? 2 : 1, sun;
	char error[OPTIONS_ERROR_MAX];

	if (argc < 2 || (!swap && !options_same_word(argv[1], "sun"))) {
		engine_fail(engine, "pie takes sun or swap SUN, and limits");
		return;
	}
	if (!engine->rules.pie) {
		engine_fail(engine, "not a pie game: begin one with new pie=1");
		return;
	}
	board_start(&start, &engine->rules);
	if (engine->plies > 0 || engine->board.hash != start.hash) {
		engine_fail(engine, "the pie is chosen before the first move");
		return;
	}
	if (swap && (argc < 3 || options_set(options_find(&options_variant,
	    "sun"), argv[2], &given, error) < 0)) {
		engine_fail(engine, "%s",
		    argc < 3 ? "pie swap needs the sun, like NE" : error);
		return;
	}
	if (!read_limits(engine, argc - skip, argv + skip, &limits,
	    ENGINE_PIE))
		return;
	limits.node_cap = engine->search_node_cap;
	sun = given.start_sun;
	if (!swap)
		sun = pie_sun(engine->search, &engine->rules, &limits,
		    &engine->stop, NULL);
	engine->rules.start_sun = sun;
	board_start(&engine->board, &engine->rules);
	if (swap)
		engine_reply(engine, "%s", pie_choice_name(pie_swap(
		    engine->search, &engine->rules, sun, &limits, &engine->stop,
		    NULL)));
	else
		engine_reply(engine, "%s", compass_name(sun));
}

/*
 * By the time stop is executed, engine_run has raised the flag of the
 * search running, if any, and that search has answered: stop itself has
 * nothing more to do, and answers at once whether or not a search ran.
 */
static void
engine_command_stop(struct engine *engine, int argc, char **argv)
{
	(void)no_arguments(engine, argc, argv);
}

static void
engine_command_quit(struct engine *engine, int argc, char **argv)
{
	if (no_arguments(engine, argc, argv))
		engine->quit = true;
}

/* Splits `line` in place at blanks; returns the word count or -1 if too
 * many. */
static int
split_words(char *line, char **words)
{
	int count = 0;
	char *save = NULL;

	for (char *word = strtok_r(line, " \t", &save); word != NULL;
	    word = strtok_r(NULL, " \t", &save)) {
		if (count == ENGINE_WORDS_MAX)
			return -1;
		words[count++] = word;
	}
	return count;
}

void
engine_execute(struct engine *engine, const char *line)
{
	char copy[ENGINE_LINE_MAX + 1];
	char *words[ENGINE_WORDS_MAX];
	size_t length = strnlen(line, ENGINE_LINE_MAX + 1);
	const struct command *command;
	int count;

	engine->failed = false;
	engine->reply_length = 0;
	engine->reply[0] = '\0';
	if (length > ENGINE_LINE_MAX) {
		engine_fail(engine, "line too long (over %d characters)",
		    ENGINE_LINE_MAX);
		return;
	}
	/* The protocol is ASCII: a reply never echoes a byte a terminal could
	 * take for a command. */
	for (size_t i = 0; i < length; i++) {
		unsigned char c = (unsigned char)line[i];

		if ((c < ' ' && c != '\t') || c > '~') {
			engine_fail(engine,
			    "byte 0x%02X at column %zu is not printable ASCII",
			    c, i + 1);
			return;
		}
	}
	memcpy(copy, line, length + 1);
	count = split_words(copy, words);
	if (count < 0) {
		engine_fail(engine, "too many words (at most %d)",
		    ENGINE_WORDS_MAX);
		return;
	}
	if (count == 0) {
		engine_fail(engine, "empty command");
		return;
	}
	command = find_command(words[0]);
	if (command == NULL) {
		engine_fail(engine, "unknown command '%.*s'", ECHO_MAX,
		    words[0]);
		return;
	}
	command->run(engine, count, words);
}

/*
 * Reads one line into `line` (ENGINE_LINE_MAX + 1 bytes), GTP style: a
 * comment after # is dropped, and the rest cleaned as all text from
 * outside is (utf8_clean: controls but tab dropped, a NUL among them, and
 * tabs made spaces, as GTP asks; bytes that are no UTF-8 dropped too).
 * Returns the length, or -1 at end of input; a line longer than
 * ENGINE_LINE_MAX bytes as it came is read to its end and reported as
 * ENGINE_LINE_MAX + 1.
 */
static long
read_line(FILE *in, char *line)
{
	size_t length = 0;
	bool comment = false, any = false;
	int c;

	while ((c = getc(in)) != EOF) {
		any = true;
		if (c == '\n')
			break;
		if (c == '#')
			comment = true;
		if (comment)
			continue;
		if (length < ENGINE_LINE_MAX)
			line[length] = (char)c;
		length++;
	}
	if (!any)
		return -1;
	if (length > ENGINE_LINE_MAX)
		return ENGINE_LINE_MAX + 1;
	return (long)utf8_clean(line, length);
}

/*
 * The optional numeric id before a command, GTP style; returns where the
 * command starts, or NULL if the id is too large.  GTP's ids are its ints,
 * 0 to 2^31 - 1: a larger one is refused rather than echoed as another
 * number, since a controller matches replies to commands by their ids.
 */
static char *
read_id(char *line, long *id)
{
	char *c = line + strspn(line, " \t");
	char *end;

	*id = -1;
	if (*c < '0' || *c > '9')
		return line;
	errno = 0;
	*id = strtol(c, &end, 10);
	if (*end != ' ' && *end != '\t' && *end != '\0') {
		*id = -1;
		return line;
	}
	if (errno != 0 || *id > ENGINE_ID_MAX) {
		*id = -1;
		return NULL;
	}
	return end;
}

/* Writes the reply to the command just executed, with its id if it had one. */
static void
answer(struct engine *engine, FILE *out, long id)
{
	if (id >= 0)
		fprintf(out, "%c%ld", engine->failed ? '?' : '=', id);
	else
		fputc(engine->failed ? '?' : '=', out);
	fprintf(out, "%s%s\n\n", engine->reply_length > 0 ? " " : "",
	    engine->reply);
	fflush(out);
}

/*
 * A long command (genmove, analyze, pie, perft) runs on a thread of its
 * own, so that engine_run goes on reading lines while it works and a
 * `stop`, a `quit` or the end of the input can cut it short; it writes
 * its own reply when it ends, since a controller sending one command at a
 * time sends nothing more until then.  engine_run waits for it
 * (job_finish) before it writes anything or runs any other command, so
 * the replies keep the commands' order and the engine is never used by
 * two threads at once.
 */
struct engine_job {
	struct engine	*engine;
	FILE		*out;
	long		 id;
	bool		 running;
	pthread_t	 thread;
	char		 command[ENGINE_LINE_MAX + 1];
};

static void *
job_run(void *argument)
{
	struct engine_job *job = argument;

	engine_execute(job->engine, job->command);
	answer(job->engine, job->out, job->id);
	return NULL;
}

/* Starts `command` on the job's thread; false if no thread could be had. */
static bool
job_start(struct engine_job *job, const char *command, long id)
{
	snprintf(job->command, sizeof job->command, "%s", command);
	job->id = id;
	/* A stop read before this search began was for an earlier one. */
	atomic_store(&job->engine->stop, false);
	job->running = pthread_create(&job->thread, NULL, job_run, job) == 0;
	return job->running;
}

/* Waits for the searching command, if one runs, and its reply. */
static void
job_finish(struct engine_job *job)
{
	if (job->running)
		pthread_join(job->thread, NULL);
	job->running = false;
}

/* Whether `command` starts with the name of a long command (stoppable). */
static bool
is_stoppable(const char *command)
{
	const char *word = command + strspn(command, " \t");
	size_t length = strcspn(word, " \t");

	for (size_t i = 0; i < COMMAND_COUNT; i++)
		if (commands[i].stoppable &&
		    strlen(commands[i].name) == length &&
		    strncmp(commands[i].name, word, length) == 0)
			return true;
	return false;
}

/* Whether `command` is `name` alone (`stop` or `quit` with arguments is
 * refused, and cuts nothing short). */
static bool
is_alone(const char *command, const char *name)
{
	const char *word = command + strspn(command, " \t");
	size_t length = strlen(name);

	if (strncmp(word, name, length) != 0)
		return false;
	word += length;
	return word[strspn(word, " \t")] == '\0';
}

void
engine_run(struct engine *engine, FILE *in, FILE *out)
{
	struct engine_job job = { .engine = engine,
		.out = out,
		.running = false };
	char line[ENGINE_LINE_MAX + 1];
	long length, id = -1;

	while (!engine->quit && (length = read_line(in, line)) >= 0) {
		char *command = NULL;

		if (length <= ENGINE_LINE_MAX) {
			command = read_id(line, &id);
			if (command != NULL && id < 0 &&
			    command[strspn(command, " \t")] == '\0')
				continue; /* blank lines and comments get no
					     reply */
			/* The only commands that do not wait for a search:
			 * stop, and quit, which ends it as the session ends. */
			if (command != NULL && (is_alone(command, "stop") ||
			    is_alone(command, "quit")))
				atomic_store(&engine->stop, true);
		}
		job_finish(&job);
		if (length > ENGINE_LINE_MAX) {
			fprintf(out, "? line too long (over %d characters)\n\n",
			    ENGINE_LINE_MAX);
			fflush(out);
			continue;
		}
		if (command == NULL) {
			const char *word = line + strspn(line, " \t");
			size_t word_length = strcspn(word, " \t");
			char quoted[ECHO_MAX + 1];
			char shown[ECHO_MAX * MESSAGE_ESCAPED_MAX + 1];

			/* No id in the reply: the line gave no good one.  The
			 * word is written out as every echo is (read_id lets
			 * only digits get here today; that is its business). */
			snprintf(quoted, sizeof quoted, "%.*s",
			    word_length < ECHO_MAX ? (int)word_length :
						     ECHO_MAX,
			    word);
			message_escape(shown, sizeof shown, quoted, false);
			fprintf(out, "? id must be 0 to %ld, not %s%s\n\n",
			    ENGINE_ID_MAX, shown,
			    word_length > ECHO_MAX ? "..." : "");
			fflush(out);
			continue;
		}
		if (is_stoppable(command) && job_start(&job, command, id))
			continue;
		engine_execute(engine, command);
		answer(engine, out, id);
	}
	/* The end of the input is the controller gone: nobody waits for the
	 * search, which must not run on for its hours. */
	atomic_store(&engine->stop, true);
	job_finish(&job);
}

int
engine_read_features(const char *key, const char *text, unsigned *disable,
    char *error)
{
	unsigned bits = 0;
	const char *word = text;

	while (*word != '\0') {
		size_t length = strcspn(word, ",");
		int index;

		for (index = 0; index < SEARCH_FEATURES; index++)
			if (options_same_start(word, length,
			    search_feature_name(index)))
				break;
		if (index == SEARCH_FEATURES) {
			snprintf(error, OPTIONS_ERROR_MAX,
			    "%s: unknown feature '%.*s' (tt, order, pvs, "
			    "reductions, quiescence, evaluation, lastday, "
			    "pruning)",
			    key,
			    (int)(length < ENGINE_FEATURE_NAME_MAX ?
				    length :
				    ENGINE_FEATURE_NAME_MAX),
			    word);
			return -1;
		}
		bits |= 1u << index;
		word += length;
		if (*word == ',')
			word++;
	}
	*disable = bits;
	return 0;
}

int
command_engine(int argc, char **argv)
{
	struct engine *engine;
	long megabytes = SEARCH_TT_DEFAULT_MB, threads = 1;
	unsigned disable = 0;
	const char *tables = NULL;
	char error[OPTIONS_ERROR_MAX];

	if ((argc = command_options_words("gnomon engine", argc, argv)) < 0)
		return EXIT_USAGE;

	for (int i = 0; i < argc; i++) {
		int status;

		if (strncmp(argv[i], "hash=", strlen("hash=")) == 0)
			status = options_int("hash", argv[i] + strlen("hash="),
			    0, ENGINE_HASH_MAX, &megabytes, error);
		else if (strncmp(argv[i], "threads=", strlen("threads=")) == 0)
			status = options_int("threads", argv[i] +
			    strlen("threads="), 1, SEARCH_THREADS_MAX, &threads,
			    error);
		else if (strncmp(argv[i], "tables=", strlen("tables=")) == 0 &&
		    argv[i][strlen("tables=")] != '\0') {
			tables = argv[i] + strlen("tables=");
			status = 0;
		} else if (strncmp(argv[i], "off=", strlen("off=")) == 0)
			status = engine_read_features("off", argv[i] +
			    strlen("off="), &disable, error);
		/* The board this program plays: `gnomon engine board=9` is
		 * gnomon-9's engine (main.c), whose `new` is 9x9's. */
		else if (strcmp(argv[i], "board=" BOARD_SIZE_TEXT) == 0)
			status = 0;
		else {
			message_print(stderr,
			    "gnomon engine: unexpected argument '%s' (the "
			    "settings are hash=MB, threads=N, off=feature,... "
			    "tables=DIR and board=9)\n",
			    argv[i]);
			return EXIT_USAGE;
		}
		if (status < 0) {
			message_print(stderr, "gnomon engine: %s\n", error);
			return EXIT_USAGE;
		}
	}
	/* The engine keeps its reply buffer and game history: too big for the
	 * stack. */
	engine = malloc(sizeof *engine);
	if (engine == NULL) {
		fprintf(stderr, "gnomon engine: out of memory\n");
		return 1;
	}
	engine_init(engine);
	engine->tt_megabytes = (size_t)megabytes;
	engine->threads = (int)threads;
	engine->disable = disable;
	engine->tables_dir = tables;
	engine_run(engine, stdin, stdout);
	engine_free(engine);
	free(engine);
	return 0;
}
