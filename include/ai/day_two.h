/*
 * The exact tables of the second day: every position of the 5x5 board,
 * after the first dusk, with at most K stones a side, valued win, draw or
 * loss for the side to move by best play to the end of the game, for the
 * full search (search.h) and the lab to read instead of searching.
 *
 * THE MODEL
 * A position of the second day is its ply in the day, 0 .. 2 * day_length
 * - 1, and Amber's and Teal's cells among the 25 lit ones.  Without hold=1
 * the sun turns one point a round and the moon (moon=1) one point every
 * second round, so both follow from the ply once the rules are known: a
 * table is built for a key, the rules (the start sun among them) and K,
 * and answers only positions that fit it (the sun and moon where the rules
 * put them at that ply, no held sun).  Under hold=1 and mixed=1 a position
 * is more than its cells and ply, and on the 9x9 board the second day is
 * not the day before the last: no table is made for those (day_two_fits).
 *
 * THE INDEX
 * A layer is one ply: for each count of Amber's stones a (1..K), then of
 * Teal's b (1..K), a block of C(25, a) * C(25 - a, b) entries, the entry
 * rank(Amber's cells) * C(25 - a, b) + rank(Teal's cells among the 25 - a
 * Amber leaves empty), a rank being the combinatorial (colex) rank of a
 * set of cells, sum of C(cell_i, i), from a table of binomials.  At K = 4 a
 * layer is 120 M entries and 16 plies 1.9 G; positions with no stone of a
 * side are finished games and have no entry.
 *
 * A VALUE
 * is two bits: DAY_TWO_BITS_WIN, _DRAW or _LOSS for the side to move, 0
 * for an entry not built.  Four entries a byte, the first in the low bits.
 *
 * BUILDING
 * Layer by layer from the day's last ply down: an entry's moves are the
 * core's (board_legal_moves, board_make; forced passes too); a finished
 * game is valued by board_result, a move that ends the day goes through
 * dusk into the last day and is valued by its table (last_day.h), any
 * other by the next ply's layer, which holds it since stones never come
 * back.  day_two_build fills a range of a layer, so that a command can
 * checkpoint and resume it (gnomon-lab(6), `lab tables`).
 *
 * MEMORY
 * day_two_new allocates the table's index and a last day's table; the
 * layers are the caller's (day_two_attach), read from files or being
 * built.  Probing and building allocate nothing.
 */
#ifndef GNOMON_DAY_TWO_H
#define GNOMON_DAY_TWO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

enum {
	DAY_TWO_CELLS = 25, /* the 5x5 board: b2..f6 */
	DAY_TWO_STONES_MIN = 1, /* K's range */
	DAY_TWO_STONES_MAX = 5,
	DAY_TWO_PLIES_MAX = DAY_MAX * TURNS_PER_ROUND,
	DAY_TWO_PER_BYTE = 4, /* entries, two bits each */
	DAY_TWO_BITS_LOSS = 1, /* an entry's two bits */
	DAY_TWO_BITS_DRAW = 2,
	DAY_TWO_BITS_WIN = 3
};

/* day_two_value's answer, for the side to move. */
enum day_two_value {
	DAY_TWO_LOSS = -1,
	DAY_TWO_DRAW = 0,
	DAY_TWO_WIN = 1,
	DAY_TWO_MISS = 2 /* not in the table */
};

/* Why day_two_value missed: what day_two_why says to a player. */
enum day_two_miss {
	DAY_TWO_HELD, /* none: the table holds it */
	DAY_TWO_NOT_DAY_TWO, /* before the first dusk or after the second */
	DAY_TWO_OTHER_RULES,
	DAY_TWO_OTHER_SKY, /* the sun or moon not where the rules put them */
	DAY_TWO_TOO_MANY, /* more than K stones of a side */
	DAY_TWO_OVER, /* a finished game */
	DAY_TWO_NOT_LOADED /* the layer of its ply is not attached */
};

/* What a table is for: the rules and K, and where they put the sun and
 * moon at the day's first turn. */
struct day_two_key {
	struct rules	rules;	/* pie=0: the pie changes no move */
	int		stones;	/* K */
	int		sun, moon;
	int		plies;	/* 2 * day_length */
};

struct day_two;

/* What building has cost: entries built and moves made. */
struct day_two_cost {
	uint64_t	entries;
	uint64_t	moves;
};

/* Whether a table can be made for `rules`: not hold=1, mixed=1 or 9x9. */
bool	day_two_fits(const struct rules *);

/* The key of the table of `rules` (which fit) with at most `stones` a
 * side. */
void	day_two_key_make(struct day_two_key *, const struct rules *rules,
	    int stones);

/* A layer's entries and bytes for K = `stones`. */
uint64_t day_two_layer_entries(int stones);
size_t	day_two_layer_bytes(int stones);

/* NULL if the memory cannot be had.  No layer is attached. */
struct day_two *day_two_new(const struct day_two_key *);
void	day_two_free(struct day_two *);
const struct day_two_key *day_two_key(const struct day_two *);

/* Lends the table layer `ply` (day_two_layer_bytes), or NULL to take it
 * back. */
void	day_two_attach(struct day_two *, int ply, const uint8_t *layer);

/* Whether `rules` are the table's (the pie aside). */
bool	day_two_rules_match(const struct day_two *, const struct rules *);

/*
 * The value of `board`, whose rules are the table's, for the side to
 * move, or DAY_TWO_MISS, and why (`why` may be NULL).
 */
enum day_two_value day_two_value(const struct day_two *,
	    const struct board *board, enum day_two_miss *why);

/* The ply of the second day `board` is at, or -1. */
int	day_two_ply(const struct day_two *, const struct board *board);

/* The position of entry `entry` of layer `ply`. */
void	day_two_board(const struct day_two *, int ply, uint64_t entry,
	    struct board *board);

/* The entry of `board`, a position the table holds (day_two_value). */
uint64_t day_two_entry(const struct day_two *, const struct board *board);

/* An entry's two bits in a layer. */
static inline int
day_two_bits(const uint8_t *layer, uint64_t entry)
{
	return layer[entry / DAY_TWO_PER_BYTE] >>
	    (entry % DAY_TWO_PER_BYTE * 2) & 3;
}

/*
 * Builds entries [from, to) of layer `ply` into `layer`, which must hold 0
 * in their bits; the layer of ply + 1 must be attached (unless `ply` is the
 * day's last).  `from` and `to` are multiples of DAY_TWO_PER_BYTE (or `to`
 * the layer's end), so that ranges share no byte.  Adds its work to `cost`.
 */
void	day_two_build(struct day_two *, int ply, uint8_t *layer,
	    uint64_t from, uint64_t to, struct day_two_cost *cost);

#endif
