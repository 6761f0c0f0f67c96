/*
 * bitboard.c owns the shift-and-mask geometry described in bitboard.h.
 */
#include "bitboard.h"

#include <assert.h>

/* Unit steps of the compass points, (east, north), clockwise from north. */
static const signed char compass_steps[COMPASS_POINTS][2] = {
	{ 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 },
	{ 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 }
};

static const char *const compass_names[COMPASS_POINTS] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};

int
compass_dx(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_steps[point][0];
}

int
compass_dy(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_steps[point][1];
}

const char *
compass_name(int point)
{
	assert(point >= 0 && point < COMPASS_POINTS);
	return compass_names[point];
}
