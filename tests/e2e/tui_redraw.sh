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

# Until gnomon's output has been still for half a second, 20 s at most
# (a gnomon that never stops writing is for the counts to catch).
until_still() {
	size=-1 rounds=40
	while [ "$size" != "$(out_size)" ] && [ "$rounds" -gt 0 ]; do
		size=$(out_size)
		sleep 0.5
		rounds=$((rounds - 1))
	done
}

# The bytes gnomon writes while "$@" runs, and until its output has been
# still for half a second (after the first byte, if $ANSWER is set: a slow
# machine may take its time to answer at all).  What it was still drawing
# before (a screen shown in parts, under the sanitizers) is not counted.
bytes_during() {
	: >"$OUT"
	tui_tmux pipe-pane -t game "cat >>'$OUT'"
	until_still
	: >"$OUT"
	"$@"
	tui_tries 2
	while [ -n "$ANSWER" ] && [ "$(out_size)" -eq 0 ] && [ "$tries" -gt 0 ]; do
		tui_pause
		tries=$((tries - 1))
	done
	until_still
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
