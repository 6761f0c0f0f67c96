#!/bin/sh
# The reach mark: on the side to move's turn, a stone of theirs that one
# enemy move could take if it stays carries a caret after it, '^', in 256
# colours, in 8, and in ASCII without colour; the
# panel says what it means, the details line names the enemy move, H hides
# it with the other marks, and the key to the marks (?) shows it.  Sun N:
# Teal's d7d6 would shade d5 and d4, where Amber's d4 stands; no Teal step
# reaches b1.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

record=$(mktemp) || exit 1
trap 'rm -f "$record"; tui_cleanup' EXIT
cat >"$record" <<'RECORD'
[Gnomon "1"]
[Position "3t3/7/7/3a3/7/7/1a5 a N 1"]
[Amber "person"]
[Teal "person"]
[Result "none"]

1. b1b2
RECORD

for how in 256 8 ascii; do
	case $how in
	256)	tui_start -- replay "$record"
		stone="●" mark="^" cell="│" ;;
	8)	tui_start TERM=xterm -- replay "$record"
		stone="●" mark="^" cell="│" ;;
	*)	tui_start LANG=C NO_COLOR=1 -- replay "$record"
		stone="O" mark="^" cell="|" ;;
	esac
	tui_wait "Replay: move 0 of 1"
	tui_wait "4 $cell     $cell     $cell     $cell  $stone $mark$cell"
	tui_screen | grep -qF "1 $cell     $cell  $stone  $cell" ||
	    tui_fail "$how: b1, out of reach, is marked"
	tui_wait "$stone$mark one move can take it"
	case $how in
	256)	tui_capture -e | grep -q "38;5;215m" ||
		    tui_fail "256 colours: the mark is not in its orange" ;;
	8)	tui_capture -e | grep -q "48;5;" &&
		    tui_fail "8 colours: a 256-colour code was sent" ;;
	*)	tui_screen | LC_ALL=C grep -q '[^ -~]' &&
		    tui_fail "ASCII: a byte outside ASCII" ;;
	esac
	# The cursor from d1 to d4: the move that takes it, named.
	tui_keys Up Up Up
	tui_wait "d4, $mark: Teal can take it with d7d6 if it stays"
	# Hints off: the mark goes with the others; on again, it is back.
	tui_keys H
	tui_wait "Hints off"
	tui_gone "$stone $mark$cell"
	tui_keys H
	tui_wait "$stone $mark$cell"
	# After b1b2 Teal is to move: Amber's stones are not marked.
	tui_keys n
	tui_wait "Replay: move 1 of 1"
	tui_gone "$stone $mark$cell"
	tui_gone "one move can take it"
	tui_keys p "?"
	tui_wait "What the marks on the board mean"
	tui_screen | grep -qF "$stone $mark         yours: one enemy move can take it" ||
	    tui_fail "$how: the mark is not in the key"
	tui_keys q q
	tui_exited >/dev/null
done
exit 0
