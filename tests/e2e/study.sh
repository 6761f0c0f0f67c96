#!/bin/sh
# A study cut into shards and merged is the study played whole: selfplay
# shard=K/N results=FILE, gnomon merge, and the two scripts in tools/ (the
# local one with GNU parallel, the Slurm one with a task's variables set by
# hand).  Bad shards, files of another study, a game twice and a damaged
# line are refused, naming the file and the line.
set -eu
cd "$(dirname "$0")/../.."
gnomon=${GNOMON:-./gnomon}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
study="games=24 p1=2 p2=2 eachsun=1 seed=5"

# shellcheck disable=SC2086 # the settings are words
"$gnomon" selfplay $study results="$work/whole.txt" jobs=2 >"$work/whole.out"
[ ! -e "$work/whole.txt.tmp" ] || fail "the temporary results file stayed"
[ "$(grep -c '^game ' "$work/whole.txt")" = 24 ] || fail "not 24 games in the results"
grep -q '^all *24 ' "$work/whole.out" || fail "no tally of all 24 games: $(cat "$work/whole.out")"
[ "$(grep -cE '^(N|NE|E|SE|S|SW|W|NW) +3 ' "$work/whole.out")" = 8 ] ||
	fail "eachsun=1 did not give 3 games to each sun: $(cat "$work/whole.out")"
grep -qE '^all +24 +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+% +\[ *[0-9.]+, +[0-9.]+\]' "$work/whole.out" ||
	fail "no score with its interval"

for k in 1 2 3; do
	# shellcheck disable=SC2086
	"$gnomon" selfplay $study shard=$k/3 results="$work/shard-$k.txt" jobs=1 \
	    >"$work/shard-$k.out"
	grep -q "^shard $k/3: 8 of the 24 games" "$work/shard-$k.out" ||
		fail "shard $k/3 did not say its share"
done
"$gnomon" merge "$work/shard-1.txt" "$work/shard-2.txt" "$work/shard-3.txt" >"$work/merged"
"$gnomon" merge "$work/whole.txt" >"$work/whole.merged"
grep -q '^complete: all 24 games, from 3 files' "$work/merged" || fail "merge: $(cat "$work/merged")"
# The merged shards tally exactly as the whole: the same games were played.
tail -n +3 "$work/merged" >"$work/a"
tail -n +3 "$work/whole.merged" >"$work/b"
cmp -s "$work/a" "$work/b" || fail "the shards merged differ from the whole: $(diff "$work/a" "$work/b")"
sed -n '/^sun /,$p' "$work/whole.out" | cmp -s - "$work/b" ||
	fail "merge's tally differs from selfplay's"

# Missing shards are said, and fail unless --partial asks for what there
# is.
status=0
"$gnomon" merge "$work/shard-2.txt" >"$work/out" 2>"$work/err" || status=$?
grep -q '^incomplete: 8 of the 24 games, 16 missing' "$work/out" ||
	fail "a missing shard was not said"
[ "$status" = 1 ] || fail "an incomplete merge exited $status, not 1"
grep -q "16 of the 24 games are missing (--partial" "$work/err" ||
	fail "an incomplete merge did not say why it failed: $(cat "$work/err")"
"$gnomon" merge --partial "$work/shard-2.txt" >"$work/partial" ||
	fail "merge --partial of an incomplete study exited $?"
cmp -s "$work/out" "$work/partial" || fail "merge --partial printed another tally"

# Refusals: status 1, file and line named, nothing on stdout.
refused() {	# WHAT EXPECTED FILE...
	what=$1 expected=$2
	shift 2
	status=0
	"$gnomon" merge "$@" >"$work/out" 2>"$work/err" || status=$?
	[ "$status" = 1 ] || fail "$what: status $status"
	[ ! -s "$work/out" ] || fail "$what: printed a tally"
	grep -qF "$expected" "$work/err" || fail "$what: $(cat "$work/err")"
}
refused "a game twice" "shard-1.txt:3: game 1 is there twice" "$work/shard-1.txt" "$work/shard-1.txt"
"$gnomon" selfplay games=24 p1=2 p2=2 eachsun=1 seed=6 shard=2/3 results="$work/other.txt" >/dev/null
refused "another study" "other.txt:2: another study's settings" "$work/shard-1.txt" "$work/other.txt"
sed '5s/result [a-z]*/result maybe/' "$work/shard-1.txt" >"$work/bad.txt"
refused "a damaged line" "bad.txt:5: 'maybe' is not amber, teal or draw" "$work/bad.txt"
printf 'hello\n' >"$work/junk.txt"
refused "not a study" "junk.txt:1: not a study's results" "$work/junk.txt"
refused "no file" "nothing.txt: No such file" "$work/nothing.txt"

# Bad shards are usage errors, before any game.
for shard in 0/3 4/3 3 a/b 1/0; do
	status=0
	"$gnomon" selfplay games=2 shard=$shard >"$work/out" 2>&1 || status=$?
	[ "$status" = 2 ] || fail "shard=$shard: status $status"
	grep -q "shard" "$work/out" || fail "shard=$shard: $(cat "$work/out")"
done
# A results file that cannot be made costs no games.
status=0
"$gnomon" selfplay games=2 results="$work/no/such/dir/r.txt" >"$work/out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "an impossible results file: status $status"
grep -q "results=" "$work/out" || fail "an impossible results file: $(cat "$work/out")"

# The scripts: the local one with GNU parallel (CI installs it), and the
# Slurm one as two tasks of an array would run it.
if command -v parallel >/dev/null 2>&1; then
	# shellcheck disable=SC2086
	GNOMON=$gnomon tools/study-local.sh 4 "$work/local" $study >"$work/local.out"
	tail -n +3 "$work/local.out" | cmp -s - "$work/b" ||
		fail "study-local.sh differs from the whole: $(cat "$work/local.out")"
else
	echo "study: GNU parallel is not installed; tools/study-local.sh not run"
fi
for k in 1 2; do
	# shellcheck disable=SC2086
	SLURM_ARRAY_TASK_ID=$k SLURM_ARRAY_TASK_COUNT=2 GNOMON=$gnomon \
	    sh tools/study-slurm.sh "$work/slurm" $study >/dev/null
done
"$gnomon" merge "$work/slurm/shard-1.txt" "$work/slurm/shard-2.txt" | tail -n +3 |
	cmp -s - "$work/b" || fail "study-slurm.sh's shards differ from the whole"
# An array numbered from 0, as Slurm numbers it by default: its first task
# is shard 1, the same shards.
for k in 0 1; do
	# shellcheck disable=SC2086
	SLURM_ARRAY_TASK_ID=$k SLURM_ARRAY_TASK_MIN=0 SLURM_ARRAY_TASK_MAX=1 \
	    SLURM_ARRAY_TASK_COUNT=2 GNOMON=$gnomon \
	    sh tools/study-slurm.sh "$work/slurm0" $study >/dev/null 2>"$work/err" ||
		fail "study-slurm.sh, task $k of an array from 0: $(cat "$work/err")"
done
"$gnomon" merge "$work/slurm0/shard-1.txt" "$work/slurm0/shard-2.txt" | tail -n +3 |
	cmp -s - "$work/b" || fail "study-slurm.sh's shards from task 0 differ from the whole"
# An array with gaps is refused, before any game.
status=0
SLURM_ARRAY_TASK_ID=3 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=5 \
    SLURM_ARRAY_TASK_COUNT=3 GNOMON=$gnomon \
    sh tools/study-slurm.sh "$work/gaps" games=2 >/dev/null 2>"$work/err" || status=$?
if [ "$status" != 2 ] || ! grep -q "no step, no gaps" "$work/err"; then
	fail "an array with gaps: status $status, $(cat "$work/err")"
fi
[ -e "$work/gaps/shard-3.txt" ] && fail "an array with gaps played a shard"
exit 0
