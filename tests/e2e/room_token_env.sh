#!/bin/sh
# A token given in GNOMON_TOKEN is read once and then gone from the
# player's process: not in /proc/PID/environ (which shows the environment
# the program started with, for as long as it runs, to its user and root)
# nor in what a program it starts would inherit.  The join runs in a
# terminal of script(1)'s, as a player's would.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
command -v script >/dev/null 2>&1 || { echo "SKIP: no script(1)"; exit 0; }
case $gnomon in
/*) ;;
*) gnomon=$PWD/$gnomon ;;
esac

name=env-$$
room_host "$name"
GNOMON_TOKEN=$TEAL_TOKEN TERM=xterm timeout 60 \
    script -qc "$gnomon join $name --ascii" /dev/null \
    </dev/null >"$ROOM_TMP/join.out" 2>&1 &
# Seated: the room says so to a spectator's info.  Until then the token
# may not have been read yet.
joined=""
tries=100
while [ $tries -gt 0 ]; do
	for pid in $(pgrep -f "^$gnomon join $name"); do
		joined=$pid
	done
	if [ -n "$joined" ] &&
	    "$gnomon" list 2>/dev/null | grep -q "^$name .*teal [^-]"; then
		break
	fi
	sleep 0.1
	tries=$((tries - 1))
done
[ $tries -gt 0 ] || fail "the join never took Teal's seat: $("$gnomon" list 2>&1)"
if [ -n "$joined" ]; then
	grep -q "$TEAL_TOKEN" "/proc/$joined/environ" &&
		fail "the joining process's environment still holds the token"
	grep -qz "^GNOMON_TOKEN=." "/proc/$joined/environ" &&
		fail "GNOMON_TOKEN is still set in /proc/$joined/environ"
	kill "$joined" 2>/dev/null
fi
wait
[ $failures -eq 0 ]
