/*
 * Hint analysis: everything the interface shows about a position, worked
 * out by the core so that the interface never decides a rule.
 */
#ifndef GNOMON_HINTS_H
#define GNOMON_HINTS_H

#include <stdint.h>

#include "core/board.h"

/* What one legal move does, for its destination dot. */
enum move_class {
	MOVE_CLASS_QUIET,	/* takes nothing, exposes nothing */
	MOVE_CLASS_GOLD,	/* takes, exposes nothing */
	MOVE_CLASS_ORANGE,	/* takes and exposes */
	MOVE_CLASS_RED		/* exposes, takes nothing */
};

/*
 * One threat a move leaves: a reply of the enemy's and the mover's stones
 * it can take that no threat before it names.
 */
struct hint_threat {
	uint16_t	reply;
	bitboard	stones;
};

/*
 * What one move does, judged against the enemy's single reply (the one that
 * takes the most), not against every reply at once: the opponent makes one
 * move.  Every loss below counts as an exposure for the move's class, so a
 * move that loses a stone for certain, or to dusk, is never quiet or gold.
 */
struct move_hint {
	uint16_t	move;
	bitboard	takes;		/* enemy stones this move eclipses */
	bitboard lost; /* mover's stones it loses at once (instant rule) */
	bitboard spent; /* a hold's stone, taken off to hold the sun */
	/* Mover's stones left in the enemy's shade, which a reply eclipses
	 * unless the enemy moves that shade away. */
	bitboard	doomed;
	bitboard dusk; /* mover's stones the dusk ending this round takes */
	uint16_t reply; /* the reply that eclipses most, or MOVE_NONE */
	bitboard exposed; /* mover's stones that reply eclipses (doomed too) */
	enum move_class	class;
	/*
	 * Every stone of the mover's some reply can take, other than those
	 * lost for certain (doomed, dusk's): each named once, with the reply
	 * that takes the most of those not named yet.  The moved stone, at
	 * its destination, comes first: it is the one the player chooses to
	 * put there.  A newcomer was told "d2d3: takes nothing · f4f3 can
	 * take e2", the one worst reply, and Teal's f4e4 took d3.
	 */
	int		threat_count;
	struct hint_threat threats[STONES_MAX];
};

struct hints {
	/* Each colour's shade now; a cell in both is shaded by both. */
	bitboard	shade[COLOUR_COUNT];
	/* Stones of each colour standing in the other colour's shade now. */
	bitboard	in_enemy_shade[COLOUR_COUNT];
	/* Stones of each colour in the other's shade once the sun turns, if
	 * nothing moves. */
	bitboard	shaded_tomorrow[COLOUR_COUNT];
	/* The shades after the sun turns (what "tomorrow's shadows" shows). */
	bitboard	shade_tomorrow[COLOUR_COUNT];
	int		rounds_to_dusk;	/* as board_rounds_to_dusk() */
	bitboard	dusk_ring;	/* lit cells the next dusk darkens */
	bitboard	on_dusk_ring[COLOUR_COUNT];
	/*
	 * The side to move's stones that an enemy move could eclipse at the
	 * end of the enemy's next turn if they stay where they stand: judged
	 * on the board after this turn as if it moved nothing (its eclipse,
	 * and the sun's turn and dusk if it ends the round, made as
	 * board_make makes them), the enemy then to move.
	 *
	 * Of those, reach_standing already stand in the enemy's shade on that
	 * board (the sun's turn brings it over them, say): every enemy move
	 * that leaves that shade where it is takes them, so no one move is
	 * what takes them; and reach_whatever, of these, are taken by every
	 * enemy move, lost whatever the enemy plays.  A newcomer read "Amber
	 * can take it with a1b1", the first of Amber's moves, as if a1b1 were
	 * the capture, of a stone the sun's turn had put in d6's shadow.
	 *
	 * reach_reply[cell] is, for each other stone of in_reach, the first
	 * of the enemy's legal moves that eclipses it, a step that brings a
	 * shade onto it; MOVE_NONE for reach_standing and every other cell.
	 */
	bitboard	in_reach;
	bitboard	reach_standing;
	bitboard	reach_whatever;
	uint16_t	reach_reply[CELL_LIMIT];
	int		move_count;
	struct move_hint moves[MAX_MOVES];
};

/* The class of a move that takes `takes` and exposes `exposed`. */
enum move_class hints_classify(bitboard takes, bitboard exposed);

/* Analyses one legal move of the side to move. */
void	hints_move(const struct board *, uint16_t move, struct move_hint *hint);

/* The mover's stones a move gives up, at once, for certain, to dusk or to
 * the worst reply (a hold's spent stone aside); 0 when it leaves nothing
 * exposed. */
bitboard hints_given_up(const struct move_hint *hint);

/* Analyses the position and every legal move. */
void	hints_analyse(const struct board *, struct hints *hints);

#endif
