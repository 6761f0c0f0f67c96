#!/bin/sh
# gnomon stats: the player's record against the computer as two tables for
# a pipe, the designer's rules' and the other rules', each under its title,
# read from the documented file in the state directory (version 2, and
# version 1 read as the designer's rules), then the puzzle record: the
# rating ("?" while provisional), solved of tried, the streak as it stands
# today (GNOMON_TODAY) and the best, a bad puzzle record named and left as
# it is; nothing
# played yet is an empty table and makes no directory; a bad record exits 1
# naming the file and the line, and is left as it is; --reset asks on a
# terminal, refuses a pipe without --yes, and with it clears the record.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
XDG_STATE_HOME=$state/xdg
export XDG_STATE_HOME
record=$XDG_STATE_HOME/gnomon/stats

# The row of level $1 and side $2 in the table of the rules titled $3
# (the designer's, if not given).
row() {
	"$gnomon" stats | awk -v level="$1" -v side="$2" \
	    -v title="${3:-designer}" '/^$/ { on = 0 }
	    index($0, title) == 1 { on = 1 }
	    on && $1 == level && $2 == side { $1 = $1; print }'
}

out=$("$gnomon" stats) || fail "stats with nothing played: exit status $?"
[ "$(printf '%s\n' "$out" | head -n 1)" = "designer's rules" ] ||
	fail "no title: $(printf '%s\n' "$out" | head -n 1)"
[ "$(printf '%s\n' "$out" | sed -n 2p | tr -s ' ')" = "level side won lost drawn score" ] ||
	fail "no heading: $(printf '%s\n' "$out" | sed -n 2p)"
[ "$(printf '%s\n' "$out" | sed -n 15p)" = \
    "other rules: another sun, the pie rule or a variant" ] ||
	fail "no second title after a blank line: $out"
[ "$(printf '%s\n' "$out" | grep -c '^level  side ')" -eq 2 ] ||
	fail "not two tables: $out"
[ "$(printf '%s\n' "$out" | grep -c '^all  ')" -eq 2 ] ||
	fail "not two totals: $out"
[ "$(row 3 teal)" = "3 teal 0 0 0 -" ] || fail "an empty row reads '$(row 3 teal)'"
[ -e "$XDG_STATE_HOME" ] && fail "stats made the state directory"
# A new player's puzzles.
[ "$(printf '%s\n' "$out" | sed -n '/^puzzles$/,$p' | tr -s ' ')" = "puzzles
rating 1500?
solved 0 of 0 tried
streak 0 days, best 0" ] || fail "a new player's puzzles: $out"

mkdir -p "$XDG_STATE_HOME/gnomon"
chmod 700 "$XDG_STATE_HOME/gnomon"
printf '%s\n' "# by hand" "gnomon-stats 1" "2 amber 3 1 0" "2 teal 0 1 1" \
    "5 teal 1 0 1" >"$record"
[ "$(row 2 amber)" = "2 amber 3 1 0 75%" ] || fail "level 2 amber reads '$(row 2 amber)'"
[ "$(row 2 teal)" = "2 teal 0 1 1 25%" ] || fail "level 2 teal reads '$(row 2 teal)'"
[ "$(row 5 teal)" = "5 teal 1 0 1 75%" ] || fail "level 5 teal reads '$(row 5 teal)'"
[ "$(row all both)" = "all both 4 2 2 62%" ] || fail "the total reads '$(row all both)'"
[ "$(row all both "other rules")" = "all both 0 0 0 -" ] ||
	fail "version 1 counted under other rules: '$(row all both "other rules")'"
# Version 2: the designer's rules and the others apart.
printf '%s\n' "gnomon-stats 2" "designer 2 amber 1 0 0" "other 2 amber 0 2 0" \
    "other 4 teal 1 0 1" >"$record"
[ "$(row 2 amber)" = "2 amber 1 0 0 100%" ] || fail "designer's 2 amber reads '$(row 2 amber)'"
[ "$(row 2 amber other)" = "2 amber 0 2 0 0%" ] ||
	fail "other rules' 2 amber reads '$(row 2 amber other)'"
[ "$(row all both other)" = "all both 1 2 1 37%" ] ||
	fail "other rules' total reads '$(row all both other)'"

# The puzzle record: its rating rounded, known (deviation 95 < 110); the
# streak stands the day after its last day, and is 0 after a missed day.
puzzles=$XDG_STATE_HOME/gnomon/puzzles
printf '%s\n' "gnomon-puzzle-record 1" "rating 1612.4 95 0.059" \
    "streak 2 7 20429" "tried 9 20400" "solved 3 20428" "solved 12 20429" \
    >"$puzzles"
# The puzzles' part, one line a field.
puzzle_line() {
	GNOMON_TODAY=$1 "$gnomon" stats | sed -n '/^puzzles$/,$p' |
	    awk -v field="$2" '$1 == field { $1 = $1; print }'
}
[ "$(puzzle_line 2025-12-07 rating)" = "rating 1612" ] ||
	fail "the rating reads '$(puzzle_line 2025-12-07 rating)'"
[ "$(puzzle_line 2025-12-07 solved)" = "solved 2 of 3 tried" ] ||
	fail "solved reads '$(puzzle_line 2025-12-07 solved)'"
[ "$(puzzle_line 2025-12-08 streak)" = "streak 2 days, best 7" ] ||
	fail "the next day the streak reads '$(puzzle_line 2025-12-08 streak)'"
[ "$(puzzle_line 2025-12-09 streak)" = "streak 0 days, best 7" ] ||
	fail "after a missed day the streak reads '$(puzzle_line 2025-12-09 streak)'"
GNOMON_TODAY=2025-13-01 "$gnomon" stats >/dev/null 2>&1 &&
	fail "GNOMON_TODAY=2025-13-01 was taken for a date"
# A bad puzzle record: the games shown, then exit 1 naming the line; the
# file left as it is.
printf '%s\n' "gnomon-puzzle-record 1" "rating 1500 350 0.06" \
    "streak 0 0 -1" "solved three 20000" >"$puzzles"
cp "$puzzles" "$state/puzzles-before"
err=$("$gnomon" stats 2>&1 >"$state/out")
status=$?
[ $status -eq 1 ] || fail "a bad puzzle record: exit status $status, not 1"
case $err in
*"$puzzles line 4: puzzle 'three'"*) ;;
*) fail "a bad puzzle record: not named with its line: $err" ;;
esac
grep -q "^all  " "$state/out" || fail "a bad puzzle record hid the games"
cmp -s "$puzzles" "$state/puzzles-before" || fail "reading changed the puzzle record"
rm "$puzzles"

# A bad record: exit 1, the file and the line named, the file untouched.
printf '%s\n' "gnomon-stats 1" "2 amber 3 1 0" "2 amber three" >"$record"
cp "$record" "$state/before"
err=$("$gnomon" stats 2>&1 >/dev/null)
status=$?
[ $status -eq 1 ] || fail "a bad record: exit status $status, not 1"
case $err in
*"$record line 3: 3 fields, not the 5"*) ;;
*) fail "a bad record: the message does not name the file and line 3: $err" ;;
esac
cmp -s "$record" "$state/before" || fail "a bad record was changed by reading it"
[ "$(find "$XDG_STATE_HOME/gnomon" -name 'stats.bad-*' | wc -l)" -eq 0 ] ||
	fail "reading a bad record moved it aside"

# --reset: a pipe is never asked, and nothing is cleared without --yes.
"$gnomon" stats --reset </dev/null >/dev/null 2>&1
status=$?
[ $status -eq 2 ] || fail "--reset from a pipe: exit status $status, not 2"
cmp -s "$record" "$state/before" || fail "--reset from a pipe changed the record"
# With --yes a bad record is kept aside, said so, and the record cleared.
err=$("$gnomon" stats --reset --yes 2>&1 >/dev/null) || fail "--reset --yes: exit status $?"
case $err in
*"kept as $record.bad-"*) ;;
*) fail "--reset --yes of a bad record does not say where it went: $err" ;;
esac
bad=$(find "$XDG_STATE_HOME/gnomon" -name 'stats.bad-*')
cmp -s "$bad" "$state/before" || fail "the bad record was not kept as it was"
[ -e "$record" ] && fail "--reset --yes left the record"
[ "$(row all both)" = "all both 0 0 0 -" ] || fail "after --reset: '$(row all both)'"

printf '%s\n' "gnomon-stats 1" "1 amber 1 0 0" >"$record"
"$gnomon" stats --reset --yes >/dev/null 2>&1 || fail "--reset --yes of a good record failed"
[ "$(row 1 amber)" = "1 amber 0 0 0 -" ] || fail "--reset --yes left '$(row 1 amber)'"

# Bad arguments are usage errors.
"$gnomon" stats --yes >/dev/null 2>&1
[ $? -eq 2 ] || fail "--yes without --reset is not a usage error"
"$gnomon" stats --frobnicate >/dev/null 2>&1
[ $? -eq 2 ] || fail "an unknown argument is not a usage error"
[ $failures -eq 0 ]
