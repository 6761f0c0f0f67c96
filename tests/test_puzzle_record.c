/*
 * The player's puzzle record (puzzle_record.h), without a terminal, each
 * test in a fresh directory from mkdtemp: the rating moving on a puzzle's
 * first attempt only, as Glicko-2 against the puzzle at its rating; the
 * streak of days with the day's puzzle solved; the next puzzle chosen;
 * the file written whole (mode 0600, no temporary left) and read back,
 * each kind of bad line refused with its line, a bad file kept aside and
 * never overwritten, and two processes counting at once losing nothing.
 * The puzzles are made here: only their numbers and ratings matter.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/puzzle_record.h"
#include "support/scratch.h"

enum {
	FILE_MODE_BITS = 0777,
	DAY = 20429,		/* 2025-12-07 */
	PUZZLES = 12,
	CONCURRENT = 40,	/* puzzles each of two processes counts */
	SHORT_WAIT_MS = 100
};

static int
setup(void **state)
{
	*state = scratch_place_open("puzzle-record", PUZZLE_RECORD_FILE);
	return *state != NULL ? 0 : -1;
}

/* Puzzle `number` at `rating`. */
static struct puzzle
puzzle_at(int number, int rating)
{
	struct puzzle puzzle;

	memset(&puzzle, 0, sizeof puzzle);
	puzzle.number = number;
	puzzle.rating = rating;
	return puzzle;
}

static void
add(struct scratch_place *fixture, int number, int rating, bool solved,
    bool daily, long day, struct puzzle_record *after)
{
	char message[SAVE_MESSAGE_MAX];
	struct puzzle puzzle = puzzle_at(number, rating);

	if (puzzle_record_add_at(&fixture->place, &puzzle, solved, daily, day,
	    after, message) < 0)
		fail_msg("%s", message);
	assert_string_equal(message, "");
}

static void
test_puzzle_record_a_new_players(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct puzzle_record record;

	memset(&record, 0xff, sizeof record);
	assert_int_equal(puzzle_record_read_at(&fixture->place, &record,
	    message), 0);
	assert_true(record.rating.rating == GLICKO2_RATING_START);
	assert_true(record.rating.deviation == GLICKO2_DEVIATION_START);
	assert_true(record.rating.volatility == GLICKO2_VOLATILITY_START);
	assert_true(puzzle_record_provisional(&record));
	assert_int_equal(record.streak, 0);
	assert_int_equal(record.best_streak, 0);
	assert_int_equal(record.last_day, -1);
	assert_int_equal(record.solved_count, 0);
	assert_int_equal(record.tried_count, 0);
	for (int i = 0; i < PUZZLE_MAX; i++)
		assert_int_equal(record.state[i], PUZZLE_UNTRIED);
	assert_int_equal(puzzle_record_streak(&record, DAY), 0);
	/* Reading made no file. */
	assert_int_equal(scratch_count(fixture->directory, ""), 0);
}

/* The first attempt is one Glicko-2 game against the puzzle. */
static void
test_puzzle_record_first_attempt_moves_the_rating(void **state)
{
	struct scratch_place *fixture = *state;
	struct puzzle_record after, read;
	struct glicko2 expected;
	struct glicko2_game game = { 1300, PUZZLE_RECORD_OPPONENT_DEVIATION,
		1 };
	char message[SAVE_MESSAGE_MAX], text[PUZZLE_RECORD_TEXT_MAX];
	struct stat status;

	glicko2_start(&expected);
	glicko2_update(&expected, &game, 1);
	add(fixture, 3, 1300, true, false, DAY, &after);
	assert_true(fabs(after.rating.rating - expected.rating) < 1e-9);
	assert_true(fabs(after.rating.deviation - expected.deviation) < 1e-9);
	assert_true(after.rating.rating > GLICKO2_RATING_START);
	assert_int_equal(after.state[2], PUZZLE_SOLVED);
	assert_int_equal(after.day[2], DAY);
	assert_int_equal(after.solved_count, 1);
	assert_int_equal(after.tried_count, 1);
	/* Not the day's: no streak. */
	assert_int_equal(after.streak, 0);
	assert_int_equal(after.last_day, -1);
	/* The file: read back as it was counted, to the file's decimals. */
	assert_int_equal(puzzle_record_read_at(&fixture->place, &read,
	    message), 1);
	assert_true(fabs(read.rating.rating - after.rating.rating) < 1e-6);
	assert_true(fabs(read.rating.deviation - after.rating.deviation) <
	    1e-6);
	assert_true(fabs(read.rating.volatility - after.rating.volatility) <
	    1e-6);
	assert_memory_equal(read.state, after.state, sizeof read.state);
	assert_int_equal(read.day[2], DAY);
	assert_int_equal(read.solved_count, 1);
	scratch_read(fixture->file, text, sizeof text);
	assert_non_null(strstr(text, "\n" PUZZLE_RECORD_MAGIC "\n"));
	assert_non_null(strstr(text, "\nsolved 3 20429\n"));
	assert_non_null(strstr(text, "\nstreak 0 0 -1\n"));
	assert_non_null(strstr(text, "\nrating 1"));
	assert_int_equal(stat(fixture->file, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS, SAVE_FILE_MODE);
	/* The record, its lock and nothing else: no temporary file. */
	assert_int_equal(scratch_count(fixture->directory, ""), 2);
}

/* A puzzle learned is not a win: only the first attempt is rated. */
static void
test_puzzle_record_later_attempts_do_not_move_the_rating(void **state)
{
	struct scratch_place *fixture = *state;
	struct puzzle_record failed, solved, again;

	add(fixture, 5, 1500, false, false, DAY, &failed);
	assert_true(failed.rating.rating < GLICKO2_RATING_START);
	assert_int_equal(failed.state[4], PUZZLE_TRIED);
	assert_int_equal(failed.tried_count, 1);
	assert_int_equal(failed.solved_count, 0);
	/* Solved the next day: the state, not the rating (as the file
	 * keeps it, to its decimals). */
	add(fixture, 5, 1500, true, false, DAY + 1, &solved);
	assert_true(fabs(solved.rating.rating - failed.rating.rating) < 1e-6);
	assert_true(fabs(solved.rating.deviation - failed.rating.deviation) <
	    1e-6);
	assert_int_equal(solved.state[4], PUZZLE_SOLVED);
	assert_int_equal(solved.day[4], DAY + 1);
	assert_int_equal(solved.tried_count, 1);
	assert_int_equal(solved.solved_count, 1);
	/* Failed or solved once more: nothing changes. */
	add(fixture, 5, 1500, false, false, DAY + 2, &again);
	add(fixture, 5, 1500, true, false, DAY + 2, &again);
	assert_true(again.rating.rating == solved.rating.rating);
	assert_int_equal(again.state[4], PUZZLE_SOLVED);
	assert_int_equal(again.day[4], DAY + 1);
	assert_int_equal(again.tried_count, 1);
	assert_int_equal(again.solved_count, 1);
}

static void
test_puzzle_record_streak_of_days(void **state)
{
	struct scratch_place *fixture = *state;
	struct puzzle_record record;

	add(fixture, 1, 800, true, true, DAY, &record);
	assert_int_equal(record.streak, 1);
	assert_int_equal(record.last_day, DAY);
	/* The same day twice counts once. */
	add(fixture, 2, 800, true, true, DAY, &record);
	assert_int_equal(record.streak, 1);
	/* A day's puzzle failed, or another puzzle solved: no day. */
	add(fixture, 3, 800, false, true, DAY + 1, &record);
	add(fixture, 4, 800, true, false, DAY + 1, &record);
	assert_int_equal(record.streak, 1);
	assert_int_equal(record.last_day, DAY);
	assert_int_equal(puzzle_record_streak(&record, DAY + 1), 1);
	/* The day's puzzle solved after a failed try still makes the day. */
	add(fixture, 3, 800, true, true, DAY + 1, &record);
	assert_int_equal(record.streak, 2);
	add(fixture, 5, 800, true, true, DAY + 2, &record);
	assert_int_equal(record.streak, 3);
	assert_int_equal(record.best_streak, 3);
	assert_int_equal(puzzle_record_streak(&record, DAY + 2), 3);
	assert_int_equal(puzzle_record_streak(&record, DAY + 3), 3);
	/* A missed day: the streak stands at 0, and begins again. */
	assert_int_equal(puzzle_record_streak(&record, DAY + 4), 0);
	add(fixture, 6, 800, true, true, DAY + 4, &record);
	assert_int_equal(record.streak, 1);
	assert_int_equal(record.best_streak, 3);
	assert_int_equal(puzzle_record_streak(&record, DAY + 4), 1);
	/* As the file keeps it. */
	assert_int_equal(puzzle_record_read_at(&fixture->place, &record,
	    (char[SAVE_MESSAGE_MAX]){ 0 }), 1);
	assert_int_equal(record.streak, 1);
	assert_int_equal(record.best_streak, 3);
	assert_int_equal(record.last_day, DAY + 4);
}

static void
test_puzzle_record_next_starts_easy_and_follows_the_rating(void **state)
{
	static const int ratings[PUZZLES] = { 1500, 700, 1200, 900, 1800,
		600, 1000, 1400, 2000, 1100, 1300, 1600 };
	struct puzzle puzzles[PUZZLES];
	struct puzzle_record record;
	int next;

	(void)state;
	for (int i = 0; i < PUZZLES; i++)
		puzzles[i] = puzzle_at(i + 1, ratings[i]);
	puzzle_record_clear(&record);
	/* A new player's first: the lowest. */
	assert_int_equal(puzzle_record_next(&record, puzzles, PUZZLES), 5);
	/* Known (not provisional): the untried nearest the rating, the
	 * easier of two as near. */
	record.tried_count = 1;
	record.state[5] = PUZZLE_SOLVED;
	record.rating.rating = 1450;
	record.rating.deviation = 60;
	next = puzzle_record_next(&record, puzzles, PUZZLES);
	assert_int_equal(puzzles[next].rating, 1400);
	record.state[7] = PUZZLE_TRIED;
	next = puzzle_record_next(&record, puzzles, PUZZLES);
	assert_int_equal(puzzles[next].rating, 1500);
	/* Provisional: aimed below the rating, by the deviation above
	 * GLICKO2_PROVISIONAL (1450 - (310 - 110) = 1250: 1200 or 1300,
	 * the easier). */
	record.rating.deviation = 310;
	next = puzzle_record_next(&record, puzzles, PUZZLES);
	assert_int_equal(puzzles[next].rating, 1200);
	/* Every one tried: none. */
	for (int i = 0; i < PUZZLES; i++)
		record.state[i] = PUZZLE_TRIED;
	assert_int_equal(puzzle_record_next(&record, puzzles, PUZZLES), -1);
}

static void
test_puzzle_record_refuses_each_bad_line_with_its_number(void **state)
{
	static const struct {
		const char *text;
		const char *says;
	} cases[] = {
		{ "", ": no \"gnomon-puzzle-record 1\"" },
		{ "gnomon-stats 2\n",
		    " line 1: not \"gnomon-puzzle-record 1\"" },
		{ "gnomon-puzzle-record 1\nstreak 0 0 -1\n", ": no rating" },
		{ "gnomon-puzzle-record 1\nrating 1500.0 350.0 0.06\n",
		    ": no streak" },
		{ "gnomon-puzzle-record 1\nrating 1500,0 350 0.06\n",
		    " line 2: rating '1500,0'" },
		{ "gnomon-puzzle-record 1\nrating -1 350 0.06\n",
		    " line 2: rating '-1'" },
		{ "gnomon-puzzle-record 1\nrating 1500 351 0.06\n",
		    " line 2: deviation '351'" },
		{ "gnomon-puzzle-record 1\nrating 1500 0 0.06\n",
		    " line 2: deviation '0'" },
		{ "gnomon-puzzle-record 1\nrating 1500 300 1.5\n",
		    " line 2: volatility '1.5'" },
		{ "gnomon-puzzle-record 1\nrating 1500 300 0.0600001\n",
		    " line 2: volatility" },
		{ "gnomon-puzzle-record 1\nrating 1500 300\n",
		    " line 2: 3 fields, not the 4" },
		{ "gnomon-puzzle-record 1\nrating 1500 300 0.06\n"
		    "rating 1500 300 0.06\n", " line 3: a second rating" },
		{ "gnomon-puzzle-record 1\nstreak 3 2 20000\n",
		    " line 2: streak '3 2'" },
		{ "gnomon-puzzle-record 1\nstreak 1 2 -1\n",
		    " line 2: day '-1'" },
		{ "gnomon-puzzle-record 1\nstreak 0 0 -1\nstreak 0 0 -1\n",
		    " line 3: a second streak" },
		{ "gnomon-puzzle-record 1\nsolved 0 20000\n",
		    " line 2: puzzle '0'" },
		{ "gnomon-puzzle-record 1\ntried 1025 20000\n",
		    " line 2: puzzle '1025'" },
		{ "gnomon-puzzle-record 1\nsolved 4 -1\n",
		    " line 2: day '-1'" },
		{ "gnomon-puzzle-record 1\n\ntried 4 1\nsolved 4 2\n",
		    " line 4: puzzle 4 stands twice" },
		{ "gnomon-puzzle-record 1\nsolved 4\n",
		    " line 2: 2 fields, not the 3" },
		{ "gnomon-puzzle-record 1\nwon 4 1\n", " line 2: 'won'" },
	};
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], text[PUZZLE_RECORD_TEXT_MAX];
	struct puzzle_record record;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		scratch_write(fixture->file, cases[i].text);
		if (puzzle_record_read_at(&fixture->place, &record,
		    message) != -1 || strstr(message, cases[i].says) == NULL)
			fail_msg("case %zu: '%s'", i, message);
		assert_non_null(strstr(message, "/" PUZZLE_RECORD_FILE));
		/* Read alone, a bad file is left as it is. */
		scratch_read(fixture->file, text, sizeof text);
		assert_string_equal(text, cases[i].text);
		/* And read as a new player's meanwhile. */
		assert_true(record.rating.rating == GLICKO2_RATING_START);
		assert_int_equal(record.tried_count, 0);
	}
	assert_int_equal(scratch_count(fixture->directory,
	    PUZZLE_RECORD_FILE ".bad-"), 0);
	/* Comments, blank lines, and both numbers written without a point. */
	scratch_write(fixture->file, "# mine\n\ngnomon-puzzle-record 1\n"
	    "# note\nrating 1612 95 0.059\nstreak 2 7 20001\n\n"
	    "tried 9 19990\nsolved 1024 20001\n");
	assert_int_equal(puzzle_record_read_at(&fixture->place, &record,
	    message), 1);
	assert_true(fabs(record.rating.rating - 1612) < 1e-9);
	assert_false(puzzle_record_provisional(&record));
	assert_int_equal(record.best_streak, 7);
	assert_int_equal(record.state[8], PUZZLE_TRIED);
	assert_int_equal(record.state[1023], PUZZLE_SOLVED);
	assert_int_equal(record.day[1023], 20001);
	assert_int_equal(record.tried_count, 2);
	assert_int_equal(record.solved_count, 1);
}

static void
test_puzzle_record_a_bad_file_is_kept_aside(
    void **state)
{
	static const char bad[] = "gnomon-puzzle-record 1\nrating 1500 300 "
	    "0.06\nstreak 0 0 -1\nsolved x 1\n";
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX], text[PUZZLE_RECORD_TEXT_MAX];
	char moved[SAVE_PATH_MAX];
	struct puzzle puzzle = puzzle_at(2, 900);
	struct puzzle_record record;
	const char *kept;

	scratch_write(fixture->file, bad);
	assert_int_equal(puzzle_record_add_at(&fixture->place, &puzzle, true,
	    true, DAY, &record, message), 0);
	/* Said, for the caller to say: the line and where it went. */
	assert_non_null(strstr(message, "/puzzles line 4: puzzle 'x'"));
	kept = strstr(message, "kept as ");
	assert_non_null(kept);
	assert_non_null(strstr(message, "a new record begun"));
	snprintf(moved, sizeof moved, "%s", kept + strlen("kept as "));
	moved[strcspn(moved, ",")] = '\0';
	scratch_read(moved, text, sizeof text);
	assert_string_equal(text, bad);
	/* The new record: this attempt alone. */
	assert_int_equal(record.tried_count, 1);
	assert_int_equal(record.solved_count, 1);
	assert_int_equal(record.streak, 1);
	assert_int_equal(scratch_count(fixture->directory,
	    PUZZLE_RECORD_FILE ".bad-"), 1);
	/* A directory in its place is kept aside too. */
	assert_int_equal(remove(fixture->file), 0);
	assert_int_equal(mkdir(fixture->file, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(puzzle_record_add_at(&fixture->place, &puzzle, true,
	    true, DAY, &record, message), 0);
	assert_non_null(strstr(message, "a directory"));
	assert_int_equal(scratch_count(fixture->directory,
	    PUZZLE_RECORD_FILE ".bad-"), 2);
	/* Nonsense is refused and counts nothing. */
	puzzle.number = 0;
	assert_int_equal(puzzle_record_add_at(&fixture->place, &puzzle, true,
	    true, DAY, &record, message), -1);
	puzzle.number = 2;
	assert_int_equal(puzzle_record_add_at(&fixture->place, &puzzle, true,
	    true, -1, &record, message), -1);
}

/* Counts puzzles first..first + CONCURRENT - 1, solved, as a process of
 * its own would. */
static int
count_puzzles(const char *directory, int first)
{
	char message[SAVE_MESSAGE_MAX];
	struct save_place place;

	if (save_place_open(&place, directory, message) < 0)
		return 1;
	for (int number = first; number < first + CONCURRENT; number++) {
		struct puzzle puzzle = puzzle_at(number, 1000);

		if (puzzle_record_add_at(&place, &puzzle, true, false, DAY,
		    NULL, message) < 0) {
			fprintf(stderr, "%s\n", message);
			return 1;
		}
	}
	save_place_close(&place);
	return 0;
}

static void
test_puzzle_record_two_processes_at_once_lose_nothing(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct puzzle_record record;
	pid_t children[2];

	for (int child = 0; child < 2; child++) {
		children[child] = fork();
		assert_true(children[child] >= 0);
		if (children[child] == 0)
			_exit(count_puzzles(fixture->directory,
			    1 + child * CONCURRENT));
	}
	for (int child = 0; child < 2; child++) {
		int status;

		assert_int_equal(waitpid(children[child], &status, 0),
		    children[child]);
		assert_true(WIFEXITED(status));
		assert_int_equal(WEXITSTATUS(status), 0);
	}
	assert_int_equal(puzzle_record_read_at(&fixture->place, &record,
	    message), 1);
	assert_int_equal(record.solved_count, 2 * CONCURRENT);
	/* puzzles.lock, and no temporary file. */
	assert_int_equal(scratch_count(fixture->directory,
	    PUZZLE_RECORD_FILE "."), 1);
}

static void
test_puzzle_record_a_lock_held_too_long_counts_nothing(void **state)
{
	struct scratch_place *fixture = *state;
	char message[SAVE_MESSAGE_MAX];
	struct puzzle puzzle = puzzle_at(1, 1000);
	struct puzzle_record record;
	int fd = scratch_hold_lock(fixture->directory,
	    PUZZLE_RECORD_LOCK_FILE);

	puzzle_record_use_lock_wait(SHORT_WAIT_MS);
	assert_int_equal(puzzle_record_add_at(&fixture->place, &puzzle, true,
	    false, DAY, NULL, message), -1);
	puzzle_record_use_lock_wait(PUZZLE_RECORD_LOCK_WAIT_MS);
	assert_non_null(strstr(message, "held by another gnomon"));
	close(fd);
	assert_int_equal(puzzle_record_read_at(&fixture->place, &record,
	    message), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_a_new_players,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_first_attempt_moves_the_rating, setup,
		    scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_later_attempts_do_not_move_the_rating,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_streak_of_days,
		    setup, scratch_place_teardown),
		cmocka_unit_test(
		    test_puzzle_record_next_starts_easy_and_follows_the_rating),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_refuses_each_bad_line_with_its_number,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_a_bad_file_is_kept_aside,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_two_processes_at_once_lose_nothing,
		    setup, scratch_place_teardown),
		cmocka_unit_test_setup_teardown(
		    test_puzzle_record_a_lock_held_too_long_counts_nothing,
		    setup, scratch_place_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
