#!/bin/sh
# Every signal that ends gnomon gives the terminal back as it was, and a quit
# keeps the game.  From a shell in the pane (dash, which restores nothing of
# the terminal's itself, unlike bash): `stty -g` before and after gnomon are
# the same, tmux sees the alternate screen, the hidden cursor and mouse
# reporting off again, and the exit status is the shell's for the signal.
# Ctrl-\ (SIGQUIT) and USR1, USR2, ALRM, VTALRM and XCPU are quits: the game
# is saved and resumes afterwards.  SYS and TRAP are crashes: the terminal is
# restored all the same.  PIPE is ignored: the game goes on.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
command -v dash >/dev/null 2>&1 || { echo "dash is needed for this test"; exit 1; }

gnomon_pid() {
	pane=$(tui_tmux list-panes -t game -F '#{pane_pid}')
	ps -o pid= --ppid "$pane" | head -n 1 | tr -d ' '
}

pane_modes() {	# the alternate screen, the cursor shown, mouse, keypad
	tui_tmux display-message -p -t game \
	    '#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_flag}'
}

ROUND=0
# Starts gnomon from the shell with a state directory of its own ($1: more
# options), its exit status echoed after it; Amber moves d1d2.
start_game() {
	ROUND=$((ROUND + 1))
	rm -f "$TUI_STATE/status"
	tui_keys "clear; XDG_STATE_HOME=$TUI_STATE/$ROUND $GNOMON --hotseat $1; echo \$? >$TUI_STATE/status" Enter
	tui_wait "Amber to move"
	tui_keys Enter k Enter
	tui_wait "Teal to move"
	[ "$(pane_modes)" = "1 0 1 1" ] || tui_fail "gnomon's modes are not on: $(pane_modes)"
}

# $1: what ended it (a signal's name, else a word); $2: the exit status
# expected, if not the shell's for signal $1 (which kill -l names).
check_given_back() {
	tui_wait_file -s "$TUI_STATE/status"
	status=$(cat "$TUI_STATE/status" 2>/dev/null)
	[ -n "$status" ] || tui_fail "$1: gnomon did not end"
	if [ -n "$2" ]; then
		[ "$status" = "$2" ] || tui_fail "$1: exit status $status, not $2"
	elif [ "$status" -le 128 ] || [ "$(kill -l "$status")" != "$1" ]; then
		tui_fail "$1: exit status $status, not the shell's for SIG$1"
	fi
	# The verdict is echoed either way, so the wait ends on its line
	# (which the command as typed cannot show), never on the screen
	# before it.
	tui_keys "clear; stty -g >$TUI_STATE/after; echo \"stty \$(cmp -s $TUI_STATE/before $TUI_STATE/after && echo same || echo differs)\"" Enter
	tui_wait_file -e "$TUI_STATE/after" ||
	    tui_fail "$1: the shell cannot run a command: the terminal was not given back"
	tui_wait_re "^stty (same|differs)" 5
	tui_screen | grep -q "^stty same" ||
	    tui_fail "$1: stty -g is not what it was: $(cat "$TUI_STATE/after")"
	rm -f "$TUI_STATE/after"
	[ "$(pane_modes)" = "0 1 0 0" ] ||
	    tui_fail "$1: the alternate screen, cursor, mouse or keypad not given back: $(pane_modes)"
}

check_kept() {	# $1: what ended it
	grep -qF "d1d2" "$TUI_STATE/$ROUND/gnomon/current.gnomon" 2>/dev/null ||
	    tui_fail "$1: the game was not saved"
}

tui_session "env TERM=xterm-256color LANG=C.UTF-8 PS1='prompt$ ' dash -i"
TUI_SOCKETS=$TUI_SOCKET
tui_wait "prompt$"
tui_keys "stty -g >$TUI_STATE/before" Enter

# Ctrl-\ during play; then the game resumes.
start_game ""
tui_keys "C-\\"
check_given_back QUIT
check_kept "Ctrl-\\"
rm -f "$TUI_STATE/status"
tui_keys "clear; XDG_STATE_HOME=$TUI_STATE/$ROUND $GNOMON --resume; echo \$? >$TUI_STATE/status" Enter
tui_wait "Game resumed"
tui_wait "Last: Amber d1d2"
tui_wait "Teal to move"
tui_keys q y
check_given_back "q after resuming" 0

for signal in USR1 USR2 ALRM VTALRM XCPU; do
	start_game ""
	kill -s "$signal" "$(gnomon_pid)"
	check_given_back "$signal"
	check_kept "SIG$signal"
done

for signal in SYS TRAP; do
	start_game ""
	kill -s "$signal" "$(gnomon_pid)"
	check_given_back "$signal"
done

# A write to a closed pipe fails with EPIPE instead: the game goes on.
start_game ""
kill -s PIPE "$(gnomon_pid)"
sleep 0.5
[ -e "$TUI_STATE/status" ] && tui_fail "SIGPIPE ended the game"
tui_keys q y
check_given_back "q after SIGPIPE" 0
exit 0
