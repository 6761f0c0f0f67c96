/*
 * The review of a game (ui_review.h): a constructed game with a known
 * blunder names it as the largest mistake with a better, legal move and its
 * reason; the same record reviewed twice, with the table used for something
 * else between, gives the very same report; the report and the chart fit
 * the width, in ASCII when asked; a raised stop flag ends a review.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "core/notation.h"
#include "core/record.h"
#include "support/fixture.h"
#include "ui/ui_review.h"
#include "ui/ui_text.h"

/* Amber's first move, d3d4, walks into the shade of Teal's d6, and Teal's
 * reply, whatever it is, eclipses d4: a stone lost for nothing, where d3e2
 * (or most other moves) loses nothing. */
static const char blunder_game[] =
	"[Gnomon \"1\"]\n"
	"[Amber \"person\"]\n"
	"[Teal \"person\"]\n"
	"[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n"
	"[Position \"5t1/3t3/7/7/3a3/7/1a5 a N 1\"]\n"
	"[Result \"none\"]\n"
	"\n"
	"1. d3d4 f7g7\n"
	"2. b1c2 g7f7\n";

/* The first fourteen moves of a game between two depth-4 players. */
static const char played_game[] =
	"[Gnomon \"1\"]\n"
	"[Amber \"depth 4\"]\n"
	"[Teal \"depth 4\"]\n"
	"[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n"
	"[Result \"none\"]\n"
	"\n"
	"1. b1b2 f7g7\n"
	"2. f1g2 e7e6\n"
	"3. b2c3 c7d6\n"
	"4. c3b4 g7g6\n"
	"5. b4b5 g6f7\n"
	"6. b5c6 e6d7\n"
	"7. g2f2 d7d6\n";

/*
 * A level-5 win over level 4 (gnomon selfplay games=24 p1=L4 p2=L5
 * opening=2 seed=11, game 3): the game turns in rounds 5 and 6, the score
 * from even to -2.28 after Amber's b2b3, and Teal wins by force from round
 * 7.  Round 2's c2d2 cost 1.30 stones of a score that, so early, says
 * almost nothing of who wins, and was called the largest mistake.
 */
static const char level5_loss[] =
	"[Gnomon \"1\"]\n"
	"[Amber \"level 4\"]\n"
	"[Teal \"level 5\"]\n"
	"[Variant \"len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	"hold=0\"]\n"
	"[Result \"teal\"]\n"
	"\n"
	"1. d1c2 e7e6\n"
	"2. c2d2 d7c6\n"
	"3. d2e3 c7b6\n"
	"4. e3e4 b7c6\n"
	"5. b1b2 b6b5\n"
	"6. b2b3 f7f6\n"
	"7. e4d4 b5c4\n"
	"8. f1f2 c4d4\n"
	"9. b3b2 c6d5\n"
	"10. b2b3 d4c3\n";

/* Teal's a7a6 (move 12) and the better a7b6 both leave nothing exposed:
 * the difference is further ahead. */
static const char same_words_game[] =
	"[Gnomon \"1\"]\n"
	"[Amber \"person\"]\n"
	"[Teal \"level 1\"]\n"
	"[Variant \"len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5\"]\n"
	"[Result \"none\"]\n"
	"\n"
	"1. d1d2 d7d6\n"
	"2. d2d3 f7g7\n"
	"3. d3e4 g7f6\n"
	"4. e4e5 b7a7\n"
	"5. c1d2 f6f7\n"
	"6. e5e6 a7a6\n";

/* Round 9: Amber's e3f4 (or e3e4, d4e5, d4e4) wins by force; d4c5 leaves
 * Amber more than two stones up by the engine's score, but no win forced;
 * e3d3 leaves a third of a stone. */
#define MISSED_WIN_GAME(move) \
	"[Gnomon \"1\"]\n" \
	"[Amber \"person\"]\n" \
	"[Teal \"level 1\"]\n" \
	"[Position \"7/2t4/7/3a3/2a1a2/7/7 a N 9\"]\n" \
	"[Result \"none\"]\n" \
	"\n" \
	"9. " move "\n"

struct fixture {
	struct record	record;
	struct ui_review review;
	struct search	*search;
	char		report[UI_REVIEW_TEXT_MAX];
};

static int
setup(void **state)
{
	struct fixture *fixture = calloc(1, sizeof *fixture);

	if (fixture == NULL)
		return -1;
	fixture->search = search_new(UI_REVIEW_TT_MB);
	if (fixture->search == NULL) {
		free(fixture);
		return -1;
	}
	*state = fixture;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *fixture = *state;

	search_free(fixture->search);
	free(fixture);
	return 0;
}

static void
read_game(struct fixture *fixture, const char *text)
{
	char error[RECORD_ERROR_MAX];
	int line;

	if (record_read(text, strlen(text), &fixture->record, &line, error) < 0)
		fail_msg("test record, line %d: %s", line, error);
}

/* Every move of `line` (up to its first MOVE_NONE) is legal in turn from
 * `start`. */
static void
assert_line_is_legal(const struct board *start, const uint16_t *line)
{
	struct board board = *start;
	struct undo undo;

	for (int i = 0; i < UI_REVIEW_LINE && line[i] != MOVE_NONE; i++) {
		assert_true(board_is_legal(&board, line[i]));
		board_make(&board, line[i], &undo);
	}
}

static void
test_ui_review_names_the_blunder_with_a_better_move(void **state)
{
	struct fixture *fixture = *state;
	const struct ui_review_move *blunder;
	char reason[UI_REVIEW_REASON_MAX];

	read_game(fixture, blunder_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_int_equal(fixture->review.count, 4);
	assert_int_equal(fixture->review.largest, 0);
	blunder = &fixture->review.moves[0];
	assert_int_equal(blunder->mover, COLOUR_AMBER);
	assert_true(blunder->loss >= UI_REVIEW_MISTAKE);
	assert_int_not_equal(blunder->mark, UI_REVIEW_GOOD);
	assert_int_not_equal(blunder->best, blunder->played);
	assert_true(board_is_legal(&fixture->record.start, blunder->best));
	/* The engine's line after the better move is a line of legal moves. */
	assert_int_equal(blunder->line[0], blunder->best);
	assert_int_not_equal(blunder->line[1], MOVE_NONE);
	assert_line_is_legal(&fixture->record.start, blunder->line);
	/* After it Teal is a stone up, and the review says so. */
	assert_true(blunder->score < 0);
	ui_review_reason(&fixture->review, 0, reason);
	assert_non_null(
	    strstr(reason, "d3d4 leaves d4 in Teal's shade; better "));
	assert_non_null(strstr(reason,
	    "leaves nothing exposed to Teal's reply; "
	    "the engine's line "));
	/* No other move is marked: they lose nothing. */
	for (int i = 1; i < fixture->review.count; i++)
		assert_int_equal(fixture->review.moves[i].mark, UI_REVIEW_GOOD);
	ui_review_report(&fixture->review, false, fixture->report,
	    sizeof fixture->report);
	assert_non_null(strstr(fixture->report,
	    "Largest mistake: round 1, Amber d3d4"));
}

/*
 * A move that gives nothing up this turn but loses stones further on says
 * where: the stones, and the move of the engine's line after which they
 * go (a newcomer read "the cost comes later" as nothing at all).  Checked
 * by playing the line out: Amber's b1, d1 and g2 stand until Teal's f7f6
 * ends round 8, and dusk takes them.
 */
static void
test_ui_review_says_where_a_later_cost_comes(void **state)
{
	static const char game[] =
	    "[Gnomon \"1\"]\n[Amber \"depth 1\"]\n[Teal \"depth 3\"]\n"
	    "[Result \"teal\"]\n\n"
	    "1. b1b2 f7g7 2. f1g2 e7e6 3. b2c3 c7d6 4. c1b1 d6c7 5. e1f1 e6f7 "
	    "6. f1g1 c7d6 7. c3b4 b7b6 8. d1e1 b6a5\n";
	static const char *const line[] = { "c3b4", "b7b6", "g1f2", "f7f6" };
	const uint64_t lost = fixture_cells("b1 d1 g2");
	struct fixture *fixture = *state;
	char reason[UI_REVIEW_REASON_MAX];
	struct board board;
	struct undo undo;
	int index = 12;		/* Amber's c3b4 */

	read_game(fixture, game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_int_equal(fixture->review.moves[index].played,
	    fixture_move("c3b4"));
	ui_review_reason(&fixture->review, index, reason);
	assert_non_null(strstr(reason, "c3b4 leaves nothing exposed to Teal's "
	    "reply, but the cost comes later: b1, d1 and g2 are lost after "
	    "f7f6, in the engine's line b7b6 g1f2 f7f6; better "));
	ui_review_position(&fixture->review, index, &board);
	for (size_t i = 0; i < sizeof line / sizeof line[0]; i++) {
		assert_true(board_is_legal(&board, fixture_move(line[i])));
		assert_int_equal(board.stones[COLOUR_AMBER] & lost, lost);
		board_make(&board, fixture_move(line[i]), &undo);
	}
	assert_int_equal(board.stones[COLOUR_AMBER] & lost, 0);
}

static void
test_ui_review_the_same_record_twice_reads_the_same(void **state)
{
	struct fixture *fixture = *state;
	static char first[UI_REVIEW_TEXT_MAX];
	struct search_limits limits;
	struct board board;

	read_game(fixture, played_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_int_equal(fixture->review.count, 14);
	ui_review_report(&fixture->review, false, first, sizeof first);
	/* The table learns something else in between. */
	search_limits_default(&limits);
	limits.depth = 5;
	record_position(&fixture->record, 7, &board);
	search_run(fixture->search, &board, &limits, NULL, NULL);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	ui_review_report(&fixture->review, false, fixture->report,
	    sizeof fixture->report);
	assert_string_equal(first, fixture->report);
}

static void
test_ui_review_report_fits_the_width_in_ascii(void **state)
{
	struct fixture *fixture = *state;
	const char *line;
	int lines = 0;

	read_game(fixture, played_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	ui_review_report(&fixture->review, false, fixture->report,
	    sizeof fixture->report);
	for (line = fixture->report; *line != '\0'; lines++) {
		size_t length = strcspn(line, "\n");

		if (length > UI_REVIEW_WIDTH)
			fail_msg("line too wide: %.*s", (int)length, line);
		for (size_t i = 0; i < length; i++)
			assert_true((unsigned char)line[i] < 0x80);
		line += length + (line[length] == '\n');
	}
	/* Two heading lines at least, a line a move, the chart. */
	assert_true(lines >= 2 + 14 + ui_review_chart_rows());
	/* In UTF-8 the bars are blocks, and still fit. */
	ui_review_report(&fixture->review, true, fixture->report,
	    sizeof fixture->report);
	for (line = fixture->report; *line != '\0';) {
		size_t length = strcspn(line, "\n");
		char copy[UI_REVIEW_TEXT_MAX / 16];

		snprintf(copy, sizeof copy, "%.*s", (int)length, line);
		assert_true(ui_text_columns(copy) <= UI_REVIEW_WIDTH);
		line += length + (line[length] == '\n');
	}
}

static void
test_ui_review_chart_shows_who_was_ahead(void **state)
{
	struct fixture *fixture = *state;
	char top[UI_REVIEW_WIDTH + 1], bottom[UI_REVIEW_WIDTH + 1];
	char line[UI_REVIEW_WIDTH + 1];
	int rows = ui_review_chart_rows();

	read_game(fixture, blunder_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	/* Teal was ahead after the blunder: bars below the line, none above,
	 * and the row under the chart marks the largest mistake. */
	ui_review_chart_row(&fixture->review, (rows - 1) / 2 - 1, false, top,
	    sizeof top);
	ui_review_chart_row(&fixture->review, (rows - 1) / 2 + 1, false, bottom,
	    sizeof bottom);
	ui_review_chart_row(&fixture->review, rows - 1, false, line,
	    sizeof line);
	assert_null(strchr(top, '#'));
	assert_non_null(strchr(bottom, '#'));
	assert_non_null(strchr(line, '!'));
}

/*
 * A review made by hand, scores and all (no search): in lesson 9's
 * position, round 8 with the sun in the NW, Amber's e3e4 takes c3 (in
 * a5's shadow), and after Teal's g6f6 the round ends and dusk takes the
 * stones left on the ring.
 */
static void
dusk_review(struct ui_review *review, int before, int after_amber,
    int after_teal)
{
	memset(review, 0, sizeof *review);
	review->start = fixture_position("7/6t/a5t/7/2t1a2/5a1/7 a NW 8");
	review->result = RESULT_NONE;
	review->start_score = before;
	review->count = 2;
	review->largest = -1;
	review->moves[0] = (struct ui_review_move){ .played =
	    fixture_move("e3e4"), .best = fixture_move("e3e4"),
	    .mover = COLOUR_AMBER, .round = 8, .score = after_amber };
	review->moves[1] = (struct ui_review_move){ .played =
	    fixture_move("g6f6"), .best = fixture_move("g6f6"),
	    .mover = COLOUR_TEAL, .round = 8, .score = after_teal };
}

/* A swing of a stone or more on a move not called a mistake says why;
 * what a move took is said whatever its swing. */
static void
test_ui_review_a_swing_not_a_mistake_says_why(void **state)
{
	struct fixture *fixture = *state;
	struct ui_review *review = &fixture->review;
	char text[UI_REVIEW_WIDTH + 1];

	dusk_review(review, 0, 150, -50);
	ui_review_swing(review, 0, text, sizeof text);
	assert_string_equal(text, "took c3");
	ui_review_move_line(review, 0, text);
	assert_non_null(strstr(text, "+1.50  took c3"));
	ui_review_swing(review, 1, text, sizeof text);
	assert_string_equal(text, "dusk took a5 and g5");
	/* Against the mover, nothing taken: its best was no better. */
	dusk_review(review, 0, 10, 150);
	ui_review_swing(review, 1, text, sizeof text);
	assert_string_equal(text,
	    "dusk took a5 and g5; the best there was: no move lost less");
	/* A small swing says what was taken, and no more; a mistake is
	 * said as before. */
	dusk_review(review, 0, 50, 0);
	ui_review_swing(review, 0, text, sizeof text);
	assert_string_equal(text, "took c3");
	review->moves[1].mark = UI_REVIEW_MARK_MISTAKE;
	review->moves[1].score = -300;
	ui_review_swing(review, 1, text, sizeof text);
	assert_string_equal(text, "");
}

/* A swing for the mover with nothing taken is the search seeing a move
 * further than the last score did, said so (a newcomer could not read
 * "seen one move later"). */
static void
test_ui_review_a_gain_beyond_the_last_score(void **state)
{
	struct fixture *fixture = *state;
	struct ui_review *review = &fixture->review;
	char text[UI_REVIEW_WIDTH + 1];

	memset(review, 0, sizeof *review);
	review->start = fixture_position("1ttttt1/7/7/7/7/7/1aaaaa1 a N 1");
	review->count = 1;
	review->largest = -1;
	review->moves[0] = (struct ui_review_move){ .played =
	    fixture_move("d1d2"), .best = fixture_move("d1d2"),
	    .mover = COLOUR_AMBER, .round = 1, .score = 150 };
	ui_review_swing(review, 0, text, sizeof text);
	assert_string_equal(text,
	    "a gain later than the previous score looked");
	ui_review_move_line(review, 0, text);
	assert_true(strlen(text) <= UI_REVIEW_WIDTH);
	assert_non_null(
	    strstr(text, "+1.50  a gain later than the previous score looked"));
}

/*
 * Beside a score, what it is: a look 7 moves ahead ("+1.08, Amber up in 7
 * moves"), and through the first day of a game from its start the menu's
 * measured share of whole games beside it, where a newcomer read the two
 * as contradicting; the report says both near the scores.  A game from
 * another position has no measured share.
 */
static void
test_ui_review_scores_say_what_they_are_beside_the_share(void **state)
{
	struct fixture *fixture = *state;
	struct ui_review *review = &fixture->review;
	char said[UI_REVIEW_WIDTH + 1];
	const char *list;

	read_game(fixture, played_game);
	assert_int_equal(ui_review_run(review, &fixture->record,
			     fixture->search, NULL),
	    0);
	/* Amber's b1b2 leaves Amber up, as the search sees it. */
	assert_true(review->moves[0].score > 0 &&
	    review->moves[0].score < SEARCH_WIN_MIN);
	ui_review_score_said(review, 0, true, said, sizeof said);
	assert_non_null(strstr(said,
	    ", Amber up in 7 moves (whole games: Amber "
	    "19.0%)"));
	ui_review_score_said(review, 0, false, said, sizeof said);
	assert_non_null(strstr(said, ", Amber up in 7 moves"));
	assert_null(strstr(said, "whole games"));
	/* Past the first day the share is not said. */
	review->moves[0].round = review->start.rules.day_length + 1;
	ui_review_score_said(review, 0, true, said, sizeof said);
	assert_null(strstr(said, "whole games"));
	review->moves[0].score = -40;
	ui_review_score_said(review, 0, true, said, sizeof said);
	assert_string_equal(said, "-0.40, Teal up in 7 moves");
	review->moves[0].score = 0;
	ui_review_score_said(review, 0, true, said, sizeof said);
	assert_string_equal(said, "+0.00, even in 7 moves");
	review->moves[0].score = SEARCH_WIN;
	ui_review_score_said(review, 0, true, said, sizeof said);
	assert_string_equal(said, "Amber wins");
	/* The report: the share and what the scores are, over the list. */
	ui_review_run(review, &fixture->record, fixture->search, NULL);
	ui_review_report(review, false, fixture->report,
	    sizeof fixture->report);
	list = strstr(fixture->report, "- Teal up.\n  1. Amber b1b2");
	assert_non_null(list);
	assert_non_null(strstr(fixture->report, "Each line: the round, who "
	    "moved, the move and the score after it, + Amber up"));
	/* Worded for a player who never saw the menu (--level). */
	assert_non_null(strstr(fixture->report, "Amber's measured share from "
	    "this sun, 19.0%, is another measure"));
	assert_true(strstr(fixture->report, "Amber's measured share") < list);
	assert_null(strstr(fixture->report, "The new-game menu's"));
	/* From another position: no share, in the words or the report. */
	read_game(fixture, blunder_game);
	assert_int_equal(ui_review_run(review, &fixture->record,
			     fixture->search, NULL),
	    0);
	ui_review_score_said(review, 1, true, said, sizeof said);
	assert_null(strstr(said, "whole games"));
	ui_review_report(review, false, fixture->report,
	    sizeof fixture->report);
	assert_null(strstr(fixture->report, "measured share"));
	assert_non_null(strstr(fixture->report, "Each line: the round"));
}

/* The engine's line after `index`'s move, in `reason`, is played out from
 * the position before it: the board at its end. */
static void
play_after_line(const struct ui_review *review, int index, struct board *board)
{
	struct undo undo;

	ui_review_position(review, index, board);
	board_make(board, review->moves[index].played, &undo);
	for (int i = 0; i < UI_REVIEW_AFTER &&
	    review->moves[index].after[i] != MOVE_NONE; i++) {
		assert_true(
		    board_is_legal(board, review->moves[index].after[i]));
		board_make(board, review->moves[index].after[i], &undo);
	}
}

/*
 * A mistake that gives nothing up and whose engine's line takes no stone
 * of the mover's says what the line shows instead (a newcomer read a bare
 * "the cost comes later" as nothing): the stone it leaves in danger, or
 * the forced win the better move had.  Checked by playing the line out.
 */
static void
test_ui_review_later_cost_without_stones_shows_the_line(
    void **state)
{
	static const char danger_game[] =
	    "[Gnomon \"1\"]\n[Amber \"level 3\"]\n[Teal \"level 1\"]\n"
	    "[Result \"none\"]\n\n"
	    "1. b1a1 e7d6 2. e1d2 d7e6 3. c1b2 f7f6 4. d2e3 e6f5 5. e3d4 b7a6 "
	    "6. d4e5 c7b7 7. b2b3 b7b6\n";
	static const char win_game[] =
	    "[Gnomon \"1\"]\n[Amber \"level 2\"]\n[Teal \"level 1\"]\n"
	    "[Result \"none\"]\n\n"
	    "1. f1e2 d7d6 2. e2d2 c7d7 3. b1a2 f7e6 4. d2e3 e6f7 5. e3d4 b7c7 "
	    "6. d4c5 d7e6 7. c5d6 c7c6\n";
	struct fixture *fixture = *state;
	char reason[UI_REVIEW_REASON_MAX];
	int index = 13;		/* Teal's round 7 move: b7b6, then c7c6 */
	struct board board, after;

	read_game(fixture, danger_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	ui_review_reason(&fixture->review, index, reason);
	assert_non_null(strstr(reason, "b7b6 brings b6 in from dusk and leaves "
	    "nothing exposed to Amber's reply, but the cost comes later: the "
	    "engine's line f1f2 a6b5 b3b2 b5c6 e5e6 b6b5 leaves c6 in Amber's "
	    "shade; better "));
	play_after_line(&fixture->review, index, &board);
	assert_true((board.stones[COLOUR_TEAL] & fixture_cells("c6")) != 0);
	assert_true((board_shadows(&board, COLOUR_AMBER, board.sun) &
	    fixture_cells("c6")) != 0);

	read_game(fixture, win_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	ui_review_reason(&fixture->review, index, reason);
	assert_non_null(strstr(reason,
	    "c7c6 takes d6 and leaves nothing exposed "
	    "to Amber's reply, "
	    "but it lets a forced win go, which f7e6 had: no stone is lost in "
	    "the engine's line e1f2 f7f6 f2e2 c6d5 e2f2 d5e4, and it forces no "
	    "win; better f7e6: "));
	assert_true(fixture->review.moves[index].best_score <= -SEARCH_WIN_MIN);
	assert_true(fixture->review.moves[index].score > -SEARCH_WIN_MIN);
	/* Teal has as many stones at the line's end as after c7c6. */
	play_after_line(&fixture->review, index, &board);
	ui_review_position(&fixture->review, index + 1, &after);
	assert_int_equal(bb_count(board.stones[COLOUR_TEAL]),
	    bb_count(after.stones[COLOUR_TEAL]));
}

/* With nothing in danger and no win at stake, the cost is said to be the
 * place the line leaves, as the search counts it against the better move
 * (a review made by hand: Amber's b1a1 leaves c3d3's take, d1, untaken). */
static void
test_ui_review_a_later_cost_in_the_place(void **state)
{
	struct fixture *fixture = *state;
	struct ui_review *review = &fixture->review;
	char reason[UI_REVIEW_REASON_MAX];

	memset(review, 0, sizeof *review);
	review->start = fixture_position("6t/7/7/7/2a4/7/1a1t3 a N 1");
	review->count = 1;
	review->largest = 0;
	review->moves[0] = (struct ui_review_move){ .played =
	    fixture_move("b1a1"), .best = fixture_move("c3d3"),
	    .mover = COLOUR_AMBER, .round = 1, .score = 0, .best_score = 120,
	    .loss = 120, .mark = UI_REVIEW_MARK_MISTAKE,
	    .after = { fixture_move("d1e1"), fixture_move("a1b1") },
	    .line = { fixture_move("c3d3"), fixture_move("g7f7") } };
	ui_review_reason(review, 0, reason);
	assert_string_equal(reason,
	    "b1a1 leaves nothing exposed to Teal's reply, "
	    "but its cost is "
	    "where the stones stand, not stones yet: none is lost in the "
	    "engine's line d1e1 a1b1, and the search counts the place it "
	    "leaves "
	    "1.20 stones worse than after c3d3; better c3d3: takes d1 and "
	    "leaves "
	    "nothing exposed to Teal's reply; the engine's line c3d3 g7f7");
}

/* The chart's '~' (dusk fell, dusk's mark as on the ring it darkens; not
 * '+', the quiet dot's in ASCII) and '!' (the largest mistake) on one
 * column are both seen: the '!' has a row of its own under the chart. */
static void
test_ui_review_chart_shows_dusk_and_the_mistake_on_one_move(void **state)
{
	struct fixture *fixture = *state;
	struct ui_review *review = &fixture->review;
	char line[UI_REVIEW_WIDTH + 1], marks[UI_REVIEW_WIDTH + 1];
	int rows = ui_review_chart_rows();

	dusk_review(review, 0, 150, -50);
	review->moves[1].mark = UI_REVIEW_MARK_MISTAKE;
	review->moves[1].loss = 200;
	review->largest = 1;
	ui_review_chart_row(review, (rows - 1) / 2, false, line, sizeof line);
	ui_review_chart_row(review, rows - 1, false, marks, sizeof marks);
	assert_string_equal(line, "even   +-~");
	assert_string_equal(marks, "         !");
	ui_review_report(review, false, fixture->report,
	    sizeof fixture->report);
	for (char *c = fixture->report; *c != '\0'; c++)
		if (*c == '\n')
			*c = ' ';
	assert_non_null(strstr(fixture->report,
	    "~ on the line where dusk fell, "
	    "and ! under the chart at the largest mistake."));
}

static void
test_ui_review_stops_when_asked(void **state)
{
	struct fixture *fixture = *state;
	atomic_bool stop;

	read_game(fixture, played_game);
	atomic_init(&stop, true);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, &stop), -1);
	assert_true(fixture->review.count < 14);
}

static void
test_ui_review_scores_in_words(void **state)
{
	char text[UI_REVIEW_SCORE_MAX];

	(void)state;
	ui_review_score(125, text);
	assert_string_equal(text, "+1.25");
	ui_review_score(-50, text);
	assert_string_equal(text, "-0.50");
	ui_review_score(SEARCH_WIN - 3, text);
	assert_string_equal(text, "Amber wins");
	ui_review_score(-SEARCH_WIN, text);
	assert_string_equal(text, "Teal wins");
}

/* "1.62", "+1.62" or "-0.90" as hundredths of a stone. */
static int
hundredths(const char *text)
{
	int sign = text[0] == '-' ? -1 : 1;
	const char *digits = text[0] == '-' || text[0] == '+' ? text + 1 : text;
	char *end;
	long whole = strtol(digits, &end, 10), part;

	if (end == digits || *end != '.')
		fail_msg("not a score: %s", text);
	digits = end + 1;
	part = strtol(digits, &end, 10);
	if (end != digits + 2 || *end != '\0')
		fail_msg("not a score: %s", text);
	return sign * (int)(whole * 100 + part);
}

/* A level-5 loss: the move where the game turned is the largest mistake,
 * and no move of the first rounds, where a score says little, is one. */
static void
test_ui_review_names_the_collapse_not_the_opening(void **state)
{
	struct fixture *fixture = *state;
	const struct ui_review_move *largest;

	read_game(fixture, level5_loss);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_true(fixture->review.largest >= 0);
	largest = &fixture->review.moves[fixture->review.largest];
	assert_int_equal(largest->round, 6);
	assert_int_equal(largest->mover, COLOUR_AMBER);
	assert_int_equal(largest->played, fixture_move("b2b3"));
	for (int i = 0; i < fixture->review.count; i++)
		if (fixture->review.moves[i].round <= 3)
			assert_int_equal(fixture->review.moves[i].mark,
			    UI_REVIEW_GOOD);
	ui_review_words(&fixture->review, fixture->report,
	    sizeof fixture->report);
	assert_non_null(strstr(fixture->report,
	    "Largest mistake: round 6, Amber b2b3"));
}

/* The chance to win a score stands for: next to nothing early, a stone
 * worth more once the game is under way; a forced result, all or none. */
static void
test_ui_review_chance_follows_the_part_of_the_game(void **state)
{
	struct board board;

	(void)state;
	fixture_board(&board, "1ttttt1/7/7/7/7/7/1aaaaa1 a N 2", "");
	assert_in_range(ui_review_chance(&board, 120), 500, 510);
	assert_in_range(ui_review_chance(&board, -120), 490, 500);
	fixture_board(&board, "1ttttt1/7/7/7/7/7/1aaaaa1 a N 8", "");
	assert_in_range(ui_review_chance(&board, 100), 690, 720);
	assert_in_range(ui_review_chance(&board, 0), 500, 500);
	assert_int_equal(ui_review_chance(&board, SEARCH_WIN), 1000);
	assert_int_equal(ui_review_chance(&board, -SEARCH_WIN), 0);
	/* A stone already gone: the score counts stones from the start. */
	fixture_board(&board, "1tttt2/7/7/7/7/7/1aaaaa1 a N 2", "");
	assert_in_range(ui_review_chance(&board, 100), 600, 640);
}

/* Each mistake's line shows the score played, the cost and what the better
 * move keeps; the cost is, to the hundredth, what the better keeps less
 * what was played, from the mover's side: read off the printed line. */
static void
test_ui_review_cost_reads_off_the_line(void **state)
{
	struct fixture *fixture = *state;
	const char *games[] = { blunder_game, same_words_game, level5_loss };
	int mistakes = 0;

	for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
		read_game(fixture, games[g]);
		assert_int_equal(ui_review_run(&fixture->review,
		    &fixture->record, fixture->search, NULL), 0);
		for (int i = 0; i < fixture->review.count; i++) {
			const struct ui_review_move *move =
			    &fixture->review.moves[i];
			char line[UI_REVIEW_WIDTH + 1], played[16], kept[16];
			char name[8], better[8], mover[8], cost[16];
			int sign;

			if (move->mark == UI_REVIEW_GOOD)
				continue;
			ui_review_move_line(&fixture->review, i, line);
			sign = move->mover == COLOUR_AMBER ? 1 : -1;
			/* A game at stake is said in words, not as a capped
			 * count of stones. */
			if (strstr(line, ", loses the game: ") != NULL) {
				assert_true(
				    sign * move->score <= -SEARCH_WIN_MIN);
				mistakes++;
				continue;
			}
			if (strstr(line, ", throws a win away: ") != NULL ||
			    strstr(line, ", misses a forced win: ") != NULL) {
				assert_true(
				    sign * move->best_score >= SEARCH_WIN_MIN);
				mistakes++;
				continue;
			}
			if (sscanf(line, "%*s %7s %7s %15s %*s costs %15[0-9.] "
			    "stones: %7s would keep %15s", mover, name, played,
			    cost, better, kept) != 6)
				fail_msg("mistake line without its numbers: %s",
				    line);
			notation_move(move->best, name);
			assert_string_equal(better, name);
			assert_int_equal(hundredths(cost),
			    sign * (hundredths(kept) - hundredths(played)));
			mistakes++;
		}
	}
	assert_true(mistakes >= 3);
}

/* The cost in words: stones, or the game where a win or a loss is at
 * stake, from the mover's side. */
static void
test_ui_review_cost_says_when_a_game_is_at_stake(void **state)
{
	struct ui_review_move move = { .mover = COLOUR_AMBER };
	char text[UI_REVIEW_COST_MAX];

	(void)state;
	move.best_score = 150;
	move.score = 25;
	move.loss = 125;
	ui_review_cost(&move, text);
	assert_string_equal(text, "costs 1.25 stones");
	move.best_score = SEARCH_WIN;
	move.loss = UI_REVIEW_CAP - 25;
	ui_review_cost(&move, text);
	assert_string_equal(text, "throws a win away");
	/* Still winning by the engine's score: a win missed, not thrown. */
	move.score = 206;
	ui_review_cost(&move, text);
	assert_string_equal(text, "misses a forced win");
	move.score = 25;
	move.best_score = 40;
	move.score = -SEARCH_WIN;
	ui_review_cost(&move, text);
	assert_string_equal(text, "loses the game");
	/* Teal's view: Amber's win is Teal's loss. */
	move.mover = COLOUR_TEAL;
	move.best_score = 0;
	move.score = SEARCH_WIN;
	ui_review_cost(&move, text);
	assert_string_equal(text, "loses the game");
	move.best_score = -SEARCH_WIN;
	move.score = 0;
	ui_review_cost(&move, text);
	assert_string_equal(text, "throws a win away");
	move.score = -UI_REVIEW_WINNING;
	ui_review_cost(&move, text);
	assert_string_equal(text, "misses a forced win");
}

/*
 * A take the score went against says why on its line: the mover's stones
 * lost in the engine's line after it, or that the score before already
 * counted the take, or the better move.  A newcomer saw their score fall
 * after a take (+1.20, then +0.72 after taking c5), and a Teal take raise
 * it, with no word why.
 */
static void
test_ui_review_a_take_the_score_went_against_says_why(void **state)
{
	struct fixture *fixture = *state;
	struct ui_review *review = &fixture->review;
	char text[UI_REVIEW_WIDTH + 1];

	/* Amber's e3e4 takes c3, and in the engine's line after it, Teal's
	 * g6f6 ends the round: dusk takes a5. */
	dusk_review(review, 150, 50, 0);
	review->moves[0].after[0] = fixture_move("g6f6");
	ui_review_swing(review, 0, text, sizeof text);
	assert_string_equal(text,
	    "took c3; a5 lost after g6f6 in the engine's "
	    "line");
	ui_review_move_line(review, 0, text);
	assert_true(strlen(text) <= UI_REVIEW_WIDTH);
	assert_non_null(strstr(text, "+0.50  took c3; a5 lost after g6f6"));
	/* A small drop is left alone; so is a take the score went with. */
	dusk_review(review, 150, 140, 0);
	review->moves[0].after[0] = fixture_move("g6f6");
	ui_review_swing(review, 0, text, sizeof text);
	assert_string_equal(text, "took c3");
	dusk_review(review, 0, 150, 0);
	review->moves[0].after[0] = fixture_move("g6f6");
	ui_review_swing(review, 0, text, sizeof text);
	assert_string_equal(text, "took c3");

	/* Teal's f7g7 takes d4 (in d6's shadow), which the line after
	 * d3d4 began with, and the score went Amber's way. */
	memset(review, 0, sizeof *review);
	review->start = fixture_position("5t1/3t3/7/7/3a3/7/1a5 a N 1");
	review->count = 2;
	review->largest = -1;
	review->moves[0] = (struct ui_review_move){ .played =
	    fixture_move("d3d4"), .best = fixture_move("d3d4"),
	    .mover = COLOUR_AMBER, .round = 1, .score = -100,
	    .after = { fixture_move("f7g7") } };
	review->moves[1] = (struct ui_review_move){ .played =
	    fixture_move("f7g7"), .best = fixture_move("f7g7"),
	    .mover = COLOUR_TEAL, .round = 1, .score = -40 };
	ui_review_swing(review, 1, text, sizeof text);
	assert_string_equal(text, "took d4; already counted; the cost is "
	    "further on");
	/* Not expected, and a better move kept more. */
	review->moves[0].after[0] = fixture_move("f7e7");
	review->moves[1].best = fixture_move("d6d5");
	review->moves[1].best_score = -110;
	ui_review_swing(review, 1, text, sizeof text);
	assert_string_equal(text, "took d4; d6d5 would keep -1.10");
}

/*
 * A forced win missed by a move after which its player is still winning by
 * the engine's score is said so, a mistake and not a blunder: "misses a
 * forced win: e3f4 wins by force"; "throws a win away" only where the
 * score after the move no longer has its player winning.  A newcomer read
 * "blunder, throws a win away" of a move after which they were two stones
 * up, and won two rounds later.
 */
static void
test_ui_review_a_missed_win_is_not_a_win_thrown_away(void **state)
{
	struct fixture *fixture = *state;
	const struct ui_review_move *move = &fixture->review.moves[0];
	char line[UI_REVIEW_WIDTH + 1];

	read_game(fixture, MISSED_WIN_GAME("d4c5"));
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_true(move->best_score >= SEARCH_WIN_MIN);
	assert_in_range(move->score, UI_REVIEW_WINNING, SEARCH_WIN_MIN - 1);
	assert_int_equal(move->mark, UI_REVIEW_MARK_MISTAKE);
	ui_review_move_line(&fixture->review, 0, line);
	if (strstr(line, "  mistake, misses a forced win: ") == NULL ||
	    strstr(line, " wins by force") == NULL)
		fail_msg("%s", line);
	assert_true(strlen(line) <= UI_REVIEW_WIDTH);
	ui_review_report(&fixture->review, false, fixture->report,
	    sizeof fixture->report);
	assert_non_null(strstr(fixture->report,
	    "Largest mistake: round 9, Amber "
	    "d4c5, misses a forced win;"));

	read_game(fixture, MISSED_WIN_GAME("e3d3"));
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_true(move->score < UI_REVIEW_WINNING);
	assert_int_equal(move->mark, UI_REVIEW_MARK_BLUNDER);
	ui_review_move_line(&fixture->review, 0, line);
	assert_non_null(strstr(line, "  blunder, throws a win away: "));
}

/* When the move played and the better one are said in the same words, the
 * words are said once, and what differs is the line and its score. */
static void
test_ui_review_same_words_are_said_once(void **state)
{
	struct fixture *fixture = *state;
	char reason[UI_REVIEW_REASON_MAX];
	const char *first;

	read_game(fixture, same_words_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	assert_int_equal(fixture->review.count, 12);
	assert_int_not_equal(fixture->review.moves[11].mark, UI_REVIEW_GOOD);
	ui_review_reason(&fixture->review, 11, reason);
	first = strstr(reason, "leaves nothing exposed");
	assert_non_null(first);
	assert_null(strstr(first + 1, "leaves nothing exposed"));
	assert_non_null(strstr(reason, "a7a6 leaves nothing exposed to Amber's "
	    "reply, and so "
	    "does a7b6; the difference shows further ahead"));
	assert_non_null(strstr(reason, ": a7b6 would keep +"));
	assert_null(strstr(reason, "better a7b6:"));
}

/* The report names the one person against the computer "You", as the
 * screen does; two people keep the record's names. */
static void
test_ui_review_report_says_you(void **state)
{
	struct fixture *fixture = *state;

	read_game(fixture, same_words_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	ui_review_report(&fixture->review, false, fixture->report,
	    sizeof fixture->report);
	assert_non_null(strstr(fixture->report,
	    "Review: Amber (You) against Teal (level 1), "));
	read_game(fixture, blunder_game);
	assert_int_equal(ui_review_run(&fixture->review, &fixture->record,
	    fixture->search, NULL), 0);
	ui_review_report(&fixture->review, false, fixture->report,
	    sizeof fixture->report);
	assert_non_null(strstr(fixture->report,
	    "Review: Amber (person) against Teal (person), "));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_review_cost_says_when_a_game_is_at_stake),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_names_the_blunder_with_a_better_move, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_scores_say_what_they_are_beside_the_share,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_a_gain_beyond_the_last_score, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_later_cost_without_stones_shows_the_line,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_a_later_cost_in_the_place, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_says_where_a_later_cost_comes, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_the_same_record_twice_reads_the_same, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_report_fits_the_width_in_ascii, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_chart_shows_who_was_ahead, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_a_swing_not_a_mistake_says_why, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_chart_shows_dusk_and_the_mistake_on_one_move,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_ui_review_stops_when_asked,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_names_the_collapse_not_the_opening, setup,
		    teardown),
		cmocka_unit_test(
		    test_ui_review_chance_follows_the_part_of_the_game),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_cost_reads_off_the_line, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_a_missed_win_is_not_a_win_thrown_away, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_a_take_the_score_went_against_says_why,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_same_words_are_said_once, setup, teardown),
		cmocka_unit_test_setup_teardown(test_ui_review_report_says_you,
		    setup, teardown),
		cmocka_unit_test(test_ui_review_scores_in_words),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
