#!/bin/sh
# A terminal that cannot move its cursor (TERM=dumb) is refused as an
# unknown one is: exit status 1 and a message that names TERM and suggests
# a proper one, and no board drawn as a garbled line.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

for term in dumb no-such-terminal; do
	tui_start "TERM=$term" -- --hotseat
	status=$(tui_exited)
	[ "$status" = 1 ] || tui_fail "TERM=$term: exit status $status, not 1"
	screen=$(tui_capture -J)
	for text in "cannot use this terminal" "TERM=$term" "set TERM to" "xterm-256color"; do
		echo "$screen" | grep -qF -- "$text" || tui_fail "TERM=$term: the message lacks '$text'"
	done
	echo "$screen" | grep -qE "Amber|Teal|G N O M O N" && tui_fail "TERM=$term: the game was drawn"
done
exit 0
