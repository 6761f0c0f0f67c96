# shellcheck shell=sh
# Shared by the scripts that test the game against another user of the
# same machine (sourced, never run alone, after lib/fail.sh): a stranger is
# a spare unprivileged uid, in no group, with a home of its own, running
# copies of the programs under test from a directory it may read.  Only
# root can become another uid: elsewhere the script says SKIP and ends.
#   stranger_setup         sets STRANGER_UID and STRANGER_DIR, and copies
#                          $gnomon (and $peer, if set) there as
#                          $STRANGER_DIR/gnomon and $STRANGER_DIR/room_peer
#   stranger CMD ARGS...   runs CMD as the stranger, in a clean environment
#                          (HOME, XDG_RUNTIME_DIR and XDG_STATE_HOME its own)
# shellcheck disable=SC2034,SC2154 # set for, and by, the scripts that source this one

STRANGER_FIRST_UID=64100
STRANGER_UIDS=100	# spare uids to try
STRANGER_CLAIMS=${TMPDIR:-/tmp}/gnomon-strangers

stranger_setup() {
	if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null 2>&1; then
		echo "SKIP: testing as another user needs root and setpriv"
		exit 0
	fi
	# A uid that no account and no process uses, and that no other test
	# running beside this one (make -j2) has claimed: the claim is a
	# directory made in one step, so two tests never share a stranger
	# (and the cleanup of one never kills the other's).
	STRANGER_UID=$STRANGER_FIRST_UID
	mkdir -p "$STRANGER_CLAIMS" && chmod 700 "$STRANGER_CLAIMS" || exit 1
	while getent passwd "$STRANGER_UID" >/dev/null 2>&1 ||
	    [ -n "$(ps -o pid= -u "$STRANGER_UID" 2>/dev/null)" ] ||
	    ! mkdir "$STRANGER_CLAIMS/$STRANGER_UID" 2>/dev/null; do
		STRANGER_UID=$((STRANGER_UID + 1))
		[ "$STRANGER_UID" -lt $((STRANGER_FIRST_UID + STRANGER_UIDS)) ] ||
			{ echo "FAIL: no spare uid for a stranger"; exit 1; }
	done
	STRANGER_CLAIM=$STRANGER_CLAIMS/$STRANGER_UID
	STRANGER_DIR=$(mktemp -d) || exit 1
	chmod 755 "$STRANGER_DIR"
	mkdir -m 700 "$STRANGER_DIR/home" "$STRANGER_DIR/run" "$STRANGER_DIR/state"
	chown "$STRANGER_UID:$STRANGER_UID" "$STRANGER_DIR/home" \
	    "$STRANGER_DIR/run" "$STRANGER_DIR/state"
	cp "$gnomon" "$STRANGER_DIR/gnomon" && chmod 755 "$STRANGER_DIR/gnomon" ||
	    exit 1
	if [ -n "${peer:-}" ]; then
		cp "$peer" "$STRANGER_DIR/room_peer" &&
		    chmod 755 "$STRANGER_DIR/room_peer" || exit 1
	fi
}

stranger() {
	setpriv --reuid="$STRANGER_UID" --regid="$STRANGER_UID" --clear-groups \
	    env -i PATH=/usr/bin:/bin HOME="$STRANGER_DIR/home" \
	    XDG_RUNTIME_DIR="$STRANGER_DIR/run" \
	    XDG_STATE_HOME="$STRANGER_DIR/state" LANG=C.UTF-8 "$@"
}

# Ends whatever the stranger left running, removes its directory and gives
# its uid back.
# shellcheck disable=SC2317 # called by the scripts' traps
stranger_cleanup() {
	[ -n "${STRANGER_UID:-}" ] && pkill -KILL -u "$STRANGER_UID" 2>/dev/null
	[ -n "${STRANGER_DIR:-}" ] && rm -rf "$STRANGER_DIR"
	[ -n "${STRANGER_CLAIM:-}" ] && rmdir "$STRANGER_CLAIM" 2>/dev/null
	# Once only: the uid may be another test's claim from now on.
	STRANGER_UID=
	STRANGER_DIR=
	STRANGER_CLAIM=
	return 0
}
