#!/bin/sh
# The host's own screen says how a friend joins (issue 29): `gnomon host
# demo --tcp 0` opens on a page with the join line for this machine
# (`gnomon join demo`), the TCP address, and the tokens to pass on, which
# the terminal before the screen would keep hidden until the game ends.  q
# goes to the board, which says I shows it again, and I does.  A friend
# types the TCP line shown, then the Teal token shown, and takes the seat;
# the page gives way to the board, and the game is played to its end (a
# resignation).
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_start 1 host host demo --tcp 0 --name alice
room_wait 1 "Gnomon: how a friend joins"
room_wait 1 "gnomon join demo"
room_wait 1 "Teal seat token: "
room_wait 1 "watch token: "
screen=$(room_screen 1)
address=$(echo "$screen" | sed -n 's/.*gnomon join \(127\.0\.0\.1:[0-9][0-9]*\).*/\1/p' |
    head -n 1)
token=$(echo "$screen" | sed -n 's/.*Teal seat token: \([0-9a-f]*\).*/\1/p' | head -n 1)
[ -n "$address" ] || { echo "FAIL: no TCP join line on the host's screen"; echo "$screen"; exit 1; }
[ ${#token} -eq 32 ] || { echo "FAIL: no Teal token on the host's screen"; echo "$screen"; exit 1; }
# The host's own seat is the host's alone: not shown.
if echo "$screen" | grep -qF "Amber seat token"; then
	echo "FAIL: the host's own token is shown"
	exit 1
fi

# Back to the board, which says how to see it again; I does.
room_keys 1 q
room_wait 1 "Waiting for an opponent"
room_wait 1 "I: how a friend joins"
room_keys 1 I
room_wait 1 "Gnomon: how a friend joins"
room_wait 1 "Teal seat token: $token"
room_keys 1 Escape
room_wait 1 "I: how a friend joins"
room_keys 1 I
room_wait 1 "Teal seat token: $token"

# The friend types the line shown, then the token when it is asked; the
# page gives way to the board when they come.
room_start 2 bob join "$address" --name bob
room_wait 2 "the token of room"
room_keys 2 "$token" Enter
room_wait 2 "Teal: bob (you)"
room_wait 1 "Amber to move (you)"
room_keys 1 : d 1 d 2 Enter
room_wait 2 "Last: Amber d1d2"
room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
room_wait 1 "You win: Teal resigned"
room_wait 2 "You lose: you resigned"
exit 0
