#!/bin/sh
# A room stopped (SIGSTOP) while a clock runs does not charge the stop to
# the side to move: Amber's clock runs, the room is stopped for 6 s, woken,
# and Amber moves.  What Amber was charged is at most the time the test
# itself saw pass from before both sat down to the move's clock line, less
# the stop, with 3 s to spare (the room may charge up to 2 s of a stop: the
# wait it was stopped in, and a busy machine's lateness); before, the whole
# stop was charged.  The room's log says it was not running, and so does
# the room to both players and the spectator (`notice`).  A bound on
# what was charged, not a measure of speed: a slow machine only makes the
# time the test saw longer.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

STOP=6
BASE_MS=300000
first=$(room_moves | sed -n '1s/^Amber //p')
[ -n "$first" ] || fail "no first move for Amber"

# The monotonic-enough wall clock of the test, in ms.
now_ms() {
	echo $(($(date +%s%N) / 1000000))
}

# until_said TEXT: until the peer has printed a line holding TEXT.
until_said() {
	tries=300
	until grep -qF -- "$1" "$ROOM_TMP/peer.log" 2>/dev/null; do
		tries=$((tries - 1))
		[ $tries -gt 0 ] || return 1
		sleep 0.1
	done
}

room_host stopped --clock 5+0
mkfifo "$ROOM_TMP/steps"
"$peer" <"$ROOM_TMP/steps" >"$ROOM_TMP/peer.log" 2>&1 &
peer_pid=$!
exec 3>"$ROOM_TMP/steps"
before=$(now_ms)
{
	room_seat_both stopped w
	echo "t expect clock $BASE_MS $BASE_MS"
} >&3
until_said "t< clock $BASE_MS $BASE_MS" || fail "the players did not sit down"
pids=$(room_processes)
[ -n "$pids" ] || fail "no room to stop"
for pid in $pids; do
	kill -STOP "$pid"
done
sleep $STOP
for pid in $pids; do
	kill -CONT "$pid"
done
{
	for who in a t w; do
		echo "$who expect notice the room was not running for"
	done
	echo "a send move $first"
	echo "t expect moved 1 $first"
	echo "t expect clock"
} >&3
exec 3>&-
wait "$peer_pid" || { tail -n 20 "$ROOM_TMP/peer.log"; fail "the game after the stop"; }
after=$(now_ms)

left=$(sed -n 's/^t< clock \([0-9]*\) [0-9]*$/\1/p' "$ROOM_TMP/peer.log" | tail -n 1)
if [ -z "$left" ]; then
	fail "no clock after the move: $(cat "$ROOM_TMP/peer.log")"
else
	charged=$((BASE_MS - left))
	saw=$((after - before))
	bound=$((saw - STOP * 1000 + 3000))
	[ "$charged" -le "$bound" ] ||
		fail "Amber was charged $charged ms: the test saw $saw ms pass, $STOP s of them stopped"
	echo "Amber was charged $charged ms; the test saw $saw ms pass"
	[ "$charged" -ge 0 ] || fail "Amber was given time: $left ms left"
fi
grep -q "was not running for [0-9]* ms (stopped, or not scheduled): not charged" \
    "$SAVES/stopped.log" ||
	fail "the log does not say the room was not running: $(cat "$SAVES/stopped.log")"

[ $failures -eq 0 ]
