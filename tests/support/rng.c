/*
 * rng.c owns the tests' random numbers (rng.h): splitmix64, whose output
 * depends on the seed alone.
 */
#include "support/rng.h"

#define SPLITMIX_GAMMA UINT64_C(0x9E3779B97F4A7C15)
#define SPLITMIX_MIX1 UINT64_C(0xBF58476D1CE4E5B9)
#define SPLITMIX_MIX2 UINT64_C(0x94D049BB133111EB)

uint64_t
rng_next(uint64_t *state)
{
	uint64_t z = (*state += SPLITMIX_GAMMA);

	z = (z ^ (z >> 30)) * SPLITMIX_MIX1;
	z = (z ^ (z >> 27)) * SPLITMIX_MIX2;
	return z ^ (z >> 31);
}

int
rng_below(uint64_t *state, int limit)
{
	/* The top bits are the best mixed; the bias over 2^32 is negligible here. */
	return (int)((rng_next(state) >> 32) % (uint64_t)limit);
}
