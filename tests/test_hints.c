/*
 * The hint analysis (hints.h) on hand-made positions: each colour's shade and
 * where they overlap, threatened stones both ways, tomorrow's shadows, what
 * every legal move takes and exposes and its class, and the dusk warnings.
 * Every expected set was worked out by hand from the rules of gnomon(6).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "core/board.h"
#include "core/hints.h"
#include "core/notation.h"
#include "support/fixture.h"

#define RING_7X7 \
	"a1 b1 c1 d1 e1 f1 g1 a2 g2 a3 g3 a4 g4 a5 g5 a6 g6 a7 b7 c7 d7 e7 " \
	"f7 g7"
#define RING_5X5 "b2 c2 d2 e2 f2 b3 f3 b4 f4 b5 f5 b6 c6 d6 e6 f6"
#define RING_3X3 "c3 d3 e3 c4 e4 c5 d5 e5"

/* What one move is expected to do. */
struct expected_move {
	const char *move, *takes, *exposed;
	enum move_class class;
};

/* The hint of `move` among the analysed moves; fails the test if it is
 * missing. */
static const struct move_hint *
find_hint(const struct hints *hints, const char *move)
{
	uint16_t wanted = fixture_move(move);

	for (int i = 0; i < hints->move_count; i++)
		if (hints->moves[i].move == wanted)
			return &hints->moves[i];
	fail_msg("no hint for move %s", move);
	return NULL;
}

/* Checks every legal move against `expected`, which must list them all. */
static void
assert_moves(const struct board *board, const struct expected_move *expected,
    size_t count)
{
	struct hints hints;
	struct move_hint single;

	hints_analyse(board, &hints);
	assert_int_equal(hints.move_count, (int)count);
	for (size_t i = 0; i < count; i++) {
		const struct move_hint *hint =
		    find_hint(&hints, expected[i].move);

		assert_cells(hint->takes, expected[i].takes);
		assert_cells(hint->exposed, expected[i].exposed);
		if (hint->class != expected[i].class)
			fail_msg("move %s: class %d, expected %d",
			    expected[i].move, hint->class, expected[i].class);
		/* hints_move on its own says the same as the whole analysis. */
		hints_move(board, hint->move, &single);
		assert_int_equal(single.move, hint->move);
		assert_true(single.takes == hint->takes);
		assert_true(single.exposed == hint->exposed);
		assert_true(single.lost == hint->lost);
		assert_true(single.doomed == hint->doomed);
		assert_true(single.dusk == hint->dusk);
		assert_int_equal(single.reply, hint->reply);
		assert_int_equal(single.class, hint->class);
	}
}

static void
test_hints_classify_gold_orange_red_quiet(void **state)
{
	uint64_t some = fixture_cells("d4");

	(void)state;
	assert_int_equal(hints_classify(some, 0), MOVE_CLASS_GOLD);
	assert_int_equal(hints_classify(some, some), MOVE_CLASS_ORANGE);
	assert_int_equal(hints_classify(0, some), MOVE_CLASS_RED);
	assert_int_equal(hints_classify(0, 0), MOVE_CLASS_QUIET);
}

static void
test_hints_shade_per_colour_and_overlap(void **state)
{
	struct board board;
	struct hints hints;

	(void)state;
	/* Amber d5 a1 c5, Teal d6 g7 d3 b3, sun N, length 2. */
	fixture_board(&board, "6t/3t3/2aa3/7/1t1t3/7/a6 a N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.shade[COLOUR_AMBER], "d4 d3 c4 c3");
	assert_cells(hints.shade[COLOUR_TEAL], "d5 d4 g6 g5 d2 d1 b2 b1");
	assert_cells(hints.shade[COLOUR_AMBER] & hints.shade[COLOUR_TEAL],
	    "d4");
}

static void
test_hints_threatened_stones_both_ways(void **state)
{
	struct board board;
	struct hints hints;

	(void)state;
	fixture_board(&board, "6t/3t3/2aa3/7/1t1t3/7/a6 a N 1", "");
	hints_analyse(&board, &hints);
	/* Amber d5 stands in Teal d6's shadow; Teal d3 in Amber d5's. */
	assert_cells(hints.in_enemy_shade[COLOUR_AMBER], "d5");
	assert_cells(hints.in_enemy_shade[COLOUR_TEAL], "d3");
	/* The same position with Teal to move: what stands where is
	 * unchanged. */
	fixture_board(&board, "6t/3t3/2aa3/7/1t1t3/7/a6 t N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.in_enemy_shade[COLOUR_AMBER], "d5");
	assert_cells(hints.in_enemy_shade[COLOUR_TEAL], "d3");
}

static void
test_hints_stones_shaded_tomorrow(void **state)
{
	struct board board;
	struct hints hints;

	(void)state;
	/* Tomorrow the sun is NE: shadows run south-west. */
	fixture_board(&board, "6t/3t3/2aa3/7/1t1t3/7/a6 a N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.shade_tomorrow[COLOUR_AMBER], "c4 b3 b4 a3");
	assert_cells(hints.shade_tomorrow[COLOUR_TEAL], "c5 b4 f6 e5 c2 b1 a2");
	assert_cells(hints.shaded_tomorrow[COLOUR_AMBER], "c5");
	assert_cells(hints.shaded_tomorrow[COLOUR_TEAL], "b3");
}

static void
test_hints_tomorrow_is_the_smaller_board_when_dusk_falls(void **state)
{
	struct board board;
	struct hints hints;

	(void)state;
	/*
	 * Amber e5 a2 b3, Teal g7 c4.  Tomorrow (sun NE) g7 would shade f6 e5
	 * and c4 would shade b3 a2.  In round 7 all of that stands.
	 */
	fixture_board(&board, "6t/7/4a2/2t4/1a5/a6/7 a N 7", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.shade_tomorrow[COLOUR_TEAL], "f6 e5 b3 a2");
	assert_cells(hints.shaded_tomorrow[COLOUR_AMBER], "e5 a2 b3");
	/* In round 8 dusk falls first: g7 and a2 are gone, a2 is dark. */
	fixture_board(&board, "6t/7/4a2/2t4/1a5/a6/7 a N 8", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.shade_tomorrow[COLOUR_TEAL], "b3");
	assert_cells(hints.shaded_tomorrow[COLOUR_AMBER], "b3");
	assert_cells(hints.on_dusk_ring[COLOUR_AMBER], "a2");
	assert_cells(hints.on_dusk_ring[COLOUR_TEAL], "g7");
}

static void
test_hints_each_move_class_with_takes_and_exposed(void **state)
{
	/*
	 * Amber d4 against Teal c2 e7 b7, sun N, Amber to move: Teal answers
	 * in the same round, under the same sun.  Amber's stone is exposed on
	 * X when some Teal reply leaves a Teal stone one or two cells above X.
	 */
	static const struct expected_move moves[] = {
		{ "d4c3", "c2", "", MOVE_CLASS_GOLD }, /* c3 shades c2 c1 */
		{ "d4c4", "c2", "c4",
		    MOVE_CLASS_ORANGE }, /* b7-c6 shades c5 c4 */
		{ "d4c5", "", "c5", MOVE_CLASS_RED }, /* b7-c6 or c7 */
		{ "d4d3", "", "", MOVE_CLASS_QUIET },
		{ "d4d5", "", "d5", MOVE_CLASS_RED }, /* e7-d6 or d7 */
		{ "d4e3", "", "", MOVE_CLASS_QUIET },
		{ "d4e4", "", "e4", MOVE_CLASS_RED }, /* e7-e6 */
		{ "d4e5", "", "e5", MOVE_CLASS_RED }, /* e7 where it is */
	};
	struct board board;

	(void)state;
	fixture_board(&board, "1t2t2/7/7/3a3/7/2t4/7 a N 1", "");
	assert_moves(&board, moves, sizeof moves / sizeof moves[0]);
}

static void
test_hints_exposure_is_judged_with_tomorrows_sun(void **state)
{
	/*
	 * Teal d4 a7 against Amber f5 a1, sun N, Teal to move: Teal's move ends
	 * the round, so Amber answers with the sun at NE (shadows run south-
	 * west).  A Teal stone on X is exposed when an Amber stone can stand
	 * one or two steps north-east of it.  Under the sun as it is now (N),
	 * c3, c4, d3 and d5 would be safe: the hint must not judge them so.
	 */
	static const struct expected_move moves[] = {
		{ "d4c3", "", "c3", MOVE_CLASS_RED }, /* f5-e5 */
		{ "d4c4", "", "c4", MOVE_CLASS_RED }, /* f5-e6 */
		{ "d4c5", "", "",
		    MOVE_CLASS_QUIET }, /* d6 and e7 are out of reach */
		{ "d4d3", "", "d3",
		    MOVE_CLASS_RED }, /* f5 where it is, or f5-e4 */
		{ "d4d5", "", "d5", MOVE_CLASS_RED }, /* f5-e6 */
		{ "d4e3", "", "e3", MOVE_CLASS_RED }, /* f5-f4 or g5 */
		{ "d4e4", "", "e4", MOVE_CLASS_RED }, /* f5 where it is */
		{ "d4e5", "", "e5", MOVE_CLASS_RED }, /* f5-f6 */
		{ "a7a6", "", "d4", MOVE_CLASS_RED }, /* d4 stays: f5-e5 */
		{ "a7b6", "", "d4", MOVE_CLASS_RED },
		{ "a7b7", "", "d4", MOVE_CLASS_RED },
	};
	struct board board;

	(void)state;
	fixture_board(&board, "t6/7/5a1/3t3/7/7/a6 t N 1", "");
	assert_moves(&board, moves, sizeof moves / sizeof moves[0]);
}

static void
test_hints_instant_rule_tells_own_losses_apart(void **state)
{
	/*
	 * Under mover=0 Amber e7-d7 eclipses Teal d6 and loses b6 and d4 to
	 * Teal's shadows at once; nothing Teal can do then reaches d7.  The
	 * losses are told as losses, not as exposure, and make it orange.
	 */
	static const struct expected_move moves[] = {
		{ "e7d7", "d6", "", MOVE_CLASS_ORANGE },
	};
	struct board board;
	struct hints hints;
	const struct move_hint *hint;

	(void)state;
	fixture_board(&board, "1t2a2/1a1t3/7/3a3/7/7/6t a N 1", "mover=0");
	hints_analyse(&board, &hints);
	hint = find_hint(&hints, moves[0].move);
	assert_cells(hint->takes, moves[0].takes);
	assert_cells(hint->exposed, moves[0].exposed);
	assert_cells(hint->lost, "b6 d4");
	assert_int_equal(hint->class, moves[0].class);
}

static void
test_hints_worst_single_reply_not_the_union(void **state)
{
	/*
	 * Amber b4 f4 d1, Teal b7 f7, sun N: Teal b7b6 would take b4 and
	 * f7f6 would take f4, but Teal makes one move.  After d1d2 the hint
	 * names one reply and the one stone it takes, never both stones.
	 */
	struct board board, reply;
	struct undo undo;
	const struct move_hint *hint;
	struct hints hints;

	(void)state;
	fixture_board(&board, "1t3t1/7/7/1a3a1/7/7/3a3 a N 1", "");
	hints_analyse(&board, &hints);
	hint = find_hint(&hints, "d1d2");
	assert_int_equal(bb_count(hint->exposed), 1);
	assert_true(hint->doomed == 0 && hint->dusk == 0);
	assert_int_equal(hint->class, MOVE_CLASS_RED);
	/* The reply named really takes what the hint says it takes. */
	reply = board;
	board_make(&reply, hint->move, &undo);
	assert_true(board_is_legal(&reply, hint->reply));
	board_make(&reply, hint->reply, &undo);
	assert_true(undo.eclipsed[COLOUR_AMBER] == hint->exposed);
}

/*
 * A newcomer was told "d2d3: takes nothing · f4f3 can take e2" and Teal's
 * f4e4 took d3.  Amber d2 e2 f5, Teal a7 f4, sun NE (shadows fall
 * south-west): after d2d3, Teal f4e4 shades d3 and f4f3 shades e2.  The
 * threats name both, the moved stone's first, each with a reply that
 * takes it.
 */
static void
test_hints_every_threat_the_moved_stone_first(void **state)
{
	const struct move_hint *hint;
	struct board board, reply;
	struct undo undo;
	struct hints hints;

	(void)state;
	fixture_board(&board, "t6/7/5a1/5t1/7/3aa2/7 a NE 3", "");
	hints_analyse(&board, &hints);
	hint = find_hint(&hints, "d2d3");
	assert_int_equal(hint->threat_count, 2);
	assert_int_equal(hint->threats[0].reply, fixture_move("f4e4"));
	assert_cells(hint->threats[0].stones, "d3");
	assert_cells(hint->threats[1].stones, "e2");
	/* Every reply named is legal and takes the stones named with it. */
	for (int i = 0; i < hint->threat_count; i++) {
		reply = board;
		board_make(&reply, hint->move, &undo);
		assert_true(board_is_legal(&reply, hint->threats[i].reply));
		board_make(&reply, hint->threats[i].reply, &undo);
		assert_true((undo.eclipsed[COLOUR_AMBER] &
		    hint->threats[i].stones) == hint->threats[i].stones);
	}
	/* A move that leaves nothing exposed has no threat. */
	fixture_board(&board, "t6/7/7/7/7/7/3a3 a N 1", "");
	hints_analyse(&board, &hints);
	assert_int_equal(find_hint(&hints, "d1d2")->threat_count, 0);
}

static void
test_hints_stone_left_in_a_shade_is_doomed(void **state)
{
	const struct move_hint *hint;
	struct board board;
	struct hints hints;

	(void)state;
	/* Amber c4d4 steps under Teal d5's shade: any a7 move takes d4. */
	fixture_board(&board, "t6/7/3t3/2a4/7/7/7 a N 1", "");
	hints_analyse(&board, &hints);
	hint = find_hint(&hints, "c4d4");
	assert_cells(hint->doomed, "d4");
	assert_cells(hint->exposed, "d4");
	assert_int_equal(hint->class, MOVE_CLASS_RED);
	/* c4c5 is only threatened: d5 must step to c6 or c7 for it. */
	hint = find_hint(&hints, "c4c5");
	assert_cells(hint->doomed, "");
	assert_cells(hint->exposed, "c5");
	/* A lone caster that must move can still keep its shade on d4. */
	fixture_board(&board, "7/7/3t3/2a4/7/7/7 a N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(find_hint(&hints, "c4d4")->doomed, "d4");
}

static void
test_hints_dusk_ending_this_round_is_a_loss(void **state)
{
	const struct move_hint *hint;
	struct board board;
	struct hints hints;

	(void)state;
	/* Amber moves first in round 8: Teal's reply ends it, and dusk
	 * falls. */
	fixture_board(&board, "t6/7/7/7/7/1a5/7 a N 8", "");
	hints_analyse(&board, &hints);
	hint = find_hint(&hints, "b2b1");
	assert_cells(hint->dusk, "b1");
	assert_int_equal(hint->class, MOVE_CLASS_RED);
	hint = find_hint(&hints, "b2c3");
	assert_cells(hint->dusk, "");
	assert_int_equal(hint->class, MOVE_CLASS_QUIET);
	/* Teal's own move ends round 8: its dusk has fallen in the move. */
	fixture_board(&board, "t6/7/7/7/7/1a5/7 t N 8", "");
	hints_analyse(&board, &hints);
	hint = find_hint(&hints, "a7a6");
	assert_cells(hint->dusk, "a6");
	assert_int_equal(hint->class, MOVE_CLASS_RED);
	hint = find_hint(&hints, "a7b6");
	assert_cells(hint->dusk, "");
	assert_int_equal(hint->class, MOVE_CLASS_QUIET);
}

/* The number of the one cell named. */
static int
cell_named(const char *name)
{
	uint64_t cells = fixture_cells(name);

	return bb_pop(&cells);
}

/* The side to move's stones one enemy move could take if they stay: a
 * step that brings a shade onto them, named; none for a stone no step
 * reaches. */
static void
test_hints_stones_within_one_enemy_move(void **state)
{
	struct board board, reply;
	struct hints hints;
	struct undo undo;

	(void)state;
	/* Sun N: Teal d7d6 shades d5 and d4, where Amber's d4 stands; no
	 * Teal step shades b1. */
	fixture_board(&board, "3t3/7/7/3a3/7/7/1a5 a N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.in_reach, "d4");
	assert_int_equal(hints.reach_reply[cell_named("d4")],
	    fixture_move("d7d6"));
	assert_int_equal(hints.reach_reply[cell_named("b1")], MOVE_NONE);
	/* The reply named takes it, if d4 stays (b1b2 moves another stone). */
	reply = board;
	fixture_play(&reply, "b1b2", &undo);
	fixture_play(&reply, "d7d6", &undo);
	assert_cells(undo.eclipsed[COLOUR_AMBER], "d4");
}

/* Judged after the side to move's turn as the rules end it: a stone its
 * own eclipse takes casts nothing, and a turn that ends the round turns
 * the sun first. */
static void
test_hints_reach_after_the_turn_ends(void **state)
{
	struct hints hints;
	struct board board;

	(void)state;
	/* Teal c2 could step to b2 and shade b1, but Amber's c3 eclipses
	 * c2 when Amber's turn ends. */
	fixture_board(&board, "6t/7/7/7/2a4/2t4/1a5 a N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.in_reach, "");
	/* Teal ends round 1: under the next sun, NE, Amber's f6 shades e5
	 * and d4, where Teal's d4 stands, without a step (the dashed ring's
	 * stone); no Amber stone shades b7 under N or NE. */
	fixture_board(&board, "1t5/5a1/7/3t3/7/7/7 t N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.shaded_tomorrow[COLOUR_TEAL], "d4");
	assert_cells(hints.in_reach, "d4");
	/* The same with the colours changed and Amber to move, first in
	 * the round: the sun stays N for Teal's reply, under which no step
	 * of f6's shades d4, though the sun's turn after it will. */
	fixture_board(&board, "1a5/5t1/7/3a3/7/7/7 a N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.shaded_tomorrow[COLOUR_AMBER], "d4");
	assert_cells(hints.in_reach, "");
}

/*
 * A stone the sun's turn puts in an enemy shade is taken by any reply that
 * leaves that shade there: no one move is named for it (a newcomer read
 * the first of Amber's moves, a1b1, as the capture), and it is lost
 * whatever the enemy plays when no reply moves every shade off it.
 */
static void
test_hints_reach_names_no_move_for_a_standing_shade(void **state)
{
	struct hints hints;
	struct board board;

	(void)state;
	/* Lesson 4 after its answer: Teal to move ends round 1, and under
	 * the next sun, NE, Amber's d6 shades c5 and b4.  A step of d6's
	 * takes the shade away: lost unless Amber moves it. */
	fixture_board(&board, "6t/3a3/7/1t5/3a3/7/a6 t N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.in_reach, "b4");
	assert_cells(hints.reach_standing, "b4");
	assert_cells(hints.reach_whatever, "");
	assert_int_equal(hints.reach_reply[cell_named("b4")], MOVE_NONE);
	/* Two Amber stones shade b4 under NE, c5 and d6: no one step takes
	 * both shades away. */
	fixture_board(&board, "6t/3a3/2a4/1t5/7/7/7 t N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.reach_standing, "b4");
	assert_cells(hints.reach_whatever, "b4");
	assert_int_equal(hints.reach_reply[cell_named("b4")], MOVE_NONE);
	/* A stone only a step can shade keeps its move: b5c5 (sun N,
	 * Amber's reply in the same round). */
	fixture_board(&board, "6t/7/1a5/1t5/7/7/7 t N 1", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.in_reach, "b4");
	assert_cells(hints.reach_standing, "");
	assert_int_not_equal(hints.reach_reply[cell_named("b4")], MOVE_NONE);
}

static void
test_hints_moves_follow_the_legal_moves(void **state)
{
	struct rules rules;
	struct board board;
	struct hints hints;
	struct move_list list;

	(void)state;
	rules_default(&rules);
	board_start(&board, &rules);
	hints_analyse(&board, &hints);
	board_legal_moves(&board, &list);
	assert_int_equal(hints.move_count, list.count);
	for (int i = 0; i < list.count; i++) {
		assert_int_equal(hints.moves[i].move, list.moves[i]);
		/* Nothing can reach anything from the start. */
		assert_int_equal(hints.moves[i].class, MOVE_CLASS_QUIET);
	}
	/* A stuck side's only hint is the pass; a finished game has none. */
	fixture_board(&board, "ta5/aa5/7/7/7/7/4a2 t N 1", "");
	hints_analyse(&board, &hints);
	assert_int_equal(hints.move_count, 1);
	assert_int_equal(hints.moves[0].move, MOVE_PASS);
	assert_cells(hints.moves[0].takes, "a6");
	fixture_board(&board, "7/7/7/3a3/7/7/7 t N 5", "");
	hints_analyse(&board, &hints);
	assert_int_equal(hints.move_count, 0);
}

static void
test_hints_rounds_to_dusk_and_the_dusk_ring(void **state)
{
	static const struct {
		const char *position, *options;
		int rounds_to_dusk;
		const char *ring, *amber_on_ring, *teal_on_ring;
	} cases[] = {
		{ "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1", "", 7, RING_7X7,
		  "b1 c1 d1 e1 f1", "b7 c7 d7 e7 f7" },
		{ "6t/7/4a2/2t4/1a5/a6/7 t N 7", "", 1, RING_7X7, "a2", "g7" },
		{ "6t/7/4a2/2t4/1a5/a6/7 a N 8", "", 0, RING_7X7, "a2", "g7" },
		{ "7/5t1/7/3a3/7/7/7 a N 9", "", 7, RING_5X5, "", "f6" },
		{ "7/5t1/7/3a3/7/7/7 t N 16", "", 0, RING_5X5, "", "f6" },
		{ "7/7/4t2/3a3/7/7/7 a N 17", "", 7, RING_3X3, "", "e5" },
		{ "7/7/4t2/3a3/7/7/7 a N 24", "", 0, RING_3X3, "", "e5" },
		{ "7/7/4t2/3a3/7/7/7 a N 5", "day=3", 1, RING_5X5, "", "" },
		{ "7/7/5t1/3a3/7/7/7 a N 6", "day=3", 0, RING_5X5, "", "f5" },
		{ "7/7/7/3a3/2t4/7/7 a N 7", "day=3", 2, RING_3X3, "", "c3" },
		{ "7/7/7/3a3/2t4/7/7 a N 1", "day=1", 0, RING_7X7, "", "" },
	};
	struct board board;
	struct hints hints;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fixture_board(&board, cases[i].position, cases[i].options);
		hints_analyse(&board, &hints);
		assert_int_equal(hints.rounds_to_dusk, cases[i].rounds_to_dusk);
		assert_int_equal(board_rounds_to_dusk(&board),
		    cases[i].rounds_to_dusk);
		assert_cells(hints.dusk_ring, cases[i].ring);
		assert_cells(board_dusk_ring(&board), cases[i].ring);
		assert_cells(hints.on_dusk_ring[COLOUR_AMBER],
		    cases[i].amber_on_ring);
		assert_cells(hints.on_dusk_ring[COLOUR_TEAL],
		    cases[i].teal_on_ring);
	}
	/* After the last dusk nothing is left to darken. */
	fixture_board(&board, "7/7/7/3a3/7/7/7 a N 25", "");
	hints_analyse(&board, &hints);
	assert_cells(hints.dusk_ring, "");
	assert_int_equal(hints.rounds_to_dusk, -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hints_classify_gold_orange_red_quiet),
		cmocka_unit_test(test_hints_shade_per_colour_and_overlap),
		cmocka_unit_test(test_hints_threatened_stones_both_ways),
		cmocka_unit_test(test_hints_stones_shaded_tomorrow),
		cmocka_unit_test(
		    test_hints_tomorrow_is_the_smaller_board_when_dusk_falls),
		cmocka_unit_test(
		    test_hints_each_move_class_with_takes_and_exposed),
		cmocka_unit_test(
		    test_hints_exposure_is_judged_with_tomorrows_sun),
		cmocka_unit_test(
		    test_hints_instant_rule_tells_own_losses_apart),
		cmocka_unit_test(test_hints_worst_single_reply_not_the_union),
		cmocka_unit_test(
		    test_hints_every_threat_the_moved_stone_first),
		cmocka_unit_test(test_hints_stone_left_in_a_shade_is_doomed),
		cmocka_unit_test(test_hints_dusk_ending_this_round_is_a_loss),
		cmocka_unit_test(test_hints_stones_within_one_enemy_move),
		cmocka_unit_test(test_hints_reach_after_the_turn_ends),
		cmocka_unit_test(
		    test_hints_reach_names_no_move_for_a_standing_shade),
		cmocka_unit_test(test_hints_moves_follow_the_legal_moves),
		cmocka_unit_test(test_hints_rounds_to_dusk_and_the_dusk_ring),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
