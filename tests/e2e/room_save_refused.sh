#!/bin/sh
# A room that cannot save does not open: `gnomon host` says why and leaves
# no socket and no process behind, for a save directory its user may not
# write (mode 555, as an unprivileged user: root ignores modes), one on a
# read-only file system, and one on a full disk.  Needs root (another uid,
# mounts): SKIP without it.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"

stranger_setup
# shellcheck disable=SC2317 # called by the trap
refused_cleanup() {
	umount -l "$XDG_STATE_HOME" 2>/dev/null
	stranger_cleanup
	room_cleanup
}
trap refused_cleanup EXIT

# refused WHY RUN...: `RUN gnomon host` (with the arguments after RUN's
# own) must fail, saying WHY, with no room left open in ROOMS_DIR.
refused() {
	why=$1
	shift
	if out=$("$@" 2>&1); then
		fail "a room opened that cannot save ($why): $out"
		return
	fi
	echo "refused: $out"
	case $out in
	*"cannot save the room's game"*"$why"*) ;;
	*) fail "host refused, but not saying '$why': $out" ;;
	esac
}

# 1. A directory its user may not write in: the stranger's rooms/, 555.
mkdir -p "$STRANGER_DIR/state/gnomon/rooms"
chown -R "$STRANGER_UID:$STRANGER_UID" "$STRANGER_DIR/state/gnomon"
chmod 700 "$STRANGER_DIR/state/gnomon"
chmod 555 "$STRANGER_DIR/state/gnomon/rooms"
refused "Permission denied" stranger "$STRANGER_DIR/gnomon" host locked --detach
[ ! -e "$STRANGER_DIR/run/gnomon/locked.sock" ] ||
	fail "the refused room left its socket"
[ -z "$(ps -o pid= -u "$STRANGER_UID" 2>/dev/null)" ] ||
	fail "the refused room left a process: $(ps -f -u "$STRANGER_UID")"
# The same user with a directory it may write in: the room opens.
chmod 700 "$STRANGER_DIR/state/gnomon/rooms"
out=$(stranger "$STRANGER_DIR/gnomon" host locked --detach 2>&1) ||
	fail "a room that can save did not open: $out"
stranger_cleanup

# 2. A read-only file system, and 3. a full one: a tmpfs as the state
# directory.
if ! mount -t tmpfs -o size=256k,mode=700 tmpfs "$XDG_STATE_HOME" 2>/dev/null; then
	echo "SKIP: cannot mount a tmpfs here (the mode 555 case passed)"
	[ $failures -eq 0 ]
	exit
fi
mkdir -m 700 "$XDG_STATE_HOME/gnomon" "$SAVES" "$GAMES"
dd if=/dev/zero of="$XDG_STATE_HOME/filler" bs=4k 2>/dev/null
refused "No space left on device" "$gnomon" host full --detach
[ ! -e "$ROOMS/full.sock" ] || fail "the refused room left its socket"
rm -f "$XDG_STATE_HOME/filler"
mount -o remount,ro "$XDG_STATE_HOME" ||
	fail "cannot make the tmpfs read-only"
refused "Read-only file system" "$gnomon" host readonly --detach
[ ! -e "$ROOMS/readonly.sock" ] || fail "the refused room left its socket"
[ -z "$(room_processes)" ] || fail "a refused room left a process"

[ $failures -eq 0 ]
