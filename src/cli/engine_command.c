/*
 * engine_command.c owns `gnomon engine`: the engine protocol on stdin and
 * stdout (engine.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "commands.h"
#include "engine.h"
#include "message.h"

int
command_engine(int argc, char **argv)
{
	struct engine *engine;

	if (argc > 0) {
		message_print(stderr, "gnomon engine: unexpected argument '%s'\n", argv[0]);
		return EXIT_USAGE;
	}
	/* The engine keeps its reply buffer and game history: too big for the stack. */
	engine = malloc(sizeof *engine);
	if (engine == NULL) {
		fprintf(stderr, "gnomon engine: out of memory\n");
		return 1;
	}
	engine_init(engine);
	engine_run(engine, stdin, stdout);
	engine_free(engine);
	free(engine);
	return 0;
}
