/*
 * The transposition table: what the search learnt about positions it has
 * seen, keyed by the Zobrist hash (board.hash).
 *
 * THE DESIGN
 * A power-of-two array of 16-byte entries; a position's slot is its hash's
 * low bits, and the whole hash is kept to tell positions apart.  One entry a
 * slot, always replaced: searches here are short and iterative deepening
 * refills what matters, so nothing cleverer paid for itself.  The hash does
 * not include the variant rules: the search clears the table when they
 * change.  Scores of won games are stored relative to the entry's position
 * (the search adjusts them by ply), so they stay true wherever it recurs.
 */
#ifndef GNOMON_TT_H
#define GNOMON_TT_H

#include <stddef.h>
#include <stdint.h>

enum tt_bound { TT_NONE, TT_UPPER, TT_LOWER, TT_EXACT };

struct tt_entry {
	uint64_t	key;
	int32_t		score;
	uint16_t	move;
	uint8_t		depth;
	uint8_t		bound;
};

struct tt {
	struct tt_entry	*entries;
	size_t		 mask;		/* entry count - 1 */
};

/* 0 on success, -1 if the memory cannot be had. */
int	tt_init(struct tt *, size_t megabytes);
/* The bytes tt_init takes for `megabytes` (at most that many megabytes). */
size_t	tt_bytes(size_t megabytes);
void	tt_free(struct tt *);
void	tt_clear(struct tt *);

/*
 * Starts fetching `key`'s slot into the cache: the search calls it as soon
 * as a move is made, so that the child's probe a few hundred instructions
 * later finds the slot there instead of waiting on memory (the table is
 * far larger than the caches, and a probe was a quarter of the search's
 * time).
 */
static inline void
tt_prefetch(const struct tt *tt, uint64_t key)
{
	__builtin_prefetch(&tt->entries[key & tt->mask]);
}

/* The entry for `key`, or NULL if the table holds none. */
const struct tt_entry *tt_probe(const struct tt *, uint64_t key);
void	tt_store(struct tt *, uint64_t key, int depth, enum tt_bound bound,
	    int score, uint16_t move);

#endif
