#!/bin/sh
# A player whose connection drops mid-game (as when its terminal is killed:
# the connection closes without a word) comes back to the same seat with
# the same position and history, and the game goes on to its end.  A room
# whose process is killed leaves its game saved, and `gnomon host` of the
# same name takes it up.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

plies=$(room_ply_count)
half=$((plies / 2))
[ "$half" -ge 2 ] || fail "the computer game has only $plies plies"
# The moves of the first half, as the room's `moves` line lists them.
history=$(room_moves | head -n "$half" | while read -r _ move; do printf ' %s' "$move"; done)

room_host back
{
	echo "open a back $ROOMS"
	echo "open t back $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "t send hello gnomon-room 1 seat=teal name=tom token=$TEAL_TOKEN"
	echo "t expect welcome"
	room_game_steps 1 "$half"
	echo "t close"
	echo "a expect left teal"
	echo "open t back $ROOMS"
	echo "t send hello gnomon-room 1 seat=any name=tom token=$TEAL_TOKEN"
	echo "t expect welcome back teal"
	echo "t expect moves$history"
	echo "a expect joined teal tom"
	room_play_to_end $((half + 1))
} | room_run || fail "the game with a return"
room_gone back

# The room's process killed mid-game: its save is taken up by a new host.
room_host again
{
	echo "open a again $ROOMS"
	echo "open t again $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "t send hello gnomon-room 1 seat=teal name=tom token=$TEAL_TOKEN"
	echo "t expect welcome"
	room_game_steps 1 "$half"
} | room_run || fail "the first half"
[ -f "$SAVES/again.gnomon" ] || fail "no save of the room's game in $SAVES"
for pid in $(room_processes); do
	kill "$pid"
done
room_gone again
out=$("$gnomon" host again --detach 2>&1) || fail "gnomon host again: $out"
case $out in
*"took up"*) ;;
*) fail "gnomon host again did not take up the saved game: $out" ;;
esac
# The same tokens: the players' programs, which keep theirs, come back.
before="$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN"
room_tokens "$out"
[ "$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN" = "$before" ] ||
	fail "the game taken up has new tokens: $out"
{
	echo "open a again $ROOMS"
	echo "open t again $ROOMS"
	echo "a send hello gnomon-room 1 seat=any name=ann token=$AMBER_TOKEN"
	echo "a expect welcome again amber"
	echo "a expect moves$history"
	echo "t send hello gnomon-room 1 seat=any name=tom token=$TEAL_TOKEN"
	echo "t expect welcome again teal"
	echo "t expect moves$history"
	room_play_to_end $((half + 1))
} | room_run || fail "the game taken up"
room_gone again

[ $failures -eq 0 ]
