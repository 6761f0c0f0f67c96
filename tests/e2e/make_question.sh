#!/bin/sh
# `make -q` asks whether the programs are up to date and changes nothing,
# not even ./gnomon-9, whose rule runs a second make (a `+` line, which -q
# runs too: make then deleted ./gnomon-9, built and up to date).  Run on a
# copy of the built tree, times kept, asking the default goal and
# ./gnomon-9 alone.
make=${MAKE:-make}
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
if [ ! -f gnomon-9 ] || [ ! -d build/nine ]; then
	echo "SKIP: no ./gnomon-9 built here to be kept"
	exit 0
fi
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

mkdir "$work/tree"
# posix: the times to the nanosecond, which make compares.
tar --format=posix -cf - --exclude=./.git --exclude=./build/check \
    --exclude=./build/sanitize --exclude=./build/tidy \
    --exclude=./build/valgrind . |
    (cd "$work/tree" && tar -xf -) || { echo "cannot copy the tree"; exit 1; }

# listing: every file and directory of the copy with its size and time.
listing() {
	(cd "$work/tree" && find . -exec ls -ld --time-style=+%s.%N {} + |
	    awk '{ print $1, $5, $6, $7 }' | sort)
}
# question GOAL...: make -q GOAL... answers (status 0 or 1, not an error)
# and changes nothing.
question() {
	listing >"$work/before"
	status=0
	(cd "$work/tree" && unset MAKEFLAGS MFLAGS MAKELEVEL &&
	    $make -q "$@" >"$work/out" 2>&1) || status=$?
	listing >"$work/after"
	[ "$status" -le 1 ] ||
		fail "make -q $*: status $status: $(cat "$work/out")"
	[ -f "$work/tree/gnomon-9" ] ||
		fail "make -q $* deleted ./gnomon-9: $(cat "$work/out")"
	cmp -s "$work/before" "$work/after" ||
		fail "make -q $* changed the tree: $(diff "$work/before" "$work/after" | head -n 20)"
	[ "$failures" -eq 0 ] && echo "ok: make -q $*: status $status, nothing changed"
}
question
question ./gnomon-9
[ "$failures" -eq 0 ]
