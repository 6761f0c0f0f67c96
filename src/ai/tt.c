/*
 * tt.c owns the transposition table of tt.h.
 */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

#define TT_MEGABYTE ((size_t)1 << 20)

/* The largest power of two of entries that fits; at least one entry. */
static size_t
tt_count(size_t megabytes)
{
	size_t count = 1;

	while (count * 2 * sizeof(struct tt_entry) <= megabytes * TT_MEGABYTE)
		count *= 2;
	return count;
}

size_t
tt_bytes(size_t megabytes)
{
	return tt_count(megabytes) * sizeof(struct tt_entry);
}

int
tt_init(struct tt *tt, size_t megabytes)
{
	size_t count = tt_count(megabytes);

	tt->entries = calloc(count, sizeof(struct tt_entry));
	if (tt->entries == NULL)
		return -1;
	tt->mask = count - 1;
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
	memset(tt->entries, 0, (tt->mask + 1) * sizeof(struct tt_entry));
}

const struct tt_entry *
tt_probe(const struct tt *tt, uint64_t key)
{
	const struct tt_entry *entry = &tt->entries[key & tt->mask];

	return entry->bound != TT_NONE && entry->key == key ? entry : NULL;
}

void
tt_store(struct tt *tt, uint64_t key, int depth, enum tt_bound bound,
    int score, uint16_t move)
{
	struct tt_entry *entry = &tt->entries[key & tt->mask];

	/* Keep the old best move when the new search found none of its own. */
	if (move == 0 && entry->key == key)
		move = entry->move;
	entry->key = key;
	entry->score = score;
	entry->move = move;
	entry->depth = (uint8_t)depth;
	entry->bound = (uint8_t)bound;
}
