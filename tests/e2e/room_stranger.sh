#!/bin/sh
# Rooms in a shared rooms directory, against another local user (a spare
# uid, tests/e2e/lib/stranger.sh) in the directory's group: the stranger
# cannot swap a room's socket (the directory is sticky), and a socket the
# stranger squats under a room's name is refused by the joiner before any
# token leaves it (the squatter records what it is sent: no hello).  Given
# Teal's seat token, the stranger cannot take Amber's seat with it, nor
# with the watch token, while Amber's player is away; the tokens are in no
# process's command line or environment and in no file the stranger may
# read.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"

stranger_setup
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	stranger_cleanup
	room_cleanup
}
trap cleanup EXIT

# A directory the stranger's group may write into, made as gnomon-room(5) says.
SHARED=$STRANGER_DIR/shared
install -d -m 1770 -g "$STRANGER_UID" "$SHARED" || exit 1
log=$STRANGER_DIR/home/serve.log

room_host table --rooms "$SHARED"
case $out in
*"to join, the seat token in FILE:"*"join $(id -un)@table --token-file FILE"*"--rooms $SHARED"*) ;;
*) fail "the host of a room in a shared directory is not shown how to join it: $out" ;;
esac
[ ! -e "$SHARED/table.token" ] || fail "a token file was left in a shared directory"

# The sticky bit: the stranger can neither rename the room's socket away
# nor remove it.
stranger mv "$SHARED/table.sock" "$SHARED/moved.sock" 2>/dev/null &&
	fail "the stranger renamed the room's socket"
stranger rm -f "$SHARED/table.sock" 2>/dev/null
[ -S "$SHARED/table.sock" ] || fail "the stranger removed the room's socket"

# No token in any command line the stranger can read, nor in the files of
# the shared directory.  (The test's own: the tokens are searched for from
# a file, never given to grep as an argument.)
printf '%s\n' "$AMBER_TOKEN" "$TEAL_TOKEN" "$WATCH_TOKEN" >"$ROOM_TMP/tokens"
# A program of this user's holding a token in its environment, as join
# does with GNOMON_TOKEN.
GNOMON_TOKEN=$TEAL_TOKEN sleep 60 &
holder=$!
for what in cmdline environ; do
	stranger sh -c "cat /proc/[0-9]*/$what 2>/dev/null" | tr '\0' '\n' |
		grep -qF -f "$ROOM_TMP/tokens" &&
		fail "a token is in a process's $what that the stranger reads"
done
kill "$holder"
grep -rqF -f "$ROOM_TMP/tokens" "$SHARED" &&
	fail "a token is in a file of the shared directory"
# Nor in any file the stranger may read where files are left about (its
# own copy of the tokens, to search with, aside).
cp "$ROOM_TMP/tokens" "$STRANGER_DIR/home/tokens" &&
	chown "$STRANGER_UID" "$STRANGER_DIR/home/tokens"
# shellcheck disable=SC2016 # $HOME is the stranger's, expanded by its shell
# (Regular files on those file systems only: a /proc mounted below /tmp,
# as in a chroot, would be read for ever.)
found=$(stranger sh -c 'find /tmp /var/tmp /dev/shm -xdev -type f -size -1024k \
    ! -path "$HOME/*" -exec grep -lsF -f "$HOME/tokens" {} + 2>/dev/null')
[ -z "$found" ] || fail "the stranger found a token in: $found"
rm -f "$STRANGER_DIR/home/tokens"

# Ann (this user) sits in Amber's seat and leaves; the stranger, Teal's
# player, tries her seat with Teal's token and with the watch token.
{
	echo "join a table $SHARED amber ann $AMBER_TOKEN"
	echo "a expect welcome table amber"
	echo "a close"
} | room_run || fail "ann's join"
{
	echo "join t table $SHARED teal tom $TEAL_TOKEN 0"
	echo "t expect welcome table teal"
	echo "open x table $SHARED"
	echo "x send hello gnomon-room 1 seat=amber name=ann token=$TEAL_TOKEN"
	echo "x expect bye that token is for Teal's seat"
	echo "open x table $SHARED"
	echo "x send hello gnomon-room 1 seat=any name=ann token=$TEAL_TOKEN"
	echo "x expect bye ann's seat is Amber"
	echo "open x table $SHARED"
	echo "x send hello gnomon-room 1 seat=amber name=ann token=$WATCH_TOKEN"
	echo "x expect bye wrong token for a seat"
	echo "t send say still waiting"
	echo "t expect said teal tom still waiting"
} | stranger "$STRANGER_DIR/room_peer" >"$ROOM_TMP/stranger.log" 2>&1 ||
	{ tail -n 20 "$ROOM_TMP/stranger.log"; fail "the stranger's tries at Amber's seat"; }
info=$("$gnomon" list --rooms "$SHARED" 2>&1)
case $info in
*"table  amber ann (away), teal tom"*) ;;
*) fail "Amber's seat is not ann's, away, after the stranger's tries: $info" ;;
esac

# The stranger squats a room's name: the joiner (this user, with the
# token) connects, finds the socket is not its room's owner's, and sends
# nothing; the squatter is never told a token.
stranger "$STRANGER_DIR/room_peer" >"$log" 2>&1 <<EOF &
serve $SHARED/victim.sock 10
EOF
tries=50
while ! grep -q "S: listening" "$log" 2>/dev/null && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
grep -q "S: listening" "$log" || fail "the stranger could not squat: $(cat "$log")"
echo "join v victim $SHARED any ann $AMBER_TOKEN" | "$peer" >"$ROOM_TMP/squat.log" 2>&1 &&
	fail "the joiner greeted a squatter's socket: $(cat "$ROOM_TMP/squat.log")"
grep -q "answered by uid $STRANGER_UID" "$ROOM_TMP/squat.log" ||
	fail "the joiner did not say who answered: $(cat "$ROOM_TMP/squat.log")"
GNOMON_TOKEN=$AMBER_TOKEN "$gnomon" join victim --rooms "$SHARED" \
    </dev/null >/dev/null 2>&1 && fail "gnomon join played in a squatter's room"
tries=50
while [ "$(grep -c '^S: connection' "$log")" -lt 2 ] && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
[ "$(grep -c '^S: connection' "$log")" -ge 2 ] ||
	fail "the joiners never reached the squatter's socket: $(cat "$log")"
if grep -q "hello" "$log" || grep -qF -f "$ROOM_TMP/tokens" "$log"; then
	fail "the squatter was sent a hello: $(cat "$log")"
fi

# Over TCP on this machine: the stranger listens on a loopback port (as it
# could take a tunnel's port first, or a room's after it ended), and a
# join there is refused before its token leaves it, saying whose socket
# answered.  Given the stranger as --owner, the same join says hello: the
# squatter would have caught it.
if command -v python3 >/dev/null 2>&1 && command -v script >/dev/null 2>&1; then
	cat >"$STRANGER_DIR/listen.py" <<'PY'
import socket, sys
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen()
listener.settimeout(30)
with open(sys.argv[1] + ".tmp", "w") as port:
    port.write("%d\n" % listener.getsockname()[1])
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
for _ in range(3):
    connection, _ = listener.accept()
    connection.settimeout(5)
    try:
        print("got:", connection.recv(4096), flush=True)
    except OSError:
        print("got nothing", flush=True)
    connection.close()
PY
	tcp_log=$STRANGER_DIR/home/tcp.log
	stranger python3 "$STRANGER_DIR/listen.py" "$STRANGER_DIR/home/port" \
	    >"$tcp_log" 2>&1 &
	listener=$!
	room_until_written "$STRANGER_DIR/home/port"
	port=$(cat "$STRANGER_DIR/home/port" 2>/dev/null)
	[ -n "$port" ] || fail "the stranger could not listen on loopback"
	# (A token of no room's: the second join is meant to give it away.)
	bait=0123456789abcdef0123456789abcdef
	for owner in "" "--owner $STRANGER_UID"; do
		GNOMON_TOKEN=$bait TERM=xterm timeout 20 script -qc \
		    "$gnomon join 127.0.0.1:$port --ascii $owner" /dev/null \
		    </dev/null >"$ROOM_TMP/tcp-join${owner:+-owner}.out" 2>&1
	done
	wait "$listener"
	grep -q "is answered by uid $STRANGER_UID" "$ROOM_TMP/tcp-join.out" ||
		fail "a join over loopback did not say whose socket answered:" \
		    "$(cat "$ROOM_TMP/tcp-join.out")"
	# The second join asks the room what it is (info), then says hello.
	first=$(sed -n 1p "$tcp_log") second=$(sed -n 2p "$tcp_log")
	third=$(sed -n 3p "$tcp_log")
	case $first in
	*hello* | *"$bait"*) fail "a join over loopback said hello to the stranger's port" ;;
	esac
	case $second in
	*info*) ;;
	*) fail "a join with --owner the stranger did not ask what the room is ($second)" ;;
	esac
	case $third in
	*hello*) ;;
	*) fail "a join with --owner the stranger sent no hello: the test proves nothing ($third)" ;;
	esac
fi

[ $failures -eq 0 ]
