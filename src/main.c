/*
 * main.c owns the command line: it picks the front end (a game in the
 * terminal, or a subcommand) and hands it the rest of the arguments.  It
 * sits above every front end and is in no library: build/libgnomon.a holds
 * the layers below it and the headless subcommands, src/tui/ is linked
 * beside it.
 */
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/engine.h"
#include "cli/message.h"
#include "cli/process.h"
#include "cli/room_admin.h"
#include "cli/room_command.h"
#include "cli/server_command.h"
#include "core/bitboard.h"
#include "core/version.h"
#include "lab/commands.h"
#include "lab/lab.h"
#include "plain/plain.h"
#include "tui/tui_entry.h"
#include "ui/play.h"
#include "ui/play_options.h"
#include "ui/play_settings.h"

/* The name the program goes by in its usage and its version: the 9x9
 * program is a program of its own (gnomon(6), Variants: board=9). */
#if GNOMON_BOARD_SIZE == 7
#define PROGRAM_NAME "gnomon"
#else
#define PROGRAM_NAME "gnomon-9"
#endif

enum {
	USAGE_LINE_MAX = 160,
	/* "transcript", the longest, and a space more. */
	SUBCOMMAND_NAME_WIDTH = 11,
	/* Where --help's explanations start, each on the option's line. */
	USAGE_ABOUT_COLUMN = COMMAND_OPTIONS_USAGE_INDENT
};

struct subcommand {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *usage;		/* what follows "gnomon NAME" */
	const char *about;
	const struct options_table *settings;	/* its own key=value, or NULL */
	bool variant;			/* it reads the variant settings too */
	bool own_help;			/* it answers --help itself */
};

/*
 * host, join and watch end in a room's session, which the terminal runs:
 * on the full screen, or in lines with --plain or on a terminal that
 * cannot move its cursor (said, as a game says it, not refused).
 */
static int
room_session(int status, const struct net_session *session)
{
	if (status != ROOM_COMMAND_PLAY)
		return status;
	if (!session->plain && tui_line_only())
		tui_line_only_say("the room");
	if (session->plain || tui_line_only())
		return plain_room_run(session, stdin, stdout);
	return tui_net_run(session);
}

static int
host(int argc, char **argv)
{
	struct net_session session;

	return room_session(command_host(argc, argv, &session), &session);
}

static int
join(int argc, char **argv)
{
	struct net_session session;

	return room_session(command_join(argc, argv, &session), &session);
}

static int
watch(int argc, char **argv)
{
	struct net_session session;

	return room_session(command_watch(argc, argv, &session), &session);
}

/* A player's subcommands first, then the tools: the order of --help. */
static const struct subcommand subcommands[] = {
	{ "learn", tui_learn, "[--ascii] [--plain]",
	    "the lessons: learn to play, one position at a time", NULL, false,
	    false },
	{ "puzzle", tui_puzzle, "[N | --theme T] [--ascii] [--plain]",
	    "today's puzzle, puzzle N, or the next of a theme", NULL, false,
	    false },
	{ "replay", tui_replay, "FILE [--ascii]",
	    "step through a game record, move by move", NULL, false, false },
	{ "review", tui_review, "FILE [--text] [--plain] [--ascii]",
	    "the engine's review of a record: mistakes, who was ahead",
	    NULL, false, false },
	{ "stats", command_stats, "[--reset [--yes]]",
	    "your record: games against the computer, and puzzles", NULL,
	    false, false },
	{ "host", host, "[ROOM] [--plain] [options]",
	    "open a room for a game over sockets, and play in it", NULL, false,
	    true },
	{ "join", join, "ROOM|HOST:PORT [--plain] [options]",
	    "take a player's seat in a room", NULL, false, true },
	{ "watch", watch, "ROOM|HOST:PORT [--plain] [options]",
	    "watch a room's game",
	    NULL, false, true },
	{ "list", command_list, "[--rooms DIR | --all]",
	    "the open rooms, one a line", NULL, false, true },
	{ "end", command_end, "ROOM|PID",
	    "end a running room, its game saved first", NULL, false, false },
	{ "lobby", tui_lobby,
	    "[--rooms DIR] [--ascii] [--player NAME] [--register]",
	    "a screen of the open rooms, for a shared server's players", NULL,
	    false, false },
	{ "server", command_server,
	    "check|backup FILE|add-key NAME KEY-FILE|players|export ID|"
	    "bench DIR",
	    "the shared server's database: check, backup, keys",
	    NULL, false, true },
	{ "engine", command_engine,
	    "[hash=MB] [threads=N] [off=feature,...] [tables=DIR]",
	    "the text engine protocol on stdin/stdout", &engine_limits, true,
	    false },
	{ "perft", command_perft, "DEPTH [key=value ...]",
	    "count move sequences, with speed", NULL, true, false },
	{ "bench", command_bench, "",
	    "fixed positions to a fixed depth: node signature and speed", NULL,
	    false, false },
	{ "selfplay", command_selfplay, "[key=value ...]",
	    "a match between computer players", &selfplay_settings, true,
	    false },
	{ "transcript", command_transcript, "[key=value ...]",
	    "one game between computer players, move by move",
	    &transcript_settings, true, false },
	{ "match", command_match, "a=CMD b=CMD openings=FILE [key=value ...]",
	    "two engines over the protocol: pairs, Elo, SPRT", &match_settings,
	    false, false },
	{ "merge", command_merge, "[--partial] FILE...",
	    "the results of a study's shards, tallied as one", NULL, false,
	    false },
	{ "lab", command_lab, "[QUESTION [key=value ...]] [--dry-run]",
	    "the design lab: a named study, its table and chart", &lab_settings,
	    true, true },
};
#define SUBCOMMAND_COUNT (sizeof subcommands / sizeof subcommands[0])

/*
 * The 9x9 board (gnomon(6), Variants: board=9) is a second program,
 * gnomon-9, built from these sources with 128-bit boards; these are the
 * subcommands it plays.  The 7x7 program runs it, with the same
 * arguments, for any of them given board=9; gnomon-9 refuses the rest.
 */
static const char *const nine_subcommands[] = {
	"selfplay", "transcript", "perft", "lab", "engine", "merge"
};
#define NINE_SUBCOMMANDS (sizeof nine_subcommands / sizeof nine_subcommands[0])

static bool
nine_plays(const char *name)
{
	for (size_t i = 0; i < NINE_SUBCOMMANDS; i++)
		if (strcmp(name, nine_subcommands[i]) == 0)
			return true;
	return false;
}

/* Whether this program runs `subcommand` (gnomon-9 only nine_plays'). */
static bool
runs(const struct subcommand *subcommand)
{
	return GNOMON_BOARD_SIZE == 7 || nine_plays(subcommand->name);
}

/*
 * `gnomon --help`: short, as a usage is (gnuchess's is 38 lines): the
 * game's options, the variants named by one line, each subcommand on a
 * line of its own; each subcommand's --help and gnomon(6) say the rest.
 */
static void
usage(FILE *out)
{
	const struct options_entry *variant = options_variant.entries;
	char line[USAGE_LINE_MAX];

	if (GNOMON_BOARD_SIZE == 7)
		fprintf(out,
		    "usage: gnomon [options]                 a game in the "
		    "terminal\n"
		    "       gnomon SUBCOMMAND [arguments]    a tool, or a "
		    "game in a room\n");
	else
		fprintf(out,
		    "usage: gnomon-9 SUBCOMMAND [arguments]  the tools of "
		    "the 9x9 board (board=9)\n");
	fprintf(out, "the rules, the keys, every option and setting: man "
	    "gnomon\n");
	if (GNOMON_BOARD_SIZE == 7) {
		fprintf(out, "\noptions of a game in the terminal (after ';', "
		    "the default):\n");
		command_options_usage(out, &play_options_table, true);
		snprintf(line, sizeof line, "--%s %s, --%s %s, ...",
		    variant[0].name, variant[0].value, variant[1].name,
		    variant[1].value);
		fprintf(out, "  %-*s a variant (man gnomon: Variants)\n",
		    USAGE_ABOUT_COLUMN - 3, line);
	}
	fprintf(out, "\nsubcommands (SUBCOMMAND --help: what it takes):\n");
	for (size_t i = 0; i < SUBCOMMAND_COUNT; i++) {
		if (!runs(&subcommands[i]))
			continue;
		snprintf(line, sizeof line, "  %s %-*s %s", PROGRAM_NAME,
		    SUBCOMMAND_NAME_WIDTH, subcommands[i].name,
		    subcommands[i].about);
		command_options_usage_line(out, line, USAGE_ABOUT_COLUMN);
	}
}

/* `gnomon SUBCOMMAND --help`: its usage and every setting it reads. */
static void
subcommand_usage(const struct subcommand *subcommand)
{
	printf("usage: %s %s%s%s\n  %s\n", PROGRAM_NAME, subcommand->name,
	    subcommand->usage[0] != '\0' ? " " : "", subcommand->usage,
	    subcommand->about);
	if (subcommand->settings != NULL) {
		printf("\n%s (after ';', the default):\n",
		    subcommand->settings == &engine_limits ?
		    "the limits of genmove and analyze" : "settings");
		command_options_usage(stdout, subcommand->settings, false);
	}
	if (subcommand->variant) {
		printf("\nvariant settings%s:\n", subcommand->settings ==
		    &engine_limits ? ", of new" : "");
		command_options_usage(stdout, &options_variant, false);
	}
}

static bool
is_help(const char *arg)
{
	return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

/* What a subcommand's words ask before all else, as getopt_long's
 * programs answer them: --help (or -h) or --version, the first of them
 * wherever it stands before a "--". */
enum subcommand_ask { ASK_NOTHING, ASK_HELP, ASK_VERSION };

static enum subcommand_ask
subcommand_asks(int argc, char **argv)
{
	for (int i = 0; i < argc && strcmp(argv[i], "--") != 0; i++) {
		if (is_help(argv[i]))
			return ASK_HELP;
		if (strcmp(argv[i], "--version") == 0)
			return ASK_VERSION;
	}
	return ASK_NOTHING;
}

/* A game in the terminal, with the options the command line gave. */
static int
play(int argc, char **argv)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];
	static char settings_error[PLAY_SETTINGS_ERROR_MAX];
	static char settings_warning[PLAY_SETTINGS_ERROR_MAX];

	play_options_default(&options);
	/* The settings file first: the command line overrides it.  Its
	 * warnings stay on the terminal under the game's screen. */
	if (play_settings_load(&options, settings_error, settings_warning) <
	    0) {
		message_print(stderr, "%s\n", settings_error);
		return EXIT_USAGE;
	}
	if (settings_warning[0] != '\0')
		message_print(stderr, "%s\n", settings_warning);
	switch (play_options_parse(argc, argv, &options, error)) {
	case PLAY_PARSE_HELP:
		usage(stdout);
		return 0;
	case PLAY_PARSE_VERSION:
		printf("%s %s\n", PROGRAM_NAME, GNOMON_VERSION);
		return 0;
	case PLAY_PARSE_ERROR:
		message_print(stderr, "%s\n", error);
		return EXIT_USAGE;
	case PLAY_PARSE_GAME:
		break;
	}
	/* A terminal that cannot draw the board still plays, line by line,
	 * rather than being refused: TERM=dumb is what Emacs' shell and many
	 * a screen reader's console set, and their users came to play. */
	if (!options.plain && tui_line_only()) {
		tui_line_only_say("playing");
		options.plain = true;
	}
	if (options.plain)
		return plain_run(&options, stdin, stdout);
	return tui_run(&options);
}

#if GNOMON_BOARD_SIZE == 7
static bool
nine_asked(int argc, char **argv)
{
	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], "board=9") == 0)
			return true;
	return false;
}

/*
 * Runs gnomon-9 from this program's directory with the same arguments;
 * returns only if it cannot, having said why.
 */
static int
nine_exec(char **argv)
{
	char path[PATH_MAX];

	if (process_nine_program(argv[0], path, sizeof path)) {
		argv[0] = path;
		execv(path, argv);
	}
	message_print(stderr, "gnomon: board=9 is played by gnomon-9, which is "
	    "not installed beside gnomon (%.200s)\n", path);
	return EXIT_FAILURE;
}
#endif

/*
 * Runs `subcommand` with its words: its --help or --version, wherever
 * they stand, are answered here (a subcommand that has its own --help
 * is run with it alone); board=9 is gnomon-9's.
 */
static int
subcommand_run(const struct subcommand *subcommand, int argc, char **argv)
{
	/* A subcommand that answers --help itself is handed it alone, after
	 * its first word when that is not an option: `gnomon lab puzzles
	 * --help` asks the miner's. */
	static char help_word[] = "--help";
	static char *help_alone[] = { help_word, NULL };
	char *help_after[] = { argc > 2 ? argv[2] : NULL, help_word, NULL };
	bool first_word = argc > 3 && argv[2][0] != '-';

	switch (subcommand_asks(argc - 2, argv + 2)) {
	case ASK_VERSION:
		printf("%s %s\n", PROGRAM_NAME, GNOMON_VERSION);
		return 0;
	case ASK_HELP:
		if (subcommand->own_help)
			return first_word ? subcommand->run(2, help_after) :
			    subcommand->run(1, help_alone);
		subcommand_usage(subcommand);
		return 0;
	case ASK_NOTHING:
#if GNOMON_BOARD_SIZE == 7
		if (nine_plays(subcommand->name) && nine_asked(argc, argv))
			return nine_exec(argv);
#endif
		break;
	}
	return subcommand->run(argc - 2, argv + 2);
}

static int
main_run(int argc, char **argv)
{
	/* A room renames itself (gnomon room NAME) in this memory. */
	process_title_init(argc, argv);
#if GNOMON_BOARD_SIZE != 7
	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("gnomon-9 %s\n", GNOMON_VERSION);
		return 0;
	}
	if (argc > 2 && strcmp(argv[1], "--version") == 0) {
		message_print(stderr, "gnomon-9: unexpected argument '%.32s'; "
		    "try 'gnomon-9 --help'\n", argv[2]);
		return EXIT_USAGE;
	}
	if (argc < 2 || (!is_help(argv[1]) && !nine_plays(argv[1]))) {
		message_print(stderr, "gnomon-9: %s is not built for board=9: "
		    "gnomon-9 plays selfplay, transcript, perft, lab, engine "
		    "and merge\n", argc < 2 || argv[1][0] == '-' ?
		    "a game in the terminal" : "this subcommand");
		return EXIT_USAGE;
	}
#endif
	if (argc < 2 || strncmp(argv[1], "-", 1) == 0)
		return play(argc, argv);
	for (size_t i = 0; i < SUBCOMMAND_COUNT; i++)
		if (strcmp(argv[1], subcommands[i].name) == 0)
			return subcommand_run(&subcommands[i], argc, argv);
	message_print(stderr,
	    "%s: unknown subcommand '%.32s'; try '%s --help'\n", PROGRAM_NAME,
	    argv[1], PROGRAM_NAME);
	return EXIT_USAGE;
}

/* Every command ends here, its output checked: see message_close_stdout. */
int
main(int argc, char **argv)
{
	return message_close_stdout(main_run(argc, argv));
}
