#!/bin/sh
# An administrator's rooms: a room is `gnomon room NAME` in ps; `gnomon
# list --all` lists every room's process with its user and rooms
# directory (root sees everyone's, a user their own); `gnomon end NAME|PID`
# ends one, its game saved first (the save is written afresh at the end:
# removed beforehand, it is back, with the game's move), and waits until it
# has gone; `host` of the name takes the game up.  Another user can
# neither see nor end the room; a room that is not running, or a bad
# name, is refused with its status.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"

# shellcheck disable=SC2317 # called by the trap
end_cleanup() {
	status=$?
	stranger_cleanup
	(exit "$status")
	rooms_cleanup
}
trap end_cleanup EXIT

# running PID: the process runs (a zombie, whose command line reads empty,
# does not: the room's parent is init, which may reap it late).
running() {
	[ -n "$(tr -d '\0' <"/proc/$1/cmdline" 2>/dev/null)" ]
}

name=end-$$
save=$TUI_STATE/host/gnomon/rooms/$name.gnomon
room_start 1 host host "$name" --name ann
room_wait 1 "Waiting for an opponent"
room_first_move "$name"

# In ps.
pid=$(room_pid "$name") || exit 1
args=$(ps -o args= -p "$pid" | sed 's/ *$//')
[ "$args" = "gnomon room $name" ] || fail "ps shows the room as '$args'"
comm=$(ps -o comm= -p "$pid")
[ "$comm" = gnomon-room ] || fail "ps's short name of the room is '$comm'"

# Listed, with its user and its rooms directory.
"$gnomon" list --all | grep -qE "^ *$pid +root +$name +$ROOMS_RUN/gnomon\$" ||
	fail "list --all does not list the room: $("$gnomon" list --all)"

# Another user sees nothing of it and cannot end it.
stranger_setup
out=$(stranger "$STRANGER_DIR/gnomon" list --all 2>&1)
case $out in
*"$name"*) fail "another user's list --all shows root's room: $out" ;;
esac
for target in "$name" "$pid"; do
	out=$(stranger "$STRANGER_DIR/gnomon" end "$target" 2>&1)
	status=$?
	[ "$status" -eq 1 ] || fail "another user's end $target: status $status: $out"
	case $out in
	*"not yours"*) ;;
	*) fail "another user's end $target does not say why: $out" ;;
	esac
done
running "$pid" || fail "another user ended the room"

# A process of the stranger's named as the room (anyone may name a process
# so): root's `end NAME` still means root's own room, not "which one?".
# shellcheck disable=SC2016 # expanded by the stranger's bash
stranger bash -c 'exec -a "gnomon room $1" sleep 60' sh "$name" &
fake=$!
tries=50
while [ "$("$gnomon" list --all | grep -c " $name ")" -lt 2 ] && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
[ $tries -gt 0 ] || fail "the stranger's process is not listed as a room"

# The save removed: `end` writes it afresh before the room goes.
[ -f "$save" ] || fail "no save of the room's game at $save"
rm -f "$save"
out=$("$gnomon" end "$name" 2>&1) || fail "end $name: status $?: $out"
[ "$out" = "room $name (pid $pid) has ended" ] || fail "end $name says: $out"
! running "$pid" || fail "the room is still running after end"
[ ! -e "$ROOMS_RUN/gnomon/$name.sock" ] || fail "end left the room's socket"
[ ! -e "$ROOMS_RUN/gnomon/$name.token" ] || fail "end left the room's token file"
grep -q d1d2 "$save" 2>/dev/null || fail "the room did not save its game as it ended"
# ($fake is the shell that started it: the process is its child.)
pkill -u "$STRANGER_UID" -f "^gnomon room $name( |\$)"
kill "$fake" 2>/dev/null
wait "$fake" 2>/dev/null

# host takes the game up.
out=$(XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/host \
    "$gnomon" host "$name" --detach 2>&1) || fail "host $name again: $out"
case $out in
*"took up"*"(1 moves)"*) ;;
*) fail "host $name did not take up the game end saved: $out" ;;
esac
pid=$(room_pid "$name") || exit 1

# Another room of the name, in a rooms directory chosen on purpose: `end
# NAME` means the one in the caller's own rooms directory, as `join NAME`
# would; from elsewhere, which one is asked.
shared=$ROOMS_RUN/shared
install -d -m 1770 "$shared" || exit 1
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/other \
    "$gnomon" host "$name" --rooms "$shared" --detach >/dev/null 2>&1 ||
	fail "a second room of the name did not open"
out=$(XDG_RUNTIME_DIR=$TUI_STATE/nowhere "$gnomon" end "$name" 2>&1) &&
	fail "end $name from elsewhere ended one of two: $out"
case $out in
*"2 rooms are called $name"*) ;;
*) fail "end $name from elsewhere does not ask which: $out" ;;
esac
out=$(XDG_RUNTIME_DIR=$ROOMS_RUN "$gnomon" end "$name" 2>&1) ||
	fail "end $name of two: status $?: $out"
[ "$out" = "room $name (pid $pid) has ended" ] ||
	fail "end $name did not end the room of its own directory: $out"
out=$("$gnomon" end "$name" 2>&1) || fail "end $name, the other: $out"

# A room not running, and words that are not a room.
out=$("$gnomon" end "none-$$" 2>&1)
status=$?
[ "$status" -eq 1 ] || fail "end of a room not running: status $status: $out"
case $out in
*"no room called none-$$ is running"*) ;;
*) fail "end of a room not running says: $out" ;;
esac
for words in "" "a/b" "1 2"; do
	# shellcheck disable=SC2086 # the words are words
	"$gnomon" end $words >/dev/null 2>&1
	status=$?
	[ "$status" -eq 2 ] || fail "end $words: status $status, not 2"
done
"$gnomon" list --all --rooms "$ROOMS_RUN" >/dev/null 2>&1
status=$?
[ "$status" -eq 2 ] || fail "list --all --rooms: status $status, not 2"

# A user's own room: theirs to list and end; root lists it too.
stranger "$STRANGER_DIR/gnomon" host "mine-$$" --detach >/dev/null 2>&1 ||
	fail "another user could not open a room"
out=$(stranger "$STRANGER_DIR/gnomon" list --all 2>&1)
printf '%s\n' "$out" | grep -qE " $STRANGER_UID +mine-$$ +$STRANGER_DIR/run/gnomon\$" ||
	fail "a user's list --all does not show their room: $out"
"$gnomon" list --all | grep -q " mine-$$ " ||
	fail "root's list --all does not show another user's room"
out=$(stranger "$STRANGER_DIR/gnomon" end "mine-$$" 2>&1) ||
	fail "a user could not end their room: $out"

[ $failures -eq 0 ]
