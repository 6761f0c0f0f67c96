#!/bin/sh
# The puzzle miner is reproducible: `gnomon lab puzzles` with the same settings
# prints the same puzzles, byte for byte; tools/mine-puzzles.sh (GNU
# parallel, shards) merges to the same file whatever the shards, its
# puzzles numbered from 1 and sorted by rating, each position once; and
# what the miner keeps carries the fields gnomon-puzzles(5) asks for.
# Bad settings are refused with the setting's name.
set -eu
cd "$(dirname "$0")/../.."
gnomon=${GNOMON:-./gnomon}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mine="games=3 seed=7 depth=4"

# shellcheck disable=SC2086 # the settings are words
"$gnomon" lab puzzles $mine >"$work/one"
# shellcheck disable=SC2086
"$gnomon" lab puzzles $mine >"$work/two"
cmp -s "$work/one" "$work/two" || fail "the same seed mined differently: $(diff "$work/one" "$work/two")"
grep -qx 'gnomon-puzzles 1' "$work/one" || fail "no format line: $(head -3 "$work/one")"
kept=$(grep -c '^puzzle ' "$work/one") || fail "nothing mined: $(head -3 "$work/one")"
grep -q "^# kept $kept; rejected: forced [0-9]*, not-unique [0-9]*, obvious [0-9]*, seen before [0-9]*" \
    "$work/one" || fail "no count of what each filter rejected: $(head -3 "$work/one")"
for field in position line depth margin rating source; do
	[ "$(grep -c "^$field " "$work/one")" = "$kept" ] ||
		fail "not every puzzle has its $field"
done
grep -q '^source lab puzzles seed=7 game=[1-3] ply=[0-9]*$' "$work/one" ||
	fail "no source naming the seed, game and ply"
# shellcheck disable=SC2086
"$gnomon" lab puzzles $mine seed=8 >"$work/other"
cmp -s "$work/one" "$work/other" && fail "another seed mined the same puzzles"

# Shards merged: the same file for 1 and 3 shards, and again.
GNOMON=$gnomon sh tools/mine-puzzles.sh 1 "$work/a" games=4 seed=7 depth=4 >"$work/a.txt"
GNOMON=$gnomon sh tools/mine-puzzles.sh 3 "$work/b" games=4 seed=7 depth=4 >"$work/b.txt"
cmp -s "$work/a.txt" "$work/b.txt" || fail "3 shards merged differ from 1: $(diff "$work/a.txt" "$work/b.txt")"
rm -rf "$work/b"
GNOMON=$gnomon JOBS=1 sh tools/mine-puzzles.sh 2 "$work/b" games=4 seed=7 depth=4 >"$work/c.txt"
cmp -s "$work/a.txt" "$work/c.txt" || fail "2 shards merged differ from 1"
count=$(grep -c '^puzzle ' "$work/a.txt") || fail "the merge kept nothing"
[ "$(grep '^puzzle ' "$work/a.txt" | awk '{ print $2 }' | tr '\n' ' ')" = \
    "$(seq 1 "$count" | tr '\n' ' ')" ] || fail "the merged puzzles are not numbered 1 to $count"
grep '^rating ' "$work/a.txt" | awk '{ print $2 }' | sort -c -n ||
	fail "the merged puzzles are not sorted by rating"
[ "$(grep '^position ' "$work/a.txt" | sort | uniq -d)" = "" ] ||
	fail "a position twice in the merge"
grep -q '^#   tools/mine-puzzles.sh SHARDS DIR games=4 seed=7 depth=4$' "$work/a.txt" ||
	fail "the merged file does not say its command"
grep -q "^# (the same for any SHARDS): [0-9]* positions judged, $count kept" "$work/a.txt" ||
	fail "the merged file does not count what was judged and kept"

err=$("$gnomon" lab puzzles depth=17 2>&1 >/dev/null) && fail "depth=17 accepted"
case $err in *depth*) ;; *) fail "depth=17 refused without naming it: $err" ;; esac
err=$("$gnomon" lab puzzles shard=3/2 2>&1 >/dev/null) && fail "shard=3/2 accepted"
case $err in *shard*) ;; *) fail "shard=3/2 refused without naming it: $err" ;; esac
err=$(sh tools/mine-puzzles.sh 2 "$work/d" shard=1/2 2>&1 >/dev/null) && fail "shard= given to the script accepted"
case $err in *shard=*) ;; *) fail "the script's shard= refused without saying so: $err" ;; esac
exit 0
