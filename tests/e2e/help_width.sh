#!/bin/sh
# Every --help fits an 80-column terminal: gnomon --help, every
# subcommand's --help (as gnomon --help lists them), the lab's questions'
# and gnomon-9's.  A wider line is named with its width.
set -u
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
width=80

# fits ARGS...: no line of `gnomon ARGS` is wider than $width columns.
fits() {
	out=$("$gnomon" "$@" </dev/null 2>&1) || fail "gnomon $*: exit status $?"
	wide=$(printf '%s\n' "$out" | awk -v width=$width \
	    'length($0) > width { print length($0) ": " $0 }')
	[ -z "$wide" ] || fail "gnomon $* has lines wider than $width columns:
$wide"
}

fits --help
subcommands=$("$gnomon" --help | sed -n 's/^  gnomon \([a-z][a-z_]*\).*/\1/p')
[ -n "$subcommands" ] || fail "gnomon --help lists no subcommand"
for subcommand in $subcommands; do
	fits "$subcommand" --help
done
fits lab
for question in $("$gnomon" lab | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p'); do
	fits lab "$question" --help
done
nine=$(dirname "$gnomon")/gnomon-9
[ -x "$nine" ] && gnomon=$nine && fits --help

[ $failures -eq 0 ]
