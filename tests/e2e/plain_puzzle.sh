#!/bin/sh
# A puzzle in the line mode, for a player with a screen reader: `gnomon
# puzzle 1 --plain` (and TERM=dumb `gnomon puzzle`, which says it plays
# line by line) says the puzzle's number, rating and goal, its themes
# hidden, and its position; takes the solver's moves of its line, the
# line's replies told between, and says it solved, with its themes; u
# puts it back, a plays the solution out and says it, n goes on to
# another, q leaves.  Every line is within 80 columns, ASCII, with no
# escape code.  The line is read from puzzles/puzzles.txt, so that the
# test does not hang on the file's contents.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_puzzle

# Puzzle 1's line, and its solver's moves (the first, third, ...).
line=$(awk '$1 == "puzzle" { n = $2 } n == 1 && $1 == "line" {
	sub(/^line /, ""); print; exit }' puzzles/puzzles.txt)
[ -n "$line" ] || fail "puzzles/puzzles.txt has no puzzle 1 to play"
moves=$(echo "$line" | awk '{ for (i = 1; i <= NF; i += 2) print $i }')
solution=$(echo "$line" | sed 's/ /, /g')

puzzle() {
	XDG_STATE_HOME=$work/state HOME=$work GNOMON_TODAY=2026-12-07 \
	    "$GNOMON" puzzle "$@"
}

printf '%s\nu\na\nn\nq\n' "$moves" | puzzle 1 --plain >"$work/out" \
    2>"$work/err"
status=$?
[ "$status" = 0 ] || fail "puzzle --plain: exit status $status: $(cat "$work/err")"
[ -s "$work/err" ] && fail "puzzle --plain wrote on stderr: $(cat "$work/err")"
plain_lines_fit "$work/out" "puzzle --plain"
grep -q "^Puzzle 1" "$work/out" || fail "puzzle 1 was not said"
grep -q "^Rating [0-9]" "$work/out" || fail "its rating was not said"
grep -q "to move: find the best move" "$work/out" || fail "no goal said"
grep -q "^Themes hidden until solved" "$work/out" ||
    fail "the themes were not said hidden"
grep -q '^   a b c d e f g' "$work/out" || fail "the position was not shown"
for move in $moves; do
	grep -qE "(Right|Solved): $move" "$work/out" ||
	    fail "the move $move was not taken: $(cat "$work/out")"
done
grep -q "Themes: " "$work/out" || fail "solved, the themes were not said"
grep -q "Try again" "$work/out" || fail "u did not put the puzzle back"
tr '\n' ' ' <"$work/out" | grep -qF "The solution: $solution." ||
    fail "a did not say the solution $solution"
[ "$(grep -c "^Puzzle " "$work/out")" -ge 3 ] ||
    fail "n did not go on to another puzzle"

# TERM=dumb: the puzzle line by line, and said on stderr.
printf 'q\n' | TERM=dumb puzzle >"$work/out2" 2>"$work/err2"
status=$?
[ "$status" = 0 ] || fail "TERM=dumb puzzle: exit status $status: $(cat "$work/err2")"
grep -qF "line by line" "$work/err2" ||
    fail "TERM=dumb puzzle did not say it plays line by line: $(cat "$work/err2")"
grep -q "^Puzzle [0-9]*\(, solved\)\{0,1\} - today's" "$work/out2" ||
    fail "TERM=dumb puzzle: not today's puzzle: $(cat "$work/out2")"
plain_lines_fit "$work/out2" "TERM=dumb puzzle"

# A bad number: said, exit 1, nothing written.
puzzle 1024 --plain </dev/null >"$work/out3" 2>"$work/err3"
status=$?
[ "$status" = 1 ] || fail "puzzle 1024 --plain: exit status $status"
grep -q "no puzzle 1024" "$work/err3" || fail "puzzle 1024 was not said"
[ -s "$work/out3" ] && fail "puzzle 1024 --plain wrote: $(cat "$work/out3")"
exit 0
