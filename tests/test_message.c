/*
 * Messages that repeat outside text (message.h): every byte a terminal
 * would obey is written out, and everything else, UTF-8 included, is left
 * as it is.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/message.h"

enum { OUT_MAX = 256 };

static void
assert_escaped(const char *text, const char *expected)
{
	char out[OUT_MAX];

	assert_int_equal(message_escape(out, sizeof out, text, false),
	    strlen(expected));
	assert_string_equal(out, expected);
}

static void
test_message_escape_osc52_written_out(void **state)
{
	(void)state;
	assert_escaped("a\033]52;c;aGk=\007b", "a\\e]52;c;aGk=\\ab");
}

static void
test_message_escape_every_c0_and_del(void **state)
{
	(void)state;
	assert_escaped("\001\b\t\n\v\f\r\037\177",
	    "\\x01\\b\\t\\n\\v\\f\\r\\x1f\\x7f");
}

static void
test_message_escape_keeps_newlines_when_asked(void **state)
{
	char out[OUT_MAX];

	(void)state;
	message_escape(out, sizeof out, "one\ntwo\r", true);
	assert_string_equal(out, "one\ntwo\\r");
}

static void
test_message_escape_c1_in_utf8_and_bad_bytes(void **state)
{
	/* U+202E and U+2066 written as their bytes, one by one, so that no
	 * editor turns the line round. */
	static const char override[] = {
		'e', 'v', (char)0xE2, (char)0x80, (char)0xAE, 'i', 'l', '\0'
	};
	static const char isolate[] = {
		(char)0xE2, (char)0x81, (char)0xA6, 'x', '\0'
	};

	(void)state;
	/* U+009B (CSI) and U+009D (OSC) encoded; a lone CSI byte; a cut
	 * sequence; an overlong ESC (C0 9B). */
	assert_escaped("\302\2332J", "\\u009b2J");
	assert_escaped("\302\235x", "\\u009dx");
	assert_escaped("\2332J", "\\x9b2J");
	assert_escaped("\342\202", "\\xe2\\x82");
	assert_escaped("\300\233", "\\xc0\\x9b");
	/* A bidirectional override (U+202E) and isolate (U+2066), which
	 * would turn round the rest of the line, written out too. */
	assert_escaped(override, "ev\\u202eil");
	assert_escaped(isolate, "\\u2066x");
}

static void
test_message_escape_leaves_text_and_utf8_alone(void **state)
{
	(void)state;
	assert_escaped("games/2026-11-29 ~ \\x.gnomon",
	    "games/2026-11-29 ~ \\x.gnomon");
	assert_escaped("caf\303\251 \342\230\274 \360\237\214\221 \302\240",
	    "caf\303\251 \342\230\274 \360\237\214\221 \302\240");
}

static void
test_message_escape_cuts_at_a_whole_escape(void **state)
{
	char out[6];

	(void)state;
	/* "ab\e" is 4 bytes, "\x01" would make 8: cut before it. */
	assert_int_equal(message_escape(out, sizeof out, "ab\033\001", false),
	    4);
	assert_string_equal(out, "ab\\e");
	assert_int_equal(message_escape(out, 1, "ab", false), 0);
	assert_string_equal(out, "");
}

static void
test_message_print_escapes_what_it_formats(void **state)
{
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);
	char long_name[3000];

	(void)state;
	assert_non_null(out);
	memset(long_name, 'x', sizeof long_name - 2);
	long_name[sizeof long_name - 2] = '\033';
	long_name[sizeof long_name - 1] = '\0';
	message_print(out, "gnomon: unknown '%s'\n", "\033[2J\a");
	message_print(out, "%s\n", long_name);
	fclose(out);
	assert_non_null(strstr(text, "gnomon: unknown '\\e[2J\\a'\n"));
	assert_null(strchr(text, '\033'));
	assert_null(strchr(text, '\a'));
	assert_int_equal(strlen(text), strlen("gnomon: unknown '\\e[2J\\a'\n") +
	    sizeof long_name - 2 + 2 + 1);
	free(text);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_message_escape_osc52_written_out),
		cmocka_unit_test(test_message_escape_every_c0_and_del),
		cmocka_unit_test(test_message_escape_keeps_newlines_when_asked),
		cmocka_unit_test(test_message_escape_c1_in_utf8_and_bad_bytes),
		cmocka_unit_test(
		    test_message_escape_leaves_text_and_utf8_alone),
		cmocka_unit_test(test_message_escape_cuts_at_a_whole_escape),
		cmocka_unit_test(test_message_print_escapes_what_it_formats),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
