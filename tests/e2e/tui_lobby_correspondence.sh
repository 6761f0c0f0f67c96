#!/bin/sh
# A correspondence game in one account's lobby at 80x24, the server's
# clock moved by GNOMON_SERVER_NOW: alice starts a game with bob (m, n:
# a name that is no player's is refused, nothing started), makes her move
# on the board and leaves ("Sent; their move, 3 days").  bob arrives a day
# later and is told it is his move ("your move in 1"); he moves.  alice,
# back before her deadline, can only look at the board.  The clock moved
# past her deadline, her arrival ends the game on time and says so, once;
# the game is in the archive, ended on time.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

state=$TUI_STATE/shared
start=1765000000
day=86400
mkdir -p "$state"
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGmM4bD0xXg7Zk1Q3r9Hk2Ue6Jf0yQp0Y5N0cE1aBc2d corr@test' \
    >"$state/key.pub"
for name in alice bob; do
	XDG_STATE_HOME=$state GNOMON_SERVER_NOW=$start \
	    "$GNOMON" server add-key "$name" "$state/key.pub" >/dev/null ||
		{ echo "FAIL: gnomon server add-key $name"; exit 1; }
done

# corr_lobby WINDOW NOW NAME: NAME's lobby (their SSH key's forced
# command) with the server's clock at NOW.
corr_lobby() {
	room_window "$1" "env TERM=xterm-256color LANG=$ROOM_LANG \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$state GNOMON_SERVER_NOW=$2 \
$GNOMON lobby --player $3; echo \"gnomon exited \$?\"; sleep 60"
}

# corr_leave WINDOW: from the page back to the rooms, and out.
corr_leave() {
	room_keys "$1" q
	room_wait "$1" "Enter join"
	room_keys "$1" q
	room_wait "$1" "gnomon exited 0"
}

# alice starts the game and moves.
corr_lobby 1 "$start" alice
room_wait 1 "b best players   m correspondence"
room_keys 1 m
room_wait 1 "No correspondence game: n starts one."
room_keys 1 n
room_wait 1 "> Opponent: _"
room_keys 1 z e d Enter
room_wait 1 "zed is not a registered player here: no game started"
room_keys 1 BSpace BSpace BSpace b o b Enter
room_wait 1 "Started with bob, 3 days a move: your move (Amber)"
room_wait 1 "> bob              Amber yours        3 days               rated"
room_keys 1 Enter
room_wait 1 "Your move, 3 days left: it is sent once played"
room_move 1 d1d2
room_wait 1 "Sent; their move, 3 days"
room_wait 1 "> bob              Amber theirs       3 days"
corr_leave 1

# bob, a day later, is told; he moves.
corr_lobby 2 $((start + day)) bob
room_wait 2 "Your move in 1 correspondence game: m shows it"
room_wait 2 "b best players   m correspondence: your move in 1"
room_keys 2 m
room_wait 2 "> alice            Teal  yours        2 days"
room_keys 2 Enter
room_wait 2 "Last: Amber d1d2"
room_move 2 d7d6
room_wait 2 "Sent; their move, 3 days"
corr_leave 2

# alice, back before her deadline: her move, the board can be looked at;
# bob's lobby, his move sent: nothing to do, the board only looked at.
corr_lobby 3 $((start + day + 1)) bob
room_wait 3 "b best players   m correspondence"
room_lacks 3 "your move in"
room_keys 3 m Enter
room_wait 3 "Their move, 2 days 23 hours left: the board can be looked at"
room_move 3 d6d5
room_wait 3 "Not your move: it is Amber (alice)'s; the board can be looked at"
room_keys 3 q
room_wait 3 "Enter open"
corr_leave 3

# The clock past alice's deadline: her arrival ends the game on time.
late=$((start + day + 3 * day + 1))
corr_lobby 4 "$late" alice
room_wait 4 "Your game with bob ended on time: bob wins"
room_keys 4 m
room_wait 4 "No correspondence game: n starts one."
room_wait 4 "bob              ended on time: bob wins"
corr_leave 4
# Told once.
corr_lobby 5 "$late" alice
room_wait 5 "b best players   m correspondence"
room_lacks 5 "Your game with bob"
room_keys 5 q
room_wait 5 "gnomon exited 0"

# In the archive, ended on time, Amber losing.
record=$(XDG_STATE_HOME=$state "$GNOMON" server export 1) ||
	{ echo "FAIL: gnomon server export 1: $record"; exit 1; }
case $record in
*'[Ending "teal time"]'*) ;;
*) echo "FAIL: the archive's game did not end on time: $record"; exit 1 ;;
esac
case $record in
*'[Amber "alice"]'*'[Teal "bob"]'*) ;;
*) echo "FAIL: the archive's game is not alice's and bob's: $record"
	exit 1 ;;
esac
exit 0
