#!/bin/sh
# A player the room has not heard from for 10 s is not answering: the
# other player and the spectator are told `not-answering SEAT 10` (the
# silent one is not), and `answering SEAT` once it says anything again (a
# ping), and the game goes on.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

room_host quiet
{
	room_seat_both quiet w
	# Teal and the spectator read while Amber is silent.
	echo "t expect not-answering amber 10"
	echo "w expect not-answering amber 10"
	echo "a send ping"
	echo "a expect pong"
	echo "t expect answering amber"
	echo "w expect answering amber"
	echo "a send move d1d2"
	echo "t expect moved 1 d1d2"
	echo "w expect moved 1 d1d2"
} | room_run || fail "a silent player"
# Amber was never told of her own silence.
grep -q "^a< not-answering amber" "$ROOM_TMP/peer.log" &&
	fail "the silent player was told of her own silence"

[ $failures -eq 0 ]
