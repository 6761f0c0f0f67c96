#!/bin/sh
# The new-game menu shows only the rows that apply: against the computer
# its level and your side; for two players neither (not even greyed out),
# and the menu's cursor goes from the choice of players straight to the pie
# rule, the sun (its measured balance beside it) and "Start the game"; watching the computer, its level but no side
# of yours.  Starting the game leaves nothing of the menu on the board.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start --
tui_wait "▸ Play: the computer"
tui_wait "Computer level: 2 of 5"
tui_wait "You play: Amber"
tui_keys Right
tui_wait "▸ Play: two players"
tui_gone "Computer level"
tui_gone "You play"
tui_keys Down
tui_wait "▸ Pie rule: off"
tui_keys Down
tui_wait "▸ Sun SE is fairest: Amber 51%"
tui_keys Down
tui_wait "▸ Start the game"
tui_keys Up Up Up Right
tui_wait "▸ Play: watch the computer"
tui_wait "Computer level: 2 of 5"
tui_gone "You play"
tui_keys Down
tui_wait "▸ Computer level: 2 of 5"
tui_keys Down Down Down
tui_wait "▸ Start the game"
# Two players again, and the game they start.
tui_keys Up Up Up Up Left
tui_wait "▸ Play: two players"
tui_keys Down Down Down Enter
tui_wait "Two players"
tui_wait "Amber to move"
# The menu's box is gone with it: none of its lines is left above or below
# the board, where the dial and the file labels leave gaps.
tui_screen | grep -q '[═╔╗╚╝║]' && tui_fail "the menu's box shows through the board"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0"
exit 0
