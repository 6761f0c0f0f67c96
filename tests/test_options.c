/*
 * The one reader of settings (options.h): every type of entry read and
 * refused, ranges at and past their ends, unknown keys answered with the
 * keys there are, nothing changed by a refusal, defaults, usage lines and
 * the variant settings written back.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/engine.h"
#include "lab/commands.h"

/* A struct with a field of every kind a table stores into. */
struct sample {
	int		count;
	long		games;
	uint64_t	seed;
	bool		flag;
	bool		inverted;
	int		colour;
	int		sun;
	const char	*path;
	bool		switched;
	int		special;
};

static const char *const colours[] = { "red", "green", "blue", NULL };

/* A special reader: an even number, doubled. */
static int
read_even(const char *key, const char *value, void *field, char *error)
{
	long number;

	if (options_int(key, value, 0, 100, &number, error) < 0)
		return -1;
	if (number % 2 != 0) {
		snprintf(error, OPTIONS_ERROR_MAX, "%s must be even, not %ld",
		    key, number);
		return -1;
	}
	*(int *)field = (int)number * 2;
	return 0;
}

static const struct options_entry sample_entries[] = {
	{ "count", OPTIONS_NUMBER, OPTIONS_INT, offsetof(struct sample, count),
	    1, 9, NULL, NULL, "N", "3", "a count" },
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct sample, games),
	    -5, 1000000, NULL, NULL, "N", "100", "some games" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64, offsetof(struct sample, seed),
	    0, 2147483647L, NULL, NULL, "S", "1", "a seed" },
	{ "flag", OPTIONS_NUMBER, OPTIONS_BOOL, offsetof(struct sample, flag),
	    0, 1, NULL, NULL, "0|1", "0", "a flag" },
	{ "mover", OPTIONS_NUMBER, OPTIONS_BOOL_NOT,
	    offsetof(struct sample, inverted), 0, 1, NULL, NULL, "0|1", "1",
	    "a flag stored the other way round" },
	{ "colour", OPTIONS_CHOICE, OPTIONS_INT,
	    offsetof(struct sample, colour), 0, 0, colours, NULL, NULL, "green",
	    "a colour" },
	{ "sun", OPTIONS_SUN, OPTIONS_INT, offsetof(struct sample, sun), 0, 7,
	    NULL, NULL, "S", "0", "a sun" },
	{ "path", OPTIONS_TEXT, OPTIONS_NOWHERE, offsetof(struct sample, path),
	    0, 0, NULL, NULL, "DIR", NULL, "a directory" },
	{ "switch", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct sample, switched), 0, 0, NULL, NULL, NULL, NULL,
	    "a command-line flag" },
	{ "even", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct sample, special), 0, 0, NULL, read_even, "E", "4",
	    "an even number, kept doubled" },
};
static const struct options_table sample_table = OPTIONS_TABLE(sample_entries);

/* A sample with its defaults, its padding zero: compared byte for byte
 * (copied with memcpy, which keeps the padding), any write shows. */
static void
sample_fill(struct sample *sample)
{
	memset(sample, 0, sizeof *sample);
	options_defaults(&sample_table, sample);
}

/* Field by field: a struct rules has padding, which no one writes. */
static void
assert_same_rules(const struct rules *a, const struct rules *b)
{
	assert_int_equal(a->shadow_length, b->shadow_length);
	assert_int_equal(a->day_length, b->day_length);
	assert_int_equal(a->start_sun, b->start_sun);
	assert_int_equal(a->snake, b->snake);
	assert_int_equal(a->instant, b->instant);
	assert_int_equal(a->start_rank, b->start_rank);
	assert_int_equal(a->stones, b->stones);
	assert_int_equal(a->moon, b->moon);
	assert_int_equal(a->mixed, b->mixed);
}

static int
read_sample(struct sample *sample, const char *arg, char *error)
{
	struct options_binding binding = { &sample_table, sample };

	return options_read(&binding, 1, arg, error);
}

static void
test_options_defaults_come_from_the_table(void **state)
{
	struct sample sample;
	struct rules rules, defaults;

	(void)state;
	sample_fill(&sample);
	assert_int_equal(sample.count, 3);
	assert_int_equal(sample.games, 100);
	assert_true(sample.seed == 1);
	assert_false(sample.flag);
	assert_false(sample.inverted);
	assert_int_equal(sample.colour, 1);
	assert_int_equal(sample.sun, 0);
	assert_null(sample.path);
	assert_false(sample.switched);
	assert_int_equal(sample.special, 8);
	/* The variant table's defaults are the real game's. */
	memset(&rules, 0xA5, sizeof rules);
	options_defaults(&options_variant, &rules);
	rules_default(&defaults);
	assert_same_rules(&rules, &defaults);
}

static void
test_options_read_every_type(void **state)
{
	struct sample sample;
	char error[OPTIONS_ERROR_MAX];
	char path[] = "path=/tmp/x";

	(void)state;
	sample_fill(&sample);
	assert_int_equal(read_sample(&sample, "count=9", error), 0);
	assert_int_equal(sample.count, 9);
	assert_int_equal(read_sample(&sample, "games=-5", error), 0);
	assert_int_equal(sample.games, -5);
	assert_int_equal(read_sample(&sample, "seed=2147483647", error), 0);
	assert_true(sample.seed == 2147483647u);
	assert_int_equal(read_sample(&sample, "flag=1", error), 0);
	assert_true(sample.flag);
	assert_int_equal(read_sample(&sample, "mover=0", error), 0);
	assert_true(sample.inverted);
	assert_int_equal(read_sample(&sample, "colour=blue", error), 0);
	assert_int_equal(sample.colour, 2);
	assert_int_equal(read_sample(&sample, "sun=SW", error), 0);
	assert_int_equal(sample.sun, 5);
	assert_int_equal(read_sample(&sample, path, error), 0);
	assert_ptr_equal(sample.path, path + strlen("path="));
	assert_int_equal(read_sample(&sample, "even=10", error), 0);
	assert_int_equal(sample.special, 20);
	/* The value is everything after the first '='. */
	assert_int_equal(read_sample(&sample, "path=a=b", error), 0);
	assert_string_equal(sample.path, "a=b");
}

/* A value that is a name is read in any case (ASCII's), and only whole. */
static void
test_options_names_are_read_in_any_case(void **state)
{
	struct sample sample;
	char error[OPTIONS_ERROR_MAX];

	(void)state;
	sample_fill(&sample);
	assert_int_equal(read_sample(&sample, "colour=BLUE", error), 0);
	assert_int_equal(sample.colour, 2);
	assert_int_equal(read_sample(&sample, "colour=Red", error), 0);
	assert_int_equal(sample.colour, 0);
	assert_int_equal(read_sample(&sample, "colour=blu", error), -1);
	assert_int_equal(read_sample(&sample, "colour=blues", error), -1);
	assert_int_equal(sample.colour, 0);
	assert_true(options_same_word("TEAL", "teal"));
	assert_true(options_same_word("teal", "teal"));
	assert_false(options_same_word("tea", "teal"));
	assert_false(options_same_word("teals", "teal"));
	assert_false(options_same_word("", "teal"));
	assert_true(options_same_prefix("NODES:500", "nodes:"));
	assert_true(options_same_prefix("nodes:", "nodes:"));
	assert_false(options_same_prefix("node", "nodes:"));
	assert_true(options_same_start("TT,pvs", 2, "tt"));
	assert_false(options_same_start("TT,pvs", 3, "tt"));
	assert_false(options_same_start("T,pvs", 1, "tt"));
	/* Only ASCII letters have a case: '@' is not a '`'. */
	assert_false(options_same_word("@", "`"));
}

/* 0 to 7, or a compass name in any case; nothing else. */
static void
test_options_sun_reads_numbers_and_names_in_any_case(void **state)
{
	static const struct {
		const char *value;
		int point;
	} suns[] = {
		{ "0", 0 }, { "7", 7 }, { "N", 0 }, { "n", 0 }, { "ne", 1 },
		{ "Ne", 1 }, { "nE", 1 }, { "E", 2 }, { "se", 3 }, { "S", 4 },
		{ "sW", 5 }, { "w", 6 }, { "NW", 7 }, { "nw", 7 },
	};
	static const char *const bad[] = {
		"8", "-1", "", "north", "NNE", "n e", "00", "1x", "ne ",
	};
	const struct options_entry *sun = options_find(&options_variant, "sun");
	char error[OPTIONS_ERROR_MAX];

	(void)state;
	assert_non_null(sun);
	for (size_t i = 0; i < sizeof suns / sizeof suns[0]; i++) {
		struct rules rules;

		rules_default(&rules);
		rules.start_sun = -1;
		if (options_set(sun, suns[i].value, &rules, error) < 0)
			fail_msg("sun=%s refused: %s", suns[i].value, error);
		assert_int_equal(rules.start_sun, suns[i].point);
	}
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct rules rules;

		rules_default(&rules);
		assert_int_equal(options_set(sun, bad[i], &rules, error), -1);
		assert_int_equal(rules.start_sun, 0);
		assert_non_null(
		    strstr(error, "sun must be 0 to 7 or N NE E SE S SW W NW"));
	}
}

/* Each refusal, its whole message, and the struct untouched. */
static void
test_options_refusals_say_what_allowed_and_change_nothing(void **state)
{
	static const struct {
		const char *arg, *message;
	} cases[] = {
		{ "count=0", "count must be 1 to 9, not 0" },
		{ "count=10", "count must be 1 to 9, not 10" },
		{ "count=x",
		    "count must be a whole number from 1 to 9, not 'x'" },
		{ "count=",
		    "count must be a whole number from 1 to 9, not ''" },
		{ "count=+3",
		    "count must be a whole number from 1 to 9, not '+3'" },
		{ "games=-6", "games must be -5 to 1000000, not -6" },
		{ "seed=2147483648",
		    "seed must be 0 to 2147483647, not 2147483648" },
		{ "seed=99999999999999999999999",
		    "seed must be 0 to 2147483647, not 9999999999999999..." },
		{ "flag=2", "flag must be 0 or 1, not 2" },
		{ "mover=yes", "mover must be 0 or 1, not 'yes'" },
		{ "colour=Rouge",
		    "colour must be red, green or blue, not 'Rouge'" },
		{ "colour=", "colour must be red, green or blue, not ''" },
		{ "sun=8",
		    "sun must be 0 to 7 or N NE E SE S SW W NW, not '8'" },
		{ "path=", "path needs a value (DIR)" },
		{ "even=3", "even must be even, not 3" },
		{ "even=200", "even must be 0 to 100, not 200" },
		{ "switch=1",
		    "unknown setting 'switch': use count, games, seed, flag, "
		    "mover, colour, sun, path or even" },
		{ "zzz=1",
		    "unknown setting 'zzz': use count, games, seed, flag, "
		    "mover, colour, sun, path or even" },
		{ "count", "'count' is not a setting: write key=value" },
		{ "=3", "'=3' is not a setting's name" },
		{ "averyveryverylongkey=1",
		    "'averyveryverylon' is not a setting's name" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct sample sample, before;
		char error[OPTIONS_ERROR_MAX] = "";

		sample_fill(&sample);
		memcpy(&before, &sample, sizeof before);
		if (read_sample(&sample, cases[i].arg, error) != -1)
			fail_msg("accepted %s", cases[i].arg);
		assert_string_equal(error, cases[i].message);
		assert_memory_equal(&sample, &before, sizeof sample);
	}
}

/* A switch takes no value; every other entry needs one. */
static void
test_options_switches_and_values(void **state)
{
	struct sample sample, before;
	char error[OPTIONS_ERROR_MAX];
	const struct options_entry *toggle =
	    options_find(&sample_table, "switch");
	const struct options_entry *count =
	    options_find(&sample_table, "count");

	(void)state;
	sample_fill(&sample);
	memcpy(&before, &sample, sizeof before);
	assert_int_equal(options_set(toggle, "1", &sample, error), -1);
	assert_string_equal(error, "switch takes no value");
	assert_int_equal(options_set(count, NULL, &sample, error), -1);
	assert_string_equal(error, "count needs a value (N)");
	assert_memory_equal(&sample, &before, sizeof sample);
	assert_int_equal(options_set(toggle, NULL, &sample, error), 0);
	assert_true(sample.switched);
	assert_null(options_find(&sample_table, "coun"));
}

/* Keys are looked up in every binding, each writing its own struct. */
static void
test_options_read_finds_the_key_in_any_binding(void **state)
{
	struct sample sample;
	struct rules rules;
	const struct options_binding bindings[] = {
		{ &sample_table, &sample },
		{ &options_variant, &rules },
	};
	char error[OPTIONS_ERROR_MAX];

	(void)state;
	sample_fill(&sample);
	rules_default(&rules);
	assert_int_equal(options_read(bindings, 2, "len=3", error), 0);
	assert_int_equal(rules.shadow_length, 3);
	assert_int_equal(options_read(bindings, 2, "sun=4", error), 0);
	/* The first binding with the key has it. */
	assert_int_equal(sample.sun, 4);
	assert_int_equal(rules.start_sun, 0);
	assert_int_equal(options_read(bindings, 2, "day=4", error), 0);
	assert_int_equal(rules.day_length, 4);
	assert_int_equal(options_read(bindings, 2, "colour=red", error), 0);
	assert_int_equal(sample.colour, 0);
	assert_int_equal(options_read(bindings + 1, 1, "nope=1", error), -1);
	assert_string_equal(error,
	    "unknown setting 'nope': use len, day, sun, snake, mover, start, "
	    "stones, pie, hold, moon, mixed or board");
}

/* The rules that options_write's `text` says, read onto the defaults. */
static void
read_back(char *text, struct rules *read)
{
	struct options_binding binding = { &options_variant, NULL };
	char error[OPTIONS_ERROR_MAX];
	char *save = NULL;

	rules_default(read);
	binding.target = read;
	for (char *word = strtok_r(text, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save))
		assert_int_equal(options_read(&binding, 1, word, error), 0);
}

static void
test_options_write_reads_back_the_same_rules(void **state)
{
	struct rules rules, read;
	char text[OPTIONS_TEXT_MAX];

	(void)state;
	rules_default(&rules);
	options_write(&options_variant, &rules, text, sizeof text);
	assert_string_equal(text,
	    "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0");
	rules.shadow_length = 3;
	rules.day_length = 5;
	rules.start_sun = 6;
	rules.snake = true;
	rules.instant = true;
	options_write(&options_variant, &rules, text, sizeof text);
	assert_string_equal(text,
	    "len=3 day=5 sun=6 snake=1 mover=0 start=1 stones=5 pie=0 hold=0");
	read_back(text, &read);
	assert_same_rules(&read, &rules);
}

/* moon and mixed, added later, are written only when on: the real game's
 * text stays what older programs wrote, and reads back the same. */
static void
test_options_write_gives_an_added_variant_only_when_on(void **state)
{
	struct rules rules, read;
	struct options_binding binding = { &options_variant, &read };
	char text[OPTIONS_TEXT_MAX], error[OPTIONS_ERROR_MAX];

	(void)state;
	rules_default(&rules);
	rules.mixed = true;
	options_write(&options_variant, &rules, text, sizeof text);
	assert_string_equal(text,
	    "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0 "
	    "mixed=1");
	rules.moon = true;
	options_write(&options_variant, &rules, text, sizeof text);
	assert_string_equal(text,
	    "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0 "
	    "moon=1 mixed=1");
	read_back(text, &read);
	assert_same_rules(&read, &rules);
	/* "moon=0" is read too, and is the default. */
	assert_int_equal(options_read(&binding, 1, "moon=0", error), 0);
	assert_false(read.moon);
}

/* One line an entry, with what it allows and its default. */
/*
 * board=9 is read, written back only when it is not 7, and refused by the
 * 7x7 program's rules with a message that names gnomon-9 (gnomon(6),
 * Variants); 8 is no board.
 */
static void
test_options_board_9_is_gnomon_9s(void **state)
{
	struct rules rules;
	struct options_binding binding = { &options_variant, &rules };
	char text[OPTIONS_TEXT_MAX], error[OPTIONS_ERROR_MAX];

	(void)state;
	rules_default(&rules);
	assert_int_equal(rules.board, 7);
	assert_null(rules_check(&rules));
	assert_int_equal(options_read(&binding, 1, "board=9", error), 0);
	assert_int_equal(rules.board, 9);
	options_write(&options_variant, &rules, text, sizeof text);
	assert_string_equal(text, "len=2 day=8 sun=0 snake=0 mover=1 start=1 "
	    "stones=5 pie=0 hold=0 board=9");
	assert_string_equal(rules_check(&rules), "board=9 is played by "
	    "gnomon-9, which gnomon runs for selfplay, transcript, perft, lab "
	    "and engine given board=9 on the command line");
	assert_int_equal(options_read(&binding, 1, "board=8", error), 0);
	assert_string_equal(rules_check(&rules), "board must be 7 or 9");
	assert_int_equal(options_read(&binding, 1, "board=10", error), -1);
	assert_int_equal(options_read(&binding, 1, "board=7", error), 0);
	assert_null(rules_check(&rules));
}

static void
test_options_usage_lists_each_entry_with_range_and_default(void **state)
{
	static const char *const lines[] = {
		"  count=N                   a count, 1 to 9; 3\n",
		"  games=N                   some games, -5 to 1000000; 100\n",
		"  flag=0|1                  a flag; 0\n",
		"  colour=red|green|blue     a colour; green\n",
		("  sun=S                     a sun, 0 to 7 or N NE E SE S SW "
		 "W NW; 0\n"),
		"  path=DIR                  a directory\n",
		"  --switch                  a command-line flag\n",
		"  even=E                    an even number, kept doubled; 4\n",
	};
	char *text = NULL;
	size_t size = 0, count = 0;
	FILE *out = open_memstream(&text, &size);

	(void)state;
	assert_non_null(out);
	command_options_usage(out, &sample_table, false);
	fclose(out);
	for (const char *c = text; *c != '\0'; c++)
		count += *c == '\n';
	assert_int_equal(count, sample_table.count);
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		if (strstr(text, lines[i]) == NULL)
			fail_msg("usage lacks '%s' in:\n%s", lines[i], text);
	free(text);
	out = open_memstream(&text, &size);
	assert_non_null(out);
	command_options_usage(out, &options_variant, true);
	fclose(out);
	assert_non_null(strstr(text, "  --len N "));
	assert_non_null(strstr(text, "  --mover 0|1 "));
	free(text);
}

/*
 * Every table of the program is well formed: names short, lower case and
 * unique among what a command reads, help and a value for each, a range
 * for each number, and defaults that the entry itself accepts.
 */
static void
test_options_every_table_is_well_formed(void **state)
{
	static const struct {
		const char *who;
		const struct options_table *tables[2];
	} commands[] = {
		{ "the engine", { &engine_limits, NULL } },
		{ "selfplay", { &selfplay_settings, &options_variant } },
		{ "transcript", { &transcript_settings, &options_variant } },
	};
	/* Wide and aligned enough for any struct a table writes into. */
	static union {
		long double	align;
		unsigned char	bytes[1 << 14];
	} scratch;

	(void)state;
	for (size_t c = 0; c < sizeof commands / sizeof commands[0]; c++)
		for (size_t t = 0; t < 2 && commands[c].tables[t] != NULL;
		     t++) {
			const struct options_table *table =
			    commands[c].tables[t];

			for (size_t i = 0; i < table->count; i++) {
				const struct options_entry *entry =
				    &table->entries[i];
				char error[OPTIONS_ERROR_MAX];

				assert_true(
				    strlen(entry->name) < OPTIONS_KEY_MAX);
				assert_true(strspn(entry->name,
				    "abcdefghijklmnopqrstuvwxyz0123456789_") ==
				    strlen(entry->name));
				assert_non_null(entry->help);
				assert_non_null(entry->value);
				assert_true(entry->type != OPTIONS_SWITCH);
				assert_true(entry->type != OPTIONS_NUMBER ||
				    entry->min < entry->max);
				assert_true(entry->type != OPTIONS_SPECIAL ||
				    entry->read != NULL);
				assert_true(entry->type != OPTIONS_CHOICE ||
				    entry->choices != NULL);
				for (size_t u = 0; u <= t; u++)
					for (size_t j = 0;
					     j < (u < t ? commands[c]
							      .tables[u]
							      ->count :
							  i);
					     j++)
						if (strcmp(commands[c]
							       .tables[u]
							       ->entries[j]
							       .name,
							entry->name) == 0)
							fail_msg("%s reads %s "
								 "twice",
							    commands[c].who,
							    entry->name);
				memset(&scratch, 0, sizeof scratch);
				if (entry->initial != NULL && options_set(entry,
				    entry->initial, &scratch, error) < 0)
					fail_msg("%s refuses its default: %s",
					    entry->name, error);
			}
		}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_options_defaults_come_from_the_table),
		cmocka_unit_test(test_options_read_every_type),
		cmocka_unit_test(test_options_names_are_read_in_any_case),
		cmocka_unit_test(
		    test_options_sun_reads_numbers_and_names_in_any_case),
		cmocka_unit_test(
		    test_options_refusals_say_what_allowed_and_change_nothing),
		cmocka_unit_test(test_options_switches_and_values),
		cmocka_unit_test(
		    test_options_read_finds_the_key_in_any_binding),
		cmocka_unit_test(test_options_write_reads_back_the_same_rules),
		cmocka_unit_test(
		    test_options_write_gives_an_added_variant_only_when_on),
		cmocka_unit_test(test_options_board_9_is_gnomon_9s),
		cmocka_unit_test(
		    test_options_usage_lists_each_entry_with_range_and_default),
		cmocka_unit_test(test_options_every_table_is_well_formed),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
