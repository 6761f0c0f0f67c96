/*
 * tt.c owns the transposition table of tt.h: buckets, depth-preferred
 * replacement with aging, and slots that threads share without a lock.
 */
#include "ai/tt.h"

#include <stdlib.h>
#include <string.h>

#define TT_MEGABYTE ((size_t)1 << 20)
#define TT_BUCKET_BYTES (TT_BUCKET_ENTRIES * sizeof(struct tt_slot))

/* Where each field of an entry lies in a slot's data word. */
enum {
	TT_SCORE_SHIFT = 0,
	TT_MOVE_SHIFT = 32,
	TT_DEPTH_SHIFT = 48,
	TT_BOUND_AGE_SHIFT = 56
};
#define TT_SCORE_MASK UINT64_C(0xFFFFFFFF)
#define TT_MOVE_MASK UINT64_C(0xFFFF)
#define TT_BYTE_MASK UINT64_C(0xFF)

/* The largest power of two of buckets that fits; at least one bucket. */
static size_t
tt_buckets(size_t megabytes)
{
	size_t count = 1;

	while (count * 2 * TT_BUCKET_BYTES <= megabytes * TT_MEGABYTE)
		count *= 2;
	return count;
}

size_t
tt_bytes(size_t megabytes)
{
	return tt_buckets(megabytes) * TT_BUCKET_BYTES;
}

int
tt_init(struct tt *tt, size_t megabytes)
{
	size_t bytes = tt_bytes(megabytes), past_line;

	/*
	 * Zeroed by calloc, not written whole: a large calloc is fresh pages
	 * that the system zeroes as they are first touched, so the table
	 * costs only the pages a search reaches (writing all of a 4 MB table
	 * was two thirds of the time a game took to start: 13 of 21 ms, in
	 * page faults).  A bucket is one cache line: the slots begin on a
	 * bucket's boundary, so that a probe touches only its line.
	 */
	tt->memory = calloc(1, bytes + TT_BUCKET_BYTES - 1);
	if (tt->memory == NULL)
		return -1;
	past_line = (uintptr_t)tt->memory % TT_BUCKET_BYTES;
	tt->slots = (void *)((char *)tt->memory +
	    (past_line == 0 ? 0 : TT_BUCKET_BYTES - past_line));
	tt->mask = tt_buckets(megabytes) - 1;
	tt->generation = 0;
	return 0;
}

void
tt_free(struct tt *tt)
{
	free(tt->memory);
	tt->memory = NULL;
	tt->slots = NULL;
}

void
tt_clear(struct tt *tt)
{
	/* No thread is searching (tt.h), so plain writes are safe; all-zero
	   words are an empty slot (bound TT_NONE). */
	memset(tt->slots, 0, (tt->mask + 1) * TT_BUCKET_BYTES);
	tt->generation = 0;
}

void
tt_new_search(struct tt *tt)
{
	tt->generation = (tt->generation + 1) % TT_GENERATIONS;
}

/* Reads a slot whole: both words, and the key they vouch for. */
static inline struct tt_entry
tt_slot_read(const struct tt_slot *slot)
{
	uint64_t data = atomic_load_explicit(&slot->data, memory_order_relaxed);
	uint64_t check =
	    atomic_load_explicit(&slot->check, memory_order_relaxed);
	struct tt_entry entry;

	entry.key = check ^ data;
	entry.score =
	    (int32_t)(uint32_t)((data >> TT_SCORE_SHIFT) & TT_SCORE_MASK);
	entry.move = (uint16_t)((data >> TT_MOVE_SHIFT) & TT_MOVE_MASK);
	entry.depth = (uint8_t)((data >> TT_DEPTH_SHIFT) & TT_BYTE_MASK);
	entry.bound_age =
	    (uint8_t)((data >> TT_BOUND_AGE_SHIFT) & TT_BYTE_MASK);
	return entry;
}

static inline void
tt_slot_write(struct tt_slot *slot, const struct tt_entry *entry)
{
	uint64_t data = (uint64_t)(uint32_t)entry->score << TT_SCORE_SHIFT |
	    (uint64_t)entry->move << TT_MOVE_SHIFT |
	    (uint64_t)entry->depth << TT_DEPTH_SHIFT |
	    (uint64_t)entry->bound_age << TT_BOUND_AGE_SHIFT;

	atomic_store_explicit(&slot->data, data, memory_order_relaxed);
	atomic_store_explicit(&slot->check, entry->key ^ data,
	    memory_order_relaxed);
}

bool
tt_probe(const struct tt *tt, uint64_t key, struct tt_entry *found)
{
	const struct tt_slot *bucket =
	    &tt->slots[(key & tt->mask) * TT_BUCKET_ENTRIES];

	for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
		struct tt_entry entry = tt_slot_read(&bucket[i]);

		if (entry.key == key && tt_entry_bound(&entry) != TT_NONE) {
			*found = entry;
			return true;
		}
	}
	return false;
}

/* What an entry is worth keeping: its depth, less its age. */
static int
tt_worth(const struct tt *tt, uint64_t data)
{
	unsigned bound_age =
	    (unsigned)((data >> TT_BOUND_AGE_SHIFT) & TT_BYTE_MASK);
	unsigned written = bound_age >> TT_BOUND_BITS;
	unsigned age =
	    (tt->generation + TT_GENERATIONS - written) % TT_GENERATIONS;

	return (int)((data >> TT_DEPTH_SHIFT) & TT_BYTE_MASK) -
	    TT_AGE_WEIGHT * (int)age;
}

static bool
tt_data_empty(uint64_t data)
{
	return ((data >> TT_BOUND_AGE_SHIFT) & ((1u << TT_BOUND_BITS) - 1)) ==
	    TT_NONE;
}

void
tt_store(struct tt *tt, uint64_t key, int depth, enum tt_bound bound,
    int score, uint16_t move)
{
	struct tt_slot *bucket =
	    &tt->slots[(key & tt->mask) * TT_BUCKET_ENTRIES];
	uint64_t data[TT_BUCKET_ENTRIES];
	struct tt_entry stored;
	int chosen = -1;

	/* The slots' words, each read once (another thread may write them). */
	for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
		data[i] =
		    atomic_load_explicit(&bucket[i].data, memory_order_relaxed);
		if (chosen < 0 && !tt_data_empty(data[i]) &&
		    (atomic_load_explicit(&bucket[i].check,
		    memory_order_relaxed) ^ data[i]) == key)
			chosen = i;
	}
	/* Keep the old best move when the new search found none. */
	if (chosen >= 0 && move == 0)
		move =
		    (uint16_t)((data[chosen] >> TT_MOVE_SHIFT) & TT_MOVE_MASK);
	if (chosen < 0) {
		chosen = 0;
		for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
			if (tt_data_empty(data[i])) {
				chosen = i;
				break;
			}
			if (tt_worth(tt, data[i]) < tt_worth(tt, data[chosen]))
				chosen = i;
		}
	}
	stored.key = key;
	stored.score = score;
	stored.move = move;
	stored.depth = (uint8_t)depth;
	stored.bound_age = (uint8_t)((unsigned)bound |
	    tt->generation << TT_BOUND_BITS);
	tt_slot_write(&bucket[chosen], &stored);
}
