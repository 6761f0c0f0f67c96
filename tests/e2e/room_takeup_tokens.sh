#!/bin/sh
# A room killed with SIGKILL mid-game (no chance to clean up) is taken up
# by `gnomon host` of the same name with the same seat and watch tokens, so
# that the players' programs, which keep the tokens they were given, come
# back to their seats and finish the game.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

half=$(($(room_ply_count) / 2))
room_host keep
{
	echo "join a keep $ROOMS amber ann $AMBER_TOKEN"
	echo "a expect welcome keep amber"
	echo "join t keep $ROOMS teal tom $TEAL_TOKEN"
	echo "t expect welcome keep teal"
	room_game_steps 1 "$half"
} | room_run || fail "the first half"
before="$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN"
pids=$(room_processes)
[ -n "$pids" ] || fail "no room process to kill"
for pid in $pids; do
	kill -KILL "$pid"
done
tries=50
while [ -n "$(room_processes)" ] && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
[ -z "$(room_processes)" ] || fail "the room outlived SIGKILL"

room_host keep
case $out in
*"took up"*) ;;
*) fail "gnomon host keep did not take up the saved game: $out" ;;
esac
[ "$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN" = "$before" ] ||
	fail "the room taken up has new tokens: $out"
{
	echo "join a keep $ROOMS any ann $AMBER_TOKEN"
	echo "a expect welcome keep amber"
	echo "join t keep $ROOMS any tom $TEAL_TOKEN"
	echo "t expect welcome keep teal"
	echo "open w keep $ROOMS"
	echo "w send hello gnomon-room 1 seat=watch name=wes token=$WATCH_TOKEN"
	echo "w expect welcome keep watch"
	room_play_to_end $((half + 1)) w
} | room_run || fail "the players' programs did not come back with their tokens"
room_gone keep
[ ! -e "$SAVES/keep.token" ] || fail "the tokens kept for a take-up outlived the filed game"

[ $failures -eq 0 ]
