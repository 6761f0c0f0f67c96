/*
 * rng.c owns the random-number generator of rng.h, splitmix64: a counter
 * advanced by the golden-ratio gamma, then mixed by a finaliser.
 */
#include "core/rng.h"

/* splitmix64's finaliser: every bit of `z` stirs every bit of the result. */
static uint64_t
rng_mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * RNG_MIX1;
	z = (z ^ (z >> 27)) * RNG_MIX2;
	return z ^ (z >> 31);
}

uint64_t
rng_next(uint64_t *state)
{
	return rng_mix(*state += RNG_GAMMA);
}

int
rng_below(uint64_t *state, int limit)
{
	/* The top bits are the best mixed; the bias over 2^32 is negligible
	 * here. */
	return (int)((rng_next(state) >> 32) % (uint64_t)limit);
}

uint64_t
rng_derive(uint64_t seed, uint64_t index)
{
	return rng_mix(seed * RNG_GAMMA + index + 1);
}
