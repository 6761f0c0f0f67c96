#!/bin/sh
# A player whose program stops answering (a frozen ssh, a suspended
# client: here SIGSTOP) is shown to the others after a few seconds, and
# shown back when it answers; nothing is lost.  alice hosts `frozen`, bob
# joins and carol watches; alice plays d1d2 and bob's gnomon is stopped:
# alice's and carol's screens say he has not answered for 10 s, then 20 s;
# alice says something meanwhile.  bob's gnomon continued: both say he
# answers again, his screen shows what alice said while he was stopped,
# and his move reaches everyone.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_seated frozen
room_move 1 d1d2
room_everywhere "Last: Amber d1d2"

program=$(readlink -f "$GNOMON")
bob=$(tui_processes_with -e "XDG_STATE_HOME=$TUI_STATE/join" |
    while read -r pid; do
	    [ "$(readlink "/proc/$pid/exe")" = "$program" ] && echo "$pid"
    done | head -n 1)
[ -n "$bob" ] || { echo "FAIL: no gnomon process of bob's"; exit 1; }
# shellcheck disable=SC2317 # called by the trap
frozen_cleanup() {
	frozen_status=$?
	kill -CONT "$bob" 2>/dev/null
	(exit "$frozen_status")
	rooms_cleanup
}
trap frozen_cleanup EXIT

kill -STOP "$bob"
room_wait 1 "Teal (bob) has not answered for 10 s"
room_wait 3 "Teal (bob) has not answered for 10 s"
room_keys 1 m
room_keys 1 -l "still there?"
room_keys 1 Enter
room_wait 1 "Teal (bob) has not answered for 20 s"
kill -CONT "$bob"
room_wait 1 "Teal (bob) answers again"
room_wait 3 "Teal (bob) answers again"
room_wait 2 "still there?"
room_move 2 d7d6
room_everywhere "Last: Teal d7d6"
exit 0
