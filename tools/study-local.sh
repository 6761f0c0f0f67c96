#!/bin/sh
# A study cut into shards and played on this machine's cores with GNU
# parallel, then merged:
#   tools/study-local.sh SHARDS DIR [selfplay settings ...]
# e.g. tools/study-local.sh 8 /tmp/sun games=800 p1=n300000 p2=n300000 \
#          opening=2 eachsun=1
# Shard K writes DIR/shard-K.txt (gnomon selfplay shard=K/SHARDS jobs=1
# results=...); the merged tally is printed and kept as DIR/merged.txt.
# GNOMON names the program (default: gnomon on the PATH, as the commands
# that gnomon lab print=1 prints and tools/study-slurm.sh); JOBS the
# shards run at once (default: one a core).  Shards whose file is there already are not run
# again, so a stopped study goes on where it stopped.
set -eu
if [ $# -lt 2 ]; then
	echo "usage: tools/study-local.sh SHARDS DIR [selfplay settings ...]" >&2
	exit 2
fi
shards=$1 dir=$2
shift 2
gnomon=${GNOMON:-gnomon}
command -v parallel >/dev/null 2>&1 || {
	echo "study-local: GNU parallel is needed (Debian: apt install parallel)" >&2
	exit 1
}
case $shards in
'' | *[!0-9]*) echo "study-local: SHARDS must be a number, not '$shards'" >&2; exit 2 ;;
esac
mkdir -p "$dir"
seq 1 "$shards" | parallel --will-cite --halt now,fail=1 ${JOBS:+--jobs "$JOBS"} \
    "[ -s '$dir/shard-{}.txt' ] || '$gnomon' selfplay $* shard={}/$shards jobs=1 \
     results='$dir/shard-{}.txt' >/dev/null"
set --
for k in $(seq 1 "$shards"); do set -- "$@" "$dir/shard-$k.txt"; done
status=0
"$gnomon" merge "$@" >"$dir/merged.txt" || status=$?
cat "$dir/merged.txt"
exit "$status"
