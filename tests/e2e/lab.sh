#!/bin/sh
# gnomon lab: the questions listed a line each; a question played at tiny
# counts prints its table, its chart within 80 columns and the selfplay
# command of each study; print=1 prints commands that, run by a shell, keep
# results files from which from=DIR prints the very same table; an unknown
# question, a bad setting and a setting the rows make themselves are usage
# errors (exit 2); results that are not there are a failure (exit 1); the
# plies and dusk columns are the results files' counts; csv= writes the
# table, plot= gnuplot's plot, or says gnuplot is missing; its
# progress says the games played and left, and the time left; the
# variants' question has a row for each variant and the designer's rules.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
set -- games=4 p=0 jobs=1	# the tiny study of every question below

# The list: a line a question, each within 80 columns.
"$gnomon" lab >"$work/list" || fail "gnomon lab: exit status $?"
for question in sun strength length stones start endgame variants; do
	grep -qE "^  $question +Q[0-9]: " "$work/list" || fail "the list has no $question: $(cat "$work/list")"
done
awk 'length > 80 { exit 1 }' "$work/list" || fail "the list is wider than 80 columns"
"$gnomon" lab --help | grep -q '^  from=DIR ' || fail "gnomon lab --help does not list from=DIR"
"$gnomon" lab length games=4 --help | grep -q "^  sun  *Q1: " || fail "gnomon lab length --help does not list the questions"

# Usage errors: exit 2, a message that says what is wrong, nothing on stdout.
usage() {	# EXPECTED ARGUMENT...
	expected=$1
	shift
	status=0
	"$gnomon" lab "$@" >"$work/out" 2>"$work/err" || status=$?
	[ "$status" = 2 ] || fail "lab $*: exit status $status, not 2"
	[ -s "$work/out" ] && fail "lab $*: printed $(cat "$work/out")"
	grep -qF -- "$expected" "$work/err" || fail "lab $*: '$(cat "$work/err")', not '$expected'"
}
usage "no question 'fairness': ask sun, strength, length, stones, start, endgame or variants" fairness
usage "unknown setting 'zzz'" sun zzz=1
usage "games must be" length games=0
usage "p must be" length p=L9
usage "its rows set p1 themselves; leave p1= out" strength p1=n1000
usage "its rows set p themselves" strength p=n1000
usage "its rows set len themselves" length len=3
usage "its rows set sun themselves" sun sun=NE
usage "its rows set moon themselves" variants moon=1
usage "leave from= out" length print=1 from="$work"

# A question played: the table's rows, the chart, the command of each row.
"$gnomon" lab length "$@" >"$work/played" 2>"$work/progress" ||
	fail "lab length: exit status $?: $(cat "$work/progress")"
for row in len=1 len=2 len=3; do
	grep -qE "^$row +4 +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+% +\[ ?[0-9.]+, +[0-9.]+\] +[0-9.]+ +[0-9.]+%$" "$work/played" ||
		fail "no table row $row: $(cat "$work/played")"
	grep -qE "^$row +[#[ ]*\|?" "$work/played" || fail "no bar of $row"
done
grep -q '^ *0% *50% *100%$' "$work/played" || fail "no scale under the chart"
grep -qx 'len=3      gnomon selfplay games=4 len=3 opening=2 p1=0 p2=0 seed=1' "$work/played" ||
	fail "no command for len=3: $(cat "$work/played")"
grep -v 'gnomon selfplay' "$work/played" | awk 'length > 80 { exit 1 }' ||
	fail "the table or the chart is wider than 80 columns"
[ "$(grep -c 'gnomon selfplay' "$work/progress")" = 3 ] || fail "no progress said: $(cat "$work/progress")"
grep -q '^gnomon lab length: 4 of 12 games played, 8 left (about [0-9]' "$work/progress" ||
	fail "no games played and left said: $(cat "$work/progress")"
grep -q '^gnomon lab length: 12 of 12 games played, 0 left$' "$work/progress" ||
	fail "no end of the games said: $(cat "$work/progress")"
# Each row is what its command plays.
"$gnomon" selfplay games=4 len=3 opening=2 p1=0 p2=0 seed=1 >"$work/selfplay"
amber=$(sed -n 's/^Amber (p1) wins \([0-9]*\),.*/\1/p' "$work/selfplay")
grep -qE "^len=3 +4 +$amber " "$work/played" || fail "len=3 is not what its command plays"

# print=1: the commands; run, they keep the results that from=DIR reads.
"$gnomon" lab length "$@" print=1 results="$work/r" >"$work/commands" ||
	fail "lab length print=1: exit status $?"
[ "$(grep -c '^gnomon selfplay ' "$work/commands")" = 3 ] || fail "not three commands: $(cat "$work/commands")"
grep -q '^#   sbatch --array=1-[0-9]* tools/study-slurm.sh DIR/games=4_len=1_opening=2_p1=0_p2=0_seed=1 games=4 len=1 ' "$work/commands" ||
	fail "no Slurm line: $(cat "$work/commands")"
grep -q '^#   tools/study-local.sh [0-9]* DIR/games=4_len=1_' "$work/commands" ||
	fail "no line for study-local.sh"
[ "$("$gnomon" lab length "$@" --dry-run results="$work/r")" = "$(cat "$work/commands")" ] ||
	fail "--dry-run is not print=1"
mkdir -p "$work/r"
sed "s|^gnomon |\"$gnomon\" |" "$work/commands" | sh >/dev/null || fail "the printed commands failed"
[ -s "$work/r/games=4_opening=2_p1=0_p2=0_seed=1.txt" ] || fail "no results file of len=2: $(ls "$work/r")"
"$gnomon" lab length "$@" from="$work/r" >"$work/read" || fail "lab length from=: exit status $?"
cmp -s "$work/played" "$work/read" || fail "from= differs from the games played: $(diff "$work/played" "$work/read")"
# The plies and dusk columns are the results files' games, counted: the
# average of their plies, and the share that ended at dusk.
for row in len=1 len=2 len=3; do
	case $row in
	len=2) file=games=4_opening=2_p1=0_p2=0_seed=1.txt ;;
	*) file=games=4_${row}_opening=2_p1=0_p2=0_seed=1.txt ;;
	esac
	expected=$(awk '$1 == "game" { games++; plies += $10; dusk += $8 == "dusk" }
	    END { printf "%.1f %.1f%%", plies / games, 100 * dusk / games }' "$work/r/$file")
	got=$(awk -v row="$row" '$1 == row && NF == 10 { print $9, $10 }' "$work/read")
	[ "$got" = "$expected" ] || fail "$row's plies and dusk: '$got', its results file's '$expected'"
done
# csv=FILE: the table as CSV, a header and a line a row, the row's counts
# those of the table; plot=FILE: gnuplot's plot, in the terminal and in the
# file, where gnuplot is installed; where it is not, a line says the plot
# is not drawn, and the rest stands (exit 0).
"$gnomon" lab length "$@" from="$work/r" csv="$work/length.csv" \
    plot="$work/length.svg" >"$work/drawn" 2>"$work/err" ||
	fail "lab length csv= plot=: exit status $?: $(cat "$work/err")"
[ "$(head -n 1 "$work/length.csv")" = "row,games,amber,teal,draws,eclipses,score,low,high,plies,dusk,eclipse,lone,lone_dusk,lone_share,lone_low,lone_high,lone_amber,lone_teal,lone_draws,unmeasured,settings" ] ||
	fail "the CSV's header: $(head -n 1 "$work/length.csv")"
[ "$(wc -l <"$work/length.csv")" = 4 ] || fail "not 3 rows in the CSV: $(cat "$work/length.csv")"
for row in len=1 len=2 len=3; do
	table=$(awk -v row="$row" '$1 == row && NF == 10 { print $2, $3, $4, $5 }' "$work/drawn")
	csv=$(awk -F, -v row="$row" '$1 == row { print $2, $3, $4, $5 }' "$work/length.csv")
	[ -n "$table" ] || fail "$row: no row in the table: $(cat "$work/drawn")"
	[ "$table" = "$csv" ] || fail "$row: the CSV's '$csv', the table's '$table'"
done
grep -q ',games=4 len=3 opening=2 p1=0 p2=0 seed=1$' "$work/length.csv" || fail "no settings in the CSV"
grep -q "^CSV: $work/length.csv$" "$work/drawn" || fail "the CSV not said: $(cat "$work/drawn")"
if command -v gnuplot >/dev/null 2>&1; then
	grep -q "Q3: Amber's score with shadows 1, 2 and 3 cells long" "$work/drawn" ||
		fail "no plot in the terminal: $(cat "$work/drawn")"
	grep -q '<svg' "$work/length.svg" || fail "no SVG written"
	"$gnomon" lab length "$@" from="$work/r" plot="$work/length.png" >/dev/null ||
		fail "lab length plot=FILE.png: exit status $?"
	[ "$(od -An -c -N4 "$work/length.png" | tr -d ' ')" = '211PNG' ] || fail "no PNG written"
else
	echo "SKIP: gnuplot is not installed: its plot not checked"
fi
mkdir "$work/bare"
PATH="$work/bare" "$gnomon" lab length "$@" from="$work/r" plot="$work/bare.svg" >"$work/unplotted" ||
	fail "lab length without gnuplot: exit status $?"
grep -qx 'no plot: gnuplot, which draws it, is not on the PATH (it is optional); plot= not drawn' "$work/unplotted" ||
	fail "gnuplot's absence not said: $(cat "$work/unplotted")"
[ -e "$work/bare.svg" ] && fail "a plot file without gnuplot"
grep -q '^len=3 ' "$work/unplotted" || fail "no table without gnuplot"
# A study missing from DIR is said, and the rest still answered.
rm "$work/r/games=4_len=3_opening=2_p1=0_p2=0_seed=1.txt"
"$gnomon" lab length "$@" from="$work/r" >"$work/read" || fail "a missing row: exit status $?"
grep -q "^len=3 .*no results" "$work/read" || fail "a missing row not in the table: $(cat "$work/read")"
grep -q "^len=3: no results in $work/r" "$work/read" || fail "a missing row not said"

# The endgames, and a question by sun: a row each sun and all.
"$gnomon" lab endgame "$@" results="$work/e" >"$work/endgame" 2>/dev/null || fail "lab endgame: exit status $?"
for sun in N NE E SE S SW W NW all; do
	grep -qE "^$sun +[0-9]+ +[0-9]+ +[0-9]+ " "$work/endgame" || fail "lab endgame has no row $sun: $(cat "$work/endgame")"
done
grep -q '^every row  gnomon selfplay eachsun=1 games=32 ' "$work/endgame" ||
	fail "lab endgame: not one study of 8 x 4 games"
[ -s "$work/e/eachsun=1_games=32_opening=2_p1=0_p2=0_seed=1.txt" ] || fail "lab endgame kept no results"
# The same study played by another question is kept in the same file:
# from=DIR finds it once.
"$gnomon" lab sun "$@" results="$work/e" >"$work/sun" 2>/dev/null || fail "lab sun: exit status $?"
[ "$(find "$work/e" -type f | wc -l)" = 1 ] || fail "lab sun and lab endgame kept two files: $(ls "$work/e")"
"$gnomon" lab endgame "$@" from="$work/e" | cmp -s - "$work/endgame" || fail "lab endgame from= differs"

# Q7: the designer's rules and each variant alone, a row each, with the
# command that plays it again.
"$gnomon" lab variants "$@" >"$work/variants" 2>/dev/null || fail "lab variants: exit status $?"
for row in "designer's" moon=1 mixed=1 hold=1; do
	grep -qE "^$row +4 +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+% " "$work/variants" ||
		fail "lab variants has no row $row: $(cat "$work/variants")"
done
grep -qx 'moon=1     gnomon selfplay games=4 moon=1 opening=2 p1=0 p2=0 seed=1' "$work/variants" ||
	fail "lab variants: no command for moon=1: $(cat "$work/variants")"

# No results: exit 1.
status=0
"$gnomon" lab start "$@" from="$work/nothing" >/dev/null 2>"$work/err" || status=$?
[ "$status" = 1 ] || fail "from= a missing directory: exit status $status"
grep -q "$work/nothing" "$work/err" || fail "from= a missing directory: $(cat "$work/err")"
mkdir "$work/empty"
status=0
"$gnomon" lab start "$@" from="$work/empty" >/dev/null 2>"$work/err" || status=$?
[ "$status" = 1 ] || fail "from= an empty directory: exit status $status"
grep -q "no results of its studies" "$work/err" || fail "from= an empty directory: $(cat "$work/err")"

[ $failures -eq 0 ]
