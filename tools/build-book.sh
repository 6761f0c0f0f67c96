#!/bin/sh
# Builds the opening book that level 5 plays from (src/ai/opening_book.txt):
#   tools/build-book.sh [NODES] > src/ai/opening_book.txt
# Each entry is a position of the designer's rules and the move a fresh
# full search of NODES positions (default 16000000, four times level 5's)
# plays there, found through the engine protocol: every start sun with
# Amber to move, and Teal's every reply to it; with the sun in the north,
# the default start, also Amber's every second move.  Those are the first
# moves level 5 makes as either colour.  tests/test_book.c checks entries
# against the same search.  GNOMON names the program (default ./gnomon);
# the searches run on all cores (JOBS at once if set) with GNU parallel,
# one engine each, so that no search sees another's table.  BOOK_SUNS
# makes the book of some suns only (its test's: BOOK_SUNS=E).
set -eu
if [ "${1:-}" = --entry ]; then
	nodes=$BOOK_NODES
else
	nodes=${1:-16000000}
fi
gnomon=${GNOMON:-./gnomon}
suns=${BOOK_SUNS:-N NE E SE S SW W NW}
case $nodes in
'' | *[!0-9]*) echo "build-book: NODES must be a number, not '$nodes'" >&2; exit 2 ;;
esac
command -v parallel >/dev/null 2>&1 || {
	echo "build-book: GNU parallel is needed (Debian: apt install parallel)" >&2
	exit 1
}

# engine_lines SUN MOVES...: the engine's answers to `new`, the moves, and
# one more command read from standard input.
engine() {
	sun=$1
	shift
	{
		echo "new sun=$sun"
		for move in "$@"; do echo "play $move"; done
		cat
		echo quit
	} | "$gnomon" engine
}

legal() {
	echo legal | engine "$@" | sed -n 's/^= \(.\)/\1/p' | tail -n 1
}

# The lines, one a position: SUN MOVES...
positions() {
	for sun in $suns; do
		echo "$sun"
		for reply in $(legal "$sun"); do
			echo "$sun $reply"
			[ "$sun" = N ] || continue
			for second in $(legal "$sun" "$reply"); do
				echo "$sun $reply $second"
			done
		done
	done
}

# entry SUN MOVES...: the book's line for that position; the move is the
# first of the deepest completed depth's line, as the search answers.
entry() {
	# `name` waits for the search, which quit would cut short.
	answer=$(printf 'show\nanalyze nodes=%s\nname\n' "$nodes" | engine "$@")
	position=$(echo "$answer" | sed -n 's/^= \([^ ]*\/[^ ]* [at] [NESW]* [0-9]*\)$/\1/p')
	last=$(echo "$answer" | sed 's/^= //' | grep '^depth ' | tail -n 1)
	# shellcheck disable=SC2086 # the words of one line
	set -- $last
	if [ -z "$position" ] || [ $# -lt 10 ] || [ "$9" != pv ]; then
		echo "build-book: no answer for a position" >&2
		exit 1
	fi
	echo "$position ${10} $4 $2"
}

# `build-book.sh --entry "SUN MOVES..."`: one entry (what parallel runs).
if [ "${1:-}" = --entry ]; then
	# shellcheck disable=SC2086 # the line is words: a sun and moves
	entry $2
	exit 0
fi

echo "# Gnomon's opening book: the designer's rules, each start sun."
echo "# position (board side sun round), move, score, depth: a fresh full"
echo "# search of $nodes positions; built by tools/build-book.sh $nodes."
export GNOMON="$gnomon" BOOK_NODES="$nodes"
positions | parallel --will-cite --keep-order --halt now,fail=1 ${JOBS:+--jobs "$JOBS"} \
    "sh '$0' --entry {}"
