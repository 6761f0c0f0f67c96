#!/bin/sh
# Calm mode (--calm): in the last rounds of a day the dusk ring is marked
# steadily, without the pulse over its mark, and a screen left alone gets no
# bytes at all; without it the ring pulses, and bytes flow with no input
# (the control that shows the measure can see them).
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# Twelve moves to round 7: dusk after round 8, the ring marked.
MOVES="e1f2 b7b6 d1c2 b6c6 c1b2 c6b5 f1e1 c7c6 c2c1 b5c4 b2a3 c4c3"
to_round_7() {
	tui_wait "Amber to move"
	for move in $MOVES; do
		tui_keys ":$move" Enter
	done
	tui_wait "Last: Teal c4c3"
	tui_wait "Dusk in 2 rounds"
	sleep 0.5	# the last move's screen is drawn
}

tui_start -- --hotseat --calm
to_round_7
# The ring is marked, '~' in the dusk colour, steadily: no pulse over it.
tui_capture -e | grep -q "48;5;88m" || tui_fail "calm: the dusk ring is not marked"
tui_screen | grep -qE '^ *7 │~   ~│' || tui_fail "calm: no '~' on the dusk ring"
for look in 1 2 3 4 5; do
	tui_capture -e | grep -q '\[1;7m' && tui_fail "calm: look $look: the ring pulses"
	sleep 0.3
done
bytes=$(tui_idle_bytes "$TUI_PULSE_SECONDS" game)
[ "$bytes" = 0 ] || tui_fail "calm: $bytes bytes sent in ${TUI_PULSE_SECONDS}s with no input"
tui_keys q
tui_wait "Quit?"
tui_keys y
tui_exited >/dev/null

tui_start -- --hotseat
to_round_7
bytes=$(tui_idle_bytes "$TUI_PULSE_SECONDS" game)
[ "$bytes" -gt 0 ] || tui_fail "without --calm the pulse sent nothing: the measure is blind"
exit 0
