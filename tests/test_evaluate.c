/*
 * The static evaluations (evaluate.h): material, the dusk ring, exposed
 * stones, the colours treated alike, and reading weights.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/evaluate.h"
#include "core/notation.h"
#include "support/fixture.h"

static void
test_evaluate_material_counts_stones_for_the_side_to_move(void **state)
{
	struct board amber = fixture_position("7/3t3/7/7/7/7/a1a1a2 a N 3");
	struct board teal = fixture_position("7/3t3/7/7/7/7/a1a1a2 t N 3");

	(void)state;
	assert_int_equal(evaluate_material(&amber), 2 * EVALUATE_STONE);
	assert_int_equal(evaluate_material(&teal), -2 * EVALUATE_STONE);
}

static void
test_evaluate_stones_that_dusk_will_take_count_as_lost(void **state)
{
	/* Dusk falls at the end of round 8: two stones on the ring, one
	 * move. */
	struct board ring = fixture_position("7/3t3/7/7/7/7/a5a a N 8");
	struct board inside = fixture_position("7/3t3/7/7/7/1a3a1/7 a N 8");
	const struct evaluate_weights *weights = &evaluate_default_weights;

	(void)state;
	assert_true(evaluate_position(&inside, weights) -
	    evaluate_position(&ring, weights) >= weights->doomed);
}

static void
test_evaluate_dusk_far_off_leaves_the_ring_alone(void **state)
{
	/* The same stones in round 2: the ring does not matter yet. */
	struct board ring = fixture_position("7/3t3/7/7/7/7/a5a a N 2");
	struct board inside = fixture_position("7/3t3/7/7/7/1a3a1/7 a N 2");
	const struct evaluate_weights *weights = &evaluate_default_weights;

	(void)state;
	assert_true(evaluate_position(&inside, weights) -
	    evaluate_position(&ring, weights) < weights->ring);
}

static void
test_evaluate_stone_in_reach_of_enemy_shadow_is_a_weakness(void **state)
{
	/* Sun N: shadows fall south. Teal on d6 can step to d5 and shade d3. */
	struct board exposed = fixture_position("7/3t3/7/7/3a3/7/7 a N 3");
	struct board safe = fixture_position("7/3t3/7/7/7/7/a6 a N 3");
	struct evaluate_weights weights = evaluate_default_weights;

	(void)state;
	weights.uphill = 0;
	assert_true(evaluate_position(&exposed, &weights) <=
	    evaluate_position(&safe, &weights) - weights.exposed);
}

/* hold=1: with the sun held, Amber's next turn has it still in the north,
 * where d5 stepped to d4 shades d3 and d2: Teal's d2 is in reach.  Were the
 * sun to turn to NE, every shadow Amber could cast falls south-west, wide
 * of d2. */
/*
 * evaluate_exposed: the side to move's stones within a step of an enemy
 * shadow at the end of the enemy's next turn, with the sun where it will
 * be then.  Sun N, Amber first in the round: Teal moves under the same
 * sun, and from d6 it steps to d5 (shading d4 and d3) or to e6 (e5 and
 * e4), never reaching a1.  With Teal to move second the sun has turned to
 * NE when Amber's next turn ends: shadows fall south-west.
 */
static void
test_evaluate_exposed_stones_are_those_a_step_can_shade(void **state)
{
	struct board amber = fixture_position("7/3t3/7/4a2/3a3/7/a6 a N 3");
	struct board teal = fixture_position("7/3t3/7/7/3a3/7/7 t N 3");
	uint64_t d3 = bb_cell(cell_at(3, 2)), e4 = bb_cell(cell_at(4, 3));

	(void)state;
	assert_true(evaluate_exposed(&amber) == (d3 | e4));
	/* Teal's own stones: Amber on d3 steps north-east to e4 at most,
	   which shades d3 and c2 under the north-east sun, never d6. */
	assert_true(evaluate_exposed(&teal) == 0);
}

static void
test_evaluate_a_held_sun_is_the_next_turns_sun(void **state)
{
	struct board held, turning;
	struct evaluate_weights weights = evaluate_default_weights;

	(void)state;
	weights.uphill = 0;
	fixture_board(&held, "7/7/3a3/7/7/3t3/a6 t N= 3", "hold=1");
	fixture_board(&turning, "7/7/3a3/7/7/3t3/a6 t N 3", "hold=1");
	assert_true(evaluate_position(&held, &weights) <
	    evaluate_position(&turning, &weights));
}

static void
test_evaluate_colours_are_treated_alike(void **state)
{
	/*
	 * The board turned half round with the colours swapped and the sun
	 * turned too; in snake order Teal moves first in round 10 as Amber
	 * does in round 9, so each side is first to move in its round.
	 */
	struct rules snake;
	struct board amber, teal;
	char error[NOTATION_ERROR_MAX];

	(void)state;
	rules_default(&snake);
	snake.snake = true;
	assert_int_equal(notation_read_position("7/1t3t1/7/1ta4/7/5a1/7 a N 9",
	    &snake, &amber, error), 0);
	assert_int_equal(notation_read_position("7/1t5/7/4ta1/7/1a3a1/7 t S 10",
	    &snake, &teal, error), 0);
	assert_int_equal(evaluate_position(&amber, &evaluate_default_weights),
	    evaluate_position(&teal, &evaluate_default_weights));
}

static void
test_evaluate_weights_are_read_by_name(void **state)
{
	struct evaluate_weights weights = evaluate_default_weights;
	char error[EVALUATE_ERROR_MAX];

	(void)state;
	assert_int_equal(evaluate_weights_parse("exposed:7,ring:-3", &weights,
	    error), 0);
	assert_int_equal(weights.exposed, 7);
	assert_int_equal(weights.ring, -3);
	assert_int_equal(weights.doomed, evaluate_default_weights.doomed);
	assert_int_equal(evaluate_weights_parse("exposed:1,colour:2", &weights,
	    error), -1);
	assert_int_equal(weights.exposed, 7);
	assert_int_equal(evaluate_weights_parse("ring:x", &weights, error), -1);
	assert_int_equal(evaluate_weights_parse("ring:99999", &weights, error),
	    -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_evaluate_material_counts_stones_for_the_side_to_move),
		cmocka_unit_test(
		    test_evaluate_stones_that_dusk_will_take_count_as_lost),
		cmocka_unit_test(
		    test_evaluate_dusk_far_off_leaves_the_ring_alone),
		cmocka_unit_test(
		    test_evaluate_stone_in_reach_of_enemy_shadow_is_a_weakness),
		cmocka_unit_test(
		    test_evaluate_exposed_stones_are_those_a_step_can_shade),
		cmocka_unit_test(test_evaluate_colours_are_treated_alike),
		cmocka_unit_test(
		    test_evaluate_a_held_sun_is_the_next_turns_sun),
		cmocka_unit_test(test_evaluate_weights_are_read_by_name),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
