/*
 * The new-game menu's remembered choices (menu_choices.h), without a
 * terminal: the text read back as written, each kind of bad line refused
 * with its line, the file written atomically and private with no temporary
 * left, and a bad file (bad lines, a directory, a link) never written over
 * but kept aside, a file that cannot be read left alone.  Every test works
 * in a fresh directory from mkdtemp.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/menu_choices.h"
#include "support/scratch.h"

enum { FILE_MODE_BITS = 0777 };

static const struct menu_choices teal_at_four = { .opponent =
						      MENU_CHOICES_COMPUTER,
	.level = 4,
	.side = MENU_CHOICES_TEAL,
	.pie = false,
	.fair = true };

static int
setup(void **state)
{
	*state = scratch_place_open("menu", MENU_CHOICES_FILE);
	return *state != NULL ? 0 : -1;
}

static void
assert_choices_equal(const struct menu_choices *a, const struct menu_choices *b)
{
	assert_int_equal(a->opponent, b->opponent);
	assert_int_equal(a->level, b->level);
	assert_int_equal(a->side, b->side);
	assert_int_equal(a->pie, b->pie);
	assert_int_equal(a->fair, b->fair);
}

static void
test_menu_choices_format_and_parse_give_back_every_choice(void **state)
{
	static const struct menu_choices every[] = {
		{ MENU_CHOICES_COMPUTER, 1, MENU_CHOICES_AMBER, false, false },
		{ MENU_CHOICES_PEOPLE, 5, MENU_CHOICES_RANDOM, true, false },
		{ MENU_CHOICES_WATCH, 3, MENU_CHOICES_TEAL, false, true },
	};
	char text[MENU_CHOICES_TEXT_MAX], error[MENU_CHOICES_ERROR_MAX];
	struct menu_choices read;
	int length, line;

	(void)state;
	for (size_t i = 0; i < sizeof every / sizeof every[0]; i++) {
		length = menu_choices_format(&every[i], text, sizeof text);
		assert_true(length > 0);
		assert_int_equal(menu_choices_parse(text, (size_t)length, &read,
		    &line, error), 0);
		assert_choices_equal(&read, &every[i]);
	}
	assert_true(menu_choices_format(&teal_at_four, text, sizeof text) > 0);
	assert_non_null(strstr(text,
	    "\n" MENU_CHOICES_MAGIC "\nopponent computer\n"
	    "level 4\nside teal\npie off\nfair on\n"));
	/* Comments and blank lines anywhere, the keys in any order. */
	snprintf(text, sizeof text, "\n# mine\ngnomon-menu 1\nfair off\n"
	    "side random\n\nlevel 1\npie on\nopponent people\n");
	assert_int_equal(menu_choices_parse(text, strlen(text), &read, &line,
	    error), 0);
	assert_int_equal(read.opponent, MENU_CHOICES_PEOPLE);
	assert_int_equal(read.side, MENU_CHOICES_RANDOM);
	assert_true(read.pie);
	/* Nothing that cannot be read back is written. */
	read.level = 9;
	assert_int_equal(menu_choices_format(&read, text, sizeof text), -1);
	assert_int_equal(menu_choices_format(&teal_at_four, text, 8), -1);
}

static void
test_menu_choices_parse_refuses_each_bad_line_with_number(void **state)
{
	static const struct {
		const char *text, *words;
		int line;
	} bad[] = {
		{ "gnomon-menu 2\n", "not \"gnomon-menu 1\"", 1 },
		{ "# nothing\n", "no \"gnomon-menu 1\" line", 0 },
		{ "gnomon-menu 1\nlevel 9\n", "level '9' is not 1 to 5", 2 },
		{ "gnomon-menu 1\nlevel 3\nlevel 4\n", "level stands twice",
		    3 },
		{ "gnomon-menu 1\ncolour teal\n", "no such choice as 'colour'",
		    2 },
		{ "gnomon-menu 1\nside\n", "'side' has no value", 2 },
		{ "gnomon-menu 1\nside green\n", "side 'green' is not amber",
		    2 },
		{ "gnomon-menu 1\nopponent cat\n", "opponent 'cat' is not", 2 },
		{ "gnomon-menu 1\npie maybe\n", "pie 'maybe' is not on or off",
		    2 },
		{ "gnomon-menu 1\nopponent people\nlevel 2\nside amber\npie "
		  "on\n",
		    "no fair: the file is cut short", 0 },
	};
	char error[MENU_CHOICES_ERROR_MAX];
	struct menu_choices read = teal_at_four;
	int line;

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(menu_choices_parse(bad[i].text,
				     strlen(bad[i].text), &read, &line, error),
		    -1);
		if (strstr(error, bad[i].words) == NULL)
			fail_msg("'%s': said \"%s\"", bad[i].text, error);
		assert_int_equal(line, bad[i].line);
		/* A refused file changes nothing. */
		assert_choices_equal(&read, &teal_at_four);
	}
	assert_int_equal(menu_choices_parse("gnomon-menu 1\n\0", 15, &read,
	    &line, error), -1);
	assert_non_null(strstr(error, "NUL"));
}

static void
test_menu_choices_none_kept_reads_as_none(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct menu_choices read = teal_at_four;

	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    0);
	assert_choices_equal(&read, &teal_at_four);
}

static void
test_menu_choices_kept_atomically_private_and_read_back(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];
	struct menu_choices read, people = teal_at_four;
	struct stat status;

	assert_int_equal(menu_choices_write_at(&fixture->place, &teal_at_four,
	    moved, message), 0);
	assert_string_equal(moved, "");
	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    1);
	assert_choices_equal(&read, &teal_at_four);
	people.opponent = MENU_CHOICES_PEOPLE;
	assert_int_equal(menu_choices_write_at(&fixture->place, &people, moved,
	    message), 0);
	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    1);
	assert_choices_equal(&read, &people);
	assert_int_equal(stat(fixture->file, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS, SAVE_FILE_MODE);
	/* The file and nothing else: no temporary file. */
	assert_int_equal(scratch_count(fixture->directory, ""), 1);
}

static void
test_menu_choices_a_bad_file_is_never_written_over(void **state)
{
	static const char bad[] = "gnomon-menu 1\nlevel 3\nlevel x\n";
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];
	char text[MENU_CHOICES_TEXT_MAX];
	struct menu_choices read = teal_at_four;

	scratch_write(fixture->file, bad);
	/* Read, it is said bad with its line, changes nothing, stays. */
	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    -1);
	assert_non_null(strstr(message, "/menu line 3: level stands twice"));
	assert_choices_equal(&read, &teal_at_four);
	scratch_read(fixture->file, text, sizeof text);
	assert_string_equal(text, bad);
	/* Written, it is kept aside first and said so: nothing lost. */
	assert_int_equal(menu_choices_write_at(&fixture->place, &teal_at_four,
	    moved, message), 0);
	assert_non_null(strstr(moved, "/menu.bad-"));
	scratch_read(moved, text, sizeof text);
	assert_string_equal(text, bad);
	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    1);
	/* The next write finds a good file and moves nothing. */
	assert_int_equal(menu_choices_write_at(&fixture->place, &teal_at_four,
	    moved, message), 0);
	assert_string_equal(moved, "");
	assert_int_equal(scratch_count(fixture->directory, MENU_CHOICES_FILE
	    ".bad-"), 1);
}

static void
test_menu_choices_a_directory_or_a_link_is_kept_aside_too(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];
	char target[SAVE_PATH_MAX], text[MENU_CHOICES_TEXT_MAX];
	struct menu_choices read;

	assert_int_equal(mkdir(fixture->file, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    -1);
	assert_non_null(strstr(message, "a directory, not the menu's choices"));
	assert_int_equal(menu_choices_write_at(&fixture->place, &teal_at_four,
	    moved, message), 0);
	assert_non_null(strstr(moved, "/menu.bad-"));
	assert_int_equal(remove(fixture->file), 0);

	/* A link is never followed: the file it names stays untouched. */
	snprintf(target, sizeof target, "%s/elsewhere", fixture->directory);
	scratch_write(target, "not ours");
	assert_int_equal(symlink(target, fixture->file), 0);
	assert_int_equal(menu_choices_read_at(&fixture->place, &read, message),
	    -1);
	assert_non_null(strstr(message, "symbolic link"));
	assert_int_equal(menu_choices_write_at(&fixture->place, &teal_at_four,
	    moved, message), 0);
	assert_non_null(strstr(moved, "/menu.bad-"));
	scratch_read(target, text, sizeof text);
	assert_string_equal(text, "not ours");
}

static void
test_menu_choices_a_file_that_cannot_be_read_is_left_alone(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];

	if (geteuid() == 0)
		skip();		/* root reads a file of mode 000 */
	scratch_write(fixture->file, "gnomon-menu 1\n");
	assert_int_equal(chmod(fixture->file, 0), 0);
	assert_int_equal(menu_choices_write_at(&fixture->place, &teal_at_four,
	    moved, message), -1);
	assert_string_equal(moved, "");
	assert_int_equal(scratch_count(fixture->directory, MENU_CHOICES_FILE
	    ".bad-"), 0);
	assert_int_equal(chmod(fixture->file, SAVE_FILE_MODE), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_menu_choices_format_and_parse_give_back_every_choice),
		cmocka_unit_test(
		    test_menu_choices_parse_refuses_each_bad_line_with_number),
		cmocka_unit_test_setup_teardown(
		    test_menu_choices_none_kept_reads_as_none,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_menu_choices_kept_atomically_private_and_read_back,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_menu_choices_a_bad_file_is_never_written_over, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_menu_choices_a_directory_or_a_link_is_kept_aside_too,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_menu_choices_a_file_that_cannot_be_read_is_left_alone,
		    setup, scratch_place_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
