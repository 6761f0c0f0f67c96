/*
 * fixture.c owns the helpers of fixture.h shared by the hand-worked tests.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/bitboard.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/rng.h"
#include "fixture.h"

/* A cell list: every cell of the board as "i9 ", and the NUL. */
enum { FIXTURE_TEXT_MAX = 256, CELL_LIST_MAX = CELL_LIMIT * 3 + 1 };

void
fixture_rules(struct rules *rules, const char *options)
{
	char copy[FIXTURE_TEXT_MAX], error[OPTIONS_ERROR_MAX];
	struct options_binding variant = { &options_variant, NULL };
	char *save = NULL;

	rules_default(rules);
	variant.target = rules;
	assert_true(strlen(options) < sizeof copy);
	strcpy(copy, options);
	for (char *word = strtok_r(copy, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save)) {
		if (options_read(&variant, 1, word, error) < 0) {
			print_error("bad test rules '%s': %s\n", options,
			    error);
			fail();
		}
	}
}

void
fixture_board(struct board *board, const char *position, const char *options)
{
	struct rules rules;
	char error[NOTATION_ERROR_MAX];

	fixture_rules(&rules, options);
	if (notation_read_position(position, &rules, board, error) < 0) {
		print_error("bad test position '%s': %s\n", position, error);
		fail();
	}
	assert_null(board_check(board));
}

struct board
fixture_position(const char *position)
{
	struct board board;

	fixture_board(&board, position, "");
	return board;
}

bitboard
fixture_cells(const char *cells)
{
	char copy[FIXTURE_TEXT_MAX], error[NOTATION_ERROR_MAX];
	char *save = NULL;
	bitboard set = 0;
	int cell;

	assert_true(strlen(cells) < sizeof copy);
	strcpy(copy, cells);
	for (char *word = strtok_r(copy, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save)) {
		if (notation_read_cell(word, &cell, error) < 0) {
			print_error("bad test cell list '%s': %s\n", cells,
			    error);
			fail();
		}
		set |= bb_cell(cell);
	}
	return set;
}

uint16_t
fixture_move(const char *text)
{
	char error[NOTATION_ERROR_MAX];
	uint16_t move = MOVE_NONE;

	if (notation_read_move(text, &move, error) < 0) {
		print_error("bad test move '%s': %s\n", text, error);
		fail();
	}
	return move;
}

void
fixture_play(struct board *board, const char *move, struct undo *undo)
{
	uint16_t read = fixture_move(move);

	if (!board_is_legal(board, read)) {
		char position[NOTATION_POSITION_MAX];

		notation_position(board, position);
		print_error("test move %s is not legal in %s\n", move,
		    position);
		fail();
	}
	board_make(board, read, undo);
	assert_null(board_check(board));
}

long
fixture_count(const char *name, long fallback, long most)
{
	const char *text = getenv(name);
	long value = text != NULL ? strtol(text, NULL, 10) : 0;

	return value > 0 && value <= most ? value : fallback;
}

long
fixture_lines_fit(const char *text, size_t columns)
{
	long lines = 0;

	for (const char *line = text; *line != '\0'; lines++) {
		size_t length = strcspn(line, "\n");

		if (length > columns)
			fail_msg("a line of %zu columns: %.*s", length,
			    (int)length, line);
		if (memchr(line, '\033', length) != NULL)
			fail_msg("an escape code: %.*s", (int)length, line);
		line += length + (line[length] == '\n');
	}
	return lines;
}

unsigned
fixture_random_below(uint64_t *state, unsigned bound)
{
	return (unsigned)(rng_next(state) % bound);
}

/* The cells of a set as text, e.g. "d4 e5", lowest cell first. */
static void
cell_list(bitboard set, char *text)
{
	char cell[NOTATION_CELL_MAX];

	text[0] = '\0';
	while (set != 0) {
		notation_cell(bb_pop(&set), cell);
		if (text[0] != '\0')
			strcat(text, " ");
		strcat(text, cell);
	}
}

void
fixture_assert_cells(bitboard actual, const char *expected, const char *file,
    int line)
{
	char actual_text[CELL_LIST_MAX], expected_text[CELL_LIST_MAX];
	bitboard expected_set = fixture_cells(expected);

	if (actual == expected_set)
		return;
	cell_list(actual, actual_text);
	cell_list(expected_set, expected_text);
	print_error("cells {%s}, expected {%s}\n", actual_text, expected_text);
	_fail(file, line);
}

void
fixture_assert_position(const struct board *board, const char *expected,
    const char *file, int line)
{
	char text[NOTATION_POSITION_MAX];

	notation_position(board, text);
	if (strcmp(text, expected) == 0)
		return;
	print_error("position '%s', expected '%s'\n", text, expected);
	_fail(file, line);
}

void
fixture_assert_same_board(const struct board *actual,
    const struct board *expected, const char *file, int line)
{
	char actual_text[NOTATION_POSITION_MAX],
	    expected_text[NOTATION_POSITION_MAX];

	if (actual->stones[COLOUR_AMBER] == expected->stones[COLOUR_AMBER] &&
	    actual->stones[COLOUR_TEAL] == expected->stones[COLOUR_TEAL] &&
	    actual->lit == expected->lit && actual->hash == expected->hash &&
	    actual->side == expected->side && actual->sun == expected->sun &&
	    actual->round == expected->round &&
	    rules_same_board(&actual->rules, &expected->rules) &&
	    actual->held == expected->held)
		return;
	notation_position(actual, actual_text);
	notation_position(expected, expected_text);
	print_error("board '%s' (lit %016llx hash %016llx), expected '%s' (lit "
		    "%016llx hash %016llx)\n",
	    actual_text, (unsigned long long)actual->lit,
	    (unsigned long long)actual->hash, expected_text,
	    (unsigned long long)expected->lit,
	    (unsigned long long)expected->hash);
	_fail(file, line);
}
