#!/bin/sh
# A registered player's name cannot be taken out of the lobby.  In a room
# with the server's database (GNOMON_SERVER_DB, as the lobby opens its
# rooms), a hello asking for ann's name (registered) from another user of
# the machine (a stranger, on the Unix socket), or from anyone over TCP,
# even this user over loopback, is refused, told to come in through the
# lobby, and the room goes on; the room's own account (the lobby's, which
# vouched for the name) takes it; a name nobody registered is anyone's.
# A room without a database takes any name, as rooms always have.
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

refused="bye that name is a registered player's: come in through the lobby"
SHARED=$STRANGER_DIR/shared
install -d -m 1770 -g "$STRANGER_UID" "$SHARED" || exit 1
room_server ann tom

room_host table --rooms "$SHARED" --tcp 127.0.0.1:0 || exit 1
[ -n "$TCP_ADDRESS" ] || fail "the room said no TCP address: $out"
{
	echo "open x table $SHARED"
	echo "x send hello gnomon-room 1 seat=teal name=ann token=$TEAL_TOKEN"
	echo "x expect $refused"
	echo "x closed"
	echo "open x table $SHARED"
	echo "x send hello gnomon-room 1 seat=watch name=tom token=$WATCH_TOKEN"
	echo "x expect $refused"
	echo "open g table $SHARED"
	echo "g send hello gnomon-room 1 seat=watch name=zed token=$WATCH_TOKEN"
	echo "g expect welcome table watch"
} | stranger "$STRANGER_DIR/room_peer" >"$ROOM_TMP/stranger.log" 2>&1 ||
	{ tail -n 20 "$ROOM_TMP/stranger.log"; fail "the stranger's hellos"; }

# Over TCP, this very user is no lobby: refused too.
{
	echo "open y $TCP_ADDRESS"
	echo "y send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "y expect $refused"
} | room_run || fail "ann's name over TCP"

# The room's own account on its socket (the lobby's) seats ann and tom.
{
	echo "open a table $SHARED"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome table amber"
	echo "open t table $SHARED"
	echo "t send hello gnomon-room 1 seat=teal name=tom token=$TEAL_TOKEN"
	echo "t expect welcome table teal"
	echo "a close"
	echo "t close"
} | room_run || fail "the lobby's own account was refused ann's name"
info=$("$gnomon" list --rooms "$SHARED" 2>&1)
case $info in
*"table  amber ann (away), teal tom (away)"*) ;;
*) fail "the seats are not ann's and tom's: $info" ;;
esac
grep -q "refused the name ann: that name is a registered" "$SAVES/table.log" ||
	fail "the room's log does not say it refused ann's name"

# Without a database: any name, from anyone.
unset GNOMON_SERVER_DB
room_host open --rooms "$SHARED" || exit 1
{
	echo "open x open $SHARED"
	echo "x send hello gnomon-room 1 seat=teal name=ann token=$TEAL_TOKEN"
	echo "x expect welcome open teal"
} | stranger "$STRANGER_DIR/room_peer" >"$ROOM_TMP/stranger.log" 2>&1 ||
	{ tail -n 20 "$ROOM_TMP/stranger.log"; fail "a room without a database refused ann"; }
exit 0
