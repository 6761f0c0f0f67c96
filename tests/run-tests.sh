#!/bin/sh
# The runner behind `make check` (see the Makefile), in two steps:
#
#   run-tests.sh run NAME RESULT COMMAND...
#       runs COMMAND (a test program or an end-to-end script) with its
#       output in RESULT's .log, writes what it counted to RESULT, and
#       prints one line: "ok    NAME  (N checks)" or "FAIL  NAME  (...)",
#       and keeps how many seconds it took beside the counts.
#       A test that fails does not make this step fail: every test runs,
#       and the summary reports them all.
#   run-tests.sh summary LABEL RESULT...
#       prints the whole log of every test that failed, then one line,
#       "LABEL: N passed, M failed", and the slowest tests with their
#       seconds (where a faster `make check` would start); exits non-zero
#       if M is not 0.
#
# A cmocka program counts the tests it reports passed and failed (and one
# failure more if it exits non-zero having reported none, as a crash or
# valgrind's error exit does); any other command counts as one check,
# passed if it exits 0.
SLOWEST=5	# the slowest tests the summary names

usage() {
	echo "usage: run-tests.sh run NAME RESULT COMMAND..." >&2
	echo "       run-tests.sh summary LABEL RESULT..." >&2
	exit 2
}

# Sets passed and failed to the last counts cmocka printed in the log $1
# (empty if it printed none), with one sed for both: a test's few programs
# started are a good part of a short test's time.  Not anchored at the
# start of a line: cmocka writes these lines to stderr and the others to a
# buffered stdout, so they may land mid-line.
cmocka_counts() {
	passed=
	failed=
	# shellcheck disable=SC2013 # its words: passed=N and failed=N
	for count in $(sed -n \
	    -e 's/.*\[  PASSED  \] \([0-9]*\) test.*/passed=\1/p' \
	    -e 's/.*\[  FAILED  \] \([0-9]*\) test.*/failed=\1/p' "$1"); do
		case $count in
		passed=*) passed=${count#passed=} ;;
		failed=*) failed=${count#failed=} ;;
		esac
	done
}

run() {
	[ $# -ge 3 ] || usage
	name=$1
	result=$2
	shift 2
	log=${result%.result}.log
	# A home, a state and a settings directory of the test's own: never
	# the tester's saved game, lock or gnomonrc (a saved game there once
	# made a test wait on "resume it?"), nor anything a tool a test runs
	# keeps in HOME (GNU parallel's ~/.parallel).  A test may set its own
	# instead.  Absolute, or gnomon would not take it (an XDG base
	# directory must be).
	home=${result%.result}.home
	case $home in /*) ;; *) home=$PWD/$home ;; esac
	# (-m: the directories named are private, not $home above them.)
	# shellcheck disable=SC2174
	rm -rf "$result" "$home" &&
	    mkdir -p -m 700 "$home/state" "$home/config" || exit 2
	clock
	started=$now
	HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config \
	    "$@" >"$log" 2>&1
	code=$?
	clock
	seconds=$((now - started))
	cmocka_counts "$log"
	if [ -n "$passed$failed" ]; then
		passed=${passed:-0}
		failed=${failed:-0}
		if [ "$code" -ne 0 ] && [ "$failed" -eq 0 ]; then
			failed=1
			echo "$name: exited with status $code" >>"$log"
		fi
	elif [ "$code" -eq 0 ]; then
		passed=1
		failed=0
	else
		passed=0
		failed=1
		echo "$name: exited with status $code" >>"$log"
	fi
	checks=checks
	[ "$passed" -eq 1 ] && checks=check
	if [ "$failed" -eq 0 ]; then
		printf 'ok    %-30s (%d %s)\n' "$name" "$passed" "$checks"
	else
		printf 'FAIL  %-30s (%d passed, %d failed: %s)\n' "$name" \
		    "$passed" "$failed" "$log"
	fi
	echo "$passed $failed $name $seconds" >"$result"
}

# clock: sets now to a count of whole seconds: since the system started,
# read by the shell from /proc/uptime where there is one (no program
# started, twice for each of some 300 tests), else since the epoch.
clock() {
	if [ -r /proc/uptime ] && read -r now _ </proc/uptime; then
		now=${now%.*}
	else
		now=$(date +%s)
	fi
}

summary() {
	[ $# -ge 1 ] || usage
	label=$1
	shift
	total_passed=0
	total_failed=0
	times=
	for result in "$@"; do
		if ! [ -f "$result" ] || ! read -r passed failed name seconds <"$result"; then
			echo "$result: no result"
			total_failed=$((total_failed + 1))
			continue
		fi
		times="$times${seconds:-0} $name
"
		total_passed=$((total_passed + passed))
		total_failed=$((total_failed + failed))
		[ "$failed" -eq 0 ] && continue
		echo
		echo "---- FAIL $name: ${result%.result}.log ----"
		cat "${result%.result}.log"
	done
	echo
	echo "$label: $total_passed passed, $total_failed failed"
	echo "slowest: $(printf '%s' "$times" | sort -rn | head -n "$SLOWEST" |
	    awk '{ printf "%s%s %ss", (NR > 1 ? ", " : ""), $2, $1 }')"
	[ "$total_failed" -eq 0 ]
}

command=$1
[ $# -gt 0 ] && shift
case $command in
run)	run "$@" ;;
summary) summary "$@" ;;
*)	usage ;;
esac
