#!/bin/sh
# A room's game in the line mode, between two ptys (issue 47): alice hosts
# with --plain, bob joins on a terminal that cannot move its cursor
# (TERM=dumb, said on stderr, not refused), carol watches with --plain.
# They play a few moves, each seen on the other side event first and
# naming whose move it is; chat both ways; bob offers a draw and alice
# accepts it: the game ends drawn on every side, filed.  Every line each
# of them was shown (their standard output, kept by tee) is within 80
# columns, printable ASCII, with no escape code.  Before this, `host
# --plain` was an unknown option and TERM=dumb refused host and join.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

LOGS=$TUI_STATE/logs
mkdir -p "$LOGS"

# plain_start WINDOW STATE TERM ARGS...: gnomon ARGS in WINDOW on TERM, its
# standard output kept in $LOGS/STATE.out as well as shown, its errors in
# $LOGS/STATE.err.
plain_start() {
	window=$1 state=$2 term=$3
	shift 3
	mkdir -p "$TUI_STATE/$state"
	room_window "$window" "env TERM=$term LANG=C.UTF-8 \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/$state $GNOMON $* \
2>$LOGS/$state.err | tee $LOGS/$state.out; echo \"gnomon exited\"; sleep 60"
}

# plain_says WINDOW TEXT: until the window's output has a line holding TEXT.
plain_says() {
	tui_tries 5
	while [ "$tries" -gt 0 ]; do
		grep -qF -- "$2" "$LOGS/$1.out" 2>/dev/null && return 0
		tui_pause
		tries=$((tries - 1))
	done
	echo "FAIL: $1 was never told '$2'"
	cat "$LOGS/$1.out"
	exit 1
}

# plain_type WINDOW LINE: LINE typed in the window, then Enter.
plain_type() {
	room_keys "$1" -l "$2"
	room_keys "$1" Enter
}

room="plain$$"
plain_start 1 host xterm-256color host "$room" --plain --name alice
plain_says host "Room $room: you play Amber."
plain_says host "Waiting for an opponent"
plain_start 2 join dumb join "$room" --name bob
plain_says join "Room $room: you play Teal."
grep -qF "TERM=dumb cannot move the cursor" "$LOGS/join.err" ||
	{ cat "$LOGS/join.err"; echo "FAIL: TERM=dumb was not said"; exit 1; }
plain_says join "Amber (alice) to move"
plain_says host "Your move (Amber)."
plain_start 3 watch xterm-256color watch "$room" --plain --name carol
plain_says watch "Room $room: you are watching."

# Moves, each said on the other side as its event, whose move first, and
# whose stone an eclipse took: c3d4 eclipses Teal's b6.
plain_turns() {
	mover=1 other=join side=Amber
	for move; do
		plain_type $mover "$move"
		plain_says $other "$side $move"
		if [ $mover = 1 ]; then
			mover=2 other=host side=Teal
		else
			mover=1 other=join side=Amber
		fi
	done
}
plain_turns c1b2 c7b6 b2c2 f7f6 c2c3 f6f7 c3d4
plain_says host "You played c1b2"
plain_says join "Your move (Teal)."
plain_says watch "Teal f6f7"
plain_says join "Amber c3d4 eclipsed your b6"
plain_says host "You played c3d4, eclipsed Teal's b6"
plain_says watch "Amber c3d4 eclipsed Teal's b6"
# Not Amber's turn: refused in words, and nothing sent.
plain_type 1 d4d5
plain_says host "it is Teal (bob)'s move"

# Chat both ways, each line told on the other side with whose it is.
plain_type 2 "say hello alice, good luck"
plain_says host "Teal says: hello alice, good luck"
plain_says watch "Teal says: hello alice, good luck"
plain_type 1 "say thanks bob"
plain_says join "Amber says: thanks bob"
plain_type 3 "say nice game"
plain_says host "carol (watching) says: nice game"
# What is not ASCII (a name, a right-to-left mark) comes as ASCII: the
# check of every byte below.
plain_type 2 "say 李雷 ‮olleh end"
plain_says host "olleh end"
# A message longer than a line is said on lines of 80 columns at most.
long="a message a good deal longer than one line of the terminal"
plain_type 1 "say $long, that goes on and on and on to its very end"
plain_says join "Amber says: $long"
plain_says join "its very end"

# A draw offered by bob, accepted by alice: drawn for all three.
plain_type 2 draw
plain_says join "You offered a draw: waiting for Amber's answer."
plain_says host "Teal offers a draw: accept or decline."
plain_type 1 accept
for state in host join watch; do
	plain_says $state "Draw agreed"
	plain_says $state "The game is over"
done
plain_type 1 q
plain_type 2 q
plain_type 3 q
room_wait 1 "gnomon exited"
room_wait 2 "gnomon exited"
room_wait 3 "gnomon exited"
room_record_says join '[Ending "draw agreed"]'

# The pie step (pie=1) in words: Amber's player gives the sun as a word,
# Teal's player swaps, and each is told where they sit now.
plain_start 5 pieamber xterm-256color host "pie$$" --pie 1 --plain --name ed
plain_says pieamber "Waiting for an opponent"
plain_start 6 pieteal dumb join "pie$$" --name fay
plain_says pieamber "Your choice: sun and a point"
plain_type 5 "sun northeast"
plain_says pieteal "Your choice: keep (Teal) or swap (Amber)."
plain_type 6 swap
plain_says pieteal "You swapped: you play Amber and move first"
plain_says pieamber "fay swapped: you play Teal now"
plain_type 5 q
plain_type 6 q
plain_type 6 y

# A room that dies under a game is said at once, not left silent.
plain_start 4 lost xterm-256color host "lost$$" --plain --name dora
plain_says lost "Waiting for an opponent"
room_crash
plain_says lost "Connection lost"
plain_type 4 q

# Every line shown: at most 80 columns, printable ASCII, no escape code.
for state in host join watch lost pieamber pieteal; do
	awk -v who=$state 'length($0) > 80 {
		print "FAIL: " who "'\''s line of " length($0) " columns: " $0
		bad = 1
	} END { exit bad }' "$LOGS/$state.out" || exit 1
	if LC_ALL=C grep -q '[^ -~]' "$LOGS/$state.out"; then
		echo "FAIL: $state was shown a byte that is not printable ASCII:"
		LC_ALL=C grep -n '[^ -~]' "$LOGS/$state.out" | od -c | head
		exit 1
	fi
done
exit 0
