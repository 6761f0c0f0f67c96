/*
 * puzzle_proof.c proves puzzles (puzzle_proof.h) and lessons alike by the
 * one measure they claim: a full-width search (no reductions, no pruning,
 * material only at the leaves) whose scores are whole stones and wins.
 * Every first move is scored at the puzzle's depth, so "no second
 * solution" is checked, not assumed; each later move of the solver is
 * scored against its rivals at the depth the first move's proof had left
 * there.
 */
#include "ai/puzzle_proof.h"

#include <stdio.h>
#include <string.h>

#include "ai/search.h"
#include "core/bitboard.h"
#include "core/notation.h"

enum {
	PROOF_STONE = 100,	/* a stone in the search's scores */
	/* What fails, after "puzzle N: " within PUZZLE_ERROR_MAX. */
	PROOF_WHAT_MAX = PUZZLE_ERROR_MAX - 32
};

/* The side that played into `after`'s stones ahead, with no search. */
static int
proof_count(const struct board *after, int mover)
{
	return bb_count(after->stones[mover]) -
	    bb_count(after->stones[!mover]);
}

int
puzzle_proof_score_in(struct search *search, const struct board *board,
    uint16_t move, int depth)
{
	struct board after = *board;
	struct search_limits limits;
	struct search_report report;
	struct undo undo;
	int mover = board->side, score;

	board_make(&after, move, &undo);
	if (board_is_over(&after))
		return board_result_sign(board_result(&after), mover) *
		    PUZZLE_PROOF_WIN;
	/* A search of depth 0 would have no limit at all: the stones as
	 * they stand are the answer. */
	if (depth <= 0)
		return proof_count(&after, mover);
	search_limits_default(&limits);
	limits.depth = depth;
	limits.disable = SEARCH_NO_EVALUATION | SEARCH_NO_REDUCTIONS |
	    SEARCH_NO_PRUNING;
	search_clear(search);
	search_run(search, &after, &limits, NULL, &report);
	/* The reply's score is the other side's: turned to the mover's.  Under
	 * the snake order the mover may move again: then it is the mover's. */
	score = after.side == mover ? report.score : -report.score;
	/* A win is a win, however far: two winning moves are as good. */
	if (score >= SEARCH_WIN_MIN)
		return PUZZLE_PROOF_WIN;
	if (score <= -SEARCH_WIN_MIN)
		return -PUZZLE_PROOF_WIN;
	return score / PROOF_STONE;
}

int
puzzle_proof_score(const struct board *board, uint16_t move, int depth)
{
	struct search *search = search_new(SEARCH_TT_DEFAULT_MB);
	int score;

	if (search == NULL)
		return PUZZLE_PROOF_NO_MEMORY;
	score = puzzle_proof_score_in(search, board, move, depth);
	search_free(search);
	return score;
}

static int
proof_fail(const struct puzzle *puzzle, char *error, const char *what)
{
	snprintf(error, PUZZLE_ERROR_MAX, "puzzle %d: %s", puzzle->number,
	    what);
	return -1;
}

/*
 * Scores every legal move in `board` at `depth` against `chosen`: 0 when
 * `chosen` beats every other by `margin` stones (margin 0: none scores
 * more), else -1 with the rival that fails it.
 */
static int
proof_best(struct search *search, const struct puzzle *puzzle,
    const struct board *board, uint16_t chosen, int depth, int margin,
    char *error)
{
	struct move_list list;
	char rival_text[NOTATION_MOVE_MAX], chosen_text[NOTATION_MOVE_MAX];
	char what[PROOF_WHAT_MAX];
	int best = puzzle_proof_score_in(search, board, chosen, depth);

	board_legal_moves(board, &list);
	for (int i = 0; i < list.count; i++) {
		uint16_t rival = list.moves[i];
		int score;

		if (rival == chosen)
			continue;
		score = puzzle_proof_score_in(search, board, rival, depth);
		if (best - score >= margin && (margin > 0 || score <= best))
			continue;
		notation_move(rival, rival_text);
		notation_move(chosen, chosen_text);
		if (score >= best)
			snprintf(what, sizeof what, "%s is %s %s "
			    "(%d and %d at depth %d)", rival_text,
			    score > best ? "better than" : "as good as",
			    chosen_text, score, best, depth);
		else
			snprintf(what, sizeof what, "%s is only %d worse "
			    "than %s at depth %d, not %d", rival_text,
			    best - score, chosen_text, depth, margin);
		return proof_fail(puzzle, error, what);
	}
	return 0;
}

int
puzzle_proof_check_in(struct search *search, const struct puzzle *puzzle,
    char *error)
{
	struct board board = puzzle->board;
	char text[NOTATION_MOVE_MAX], reason[NOTATION_REFUSAL_MAX];
	char what[PROOF_WHAT_MAX];
	struct undo undo;

	if (puzzle->line_length < 1 || puzzle->line_length % 2 == 0)
		return proof_fail(puzzle, error, "its line is not an odd "
		    "count of moves");
	if (puzzle->margin < 1)
		return proof_fail(puzzle, error, "its margin is not a stone");
	for (int i = 0; i < puzzle->line_length; i++) {
		uint16_t move = puzzle->line[i];

		if (notation_refusal(&board, move, reason)) {
			notation_move(move, text);
			snprintf(what, sizeof what, "%s: %s", text, reason);
			return proof_fail(puzzle, error, what);
		}
		/* The first move by its margin; the solver's later ones are
		 * the best there, at the depth the first one's proof had
		 * left. */
		if (i % 2 == 0 && proof_best(search, puzzle, &board, move,
		    puzzle->depth - i, i == 0 ? puzzle->margin : 0,
		    error) < 0)
			return -1;
		board_make(&board, move, &undo);
	}
	return 0;
}

int
puzzle_proof_check(const struct puzzle *puzzle, char *error)
{
	struct search *search = search_new(SEARCH_TT_DEFAULT_MB);
	int status;

	if (search == NULL)
		return proof_fail(puzzle, error, "no memory for the search");
	status = puzzle_proof_check_in(search, puzzle, error);
	search_free(search);
	return status;
}
