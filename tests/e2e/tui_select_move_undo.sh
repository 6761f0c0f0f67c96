#!/bin/sh
# Hot-seat by keyboard: select a stone (its destination dots appear), move
# it, see the panel follow, undo it, and quit mid-game through the quit question.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start -- --hotseat --sun n
tui_wait "Amber to move"
tui_keys Enter				# select d1
# d1's destinations c2 d2 e2 get dots; the cursor's frame is on d1.
tui_wait "2 │     │     │  •  │  •  │  •  │     │     │"
tui_keys k				# the cursor onto the d2 dot
tui_wait "d1d2: quiet"
tui_keys Enter
tui_wait "Last: Amber d1d2"
tui_wait "Teal to move"
tui_gone "  •  "
tui_screen | grep -qE '^ *2 │     │     │     [│┃]  ●  [│┃]     │     │     │' ||
    tui_fail "the stone is not on d2"
# A typed move for Teal, with the cursor keys untouched.
tui_keys : d 7 d 6 Enter
tui_wait "Last: Teal d7d6"
tui_wait "Round 2 of 24"
tui_wait "☼ NE"				# the sun has moved on
tui_keys U
tui_wait "Last: Amber d1d2"
tui_wait "Teal to move"
tui_keys U
tui_wait "No moves yet"
tui_wait "Amber to move"
# Esc deselects: the dots go.  (The typed move left the cursor on d6.)
tui_keys j j j j j Space
tui_wait "  •  "
tui_keys Escape
tui_gone "  •  "
# Mid-game, q asks first; n keeps playing, y quits.
tui_keys l Enter u Enter
tui_wait "Last: Amber e1f2"
tui_keys q
tui_wait "Quit? (y) keep"
tui_keys n
tui_gone "Quit? (y) keep"
tui_wait "Teal to move"
tui_keys q y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "gnomon exited with $status"
exit 0
