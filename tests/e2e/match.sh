#!/bin/sh
# `gnomon match` driven through the real binary: engines that are commands
# speaking the protocol, pairs from an openings file, the SPRT stopping the
# match when it decides, forfeits counted, and bad settings refused with
# status 2 before any engine starts.
set -eu
gnomon=${GNOMON:-./gnomon}
fail() { echo "FAIL: $*"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '# two openings\n1ttttt1/7/7/7/7/7/1aaaaa1 a N 1\n\n1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1  # d1d2\n' \
	> "$dir/openings"
# An engine that takes a position and refuses every move: it forfeits
# every game, so A wins every pair and the SPRT accepts H1 long before
# games=200 runs out.
refuser="while read -r line; do case \$line in genmove*) printf '? no\n\n';; *) printf '=\n\n';; esac; done"
out=$($gnomon match a="$gnomon engine" b="$refuser" tc=nodes:500 games=200 \
	openings="$dir/openings") || fail "match against a refuser: status $?"
echo "$out" | grep -q '^tc nodes:500, 2 openings, at most 200 games, 1 job$' || fail "header: $out"
echo "$out" | grep -q '^pair 1 (opening 1): A WW 2.0  pairs 0 0 0 0 1' || fail "first pair: $out"
echo "$out" | grep -q '^pair 2 (opening 2): A WW 2.0' || fail "second opening: $out"
echo "$out" | grep -q 'H1 accepted: A is stronger$' || fail "no H1: $out"
pairs=$(echo "$out" | sed -n 's/^games [0-9]* (\([0-9]*\) pairs), forfeits [0-9]*$/\1/p')
forfeits=$(echo "$out" | sed -n 's/^games [0-9]* ([0-9]* pairs), forfeits \([0-9]*\)$/\1/p')
[ "$pairs" -lt 100 ] || fail "the SPRT did not stop the match: $pairs pairs"
[ "$forfeits" -eq $((pairs * 2)) ] || fail "forfeits $forfeits for $pairs pairs"

# Two copies of one deterministic engine: each pair splits or draws evenly.
out=$($gnomon match a="$gnomon engine" b="$gnomon engine hash=1" tc=nodes:2000 \
	games=4 jobs=2 openings="$dir/openings") || fail "even match: status $?"
echo "$out" | grep -Eq '^pentanomial \(A.s points a pair: 0 0.5 1 1.5 2\): [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+$' ||
	fail "no pentanomial: $out"
echo "$out" | grep -q '^games 4 (2 pairs), forfeits 0$' || fail "even match games: $out"

# Refused before any engine starts, with status 2.
for args in "b=x openings=$dir/openings" "a=x openings=$dir/openings" "a=x b=x" \
	"a=x b=x openings=$dir/none" "a=x b=x tc=depth:3 openings=$dir/openings" \
	"a=x b=x games=1 openings=$dir/openings"; do
	status=0
	# shellcheck disable=SC2086 # the settings are words
	$gnomon match $args >/dev/null 2>&1 || status=$?
	[ "$status" -eq 2 ] || fail "match $args: status $status, not 2"
done
printf '7/7/7/7/7/7/1aaaaa1 a N 1\n' > "$dir/over"
status=0
message=$($gnomon match a=x b=x openings="$dir/over" 2>&1) || status=$?
[ "$status" -eq 2 ] || fail "an opening with the game over: status $status"
echo "$message" | grep -q "over:1: the game is over there" || fail "over: $message"
# An engine that is not one stops the match with status 1.
status=0
$gnomon match a="$gnomon engine" b=/nonexistent/engine openings="$dir/openings" \
	>/dev/null 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a missing engine: status $status, not 1"
echo "match: ok"
