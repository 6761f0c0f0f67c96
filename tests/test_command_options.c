/*
 * The one reader of command-line options (command_options.h): whole
 * names and unique prefixes, --opt=value and --opt value, "--" ending the
 * options, words handed back in order, and the one-line refusals of an
 * unknown or ambiguous option, a value where none goes and none where
 * one is needed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "cli/command_options.h"

enum { SEEN_MAX = 8, WORDS_MAX = 8 };
enum { RESET, RESUME, YES, ROOMS, HELP };

static const struct command_option sample_options[] = {
	{ "reset", false, '\0', RESET },
	{ "resume", false, '\0', RESUME },
	{ "yes", false, '\0', YES },
	{ "rooms", true, '\0', ROOMS },
	{ "help", false, 'h', HELP },
};

struct seen {
	int		ids[SEEN_MAX];
	const char	*values[SEEN_MAX];
	int		count;
};

static int
record(void *context, int id, const char *value, char *error)
{
	struct seen *seen = context;

	(void)error;
	seen->values[seen->count] = value;
	seen->ids[seen->count++] = id;
	return 0;
}

/* Parses the NULL-ended `words`; returns what command_options_parse does. */
static int
parse(const char **words, char **argv, struct seen *seen, char *error)
{
	int argc = 0;

	while (words[argc] != NULL) {
		argv[argc] = (char *)words[argc];
		argc++;
	}
	memset(seen, 0, sizeof *seen);
	return command_options_parse("gnomon sample", sample_options,
	    sizeof sample_options / sizeof sample_options[0], argc, argv,
	    record, seen, error);
}

static void
test_prefixes_and_values(void **state)
{
	const char *words[] = { "--rese", "len=3", "--y", "--rooms=/tmp/r",
		"--roo", "here", "-h", "--reset", NULL };
	char *argv[WORDS_MAX], error[COMMAND_OPTIONS_ERROR_MAX];
	struct seen seen;

	(void)state;
	assert_int_equal(parse(words, argv, &seen, error), 1);
	assert_string_equal(argv[0], "len=3");
	assert_int_equal(seen.count, 6);
	assert_int_equal(seen.ids[0], RESET);
	assert_int_equal(seen.ids[1], YES);
	assert_int_equal(seen.ids[2], ROOMS);
	assert_string_equal(seen.values[2], "/tmp/r");
	assert_int_equal(seen.ids[3], ROOMS);
	assert_string_equal(seen.values[3], "here");
	assert_int_equal(seen.ids[4], HELP);
	assert_null(seen.values[4]);
	assert_int_equal(seen.ids[5], RESET);
}

static void
test_double_dash_ends_options(void **state)
{
	const char *words[] = { "3", "--", "--yes", "-", "day=2", NULL };
	char *argv[WORDS_MAX], error[COMMAND_OPTIONS_ERROR_MAX];
	struct seen seen;

	(void)state;
	assert_int_equal(parse(words, argv, &seen, error), 4);
	assert_int_equal(seen.count, 0);
	assert_string_equal(argv[0], "3");
	assert_string_equal(argv[1], "--yes");
	assert_string_equal(argv[2], "-");
	assert_string_equal(argv[3], "day=2");
}

static void
test_refusals(void **state)
{
	static const struct {
		const char	*word;
		const char	*message;
	} cases[] = {
		{ "--res", "option '--res' is ambiguous: --reset or --resume" },
		{ "--frob=1",
		    "unknown option '--frob'; try 'gnomon sample --help'" },
		{ "-x", "unknown option '-x'; try 'gnomon sample --help'" },
		{ "--yes=1", "option '--yes' doesn't allow an argument" },
		{ "--rooms", "--rooms needs a value" },
		{ "--r",
		    "option '--r' is ambiguous: --reset, --resume or --rooms" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const char *words[] = { cases[i].word, "--help", NULL };
		char *argv[WORDS_MAX], error[COMMAND_OPTIONS_ERROR_MAX];
		struct seen seen;

		if (strcmp(cases[i].word, "--rooms") == 0)
			words[1] = NULL;	/* nothing after it to take */
		assert_int_equal(parse(words, argv, &seen, error), -1);
		assert_string_equal(error, cases[i].message);
		/* The options after a refusal are still looked at. */
		if (words[1] != NULL)
			assert_int_equal(seen.ids[seen.count - 1], HELP);
	}
}

static void
test_no_options(void **state)
{
	char one[] = "--x", two[] = "games=1", three[] = "--";
	char *argv[] = { two, three, one };

	(void)state;
	assert_int_equal(command_options_words("gnomon sample", 3, argv), 2);
	assert_string_equal(argv[0], "games=1");
	assert_string_equal(argv[1], "--x");
	argv[0] = one;
	assert_int_equal(command_options_words("gnomon sample", 1, argv), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_prefixes_and_values),
		cmocka_unit_test(test_double_dash_ends_options),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_no_options),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
