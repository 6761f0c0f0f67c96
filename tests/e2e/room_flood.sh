#!/bin/sh
# A flood of idle connections keeps no token holder out of a room: while a
# client holds all the connections it can without a word, opening another
# whenever the room drops one, a player with the seat's token joins 10 of
# 10 times.  First the accounting, step by step; then floods over TCP
# loopback from this very user (the players on the Unix socket), and over
# the Unix socket and TCP loopback from another local user (the players on
# the same socket: a stranger's flood from 127.0.0.1 counts against the
# stranger, not against the address).  The stranger's half needs root
# (tests/e2e/lib/stranger.sh), and says SKIP without it.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"

flood_connections=40	# more than the room's whole table
# At most: the flood is ended once the joins are done, which take two or
# three seconds (far more on a loaded machine).
flood_seconds=20
joins=10
flood_pid=

# shellcheck disable=SC2317 # called by the trap
flood_cleanup() {
	[ -n "$flood_pid" ] && kill "$flood_pid" 2>/dev/null
	stranger_cleanup
	room_cleanup
}
trap flood_cleanup EXIT

# flood_count WHERE ROOMS: $joins players' programs join WHERE with the
# seat's token, one after another; sets $welcomed to how many were, and
# keeps the last refused join's words in $ROOM_TMP/refused.log.
flood_count() {
	welcomed=0
	try=0
	: >"$ROOM_TMP/refused.log"
	while [ $try -lt $joins ]; do
		try=$((try + 1))
		if printf '%s\n' "join p $1 $2 any ann $AMBER_TOKEN" \
		    "p expect welcome" | "$peer" >"$ROOM_TMP/join.log" 2>&1; then
			welcomed=$((welcomed + 1))
		else
			cp "$ROOM_TMP/join.log" "$ROOM_TMP/refused.log"
		fi
	done
}

# flood_joins HOW WHERE ROOMS: while the flood ($flood_pid) runs, joins as
# flood_count does; fails unless every one is welcomed.
flood_joins() {
	flood_count "$2" "$3"
	echo "$1: $welcomed of $joins joins welcomed"
	[ $welcomed -eq $joins ] ||
		fail "$1: only $welcomed of $joins joins welcomed ($(cat "$ROOM_TMP/refused.log"))"
}

# flood_start HOW CMD...: runs the flood CMD on the script $ROOM_TMP/siege
# in the background, and waits until it is under way: it has filled the
# room's table and the room is dropping its connections (however long a
# loaded machine takes).
flood_start() {
	flood_how=$1
	shift
	"$@" <"$ROOM_TMP/siege" >"$ROOM_TMP/flood.log" 2>&1 &
	flood_pid=$!
	tries=$((flood_seconds * 10))
	until grep -q '^siege: under way$' "$ROOM_TMP/flood.log"; do
		tries=$((tries - 1))
		if [ $tries -le 0 ] || ! kill -0 "$flood_pid" 2>/dev/null; then
			fail "$flood_how: the flood never got under way: $(cat "$ROOM_TMP/flood.log")"
			exit 1
		fi
		sleep 0.1
	done
}

# flood_end: fails if the flood ended before the joins did, then ends it
# (SIGUSR1 to room_peer: the stranger's is a child of $flood_pid, the
# subshell that runs it) and fails if it did not connect again and again.
flood_end() {
	kill -0 "$flood_pid" 2>/dev/null ||
		fail "$flood_how: the flood ended before the joins did"
	flood_peer=$(pgrep -P "$flood_pid")
	kill -USR1 "${flood_peer:-$flood_pid}" 2>/dev/null
	wait "$flood_pid"
	flood_pid=
	echo "$flood_how: $(cat "$ROOM_TMP/flood.log")"
	opened=$(sed -n 's/^siege: \([0-9]*\) connections opened.*/\1/p' \
	    "$ROOM_TMP/flood.log")
	[ "${opened:-0}" -gt "$flood_connections" ] ||
		fail "$flood_how: no flood (${opened:-no} connections opened)"
}

# The accounting, step by step: a fifth silent connection from one user
# makes the first give way; a player's (a sixth) the second, and is
# welcomed; the rest, silent, go after the hello's few seconds.
room_host quiet || exit 1
{
	for silent in 1 2 3 4 5; do
		echo "open s$silent quiet $ROOMS"
	done
	echo "s1 expect bye too many connections without a hello"
	echo "s1 closed"
	echo "join p quiet $ROOMS any ann $AMBER_TOKEN"
	echo "p expect welcome"
	echo "s2 expect bye too many connections without a hello"
	for silent in 3 4 5; do
		echo "s$silent expect bye no hello in time"
	done
	echo "p send info"
	echo "p expect error"
} | room_run || fail "silent connections: not given way as they should"

# Over TCP loopback, from this user: the players on the Unix socket are
# not kept out, for each door is a peer apart.  One from the flood's own
# user over TCP is, now and then, under a flood that churns hard enough (a
# count for the record).
room_host den --tcp 127.0.0.1:0 || exit 1
echo "siege $flood_connections $flood_seconds $TCP_ADDRESS" >"$ROOM_TMP/siege"
flood_start "TCP flood from this user" "$peer"
flood_joins "TCP flood from this user, joins over the Unix socket" den "$ROOMS"
flood_count "$TCP_ADDRESS" .
echo "TCP flood from this user, joins over TCP as that user: $welcomed of $joins welcomed"
flood_end

[ "$failures" -eq 0 ] || exit 1
# Over the Unix socket and over TCP, from a stranger, in a rooms directory
# both may enter (sticky, and written by its owner alone).
stranger_setup
shared=$STRANGER_DIR/rooms
mkdir -m 1755 "$shared" || exit 1
room_host hall --tcp 127.0.0.1:0 --rooms "$shared" || exit 1
echo "siege $flood_connections $flood_seconds hall $shared" >"$ROOM_TMP/siege"
flood_start "Unix flood from another user" \
    stranger "$STRANGER_DIR/room_peer"
flood_joins "Unix flood from another user" hall "$shared"
flood_end
echo "siege $flood_connections $flood_seconds $TCP_ADDRESS" >"$ROOM_TMP/siege"
flood_start "TCP flood from another user" \
    stranger "$STRANGER_DIR/room_peer"
flood_joins "TCP flood from another user, joins over TCP" "$TCP_ADDRESS" .
flood_end
[ "$failures" -eq 0 ]
