#!/bin/sh
# The engine ends when its controller does: `quit` and the end of the
# input cut short a search that would run for hours (`genmove depth=96`,
# `genmove movetime=86400000`), and the process is gone within a second.
# A watchdog kills an engine still there after the second: the only
# timing this script claims is that bound, measured from the `quit` or the
# end of the input.
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

# ends GENMOVE HOW: starts an engine, sets it searching with GENMOVE, then
# ends its controller's side by HOW (quit or eof), and checks that the
# engine is gone within the bound, having answered the search.
ends() {
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
	(sleep "$bound_seconds"; kill -KILL "$engine_pid" 2>/dev/null) &
	watchdog=$!
	wait "$engine_pid"
	status=$?
	engine_pid=
	kill "$watchdog" 2>/dev/null
	wait "$watchdog" 2>/dev/null
	if [ "$status" -ne 0 ]; then
		fail "$1 then $2: still searching ${bound_seconds}s later (status $status)"
		return
	fi
	# The search answered with what it had (a move, or analyze's depths).
	if ! grep -q '^= \([a-g][1-7]\|depth\)' "$work/out"; then
		fail "$1 then $2: no answer: $(cat "$work/out")"
	fi
	echo "ok: $1, then $2: ended within ${bound_seconds}s"
}

ends "genmove depth=96" quit
ends "genmove movetime=86400000" eof
ends "genmove depth=96" eof
ends "genmove movetime=86400000" quit
ends "analyze depth=96" quit
[ "$failures" -eq 0 ]
