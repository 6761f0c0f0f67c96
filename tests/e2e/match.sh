#!/bin/sh
# `gnomon match` driven through the real binary: engines that are commands
# speaking the protocol, pairs from an openings file, the SPRT stopping the
# match when it decides, forfeits counted, an engine that does not answer
# losing on time (or stopping the match, if it never answers at all), and
# bad settings refused with status 2 before any engine starts.
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
echo "$out" | grep -q '^tc nodes:500, 2 openings, at most 200 games, 1 job, timeout 10000 ms$' || fail "header: $out"
echo "$out" | grep -q '^pair 1 (opening 1): A WW 2.0  pairs 0 0 0 0 1' || fail "first pair: $out"
echo "$out" | grep -q '^pair 2 (opening 2): A WW 2.0' || fail "second opening: $out"
echo "$out" | grep -q 'H1 accepted: A is stronger$' || fail "no H1: $out"
pairs=$(echo "$out" | sed -n 's/^games [0-9]* (\([0-9]*\) pairs), forfeits [0-9]* (0 on time)$/\1/p')
forfeits=$(echo "$out" | sed -n 's/^games [0-9]* ([0-9]* pairs), forfeits \([0-9]*\) (0 on time)$/\1/p')
[ "$pairs" -lt 100 ] || fail "the SPRT did not stop the match: $pairs pairs"
[ "$forfeits" -eq $((pairs * 2)) ] || fail "forfeits $forfeits for $pairs pairs"

# Two copies of one deterministic engine: each pair splits or draws evenly.
out=$($gnomon match a="$gnomon engine" b="$gnomon engine hash=1" tc=nodes:2000 \
	games=4 jobs=2 openings="$dir/openings") || fail "even match: status $?"
echo "$out" | grep -Eq '^pentanomial \(A.s points a pair: 0 0.5 1 1.5 2\): [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+$' ||
	fail "no pentanomial: $out"
echo "$out" | grep -q '^games 4 (2 pairs), forfeits 0 (0 on time)$' || fail "even match games: $out"

# An engine that takes positions and moves but never answers genmove
# loses every game on time (timeout=300: 300 ms an answer), is started
# again after each, and the match goes on to its end.  timeout(1) is
# only the backstop of a match that would wait for ever.
hanger="while read -r line; do case \$line in genmove*) sleep 1000;; *) printf '=\\n\\n';; esac; done"
status=0
out=$(timeout 60 "$gnomon" match a="$gnomon engine" b="$hanger" tc=nodes:300 \
	games=4 timeout=300 openings="$dir/openings" 2>"$dir/late") || status=$?
[ "$status" -eq 0 ] || fail "match against a hanger: status $status: $out $(cat "$dir/late")"
echo "$out" | grep -q '^games 4 (2 pairs), forfeits 4 (4 on time)$' ||
	fail "a hanger's games not lost on time: $out"
echo "$out" | grep -q '^pair 2 (opening 2): A WW 2.0' || fail "hanger's second pair: $out"
[ "$(grep -c '^gnomon match: engine B did not answer genmove within 300 ms: it loses the game on time' "$dir/late")" -eq 4 ] ||
	fail "the losses on time not said: $(cat "$dir/late")"

# Engines that never answer at all (one that reads nothing, one that only
# echoes) stop the match with status 1, saying so, instead of hanging it.
for silent in 'sleep 100' cat; do
	status=0
	timeout 60 "$gnomon" match a="$silent" b="$gnomon engine" timeout=300 \
		openings="$dir/openings" >/dev/null 2>"$dir/silent" || status=$?
	[ "$status" -eq 1 ] || fail "a=$silent: status $status, not 1"
	grep -q '^gnomon match: engine A did not answer new within 300 ms: stopping$' "$dir/silent" ||
		fail "a=$silent: $(cat "$dir/silent")"
done

# Refused before any engine starts, with status 2.
for args in "b=x openings=$dir/openings" "a=x openings=$dir/openings" "a=x b=x" \
	"a=x b=x openings=$dir/none" "a=x b=x tc=depth:3 openings=$dir/openings" \
	"a=x b=x games=1 openings=$dir/openings" \
	"a=x b=x timeout=0 openings=$dir/openings"; do
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
