#!/bin/sh
# Join a friend over TCP from the new-game menu (issue 29), in two tmux
# windows at 80x24: alice hosts a room with --tcp on loopback, and her
# page of how a friend joins shows the address and bob's seat token; bob's
# `gnomon` chooses "Join a friend" and types the address.  The token is
# asked on the terminal, not shown as it is typed: a wrong one is refused
# and bob is back on the menu, which says why, his line kept to put right;
# the right one seats him as Teal.  The token is never on bob's screen,
# nor on any command line.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	echo "FAIL: $*"
	exit 1
}

room_start 1 host host tcpfriend --tcp 127.0.0.1:0 --name alice
room_wait 1 "Gnomon: how a friend joins"
address=$(room_screen 1 | sed -n 's/.*\(127\.0\.0\.1:[0-9][0-9]*\).*/\1/p' | head -n 1)
token=$(room_screen 1 | sed -n 's/.*Teal seat token: \([0-9a-f]*\).*/\1/p' | head -n 1)
[ -n "$address" ] || fail "the host's page shows no TCP address: $(room_screen 1)"
[ -n "$token" ] || fail "the host's page shows no Teal seat token: $(room_screen 1)"

mkdir -p "$TUI_STATE/join"
room_window 2 "env TERM=xterm-256color LANG=$ROOM_LANG USER=bob \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/join $GNOMON; \
echo \"gnomon exited \$?\"; sleep 60"
room_wait 2 "▸ Play: the computer"
room_menu_to 2 "Join a friend"
room_keys 2 Enter
room_wait 2 "Join: _"
room_keys 2 -l "$address"
room_keys 2 Enter
room_wait 2 "not shown as you type"
# Before the token, what bob is about to sit down to.
room_wait 2 "alice invites you to room tcpfriend: you play Teal, sun N"

# A wrong token: refused, and back on the menu with the line kept.
room_keys 2 -l "0123456789abcdef0123456789abcdef"
room_keys 2 Enter
# The refusal, not the line: the question is asked below the menu's
# screen, which shows the line until the refusal draws it again.
room_wait 2 "wrong token for a seat"
room_wait 2 "Join: $address"
room_screen 2 | grep -q "0123456789abcdef" &&
	fail "the token typed was shown: $(room_screen 2)"

# The right one: bob sits as Teal.
room_keys 2 Enter
room_wait_count 2 "not shown as you type" 2
room_keys 2 -l "$token"
pgrep -f "$token" >/dev/null && fail "the token is on a command line"
room_keys 2 Enter
room_wait 2 "Teal: bob (you)"
room_wait 1 "Teal: bob"
room_lacks 2 "$token"

room_keys 2 q
room_wait 2 "Leave the room?"
room_keys 2 y
room_wait 2 "your seat in room tcpfriend waits for you"
room_wait 2 "Enter start"
room_keys 2 q
room_wait 2 "gnomon exited 0"
exit 0
