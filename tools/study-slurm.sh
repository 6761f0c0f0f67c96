#!/bin/sh
# A study across a cluster, one shard a task of a Slurm array job:
#   sbatch --array=1-64 tools/study-slurm.sh DIR [selfplay settings ...]
# e.g. sbatch --array=1-64 tools/study-slurm.sh $HOME/sun games=6400 \
#          p1=n1000000 p2=n1000000 opening=2 eachsun=1
# The array is numbered as you like it, from 0 (Slurm's own way,
# --array=0-63) or from 1: its tasks are the shards in turn, the first
# task shard 1.  Every number from the first to the last must be there
# (no step, no gaps): the shards are as many as the tasks.
# DIR must be on a file system every node of the cluster shares (a home
# or project directory, not /tmp): task K writes DIR/shard-K.txt there,
# K from 1; when all are done,
#   gnomon merge DIR/shard-*.txt
# prints the tally (it says which games are missing if a task failed, and
# fails; run that task again with sbatch --array=ITS-NUMBER).  GNOMON
# names the program (default: gnomon on the PATH, as the commands that
# gnomon lab print=1 prints and tools/study-local.sh).
#SBATCH --job-name=gnomon-study
#SBATCH --cpus-per-task=1
#SBATCH --time=12:00:00
set -eu
if [ $# -lt 1 ] || [ -z "${SLURM_ARRAY_TASK_ID:-}" ] ||
    [ -z "${SLURM_ARRAY_TASK_COUNT:-}" ]; then
	echo "usage: sbatch --array=1-N tools/study-slurm.sh DIR [selfplay settings ...]" >&2
	exit 2
fi
first=${SLURM_ARRAY_TASK_MIN:-1}
last=${SLURM_ARRAY_TASK_MAX:-$((first + SLURM_ARRAY_TASK_COUNT - 1))}
if [ $((last - first + 1)) != "$SLURM_ARRAY_TASK_COUNT" ]; then
	echo "study-slurm: the array must be every number from $first to $last" \
	    "(no step, no gaps): its $SLURM_ARRAY_TASK_COUNT tasks are the shards" >&2
	exit 2
fi
shard=$((SLURM_ARRAY_TASK_ID - first + 1))
dir=$1
shift
mkdir -p "$dir"
exec "${GNOMON:-gnomon}" selfplay "$@" \
    shard="$shard/$SLURM_ARRAY_TASK_COUNT" jobs=1 \
    results="$dir/shard-$shard.txt"
