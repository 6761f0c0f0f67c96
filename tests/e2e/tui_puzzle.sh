#!/bin/sh
# The puzzles at 80x24: `gnomon puzzle` opens today's (GNOMON_TODAY sets
# the day), its themes hidden, and is solved with its line, typed and
# with the cursor, the line's replies played between; the outcome is in
# the record; "Today's puzzle" in the new-game menu opens the same puzzle
# and goes back to the menu; a bad number or theme is said, exit 2, the
# terminal untouched.  The line played is read from puzzles/puzzles.txt,
# for the number the screen shows, so that the test does not hang on the
# file's contents.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# The number of the puzzle on the screen.
puzzle_number() {
	tui_screen | sed -n 's/.*Puzzle \([0-9][0-9]*\).*/\1/p' | head -n 1
}

# Solves the puzzle on the screen, each move typed after ':'.
solve() {
	number=$(puzzle_number)
	[ -n "$number" ] || tui_fail "no puzzle's number on the screen"
	moves=$(tui_puzzle_moves "$number")
	[ -n "$moves" ] || tui_fail "puzzles/puzzles.txt has no line for $number"
	for move in $moves; do
		tui_keys ":$move" Enter
		tui_wait_re "(Right|Solved): $move"
	done
	tui_wait "Solved: "
}

tui_start GNOMON_TODAY=2026-12-07 -- puzzle
tui_wait "Puzzle "
tui_wait "today's"
tui_wait "Themes hidden"
tui_wait "to move: find the"
tui_wait "A solution"
today=$(puzzle_number)
solve
tui_wait "Themes:"
[ -s "$TUI_STATE_HOME/gnomon/puzzles" ] ||
    tui_fail "the puzzle record was not kept"
grep -qx "solved $today .*" "$TUI_STATE_HOME/gnomon/puzzles" ||
    tui_fail "the record does not have puzzle $today solved"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon puzzle did not exit 0"

# The menu's row: the same puzzle on the same day; q back to the menu.
tui_start GNOMON_TODAY=2026-12-07 --
tui_wait "Today's puzzle"
tries=12
while ! tui_shows "▸ Today's puzzle" && [ "$tries" -gt 0 ]; do
	tui_keys Down
	tui_pause
	tries=$((tries - 1))
done
tui_wait "▸ Today's puzzle"
tui_keys Enter
tui_wait "Themes hidden"
[ "$(puzzle_number)" = "$today" ] ||
    tui_fail "the menu's puzzle $(puzzle_number) is not today's $today"
solve
tui_keys q
tui_wait "▸ Today's puzzle"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 from the menu"

# A bad number or theme: said, and nothing started.
status=0
"$GNOMON" puzzle 0 >/dev/null 2>"$TUI_STATE/err" || status=$?
[ "$status" = 2 ] || tui_fail "puzzle 0: exit status $status"
grep -q "not a puzzle's number" "$TUI_STATE/err" ||
    tui_fail "puzzle 0 was not said: $(cat "$TUI_STATE/err")"
status=0
"$GNOMON" puzzle --theme nosuch >/dev/null 2>"$TUI_STATE/err" || status=$?
[ "$status" = 2 ] || tui_fail "--theme nosuch: exit status $status"
grep -q "no theme 'nosuch'" "$TUI_STATE/err" ||
    tui_fail "--theme nosuch was not said: $(cat "$TUI_STATE/err")"
status=0
"$GNOMON" puzzle 1024 >/dev/null 2>"$TUI_STATE/err" || status=$?
[ "$status" = 1 ] || tui_fail "puzzle 1024: exit status $status"
grep -q "no puzzle 1024" "$TUI_STATE/err" ||
    tui_fail "puzzle 1024 was not said: $(cat "$TUI_STATE/err")"
exit 0
