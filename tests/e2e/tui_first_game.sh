#!/bin/sh
# A newcomer's first game, at 80x24, as the screen shows it: with no menu
# choices kept the menu opens on the fair sun and says why on the line
# under the board, with the designer's sun one key away, and the game
# begun is the one it shows; R in the middle of a game asks before the
# menu that would replace it, and K (hold=1) asks before it gives a stone
# up, then says on the panel what it held; a finished game says so on one
# line; the first T points from the panel to the tip under the board.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
trap 'tui_cleanup' EXIT

# How many lines of the screen say the game is over.
over_lines() {
	tui_screen | grep -ciE 'game over|game is over'
}

# The menu's default, and why.
tui_start --
tui_wait "Sun SE is fairest: Amber 51%"
tui_wait "A fair first game: sun SE, as sun N favours Teal (Amber 19%); S for sun N"
tui_wait "Sun SE is fairest: Amber 51%  S"
# The designer's sun is one key away (S), and back; the sun's row is
# words, which the cursor passes over.
tui_keys S
tui_wait "Sun N favours Teal: Amber 19%"
tui_keys S
tui_wait "Sun SE is fairest: Amber 51%"
tui_wait "your record keeps sun N games apart"
# The game starts as the menu says: the sun in the south-east.
tui_keys Down Down Down Down
tui_wait "▸ Start the game"
tui_keys Enter
tui_wait "Amber to move (you)"
tui_wait "Shade now, sun SE"

# R in the middle of a game: asked, n, Esc and y.
tui_keys Enter Up Enter
tui_wait "Last: Amber d1d2"
tui_wait "Amber to move (you)" 20
tui_keys R
tui_wait "A new game, leaving this one unfinished? (y) yes · (n) no"
tui_wait "y yes · n or Esc no"
tui_keys n
tui_gone "leaving this one unfinished"
tui_wait "Last: Teal"
tui_keys R
tui_wait "leaving this one unfinished"
tui_keys Escape
tui_gone "leaving this one unfinished"
tui_screen | grep -q "Start the game" && tui_fail "Esc opened the menu"
tui_keys R y
tui_wait "Start the game"
tui_keys Escape
tui_wait "Last: Teal"
tui_keys q a
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0"

# K under hold=1: asked, n holds nothing, y holds and the panel says what.
tui_start -- --hotseat --hold 1
tui_wait "Amber to move"
tui_keys K
tui_wait "Hold the sun at N, giving up d1 for good? (y) yes · (n) no"
tui_keys n
tui_gone "giving up d1"
tui_wait "No moves yet"
tui_keys K y
tui_wait "Last: Amber hd1"
tui_wait "Sun N held; d1 spent"
tui_wait "Teal to move"
tui_keys q a
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the hold"

# A game over: said on one line, and R asks nothing then.
tui_win_short_game
tui_wait "Game over: V review · R new"
[ "$(over_lines)" = 1 ] || tui_fail "$(over_lines) lines say the game is over"
tui_keys R
tui_wait "Start the game"
tui_keys q q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the game"

# The first T: the panel points to the tip, under the board.
tui_start -- --level 1 --side amber
tui_wait "T for a tip"
tui_keys T
tui_wait "Tip: below the board" 20
tui_wait_re "^Tip: [a-g][1-7][a-g][1-7]"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the tip"
exit 0
