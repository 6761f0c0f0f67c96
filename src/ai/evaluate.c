/*
 * evaluate.c owns the static evaluations of evaluate.h.
 *
 * HOW evaluate_position SEES A POSITION (side to move = "us")
 * - Material: a stone is EVALUATE_STONE.
 * - Threat: enemy stones in the shadows we could cast at the end of this
 *   turn (our stones where they stand or one step on), with the sun where it
 *   is now.  The search's quiescence plays the real captures; this term
 *   tells quiet positions apart.
 * - Exposed: our stones in the shadows the enemy could cast at the end of
 *   its next turn, with the sun where it will be then (it turns when this
 *   turn ends the round).
 * - Uphill: the sun turns after every round, and a stone shades what lies
 *   away from the sun; so stones further towards the next sun than the
 *   enemy's are the ones that will do the shading.
 * - The dusk ring: when dusk is near, stones on the ring it will darken must
 *   step inside, one move a round for each side; a stone that cannot get in
 *   before dusk is as good as lost.
 */
#include "evaluate.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WEIGHT_NAME_MAX 16

const struct evaluate_weights evaluate_default_weights = {
	.exposed = 30,
	.threat = 0,	/* self-play: no gain over quiescence's real captures */
	.uphill = 2,
	.ring = 10,
	.doomed = 90,
	.dusk_near = 3,
};

static const struct {
	const char *name;
	size_t offset;
} weight_names[] = {
	{ "exposed", offsetof(struct evaluate_weights, exposed) },
	{ "threat", offsetof(struct evaluate_weights, threat) },
	{ "uphill", offsetof(struct evaluate_weights, uphill) },
	{ "ring", offsetof(struct evaluate_weights, ring) },
	{ "doomed", offsetof(struct evaluate_weights, doomed) },
	{ "dusk_near", offsetof(struct evaluate_weights, dusk_near) },
};
#define WEIGHT_COUNT (sizeof weight_names / sizeof weight_names[0])

int
evaluate_weights_parse(const char *text, struct evaluate_weights *weights,
    char *error)
{
	struct evaluate_weights read = *weights;
	const char *item = text;

	while (*item != '\0') {
		size_t length = strcspn(item, ":");
		size_t index;
		char *end;
		long value;

		for (index = 0; index < WEIGHT_COUNT; index++)
			if (strlen(weight_names[index].name) == length &&
			    strncmp(weight_names[index].name, item, length) == 0)
				break;
		if (index == WEIGHT_COUNT || item[length] != ':') {
			snprintf(error, EVALUATE_ERROR_MAX,
			    "'%.*s' is not a weight: write name:value with exposed, threat, uphill, ring, doomed or dusk_near",
			    WEIGHT_NAME_MAX, item);
			return -1;
		}
		value = strtol(item + length + 1, &end, 10);
		if (end == item + length + 1 || (*end != ',' && *end != '\0') ||
		    value < -EVALUATE_WEIGHT_MAX || value > EVALUATE_WEIGHT_MAX) {
			snprintf(error, EVALUATE_ERROR_MAX,
			    "weight %s needs a number from %d to %d",
			    weight_names[index].name, -EVALUATE_WEIGHT_MAX,
			    EVALUATE_WEIGHT_MAX);
			return -1;
		}
		*(int *)((char *)&read + weight_names[index].offset) = (int)value;
		item = *end == ',' ? end + 1 : end;
	}
	*weights = read;
	return 0;
}

int
evaluate_material(const struct board *board)
{
	int us = board->side;

	return EVALUATE_STONE * (bb_count(board->stones[us]) -
	    bb_count(board->stones[!us]));
}

/* The empty lit cells one step from `stones`: where they can move. */
static uint64_t
evaluate_reach(uint64_t stones, uint64_t empty)
{
	uint64_t reach = 0;

	for (int point = 0; point < COMPASS_POINTS; point++)
		reach |= bb_step(stones, point);
	return reach & empty;
}

/*
 * The sum of each stone's distance towards the sun at `sun`, measured from
 * the centre so that a stone more or less does not tilt it.
 */
static int
evaluate_height(uint64_t stones, int sun)
{
	int dx = compass_dx(sun), dy = compass_dy(sun);
	int centre = BOARD_SIZE / 2;
	int height = 0;

	while (stones != 0) {
		int cell = bb_pop(&stones);

		height += dx * (cell_file(cell) - centre) +
		    dy * (cell_rank(cell) - centre);
	}
	return height;
}

/* How many of `colour`'s stones on the dusk ring cannot get inside in `moves` moves. */
static int
evaluate_doomed(const struct board *board, int colour, int moves)
{
	uint64_t ring = board_dusk_ring(board);
	uint64_t inside = board->lit & ~ring;
	uint64_t occupied = board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL];
	int on_ring = bb_count(board->stones[colour] & ring);
	int room = bb_count(inside & ~occupied);
	int escapes = moves < room ? moves : room;

	return on_ring > escapes ? on_ring - escapes : 0;
}

int
evaluate_position(const struct board *board, const struct evaluate_weights *weights)
{
	int us = board->side, them = !us;
	int length = board->rules.shadow_length;
	uint64_t occupied = board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL];
	uint64_t empty = board->lit & ~occupied;
	bool ends_round = board_turn_ends_round(board);
	int next_sun = (board->sun + 1) % COMPASS_POINTS;
	int their_sun = ends_round ? next_sun : board->sun;
	uint64_t ours = board->stones[us], theirs = board->stones[them];
	uint64_t our_shade, their_shade;
	int score = evaluate_material(board);

	if (weights->threat != 0) {
		our_shade = shadow_mask(ours | evaluate_reach(ours, empty),
		    board->sun, length, board->lit);
		score += weights->threat * bb_count(theirs & our_shade);
	}
	their_shade = shadow_mask(theirs | evaluate_reach(theirs, empty),
	    their_sun, length, board->lit);
	score -= weights->exposed * bb_count(ours & their_shade);

	score += weights->uphill * (evaluate_height(ours, next_sun) -
	    evaluate_height(theirs, next_sun));

	if (board_dusks(board) < DUSK_MAX &&
	    board_rounds_to_dusk(board) < weights->dusk_near) {
		uint64_t ring = board_dusk_ring(board);
		int rounds = board_rounds_to_dusk(board);

		score -= weights->ring * (bb_count(ours & ring) -
		    bb_count(theirs & ring));
		score -= weights->doomed * (evaluate_doomed(board, us, rounds + 1) -
		    evaluate_doomed(board, them, ends_round ? rounds : rounds + 1));
	}
	return score;
}
