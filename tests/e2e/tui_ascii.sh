#!/bin/sh
# Without a UTF-8 locale (LANG=C), and with --ascii in one, the screen is
# plain ASCII: O and X stones, a '+-|' grid, '*' for the sun and '&' where it
# goes next (not 'o', which would be taken for a stone, nor '+', the quiet
# dot's), '+' for the quiet destination dots, the selection framed with '='
# (never '*', the sun's mark alone), the stone counts after O and X, and
# ASCII in the rules screen too.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

check_ascii() {	# $1: what is being checked
	tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "$1: a byte outside ASCII on the screen"
	return 0
}

for how in LANG=C --ascii; do
	case $how in
	LANG=C)	tui_start LANG=C LC_ALL=C -- --hotseat ;;
	*)	tui_start -- --ascii --hotseat ;;
	esac
	tui_wait "Amber to move"
	check_ascii "$how"
	tui_wait "* N"
	tui_wait "& NE"
	tui_wait "* sun,  & next round"
	tui_screen | grep -qE '^ *7 \|     \|  X  \|  X  \|  X  \|  X  \|  X  \|     \|' ||
	    tui_fail "$how: rank 7 is not X X X X X"
	tui_screen | grep -qF "+-----+-----+" || tui_fail "$how: no ASCII grid"
	tui_screen | grep -qF "O Amber  5 stones" || tui_fail "$how: no count for Amber"
	tui_screen | grep -qF "X Teal   5 stones" || tui_fail "$how: no count for Teal"
	tui_keys Enter
	tui_wait "|  +  |  +  |  +  |"
	tui_keys k
	tui_wait "d1d2: quiet"
	tui_wait "+=====+"
	# On the board (the grid's columns) '*' is nowhere: it is the sun's.
	tui_screen | sed -n '3,19p' | cut -c1-56 | grep -qF '*' &&
	    tui_fail "$how: '*' on the board, where it is not the sun"
	check_ascii "$how, dots"
	# The markers in ASCII: a gold ring and x, a dashed ring (see tui_markers_hints.sh).
	tui_keys Escape
	for move in e1f2 b7b6 d1c2 b6c6 c1b2 c6b5 f1e1 c7c6 c2c1 b5c4 b2a3 c4c3; do
		tui_keys ":$move" Enter
	done
	tui_wait "Last: Teal c4c3"
	tui_wait_re "3 \|~ O ~\|     [|%] \(X\)x[|%]"
	tui_wait "|~:O:~|"
	check_ascii "$how, markers"
	# Amber's move leaves c3 in Amber's shade: eclipsed, and counted.
	tui_keys :f2f3 Enter
	tui_wait "Took c3"
	tui_wait "X Teal   4 stones"
	tui_screen | grep -qF "O Amber  5 stones" || tui_fail "$how: Amber's count changed"
	tui_keys F1
	tui_wait "Gnomon: the rules"
	check_ascii "$how, the rules"
	tui_keys q q y
	[ "$(tui_exited)" = 0 ] || tui_fail "$how: gnomon did not exit 0"
done
exit 0
