# shellcheck shell=sh
# Shared by the tests/e2e scripts of the line mode (sourced, never run
# alone).

# plain_begin NAME: the script named NAME runs from the tree's top with
# $GNOMON, a scratch directory $work removed at its exit, and `fail
# MESSAGE`, which says what is wrong and exits.
plain_begin() {
	PLAIN_TEST=$1
	cd "$(dirname "$0")/../.." || exit 1
	GNOMON=${GNOMON:-./gnomon}
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
}

fail() {
	echo "$PLAIN_TEST: $*"
	exit 1
}

# plain_lines_fit FILE NAME: every line of FILE within 80 columns, ASCII,
# no escape code.  The prompt "> " is left off: on a terminal the line
# typed ends its line.
plain_lines_fit() {
	awk -v name="$2" '{ sub(/^> /, "") } length($0) > 80 {
		print name ": a line of " length($0) " columns: " $0; bad = 1 }
	END { exit bad }' "$1" || exit 1
	if LC_ALL=C grep -q '[^ -~]' "$1"; then
		fail "$2: a character not ASCII (or an escape code): $(
		    LC_ALL=C grep -n '[^ -~]' "$1" | head -3)"
	fi
}

# plain_game_to_end DIR: in the state directory DIR (gnomon/ under
# XDG_STATE_HOME), a game kept for later, two players on one keyboard, a
# move from its end: Teal's only stone steps into the shade of Amber's d4
# once the sun is in the north-east (c2b2), and Amber's next move (a2a1)
# ends the game, Amber the winner.
plain_game_to_end() {
	mkdir -p "$1/gnomon"
	cat >"$1/gnomon/current.gnomon" <<'RECORD'
[Gnomon "1"]
[Date "2026.12.07"]
[Amber "person"]
[Teal "person"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0"]
[Position "7/7/7/3a3/7/2t4/a6 a N 1"]
[Result "none"]
[Opponent "people"]
[Level "2"]
[Side "amber"]
[Hints "on"]
[Seed "1"]

1. a1a2
RECORD
}

# plain_candidates: every step of the board, then a pass: all a turn can
# be, one a line, in a fixed order.  Typed each turn, one of them is legal
# whatever the computer played; the rest are refused, one line each.
plain_candidates() {
	awk 'BEGIN {
		files = "abcdefg"
		for (f = 1; f <= 7; f++)
			for (r = 1; r <= 7; r++)
				for (df = -1; df <= 1; df++)
					for (dr = -1; dr <= 1; dr++) {
						tf = f + df; tr = r + dr
						if ((df || dr) && tf >= 1 && tf <= 7 && tr >= 1 && tr <= 7)
							print substr(files, f, 1) r substr(files, tf, 1) tr
					}
		print "pass"
	}'
}
