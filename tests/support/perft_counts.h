/*
 * Perft counts kept as data (perft_counts.c): the leaves below the start
 * position of a set of variants, at every depth from 1 to the variant's
 * deepest.  `make check` holds the core's perft to them (test_perft);
 * `make check-long` has the plain implementation recount every one
 * (test_plain_vs_core), so the data cannot drift from the rules.
 */
#ifndef GNOMON_TESTS_PERFT_COUNTS_H
#define GNOMON_TESTS_PERFT_COUNTS_H

#include "support/plain.h"

enum { PERFT_COUNTS_DEPTH_MAX = 7 };	/* the deepest count kept */

struct perft_counts {
	struct plain_rules rules; /* length, day, start_sun, snake, mover,
				     start, stones, hold, moon, mixed */
	int	depth;			/* counts kept: depths 1 to this */
	unsigned long long
	    leaves[PERFT_COUNTS_DEPTH_MAX]; /* [d - 1]: depth d */
};

extern const struct perft_counts perft_counts_table[];
extern const int perft_counts_variants;

#endif
