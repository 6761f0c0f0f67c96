#!/bin/sh
# A spectator that never reads is dropped once its output passes the
# room's cap, and holds nobody up: 23 talkers (both players and 21
# spectators) each say 25 long lines (within the flood limit, leaving the
# players room for their moves), reading everyone's as they go; the
# silent one, which reads nothing, is closed by the room, and the players
# then finish their game.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

SAYS=25
WATCHERS=21
text=$(printf '%0190d' 0 | tr 0 x)
room_host mute

# talkers: "CONNECTION SEAT NAME" a line.
talkers() {
	echo "a amber ann"
	echo "t teal tom"
	i=1
	while [ $i -le $WATCHERS ]; do
		echo "w$i watch w$i"
		i=$((i + 1))
	done
}

{
	echo "open m mute $ROOMS"
	echo "m send hello gnomon-room 1 seat=watch name=mute token=$WATCH_TOKEN"
	echo "open a mute $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "open t mute $ROOMS"
	echo "t send hello gnomon-room 1 seat=teal name=tom token=$TEAL_TOKEN"
	echo "t expect welcome"
	talkers | while read -r who _ name; do
		case $who in
		w*)
			echo "open $who mute $ROOMS"
			echo "$who send hello gnomon-room 1 seat=watch name=$name token=$WATCH_TOKEN"
			echo "$who expect welcome"
			;;
		esac
	done
	talkers | while read -r who seat name; do
		said=1
		while [ $said -le $SAYS ]; do
			echo "$who send say $said $text"
			said=$((said + 1))
		done
		talkers | while read -r reader _ _; do
			echo "$reader expect said $seat $name $SAYS "
		done
	done
	echo "m closed"
	room_play_to_end 1
} | room_run || fail "the talk with a spectator that never reads"

grep -q '^m: closed' "$ROOM_TMP/peer.log" ||
	fail "the spectator that never reads was not closed"
lines=$(grep -c '^m< said' "$ROOM_TMP/peer.log")
[ "$lines" -lt $((SAYS * (WATCHERS + 2))) ] ||
	fail "the spectator that never reads got every line ($lines)"
room_gone mute

[ $failures -eq 0 ]
