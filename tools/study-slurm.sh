#!/bin/sh
# A study across a cluster, one shard a task of a Slurm array job:
#   sbatch --array=1-64 tools/study-slurm.sh DIR [selfplay settings ...]
# e.g. sbatch --array=1-64 tools/study-slurm.sh $HOME/sun games=6400 \
#          p1=n1000000 p2=n1000000 opening=2 eachsun=1
# Task K of N writes DIR/shard-K.txt; when all are done,
#   gnomon merge DIR/shard-*.txt
# prints the tally (it says which games are missing if a task failed; run
# that task again with sbatch --array=K).  GNOMON names the program
# (default: gnomon on the PATH).
#SBATCH --job-name=gnomon-study
#SBATCH --cpus-per-task=1
#SBATCH --time=12:00:00
set -eu
if [ $# -lt 1 ] || [ -z "${SLURM_ARRAY_TASK_ID:-}" ]; then
	echo "usage: sbatch --array=1-N tools/study-slurm.sh DIR [selfplay settings ...]" >&2
	exit 2
fi
dir=$1
shift
mkdir -p "$dir"
exec "${GNOMON:-gnomon}" selfplay "$@" \
    shard="$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" jobs=1 \
    results="$dir/shard-$SLURM_ARRAY_TASK_ID.txt"
