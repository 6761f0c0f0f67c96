/*
 * The transposition table: what the search learnt about positions it has
 * seen, keyed by the Zobrist hash (board.hash).
 *
 * THE DESIGN
 * A power-of-two array of buckets, each TT_BUCKET_ENTRIES 16-byte entries
 * filling one 64-byte cache line, so that a probe costs one fetch from
 * memory (and tt_prefetch can start it early).  A position may sit in any
 * entry of the bucket its hash's low bits pick; the whole hash is kept to
 * tell positions apart.
 *
 * REPLACEMENT
 * A position already in the bucket is overwritten (keeping its best move
 * if the new search found none).  Otherwise the new result takes an empty
 * entry, or else the one worth least: its depth, less TT_AGE_WEIGHT for
 * each search since it was written (the generation, which tt_new_search
 * advances once a search).  So deep results of the current search survive
 * the flood of shallow ones, and a long game does not fill the table with
 * results of moves long past.
 *
 * SHARED BY THREADS (lazy SMP, search.h)
 * Several searching threads may probe and store at once, with no lock.  An
 * entry is kept as two 64-bit words, each read and written whole (relaxed
 * atomics: plain moves on x86-64, and no data race for the language or a
 * race detector): `data` packs score, move, depth and bound, and `check`
 * is the key XOR data.  Two threads writing one slot at once can leave one
 * thread's check beside the other's data; such a torn slot then fails the
 * probe's test (check ^ data == key) and is a miss, never another
 * position's result.  A false match would need the torn words' XOR to equal
 * the key probed, a 2^-64 chance, like any hash collision.  Whatever it
 * holds, a move from the table is only ever tried if it is in the legal
 * moves generated for the position (the search orders, never plays, it).
 *
 * The hash does not include the variant rules: the search clears the table
 * when they change.  Scores of won games are stored relative to the entry's
 * position (the search adjusts them by ply), so they stay true wherever it
 * recurs.
 */
#ifndef GNOMON_TT_H
#define GNOMON_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum tt_bound { TT_NONE, TT_UPPER, TT_LOWER, TT_EXACT };

enum {
	TT_BUCKET_ENTRIES = 4,
	TT_BOUND_BITS = 2, /* the low bits of bound_age: an enum tt_bound */
	TT_GENERATIONS = 64, /* the rest: the generation, modulo this */
	TT_AGE_WEIGHT = 8 /* plies of depth a search's age is worth */
};

/* An entry as tt_probe hands it out (the table keeps it as a tt_slot). */
struct tt_entry {
	uint64_t	key;
	int32_t		score;
	uint16_t	move;
	uint8_t		depth;
	uint8_t bound_age; /* bound | generation << TT_BOUND_BITS */
};

/* An entry in the table: see SHARED BY THREADS above. */
struct tt_slot {
	_Atomic uint64_t check;		/* key ^ data */
	_Atomic uint64_t data;		/* score, move, depth, bound_age */
};

struct tt {
	void		*memory;	/* as allocated: the slots lie within */
	struct tt_slot	*slots;		/* bucket-aligned */
	size_t		 mask;		/* bucket count - 1 */
	unsigned	 generation;	/* 0 .. TT_GENERATIONS - 1 */
};

/* 0 on success, -1 if the memory cannot be had. */
int	tt_init(struct tt *, size_t megabytes);
/* The bytes tt_init takes for `megabytes` (at most that many megabytes,
 * and at least one bucket). */
size_t	tt_bytes(size_t megabytes);
void	tt_free(struct tt *);
/* tt_clear and tt_new_search only while no thread probes or stores. */
void	tt_clear(struct tt *);
/* A new search begins: older entries age by one. */
void	tt_new_search(struct tt *);

static inline enum tt_bound
tt_entry_bound(const struct tt_entry *entry)
{
	return (enum tt_bound)(entry->bound_age & ((1u << TT_BOUND_BITS) - 1));
}

/*
 * Starts fetching `key`'s bucket into the cache: the search calls it well
 * before a child probes (from the child's hash guessed before its move is
 * made), so that the probe finds it there instead of waiting on memory
 * (the table is far larger than the nearest caches; a probe that waited
 * was a fifth of the search's time).
 */
static inline void
tt_prefetch(const struct tt *tt, uint64_t key)
{
	__builtin_prefetch(&tt->slots[(key & tt->mask) * TT_BUCKET_ENTRIES]);
}

/* Copies the entry for `key` into `found`; false if the table holds none. */
bool	tt_probe(const struct tt *, uint64_t key, struct tt_entry *found);
void	tt_store(struct tt *, uint64_t key, int depth, enum tt_bound bound,
	    int score, uint16_t move);

#endif
