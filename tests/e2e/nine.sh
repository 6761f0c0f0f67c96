#!/bin/sh
# The 9x9 board (gnomon(6), Variants: board=9) through ./gnomon: board=9 on
# selfplay's, perft's and the engine's command lines runs gnomon-9 from
# gnomon's directory, which plays it (a tally, 9x9 counts, a 9x9 start);
# what gnomon-9 is not built for is refused with a message naming it, and
# a gnomon with no gnomon-9 beside it says so.  Exits non-zero on any
# failure.
set -u
LC_ALL=C
export LC_ALL
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
nine=$(dirname "$gnomon")/gnomon-9

if [ ! -x "$gnomon" ] || [ ! -x "$nine" ]; then
	echo "FAIL: $gnomon or $nine not built (run make first)"
	exit 1
fi

# refused STATUS MESSAGE COMMAND...: the command exits STATUS, saying MESSAGE.
refused() {
	want_status=$1 message=$2
	shift 2
	"$@" >"$work/out" 2>"$work/err"
	status=$?
	[ "$status" -eq "$want_status" ] ||
		fail "$*: exit status $status, not $want_status"
	grep -qF -- "$message" "$work/err" ||
		fail "$*: message does not say '$message': $(cat "$work/err")"
}

# 1. Two games of selfplay on 9x9, and their tally.
if ! "$gnomon" selfplay board=9 games=2 p1=2 p2=2 >"$work/selfplay" 2>&1; then
	fail "selfplay board=9 games=2 p1=2 p2=2 failed: $(cat "$work/selfplay")"
fi
grep -q '^games 2 .* board=9 ' "$work/selfplay" ||
	fail "selfplay board=9 does not name board=9: $(head -1 "$work/selfplay")"
grep -q '^Amber (p1) wins [0-9]*, Teal (p2) wins [0-9]*, draws [0-9]*$' \
    "$work/selfplay" || fail "selfplay board=9 prints no tally"
grep -q '^all  *2 ' "$work/selfplay" || fail "selfplay board=9: no table row"

# 2. perft of the 9x9 start: c1..g1 have 4 + 3 + 3 + 3 + 4 steps.
counts=$("$gnomon" perft 3 board=9 | awk '$1 ~ /^[0-9]+$/ { print $2 }' | tr '\n' ' ')
[ "$counts" = "17 289 5814 " ] || fail "perft 3 board=9 counts '$counts'"

# A transcript's board is 9x9, its files a to i.
"$gnomon" transcript board=9 p1=1 p2=1 >"$work/transcript" 2>&1 ||
	fail "transcript board=9: $(cat "$work/transcript")"
grep -qx '    9  \. \. T T T T T \. \.' "$work/transcript" ||
	fail "transcript board=9 shows no rank 9 start: $(head -12 "$work/transcript")"
grep -qx '       a b c d e f g h i' "$work/transcript" ||
	fail "transcript board=9 does not label files a to i"

# 3. The engine: the 9x9 start, and a move by depth.
printf 'new\nshow\ngenmove depth=2\nname\n' | "$gnomon" engine board=9 >"$work/engine" 2>&1
grep -q '2ttttt2/9/9/9/9/9/9/9/2aaaaa2 a N 1' "$work/engine" ||
	fail "engine board=9 shows no 9x9 start: $(cat "$work/engine")"
grep -q '^= [c-g]1[b-h][12]$' "$work/engine" ||
	fail "engine board=9 plays no move from rank 1: $(cat "$work/engine")"
# The 7x7 engine refuses a 9x9 game, and names gnomon-9.
printf 'new board=9\n' | "$gnomon" engine >"$work/engine7" 2>&1
grep -q '^? board=9 is played by gnomon-9' "$work/engine7" ||
	fail "the 7x7 engine's new board=9: $(cat "$work/engine7")"

# 4. The design lab's stones question has a 9x9 row, which gnomon-9 plays.
"$gnomon" lab stones games=2 p=0 jobs=1 >"$work/lab" 2>"$work/lab_progress" ||
	fail "lab stones: exit status $?: $(cat "$work/lab_progress")"
grep -qE '^9x9 +2 +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+% ' "$work/lab" ||
	fail "lab stones has no 9x9 row: $(cat "$work/lab")"
grep -q '^9x9 .*gnomon selfplay board=9 games=2 ' "$work/lab" ||
	fail "lab stones gives no 9x9 command: $(cat "$work/lab")"

# 5. Refusals: what board=9 is not built for.
for setting in pie=1 hold=1 moon=1 mixed=1; do
	refused 2 "board=9 is not built with $setting" \
	    "$gnomon" selfplay board=9 games=1 "$setting"
done
refused 2 "a game in the terminal is not built for board=9" "$nine"
refused 2 "this subcommand is not built for board=9" "$nine" learn
refused 2 "this subcommand is not built for board=9" "$nine" bench
refused 2 "gnomon-9 plays board=9 only" "$nine" selfplay board=7 games=1
refused 2 "board=9 is played by gnomon-9" "$gnomon" --board 9
"$nine" --version | grep -q '^gnomon-9 ' || fail "gnomon-9 --version"

# 6. A gnomon alone, with no gnomon-9 beside it.
cp "$gnomon" "$work/gnomon"
refused 1 "board=9 is played by gnomon-9, which is not installed beside gnomon" \
    "$work/gnomon" selfplay board=9 games=1
refused 1 "board=9 is played by gnomon-9, which is not installed beside gnomon" \
    "$work/gnomon" lab stones games=1 p=0 jobs=1
# ... which still plays 7x7.
"$work/gnomon" perft 1 >/dev/null || fail "a gnomon alone cannot play 7x7"

[ "$failures" -eq 0 ]
