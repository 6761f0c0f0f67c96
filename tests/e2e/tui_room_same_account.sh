#!/bin/sh
# Two players of one account: the host, named after the account, and a
# friend at another terminal of it who gives no name.  The joiner's
# program reads the room's info line and takes the account's name with a
# 2 after it, so that the two seats are told apart.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# same_account WINDOW STATE WORDS...: gnomon WORDS as the account "same".
same_account() {
	window=$1 state=$2
	shift 2
	mkdir -p "$TUI_STATE/$state"
	room_window "$window" "env TERM=xterm-256color LANG=$ROOM_LANG \
USER=same XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/$state \
$GNOMON $*; echo \"gnomon exited \$?\"; sleep 60"
}

same_account 1 host host twin
room_wait 1 "Waiting for an opponent"
same_account 2 join join twin
room_wait 2 "Teal: same2 (you)"
room_wait 1 "Teal: same2"
