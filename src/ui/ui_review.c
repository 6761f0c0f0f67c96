/*
 * ui_review.c owns the review of a game (ui_review.h): a fixed search over
 * every move, the mistakes and the better moves, the chart and the report;
 * and the review on the screen, a mode over the replay of the record
 * (ui_replay.h): whether V asked for one, each move's evaluation under the
 * board, the report one key away, and going back to the game from it.
 */
#include "ui/ui_record.h"
#include "ui/ui_review.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "core/hints.h"
#include "core/notation.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_explain.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_replay.h"
#include "ui/ui_text.h"

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

enum {
	CHART_BARS = 4,			/* rows a side */
	/* Amber's bars, the line, Teal's bars, and a row of its own for the
	 * largest mistake: on the line a '!' hid the mark of dusk. */
	CHART_MARKS = 2 * CHART_BARS + 1,
	CHART_ROWS = CHART_MARKS + 1,
	CHART_LABEL = 7,		/* "Amber  " before the '|' */
	CHART_COLUMNS = UI_REVIEW_WIDTH - CHART_LABEL - 1,
	SWING_GAP = 2,			/* the spaces before a line's why */
	REASON_INDENT = 7
};

/* The least lead, in hundredths of a stone, that fills each row of a bar. */
static const int chart_steps[CHART_BARS] = { 25, 100, 250, 500 };

static int
review_capped(int score)
{
	if (score > UI_REVIEW_CAP)
		return UI_REVIEW_CAP;
	return score < -UI_REVIEW_CAP ? -UI_REVIEW_CAP : score;
}

/* `board` searched the review's way; its score from `colour`'s side, and
 * the line it expects in `line`, `length` plies at most.  A finished game
 * is scored by its result, as the search scores a win. */
static int
review_search(struct search *search, const struct board *board, int depth,
    int colour, atomic_bool *stop, uint16_t *line, int length)
{
	struct search_limits limits;
	struct search_report report;

	memset(line, 0, sizeof line[0] * (size_t)length);
	if (board_is_over(board)) {
		enum result result = board_result(board);

		if (result == RESULT_DRAW)
			return 0;
		return (result == RESULT_AMBER) == (colour == COLOUR_AMBER) ?
		    SEARCH_WIN : -SEARCH_WIN;
	}
	search_limits_default(&limits);
	limits.depth = depth;
	limits.nodes = UI_REVIEW_NODES;
	search_clear(search);
	line[0] = search_run(search, board, &limits, stop, &report);
	/* The line the search expects, as far as it goes: its first move is
	 * the move returned (a stop may leave no line at all). */
	for (int i = 1; i < length && i < report.pv_length &&
	    report.pv[0] == line[0]; i++)
		line[i] = report.pv[i];
	return board->side == colour ? report.score : -report.score;
}

static int
review_after(struct search *search, const struct board *board, uint16_t move,
    atomic_bool *stop, uint16_t *line)
{
	struct board after = *board;
	struct undo undo;

	board_make(&after, move, &undo);
	return review_search(search, &after, UI_REVIEW_DEPTH - 1, board->side,
	    stop, line, UI_REVIEW_AFTER);
}

/*
 * The scale of ui_review_chance (ui_review.h), measured: 800 self-play
 * games at depth 4 (gnomon selfplay p1=4 p2=4, 400 with 6 random plies at
 * the start, seed 45, and 400 with 2, seed 46), every position after a
 * move scored as the review scores one (6 plies, 1,000,000 nodes), each
 * score put beside the game's result (a draw half a win), and the scale of
 * the logistic fitted by likelihood for each round.  Rounds 1 to 3 (2,000
 * positions): no scale fits better than a flat one (Amber's share 47% at
 * +0.50 to +1.50 and 48% above +1.50 in rounds 1-2); rounds 4-6: 210 to
 * 235; rounds 7-11: 105 to 140 (115 over them); rounds 12-13: 70 to 75.
 * Where a stone is gone before round 4 the score counts stones that are
 * there, and the next part's scale holds.
 */
static const struct {
	int	last_round;	/* of an eight-round day */
	int	scale;		/* hundredths of a stone */
} review_scales[] = {
	{ 3, 5000 }, { 6, 200 }, { 11, 115 }, { 3 * 8 + 1, 75 }
};

enum { REVIEW_DAY = 8 };

int
ui_review_chance(const struct board *board, int score)
{
	int day = board->rules.day_length > 0 ? board->rules.day_length :
	    REVIEW_DAY;
	int round = (board->round - 1) * REVIEW_DAY / day + 1;
	int count = (int)(sizeof review_scales / sizeof review_scales[0]);
	int part = 0, stones = bb_count(board->stones[COLOUR_AMBER] |
	    board->stones[COLOUR_TEAL]);

	if (score >= SEARCH_WIN_MIN)
		return UI_REVIEW_CHANCE_WHOLE;
	if (score <= -SEARCH_WIN_MIN)
		return 0;
	while (part + 1 < count && round > review_scales[part].last_round)
		part++;
	if (part == 0 && stones < 2 * board->rules.stones)
		part = 1;
	return (int)lround(UI_REVIEW_CHANCE_WHOLE /
	    (1.0 + exp(-(double)score / review_scales[part].scale)));
}

/* The move missed the forced win its best move had, and its mover is still
 * winning by the engine's score after it (ui_review.h). */
static bool
review_misses_a_win(const struct ui_review_move *move)
{
	int sign = move->mover == COLOUR_AMBER ? 1 : -1;
	int best = sign * move->best_score, played = sign * move->score;

	return best >= SEARCH_WIN_MIN && played < SEARCH_WIN_MIN &&
	    played >= UI_REVIEW_WINNING;
}

int
ui_review_run(struct ui_review *review, const struct record *record,
    struct search *search, atomic_bool *stop)
{
	struct board board = record->start;
	uint16_t line[UI_REVIEW_LINE];
	int largest = 0;

	memset(review, 0, sizeof *review);
	review->start = record->start;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(review->player[colour], RECORD_VALUE_MAX, "%s",
		    record->player[colour]);
	review->result = record->result;
	review->largest = -1;
	review->start_score = review_search(search, &board, UI_REVIEW_DEPTH,
	    COLOUR_AMBER, stop, line, UI_REVIEW_LINE);
	for (int i = 0; i < record->move_count; i++) {
		struct ui_review_move *move = &review->moves[i];
		struct move_list legal;
		struct undo undo;
		int played, better = 0;

		if (stop != NULL && atomic_load(stop))
			return -1;
		move->played = record->moves[i];
		move->mover = board.side;
		move->round = board.round;
		played = review_after(search, &board, move->played, stop,
		    move->after);
		move->best = move->played;
		if (board_legal_moves(&board, &legal) > 1) {
			review_search(search, &board, UI_REVIEW_DEPTH,
			    board.side, stop, line, UI_REVIEW_LINE);
			if (line[0] != move->played) {
				uint16_t unused[UI_REVIEW_AFTER];

				better = review_after(search, &board, line[0],
				    stop, unused);
				move->best = line[0];
				memcpy(move->line, line, sizeof move->line);
				move->loss = review_capped(better) -
				    review_capped(played);
				if (move->loss < 0)
					move->loss = 0;
			}
		}
		move->score = move->mover == COLOUR_AMBER ? played : -played;
		move->best_score = move->best == move->played ? move->score :
		    move->mover == COLOUR_AMBER ? better : -better;
		move->chance = ui_review_chance(&board, played);
		move->best_chance = move->best == move->played ? move->chance :
		    ui_review_chance(&board, better);
		move->chance_loss = move->best_chance - move->chance;
		if (move->chance_loss < 0)
			move->chance_loss = 0;
		/* A forced win missed by a move that still leaves its mover
		 * winning is a mistake, never a blunder, and ranks below
		 * every blunder: a newcomer read "blunder, throws a win
		 * away" of a move after which they were two stones up, and
		 * won two rounds later. */
		if (review_misses_a_win(move) &&
		    move->chance_loss >= UI_REVIEW_BLUNDER_CHANCE)
			move->chance_loss = UI_REVIEW_BLUNDER_CHANCE - 1;
		if (move->chance_loss >= UI_REVIEW_BLUNDER_CHANCE)
			move->mark = UI_REVIEW_MARK_BLUNDER;
		else if (move->chance_loss >= UI_REVIEW_MISTAKE_CHANCE)
			move->mark = UI_REVIEW_MARK_MISTAKE;
		if (move->mark != UI_REVIEW_GOOD &&
		    move->chance_loss > largest) {
			largest = move->chance_loss;
			review->largest = i;
		}
		board_make(&board, move->played, &undo);
		review->count = i + 1;
	}
	return stop != NULL && atomic_load(stop) ? -1 : 0;
}

void
ui_review_position(const struct ui_review *review, int index,
    struct board *board)
{
	struct undo undo;

	*board = review->start;
	for (int i = 0; i < index && i < review->count; i++)
		board_make(board, review->moves[i].played, &undo);
}

void
ui_review_score(int score, char *text)
{
	if (score >= SEARCH_WIN_MIN || score <= -SEARCH_WIN_MIN) {
		snprintf(text, UI_REVIEW_SCORE_MAX, "%s wins",
		    colour_names[score > 0 ? COLOUR_AMBER : COLOUR_TEAL]);
		return;
	}
	snprintf(text, UI_REVIEW_SCORE_MAX, "%c%d.%02d", score < 0 ? '-' : '+',
	    (score < 0 ? -score : score) / 100,
	    (score < 0 ? -score : score) % 100);
}

/* Amber's measured share of whole games (pie.h, in tenths of a percent)
 * for a game reviewed from its rules' start, or -1: the new-game menu's
 * "Sun N favours Teal: Amber 19%", 19.0% on its details line. */
static int
review_measured_share(const struct ui_review *review)
{
	const struct board *start = &review->start;
	struct board real;

	board_start(&real, &start->rules);
	if (start->stones[COLOUR_AMBER] != real.stones[COLOUR_AMBER] ||
	    start->stones[COLOUR_TEAL] != real.stones[COLOUR_TEAL] ||
	    start->lit != real.lit || start->round != real.round ||
	    start->side != real.side || start->sun != real.sun)
		return -1;
	return pie_measured_score(&start->rules, start->sun);
}

void
ui_review_score_said(const struct ui_review *review, int index, bool share,
    char *text, size_t size)
{
	const struct ui_review_move *move = &review->moves[index];
	int measured = review_measured_share(review);
	int tenths = PIE_PER_MILLE / 100;
	char score[UI_REVIEW_SCORE_MAX];
	size_t used;

	ui_review_score(move->score, score);
	if (move->score >= SEARCH_WIN_MIN || move->score <= -SEARCH_WIN_MIN) {
		snprintf(text, size, "%s", score);
		return;
	}
	/* "up", not "ahead": with a mistake's cost beside it the row must
	 * still fit. */
	used = (size_t)snprintf(text, size, "%s, %s in %d moves", score,
	    move->score > 0 ? "Amber up" : move->score < 0 ? "Teal up" :
	    "even", UI_REVIEW_DEPTH);
	/* Through the first day, where the two were read side by side. */
	if (share && measured >= 0 &&
	    move->round <= review->start.rules.day_length && used < size)
		snprintf(text + used, size - used,
		    " (whole games: Amber %d.%d%%)", measured / tenths,
		    measured % tenths);
}

void
ui_review_cost(const struct ui_review_move *move, char *text)
{
	int sign = move->mover == COLOUR_AMBER ? 1 : -1;
	int best = sign * move->best_score, played = sign * move->score;

	if (review_misses_a_win(move))
		snprintf(text, UI_REVIEW_COST_MAX, "misses a forced win");
	else if (best >= SEARCH_WIN_MIN && played < SEARCH_WIN_MIN)
		snprintf(text, UI_REVIEW_COST_MAX, "throws a win away");
	else if (played <= -SEARCH_WIN_MIN && best > -SEARCH_WIN_MIN)
		snprintf(text, UI_REVIEW_COST_MAX, "loses the game");
	else
		snprintf(text, UI_REVIEW_COST_MAX, "costs %d.%02d stones",
		    move->loss / 100, move->loss % 100);
}

/* Appends `lead` and the cells, "c3, d4 and e5"; the length so far. */
static size_t
review_cells(const char *lead, bitboard cells, char *text, size_t size,
    size_t used)
{
	char names[UI_EXPLAIN_MAX];

	ui_explain_cells(cells, names, sizeof names);
	if (used < size)
		used += (size_t)snprintf(text + used, size - used, "%s%s", lead,
		    names);
	return used < size ? used : size - 1;
}

/* What the better move would have kept, as the score column says it:
 * "a7b6 would keep +0.48", or "a7b6 wins by force". */
static void
review_kept(const struct ui_review_move *move, char *text, size_t size)
{
	char name[NOTATION_MOVE_MAX], score[UI_REVIEW_SCORE_MAX];
	int mine = move->mover == COLOUR_AMBER ? move->best_score :
	    -move->best_score;

	notation_move(move->best, name);
	if (mine >= SEARCH_WIN_MIN) {
		snprintf(text, size, "%s wins by force", name);
		return;
	}
	ui_review_score(move->best_score, score);
	snprintf(text, size, "%s would keep %s", name, score);
}

/*
 * The mover's first stones lost in the line the search expected after the
 * move played (`before`: the position before it): those stones, the move
 * of the line after which they go in `step`, and the line up to it in
 * `line` ("b5c5 e1d2"); 0 when the line loses none, `line` then all of it.
 */
static bitboard
review_first_lost(const struct ui_review_move *move, const struct board *before,
    uint16_t *step, char *line, size_t size)
{
	struct board board = *before;
	struct undo undo;
	size_t used = 0;

	line[0] = '\0';
	*step = MOVE_NONE;
	board_make(&board, move->played, &undo);
	for (int i = 0; i < UI_REVIEW_AFTER && move->after[i] != MOVE_NONE;
	     i++) {
		bitboard kept = board.stones[move->mover];
		char name[NOTATION_MOVE_MAX];

		if (!board_is_legal(&board, move->after[i]))
			break;
		/* The mover's own stone that steps is not lost. */
		if (board.side == move->mover && move->after[i] != MOVE_PASS &&
		    !move_is_hold(move->after[i]))
			kept = (kept & ~bb_cell(move_from(move->after[i]))) |
			    bb_cell(move_to(move->after[i]));
		notation_move(move->after[i], name);
		if (used < size)
			used += (size_t)snprintf(line + used, size - used,
			    "%s%s", i > 0 ? " " : "", name);
		board_make(&board, move->after[i], &undo);
		kept &= ~board.stones[move->mover];
		if (kept != 0) {
			*step = move->after[i];
			return kept;
		}
	}
	return 0;
}

/*
 * Why the score went against a move that took stones, in the longest of a
 * few forms that fits `size` bytes after `used` (none when none does; the
 * length written): the mover's stones lost in the engine's line after it
 * ("; d4 lost after c7d6 in the engine's line", "; d4 lost after the
 * engine's c7d6", "; d4 lost later"), else that the score before
 * already counted the take (the line the search expected after the move
 * before began with it) and the cost is further on, else the better move
 * and what it keeps, "; c3c4 would keep +1.18" (a move not called a
 * mistake may still have kept more).  A newcomer saw a take lower their
 * score (+1.20, then +0.72 after taking c5) with no word why.
 */
static size_t
review_take_against(const struct ui_review *review, int index,
    const struct board *before, char *text, size_t size, size_t used)
{
	const struct ui_review_move *move = &review->moves[index];
	char line[UI_REVIEW_AFTER * NOTATION_MOVE_MAX], name[NOTATION_MOVE_MAX];
	char cells[UI_EXPLAIN_MAX], kept[UI_REVIEW_WIDTH + 1];
	char forms[3][UI_REVIEW_WIDTH + UI_EXPLAIN_MAX];
	uint16_t step;
	bitboard lost =
	    review_first_lost(move, before, &step, line, sizeof line);
	int count = 0;

	if (lost != 0) {
		ui_explain_cells(lost, cells, sizeof cells);
		notation_move(step, name);
		snprintf(forms[count++], sizeof forms[0],
		    "; %s lost after %s in "
		    "the engine's line",
		    cells, name);
		/* Shorter, and still the engine's: a newcomer read "lost after
		 * b6c5" as a move of the game. */
		snprintf(forms[count++], sizeof forms[0], "; %s lost after the "
		    "engine's %s", cells, name);
		snprintf(forms[count++], sizeof forms[0], "; %s lost later",
		    cells);
	} else if (index > 0 &&
	    review->moves[index - 1].after[0] == move->played) {
		snprintf(forms[count++], sizeof forms[0],
		    "; already counted; the "
		    "cost is further on");
		snprintf(forms[count++], sizeof forms[0], "; already counted");
	} else if (move->best != move->played) {
		review_kept(move, kept, sizeof kept);
		snprintf(forms[count++], sizeof forms[0], "; %s", kept);
	}
	for (int i = 0; i < count; i++)
		if (used + strlen(forms[i]) < size) {
			memcpy(text + used, forms[i], strlen(forms[i]) + 1);
			return used + strlen(forms[i]);
		}
	return used;
}

/*
 * Why the score moved a stone or more on a move not marked a mistake, in a
 * few words: what the move took, what dusk took after it, that every other
 * move lost as much (a loss coming whatever was played), or that the gain
 * came later than the previous score looked; "" when it did not move so
 * much.
 */
void
ui_review_swing(const struct ui_review *review, int index, char *text,
    size_t size)
{
	const struct ui_review_move *move = &review->moves[index];
	int before = review_capped(index == 0 ? review->start_score :
	    review->moves[index - 1].score);
	int swing = review_capped(move->score) - before;
	int mover = move->mover;
	struct board start, after;
	struct move_hint hint;
	bitboard gone, dusk;
	size_t used = 0;
	char said[UI_REVIEW_REASON_MAX];

	bool big = (swing < 0 ? -swing : swing) >= UI_REVIEW_MISTAKE;

	text[0] = said[0] = '\0';
	/* What a move took and what dusk took are said for every move (a
	 * newcomer looked for them in the list); why the score moved only
	 * when it moved a stone or more. */
	if (move->mark != UI_REVIEW_GOOD)
		return;
	ui_review_position(review, index, &start);
	ui_review_position(review, index + 1, &after);
	hints_move(&start, move->played, &hint);
	/* The stones gone by the move's end, the moved one where it went:
	 * those it took, and the rest to dusk. */
	gone = (start.stones[!mover] & ~after.stones[!mover]) |
	    (start.stones[mover] & ~after.stones[mover]);
	if (move->played != MOVE_PASS)
		gone &= ~bb_cell(move_from(move->played));
	if (move->played != MOVE_PASS && (after.stones[mover] &
	    bb_cell(move_to(move->played))) == 0)
		gone |= bb_cell(move_to(move->played));
	dusk = gone & ~hint.takes;
	/* "took", as dusk took: the screen shows the board after the move,
	 * where a newcomer read "takes c4" beside an empty c4. */
	if (hint.takes != 0)
		used =
		    review_cells("took ", hint.takes, said, sizeof said, used);
	if (dusk != 0 && board_dusks(&after) > board_dusks(&start))
		used = review_cells(used > 0 ? "; dusk took " : "dusk took ",
		    dusk, said, sizeof said, used);
	/* What was taken is said whole or not at all: "ta" read as nothing. */
	if (used >= size)
		return;
	/* A take the score went against, by a quarter stone or more: why,
	 * in a form that fits. */
	if (hint.takes != 0 && (mover == COLOUR_AMBER ? -swing : swing) >=
	    UI_REVIEW_AGAINST && review_take_against(review, index, &start,
	    said, size, used) > used) {
		snprintf(text, size, "%s", said);
		return;
	}
	/* Not a mistake: the best move was less than a stone better. */
	if (big && (swing > 0) != (mover == COLOUR_AMBER))
		snprintf(said + used, sizeof said - used, "%s%s",
		    used > 0 ? "; " : "",
		    "the best there was: no move lost less");
	else if (big && used == 0)
		/* Each score is searched from the position after its move,
		 * so it sees a move further than the last: the gain was
		 * there, beyond the last score's reach ("seen one move
		 * later" told a newcomer nothing). */
		snprintf(said, sizeof said, "%s", UI_REVIEW_FURTHER);
	/* The why that does not fit is left out, what was taken kept. */
	if (strlen(said) >= size)
		said[used] = '\0';
	snprintf(text, size, "%s", said);
}

void
ui_review_move_line(const struct ui_review *review, int index, char *text)
{
	const struct ui_review_move *move = &review->moves[index];
	char name[NOTATION_MOVE_MAX], score[UI_REVIEW_SCORE_MAX];
	int length;

	notation_move(move->played, name);
	ui_review_score(move->score, score);
	length = snprintf(text, UI_REVIEW_WIDTH + 1, "%3d. %-5s %-5s %10s",
	    move->round, colour_names[move->mover], name, score);
	if (move->mark != UI_REVIEW_GOOD && length > 0) {
		char kept[UI_REVIEW_WIDTH + 1], cost[UI_REVIEW_COST_MAX];

		/* The better move's score beside the cost, so that the cost
		 * reads off the line: what it keeps less what was played. */
		review_kept(move, kept, sizeof kept);
		ui_review_cost(move, cost);
		snprintf(text + length, (size_t)(UI_REVIEW_WIDTH + 1 - length),
		    "  %s, %s: %s", move->mark ==
		    UI_REVIEW_MARK_BLUNDER ? "blunder" : "mistake", cost, kept);
	} else if (length > 0 && length + SWING_GAP < UI_REVIEW_WIDTH) {
		char swing[UI_REVIEW_WIDTH + 1];
		/* The room left on the line, so that a why that does not
		 * fit gives way to a shorter one. */
		int room = UI_REVIEW_WIDTH - length - SWING_GAP;

		ui_review_swing(review, index, swing, (size_t)room + 1);
		/* It fits the room: the two spaces, then the why. */
		if (swing[0] != '\0') {
			memset(text + length, ' ', SWING_GAP);
			memcpy(text + length + SWING_GAP, swing,
			    strlen(swing) + 1);
		}
	}
}

/* "e1d2 f7g7 d2c3 g7f6": the line the search expected after the better
 * move, when it saw more than that move. */
static void
review_line(const struct ui_review_move *move, char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	if (move->line[1] == MOVE_NONE)
		return;
	for (int i = 0; i < UI_REVIEW_LINE && move->line[i] != MOVE_NONE &&
	    used < size; i++) {
		char name[NOTATION_MOVE_MAX];

		notation_move(move->line[i], name);
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    i > 0 ? " " : "", name);
	}
}

/*
 * What a later cost that is not yet stones comes to, in what the engine's
 * line `line` shows (`board`: after it, the mover's stones all standing):
 * the mover's stones it leaves in danger, the surest first (in the
 * enemy's shade, within one enemy move, in the enemy's shade once the sun
 * turns); else the forced win the better move had; else where the search
 * counts the stones stand.  A newcomer read a bare "the cost comes later"
 * as nothing at all.
 */
static void
review_cost_in_place(const struct ui_review_move *move,
    const struct board *board, const char *line, char *text, size_t size)
{
	struct hints hints;
	char best[NOTATION_MOVE_MAX], cells[UI_EXPLAIN_MAX];
	int mover = move->mover, sign = mover == COLOUR_AMBER ? 1 : -1;
	const char *enemy = colour_names[!mover];
	bitboard shaded = 0, reach = 0, tomorrow = 0;

	notation_move(move->best, best);
	if (!board_is_over(board)) {
		hints_analyse(board, &hints);
		shaded = hints.in_enemy_shade[mover];
		reach = board->side == mover ? hints.in_reach : 0;
		tomorrow = hints.shaded_tomorrow[mover];
	}
	if (shaded != 0) {
		ui_explain_cells(shaded, cells, sizeof cells);
		snprintf(text, size, ", but the cost comes later: the engine's "
		    "line %s leaves %s in %s's shade", line, cells, enemy);
	} else if (reach != 0) {
		ui_explain_cells(reach, cells, sizeof cells);
		snprintf(text, size, ", but the cost comes later: the engine's "
		    "line %s leaves %s where one %s move can take %s", line,
		    cells, enemy, bb_count(reach) > 1 ? "them" : "it");
	} else if (tomorrow != 0) {
		ui_explain_cells(tomorrow, cells, sizeof cells);
		snprintf(text, size, ", but the cost comes later: the engine's "
		    "line %s leaves %s in %s's shade once the sun turns", line,
		    cells, enemy);
	} else if (sign * move->best_score >= SEARCH_WIN_MIN &&
	    sign * move->score < SEARCH_WIN_MIN)
		snprintf(text, size, ", but it lets a forced win go, which %s "
		    "had: no stone is lost in the engine's line %s, and it "
		    "forces no win", best, line);
	else
		snprintf(text, size,
		    ", but its cost is where the stones stand, "
		    "not stones yet: none is lost in the engine's line %s, and "
		    "the search counts the place it leaves %d.%02d stones "
		    "worse "
		    "than after %s",
		    line, move->loss / 100, move->loss % 100, best);
}

/*
 * Where the cost of a move that gives nothing up this turn comes, as a
 * clause after its words: the mover's first stones lost in the line the
 * search expected after it, and the move after which they go (", but the
 * cost comes later: e5 is lost after e1d2, in the engine's line b5c5
 * e1d2"); where the line loses none, what it shows of the position
 * (review_cost_in_place); with no line at all, that the cost comes later.
 */
static void
review_cost_later(const struct ui_review_move *move, const struct board *before,
    char *text, size_t size)
{
	struct board board = *before;
	struct undo undo;
	char line[UI_REVIEW_AFTER * NOTATION_MOVE_MAX], name[NOTATION_MOVE_MAX];
	char cells[UI_EXPLAIN_MAX];
	uint16_t step;
	bitboard lost =
	    review_first_lost(move, before, &step, line, sizeof line);

	snprintf(text, size, ", but the cost comes later");
	if (lost != 0) {
		ui_explain_cells(lost, cells, sizeof cells);
		notation_move(step, name);
		snprintf(text, size,
		    ", but the cost comes later: %s %s lost after "
		    "%s, in the engine's line %s",
		    cells, bb_count(lost) > 1 ? "are" : "is", name, line);
		return;
	}
	if (line[0] == '\0')
		return;
	/* The position at the line's end, as review_cost_in_place reads it. */
	board_make(&board, move->played, &undo);
	for (int i = 0; i < UI_REVIEW_AFTER && move->after[i] != MOVE_NONE &&
	    board_is_legal(&board, move->after[i]); i++)
		board_make(&board, move->after[i], &undo);
	review_cost_in_place(move, &board, line, text, size);
}

void
ui_review_reason(const struct ui_review *review, int index, char *reason)
{
	const struct ui_review_move *move = &review->moves[index];
	char played[NOTATION_MOVE_MAX], best[NOTATION_MOVE_MAX];
	char what[UI_EXPLAIN_MAX], why[UI_EXPLAIN_MAX];
	char line[UI_REVIEW_LINE * NOTATION_MOVE_MAX];
	char kept[UI_REVIEW_WIDTH + 1], score[UI_REVIEW_SCORE_MAX];
	struct move_hint hint;
	struct board board;

	reason[0] = '\0';
	if (move->mark == UI_REVIEW_GOOD)
		return;
	ui_review_position(review, index, &board);
	notation_move(move->played, played);
	notation_move(move->best, best);
	/* The played move's hint is read twice: for its words, and for
	 * whether it gives anything up this turn. */
	hints_move(&board, move->played, &hint);
	ui_explain_hint(&board, &hint, what, sizeof what);
	ui_explain_move(&board, move->best, why, sizeof why);
	review_line(move, line, sizeof line);
	if (strcmp(what, why) != 0) {
		/* Room for the longest clause: the cells, the line and the
		 * words around them, which gcc counts whole. */
		char later[UI_EXPLAIN_MAX +
		    UI_REVIEW_AFTER * NOTATION_MOVE_MAX + 128] = "";

		/* A mistake that gives nothing up this turn read as praise
		 * ("leaves nothing exposed"): its cost comes later, and
		 * where it comes is said. */
		bool gives_nothing = hints_given_up(&hint) == 0;

		if (gives_nothing)
			review_cost_later(move, &board, later, sizeof later);
		snprintf(reason, UI_REVIEW_REASON_MAX,
		    "%s %s%s; better %s: %s%s%s", played, what, later, best,
		    why, line[0] != '\0' ? "; the engine's line " : "", line);
		return;
	}
	/* The same words for both would say nothing twice: the moves differ
	 * only further ahead, in the line and the score it keeps. */
	review_kept(move, kept, sizeof kept);
	ui_review_score(move->score, score);
	snprintf(reason, UI_REVIEW_REASON_MAX,
	    "%s %s, and so does %s; the "
	    "difference shows further ahead%s%s: %s, not %s",
	    played, what, best,
	    line[0] != '\0' ? ", in the engine's line " : "", line, kept,
	    score);
}

int
ui_review_chart_rows(void)
{
	return CHART_ROWS;
}

/* The moves each column of the chart stands for: one, or more when the
 * game is longer than the chart is wide. */
static int
review_per_column(const struct ui_review *review)
{
	return review->count <= CHART_COLUMNS ? 1 :
	    (review->count + CHART_COLUMNS - 1) / CHART_COLUMNS;
}

/* What column `column` shows on row `row`: a bar's part, the line, or a
 * mark on the line. */
static const char *
review_chart_cell(const struct ui_review *review, int row, int column,
    bool utf8)
{
	int per = review_per_column(review);
	int last = (column + 1) * per - 1;
	const struct ui_review_move *move;
	int lead, height;

	if (last >= review->count)
		last = review->count - 1;
	move = &review->moves[last];
	if (row == CHART_MARKS) {
		for (int i = column * per; i <= last; i++)
			if (i == review->largest)
				return "!";
		return " ";
	}
	if (row == CHART_BARS) {
		/* The sun's last turn of a day: dusk fell after this move. */
		for (int i = column * per; i <= last; i++) {
			struct board before, after;

			ui_review_position(review, i, &before);
			ui_review_position(review, i + 1, &after);
			if (board_dusks(&after) > board_dusks(&before))
				return UI_REVIEW_DUSK_MARK;
		}
		return "-";
	}
	lead = review_capped(move->score);
	height = 0;
	for (int step = 0; step < CHART_BARS; step++)
		if ((lead > 0 ? lead : -lead) >= chart_steps[step])
			height = step + 1;
	if (row < CHART_BARS) {
		if (lead > 0 && height >= CHART_BARS - row)
			return utf8 ? "█" : "#";
	} else if (lead < 0 && height >= row - CHART_BARS)
		return utf8 ? "█" : "#";
	return " ";
}

void
ui_review_chart_row(const struct ui_review *review, int row, bool utf8,
    char *text, size_t size)
{
	const char *label = row == 0 ? "Amber" :
	    row == CHART_MARKS - 1   ? "Teal" :
	    row == CHART_BARS        ? "even" :
				       "";
	size_t used;
	int columns = (review->count + review_per_column(review) - 1) /
	    review_per_column(review);

	used = (size_t)snprintf(text, size, "%-*s%s", CHART_LABEL, label,
	    row == CHART_BARS ? "+" : row == CHART_MARKS ? " " : "|");
	for (int column = 0; column < columns && used < size; column++)
		used += (size_t)snprintf(text + used, size - used, "%s",
		    review_chart_cell(review, row, column, utf8));
	/* No spaces left at the end of a line. */
	while (used > 0 && used < size && text[used - 1] == ' ')
		text[--used] = '\0';
}

/* Appends to the report; the length so far. */
static size_t
review_put(char *text, size_t size, size_t used, const char *line)
{
	if (used < size)
		used +=
		    (size_t)snprintf(text + used, size - used, "%s\n", line);
	return used < size ? used : size - 1;
}

/* Appends `words` wrapped in the report's width after `indent` spaces. */
static size_t
review_put_wrapped(char *text, size_t size, size_t used, const char *words,
    int indent)
{
	const char *row = words;

	while (*row != '\0') {
		char line[UI_REVIEW_WIDTH + 1];
		size_t bytes;
		const char *next = ui_text_wrap(row, UI_REVIEW_WIDTH - indent,
		    &bytes);

		snprintf(line, sizeof line, "%*s%.*s", indent, "", (int)bytes,
		    row);
		used = review_put(text, size, used, line);
		row = next;
	}
	return used;
}

/* A chance in tenths of a percent as a whole percent. */
static int
review_percent(int chance)
{
	return (chance + 5) / 10;
}

static const char *
review_result(enum result result)
{
	switch (result) {
	case RESULT_AMBER:
		return "Amber won";
	case RESULT_TEAL:
		return "Teal won";
	case RESULT_DRAW:
		return "a draw";
	default:
		return "not finished";
	}
}

/* A player as the report names them: "You" for the one person against
 * the computer, as the screen's panel does (ui.h), "?" for no name. */
static const char *
review_player(const struct ui_review *review, int colour)
{
	if (review->player[colour][0] == '\0')
		return "?";
	return ui_record_player(review->player[colour],
	    review->player[!colour]);
}

size_t
ui_review_words(const struct ui_review *review, char *text, size_t size)
{
	char line[UI_REVIEW_REASON_MAX + UI_REVIEW_WIDTH];
	char reason[UI_REVIEW_REASON_MAX];
	size_t used = 0;
	int mistakes = 0;

	if (size == 0)
		return 0;
	text[0] = '\0';
	snprintf(line, sizeof line, "Review: Amber (%s) against Teal (%s), %s, "
	    "%d moves.", review_player(review, COLOUR_AMBER),
	    review_player(review, COLOUR_TEAL), review_result(review->result),
	    review->count);
	used = review_put_wrapped(text, size, used, line, 0);
	/* "Plies" is the engine's word; a player counts moves, and a newcomer
	 * stumbled on "a move of either side each". */
	snprintf(line, sizeof line,
	    "Each move is judged by looking %d moves "
	    "ahead, Amber's and Teal's alike (a round is two moves), at most "
	    "%d "
	    "positions on one thread: the review is the same every time.  "
	    "Scores are in stones, + when Amber is ahead, - when Teal is: "
	    "not the count on the board, but what the search expects %d moves "
	    "on, once the shadows and dusk have done their work.",
	    UI_REVIEW_DEPTH, UI_REVIEW_NODES, UI_REVIEW_DEPTH);
	used = review_put_wrapped(text, size, used, line, 0);
	/* The menu's measured share beside the scores, which a newcomer
	 * read as contradicting them. */
	if (review_measured_share(review) >= 0) {
		int share = review_measured_share(review);
		int tenths = PIE_PER_MILLE / 100;

		/* Not "the new-game menu's": a player who chose with --level
		 * never saw the menu. */
		snprintf(line, sizeof line,
		    "Amber's measured share from this "
		    "sun, %d.%d%%, is another measure: her share of the points "
		    "in "
		    "whole games between strong computer players, with these "
		    "rules and the sun starting %s (the new-game menu shows it "
		    "too).  A score here looks %d moves ahead: it sees "
		    "the stones soon won or lost, not the end of the game, so "
		    "early scores and that share need not agree.",
		    share / tenths, share % tenths,
		    compass_name(review->start.sun), UI_REVIEW_DEPTH);
		used = review_put_wrapped(text, size, used, line, 0);
	}
	used = review_put(text, size, used, "");
	/* What the columns are, over them. */
	snprintf(line, sizeof line, "Each line: the round, who moved, the move "
	    "and the score after it, + Amber up in %d moves, - Teal up.",
	    UI_REVIEW_DEPTH);
	used = review_put_wrapped(text, size, used, line, 0);
	for (int i = 0; i < review->count; i++) {
		ui_review_move_line(review, i, line);
		used = review_put(text, size, used, line);
		ui_review_reason(review, i, reason);
		if (reason[0] != '\0') {
			used = review_put_wrapped(text, size, used, reason,
			    REASON_INDENT);
			mistakes++;
		}
	}
	used = review_put(text, size, used, "");
	if (review->largest >= 0) {
		const struct ui_review_move *move =
		    &review->moves[review->largest];
		char name[NOTATION_MOVE_MAX], better[NOTATION_MOVE_MAX];
		char cost[UI_REVIEW_COST_MAX];

		notation_move(move->played, name);
		notation_move(move->best, better);
		ui_review_cost(move, cost);
		snprintf(line, sizeof line, "Largest mistake: round %d, %s %s, "
		    "%s; %s was better.", move->round,
		    colour_names[move->mover], name, cost, better);
		used = review_put_wrapped(text, size, used, line, 0);
		/* What a mistake is, and the largest's chance to win before
		 * and after: a newcomer's round 2, 1.20 stones of a score
		 * that early says little, was called the largest mistake of
		 * a game lost in round 12. */
		snprintf(line, sizeof line, "Mistakes (a tenth of the chance "
		    "to win or more): %d; the largest, %d%% to %d%%.", mistakes,
		    review_percent(move->best_chance),
		    review_percent(move->chance));
		used = review_put_wrapped(text, size, used, line, 0);
	} else
		used = review_put(text, size, used, "No mistakes: no move cost "
		    "a tenth of the chance to win.");
	return used;
}

size_t
ui_review_report(const struct ui_review *review, bool utf8, char *text,
    size_t size)
{
	char line[UI_REVIEW_REASON_MAX + UI_REVIEW_WIDTH];
	char reason[UI_REVIEW_REASON_MAX];
	size_t used = ui_review_words(review, text, size);

	used = review_put(text, size, used, "");
	if (review_per_column(review) == 1)
		snprintf(reason, sizeof reason, "a column a move");
	else
		snprintf(reason, sizeof reason, "a column every %d moves",
		    review_per_column(review));
	snprintf(line, sizeof line, "Who was ahead: Amber above the line, "
	    "Teal below, %.32s; " UI_REVIEW_DUSK_MARK " on the line where dusk "
	    "fell, and ! under the chart at the largest mistake.", reason);
	used = review_put_wrapped(text, size, used, line, 0);
	for (int row = 0; row < CHART_ROWS; row++) {
		ui_review_chart_row(review, row, utf8, line, sizeof line);
		used = review_put(text, size, used, line);
	}
	return used;
}

/*
 * The review on the screen: a mode over the replay of its record (whose
 * keys step it), in the replay's place on the view.  What it shows, the
 * review and its report, is the front end's, and outlives the showing
 * (the page screen shows the report); from the game's end, leaving goes
 * back there, to the game's own players.  The game's own record, shown
 * so, leaves the player's record as it is: what the game counted stays.
 * A filed game's review asked for over a screen (ui_review_ask) goes back
 * to that screen, the game in play given back.
 */
enum review_return {
	REVIEW_QUITS,		/* `gnomon review`: leaving quits */
	REVIEW_TO_GAME_END,	/* back to the game's end */
	REVIEW_TO_SCREEN	/* back to the screen it was asked over */
};

struct review_shown {
	const struct ui_review *review;
	const char	*report;
	int		report_lines;
	enum review_return returns;
	enum ui_opponent opponent;	/* the game's, to go back to */
	/* The screen V was pressed on (the board, a room's), back to. */
	const struct ui_mode_ops *back;
	/* A room's policy, set aside while its game is reviewed. */
	const struct ui_game_policy *policy;
	struct ui_game_kept kept;	/* REVIEW_TO_SCREEN's game in play */
};

/* A filed game's review asked for, while the front end works it out: the
 * game on the board at its end, in a replay under this; its record for
 * the front end, and what the game in play had, to give back. */
struct review_asked {
	struct record	record;
	struct ui_game_kept kept;
};
_Static_assert(sizeof(struct review_asked) <= UI_MODE_DATA_MAX,
    "a record asked to be reviewed fits its entry on the stack");

static const struct ui_mode_ops ui_mode_review;
static const struct ui_mode_ops ui_mode_review_asked;

bool
ui_review_wanted(const struct ui *ui)
{
	if (!ui_game_review_asked(ui))
		return false;
	if (ui_mode_top(ui) == &ui_mode_review_asked)
		return true;
	return ui_mode(ui) == UI_MODE_PLAY && ui_game_is_over(ui);
}

bool
ui_review_showing(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_review) != NULL;
}

void
ui_review_ask(struct ui *ui, const struct record *record)
{
	struct ui_game_kept kept;
	struct review_asked *asked;

	/* The replay, and this over it: two places on the stack, or
	 * neither.  The review takes this one's place once shown. */
	if (ui_mode_room_for(ui, 2) < 0)
		return;
	ui_game_put_aside_kept(ui, &kept);
	(void)ui_mode_push(ui, &ui_mode_replay);
	ui_replay(ui, record);
	ui_replay_to(ui, MAX_PLIES);
	(void)ui_mode_push(ui, &ui_mode_review_asked);
	asked = ui_mode_data(ui, &ui_mode_review_asked);
	asked->record = *record;
	asked->kept = kept;
	ui_game_set_review_asked(ui, true);
	ui_game_say(ui, "Reviewing the game…");
}

void
ui_review_record(const struct ui *ui, struct record *record)
{
	const struct review_asked *asked =
	    ui_mode_data(ui, &ui_mode_review_asked);

	if (asked != NULL)
		*record = asked->record;
	else if (ui->game.policy != NULL && ui->game.policy->record != NULL)
		ui->game.policy->record(ui, record);
	else
		ui_record_game(ui, record);
}

/* Back from a filed game's review (or the wait for it) to the screen it
 * was asked over: the replay under it goes, and the game in play comes
 * back with what it had. */
static void
review_back_to_screen(struct ui *ui, const struct ui_game_kept *given)
{
	struct ui_game_kept kept = *given;

	ui_mode_pop(ui);	/* the review, or the wait for it */
	ui_mode_pop(ui);	/* the replay */
	ui_game_take_back_kept(ui, &kept);
	ui->message[0] = '\0';
}

void
ui_review_show(struct ui *ui, const struct record *record,
    const struct ui_review *review, const char *report)
{
	const struct review_asked *asked =
	    ui_mode_top(ui) == &ui_mode_review_asked ?
	    ui_mode_data(ui, &ui_mode_review_asked) : NULL;
	/* V at the game's end or on a filed game asked for it; `gnomon
	 * review` did not. */
	enum review_return returns = asked != NULL ? REVIEW_TO_SCREEN :
	    ui_review_wanted(ui) ? REVIEW_TO_GAME_END : REVIEW_QUITS;
	enum ui_opponent opponent = ui->game.opponent;
	const struct ui_mode_ops *back = ui_mode_top(ui);
	struct review_shown *shown;
	struct ui_game_kept kept;
	int lines = 0;

	memset(&kept, 0, sizeof kept);
	if (asked != NULL) {
		/* The review in the wait's place, over its replay. */
		kept = asked->kept;
		ui_mode_pop(ui);
	}
	if (returns == REVIEW_QUITS)
		ui_replay(ui, record);
	else
		ui_replay_record(ui, record);
	ui_game_set_review_asked(ui, false);
	if (ui_mode_push(ui, &ui_mode_review) < 0)
		return;
	shown = ui_mode_data(ui, &ui_mode_review);
	shown->review = review;
	shown->report = report;
	for (const char *at = report; *at != '\0'; at++)
		lines += *at == '\n';
	shown->report_lines = lines;
	shown->returns = returns;
	shown->opponent = opponent;
	shown->back = back;
	shown->kept = kept;
	/* The review is nobody's game: a room's end, its seat and its
	 * "You lose" are not the replay's (the policy comes back as the
	 * review leaves, review_free); the room's state stays where it is,
	 * told what the room says meanwhile. */
	shown->policy = ui->game.policy;
	ui->game.policy = NULL;
}

/* However the review leaves the stack, a room's policy comes back. */
static void
review_free(struct ui *ui, void *data)
{
	const struct review_shown *shown = data;

	if (shown->policy != NULL)
		ui->game.policy = shown->policy;
}

/* Back from a review shown at the game's end to the end of the game. */
static void
review_leave(struct ui *ui, const struct review_shown *shown)
{
	enum ui_opponent opponent = shown->opponent;
	const struct ui_mode_ops *back = shown->back;

	/* The review stepped through the very moves of the game: at its
	 * end the board is the game's end again, undo history and all. */
	ui_replay_to(ui, MAX_PLIES);
	ui->game.opponent = opponent;
	/* The review and the replay under it give way to the screen V was
	 * pressed on: a room's board comes back as it was. */
	ui_mode_pop(ui);
	ui_mode_set(ui, back);
	ui->message[0] = '\0';
}

/* The replay's keys step the review; V is its report, q goes back. */
static enum ui_event
review_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	const struct review_shown *shown = ui_mode_data(ui, &ui_mode_review);

	switch (binding != NULL ? binding->action : UI_ACTION_NONE) {
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (shown->returns == REVIEW_QUITS)
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		if (shown->returns == REVIEW_TO_SCREEN)
			review_back_to_screen(ui, &shown->kept);
		else
			review_leave(ui, shown);
		return UI_EVENT_NONE;
	case UI_ACTION_REVIEW:
		ui_page_open_report(ui, shown->report, shown->report_lines);
		return UI_EVENT_NONE;
	default:
		return ui_mode_replay.key(ui, key, binding);
	}
}

/* Below a reviewed move: why the better move was better, or, for a move
 * that was not a mistake, what it did. */
static void
review_said_reason(const struct ui_review *review, int index, char *text,
    size_t size)
{
	char reason[UI_REVIEW_REASON_MAX], name[NOTATION_MOVE_MAX];
	char why[UI_EXPLAIN_MAX];
	struct board before;
	const char *better;

	ui_review_reason(review, index, reason);
	better = strstr(reason, "; better ");
	if (better != NULL) {
		char *line;

		snprintf(text, size, "Better %.*s", UI_LINE_MAX / 2,
		    better + strlen("; better "));
		/* One line under the board: the engine's line goes where it
		 * would be cut off (a newcomer read "the engine's lin"); the
		 * report (V) keeps it. */
		line = strstr(text, "; the engine's line ");
		if (line != NULL && ui_text_rows(text, UI_SCREEN_COLUMNS) > 1)
			*line = '\0';
		/* "…" where clauses went: a newcomer took "take d6" for
		 * all that the move gave up ("and c7 with e4e5"). */
		if (ui_text_rows(text, UI_SCREEN_COLUMNS) > 1) {
			ui_text_shorten(text, UI_SCREEN_COLUMNS - 1);
			if (strlen(text) + sizeof "…" <= size)
				strcat(text, "…");
		}
		return;
	}
	ui_review_position(review, index, &before);
	notation_move(review->moves[index].played, name);
	ui_explain_move(&before, review->moves[index].played, why, sizeof why);
	/* In one row, clauses dropped where they would not fit, and "…"
	 * where they went, as for the better move. */
	if (strlen(name) + 1 + (size_t)ui_text_columns(why) >
	    UI_SCREEN_COLUMNS) {
		ui_text_shorten(why, UI_SCREEN_COLUMNS - 2 - strlen(name));
		snprintf(text, size, "%s %.*s…", name, UI_SCREEN_COLUMNS,
		    why);
		return;
	}
	snprintf(text, size, "%s %.*s", name, UI_SCREEN_COLUMNS, why);
}

/*
 * A reviewed move on the details line, in one row: its score with what
 * the score means beside it, and the measured share of whole games
 * through the first day (ui_review_score_said: a newcomer read the +1.08
 * of Amber's first move against the menu's 19.0%), then what the move
 * took or what it cost, and why the score went against a take.  What does
 * not fit goes, the share first, then the words, then the why's longer
 * forms, then what it took: the report (V) keeps everything.
 */
static void
review_said_detail(const struct ui_review *review, int index, char *text,
    size_t size)
{
	const struct ui_review_move *move = &review->moves[index];
	char move_text[NOTATION_MOVE_MAX], after[UI_LINE_MAX];
	char said[UI_LINE_MAX], line[3 * UI_LINE_MAX];
	size_t length;

	notation_move(move->played, move_text);
	if (move->mark != UI_REVIEW_GOOD) {
		char cost[UI_REVIEW_COST_MAX];

		ui_review_cost(move, cost);
		snprintf(after, sizeof after, "a %s, %s", move->mark ==
		    UI_REVIEW_MARK_BLUNDER ? "blunder" : "mistake", cost);
	}
	for (int telling = 0; telling < 4; telling++) {
		/* 0: all; 1: no share; 2: the bare score; 3: the score
		 * alone. */
		if (telling < 2)
			ui_review_score_said(review, index, telling == 0,
			    said, sizeof said);
		else
			ui_review_score(move->score, said);
		/* What the move took, and why the score went against a take,
		 * in the room the row leaves: a shorter why, not none. */
		if (move->mark == UI_REVIEW_GOOD) {
			int room;

			snprintf(line, sizeof line, "Round %d, %s %s: %s · ",
			    move->round, colour_names[move->mover], move_text,
			    said);
			room = UI_SCREEN_COLUMNS - 1 - ui_text_columns(line);
			after[0] = '\0';
			if (room > 0)
				ui_review_swing(review, index, after,
				    (size_t)room + 1);
			/* Not all of it fits: fewer words before it, the
			 * share and then the score's words going first;
			 * with the bare score, what fits. */
			ui_review_swing(review, index, line, sizeof line);
			if (strcmp(after, line) != 0 && (telling < 2 ||
			    (telling == 2 && after[0] == '\0')))
				continue;
		}
		snprintf(line, sizeof line, "Round %d, %s %s: %s%s%s",
		    move->round, colour_names[move->mover], move_text, said,
		    telling < 3 && after[0] != '\0' ? " · " : "",
		    telling < 3 ? after : "");
		if (ui_text_columns(line) <= UI_SCREEN_COLUMNS || telling == 3)
			break;
	}
	/* A row of the screen fits the panel's line (a few glyphs of two
	 * bytes in 80 columns). */
	length = strlen(line) < size ? strlen(line) : size - 1;
	memcpy(text, line, length);
	text[length] = '\0';
}


/* The replay's lines, named a review; under the board, the move's
 * evaluation and why; the keys. */
static void
review_view(const struct ui *ui, struct ui_view *view)
{
	const struct review_shown *shown = ui_mode_data(ui, &ui_mode_review);
	struct ui_panel *panel = &view->panel;
	int index = ui->game.plies - 1;

	ui_replay_panel(ui, view, "Review");
	if (index >= 0) {
		if (ui->message[0] == '\0')
			review_said_detail(shown->review, index, panel->detail,
			    sizeof panel->detail);
		review_said_reason(shown->review, index, panel->prompt,
		    sizeof panel->prompt);
	}
	snprintf(panel->keys, sizeof panel->keys,
	    "←→ or p n step · Home End"
	    " · V report and chart · ? key · q %s",
	    shown->returns != REVIEW_QUITS ? "back" : "quit");
}

static const struct ui_mode_ops ui_mode_review = {
	.name = "review", .id = UI_MODE_REPLAY, .commands = true,
	.marks = true, .size = sizeof(struct review_shown),
	.free = review_free, .key = review_key, .view = review_view
};

/* While a filed game's review is worked out: q or Esc goes back, and
 * stops it (the game given back is a change the front end sees). */
static enum ui_event
review_asked_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	const struct review_asked *asked =
	    ui_mode_data(ui, &ui_mode_review_asked);

	(void)key;
	if (binding != NULL && (binding->action == UI_ACTION_QUIT ||
	    binding->action == UI_ACTION_DESELECT))
		review_back_to_screen(ui, &asked->kept);
	return UI_EVENT_NONE;
}

/* The game at its end, as its replay shows it, and the way back. */
static void
review_asked_view(const struct ui *ui, struct ui_view *view)
{
	ui_mode_replay.view(ui, view);
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "Reviewing the game… · q back");
}

static const struct ui_mode_ops ui_mode_review_asked = {
	.name = "review asked", .id = UI_MODE_REPLAY, .commands = true,
	.size = sizeof(struct review_asked), .key = review_asked_key,
	.view = review_asked_view
};
