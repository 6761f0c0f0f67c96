/*
 * The review's words name only stones that are there (ui_review.h): a
 * newcomer's review said "takes c4" of an empty c4.  Seeded games between
 * shallow searches, from a few random plies, are reviewed, and every line
 * of each move (its line in the list, and a mistake's reason) is read:
 *
 *   - every cell after "takes" or "took" (dusk's aside) holds a stone of
 *     the enemy of the move's mover before the move (the move played and
 *     the better move start from the same position);
 *   - every cell named at all, a move's two cells aside, holds a stone in
 *     one of the positions the line speaks of: before the move, after it,
 *     after the better move, or along the engine's lines after either.
 *
 * GNOMON_REVIEW_GAMES sets the games (default 300; make check reviews
 * fewer, make check-heavy all).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "core/notation.h"
#include "core/record.h"
#include "support/fixture.h"
#include "ui/ui_review.h"

enum {
	GAMES_DEFAULT = 300,
	GAMES_MOST = 10000,
	OPENING_MOST = 8,	/* random plies before the searches play */
	DEPTH_MOST = 3,		/* the players' depths, 1 to this */
	SEED = 45
};

/* What the games have exercised, so that the test cannot pass idly. */
static struct {
	long	lines, cells, takes, reasons;
} seen;

/* The rules of the games, in turn: the designer's, and each variant a
 * move's words depend on. */
static const char *const variants[] = {
	"", "snake=1", "mover=0", "hold=1", "moon=1", "mixed=1", "len=3",
	"day=4", "start=2", "stones=7", "len=1 sun=SE"
};
enum { VARIANTS = sizeof variants / sizeof variants[0] };

/* A seeded game between two shallow searches, from random plies. */
static void
play_game(struct search *search, uint64_t *random, const char *options,
    struct record *record)
{
	struct rules rules;
	struct board board;
	struct search_limits limits;
	int opening = (int)fixture_random_below(random, OPENING_MOST + 1);
	int depth[COLOUR_COUNT];

	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		depth[colour] =
		    1 + (int)fixture_random_below(random, DEPTH_MOST);
	fixture_rules(&rules, options);
	record_init(record, &rules);
	board = record->start;
	search_limits_default(&limits);
	while (!board_is_over(&board)) {
		struct move_list legal;
		struct undo undo;
		uint16_t move;

		board_legal_moves(&board, &legal);
		if (record->move_count < opening)
			move = legal.moves[fixture_random_below(random,
			    (unsigned)legal.count)];
		else {
			limits.depth = depth[board.side];
			limits.seed = fixture_random_below(random, 1000);
			search_clear(search);
			move = search_run(search, &board, &limits, NULL, NULL);
		}
		assert_int_equal(record_add_move(record, move), 0);
		board_make(&board, move, &undo);
	}
	record->result = board_result(&board);
}

/* Where a move's stone stands once it has stepped, before its eclipse
 * and dusk: a stone dusk then takes stood there. */
static bitboard
landing(uint16_t move)
{
	return move == MOVE_PASS || move == MOVE_NONE || move_is_hold(move) ?
	    0 : bb_cell(move_to(move));
}

/* The stones of each position along `line` (`count` moves at most, to
 * its first MOVE_NONE) from `board`, and where each move landed. */
static bitboard
line_stones(struct board board, const uint16_t *line, int count)
{
	bitboard ever = board.stones[COLOUR_AMBER] | board.stones[COLOUR_TEAL];
	struct undo undo;

	for (int i = 0; i < count && line[i] != MOVE_NONE &&
	    board_is_legal(&board, line[i]); i++) {
		ever |= landing(line[i]);
		board_make(&board, line[i], &undo);
		ever |= board.stones[COLOUR_AMBER] |
		    board.stones[COLOUR_TEAL];
	}
	return ever;
}

/* The stones of every position the lines of move `index` speak of, and
 * where each move of them landed: before and after the move played and
 * the better move, and along the engine's lines after them. */
static bitboard
review_window(const struct ui_review *review, int index)
{
	const struct ui_review_move *move = &review->moves[index];
	struct board before, after;
	struct undo undo;

	ui_review_position(review, index, &before);
	after = before;
	board_make(&after, move->played, &undo);
	return line_stones(before, &move->best, 1) |
	    line_stones(before, move->line, UI_REVIEW_LINE) |
	    line_stones(after, move->after, UI_REVIEW_AFTER) |
	    landing(move->played);
}

/* The cell a two-character word names, or -1. */
static int
word_cell(const char *word, size_t length)
{
	char name[3];
	int cell;
	char error[NOTATION_ERROR_MAX];

	if (length != 2 || !islower((unsigned char)word[0]) ||
	    !isdigit((unsigned char)word[1]))
		return -1;
	memcpy(name, word, 2);
	name[2] = '\0';
	return notation_read_cell(name, &cell, error) == 0 ? cell : -1;
}

/* The cells listed from `at`: "c3", "c3 and d4", "c3, d4 and e5". */
static bitboard
listed_cells(const char *at)
{
	bitboard cells = 0;
	int cell;

	while ((cell = word_cell(at, isalnum((unsigned char)at[2]) ? 3 :
	    2)) >= 0) {
		cells |= bb_cell(cell);
		at += 2;
		if (strncmp(at, ", ", 2) == 0)
			at += 2;
		else if (strncmp(at, " and ", 5) == 0)
			at += 5;
		else
			break;
	}
	return cells;
}

static void
check_text(const struct ui_review *review, int index, const char *text,
    int game)
{
	const struct ui_review_move *move = &review->moves[index];
	struct board before;
	bitboard ever = review_window(review, index);
	char played[NOTATION_MOVE_MAX];

	ui_review_position(review, index, &before);
	notation_move(move->played, played);
	for (const char *at = text; *at != '\0'; at++) {
		bool dusk = at - text >= 5 && strncmp(at - 5, "dusk ", 5) == 0;
		const char *list = strncmp(at, "takes ", 6) == 0 ? at + 6 :
		    strncmp(at, "took ", 5) == 0 && !dusk ? at + 5 : NULL;
		bitboard cells = list != NULL ? listed_cells(list) : 0;

		if ((cells & ~before.stones[!move->mover]) != 0)
			fail_msg("game %d (%s), move %d (%s): \"%s\" takes a "
			    "cell with no enemy stone", game, variants[game %
			    VARIANTS], index + 1, played, text);
		seen.takes += cells != 0;
	}
	for (const char *at = text; *at != '\0';) {
		size_t length = 0;
		int cell;

		while (isalnum((unsigned char)at[length]))
			length++;
		if (length == 0) {
			at++;
			continue;
		}
		cell = word_cell(at, length);
		if (cell >= 0) {
			seen.cells++;
			if ((ever & bb_cell(cell)) == 0)
				fail_msg("game %d (%s), move %d (%s): \"%s\" "
				    "names %.2s, empty in every position it "
				    "speaks of", game, variants[game %
				    VARIANTS], index + 1, played, text, at);
		}
		at += length;
	}
}

static void
test_review_names_only_stones_that_are_there(void **state)
{
	long games = fixture_count("GNOMON_REVIEW_GAMES", GAMES_DEFAULT,
	    GAMES_MOST);
	struct search *search = search_new(UI_REVIEW_TT_MB);
	static struct ui_review review;
	static struct record record;
	uint64_t random = SEED;

	(void)state;
	assert_non_null(search);
	for (int game = 0; game < games; game++) {
		play_game(search, &random, variants[game % VARIANTS],
		    &record);
		assert_int_equal(ui_review_run(&review, &record, search, NULL),
		    0);
		for (int i = 0; i < review.count; i++) {
			char line[UI_REVIEW_WIDTH + 1];
			char reason[UI_REVIEW_REASON_MAX];

			ui_review_move_line(&review, i, line);
			check_text(&review, i, line, game);
			ui_review_reason(&review, i, reason);
			check_text(&review, i, reason, game);
			seen.lines++;
			seen.reasons += reason[0] != '\0';
		}
	}
	search_free(search);
	printf("games %ld: lines %ld, reasons %ld, cells named %ld, "
	       "takes %ld\n", games, seen.lines, seen.reasons, seen.cells,
	    seen.takes);
	assert_true(seen.takes > 0);
	assert_true(seen.reasons > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_review_names_only_stones_that_are_there),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
