/*
 * `gnomon bench`: a fixed set of positions searched to a fixed depth by the
 * full search.  The total node count is a signature: it changes when, and
 * only when, the search's behaviour changes; tests/test_search.c keeps it.
 */
#ifndef GNOMON_BENCH_H
#define GNOMON_BENCH_H

#include <stdint.h>

#include "ai/search.h"

enum { BENCH_DEPTH = 10 };

struct bench_result {
	uint64_t	nodes;
	int		positions;
	double		seconds;
};

/* Searches every bench position to `depth`; 0, or -1 if out of memory. */
int	bench_run(int depth, struct bench_result *);

#endif
