#!/bin/sh
# The right words for everyone in a room: `gnomon host`, `gnomon join` and
# `gnomon watch` in three tmux windows at 80x24 play a room's game to its
# end.  The host (Amber) resigns: the joiner's screen says "You win", the
# host's "You lose", the spectator's who won (every screen said Amber's
# "You lose" before).  The joiner's filed record says their side and whom
# they played, with no computer's level (it said Side amber, Level 2,
# Opponent room), as the host's (the room's) names both; the q question
# shows the room's keys; a room's name that fits the panel beside its
# watchers is whole.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_seated ten-letter
# Ten letters and " · 1 watching" are the panel's 23 columns: not cut.
room_wait 1 "ten-letter · 1 watching"
room_wait 3 "ten-letter · 1 watching"
# A move each, on every screen.
room_keys 1 : d 1 d 2 Enter
room_everywhere "Last: Amber d1d2"
room_keys 2 : d 7 d 6 Enter
room_everywhere "Last: Teal d7d6"

# q asks, with the room's keys under it, not a game at one keyboard's.
room_keys 1 q
room_wait 1 "Leave the room?"
room_wait 1 "y leave · any other key"
room_lacks 1 "R new"
# Too small a window asks the room's question too, not "(a) abandon".
tui_tmux resize-window -t game:1 -x 40 -y 12
room_wait 1 "it is 40x12"
room_wait 1 "Leave the room?"
room_lacks 1 "abandon"
tui_tmux resize-window -t game:1 -x 80 -y 24
room_wait 1 "y leave · any other key"
room_keys 1 n
room_wait 1 "Amber to move (you)"

# The host resigns: each screen from its own side.
room_keys 1 X
room_wait 1 "Resign this game?"
room_keys 1 y
room_wait 1 "You lose: you resigned"
room_wait 2 "You win: Amber resigned"
# The panel's 23 columns wrap the spectator's words after "Amber".
room_wait 3 "Teal wins: Amber"
room_lacks 2 "You lose"
room_lacks 3 "You lose"

room_record_says join '[Amber "alice"]' '[Teal "bob"]' '[Side "teal"]' \
    '[Opponent "alice"]' '[Ending "teal resign"]' '1. d1d2 d7d6'
# The host's is the room's own record, filed in the host's games/: both
# names by their sides, the host's side and opponent, no level either.
room_record_says host '[Amber "alice"]' '[Teal "bob"]' '[Ending "teal resign"]' \
    '[Side "amber"]' '[Opponent "bob"]'
room_keys 2 q
room_wait 2 "gnomon exited 0"
exit 0
