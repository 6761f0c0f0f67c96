/*
 * The line mode's lines (plain_game.h): a text of any length printed in
 * lines of at most 80 columns, broken between words, and the sun's points
 * as words a screen reader says well.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/bitboard.h"
#include "plain/plain_game.h"

/* What plain_line prints for `text`, in `printed`. */
static void
line_of(const char *text, char *printed, size_t size)
{
	FILE *out = tmpfile();
	size_t length;

	assert_non_null(out);
	plain_line(out, text);
	rewind(out);
	length = fread(printed, 1, size - 1, out);
	printed[length] = '\0';
	fclose(out);
}

/* The longest line of `text`, in characters. */
static size_t
longest_line(const char *text)
{
	size_t longest = 0;

	while (*text != '\0') {
		size_t length = strcspn(text, "\n");

		if (length > longest)
			longest = length;
		text += length + (text[length] == '\n');
	}
	return longest;
}

/* `text`'s words, one space apart (what a wrapped text says). */
static void
words_of(const char *text, char *words, size_t size)
{
	size_t used = 0;
	bool space = false;

	for (; *text != '\0' && used + 1 < size; text++) {
		if (isspace((unsigned char)*text)) {
			space = used > 0;
			continue;
		}
		if (space && used + 2 < size)
			words[used++] = ' ';
		space = false;
		words[used++] = *text;
	}
	words[used] = '\0';
}

static void
test_plain_line_wraps_a_long_text_between_words(void **state)
{
	char text[1024] = "", printed[2048], said[1024], meant[1024];

	(void)state;
	/* Words of every length from 1 to 12 letters, 400 characters. */
	for (int word = 0; strlen(text) < 400; word++) {
		size_t used = strlen(text);

		if (used > 0)
			text[used++] = ' ';
		for (int letter = 0; letter <= word % 12; letter++)
			text[used++] = (char)('a' + letter);
		text[used] = '\0';
	}
	line_of(text, printed, sizeof printed);
	assert_true(longest_line(printed) <= PLAIN_COLUMNS);
	assert_true(longest_line(printed) > PLAIN_COLUMNS - 12);
	/* Every word whole, in order: only spaces became line ends. */
	words_of(printed, said, sizeof said);
	words_of(text, meant, sizeof meant);
	assert_string_equal(said, meant);
	for (const char *end = strchr(printed, '\n'); end != NULL && end[1];
	    end = strchr(end + 1, '\n'))
		assert_true(end[-1] != ' ' && end[1] != ' ');
}

static void
test_plain_line_leaves_a_short_line_alone(void **state)
{
	char printed[256];

	(void)state;
	line_of("Teal e5e4 eclipsed your c2", printed, sizeof printed);
	assert_string_equal(printed, "Teal e5e4 eclipsed your c2\n");
	line_of("", printed, sizeof printed);
	assert_string_equal(printed, "\n");
	/* Each of the text's own lines kept. */
	line_of("one\ntwo", printed, sizeof printed);
	assert_string_equal(printed, "one\ntwo\n");
}

static void
test_plain_line_cuts_a_word_longer_than_a_line(void **state)
{
	char text[256], printed[512];

	(void)state;
	memset(text, 'x', 100);
	snprintf(text + 100, sizeof text - 100, " end");
	line_of(text, printed, sizeof printed);
	assert_int_equal(strcspn(printed, "\n"), PLAIN_COLUMNS);
	assert_string_equal(printed + PLAIN_COLUMNS + 1,
	    "xxxxxxxxxxxxxxxxxxxx end\n");
}

static void
test_plain_sun_word_names_every_point_as_a_word(void **state)
{
	static const char *const words[COMPASS_POINTS] = { "north",
		"northeast", "east", "southeast", "south", "southwest", "west",
		"northwest" };

	(void)state;
	for (int point = 0; point < COMPASS_POINTS; point++)
		assert_string_equal(plain_sun_word(point), words[point]);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_plain_line_wraps_a_long_text_between_words),
		cmocka_unit_test(test_plain_line_leaves_a_short_line_alone),
		cmocka_unit_test(
		    test_plain_line_cuts_a_word_longer_than_a_line),
		cmocka_unit_test(
		    test_plain_sun_word_names_every_point_as_a_word),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
