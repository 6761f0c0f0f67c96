#!/bin/sh
# A room killed before anyone joined leaves its game saved; the next
# `gnomon host` of the name takes it up.  alice hosted it as Amber: hosting
# it again with --side teal seats her as Amber, the seat her name has in
# the game taken up, and says so, where it used to refuse its own host
# ("alice's seat is Amber") and leave the room open with nobody in it.
# (That it says so is printed before the screen comes up.)
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	echo "FAIL: $*"
	exit 1
}

room_start 1 host host takeup --name alice
room_wait 1 "Waiting for an opponent"
# The room dies as a machine's crash would end it; its save stays.
room_crash
[ -f "$TUI_STATE/host/gnomon/rooms/takeup.gnomon" ] ||
	fail "the room left no save to take up"

room_start 2 host host takeup --side teal --name alice
room_wait 2 "Waiting for an opponent"
room_wait 2 "Teal seat token"
room_keys 2 q
room_wait 2 "Amber: alice (you)"
room_screen 2 | grep -q "seat is" && fail "the host was refused: $(room_screen 2)"
exit 0
