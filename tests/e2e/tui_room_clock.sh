#!/bin/sh
# A room's clock on every screen after a player comes back: the player who
# left, the one who waited and a spectator who came late all show the time
# the room keeps, and it runs.  (It once showed 0:00 to whoever came in
# while a clock ran, and took the time away off the waiting side's clock.)
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	echo "FAIL: $*"
	exit 1
}

# teal_clock WINDOW: the seconds Teal's clock shows in the window.
teal_clock() {
	room_screen "$1" | awk '/Teal +[0-9]+ stones +[0-9]+:[0-9][0-9]/ {
		split($NF, time, ":"); print time[1] * 60 + time[2]; exit }'
}

room_start 1 host host clocked --name alice --clock 5+0
room_wait 1 "Waiting for an opponent"
room_start 2 join join clocked --name bob
room_wait 2 "Teal: bob (you)"
room_keys 1 : d 1 d 2 Enter
room_wait 2 "Last: Amber d1d2"

# Teal's clock runs; bob's terminal goes, and the clock stops for the
# seconds he is away (the scenario's own time, not a wait).
tui_tmux kill-window -t game:2
room_wait 1 "bob (away)"
sleep 4
room_start 2 join join clocked --name bob
room_wait 2 "Teal: bob (you)"
room_start 3 watch watch clocked --name carol
room_wait 3 "Teal (bob) to move"
room_wait 1 "1 watching"

host=$(teal_clock 1) joined=$(teal_clock 2) watching=$(teal_clock 3)
case "$host $joined $watching" in
" "* | *"  "* | *" ") fail "a screen shows no clock for Teal: $(room_screen 1)" ;;
esac
for seconds in "$host" "$joined" "$watching"; do
	# 5 minutes, less the second or so Teal's clock has run (and more
	# under load), never 0:00.
	[ "$seconds" -ge 240 ] ||
		fail "Teal's clock shows ${seconds}s (host $host, bob $joined," \
		    "carol $watching), not the room's time"
	# The three agree, but for the ticks between their captures: the
	# host's clock did not lose the 4 s bob was away.
	difference=$((seconds - host))
	[ "${difference#-}" -le 2 ] ||
		fail "the screens' clocks disagree: host $host, bob $joined," \
		    "carol $watching"
done
echo "ok: Teal's clock shows ${host}s, ${joined}s and ${watching}s"
