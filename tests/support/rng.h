/*
 * A small seeded random number generator for the tests (splitmix64), so a
 * random test plays the same games on every machine and every libc.
 */
#ifndef GNOMON_TESTS_RNG_H
#define GNOMON_TESTS_RNG_H

#include <stdint.h>

uint64_t rng_next(uint64_t *state);
/* A number in 0 .. limit - 1 (limit > 0). */
int	rng_below(uint64_t *state, int limit);

#endif
