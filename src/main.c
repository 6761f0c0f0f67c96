/*
 * main.c owns the command line: it picks the front end (a game in the
 * terminal, or a subcommand) and hands it the rest of the arguments.  It
 * sits above every front end and is in no library: build/libgnomon.a holds
 * the layers below it and the headless subcommands, src/tui/ is linked
 * beside it.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "play.h"
#include "tui_entry.h"
#include "version.h"

struct subcommand {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *usage;
};

static const struct subcommand subcommands[] = {
	{ "engine", command_engine, "engine                     the text engine protocol on stdin/stdout" },
	{ "perft", command_perft, "perft DEPTH [variant]      count move sequences, with speed" },
	{ "selfplay", command_selfplay, "selfplay [games=N] [p1=P] [p2=P] [seed=S] [jobs=N] [pgn=DIR] [variant]\n"
	    "                [opening=N] [tt=MB] [off1=F] [off2=F] [w1=W] [w2=W]  (see gnomon(6))\n"
	    "                             a match between computer players (P: depth, L1..L5, nNODES, 0 = random)" },
	{ "transcript", command_transcript, "transcript [depth=P] [p1=P] [p2=P] [seed=S] [pgn=DIR] [variant]\n"
	    "                             one game between computer players, move by move" },
	{ "replay", tui_replay, "replay FILE [--ascii]      step through a game record, move by move" },
	{ "bench", command_bench, "bench                      fixed positions to a fixed depth: node signature and speed" },
};
#define SUBCOMMAND_COUNT (sizeof subcommands / sizeof subcommands[0])

static void
usage(FILE *out)
{
	fprintf(out,
	    "usage: gnomon [options]                    a game in the terminal\n"
	    "       gnomon SUBCOMMAND [key=value ...]    a tool without the interface\n"
	    "       gnomon --help | --version\n"
	    "\noptions of a game in the terminal (after ';', the default):\n");
	play_options_usage(out);
	fprintf(out,
	    "  --help                    this list\n"
	    "  --version                 the version\n"
	    "\nsubcommands (SUBCOMMAND --help: its usage):\n");
	for (size_t i = 0; i < SUBCOMMAND_COUNT; i++)
		fprintf(out, "  gnomon %s\n", subcommands[i].usage);
	fprintf(out, "\nvariant settings, key=value: len=1..3 day=1..16 sun=0..7 snake=0|1 mover=0|1\n"
	    "the rules, the keys and more: man gnomon\n");
}

static bool
is_help(const char *arg)
{
	return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

/* A game in the terminal, with the options the command line gave. */
static int
play(int argc, char **argv)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];

	play_options_default(&options);
	/* As with --help, --version among other options answers and stops. */
	for (int i = 0; i < argc; i++)
		if (is_help(argv[i])) {
			usage(stdout);
			return 0;
		} else if (strcmp(argv[i], "--version") == 0) {
			printf("gnomon %s\n", GNOMON_VERSION);
			return 0;
		}
	if (play_options_parse(argc, argv, &options, error) < 0) {
		fprintf(stderr, "%s\n", error);
		return EXIT_USAGE;
	}
	return tui_run(&options);
}

int
main(int argc, char **argv)
{
	if (argc < 2 || strncmp(argv[1], "-", 1) == 0)
		return play(argc - 1, argv + 1);
	for (size_t i = 0; i < SUBCOMMAND_COUNT; i++) {
		if (strcmp(argv[1], subcommands[i].name) != 0)
			continue;
		if (argc == 3 && is_help(argv[2])) {
			printf("usage: gnomon %s\n", subcommands[i].usage);
			return 0;
		}
		return subcommands[i].run(argc - 2, argv + 2);
	}
	fprintf(stderr, "gnomon: unknown subcommand '%.32s'; try 'gnomon --help'\n", argv[1]);
	return EXIT_USAGE;
}
