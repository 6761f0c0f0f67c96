#!/bin/sh
# The second day's exact tables across a cluster, one start sun a task of
# a Slurm array job:
#   sbatch --array=0-7 tools/tables-slurm.sh DIR [gnomon lab tables settings ...]
# e.g. sbatch --array=0-7 tools/tables-slurm.sh $HOME/tables stones=4
# The array is numbered as you like it, from 0 (Slurm's own way) or from
# 1: its tasks are the suns in turn, the first task sun N (0), then NE
# (1) ... NW (7); fewer tasks build the first suns only.  A task killed
# (its time limit, a node lost) resumes from its last checkpoint when run
# again: sbatch --array=ITS-NUMBER.  DIR must be on a file system every
# node of the cluster shares (a home or project directory, not /tmp).
# GNOMON names the program (default: gnomon on the PATH).
#SBATCH --job-name=gnomon-tables
#SBATCH --cpus-per-task=1
#SBATCH --mem=2G
#SBATCH --time=12:00:00
set -eu
if [ $# -lt 1 ] || [ -z "${SLURM_ARRAY_TASK_ID:-}" ]; then
	echo "usage: sbatch --array=0-7 tools/tables-slurm.sh DIR [gnomon lab tables settings ...]" >&2
	exit 2
fi
sun=$((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-0}))
if [ "$sun" -lt 0 ] || [ "$sun" -gt 7 ]; then
	echo "tables-slurm: task $SLURM_ARRAY_TASK_ID is sun $sun: an array of at most 8 tasks" >&2
	exit 2
fi
dir=$1
shift
exec "${GNOMON:-gnomon}" lab tables dir="$dir" "$@" sun="$sun"
