/*
 * The command-line options of a game in the terminal (play.h): every option
 * in both spellings, every bad value refused with a one-line message that
 * names the option, and nothing changed by a refused command line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "core/options.h"
#include "ui/play.h"
#include "ui/play_options.h"

enum { ARGS_MAX = 8 };

/* Parses a NULL-terminated list of arguments, after the program's name,
 * into `options`. */
static int
parse(struct play_options *options, char *error, const char *const *args)
{
	char *argv[ARGS_MAX + 2];
	char copies[ARGS_MAX + 1][64];
	int argc = 1;

	snprintf(copies[0], sizeof copies[0], "gnomon");
	argv[0] = copies[0];
	for (; args[argc - 1] != NULL; argc++) {
		assert_true(argc <= ARGS_MAX);
		snprintf(copies[argc], sizeof copies[argc], "%s",
		    args[argc - 1]);
		argv[argc] = copies[argc];
	}
	argv[argc] = NULL;
	return (int)play_options_parse(argc, argv, options, error);
}

static void
assert_options_equal(const struct play_options *a, const struct play_options *b)
{
	assert_int_equal(a->rules.shadow_length, b->rules.shadow_length);
	assert_int_equal(a->rules.day_length, b->rules.day_length);
	assert_int_equal(a->rules.start_sun, b->rules.start_sun);
	assert_int_equal(a->rules.snake, b->rules.snake);
	assert_int_equal(a->rules.instant, b->rules.instant);
	assert_int_equal(a->level, b->level);
	assert_int_equal(a->side, b->side);
	assert_int_equal(a->hotseat, b->hotseat);
	assert_int_equal(a->autoplay, b->autoplay);
	assert_int_equal(a->ascii, b->ascii);
	assert_int_equal(a->chose, b->chose);
	assert_int_equal(a->resume, b->resume);
	assert_true(a->seed == b->seed);
}

static void
test_play_options_default_is_the_real_game_and_the_menu(void **state)
{
	struct play_options options;
	struct rules rules;

	(void)state;
	play_options_default(&options);
	rules_default(&rules);
	assert_int_equal(options.rules.shadow_length, rules.shadow_length);
	assert_int_equal(options.rules.day_length, rules.day_length);
	assert_int_equal(options.rules.start_sun, rules.start_sun);
	assert_false(options.rules.snake);
	assert_false(options.rules.instant);
	assert_int_equal(options.level, LEVEL_DEFAULT);
	assert_int_equal(options.side, PLAY_SIDE_AMBER);
	assert_false(options.hotseat);
	assert_false(options.autoplay);
	assert_false(options.ascii);
	assert_false(options.chose);
	assert_true(options.seed == 1);
}

static void
test_play_options_no_arguments_change_nothing(void **state)
{
	struct play_options options, before;
	char error[PLAY_ERROR_MAX];
	const char *const args[] = { NULL };

	(void)state;
	play_options_default(&options);
	before = options;
	assert_int_equal(parse(&options, error, args), 0);
	assert_options_equal(&options, &before);
}

static void
test_play_options_level_in_both_spellings_skips_the_menu(void **state)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];
	const char *const apart[] = { "--level", "5", NULL };
	const char *const joined[] = { "--level=1", NULL };

	(void)state;
	play_options_default(&options);
	assert_int_equal(parse(&options, error, apart), 0);
	assert_int_equal(options.level, 5);
	assert_true(options.chose);
	play_options_default(&options);
	assert_int_equal(parse(&options, error, joined), 0);
	assert_int_equal(options.level, 1);
	assert_true(options.chose);
}

static void
test_play_options_side_takes_each_side_in_any_case(void **state)
{
	static const struct {
		const char *name;
		enum play_side side;
	} sides[] = {
		{ "teal", PLAY_SIDE_TEAL },
		{ "random", PLAY_SIDE_RANDOM },
		{ "amber", PLAY_SIDE_AMBER },
		/* A name in any case. */
		{ "TEAL", PLAY_SIDE_TEAL },
		{ "Random", PLAY_SIDE_RANDOM },
		{ "aMbEr", PLAY_SIDE_AMBER },
	};
	struct play_options options;
	char error[PLAY_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
		const char *const args[] = { "--side", sides[i].name, NULL };

		play_options_default(&options);
		options.side = sides[i].side == PLAY_SIDE_AMBER ?
		    PLAY_SIDE_TEAL : PLAY_SIDE_AMBER;
		assert_int_equal(parse(&options, error, args), 0);
		assert_int_equal(options.side, sides[i].side);
		assert_true(options.chose);
	}
}

static void
test_play_options_flags_set_their_mode(void **state)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];
	const char *const hotseat[] = { "--hotseat", NULL };
	const char *const autoplay[] = { "--autoplay", NULL };
	const char *const ascii[] = { "--ascii", NULL };

	(void)state;
	play_options_default(&options);
	assert_int_equal(parse(&options, error, hotseat), 0);
	assert_true(options.hotseat);
	assert_false(options.autoplay);
	assert_true(options.chose);

	play_options_default(&options);
	assert_int_equal(parse(&options, error, autoplay), 0);
	assert_true(options.autoplay);
	assert_false(options.hotseat);
	assert_true(options.chose);

	/* Drawing in ASCII is not a choice of game: the menu still shows. */
	play_options_default(&options);
	assert_int_equal(parse(&options, error, ascii), 0);
	assert_true(options.ascii);
	assert_false(options.chose);
}

static void
test_play_options_seed_read_whole_without_skipping_menu(void **state)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];
	const char *const largest[] = { "--seed", "2147483647", NULL };
	const char *const zero[] = { "--seed=0", NULL };

	(void)state;
	play_options_default(&options);
	assert_int_equal(parse(&options, error, largest), 0);
	assert_true(options.seed == 2147483647u);
	assert_false(options.chose);
	assert_int_equal(parse(&options, error, zero), 0);
	assert_true(options.seed == 0);
}

static void
test_play_options_variant_settings_set_the_rules(void **state)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];
	const char *const len[] = { "--len", "3", NULL };
	const char *const day[] = { "--day=4", NULL };
	const char *const sun_number[] = { "--sun", "5", NULL };
	const char *const sun_name[] = { "--sun=SE", NULL };
	const char *const snake[] = { "--snake", "1", NULL };
	const char *const mover[] = { "--mover=0", NULL };

	(void)state;
	play_options_default(&options);
	assert_int_equal(parse(&options, error, len), 0);
	assert_int_equal(options.rules.shadow_length, 3);
	assert_int_equal(parse(&options, error, day), 0);
	assert_int_equal(options.rules.day_length, 4);
	assert_int_equal(parse(&options, error, sun_number), 0);
	assert_int_equal(options.rules.start_sun, COMPASS_SW);
	assert_int_equal(parse(&options, error, sun_name), 0);
	assert_int_equal(options.rules.start_sun, COMPASS_SE);
	assert_int_equal(parse(&options, error, snake), 0);
	assert_true(options.rules.snake);
	assert_int_equal(parse(&options, error, mover), 0);
	assert_true(options.rules.instant);
	/* The variant alone chooses no opponent: the menu still shows. */
	assert_false(options.chose);
	assert_null(rules_check(&options.rules));
}

static void
test_play_options_later_option_wins(void **state)
{
	struct play_options options;
	char error[PLAY_ERROR_MAX];
	const char *const args[] = { "--level", "2", "--level=4", NULL };

	(void)state;
	play_options_default(&options);
	assert_int_equal(parse(&options, error, args), 0);
	assert_int_equal(options.level, 4);
}

/* Every way a command line can be wrong, and the word its message must name. */
static const struct {
	const char *args[ARGS_MAX];
	const char *named;
} bad_command_lines[] = {
	{ { "--level", "0" }, "--level" },
	{ { "--level", "6" }, "--level" },
	{ { "--level=x" }, "--level" },
	{ { "--level=" }, "--level" },
	{ { "--level", "3x" }, "--level" },
	{ { "--level" }, "--level" },
	{ { "--side", "blue" }, "--side" },
	{ { "--side=" }, "--side" },
	{ { "--side", "Amberly" }, "--side" },
	{ { "--side" }, "--side" },
	{ { "--seed", "-1" }, "--seed" },
	{ { "--seed", "2147483648" }, "--seed" },
	{ { "--seed=one" }, "--seed" },
	{ { "--len", "0" }, "--len" },
	{ { "--len", "4" }, "--len" },
	{ { "--day", "0" }, "--day" },
	{ { "--day=17" }, "--day" },
	{ { "--sun", "8" }, "--sun" },
	{ { "--sun", "NNE" }, "--sun" },
	{ { "--sun", "north" }, "--sun" },
	{ { "--sun=" }, "--sun" },
	{ { "--snake", "2" }, "--snake" },
	{ { "--mover", "yes" }, "--mover" },
	{ { "--mover" }, "--mover" },
	{ { "--hotseat=1" }, "--hotseat" },
	{ { "--autoplay=yes" }, "--autoplay" },
	{ { "--ascii=" }, "--ascii" },
	{ { "--colour", "blue" }, "--colour" },
	{ { "--levels=3" }, "--levels" },
	{ { "--", "--level", "3" }, "--level" },
	{ { "--level", "3", "--", "x" }, "'x'" },
	{ { "--s", "3" }, "ambiguous" },
	{ { "--l", "3" }, "--level or --len" },
	{ { "--h" }, "--hotseat, --help or --hold" },
	{ { "--help=x" }, "option '--help' doesn't allow an argument" },
	{ { "--version=1" }, "--version" },
	{ { "---level", "3" }, "---level" },
	{ { "-l" }, "-l" },
	{ { "level=3" }, "level=3" },
	{ { "--hotseat", "--autoplay" }, "--autoplay" },
	{ { "--autoplay", "--hotseat" }, "--hotseat" },
	{ { "--hotseat", "--level", "3" }, "--level" },
	{ { "--level=3", "--hotseat" }, "--hotseat" },
	{ { "--hotseat", "--side", "teal" }, "--side" },
	{ { "--autoplay", "--side=random" }, "--side" },
	{ { "--resume", "--level", "3" }, "--level" },
	{ { "--hotseat", "--resume" }, "--hotseat" },
	{ { "--resume", "--seed=4" }, "--seed" },
	{ { "--ascii", "--resume", "--len=3" }, "--len" },
	{ { "--level", "3", "--len", "9" }, "--len" },
	{ { "--ascii", "--side", "green" }, "--side" },
};
#define BAD_COMMAND_LINE_COUNT \
	(sizeof bad_command_lines / sizeof bad_command_lines[0])

static void
test_play_options_refuse_every_bad_option_and_value(void **state)
{
	(void)state;
	for (size_t i = 0; i < BAD_COMMAND_LINE_COUNT; i++) {
		const char *args[ARGS_MAX + 1] = { NULL };
		struct play_options options;
		char error[PLAY_ERROR_MAX] = "";

		memcpy(args, bad_command_lines[i].args,
		    sizeof bad_command_lines[i].args);
		play_options_default(&options);
		if (parse(&options, error, args) != -1)
			fail_msg("accepted bad command line %zu (%s)", i,
			    bad_command_lines[i].named);
		if (strstr(error, bad_command_lines[i].named) == NULL)
			fail_msg("'%s' does not name %s", error,
			    bad_command_lines[i].named);
		assert_int_equal(strncmp(error, "gnomon: ", strlen("gnomon: ")),
		    0);
		assert_null(strchr(error, '\n'));
	}
}

/* The whole message for a few refusals: it says what is allowed. */
static void
test_play_options_messages_say_what_is_allowed(void **state)
{
	static const struct {
		const char *args[ARGS_MAX];
		const char *message;
	} cases[] = {
		{ { "--snake", "2" }, "gnomon: --snake must be 0 or 1, not 2" },
		{ { "--mover=yes" },
		    "gnomon: --mover must be 0 or 1, not 'yes'" },
		{ { "--seed", "-1" },
		    "gnomon: --seed must be 0 to 2147483647, not -1" },
		{ { "--seed", "99999999999999999999" },
		    "gnomon: --seed must be 0 to 2147483647, not "
		    "9999999999999999..." },
		{ { "--level", "two" },
		    "gnomon: --level must be a whole number from 1 to 5, not "
		    "'two'" },
		{ { "--hotseat", "--level", "3" },
		    "gnomon: --hotseat and --level cannot be used together: "
		    "two players have no computer to set the level of" },
		{ { "--help=x" },
		    "gnomon: option '--help' doesn't allow an argument" },
		{ { "--s=1" },
		    "gnomon: option '--s' is ambiguous: --side, --seed, --sun, "
		    "--snake, --start or --stones" },
		{ { "--sun", "ENE" },
		    "gnomon: --sun must be 0 to 7 or N NE E SE S SW W NW, not "
		    "'ENE'" },
		{ { "--frobnicate=3" },
		    "gnomon: unknown option '--frobnicate'; try 'gnomon "
		    "--help'" },
		{ { "--resume", "--hotseat" },
		    "gnomon: --resume and --hotseat cannot be used together: "
		    "the saved game resumes as it was" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const char *args[ARGS_MAX + 1] = { NULL };
		struct play_options options;
		char error[PLAY_ERROR_MAX] = "";

		memcpy(args, cases[i].args, sizeof cases[i].args);
		play_options_default(&options);
		assert_int_equal(parse(&options, error, args), -1);
		assert_string_equal(error, cases[i].message);
	}
}

/* What still means something together is accepted. */
static void
test_play_options_meaningful_combinations_are_accepted(void **state)
{
	static const char *const accepted[][ARGS_MAX + 1] = {
		{ "--hotseat", "--seed", "5", NULL },
		{ "--hotseat", "--ascii", "--len=3", NULL },
		{ "--autoplay", "--level", "4", "--seed=2", NULL },
		{ "--level", "5", "--side", "teal", NULL },
		{ "--resume", "--ascii", NULL },
	};

	(void)state;
	for (size_t i = 0; i < sizeof accepted / sizeof accepted[0]; i++) {
		struct play_options options;
		char error[PLAY_ERROR_MAX] = "";

		play_options_default(&options);
		if (parse(&options, error, accepted[i]) != 0)
			fail_msg("refused %s %s: %s", accepted[i][0],
			    accepted[i][1], error);
	}
}

static void
test_play_options_refused_command_line_changes_nothing(void **state)
{
	(void)state;
	for (size_t i = 0; i < BAD_COMMAND_LINE_COUNT; i++) {
		const char *args[ARGS_MAX + 1] = { NULL };
		struct play_options options, before;
		char error[PLAY_ERROR_MAX];

		memcpy(args, bad_command_lines[i].args,
		    sizeof bad_command_lines[i].args);
		/* Start from something other than the defaults, so a reset
		 * shows too. */
		play_options_default(&options);
		options.level = 4;
		options.side = PLAY_SIDE_TEAL;
		options.seed = 99;
		options.rules.day_length = 5;
		before = options;
		assert_int_equal(parse(&options, error, args), -1);
		assert_options_equal(&options, &before);
	}
}

/* gnomon --help's two lists (main.c). */
static void
usage_game(FILE *out)
{
	command_options_usage(out, &play_options_table, true);
}

static void
usage_variant(FILE *out)
{
	command_options_usage(out, &options_variant, true);
}

/* The options a usage printer lists, one a line that starts "  -" (a
 * line too long for 80 columns goes on, indented, on the next), in `text`
 * (freed by the caller). */
static size_t
usage_text(void (*print)(FILE *), char **text)
{
	size_t size = 0, lines = 0;
	FILE *out = open_memstream(text, &size);

	assert_non_null(out);
	print(out);
	fclose(out);
	for (const char *c = *text; *c != '\0'; c++)
		lines +=
		    (c == *text || c[-1] == '\n') && strncmp(c, "  -", 3) == 0;
	return lines;
}

static void
test_play_options_usage_lists_every_option_once(void **state)
{
	static const char *const names[] = { "--level N",
		"--side amber|teal|random", "--hotseat", "--autoplay",
		"--ascii", "--calm", "--cursor", "--plain", "--resume",
		"--seed N", "--help", "--version" };
	static const char *const variant[] = { "--len N", "--day D", "--sun S",
		"--snake 0|1", "--mover 0|1", "--start 1|2", "--stones N",
		"--pie 0|1", "--hold 0|1", "--moon 0|1", "--mixed 0|1",
		"--board 7|9" };
	char *text = NULL;

	(void)state;
	assert_int_equal(usage_text(usage_game, &text),
	    sizeof names / sizeof names[0]);
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		const char *found = strstr(text, names[i]);

		if (found == NULL)
			fail_msg("--help lacks %s", names[i]);
		else
			assert_null(strstr(found + 1, names[i]));
	}
	free(text);
	assert_int_equal(usage_text(usage_variant, &text),
	    sizeof variant / sizeof variant[0]);
	for (size_t i = 0; i < sizeof variant / sizeof variant[0]; i++)
		if (strstr(text, variant[i]) == NULL)
			fail_msg("--help lacks %s", variant[i]);
	free(text);
}

/* The done-when line of issue 10: getopt_long's spellings read the same. */
static void
test_play_options_prefixes_equals_and_sun_names_read_same(void **state)
{
	static const char *const spellings[][ARGS_MAX + 1] = {
		{ "--lev", "3", "--side=teal", "--sun", "ne", NULL },
		{ "--level=3", "--si", "teal", "--sun=nE", NULL },
		{ "--sun", "Ne", "--leve", "3", "--side", "teal", NULL },
		{ "--sun", "1", "--level", "3", "--side", "teal", "--", NULL },
	};
	static const char *const written[] = {
		"--level", "3", "--side", "teal", "--sun", "NE", NULL
	};
	struct play_options expected, options;
	char error[PLAY_ERROR_MAX] = "";

	(void)state;
	play_options_default(&expected);
	assert_int_equal(parse(&expected, error, written), PLAY_PARSE_GAME);
	assert_int_equal(expected.level, 3);
	assert_int_equal(expected.side, PLAY_SIDE_TEAL);
	assert_int_equal(expected.rules.start_sun, COMPASS_NE);
	assert_true(expected.chose);
	for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++) {
		play_options_default(&options);
		if (parse(&options, error, spellings[i]) != PLAY_PARSE_GAME)
			fail_msg("spelling %zu refused: %s", i, error);
		assert_options_equal(&options, &expected);
	}
}

/* --help and --version answer wherever they stand, even after a bad option;
 * spelt wrongly they are refused like any option. */
static void
test_play_options_help_and_version_answer_anywhere(void **state)
{
	static const struct {
		const char *args[ARGS_MAX + 1];
		enum play_parse parse;
	} cases[] = {
		{ { "--help", NULL }, PLAY_PARSE_HELP },
		{ { "-h", NULL }, PLAY_PARSE_HELP },
		{ { "--hel", NULL }, PLAY_PARSE_HELP },
		{ { "--level", "9", "--help", NULL }, PLAY_PARSE_HELP },
		{ { "--frobnicate", "-h", NULL }, PLAY_PARSE_HELP },
		{ { "--version", "--help", NULL }, PLAY_PARSE_HELP },
		{ { "--hotseat", "--sun", "NE", "--version", NULL },
		    PLAY_PARSE_VERSION },
		{ { "--vers", NULL }, PLAY_PARSE_VERSION },
		{ { "--help=x", NULL }, PLAY_PARSE_ERROR },
		{ { "--", "--help", NULL }, PLAY_PARSE_ERROR },
	};
	struct play_options options, before;
	char error[PLAY_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		play_options_default(&options);
		before = options;
		if (parse(&options, error, cases[i].args) !=
		    (int)cases[i].parse)
			fail_msg("case %zu (%s) read as something else", i,
			    cases[i].args[0]);
		assert_options_equal(&options, &before);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_play_options_default_is_the_real_game_and_the_menu),
		cmocka_unit_test(test_play_options_no_arguments_change_nothing),
		cmocka_unit_test(
		    test_play_options_level_in_both_spellings_skips_the_menu),
		cmocka_unit_test(
		    test_play_options_side_takes_each_side_in_any_case),
		cmocka_unit_test(test_play_options_flags_set_their_mode),
		cmocka_unit_test(
		    test_play_options_seed_read_whole_without_skipping_menu),
		cmocka_unit_test(
		    test_play_options_variant_settings_set_the_rules),
		cmocka_unit_test(test_play_options_later_option_wins),
		cmocka_unit_test(
		    test_play_options_refuse_every_bad_option_and_value),
		cmocka_unit_test(
		    test_play_options_messages_say_what_is_allowed),
		cmocka_unit_test(
		    test_play_options_meaningful_combinations_are_accepted),
		cmocka_unit_test(
		    test_play_options_refused_command_line_changes_nothing),
		cmocka_unit_test(
		    test_play_options_usage_lists_every_option_once),
		cmocka_unit_test(
		    test_play_options_prefixes_equals_and_sun_names_read_same),
		cmocka_unit_test(
		    test_play_options_help_and_version_answer_anywhere),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
