#!/bin/sh
# Calm mode (--calm): in the last rounds of a day the dusk ring is marked
# steadily, without the pulse over its mark, and a screen left alone gets no
# bytes at all; without it the ring pulses, and bytes flow with no input
# (the control that shows the measure can see them).  The two games are
# played side by side, in two windows, and watched in the same seconds.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

CALM=1
PULSE=2
room_start $CALM calm --hotseat --calm
room_start $PULSE pulse --hotseat
room_wait $CALM "Amber to move"
room_wait $PULSE "Amber to move"
# Twelve moves to round 7: dusk after round 8, the ring marked.
for move in e1f2 b7b6 d1c2 b6c6 c1b2 c6b5 f1e1 c7c6 c2c1 b5c4 b2a3 c4c3; do
	room_keys $CALM ":$move" Enter
	room_keys $PULSE ":$move" Enter
done
for window in $CALM $PULSE; do
	room_wait "$window" "Last: Teal c4c3"
	room_wait "$window" "Dusk in 2 rounds"
done
sleep 0.5	# the last move's screen is drawn

# The ring is marked, '~' in the dusk colour, steadily: no pulse over it.
calm_colours() {
	tui_tmux capture-pane -p -e -t "game:$CALM"
}
calm_colours | grep -q "48;5;88m" ||
    { echo "FAIL: calm: the dusk ring is not marked"; room_screen $CALM; exit 1; }
room_screen $CALM | grep -qE '^ *7 │~   ~│' ||
    { echo "FAIL: calm: no '~' on the dusk ring"; room_screen $CALM; exit 1; }
for look in 1 2 3 4 5; do
	calm_colours | grep -q '\[1;7m' &&
	    { echo "FAIL: calm: look $look: the ring pulses"; exit 1; }
	sleep 0.3
done

tui_calm_beside_pulse "game:$CALM" "game:$PULSE"

room_keys $CALM q
room_wait $CALM "Quit?"
room_keys $CALM y
room_wait $CALM "gnomon exited 0"
exit 0
