#!/bin/sh
# Without a UTF-8 locale (LANG=C), and with --ascii in one, the screen is
# plain ASCII: O and X stones, a '-|' grid (no '+' corners: '+' is the quiet
# dot's alone), '*' for the sun and '&' where it
# goes next (not 'o', which would be taken for a stone, nor '+', the quiet
# dot's), '+' for the quiet destination dots, the selection in brackets
# under '=' lines (never '*', the sun's mark alone) and beside the cursor's
# frame, the stone counts after O and X, and ASCII in the rules screen too.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

check_ascii() {	# $1: what is being checked
	tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "$1: a byte outside ASCII on the screen"
	return 0
}

for how in LANG=C --ascii; do
	case $how in
	LANG=C)	tui_start LANG=C LC_ALL=C -- --hotseat --sun n ;;
	*)	tui_start -- --ascii --hotseat --sun n ;;
	esac
	tui_wait "Amber to move"
	check_ascii "$how"
	tui_wait "* N"
	tui_wait "& NE"
	tui_wait "* sun, & next round"
	tui_screen | grep -qE '^ *7 \|     \|  X  \|  X  \|  X  \|  X  \|  X  \|     \|' ||
	    tui_fail "$how: rank 7 is not X X X X X"
	tui_screen | grep -qE '^ +-{43}$' || tui_fail "$how: no ASCII grid"
	tui_screen | grep -qF "O Amber  5 stones" || tui_fail "$how: no count for Amber"
	tui_screen | grep -qF "X Teal   5 stones" || tui_fail "$how: no count for Teal"
	tui_keys Enter
	tui_wait "|  +  |  +  |  +  |"
	# The selected stone in brackets between '=' corners (no longer a
	# faint pair of '=' rows between the grid's '+' and '|'); the cursor
	# on it, or beside it, shares the frame's pieces: the sides and the
	# corners are the selection's, the lines above and below the
	# cursor's, and both frames read.
	tui_wait "|  O  [  O  ]  O  |"
	tui_screen | grep -qF -e "------=%%%%%=------" ||
	    tui_fail "$how: the cursor on the selection hides it"
	tui_keys l
	tui_wait "|  O  [  O  ]  O  %  O  |"
	tui_screen | grep -qF -e "------=======%%%%%%------" ||
	    tui_fail "$how: the frames beside each other do not both read"
	tui_keys h k
	tui_wait "d1d2: quiet"
	tui_screen | grep -qF -e "------=%%%%%=------" ||
	    tui_fail "$how: the cursor above the selection hides its corners"
	tui_screen | grep -qF -e "------=======------" ||
	    tui_fail "$how: the selection's lower line is not '='"
	# On the board (the grid's columns) '*' is nowhere: it is the sun's.
	tui_screen | sed -n '3,19p' | cut -c1-56 | grep -qF '*' &&
	    tui_fail "$how: '*' on the board, where it is not the sun"
	# '+' is the quiet dot alone: none on the grid's lines.
	tui_screen | sed -n '3,19p' | cut -c1-56 | grep -v '|' | grep -qF '+' &&
	    tui_fail "$how: '+' on the grid's lines, where it is not a quiet dot"
	check_ascii "$how, dots"
	# The markers in ASCII: gold brackets and x, colons (see tui_markers_hints.sh).
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
