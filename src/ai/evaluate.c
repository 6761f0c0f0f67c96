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
#include "ai/evaluate.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WEIGHT_NAME_MAX 16
/* The helpers of evaluate_score are always inlined into it, so that they
 * count with POPCNT in the clone built for it (BB_HOT_POPCNT). */
#define EVALUATE_INLINE inline __attribute__((always_inline))

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
			    strncmp(weight_names[index].name, item, length) ==
				0)
				break;
		if (index == WEIGHT_COUNT || item[length] != ':') {
			snprintf(error, EVALUATE_ERROR_MAX,
			    "'%.*s' is not a weight: write name:value with "
			    "exposed, threat, uphill, ring, doomed or "
			    "dusk_near",
			    WEIGHT_NAME_MAX, item);
			return -1;
		}
		value = strtol(item + length + 1, &end, 10);
		if (end == item + length + 1 || (*end != ',' && *end != '\0') ||
		    value < -EVALUATE_WEIGHT_MAX ||
		    value > EVALUATE_WEIGHT_MAX) {
			snprintf(error, EVALUATE_ERROR_MAX,
			    "weight %s needs a number from %d to %d",
			    weight_names[index].name, -EVALUATE_WEIGHT_MAX,
			    EVALUATE_WEIGHT_MAX);
			return -1;
		}
		*(int *)((char *)&read + weight_names[index].offset) =
		    (int)value;
		item = *end == ',' ? end + 1 : end;
	}
	*weights = read;
	return 0;
}

/* Inline, so that evaluate_position counts with its own instructions. */
static inline int
material(const struct board *board)
{
	int us = board->side;

	return EVALUATE_STONE * (bb_count(board->stones[us]) -
	    bb_count(board->stones[!us]));
}

int
evaluate_material(const struct board *board)
{
	return material(board);
}

/* The empty lit cells one step from `stones`: where they can move.  (A
 * king's step of the whole set: each rank widened east and west, then the
 * widened ranks moved north and south; the guard column catches what
 * crosses an edge.) */
static bitboard
evaluate_reach(bitboard stones, bitboard empty)
{
	bitboard row = (stones | (stones << 1) | (stones >> 1)) & BB_BOARD;

	return (row | (row << BOARD_STRIDE) | (row >> BOARD_STRIDE)) & empty;
}

/*
 * The cells whose file (or rank) number, 0.., has bit `b` set: 7x7's
 * FILES_BIT0 is b d f, FILES_BIT1 c d g, FILES_BIT2 e f g, and FILES_BIT3
 * (i, on 9x9 alone) is empty.  Constant expressions, folded by the
 * compiler.
 */
#define LINE_IF_(b, n, line) \
	((n) < BOARD_SIZE && ((n) >> (b)&1) ? \
		line((n) < BOARD_SIZE ? (n) : 0) : \
		(bitboard)0) /* no shift past the word */
#define FILE_(n) (BB_RANKS_(BOARD_SIZE) << (n))
#define RANK_(n) (((((bitboard)1 << BOARD_SIZE) - 1)) << ((n) * BOARD_STRIDE))
#define LINES_WITH_BIT_(b, line) \
	(LINE_IF_(b, 1, line) | LINE_IF_(b, 2, line) | LINE_IF_(b, 3, line) | \
	LINE_IF_(b, 4, line) | LINE_IF_(b, 5, line) | LINE_IF_(b, 6, line) | \
	LINE_IF_(b, 7, line) | LINE_IF_(b, 8, line))
#define FILES_BIT0 LINES_WITH_BIT_(0, FILE_)
#define FILES_BIT1 LINES_WITH_BIT_(1, FILE_)
#define FILES_BIT2 LINES_WITH_BIT_(2, FILE_)
#define FILES_BIT3 LINES_WITH_BIT_(3, FILE_)
#define RANKS_BIT0 LINES_WITH_BIT_(0, RANK_)
#define RANKS_BIT1 LINES_WITH_BIT_(1, RANK_)
#define RANKS_BIT2 LINES_WITH_BIT_(2, RANK_)
#define RANKS_BIT3 LINES_WITH_BIT_(3, RANK_)

/*
 * The sum of each stone's distance towards the sun at `sun`, measured from
 * the centre so that a stone more or less does not tilt it.  The stones'
 * files add up bit by bit (the stones on files with bit 0 set, plus twice
 * those with bit 1, ...): a few counts, no loop over the stones.
 */
static inline int
evaluate_height(bitboard stones, int sun)
{
	int dx = compass_dx(sun), dy = compass_dy(sun);
	int centre = BOARD_SIZE / 2 * bb_count(stones);
	int files = bb_count(stones & FILES_BIT0) +
	    2 * bb_count(stones & FILES_BIT1) +
	    4 * bb_count(stones & FILES_BIT2) +
	    8 * bb_count(stones & FILES_BIT3);
	int ranks = bb_count(stones & RANKS_BIT0) +
	    2 * bb_count(stones & RANKS_BIT1) +
	    4 * bb_count(stones & RANKS_BIT2) +
	    8 * bb_count(stones & RANKS_BIT3);

	return dx * (files - centre) + dy * (ranks - centre);
}

/* How many of `colour`'s stones on the dusk `ring` cannot get inside in `moves`
 * moves. */
static inline int
evaluate_doomed(const struct board *board, bitboard ring, int colour, int moves)
{
	bitboard inside = board->lit & ~ring;
	bitboard occupied =
	    board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL];
	int on_ring = bb_count(board->stones[colour] & ring);
	int room = bb_count(inside & ~occupied);
	int escapes = moves < room ? moves : room;

	return on_ring > escapes ? on_ring - escapes : 0;
}

/*
 * The shade `colour` could cast at the end of its turn: its stones where
 * they stand or one step on, with the sun at `sun` (and under moon=1 the
 * moon at `moon`, and under mixed=1 the tall stones' longer shadows).
 * `varies` is rules_shade_varies, a constant in each copy of
 * evaluate_score_as.
 */
static EVALUATE_INLINE bitboard
evaluate_shade(const struct board *board, int colour, bitboard empty, int sun,
    int moon, bool varies)
{
	bitboard stones = board->stones[colour];
	bitboard tall = varies ? board->tall[colour] : 0;

	if (tall != 0)
		tall |= evaluate_reach(tall, empty);
	return board_shade_as(varies, &board->rules,
	    stones | evaluate_reach(stones, empty), tall, sun, moon,
	    board->lit);
}

/* The sun's point once this round ends: a sun held this round (hold=1)
 * does not turn. */
static inline int
evaluate_next_sun(const struct board *board)
{
	return (board->sun + !board->held) % COMPASS_POINTS;
}

/*
 * The side to move's stones the enemy could shade at the end of its next
 * turn (the exposed term's): its stones where they stand or one step on,
 * with the sun, and under moon=1 the moon, where they will be then (they
 * move when this turn ends the round).
 */
static EVALUATE_INLINE bitboard
evaluate_exposed_as(const struct board *board, bitboard empty, bool varies)
{
	bool ends_round = board_turn_ends_round(board);
	int their_sun = ends_round ? evaluate_next_sun(board) : board->sun;
	int their_moon = varies && ends_round ? board_next_moon(board) :
	    board->moon;

	return board->stones[board->side] & evaluate_shade(board, !board->side,
	    empty, their_sun, their_moon, varies);
}

bitboard
evaluate_exposed(const struct board *board)
{
	bitboard occupied =
	    board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL];

	return evaluate_exposed_as(board, board->lit & ~occupied,
	    rules_shade_varies(&board->rules));
}

/* evaluate_score's body, for `varies` = rules_shade_varies: a constant, so
 * that the real game's copy has no test of the variants. */
static EVALUATE_INLINE int
evaluate_score_as(const struct board *board,
    const struct evaluate_weights *weights, bool varies)
{
	int us = board->side, them = !us;
	bitboard occupied =
	    board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL];
	bitboard empty = board->lit & ~occupied;
	bool ends_round = board_turn_ends_round(board);
	int next_sun = evaluate_next_sun(board);
	bitboard ours = board->stones[us], theirs = board->stones[them];
	int score = material(board);
	int dusks, rounds;

	if (weights->threat != 0)
		score += weights->threat * bb_count(theirs &
		    evaluate_shade(board, us, empty, board->sun, board->moon,
		    varies));
	score -= weights->exposed * bb_count(evaluate_exposed_as(board, empty,
	    varies));

	score += weights->uphill * (evaluate_height(ours, next_sun) -
	    evaluate_height(theirs, next_sun));

	/* board_rounds_to_dusk and board_dusk_ring, with one division. */
	dusks = board_dusks(board);
	rounds = (dusks + 1) * board->rules.day_length - board->round;
	if (dusks < DUSK_MAX && rounds < weights->dusk_near) {
		bitboard ring = board->lit & ~bb_lit(dusks + 1);

		score -= weights->ring * (bb_count(ours & ring) -
		    bb_count(theirs & ring));
		score -= weights->doomed * (evaluate_doomed(board, ring, us,
		    rounds + 1) - evaluate_doomed(board, ring, them,
		    ends_round ? rounds : rounds + 1));
	}
	return score;
}

/* The variants' copy, apart, so that the real game's keeps its registers
 * (a function built twice is not inlined: clang refuses noinline on one). */
BB_HOT_POPCNT static int
evaluate_score_varied(const struct board *board,
    const struct evaluate_weights *weights)
{
	return evaluate_score_as(board, weights, true);
}

/* evaluate_position's body: static, since a function built twice
 * (BB_HOT_POPCNT) must carry the attribute at every declaration, and a
 * header's would not (clang refuses to link it). */
BB_HOT_POPCNT static int
evaluate_score(const struct board *board,
    const struct evaluate_weights *weights)
{
	if (rules_shade_varies(&board->rules))
		return evaluate_score_varied(board, weights);
	return evaluate_score_as(board, weights, false);
}

int
evaluate_position(const struct board *board,
    const struct evaluate_weights *weights)
{
	return evaluate_score(board, weights);
}
