/*
 * engine_command.c owns `gnomon engine [hash=MB] [threads=N]
 * [off=feature,...]`: the engine protocol on stdin and stdout (engine.h),
 * with a transposition table of MB megabytes, analyze and genmove by time
 * searching on N threads unless they say otherwise, and the full search
 * without the features named (as selfplay's off1=), so that `gnomon match`
 * can measure what each one gains.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/engine.h"
#include "lab/match.h"
#include "cli/message.h"
#include "core/options.h"
#include "ai/search.h"

int
command_engine(int argc, char **argv)
{
	struct engine *engine;
	long megabytes = SEARCH_TT_DEFAULT_MB, threads = 1;
	/* selfplay's reader of off1=, for its message and its feature names */
	struct match_player features = { .kind = MATCH_NODES };
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
		else if (strncmp(argv[i], "off=", strlen("off=")) == 0)
			status = match_read_features("off", argv[i] +
			    strlen("off="), &features, error);
		/* The board this program plays: `gnomon engine board=9` is
		 * gnomon-9's engine (main.c), whose `new` is 9x9's. */
		else if (strcmp(argv[i], "board=" BOARD_SIZE_TEXT) == 0)
			status = 0;
		else {
			message_print(stderr, "gnomon engine: unexpected argument '%s' (the settings are hash=MB, threads=N, off=feature,... and board=9)\n",
			    argv[i]);
			return EXIT_USAGE;
		}
		if (status < 0) {
			message_print(stderr, "gnomon engine: %s\n", error);
			return EXIT_USAGE;
		}
	}
	/* The engine keeps its reply buffer and game history: too big for the stack. */
	engine = malloc(sizeof *engine);
	if (engine == NULL) {
		fprintf(stderr, "gnomon engine: out of memory\n");
		return 1;
	}
	engine_init(engine);
	engine->tt_megabytes = (size_t)megabytes;
	engine->threads = (int)threads;
	engine->disable = features.disable;
	engine_run(engine, stdin, stdout);
	engine_free(engine);
	free(engine);
	return 0;
}
