#!/bin/sh
# Checks that a gnomon binary carries the hardening the Makefile asks for:
# a position-independent executable, full RELRO (relro + bind now), the stack
# protector and _FORTIFY_SOURCE's checked functions.
program=${1:-./gnomon}
status=0
headers=$(readelf -lhd "$program") || exit 1
symbols=$(nm -D "$program")

check() {
	if printf '%s\n' "$2" | grep -q "$3"; then
		echo "ok   $1"
	else
		echo "FAIL $1"
		status=1
	fi
}
check "PIE (ELF type DYN)" "$headers" 'Type:.*DYN'
check "RELRO segment" "$headers" 'GNU_RELRO'
check "bind now" "$headers" 'BIND_NOW'
check "stack protector" "$symbols" '__stack_chk_fail'
check "fortified calls" "$symbols" '__[a-z]*_chk'
exit $status
