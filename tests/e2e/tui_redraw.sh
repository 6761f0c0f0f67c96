#!/bin/sh
# Redraw only what changed: a second of idling sends nothing, and one step of
# the cursor sends a few hundred bytes at most (the two cells' frames), not a
# screen (an 80x24 screen of this board is several thousand bytes).
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

OUT=$(mktemp)
trap 'tui_cleanup; rm -f "$OUT"' EXIT

out_size() {
	wc -c <"$OUT" | tr -d ' '
}

# The bytes gnomon writes while "$@" runs, and until its output has been
# still for half a second (after the first byte, if $ANSWER is set: a slow
# machine may take its time to answer at all).
bytes_during() {
	: >"$OUT"
	tui_tmux pipe-pane -t game "cat >>'$OUT'"
	"$@"
	tui_tries 2
	while [ -n "$ANSWER" ] && [ "$(out_size)" -eq 0 ] && [ "$tries" -gt 0 ]; do
		tui_pause
		tries=$((tries - 1))
	done
	size=-1
	while [ "$size" != "$(out_size)" ]; do
		size=$(out_size)
		sleep 0.5
	done
	tui_tmux pipe-pane -t game
	out_size
}

tui_start -- --hotseat
tui_wait "Amber to move"
idle=$(bytes_during sleep 1)
[ "$idle" -eq 0 ] || tui_fail "idle for a second, gnomon wrote $idle bytes"
step=$(ANSWER=1 bytes_during tui_keys l)
[ "$step" -gt 0 ] || tui_fail "a cursor step wrote nothing"
[ "$step" -lt 400 ] || tui_fail "a cursor step wrote $step bytes"
redraw=$(ANSWER=1 bytes_during tui_keys C-l)
[ "$redraw" -gt 2000 ] || tui_fail "a full redraw (Ctrl-L) wrote only $redraw bytes"
echo "idle: $idle bytes; a cursor step: $step bytes; a full redraw: $redraw bytes"
tui_keys q
exit 0
