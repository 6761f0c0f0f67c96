/*
 * engine_command.c owns `gnomon engine [hash=MB] [threads=N]`: the engine
 * protocol on stdin and stdout (engine.h), with a transposition table of MB
 * megabytes, analyze and genmove by time searching on N threads unless
 * they say otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "engine.h"
#include "message.h"
#include "options.h"
#include "search.h"

int
command_engine(int argc, char **argv)
{
	struct engine *engine;
	long megabytes = SEARCH_TT_DEFAULT_MB, threads = 1;
	char error[OPTIONS_ERROR_MAX];

	for (int i = 0; i < argc; i++) {
		int status;

		if (strncmp(argv[i], "hash=", strlen("hash=")) == 0)
			status = options_int("hash", argv[i] + strlen("hash="),
			    0, ENGINE_HASH_MAX, &megabytes, error);
		else if (strncmp(argv[i], "threads=", strlen("threads=")) == 0)
			status = options_int("threads", argv[i] +
			    strlen("threads="), 1, SEARCH_THREADS_MAX, &threads,
			    error);
		else {
			message_print(stderr, "gnomon engine: unexpected argument '%s' (the settings are hash=MB and threads=N)\n",
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
	engine_run(engine, stdin, stdout);
	engine_free(engine);
	free(engine);
	return 0;
}
