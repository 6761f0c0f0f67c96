# shellcheck shell=sh
# Shared by the room_*.sh scripts (sourced, never run alone): a private
# runtime and state directory for the rooms of one test, a scripted client
# ($peer, tests/support/room_peer.c, which make check names in $ROOM_PEER),
# and a computer game to play through it.  Every room the test opened is
# ended when it ends: found by the test's own XDG_RUNTIME_DIR in its
# environment, so nothing else on the machine is touched.
# shellcheck disable=SC2034,SC2154 # set for, and by, the scripts that source this one
# (after lib/fail.sh, whose `fail` it uses)
peer=${ROOM_PEER:-build/tests/room_peer}
[ -x "$peer" ] || { echo "no scripted client at $peer: make $peer"; exit 1; }

ROOM_TMP=$(mktemp -d) || exit 1
XDG_RUNTIME_DIR=$ROOM_TMP/run
XDG_STATE_HOME=$ROOM_TMP/state
export XDG_RUNTIME_DIR XDG_STATE_HOME
mkdir -m 700 "$XDG_RUNTIME_DIR" "$XDG_STATE_HOME" || exit 1
ROOMS=$XDG_RUNTIME_DIR/gnomon
GAMES=$XDG_STATE_HOME/gnomon/games
SAVES=$XDG_STATE_HOME/gnomon/rooms
# The variant of the game the tests play (short: seven plies).
ROOM_VARIANT="--day 2"

# The rooms this test opened: processes named gnomon-room (`gnomon room
# NAME` in ps) working in the test's rooms directory.
room_processes() {
	for pid in $(pgrep -x gnomon-room); do
		if [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$ROOMS" ] ||
		    grep -qzx "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR" \
		    "/proc/$pid/environ" 2>/dev/null; then
			echo "$pid"
		fi
	done
}

# Ends the test's rooms and removes its directories.  A room saves its game
# as it ends (SIGTERM): the directories go only once it has ended, or the
# save would make them again after they were removed.  A room a test
# stopped (SIGSTOP) is woken to end; one that has not ended in 10 s is
# killed.
# shellcheck disable=SC2317 # called by the trap
room_cleanup() {
	pids=$(room_processes)
	for pid in $pids; do
		kill -TERM "$pid" 2>/dev/null
		kill -CONT "$pid" 2>/dev/null
	done
	tries=100
	while [ -n "$pids" ] && [ $tries -gt 0 ]; do
		pids=$(room_processes)
		[ -n "$pids" ] || break
		sleep 0.1
		tries=$((tries - 1))
	done
	for pid in $pids; do
		kill -KILL "$pid" 2>/dev/null
	done
	rm -rf "$ROOM_TMP"
}
trap room_cleanup EXIT

# room_until_written FILE: until FILE has something in it (a helper's
# word that it is ready), 10 s at most; whether it has.
room_until_written() {
	tries=200
	while [ ! -s "$1" ] && [ $tries -gt 0 ]; do
		sleep 0.05
		tries=$((tries - 1))
	done
	[ -s "$1" ]
}

# room_tokens OUT: sets AMBER_TOKEN, TEAL_TOKEN and WATCH_TOKEN from what
# `gnomon host` said (a seat's token is empty when it is the host's own).
room_tokens() {
	AMBER_TOKEN=$(printf '%s\n' "$1" | sed -n 's/^  Amber seat token: //p')
	TEAL_TOKEN=$(printf '%s\n' "$1" | sed -n 's/^  Teal seat token: //p')
	WATCH_TOKEN=$(printf '%s\n' "$1" | sed -n 's/^  watch token: //p')
}

# room_host NAME ARGS...: opens room NAME, detached, with the test's variant;
# sets AMBER_TOKEN, TEAL_TOKEN, WATCH_TOKEN and TCP_ADDRESS (if --tcp) from
# what host says.
room_host() {
	# shellcheck disable=SC2086 # the variant is words
	out=$("$gnomon" host "$@" $ROOM_VARIANT --detach 2>&1) ||
		{ fail "gnomon host $*: $out"; return 1; }
	room_tokens "$out"
	TCP_ADDRESS=$(printf '%s\n' "$out" | sed -n 's/^  over TCP on //p')
	if [ ${#AMBER_TOKEN} -ne 32 ] || [ ${#TEAL_TOKEN} -ne 32 ] ||
	    [ ${#WATCH_TOKEN} -ne 32 ]; then
		fail "gnomon host $*: not every token shown: $out"
	fi
}

# The moves of a game between computer players in the test's variant, one
# "Amber MOVE" or "Teal MOVE" a line.
room_moves() {
	"$gnomon" transcript day=2 depth=1 |
		sed -n 's/^[0-9]*\. round [0-9]*, sun [A-Z]*: \([A-Za-z]*\) \([a-z0-9]*\);.*/\1 \2/p'
}

# room_game_steps FIRST LAST WATCHERS...: the peer's steps playing plies
# FIRST to LAST of room_moves from connections a (Amber) and t (Teal), each
# seen by a, t and every watcher.
room_game_steps() {
	first=$1
	last=$2
	shift 2
	ply=0
	room_moves | while read -r side move; do
		ply=$((ply + 1))
		if [ $ply -lt "$first" ] || [ $ply -gt "$last" ]; then
			continue
		fi
		case $side in
		Amber) echo "a send move $move" ;;
		*) echo "t send move $move" ;;
		esac
		for who in a t "$@"; do
			echo "$who expect moved $ply $move"
		done
	done
}

# How many plies room_moves has.
room_ply_count() {
	room_moves | wc -l | tr -d ' '
}

# room_gone NAME: waits (a while) for room NAME's process to end; fails if
# its socket is still there.
room_gone() {
	tries=100
	while [ -e "$ROOMS/$1.sock" ] && [ $tries -gt 0 ]; do
		sleep 0.1
		tries=$((tries - 1))
	done
	[ ! -e "$ROOMS/$1.sock" ] || fail "room $1 did not end: its socket is still there"
}

# room_play_to_end FIRST WATCHERS...: room_game_steps from ply FIRST to the
# last, then `over` seen by a, t and every watcher.
room_play_to_end() {
	first=$1
	shift
	room_game_steps "$first" "$(room_ply_count)" "$@"
	for who in a t "$@"; do
		echo "$who expect over"
	done
}

# room_run: runs the peer on the script on standard input; if it fails,
# shows the end of its log and fails (run in a pipeline, it is a subshell:
# the caller counts the failure).
room_run() {
	"$peer" >"$ROOM_TMP/peer.log" 2>&1 && return 0
	tail -n 30 "$ROOM_TMP/peer.log"
	return 1
}

# room_seat_both ROOM [w]: the peer's steps that connect a (ann, Amber) and
# t (tom, Teal) to ROOM and seat them, and with `w` a spectator w (wes).
room_seat_both() {
	echo "open a $1 $ROOMS"
	echo "open t $1 $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "t send hello gnomon-room 1 seat=teal name=tom token=$TEAL_TOKEN"
	echo "t expect welcome"
	if [ "${2:-}" = w ]; then
		echo "open w $1 $ROOMS"
		echo "w send hello gnomon-room 1 seat=watch name=wes token=$WATCH_TOKEN"
		echo "w expect welcome"
	fi
}

# room_server NAME...: the server's database the rooms file their games
# in (GNOMON_SERVER_DB, as the lobby sets it), at the tests' clock, with
# each NAME registered in it (`gnomon server add-key`).
room_server() {
	GNOMON_SERVER_DB=$XDG_STATE_HOME/gnomon/server.db
	GNOMON_SERVER_NOW=1765000000
	export GNOMON_SERVER_DB GNOMON_SERVER_NOW
	echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGmM4bD0xXg7Zk1Q3r9Hk2Ue6Jf0yQp0Y5N0cE1aBc2d room@test' \
	    >"$ROOM_TMP/key.pub"
	for name in "$@"; do
		"$gnomon" server add-key "$name" "$ROOM_TMP/key.pub" \
		    >/dev/null || fail "gnomon server add-key $name"
	done
}
