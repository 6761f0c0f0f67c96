/*
 * Every key the interface binds (ui_bindings, the key -> action table) is
 * named in the KEYS section of the man page, read from the same rendered
 * text the F1 screen shows (where KEYS is the last section); so the table
 * and the page cannot drift apart.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "ui/rules_text.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"

#define SECTION_KEYS "KEYS\n"
#define SECTION_AFTER_KEYS "\nCOMMANDS\n"

/* How the page names the keys that are not one printable character. */
static const struct {
	int key;
	const char *name;
} named_keys[] = {
	{ UI_KEY_UP, "Arrow keys" }, { UI_KEY_DOWN, "Arrow keys" },
	{ UI_KEY_LEFT, "Arrow keys" }, { UI_KEY_RIGHT, "Arrow keys" },
	{ UI_KEY_ENTER, "Enter" }, { '\r', "Enter" }, { ' ', "Space" },
	{ UI_KEY_ESCAPE, "Esc" }, { UI_KEY_F1, "F1" },
	{ UI_KEY_PAGE_UP, "Page Up" }, { UI_KEY_PAGE_DOWN, "Page Down" },
	{ UI_KEY_HOME, "Home" }, { UI_KEY_END, "End" },
};

/* The KEYS section of the rendered page, copied into `section`. */
static void
keys_section(char *section, size_t size)
{
	const char *text = rules_text_ascii();
	const char *start = strstr(text, "\n" SECTION_KEYS);
	const char *end;

	assert_non_null(start);
	end = strstr(start, SECTION_AFTER_KEYS);
	if (end == NULL)
		end = start + strlen(start);
	assert_true((size_t)(end - start) < size);
	memcpy(section, start, (size_t)(end - start));
	section[end - start] = '\0';
}

/* True when `c` stands alone in `text`: between blanks, commas or line ends. */
static bool
has_key_token(const char *text, char c)
{
	for (const char *at = strchr(text, c); at != NULL;
	     at = strchr(at + 1, c)) {
		bool starts = at == text || strchr(" ,\n", at[-1]) != NULL;
		bool ends = strchr(" ,\n", at[1]) != NULL;

		if (starts && ends)
			return true;
	}
	return false;
}

static const char *
key_name(int key)
{
	for (size_t i = 0; i < sizeof named_keys / sizeof named_keys[0]; i++)
		if (named_keys[i].key == key)
			return named_keys[i].name;
	return NULL;
}

static void
test_keys_every_bound_key_is_in_the_page(void **state)
{
	static char section[16384];

	(void)state;
	keys_section(section, sizeof section);
	for (int i = 0; i < ui_binding_count; i++) {
		int key = ui_bindings[i].key;
		const char *name = key_name(key);

		if (name != NULL) {
			if (strstr(section, name) == NULL)
				fail_msg("key %s is bound but not in the "
					 "page's KEYS",
				    name);
		} else if (key > ' ' && key <= '~') {
			if (!has_key_token(section, (char)key))
				fail_msg("key '%c' is bound but not in the "
					 "page's KEYS",
				    key);
		} else {
			fail_msg("key %d is bound but this test cannot name it",
			    key);
		}
	}
}

/* `text` with every run of blanks and line ends as one space: the page's
 * lines are filled, a quotation may be cut anywhere. */
static void
one_line(const char *text, char *out, size_t size)
{
	size_t used = 0;

	for (const char *c = text; *c != '\0' && used + 1 < size; c++) {
		bool blank = *c == ' ' || *c == '\n' || *c == '\t';

		if (blank && (used == 0 || out[used - 1] == ' '))
			continue;
		out[used++] = blank ? ' ' : *c;
	}
	out[used] = '\0';
}

/* The questions a key asks, and the one game-over line, as the page
 * quotes them (UTF-8): the words on the screen are the page's. */
static void
test_keys_questions_are_quoted_in_the_page(void **state)
{
	static char page[1 << 18], hold[UI_LINE_MAX];
	static const char *const screen[] = {
		UI_NEW_QUESTION, UI_QUIT_QUESTION, UI_OVER_KEYS "U take back"
	};

	(void)state;
	one_line(rules_text(), page, sizeof page);
	snprintf(hold, sizeof hold, UI_HOLD_QUESTION, "N", "d1");
	if (strstr(page, hold) == NULL)
		fail_msg("the page does not quote K's question, '%s'", hold);
	for (size_t i = 0; i < sizeof screen / sizeof screen[0]; i++)
		if (strstr(page, screen[i]) == NULL)
			fail_msg("the page does not quote '%s'", screen[i]);
}

static void
test_keys_the_check_can_fail(void **state)
{
	static char section[16384];

	(void)state;
	keys_section(section, sizeof section);
	/* Keys the interface does not bind are not in the section as tokens. */
	assert_false(has_key_token(section, 'Z'));
	assert_false(has_key_token(section, '%'));
	assert_true(has_key_token(section, 'U'));
	assert_null(strstr(section, "Insert"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys_every_bound_key_is_in_the_page),
		cmocka_unit_test(test_keys_questions_are_quoted_in_the_page),
		cmocka_unit_test(test_keys_the_check_can_fail),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
