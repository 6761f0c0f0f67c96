#!/bin/sh
# `gnomon lobby` at 80x24 in the C locale (ASCII only): a player gives a
# name; the open rooms are listed with their players; the name is held, so
# a second lobby cannot take it while the first runs; Enter joins the room
# chosen, the game is played from the lobby's seat, and leaving it comes
# back to the lobby; w watches; c plays the computer, the game kept under
# the player's name; Ctrl-C ends the lobby and lets the name go.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# Every screen of the lobby is ASCII.
room_ascii() {
	if room_screen "$1" | LC_ALL=C grep -q '[^ -~]'; then
		echo "FAIL: window $1 shows more than ASCII:"
		room_screen "$1"
		exit 1
	fi
}

room_start 1 host host demo --name alice
room_wait 1 "Waiting for an opponent"
ROOM_LANG=C
room_start 2 bob lobby
room_wait 2 "Your name"
room_keys 2 b o b Enter
room_wait 2 "you: bob"
room_wait 2 "demo             alice guest    -"
room_ascii 2

# The name is bob's while his lobby runs.
room_start 3 other lobby
room_wait 3 "Your name"
room_keys 3 b o b Enter
room_wait 3 "bob is in the lobby already"
room_ascii 3

# Enter joins the room chosen, from the lobby's name.
room_keys 2 Enter
room_wait 2 "Teal: bob (you)"
room_wait 1 "Amber to move (you)"
room_ascii 2
room_keys 1 : d 1 d 2 Enter
room_wait 2 "Last: Amber d1d2"
# Leaving the room comes back to the lobby, where the game waits for bob.
room_keys 2 q
room_wait 2 "Leave the room?"
room_keys 2 y
room_wait 2 "you: bob"
room_wait 2 "guest (away)"
room_ascii 2

# Another name; w watches the room.
room_keys 3 BSpace BSpace BSpace c a r o l Enter
room_wait 3 "you: carol"
room_keys 3 w
room_wait 3 "q leave"
room_wait 3 "Last: Amber d1d2"
room_wait 1 "1 watching"
room_ascii 3
room_keys 3 q
room_wait 3 "you: carol"

# c plays the computer; the game is kept for carol alone, in a state
# directory of her name's (the account's is every lobby player's).
room_keys 3 c
room_wait 3 "Choose a game"
room_keys 3 Enter
room_wait 3 "Amber to move (you)"
room_keys 3 : d 1 d 2 Enter
room_wait 3 "Last: Amber d1d2"
room_keys 3 q
room_wait 3 "keep for later"
room_keys 3 y
room_wait 3 "you: carol"
saved="$TUI_STATE/other/gnomon/players/6361726f6c/gnomon/current.gnomon"
[ -f "$saved" ] || { echo "FAIL: carol's game is not kept in her own place"; exit 1; }
room_keys 3 q
room_wait 3 "gnomon exited 0"

# Ctrl-C ends a lobby as it does a game (130), terminal and name given
# back: bob's name is free again.
room_keys 2 C-c
room_wait 2 "gnomon exited 130"
room_start 4 again lobby
room_wait 4 "Your name"
room_keys 4 b o b Enter
room_wait 4 "you: bob"
room_keys 4 q
room_wait 4 "gnomon exited 0"
exit 0
