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
