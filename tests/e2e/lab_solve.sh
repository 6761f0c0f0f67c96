#!/bin/sh
# gnomon lab solve: the value of stones=4 day=2 from every start sun,
# proved whole (a row a sun: the value in the players' words, a move that
# achieves it, nodes and times), and again in three shards put together by
# from=DIR, which must give every sun the same value; a shard missing
# leaves a sun open (exit 1) unless a winning move proves it; nodes= gives
# up, said; bad input is a usage error (exit 2).
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
set -- stones=4 day=2 sun=all tt=16	# the variant, small enough

usage() {	# EXPECTED ARGUMENT...
	expected=$1
	shift
	status=0
	"$gnomon" lab solve "$@" >"$work/out" 2>"$work/err" || status=$?
	[ "$status" = 2 ] || fail "lab solve $*: exit status $status, not 2"
	[ -s "$work/out" ] && fail "lab solve $*: printed $(cat "$work/out")"
	grep -qF -- "$expected" "$work/err" || fail "lab solve $*: '$(cat "$work/err")', not '$expected'"
}
usage "unknown setting 'zzz'" zzz=1
usage "shard=0/3: I/N" shard=0/3
usage "shard=4/3: I/N" shard=4/3
usage "shard=1: I/N" shard=1
usage "stones must be 4 to 7, not 3" stones=3
usage "leave shard= out" shard=1/2 from="$work"

"$gnomon" lab solve --help >"$work/help" || fail "lab solve --help: exit status $?"
grep -q '^  shard=I/N ' "$work/help" || fail "lab solve --help has no shard=I/N"
"$gnomon" lab | grep -q '^  solve ' || fail "gnomon lab does not list solve"

# values FILE: each sun's row as "SUN VALUE...", the words of the value.
values() {
	awk '$1 ~ /^(N|NE|E|SE|S|SW|W|NW)$/ {
		value = $2; for (i = 3; i <= NF && $i != "play"; i++) value = value " " $i
		print $1, value " play"
	}' "$1"
}

"$gnomon" lab solve "$@" >"$work/whole" 2>"$work/err" ||
	fail "lab solve: exit status $?: $(cat "$work/err")"
grep -q '^rules: len=2 day=2 snake=0 mover=1 start=1 stones=4 pie=0 hold=0$' "$work/whole" ||
	fail "no rules line: $(cat "$work/whole")"
rows=$(grep -cE '^(N|NE|E|SE|S|SW|W|NW) +(Amber wins|Teal wins|a draw) with best play +([a-g][1-7][a-g][1-7]|-) +[0-9]+ +[0-9.]+ +[0-9.]+$' "$work/whole")
[ "$rows" = 8 ] || fail "$rows rows of a value, not 8: $(cat "$work/whole")"
# A win names the move that wins; a loss names none.
grep -E '^[NESW]+ +Teal wins' "$work/whole" | grep -qvE ' - +[0-9]' &&
	fail "a lost start names a move: $(cat "$work/whole")"

# Three shards, each its share of the start's moves, then put together.
mkdir "$work/shards"
for shard in 1 2 3; do
	"$gnomon" lab solve "$@" shard=$shard/3 >"$work/shards/$shard.txt" ||
		fail "shard $shard/3: exit status $?"
	grep -qE '^solved len=2 day=2 sun=[0-7] .* move=[a-g][1-7][a-g][1-7] value=(win|draw|loss) nodes=[0-9]+ cpu=[0-9.]+$' \
	    "$work/shards/$shard.txt" || fail "shard $shard/3: no move's value: $(cat "$work/shards/$shard.txt")"
done
moves=$(cat "$work/shards/"*.txt | grep -c '^solved ')
[ "$moves" -gt 8 ] || fail "the shards proved $moves moves"
"$gnomon" lab solve "$@" from="$work/shards" >"$work/combined" ||
	fail "from=: exit status $?: $(cat "$work/combined")"
values "$work/whole" >"$work/whole.values"
values "$work/combined" >"$work/combined.values"
[ "$(wc -l <"$work/whole.values")" = 8 ] || fail "not 8 values: $(cat "$work/whole.values")"
cmp -s "$work/whole.values" "$work/combined.values" ||
	fail "the shards put together differ: $(cat "$work/whole.values") against $(cat "$work/combined.values")"

# A shard missing: a sun open unless a winning move of it is there.
rm "$work/shards/2.txt"
status=0
"$gnomon" lab solve "$@" from="$work/shards" >"$work/part" || status=$?
[ "$status" = 1 ] || fail "a shard missing: exit status $status, not 1"
grep -qE '^[NESW]+ +open' "$work/part" || fail "a shard missing, no sun open: $(cat "$work/part")"
grep -qE 'moves not proved in ' "$work/part" || fail "a shard missing, not said: $(cat "$work/part")"

# nodes=: gives up, and says so.
status=0
"$gnomon" lab solve day=6 tt=16 nodes=1 >"$work/open" 2>/dev/null || status=$?
[ "$status" = 1 ] || fail "nodes=1: exit status $status, not 1"
grep -qE '^N +open' "$work/open" || fail "nodes=1: not open: $(cat "$work/open")"
grep -q 'not proved within nodes=1' "$work/open" || fail "nodes=1: not said: $(cat "$work/open")"
[ $failures -eq 0 ]
