#!/bin/sh
# The menu's pie rule carries into a friend's game (issue 49): the host's
# menu turns the pie rule on, and its Play a friend says so; with the
# friend "on this machine, under another account" (TCP on loopback; here
# the same account in another window, so that no root is needed) the room
# plays the pie rule.  The friend's Join a friend is told, before the
# token, "HOST invites you to room HOST: you play Teal, sun SE, pie rule";
# once seated, the room's pie step begins: the host picks the sun.
# Before, the room was opened without the pie rule, without a word.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	echo "FAIL: $*"
	exit 1
}

# menu_start WINDOW STATE USER: the game's menu for an account named USER.
menu_start() {
	mkdir -p "$TUI_STATE/$2"
	room_window "$1" "env TERM=xterm-256color LANG=$ROOM_LANG USER=$3 \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/$2 $GNOMON; \
echo \"gnomon exited \$?\"; sleep 60"
	room_wait "$1" "Play a friend"
}

# The menu's room is named for the account: a name of this run's own.
host=pie$$
menu_start 1 host "$host"
room_menu_to 1 "Pie rule: off"
room_keys 1 Right
room_wait 1 "▸ Pie rule: on"
room_menu_to 1 "Play a friend"
room_keys 1 Enter
room_wait 1 "You play Amber, sun SE, pie rule, no clock"
room_keys 1 Down Enter
room_wait 1 "Gnomon: how a friend joins"
line=$(room_screen 1 | sed -n 's/^ *\(.*gnomon join [^ ]*\)$/\1/p' | head -n 1)
token=$(room_screen 1 | sed -n 's/^ *\([0-9a-f]\{32\}\)$/\1/p')
if [ -z "$line" ] || [ -z "$token" ]; then
	fail "the page shows no line or no token: $(room_screen 1)"
fi

menu_start 2 join bob
room_menu_to 2 "Join a friend"
room_keys 2 Enter
room_wait 2 "Join: _"
room_keys 2 -l "$line"
room_keys 2 Enter
room_wait 2 "not shown as you type"
room_wait 2 "$host invites you to room $host: you play Teal, sun SE, pie rule"
room_keys 2 -l "$token"
room_keys 2 Enter
room_wait 2 "Teal: bob (you)"
room_wait 1 "Pie: you pick the sun"
room_wait 2 "Amber ($host) is choosing the sun"
exit 0
