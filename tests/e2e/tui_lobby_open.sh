#!/bin/sh
# The lobby's o asks a new room's game as the new-game menu asks it, in
# the menu's words (You play, Pie rule, Sun) and Play a friend's (its
# clocks), at 80x24 in the C locale, and the room is made with it: ann
# chooses Teal, the pie rule and the clock 3+2, and her room opens with her
# in Teal's seat under the pie rule with a clock, as `gnomon list` says.
# (It opened as Amber, the designer's sun, no pie rule or clock, unasked.)
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

ROOM_LANG=C
room_start 1 ann lobby
room_wait 1 "Your name"
room_keys 1 a n n Enter
room_wait 1 "you: ann"
room_keys 1 o
room_wait 1 "> You play: Amber"
room_wait 1 "Pie rule: off"
room_wait 1 "Sun N favours Teal: Amber 19%"
room_keys 1 Right Down Right Down Right
room_wait 1 "> Clock 3+2"
room_wait 1 "Pie rule: on"
room_lacks 1 "Sun N favours"
room_keys 1 Enter
room_wait 1 "Waiting for an opponent in room"
room_keys 1 q
room_wait 1 "Teal: ann guest (you)"

list=$(env XDG_RUNTIME_DIR="$ROOMS_RUN" "$GNOMON" list 2>&1)
case $list in
*"amber -, teal ann, 0 watching, round 1, waiting, "*" pie=1 "*", a clock"*) ;;
*)
	echo "FAIL: the lobby's room is not Teal's for ann under the pie rule:"
	echo "$list"
	exit 1
	;;
esac
echo "ok: the lobby's room is made with the game asked"
