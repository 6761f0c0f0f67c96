/*
 * The player's record against the computer (stats.h), without a terminal:
 * its text read back as written, each kind of bad line refused with its
 * line, a game counted in the file atomically (mode 0600, no temporary file
 * left), a bad file kept aside and never overwritten, a file that cannot be
 * read left alone, and two processes counting at once losing nothing.
 * Every test works in a fresh directory from mkdtemp.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/stats.h"
#include "support/scratch.h"

enum {
	FILE_MODE_BITS = 0777,
	/* Each of the two processes counts this many games at once. */
	CONCURRENT_GAMES = 60,
	SHORT_WAIT_MS = 100
};

/* Games under the designer's rules. */
static long
designer_games(const struct stats *stats, int level, int colour,
    enum stats_outcome outcome)
{
	return stats_games(stats, STATS_DESIGNER, level, colour, outcome);
}

static int
setup(void **state)
{
	*state = scratch_place_open("stats", STATS_FILE);
	return *state != NULL ? 0 : -1;
}

static void
test_stats_format_and_parse_give_back_every_count(void **state)
{
	char text[STATS_TEXT_MAX], error[STATS_ERROR_MAX];
	struct stats written, read;
	int length, line;

	(void)state;
	stats_clear(&written);
	for (int rules = 0; rules < STATS_RULES; rules++)
		for (int level = STATS_LEVEL_MIN; level <= STATS_LEVEL_MAX;
		     level++)
			for (int colour = 0; colour < COLOUR_COUNT; colour++)
				for (int outcome = 0; outcome < STATS_OUTCOMES;
				     outcome++)
					written.count[rules]
					    [level - STATS_LEVEL_MIN][colour]
					    [outcome] = rules * 1000 +
					    level * 100 + colour * 10 + outcome;
	written.count[0][0][0][0] = STATS_COUNT_MAX;
	length = stats_format(&written, text, sizeof text);
	assert_true(length > 0);
	assert_non_null(strstr(text, "gnomon-stats 2\n"));
	assert_non_null(strstr(text, "\ndesigner 3 teal 310 311 312\n"));
	assert_non_null(strstr(text, "\nother 3 teal 1310 1311 1312\n"));
	assert_int_equal(stats_parse(text, (size_t)length, &read, &line, error),
	    0);
	assert_memory_equal(&read, &written, sizeof read);
	assert_int_equal(designer_games(&read, 3, COLOUR_TEAL,
	    STATS_LOST), 311);
	assert_int_equal(stats_games(&read, STATS_DESIGNER, 3, COLOUR_TEAL,
	    STATS_OUTCOMES), 310 + 311 + 312);
	assert_int_equal(stats_games(&read, STATS_OTHER_RULES, 3, COLOUR_TEAL,
	    STATS_LOST), 1311);
	assert_int_equal(stats_total(&read, STATS_OTHER_RULES) -
	    stats_total(&read, STATS_DESIGNER),
	    STATS_LEVELS * COLOUR_COUNT * STATS_OUTCOMES * 1000 -
	    STATS_COUNT_MAX + 100);
	/* Too small a buffer is refused, not cut. */
	assert_int_equal(stats_format(&written, text, 40), -1);
}

/* Version 1 counted the designer's rules alone: read as such. */
static void
test_stats_parse_reads_comments_and_missing_rows_as_none(void **state)
{
	static const char text[] = "# mine\n\ngnomon-stats 2\n# comment\n"
	    "designer 2 teal 3 1 0\nother 2 teal 0 0 4\n";
	static const char text_1[] = "# mine\n\ngnomon-stats 1\n"
	    "# comment\n2 teal 3 1 0\n";
	char error[STATS_ERROR_MAX];
	struct stats stats;
	int line;

	(void)state;
	assert_int_equal(stats_parse(text_1, sizeof text_1 - 1, &stats, &line,
	    error), 0);
	assert_int_equal(designer_games(&stats, 2, COLOUR_TEAL, STATS_WON), 3);
	assert_int_equal(designer_games(&stats, 2, COLOUR_TEAL, STATS_LOST), 1);
	assert_int_equal(stats_total(&stats, STATS_DESIGNER), 4);
	assert_int_equal(stats_total(&stats, STATS_OTHER_RULES), 0);
	assert_int_equal(stats_parse(text, sizeof text - 1, &stats, &line,
	    error), 0);
	assert_int_equal(stats_games(&stats, STATS_DESIGNER, 2, COLOUR_TEAL,
	    STATS_WON), 3);
	assert_int_equal(stats_games(&stats, STATS_DESIGNER, 2, COLOUR_TEAL,
	    STATS_LOST), 1);
	assert_int_equal(stats_games(&stats, STATS_OTHER_RULES, 2, COLOUR_TEAL,
	    STATS_DRAWN), 4);
	assert_int_equal(stats_games(&stats, STATS_OTHER_RULES, 2, COLOUR_TEAL,
	    STATS_WON), 0);
	assert_int_equal(stats_games(&stats, STATS_DESIGNER, 2, COLOUR_AMBER,
	    STATS_OUTCOMES), 0);
	assert_int_equal(stats_total(&stats, STATS_DESIGNER), 4);
	assert_int_equal(stats_total(&stats, STATS_OTHER_RULES), 4);
}

static void
test_stats_parse_refuses_each_bad_line_with_its_number(void **state)
{
	static const struct {
		const char *text;
		int line;
		const char *says;
	} cases[] = {
		{ "", 0, "no \"gnomon-stats 2\"" },
		{ "# only a comment\n", 0, "no \"gnomon-stats 2\"" },
		{ "gnomon-stats 3\n", 1, "another version" },
		{ "[Event \"a game\"]\n", 1, "not \"gnomon-stats 2\"" },
		{ "gnomon-stats 2\ndesigner 6 amber 1 0 0\n", 2, "level '6'" },
		{ "gnomon-stats 2\nother 0 amber 1 0 0\n", 2, "level '0'" },
		{ "gnomon-stats 2\ndesigner 1 green 1 0 0\n", 2,
		    "side 'green'" },
		{ "gnomon-stats 2\nmine 1 amber 1 0 0\n", 2, "rules 'mine'" },
		{ "gnomon-stats 2\n1 amber 1 0 0\n", 2, "5 fields" },
		{ "gnomon-stats 2\ndesigner 1 amber 1 0 0 0\n", 2,
		    "7 fields" },
		{ "gnomon-stats 2\ndesigner 1 amber 1  0 0\n", 2,
		    "7 fields" },
		{ "gnomon-stats 2\nother 1 amber -1 0 0\n", 2, "count '-1'" },
		{ "gnomon-stats 2\nother 1 amber 1000000000 0 0\n", 2,
		    "count '1000000000'" },
		{ "gnomon-stats 2\nother 1 amber x 0 0\n", 2, "count 'x'" },
		{ "gnomon-stats 2\n\nother 1 amber 1 0 0\n"
		    "other 1 amber 2 0 0\n", 4, "stands twice" },
		/* Version 1's lines, said of version 1. */
		{ "gnomon-stats 1\n6 amber 1 0 0\n", 2, "level '6'" },
		{ "gnomon-stats 1\n1 amber 1 0\n", 2, "4 fields" },
		{ "gnomon-stats 1\ndesigner 1 amber 1 0 0\n", 2, "6 fields" },
		{ "gnomon-stats 1\n\n1 amber 1 0 0\n1 amber 2 0 0\n", 4,
		    "stands twice" },
		{ "gnomon-stats 2\ndesigner 1 amber 1 0 0\n1 amber 1 0 0\n", 3,
		    "5 fields" },
	};
	char error[STATS_ERROR_MAX];
	struct stats stats, before;
	int line;

	(void)state;
	stats_clear(&stats);
	stats.count[0][0][0][0] = 7;
	before = stats;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		line = -1;
		assert_int_equal(stats_parse(cases[i].text,
				     strlen(cases[i].text), &stats, &line,
				     error),
		    -1);
		if (line != cases[i].line ||
		    strstr(error, cases[i].says) == NULL)
			fail_msg("case %zu: line %d '%s'", i, line, error);
		assert_memory_equal(&stats, &before, sizeof stats);
	}
	/* A NUL byte: never a text of ours. */
	assert_int_equal(stats_parse("gnomon-stats 1\n\0", 16, &stats, &line,
	    error), -1);
}

static void
test_stats_read_says_none_when_there_is_no_file(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct stats stats;

	stats.count[1][1][1][1] = 5;
	assert_int_equal(stats_read_at(&fixture->place, &stats, message), 0);
	assert_int_equal(designer_games(&stats, 2, COLOUR_TEAL, STATS_LOST), 0);
}

static void
test_stats_add_counts_is_atomic_private_no_temporary(
    void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], text[STATS_TEXT_MAX];
	struct stats after, read;
	struct stat status;

	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    2, COLOUR_AMBER, STATS_WON, &after, NULL, message), 0);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    2, COLOUR_AMBER, STATS_WON, NULL, NULL, message), 0);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    2, COLOUR_AMBER, STATS_LOST, &after, NULL, message), 0);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    5, COLOUR_TEAL, STATS_DRAWN, NULL, NULL, message), 0);
	assert_int_equal(designer_games(&after, 2, COLOUR_AMBER, STATS_WON), 2);
	assert_int_equal(designer_games(&after, 2, COLOUR_AMBER,
	    STATS_LOST), 1);
	assert_int_equal(stats_read_at(&fixture->place, &read, message), 1);
	assert_int_equal(designer_games(&read, 5, COLOUR_TEAL, STATS_DRAWN), 1);
	assert_int_equal(designer_games(&read, 2, COLOUR_AMBER, STATS_OUTCOMES),
	    3);
	scratch_read(fixture->file, text, sizeof text);
	assert_non_null(strstr(text, "\ndesigner 2 amber 2 1 0\n"));
	assert_int_equal(stat(fixture->file, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS, SAVE_FILE_MODE);
	/* The record, its lock and nothing else: no temporary file. */
	assert_int_equal(scratch_count(fixture->directory, ""), 2);
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE "."), 1);
	/* Nonsense is refused and changes nothing. */
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    6, COLOUR_AMBER, STATS_WON, NULL, NULL, message), -1);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    1, COLOUR_COUNT, STATS_WON, NULL, NULL, message), -1);
	assert_int_equal(stats_read_at(&fixture->place, &after, message), 1);
	assert_memory_equal(&after, &read, sizeof after);
}

/* A game under other rules counts apart; a version 1 record's games stay
 * the designer's when it is written again, as version 2. */
static void
test_stats_other_rules_count_apart_and_version_1_is_kept(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], text[STATS_TEXT_MAX];
	struct stats after;

	scratch_write(fixture->file, "gnomon-stats 1\n2 amber 3 1 0\n");
	assert_int_equal(stats_add_at(&fixture->place, STATS_OTHER_RULES, 2,
	    COLOUR_AMBER, STATS_WON, &after, NULL, message), 0);
	assert_int_equal(stats_games(&after, STATS_OTHER_RULES, 2,
	    COLOUR_AMBER, STATS_WON), 1);
	assert_int_equal(designer_games(&after, 2, COLOUR_AMBER, STATS_WON),
	    3);
	assert_int_equal(stats_total(&after, STATS_DESIGNER), 4);
	assert_int_equal(stats_total(&after, STATS_OTHER_RULES), 1);
	scratch_read(fixture->file, text, sizeof text);
	assert_non_null(strstr(text, "\ngnomon-stats 2\n"));
	assert_non_null(strstr(text, "\ndesigner 2 amber 3 1 0\n"));
	assert_non_null(strstr(text, "\nother 2 amber 1 0 0\n"));
	assert_int_equal(stats_add_at(&fixture->place, STATS_RULES, 2,
	    COLOUR_AMBER, STATS_WON, NULL, NULL, message), -1);
}

static void
test_stats_add_removes_what_a_killed_write_left(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], path[SAVE_PATH_MAX];

	snprintf(path, sizeof path, "%s/%s.Ab12Cd", fixture->directory,
	    STATS_FILE);
	scratch_write(path, "half a reco");
	/* Another file's temporary, and a name that only looks like one. */
	snprintf(path, sizeof path, "%s/current.gnomon.Ab12Cd",
	    fixture->directory);
	scratch_write(path, "a game's");
	snprintf(path, sizeof path, "%s/%s.bad-1", fixture->directory,
	    STATS_FILE);
	scratch_write(path, "kept");
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    1, COLOUR_TEAL, STATS_WON, NULL, NULL, message), 0);
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE ".A"), 0);
	assert_int_equal(scratch_count(fixture->directory, "current.gnomon."),
	    1);
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE ".bad-1"),
	    1);
}

static void
test_stats_a_bad_file_is_kept_aside_and_a_new_record_begun(void **state)
{
	static const char bad[] = "gnomon-stats 1\n2 amber 3 1 0\n2 amber x\n";
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], text[STATS_TEXT_MAX];
	struct state_update update;
	struct stats stats;

	scratch_write(fixture->file, bad);
	/* Read alone, it is said bad, with the line, and left as it is. */
	assert_int_equal(stats_read_at(&fixture->place, &stats, message), -1);
	assert_non_null(strstr(message, "/stats line 3: "));
	scratch_read(fixture->file, text, sizeof text);
	assert_string_equal(text, bad);
	/* Counting moves it aside (never overwritten) and says so. */
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    1, COLOUR_AMBER, STATS_WON, &stats, &update, message), 0);
	assert_true(update.moved_aside);
	assert_non_null(strstr(update.why, "line 3"));
	assert_non_null(strstr(update.moved, "/stats.bad-"));
	scratch_read(update.moved, text, sizeof text);
	assert_string_equal(text, bad);
	assert_int_equal(designer_games(&stats, 1, COLOUR_AMBER, STATS_WON), 1);
	assert_int_equal(designer_games(&stats, 2, COLOUR_AMBER,
	    STATS_OUTCOMES),
	    0);
	/* The next count finds a good file and moves nothing. */
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    1, COLOUR_AMBER, STATS_WON, &stats, &update, message), 0);
	assert_false(update.moved_aside);
	assert_int_equal(designer_games(&stats, 1, COLOUR_AMBER, STATS_WON), 2);
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE ".bad-"),
	    1);
}

static void
test_stats_a_directory_or_a_link_is_kept_aside_too(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], target[SAVE_PATH_MAX];
	struct state_update update;

	assert_int_equal(mkdir(fixture->file, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    4, COLOUR_TEAL, STATS_LOST, NULL, &update, message), 0);
	assert_true(update.moved_aside);
	assert_non_null(strstr(update.why, "a directory"));
	assert_int_equal(remove(fixture->file), 0);

	/* A link is never followed: the file it names stays untouched. */
	snprintf(target, sizeof target, "%s/elsewhere", fixture->directory);
	scratch_write(target, "not ours");
	assert_int_equal(symlink(target, fixture->file), 0);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    4, COLOUR_TEAL, STATS_LOST, NULL, &update, message), 0);
	assert_true(update.moved_aside);
	assert_non_null(strstr(update.why, "symbolic link"));
	scratch_read(target, message, sizeof message);
	assert_string_equal(message, "not ours");
}

static void
test_stats_a_file_that_cannot_be_read_is_left_alone(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct state_update update;

	if (geteuid() == 0)
		skip();		/* root reads a file of mode 000 */
	scratch_write(fixture->file, "gnomon-stats 1\n1 amber 1 0 0\n");
	assert_int_equal(chmod(fixture->file, 0), 0);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    1, COLOUR_AMBER, STATS_WON, NULL, &update, message), -1);
	assert_false(update.moved_aside);
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE ".bad-"),
	    0);
	assert_int_equal(chmod(fixture->file, SAVE_FILE_MODE), 0);
}

static void
test_stats_reset_clears_and_keeps_a_bad_file_aside(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct state_update update;
	struct stats stats;

	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    3, COLOUR_AMBER, STATS_WON, NULL, NULL, message), 0);
	assert_int_equal(stats_reset_at(&fixture->place, &update, message), 0);
	assert_false(update.moved_aside);
	assert_int_equal(stats_read_at(&fixture->place, &stats, message), 0);
	scratch_write(fixture->file, "garbage\n");
	assert_int_equal(stats_reset_at(&fixture->place, &update, message), 0);
	assert_true(update.moved_aside);
	assert_int_equal(stats_read_at(&fixture->place, &stats, message), 0);
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE ".bad-"),
	    1);
}

/* Counts `games` wins at level 1 with `colour`, as a game's end would. */
static int
count_games(const struct save_place *place, int colour, int games)
{
	char message[SAVE_MESSAGE_MAX];

	for (int i = 0; i < games; i++)
		if (stats_add_at(place, STATS_DESIGNER,
		    1, colour, STATS_WON, NULL, NULL,
		    message) < 0) {
			fprintf(stderr, "%s\n", message);
			return 1;
		}
	return 0;
}

static void
test_stats_two_processes_counting_at_once_lose_nothing(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	pid_t children[COLOUR_COUNT];
	struct stats stats;

	/* Each child opens the place itself, as a second gnomon would. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		children[colour] = fork();
		assert_true(children[colour] >= 0);
		if (children[colour] == 0) {
			struct save_place place;

			if (save_place_open(&place, fixture->directory,
			    message) < 0)
				_exit(1);
			/* Both colours count into one file: every update
			 * reads what the other wrote. */
			_exit(count_games(&place, colour, CONCURRENT_GAMES));
		}
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int status;

		assert_int_equal(waitpid(children[colour], &status, 0),
		    children[colour]);
		assert_true(WIFEXITED(status));
		assert_int_equal(WEXITSTATUS(status), 0);
	}
	assert_int_equal(stats_read_at(&fixture->place, &stats, message), 1);
	assert_int_equal(designer_games(&stats, 1, COLOUR_AMBER, STATS_WON),
	    CONCURRENT_GAMES);
	assert_int_equal(designer_games(&stats, 1, COLOUR_TEAL, STATS_WON),
	    CONCURRENT_GAMES);
	/* stats.lock, and no temporary file. */
	assert_int_equal(scratch_count(fixture->directory, STATS_FILE "."), 1);
}

static void
test_stats_a_lock_held_too_long_counts_nothing_and_says_so(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct stats stats;
	/* Another open file description: flock conflicts with it as with
	 * another process. */
	int fd = scratch_hold_lock(fixture->directory, STATS_LOCK_FILE);

	stats_use_lock_wait(SHORT_WAIT_MS);
	assert_int_equal(stats_add_at(&fixture->place, STATS_DESIGNER,
	    1, COLOUR_AMBER, STATS_WON, NULL, NULL, message), -1);
	stats_use_lock_wait(STATS_LOCK_WAIT_MS);
	assert_non_null(strstr(message, "held by another gnomon"));
	close(fd);
	assert_int_equal(stats_read_at(&fixture->place, &stats, message), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_stats_format_and_parse_give_back_every_count),
		cmocka_unit_test(
		    test_stats_parse_reads_comments_and_missing_rows_as_none),
		cmocka_unit_test(
		    test_stats_parse_refuses_each_bad_line_with_its_number),
		cmocka_unit_test_setup_teardown(
		    test_stats_read_says_none_when_there_is_no_file, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_add_counts_is_atomic_private_no_temporary, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_other_rules_count_apart_and_version_1_is_kept,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_add_removes_what_a_killed_write_left, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_a_bad_file_is_kept_aside_and_a_new_record_begun,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_a_directory_or_a_link_is_kept_aside_too, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_a_file_that_cannot_be_read_is_left_alone, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_reset_clears_and_keeps_a_bad_file_aside, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_two_processes_counting_at_once_lose_nothing,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_stats_a_lock_held_too_long_counts_nothing_and_says_so,
		    setup, scratch_place_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
