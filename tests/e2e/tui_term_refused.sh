#!/bin/sh
# A terminal unknown here is refused: exit status 1 and a message that
# names TERM and suggests a proper one, and no board drawn as a garbled
# line.  One known but unable to move its cursor (TERM=dumb) plays in the
# line mode instead, as `gnomon --plain` does, and says so.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

term=no-such-terminal
tui_start "TERM=$term" -- --hotseat
status=$(tui_exited)
[ "$status" = 1 ] || tui_fail "TERM=$term: exit status $status, not 1"
screen=$(tui_capture -J)
for text in "cannot use this terminal" "TERM=$term" "set TERM to" "xterm-256color"; do
	echo "$screen" | grep -qF -- "$text" || tui_fail "TERM=$term: the message lacks '$text'"
done
echo "$screen" | grep -qE "Amber|Teal|G N O M O N" && tui_fail "TERM=$term: the game was drawn"

# TERM=dumb: the game, line by line, against the computer.
tui_start "TERM=dumb" -- --level 1
tui_wait "Amber's move:"
tui_capture -J -S -100 | grep -qF "playing line by line" ||
    tui_fail "TERM=dumb: the hand-over to the line mode was not said"
tui_keys b 1 c 2 Enter
tui_wait "You played "
tui_wait_re "^Teal [a-g][1-7]"
tui_keys q Enter
tui_wait "Quit?"
tui_keys y Enter
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "TERM=dumb: exit status $status, not 0"
exit 0
