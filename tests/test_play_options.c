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

#include "play.h"

enum { ARGS_MAX = 4 };

/* Parses a NULL-terminated list of arguments into `options`. */
static int
parse(struct play_options *options, char *error, const char *const *args)
{
	char *argv[ARGS_MAX + 1];
	char copies[ARGS_MAX][64];
	int argc = 0;

	for (; args[argc] != NULL; argc++) {
		assert_true(argc < ARGS_MAX);
		snprintf(copies[argc], sizeof copies[argc], "%s", args[argc]);
		argv[argc] = copies[argc];
	}
	argv[argc] = NULL;
	return play_options_parse(argc, argv, options, error);
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
test_play_options_side_takes_each_colour_and_random(void **state)
{
	static const struct {
		const char *name;
		enum play_side side;
	} sides[] = {
		{ "teal", PLAY_SIDE_TEAL },
		{ "random", PLAY_SIDE_RANDOM },
		{ "amber", PLAY_SIDE_AMBER },
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
test_play_options_seed_is_read_whole_without_skipping_the_menu(void **state)
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
	{ { "--side", "Amber" }, "--side" },
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
	{ { "--snake", "2" }, "--snake" },
	{ { "--mover", "yes" }, "--mover" },
	{ { "--mover" }, "--mover" },
	{ { "--hotseat=1" }, "--hotseat" },
	{ { "--autoplay=yes" }, "--autoplay" },
	{ { "--ascii=" }, "--ascii" },
	{ { "--colour", "blue" }, "--colour" },
	{ { "--levels=3" }, "--levels" },
	{ { "--" }, "--" },
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
#define BAD_COMMAND_LINE_COUNT (sizeof bad_command_lines / sizeof bad_command_lines[0])

static void
test_play_options_refuse_every_bad_option_and_value(void **state)
{
	(void)state;
	for (size_t i = 0; i < BAD_COMMAND_LINE_COUNT; i++) {
		const char *args[ARGS_MAX + 1] = { NULL };
		struct play_options options;
		char error[PLAY_ERROR_MAX] = "";

		memcpy(args, bad_command_lines[i].args, sizeof bad_command_lines[i].args);
		play_options_default(&options);
		if (parse(&options, error, args) != -1)
			fail_msg("accepted bad command line %zu (%s)", i,
			    bad_command_lines[i].named);
		if (strstr(error, bad_command_lines[i].named) == NULL)
			fail_msg("'%s' does not name %s", error,
			    bad_command_lines[i].named);
		assert_int_equal(strncmp(error, "gnomon: ", strlen("gnomon: ")), 0);
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
		{ { "--mover=yes" }, "gnomon: --mover must be 0 or 1, not 'yes'" },
		{ { "--seed", "-1" }, "gnomon: --seed must be 0 to 2147483647, not -1" },
		{ { "--seed", "99999999999999999999" },
		    "gnomon: --seed must be 0 to 2147483647, not 9999999999999999..." },
		{ { "--level", "two" },
		    "gnomon: --level must be a whole number from 1 to 5, not 'two'" },
		{ { "--hotseat", "--level", "3" },
		    "gnomon: --hotseat and --level cannot be used together: two players have no computer to set the level of" },
		{ { "--resume", "--hotseat" },
		    "gnomon: --resume and --hotseat cannot be used together: the saved game resumes as it was" },
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
			fail_msg("refused %s %s: %s", accepted[i][0], accepted[i][1],
			    error);
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

		memcpy(args, bad_command_lines[i].args, sizeof bad_command_lines[i].args);
		/* Start from something other than the defaults, so a reset shows too. */
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

static void
test_play_options_usage_lists_every_option_once(void **state)
{
	static const char *const names[] = {
		"--level N", "--side amber|teal|random", "--hotseat", "--autoplay",
		"--ascii", "--resume", "--seed N", "--len N", "--day N", "--sun N",
		"--snake 0|1", "--mover 0|1"
	};
	char *text = NULL;
	size_t size = 0, lines = 0;
	FILE *out = open_memstream(&text, &size);

	(void)state;
	assert_non_null(out);
	play_options_usage(out);
	fclose(out);
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		const char *found = strstr(text, names[i]);

		if (found == NULL)
			fail_msg("--help lacks %s", names[i]);
		assert_null(strstr(found + 1, names[i]));
	}
	for (const char *c = text; *c != '\0'; c++)
		lines += *c == '\n';
	assert_int_equal(lines, sizeof names / sizeof names[0]);
	free(text);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_play_options_default_is_the_real_game_and_the_menu),
		cmocka_unit_test(test_play_options_no_arguments_change_nothing),
		cmocka_unit_test(test_play_options_level_in_both_spellings_skips_the_menu),
		cmocka_unit_test(test_play_options_side_takes_each_colour_and_random),
		cmocka_unit_test(test_play_options_flags_set_their_mode),
		cmocka_unit_test(test_play_options_seed_is_read_whole_without_skipping_the_menu),
		cmocka_unit_test(test_play_options_variant_settings_set_the_rules),
		cmocka_unit_test(test_play_options_later_option_wins),
		cmocka_unit_test(test_play_options_refuse_every_bad_option_and_value),
		cmocka_unit_test(test_play_options_messages_say_what_is_allowed),
		cmocka_unit_test(test_play_options_meaningful_combinations_are_accepted),
		cmocka_unit_test(test_play_options_refused_command_line_changes_nothing),
		cmocka_unit_test(test_play_options_usage_lists_every_option_once),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
