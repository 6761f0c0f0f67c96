/*
 * libFuzzer harness for the engine protocol's line handler: every line of
 * the input is executed, and after each the engine's board must be sound.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A search is never asked for here: only a few plies of perft at most. */
#define FUZZ_PERFT_CAP "perft 2"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct engine engine;
	static char line[ENGINE_LINE_MAX + 2];
	size_t start = 0;

	engine_init(&engine);
	while (start < size) {
		const uint8_t *end = memchr(data + start, '\n', size - start);
		size_t length = (end != NULL ? (size_t)(end - data) : size) - start;
		size_t kept = length < sizeof line - 1 ? length : sizeof line - 1;

		memcpy(line, data + start, kept);
		line[kept] = '\0';
		/* Deep perft and long searches are slow, not wrong: keep the fuzzer fast. */
		if (strncmp(line, "perft", 5) == 0 && kept > strlen(FUZZ_PERFT_CAP))
			strcpy(line, FUZZ_PERFT_CAP);
		engine_execute(&engine, line);
		if (board_check(&engine.board) != NULL)
			abort();
		start += length + 1;
	}
	return 0;
}
