/*
 * The computer player (search.h): forced wins found and proved by a plain
 * brute force written here, legal moves from every level in random
 * positions, the stop flag and the time limit, determinism by seed, the
 * bench signature, and threads: one thread is the search of before, and
 * many give legal moves and proven wins (what must hold whichever thread
 * stores first; the answer itself may differ from run to run).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <pthread.h>

#include "ai/search.h"
#include "cli/bench.h"
#include "core/notation.h"
#include "support/fixture.h"

/*
 * `gnomon bench`'s node total.  A commit that changes the search's
 * behaviour changes it and says so; a refactor leaves it alone.
 */
#define BENCH_SIGNATURE UINT64_C(2204753)

enum {
	RANDOM_GAMES = 150, /* random positions: about 20 per game */
	SMALL_NODES =
	    3000, /* the full search's budget in the random positions */
	LIMIT_NODES = 20000,
	/*
	 * No test here reads a clock: a shared machine (or valgrind, which runs
	 * one thread at a time) can be slow by any factor.  The stop test
	 * raises the flag at a known point of the search, and the time test
	 * gives a budget far too small for its backstop depth.
	 */
	SOLVED_GAMES = 300, /* random games for positions solved twice */
	LATE_ROUNDS = 11, /* ... stopped in their last rounds */
	STOP_AFTER_DEPTH = 2, /* the flag goes up once this depth is done */
	STOP_SLACK_NODES =
	    1024, /* "promptly": the flag may be read this seldom */
	BACKSTOP_DEPTH = 9, /* ~0.5M nodes from the start: >100 ms anywhere */
	TINY_MOVETIME_MS = 1,
	THREADS = 4,
	THREAD_GAMES = 6, /* random games searched with THREADS */
	THREAD_DEPTH = 4,
	SAME_DEPTH = 8, /* one thread against none, from the start */
	PRUNED_DEPTH = 8, /* step 11 against none, from the start */
	SNAKE_GAMES = 64, /* random snake games solved to the end */
	SNAKE_DAY = 2 /* rounds a day in them; solved from the 5x5's 2nd */
};

/*
 * True when `winner` can force an eclipse-out within `plies` plies from
 * `board`: the plainest possible AND-OR search, sharing nothing with the
 * engine but the rules.
 */
static bool
forces_eclipse_out(struct board *board, int winner, int plies)
{
	struct move_list list;
	struct undo undo;
	bool attacker = board->side == winner;

	if (board->stones[!winner] == 0 && board->stones[winner] != 0)
		return true;
	if (board_is_over(board) || plies == 0)
		return false;
	board_legal_moves(board, &list);
	for (int i = 0; i < list.count; i++) {
		bool wins;

		board_make(board, list.moves[i], &undo);
		wins = forces_eclipse_out(board, winner, plies - 1);
		board_unmake(board, &undo);
		if (wins && attacker)
			return true;
		if (!wins && !attacker)
			return false;
	}
	return !attacker;
}

static void
check_eclipse_out(const char *text, int plies)
{
	struct board board = fixture_position(text);
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;
	struct undo undo;
	int winner = board.side;
	uint16_t move;

	assert_non_null(search);
	/* The position is what it claims: a win in `plies`, none sooner. */
	assert_true(forces_eclipse_out(&board, winner, plies));
	if (plies > 1)
		assert_false(forces_eclipse_out(&board, winner, plies - 2));

	search_limits_default(&limits);
	limits.depth = plies + 2;
	move = search_run(search, &board, &limits, NULL, &report);
	assert_int_equal(report.score, SEARCH_WIN - plies);
	assert_int_equal(move, report.pv[0]);
	board_make(&board, move, &undo);
	assert_true(forces_eclipse_out(&board, winner, plies - 1));
	search_free(search);
}

static void
test_search_finds_eclipse_out_in_one(void **state)
{
	(void)state;
	check_eclipse_out("7/7/2a4/7/3t3/7/7 a N 1", 1);
}

static void
test_search_finds_eclipse_out_in_three(void **state)
{
	(void)state;
	check_eclipse_out("7/7/3t3/3t3/2aa3/2a4/7 a SE 12", 3);
}

static void
test_search_finds_eclipse_out_in_five(void **state)
{
	(void)state;
	check_eclipse_out("7/3tt2/7/3a3/7/3a3/7 a E 11", 5);
}

static void
test_search_finds_dusk_win(void **state)
{
	/* The last round: only d4 survives the third dusk, and only c4d4 takes
	 * it. */
	struct board board = fixture_position("7/7/4t2/2a4/7/7/7 a NW 24");
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;
	struct move_list replies;
	struct undo undo;
	uint16_t move;

	(void)state;
	assert_non_null(search);
	search_limits_default(&limits);
	move = search_run(search, &board, &limits, NULL, &report);
	assert_int_equal(move, move_make(cell_at(2, 3), cell_at(3, 3)));
	assert_int_equal(report.score, SEARCH_WIN - 2);
	board_make(&board, move, &undo);
	board_legal_moves(&board, &replies);
	for (int i = 0; i < replies.count; i++) {
		struct board after = board;
		struct undo reply;

		board_make(&after, replies.moves[i], &reply);
		assert_true(reply.dusk_fell);
		assert_int_equal(board_result(&after), RESULT_AMBER);
	}
	search_free(search);
}

/*
 * hold=1: c3 is boxed in, and a step of d3 or e3 breaks one of the two
 * shadows on c4 and d4; only holding with c3 keeps both and eclipses
 * Teal out.  Every search finds it, the designer's levels too.
 */
static void
test_search_finds_a_winning_hold(void **state)
{
	struct board board;
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;

	(void)state;
	assert_non_null(search);
	fixture_board(&board, "7/7/7/2tt3/2aaa2/7/7 a SE 23", "hold=1");
	search_limits_default(&limits);
	limits.depth = 3;
	assert_int_equal(search_run(search, &board, &limits, NULL, &report),
	    fixture_move("hc3"));
	assert_int_equal(report.score, SEARCH_WIN - 1);
	search_limits_default(&limits);
	limits.level = 1;
	assert_int_equal(search_run(search, &board, &limits, NULL, &report),
	    fixture_move("hc3"));
	search_free(search);
}

/*
 * Under snake=1 the round's second mover also moves first in the next
 * round.  Here (the last round of stones=4 day=2) Amber's d3d4 ends the
 * round, and the third dusk leaves her alone on d4: a win at once, which
 * a search that took every child for the other side's scored a draw (it
 * played d3c3).  Without the last day's table, so that the search's own
 * recursion is what is tested, and at the designer's level 1 too.
 */
static void
test_search_snake_second_mover_moves_again(void **state)
{
	struct board board;
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;

	(void)state;
	assert_non_null(search);
	fixture_board(&board, "7/7/7/2t4/3a3/7/7 a SW 6",
	    "stones=4 day=2 snake=1");
	search_limits_default(&limits);
	limits.depth = 3;
	limits.disable = SEARCH_NO_LAST_DAY;
	assert_int_equal(search_run(search, &board, &limits, NULL, &report),
	    fixture_move("d3d4"));
	assert_int_equal(report.score, SEARCH_WIN - 1);
	search_limits_default(&limits);
	limits.level = 1;
	assert_int_equal(search_run(search, &board, &limits, NULL, &report),
	    fixture_move("d3d4"));
	search_free(search);
}

/* The exact outcome for the side to move, 1, 0 or -1, by brute force,
 * sharing nothing with the engine but the rules: a child's value is the
 * mover's own when the mover moves again. */
static int
brute_outcome(struct board *board)
{
	struct move_list list;
	struct undo undo;
	enum result result;
	int best = -1, mover = board->side;

	if (board_is_over(board)) {
		result = board_result(board);
		if (result == RESULT_DRAW)
			return 0;
		return (result == RESULT_AMBER) == (mover == COLOUR_AMBER) ?
		    1 : -1;
	}
	board_legal_moves(board, &list);
	for (int i = 0; i < list.count && best < 1; i++) {
		int value;

		board_make(board, list.moves[i], &undo);
		value = brute_outcome(board);
		if (board->side != mover)
			value = -value;
		board_unmake(board, &undo);
		if (value > best)
			best = value;
	}
	return best;
}

/* A tiny generator, so the random positions are the same every run. */
static uint32_t
test_random(uint64_t *state)
{
	*state = *state * UINT64_C(6364136223846793005) +
	    UINT64_C(1442695040888963407);
	return (uint32_t)(*state >> 33);
}

static void
test_search_every_level_plays_legal_in_random_positions(void **state)
{
	struct search *search = search_new(1);
	uint64_t random = 1;
	int positions = 0;

	(void)state;
	assert_non_null(search);
	for (int game = 0; game < RANDOM_GAMES; game++) {
		struct rules rules;
		struct board board;

		rules_default(&rules);
		/* Every variant setting gets its turn. */
		rules.shadow_length =
		    SHADOW_LENGTH_MIN + game % SHADOW_LENGTH_MAX;
		rules.day_length =
		    game % 5 == 0 ? DAY_MIN + game % 4 : DAY_DEFAULT;
		rules.start_sun = game % COMPASS_POINTS;
		rules.snake = game % 3 == 0;
		rules.instant = game % 4 == 0;
		/* moon and mixed with and without hold (games 2, 11, 16,
		 * ...). */
		rules.moon = game % 5 == 1;
		rules.mixed = game % 7 == 2;
		rules.hold = game % 5 == 2 || game % 3 == 1;
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			struct move_list list;
			struct search_limits limits;
			struct undo undo;

			search_limits_default(&limits);
			limits.seed = (uint64_t)positions;
			if (positions % 5 < 4)
				limits.level = 1 + positions % 4;
			else
				limits.nodes = SMALL_NODES;
			assert_true(board_is_legal(&board,
			    search_run(search, &board, &limits, NULL, NULL)));
			positions++;
			board_legal_moves(&board, &list);
			board_make(&board, list.moves[test_random(&random) %
			    (uint32_t)list.count], &undo);
		}
	}
	assert_true(positions >= 2000);
	search_free(search);
}

/* Searched to the end (no limit), with and without the transposition
 * table: whether the side to move wins, draws or loses. */
static int
solved_outcome(struct search *search, const struct board *board,
    unsigned disable)
{
	struct search_limits limits;
	struct search_report report;

	search_limits_default(&limits);
	limits.disable = disable;
	search_clear(search);
	search_run(search, board, &limits, NULL, &report);
	return report.score >= SEARCH_WIN_MIN ? 1 :
	    report.score <= -SEARCH_WIN_MIN ? -1 : 0;
}

/*
 * A search to the end is the game's value whatever its transposition table
 * held: an entry written by a depth that met the horizon (an evaluated
 * leaf, a reduced move) never passes for a solved one.  Before, the first
 * position here (Amber loses in 18 plies) scored a draw: a cut-off by such
 * an entry let a depth short of the end pass for exact, and deepening stop.
 */
static void
test_search_to_the_end_is_the_same_with_and_without_table(void **state)
{
	struct search *search = search_new(1);
	struct board board = fixture_position("7/3a3/2t4/7/1a5/7/7 a NW 16");
	uint64_t random = 3;
	int solved = 0;

	(void)state;
	assert_non_null(search);
	assert_int_equal(solved_outcome(search, &board, SEARCH_NO_TT), -1);
	assert_int_equal(solved_outcome(search, &board, 0), -1);
	for (int game = 0; game < SOLVED_GAMES; game++) {
		struct rules rules;
		int stop;

		rules_default(&rules);
		/* a random game, stopped in its last LATE_ROUNDS rounds */
		stop =
		    TURNS_PER_ROUND * (rules_last_round(&rules) - LATE_ROUNDS) +
		    (int)(test_random(&random) %
			(TURNS_PER_ROUND * LATE_ROUNDS));
		board_start(&board, &rules);
		while (!board_is_over(&board) &&
		    TURNS_PER_ROUND * (board.round - 1) +
		    board_turn_ends_round(&board) < stop) {
			struct move_list list;
			struct undo undo;

			board_legal_moves(&board, &list);
			board_make(&board, list.moves[test_random(&random) %
			    (uint32_t)list.count], &undo);
		}
		if (board_is_over(&board))
			continue;
		assert_int_equal(solved_outcome(search, &board, 0),
		    solved_outcome(search, &board, SEARCH_NO_TT));
		solved++;
	}
	/* about a quarter of random games last that long */
	assert_true(solved >= SOLVED_GAMES / 5);
	search_free(search);
}

static void
test_search_returns_none_when_the_game_is_over(void **state)
{
	struct board board = fixture_position("7/7/7/3a3/7/7/7 t N 5");
	struct search *search = search_new(1);
	struct search_limits limits;

	(void)state;
	assert_non_null(search);
	search_limits_default(&limits);
	limits.level = SEARCH_LEVEL_MASTER;
	assert_int_equal(search_run(search, &board, &limits, NULL, NULL),
	    MOVE_NONE);
	search_free(search);
}

static void
test_search_raised_stop_flag_still_gives_a_legal_move(void **state)
{
	struct rules rules;
	struct board board;
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;
	atomic_bool stop;

	(void)state;
	assert_non_null(search);
	rules_default(&rules);
	board_start(&board, &rules);
	atomic_init(&stop, true);
	search_limits_default(&limits);
	limits.depth =
	    BACKSTOP_DEPTH; /* ignoring the flag ends here, not never */
	assert_true(board_is_legal(&board,
	    search_run(search, &board, &limits, &stop, &report)));
	assert_int_equal(report.depth, 1);
	search_free(search);
}

/*
 * The search and a second thread in lockstep: when the search reports
 * STOP_AFTER_DEPTH, it waits until the other thread has raised the flag, so
 * the flag is up, and seen from another thread, before the next depth starts.
 */
struct stopper {
	atomic_bool	*stop;
	pthread_mutex_t	 lock;
	pthread_cond_t	 changed;
	bool		 depth_done;
	bool		 raised;
	uint64_t	 nodes_when_raised;
};

static void
stopper_on_depth(const struct search_report *report, void *context)
{
	struct stopper *stopper = context;

	if (report->depth != STOP_AFTER_DEPTH)
		return;
	pthread_mutex_lock(&stopper->lock);
	stopper->depth_done = true;
	stopper->nodes_when_raised = report->nodes;
	pthread_cond_broadcast(&stopper->changed);
	while (!stopper->raised)
		pthread_cond_wait(&stopper->changed, &stopper->lock);
	pthread_mutex_unlock(&stopper->lock);
}

static void *
stopper_run(void *argument)
{
	struct stopper *stopper = argument;

	pthread_mutex_lock(&stopper->lock);
	while (!stopper->depth_done)
		pthread_cond_wait(&stopper->changed, &stopper->lock);
	atomic_store(stopper->stop, true);
	stopper->raised = true;
	pthread_cond_broadcast(&stopper->changed);
	pthread_mutex_unlock(&stopper->lock);
	return NULL;
}

/*
 * Searches the start to BACKSTOP_DEPTH on `threads` threads while another
 * thread raises the stop flag once STOP_AFTER_DEPTH is done; checks that
 * the move is legal and the depth the one stopped at.  A search that
 * ignored the flag would end at the backstop, not hang.
 */
static void
search_stopped_from_start(struct search *search, int threads,
    struct stopper *stopper, struct search_report *report)
{
	struct rules rules;
	struct board board;
	struct search_limits limits;
	atomic_bool stop;
	pthread_t thread;
	uint16_t move;

	rules_default(&rules);
	board_start(&board, &rules);
	atomic_init(&stop, false);
	memset(stopper, 0, sizeof *stopper);
	/* cppcheck-suppress autoVariables ; joined before this returns */
	stopper->stop = &stop;
	assert_int_equal(pthread_mutex_init(&stopper->lock, NULL), 0);
	assert_int_equal(pthread_cond_init(&stopper->changed, NULL), 0);
	search_limits_default(&limits);
	limits.depth = BACKSTOP_DEPTH;
	limits.threads = threads;
	limits.on_depth = stopper_on_depth;
	limits.context = stopper;
	assert_int_equal(pthread_create(&thread, NULL, stopper_run, stopper),
	    0);
	move = search_run(search, &board, &limits, &stop, report);
	pthread_join(thread, NULL);
	pthread_cond_destroy(&stopper->changed);
	pthread_mutex_destroy(&stopper->lock);
	assert_true(board_is_legal(&board, move));
	assert_true(stopper->raised);
	assert_int_equal(report->depth, STOP_AFTER_DEPTH);
}

static void
test_search_stops_when_another_thread_raises_the_flag(void **state)
{
	struct search *search = search_new(1);
	struct search_report report;
	struct stopper stopper;

	(void)state;
	assert_non_null(search);
	search_stopped_from_start(search, 1, &stopper, &report);
	search_free(search);
	assert_true(
	    report.nodes <= stopper.nodes_when_raised + STOP_SLACK_NODES);
}

static void
test_search_keeps_to_its_time_limit(void **state)
{
	struct rules rules;
	struct board board;
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;
	uint16_t move;

	(void)state;
	assert_non_null(search);
	rules_default(&rules);
	board_start(&board, &rules);
	search_limits_default(&limits);
	limits.depth = BACKSTOP_DEPTH;
	limits.movetime_ms = TINY_MOVETIME_MS;
	move = search_run(search, &board, &limits, NULL, &report);
	search_free(search);
	assert_true(board_is_legal(&board, move));
	/* The backstop's half a million nodes cannot fit in a millisecond. */
	assert_true(report.depth >= 1);
	assert_true(report.depth < BACKSTOP_DEPTH);
}

static void
test_search_keeps_to_its_node_limit(void **state)
{
	struct rules rules;
	struct board board;
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;

	(void)state;
	assert_non_null(search);
	rules_default(&rules);
	board_start(&board, &rules);
	search_limits_default(&limits);
	limits.nodes = LIMIT_NODES;
	search_run(search, &board, &limits, NULL, &report);
	assert_true(report.nodes <= limits.nodes);
	assert_true(report.depth >= 2);
	search_free(search);
}

static uint16_t
fresh_search_move(const struct board *board, int level, uint64_t seed)
{
	struct search *search = search_new(1);
	struct search_limits limits;
	uint16_t move;

	assert_non_null(search);
	search_limits_default(&limits);
	if (level > 0)
		limits.level = level;
	else
		limits.depth = 6;
	limits.seed = seed;
	move = search_run(search, board, &limits, NULL, NULL);
	search_free(search);
	return move;
}

static void
test_search_same_seed_same_move(void **state)
{
	struct board board =
	    fixture_position("t1t1t2/3t1t1/7/7/7/1a5/1a1aa1a a SE 4");

	(void)state;
	for (int level = 0; level < SEARCH_LEVEL_MASTER; level++)
		for (uint64_t seed = 0; seed < 4; seed++)
			assert_int_equal(fresh_search_move(&board, level, seed),
			    fresh_search_move(&board, level, seed));
}

/* The nodes a depth-6 search of `board` visits. */
static uint64_t
nodes_to_depth_6(struct search *search, const struct board *board)
{
	struct search_limits limits;
	struct search_report report;

	search_limits_default(&limits);
	limits.depth = 6;
	search_run(search, board, &limits, NULL, &report);
	return report.nodes;
}

/*
 * search_clear forgets every search before it: a cleared search visits
 * node for node what a new one does, whether it had searched since it was
 * made or cleared (the table written whole again) or not (the table left
 * as it is, never having been written).  Without the clear, the table's
 * entries save nodes: this test would see a clear that forgot nothing.
 */
static void
test_search_clear_is_a_new_search(void **state)
{
	struct board board =
	    fixture_position("t1t1t2/3t1t1/7/7/7/1a5/1a1aa1a a SE 4");
	struct search *fresh = search_new(1), *search = search_new(1);
	uint64_t nodes;

	(void)state;
	assert_non_null(fresh);
	assert_non_null(search);
	nodes = nodes_to_depth_6(fresh, &board);
	search_clear(search);
	assert_true(nodes_to_depth_6(search, &board) == nodes);
	assert_true(nodes_to_depth_6(search, &board) < nodes);
	search_clear(search);
	assert_true(nodes_to_depth_6(search, &board) == nodes);
	search_clear(search);
	search_clear(search);
	assert_true(nodes_to_depth_6(search, &board) == nodes);
	search_free(fresh);
	search_free(search);
}

static void
test_search_lower_levels_vary_among_equal_moves(void **state)
{
	/* At the start, every level-1 move keeps the material level: all
	 * equal. */
	struct rules rules;
	struct board board;
	uint16_t first;
	bool varied = false;

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	first = fresh_search_move(&board, 1, 0);
	for (uint64_t seed = 1; seed < 20 && !varied; seed++)
		varied = fresh_search_move(&board, 1, seed) != first;
	assert_true(varied);
}

static void
test_search_level_takes_an_eclipse_when_it_can(void **state)
{
	/* Amber can take the lone Teal stone: every level must see it. */
	struct board board = fixture_position("7/7/2a4/7/3t3/7/4t2 a N 1");

	(void)state;
	for (int level = SEARCH_LEVEL_MIN; level < SEARCH_LEVEL_MASTER;
	     level++) {
		struct board after = board;
		struct undo undo;

		board_make(&after, fresh_search_move(&board, level, 7), &undo);
		assert_int_equal(bb_count(undo.eclipsed[COLOUR_TEAL]), 1);
	}
}

/* Threads */

static void
test_search_threads_makes_room_for_1_to_64(void **state)
{
	struct search *search = search_new(0);

	(void)state;
	assert_non_null(search);
	assert_int_equal(search_threads(search, 0), -1);
	assert_int_equal(search_threads(search, SEARCH_THREADS_MAX + 1), -1);
	assert_int_equal(search_threads(search, SEARCH_THREADS_MAX), 0);
	assert_int_equal(search_threads(search, THREADS), 0);
	assert_int_equal(search_threads(search, 1), 0);
	search_free(search);
}

static void
assert_same_report(const struct search_report *a, const struct search_report *b)
{
	assert_int_equal(a->best, b->best);
	assert_int_equal(a->score, b->score);
	assert_int_equal(a->depth, b->depth);
	assert_true(a->nodes == b->nodes);
	assert_int_equal(a->pv_length, b->pv_length);
	assert_memory_equal(a->pv, b->pv,
	    sizeof a->pv[0] * (size_t)a->pv_length);
}

/* `limits` searched from the start by a fresh search with room for
 * `room` threads. */
static void
search_from_start(int room, const struct search_limits *limits,
    struct search_report *report)
{
	struct search *search = search_new(1);
	struct rules rules;
	struct board board;

	assert_non_null(search);
	assert_int_equal(search_threads(search, room), 0);
	rules_default(&rules);
	board_start(&board, &rules);
	search_run(search, &board, limits, NULL, report);
	search_free(search);
}

/*
 * threads=1, with room made for more, is the search of before, node for
 * node; so are the searches that never take threads whatever they ask
 * (a node limit, a level), which must stay the same every time.
 */
static void
test_search_one_thread_and_node_limits_search_of_before(void **state)
{
	struct search_limits limits;
	struct search_report before, now;

	(void)state;
	search_limits_default(&limits);
	limits.depth = SAME_DEPTH;
	search_from_start(1, &limits, &before);
	limits.threads = 1;
	search_from_start(THREADS, &limits, &now);
	assert_same_report(&before, &now);

	search_limits_default(&limits);
	limits.nodes = LIMIT_NODES;
	search_from_start(1, &limits, &before);
	limits.threads = THREADS;
	search_from_start(THREADS, &limits, &now);
	assert_same_report(&before, &now);

	for (int level = SEARCH_LEVEL_MIN; level < SEARCH_LEVEL_MASTER;
	     level++) {
		search_limits_default(&limits);
		limits.level = level;
		limits.seed = 3;
		search_from_start(1, &limits, &before);
		limits.threads = THREADS;
		search_from_start(THREADS, &limits, &now);
		assert_same_report(&before, &now);
	}
}

/* A short forced win, found with threads: the score claims a win, and the
 * move keeps a forced eclipse-out within what the score claims. */
static void
check_threads_find_eclipse_out(const char *text, int plies)
{
	struct board board = fixture_position(text);
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;
	struct undo undo;
	int winner = board.side, claimed;
	uint16_t move;

	assert_non_null(search);
	assert_int_equal(search_threads(search, THREADS), 0);
	search_limits_default(&limits);
	limits.depth = plies + 2;
	limits.threads = THREADS;
	move = search_run(search, &board, &limits, NULL, &report);
	search_free(search);
	assert_true(board_is_legal(&board, move));
	assert_true(report.score >= SEARCH_WIN_MIN);
	claimed = SEARCH_WIN - report.score;
	assert_true(claimed >= plies);		/* none sooner exists */
	assert_true(claimed <= limits.depth);
	board_make(&board, move, &undo);
	assert_true(forces_eclipse_out(&board, winner, claimed - 1));
}

static void
test_search_threads_find_forced_wins(void **state)
{
	(void)state;
	check_threads_find_eclipse_out("7/7/2a4/7/3t3/7/7 a N 1", 1);
	check_threads_find_eclipse_out("7/7/3t3/3t3/2aa3/2a4/7 a SE 12", 3);
	check_threads_find_eclipse_out("7/3tt2/7/3a3/7/3a3/7 a E 11", 5);
}

/* Threads in random positions of every variant: a legal move, its line
 * starting with it, every depth asked for, and the nodes of all threads. */
static void
test_search_threads_play_legal_moves_in_random_positions(void **state)
{
	struct search *search = search_new(1);
	uint64_t random = 7;
	int positions = 0;

	(void)state;
	assert_non_null(search);
	assert_int_equal(search_threads(search, THREADS), 0);
	for (int game = 0; game < THREAD_GAMES; game++) {
		struct rules rules;
		struct board board;

		rules_default(&rules);
		rules.shadow_length =
		    SHADOW_LENGTH_MIN + game % SHADOW_LENGTH_MAX;
		rules.moon = game % 3 == 1;
		rules.hold = game % 3 == 2;
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			struct move_list list;
			struct search_limits limits;
			struct search_report report;
			struct undo undo;
			uint16_t move;

			search_limits_default(&limits);
			limits.depth = THREAD_DEPTH;
			limits.threads = 2 + positions % (THREADS - 1);
			search_clear(search);
			move =
			    search_run(search, &board, &limits, NULL, &report);
			assert_true(board_is_legal(&board, move));
			assert_int_equal(report.pv[0], move);
			assert_true(report.depth >= 1 &&
			    report.depth <= THREAD_DEPTH);
			assert_true(report.nodes > 0);
			positions++;
			board_legal_moves(&board, &list);
			board_make(&board, list.moves[test_random(&random) %
			    (uint32_t)list.count], &undo);
		}
	}
	assert_true(positions >= THREAD_GAMES * 10);
	search_free(search);
}

/* A search on threads stops when the flag goes up (the helpers with it:
 * search_run returns only once they have ended) and a time limit ends it. */
static void
test_search_threads_stop_on_the_flag_and_the_clock(void **state)
{
	struct rules rules;
	struct board board;
	struct search *search = search_new(1);
	struct search_limits limits;
	struct search_report report;
	struct stopper stopper;
	uint16_t move;

	(void)state;
	assert_non_null(search);
	assert_int_equal(search_threads(search, THREADS), 0);
	search_stopped_from_start(search, THREADS, &stopper, &report);

	rules_default(&rules);
	board_start(&board, &rules);
	search_limits_default(&limits);
	limits.depth = BACKSTOP_DEPTH;
	limits.movetime_ms = TINY_MOVETIME_MS;
	limits.threads = THREADS;
	move = search_run(search, &board, &limits, NULL, &report);
	assert_true(board_is_legal(&board, move));
	assert_true(report.depth >= 1 && report.depth < BACKSTOP_DEPTH);
	search_free(search);
}

/*
 * Step 11 leaves moves out: from the start, a search to PRUNED_DEPTH with
 * it visits fewer nodes than without, and finds the same forced wins
 * (check_eclipse_out searches with every feature).
 */
static void
test_search_pruning_leaves_moves_out(void **state)
{
	struct search_limits limits;
	struct search_report pruned, full;

	(void)state;
	search_limits_default(&limits);
	limits.depth = PRUNED_DEPTH;
	search_from_start(1, &limits, &pruned);
	limits.disable = SEARCH_NO_PRUNING;
	search_from_start(1, &limits, &full);
	assert_int_equal(pruned.depth, PRUNED_DEPTH);
	assert_int_equal(full.depth, PRUNED_DEPTH);
	assert_true(pruned.nodes < full.nodes);
}

static void
test_search_bench_signature_is_unchanged(void **state)
{
	struct bench_result result;

	(void)state;
	assert_int_equal(bench_run(BENCH_DEPTH, &result), 0);
	assert_true(result.nodes == BENCH_SIGNATURE);
}

/*
 * Snake games of two-round days, from the second round of the 5x5 board:
 * the search to the end (without the last day's table) gives the brute
 * force's outcome in every position, where the side to move changes and
 * where it does not.
 */
static void
test_search_to_the_end_under_snake_is_the_brute_forces(void **state)
{
	struct search *search = search_new(1);
	uint64_t random = 5;
	int compared = 0, again = 0;

	(void)state;
	assert_non_null(search);
	for (int game = 0; game < SNAKE_GAMES; game++) {
		struct rules rules;
		struct board board;

		rules_default(&rules);
		rules.stones = STONES_MIN;
		rules.day_length = SNAKE_DAY;
		rules.snake = true;
		rules.start_sun = game % COMPASS_POINTS;
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			struct move_list list;
			struct undo undo;
			int side = board.side;

			if (board.round > SNAKE_DAY + 1) {
				assert_int_equal(solved_outcome(search, &board,
				    SEARCH_NO_LAST_DAY), brute_outcome(&board));
				compared++;
			}
			board_legal_moves(&board, &list);
			board_make(&board, list.moves[test_random(&random) %
			    (uint32_t)list.count], &undo);
			again += board.side == side && !board_is_over(&board);
		}
	}
	assert_true(compared >= SNAKE_GAMES);
	assert_true(again >= SNAKE_GAMES);
	search_free(search);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_search_finds_eclipse_out_in_one),
		cmocka_unit_test(test_search_finds_eclipse_out_in_three),
		cmocka_unit_test(test_search_finds_eclipse_out_in_five),
		cmocka_unit_test(test_search_finds_dusk_win),
		cmocka_unit_test(test_search_finds_a_winning_hold),
		cmocka_unit_test(test_search_snake_second_mover_moves_again),
		cmocka_unit_test(
		    test_search_to_the_end_under_snake_is_the_brute_forces),
		cmocka_unit_test(
		    test_search_every_level_plays_legal_in_random_positions),
		cmocka_unit_test(
		    test_search_to_the_end_is_the_same_with_and_without_table),
		cmocka_unit_test(
		    test_search_returns_none_when_the_game_is_over),
		cmocka_unit_test(
		    test_search_raised_stop_flag_still_gives_a_legal_move),
		cmocka_unit_test(
		    test_search_stops_when_another_thread_raises_the_flag),
		cmocka_unit_test(test_search_keeps_to_its_time_limit),
		cmocka_unit_test(test_search_keeps_to_its_node_limit),
		cmocka_unit_test(test_search_same_seed_same_move),
		cmocka_unit_test(test_search_clear_is_a_new_search),
		cmocka_unit_test(
		    test_search_lower_levels_vary_among_equal_moves),
		cmocka_unit_test(
		    test_search_level_takes_an_eclipse_when_it_can),
		cmocka_unit_test(test_search_threads_makes_room_for_1_to_64),
		cmocka_unit_test(
		    test_search_one_thread_and_node_limits_search_of_before),
		cmocka_unit_test(test_search_threads_find_forced_wins),
		cmocka_unit_test(
		    test_search_threads_play_legal_moves_in_random_positions),
		cmocka_unit_test(
		    test_search_threads_stop_on_the_flag_and_the_clock),
		cmocka_unit_test(test_search_pruning_leaves_moves_out),
		cmocka_unit_test(test_search_bench_signature_is_unchanged),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
