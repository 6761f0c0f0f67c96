#!/bin/sh
# A session frozen with SIGSTOP (a laptop asleep, an SSH connection sshd
# keeps half open) does not stop a new login from resuming the game, after
# the question: the new gnomon names the old one by its pid, and on y ends
# it (SIGCONT, then SIGHUP, so it saves) and resumes the game with its
# moves, and the old one's terminal says it was taken over, and by whom.
# On n it shows the game read-only, and the old one plays on.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1
FROZEN=""
# A process left stopped would outlive the test: continue it, whatever happens.
trap '[ -n "$FROZEN" ] && kill -CONT "$FROZEN" 2>/dev/null; tui_cleanup' EXIT

gnomon_pid() {
	pane=$(tui_tmux list-panes -t game -F '#{pane_pid}')
	ps -o pid= --ppid "$pane" | head -n 1 | tr -d ' '
}

# A game with one move, then frozen; prints nothing, sets FIRST and FROZEN.
start_and_freeze() {
	tui_start -- --hotseat
	tui_wait "Amber to move"
	tui_keys : d 1 d 2 Enter
	tui_wait "Last: Amber d1d2"
	FIRST=$TUI_SOCKET
	FROZEN=$(gnomon_pid)
	[ -n "$FROZEN" ] || tui_fail "no gnomon process"
	kill -STOP "$FROZEN"
}

# A second login, on a server of its own beside the first.
second_login() {
	TUI_SOCKET="$TUI_BASE-second-$1"
	TUI_SOCKETS="$TUI_SOCKETS $TUI_SOCKET"
	tui_session "env TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME=$TUI_STATE_HOME $GNOMON --hotseat; echo \"gnomon exited \$?\"; sleep 60"
	tui_wait "A game is still running in another session (pid $FROZEN, since"
	tui_wait "End it and resume here? (y/n)"
}

# y: the frozen game is ended, saves, and its move is resumed here.
TUI_STATE_HOME="$TUI_STATE/yes"
start_and_freeze
second_login yes
tui_keys y
tui_wait "Game resumed" 15
tui_wait "Last: Amber d1d2"
SECOND=$TUI_SOCKET
SECOND_PID=$(gnomon_pid)
TUI_SOCKET=$FIRST
status=$(tui_exited)
[ "$status" = 129 ] || tui_fail "the frozen game did not end by SIGHUP: exit status $status"
# Its terminal is told why, and by whom (it said nothing once).
tui_wait_re "Taken over at [0-9][0-9]:[0-9][0-9] by another session .pid $SECOND_PID.: the game goes on there"
FROZEN=""
TUI_SOCKET=$SECOND
tui_keys : d 7 d 6 Enter
tui_wait "Last: Teal d7d6"
tui_keys q y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "after taking over: exit status $status"
grep -q "d1d2 d7d6" "$TUI_STATE_HOME/gnomon/current.gnomon" ||
	tui_fail "the game played on here was not saved"

# n: nothing is ended; the game is shown read-only; the old one plays on.
TUI_STATE_HOME="$TUI_STATE/no"
start_and_freeze
second_login no
tui_keys n
tui_wait "Your saved game, read-only: another gnomon is playing it"
tui_wait "Replay: move 1 of 1"
tui_keys q
tui_exited >/dev/null
kill -0 "$FROZEN" 2>/dev/null || tui_fail "answering n ended the other game"
kill -CONT "$FROZEN"
TUI_SOCKET=$FIRST
FROZEN=""
tui_keys : d 7 d 6 Enter
tui_wait "Last: Teal d7d6"
tui_keys q y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "the first game, continued: exit status $status"
exit 0
