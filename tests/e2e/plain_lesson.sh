#!/bin/sh
# The lessons in the line mode, for a player with a screen reader:
# `gnomon learn --plain` (and TERM=dumb `gnomon learn`, which says it
# plays line by line) lists the lessons, starts one by its number, says
# its goal and words and the position, tells a wrong move wrong and why,
# takes the right one and says why it works, goes on to the next lesson,
# and keeps the progress as the full screen does.  Every line is within
# 80 columns, ASCII, with no escape code.  The lesson played is the first
# of lessons/lessons.txt, its answer and a wrong move read from there.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_lesson

# The first two lessons' titles, and the first one's goal, answer and
# first wrong move.
lesson() {
	awk -v n="$1" -v key="$2" '
	$1 == "lesson" { count++ }
	count == n && $1 == key {
		sub(/^[a-z]+ /, "")
		if (key == "wrong")
			sub(/ .*/, "")
		print
		exit
	}' lessons/lessons.txt
}
title1=$(lesson 1 title)
title2=$(lesson 2 title)
goal=$(lesson 1 goal)
answer=$(lesson 1 answer)
wrong=$(lesson 1 wrong)
if [ -z "$title2" ] || [ -z "$answer" ] || [ -z "$wrong" ]; then
	fail "lessons/lessons.txt has no first lesson to play"
fi

learn() {
	XDG_STATE_HOME=$work/state HOME=$work "$GNOMON" learn "$@"
}

# Lesson 1 by its number: wrong, again, a new game refused, right; the
# next; back; quit.
printf '1\n%s\nu\nr\n%s\nn\nl\nq\n' "$wrong" "$answer" |
    learn --plain >"$work/out" 2>"$work/err"
status=$?
[ "$status" = 0 ] || fail "learn --plain: exit status $status: $(cat "$work/err")"
[ -s "$work/err" ] && fail "learn --plain wrote on stderr: $(cat "$work/err")"
plain_lines_fit "$work/out" "learn --plain"
grep -qF " 1. $title1" "$work/out" || fail "the list does not name lesson 1"
grep -q "number" "$work/out" || fail "the list does not say how to start one"
grep -qF "Lesson 1 of " "$work/out" || fail "lesson 1 was not started"
grep -qF "Goal: $goal" "$work/out" || fail "the goal was not said"
grep -q '^   a b c d e f g' "$work/out" || fail "the position was not shown"
grep -qF "Not this one. $wrong" "$work/out" ||
    fail "the wrong move $wrong was not told wrong"
# The lesson speaks to its learner: "You played", never "Amber ...".
grep -q "^You played $wrong" "$work/out" ||
    fail "the wrong move was not told as the learner's: $(cat "$work/out")"
grep -qF "Try again" "$work/out" || fail "u did not start the lesson again"
grep -qF "In a lesson" "$work/out" || fail "r (a new game) was not refused"
grep -qF "Right: $answer." "$work/out" || fail "the answer $answer was not taken"
grep -qF "Lesson 2 of " "$work/out" || fail "n did not go on to lesson 2"
grep -qF "$title2" "$work/out" || fail "lesson 2's title was not said"
# The verdict comes before the position it leaves.
awk -v right="Right: $answer." '
	index($0, right) > 0 { said = NR }
	said && /^   a b c d e f g/ { exit !(NR > said) }
	END { if (!said) exit 1 }' "$work/out" ||
    fail "the verdict does not come first"

# The progress is kept: lesson 1 done on the next run's list.
printf 'q\n' | learn --plain >"$work/out2" 2>&1 ||
    fail "learn --plain again: exit status $?"
grep -qF " 1. $title1, done" "$work/out2" ||
    fail "lesson 1 is not marked done: $(cat "$work/out2")"
grep -qF " 2. $title2, done" "$work/out2" &&
    fail "lesson 2 is marked done unsolved"

# TERM=dumb: the lessons line by line, and said on stderr.
printf '1\nq\nq\n' | TERM=dumb learn >"$work/out3" 2>"$work/err3"
status=$?
[ "$status" = 0 ] || fail "TERM=dumb learn: exit status $status: $(cat "$work/err3")"
grep -qF "line by line" "$work/err3" ||
    fail "TERM=dumb learn did not say it plays line by line: $(cat "$work/err3")"
plain_lines_fit "$work/err3" "TERM=dumb learn's word on stderr"
grep -qF "Goal: $goal" "$work/out3" || fail "TERM=dumb learn: no lesson"
plain_lines_fit "$work/out3" "TERM=dumb learn"

# --help shows the option.
learn --help | grep -q -- '--plain' || fail "learn --help lacks --plain"
exit 0
