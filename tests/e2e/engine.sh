#!/bin/sh
# Drives the real ./gnomon binary: a scripted engine session compared with
# its expected replies exactly, a few megabytes of random bytes piped into
# `gnomon engine` (it must exit 0 and answer every line in the protocol's
# shape), and the shape of `gnomon perft 4`.  Run from the top of the
# repository: sh tests/e2e/engine.sh (GNOMON may name another binary).
# Exits non-zero on any failure.
set -u
LC_ALL=C
export LC_ALL

gnomon=${GNOMON:-./gnomon}
junk_bytes=3000000
failures=0
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

fail() {
	echo "FAIL: $*"
	failures=$((failures + 1))
}

if [ ! -x "$gnomon" ]; then
	echo "FAIL: $gnomon not built (run make first, from the top of the repository)"
	exit 1
fi
version=$("$gnomon" --version | sed 's/^gnomon //')

# 1. A scripted session, replies compared exactly (an id past GTP's ints is
# refused with no id, and its command is not run).
cat >"$work/session" <<'END'
protocol_version
name
version
1 known_command play
known_command fly
list_commands
# a comment, then a blank line: no reply to either

new len=2 day=8
legal
play d1d2
2 play d1d2
show
play D7-D6
show
undo
show
result
perft 1
position 7/7/7/3a3/2t4/7/7 t N 24
play c3c4
show
result
legal
play d4d5
3 undo
show
fly
new len=9
new len=3 day=2 sun=NW snake=1 mover=0
show
2147483647 name
99999999999999999999 name
2147483648 new len=1
show
analyze depth=2 threads=0
analyze depth=2 threads=65
analyze depth=2 threads=
genmove depth=2 threads=2
4 analyze nodes=100 threads=3
show
quit
name
END
cat >"$work/expected" <<END
= 2

= Gnomon

= $version

=1 true

= false

= protocol_version
name
version
list_commands
known_command
new
position
play
legal
show
result
perft
undo
genmove
analyze
pie
stop
quit

=

= b1a1 b1a2 b1b2 b1c2 c1b2 c1c2 c1d2 d1c2 d1d2 d1e2 e1d2 e1e2 e1f2 f1e2 f1f2 f1g1 f1g2

=

?2 illegal move d1d2: there is no stone on d1

= 1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1

=

= 1tt1tt1/3t3/7/7/7/3a3/1aa1aa1 a NE 2

=

= 1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1

= none

= 17

=

=

= 7/7/7/3a3/7/7/7 a NE 25

= amber

=

? the game is over

=3

= 7/7/7/3a3/2t4/7/7 t N 24

? unknown command 'fly'

? len must be 1 to 3, not 9

=

= 1ttttt1/7/7/7/7/7/1aaaaa1 a NW 1

=2147483647 Gnomon

? id must be 0 to 2147483647, not 99999999999999999999

? id must be 0 to 2147483647, not 2147483648

= 1ttttt1/7/7/7/7/7/1aaaaa1 a NW 1

? threads must be 1 to 64, not 0

? threads must be 1 to 64, not 65

? threads must be a whole number from 1 to 64, not ''

? genmove takes threads=N only with movetime, and without nodes or a level: a move by depth, nodes or level is searched on one thread, the same every time

?4 analyze takes threads=N only with depth or movetime, and without nodes or a level: those are searched on one thread, the same every time

= 1ttttt1/7/7/7/7/7/1aaaaa1 a NW 1

=

END
"$gnomon" engine <"$work/session" >"$work/output" 2>"$work/errors"
status=$?
[ "$status" -eq 0 ] || fail "scripted session: exit status $status"
[ -s "$work/errors" ] && fail "scripted session wrote to stderr: $(head -c 200 "$work/errors")"
if ! cmp -s "$work/expected" "$work/output"; then
	fail "scripted session: replies differ (expected, then actual):"
	diff "$work/expected" "$work/output" | head -40
fi

# 2. Random bytes, then one last command that must still be answered.
head -c "$junk_bytes" /dev/urandom >"$work/junk"
printf '\nname\n' >>"$work/junk"
"$gnomon" engine <"$work/junk" >"$work/output" 2>/dev/null
status=$?
[ "$status" -eq 0 ] || fail "random bytes: exit status $status"
# Each reply is one line starting with = or ? (an id may follow), then an empty line.
awk '
	NR % 2 == 1 && !/^[=?]/ { print "line " NR " does not start a reply"; bad = 1; exit }
	NR % 2 == 0 && $0 != "" { print "line " NR " is not the empty line after a reply"; bad = 1; exit }
	{ last = $0; lines = NR }
	END {
		if (bad) exit 1
		if (lines % 2 != 0) { print "the output ends inside a reply"; exit 1 }
		if (lines < 2) { print "no reply at all"; exit 1 }
	}
' "$work/output" || fail "random bytes: malformed replies"
tail -n 2 "$work/output" | head -n 1 | grep -qx '= Gnomon' ||
	fail "random bytes: the last command was not answered"
replies=$(grep -c '^[=?]' "$work/output")
[ "$replies" -gt 1000 ] || fail "random bytes: only $replies replies to $junk_bytes bytes"

# 3. The shape of gnomon perft 4: a header, then depth, leaves, seconds, speed.
"$gnomon" perft 4 >"$work/perft" 2>"$work/errors"
status=$?
[ "$status" -eq 0 ] || fail "perft 4: exit status $status"
awk '
	NR == 1 { if ($1 != "depth" || $2 != "leaves" || $3 != "seconds" || $4 != "leaves/second") bad = 1; next }
	NF != 4 || $1 != NR - 1 || $2 !~ /^[0-9]+$/ || $3 !~ /^[0-9]+\.[0-9]+$/ || $4 !~ /^[0-9]+$/ { bad = 1 }
	END { if (bad || NR != 5) exit 1 }
' "$work/perft" || { fail "perft 4: unexpected output:"; cat "$work/perft"; }
leaves=$(awk 'NR > 1 { printf "%s ", $2 }' "$work/perft")
# The end of the input cuts a perft short: name, after them, waits for
# the last.
engine_leaves=$(printf 'perft 1\nperft 2\nperft 3\nperft 4\nname\n' |
	"$gnomon" engine | sed -n 's/^= \([0-9]\)/\1/p' | tr '\n' ' ')
[ "$leaves" = "$engine_leaves" ] ||
	fail "perft 4 counts '$leaves' differ from the engine's '$engine_leaves'"
case $leaves in
"17 289 "*) ;;
*) fail "perft 4 starts '$leaves', not 17 289" ;;
esac

# 4. stop cuts short a search that would otherwise run for hours (depth 96
# from the start): the engine reads it while the search runs, the search
# answers with its best move so far, and then stop answers; the commands
# after it are answered in order, the move stopped having been played.
# No clock is read: timeout is only the backstop that makes a stop which
# does not stop fail rather than hang (status 124).
printf '1 genmove depth=96\n2 stop\n3 show\nstop\n4 analyze depth=96\n5 stop\n' |
	timeout 120 "$gnomon" engine >"$work/output" 2>"$work/errors"
status=$?
[ "$status" -eq 0 ] || fail "stop: exit status $status (124: the search was not stopped)"
awk '
	NR == 1 && !/^=1 ([a-g][1-7][a-g][1-7]|pass)$/ { bad = 1 }
	NR == 3 && $0 != "=2" { bad = 1 }
	NR == 5 && !/^=3 [^ ]+ t / { bad = 1 }
	NR == 7 && $0 != "=" { bad = 1 }
	NR == 9 && !/^=4 depth 1 score -?[0-9]+ nodes [0-9]+ time [0-9]+ pv / { bad = 1 }
	NR % 2 == 0 && NR < 9 && $0 != "" { bad = 1 }
	$0 == "=5" { stopped = NR }
	{ last = $0 }
	END { if (bad || stopped == 0 || NR != stopped + 1 || last != "") exit 1 }
' "$work/output" || { fail "stop: unexpected replies:"; cat "$work/output"; }

# 5. Threads (threads=N: lazy SMP).  A threaded search's answer may differ
# from run to run, so only its shape is checked: analyze answers every depth
# asked for, genmove by time plays a legal move.  `gnomon engine threads=N`
# leaves genmove by depth on one thread: the same move as without it.
printf 'analyze depth=6 threads=2\ngenmove movetime=50 threads=2\nshow\n' |
	"$gnomon" engine >"$work/output" 2>"$work/errors"
status=$?
[ "$status" -eq 0 ] || fail "threads: exit status $status"
awk '
	NR <= 6 && !/^(= )?depth [1-6] score -?[0-9]+ nodes [0-9]+ time [0-9]+ pv / { bad = 1 }
	NR == 6 && !/^depth 6 / { bad = 1 }
	NR == 7 && $0 != "" { bad = 1 }
	NR == 8 && !/^= ([a-g][1-7][a-g][1-7]|pass)$/ { bad = 1 }
	NR == 10 && !/^= [^ ]+ t N 1$/ { bad = 1 }
	END { if (bad || NR != 11) exit 1 }
' "$work/output" || { fail "threads: unexpected replies:"; cat "$work/output"; }
# (A command after a search waits for it: the end of the input would stop it.)
one=$(printf 'genmove depth=5 seed=3\nname\n' | "$gnomon" engine)
two=$(printf 'genmove depth=5 seed=3\nname\n' | "$gnomon" engine threads=2)
if [ -z "$one" ] || [ "$one" != "$two" ]; then
	fail "threads: engine threads=2 changed genmove by depth ('$one', '$two')"
fi

# 6. `gnomon engine off=FEATURE` leaves the feature out of its full
# searches, as selfplay's off1= does: without late-move pruning a search
# to depth 8 visits more nodes, and the levels are searched as they are.
nodes_of() {
	printf 'analyze depth=8\nname\n' | "$gnomon" engine "$@" |
	    sed -n 's/^depth 8 score -*[0-9]* nodes \([0-9]*\) .*/\1/p'
}
with=$(nodes_of)
without=$(nodes_of off=pruning)
if [ -z "$with" ] || [ -z "$without" ] || [ "$without" -le "$with" ]; then
	fail "off=pruning: depth 8 in $without nodes, against $with with it"
fi
one=$(printf 'genmove level=5 seed=3\nname\n' | "$gnomon" engine)
two=$(printf 'genmove level=5 seed=3\nname\n' | "$gnomon" engine off=pruning,tt)
if [ -z "$one" ] || [ "$one" != "$two" ]; then
	fail "off=: changed level 5's move ('$one', '$two')"
fi
"$gnomon" engine off=pruning,bogus </dev/null >/dev/null 2>"$work/errors"
[ $? -eq 2 ] || fail "gnomon engine off=pruning,bogus: exit status not 2"
grep -q "unknown feature 'bogus' (tt, order, pvs, reductions, quiescence, evaluation, lastday, pruning)" \
    "$work/errors" || fail "gnomon engine off=bogus: $(cat "$work/errors")"

# 7. Usage errors exit 2 and say so on stderr.
"$gnomon" engine extra </dev/null >/dev/null 2>"$work/errors"
[ $? -eq 2 ] || fail "gnomon engine extra: exit status not 2"
[ -s "$work/errors" ] || fail "gnomon engine extra: no message"
for setting in threads=0 threads=65 threads=x; do
	"$gnomon" engine "$setting" </dev/null >/dev/null 2>"$work/errors"
	[ $? -eq 2 ] || fail "gnomon engine $setting: exit status not 2"
	grep -q 'threads must be' "$work/errors" ||
		fail "gnomon engine $setting: no message about threads"
done
"$gnomon" perft >/dev/null 2>&1
[ $? -eq 2 ] || fail "gnomon perft with no depth: exit status not 2"
"$gnomon" perft 3 len=7 >/dev/null 2>&1
[ $? -eq 2 ] || fail "gnomon perft 3 len=7: exit status not 2"

if [ "$failures" -ne 0 ]; then
	echo "$failures failure(s)"
	exit 1
fi
echo "engine end-to-end: all passed"
