#!/bin/sh
# A lobby on a shared rooms directory (mode 1770, its group another local
# user's, tests/e2e/lib/stranger.sh): the stranger makes the lock file of
# the name ann there first and holds it, and this account's lobby still
# takes the name ann (its names are locked in its own rooms directory),
# and holds it against a second lobby of the account.  Her link to this
# account's room is not listed as a room of its own.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"

# shellcheck disable=SC2034 # stranger_setup's program to copy
gnomon=$GNOMON
stranger_setup
# shellcheck disable=SC2317 # called by the trap
lobby_cleanup() {
	status=$?
	stranger_cleanup
	(exit "$status")
	rooms_cleanup
}
trap lobby_cleanup EXIT

SHARED=$STRANGER_DIR/shared
install -d -m 1770 -g "$STRANGER_UID" "$SHARED" || exit 1
# ann's lock, as this account's lobby named it (her name in hex), the
# stranger's and held by her.
lock=$SHARED/player-616e6e.lock
stranger flock "$lock" sleep 60 &
tries=100
while [ ! -e "$lock" ] && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
[ -e "$lock" ] || { echo "FAIL: the stranger made no lock file"; exit 1; }
sleep 0.2	# her flock taken after the file is made

# This account's room, and the stranger's link to it.
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/host "$GNOMON" host \
    table --rooms "$SHARED" --detach >/dev/null 2>&1 ||
	{ echo "FAIL: gnomon host table"; exit 1; }
stranger ln -s "$SHARED/table.sock" "$SHARED/mine.sock" ||
	{ echo "FAIL: the stranger could not make her link"; exit 1; }

room_start 1 ann lobby --rooms "$SHARED"
room_wait 1 "Your name"
room_keys 1 a n n Enter
room_wait 1 "you: ann"
room_wait 1 "table  "
room_lacks 1 "mine  "
room_start 2 other lobby --rooms "$SHARED"
room_wait 2 "Your name"
room_keys 2 a n n Enter
room_wait 2 "ann is in the lobby already"
room_keys 1 q
room_keys 2 q
room_wait 1 "gnomon exited 0"
exit 0
