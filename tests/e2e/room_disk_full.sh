#!/bin/sh
# A room whose disk fills up (its state directory a 256 KB tmpfs, filled)
# loses nothing and says so: every client, the spectator too, is told
# `unsaved` at once; the room plays on, saves the game once space is freed
# (`saved`), keeps a finished game it cannot file, and files it, every
# move in it, when it can.  Its log says what happened, and a room that
# ends with its game unsaved says so there.  A finished game left as a
# room's save is filed by the next host of the name.  Mounting needs root: SKIP
# without it.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

# shellcheck source=lib/small_disk.sh
. "$(dirname "$0")/lib/small_disk.sh"
small_disk 256k

LOG=$SAVES/full.log

# wait_for TEXT: until the peer has printed a line holding TEXT (it prints
# each as it reads it), so that the disk changes at a known point.
wait_for() {
	tries=300
	until grep -qF -- "$1" "$ROOM_TMP/peer.log" 2>/dev/null; do
		tries=$((tries - 1))
		[ $tries -gt 0 ] || return 1
		sleep 0.1
	done
}

# The moves of plies FIRST to LAST, as a record's move list has them.
moves_of() {
	room_moves | sed -n "$1,$2p" | while read -r _ move; do printf '%s\n' "$move"; done
}

plies=$(room_ply_count)
half=$((plies / 2))
if [ "$half" -lt 2 ] || [ "$plies" -lt $((half + 2)) ]; then
	fail "the computer game has only $plies plies"
fi

room_host full
small_disk_fill
{
	room_seat_both full w
	# Told at once, and a newcomer in its welcome.
	for who in a t w; do
		echo "$who expect unsaved No space left on device"
	done
	room_game_steps 1 "$half" w
	wait_for "w< moved $half " || echo "# the peer did not get to ply $half"
	cp "$SAVES/full.gnomon" "$ROOM_TMP/while-full" 2>/dev/null
	small_disk_free
	for who in a t w; do
		echo "$who expect saved"
	done
	wait_for "w< saved" || echo "# the room did not say saved"
	cp "$SAVES/full.gnomon" "$ROOM_TMP/saved-again"
	small_disk_fill
	room_game_steps $((half + 1)) $((half + 1)) w
	for who in a t w; do
		echo "$who expect unsaved No space left on device"
	done
	room_play_to_end $((half + 2)) w
	# The room stays to talk after the game: the spectator leaves.
	echo "w send bye"
	echo "w closed"
	wait_for "w: closed" || echo "# the game did not end"
	# Over but not filed: the room keeps its name.
	"$gnomon" host full --detach >"$ROOM_TMP/second-host" 2>&1 &&
	    echo "# a second host opened the room while its game was unfiled"
	ls "$GAMES" >"$ROOM_TMP/games-while-full" 2>&1
	small_disk_free
} | room_run || fail "the game on a full disk"
grep '^# ' "$ROOM_TMP/peer.log" 2>/dev/null && fail "the script's own checks"

# While the disk was full, the save did not have the moves: it was full.
if [ -f "$ROOM_TMP/while-full" ] && grep -q "^1\. " "$ROOM_TMP/while-full"; then
	fail "the save was written on a full disk?"
fi
for move in $(moves_of 1 "$half"); do
	grep -q " $move\( \|$\)" "$ROOM_TMP/saved-again" ||
		fail "the save written once space was freed lacks $move: $(cat "$ROOM_TMP/saved-again")"
done
case $(cat "$ROOM_TMP/second-host") in
*"open already"*) ;;
*) fail "a second host of the unfiled room: $(cat "$ROOM_TMP/second-host")" ;;
esac
grep -q '\.gnomon$' "$ROOM_TMP/games-while-full" &&
	fail "a game was filed on a full disk: $(cat "$ROOM_TMP/games-while-full")"

# Space freed: the room files the whole game, removes its save and ends.
room_gone full
filed=$(find "$GAMES" -name "*.gnomon" 2>/dev/null | head -n 1)
if [ -z "$filed" ]; then
	fail "the finished game was not filed once space was freed"
else
	for move in $(moves_of 1 "$plies"); do
		grep -q " $move\( \|$\)" "$filed" ||
			fail "the filed game lacks $move: $(cat "$filed")"
	done
	if ! grep -q '"ann"' "$filed" || ! grep -q '"tom"' "$filed"; then
		fail "the filed game does not name both players: $(cat "$filed")"
	fi
fi
[ ! -e "$SAVES/full.gnomon" ] || fail "the filed game's save is still in rooms/"
grep -q "cannot save: .*No space left on device" "$LOG" ||
	fail "the log does not say the room could not save: $(cat "$LOG")"
grep -q "saved again" "$LOG" || fail "the log does not say it saved again"

# A finished game left as a room's save (its room ended before it could
# file it) is filed by the next host of the name, which starts anew.
if [ -n "$filed" ]; then
	cp "$filed" "$SAVES/over.gnomon"
	out=$("$gnomon" host over --day 2 --detach 2>&1) || fail "gnomon host over: $out"
	case $out in
	*"filed the finished game saved in $SAVES/over.gnomon as $GAMES/"*) ;;
	*) fail "host did not file the finished game it found: $out" ;;
	esac
	# The save is the new game's now, without a move.
	! grep -q '^1\. ' "$SAVES/over.gnomon" 2>/dev/null ||
		fail "the filed game's save is still there"
	[ "$(find "$GAMES" -name '*.gnomon' | wc -l)" -eq 2 ] ||
		fail "the finished game was not filed again: $(ls "$GAMES")"
	case $("$gnomon" list 2>&1) in
	*"over "*"waiting"*) ;;
	*) fail "the room did not start a new game: $("$gnomon" list 2>&1)" ;;
	esac
	for pid in $(room_processes); do
		kill "$pid"
	done
	room_gone over
fi

# A room that ends (here by SIGTERM) with its game unsaved says so in its
# log, with what the save holds instead, and leaves the game whole in its
# rooms directory for the next host to take up.
rm -f "$GAMES"/*.gnomon
room_host later
{
	room_seat_both later
	room_game_steps 1 1
	wait_for "t< moved 1 " || echo "# the first move was not played"
	small_disk_fill
	room_game_steps 2 2
	echo "a expect unsaved No space left on device"
} | room_run || fail "the game on a disk that fills"
for pid in $(room_processes); do
	kill "$pid"
done
room_gone later
grep -q "later: ends with its game of 2 moves unsaved (No space left on device): .*later.gnomon is older, with 1 moves" \
    "$SAVES/later.log" ||
	fail "the log of a room ended unsaved: $(cat "$SAVES/later.log")"
# It left the whole game in its rooms directory, and the next host, space
# back, takes up that one (2 moves), not the older save (1 move).
small_disk_free
out=$("$gnomon" host later --day 2 --detach 2>&1) || fail "gnomon host later: $out"
case $out in
*"took up the game room later left in $ROOMS/later.gnomon (2 moves)"*) ;;
*) fail "host did not take up the game the room left: $out" ;;
esac
[ ! -e "$ROOMS/later.gnomon" ] || fail "the game left is still there once saved"
grep -q "^1\. .* .*" "$SAVES/later.gnomon" ||
	fail "the save of the game taken up lacks its moves: $(cat "$SAVES/later.gnomon")"

[ $failures -eq 0 ]
