#!/bin/sh
# A lobby player who opened a room and dropped (the lobby killed with
# SIGKILL, as a lost ssh connection leaves it) comes back: the room, forked
# from the lobby, kept none of the lobby's descriptors, so the name's lock
# went with the lobby; the new lobby gets the name, and Enter puts the
# player back in their seat, with the game as it was.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# The one room of the test: its name, from its socket.
room_name() {
	for socket in "$ROOMS_RUN"/gnomon/*.sock; do
		[ -e "$socket" ] || continue
		socket=${socket##*/}
		echo "${socket%.sock}"
	done
}

# The process of ann's lobby: her state directory, and `lobby`.
lobby_pid() {
	for pid in $(tui_processes_with -e "XDG_STATE_HOME=$TUI_STATE/ann"); do
		tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null |
		    grep -q ' lobby *$' && echo "$pid"
	done
}

room_start 1 ann lobby
room_wait 1 "Your name"
room_keys 1 a n n Enter
room_wait 1 "you: ann"
# o asks the room's game; Enter opens it as it stands.
room_keys 1 o
room_wait 1 "You play: Amber"
room_keys 1 Enter
room_wait 1 "Waiting for an opponent"
room=$(room_name)
[ -n "$room" ] || { echo "FAIL: the lobby opened no room"; exit 1; }
ROOM_RATING=" guest" room_first_move "$room"

# The room holds none of the lobby's files: not the lock of ann's name.
room_pid=$(room_pid "$room") || exit 1
# Its name in ps runs on over the lobby's short command line: still listed.
"$GNOMON" list --all | grep -qE "^ *$room_pid +[^ ]+ +$room +$ROOMS_RUN/gnomon\$" ||
	{ echo "FAIL: list --all does not list the lobby's room: $("$GNOMON" list --all)"; exit 1; }
for fd in /proc/"$room_pid"/fd/*; do
	case $(readlink "$fd") in
	*.lock | /dev/pts/* | pipe:*)
		echo "FAIL: the room holds the lobby's ${fd##*/} -> $(readlink "$fd")"
		exit 1 ;;
	esac
done

# ann drops: her lobby is killed, the room plays on without her.
pid=$(lobby_pid)
[ -n "$pid" ] || { echo "FAIL: ann's lobby is not running"; exit 1; }
kill -KILL "$pid"
room_wait 1 "gnomon exited 137"

# She comes back under her name, and to her seat.
room_start 3 ann lobby
room_wait 3 "Your name"
room_keys 3 a n n Enter
room_wait 3 "you: ann"
room_wait 3 "$room"
room_keys 3 Enter
room_wait 3 "Amber: ann guest (you)"
room_wait 3 "Last: Amber d1d2"
room_wait 3 "Teal (bob) to move"
room_keys 2 : d 7 d 6 Enter
room_wait 3 "Last: Teal d7d6"
exit 0
