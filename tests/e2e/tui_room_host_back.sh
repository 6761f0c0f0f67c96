#!/bin/sh
# A host who drops and comes back files the game once.  alice hosts `back`
# (the room files the finished game in her games/), bob joins; after two
# moves alice's window is killed (her gnomon gets SIGHUP) and she comes back
# with `gnomon join back`, into her own seat; bob resigns.  alice's games/
# holds one record of the game, not the room's and her client's both; bob's
# holds his own.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_start 1 host host back --name alice
room_wait 1 "Waiting for an opponent"
room_start 2 join join back --name bob
room_wait 2 "Teal: bob (you)"
room_wait 1 "Amber to move (you)"
room_turns 1 2 Amber d1d2 d7d6

# The host's terminal goes away; the room stays, and she comes back.
tui_tmux kill-window -t game:1
room_wait 2 "alice (away)"
room_start 1 host join back --name alice
room_wait 1 "Amber: alice (you)"
room_wait 1 "Last: Teal d7d6"
room_turns 1 2 Amber c1c2

room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
room_wait 1 "resigned"
room_wait 2 "resigned"
room_record_says join '[Amber "alice"]' '[Teal "bob"]' '1. d1d2 d7d6'
# The room files alice's as she gets back to her shell; wait for both.
room_keys 1 q
room_wait 1 "gnomon exited 0"
tui_pause
room_record_says host '[Amber "alice"]' '[Teal "bob"]' \
    '[Ending "amber resign"]' '1. d1d2 d7d6' '2. c1c2'
exit 0
