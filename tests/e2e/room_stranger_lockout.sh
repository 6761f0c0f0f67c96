#!/bin/sh
# Nobody locked out, nothing sent to a stranger: another local user (a
# spare uid, tests/e2e/lib/stranger.sh) who makes /tmp/gnomon-UID first,
# a directory of hers open to all or a link, keeps an account without
# XDG_RUNTIME_DIR from no room (its rooms are in the state directory under
# its home); her link to this user's room in a shared rooms directory is
# not listed (the room is listed once, under its own name); and a join
# whose room is her socket sends it nothing, not even `info`, before it
# refuses (the socket records what arrives).
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"

stranger_setup
plant=/tmp/gnomon-$STRANGER_UID
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	rm -rf "$plant"
	stranger_cleanup
	room_cleanup
}
trap cleanup EXIT

# The stranger's own copy of the program, run as her with no
# XDG_RUNTIME_DIR: here she is the account another user would lock out.
alone() {
	stranger env -u XDG_RUNTIME_DIR "$STRANGER_DIR/gnomon" "$@"
}

# /tmp/gnomon-UID made first by someone else (uid 65534 stands for any
# other user): a directory open to all, then a link to one.
mkdir -m 755 "$STRANGER_DIR/elsewhere"
for kind in directory link; do
	rm -rf "$plant"
	if [ $kind = directory ]; then
		mkdir -m 777 "$plant" && chown 65534:65534 "$plant"
	else
		ln -s "$STRANGER_DIR/elsewhere" "$plant" &&
		    chown -h 65534:65534 "$plant"
	fi || fail "cannot plant $plant"
	# shellcheck disable=SC2086 # the variant is words
	out=$(alone host den $ROOM_VARIANT --detach 2>&1) ||
		fail "with $plant another's $kind, host failed: $out"
	listed=$(alone list 2>&1)
	case $listed in
	"den  amber"*) ;;
	*) fail "with $plant another's $kind, list does not show den: $listed" ;;
	esac
	sockets=$(find "$STRANGER_DIR/home/.local/state/gnomon" -name den.sock \
	    -type s 2>/dev/null)
	[ -n "$sockets" ] ||
		fail "den's socket is not in the state directory under HOME"
	[ -z "$(find "$plant/" -name 'den*' 2>/dev/null)" ] ||
		fail "den's files are in another's $kind $plant"
	alone end den >/dev/null 2>&1 || fail "gnomon end den (with a $kind)"
done
rm -rf "$plant"

# A directory the stranger's group may write into, as gnomon-room(5) says.
SHARED=$STRANGER_DIR/shared
install -d -m 1770 -g "$STRANGER_UID" "$SHARED" || exit 1

# Her link to this user's room: the room is listed once, as itself.
room_host table --rooms "$SHARED"
stranger ln -s "$SHARED/table.sock" "$SHARED/mine.sock" ||
	fail "the stranger could not make her link"
listed=$("$gnomon" list --rooms "$SHARED" 2>&1)
case $listed in
*"mine  "*) fail "a stranger's link is listed as a room: $listed" ;;
esac
[ "$(printf '%s\n' "$listed" | grep -c '^table  ')" = 1 ] ||
	fail "table is not listed once: $listed"

# Her socket where this user's room would be: a join (its owner named, or
# not) says whose socket answers, and sends it nothing.
log=$STRANGER_DIR/home/serve.log
stranger "$STRANGER_DIR/room_peer" >"$log" 2>&1 <<EOF &
serve $SHARED/victim.sock 20
EOF
tries=100
while ! grep -q "S: listening" "$log" 2>/dev/null && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
grep -q "S: listening" "$log" || fail "the stranger could not listen: $(cat "$log")"
for owner in "--owner $(id -un)" ""; do
	# shellcheck disable=SC2086 # the option is words, or none
	out=$(GNOMON_TOKEN=0123456789abcdef0123456789abcdef "$gnomon" join \
	    victim --rooms "$SHARED" $owner </dev/null 2>&1) &&
		fail "join ${owner:-without --owner} played in her room: $out"
	case $out in
	*"answered by uid $STRANGER_UID"*) ;;
	*) fail "join ${owner:-without --owner} did not say whose socket it is: $out" ;;
	esac
done
# The same with the owner in the friend's line, USER@ROOM.
out=$(GNOMON_TOKEN=0123456789abcdef0123456789abcdef "$gnomon" join \
    "$(id -un)@victim" --rooms "$SHARED" </dev/null 2>&1) &&
	fail "join $(id -un)@victim played in her room: $out"
case $out in
*"answered by uid $STRANGER_UID"*) ;;
*) fail "join $(id -un)@victim did not say whose socket it is: $out" ;;
esac
tries=100
while [ "$(grep -c '^S: closed' "$log")" -lt 3 ] && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
[ "$(grep -c '^S: closed' "$log")" -ge 3 ] ||
	fail "the joins never reached her socket: $(cat "$log")"
grep -q '^S<' "$log" && fail "her socket was sent something: $(cat "$log")"

[ $failures -eq 0 ]
