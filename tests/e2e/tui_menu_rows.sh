#!/bin/sh
# The new-game menu shows only the rows that apply: against the computer
# its level and your side; for two players neither (not even greyed out),
# and the menu's cursor goes from the choice of players straight to the pie
# rule and "Start the game", over the sun's measured balance (words, no
# stop); watching the computer, its level but no side of yours.  The box
# stays inside the board's grid, its letters shown.  Starting the game
# leaves nothing of the menu on the board.
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
# Its box, of fewer rows, stays inside the grid: the file letters above
# and below the board are not covered.
letters=$(tui_screen | grep -c '^ *a     b     c     d     e     f     g *$')
[ "$letters" = 2 ] || tui_fail "the two players' menu covers the board's letters: $(tui_screen)"
tui_keys Down
tui_wait "▸ Pie rule: off"
# The sun's balance is words on the way, no stop (S turns the sun).
tui_keys Down
tui_wait "▸ Start the game"
tui_wait "  Sun SE is fairest: Amber 51%  S"
tui_keys Up Up Right
tui_wait "▸ Play: watch the computer"
tui_wait "Computer level: 2 of 5"
tui_gone "You play"
tui_keys Down
tui_wait "▸ Computer level: 2 of 5"
tui_keys Down Down
tui_wait "▸ Start the game"
# Two players again, and the game they start.
tui_keys Up Up Up Left
tui_wait "▸ Play: two players"
tui_keys Down Down Enter
tui_wait "Two players"
tui_wait "Amber to move"
# The menu's box is gone with it: none of its lines is left above or below
# the board, where the dial and the file labels leave gaps.
tui_screen | grep -q '[═╔╗╚╝║]' && tui_fail "the menu's box shows through the board"
# Begun from the menu, with no move yet: q goes back to it, where q quits.
tui_keys q
tui_wait "q quit"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0"
exit 0
