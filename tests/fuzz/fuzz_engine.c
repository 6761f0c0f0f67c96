/*
 * libFuzzer harness for the engine protocol's line handler: every line of
 * the input is executed, and after each the engine's board must be sound.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "cli/engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Deep perft and long searches are slow, not wrong, and would starve the
 * fuzzer: the engine's own caps (engine.h) bound every search's nodes and
 * perft's depth, whatever a line says and however it is spelt (a leading
 * blank, a tab, a level), which a look at the raw line could not promise.
 * A perft deeper than the cap is refused, which is also worth fuzzing.
 */
#define FUZZ_SEARCH_NODE_CAP 300
#define FUZZ_PERFT_DEPTH_MAX 2
#define FUZZ_TABLE_MB 1

/* At file scope so that test_fuzz_corpus can read the last reply. */
static struct engine fuzz_engine;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char line[ENGINE_LINE_MAX + 2];
	/* One search for every input, cleared each time: making and freeing a
	 * transposition table per input was most of the fuzzer's time. */
	static struct search *search;
	size_t start = 0;

	if (search == NULL && (search = search_new(FUZZ_TABLE_MB)) == NULL)
		abort();
	search_clear(search);
	engine_init(&fuzz_engine);
	fuzz_engine.search = search;
	fuzz_engine.search_node_cap = FUZZ_SEARCH_NODE_CAP;
	fuzz_engine.perft_depth_max = FUZZ_PERFT_DEPTH_MAX;
	while (start < size) {
		const uint8_t *end = memchr(data + start, '\n', size - start);
		size_t length =
		    (end != NULL ? (size_t)(end - data) : size) - start;
		size_t kept =
		    length < sizeof line - 1 ? length : sizeof line - 1;

		memcpy(line, data + start, kept);
		line[kept] = '\0';
		engine_execute(&fuzz_engine, line);
		if (board_check(&fuzz_engine.board) != NULL)
			abort();
		start += length + 1;
	}
	fuzz_engine.search = NULL;	/* kept for the next input */
	engine_free(&fuzz_engine);
	return 0;
}
