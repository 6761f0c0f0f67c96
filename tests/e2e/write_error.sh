#!/bin/sh
# A write error is an error: every command that writes to standard output,
# sent to a full disk (/dev/full), exits 1 and says "write error: No space
# left on device" on stderr, as coreutils do, instead of reporting success
# with an empty file.  Nothing is written, so nothing is lost: the check is
# main's, once at exit (message_close_stdout).
set -u
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
[ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 0; }
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

# full ARGS...: `gnomon ARGS >/dev/full` (stdin from $work/in) exits 1 and
# says so on stderr.  Why (ENOSPC) is said when the write that failed is
# the last one, at exit; a command that flushed its output as it went
# (engine, a long report) has lost that errno by then, as coreutils have,
# and says "write error" alone.
full() {
	status=0
	"$gnomon" "$@" <"$work/in" >/dev/full 2>"$work/err" || status=$?
	[ "$status" -eq 1 ] || fail "gnomon $* >/dev/full: exit status $status, not 1"
	grep -Eq '^gnomon: write error(: No space left on device)?$' "$work/err" ||
		fail "gnomon $* >/dev/full: no write error on stderr: $(cat "$work/err")"
}

# The short outputs, written at exit, name the reason.
for args in --version --help "perft 3" "selfplay games=1 p1=1 p2=1"; do
	# shellcheck disable=SC2086 # the arguments are words
	"$gnomon" $args >/dev/full 2>"$work/err"
	grep -qx 'gnomon: write error: No space left on device' "$work/err" ||
		fail "gnomon $args >/dev/full does not say why: $(cat "$work/err")"
done

: >"$work/in"
full --version
full --help
full --level 3 --help
# Every subcommand's --help, as `gnomon --help` lists them.
for subcommand in $("$gnomon" --help | sed -n 's/^  gnomon \([a-z][a-z_]*\).*/\1/p'); do
	full "$subcommand" --help
done
full selfplay games=1 p1=1 p2=1
full selfplay games=1 p1=1 p2=1 board=9
full transcript depth=1
full perft 3
full perft 2 board=9
full bench
full lab
full lab length games=2 p=0 print=1
full stats
"$gnomon" selfplay games=2 p1=1 p2=1 results="$work/results" >/dev/null ||
	fail "selfplay results=: exit status $?"
full merge "$work/results"
"$gnomon" transcript depth=1 pgn="$work" >/dev/null ||
	fail "transcript pgn=: exit status $?"
record=$(find "$work" -name '*.gnomon' | head -n 1)
full review "$record" --text
printf 'quit\n' >"$work/in"
full engine
printf '7/7/7/7/3a3/7/1a3t1 a N 1\n' >"$work/openings"
full match a="$gnomon engine" b="$gnomon engine" tc=nodes:100 games=2 \
    openings="$work/openings"
: >"$work/in"

# What a full disk is not: a command that writes nothing, or a stdout that
# works.
"$gnomon" --version >/dev/null 2>"$work/err" || fail "--version >/dev/null: exit status $?"
[ -s "$work/err" ] && fail "--version >/dev/null wrote on stderr: $(cat "$work/err")"
# A usage error stays a usage error (2), whatever stdout is.
status=0
"$gnomon" perft 2 zzz=1 >/dev/full 2>/dev/null || status=$?
[ "$status" -eq 2 ] || fail "a usage error to /dev/full: exit status $status, not 2"

[ $failures -eq 0 ]
