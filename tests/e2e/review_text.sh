#!/bin/sh
# gnomon review FILE --text, through the real binary: a game whose first
# move walks into a shade is reviewed with that move named as the largest
# mistake and a better one; the report is the same every time, fits 80
# columns and is ASCII; and a missing, corrupt or unreadable record, or a
# bad argument, gets one clear line, a non-zero status, and changes nothing.
set -u
LC_ALL=C
export LC_ALL
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

cat >"$work/blunder.gnomon" <<'RECORD'
[Gnomon "1"]
[Amber "person"]
[Teal "level 2"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1"]
[Position "5t1/3t3/7/7/3a3/7/1a5 a N 1"]
[Result "none"]

1. d3d4 f7g7
2. b1c2 g7f7
RECORD

status=0
report=$("$gnomon" review "$work/blunder.gnomon" --text 2>"$work/err") || status=$?
[ "$status" -eq 0 ] || fail "review --text: status $status: $(cat "$work/err")"
[ -s "$work/err" ] && fail "review --text wrote on stderr: $(cat "$work/err")"
echo "$report" | grep -q '^Review: Amber (You) against Teal (level 2), not finished, 4 moves\.$' ||
	fail "no heading: $report"
echo "$report" | grep -q "judged by looking 7 moves ahead, Amber's and Teal's alike" ||
	fail "the search is not said: $report"
echo "$report" | grep -Eq '^  1\. Amber d3d4 +-[0-9]\.[0-9][0-9]  (mistake|blunder), costs [0-9]+\.[0-9][0-9] stones: [a-g][1-7][a-g][1-7] would keep [-+][0-9]+\.[0-9][0-9]$' ||
	fail "d3d4 is not marked: $report"
# The cost reads off the line: what the better move keeps less the score
# played, in hundredths (Amber moved: from Amber's side).
echo "$report" | sed -n 's/^  1\. Amber d3d4 *\([-+][0-9.]*\) .* costs \([0-9.]*\) stones: .* would keep \([-+][0-9.]*\)$/\1 \2 \3/p' |
	awk 'NF == 3 && int(($3 - $1) * 100 + 0.5) == int($2 * 100 + 0.5) { found = 1 }
	    END { exit !found }' ||
	fail "the cost of d3d4 is not what the better move keeps less what was played: $report"
echo "$report" | grep -q "^       d3d4 leaves d4 in Teal's shade; better [a-g][1-7][a-g][1-7]: " ||
	fail "no better move for d3d4: $report"
echo "$report" | grep -q '^Largest mistake: round 1, Amber d3d4, costs ' ||
	fail "the largest mistake is not d3d4: $report"
echo "$report" | grep -q '^Teal   |' || fail "no chart: $report"
echo "$report" | grep -q '^        !$' || fail "the chart does not mark the mistake: $report"
wide=$(echo "$report" | awk 'length > 80')
[ -z "$wide" ] || fail "lines wider than 80 columns: $wide"
echo "$report" | LC_ALL=C grep -q '[^ -~]' && fail "not ASCII: $report"
again=$("$gnomon" review "$work/blunder.gnomon" --text)
[ "$report" = "$again" ] || fail "two reviews of one record differ"

# A mistake said in the same words as the better move: the words once, and
# what differs (the line and what it keeps) after them.
cat >"$work/same.gnomon" <<'RECORD'
[Gnomon "1"]
[Amber "person"]
[Teal "level 1"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5"]
[Result "none"]

1. d1d2 d7d6
2. d2d3 f7g7
3. d3e4 g7f6
4. e4e5 b7a7
5. c1d2 f6f7
6. e5e6 a7a6
RECORD
same=$("$gnomon" review "$work/same.gnomon" --text | tr '\n' ' ' | tr -s ' ') ||
	fail "review of the same-words game"
echo "$same" | grep -q "a7a6 leaves nothing exposed to Amber's reply, and so does a7b6; the difference shows further ahead" ||
	fail "a7a6 and a7b6 alike are not said once: $same"
[ "$(echo "$same" | grep -o 'leaves nothing exposed' | wc -l)" -eq 1 ] ||
	fail "the same words twice: $same"

# A real game between two players of the program, to its end: a line a move.
"$gnomon" transcript depth=3 seed=5 pgn="$work" >/dev/null || fail "transcript"
game="$work/transcript-5.gnomon"
moves=$(sed -n 's/^[0-9]*\. //p' "$game" | wc -w)
report=$("$gnomon" review "$game" --text) || fail "review of a whole game"
lines=$(echo "$report" | grep -Ec '^ *[0-9]+\. (Amber|Teal) ')
[ "$lines" -eq "$moves" ] || fail "$moves moves, $lines lines of review"
echo "$report" | grep -Eq ', (Amber|Teal) won, |, a draw, ' || fail "no result: $report"

# The line mode (--plain) has both: t a tip in words, v the same report at
# the game's end (a day of one round: two moves of Amber's end it here).
plain=$(printf 't\nd1d2\nd2d3\nd3d4\nv\nq\n' |
	XDG_STATE_HOME="$work/state" "$gnomon" --plain --level 1 --day 1 2>&1)
echo "$plain" | grep -Eq '^> Tip: e1f2 [a-z]' || fail "--plain: no tip: $plain"
echo "$plain" | grep -q '^Tips asked: 1$' || fail "--plain: the tips are not counted: $plain"
echo "$plain" | grep -q '^> Review: Amber (You) against Teal (level 1), Teal won, 4 moves\.$' ||
	fail "--plain: no review: $plain"
echo "$plain" | grep -q '^(end of the review)$' || fail "--plain: the review does not end"
rm -rf "$work/state"

# Bad input: a clear line, status 1 (2 for usage), nothing on stdout.
# refused WHAT STATUS MESSAGE-REGEX ARGUMENT...
refused() {
	what=$1 expected=$2 message=$3
	shift 3
	status=0
	"$gnomon" review "$@" >"$work/out" 2>"$work/err" || status=$?
	[ "$status" -eq "$expected" ] || fail "$what: status $status, not $expected"
	grep -q "$message" "$work/err" || fail "$what: $(cat "$work/err")"
	[ -s "$work/out" ] && fail "$what: something on stdout"
	rm -f "$work/out" "$work/err"
}
before=$(cksum "$work"/*.gnomon)
refused "missing file" 1 "^gnomon review: $work/none.gnomon: no such file$" \
	"$work/none.gnomon" --text
sed 's/d3d4/d3d6/' "$work/blunder.gnomon" >"$work/corrupt.gnomon"
refused "corrupt file" 1 "^gnomon review: .*corrupt.gnomon.*line 8" \
	"$work/corrupt.gnomon" --text
refused "no file" 2 '^gnomon review: which file? usage: gnomon review FILE' --text
refused "bad option" 2 "unknown option '--deep'; try 'gnomon review --help'" "$work/blunder.gnomon" --deep
refused "bad argument" 2 "unexpected argument 'two'" "$work/blunder.gnomon" two
rm "$work/corrupt.gnomon"
[ "$(cksum "$work"/*.gnomon)" = "$before" ] || fail "a review changed a record"
[ "$failures" -eq 0 ]
