/*
 * room.c owns a room's state machine (room.h): seats, spectators, the
 * clock, and every request of the wire, each rule decided by the core.
 */
#include "room.h"

bool
room_over(const struct room *room)
{
	return room->over;
}
