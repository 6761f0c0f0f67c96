#!/bin/sh
# What a newcomer, playing from the screen alone at 80x24, was confused by,
# as it now reads, in UTF-8 and in ASCII: the details line says what to do
# from a lesson's start (lesson 2 sends the player there); the key line
# says whether the hints are on, and the first H turns them off and says
# so; S is "next round" everywhere, never "tomorrow"; the panel explains
# the marks on the stones and the dial's rings where they are met; lesson
# 4's ring and ! are named, with no stray hatch beside them; and the
# review's chart shows the largest mistake's '!' on a row of its own below
# the line (where dusk's '~' goes).
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

record=$(mktemp) || exit 1
trap 'rm -f "$record"; tui_cleanup' EXIT
cat >"$record" <<'RECORD'
[Gnomon "1"]
[Position "5t1/3t3/7/7/3a3/7/1a5 a N 1"]
[Amber "a newcomer"]
[Teal "level 1"]
[Result "none"]

1. d3d4 f7g7
2. b1a1 g7g6
RECORD

no_tomorrow() {
	tui_screen | grep -qi tomorrow && tui_fail "the screen says tomorrow"
	return 0
}

for mode in utf8 ascii; do
	if [ "$mode" = utf8 ]; then
		dot="·" amber="●" teal="◆" prey="×" sun="☼" next="○" ascii=""
		legend="$sun sun $dot $next next round"
	else
		dot="-" amber="O" teal="X" prey="x" sun="*" next="&" ascii=--ascii
		legend="$sun sun, $next next round"
	fi
	# Lesson 2: the details line is never empty at the start.
	tui_start -- learn $ascii
	tui_wait "A shadow and its direction"
	tui_keys Down Enter
	tui_wait "Reading the dots"
	tui_wait "move under the cursor"
	tui_wait "a3: Amber's stone: Enter selects it, and a dot marks each cell it can reach"
	tui_wait "S next round"
	no_tomorrow
	tui_keys Enter
	tui_wait "a3 selected: put the cursor on a dot to read its move, Enter to play it"
	tui_keys Up
	tui_wait_re "^a3a4: quiet"
	# Lesson 4: the brackets and ! on d3, named on the details line.
	tui_keys L Down Down Enter
	tui_wait "Eclipse on your own"
	tui_wait "brackets and !):"
	tui_keys Right Right Right Up Up
	tui_wait "d3, brackets and !: Amber stone in Teal's shade, eclipsed when Teal's turn ends"
	# In 256 colours the veil under d3 is its darker colour alone: no
	# stray hatch beside the ring.
	tui_screen | grep -qF '\(' && tui_fail "a stray backslash beside d3's ring"
	# Lesson 1: the dial's two marks.
	tui_keys L Up Up Up Enter
	tui_wait "the sun ($sun) turns one"
	tui_wait "point, to $next on the"
	tui_keys q q
	[ "$(tui_exited)" = 0 ] || tui_fail "gnomon learn did not exit 0"

	# A replay: the key line's hints state, the marks' legend and the dial's.
	tui_start -- replay "$record" $ascii
	tui_wait "Replay: move 0 of 4"
	tui_wait "H hints: on $dot S next round"
	tui_wait "$legend"
	tui_screen | grep -qF "lost" && tui_fail "the marks' legend with no mark on the board"
	tui_keys n
	tui_wait "($teal)! lost ($amber)$prey to take"
	tui_keys H
	tui_wait "Hints off: no dots or marks on the stones; H shows them again"
	tui_wait "H hints: off $dot S next round"
	tui_gone "to take"
	tui_keys H S
	tui_wait "Next round, sun NE"
	tui_wait "Showing the next round's shadows"
	no_tomorrow
	tui_keys q
	[ "$(tui_exited)" = 0 ] || tui_fail "gnomon replay did not exit 0"
done

# The review's chart: the line, and the largest mistake on a row below it.
tui_start -- review "$record" --ascii
tui_wait "Review: move 0 of 4" 20
tui_keys V
tui_wait "! under the chart"
tui_keys End
tui_wait_re "^ *even +\+-+\$"
tui_wait_re "^ {9}!\$"
tui_keys q q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon review did not exit 0"
exit 0
