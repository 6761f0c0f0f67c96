/*
 * bitboard.c owns the compass points' names; the shift-and-mask geometry
 * of bitboard.h is inline there, for the search's sake.
 */
#include "core/bitboard.h"

#include <assert.h>

static const char *const compass_names[COMPASS_POINTS] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};

const char *
compass_name(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_names[point];
}
