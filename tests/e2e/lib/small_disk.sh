# shellcheck shell=sh
# Shared by the room tests of a full disk (sourced after lib/fail.sh and
# lib/room.sh, never run alone): the test's state directory becomes a tmpfs
# of the given size, unmounted and its rooms killed when the test ends, and
# `small_disk_fill` fills it to its last block.  Mounting needs root: the
# test SKIPs without it.
# shellcheck disable=SC2154 # XDG_STATE_HOME is set by lib/room.sh

# small_disk SIZE: the state directory a SIZE tmpfs (128k, 256k, ...).
small_disk() {
	if [ "$(id -u)" != 0 ]; then
		echo "SKIP: mounting a small tmpfs needs root"
		exit 0
	fi
	if ! mount -t tmpfs -o "size=$1,mode=700" tmpfs "$XDG_STATE_HOME" \
	    2>/dev/null; then
		echo "SKIP: cannot mount a tmpfs here"
		exit 0
	fi
	trap small_disk_cleanup EXIT
	SMALL_DISK_FILLER=$XDG_STATE_HOME/filler
}

# shellcheck disable=SC2317 # called by the trap
small_disk_cleanup() {
	for pid in $(room_processes); do
		kill -KILL "$pid" 2>/dev/null
	done
	umount -l "$XDG_STATE_HOME" 2>/dev/null
	room_cleanup
}

# Fills the disk to its last block; fails if a small file still fits.
small_disk_fill() {
	dd if=/dev/zero of="$SMALL_DISK_FILLER" bs=4k 2>/dev/null
	if printf x >"$XDG_STATE_HOME/probe" 2>/dev/null; then
		fail "the tmpfs is not full"
	fi
	rm -f "$XDG_STATE_HOME/probe"
}

# Frees the space small_disk_fill took.
small_disk_free() {
	rm -f "$SMALL_DISK_FILLER"
}
