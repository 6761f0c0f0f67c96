#!/bin/sh
# Hostile clients never crash the room, never change the game, and never
# hold up the players: random bytes, a line too long, wrong tokens, a
# flood, more connections than the room takes, a spectator that never
# reads, illegal moves, a move for the other side or from a spectator.
# Meanwhile two players finish their game, and the game filed is exactly
# the moves they played.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

wrong=0123456789abcdef0123456789abcdef
room_host den
{
	echo "open a den $ROOMS"
	echo "open t den $ROOMS"
	echo "open w den $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "t send hello gnomon-room 1 seat=teal name=tom token=$TEAL_TOKEN"
	echo "t expect welcome"
	echo "w send hello gnomon-room 1 seat=watch name=wes token=$WATCH_TOKEN"
	echo "w expect welcome"
	room_game_steps 1 1 w
	# A spectator that never reads a line, from here to the end.
	echo "open n den $ROOMS"
	echo "n send hello gnomon-room 1 seat=watch name=ned token=$WATCH_TOKEN"
	for seed in 1 2 3; do
		echo "open g den $ROOMS"
		echo "g garbage 3000 $seed"
		echo "g closed"
	done
	echo "open l den $ROOMS"
	echo "l long 100000"
	echo "l expect bye"
	echo "l closed"
	echo "open k den $ROOMS"
	echo "k send hello gnomon-room 1 seat=teal name=tom token=$wrong"
	echo "k expect bye"
	echo "k closed"
	echo "open k den $ROOMS"
	echo "k send hello gnomon-room 1 seat=any name=kim token=$WATCH_TOKEN"
	echo "k expect bye"
	echo "k closed"
	echo "open k den $ROOMS"
	echo "k send hello gnomon-room 1 seat=teal name=tom token=$AMBER_TOKEN"
	echo "k expect bye that token is for Amber's seat"
	echo "k closed"
	echo "open k den $ROOMS"
	echo "k send move a1a2"
	echo "k expect bye"
	echo "k closed"
	echo "open f den $ROOMS"
	echo "f send hello gnomon-room 1 seat=watch name=fay token=$WATCH_TOKEN"
	echo "f expect welcome"
	echo "f flood 5000 ping"
	echo "f expect bye"
	echo "f closed"
	echo "swarm 40 den $ROOMS"
	# Out of turn, for the other side, from a spectator, illegal: refused.
	room_moves | sed -n 2p | while read -r _ move; do
		echo "a send move $move"
		echo "a expect error"
		echo "w send move $move"
		echo "w expect error"
	done
	echo "t send move a1a1"
	echo "t expect error"
	echo "t send move"
	echo "t expect error"
	room_play_to_end 2 w
} | room_run || fail "the game among hostile clients"
room_gone den

filed=$(find "$GAMES" -name "*.gnomon" 2>/dev/null | head -n 1)
if [ -z "$filed" ]; then
	fail "the game was not filed"
else
	expected=$(room_moves | while read -r _ move; do printf '%s ' "$move"; done)
	played=$(sed -n 's/^[0-9]*\. //p' "$filed" | tr '\n' ' ')
	[ "$(echo "$played" | tr -s ' ')" = "$(echo "$expected" | tr -s ' ')" ] ||
		fail "the game filed is not the one played: '$played', not '$expected'"
fi

[ $failures -eq 0 ]
