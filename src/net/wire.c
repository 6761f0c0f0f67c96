/*
 * wire.c owns the rooms' line protocol (wire.h): parsing a line into a
 * struct wire_message, formatting one, and cleaning free text.
 */
#include "wire.h"

#include <stddef.h>

static const char *const seat_names[WIRE_SEAT_COUNT] = {
	[WIRE_SEAT_AMBER] = "amber", [WIRE_SEAT_TEAL] = "teal",
	[WIRE_SEAT_ANY] = "any", [WIRE_SEAT_WATCH] = "watch"
};

const char *
wire_seat_name(int seat)
{
	return seat >= 0 && seat < WIRE_SEAT_COUNT ? seat_names[seat] : "?";
}
