/*
 * The one random-number generator: splitmix64 (Steele, Lea and Flood,
 * "Fast splittable pseudorandom number generators", 2014).  It is small,
 * passes BigCrush, and its output depends on the seed alone, so a seeded
 * game, search or test plays the same on every machine and every libc.
 *
 * Everything random in Gnomon comes from here: the search's choice among
 * equally good moves, the random side of the menu, the seeds of a match's
 * games, the tests' random games; the Zobrist keys (zobrist.c) are its
 * sequence from the seed RNG_ZOBRIST_SEED, which tests/test_rng.c checks.
 */
#ifndef GNOMON_RNG_H
#define GNOMON_RNG_H

#include <stdint.h>

/* "gnomon" in ASCII: the seed the Zobrist keys were drawn from. */
#define RNG_ZOBRIST_SEED UINT64_C(0x6E6F6D6F6E67)

/* splitmix64's constants: a counter advanced by the golden-ratio gamma,
 * then mixed by a finaliser (rng.c). */
#define RNG_GAMMA UINT64_C(0x9E3779B97F4A7C15)	/* 2^64 / the golden ratio */
#define RNG_MIX1 UINT64_C(0xBF58476D1CE4E5B9)
#define RNG_MIX2 UINT64_C(0x94D049BB133111EB)

/*
 * The number rng_next gives the (n + 1)th time from the state `seed`, as a
 * constant expression, so that tables can be drawn by the compiler (the
 * Zobrist keys, zobrist.c): the counter is then seed + (n + 1) * gamma.
 */
#define RNG_AT(seed, n) \
	RNG_AT_STIR3(RNG_AT_STIR2(RNG_AT_STIR1( \
	    (uint64_t)(seed) + ((uint64_t)(n) + 1) * RNG_GAMMA)))
#define RNG_AT_STIR1(z) (((z) ^ ((z) >> 30)) * RNG_MIX1)
#define RNG_AT_STIR2(z) (((z) ^ ((z) >> 27)) * RNG_MIX2)
#define RNG_AT_STIR3(z) ((z) ^ ((z) >> 31))

/* The next number of the sequence whose state is `state`. */
uint64_t rng_next(uint64_t *state);

/* A number in 0 .. limit - 1 (limit > 0), from the next number's top bits. */
int	rng_below(uint64_t *state, int limit);

/*
 * A well-mixed seed for stream `index` of a family seeded `seed` (game
 * `index` of a match): neighbouring seeds and indexes give unrelated
 * streams.
 */
uint64_t rng_derive(uint64_t seed, uint64_t index);

#endif
