#!/bin/sh
# The game in tmux: the menu at start, the board and the panel at 80x24,
# and q before any move going back to the menu, whose q leaves at once,
# with the terminal restored.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start --
tui_wait "New game"
tui_wait "Play: the computer"
tui_keys Down Down Right		# You play: Teal
tui_wait "You play: Teal"
tui_keys Up Up Right			# two players
tui_wait "Play: two players"
tui_keys Enter
tui_wait "Amber to move"
tui_gone "New game"
screen=$(tui_screen)
# A first game (no menu choices kept) is from the fair sun, SE.
for text in "G N O M O N" "Two players" "Round 1 of 24" "Dusk in 8 rounds" \
    "a     b     c     d     e     f     g" "☼ SE" "○ S" "SW" "NE" "NW" \
    "● Amber  5 stones" "◆ Teal   5 stones" "U undo" "q quit"; do
	echo "$screen" | grep -qF -- "$text" || tui_fail "no '$text' on the board screen"
done
# The board: rank 7 holds Teal's five diamonds, rank 1 Amber's five stones.
echo "$screen" | grep -qE '^ *7 │     │  ◆  │  ◆  │  ◆  │  ◆  │  ◆  │     │' ||
    tui_fail "rank 7 is not Teal's back rank"
echo "$screen" | grep -qE '^ *1 │     │  ●  │  ●  [│┃]  ●  [│┃]  ●  │  ●  │     │' ||
    tui_fail "rank 1 is not Amber's back rank"
# Begun from the menu, no move yet: q goes back to it, whose q quits.
tui_keys q
tui_wait "New game"
tui_wait "q quit"
tui_keys q
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "gnomon exited with $status"
# The alternate screen is gone: the board is no longer shown.
tui_screen | grep -qF "G N O M O N" && tui_fail "the board is still on the screen after quitting"
exit 0
