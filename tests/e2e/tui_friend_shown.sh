#!/bin/sh
# Play a friend from the menu (issue 44): the room's game takes the menu's
# place on the same screen and loop, drawn the player's way: with --cursor
# the room's board shows the terminal's cursor, as the menu did (a second
# screen started for the room hid it).  Leaving the room goes back to the
# menu, which says that the seat waits.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	room_screen 1
	echo "FAIL: $*"
	exit 1
}

mkdir -p "$TUI_STATE/host"
room_window 1 "env TERM=xterm-256color LANG=$ROOM_LANG USER=alice \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/host $GNOMON --cursor; \
echo \"gnomon exited \$?\"; sleep 60"
room_wait 1 "Play a friend"
[ "$(tui_tmux display-message -p -t game:1 '#{cursor_flag}')" = 1 ] ||
	fail "--cursor: the menu hides the cursor"
room_menu_to 1 "Play a friend"
room_keys 1 Enter
room_wait 1 "Where is your friend?"
room_keys 1 Enter
room_wait 1 "Gnomon: how a friend joins"
room_keys 1 q
room_wait 1 "Waiting for an opponent"
[ "$(tui_tmux display-message -p -t game:1 '#{cursor_flag}')" = 1 ] ||
	fail "--cursor: the room's board hides the cursor"
room_keys 1 q
room_wait 1 "Leave the room?"
room_keys 1 y
# Back on the menu, which says so; q then quits.
room_wait 1 "your seat in room alice waits for you"
room_wait 1 "Enter start"
room_keys 1 q
room_wait 1 "gnomon exited 0"
exit 0
