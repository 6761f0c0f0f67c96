#!/bin/sh
# A room of the pie rule (gnomon-room(5), The pie step), spoken in the
# protocol: Amber's player (ann) chooses the sun SE, Teal's player (tom)
# swaps.  Everyone, the spectator too, is told each step; a choice from the
# wrong seat or twice is refused; the players change seats, tom moving
# first as Amber; ann's token takes her new seat, Teal, when she comes back,
# and the token file says so; the room files the game with pie=1, sun=3,
# the Pie tag and the players as they played after the swap.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

room=pie$$
room_host "$room" --pie 1 || exit 1

{
	room_seat_both "$room" w
	echo "w expect pie sun 0"
	echo "t send sun 3"
	echo "t expect error the sun is Amber's player's to choose"
	echo "a send move b1b2"
	echo "a expect error the pie step comes first"
	echo "a send sun 3"
	for who in a t w; do
		echo "$who expect pie colour 3"
	done
	echo "a send sun 4"
	echo "a expect error the sun is chosen already"
	echo "t send swap"
	for who in a t w; do
		echo "$who expect pie swap 3"
		echo "$who expect players tom ann"
	done
	echo "t send keep"
	echo "t expect error the pie step is over"
	# ann, now Teal, drops and comes back with her own token.
	echo "a close"
	echo "t expect left teal"
	echo "open a $room $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect bye that token is for Teal's seat"
	echo "a closed"
	echo "open a $room $ROOMS"
	echo "a send hello gnomon-room 1 seat=any name=ann token=$AMBER_TOKEN"
	echo "a expect welcome $room teal"
	echo "a expect players tom ann"
	echo "a expect pie swap 3"
	echo "t send move b1b2"
	for who in a t w; do
		echo "$who expect moved 1 b1b2"
	done
	echo "a send resign"
	for who in a t w; do
		echo "$who expect over amber resign"
	done
	for who in a t w; do
		echo "$who send bye"
		echo "$who closed"
	done
} | room_run || fail "the pie step in room $room"

room_gone "$room"
filed=$(find "$GAMES" -name "*.gnomon" 2>/dev/null | head -n 1)
if [ -z "$filed" ]; then
	fail "the game was not filed in games/"
else
	for tag in '\[Variant ".* sun=3 .* pie=1 ' '\[Pie "swap"\]' \
	    '\[Amber "tom"\]' '\[Teal "ann"\]' '\[Result "none"\]'; do
		grep -q "$tag" "$filed" ||
			fail "the filed game has no $tag: $(cat "$filed")"
	done
fi

# The token file follows the swap while the room is open: its Amber line
# is tom's token.
room=piefile$$
room_host "$room" --pie 1 || exit 1
{
	room_seat_both "$room"
	echo "a send sun 5"
	echo "t expect pie colour 5"
	echo "t send swap"
	echo "a expect players tom ann"
	echo "a send ping"
	echo "a expect pong"
} | room_run || fail "the swap in room $room"
amber=$(sed -n 's/^amber //p' "$ROOMS/$room.token")
[ "$amber" = "$TEAL_TOKEN" ] ||
	fail "after the swap the token file's Amber token is not tom's"
kept=$(sed -n 's/^amber //p' "$SAVES/$room.token")
[ "$kept" = "$TEAL_TOKEN" ] ||
	fail "after the swap the kept tokens' Amber token is not tom's"

[ $failures -eq 0 ]
