#!/bin/sh
# A home too deep for a socket's address: without XDG_RUNTIME_DIR the
# rooms directory is in the home, and ROOMS/NAME.sock longer than the 108
# bytes an address holds.  The room binds, and its clients connect, through
# the directory's descriptor: `gnomon host` opens it, `gnomon list` lists
# it, two players sit down and play, and `gnomon end` ends it.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

unset XDG_RUNTIME_DIR
HOME=$ROOM_TMP/a-home-deep-enough-that-no-socket-path-in-it-fits-an-address
export HOME
mkdir -m 700 "$HOME" || exit 1
ROOMS=$HOME/.local/state/gnomon/run-$(uname -n)
[ ${#ROOMS} -gt 100 ] || fail "the rooms directory is not deep: $ROOMS"

room_host deep
[ -S "$ROOMS/deep.sock" ] || fail "no socket in $ROOMS: $(ls -a "$ROOMS" 2>&1)"
out=$("$gnomon" list 2>&1)
case $out in
*"deep  amber -, teal -, 0 watching, round 1, waiting"*) ;;
*) fail "gnomon list does not list the room: $out" ;;
esac
first=$(room_moves | sed -n '1s/^Amber //p')
{
	room_seat_both deep
	echo "a send move $first"
	echo "t expect moved 1 $first"
} | room_run || fail "a game in a room in a deep home"
"$gnomon" end deep >"$ROOM_TMP/end.out" 2>&1 ||
	fail "gnomon end deep: $(cat "$ROOM_TMP/end.out")"
[ ! -e "$ROOMS/deep.sock" ] || fail "the socket is still there once ended"

[ $failures -eq 0 ]
