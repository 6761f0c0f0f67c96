#!/bin/sh
# Every finished game against the computer counts, by rules: a game at
# sun SE (the menu's own fair suggestion) was dropped with "Not in your
# record: not the designer's rules".  Now it counts under the other rules,
# apart from the designer's: the end says where, and `gnomon stats` shows
# it in the other rules' table, the designer's table untouched.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin stats_by_rules

plain_candidates >"$work/turn"
for _ in $(seq 30); do cat "$work/turn"; done >"$work/input"

XDG_STATE_HOME=$work/state TERM=dumb "$GNOMON" --plain --level 1 --sun SE \
    <"$work/input" >"$work/out" 2>"$work/err"
status=$?
[ "$status" = 0 ] || fail "exit status $status: $(cat "$work/err")"
grep -q "Not in your record" "$work/out" &&
    fail "the game was left out: $(grep "Not in your record" "$work/out")"
grep -qE '^You are [01]-[01](, 1 drawn)? against level 1 \(other rules\)$' \
    "$work/out" ||
    fail "the end does not say where it counted: $(tail -3 "$work/out")"

XDG_STATE_HOME=$work/state "$GNOMON" stats >"$work/stats" ||
    fail "gnomon stats: exit status $?"
# Each table after its title: the designer's first, then the others'.
games() {
	awk -v title="$1" '/^$/ { on = 0 } index($0, title) == 1 { on = 1 }
	    on && $1 == "all" && $2 == "both" { print $3 + $4 + $5 }' \
	    "$work/stats"
}
[ "$(games "designer's rules")" = 0 ] ||
    fail "the designer's table counts it: $(cat "$work/stats")"
[ "$(games "other rules")" = 1 ] ||
    fail "the other rules' table does not count it: $(cat "$work/stats")"
[ "$(grep -c '^level  side' "$work/stats")" = 2 ] ||
    fail "not two tables: $(cat "$work/stats")"
grep -q "^other rules: another sun, the pie rule or a variant$" \
    "$work/stats" || fail "the other table is not said to be: $(cat "$work/stats")"
grep -qx "gnomon-stats 2" "$work/state/gnomon/stats" ||
    fail "the file is not of version 2: $(cat "$work/state/gnomon/stats")"

# The line mode's stats says the same, apart.
printf 'stats\nq\n' | XDG_STATE_HOME=$work/state "$GNOMON" --plain \
    >"$work/plain" 2>&1 || fail "stats in the line mode: exit status $?"
grep -qF "Other rules (another sun, the pie rule or a variant):" \
    "$work/plain" || fail "the line mode does not say which: $(cat "$work/plain")"
grep -qF "Designer's rules:" "$work/plain" &&
    fail "the line mode shows an empty designer's record"
exit 0
