#!/bin/sh
# The lobby's daily puzzle at 80x24: two players of one shared server
# (one account's state directory) see the same puzzle of the day; alice
# plays it with d from her lobby and solves it, the solve is kept in her
# name's own record, and her lobby then says "solved by you" while bob's,
# asked afresh with r, says "solved by alice".  On another day the puzzle
# is another one, and nobody has solved it yet.  The line played is read
# from puzzles/puzzles.txt for the number the screen shows.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# lobby WINDOW DAY: the shared account's lobby in window WINDOW, on DAY.
lobby() {
	mkdir -p "$TUI_STATE/shared"
	room_window "$1" "env TERM=xterm-256color LANG=C.UTF-8 \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/shared \
GNOMON_TODAY=$2 $GNOMON lobby; echo \"gnomon exited \$?\"; sleep 60"
}

# The number of today's puzzle on window $1's lobby.
lobby_puzzle() {
	room_screen "$1" |
	    sed -n "s/^Today's puzzle \([0-9][0-9]*\), rated.*/\1/p"
}

lobby 1 2026-12-07
room_wait 1 "Your name"
room_keys 1 a l i c e Enter
room_wait 1 "you: alice"
room_wait 1 "d plays it   nobody has solved it yet"
today=$(lobby_puzzle 1)
[ -n "$today" ] || { echo "FAIL: no puzzle on the lobby"; exit 1; }

lobby 2 2026-12-07
room_wait 2 "Your name"
room_keys 2 b o b Enter
room_wait 2 "you: bob"
[ "$(lobby_puzzle 2)" = "$today" ] ||
	{ echo "FAIL: bob's puzzle $(lobby_puzzle 2) is not alice's $today"; exit 1; }

# alice plays it from her lobby: the puzzle's own screen, today's.
room_keys 1 d
room_wait 1 "Puzzle $today · today's"
moves=$(tui_puzzle_moves "$today")
[ -n "$moves" ] || { echo "FAIL: no line for puzzle $today"; exit 1; }
for move in $moves; do
	room_keys 1 ":$move" Enter
	room_wait 1 "$move"
done
room_wait 1 "Solved: "
room_keys 1 q
room_wait 1 "you: alice"
room_wait 1 "solved by you"
record="$TUI_STATE/shared/gnomon/players/616c696365/gnomon/puzzles"
grep -qx "solved $today .*" "$record" ||
	{ echo "FAIL: alice's record does not have $today solved"; exit 1; }

# bob's lobby, asked afresh, names her.
room_keys 2 r
room_wait 2 "d plays it   solved by alice"
room_lacks 2 "solved by you"

# Another day, another puzzle, solved by nobody yet.
lobby 3 2026-12-08
room_wait 3 "Your name"
room_keys 3 c a r o l Enter
room_wait 3 "you: carol"
room_wait 3 "nobody has solved it yet"
[ "$(lobby_puzzle 3)" != "$today" ] ||
	{ echo "FAIL: the puzzle of 2026-12-08 is $today's too"; exit 1; }
exit 0
