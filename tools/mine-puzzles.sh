#!/bin/sh
# The puzzles mined on this machine's cores with GNU parallel, then merged
# into one puzzles file (gnomon-puzzles(5)):
#   tools/mine-puzzles.sh SHARDS DIR [gnomon lab puzzles settings ...] > FILE
# e.g. tools/mine-puzzles.sh 8 /tmp/mine seed=1 games=240 \
#          > puzzles/puzzles.txt
# Shard K writes DIR/shard-K.txt (gnomon lab puzzles shard=K/SHARDS ...);
# the merge drops a position found twice (the first game's is kept), sorts
# the puzzles by rating, then by game and ply, and numbers them.  The same
# settings give the same file, byte for byte, whatever SHARDS and JOBS
# are.  GNOMON names the program (default ./gnomon); JOBS the shards run
# at once (default: one a core).  Shards whose file is there already are
# not mined again, so a stopped run goes on where it stopped.
set -eu
if [ $# -lt 2 ]; then
	echo "usage: tools/mine-puzzles.sh SHARDS DIR [gnomon lab puzzles settings ...]" >&2
	exit 2
fi
shards=$1 dir=$2
shift 2
gnomon=${GNOMON:-./gnomon}
command -v parallel >/dev/null 2>&1 || {
	echo "mine-puzzles: GNU parallel is needed (Debian: apt install parallel)" >&2
	exit 1
}
case $shards in
'' | *[!0-9]* | 0) echo "mine-puzzles: SHARDS must be a number, not '$shards'" >&2; exit 2 ;;
esac
case " $* " in
*" shard="*) echo "mine-puzzles: leave shard= out: the shards are its own" >&2; exit 2 ;;
esac
mkdir -p "$dir"
seq 1 "$shards" | parallel --will-cite --halt now,fail=1 ${JOBS:+--jobs "$JOBS"} \
    "[ -s '$dir/shard-{}.txt' ] || { '$gnomon' lab puzzles $* shard={}/$shards \
     > '$dir/shard-{}.tmp' && mv '$dir/shard-{}.tmp' '$dir/shard-{}.txt'; }"
files=
for k in $(seq 1 "$shards"); do files="$files $dir/shard-$k.txt"; done
# One line a puzzle, tab-separated: game, ply, rating, position, line,
# depth, margin, themes, source; the verdicts' counts summed apart.
# shellcheck disable=SC2086 # the shards' files are words
LC_ALL=C awk -v counts="$dir/counts" '
function flush() {
	if (position != "")
		printf "%d\t%d\t%d\t%s\t%s\t%d\t%d\t%s\t%s\n", game, ply, rating,
		    position, line, depth, margin, themes, source
	position = ""; themes = ""
}
/^# kept / {
	n = 0
	for (i = 2; i <= NF; i++) {
		word = $i; sub(/[;,]$/, "", word)
		if (word ~ /^[0-9]+$/) { sum[n] += word; n++ }
	}
}
/^puzzle / { flush() }
/^position / { position = substr($0, 10) }
/^line / { line = substr($0, 6) }
/^depth / { depth = $2 }
/^margin / { margin = $2 }
/^theme / { themes = themes (themes == "" ? "" : ",") $2 }
/^rating / { rating = $2 }
/^source / {
	source = substr($0, 8)
	split(source, words, " ")
	for (i in words) {
		if (words[i] ~ /^game=/) game = substr(words[i], 6)
		if (words[i] ~ /^ply=/) ply = substr(words[i], 5)
	}
}
END {
	flush()
	printf "%d %d %d %d %d\n", sum[0], sum[1], sum[2], sum[3], sum[4] > counts
}' $files >"$dir/puzzles.tsv"
LC_ALL=C sort -t '	' -k1,1n -k2,2n "$dir/puzzles.tsv" |
LC_ALL=C awk -F '	' '!seen[$4]++' |
LC_ALL=C sort -t '	' -k3,3n -k1,1n -k2,2n |
LC_ALL=C awk -F '	' -v settings="$*" -v counts="$dir/counts" '
BEGIN {
	getline totals < counts
	split(totals, total, " ")
}
{ kept[NR] = $0 }
END {
	print "# The puzzles `gnomon puzzle` offers (gnomon-puzzles(5)): positions"
	print "# from self-play where one move wins clearly more than every other,"
	print "# proved by search; tests/test_puzzle_proof.c proves each one again."
	print "# Mined, with GNU parallel across the cores, by"
	print "#   tools/mine-puzzles.sh SHARDS DIR " settings
	printf "# (the same for any SHARDS): %d positions judged, %d kept, %d\n",
	    total[1] + total[2] + total[3] + total[4] + total[5], NR,
	    total[2] + total[3] + total[4]
	printf "# rejected (%d forced, %d with a second solution or too small a\n",
	    total[2], total[3]
	printf "# margin, %d obvious); %d repeated positions dropped.\n",
	    total[4], total[5] + total[1] - NR
	print "gnomon-puzzles 1"
	for (i = 1; i <= NR; i++) {
		split(kept[i], f, "\t")
		printf "\npuzzle %d\nposition %s\nline %s\ndepth %d\nmargin %d\n",
		    i, f[4], f[5], f[6], f[7]
		count = split(f[8], themes, ",")
		for (t = 1; t <= count; t++)
			printf "theme %s\n", themes[t]
		printf "rating %d\nsource %s\n", f[3], f[9]
	}
}'
