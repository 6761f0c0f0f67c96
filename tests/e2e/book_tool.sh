#!/bin/sh
# tools/build-book.sh, the opening book's maker, at a tiny search for one
# sun: it writes the book's format (the header, then one line a position:
# board side sun round move score depth), the positions are those the
# shipped book holds for that sun, in its order, and every move is legal
# where it stands.  A bad node count is refused.
set -eu
cd "$(dirname "$0")/../.."
gnomon=${GNOMON:-./gnomon}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v parallel >/dev/null 2>&1 || { echo "SKIP: no GNU parallel"; exit 0; }

GNOMON=$gnomon BOOK_SUNS=E JOBS=2 sh tools/build-book.sh 500 >"$work/book" ||
	fail "build-book.sh failed"
grep -q '^# .*tools/build-book.sh 500\.$' "$work/book" || fail "no header naming the count"
grep -v '^#' "$work/book" >"$work/lines"
[ "$(wc -l <"$work/lines")" = 18 ] || fail "not the start and its 17 replies: $(wc -l <"$work/lines")"
grep -qvE '^[1-7at/]+ [at] E 1 [a-g][1-7][a-g][1-7] -?[0-9]+ [0-9]+$' "$work/lines" &&
	fail "a line not in the book's format: $(grep -vE '^[1-7at/]+ [at] E 1 [a-g][1-7][a-g][1-7] -?[0-9]+ [0-9]+$' "$work/lines" | head -1)"
# The same positions as the shipped book's for the sun in the east, all
# of round 1 (the sun moves when the round ends), in the same order.
cut -d' ' -f1-4 "$work/lines" >"$work/made"
awk '$3 == "E" && $4 == 1 { print $1, $2, $3, $4 }' src/ai/opening_book.txt >"$work/shipped"
cmp -s "$work/made" "$work/shipped" ||
	fail "the positions differ from the shipped book's: $(diff "$work/made" "$work/shipped" | head -4)"
# Each move is legal: the engine plays it.
# Each move is legal where the book plays it: one engine is given every
# position and move, and answers each with "=", never "?".
awk '{ printf "position %s %s %s %s\nplay %s\n", $1, $2, $3, $4, $5 }' \
    "$work/lines" | "$gnomon" engine >"$work/answers"
[ "$(grep -c '^=' "$work/answers")" = 36 ] ||
	fail "a move the book plays is refused: $(grep -v '^=' "$work/answers" | grep .)"

if sh tools/build-book.sh lots >"$work/out" 2>"$work/err"; then
	fail "a bad node count was taken"
fi
grep -q "NODES must be a number" "$work/err" || fail "no message for a bad count: $(cat "$work/err")"
echo "build-book.sh: ok"
