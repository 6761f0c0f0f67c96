/*
 * The puzzles' reader (core/puzzle.h, gnomon-puzzles(5)): a good file is
 * read field by field; every kind of bad line is refused with its line
 * number and what is wrong, and no puzzles; the limits hold at their ends;
 * the themes' names are read in any case; the puzzle of the day is the
 * same for the same day and meets every puzzle once in `count` days.  The
 * puzzles the program carries are read without a fault.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/notation.h"
#include "core/puzzle.h"
#include "ui/puzzles_text.h"

enum { TEXT_MAX = 4096 };

#define START "position 1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\n"

static struct puzzle puzzles[PUZZLE_MAX];

#define GOOD_HEAD \
	"# a comment\n" \
	"\n" \
	"gnomon-puzzles 1\n"
#define GOOD_ONE \
	"puzzle 1\n" \
	"position 1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\n" \
	"line b1b2 c7c6 b2b3\n" \
	"depth 6\n" \
	"margin 2\n" \
	"theme Double-Threat\n" \
	"theme dusk\n" \
	"rating 1200\n" \
	"source gnomon mine seed=1 game=2 ply=3\n"
#define GOOD_TWO \
	"\n" \
	"puzzle 2\n" \
	"source elsewhere\n" \
	"rating 400\n" \
	"margin 10\n" \
	"depth 0\n" \
	"position 7/4t2/4t2/3a3/7/4a2/7 a N 9\n" \
	"line d4e4\n"

static void
test_puzzle_reads_a_good_file(void **state)
{
	char error[PUZZLE_ERROR_MAX], text[NOTATION_MOVE_MAX];
	int count = -1;

	(void)state;
	assert_int_equal(puzzle_read_all(GOOD_HEAD GOOD_ONE GOOD_TWO, puzzles,
	    &count, error), 0);
	assert_int_equal(count, 2);
	assert_int_equal(puzzles[0].number, 1);
	assert_int_equal(puzzles[0].text_line, 4);
	assert_int_equal(puzzles[0].line_length, 3);
	notation_move(puzzles[0].line[2], text);
	assert_string_equal(text, "b2b3");
	assert_int_equal(puzzles[0].depth, 6);
	assert_int_equal(puzzles[0].margin, 2);
	assert_int_equal(puzzles[0].theme_count, 2);
	assert_true(puzzle_has_theme(&puzzles[0], PUZZLE_DOUBLE_THREAT));
	assert_true(puzzle_has_theme(&puzzles[0], PUZZLE_DUSK));
	assert_false(puzzle_has_theme(&puzzles[0], PUZZLE_KNIGHT));
	assert_int_equal(puzzles[0].rating, 1200);
	assert_string_equal(puzzles[0].source,
	    "gnomon mine seed=1 game=2 ply=3");
	assert_int_equal(puzzles[0].board.side, COLOUR_AMBER);
	/* Fields in any order; no theme at all is allowed. */
	assert_int_equal(puzzles[1].number, 2);
	assert_int_equal(puzzles[1].theme_count, 0);
	assert_int_equal(puzzles[1].depth, 0);
	assert_int_equal(puzzles[1].margin, 10);
	assert_int_equal(puzzles[1].rating, 400);
	assert_int_equal(puzzles[1].board.round, 9);
	assert_int_equal(puzzles[1].text_line, 14);
}

/* Windows' line ends are read as Unix's. */
static void
test_puzzle_reads_crlf(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	int count = -1;

	(void)state;
	assert_int_equal(puzzle_read_all("gnomon-puzzles 1\r\npuzzle 1\r\n"
	    "position 7/4t2/4t2/3a3/7/4a2/7 a N 9\r\nline d4e4\r\n"
	    "depth 2\r\nmargin 1\r\nrating 900\r\nsource s\r\n", puzzles,
	    &count, error), 0);
	assert_int_equal(count, 1);
	assert_string_equal(puzzles[0].source, "s");
}

/* A bad file: its message, and no puzzles. */
static void
expect_refused(const char *text, const char *message)
{
	char error[PUZZLE_ERROR_MAX];
	int count = -1;

	if (puzzle_read_all(text, puzzles, &count, error) == 0)
		fail_msg("read, not refused: %s", message);
	assert_int_equal(count, 0);
	if (strstr(error, message) == NULL)
		fail_msg("'%s' says nothing of '%s'", error, message);
}

static void
test_puzzle_refuses_each_bad_line(void **state)
{
	static const struct {
		const char	*text, *message;
	} cases[] = {
		{ "", "line 0: no puzzles" },
		{ "# only a comment\n", "line 1: no puzzles" },
		{ "gnomon-puzzles 1\n", "line 1: no puzzles" },
		{ "puzzle 1\n", "line 1: not a puzzles file" },
		{ "gnomon-puzzles 2\n", "line 1: not a puzzles file" },
		{ GOOD_HEAD "position 7/7/7/3a3/7/7/3t3 a N 1\n",
		    "line 4: not in a puzzle" },
		{ GOOD_HEAD "puzzle 2\n", "line 4: puzzle 1 expected" },
		{ GOOD_HEAD "puzzle one\n", "line 4: puzzle 1 expected" },
		{ GOOD_HEAD GOOD_ONE "puzzle 3\n",
		    "line 13: puzzle 2 expected" },
		{ GOOD_HEAD "puzzle 1\nvalue 3\n",
		    "line 5: unknown keyword: value" },
		{ GOOD_HEAD "puzzle 1\nposition 7/7 a N 1\n",
		    "line 5: bad position" },
		{ GOOD_HEAD "puzzle 1\nposition 7/7/7/3a3/7/7/7 t N 1\n",
		    "line 5: the game is over there" },
		{ GOOD_HEAD "puzzle 1\nline b1b2\n",
		    "line 5: a line before the position" },
		{ GOOD_HEAD "puzzle 1\n" START "line b1b2 c7\n",
		    "line 6: bad move" },
		{ GOOD_HEAD "puzzle 1\n" START "line b1b2 b2b3\n",
		    "line 6: b2b3" },
		{ GOOD_HEAD "puzzle 1\n" START "line b1b2 c7c6\n",
		    "line 6: a line is an odd count" },
		{ GOOD_HEAD "puzzle 1\n" START "line\n",
		    "line 6: a line is an odd count" },
		{ GOOD_HEAD "puzzle 1\n" START
		    "line b1b2 c7c6 c1c2 d7d6 d1d2 e7e6 e1e2 f7f6\n",
		    "line 6: a line is at most 7 moves" },
		{ GOOD_HEAD "puzzle 1\ndepth 17\n",
		    "line 5: a depth is 0 to 16 plies: 17" },
		{ GOOD_HEAD "puzzle 1\ndepth -1\n", "line 5: a depth is" },
		{ GOOD_HEAD "puzzle 1\ndepth 6x\n", "line 5: a depth is" },
		{ GOOD_HEAD "puzzle 1\ndepth\n", "line 5: a depth is" },
		{ GOOD_HEAD "puzzle 1\nmargin 0\n",
		    "line 5: a margin is 1 to 10 stones: 0" },
		{ GOOD_HEAD "puzzle 1\nmargin 11\n", "line 5: a margin is" },
		{ GOOD_HEAD "puzzle 1\nrating 399\n",
		    "line 5: a rating is 400 to 3000: 399" },
		{ GOOD_HEAD "puzzle 1\nrating 3001\n", "line 5: a rating is" },
		{ GOOD_HEAD "puzzle 1\ntheme fork\n",
		    "line 5: no such theme: fork" },
		{ GOOD_HEAD "puzzle 1\ntheme dusk\ntheme DUSK\n",
		    "line 6: a theme said twice: DUSK" },
		{ GOOD_HEAD "puzzle 1\ntheme dusk\ntheme knight\n"
		    "theme block\ntheme win\ntheme diagonal\n",
		    "line 9: at most 4 themes: diagonal" },
		{ GOOD_HEAD "puzzle 1\nsource\n", "line 5: no source" },
		{ GOOD_HEAD "puzzle 1\nsource "
		    "0123456789012345678901234567890123456789"
		    "012345678901234567890123\n",
		    "line 5: a source is at most 63 bytes" },
		{ GOOD_HEAD "puzzle 1\nsource a\x01b\n",
		    "line 5: a control character" },
		{ GOOD_HEAD "puzzle 1\ndepth 2\ndepth 2\n",
		    "line 6: a second: depth" },
		{ GOOD_HEAD "puzzle 1\nrating 900\nrating 900\n",
		    "line 6: a second: rating" },
		{ GOOD_HEAD "puzzle 1\nmargin\t1\n", "line 5: a tab" },
		{ GOOD_HEAD "puzzle 1\n",
		    "line 4: the puzzle has no: position" },
		{ GOOD_HEAD "puzzle 1\n" START
		    "line b1b2\ndepth 2\nmargin 1\nrating 900\n",
		    "line 4: the puzzle has no: source" },
		{ GOOD_HEAD "puzzle 1\n" START
		    "line b1b2\ndepth 2\nmargin 1\nsource s\npuzzle 2\n",
		    "line 4: the puzzle has no: rating" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
		expect_refused(cases[i].text, cases[i].message);
}

/* A line of 255 bytes is read; one of 256 is refused. */
static void
test_puzzle_line_length_limit(void **state)
{
	static char text[TEXT_MAX];
	char error[PUZZLE_ERROR_MAX];
	int count;

	(void)state;
	snprintf(text, sizeof text, "%s%*s\n%s", "gnomon-puzzles 1\n", 255,
	    "#", GOOD_ONE);
	text[strlen("gnomon-puzzles 1\n")] = '#';
	assert_int_equal(puzzle_read_all(text, puzzles, &count, error), 0);
	snprintf(text, sizeof text, "%s%*s\n%s", "gnomon-puzzles 1\n", 256,
	    "#", GOOD_ONE);
	text[strlen("gnomon-puzzles 1\n")] = '#';
	expect_refused(text, "line 2: line too long");
}

/* PUZZLE_MAX puzzles are read; one more is refused. */
static void
test_puzzle_count_limit(void **state)
{
	static char text[(PUZZLE_MAX + 1) * 200];
	char error[PUZZLE_ERROR_MAX];
	size_t used = 0;
	int count;

	(void)state;
	used += (size_t)snprintf(text, sizeof text, "gnomon-puzzles 1\n");
	for (int i = 1; i <= PUZZLE_MAX + 1; i++)
		used += (size_t)snprintf(text + used, sizeof text - used,
		    "puzzle %d\nposition 7/4t2/4t2/3a3/7/4a2/7 a N 9\n"
		    "line d4e4\ndepth 2\nmargin 1\nrating 900\nsource s\n",
		    i);
	expect_refused(text, "too many puzzles");
	*strstr(text, "puzzle 1025\n") = '\0';
	assert_int_equal(puzzle_read_all(text, puzzles, &count, error), 0);
	assert_int_equal(count, PUZZLE_MAX);
	assert_int_equal(puzzles[PUZZLE_MAX - 1].number, PUZZLE_MAX);
}

static void
test_puzzle_theme_names(void **state)
{
	(void)state;
	for (int theme = 0; theme < PUZZLE_THEME_COUNT; theme++)
		assert_int_equal(puzzle_theme_parse(puzzle_theme_name(theme)),
		    theme);
	assert_string_equal(puzzle_theme_name(PUZZLE_SUN_TURN), "sun-turn");
	assert_int_equal(puzzle_theme_parse("KNIGHT"), PUZZLE_KNIGHT);
	assert_int_equal(puzzle_theme_parse("Diagonal"), PUZZLE_DIAGONAL);
	assert_int_equal(puzzle_theme_parse("sun"), -1);
	assert_int_equal(puzzle_theme_parse(""), -1);
}

/* The same day gives the same puzzle; any `count` days in a row from a
 * multiple of count meet every puzzle once; days before 1970 too. */
static void
test_puzzle_of_day_stable_and_covering(void **state)
{
	static bool met[PUZZLE_MAX];
	static const int counts[] = { 1, 2, 3, 7, 100, 365, 366, 400, 1024 };

	(void)state;
	for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
		int count = counts[c];

		for (long start = -2L * count; start <= 20000L;
		    start += 10000L - 10000L % count + count) {
			memset(met, 0, sizeof met);
			for (long day = start; day < start + count; day++) {
				int index = puzzle_of_day(day, count);

				assert_in_range(index, 0, count - 1);
				assert_int_equal(index,
				    puzzle_of_day(day, count));
				assert_false(met[index]);
				met[index] = true;
			}
		}
	}
	/* 2026-12-07 is day 20794: a fixed answer, the same everywhere. */
	assert_int_equal(puzzle_of_day(20794, 365),
	    puzzle_of_day(20794 + 365, 365));
	/* Two days in a row are not neighbours in the file. */
	assert_true(puzzle_of_day(20795, 365) - puzzle_of_day(20794, 365) > 1 ||
	    puzzle_of_day(20794, 365) - puzzle_of_day(20795, 365) > 1);
}

/* The puzzles the program carries are read, and enough of them. */
static void
test_puzzle_carried_are_read(void **state)
{
	char error[PUZZLE_ERROR_MAX];
	int count = 0;

	(void)state;
	if (puzzle_read_all(puzzles_text(), puzzles, &count, error) < 0)
		fail_msg("puzzles/puzzles.txt %s", error);
	assert_in_range(count, 1, PUZZLE_MAX);
	for (int i = 0; i < count; i++)
		assert_int_equal(puzzles[i].number, i + 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_puzzle_reads_a_good_file),
		cmocka_unit_test(test_puzzle_reads_crlf),
		cmocka_unit_test(test_puzzle_refuses_each_bad_line),
		cmocka_unit_test(test_puzzle_line_length_limit),
		cmocka_unit_test(test_puzzle_count_limit),
		cmocka_unit_test(test_puzzle_theme_names),
		cmocka_unit_test(test_puzzle_of_day_stable_and_covering),
		cmocka_unit_test(test_puzzle_carried_are_read),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
