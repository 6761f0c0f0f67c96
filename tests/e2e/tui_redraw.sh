# Redraw only what changed: a second of idling sends nothing, and one step of
# the cursor sends a few hundred bytes at most (the two cells' frames), not a
# screen (an 80x24 screen of this board is several thousand bytes).
. "$(dirname "$0")/lib/tmux.sh"

OUT=$(mktemp)
trap 'tui_cleanup; rm -f "$OUT"' EXIT

bytes_during() {	# the bytes gnomon writes while "$@" runs
	: >"$OUT"
	tmux -L "$TUI_SOCKET" pipe-pane -t game "cat >>'$OUT'"
	"$@"
	sleep 0.5
	tmux -L "$TUI_SOCKET" pipe-pane -t game
	wc -c <"$OUT" | tr -d ' '
}

tui_start -- --hotseat
tui_wait "Amber to move"
idle=$(bytes_during sleep 1)
[ "$idle" -eq 0 ] || tui_fail "idle for a second, gnomon wrote $idle bytes"
step=$(bytes_during tui_keys l)
[ "$step" -gt 0 ] || tui_fail "a cursor step wrote nothing"
[ "$step" -lt 400 ] || tui_fail "a cursor step wrote $step bytes"
redraw=$(bytes_during tui_keys C-l)
[ "$redraw" -gt 2000 ] || tui_fail "a full redraw (Ctrl-L) wrote only $redraw bytes"
echo "idle: $idle bytes; a cursor step: $step bytes; a full redraw: $redraw bytes"
tui_keys q
exit 0
