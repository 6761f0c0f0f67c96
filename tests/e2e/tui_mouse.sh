#!/bin/sh
# The mouse, as an xterm reports it (SGR 1006 sequences, which tmux passes to
# the pane): a left click selects the stone under it, a left click on one of
# its dots moves it there, a right click deselects.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# A press and a release of button $1 at column $2, row $3 (1-based).
click() {
	tui_keys -l "$(printf '\033[<%d;%d;%dM\033[<%d;%d;%dm' "$1" "$2" "$3" "$1" "$2" "$3")"
}

# At 80x24 the board's top-left corner is at column 8, row 4 (1-based) and
# each cell is 6 columns by 2 rows: the middle of file f (0..6), rank r
# (1..7) is at column 8 + 6 f + 3, row 4 + 2 (7 - r) + 1.
column() { echo $((8 + 6 * $1 + 3)); }
row() { echo $((4 + 2 * (7 - $1) + 1)); }

tui_start -- --hotseat
tui_wait "Amber to move"
click 0 "$(column 2)" "$(row 1)"		# c1
tui_wait "2 │     │  •  │  •  │  •  │     │     │     │"
click 2 "$(column 2)" "$(row 1)"		# right: deselect
tui_gone "  •  "
click 0 "$(column 2)" "$(row 1)"
tui_wait "  •  "
click 0 "$(column 1)" "$(row 2)"		# b2
tui_wait "Last: Amber c1b2"
tui_wait "Teal to move"
tui_keys q y
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0"
exit 0
