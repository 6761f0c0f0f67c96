/*
 * puzzle_mine.c owns the miner's judgement of a position (puzzle_mine.h):
 * the proof's scores of every first move, the difficulty they measure, the
 * solution line and its themes.  Everything here is the proof's search or
 * the rules' own moves, so the same position gives the same verdict.
 */
#include "lab/puzzle_mine.h"

#include <stdlib.h>
#include <string.h>

#include "ai/puzzle_proof.h"
#include "ai/search.h"
#include "core/bitboard.h"
#include "core/hints.h"

enum {
	/* The rating: a base, and what each measure of difficulty adds. */
	RATING_BASE = 500,
	RATING_PER_PLY = 200,		/* the search's depth to find it */
	RATING_PER_TEMPTATION = 100,	/* a wrong move that takes at once */
	RATING_TEMPTATIONS_MAX = 5,
	RATING_PER_MOVE = 150,		/* a later move of the solver */
	MINE_MARGIN_MAX = 10		/* puzzle.h's margin, at most */
};

static const char *const verdict_names[MINE_VERDICTS] = {
	[MINE_KEPT] = "kept", [MINE_FORCED] = "forced",
	[MINE_NOT_UNIQUE] = "not-unique", [MINE_OBVIOUS] = "obvious",
};

const char *
puzzle_verdict_name(enum puzzle_verdict verdict)
{
	return verdict < MINE_VERDICTS ? verdict_names[verdict] : "?";
}

/* Every move of `list` scored by the proof at `depth`. */
static void
mine_scores(struct search *search, const struct board *board,
    const struct move_list *list, int depth, int *scores)
{
	for (int i = 0; i < list->count; i++)
		scores[i] = puzzle_proof_score_in(search, board,
		    list->moves[i], depth);
}

/* The index of the one best score, and its lead over the next best (0 when
 * two share the best). */
static int
mine_best(const int *scores, int count, int *lead)
{
	int best = 0, second = -PUZZLE_PROOF_WIN - 1;

	*lead = 0;
	if (count < 1)
		return 0;
	for (int i = 1; i < count; i++)
		if (scores[i] > scores[best])
			best = i;
	for (int i = 0; i < count; i++)
		if (i != best && scores[i] > second)
			second = scores[i];
	*lead = scores[best] - second;
	return best;
}

/* Whether `move` takes a stone at once (its own turn's eclipse). */
static bool
mine_takes(const struct board *board, uint16_t move)
{
	struct board after = *board;
	struct undo undo;

	board_make(&after, move, &undo);
	return undo.eclipsed[!board->side] != 0;
}

/*
 * The solution line from the first move: while the solver has taken
 * nothing yet, the other side's best reply (the first of equals) and the
 * solver's next move, if one beats every other by a stone at the depth
 * the proof has left there.  The line ends with the take that cashes the
 * first move in, or with the first move alone.
 */
static void
mine_line(struct search *search, const struct puzzle_mine_settings *settings,
    struct puzzle *puzzle)
{
	struct board board = puzzle->board;
	int scores[MAX_MOVES], lead;
	struct move_list list;
	struct undo undo;
	bool taken = mine_takes(&board, puzzle->line[0]);

	board_make(&board, puzzle->line[0], &undo);
	while (!taken && puzzle->line_length + 2 <= PUZZLE_LINE_MAX &&
	    settings->depth - puzzle->line_length - 1 >= 1 &&
	    !board_is_over(&board)) {
		struct board reply = board;
		int depth = settings->depth - puzzle->line_length;
		uint16_t answer, next;

		board_legal_moves(&board, &list);
		mine_scores(search, &board, &list, depth, scores);
		answer = list.moves[mine_best(scores, list.count, &lead)];
		board_make(&reply, answer, &undo);
		if (board_is_over(&reply))
			return;
		board_legal_moves(&reply, &list);
		if (list.count < 2)
			return;
		mine_scores(search, &reply, &list, depth - 1, scores);
		next = list.moves[mine_best(scores, list.count, &lead)];
		if (lead < 1)
			return;
		taken = mine_takes(&reply, next);
		puzzle->line[puzzle->line_length++] = answer;
		puzzle->line[puzzle->line_length++] = next;
		board = reply;
		board_make(&board, next, &undo);
	}
}

/* The other side's stones the side to move of `board` leaves in reach of
 * its opponent: were it to pass, a step of the opponent would take them. */
static bitboard
mine_in_reach(const struct board *board)
{
	struct hints hints;

	hints_analyse(board, &hints);
	return hints.in_reach;
}

/* double-threat: the first move leaves two or more of the other side's
 * stones in reach, one of them a threat it made. */
static bool
mine_double_threat(const struct board *board, uint16_t move)
{
	struct board after = *board, passed = *board;
	struct undo undo;
	bitboard threats, before;

	board_make(&after, move, &undo);
	if (board_is_over(&after) || after.side == board->side)
		return false;
	threats = mine_in_reach(&after);
	if (bb_count(threats) < 2)
		return false;
	board_make(&passed, MOVE_PASS, &undo);
	before = board_is_over(&passed) ? 0 : mine_in_reach(&passed);
	return (threats & ~before) != 0;
}

/* block: the first move steps onto the cell where a step of the other
 * side would have taken a stone of the solver's (one it does not move),
 * and no reply then takes that stone. */
static bool
mine_block(const struct board *board, uint16_t move)
{
	struct board passed = *board, after = *board;
	struct move_list steps, replies;
	struct undo undo;
	int solver = board->side;
	bitboard saved = 0;

	board_make(&passed, MOVE_PASS, &undo);
	board_make(&after, move, &undo);
	if (move_is_hold(move) || move == MOVE_PASS || board_is_over(&passed) ||
	    board_is_over(&after))
		return false;
	passed.side = !solver;
	board_legal_moves(&passed, &steps);
	for (int i = 0; i < steps.count; i++) {
		struct board step = passed;

		if (move_to(steps.moves[i]) != move_to(move))
			continue;
		board_make(&step, steps.moves[i], &undo);
		saved |= undo.eclipsed[solver];
	}
	saved &= ~bb_cell(move_from(move));
	if (saved == 0)
		return false;
	board_legal_moves(&after, &replies);
	for (int i = 0; i < replies.count; i++) {
		struct board reply = after;

		board_make(&reply, replies.moves[i], &undo);
		saved &= ~undo.eclipsed[solver];
	}
	return saved != 0;
}

/* dusk: the next dusk falls within the plies the proof searched, with
 * stones on the ring it darkens. */
static bool
mine_dusk(const struct puzzle *puzzle)
{
	const struct board *board = &puzzle->board;
	int rounds = board_rounds_to_dusk(board);
	int plies = (board_turn_ends_round(board) ? 1 : 2) +
	    rounds * TURNS_PER_ROUND;

	return rounds >= 0 && plies <= puzzle->depth + 1 &&
	    (board_dusk_ring(board) & (board->stones[COLOUR_AMBER] |
	    board->stones[COLOUR_TEAL])) != 0;
}

/* What the solver's takes in the line show: a take after a diagonal step
 * by the stepping stone's own shadow; a take by the stepping stone's own
 * shadow of a stone on no rank, file or diagonal through the cell it left;
 * a take that the sun's last turn made (with the sun a point back the same
 * stones would not shade the stone). */
static void
mine_takes_shown(const struct puzzle *puzzle, bool *diagonal, bool *knight,
    bool *sun_turn)
{
	struct board board = puzzle->board;
	int solver = board.side;

	*diagonal = *knight = *sun_turn = false;
	for (int i = 0; i < puzzle->line_length; i++) {
		struct board before = board;
		uint16_t move = puzzle->line[i];
		int from = move_from(move), to = move_to(move);
		struct undo undo;
		bitboard taken, own, moved, back;

		board_make(&board, move, &undo);
		taken = undo.eclipsed[!solver];
		if (i % 2 != 0 || taken == 0 || move_is_hold(move) ||
		    move == MOVE_PASS)
			continue;
		own = taken & board_shade(&before.rules, bb_cell(to), 0,
		    before.sun, before.moon, before.lit);
		if (cell_file(from) != cell_file(to) &&
		    cell_rank(from) != cell_rank(to) && own != 0)
			*diagonal = true;
		for (bitboard left = own; left != 0;) {
			int cell = bb_pop(&left);
			int dx = abs(cell_file(cell) - cell_file(from));
			int dy = abs(cell_rank(cell) - cell_rank(from));

			if (dx != 0 && dy != 0 && dx != dy)
				*knight = true;
		}
		moved = (before.stones[solver] & ~bb_cell(from)) | bb_cell(to);
		back = board_shade(&before.rules, moved, 0,
		    (before.sun + COMPASS_POINTS - 1) % COMPASS_POINTS,
		    before.moon, before.lit);
		if ((taken & ~back) != 0)
			*sun_turn = true;
	}
}

/* What the solution comes to, by the proof's own measure (`score`, its
 * first move's): the stones it ends ahead, against those the solver is
 * ahead now. */
static enum puzzle_theme
mine_outcome(const struct puzzle *puzzle, int score)
{
	const struct board *board = &puzzle->board;
	int now = bb_count(board->stones[board->side]) -
	    bb_count(board->stones[!board->side]);

	if (score >= PUZZLE_PROOF_WIN)
		return PUZZLE_WIN;
	return score > now ? PUZZLE_GAIN : PUZZLE_DEFENCE;
}

void
puzzle_mine_themes(struct puzzle *puzzle, int score)
{
	bool diagonal, knight, sun_turn, shown[PUZZLE_THEME_COUNT] = { 0 };

	mine_takes_shown(puzzle, &diagonal, &knight, &sun_turn);
	shown[PUZZLE_DOUBLE_THREAT] = mine_double_threat(&puzzle->board,
	    puzzle->line[0]);
	shown[PUZZLE_BLOCK] = mine_block(&puzzle->board, puzzle->line[0]);
	shown[PUZZLE_KNIGHT] = knight;
	shown[PUZZLE_DIAGONAL] = diagonal;
	shown[PUZZLE_SUN_TURN] = sun_turn;
	shown[PUZZLE_DUSK] = mine_dusk(puzzle);
	/* The rarer and more particular first, when more than fit. */
	static const enum puzzle_theme order[] = {
		PUZZLE_DOUBLE_THREAT, PUZZLE_BLOCK, PUZZLE_KNIGHT,
		PUZZLE_DIAGONAL, PUZZLE_SUN_TURN, PUZZLE_DUSK
	};

	puzzle->theme_count = 0;
	for (size_t i = 0; i < sizeof order / sizeof order[0] &&
	    puzzle->theme_count < PUZZLE_MOTIFS_MAX; i++)
		if (shown[order[i]])
			puzzle->theme[puzzle->theme_count++] = order[i];
	puzzle->theme[puzzle->theme_count++] = mine_outcome(puzzle, score);
}

enum puzzle_verdict
puzzle_mine_position(struct search *search, const struct board *board,
    const struct puzzle_mine_settings *settings, struct puzzle *puzzle)
{
	struct move_list list;
	int scores[MAX_MOVES], best, lead, found, tempting = 0, rating;

	board_legal_moves(board, &list);
	if (list.count < 2)
		return MINE_FORCED;
	mine_scores(search, board, &list, settings->depth, scores);
	best = mine_best(scores, list.count, &lead);
	if (lead < settings->margin)
		return MINE_NOT_UNIQUE;
	for (int i = 0; i < list.count; i++)
		tempting += i != best && mine_takes(board, list.moves[i]);
	/* The shallowest search that finds it alone. */
	for (found = 0; found < settings->depth; found++) {
		int shallow[MAX_MOVES], shallow_lead;

		mine_scores(search, board, &list, found, shallow);
		if (mine_best(shallow, list.count, &shallow_lead) == best &&
		    shallow_lead > 0)
			break;
	}
	if (found <= settings->shallow && tempting == 0)
		return MINE_OBVIOUS;
	memset(puzzle, 0, sizeof *puzzle);
	puzzle->board = *board;
	puzzle->line[0] = list.moves[best];
	puzzle->line_length = 1;
	puzzle->depth = settings->depth;
	puzzle->margin = lead < MINE_MARGIN_MAX ? lead : MINE_MARGIN_MAX;
	mine_line(search, settings, puzzle);
	puzzle_mine_themes(puzzle, scores[best]);
	rating = RATING_BASE + RATING_PER_PLY * found +
	    RATING_PER_TEMPTATION * (tempting < RATING_TEMPTATIONS_MAX ?
	    tempting : RATING_TEMPTATIONS_MAX) +
	    RATING_PER_MOVE * (puzzle->line_length / 2);
	puzzle->rating = rating < PUZZLE_RATING_MIN ? PUZZLE_RATING_MIN :
	    rating > PUZZLE_RATING_MAX ? PUZZLE_RATING_MAX : rating;
	return MINE_KEPT;
}
