#!/bin/sh
# Two players finish a game in a room, with a spectator, over the Unix
# socket and over TCP on 127.0.0.1: every move reaches everyone, the room
# files the game with both names, removes its save and ends once everyone
# has left.  `gnomon list` shows a room while it is open; a wrong token is
# refused.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

plies=$(room_ply_count)
[ "$plies" -gt 2 ] || fail "the computer game has $plies plies"

# play WHERE [ROOMS]: a whole game with a spectator, in the room at WHERE.
play() {
	{
		echo "open a $*"
		echo "open w $*"
		echo "open x $*"
		echo "x send hello gnomon-room 1 seat=teal name=mallory token=0123456789abcdef0123456789abcdef"
		echo "x expect bye"
		echo "x closed"
		echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
		echo "a expect welcome"
		echo "w send hello gnomon-room 1 seat=watch name=wes token=$WATCH_TOKEN"
		echo "w expect welcome"
		# Teal greets the room as the front ends do (net_client_connect).
		echo "join t $1 ${2:-.} teal tom $TEAL_TOKEN"
		echo "t expect welcome"
		room_play_to_end 1 w
		# The room stays to talk while anyone is in it: each leaves.
		for who in a t w; do
			echo "$who send bye"
			echo "$who closed"
		done
	} | room_run || fail "the game in $1"
}

room_host unixgame
listed=$("$gnomon" list 2>&1)
case $listed in
unixgame*) ;;
*) fail "gnomon list does not show the open room: $listed" ;;
esac
play unixgame "$ROOMS"
room_gone unixgame
[ ! -e "$ROOMS/unixgame.token" ] || fail "the room's token file outlived it"
[ ! -e "$SAVES/unixgame.gnomon" ] || fail "the finished game's save is still in rooms/"
filed=$(find "$GAMES" -name "*.gnomon" 2>/dev/null | head -n 1)
if [ -z "$filed" ]; then
	fail "the finished game was not filed in games/"
else
	if ! grep -q '"ann"' "$filed" || ! grep -q '"tom"' "$filed"; then
		fail "the filed game does not name both players: $(cat "$filed")"
	fi
fi
listed=$("$gnomon" list 2>&1)
case $listed in
*unixgame*) fail "gnomon list shows a room that has ended: $listed" ;;
esac

room_host tcpgame --tcp 127.0.0.1:0
case $TCP_ADDRESS in
127.0.0.1:[0-9]*) play "$TCP_ADDRESS" ;;
*) fail "gnomon host --tcp 127.0.0.1:0 told no address: '$TCP_ADDRESS'" ;;
esac
room_gone tcpgame
filed=$(find "$GAMES" -name "*.gnomon" | wc -l)
[ "$filed" -eq 2 ] || fail "two games played, $filed filed"

[ $failures -eq 0 ]
