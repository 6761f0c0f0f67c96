#!/bin/sh
# The review in the line mode, for a player with a screen reader: a game
# finished with `gnomon --plain`, then v, prints the review's words (who
# played, each move named with its score, the largest mistake), every line
# within 80 columns, ASCII, no escape code, and no chart, whose bars say
# nothing spoken; t once the game is over says so in a line.  `gnomon
# review FILE --plain` prints the same words, and so does TERM=dumb
# `gnomon review FILE`, saying why.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_review
export XDG_STATE_HOME="$work/state" HOME="$work" TERM=dumb

# A game kept a move from its end (c2b2 then a2a1: Amber wins).
plain_game_to_end "$XDG_STATE_HOME"
printf 'y\nc2b2\na2a1\nt\nv\nq\n' | "$GNOMON" --plain >"$work/out" 2>"$work/err"
status=$?
[ "$status" = 0 ] || fail "exit status $status: $(cat "$work/err")"
grep -q '^> Resumed: ' "$work/out" || fail "the game was not resumed"
grep -qE 'Amber wins|You win' "$work/out" ||
    fail "the game did not end: $(tail -5 "$work/out")"
sed -n '/Review: Amber/,/(end of the review)/p' "$work/out" >"$work/review"
[ -s "$work/review" ] || fail "v printed no review: $(tail -20 "$work/out")"
plain_lines_fit "$work/out" "the game and its review"
grep -q '^\(> \)\{0,1\}Review: Amber (person) against Teal (person), Amber won' \
    "$work/review" || fail "the review does not say who played and won"
for move in "Amber a1a2" "Teal  c2b2" "Amber a2a1"; do
	grep -qF "$move" "$work/review" || fail "the review does not name $move"
done
grep -qF "Largest mistake: round 1" "$work/review" ||
    fail "the review does not say the largest mistake"
grep -q '|' "$work/review" && fail "the review draws its chart: $(
    grep '|' "$work/review" | head -3)"
grep -q 'no tip to give' "$work/out" || fail "t at the end said nothing"

# The same words from the record filed, with --plain and with TERM=dumb.
filed=$(find "$work/state/gnomon/games" -name '*.gnomon' 2>/dev/null |
    head -1)
[ -n "$filed" ] || fail "the finished game was not filed"
"$GNOMON" review "$filed" --plain >"$work/words" 2>"$work/err" ||
    fail "review --plain: exit status $?: $(cat "$work/err")"
plain_lines_fit "$work/words" "review --plain"
sed -n '/^Each move/,$p' "$work/review" | grep -v '(end of the review)' \
    >"$work/said"
sed -n '/^Each move/,$p' "$work/words" | cmp -s - "$work/said" ||
    fail "review --plain and v differ: $(sed -n '/^Each move/,$p' \
    "$work/words" | diff - "$work/said" | head -5)"
"$GNOMON" review "$filed" >"$work/dumb" 2>"$work/err" ||
    fail "TERM=dumb review: exit status $?: $(cat "$work/err")"
grep -qF "line" "$work/err" || fail "TERM=dumb review did not say why"
cmp -s "$work/dumb" "$work/words" || fail "TERM=dumb review is not --plain's"
exit 0
