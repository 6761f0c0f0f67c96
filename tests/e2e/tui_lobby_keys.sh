#!/bin/sh
# The lobby's name prompt reads keys as keys, at 80x24: an arrow and an
# escape sequence curses knows no key for (a bracketed paste's mark, as a
# terminal sends it around pasted text) neither quit the lobby, which for
# a player over ssh would close the session, nor type anything; Ctrl-U
# clears the name; a space is refused with the rule, never dropped; Esc
# alone leaves.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_start 1 ann lobby
room_wait 1 "Your name"
room_keys 1 -l "ann smith"
room_keys 1 Up Left F5
# ESC [ 2 0 0 ~: no key of the terminal's, so curses hands its bytes.
room_keys 1 -H 1b 5b 32 30 30 7e
room_keys 1 Enter
room_wait 1 "Not a name: spaces are not allowed"
room_wait 1 "> ann smith_"
room_keys 1 C-u
room_wait 1 "> _"
room_keys 1 -l "ann-smith"
room_keys 1 Enter
room_wait 1 "you: ann-smith"
room_lacks 1 "gnomon exited"

# Esc alone, on the name's screen, leaves.
room_start 2 bob lobby
room_wait 2 "Your name"
room_keys 2 Escape
room_wait 2 "gnomon exited 0"
exit 0
