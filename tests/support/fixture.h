/*
 * Shared helpers of the hand-worked tests: positions, cells and moves read
 * from text (so a test says what it sets up in the game's own notation), and
 * assertions that print cell sets and position strings when they fail.
 * Every helper fails the running cmocka test on bad input instead of
 * returning an error: a typo in a test must never pass silently.
 */
#ifndef GNOMON_TESTS_FIXTURE_H
#define GNOMON_TESTS_FIXTURE_H

#include <stddef.h>
#include <stdint.h>

#include "core/bitboard.h"
#include "core/board.h"

/* The default rules changed by `options`, e.g. "len=3 day=2 snake=1" ("" =
 * default). */
void	fixture_rules(struct rules *, const char *options);

/* Reads `position` under `options` (as for fixture_rules). */
void fixture_board(struct board *, const char *position, const char *options);

/* `position` under the default rules, as a value: `struct board b = ...`. */
struct board fixture_position(const char *position);

/* The set of the cells listed, e.g. "d4 e5" ("" = none): a whole board's
 * bitboard, 128 bits in the 9x9 build. */
bitboard fixture_cells(const char *cells);

/* A move read from text; fails the test if the text is not a move. */
uint16_t fixture_move(const char *text);

/* Plays `move` on `board`, failing the test if it is not legal there. */
void	fixture_play(struct board *, const char *move, struct undo *);

/* A count the environment may set, as make check's CHECK_LIGHT sets the
 * heavy tests' smaller: the variable `name` as a number, or `fallback` if
 * it is unset or not a number from 1 to `most`. */
long	fixture_count(const char *name, long fallback, long most);

/* A number below `bound` (bound > 0) from rng.h's generator, the whole
 * number's remainder (rng_below takes the top bits: another stream). */
unsigned fixture_random_below(uint64_t *state, unsigned bound);

#define assert_cells(actual, expected) \
	fixture_assert_cells((actual), (expected), __FILE__, __LINE__)
#define assert_position(board, expected) \
	fixture_assert_position((board), (expected), __FILE__, __LINE__)
#define assert_same_board(actual, expected) \
	fixture_assert_same_board((actual), (expected), __FILE__, __LINE__)

void	fixture_assert_cells(bitboard actual, const char *expected,
	    const char *file, int line);
void	fixture_assert_position(const struct board *, const char *expected,
	    const char *file, int line);
/* Fails the test unless each line of `text` (a front end's output) is at
 * most `columns` bytes and free of escape codes; the lines it has. */
long	fixture_lines_fit(const char *text, size_t columns);

/* Every field of the two boards equal, hash included. */
void	fixture_assert_same_board(const struct board *actual,
	    const struct board *expected, const char *file, int line);

#endif
