#!/bin/sh
# A rated room killed (SIGKILL) at a random instant around the end of its
# game, over many rounds (GNOMON_ROOM_KILL_ROUNDS, 50; make check 20):
# before the resignation is read, while the game is saved and filed in
# the server's database, or after.  Each round the next host of the room
# takes up what its save holds (a game not over is played to its end
# again), and at the end ann and tom have each exactly one rated game a
# round in the database, which checks whole: no game lost, none twice.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

room_server ann tom
rounds=${GNOMON_ROOM_KILL_ROUNDS:-50}

# resign ROOM: the peer's steps seating ann and tom, Amber resigning,
# and the end told.
resign() {
	room_seat_both "$1"
	echo "a send resign"
	echo "a expect over teal resign"
}

round=0
killed_before=0 killed_filing=0 killed_after=0
while [ $round -lt "$rounds" ]; do
	round=$((round + 1))
	room=k$round
	room_host "$room" --rated
	room_pid=$(room_processes)
	tries=100	# its process named and in its directory: 10 s at most
	while [ -z "$room_pid" ] && [ $tries -gt 0 ]; do
		sleep 0.1
		tries=$((tries - 1))
		room_pid=$(room_processes)
	done
	[ -n "$room_pid" ] || fail "round $round: room $room has no process"
	# Killed at once now and then, else within 55 ms: before, during
	# and after the filing (as the rounds count them below).
	delay=$(awk -v seed="$round" 'BEGIN { srand(seed); d = rand() * 0.06
	    printf "%.3f", d < 0.005 ? 0 : d - 0.005 }')
	resign "$room" | "$peer" >/dev/null 2>&1 &
	peer_pid=$!
	[ "$delay" = 0.000 ] || sleep "$delay"
	kill -KILL "$room_pid"
	wait "$peer_pid"
	out=$("$gnomon" host "$room" --detach 2>&1) ||
		fail "round $round: gnomon host $room: $out"
	case $out in
	*"took up the game saved"*)
		killed_before=$((killed_before + 1))
		room_tokens "$out"
		resign "$room" | room_run ||
			fail "round $round: the game taken up, played again"
		;;
	*"filed the finished game saved"*)
		killed_filing=$((killed_filing + 1)) ;;
	*) killed_after=$((killed_after + 1)) ;;
	esac
	"$gnomon" end "$room" >/dev/null 2>&1
	room_gone "$room"
	# Its process too, which outlives its socket a moment while it ends:
	# else, on a busy machine, the next round's kill could find it and
	# miss the next room.
	tries=100
	while [ -n "$(room_processes)" ] && [ $tries -gt 0 ]; do
		sleep 0.1
		tries=$((tries - 1))
	done
	[ -z "$(room_processes)" ] || fail "round $round: room $room's process did not end"
done
board=$("$gnomon" server players | tr -s ' ')
for name in tom ann; do
	printf '%s\n' "$board" | grep -q "^ [12] $name [0-9]*? [0-9]* $rounds\$" ||
		fail "$name has not $rounds rated games: $board"
done
[ "$("$gnomon" server check)" = ok ] || fail "the database does not check"
echo "$rounds rounds killed: $killed_before before the game was over," \
    "$killed_filing with it over and not all filed, $killed_after after"

[ $failures -eq 0 ]
