#!/bin/sh
# A socket in the rooms directory that never accepts, its backlog full (a
# member of a shared directory can plant one): `gnomon list` still returns
# within its wait, lists the real room beside it and leaves the socket (a
# busy room's is not removed), and `gnomon join` of it says that it does
# not answer instead of hanging in connect() for ever, as both once did.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

command -v python3 >/dev/null || { echo "SKIP: no python3"; exit 0; }
command -v timeout >/dev/null || { echo "SKIP: no timeout"; exit 0; }

# Far more than the wait (two seconds for `info`): a bound, not a clock.
BOUND=20
SHARED=$ROOM_TMP/shared
mkdir -m 700 "$SHARED" || exit 1
squatter=
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	[ -z "$squatter" ] || kill "$squatter" 2>/dev/null
	room_cleanup
}
trap cleanup EXIT

room_host table --rooms "$SHARED"

# The squatter: listens with a backlog of none, connects to itself without
# blocking until a connection is refused for want of room (one, on Linux),
# and never accepts.
python3 - "$SHARED/trap.sock" "$ROOM_TMP/ready" <<'EOF' &
import socket
import sys
import time

path, ready = sys.argv[1], sys.argv[2]
trap = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
trap.bind(path)
trap.listen(0)
held = []
while len(held) < 64:
    filler = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    filler.setblocking(False)
    try:
        filler.connect(path)
    except BlockingIOError:
        break
    held.append(filler)
with open(ready, "w") as out:
    out.write("%d\n" % len(held))
time.sleep(3600)
EOF
squatter=$!
room_until_written "$ROOM_TMP/ready" ||
	{ fail "the squatting socket was not made"; exit 1; }

out=$(timeout "$BOUND" "$gnomon" list --rooms "$SHARED" 2>&1)
status=$?
[ $status -ne 124 ] ||
	fail "gnomon list hung on a socket that does not accept ($BOUND s)"
case $out in
table*) ;;
*) fail "gnomon list did not list the room beside the squatter: $out" ;;
esac
case $out in
*trap*) fail "gnomon list listed the socket that does not answer: $out" ;;
esac
[ -S "$SHARED/trap.sock" ] ||
	fail "gnomon list removed a socket that was only slow to answer"

out=$(timeout "$BOUND" "$gnomon" join trap --rooms "$SHARED" </dev/null 2>&1)
status=$?
[ $status -ne 124 ] ||
	fail "gnomon join hung on a socket that does not accept ($BOUND s)"
[ $status -ne 0 ] || fail "gnomon join of a socket that does not answer succeeded"
case $out in
*"does not answer"*) ;;
*) fail "gnomon join of a socket that does not accept: $out" ;;
esac

[ $failures -eq 0 ]
