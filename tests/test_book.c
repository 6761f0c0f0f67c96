/*
 * The opening book (book.h, src/ai/opening_book.txt):
 *   - every line reads: a position of the designer's rules, a legal move,
 *     a score and a depth, and the lookup finds that very line;
 *   - it covers what it says it covers: each start sun's first move, Teal's
 *     every reply, and with the sun in the north Amber's every second move,
 *     as the rules' own move lists make them;
 *   - each entry is what a fresh full search of BOOK_NODES plays there (the
 *     count GNOMON_BOOK_SEARCHES of them, spread evenly over the book: all
 *     of them with "all"; make check runs one, make check-long
 *     BOOK_SEARCHES_LONG);
 *   - level 5 plays the book's move at once, and nothing else looks at the
 *     book: other rules, other levels, plain limits and a search without
 *     it (analyze's) search as before.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/book.h"
#include "ai/opening_book_text.h"
#include "ai/search.h"
#include "core/notation.h"

enum {
	BOOK_LINES_MAX = 1024,
	BOOK_LINE_MAX = 160,
	BOOK_SEARCHES_LONG = 16, /* make check-long's share of the book */
	BOOK_FIELDS = 7, /* board side sun round move score depth */
	FIELD_SUN = 2,
	FIELD_MOVE = 4,
	FIELD_SCORE = 5,
	FIELD_DEPTH = 6
};

struct book_line {
	struct board	board;
	uint16_t	move;
	int		score;
	int		depth;
};

static struct book_line lines[BOOK_LINES_MAX];
static int line_count;

/* A whole number, all of the word. */
static int
number(const char *word)
{
	char *end;
	long value = strtol(word, &end, 10);

	if (*word == '\0' || *end != '\0' || value < INT_MIN || value > INT_MAX)
		fail_msg("'%s' is not a number", word);
	return (int)value;
}

/* One line of the book, read here on its own terms (not by book.c). */
static void
read_line(const char *text, struct book_line *line)
{
	char copy[BOOK_LINE_MAX], position[BOOK_LINE_MAX];
	char error[NOTATION_ERROR_MAX];
	char *field[BOOK_FIELDS] = { NULL }, *save = NULL;
	struct rules rules;
	int count = 0;

	assert_true(strlen(text) < sizeof copy);
	strcpy(copy, text);
	for (char *word = strtok_r(copy, " ", &save);
	     word != NULL && count < BOOK_FIELDS;
	     word = strtok_r(NULL, " ", &save))
		field[count++] = word;
	if (count != BOOK_FIELDS) {
		fail_msg("book line '%s': %d fields, not %d", text, count,
		    BOOK_FIELDS);
		return;
	}
	snprintf(position, sizeof position, "%s %s %s %s", field[0], field[1],
	    field[2], field[3]);
	rules_default(&rules);
	rules.start_sun = notation_read_sun(field[FIELD_SUN]);
	assert_in_range(rules.start_sun, 0, COMPASS_POINTS - 1);
	if (notation_read_position(position, &rules, &line->board, error) < 0)
		fail_msg("book line '%s': %s", text, error);
	if (notation_read_move(field[FIELD_MOVE], &line->move, error) < 0)
		fail_msg("book line '%s': %s", text, error);
	if (!board_is_legal(&line->board, line->move))
		fail_msg("book line '%s': %s is not legal there", text,
		    field[FIELD_MOVE]);
	line->score = number(field[FIELD_SCORE]);
	line->depth = number(field[FIELD_DEPTH]);
	assert_true(line->depth >= 1);
}

static int
setup(void **state)
{
	const char *text = opening_book_text();

	(void)state;
	line_count = 0;
	while (*text != '\0') {
		size_t length = strcspn(text, "\n");
		char line[BOOK_LINE_MAX];

		if (length >= sizeof line)
			return -1;
		memcpy(line, text, length);
		line[length] = '\0';
		if (length > 0 && line[0] != '#') {
			if (line_count == BOOK_LINES_MAX)
				return -1;
			read_line(line, &lines[line_count++]);
		}
		text += length + (text[length] == '\n');
	}
	return 0;
}

static void
test_book_finds_every_line(void **state)
{
	(void)state;
	assert_true(line_count > 0);
	for (int i = 0; i < line_count; i++) {
		struct search_report report;

		if (!book_lookup(&lines[i].board, &report))
			fail_msg("book line %d is not found", i + 1);
		/* A second line of one position would never be reached. */
		assert_int_equal(report.best, lines[i].move);
		assert_int_equal(report.score, lines[i].score);
		assert_int_equal(report.depth, lines[i].depth);
		assert_int_equal(report.nodes, 0);
		assert_int_equal(report.pv_length, 1);
	}
}

static bool
in_book(const struct board *board)
{
	struct search_report report;

	return book_lookup(board, &report);
}

static void
test_book_covers_the_first_moves(void **state)
{
	int expected = 0;

	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		struct rules rules;
		struct board start;
		struct move_list replies;

		rules_default(&rules);
		rules.start_sun = sun;
		board_start(&start, &rules);
		assert_true(in_book(&start));
		expected++;
		board_legal_moves(&start, &replies);
		for (int r = 0; r < replies.count; r++) {
			struct board reply = start;
			struct move_list seconds;

			struct undo undo;

			board_make(&reply, replies.moves[r], &undo);
			assert_true(in_book(&reply));
			expected++;
			if (sun != COMPASS_N)
				continue;
			board_legal_moves(&reply, &seconds);
			for (int s = 0; s < seconds.count; s++) {
				struct board second = reply;

				struct undo second_undo;

				board_make(&second, seconds.moves[s],
				    &second_undo);
				assert_true(in_book(&second));
				expected++;
			}
		}
	}
	/* And nothing more: every line is one of those positions. */
	assert_int_equal(line_count, expected);
}

static int
searches_wanted(void)
{
	const char *text = getenv("GNOMON_BOOK_SEARCHES");

	if (text == NULL || *text == '\0')
		return BOOK_SEARCHES_LONG;
	if (strcmp(text, "all") == 0)
		return line_count;
	return number(text) > 0 ? number(text) : BOOK_SEARCHES_LONG;
}

static void
test_book_is_what_the_search_plays(void **state)
{
	int wanted = searches_wanted();
	struct search *search = search_new(SEARCH_TT_DEFAULT_MB);

	(void)state;
	assert_non_null(search);
	if (wanted > line_count)
		wanted = line_count;
	for (int k = 0; k < wanted; k++) {
		const struct book_line *line = &lines[k * line_count / wanted];
		struct search_limits limits;
		struct search_report report;
		char position[NOTATION_POSITION_MAX];

		search_limits_default(&limits);
		limits.nodes = BOOK_NODES;
		search_clear(search);
		search_run(search, &line->board, &limits, NULL, &report);
		notation_position(&line->board, position);
		if (report.best != line->move || report.score != line->score ||
		    report.depth != line->depth)
			fail_msg("book at %s: the search plays another move, "
			    "score or depth", position);
	}
	search_free(search);
}

static void
test_book_is_level_5s_alone(void **state)
{
	struct search *search = search_new(SEARCH_TT_DEFAULT_MB);
	struct search_limits limits;
	struct search_report report;
	struct rules rules;
	struct board start;

	(void)state;
	assert_non_null(search);
	/* Level 5 plays the book's move without a search. */
	rules_default(&rules);
	board_start(&start, &rules);
	search_limits_default(&limits);
	limits.level = SEARCH_LEVEL_MASTER;
	search_run(search, &start, &limits, NULL, &report);
	assert_int_equal(report.best, lines[0].move);
	assert_int_equal(report.nodes, 0);
	/* Without the book (analyze), level 5 searches there too. */
	limits.opening_book = false;
	limits.node_cap = 1000;
	search_run(search, &start, &limits, NULL, &report);
	assert_true(report.nodes > 0);
	limits.opening_book = true;
	limits.node_cap = 0;
	/* A level of the designer's searches. */
	limits.level = SEARCH_LEVEL_MIN;
	search_run(search, &start, &limits, NULL, &report);
	assert_true(report.nodes > 0);
	/* Plain limits. */
	limits.level = 0;
	limits.depth = 2;
	search_run(search, &start, &limits, NULL, &report);
	assert_true(report.nodes > 0);
	/* Other rules: shadows of 3 cells are another game. */
	rules.shadow_length = 3;
	board_start(&start, &rules);
	assert_false(in_book(&start));
	limits.level = SEARCH_LEVEL_MASTER;
	limits.node_cap = 1000;
	search_run(search, &start, &limits, NULL, &report);
	assert_true(report.nodes > 0);
	search_free(search);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_book_finds_every_line),
		cmocka_unit_test(test_book_covers_the_first_moves),
		cmocka_unit_test(test_book_is_what_the_search_plays),
		cmocka_unit_test(test_book_is_level_5s_alone),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
