#!/bin/sh
# Openings whose result turns on the play, for `gnomon match openings=`:
#   tools/contested-openings.sh GAMES [plies] [weak] [strong] [seed] > FILE
# Plays GAMES games from PLIES random plies (default 4) between a weaker
# and a stronger full search (nodes a move, default 100000 and 300000),
# then the same games with the colours swapped (the same seed gives the
# same random plies), and prints, one a line as the engine's `position`
# reads it, each opening the stronger player won with both colours.
#
# Why: the game favours Teal so much that from most openings Teal wins
# whoever plays, and a pair of games split one each tells two engines
# apart not at all; from an opening where strength decides, a pair often
# goes one way.  GNOMON sets the program (default ./gnomon), JOBS the
# games played at once (default 2).
set -eu
games=${1:?usage: tools/contested-openings.sh GAMES [plies] [weak] [strong] [seed]}
plies=${2:-4} weak=${3:-100000} strong=${4:-300000} seed=${5:-1}
gnomon=${GNOMON:-./gnomon}
jobs=${JOBS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/strong-teal" "$work/strong-amber"

"$gnomon" selfplay games="$games" opening="$plies" seed="$seed" jobs="$jobs" \
    p1=n"$weak" p2=n"$strong" pgn="$work/strong-teal" >/dev/null
"$gnomon" selfplay games="$games" opening="$plies" seed="$seed" jobs="$jobs" \
    p1=n"$strong" p2=n"$weak" pgn="$work/strong-amber" >/dev/null

# The first $plies moves of a record, one a line.
opening_moves() {
	sed -n 's/^[0-9][0-9]*\. //p' "$1" | tr ' ' '\n' | grep -v '^$' |
	    head -n "$plies"
}

result() {
	sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$1"
}

echo "# Contested openings: $plies random plies (seed $seed) that a full search of"
echo "# $strong nodes a move won with both colours against one of $weak, of $games"
echo "# tried (tools/contested-openings.sh $games $plies $weak $strong $seed)."
# Records are named game-N.gnomon, N zero-padded to the width of GAMES.
width=${#games}
game=1
while [ "$game" -le "$games" ]; do
	name=$(printf 'game-%0*d.gnomon' "$width" "$game")
	teal=$work/strong-teal/$name
	amber=$work/strong-amber/$name
	if [ "$(result "$teal")" = teal ] && [ "$(result "$amber")" = amber ]; then
		# Both games began with the same random plies: checked, not assumed.
		if [ "$(opening_moves "$teal")" != "$(opening_moves "$amber")" ]; then
			echo "contested-openings: game $game began differently in its two games" >&2
			exit 1
		fi
		{ echo new; opening_moves "$teal" | sed 's/^/play /'; echo show; } |
		    "$gnomon" engine | sed -n 's|^= \(.*/.*\)$|\1|p'
	fi
	game=$((game + 1))
done | awk '/^#/ || !seen[$0]++'
