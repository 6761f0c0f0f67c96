/*
 * libFuzzer harness for the engine protocol's line handler: every line of
 * the input is executed, and after each the engine's board must be sound.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "search.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Deep perft and long searches are slow, not wrong, and would starve the
 * fuzzer: every digit of a perft line is capped at 2 (its words and errors
 * stay as they were), and a genmove or analyze gets a small node budget
 * after its own limits (a level given with it is then refused, which is
 * also worth fuzzing).
 */
#define FUZZ_DEPTH_DIGIT_MAX '2'
#define FUZZ_SEARCH_BUDGET " nodes=300"
#define FUZZ_TABLE_MB 1

static void
tame(char *line, size_t size)
{
	if (strncmp(line, "perft", 5) == 0) {
		for (char *c = line; *c != '\0'; c++)
			if (*c > FUZZ_DEPTH_DIGIT_MAX && *c <= '9')
				*c = FUZZ_DEPTH_DIGIT_MAX;
	} else if ((strncmp(line, "genmove", 7) == 0 ||
	    strncmp(line, "analyze", 7) == 0) &&
	    strlen(line) + sizeof FUZZ_SEARCH_BUDGET <= size) {
		strcat(line, FUZZ_SEARCH_BUDGET);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct engine engine;
	static char line[ENGINE_LINE_MAX + 2];
	/* One search for every input, cleared each time: making and freeing a
	 * transposition table per input was most of the fuzzer's time. */
	static struct search *search;
	size_t start = 0;

	if (search == NULL && (search = search_new(FUZZ_TABLE_MB)) == NULL)
		abort();
	search_clear(search);
	engine_init(&engine);
	engine.search = search;
	while (start < size) {
		const uint8_t *end = memchr(data + start, '\n', size - start);
		size_t length = (end != NULL ? (size_t)(end - data) : size) - start;
		size_t kept = length < sizeof line - 1 ? length : sizeof line - 1;

		memcpy(line, data + start, kept);
		line[kept] = '\0';
		tame(line, sizeof line);
		engine_execute(&engine, line);
		if (board_check(&engine.board) != NULL)
			abort();
		start += length + 1;
	}
	engine.search = NULL;	/* kept for the next input */
	engine_free(&engine);
	return 0;
}
