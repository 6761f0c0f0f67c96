/*
 * search.c owns the computer player of search.h: the designer's plain
 * alpha-beta (levels 1-4) and the full search (level 5 and level 0).
 *
 * THE FULL SEARCH, STEP BY STEP
 *  1. Iterative deepening: depth 1, 2, 3, ... until a limit, each depth
 *     starting from the last one's best line.  Depth 1 always completes, so
 *     there is always a move to return however soon the search is stopped.
 *  2. (Aspiration windows were tried here and dropped: no gain; doc/engine.md.)
 *  3. Negamax alpha-beta with principal-variation search: the first move
 *     gets the full window, the rest a null window, re-searched if they beat
 *     it.
 *  4. The transposition table (tt.h): cut-offs from earlier searches of the
 *     same position, and its best move tried first.
 *  5. Move ordering: the table's move, then eclipsing moves (most taken
 *     first), the two killer moves of the ply, then by history.
 *  6. Late-move reductions: quiet moves late in the order, far from the
 *     leaves, are searched one ply shallower first.
 *  7. Quiescence: at the leaves, eclipsing moves are played out, so that a
 *     leaf is never scored in the middle of an exchange.
 *  8. The exact solver: a game lasts at most 48 plies, so once the depth
 *     reaches the end of the game, reductions are switched off and the
 *     result is the game's true value; deepening stops there, or as soon as
 *     a forced win is found within the depth searched.
 *  9. Lazy SMP (search.h, THREADS): helper threads deepen the same root on
 *     the shared table, each skipping depths in its own pattern, so that
 *     they run ahead of the main thread and apart from one another; what
 *     they store orders and cuts the main thread's search.  Only the main
 *     thread's result counts, and its end stops them.
 * 10. The last day's table (last_day.h): a position of the 3x3 board is
 *     not searched but read, its exact value, as step 8 would find it.  So
 *     a search whose every line reaches the last day is exact, and stops
 *     deepening, as soon as its depth gets there.  The main thread's
 *     alone: the helpers search the last day as before.
 * 10b. The second day's table (day_two.h), when one is lent
 *     (search_use_day_two): a position of the 5x5 board within its K
 *     stones is read, win, draw or loss, as a score below every win or
 *     loss whose distance is known (DAY_TWO_DISTANCE), so that a win
 *     the search sees to its end is played first.  The main thread's
 *     alone, as step 10's.
 * 11. Late-move pruning: one or two plies from the leaves, off the main
 *     line, the quiet moves late in the order are not searched at all,
 *     but for the steps of a stone the enemy could shade at the end of its
 *     next turn (evaluate_exposed): a step out of reach may be the one
 *     move that saves it, and history does not know it.  Not while the
 *     search is solving (step 8).
 */
#include "ai/search.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/book.h"
#include "ai/day_two.h"
#include "ai/evaluate.h"
#include "ai/last_day.h"
#include "ai/tt.h"
#include "core/rng.h"
#include "core/zobrist.h"

enum {
	SCORE_INFINITE = SEARCH_WIN + 1,
	KILLERS = 2,
	CHECK_INTERVAL = 1024, /* nodes between looks at the clock */
	REDUCTION_DEPTH = 3, /* reduce only this far from the leaves */
	REDUCTION_MOVES = 3, /* ... and after this many moves */
	DEEP_REDUCTION_DEPTH = 6,
	DEEP_REDUCTION_MOVES = 10,
	PRUNING_DEPTH = 2, /* prune only this far from the leaves */
	PRUNING_MOVES = 4, /* ... after this many moves a ply of depth */
	HISTORY_MAX = 1 << 20,
	/* Level 5's budget: under a second a move on one core of this
	 * machine. */
	MASTER_NODES = 4000000,
	/* Lazy SMP: helper i skips depth d when (d + i) / size is odd, size
	   growing by one every HELPER_SKIP_GROUP helpers and back to 1 after
	   HELPER_SKIP_SIZES sizes: helpers 1 and 2 take the odd and the even
	   depths, 3 and 4 pairs of depths, 5 and 6 threes, 7 and 8 the odd and
	   even again, and so on, each pair out of step with each other. */
	HELPER_SKIP_GROUP = 2,
	HELPER_SKIP_SIZES = 3,
	/*
	 * A search uses the last day's table when it starts at most this many
	 * plies before the day: one that starts further off does not get
	 * there at the depths it reaches (10 to 14 in a second), so it neither
	 * builds the table nor looks in it.
	 */
	LAST_DAY_REACH = 2 * DAY_DEFAULT,
	/*
	 * The depth a table entry is stored at when its search met no horizon
	 * (every leaf a finished game or the last day's table): its score is
	 * then the game's true value, or a true bound on it, at any depth.  An
	 * entry stored at its real depth may be a guess (an evaluated leaf, a
	 * reduced move): a cut-off by it tells step 8 that this depth is not
	 * exact either, and the last depth, which must be, takes none.
	 */
	SOLVED_DEPTH = MAX_PLIES + 1,
	/* Step 10b: a win read from the second day's table counts as this
	 * many plies further off than its position, more than any game
	 * lasts, and still within SEARCH_WIN_MIN from any ply it is read at
	 * (the day ends before MAX_PLIES). */
	DAY_TWO_DISTANCE = MAX_PLIES,
	MS_PER_S = 1000,
	NS_PER_MS = 1000000
};

/*
 * The helpers of the hot functions (those marked BB_HOT_POPCNT) are always
 * inlined into them, so that they count with POPCNT in the clone built for
 * it: a call would reach a copy built without it.
 */
#define SEARCH_INLINE inline __attribute__((always_inline))

/* Move ordering scores: each class outranks everything below it. */
#define ORDER_TT	(1 << 28)
#define ORDER_TAKES	(1 << 24)
#define ORDER_KILLER	(1 << 22)
/*
 * A move's ordering key: its score above ORDER_PLACE_BITS bits that hold
 * ORDER_PLACE_LAST less its place in the list.  Keys are all different, the
 * greatest is the best score's earliest place, and one pass of maxima finds
 * it, each step independent of the one before (order_pick).
 */
#if GNOMON_BOARD_SIZE == 7
#define ORDER_PLACE_BITS	6
#else
#define ORDER_PLACE_BITS	7	/* 9x9: up to 81 moves */
#endif
#define ORDER_PLACE_LAST	((1 << ORDER_PLACE_BITS) - 1)
_Static_assert(MAX_MOVES <= ORDER_PLACE_LAST + 1,
    "a move's place fits its ordering key");

static const char *const feature_names[SEARCH_FEATURES] = {
	"tt", "order", "pvs", "reductions", "quiescence",
	"evaluation", "lastday", "pruning"
};

struct search {
	struct tt	tt;
	bool tt_written; /* searched since the table was cleared */
	uint16_t	killers[MAX_PLIES + 2][KILLERS];
	int		history[COLOUR_COUNT][CELL_LIMIT][CELL_LIMIT];
	struct rules	rules;		/* of the positions in the table */
	bool		have_rules;
	struct last_day *last_day; /* made by the first search that needs it */
	const struct day_two *day_two; /* lent by search_use_day_two */

	/* One run of search_run. */
	struct board	board;
	unsigned	disable;
	const struct evaluate_weights *weights;
	uint64_t	nodes;
	uint64_t	node_limit;
	int		movetime_ms;
	struct timespec	start;
	atomic_bool	*stop;
	bool		may_abort;	/* false while depth 1 runs */
	bool		aborted;
	bool horizon; /* a leaf was scored before the game's end */
	bool solving; /* this depth reaches the end of the game */
	int		last_day_round;	/* the table answers from this round on;
					   INT_MAX: not this search */
	/* step 10b's table for this run: day_two if it is of the rules,
	   else NULL */
	const struct day_two *day_two_now;
	int		pv_length[MAX_PLIES + 2];
	uint16_t	pv[MAX_PLIES + 2][MAX_PLIES + 2];

	/* Step 9, lazy SMP.  The main thread's search owns the helpers (its
	   threads - 1 of them, made by search_threads), each a struct search
	   of its own whose tt is a copy of the main's handle: the same slots.
	 */
	struct search	*helpers;
	pthread_t	*helper_threads;
	int		helper_count;		/* room made */
	int		helpers_running;	/* started by this search_run */
	atomic_bool	helpers_stop;		/* raised by the main thread */
	/* A helper's. */
	int		helper_index;		/* 1 ..; 0: the main thread */
	_Atomic uint64_t nodes_published;	/* its nodes, now and then */
};

const char *
search_feature_name(int index)
{
	return index >= 0 && index < SEARCH_FEATURES ? feature_names[index] :
						       NULL;
}

void
search_limits_default(struct search_limits *limits)
{
	memset(limits, 0, sizeof *limits);
	limits->on_depth = NULL;
	limits->context = NULL;
	limits->weights = NULL;
	limits->opening_book = true;
}

struct search *
search_new(size_t tt_megabytes)
{
	struct search *search = calloc(1, sizeof *search);

	if (search == NULL)
		return NULL;
	if (tt_init(&search->tt, tt_megabytes) < 0) {
		free(search);
		return NULL;
	}
	return search;
}

size_t
search_bytes(size_t tt_megabytes)
{
	return sizeof(struct search) + tt_bytes(tt_megabytes) +
	    last_day_bytes();
}

void
search_free(struct search *search)
{
	if (search == NULL)
		return;
	tt_free(&search->tt);
	free(search->helpers);
	free(search->helper_threads);
	last_day_free(search->last_day);
	free(search);
}

void
search_use_day_two(struct search *search, const struct day_two *table)
{
	search->day_two = table;
	search->day_two_now = NULL;
}

int
search_threads(struct search *search, int threads)
{
	struct search *helpers;
	pthread_t *helper_threads;
	int count = threads - 1;

	if (threads < 1 || threads > SEARCH_THREADS_MAX)
		return -1;
	if (count == search->helper_count)
		return 0;
	helpers = count > 0 ? calloc((size_t)count, sizeof *helpers) : NULL;
	helper_threads = count > 0 ?
	    calloc((size_t)count, sizeof *helper_threads) : NULL;
	if (count > 0 && (helpers == NULL || helper_threads == NULL)) {
		free(helpers);
		free(helper_threads);
		return -1;
	}
	free(search->helpers);
	free(search->helper_threads);
	search->helpers = helpers;
	search->helper_threads = helper_threads;
	search->helper_count = count;
	return 0;
}

void
search_clear(struct search *search)
{
	/* Only a search writes the table: one not searched since it was
	   made or cleared is all zero still, and writing it whole would
	   bring in every page of it (see tt_init). */
	if (search->tt_written)
		tt_clear(&search->tt);
	search->tt_written = false;
	memset(search->killers, 0, sizeof search->killers);
	memset(search->history, 0, sizeof search->history);
	for (int i = 0; i < search->helper_count; i++)
		memset(search->helpers[i].history, 0,
		    sizeof search->helpers[i].history);
}

static int
elapsed_ms(const struct search *search)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (int)((now.tv_sec - search->start.tv_sec) * MS_PER_S +
	    (now.tv_nsec - search->start.tv_nsec) / NS_PER_MS);
}

/* Every CHECK_INTERVAL nodes: the clock, and a helper's count published
 * for the main thread's reports (its nodes are added exactly at its end).
 * True when time is up. */
static __attribute__((noinline)) bool
search_now_and_then(struct search *search)
{
	if (search->helper_index != 0)
		atomic_store_explicit(&search->nodes_published, search->nodes,
		    memory_order_relaxed);
	return search->movetime_ms > 0 &&
	    elapsed_ms(search) >= search->movetime_ms;
}

/* Counts a node; true when the search must stop now.  Inline: every node
 * asks, and the clock's look (search_now_and_then) stays out of line. */
static SEARCH_INLINE bool
search_count_node(struct search *search)
{
	if (search->aborted)
		return true;
	search->nodes++;
	if (!search->may_abort)
		return false;
	/* The flag is one relaxed load: cheap enough for every node. */
	if ((search->node_limit != 0 && search->nodes >= search->node_limit) ||
	    (search->stop != NULL &&
		atomic_load_explicit(search->stop, memory_order_relaxed)) ||
	    (search->nodes % CHECK_INTERVAL == 0 &&
		search_now_and_then(search)))
		search->aborted = true;
	return search->aborted;
}

/* A finished game's score for the side to move, `ply` plies from the root. */
static int
terminal_score(const struct board *board, int ply)
{
	enum result result = board_result(board);

	if (result == RESULT_DRAW)
		return 0;
	if ((result == RESULT_AMBER) == (board->side == COLOUR_AMBER))
		return SEARCH_WIN - ply;
	return -(SEARCH_WIN - ply);
}

/* A value of the last day's table as a score, `ply` plies from the root:
 * what terminal_score gives at the end of the best line. */
static int
last_day_score(int value, int ply)
{
	if (value > 0)
		return SEARCH_WIN - (ply + value);
	if (value < 0)
		return -(SEARCH_WIN - (ply - value));
	return 0;
}

/* Step 10: the exact value of a last day's position, or LAST_DAY_MISS. */
static SEARCH_INLINE int
last_day_probe(struct search *search, int ply)
{
	int value;

	if (search->board.round < search->last_day_round || ply == 0)
		return LAST_DAY_MISS;
	value = last_day_value(search->last_day, &search->board);
	if (value == LAST_DAY_MISS)
		return LAST_DAY_MISS;
	search_count_node(search);
	return last_day_score(value, ply);
}

/* Step 10b: the second day's value of the position, or LAST_DAY_MISS. */
static SEARCH_INLINE int
day_two_probe(struct search *search, int ply)
{
	enum day_two_value value;

	if (search->day_two_now == NULL || ply == 0 ||
	    board_dusks(&search->board) != 1)
		return LAST_DAY_MISS;
	value = day_two_value(search->day_two_now, &search->board, NULL);
	if (value == DAY_TWO_MISS)
		return LAST_DAY_MISS;
	search_count_node(search);
	if (value == DAY_TWO_DRAW)
		return 0;
	return (int)value * (SEARCH_WIN - (ply + DAY_TWO_DISTANCE));
}

/* Wins are stored in the table counted from the entry's own position. */
static int
score_to_tt(int score, int ply)
{
	if (score >= SEARCH_WIN_MIN)
		return score + ply;
	if (score <= -SEARCH_WIN_MIN)
		return score - ply;
	return score;
}

static int
score_from_tt(int score, int ply)
{
	if (score >= SEARCH_WIN_MIN)
		return score - ply;
	if (score <= -SEARCH_WIN_MIN)
		return score + ply;
	return score;
}

/*
 * What each legal move eclipses: move ordering and quiescence sort by it.
 *
 * HOW IT WORKS
 * A shadow of a set is the union of its stones' shadows, so after moving
 * the stone on `from` to `to` our shade is rest | shade(to), where rest is
 * the shade of the stones that stay.  The enemy stones in rest are taken by
 * every move of that stone.  Of the others ("missed"), a move takes those
 * in shade(to): and `to` shades a missed stone exactly when `to` lies in
 * the missed stones' shadow cast towards the sun (the lit board is a
 * square, so a straight line between two lit cells is lit).  So one mask a
 * stone finds its eclipsing moves, and most moves need no shadow at all.
 * Counts ignore the instant rule's own losses.  The variants' shade
 * (board_shade: the moon's shadows, a tall stone's longer ones) is a union
 * of such shadows too, so the same holds with the moon's direction beside
 * the sun's, and a tall stone casting the missed stones' longer shadow.
 * Under hold=1 a hold of a stone takes what its rest shades: base, and
 * nothing when our shade holds no enemy stone.
 */
struct takes_plan {
	/* The sets first: 16-byte aligned on 9x9, they leave no gaps there. */
	bitboard	targets[STONES_MAX];	/* where it can go */
	bitboard	missed[STONES_MAX];	/* enemy stones not in base */
	bitboard reach[STONES_MAX]; /* targets shading a missed stone */
	int		stones;
	int		from[STONES_MAX];
	int base[STONES_MAX]; /* taken by any of its moves */
	bool tall[STONES_MAX]; /* mixed=1: a tall stone (set when varies) */
	bool		varies;		/* rules_shade_varies */
	int pass_takes; /* when no stone can move: the forced pass's */
	bool		movable;
	bool		any;		/* some move takes a stone */
};

/*
 * takes_plan's body, for `varies` = rules_shade_varies: takes_plan passes
 * it as a constant, so the real game's copy casts plain shadow_masks and
 * never looks at the moon or the tall stones.
 */
static SEARCH_INLINE void
takes_plan_as(const struct board *board, struct takes_plan *plan, bool varies)
{
	const struct rules *rules = &board->rules;
	int us = board->side;
	int sun = board->sun,
	    towards_sun = (sun + COMPASS_POINTS / 2) % COMPASS_POINTS;
	int moon = board->moon, towards_moon = rules->moon ?
	    (moon + COMPASS_POINTS / 2) % COMPASS_POINTS : MOON_NONE;
	bitboard ours = board->stones[us], enemy = board->stones[!us];
	bitboard tall = varies ? board->tall[us] : 0;
	bitboard lit = board->lit;
	bitboard empty = lit & ~(ours | enemy);
	bitboard held = enemy & board_shade_as(varies, rules, ours, tall, sun,
	    moon, lit);
	/* Usually our shade holds no enemy stone: then no stone's rest does,
	   and one shadow cast towards the sun serves every stone (and one
	   longer one every tall stone). */
	bitboard shading = held == 0 ? board_shade_as(varies, rules, enemy, 0,
	    towards_sun, towards_moon, lit) : 0;
	bitboard shading_tall = held == 0 && tall != 0 ? board_shade_as(varies,
	    rules, enemy, enemy, towards_sun, towards_moon, lit) : shading;
	int stones = 0;

	plan->varies = varies;
	plan->movable = plan->any = false;
	for (bitboard left = ours; left != 0; stones++) {
		int cell = bb_pop(&left);
		bitboard targets = bb_neighbours(cell) & empty;
		bool is_tall = (tall & bb_cell(cell)) != 0;

		plan->from[stones] = cell;
		plan->targets[stones] = targets;
		if (varies)
			plan->tall[stones] = is_tall;
		if (held == 0) {
			plan->base[stones] = 0;
			plan->missed[stones] = enemy;
			plan->reach[stones] = targets &
			    (is_tall ? shading_tall : shading);
		} else {
			bitboard rest = board_shade_as(varies, rules,
			    ours & ~bb_cell(cell), tall & ~bb_cell(cell), sun,
			    moon, lit);
			bitboard missed = enemy & ~rest;

			plan->base[stones] = bb_count(enemy & rest);
			plan->missed[stones] = missed;
			plan->reach[stones] = missed == 0 ? 0 :
							    targets &
				board_shade_as(varies, rules, missed,
				    is_tall ? missed : 0, towards_sun,
				    towards_moon, lit);
		}
		plan->movable |= targets != 0;
		plan->any |= (plan->base[stones] > 0 && targets != 0) ||
		    plan->reach[stones] != 0;
	}
	plan->stones = stones;
	plan->pass_takes = 0;
	if (!plan->movable) {
		plan->pass_takes = bb_count(held);
		plan->any = plan->pass_takes > 0;
	}
}

static SEARCH_INLINE void
takes_plan(const struct board *board, struct takes_plan *plan)
{
	if (rules_shade_varies(&board->rules))
		takes_plan_as(board, plan, true);
	else
		takes_plan_as(board, plan, false);
}

/* What the move of stone `i` of `plan` to `cell` takes. */
static SEARCH_INLINE int
takes_of(const struct board *board, const struct takes_plan *plan, int i,
    int cell)
{
	bitboard to = bb_cell(cell);

	if (!(plan->reach[i] & to))
		return plan->base[i];
	return plan->base[i] + bb_count(plan->missed[i] &
	    board_shade_as(plan->varies, &board->rules, to,
	    plan->varies && plan->tall[i] ? to : 0, board->sun, board->moon,
	    board->lit));
}

/* The legal moves, in board_legal_moves' order, each with what it takes. */
static SEARCH_INLINE void
moves_with_takes(const struct board *board, struct move_list *list,
    int *takes)
{
	struct takes_plan plan;

	takes_plan(board, &plan);
	list->count = 0;
	if (!plan.movable) {
		list->moves[list->count] = MOVE_PASS;
		takes[list->count++] = plan.pass_takes;
	}
	for (int i = 0; i < plan.stones; i++) {
		for (bitboard to = plan.targets[i]; to != 0;) {
			int cell = bb_pop(&to);

			list->moves[list->count] =
			    move_make(plan.from[i], cell);
			takes[list->count++] = takes_of(board, &plan, i, cell);
		}
	}
	if (board->rules.hold && plan.stones > 1)
		for (int i = 0; i < plan.stones; i++) {
			list->moves[list->count] = move_hold(plan.from[i]);
			takes[list->count++] = plan.base[i];
		}
}

/*
 * The eclipsing moves only, with what each takes and its place in
 * moves_with_takes' list (positions): what quiescence needs to play them
 * in exactly the order order_pick would pick them from the whole list.
 * A hold (hold=1) is never among them: it takes only what its rest already
 * shades, which any step of that stone takes too, so quiescence loses little
 * and stays as it is for the real game.  Returns how many.
 */
static SEARCH_INLINE int
eclipsing_moves(const struct board *board, uint16_t *moves, int *takes,
    int *positions)
{
	struct takes_plan plan;
	int count = 0, offset = 0;

	takes_plan(board, &plan);
	if (!plan.any)
		return 0;
	if (!plan.movable) {
		moves[0] = MOVE_PASS;
		takes[0] = plan.pass_takes;
		positions[0] = 0;
		return 1;
	}
	for (int i = 0; i < plan.stones; i++) {
		bitboard targets = plan.targets[i];
		bitboard taking = plan.base[i] > 0 ? targets : plan.reach[i];

		while (taking != 0) {
			int cell = bb_pop(&taking);

			moves[count] = move_make(plan.from[i], cell);
			takes[count] = takes_of(board, &plan, i, cell);
			positions[count++] = offset +
			    bb_count(targets & (bb_cell(cell) - 1));
		}
		offset += bb_count(targets);
	}
	return count;
}

/* The plies left in the game from `board`, at most. */
static int
plies_left(const struct board *board)
{
	int rounds = rules_last_round(&board->rules) - board->round;

	return rounds * TURNS_PER_ROUND +
	    (board_turn_ends_round(board) ? 1 : 2);
}

static int
leaf_score(struct search *search)
{
	if (search->disable & SEARCH_NO_EVALUATION)
		return evaluate_material(&search->board);
	return evaluate_position(&search->board, search->weights);
}

/* The ordering key of a move scored `score` at `place` in its list. */
static SEARCH_INLINE int64_t
order_key(int score, int place)
{
	return (int64_t)score << ORDER_PLACE_BITS | (ORDER_PLACE_LAST - place);
}

static SEARCH_INLINE int
order_key_score(int64_t key)
{
	return (int)(key >> ORDER_PLACE_BITS);
}

/* Keys each move for ordering, over its takes (moves_with_takes: `takes`);
 * the search then picks the best first.  Returns the table move's place in
 * the list, or -1. */
static SEARCH_INLINE int
order_score(const struct search *search, const struct move_list *list,
    uint16_t tt_move, int ply, const int *takes_of_move, int64_t *keys)
{
	const int (*history)[CELL_LIMIT] = search->history[search->board.side];
	uint16_t killer = search->killers[ply][0];
	uint16_t second_killer = search->killers[ply][1];
	bool ordered = !(search->disable & SEARCH_NO_ORDER);
	int tt_index = -1;

	/* Each class chosen by a select, not a branch: which class a move
	   falls in is anyone's guess. */
	for (int i = 0; i < list->count; i++) {
		uint16_t move = list->moves[i];
		int takes = takes_of_move[i];
		int score = move == MOVE_PASS ? 0 :
		    history[move_from(move)][move_to(move)];

		score = move == killer || move == second_killer ?
		    ORDER_KILLER : score;
		score = takes > 0 ? ORDER_TAKES * takes : score;
		score = ordered ? score : 0;
		keys[i] = order_key(score, i);
	}
	for (int i = 0; i < list->count; i++)
		if (list->moves[i] == tt_move) {
			keys[i] = order_key(ORDER_TT, i);
			tt_index = i;
			break;
		}
	return tt_index;
}

/* Keys each move by what it takes alone (the designer's order). */
static SEARCH_INLINE void
order_by_takes(const struct move_list *list, const int *takes, int64_t *keys)
{
	for (int i = 0; i < list->count; i++)
		keys[i] = order_key(takes[i], i);
}

/* The plies a move at `place` in the order is searched short of the full
 * depth first (step 6). */
static SEARCH_INLINE int
late_reduction(const struct search *search, int depth, int place, bool quiet)
{
	if (search->solving || (search->disable & SEARCH_NO_REDUCTIONS) ||
	    !quiet || depth < REDUCTION_DEPTH || place < REDUCTION_MOVES)
		return 0;
	if (depth >= DEEP_REDUCTION_DEPTH && place >= DEEP_REDUCTION_MOVES)
		return 2;
	return 1;
}

/*
 * Step 11: whether the quiet move at `place` in the order is left
 * unsearched, off the main line, `best` being the best score so far (a
 * node losing every move it has searched prunes nothing); the step of an
 * exposed stone is searched all the same (the caller asks).
 */
static SEARCH_INLINE bool
late_pruned(const struct search *search, int depth, int place, bool quiet,
    bool pv_node, int best)
{
	return !search->solving && !(search->disable & SEARCH_NO_PRUNING) &&
	    quiet && !pv_node && depth <= PRUNING_DEPTH &&
	    place >= PRUNING_MOVES * depth && best > -SEARCH_WIN_MIN;
}

/*
 * The exposed stones (evaluate_exposed) that have a step among the moves
 * from `first` on: the only ones step 11 still searches once it prunes
 * the move at `first`.  Every move after a pruned one is quiet and pruned
 * too (the order puts the quiet moves last, and late_pruned changes with
 * nothing but the place), so where this is empty the rest of the list
 * can go unlooked at.
 */
static SEARCH_INLINE bitboard
exposed_steps_left(const struct board *board, const struct move_list *list,
    int first)
{
	bitboard exposed = evaluate_exposed(board), stepping = 0;

	for (int i = first; exposed != 0 && i < list->count; i++)
		stepping |= bb_cell(move_from(list->moves[i]));
	return exposed & stepping;
}

/* The hash after `move`, if it eclipses nothing and brings no dusk:
 * zobrist_quiet_turn(board) is `quiet_turn`. */
static SEARCH_INLINE uint64_t
child_hash_guess(const struct board *board, uint64_t quiet_turn,
    uint16_t move)
{
	return board->hash ^ quiet_turn ^
	    zobrist_stone[board->side][move_from(move)] ^
	    zobrist_stone[board->side][move_to(move)];
}

/* Swaps move `best` into place `first`, each key taking its new place. */
static SEARCH_INLINE uint16_t
order_swap(struct move_list *list, int64_t *keys, int first, int best)
{
	if (best != first) {
		uint16_t move = list->moves[best];
		int score = order_key_score(keys[best]);

		list->moves[best] = list->moves[first];
		keys[best] = order_key(order_key_score(keys[first]), best);
		list->moves[first] = move;
		keys[first] = order_key(score, first);
	}
	return list->moves[first];
}

/* Swaps the best-scored move from `first` on (the earliest of equals)
 * into place `first`. */
static SEARCH_INLINE uint16_t
order_pick(struct move_list *list, int64_t *keys, int first)
{
	int64_t best = keys[first];

	for (int i = first + 1; i < list->count; i++)
		best = keys[i] > best ? keys[i] : best;
	return order_swap(list, keys, first,
	    ORDER_PLACE_LAST - (int)(best & ORDER_PLACE_LAST));
}

/*
 * The next of quiescence's eclipsing moves, removed from the arrays: the
 * one order_pick(list, scores, first) would pick from the whole list
 * (most taken; of equals, the earliest place), and the swap order_pick
 * makes is kept, by moving whatever eclipsing move stood at `first` to the
 * place the picked one left.
 */
static SEARCH_INLINE uint16_t
eclipsing_pick(uint16_t *moves, int *takes, int *positions, int *count,
    int first)
{
	int best = 0, last = *count - 1;
	uint16_t move;

	for (int i = 1; i <= last; i++)
		if (takes[i] > takes[best] ||
		    (takes[i] == takes[best] && positions[i] < positions[best]))
			best = i;
	for (int i = 0; i <= last; i++)
		if (positions[i] == first)
			positions[i] = positions[best];
	move = moves[best];
	moves[best] = moves[last];
	takes[best] = takes[last];
	positions[best] = positions[last];
	*count = last;
	return move;
}

static void
remember_cutoff(struct search *search, uint16_t move, int depth, int ply)
{
	int *history;

	if (move == MOVE_PASS)
		return;
	if (search->killers[ply][0] != move) {
		search->killers[ply][1] = search->killers[ply][0];
		search->killers[ply][0] = move;
	}
	history =
	    &search
		 ->history[search->board.side][move_from(move)][move_to(move)];
	*history += depth * depth;
	if (*history > HISTORY_MAX) {
		/* Halve everything so that recent cut-offs keep their
		 * weight. */
		for (int c = 0; c < COLOUR_COUNT; c++)
			for (int f = 0; f < CELL_LIMIT; f++)
				for (int t = 0; t < CELL_LIMIT; t++)
					search->history[c][f][t] /= 2;
	}
}

static void
pv_update(struct search *search, int ply, uint16_t move)
{
	int next = ply + 1;

	search->pv[ply][ply] = move;
	for (int i = next; i < search->pv_length[next]; i++)
		search->pv[ply][i] = search->pv[next][i];
	search->pv_length[ply] = search->pv_length[next];
}

/*
 * After a move, whether its mover is to move again.  Usually the other
 * side moves next, so a child's value is negated and its window turned
 * round; but under snake=1 the round's second mover also moves first in
 * the next round, and then the child's value is the mover's own, searched
 * with the same window.  (Written out at each call: clang's target_clones
 * miscalls a function declared ahead of its definition, as wrappers
 * would need.)
 */
static inline bool
moves_again(const struct search *search, int mover)
{
	return search->board.side == mover;
}

/* Step 7: eclipses played out until the position is quiet. */
BB_HOT_POPCNT static int
quiesce(struct search *search, int alpha, int beta, int ply)
{
	struct board *board = &search->board;
	struct undo undo;
	uint16_t moves[MAX_MOVES];
	int takes[MAX_MOVES], positions[MAX_MOVES];
	int best, count, mover = board->side;

	search->pv_length[ply] = ply;
	if (board_is_over(board)) {
		search_count_node(search);
		return terminal_score(board, ply);
	}
	if ((best = last_day_probe(search, ply)) != LAST_DAY_MISS ||
	    (best = day_two_probe(search, ply)) != LAST_DAY_MISS)
		return best;
	if (search_count_node(search))
		return 0;
	search->horizon = true;
	best = leaf_score(search);
	if (best >= beta || (search->disable & SEARCH_NO_QUIESCENCE))
		return best;
	if (best > alpha)
		alpha = best;
	count = eclipsing_moves(board, moves, takes, positions);
	for (int first = 0; count > 0; first++) {
		uint16_t move =
		    eclipsing_pick(moves, takes, positions, &count, first);
		int score;

		board_make(board, move, &undo);
		score = moves_again(search, mover) ?
		    quiesce(search, alpha, beta, ply + 1) :
		    -quiesce(search, -beta, -alpha, ply + 1);
		board_unmake(board, &undo);
		if (search->aborted)
			return 0;
		if (score > best) {
			best = score;
			if (score > alpha) {
				alpha = score;
				if (alpha >= beta)
					break;
			}
		}
	}
	return best;
}

/* Steps 3-6: negamax alpha-beta with PVS, the table, ordering and
 * reductions. */
BB_HOT_POPCNT static int
negamax(struct search *search, int depth, int alpha, int beta, int ply)
{
	struct board *board = &search->board;
	bool pv_node = beta - alpha > 1;
	bool use_tt = !(search->disable & SEARCH_NO_TT);
	struct tt_entry entry;
	uint16_t tt_move = MOVE_NONE, best_move = MOVE_NONE;
	struct move_list list;
	struct undo undo;
	int takes[MAX_MOVES];
	int64_t keys[MAX_MOVES];
	int original_alpha = alpha, best = -SCORE_INFINITE, tt_index, exact;
	int mover = board->side;
	uint64_t quiet_turn;
	bitboard exposed = 0;
	bool outer_horizon, prefetch, again, exposed_known = false;

	search->pv_length[ply] = ply;
	if (board_is_over(board)) {
		search_count_node(search);
		return terminal_score(board, ply);
	}
	if ((exact = last_day_probe(search, ply)) != LAST_DAY_MISS ||
	    (exact = day_two_probe(search, ply)) != LAST_DAY_MISS)
		return exact;
	if (depth <= 0)
		return quiesce(search, alpha, beta, ply);
	if (search_count_node(search))
		return 0;

	/* The table's move is only tried if it is in the legal moves below. */
	if (use_tt && tt_probe(&search->tt, board->hash, &entry)) {
		tt_move = entry.move;
		if (ply > 0 && !pv_node && entry.depth >= depth &&
		    (entry.depth == SOLVED_DEPTH || !search->solving)) {
			int score = score_from_tt(entry.score, ply);

			enum tt_bound bound = tt_entry_bound(&entry);

			if (bound == TT_EXACT ||
			    (bound == TT_LOWER && score >= beta) ||
			    (bound == TT_UPPER && score <= alpha)) {
				/* Its search met the horizon, so does ours. */
				if (entry.depth != SOLVED_DEPTH)
					search->horizon = true;
				return score;
			}
		}
	}
	/* Whether this node's own search meets the horizon (see
	 * SOLVED_DEPTH). */
	outer_horizon = search->horizon;
	search->horizon = false;
	/* At the root, the last depth's best move is the best first guess. */
	if (ply == 0 && tt_move == MOVE_NONE)
		tt_move = search->pv[0][0];

	/*
	 * The children's table slots are fetched early, from their hashes
	 * guessed before their moves are made (child_hash_guess): the table
	 * move's before the moves are listed, and when the first move has
	 * not cut the search off, every other move's at once.  Only where
	 * the children probe the table (depth left).
	 */
	prefetch = use_tt && depth > 1;
	quiet_turn = zobrist_quiet_turn(board);
	if (prefetch && tt_move != MOVE_NONE)
		tt_prefetch(&search->tt, child_hash_guess(board, quiet_turn,
		    tt_move));
	moves_with_takes(board, &list, takes);
	tt_index = order_score(search, &list, tt_move, ply, takes, keys);
	for (int i = 0; i < list.count; i++) {
		/* The table's move outscores every other: no need to look. */
		uint16_t move = i == 0 && tt_index >= 0 ?
		    order_swap(&list, keys, 0, tt_index) :
		    order_pick(&list, keys, i);
		bool quiet = order_key_score(keys[i]) < ORDER_KILLER;
		int reduction = late_reduction(search, depth, i, quiet), score;

		if (late_pruned(search, depth, i, quiet, pv_node, best)) {
			if (!exposed_known) {
				exposed = exposed_steps_left(board, &list, i);
				exposed_known = true;
			}
			/* A move left unsearched leaves this node's value a
			   guess, as a leaf scored before the end does (step 8).
			 */
			if (!(exposed & bb_cell(move_from(move)))) {
				search->horizon = true;
				if (exposed == 0)
					break;
				continue;
			}
		}

		/* The guess is wrong where the move eclipsed: the real one. */
		if (use_tt && depth - 1 - reduction > 0) {
			uint64_t guess =
			    child_hash_guess(board, quiet_turn, move);

			if (i == 0)
				tt_prefetch(&search->tt, guess);
			board_make(board, move, &undo);
			if (board->hash != guess)
				tt_prefetch(&search->tt, board->hash);
		} else
			board_make(board, move, &undo);
		again = moves_again(search, mover);
		if (i == 0 || (search->disable & SEARCH_NO_PVS)) {
			score = again ? negamax(search, depth - 1 - reduction,
			    alpha, beta, ply + 1) : -negamax(search,
			    depth - 1 - reduction, -beta, -alpha, ply + 1);
			if (reduction > 0 && score > alpha)
				score = again ? negamax(search, depth - 1,
				    alpha, beta, ply + 1) : -negamax(search,
				    depth - 1, -beta, -alpha, ply + 1);
		} else {
			score = again ? negamax(search, depth - 1 - reduction,
			    alpha, alpha + 1, ply + 1) : -negamax(search,
			    depth - 1 - reduction, -alpha - 1, -alpha,
			    ply + 1);
			if (reduction > 0 && score > alpha)
				score = again ? negamax(search, depth - 1,
				    alpha, alpha + 1, ply + 1) :
				    -negamax(search, depth - 1, -alpha - 1,
				    -alpha, ply + 1);
			if (score > alpha && score < beta)
				score = again ? negamax(search, depth - 1,
				    alpha, beta, ply + 1) : -negamax(search,
				    depth - 1, -beta, -alpha, ply + 1);
		}
		board_unmake(board, &undo);
		if (search->aborted)
			return 0;
		if (score > best) {
			best = score;
			best_move = move;
			if (score > alpha) {
				alpha = score;
				pv_update(search, ply, move);
				if (alpha >= beta) {
					if (quiet &&
					    !(search->disable &
						SEARCH_NO_ORDER))
						remember_cutoff(search, move,
						    depth, ply);
					break;
				}
			}
		}
		if (i == 0 && prefetch)
			for (int j = 1; j < list.count; j++)
				tt_prefetch(&search->tt, child_hash_guess(board,
				    quiet_turn, list.moves[j]));
	}
	if (use_tt) {
		enum tt_bound bound = best >= beta ? TT_LOWER :
		    best > original_alpha ? TT_EXACT : TT_UPPER;

		tt_store(&search->tt, board->hash,
		    search->horizon ? depth : SOLVED_DEPTH, bound,
		    score_to_tt(best, ply), best_move);
	}
	search->horizon |= outer_horizon;
	return best;
}

/* The designer's plain alpha-beta: material only, no table, no reductions. */
BB_HOT_POPCNT static int
plain(struct search *search, int depth, int alpha, int beta, int ply)
{
	struct board *board = &search->board;
	struct move_list list;
	struct undo undo;
	int takes[MAX_MOVES];
	int64_t keys[MAX_MOVES];
	int best = -SCORE_INFINITE, mover = board->side;

	if (board_is_over(board)) {
		search_count_node(search);
		return terminal_score(board, ply);
	}
	if (search_count_node(search))
		return 0;
	if (depth == 0)
		return evaluate_material(board);
	/* Eclipsing moves first: the same values, found sooner. */
	moves_with_takes(board, &list, takes);
	order_by_takes(&list, takes, keys);
	for (int i = 0; i < list.count; i++) {
		uint16_t move = order_pick(&list, keys, i);
		int score;

		board_make(board, move, &undo);
		score = moves_again(search, mover) ?
		    plain(search, depth - 1, alpha, beta, ply + 1) :
		    -plain(search, depth - 1, -beta, -alpha, ply + 1);
		board_unmake(board, &undo);
		if (search->aborted)
			return 0;
		if (score > best) {
			best = score;
			if (score > alpha) {
				alpha = score;
				if (alpha >= beta)
					break;
			}
		}
	}
	return best;
}

/*
 * The designer's levels: every root move's exact value at `depth`, then a
 * random choice among the best.  Each move after the first is searched with
 * a window just below the best so far, which tells "worse" from "as good"
 * without finding out how much worse.
 */
static void
search_designer(struct search *search, int depth, uint64_t seed,
    struct search_report *report)
{
	struct board *board = &search->board;
	struct move_list list;
	struct undo undo;
	uint16_t equal[MAX_MOVES];
	int equals = 0, best = -SCORE_INFINITE;
	uint64_t random = seed ^ board->hash;
	int mover = board->side;

	board_legal_moves(board, &list);
	for (int i = 0; i < list.count; i++) {
		int score;

		board_make(board, list.moves[i], &undo);
		score = moves_again(search, mover) ?
		    plain(search, depth - 1, best - 1, SCORE_INFINITE, 1) :
		    -plain(search, depth - 1, -SCORE_INFINITE, -(best - 1), 1);
		board_unmake(board, &undo);
		if (search->aborted)
			break;
		if (score > best) {
			best = score;
			equals = 0;
		}
		if (score == best)
			equal[equals++] = list.moves[i];
	}
	if (equals == 0) {
		/* Stopped before the first move was valued: any legal move. */
		equal[equals++] = list.moves[0];
		best = 0;
	} else
		report->depth = depth;
	report->best = equal[rng_next(&random) % (uint64_t)equals];
	report->score = best;
	report->pv_length = 1;
	report->pv[0] = report->best;
}

/* The nodes of the main thread and, as last published, of its helpers. */
static uint64_t
search_nodes_so_far(const struct search *search)
{
	uint64_t nodes = search->nodes;

	for (int i = 0; i < search->helpers_running; i++)
		nodes +=
		    atomic_load_explicit(&search->helpers[i].nodes_published,
			memory_order_relaxed);
	return nodes;
}

/* The plies from `board` to the last day's first turn (0 or less: in it). */
static int
plies_to_last_day(const struct board *board)
{
	return (last_day_first_round(&board->rules) - board->round) *
	    TURNS_PER_ROUND - (board_turn_ends_round(board) ? 1 : 0);
}

/*
 * Step 10's table: made by the first search that may reach the last day
 * (and kept), keyed for this one; it solves what the search asks as it
 * asks.  A search that cannot have the memory goes without.
 */
static void
search_prepare_last_day(struct search *search, const struct board *board)
{
	search->last_day_round = INT_MAX;
	search->day_two_now = search->day_two != NULL &&
	    !(search->disable & SEARCH_NO_LAST_DAY) &&
	    day_two_rules_match(search->day_two, &board->rules) ?
	    search->day_two : NULL;
	if ((search->disable & SEARCH_NO_LAST_DAY) ||
	    !last_day_fits(&board->rules) ||
	    plies_to_last_day(board) > LAST_DAY_REACH)
		return;
	if (search->last_day == NULL &&
	    (search->last_day = last_day_new()) == NULL)
		return;
	last_day_prepare(search->last_day, board);
	search->last_day_round = last_day_first_round(&board->rules);
}

/* Step 1: iterative deepening of the full search. */
static void
search_deepen(struct search *search, int max_depth,
    const struct search_limits *limits, struct search_report *report)
{
	int left = plies_left(&search->board);

	if (max_depth == 0 || max_depth > left)
		max_depth = left;
	/* No first guess from an earlier search: it was of another position. */
	search->pv_length[0] = 0;
	search->pv[0][0] = MOVE_NONE;
	for (int depth = 1; depth <= max_depth; depth++) {
		int score;

		search->may_abort = depth > 1;
		search->horizon = false;
		search->solving = depth >= left;
		score =
		    negamax(search, depth, -SCORE_INFINITE, SCORE_INFINITE, 0);
		if (search->aborted)
			break;
		report->best = search->pv[0][0];
		report->score = score;
		report->depth = depth;
		report->pv_length = search->pv_length[0];
		memcpy(report->pv, search->pv[0],
		    (size_t)report->pv_length * sizeof report->pv[0]);
		report->nodes = search_nodes_so_far(search);
		report->elapsed_ms = elapsed_ms(search);
		if (limits->on_depth != NULL)
			limits->on_depth(report, limits->context);
		/* Step 8: the true value is known; deeper changes nothing. */
		if (!search->horizon)
			break;
		if ((score >= SEARCH_WIN_MIN || score <= -SEARCH_WIN_MIN) &&
		    SEARCH_WIN - abs(score) <= depth)
			break;
		/* A time limit: a depth that cannot finish is not begun. */
		if (search->movetime_ms > 0 && search->node_limit == 0 &&
		    report->elapsed_ms * 2 > search->movetime_ms)
			break;
	}
}

/* Step 9: a helper deepens until the main thread raises helpers_stop (or
 * the game's end is reached): past the main thread's depth limit too, since
 * a helper idle before the main thread has finished helps nothing.  What it
 * finds is only what it leaves in the table. */
static void *
helper_run(void *argument)
{
	struct search *helper = argument;
	int left = plies_left(&helper->board);
	int size = 1 + (helper->helper_index - 1) / HELPER_SKIP_GROUP %
	    HELPER_SKIP_SIZES;

	helper->pv_length[0] = 0;
	helper->pv[0][0] = MOVE_NONE;
	for (int depth = 1; depth <= left; depth++) {
		if ((depth + helper->helper_index) / size % 2 != 0)
			continue;
		helper->horizon = false;
		helper->solving = depth >= left;
		negamax(helper, depth, -SCORE_INFINITE, SCORE_INFINITE, 0);
		if (helper->aborted || !helper->horizon)
			break;
	}
	atomic_store_explicit(&helper->nodes_published, helper->nodes,
	    memory_order_relaxed);
	return NULL;
}

/*
 * Starts up to `threads` - 1 helpers on the position the main thread's
 * search_run has just set up.  A helper that cannot be started is done
 * without: the search is the same, only slower.
 */
static void
helpers_start(struct search *search, int threads)
{
	atomic_store(&search->helpers_stop, false);
	search->helpers_running = 0;
	for (int i = 0; i < threads - 1 && i < search->helper_count; i++) {
		struct search *helper = &search->helpers[i];

		helper->tt = search->tt;
		helper->board = search->board;
		helper->disable = search->disable;
		helper->weights = search->weights;
		helper->nodes = 0;
		atomic_store_explicit(&helper->nodes_published, 0,
		    memory_order_relaxed);
		helper->node_limit = 0;
		helper->movetime_ms = 0;
		helper->start = search->start;
		helper->stop = &search->helpers_stop;
		helper->may_abort = true;
		helper->aborted = false;
		helper->helper_index = i + 1;
		/* Step 10's table is the main thread's: solving writes it. */
		helper->last_day_round = INT_MAX;
		helper->day_two_now = NULL;
		memset(helper->killers, 0, sizeof helper->killers);
		if (pthread_create(&search->helper_threads[i], NULL, helper_run,
		    helper) != 0)
			break;
		search->helpers_running++;
	}
}

/* Stops the helpers and waits for them; their nodes join the main's. */
static uint64_t
helpers_finish(struct search *search)
{
	uint64_t nodes = 0;

	atomic_store(&search->helpers_stop, true);
	for (int i = 0; i < search->helpers_running; i++) {
		pthread_join(search->helper_threads[i], NULL);
		nodes += search->helpers[i].nodes;
	}
	search->helpers_running = 0;
	return nodes;
}

uint16_t
search_run(struct search *search, const struct board *board,
    const struct search_limits *limits, atomic_bool *stop,
    struct search_report *report)
{
	struct search_report local;
	struct move_list list;
	int depth = limits->depth;
	bool designer = limits->designer;
	uint64_t helper_nodes = 0;

	if (report == NULL)
		report = &local;
	memset(report, 0, sizeof *report);
	report->best = MOVE_NONE;
	if (board_legal_moves(board, &list) == 0)
		return MOVE_NONE;
	report->best = list.moves[0];
	report->pv_length = 1;
	report->pv[0] = list.moves[0];
	/* Level 5's first moves come from a deeper search made offline. */
	if (limits->level == SEARCH_LEVEL_MASTER && limits->opening_book &&
	    book_lookup(board, report))
		return report->best;

	if (!search->have_rules ||
	    !rules_same_board(&search->rules, &board->rules)) {
		search_clear(search);
		search->rules = board->rules;
		search->have_rules = true;
	}
	search->board = *board;
	search->nodes = 0;
	search->stop = stop;
	search->aborted = false;
	search->may_abort = false;
	search->disable = limits->disable;
	search->weights = limits->weights != NULL ? limits->weights :
	    &evaluate_default_weights;
	search->node_limit = limits->nodes;
	search->movetime_ms = limits->movetime_ms;
	clock_gettime(CLOCK_MONOTONIC, &search->start);
	memset(search->killers, 0, sizeof search->killers);
	tt_new_search(&search->tt);
	search->tt_written = true;

	if (limits->level >= SEARCH_LEVEL_MIN &&
	    limits->level < SEARCH_LEVEL_MASTER) {
		designer = true;
		depth = limits->level;
	} else if (limits->level == SEARCH_LEVEL_MASTER) {
		designer = false;
		search->disable = 0;
		search->weights = &evaluate_default_weights;
		depth = 0;
		search->node_limit = MASTER_NODES;
	}
	if (limits->node_cap != 0 && (search->node_limit == 0 ||
	    search->node_limit > limits->node_cap))
		search->node_limit = limits->node_cap;
	if (designer) {
		if (depth <= 0)
			depth = 1;
		search->may_abort = true;
		search_designer(search, depth, limits->seed, report);
	} else {
		search_prepare_last_day(search, board);
		if (list.count == 1 && limits->level != 0)
			search_deepen(search, 1, limits, report);
		else if (limits->level == 0 && search->node_limit == 0 &&
		    limits->threads > 1) {
			/* Threads only where no node count is promised
			 * (search.h). */
			helpers_start(search, limits->threads);
			search_deepen(search, depth, limits, report);
			helper_nodes = helpers_finish(search);
		} else
			search_deepen(search, depth, limits, report);
	}

	/* Whatever happened, the move returned is legal. */
	if (!board_is_legal(board, report->best)) {
		report->best = list.moves[0];
		report->pv_length = 1;
		report->pv[0] = list.moves[0];
	}
	report->nodes = search->nodes + helper_nodes;
	report->elapsed_ms = elapsed_ms(search);
	return report->best;
}

int
search_evaluate(const struct board *board)
{
	return evaluate_position(board, &evaluate_default_weights);
}
