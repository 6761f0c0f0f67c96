#!/bin/sh
# Rooms on a shared server file their games in its database
# (GNOMON_SERVER_DB, as the lobby sets it).  Two players registered with
# `gnomon server add-key` play a room opened with --rated: `gnomon list`
# says it is rated, both are told so as they come in and, when Amber
# resigns, what it did to both ratings, which the leaderboard shows.  A
# room not rated and a rated room with a guest move nothing.  A database
# that refuses keeps the game (`unsaved`); the room killed (SIGKILL), or
# ended, with its game unfiled, the next host of the name files it from
# the room's save, exactly once.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

room_server ann tom

# seat ROOM AMBER TEAL: the peer's steps seating AMBER (a) and TEAL (t).
seat() {
	echo "open a $1 $ROOMS"
	echo "open t $1 $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=$2 token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "t send hello gnomon-room 1 seat=teal name=$3 token=$TEAL_TOKEN"
	echo "t expect welcome"
}

# resign: a move each, and Amber resigns.
resign() {
	room_game_steps 1 2
	echo "a send resign"
	echo "a expect over teal resign"
	echo "t expect over teal resign"
}

# refuse: a directory in the database's place, which no room can open.
refuse() {
	mv "$GNOMON_SERVER_DB" "$ROOM_TMP/away.db" || fail "moving the database"
	mkdir "$GNOMON_SERVER_DB"
}

# next_host_files ROOM: the database back, the next host of ROOM files
# the game its save holds.
next_host_files() {
	rmdir "$GNOMON_SERVER_DB"
	mv "$ROOM_TMP/away.db" "$GNOMON_SERVER_DB" || fail "the database back"
	out=$("$gnomon" host "$1" --detach 2>&1) || fail "gnomon host $1: $out"
	case $out in
	*"filed the finished game saved"*) ;;
	*) fail "the next host of $1 did not file the game: $out" ;;
	esac
}

# leaderboard: `gnomon server players`, spaces squeezed.
leaderboard() {
	"$gnomon" server players | tr -s ' '
}

# The rated room: said in its info line, to both as they come in, and
# the ratings' change to both at the end.
room_host rated --rated
case $("$gnomon" list 2>&1) in
*"rated  amber -, teal -, 0 watching, round 1, waiting, "*", rated"*) ;;
*) fail "gnomon list does not say the room is rated: $("$gnomon" list 2>&1)" ;;
esac
{
	seat rated ann tom
	echo "a expect notice a rated game"
	echo "t expect notice a rated game"
	resign
	echo "a expect notice ratings: ann 1500? -> 1338?, tom 1500? -> 1662?"
	echo "t expect notice ratings: ann 1500? -> 1338?, tom 1500? -> 1662?"
} | room_run || fail "the rated game"
room_gone rated
# ranked PLACE NAME RATING GAMES: the leaderboard has that line (the
# deviation after one rated game, then after two, three: as Glicko-2 says,
# which test_room_archive checks to the last digit).
ranked() {
	printf '%s\n' "$board" | grep -q "^ $1 $2 $3 [0-9]* $4\$" ||
		fail "the leaderboard has no '$1 $2 $3 ... $4': $board"
}
board=$(leaderboard)
ranked 1 tom 1662? 1
ranked 2 ann 1338? 1

# Not rated, and a guest: filed, nothing moved.
room_host plain
{
	seat plain ann tom
	resign
	echo "a send say gg"
	echo "t expect said amber ann gg"
} | room_run || fail "the game not rated"
grep -q "filed the game in the server's database$" "$SAVES/plain.log" ||
	fail "the room not rated did not file its game: $(cat "$SAVES/plain.log")"
room_host guest --rated
{
	seat guest ann gus
	resign
	echo "a expect notice not rated: gus is not registered on this server"
} | room_run || fail "the game with a guest"
[ "$(leaderboard)" = "$board" ] ||
	fail "a game not rated moved a rating: $(leaderboard)"

# A database that refuses (a directory in its place): the game kept,
# said, and the room killed; the next host files it, once.
refuse
room_host killed --rated
{
	seat killed ann tom
	resign
	echo "a expect unsaved the server's database"
} | room_run || fail "the game the database refused"
[ -e "$SAVES/killed.gnomon" ] || fail "the room refused did not keep its game"
grep -q '^\[Played "1765000000 1765000000"\]' "$SAVES/killed.gnomon" ||
	fail "the save lacks the game's times: $(cat "$SAVES/killed.gnomon")"
for pid in $(room_processes); do
	kill -KILL "$pid"
done
next_host_files killed
board=$(leaderboard)
ranked 1 tom 1720? 2
ranked 2 ann 1280? 2

# Refused again, and the room ended (gnomon end) with its game unfiled:
# its save keeps it, and the next host files it.
refuse
# (Another time: the same players, times, plies and result would be
# the same game to the archive.)
GNOMON_SERVER_NOW=1765000100
room_host ended --rated
{
	seat ended ann tom
	resign
	echo "a expect unsaved the server's database"
} | room_run || fail "the game the database refused, ended"
"$gnomon" end ended >"$ROOM_TMP/end.out" 2>&1 ||
	fail "gnomon end ended: $(cat "$ROOM_TMP/end.out")"
grep -q "ends with its game over not filed in the server's database" \
    "$SAVES/ended.log" || fail "the log of the room ended: $(cat "$SAVES/ended.log")"
next_host_files ended
board=$(leaderboard)
ranked 1 tom '[0-9]*?' 3
ranked 2 ann '[0-9]*?' 3
[ "$("$gnomon" server check)" = ok ] || fail "the database does not check"
for room in killed ended; do
	"$gnomon" end "$room" >/dev/null 2>&1 || fail "gnomon end $room"
done

[ $failures -eq 0 ]
