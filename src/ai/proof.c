/*
 * proof.c owns the exact solver of proof.h: alpha-beta over three values
 * by null-window probes, its transposition table, its move order and its
 * exact leaves.
 *
 * HOW IT WORKS
 * proof_search is fail-soft negamax alpha-beta whose values are -1, 0 and
 * +1.  Asked with the window (0, 1) it answers "more than a draw?" (a
 * result of 1: a win; 0 or less: at most a draw), with (-1, 0) "less than
 * a draw?"; the root's value takes at most the two.  A child whose side to
 * move is the parent's (the snake order's turn of the round) is not
 * negated.  What a node proves goes to the table as a bound, or as exact
 * when the bound is the end of the scale (a win found, a loss shown) or
 * meets the other bound the table already held for it; a node cut short
 * by `stop` stores nothing.
 */
#include "ai/proof.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ai/last_day.h"
#include "ai/tt.h"

enum {
	PROOF_CHECK_NODES = 1024, /* nodes between looks at `stop` */
	/* ordering keys: the table's move, then most taken, then history */
	ORDER_TT = INT_MAX,
	ORDER_TAKE = 1 << 22,	/* a stone taken outranks any history */
	HISTORY_MAX = ORDER_TAKE - 1,
	CELL_SLOTS = CELL_LIMIT,
	LEAF_NONE = PROOF_STOPPED /* proof_leaf: to be searched */
};

struct proof {
	struct tt	tt;		/* no memory only after proof_clear
					   failed */
	size_t		megabytes;	/* the table's size, as asked */
	struct last_day	*last_day;	/* NULL if the memory was not had */
	struct rules	rules;		/* of what the table holds */
	bool		has_rules;
	int		last_day_round;	/* the table answers from here on */
	atomic_bool	*stop;
	bool		stopped;
	struct proof_cost cost;
	proof_progress	*on_progress;
	void		*context;
	/* the moves that cut, by side, from-cell and to-cell */
	int		history[COLOUR_COUNT][CELL_SLOTS][CELL_SLOTS];
};

const char *
proof_words(int value, int colour)
{
	switch (value) {
	case PROOF_DRAW:
		return "a draw with best play";
	case PROOF_WIN:
	case PROOF_LOSS:
		return (value == PROOF_WIN) == (colour == COLOUR_AMBER) ?
		    "Amber wins with best play" : "Teal wins with best play";
	default:
		return "not proved";
	}
}

size_t
proof_bytes(size_t tt_megabytes)
{
	return sizeof(struct proof) + tt_bytes(tt_megabytes) +
	    last_day_bytes();
}

struct proof *
proof_new(size_t tt_megabytes)
{
	struct proof *proof = calloc(1, sizeof *proof);

	if (proof == NULL)
		return NULL;
	proof->megabytes = tt_megabytes;
	if (tt_init(&proof->tt, tt_megabytes) < 0) {
		free(proof);
		return NULL;
	}
	/* Without the table the solver searches the last day as any other. */
	proof->last_day = last_day_new();
	proof->last_day_round = INT_MAX;
	return proof;
}

void
proof_free(struct proof *proof)
{
	if (proof == NULL)
		return;
	tt_free(&proof->tt);
	last_day_free(proof->last_day);
	free(proof);
}

int
proof_clear(struct proof *proof)
{
	/*
	 * A table asked for afresh, not written over: a large calloc is
	 * pages the system zeroes only as they are first touched, so a
	 * small proof in a large table costs the pages it reaches (a
	 * memset of 1 GB was 4 s of CPU for a proof of 100 nodes).
	 */
	size_t megabytes = proof->megabytes;

	tt_free(&proof->tt);
	memset(proof->history, 0, sizeof proof->history);
	memset(&proof->cost, 0, sizeof proof->cost);
	proof->has_rules = false;
	return tt_init(&proof->tt, megabytes);
}

void
proof_on_progress(struct proof *proof, proof_progress *hook, void *context)
{
	proof->on_progress = hook;
	proof->context = context;
}

void
proof_cost(const struct proof *proof, struct proof_cost *cost)
{
	*cost = proof->cost;
}

/* Counts a node; true when the search is to stop. */
static bool
proof_count_node(struct proof *proof)
{
	uint64_t nodes = ++proof->cost.nodes;

	if (nodes % PROOF_CHECK_NODES != 0)
		return proof->stopped;
	if (proof->on_progress != NULL && nodes % PROOF_PROGRESS_NODES == 0)
		proof->on_progress(&proof->cost, proof->context);
	if (proof->stop != NULL &&
	    atomic_load_explicit(proof->stop, memory_order_relaxed))
		proof->stopped = true;
	return proof->stopped;
}

/* The plies from `board` to the end of the game, at most: the table's
 * depth, so that its replacement keeps what cost most to prove. */
static int
proof_plies_left(const struct board *board)
{
	return (rules_last_round(&board->rules) - board->round + 1) *
	    TURNS_PER_ROUND - (board_turn_ends_round(board) ? 1 : 0);
}

/* What `move` would eclipse, for ordering: the mover's shade after it. */
static int
proof_takes(const struct board *board, uint16_t move)
{
	int us = board->side;
	bitboard ours = board->stones[us], tall = board->tall[us];

	if (move != MOVE_PASS) {
		bitboard from = bb_cell(move_from(move));
		bitboard to = move_is_hold(move) ? 0 : bb_cell(move_to(move));

		ours = (ours & ~from) | to;
		if (tall & from)
			tall = (tall & ~from) | to;
	}
	return bb_count(board->stones[!us] & board_shade(&board->rules, ours,
	    tall, board->sun, board->moon, board->lit));
}

static int *
proof_history(struct proof *proof, int side, uint16_t move)
{
	return &proof->history[side][move_from(move)][move_to(move)];
}

static void
proof_order(struct proof *proof, const struct board *board,
    const struct move_list *list, uint16_t tt_move, int *keys)
{
	for (int i = 0; i < list->count; i++) {
		uint16_t move = list->moves[i];

		keys[i] = move == tt_move ? ORDER_TT :
		    proof_takes(board, move) * ORDER_TAKE +
		    *proof_history(proof, board->side, move);
	}
}

/* The move of the highest key from `first` on, swapped to `first`. */
static uint16_t
proof_pick(struct move_list *list, int *keys, int first)
{
	int best = first;

	for (int i = first + 1; i < list->count; i++)
		if (keys[i] > keys[best])
			best = i;
	if (best != first) {
		uint16_t move = list->moves[best];
		int key = keys[best];

		list->moves[best] = list->moves[first];
		keys[best] = keys[first];
		list->moves[first] = move;
		keys[first] = key;
	}
	return list->moves[first];
}

static void
proof_reward(struct proof *proof, int side, uint16_t move, int plies)
{
	int *history = proof_history(proof, side, move);

	*history += plies * plies;
	if (*history > HISTORY_MAX)
		for (int s = 0; s < COLOUR_COUNT; s++)
			for (int f = 0; f < CELL_SLOTS; f++)
				for (int t = 0; t < CELL_SLOTS; t++)
					proof->history[s][f][t] /= 2;
}

/*
 * Stores what a node proved: `value` found in the window (alpha, beta),
 * met with any bound the table held already.
 */
static void
proof_store(struct proof *proof, const struct board *board, int alpha,
    int beta, int value, uint16_t move)
{
	enum tt_bound bound = value >= beta ? TT_LOWER :
	    value <= alpha ? TT_UPPER : TT_EXACT;
	struct tt_entry held;

	if ((bound == TT_LOWER && value == PROOF_WIN) ||
	    (bound == TT_UPPER && value == PROOF_LOSS))
		bound = TT_EXACT;
	if (bound != TT_EXACT && tt_probe(&proof->tt, board->hash, &held) &&
	    held.score == value && tt_entry_bound(&held) != bound)
		bound = TT_EXACT;	/* at least v and at most v */
	tt_store(&proof->tt, board->hash, proof_plies_left(board), bound,
	    value, move);
}

/* The value of a position the search need not search, or LEAF_NONE. */
static int
proof_leaf(struct proof *proof, const struct board *board)
{
	int plies;

	if (board_is_over(board))
		return board_result_sign(board_result(board), board->side);
	if (board->round < proof->last_day_round)
		return LEAF_NONE;
	if ((plies = last_day_value(proof->last_day, board)) == LAST_DAY_MISS)
		return LEAF_NONE;
	proof->cost.last_day++;
	return plies > 0 ? PROOF_WIN : plies < 0 ? PROOF_LOSS : PROOF_DRAW;
}

/* Fail-soft alpha-beta over the three values; `board` is played on and
 * left as it was.  After a stop its answer means nothing. */
static int
proof_search(struct proof *proof, struct board *board, int alpha, int beta)
{
	struct move_list list;
	struct tt_entry entry;
	int keys[MAX_MOVES];
	uint16_t tt_move = MOVE_NONE, best_move = MOVE_NONE;
	int best = PROOF_LOSS - 1, side = board->side, value, searched;

	if (proof_count_node(proof))
		return PROOF_DRAW;
	if ((value = proof_leaf(proof, board)) != LEAF_NONE)
		return value;
	if (tt_probe(&proof->tt, board->hash, &entry)) {
		enum tt_bound bound = tt_entry_bound(&entry);

		value = entry.score;
		if (bound == TT_EXACT || (bound == TT_LOWER && value >= beta) ||
		    (bound == TT_UPPER && value <= alpha)) {
			proof->cost.table_cuts++;
			return value;
		}
		if (bound == TT_LOWER && value > alpha)
			alpha = value;
		if (bound == TT_UPPER && value < beta)
			beta = value;
		tt_move = entry.move;
	}
	searched = alpha;
	board_legal_moves(board, &list);
	proof_order(proof, board, &list, tt_move, keys);
	for (int i = 0; i < list.count && alpha < beta; i++) {
		uint16_t move = proof_pick(&list, keys, i);
		struct undo undo;

		board_make(board, move, &undo);
		if (board->side == side)
			value = proof_search(proof, board, alpha, beta);
		else
			value = -proof_search(proof, board, -beta, -alpha);
		board_unmake(board, &undo);
		if (proof->stopped)
			return PROOF_DRAW;
		if (value > best) {
			best = value;
			best_move = move;
		}
		if (best > alpha)
			alpha = best;
		if (best >= beta)
			proof_reward(proof, side, move,
			    proof_plies_left(board));
	}
	/* Against the window the moves were searched in, best is a bound. */
	proof_store(proof, board, searched, beta, best, best_move);
	return best;
}

/* Keys the last day's table and the solver's table for `board`'s game. */
static void
proof_prepare(struct proof *proof, const struct board *board,
    atomic_bool *stop)
{
	if (proof->has_rules && !rules_same_board(&proof->rules,
	    &board->rules)) {
		tt_clear(&proof->tt);
		memset(proof->history, 0, sizeof proof->history);
	}
	proof->rules = board->rules;
	proof->has_rules = true;
	proof->last_day_round = INT_MAX;
	if (proof->last_day != NULL && last_day_fits(&board->rules) &&
	    !board->held) {
		last_day_prepare(proof->last_day, board);
		proof->last_day_round = last_day_first_round(&board->rules);
	}
	proof->stop = stop;
	proof->stopped = false;
}

/* The two probes: `board`'s value for its side to move. */
static int
proof_probe(struct proof *proof, struct board *board)
{
	int value = proof_search(proof, board, PROOF_DRAW, PROOF_WIN);

	if (proof->stopped)
		return PROOF_STOPPED;
	if (value >= PROOF_WIN)
		return PROOF_WIN;
	value = proof_search(proof, board, PROOF_LOSS, PROOF_DRAW);
	if (proof->stopped)
		return PROOF_STOPPED;
	return value <= PROOF_LOSS ? PROOF_LOSS : PROOF_DRAW;
}

int
proof_solve(struct proof *proof, const struct board *board, atomic_bool *stop,
    uint16_t *best)
{
	struct board scratch = *board;
	struct tt_entry entry;
	int value;

	if (best != NULL)
		*best = MOVE_NONE;
	proof_prepare(proof, board, stop);
	value = proof_probe(proof, &scratch);
	if (best != NULL && value != PROOF_STOPPED &&
	    !board_is_over(board) && tt_probe(&proof->tt, board->hash, &entry))
		*best = entry.move;
	return value;
}

int
proof_solve_move(struct proof *proof, const struct board *board,
    uint16_t move, atomic_bool *stop)
{
	struct board after = *board;
	struct undo undo;
	int value;

	proof_prepare(proof, board, stop);
	board_make(&after, move, &undo);
	if (board_is_over(&after))
		return board_result_sign(board_result(&after), board->side);
	if ((value = proof_probe(proof, &after)) == PROOF_STOPPED)
		return value;
	return after.side == board->side ? value : -value;
}
