/*
 * Replays every file of the fuzzing corpus (tests/fuzz/corpus/<harness>/:
 * the seeds and every crash input a fuzzer ever found) through the same
 * harness code that `make fuzz` runs, so a fixed crash stays fixed.  The
 * harnesses abort() on a broken invariant, which fails this program.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LLVMFuzzerTestOneInput fuzz_position_input
#include "fuzz/fuzz_position.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_record_input
#include "fuzz/fuzz_record.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_engine_input
#include "fuzz/fuzz_engine.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_save_input
#include "fuzz/fuzz_save.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_wire_input
#include "fuzz/fuzz_wire.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_room_input
#include "fuzz/fuzz_room.c"
#undef LLVMFuzzerTestOneInput

enum { CORPUS_FILE_MAX = 1 << 20 };

struct harness {
	const char *directory;
	int (*run)(const uint8_t *, size_t);
};

static int
replay_directory(const struct harness *harness)
{
	static uint8_t data[CORPUS_FILE_MAX];
	char path[512];
	DIR *directory = opendir(harness->directory);
	struct dirent *entry;
	int replayed = 0;

	assert_non_null(directory);
	while ((entry = readdir(directory)) != NULL) {
		FILE *file;
		size_t size;

		if (entry->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", harness->directory,
		    entry->d_name);
		file = fopen(path, "rb");
		assert_non_null(file);
		size = fread(data, 1, sizeof data, file);
		fclose(file);
		assert_int_equal(harness->run(data, size), 0);
		replayed++;
	}
	closedir(directory);
	return replayed;
}

static void
test_fuzz_corpus_position(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/position",
		fuzz_position_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_record(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/record",
		fuzz_record_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_engine(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/engine",
		fuzz_engine_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

/* The largest "nodes N" in an analyze reply (one line per depth). */
static unsigned long long
most_nodes(const char *reply)
{
	unsigned long long most = 0;
	int lines = 0;

	for (const char *at = strstr(reply, " nodes "); at != NULL;
	    at = strstr(at + 1, " nodes ")) {
		unsigned long long nodes =
		    strtoull(at + strlen(" nodes "), NULL, 10);

		if (nodes > most)
			most = nodes;
		lines++;
	}
	assert_true(lines > 0);
	return most;
}

/*
 * The engine harness caps every search, however its line is spelt: a look
 * at the raw line (the harness's first way) let a leading blank or tab
 * through to a full level-5 search of millions of nodes, and the fuzzer
 * crawled.  The first line, with no blank before it, is the control.
 */
static void
test_fuzz_engine_caps_every_spelling_of_a_search(void **state)
{
	static const char *const lines[] = {
		"analyze nodes=2000000",
		" analyze level=5",
		"\tanalyze",
		"  analyze nodes=1000000",
	};

	(void)state;
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		const uint8_t *data = (const uint8_t *)lines[i];

		assert_int_equal(fuzz_engine_input(data, strlen(lines[i])), 0);
		assert_false(fuzz_engine.failed);
		if (most_nodes(fuzz_engine.reply) > FUZZ_SEARCH_NODE_CAP)
			fail_msg("'%s' searched past the harness's cap of %d "
				 "nodes: %s",
			    lines[i], FUZZ_SEARCH_NODE_CAP, fuzz_engine.reply);
	}
	assert_int_equal(fuzz_engine_input((const uint8_t *)" perft 3", 8), 0);
	assert_true(fuzz_engine.failed);
	assert_string_equal(fuzz_engine.reply, "depth must be 0 to 2, not 3");
}

static void
test_fuzz_corpus_save(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/save",
		fuzz_save_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_wire(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/wire",
		fuzz_wire_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_room(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/room",
		fuzz_room_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

/*
 * The room harness's seeds reach what they are there for: a game to its
 * end, a clock run out, a hostile peer's requests refused.
 */
static void
test_fuzz_room_seeds_reach_the_game(void **state)
{
	static const char clock_runs_out[] =
	    "\0hello gnomon-room 1 seat=amber name=ann "
	    "token=" FUZZ_ROOM_AMBER_TOKEN "\n"
	    "\001hello gnomon-room 1 seat=teal name=tom "
	    "token=" FUZZ_ROOM_TEAL_TOKEN "\n"
	    "\0move b1b2\n"
	    "xping\n";

	(void)state;
	assert_int_equal(fuzz_room_input((const uint8_t *)clock_runs_out,
	    sizeof clock_runs_out - 1), 0);
	assert_true(room_over(&fuzz_room.room));
	assert_int_equal(fuzz_room.room.reason, WIRE_REASON_TIME);
	assert_int_equal(fuzz_room.room.move_count, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fuzz_corpus_position),
		cmocka_unit_test(test_fuzz_corpus_record),
		cmocka_unit_test(test_fuzz_corpus_engine),
		cmocka_unit_test(
		    test_fuzz_engine_caps_every_spelling_of_a_search),
		cmocka_unit_test(test_fuzz_corpus_save),
		cmocka_unit_test(test_fuzz_corpus_wire),
		cmocka_unit_test(test_fuzz_corpus_room),
		cmocka_unit_test(test_fuzz_room_seeds_reach_the_game),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
