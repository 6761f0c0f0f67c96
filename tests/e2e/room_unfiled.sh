#!/bin/sh
# A finished game on a full disk is never lost when its room ends before
# space comes back.  The state directory a 128 KB tmpfs, filled once the
# room is open: two players play d1d2 d7d6 and Amber resigns; `gnomon end`
# ends the room and says, on standard error and with status 1, that the
# game was left unfiled, and where; the room's log carries the moves and
# the resignation.  Space freed, `gnomon list` files the game (both moves,
# the resignation, both players) and removes what the room left; a second
# time, the next `gnomon host` of the name files it and starts anew.  A
# link or another user's file in the rooms directory is never taken for a
# game a room left.
# Mounting needs root: SKIP without it.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

# shellcheck source=lib/small_disk.sh
. "$(dirname "$0")/lib/small_disk.sh"
small_disk 128k

# The game of the steps: the full variant.
ROOM_VARIANT=""

# play_and_resign ROOM: both seated on the full disk, d1d2 d7d6, Amber
# resigns.
play_and_resign() {
	{
		room_seat_both "$1"
		echo "a expect unsaved No space left on device"
		echo "a send move d1d2"
		echo "a expect moved 1 d1d2"
		echo "t expect moved 1 d1d2"
		echo "t send move d7d6"
		echo "a expect moved 2 d7d6"
		echo "t expect moved 2 d7d6"
		echo "a send resign"
		echo "a expect over teal resign"
		echo "t expect over teal resign"
	} | room_run || fail "the game on a full disk in room $1"
}

# filed_game WHAT: the one game filed in games/ holds both moves, the
# resignation and both players.
filed_game() {
	filed=$(find "$GAMES" -name "*.gnomon" 2>/dev/null)
	if [ "$(printf '%s\n' "$filed" | grep -c .)" != 1 ]; then
		fail "$1: not one game filed: $(ls "$GAMES" 2>&1)"
		return
	fi
	grep -q "^1\. d1d2 d7d6" "$filed" ||
		fail "$1: the filed game lacks its moves: $(cat "$filed")"
	grep -q '^\[Ending "teal resign"\]' "$filed" ||
		fail "$1: the filed game lacks the resignation: $(cat "$filed")"
	[ "$(grep -c '^\[\(Amber "ann"\|Teal "tom"\)\]$' "$filed")" = 2 ] ||
		fail "$1: the filed game lacks a player: $(cat "$filed")"
}

room_host fd
small_disk_fill
play_and_resign fd
"$gnomon" end fd >"$ROOM_TMP/end.out" 2>"$ROOM_TMP/end.err"
status=$?
[ "$status" = 1 ] || fail "gnomon end of a room with its game unfiled exits $status"
grep -q "unfiled.*$ROOMS/fd.gnomon" "$ROOM_TMP/end.err" ||
	fail "gnomon end did not say the game was left unfiled: $(cat "$ROOM_TMP/end.err")"
grep -q "has ended" "$ROOM_TMP/end.out" ||
	fail "gnomon end did not say the room ended: $(cat "$ROOM_TMP/end.out")"
grep -q "ends with its game of 2 moves unfiled (No space left on device): d1d2 d7d6, over: teal resign; left whole in $ROOMS/fd.gnomon" \
    "$SAVES/fd.log" || fail "the log does not carry the game: $(cat "$SAVES/fd.log")"
[ -z "$(find "$GAMES" -name '*.gnomon' 2>/dev/null)" ] ||
	fail "a game was filed on a full disk"

# Space back: `gnomon list` files it.
small_disk_free
out=$("$gnomon" list 2>&1)
case $out in
*"filed the finished game room fd left in $ROOMS/fd.gnomon as $GAMES/"*) ;;
*) fail "gnomon list did not file the game left: $out" ;;
esac
filed_game "gnomon list"
[ ! -e "$ROOMS/fd.gnomon" ] || fail "the game left is still there once filed"
# As a room that files its game leaves things: no older save, no tokens.
for kept in "$SAVES/fd.gnomon" "$SAVES/fd.token"; do
	[ ! -e "$kept" ] || fail "gnomon list filed the game but left $kept"
done
"$gnomon" list >"$ROOM_TMP/list-again" 2>&1
grep -q "filed" "$ROOM_TMP/list-again" &&
	fail "gnomon list filed the game twice: $(cat "$ROOM_TMP/list-again")"
rm -f "$GAMES"/*.gnomon

# Again, and the next host files it: the game over, a new one begun, with
# new tokens each time.
old_tokens="$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN"
room_host fd
case $out in
*"took up"*) fail "the host after gnomon list took up a game: $out" ;;
esac
[ "$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN" != "$old_tokens" ] ||
	fail "the host after gnomon list kept the filed game's tokens"
old_tokens="$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN"
small_disk_fill
play_and_resign fd
"$gnomon" end fd >/dev/null 2>&1 && fail "gnomon end said nothing the second time"
small_disk_free
out=$("$gnomon" host fd --detach 2>&1) || fail "gnomon host fd: $out"
case $out in
*"filed the finished game room fd left in $ROOMS/fd.gnomon as $GAMES/"*"a new game"*) ;;
*) fail "gnomon host did not file the game left: $out" ;;
esac
filed_game "gnomon host"
room_tokens "$out"
if [ -z "$AMBER_TOKEN" ] || [ "$AMBER_TOKEN $TEAL_TOKEN $WATCH_TOKEN" = "$old_tokens" ]; then
	fail "the host that filed the game left kept its tokens: $out"
fi
case $("$gnomon" list 2>&1) in
*"fd  amber -, teal -, 0 watching, round 1, waiting"*) ;;
*) fail "the next host did not begin a new game: $("$gnomon" list 2>&1)" ;;
esac
"$gnomon" end fd >/dev/null 2>&1 || fail "gnomon end of a room whose game is saved"

# Only a room's own file is a game it left: a link, or another user's
# file, is neither filed nor taken up, nor said to be a game left.
cp "$filed" "$ROOM_TMP/finished.gnomon" || fail "no game filed to copy"
rm -f "$GAMES"/*.gnomon
cp "$ROOM_TMP/finished.gnomon" "$ROOMS/others.gnomon"
ln -s "$ROOM_TMP/finished.gnomon" "$ROOMS/linked.gnomon"
chown 65534 "$ROOMS/others.gnomon"
out=$("$gnomon" list 2>&1)
case $out in
*linked*|*others*) fail "gnomon list took a link or another's file: $out" ;;
esac
[ -z "$(find "$GAMES" -name '*.gnomon')" ] ||
	fail "a link or another user's file was filed: $(ls "$GAMES")"
out=$("$gnomon" host others --detach 2>&1) || fail "gnomon host others: $out"
case $out in
*"filed"*|*"took up"*) fail "host took another user's file for its game: $out" ;;
esac
"$gnomon" end others >/dev/null 2>&1 ||
	fail "gnomon end said another user's file was the room's game"

# A game kept nowhere: the rooms directory on the same full disk, and a
# stranger's file where the room would leave its game.  The room does not
# end without it: `gnomon end` says so (status 1), the room waits without
# spinning and still answers `info`, and once space is back it files the
# game itself and ends; the next host starts afresh.
rm -f "$GAMES"/*.gnomon
ROOMS=$XDG_STATE_HOME/shared
mkdir -m 1770 "$ROOMS"
room_host fd --rooms "$ROOMS"
small_disk_fill
play_and_resign fd
room=$(pgrep -x gnomon-room | while read -r pid; do
	[ "$(readlink "/proc/$pid/cwd")" = "$ROOMS" ] && echo "$pid"
done)
[ -n "$room" ] || { fail "no room fd running in $ROOMS"; exit 1; }
# Its CPU time over two seconds of waiting, once past the 3 s a room
# lingers to say its last words: far below one busy core.
sleep 3
cpu_ticks() {
	awk '{ print $14 + $15 }' "/proc/$room/stat"
}
before=$(cpu_ticks)
sleep 2
spent=$(($(cpu_ticks) - before))
[ "$spent" -lt $(($(getconf CLK_TCK) * 2 / 5)) ] ||
	fail "a room with its game unfiled spun: $spent ticks in 2 s"
out=$("$gnomon" list --rooms "$ROOMS" 2>&1)
case $out in
*"answers oddly"*|*"is full"*) fail "a room with its game unfiled: $out" ;;
*fd*) ;;
*) fail "gnomon list does not show room fd: $out" ;;
esac
printf 'not a game\n' >"$ROOM_TMP/others"
ln -s "$ROOM_TMP/others" "$ROOMS/fd.gnomon"
chown -h 65534 "$ROOMS/fd.gnomon"
"$gnomon" end fd >"$ROOM_TMP/end.out" 2>"$ROOM_TMP/end.err"
status=$?
[ "$status" = 1 ] || fail "gnomon end of a room that kept its game nowhere exits $status: $(cat "$ROOM_TMP/end.out" "$ROOM_TMP/end.err")"
grep -q "has not ended" "$ROOM_TMP/end.err" ||
	fail "gnomon end did not say the room stays: $(cat "$ROOM_TMP/end.err")"
grep -q "has ended" "$ROOM_TMP/end.out" &&
	fail "gnomon end said a room that stays has ended"
kill -0 "$room" 2>/dev/null || fail "the room ended with its game kept nowhere"
small_disk_free
tries=100
while kill -0 "$room" 2>/dev/null && [ $tries -gt 0 ]; do
	sleep 0.1
	tries=$((tries - 1))
done
kill -0 "$room" 2>/dev/null && fail "the room did not end once it filed its game"
filed_game "the room itself, space back"
[ "$(readlink "$ROOMS/fd.gnomon")" = "$ROOM_TMP/others" ] ||
	fail "the stranger's link was touched"
rm -f "$ROOMS/fd.gnomon"
out=$("$gnomon" host fd --rooms "$ROOMS" --detach 2>&1) ||
	fail "gnomon host fd: $out"
case $out in
*"took up"*|*"filed"*) fail "the next host took up an old game: $out" ;;
esac
"$gnomon" end fd >/dev/null 2>&1 || fail "gnomon end of a fresh room"

# Killed with its game kept nowhere: the game is lost, and the next host,
# taking up the older save, says so.
room_host fd --rooms "$ROOMS"
small_disk_fill
play_and_resign fd
for pid in $(room_processes); do
	kill -KILL "$pid"
done
small_disk_free
out=$("$gnomon" host fd --rooms "$ROOMS" --detach 2>&1) ||
	fail "gnomon host fd after a kill: $out"
case $out in
*"took up the game saved in $SAVES/fd.gnomon (0 moves): older than the game its room last had"*) ;;
*) fail "the host took up an older save and did not say so: $out" ;;
esac
[ ! -e "$SAVES/fd.unsaved" ] || fail "the save is still marked older once saved"
"$gnomon" end fd >/dev/null 2>&1 || fail "gnomon end of the room taken up"

[ $failures -eq 0 ]
