#!/bin/sh
# A room with a clock killed with SIGKILL mid-game comes back with its
# clock: `gnomon host` of the same name, given no --clock, takes the game
# up with the saved base and increment and each side's time left (as the
# room last said it, when a player left and the clock stopped), as the
# welcome's `rules` and `clock` lines say, and the game goes on to its end.
# A room killed before anyone sat down is taken up with its clock and its
# tokens too; one ended before then is not taken up.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

plies=$(room_ply_count)
half=$((plies / 2))
[ "$half" -ge 2 ] || fail "the computer game has only $plies plies"
# The settings of the rules line for ROOM_VARIANT (--day 2).
rules="len=2 day=2 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0"

room_host ticking --clock 1+2
{
	room_seat_both ticking
	echo "a expect rules $rules clock=60000+2000"
	# Some time on each side's clock, so that the times left differ from
	# the base and from each other.
	room_moves | head -n "$half" | while read -r side move; do
		sleep 0.3
		case $side in
		Amber) echo "a send move $move" ;;
		*) echo "t send move $move" ;;
		esac
		echo "a expect moved"
		echo "a expect clock"
		echo "t expect clock"
	done
	# A player leaves: the clock stops, the time it ran is charged (and
	# saved), and the room says the times left.
	sleep 0.5
	echo "t close"
	echo "a expect left teal"
	echo "a expect clock"
} | room_run || fail "the first half with a clock"
left=$(sed -n 's/^a< clock //p' "$ROOM_TMP/peer.log" | tail -n 1)
if [ -z "$left" ] || [ "$left" = "60000 60000" ]; then
	fail "no time was taken from the clocks: '$left'"
fi

for pid in $(room_processes); do
	kill -KILL "$pid"
	tries=50
	while kill -0 "$pid" 2>/dev/null && [ $tries -gt 0 ]; do
		sleep 0.1
		tries=$((tries - 1))
	done
done
[ -z "$(room_processes)" ] || fail "the room survived SIGKILL"

# Taken up by a host that gives no clock: the game's own comes back.
out=$("$gnomon" host ticking --day 2 --detach 2>&1) || fail "gnomon host ticking: $out"
case $out in
*"took up"*) ;;
*) fail "gnomon host did not take up the killed room's game: $out" ;;
esac
room_tokens "$out"
info=$("$gnomon" list 2>&1)
case $info in
*", a clock"*) ;;
*) fail "gnomon list does not show the taken-up clock: $info" ;;
esac
{
	echo "open a ticking $ROOMS"
	echo "open t ticking $ROOMS"
	echo "a send hello gnomon-room 1 seat=any name=ann token=$AMBER_TOKEN"
	echo "a expect welcome ticking amber"
	echo "a expect rules $rules clock=60000+2000"
	echo "a expect clock $left"
	echo "t send hello gnomon-room 1 seat=any name=tom token=$TEAL_TOKEN"
	echo "t expect welcome ticking teal"
	echo "t expect rules $rules clock=60000+2000"
	echo "t expect clock $left"
	room_play_to_end $((half + 1))
} | room_run || fail "the game taken up with its clock (time left $left)"
room_gone ticking

# Killed before anyone sat down: taken up all the same, with its clock and
# its tokens (the players were given them).  Ended instead (gnomon end), it
# leaves nothing to take up: the next host starts afresh, with its own
# settings.
room_host early --clock 1+2
before="$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN"
for pid in $(room_processes); do
	kill -KILL "$pid"
done
tries=50
while [ -n "$(room_processes)" ] && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
out=$("$gnomon" host early --day 2 --detach 2>&1) || fail "gnomon host early: $out"
case $out in
*"took up"*) ;;
*) fail "gnomon host did not take up the room killed before a move: $out" ;;
esac
room_tokens "$out"
[ "$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN" = "$before" ] ||
	fail "the room killed before a move is taken up with new tokens: $out"
case $("$gnomon" list 2>&1) in
*"early "*", a clock"*) ;;
*) fail "the room killed before a move lost its clock: $("$gnomon" list 2>&1)" ;;
esac
"$gnomon" end early >/dev/null 2>&1 || fail "gnomon end early"
[ ! -e "$SAVES/early.gnomon" ] ||
	fail "a room ended before anyone sat left a save: $(cat "$SAVES/early.gnomon")"
out=$("$gnomon" host early --day 2 --detach 2>&1) || fail "gnomon host early: $out"
case $out in
*"took up"*) fail "a room ended before anyone sat was taken up: $out" ;;
esac
case $("$gnomon" list 2>&1) in
*", a clock"*) fail "a new room took up an ended one's clock" ;;
esac

[ $failures -eq 0 ]
