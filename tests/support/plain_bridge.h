/*
 * The one bridge between the plain implementation (plain.h: arrays of
 * cells) and the core (bitboards), kept apart from plain.c so that the
 * plain rules never include the core.
 */
#ifndef GNOMON_PLAIN_BRIDGE_H
#define GNOMON_PLAIN_BRIDGE_H

#include <stdint.h>

#include "support/plain.h"

/* The cells whose flag is set, [x][y] as in plain.h, as a core bitboard. */
uint64_t plain_bridge_bitboard(int flags[PLAIN_SIZE][PLAIN_SIZE]);

#endif
