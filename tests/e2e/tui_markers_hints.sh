#!/bin/sh
# The markers on the captured screen, from a hot-seat game typed move by
# move: an enemy stone in your shade (gold ring, x), a stone in shade once the
# sun turns (dashed bars), your stone in enemy shade now (red brackets, !),
# destination dots and their details, the dusk ring marked two rounds before
# dusk (steadily, its pulse over the mark); H turns the hints off and on, S
# shows the next round's shadows.  In 256 colours, in 8 (TERM=xterm) and in
# monochrome (NO_COLOR), where the shades are hatching.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# Twelve moves to round 7: Amber a3 shades b3 c3 (sun W), where Teal c3 stands.
MOVES="e1f2 b7b6 d1c2 b6c6 c1b2 c6b5 f1e1 c7c6 c2c1 b5c4 b2a3 c4c3"

play_moves() {
	for move in $MOVES; do
		tui_keys ":$move" Enter
	done
	tui_wait "Last: Teal c4c3"
}

row() {	# the screen line of rank $1 (then capture-pane's options)
	rank=$1
	shift
	# Found by its label with the colours taken out (with -e, escapes
	# come before it), after the sun dial's west point on rank 4.  A rank
	# not found prints nothing, and the check that reads it fails.
	tui_capture "$@" | awk -v rank="$rank" '
		{ plain = $0; gsub(/\033\[[0-9;]*m/, "", plain) }
		plain ~ ("(^| )" rank " (│|┃|║)") { print; exit }'
}

tui_start -- --hotseat --sun n
tui_wait "Amber to move"
play_moves
tui_wait "Round 7 of 24"
tui_wait "Dusk in 2 rounds"
row 3 | grep -qF "(◆)×" || tui_fail "no gold ring and × on Teal's c3"
row 1 | grep -qF "┆●┆" || tui_fail "no dashed ring on Amber's e1"
# Colours: Teal's shade (256-colour ground 24) and Amber's (94) are on the board.
tui_capture -e | grep -q "48;5;24m" || tui_fail "no Teal shade colour"
tui_capture -e | grep -q "48;5;94m" || tui_fail "no Amber shade colour"
# The dusk ring is marked steadily, in every look: '~' on a1's edges, on
# the dusk colour (88); the pulse is an extra over the mark, reverse video
# that comes and goes.  The Amber shade on rank 1 (94) stays, pulse or not.
pulsed=0 unpulsed=0
tui_tries 2
while [ "$tries" -gt 0 ]; do
	row 1 | grep -qE '^ *1 │~   ~│' ||
	    tui_fail "a look without the dusk ring's '~' on a1"
	line=$(row 1 -e)
	shade=$(echo "$line" | grep -o "48;5;94m" | wc -l)
	[ "$shade" -gt 0 ] || tui_fail "the pulse hides Amber's shade on rank 1"
	echo "$line" | grep -q "48;5;88m" ||
	    tui_fail "a look without the dusk colour on a1"
	if echo "$line" | grep -q '\[1;7m'; then pulsed=1; else unpulsed=1; fi
	[ $pulsed = 1 ] && [ $unpulsed = 1 ] && break
	tui_pause
	tries=$((tries - 1))
done
if [ $pulsed = 0 ] || [ $unpulsed = 0 ]; then
	tui_fail "the dusk ring does not pulse over its mark"
fi

# Select a3: five dots; the one on b3 takes c3 and is gold.  In 256
# colours too a dot's shape tells its class: red ones '-', gold 'x'.
tui_keys h h Enter
tui_wait "2 │~ - ~│  -  │"
row 3 | grep -qF "║~ ● ~║  ×  │" || tui_fail "the gold dot on b3 is not shaped ×"
tui_keys l
tui_wait "a3b3: takes c3 · leaves nothing exposed to Teal's reply"
# b3 is in Amber's shade (94): the gold dot (226, the gold ring's) stands
# on the shade's darker patch (52), where a red or orange dot shows too
# (red on 94 was 1.4:1).
row 3 -e | grep -q '38;5;226m.\[48;5;52m×' ||
    tui_fail "the gold dot on b3 is not gold on the shade's patch"
tui_keys h u
tui_wait "a3b4: takes nothing · c3d2 can take f2"
row 4 -e | grep -q "38;5;196m" || tui_fail "no red dot colour on b4"

# Hints off: no rings, no classes in the details; on again.
tui_keys H
tui_wait "Hints off (H)"
row 3 | grep -qF "(◆)×" && tui_fail "the ring is still there with hints off"
tui_keys h l
tui_wait "a3b4"
tui_gone "takes nothing"
tui_keys H
tui_gone "Hints off (H)"
row 3 | grep -qF "(◆)×" || tui_fail "the ring did not come back"

# The next round's shadows: the sun at NW casts to the south-east.
tui_keys S
tui_wait "Next round, sun NW"
tui_keys S
tui_wait "Shade now, sun W"

# Danger now: in round 8 the sun is at NW and Teal's c3 shades d2 and e1, so
# Amber's e1 wears the red ring and "!" (the dashed ring said so in round 7).
tui_keys ":a3b4" Enter
tui_wait "Last: Amber a3b4"
tui_keys ":d7d6" Enter
tui_wait "Round 8 of 24"
tui_wait "Dusk after this round!"
row 1 | grep -qF "(●)!" || tui_fail "no threat ring on Amber's e1"
row 1 -e | grep -q "38;5;196m" || tui_fail "the threat ring on e1 is not red"
row 3 | grep -qF "(◆)×" || tui_fail "no gold ring on Teal's c3 in round 8"
tui_keys q y
tui_exited >/dev/null

# 8 colours: the same board with the basic palette.
tui_start TERM=xterm -- --hotseat --sun n
tui_wait "Amber to move"
play_moves
tui_capture -e | grep -q "44m" || tui_fail "8 colours: no blue Teal shade"
tui_capture -e | grep -q "43m" || tui_fail "8 colours: no yellow Amber shade"
tui_capture -e | grep -q "48;5;" && tui_fail "8 colours: a 256-colour code was sent"
tui_screen | grep -qE '^ *7 │~   ~│' || tui_fail "8 colours: no '~' on the dusk ring"
tui_keys q y
tui_exited >/dev/null

# Monochrome: no colour at all; shades are hatching, / Amber's and \ Teal's.
tui_start NO_COLOR=1 -- --hotseat --sun n
tui_wait "Amber to move"
play_moves
tui_capture -e | grep -qE "\[(3[0-7]|4[0-7]|38;5|48;5)" && tui_fail "NO_COLOR: colour was sent"
row 6 | grep -qF '│\\\\\│\\\\\│' || tui_fail "NO_COLOR: no Teal hatching on d6 e6"
row 3 | grep -qF '/(◆)×' || tui_fail "NO_COLOR: no Amber hatching under c3's ring"
tui_screen | grep -qF '//Amber \\Teal ##both' || tui_fail "NO_COLOR: the legend runs together"
# The dusk ring's mark keeps to the edges of a shaded cell (f7 shades
# g7), and is there in every look, pulse or not.
for look in 1 2 3 4 5; do
	row 7 | grep -qF '~\\\~' || tui_fail "NO_COLOR: look $look: no '~' on g7's edges"
	sleep 0.3
done
tui_keys S
tui_wait "Next round, sun NW"
# Sun NW: Teal d7 now shades e6 and f5, not d6.
row 6 | grep -qE '│  ◆  │     │\\\\\\\\\\│' || tui_fail "NO_COLOR: tomorrow's Teal shade is not on e6"
# The last move's old cell keeps a small dot; the dots' classes are shapes
# (as the page says: gold ×, orange ?, red -, white the plain dot).
row 4 | grep -qF '·' || tui_fail "NO_COLOR: no mark on c4, which Teal's last move left"
tui_keys h h Enter l
tui_wait "a3b3: takes c3 · leaves nothing exposed to Teal's reply"
row 3 | grep -qE '[│┃║][^│┃║]{2}×[^│┃║]{2}[│┃║]' || tui_fail "NO_COLOR: the gold dot on b3 is not ×"
tui_keys h u
tui_wait "a3b4: takes nothing · c3d2 can take f2"
row 4 | grep -qE '[│┃║][^│┃║]{2}-[^│┃║]{2}[│┃║]' || tui_fail "NO_COLOR: the red dot on b4 is not -"
tui_keys q y
tui_exited >/dev/null
exit 0
