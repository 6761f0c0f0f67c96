#!/bin/sh
# A terminal that goes away without a SIGHUP is a hangup all the same.
# gnomon runs in a session of its own (setsid): when the tmux server that
# holds its terminal is killed, the kernel's SIGHUP goes to the terminal's
# session, not to gnomon's, and all gnomon sees is its input ending.  It must
# save the game (the hints' setting, changed after the last move, is written
# only on leaving) and exit 129 as for SIGHUP, not spin for ever.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
command -v setsid >/dev/null 2>&1 || { echo "setsid is needed for this test"; exit 1; }

GNOMON_PID=""
# shellcheck disable=SC2317 # called by the trap
hangup_cleanup() {
	status=$?
	# Only when the test failed: the game it started, still running.
	[ -n "$GNOMON_PID" ] && kill -9 "$GNOMON_PID" 2>/dev/null
	tui_cleanup "$status"
}
trap hangup_cleanup EXIT

SAVED="$TUI_STATE/state/gnomon/current.gnomon"
tui_session "env TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME=$TUI_STATE/state \
    setsid -w sh -c 'echo \$\$ >$TUI_STATE/shell; $GNOMON --hotseat; echo \$? >$TUI_STATE/status'"
TUI_SOCKETS=$TUI_SOCKET
tui_wait "Amber to move"
tui_keys : d 1 d 2 Enter
tui_wait "Last: Amber d1d2"
grep -qx '\[Hints "on"\]' "$SAVED" || tui_fail "the move was not saved with hints on"
tui_keys H
tui_wait "Hints off (H)"
GNOMON_PID=$(ps -o pid= --ppid "$(cat "$TUI_STATE/shell")" | tr -d ' ')
[ -n "$GNOMON_PID" ] || tui_fail "gnomon's process not found"

tui_kill "$TUI_SOCKET"
tui_tries 5
while kill -0 "$GNOMON_PID" 2>/dev/null && [ "$tries" -gt 0 ]; do
	tui_pause
	tries=$((tries - 1))
done
if kill -0 "$GNOMON_PID" 2>/dev/null; then
	echo "FAIL: gnomon still runs after its terminal went away:"
	ps -o pid,stat,time,comm -p "$GNOMON_PID"
	exit 1
fi
GNOMON_PID=""
tui_wait_file -s "$TUI_STATE/status" 2
status=$(cat "$TUI_STATE/status" 2>/dev/null)
[ "$status" = 129 ] || { echo "FAIL: exit status '$status', not 129"; exit 1; }
grep -qx '\[Hints "off"\]' "$SAVED" ||
    { echo "FAIL: the game was not saved on the hangup"; cat "$SAVED"; exit 1; }
exit 0
