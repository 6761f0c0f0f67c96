#!/bin/sh
# The player's record at the end of a game against the computer, at 80x24:
# a saved game one move from its end (a game the engine played, cut short
# of its last move) is resumed, the person plays that move, and the
# game-over screen says where they stand ("You are 1–0 against level 1");
# the move taken back and played again does not count twice, and
# `gnomon stats` then shows the one game.  A hot-seat game that ends
# counts nothing.  `gnomon stats --reset` on a terminal asks, and clears the
# record only when answered y.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1
TUI_STATE_HOME=$TUI_STATE/home
state=$TUI_STATE_HOME/gnomon
mkdir -p "$state"
chmod 700 "$TUI_STATE_HOME" "$state"

# A whole game between two level-1 players, under the real rules.
"$GNOMON" transcript depth=1 seed=4 pgn="$TUI_STATE/played" >/dev/null ||
	tui_fail "transcript failed"
record=$(find "$TUI_STATE/played" -name '*.gnomon' | head -n 1)
moves=$(sed '1,/^$/d' "$record" | tr ' ' '\n' | grep -E '^([a-g][1-7][a-g][1-7]|pass)$')
count=$(printf '%s\n' "$moves" | wc -l)
last=$(printf '%s\n' "$moves" | tail -n 1)
winner=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$record")
# The person is the side that plays the last move; the computer the other.
if [ $((count % 2)) = 0 ]; then
	side=teal computer=amber computer_name=Amber
else
	side=amber computer=teal computer_name=Teal
fi
case $winner in
"$side") outcome=win expected="1–0" ;;
"$computer") outcome=lose expected="0–1" ;;
*) outcome=draw expected="0–0, 1 drawn" ;;
esac

# The games the record holds under the designer's rules (its first table),
# all told; at level $1 as $2, if given.
counted() {
	XDG_STATE_HOME=$TUI_STATE_HOME "$GNOMON" stats |
	    awk -v level="${1:-all}" -v side="${2:-both}" '/^other rules/ { exit }
	    $1 == level && $2 == side { print $3 + $4 + $5 }'
}

# Runs `gnomon stats --reset`, answers $1 and waits for $2.
reset_answering() {
	tui_start -- stats --reset
	tui_wait "clear the record of 1 game against the computer? [y/N]"
	tui_keys "$1" Enter
	tui_wait "$2"
	[ "$(tui_exited)" = 0 ] || tui_fail "stats --reset answered $1 did not exit 0"
}

# The game as a save of it stands before its last move.
{
	echo '[Gnomon "1"]'
	echo '[Date "2026.12.01"]'
	if [ $side = amber ]; then
		echo '[Amber "person"]'
		echo '[Teal "level 1"]'
	else
		echo '[Amber "level 1"]'
		echo '[Teal "person"]'
	fi
	echo '[Variant "len=2 day=8 sun=0 snake=0 mover=1"]'
	echo '[Result "none"]'
	echo '[Opponent "computer"]'
	echo '[Level "1"]'
	echo "[Side \"$side\"]"
	echo '[Hints "on"]'
	echo '[Seed "4"]'
	echo
	printf '%s\n' "$moves" | sed '$d' | tr '\n' ' '
	echo
} >"$state/current.gnomon"
chmod 600 "$state/current.gnomon"

tui_start -- --resume
tui_wait "Game resumed"
tui_keys ":$last" Enter
case $outcome in
win) tui_wait "You win:" ;;
lose) tui_wait "You lose:" ;;
*) tui_wait "Draw:" ;;
esac
# The line as the panel shows it, its second row (if it wraps) joined on:
# what stands after the last wide gap of the next screen line.
joined() {
	tui_screen | sed -n '/You are/{s/.*\(You are.*\)/\1/;N;s/\n.*  \([^ ].*\)$/ \1/;p;}'
}
tries=100
until joined | grep -qF "You are $expected against level 1"; do
	tries=$((tries - 1))
	[ $tries -gt 0 ] || tui_fail "no 'You are $expected against level 1' at game over"
	sleep 0.05
done

# Taken back and played again: still the one game.
tui_keys U
tui_wait "Last: $computer_name"
tui_keys ":$last" Enter
tui_wait_re "You win:|You lose:|Draw:"
joined | grep -qF "You are $expected against level 1" ||
	tui_fail "after an undo the end says other than 'You are $expected against level 1'"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the game"

[ "$(counted)" = 1 ] || tui_fail "gnomon stats counts $(counted) games, not 1"
[ "$(counted 1 $side)" = 1 ] || tui_fail "the game is not counted at level 1 as $side"

# A hot-seat game to its end counts nothing: the same moves, typed.
tui_start -- --hotseat
tui_wait "Amber to move"
for move in $moves; do
	tui_keys ":$move" Enter
done
tui_wait_re "(Amber wins|Teal wins|Draw):" 20
tui_screen | grep -qF "You are" && tui_fail "a hot-seat game shows a record"
tui_keys q
tui_exited >/dev/null
[ "$(counted)" = 1 ] || tui_fail "after a hot-seat game gnomon stats counts $(counted) games, not 1"
# --reset on a terminal asks first: n keeps the record, y clears it.
reset_answering n "the record is kept"
[ "$(counted)" = 1 ] || tui_fail "answered n, the record holds $(counted) games, not 1"
reset_answering y "the record is cleared"
[ "$(counted)" = 0 ] || tui_fail "answered y, the record holds $(counted) games, not 0"
echo "one game of $count moves counted as a $outcome ($expected)"
exit 0
