#!/bin/sh
# T and V in the terminal at 80x24: a tip is shown while the screen stays
# live, selects its stone with the cursor on its destination, says why, and
# Enter plays exactly that move; against the computer the end of the game
# counts the tips; V there reviews the game (each move's evaluation, the
# report and its chart as a page) and q goes back to the game's end.  Then
# `gnomon review FILE` in ASCII, the scores of a game from the start beside
# what they are, and a bad file refused before the screen.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# A day of one round: three rounds, three moves of Amber's.
tui_start -- --level 1 --side amber --seed 7 --day 1
tips=
for round in 1 2 3; do
	tui_wait "Amber to move (you)" 10
	tui_wait "Round $round of 3"
	tui_keys T
	tui_wait_re "Tip: [a-g][1-7][a-g][1-7] " 20
	tip=$(tui_screen | sed -n 's/^Tip: \([a-g][1-7][a-g][1-7]\) .*/\1/p')
	[ -n "$tip" ] || tui_fail "no tip read off the screen"
	tui_keys Enter
	# Level 1 answers at once, so "Last: Amber" may be gone before the
	# screen is read: the review below shows the move played.
	tips="$tips $tip"
	[ "$round" = 3 ] || tui_wait "Last: Teal" 10
	tui_wait_re "Round $((round + 1)) of 3|You (win|lose)|Draw" 10
done
tui_wait_re "You (win|lose)|Draw" 10
tui_wait "Tips asked: 3"
tui_wait "Game over: V review · R new"
tui_keys V
tui_wait "Review: move 0 of 6" 20
tui_wait "V report and chart"
tui_keys Right
# shellcheck disable=SC2086 # the tips are words
set -- $tips
tui_wait_re "^Round 1, Amber $1: ([+-][0-9]+\.[0-9][0-9], (Amber up|Teal up|even) in 7 moves|Amber wins|Teal wins)"
tui_keys V
tui_wait "Gnomon: the review of the game"
tui_wait "Review: Amber (You) against Teal (level 1)"
tui_keys End
tui_wait "Who was ahead"
tui_wait_re "^ *even +\+"
tui_keys V
tui_wait "Review: move 1 of 6"
# Each of Amber's moves was the tip.
tui_keys Right Right
tui_wait_re "^Round 2, Amber $2: "
tui_keys Right Right
tui_wait_re "^Round 3, Amber $3: "
tui_keys q
tui_wait "Game over: V review · R new"
tui_wait "Tips asked: 3"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the review"

# gnomon review FILE without UTF-8: ASCII only, bars in '#'.
record="$TUI_STATE/game.gnomon"
# Teal's only stone walks to b2, where Amber's d4 shades once the sun is in
# the north-east: Amber's next move ends the game.
cat >"$record" <<'RECORD'
[Gnomon "1"]
[Amber "level 3"]
[Teal "person"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1"]
[Position "7/7/7/3a3/7/2t4/a6 a N 1"]
[Result "amber"]

1. a1a2 c2b2
2. a2a1
RECORD
tui_start LANG=C LC_ALL=C -- review "$record"
tui_wait "Review: move 0 of 3" 20
tui_keys n n
tui_wait_re "^Round 1, Teal c2b2: Amber wins - a blunder, loses the game"
tui_wait_re "^Better [a-g][1-7][a-g][1-7]: "
tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "a byte outside ASCII on the screen"
tui_keys V
tui_wait "Largest mistake: round 1, Teal c2b2"
tui_keys End
tui_wait_re "^ *even +\+---\$"
# The largest mistake on a row of its own, under its column.
tui_wait_re "^ {10}!\$"
tui_wait_re "^ *Amber +\| *#"
tui_keys Escape
tui_wait "Review: move 2 of 3"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "review did not exit 0"

# A game from the start: beside the first moves' scores, what they are and
# the menu's measured share of whole games, which a newcomer read as
# contradicting them; the report says it over the list, in both locales.
cat >"$record" <<'RECORD'
[Gnomon "1"]
[Amber "person"]
[Teal "level 2"]
[Result "none"]

1. b1b2 f7g7
2. f1g2 e7e6
RECORD
for locale in C.UTF-8 C; do
	tui_start LANG=$locale LC_ALL=$locale -- review "$record"
	tui_wait "Review: move 0 of 4" 20
	tui_keys n
	tui_wait_re "^Round 1, Amber b1b2: [+-][0-9]+\.[0-9][0-9], (Amber up|Teal up|even) in 7 moves \(whole games: Amber 19\.0%\)\$"
	tui_keys V
	tui_wait "Amber's measured share from this sun, 19.0%, is another measure"
	tui_wait "Each line: the round, who moved, the move and the score after it"
	tui_keys q q
	[ "$(tui_exited)" = 0 ] || tui_fail "review did not exit 0 ($locale)"
done

# A bad record: one line, status 1, and no screen.
echo "[Gnomon \"9\"]" >"$TUI_STATE/bad.gnomon"
status=0
"$GNOMON" review "$TUI_STATE/bad.gnomon" >/dev/null 2>&1 || status=$?
[ "$status" = 1 ] || tui_fail "a bad record: status $status"
exit 0
