#!/bin/sh
# tools/contested-openings.sh keeps exactly the openings the stronger player
# won with both colours: each printed position is one the engine reads, and
# the count is the games in which a stronger Teal and a stronger Amber both
# won, as selfplay's own records of the same games say.
set -eu
cd "$(dirname "$0")/../.."
gnomon=${GNOMON:-./gnomon}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
games=12 weak=300 strong=3000

GNOMON=$gnomon JOBS=1 tools/contested-openings.sh $games 4 $weak $strong 3 \
    >"$work/openings"
grep -q "^# .* of $games\$" "$work/openings" || fail "no header: $(cat "$work/openings")"
grep -v '^#' "$work/openings" >"$work/positions" || true
[ -s "$work/positions" ] || fail "no opening kept of $games (a strong player 10 times the weak one's nodes)"

# Every line is a position the engine takes, four plies in (round 3).
# One engine reads them all: each shown back as it was given.
awk '{ print "position " $0; print "show" }' "$work/positions" | "$gnomon" engine |
    sed -n 's/^= \(..*\)$/\1/p' >"$work/shown"
cmp -s "$work/positions" "$work/shown" ||
	fail "the engine does not read them all: $(diff "$work/positions" "$work/shown")"
while read -r position; do
	case $position in
	*" a E 3") ;;
	*) fail "'$position' is not four plies from the start" ;;
	esac
done <"$work/positions"

# The same games by hand: the stronger player as Teal, then as Amber.
mkdir "$work/teal" "$work/amber"
"$gnomon" selfplay games=$games opening=4 seed=3 jobs=1 p1=n$weak p2=n$strong \
    pgn="$work/teal" >/dev/null
"$gnomon" selfplay games=$games opening=4 seed=3 jobs=1 p1=n$strong p2=n$weak \
    pgn="$work/amber" >/dev/null
both=0
for teal in "$work"/teal/game-*.gnomon; do
	amber=$work/amber/${teal##*/}
	if grep -q '^\[Result "teal"\]' "$teal" && grep -q '^\[Result "amber"\]' "$amber"; then
		both=$((both + 1))
	fi
done
[ "$(wc -l <"$work/positions")" -eq "$both" ] ||
	fail "$(wc -l <"$work/positions") openings kept, but the stronger won both games of $both"
echo "ok: $both of $games openings contested"
