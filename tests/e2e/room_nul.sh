#!/bin/sh
# A NUL in a line a player sends the room (`say a<NUL>b`) is refused as the
# byte it is, "control byte 0x00 at column 6" (it was told as 0x7F, a byte
# the player never sent), and the player stays in the room: a `say` after
# it is heard.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
command -v python3 >/dev/null || { echo "SKIP: no python3"; exit 0; }

room_host den
# The token on standard input, never on a command line.
out=$(printf '%s\n' "$AMBER_TOKEN" | python3 -c '
import socket, sys
token = sys.stdin.readline().strip()
peer = socket.socket(socket.AF_UNIX)
peer.settimeout(10)
peer.connect(sys.argv[1])
peer.sendall(("hello gnomon-room 1 seat=amber name=ann token=%s\n"
    % token).encode())
peer.sendall(b"say a\x00b\n")
peer.sendall(b"say after\n")
got = b""
while b"said amber ann after" not in got:
    part = peer.recv(4096)
    if not part:
        break
    got += part
sys.stdout.write(got.decode("utf-8", "replace"))
' "$ROOMS/den.sock" 2>&1)
case $out in
*"error control byte 0x00 at column 6"*) ;;
*) fail "a NUL in say is not told as 0x00: $out" ;;
esac
case $out in
*"said amber ann after"*) ;;
*) fail "the player was not heard after the NUL: $out" ;;
esac

[ $failures -eq 0 ]
