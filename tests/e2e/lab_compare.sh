#!/bin/sh
# gnomon lab compare: a tiny comparison (two variants at two strengths, 4
# games a study) prints a row for each variant and strength with Amber's
# score, its interval, the plies and the shares at dusk and by eclipse,
# flags in the table's words and what they mean under it, its progress on
# the standard error, a CSV file of a header and a line each study, and
# gnuplot's plot (or a line saying gnuplot is missing); from=DIR prints the
# same table from the kept results, print=1 the commands; bad input is a
# usage error (exit 2) that plays nothing.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
set -- stones=4,5 p=0,1 games=4 jobs=1	# the tiny comparison

# Usage errors: exit 2, a message that says what is wrong, nothing on
# stdout, nothing played (no results directory made).
usage() {	# EXPECTED ARGUMENT...
	expected=$1
	shift
	status=0
	"$gnomon" lab compare "$@" results="$work/none" >"$work/out" 2>"$work/err" || status=$?
	[ "$status" = 2 ] || fail "lab compare $*: exit status $status, not 2"
	[ -s "$work/out" ] && fail "lab compare $*: printed $(cat "$work/out")"
	[ -e "$work/none" ] && fail "lab compare $*: made its results directory"
	grep -qF -- "$expected" "$work/err" || fail "lab compare $*: '$(cat "$work/err")', not '$expected'"
}
usage "unknown setting 'zzz'" zzz=1
usage "stones=: an empty value in the list" stones=
usage "stones=4,,5: an empty value in the list" stones=4,,5
usage "p=: an empty strength" p=
usage "stones must be 4 to 7, not 9" stones=4,9
usage "p must be" p=0,L9
usage "games must be 1 to 125000, not 0" "$@" games=0
usage "stones= given twice" stones=4 stones=5
usage "p=0,0: 0 twice" p=0,0
usage "the strengths are both players'" stones=4 p1=0
usage "4 x 3 x 3 variants at 2 strengths: 72 studies; at most 64" \
    stones=4,5,6,7 len=1,2,3 day=6,7,8 p=0,1
usage "leave from= out" "$@" print=1 from="$work"

# Its --help: its settings, and the variant settings as lists.
"$gnomon" lab compare --help >"$work/help" || fail "lab compare --help: exit status $?"
grep -q '^  csv=FILE ' "$work/help" || fail "lab compare --help has no csv=FILE"
grep -q '^  p=P,P,\.\.\. ' "$work/help" || fail "lab compare --help has no p=P,P,..."
"$gnomon" lab | grep -q '^  compare ' || fail "gnomon lab does not list compare"

# Played: a row each variant and strength, the flags' words and meaning.
"$gnomon" lab compare "$@" results="$work/r" csv="$work/table.csv" \
    plot="$work/plot.svg" >"$work/played" 2>"$work/progress" ||
	fail "lab compare: exit status $?: $(cat "$work/progress")"
grep -q '^variant / strength  games   score  95% interval   plies    dusk  eclipse$' "$work/played" ||
	fail "no table header: $(cat "$work/played")"
for variant in stones=4 stones=5; do
	grep -qE "^$variant(  still moving: (intervals apart|intervals apart; verdict [A-Za-z]+ -> [A-Za-z]+|verdict [A-Za-z]+ -> [A-Za-z]+))?$" "$work/played" ||
		fail "no line of $variant: $(cat "$work/played")"
done
rows=$(grep -cE '^  p=[01] +4 +[0-9.]+% +\[ ?[0-9.]+, +[0-9.]+\] +[0-9.]+ +[0-9.]+% +[0-9.]+%$' "$work/played")
[ "$rows" = 4 ] || fail "$rows rows, not 4: $(cat "$work/played")"
grep -q '^still moving: a variant whose answer moves between its two strongest levels,$' "$work/played" ||
	fail "the flag is not explained"
grep -q '^0 and 1: intervals apart, ' "$work/played" || fail "the two strongest levels not named"
grep -qx "stones=5 at 1: gnomon selfplay games=4 opening=2 p1=1 p2=1 seed=1 stones=5" "$work/played" ||
	fail "no command of stones=5 at 1"
# Each row is what its command plays.
"$gnomon" selfplay games=4 opening=2 p1=1 p2=1 seed=1 stones=5 >"$work/selfplay"
plies=$(sed -n 's/^average plies \([0-9.]*\)$/\1/p' "$work/selfplay")
awk '/^stones=5/ { inside = 1 } inside && /^  p=1 / { print; exit }' "$work/played" |
    grep -qE "\] +$plies +[0-9.]+% +[0-9.]+%$" ||
	fail "stones=5 at 1: not its command's $plies plies: $(cat "$work/played")"
grep -v 'gnomon selfplay' "$work/played" | awk 'length > 80 { exit 1 }' ||
	fail "the table is wider than 80 columns"
# Progress: games played, left, and the time left while any are.
grep -q '^gnomon lab compare: 4 of 16 games played, 12 left (about [0-9]' "$work/progress" ||
	fail "no progress said: $(cat "$work/progress")"
grep -q '^gnomon lab compare: 16 of 16 games played, 0 left$' "$work/progress" ||
	fail "no end of progress: $(cat "$work/progress")"

# The CSV: a header, a line each study, and the numbers of the table.
[ "$(head -n 1 "$work/table.csv")" = "stones,p,games,amber,teal,draws,eclipses,score,low,high,plies,dusk,eclipse,verdict,moves,settings" ] ||
	fail "the CSV's header: $(head -n 1 "$work/table.csv")"
[ "$(wc -l <"$work/table.csv")" = 5 ] || fail "not 4 studies in the CSV: $(cat "$work/table.csv")"
grep -q "^5,1,4,[0-9],[0-9],[0-9],[0-9],[0-9.]*,[0-9.]*,[0-9.]*,${plies}[0-9]*,[0-9.]*,[0-9.]*,[A-Za-z]*,[a-z ]*,games=4 opening=2 p1=1 p2=1 seed=1 stones=5$" "$work/table.csv" ||
	fail "the CSV's line of stones=5 at 1: $(cat "$work/table.csv")"
grep -q "^CSV: $work/table.csv$" "$work/played" || fail "the CSV not said"

# The plot: gnuplot's, where it is installed (an optional dependency).
if command -v gnuplot >/dev/null 2>&1; then
	grep -q "Amber's score (%) against strength" "$work/played" ||
		fail "no plot in the terminal: $(cat "$work/played")"
	grep -q '<svg' "$work/plot.svg" || fail "no SVG written"
else
	echo "SKIP: gnuplot is not installed: its plot not checked"
fi
mkdir "$work/nothing"
PATH="$work/nothing" "$gnomon" lab compare "$@" from="$work/r" >"$work/bare" ||
	fail "lab compare without gnuplot: exit status $?"
grep -qx 'no plot: gnuplot, which draws it, is not on the PATH (it is optional)' "$work/bare" ||
	fail "gnuplot's absence not said: $(cat "$work/bare")"

# from=DIR: the same table, the same CSV, from the kept results.
mv "$work/table.csv" "$work/played.csv"
"$gnomon" lab compare "$@" from="$work/r" csv="$work/table.csv" \
    plot="$work/plot.svg" >"$work/read" 2>"$work/err" ||
	fail "lab compare from=: exit status $?: $(cat "$work/err")"
cmp -s "$work/played" "$work/read" || fail "from= differs from the games played: $(diff "$work/played" "$work/read")"
cmp -s "$work/played.csv" "$work/table.csv" || fail "from='s CSV differs"
# A study missing from DIR is said, and the rest still answered.
rm "$work/r/games=4_opening=2_p1=0_p2=0_seed=1_stones=4.txt"
"$gnomon" lab compare "$@" from="$work/r" >"$work/read" 2>/dev/null || fail "a missing study: exit status $?"
grep -qE '^  p=0 +- +no results$' "$work/read" || fail "a missing study not in the table: $(cat "$work/read")"
grep -q "^stones=4 at 0: no results in $work/r$" "$work/read" || fail "a missing study not said"
status=0
"$gnomon" lab compare "$@" from="$work/nothing" >/dev/null 2>"$work/err" || status=$?
[ "$status" = 1 ] || fail "from= an empty directory: exit status $status"

# print=1: a command each study, nothing played.
"$gnomon" lab compare "$@" print=1 >"$work/commands" || fail "print=1: exit status $?"
[ "$(grep -c '^gnomon selfplay ' "$work/commands")" = 4 ] || fail "not four commands: $(cat "$work/commands")"
[ "$("$gnomon" lab compare "$@" --dry-run)" = "$(cat "$work/commands")" ] || fail "--dry-run is not print=1"

[ $failures -eq 0 ]
