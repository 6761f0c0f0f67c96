#!/bin/sh
# The room tests' own cleanup (lib/room.sh's room_cleanup) leaves nothing
# behind: it returns only once the test's rooms have ended, and then their
# directories are gone.  A room saves its game as it ends: removed at once,
# the directories came back with the save in them (rooms/NAME.gnomon, left
# in /tmp by make check).  Here a test stops its room (SIGSTOP) with a game
# under way and ends: the room is woken, saves, ends, and only then is
# its directory removed.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

lib=$(cd "$(dirname "$0")/lib" && pwd)
case $gnomon in
/*) ;;
*) gnomon=$PWD/$gnomon ;;
esac
peer=${ROOM_PEER:-build/tests/room_peer}
case $peer in
/*) ;;
*) peer=$PWD/$peer ;;
esac
OUT=$(mktemp -d) || exit 1
child_tmp=""
child_pids=""
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	for pid in $child_pids; do
		kill -KILL "$pid" 2>/dev/null
	done
	[ -n "$child_tmp" ] && rm -rf "$child_tmp"
	rm -rf "$OUT"
}
trap cleanup EXIT

# running PID: the process runs (a zombie, whose command line reads empty,
# does not: the room's parent is init, which may reap it late).
running() {
	[ -n "$(tr -d '\0' <"/proc/$1/cmdline" 2>/dev/null)" ]
}

# A room test of its own: a game begun, its room stopped, and the test
# ends (its trap runs room_cleanup).
cat >"$OUT/test.sh" <<EOF
. "$lib/fail.sh"
. "$lib/room.sh"
echo "tmp \$ROOM_TMP" >"$OUT/said"
room_host stopped
{
	room_seat_both stopped
	room_game_steps 1 1
} | room_run || fail "the first move"
for pid in \$(room_processes); do
	kill -STOP "\$pid"
	echo "pid \$pid" >>"$OUT/said"
done
EOF
GNOMON=$gnomon ROOM_PEER=$peer sh "$OUT/test.sh" >"$OUT/log" 2>&1 ||
	fail "the room test: $(cat "$OUT/log")"
child_tmp=$(sed -n 's/^tmp //p' "$OUT/said")
child_pids=$(sed -n 's/^pid //p' "$OUT/said")
[ -n "$child_tmp" ] || fail "the room test did not say its directory"
[ -n "$child_pids" ] || fail "the room test found no room to stop"
for pid in $child_pids; do
	running "$pid" && fail "room_cleanup returned with room $pid running"
done
[ ! -e "$child_tmp" ] ||
	fail "room_cleanup left $(find "$child_tmp" | tr '\n' ' ')"

[ $failures -eq 0 ]
