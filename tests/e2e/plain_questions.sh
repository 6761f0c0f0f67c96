#!/bin/sh
# `gnomon --plain` asks what the screen's view says it waits for: the
# offer of a saved game (y plays it on), the pie step's sun and colour,
# and the quit question (y keeps the game); the line mode knows each by
# the view, not by the mode that made it, and reads the next line as its
# answer, not as a move.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_questions
export XDG_STATE_HOME="$work/state" HOME="$work" TERM=dumb

# Two moves, then q: the quit question, whose y keeps the game.
printf 'd1d2\nd7d6\nq\ny\n' | "$GNOMON" --plain --hotseat \
    >"$work/first" 2>&1 || fail "the first game: $(cat "$work/first")"
grep -q '^> Quit? (y) keep for later' "$work/first" ||
	fail "q did not ask the quit question"
[ -f "$work/state/gnomon/current.gnomon" ] || fail "y did not keep the game"

# The game kept is offered; y is the answer, not a move, and it plays on.
printf 'y\nb1b2\nq\na\n' | "$GNOMON" --plain --hotseat \
    >"$work/second" 2>&1 || fail "the second game: $(cat "$work/second")"
grep -q '^A saved game: resume it? y yes, n a new game, q quit$' \
    "$work/second" || fail "the saved game was not offered"
# The offer says which game it is, and its last move; y says it resumed.
grep -q '^Saved game: two players, Amber and Teal, on one keyboard$' \
    "$work/second" || fail "the offer does not say who plays the game"
grep -q '^Teal d7d6$' "$work/second" || fail "the offer does not say the last move"
grep -q '^> Resumed: two players' "$work/second" || fail "y did not resume it"
grep -q '^> Amber b1b2$' "$work/second" ||
	fail "b1b2 was not played on the resumed game"

# The pie step: the sun asked first, a bad one refused, then Enter.
printf 'x\n\nq\na\n' | "$GNOMON" --plain --hotseat --pie 1 \
    >"$work/pie" 2>&1 || fail "the pie game: $(cat "$work/pie")"
grep -q '^Pie: Amber'"'"'s player picks the sun' "$work/pie" ||
	fail "the pie step did not ask for the sun"
grep -q "'x' is not a sun:" "$work/pie" ||
	fail "a bad sun was not refused as the pie's answer"
exit 0
