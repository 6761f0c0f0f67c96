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
		snprintf(path, sizeof path, "%s/%s", harness->directory, entry->d_name);
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
	const struct harness harness = { "tests/fuzz/corpus/position", fuzz_position_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_record(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/record", fuzz_record_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_engine(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/engine", fuzz_engine_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

static void
test_fuzz_corpus_save(void **state)
{
	const struct harness harness = { "tests/fuzz/corpus/save", fuzz_save_input };

	(void)state;
	assert_true(replay_directory(&harness) > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fuzz_corpus_position),
		cmocka_unit_test(test_fuzz_corpus_record),
		cmocka_unit_test(test_fuzz_corpus_engine),
		cmocka_unit_test(test_fuzz_corpus_save),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
