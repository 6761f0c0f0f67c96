#!/bin/sh
# An abandoned friend room is never taken up silently (issue 49): alice's
# room, where bob joined and she played a move, dies as a crash would end
# it, leaving its game saved.  Her menu's "Play a friend" then asks whether
# to resume it, saying with whom and how many moves, or to start anew
# (before, the next Play a friend took it up without a word).  Esc goes
# back to the menu; "Start anew" files the unfinished game as it stands,
# says where, and opens the room on a new game.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	echo "FAIL: $*"
	exit 1
}

# The menu's room is named for the account: a name of this run's own.
host=res$$
room_start 1 host host "$host" --name "$host"
room_wait 1 "Waiting for an opponent"
room_first_move "$host"
# The room dies as a machine's crash would end it; its save stays.
room_crash
[ -f "$TUI_STATE/host/gnomon/rooms/$host.gnomon" ] ||
	fail "the room left no save to take up"

room_window 3 "env TERM=xterm-256color LANG=$ROOM_LANG USER=$host \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/host $GNOMON; \
echo \"gnomon exited \$?\"; sleep 60"
# (The windows go once another is up: tmux ends with its last.)
tui_tmux kill-window -t game:1
tui_tmux kill-window -t game:2
room_wait 3 "Play a friend"
room_menu_to 3 "Play a friend"
room_keys 3 Enter
room_wait 3 "Where is your friend?"
room_keys 3 Enter
room_wait 3 "Room $host has an unfinished game"
# The question whole, however it is wrapped.
question="Room $host has an unfinished game, $host (Amber) against bob (Teal), \
1 move: resume it, or start anew?"
room_screen 3 | tr '\n' ' ' | grep -qF "$question" ||
	fail "the question is not '$question': $(room_screen 3)"
room_wait 3 "1. Resume it"
room_wait 3 "2. Start anew"
room_lacks 3 "how a friend joins"

# Esc: back on the menu, no room opened.
room_keys 3 Escape
room_wait 3 "▸ Play a friend"
XDG_RUNTIME_DIR=$ROOMS_RUN "$GNOMON" list 2>&1 | grep -q "^$host " &&
	fail "a room was opened"

# Start anew: the old game filed as it stands, the room new.
room_keys 3 Enter
room_wait 3 "Where is your friend?"
room_keys 3 Enter
room_wait 3 "has an unfinished game"
room_keys 3 Down Enter
room_wait 3 "Gnomon: how a friend joins"
room_keys 3 q
room_wait 3 "Waiting for an opponent"
room_wait 3 "No moves yet"
# The board says where the game set aside went: its file among the
# player's games.
file=$(basename "$(find "$TUI_STATE/host/gnomon/games" -name '*.gnomon')")
room_wait 3 "The unfinished game is filed as $file in your games (G)"
room_record_says host "[Amber \"$host\"]" '[Teal "bob"]' '1. d1d2'
exit 0
