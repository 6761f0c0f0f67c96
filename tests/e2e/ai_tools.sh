#!/bin/sh
# The AI's tools driven through the real binary: selfplay (every option, the
# same tally on one thread and two, tables capped by the machine's memory), transcript, bench, genmove and analyze
# over the engine protocol, and unknown keys refused with status 2.
set -eu
gnomon=./gnomon
fail() { echo "FAIL: $*"; exit 1; }

# Tables beyond half of the machine's memory are refused before any is made
# (512 GiB here, and the last day's tables), naming the total and the
# limit, with status 2 and no output.  ulimit -v (4 GiB; not under ASan,
# which reserves terabytes of address space) and timeout keep a build that
# tries anyway from taking the machine down or hanging the suite.
status=0
# shellcheck disable=SC3045 # dash and bash have ulimit -v; elsewhere, no cap
refusal=$( (nm -D "$gnomon" | grep -q __asan_init || ulimit -v 4194304 || true
	timeout 60 "$gnomon" selfplay jobs=64 tt=4096 games=1 2>&1) ) || status=$?
[ "$status" -eq 2 ] || fail "selfplay jobs=64 tt=4096: status $status, not 2: $refusal"
echo "$refusal" | grep -Eq '^gnomon selfplay: jobs=64 tt=4096 \(64 x 2 searches\) would take 512\.[0-9] GiB, over the limit of [0-9.]+ [GM]iB \(half of this machine.s [0-9.]+ [GM]iB of memory\): lower jobs or tt$' ||
	fail "selfplay jobs=64 tt=4096: $refusal"

one=$($gnomon selfplay games=12 p1=2 p2=L1 len=3 day=4 sun=3 snake=1 mover=0 seed=9 jobs=1)
two=$($gnomon selfplay games=12 p1=2 p2=L1 len=3 day=4 sun=3 snake=1 mover=0 seed=9 jobs=2)
# Lines 2-5: the players, the tally, the plies and the endings.
[ "$(echo "$one" | sed -n 2,5p)" = "$(echo "$two" | sed -n 2,5p)" ] ||
	fail "selfplay differs between jobs=1 and jobs=2"
echo "$one" | grep -qx 'players: Amber (p1) depth 2, Teal (p2) level 1' || fail "selfplay players: $one"
echo "$one" | grep -q 'nodes/s on 1 job$' || fail "selfplay: not '1 job': $one"
echo "$two" | grep -q 'nodes/s on 2 jobs$' || fail "selfplay: not '2 jobs': $two"
echo "$one" | grep -q '^games 12  len=3 day=4 sun=3 snake=1 mover=0' || fail "selfplay header: $one"
echo "$one" | grep -Eq '^Amber \(p1\) wins [0-9]+, Teal \(p2\) wins [0-9]+, draws [0-9]+$' || fail "selfplay tally"
echo "$one" | grep -Eq '^endings: eclipse [0-9]+, dusk [0-9]+$' || fail "selfplay endings"
echo "$one" | grep -q 'nodes/s' || fail "selfplay speed"
tally=$(echo "$one" | sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)$/\1+\2+\3/p')
[ "$(echo "$tally" | awk -F+ '{ print $1 + $2 + $3 }')" = 12 ] ||
	fail "selfplay tally does not add up to 12: $tally"
$gnomon selfplay games=4 p1=0 p2=0 opening=3 seed=2 >/dev/null || fail "random movers"

# The random mover loses to depth 2 nearly always; depth 2 must win most.
wins=$($gnomon selfplay games=20 p1=2 p2=0 seed=3 | sed -n 's/^Amber (p1) wins \([0-9]*\),.*/\1/p')
[ "$wins" -ge 15 ] || fail "depth 2 won only $wins of 20 against the random mover"

for bad in "selfplay colour=1" "selfplay p1=L6" "selfplay games=0" "transcript depth=x" "transcript foo=1" "bench 3"; do
	set +e
	# shellcheck disable=SC2086
	message=$($gnomon $bad 2>&1 >/dev/null)
	code=$?
	set -e
	[ "$code" -eq 2 ] || fail "'gnomon $bad' exited $code, not 2"
	[ "$(echo "$message" | wc -l)" -eq 1 ] || fail "'gnomon $bad' message is not one line"
done

transcript=$($gnomon transcript depth=2 seed=4 day=3 sun=1)
echo "$transcript" | grep -q '^1\. round 1, sun NE: Amber ' || fail "transcript first move"
echo "$transcript" | grep -q 'dusk falls' || fail "transcript shows no dusk"
echo "$transcript" | tail -n 1 | grep -Eq '^result: (Amber wins|Teal wins|a draw) after [0-9]+ plies, ended by (eclipse|dusk)$' ||
	fail "transcript result"
# moon=1: the moon beside the sun on every ply, and where it moves.
transcript=$($gnomon transcript depth=2 seed=4 moon=1)
echo "$transcript" | grep -q '^1\. round 1, sun N, moon S: Amber ' || fail "transcript: no moon on the first move"
echo "$transcript" | grep -q '^4\. round 2, sun NE, moon S: Teal ' || fail "transcript: no moon in round 2"
echo "$transcript" | grep -qx '   the moon moves to SE' || fail "transcript: the moon never moves"
echo "$transcript" | grep -q '^5\. round 3, sun E, moon SE: Amber ' || fail "transcript: the moon did not move after round 2"
$gnomon transcript depth=2 seed=4 | grep -q 'moon' && fail "transcript: a moon without moon=1"
[ "$($gnomon transcript depth=2 seed=4)" = "$($gnomon transcript depth=2 seed=4)" ] ||
	fail "transcript not the same for the same seed"

$gnomon bench | grep -Eq '^signature [0-9]+$' || fail "bench signature"

reply=$(printf 'genmove level=1 seed=2\nshow\nanalyze depth=4\ngenmove level=9\nanalyze colour=1\n' | $gnomon engine)
echo "$reply" | sed -n 1p | grep -Eq '^= [a-g][1-7][a-g][1-7]$' || fail "genmove: $reply"
echo "$reply" | grep -q '^= 1ttttt1/.* t N 1$' || fail "genmove did not play"
for depth in 1 2 3 4; do
	echo "$reply" | grep -Eq "^(= )?depth $depth score -?[0-9]+ nodes [0-9]+ time [0-9]+ pv( [a-g][1-7][a-g][1-7]| pass)+$" ||
		fail "analyze depth $depth line: $reply"
done
[ "$(echo "$reply" | grep -c '^?')" -eq 2 ] || fail "bad limits not refused: $reply"
exit 0
