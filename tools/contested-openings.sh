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

# The engine's commands that play the first $plies moves of each game the
# stronger won with both colours: one awk over every record (its result,
# and the moves of its numbered lines), not programs started a game.  Both
# games of a pair began with the same random plies: checked, not assumed.
# Records are named game-N.gnomon, N zero-padded to the width of GAMES.
contested() {
	awk -v plies="$plies" -v games="$games" -v width="${#games}" '
	FNR == 1 {
		name = FILENAME
		sub(/.*\//, "", name)
		key = (FILENAME ~ /strong-teal\/[^\/]*$/ ? "teal" : "amber") SUBSEP name
		count[key] = 0
		moves[key] = ""
	}
	/^\[Result "/ {
		result[key] = $0
		sub(/^\[Result "/, "", result[key])
		sub(/"\]$/, "", result[key])
	}
	/^[0-9]+\. / {
		for (i = 2; i <= NF && count[key] < plies; i++) {
			moves[key] = moves[key] " " $i
			count[key]++
		}
	}
	END {
		for (game = 1; game <= games; game++) {
			name = sprintf("game-%0" width "d.gnomon", game)
			teal = "teal" SUBSEP name
			amber = "amber" SUBSEP name
			if (result[teal] != "teal" || result[amber] != "amber")
				continue
			if (moves[teal] != moves[amber]) {
				printf "contested-openings: game %d began differently" \
				    " in its two games\n", game >"/dev/stderr"
				exit 1
			}
			print "new"
			count[teal] = split(moves[teal], list, " ")
			for (i = 1; i <= count[teal]; i++)
				print "play " list[i]
			print "show"
		}
	}' "$work"/strong-teal/game-*.gnomon "$work"/strong-amber/game-*.gnomon
}

echo "# Contested openings: $plies random plies (seed $seed) that a full search of"
echo "# $strong nodes a move won with both colours against one of $weak, of $games"
echo "# tried (tools/contested-openings.sh $games $plies $weak $strong $seed)."
contested >"$work/commands"
# One engine for them all, each opening from a new game; once each.
[ -s "$work/commands" ] || exit 0
"$gnomon" engine <"$work/commands" | sed -n 's|^= \(.*/.*\)$|\1|p' |
    awk '!seen[$0]++'
