#!/bin/sh
# The pie rule (--pie 1) at 80x24: against the computer, the person as Amber
# turns the sun with the arrows (the sun's mark goes with it, and its
# fairness as the menu says it), chooses it
# with Enter, and the computer keeps or swaps by its search and plays on;
# as Teal, the computer picks the sun and the person swaps and moves first;
# on one keyboard both choices are the players'; in ASCII the row reads
# "Sun: < N >".  The menu's Pie rule row turns it on.  The line mode
# (--plain) reads the sun and keep or swap, refusing anything else.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start -- --pie 1 --level 1 --side amber --seed 3
tui_wait "Pie: you pick the sun"
tui_wait "Sun: ◂ N ▸"
tui_wait "Sun N favours Teal: Amber 19%; Teal's player then chooses a colour."
tui_wait "☼ N"
tui_keys Right Right
tui_wait "Sun: ◂ E ▸"
tui_wait "Sun E favours Teal: Amber"
tui_wait "☼ E"
tui_wait "Shade now, sun E"
tui_keys Enter
tui_wait_re "The computer (kept Teal|swapped)" 20
# The panel keeps saying what Teal's player chose (wrapped in its column).
tui_wait "Rules: first sun E,"
tui_wait_re " (kept|swapped)$"
tui_keys q
tui_wait_re "Quit\\? \\(y\\) keep|gnomon exited"
tui_keys y
tui_exited >/dev/null

# As Teal: the computer picks the sun; the person swaps and plays Amber.
tui_start -- --pie 1 --level 1 --side teal
tui_wait "Pie: you pick a colour" 20
tui_wait "Teal's player: ◂ Keep: play Teal ▸"
tui_wait_re "Keep: you stay Teal, and Amber, who chose the sun [NESW]+, moves first\\."
tui_keys Right
tui_wait "Teal's player: ◂ Swap: play Amber ▸"
tui_wait "Swap: you take Amber and move first; the sun's chooser plays Teal."
tui_keys Enter
tui_wait "You swapped: you play Amber and move first"
tui_wait "Amber to move (you)"
tui_wait "You: Amber · level 1"
tui_keys q y
tui_exited >/dev/null

# On one keyboard, in ASCII: both choices are the players'.
tui_start LANG=C LC_ALL=C -- --pie 1 --hotseat
tui_wait "Pie: Amber's player"
tui_wait "picks the sun"
tui_wait "Sun: < N >"
tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "a byte outside ASCII on the screen"
tui_keys Left Enter
tui_wait "picks a colour"
tui_wait "Teal's player: < Keep: play Teal >"
tui_keys Enter
tui_wait "Kept: the player who chose the sun plays Amber and moves first"
tui_wait "Rules: first sun NW,"
tui_wait_re " kept$"
tui_wait "Amber to move"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0"

# The menu's row: Pie rule on, and the game starts with the step.
tui_start --
tui_wait "Pie rule: off"
tui_keys Down Down Down Right
tui_wait "▸ Pie rule: on"
tui_keys Down Enter
tui_wait "Pie: you pick the sun"
# Not yet begun: q goes back to the menu, whose q quits.
tui_keys q
tui_wait "q quit"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 from the pie step"

# The line mode, on one keyboard: a sun that is none, then SW; a choice
# that is none, then swap; the game begins with the sun chosen, said as a
# word (a screen reader reads "SW" badly), as the choices are.
plain=$(printf 'up\nSW\nmaybe\nswap\nq\n' |
    XDG_STATE_HOME="$TUI_STATE/plain" "$GNOMON" --plain --hotseat --pie 1) ||
	tui_fail "--plain --pie 1 failed"
for line in "The sun: north, northeast, east, southeast, south," \
    "Enter for north:" "'up' is not a sun:" \
    "Teal's player: keep or swap:" "keep or swap, not 'maybe'" \
    "Swapped: the player who chose the sun now plays Teal" \
    "Round 1 of 24, sun southwest, next west; dusk in 8 rounds" \
    "Amber's move:"; do
	printf '%s\n' "$plain" | grep -qF -- "$line" ||
		tui_fail "--plain --pie 1 did not say: $line"
done
exit 0
