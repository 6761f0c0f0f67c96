#!/bin/sh
# Against the computer: it thinks in a thread (a "thinking" mark, keys still
# answered), answers, undo goes back to your own turn, it can move first, and
# --autoplay watches it play both sides until q and y.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start -- --level 1 --side amber --seed 7
tui_wait "Amber to move (you)"
tui_wait "You: Amber · level 1"
tui_keys Enter k Enter
tui_wait "Teal is thinking"
tui_wait "Last: Teal" 10
tui_wait "Amber to move (you)"
tui_wait "Round 2 of 24"
tui_keys U
tui_wait "No moves yet"
tui_wait "Amber to move (you)"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0"

# The computer as Amber moves first.
tui_start -- --level 1 --side teal
tui_wait "Last: Amber" 10
tui_wait "Teal to move (you)"
tui_keys q y
tui_exited >/dev/null

# Watching: the game goes on by itself; q still quits while it thinks.
tui_start -- --autoplay --level 1
tui_wait "Watching: level 1"
tui_wait "Round 2 of 24" 15
tui_keys q
tui_wait "Quit? (y) keep"
tui_keys y
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 from autoplay"
exit 0
