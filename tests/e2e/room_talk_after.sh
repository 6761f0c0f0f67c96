#!/bin/sh
# Chat goes on after the game, while people are still in the room: the
# game played to its end, a player and the spectator each say something,
# and everyone still there reads it; a newcomer is still turned away (the
# game is over).  The room ends once the last one has left, its game filed
# once.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

room_host talk
{
	room_seat_both talk w
	room_play_to_end 1 w
	echo "t send say good game"
	echo "a expect said teal tom good game"
	echo "w expect said teal tom good game"
	echo "w send say well played"
	echo "a expect said watch wes well played"
	echo "t expect said watch wes well played"
	echo "open n talk $ROOMS"
	echo "n send hello gnomon-room 1 seat=watch name=nan token=$WATCH_TOKEN"
	echo "n expect bye the game is over"
	echo "a send say bye all"
	echo "t expect said amber ann bye all"
	echo "a close"
	echo "t expect left amber"
	echo "t close"
	echo "w close"
} | room_run || fail "talking after the game"
room_gone talk
[ "$(find "$GAMES" -name '*.gnomon' | wc -l)" -eq 1 ] ||
	fail "not one game filed: $(ls "$GAMES" 2>&1)"

[ $failures -eq 0 ]
