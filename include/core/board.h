/*
 * The rules of Gnomon (gnomon(6), RULES): a position, its legal moves,
 * making and unmaking a move, shadows, eclipse, the sun's turn, dusk and the
 * result.  Pure computation: no I/O, no allocation, no global state.
 *
 * A move is a uint16_t: the from-cell in its low MOVE_CELL_BITS bits, the
 * to-cell in the next MOVE_CELL_BITS (7x7: bits 0..5 and 6..11; 9x9, whose
 * cells run to 88 and CELL_NONE is 127: bits 0..6 and 7..13).  MOVE_PASS
 * (from = to = CELL_NONE) is the forced pass; MOVE_NONE
 * (a1 to a1) is never legal and marks "no move".
 */
#ifndef GNOMON_BOARD_H
#define GNOMON_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "core/bitboard.h"
#include "core/rules.h"

enum colour { COLOUR_AMBER, COLOUR_TEAL, COLOUR_COUNT };

enum result { RESULT_NONE, RESULT_AMBER, RESULT_TEAL, RESULT_DRAW };

enum {
	TURNS_PER_ROUND = 2,
	MAX_PLIES = DUSK_MAX * DAY_MAX * TURNS_PER_ROUND,
	/* every step of every stone, and under hold=1 a hold of each */
	MAX_MOVES = STONES_MAX * (COMPASS_POINTS + 1),
	MOON_NONE = -1, /* board.moon when the game has no moon */
	MOON_ROUNDS = 2, /* moon=1: the moon moves after every second round */
	TALL_EXTRA =
	    1 /* mixed=1: a tall stone's shadows are this much longer */
};

#if GNOMON_BOARD_SIZE == 7
#define MOVE_CELL_BITS 6
#else
#define MOVE_CELL_BITS 7
#endif
#define MOVE_CELL_MASK ((1 << MOVE_CELL_BITS) - 1)
#define MOVE_NONE ((uint16_t)0)
#define MOVE_PASS ((uint16_t)(CELL_NONE | CELL_NONE << MOVE_CELL_BITS))

struct board {
	bitboard	stones[COLOUR_COUNT];
	bitboard
	    tall[COLOUR_COUNT]; /* mixed=1: the tall ones of stones; else 0 */
	bitboard	lit;		/* bb_lit(dusks so far) */
	uint64_t hash; /* Zobrist: stones, side, sun, round, moon, tall */
	struct rules	rules;
	int		side;		/* colour to move */
	int		sun;		/* compass point */
	int moon; /* moon=1: its compass point; else MOON_NONE */
	int		round;		/* 1 .. DUSK_MAX * day_length + 1 */
	/* hold=1: this round's first mover held the sun, so it will not
	 * move when the round ends; only ever true with the second to move. */
	bool		held;
};

/* What board_make needs to undo a move, and what the move did.  `tall` and
 * `moon` are set only when rules_shade_varies. */
struct undo {
	bitboard	stones[COLOUR_COUNT];
	bitboard	tall[COLOUR_COUNT];
	bitboard	lit;
	uint64_t	hash;
	int		side, sun, moon, round;
	bool		held;
	bitboard
	    eclipsed[COLOUR_COUNT]; /* stones each colour lost to eclipse */
	bitboard darkened[COLOUR_COUNT]; /* stones each colour lost at dusk */
	bool		sun_turned;
	bool sun_held; /* the round ended and a hold kept the sun */
	bool		dusk_fell;
};

struct move_list {
	int		count;
	uint16_t	moves[MAX_MOVES];
};

static inline uint16_t
move_make(int from, int to)
{
	return (uint16_t)(from | to << MOVE_CELL_BITS);
}

/* A hold: the stone on `cell` taken off to hold the sun. */
static inline uint16_t
move_hold(int cell)
{
	return move_make(cell, CELL_NONE);
}

static inline int
move_from(uint16_t move)
{
	return move & MOVE_CELL_MASK;
}

static inline int
move_to(uint16_t move)
{
	return move >> MOVE_CELL_BITS & MOVE_CELL_MASK;
}

static inline bool
move_is_hold(uint16_t move)
{
	return move_to(move) == CELL_NONE && move_from(move) != CELL_NONE;
}

/* The start position of a game played by `rules` (which must pass
 * rules_check). */
void	board_start(struct board *, const struct rules *);

/*
 * The questions below are inline: the search asks them at every node.
 */

/* The colour that moves first in `round`. */
static inline int
board_first_mover(const struct board *board, int round)
{
	return board->rules.snake && round % 2 == 0 ? COLOUR_TEAL :
						      COLOUR_AMBER;
}

/* The dusks fallen so far. */
static inline int
board_dusks(const struct board *board)
{
	int dusks = (board->round - 1) / board->rules.day_length;

	return dusks < DUSK_MAX ? dusks : DUSK_MAX;
}

/* Rounds after this one before dusk falls: 0 means at the end of this round,
 * -1 that no dusk is to come (the last has fallen). */
static inline int
board_rounds_to_dusk(const struct board *board)
{
	int dusks = board_dusks(board);

	if (dusks >= DUSK_MAX)
		return -1;
	return (dusks + 1) * board->rules.day_length - board->round;
}

/* The lit cells that the next dusk will darken. */
static inline bitboard
board_dusk_ring(const struct board *board)
{
	int dusks = board_dusks(board);

	if (dusks >= DUSK_MAX)
		return 0;
	return board->lit & ~bb_lit(dusks + 1);
}

/* True when the side to move is the second to move in this round. */
static inline bool
board_turn_ends_round(const struct board *board)
{
	return board->side != board_first_mover(board, board->round);
}

/* The cells shaded by `colour`'s stones with the sun at `sun` (and the
 * moon where it is). */
bitboard board_shadows(const struct board *, int colour, int sun);
/*
 * The cells shaded by a set of stones: the core's shadow geometry.  A
 * shadow runs away from the sun.  The lit board is a square, so once a
 * shadow leaves it, it never comes back: masking each step by `lit` (a part
 * of BB_BOARD) cuts it at the lit edge, exactly as the rules say; and since
 * each step is masked, it may rotate (bb_rotated) rather than shift.  Inline,
 * with the direction's shift found once: it runs for every move the search
 * makes and every position it scores.
 */
static inline bitboard
shadow_mask(bitboard stones, int sun, int length, bitboard lit)
{
	int shift = bb_shift((sun + COMPASS_POINTS / 2) % COMPASS_POINTS);
	bitboard shade = 0;

	for (int step = 0; step < length; step++) {
		stones = bb_rotated(stones, shift) & lit;
		shade |= stones;
	}
	return shade;
}

/* board_shade's work when a variant changes the shadows (moon=1, mixed=1). */
bitboard board_shade_variant(const struct rules *, bitboard stones,
	    bitboard tall, int sun, int moon, bitboard lit);

/*
 * board_shade for a caller that has asked rules_shade_varies once: the
 * search and the evaluation pass a constant, so that the real game's copy
 * of their code is the real game's alone, with no test of the variants.
 */
static inline bitboard
board_shade_as(bool varies, const struct rules *rules, bitboard stones,
    bitboard tall, int sun, int moon, bitboard lit)
{
	if (varies)
		return board_shade_variant(rules, stones, tall, sun, moon, lit);
	return shadow_mask(stones, sun, rules->shadow_length, lit);
}

/*
 * The rules' one shade: the cells shaded by `stones`, of which `tall` (a
 * subset; 0 without mixed=1) are tall, with the sun at `sun` and, under
 * moon=1, the moon at `moon`, on the lit cells `lit` (gnomon(6), Variants).
 * Eclipse, the hints and the search all ask it.  Under the real rules it is
 * shadow_mask after one test of the variant flags.
 */
static inline bitboard
board_shade(const struct rules *rules, bitboard stones, bitboard tall,
    int sun, int moon, bitboard lit)
{
	return board_shade_as(rules_shade_varies(rules), rules, stones, tall,
	    sun, moon, lit);
}

/* The moon's point once this round ends: under moon=1 it moves one point
 * anticlockwise after every second round; without a moon, MOON_NONE. */
static inline int
board_next_moon(const struct board *board)
{
	if (!board->rules.moon || board->round % MOON_ROUNDS != 0)
		return board->moon;
	return (board->moon + COMPASS_POINTS - 1) % COMPASS_POINTS;
}

static inline bool
board_is_over(const struct board *board)
{
	return board->stones[COLOUR_AMBER] == 0 ||
	    board->stones[COLOUR_TEAL] == 0 ||
	    board->round > rules_last_round(&board->rules);
}
enum result board_result(const struct board *);

/* A result for `colour`: 1 won, -1 lost, 0 drawn (or not over). */
static inline int
board_result_sign(enum result result, int colour)
{
	if (result != RESULT_AMBER && result != RESULT_TEAL)
		return 0;
	return (result == RESULT_AMBER) == (colour == COLOUR_AMBER) ? 1 : -1;
}

/* Fills `list` with the legal moves: none when the game is over, a lone
 * MOVE_PASS when the side to move is stuck.  Returns the count. */
int	board_legal_moves(const struct board *, struct move_list *list);
bool	board_is_legal(const struct board *, uint16_t move);

/*
 * Why a move is not legal: the first part of the rule it breaks (gnomon(6),
 * Turns and rounds), the parts checked in this order.  A code, not words:
 * the core writes no sentences; notation_refusal (notation.h) says it to a
 * player.
 */
enum board_refusal {
	BOARD_REFUSAL_NONE,		/* the move is legal */
	BOARD_REFUSAL_OVER,		/* the game is over */
	BOARD_REFUSAL_PASS,		/* a pass, and a stone can move */
	BOARD_REFUSAL_NOT_A_MOVE,	/* off the board, or from == to */
	BOARD_REFUSAL_HOLD_OFF,		/* a hold, but not under hold=1 */
	BOARD_REFUSAL_FROM_DARK,	/* the stone's cell is dark */
	BOARD_REFUSAL_FROM_EMPTY,	/* no stone on the cell moved from */
	BOARD_REFUSAL_NOT_OURS,		/* from: not the side to move's */
	BOARD_REFUSAL_HOLD_LAST,	/* a hold of one's last stone */
	BOARD_REFUSAL_NOT_A_STEP,	/* to: not a neighbour of from */
	BOARD_REFUSAL_TO_DARK,		/* the cell moved to is dark */
	BOARD_REFUSAL_TO_TAKEN,		/* the cell moved to has a stone */
	BOARD_REFUSAL_OTHER		/* no part broken, yet not legal */
};
/* Why `move` is not legal here; BOARD_REFUSAL_NONE for a legal one. */
enum board_refusal board_refusal(const struct board *, uint16_t move);
/* A colour's name as the players read it: "Amber" or "Teal". */
const char *colour_name(int colour);

/* Plays a legal move: the move, eclipse, and at the end of a round the sun's
 * turn and any dusk.  `undo` receives what board_unmake needs. */
void	board_make(struct board *, uint16_t move, struct undo *undo);
void	board_unmake(struct board *, const struct undo *undo);

/* The hash recomputed from scratch; board.hash must always equal it. */
uint64_t board_compute_hash(const struct board *);

/* Checks every invariant of a position; NULL if sound, else what is broken. */
const char *board_check(const struct board *);

#endif
