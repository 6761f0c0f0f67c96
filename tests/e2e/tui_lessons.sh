#!/bin/sh
# The lessons at 80x24: `gnomon learn` lists them, the first is played
# wrong (typed: explained, played out, tried again) then right (with the
# cursor: said why), its mark appears in the list and is kept in the state
# directory for the next run; "Learn to play" in the new-game menu opens
# the same list and goes back to the menu; and in ASCII nothing but ASCII.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start -- learn
tui_wait "Gnomon: learn to play"
tui_wait "   1. A shadow and its direction"
tui_keys Enter
tui_wait "Lesson 1/10 · Amber"
tui_wait "Goal: Eclipse e2 and"
# Wrong, typed: explained from the hints and the lesson, the reply played.
tui_keys :d4e4 Enter
tui_wait "Not this one. d4e4"
tui_wait "take e4 with f7e6"
tui_screen | grep -qF "Lesson 1/10 ✓" && tui_fail "a wrong move marked the lesson done"
tui_keys Enter
tui_wait "U to try again"
# Again, with the cursor: it starts on the first stone, b1; up three and
# right two to d4, Enter, n (south-east) to e3, Enter.
tui_keys U
tui_wait "A round is Amber's"
tui_keys k k k l l Enter n Enter
tui_wait "Right: d4e3."
tui_wait "Lesson 1/10 ✓ · Amber"
tui_keys L
tui_wait "Gnomon: learn to play"
tui_wait "✓  1. A shadow and its direction"
grep -qx shadow "$TUI_STATE_HOME/gnomon/lessons" ||
    tui_fail "the progress file does not list the lesson"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon learn did not exit 0"

# The mark is kept; the menu's "Learn to play" shows the same list, and
# leaving it goes back to the menu.
TUI_KEEP_STATE=1
tui_start --
tui_wait "Start the game"
tui_keys Down Down Down Down Down
tui_wait "▸ Learn to play"
tui_keys Enter
tui_wait "✓  1. A shadow and its direction"
tui_keys q
tui_wait "▸ Learn to play"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 from the menu"

# ASCII: the mark is 'v' (not '*', the sun's, nor '+', the quiet dot's),
# and no other byte either;
# the list starts at the first lesson not done.
tui_start -- learn --ascii
tui_wait "v  1. A shadow and its direction"
tui_keys Enter
tui_wait "Lesson 2/10 - Amber"
tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "a byte outside ASCII in a lesson"
tui_keys q q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon learn --ascii did not exit 0"
exit 0
