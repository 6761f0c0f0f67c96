#!/bin/sh
# gnomon lab tables: a small build (at most 3 stones a side, a day of one
# round: two layers) killed with SIGKILL in the middle of its second layer
# and started again resumes from its checkpoint, and its files are byte for
# byte those of a build never killed; a corrupt file and a file of another
# key are refused with a message, never used; rules no table is made for
# are a usage error.  A temporary file a kill left is removed.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

work=$(mktemp -d)
build=
trap '[ -n "$build" ] && kill -9 "$build" 2>/dev/null; rm -rf "$work"' EXIT
set -- stones=3 day=1	# the small build

# Never killed.
"$gnomon" lab tables dir="$work/whole" "$@" >"$work/whole.out" 2>"$work/whole.err" ||
	fail "lab tables: exit status $?: $(cat "$work/whole.err")"
grep -q '^sun=N stones=3: 2 layers, 9592200 entries, 2398050 bytes in ' "$work/whole.out" ||
	fail "no summary: $(cat "$work/whole.out")"
grep -q '^gnomon lab tables: sun=0 ply 0: 9592200 of 9592200 entries built, 0 left$' "$work/whole.err" ||
	fail "no progress said: $(cat "$work/whole.err")"

# Killed once ply 1 is written and ply 0 has a checkpoint (checkpoint=0:
# after every few thousand entries), then resumed.
"$gnomon" lab tables dir="$work/killed" checkpoint=0 "$@" >/dev/null 2>&1 &
build=$!
tries=0
until ls "$work/killed/"*-ply00.part >/dev/null 2>&1; do
	tries=$((tries + 1))
	if [ "$tries" -gt 6000 ] || ! kill -0 "$build" 2>/dev/null; then
		fail "no checkpoint of ply 0 was seen"
		break
	fi
	sleep 0.01
done
kill -9 "$build" 2>/dev/null
wait "$build" 2>/dev/null
build=
ls "$work/killed/"*-ply00.layer >/dev/null 2>&1 &&
	fail "the killed build finished ply 0 before it was killed"
# What a kill in the middle of a write leaves: a temporary file.
for file in "$work/killed/"*-ply01.layer; do
	: >"$file.Ab12Cd"
done
"$gnomon" lab tables dir="$work/killed" "$@" >"$work/resumed.out" 2>"$work/resumed.err" ||
	fail "resumed: exit status $?: $(cat "$work/resumed.err")"
built=$(sed -n 's/.*; \([0-9]*\) built now in .*/\1/p' "$work/resumed.out")
if [ -z "$built" ] || [ "$built" -ge 4796100 ]; then
	fail "the resumed build built $built entries, not fewer than a layer"
fi
ls "$work/killed/"*.part >/dev/null 2>&1 && fail "a checkpoint was left"
for file in "$work/whole/"*; do
	cmp -s "$file" "$work/killed/${file##*/}" ||
		fail "${file##*/} is not the same after a kill and a resume"
done
set -- "$work/killed/"*
[ $# = 2 ] || fail "not two files: $*"
set -- stones=3 day=1

# Refused: a changed byte, a file cut short, another ply's file.
refused() {	# DIR EXPECTED
	status=0
	"$gnomon" lab tables dir="$1" stones=3 day=1 >"$work/out" 2>"$work/err" || status=$?
	[ "$status" = 1 ] || fail "$2: exit status $status, not 1"
	grep -qF -- "$2" "$work/err" || fail "'$(cat "$work/err")', not '$2'"
}
ply0=$(ls "$work/whole/"*-ply00.layer)
ply1=$(ls "$work/whole/"*-ply01.layer)
cp -R "$work/whole" "$work/bad"
printf 'x' | dd of="$work/bad/${ply1##*/}" bs=1 seek=1000 conv=notrunc 2>/dev/null
refused "$work/bad" "corrupt: its checksum is wrong"
cp "$ply1" "$work/bad/${ply1##*/}"
head -c 600 "$ply0" >"$work/bad/${ply0##*/}"
refused "$work/bad" "corrupt: not its length"
cp "$ply1" "$work/bad/${ply0##*/}"
refused "$work/bad" "another ply's layer"

# Another key's file under this key's name: another sun's, another K's.
for key in "sun=N" "sun=E"; do
	"$gnomon" lab tables dir="$work/$key" stones=2 day=1 "$key" >/dev/null 2>&1 ||
		fail "lab tables stones=2 $key: exit status $?"
done
cp -R "$work/sun=N" "$work/foreign"
cp "$(ls "$work/sun=E/"*-ply01.layer)" "$work/foreign/$(cd "$work/sun=N" && ls ./*-ply01.layer)"
status=0
"$gnomon" lab tables dir="$work/foreign" stones=2 day=1 >/dev/null 2>"$work/err" || status=$?
if [ "$status" != 1 ] || ! grep -qF "built for other settings (" "$work/err"; then
	fail "another sun's file: exit status $status, $(cat "$work/err")"
fi
cp "$(ls "$work/sun=N/"*-ply01.layer)" "$work/bad/${ply1##*/}"
refused "$work/bad" "built for another stones="

# Rules no table is made for, and no directory: usage errors.
for bad in "hold=1" "mixed=1" ""; do
	status=0
	# shellcheck disable=SC2086 # an empty $bad is no word
	"$gnomon" lab tables ${bad:+dir="$work/none"} $bad >/dev/null 2>"$work/err" || status=$?
	[ "$status" = 2 ] || fail "lab tables $bad: exit status $status, not 2"
done
grep -q 'dir=DIR is needed' "$work/err" || fail "no word of dir=: $(cat "$work/err")"
[ -e "$work/none" ] && fail "a refused build made its directory"
"$gnomon" lab tables --help | grep -q '^  checkpoint=SECONDS ' ||
	fail "lab tables --help has no checkpoint=SECONDS"

# lab value: who wins a position of the second day, from the table of
# its settings (the real game's, 2 stones a side), and the moves that keep
# it; a position the table does not hold is refused with the reason.
"$gnomon" lab tables dir="$work/k2" stones=2 >/dev/null 2>&1 ||
	fail "lab tables stones=2: exit status $?"
start='7/7/2t4/7/2a4/7/7 a N 9'	# round 9: the second day's first
"$gnomon" lab value "$start" dir="$work/k2" >"$work/out" 2>"$work/err" ||
	fail "lab value: exit status $?: $(cat "$work/err")"
grep -qx 'Teal wins with best play (Amber to move; the table of at most 2 stones a side)' "$work/out" ||
	fail "lab value: $(cat "$work/out")"
grep -qx 'moves that keep it: c3b2 c3c2 c3d2 c3b3 c3d3 c3b4 c3c4 c3d4' "$work/out" ||
	fail "lab value's moves: $(cat "$work/out")"
"$gnomon" lab value '7/7/2t4/7/2a4/7/7 t N 9' dir="$work/k2" >"$work/out" 2>&1
grep -qx 'moves that keep it: c5c4 c5d4' "$work/out" || fail "lab value, Teal: $(cat "$work/out")"
not_held() {	# POSITION EXPECTED [SETTING]
	status=0
	"$gnomon" lab value "$1" dir="$work/k2" ${3:+"$3"} >"$work/out" 2>"$work/err" || status=$?
	if [ "$status" != 1 ] || ! grep -qF -- "$2" "$work/err"; then
		fail "lab value $1 $3: exit status $status, $(cat "$work/err"), not '$2'"
	fi
}
not_held '7/7/2tt3/7/2a1t2/7/7 a N 9' "more stones of a side than the table holds"
not_held '7/7/2t4/7/2a4/7/7 a E 9' "the sun or the moon is not where these settings put them"
not_held '7/7/2t4/7/2a4/7/7 a N 3' "not a position of the second day"
not_held "$start" "no day-two table for these settings" len=3
not_held "$start" "no day-two table is made for hold=1" hold=1

# The engine with the table reads the position's value at once: a loss
# (every move of Amber's loses) scored as a loss, in one ply.
printf 'position %s\nanalyze depth=3\nquit\n' "$start" |
    "$gnomon" engine tables="$work/k2" >"$work/out" 2>&1
grep -q '^= depth 1 score -99903 ' "$work/out" || fail "engine tables=: $(cat "$work/out")"

# A Slurm array's task: its sun, from the array's first number.
SLURM_ARRAY_TASK_ID=3 SLURM_ARRAY_TASK_MIN=1 GNOMON=$gnomon \
    sh tools/tables-slurm.sh "$work/slurm" stones=1 day=1 >/dev/null 2>&1 ||
	fail "tables-slurm.sh: exit status $?"
ls "$work/slurm/"day2-k1-sun2-*-ply01.layer >/dev/null 2>&1 ||
	fail "tables-slurm.sh's task 3 of 1-8 built no table of sun 2: $(ls "$work/slurm")"

[ "$failures" -eq 0 ]
