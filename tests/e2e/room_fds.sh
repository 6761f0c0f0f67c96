#!/bin/sh
# A room keeps only the descriptors it means to keep: started with others
# open (a file on 7, a pipe its caller reads to the end on 5), its process
# has neither, so `gnomon host --detach 5>&1 | cat` returns; and an engine
# `gnomon match` starts gets its standard streams and nothing more.  The
# room is `gnomon room NAME` in ps.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

# room_pid NAME: the process of this test's room NAME.
room_pid() {
	for pid in $(room_processes); do
		tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q "^gnomon room $1 *\$" &&
			echo "$pid"
	done
}

# A file open on 7 when the room starts: the room has no 7, nor the file.
name=fds-$$
(exec 7>"$ROOM_TMP/seven" && room_host "$name")
pid=$(room_pid "$name")
if [ -z "$pid" ]; then
	fail "no process is 'gnomon room $name'"
else
	[ ! -e "/proc/$pid/fd/7" ] || fail "the room keeps descriptor 7"
	# What it does keep: its standard streams on /dev/null, its socket
	# and its directories (not $ROOM_TMP/seven).
	for fd in /proc/"$pid"/fd/*; do
		target=$(readlink "$fd")
		case $target in
		/dev/null | socket:* | "$ROOMS" | "$XDG_STATE_HOME"/*) ;;
		*) fail "the room keeps ${fd##*/} -> $target" ;;
		esac
	done
	comm=$(cat "/proc/$pid/comm")
	[ "$comm" = gnomon-room ] || fail "the room's short name is '$comm'"
fi

# A pipe on 5: the reader at its end is not held up by the room.
name=pipe-$$
# shellcheck disable=SC2016 # expanded by the inner sh
out=$(timeout 10 sh -c '"$1" host "$2" --detach 5>&1 | cat' sh "$gnomon" "$name" 2>&1)
status=$?
[ "$status" -eq 0 ] || fail "gnomon host --detach 5>&1 | cat: status $status (124: it hung): $out"
[ -n "$(room_pid "$name")" ] || fail "the room $name did not open: $out"

# An engine of `gnomon match` started with a file open on 7: it lists its
# own descriptors (ls's directory besides), then plays.
printf '1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\n' >"$ROOM_TMP/openings"
spy="ls /proc/self/fd >\"$ROOM_TMP/engine-fds\" 2>&1; exec \"$gnomon\" engine"
if ! (exec 7>"$ROOM_TMP/seven" && "$gnomon" match a="sh -c '$spy'" \
    b="$gnomon engine" tc=nodes:200 games=2 openings="$ROOM_TMP/openings" \
    >"$ROOM_TMP/match.log" 2>&1); then
	fail "gnomon match: $(cat "$ROOM_TMP/match.log")"
fi
fds=$(sort -n "$ROOM_TMP/engine-fds" 2>/dev/null | tr '\n' ' ')
case $fds in
"0 1 2 3 ") ;;
*) fail "the engine has descriptors '$fds', not only 0 1 2 (and ls's 3)" ;;
esac

[ $failures -eq 0 ]
