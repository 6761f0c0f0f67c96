#!/bin/sh
# gnomon server bench, small: it fills a database with the players and
# legal games asked for, prints a median for each of the lobby's and the
# rooms' questions, and files games from rooms while browsers read, with
# no error and no game lost; the database then checks whole, its
# leaderboard is best first, a game exports as its record, a second run
# adds nothing it has, and the same seed fills the same database.  No time is judged here: the full
# size's figures are doc/server.md's.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT

# bench DIR [ROOMS]: a small bench in DIR, 3 rooms unless ROOMS.
bench() {
	"$gnomon" server bench "$1" --players 20 --games 300 \
	    --rooms "${2:-3}" --browsers 5 2>"$state/err"
}

out=$(bench "$state/a/gnomon") || fail "bench: exit $? ($(cat "$state/err"))"
printf '%s\n' "$out" | grep -q '^filled: 20 players, 300 games (20 players and 300 games added in ' ||
	fail "the fill: $out"
for question in "the latest games, a page" "the best rated games, a page" \
    "a player's games, a page" "the leaderboard, a page" \
    "a player found by name" "a game filed, both ratings moved" \
    "a game opened to replay"; do
	printf '%s\n' "$out" | grep -qE "^  $question +[0-9]+\.[0-9]{3}\$" ||
		fail "no median of '$question': $out"
done
printf '%s\n' "$out" | grep -qE '^at once: 5 browsers, 3 rooms filing 5 games each: 15 filed, 0 lost, 0 errors, ' ||
	fail "at once: $out"

XDG_STATE_HOME=$state/a "$gnomon" server check >"$state/check" 2>&1 ||
	fail "the bench's database does not check: $(cat "$state/check")"
XDG_STATE_HOME=$state/a "$gnomon" server players >"$state/players" ||
	fail "players: exit $?"
awk 'NR > 1 { sub(/\?$/, "", $3)
	if ($1 != NR - 1) { print "place " $1 " on line " NR; bad = 1 }
	if (NR > 2 && $3 + 0 > last) { print "not best first: " $0; bad = 1 }
	last = $3 + 0 }
	END { if (NR < 2) { print "nobody"; bad = 1 }; exit bad }' \
    "$state/players" || fail "the leaderboard: $(cat "$state/players")"

# A game of the archive exported as its record; a bad id refused.
XDG_STATE_HOME=$state/a "$gnomon" server export 7 >"$state/7.gnomon" ||
	fail "export 7: exit $?"
head -n 1 "$state/7.gnomon" | grep -qx '\[Gnomon "1"\]' ||
	fail "export 7 is no record: $(head -n 3 "$state/7.gnomon")"
grep -q '^\[Amber "player[0-9]*"\]$' "$state/7.gnomon" ||
	fail "export 7 names no player: $(head -n 5 "$state/7.gnomon")"
XDG_STATE_HOME=$state/a "$gnomon" server export 0 2>/dev/null
[ $? -eq 2 ] || fail "export 0 is not a usage error"
XDG_STATE_HOME=$state/a "$gnomon" server export 99999 2>/dev/null
[ $? -eq 1 ] || fail "export of a game not there did not fail"

out=$(bench "$state/a/gnomon") || fail "again: exit $? ($(cat "$state/err"))"
printf '%s\n' "$out" | grep -q '^filled: 20 players, 300 games (0 players and 0 games added in ' ||
	fail "the second fill added: $out"

# Without rooms at once, whose games are filed in the order they come.
bench "$state/b/gnomon" 0 >/dev/null || fail "bench b: exit $?"
XDG_STATE_HOME=$state/b "$gnomon" server players >"$state/players_b"
bench "$state/c/gnomon" 0 >/dev/null || fail "bench c: exit $?"
XDG_STATE_HOME=$state/c "$gnomon" server players >"$state/players_c"
cmp -s "$state/players_b" "$state/players_c" ||
	fail "one seed, two leaderboards: $(cat "$state/players_b" "$state/players_c")"

[ $failures -eq 0 ]
