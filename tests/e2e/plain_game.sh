#!/bin/sh
# `gnomon --plain` through a pipe: a whole game against level 1, from the
# first move to the result, with each turn told after it, event first,
# refusals said and changing nothing, and the finished game filed as the
# full screen files it.  The person's side tries every step of every cell
# in a fixed order, each turn, so that whatever the computer plays one of
# them is legal: the illegal ones are refused, one line each.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_game

plain_candidates >"$work/turn"
[ "$(wc -l <"$work/turn")" -gt 300 ] || fail "the candidate moves were not made"
# A full game is at most 24 rounds: the person's 24 turns, and then some.
for _ in $(seq 30); do cat "$work/turn"; done >"$work/input"

XDG_STATE_HOME=$work/state TERM=dumb "$GNOMON" --plain --level 1 --sun n \
    <"$work/input" >"$work/out" 2>"$work/err"
status=$?
[ "$status" = 0 ] || fail "exit status $status: $(cat "$work/err")"
grep -qE '^(> )?(You win|You lose|Amber wins|Teal wins|Draw)' "$work/out" ||
    fail "no result: $(tail -20 "$work/out")"
grep -qE '^Teal [a-g][1-7]' "$work/out" || fail "the computer never played"
grep -q "is not legal\|cannot\|not your\|no stone\|empty" "$work/out" ||
    fail "no illegal move was refused"
# Each turn said in a few lines, the event first: the person's move, the
# computer's, the position in one line, the hints, whose move (a move was
# some 22 lines, with a board).
awk '/^> You played / { turn = 1; lines = 0 }
    turn && /^> / && !/^> You played / { if (lines > 6) exit 1; turn = 0 }
    turn { lines++ }' "$work/out" || fail "a turn took more than 6 lines"
teal=$(grep -cE '^Teal [a-g][1-7]' "$work/out")
states=$(grep -c '^Round [0-9]* of 24, sun [a-z]*, next [a-z]*; ' "$work/out")
[ "$states" -ge "$teal" ] || fail "$states positions for $teal moves of the computer"
# The end first: the result on the first line after the last move.
awk '/^(> )?(You win|You lose|Draw)/ { exit !(previous ~ /^> / || $0 ~ /^> /) }
    { previous = $0 }' "$work/out" ||
	fail "the result is not the first line after the last move"
# Every line within 80 columns; the sun's points as words.
awk 'length > 80 { exit 1 }' "$work/out" || fail "a line over 80 columns"
if grep -qE '\<(N|NE|E|SE|S|SW|W|NW)\>' "$work/out"; then
	fail "a sun point abbreviated: $(grep -E '\<(NE|SE|SW|NW)\>' "$work/out")"
fi
for text in "Round 1 of 24, sun north, next northeast" "Amber's move:" \
    "New game: you play Amber against the computer, level 1"; do
	grep -qF "$text" "$work/out" || fail "no '$text' line"
done
# Nothing addresses the screen: no escape sequence anywhere.
if grep -q "$(printf '\033')" "$work/out"; then fail "an escape sequence was written"; fi
# Filed as a finished game, nothing left to resume.
ls "$work/state/gnomon/games/"*.gnomon >/dev/null 2>&1 ||
    fail "the finished game was not filed: $(ls -R "$work/state")"
[ ! -e "$work/state/gnomon/current.gnomon" ] || fail "a finished game stayed current"
# Counted in the player's record, once, and said at the end.
grep -qE "^You are [01]-[01](, 1 drawn)? against level 1 \(designer's rules\)$" \
    "$work/out" ||
    fail "the end does not say where the player stands: $(tail -3 "$work/out")"
games=$(XDG_STATE_HOME=$work/state "$GNOMON" stats |
    awk '/^other rules/ { exit } $1 == 1 && $2 == "amber" { print $3 + $4 + $5 }')
[ "$games" = 1 ] || fail "gnomon stats counts $games games at level 1, not 1"

# The commands: u takes back, ? prints the rules (a page at a time, each
# Enter the next), q asks, y keeps the game.
{
	printf 'b1c2\nu\nb1c2\n?\n'
	for _ in $(seq 40); do echo; done
	printf 'q\ny\n'
} | XDG_STATE_HOME=$work/state2 "$GNOMON" --plain \
    --level 1 --sun n >"$work/out2" 2>&1 || fail "the commands: exit status $?"
for text in "(end of the rules" "Took back your b1c2 and Teal's" "Quit?"; do
	grep -qF "$text" "$work/out2" || fail "the commands: no '$text'"
done
[ -s "$work/state2/gnomon/current.gnomon" ] || fail "y did not keep the game"
exit 0
