#!/bin/sh
# The engine ends when its controller does: `quit` and the end of the
# input cut short a long command that would run for hours (`genmove
# depth=96`, `genmove movetime=86400000`, `analyze depth=96`) or a minute
# (`perft 8`), and the process is gone within a second (a perft: within
# ten, it only has to end rather than hang).  A watchdog kills an engine
# still there after its bound: the only timing this script claims is that
# bound, measured from the `quit` or the end of the input.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

bound_seconds=1
work=$(mktemp -d) || exit 1
engine_pid=
cleanup() {
	[ -n "$engine_pid" ] && kill -KILL "$engine_pid" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT

# ends COMMAND HOW [ANSWER BOUND]: starts an engine, sets it working on
# COMMAND, then ends its controller's side by HOW (quit or eof), and
# checks that the engine is gone within BOUND seconds (default
# bound_seconds), having answered COMMAND with a line matching ANSWER (by
# default a move or analyze's depths: a search answers with what it has).
ends() {
	answer=${3:-'^= \([a-g][1-7]\|depth\)'}
	bound=${4:-$bound_seconds}
	rm -f "$work/in" "$work/out"
	mkfifo "$work/in" || exit 1
	"$gnomon" engine <"$work/in" >"$work/out" 2>&1 &
	engine_pid=$!
	exec 3>"$work/in"
	echo name >&3
	tries=0
	while ! grep -q '^= Gnomon' "$work/out" && [ $tries -lt 300 ]; do
		sleep 0.1
		tries=$((tries + 1))
	done
	echo "$1" >&3
	# Long enough for the search to be well under way; it has hours to go.
	sleep 0.5
	if ! kill -0 "$engine_pid" 2>/dev/null; then
		fail "$1: the engine ended before it was told to"
		exec 3>&-
		wait "$engine_pid"
		engine_pid=
		return
	fi
	if [ "$2" = quit ]; then
		echo quit >&3
	fi
	exec 3>&-
	(sleep "$bound"; kill -KILL "$engine_pid" 2>/dev/null) &
	watchdog=$!
	wait "$engine_pid"
	status=$?
	engine_pid=
	kill "$watchdog" 2>/dev/null
	wait "$watchdog" 2>/dev/null
	if [ "$status" -ne 0 ]; then
		fail "$1 then $2: still at work ${bound}s later (status $status)"
		return
	fi
	if ! grep -q "$answer" "$work/out"; then
		fail "$1 then $2: no answer: $(cat "$work/out")"
	fi
	echo "ok: $1, then $2: ended within ${bound}s"
}

ends "genmove depth=96" quit
ends "genmove movetime=86400000" eof
ends "genmove depth=96" eof
ends "genmove movetime=86400000" quit
ends "analyze depth=96" quit
# perft 8 takes about a minute: it has no count to give when cut short.
ends "perft 8" quit '^? perft 8 stopped' 10
ends "perft 8" eof '^? perft 8 stopped' 10
[ "$failures" -eq 0 ]
