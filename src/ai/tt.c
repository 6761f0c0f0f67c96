/*
 * tt.c owns the transposition table of tt.h: buckets, depth-preferred
 * replacement with aging.
 */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

#define TT_MEGABYTE ((size_t)1 << 20)
#define TT_BUCKET_BYTES (TT_BUCKET_ENTRIES * sizeof(struct tt_entry))

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
	size_t bytes = tt_bytes(megabytes);

	/* A bucket is one cache line: aligned, a probe touches only it. */
	tt->entries = aligned_alloc(TT_BUCKET_BYTES, bytes);
	if (tt->entries == NULL)
		return -1;
	tt->mask = tt_buckets(megabytes) - 1;
	tt_clear(tt);
	return 0;
}

void
tt_free(struct tt *tt)
{
	free(tt->entries);
	tt->entries = NULL;
}

void
tt_clear(struct tt *tt)
{
	memset(tt->entries, 0, (tt->mask + 1) * TT_BUCKET_BYTES);
	tt->generation = 0;
}

void
tt_new_search(struct tt *tt)
{
	tt->generation = (tt->generation + 1) % TT_GENERATIONS;
}

const struct tt_entry *
tt_probe(const struct tt *tt, uint64_t key)
{
	const struct tt_entry *bucket =
	    &tt->entries[(key & tt->mask) * TT_BUCKET_ENTRIES];

	for (int i = 0; i < TT_BUCKET_ENTRIES; i++)
		if (bucket[i].key == key && tt_entry_bound(&bucket[i]) != TT_NONE)
			return &bucket[i];
	return NULL;
}

/* What an entry is worth keeping: its depth, less its age. */
static int
tt_worth(const struct tt *tt, const struct tt_entry *entry)
{
	unsigned written = entry->bound_age >> TT_BOUND_BITS;
	unsigned age = (tt->generation + TT_GENERATIONS - written) % TT_GENERATIONS;

	return entry->depth - TT_AGE_WEIGHT * (int)age;
}

void
tt_store(struct tt *tt, uint64_t key, int depth, enum tt_bound bound,
    int score, uint16_t move)
{
	struct tt_entry *bucket = &tt->entries[(key & tt->mask) * TT_BUCKET_ENTRIES];
	struct tt_entry *entry = NULL;

	for (int i = 0; i < TT_BUCKET_ENTRIES; i++)
		if (bucket[i].key == key && tt_entry_bound(&bucket[i]) != TT_NONE) {
			entry = &bucket[i];
			/* Keep the old best move when the new search found none. */
			if (move == 0)
				move = entry->move;
			break;
		}
	if (entry == NULL) {
		entry = &bucket[0];
		for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
			if (tt_entry_bound(&bucket[i]) == TT_NONE) {
				entry = &bucket[i];
				break;
			}
			if (tt_worth(tt, &bucket[i]) < tt_worth(tt, entry))
				entry = &bucket[i];
		}
	}
	entry->key = key;
	entry->score = score;
	entry->move = move;
	entry->depth = (uint8_t)depth;
	entry->bound_age = (uint8_t)((unsigned)bound |
	    tt->generation << TT_BOUND_BITS);
}
