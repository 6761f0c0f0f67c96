#!/bin/sh
# Checks that a gnomon binary carries the hardening the Makefile asks for:
# a position-independent executable, full RELRO (relro + bind now), the stack
# protector, _FORTIFY_SOURCE's checked functions, and, on x86-64, stack clash
# protection and control-flow protection.
#
#   check-hardening.sh [PROGRAM] [PROBED_FLAGS]
#
# PROBED_FLAGS are the flags the Makefile found its compiler has (see
# PROBED_CFLAGS there); they are printed, and on x86-64, where gcc since 8
# and clang since 11 have both, a missing one fails.  Elsewhere the two are
# left unchecked (the code looks different on each architecture) and the
# script says so.
#
# Both are seen in the code itself, which needs the symbol table (an
# unstripped binary, as `make` builds it):
#   stack clash  no function moves the stack pointer down by more than a
#                page at once, and some function (the engine's line reader
#                has a frame of over 4 KiB) probes page by page: a
#                `sub $0x1000,%rsp` followed by a store to (%rsp).  Without
#                the flag, gcc and clang allocate such a frame in one step.
#   cf-protect   every global function but the C runtime's (_start, _init,
#                _fini) begins with endbr64.  The ELF property note (IBT,
#                SHSTK) is only reported: the linker drops it when any object
#                linked lacks it, as the C library's start files do on
#                Debian 12, so it says more about the toolchain than about
#                how our code was compiled.
program=${1:-./gnomon}
probed=${2-}
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

# Each function's name and first instruction, one line each.
first_instructions() {
	objdump -d --no-show-raw-insn "$program" | awk '
		/^[0-9a-f]+ <.*>:$/ {
			name = substr($2, 2, length($2) - 3)
			if ((getline line) > 0) {
				n = split(line, field, "\t")
				print name, field[n]
			}
		}'
}

check_stack_clash() {
	code=$(objdump -d --no-show-raw-insn "$program") || return 1
	large=$(printf '%s\n' "$code" | awk '
		match($0, /sub +\$0x[0-9a-f]+,%rsp$/) {
			value = substr($0, RSTART, RLENGTH)
			sub(/^sub +\$0x/, "", value)
			sub(/,%rsp$/, "", value)
			# sub $-128,%rsp (0xffffffffffffff80) gives stack back
			if (length(value) == 16 && substr(value, 1, 1) >= "8")
				next
			if (length(value) > 4 || (length(value) == 4 && value > "1000"))
				print
		}')
	probes=$(printf '%s\n' "$code" | awk '
		after && /(or|mov)q? +\$0x0,\(%rsp\)$/ { count++ }
		{ after = /sub +\$0x1000,%rsp$/ }
		END { print count + 0 }')
	if [ -n "$large" ]; then
		echo "FAIL stack clash protection: a frame over a page taken at once:"
		printf '%s\n' "$large" | sed 's/^/       /'
		status=1
	elif [ "$probes" -eq 0 ]; then
		echo "FAIL stack clash protection: no page-by-page stack probe"
		status=1
	else
		echo "ok   stack clash protection ($probes probed frames)"
	fi
}

check_cf_protection() {
	globals=$(nm --defined-only "$program" 2>/dev/null | awk '$2 == "T" { print $3 }')
	if [ -z "$globals" ]; then
		echo "FAIL cf-protection: no symbol table (stripped?) to find the functions"
		status=1
		return
	fi
	unmarked=$(first_instructions | awk -v globals="$globals" '
		BEGIN {
			n = split(globals, list, "\n")
			for (i = 1; i <= n; i++)
				global[list[i]] = 1
			runtime["_start"] = runtime["_init"] = runtime["_fini"] = 1
		}
		($1 in global) && !($1 in runtime) && $2 != "endbr64" { print $1 }')
	if [ -n "$unmarked" ]; then
		echo "FAIL cf-protection: global functions without endbr64:" \
		    "$(printf '%s\n' "$unmarked" | head -n 5 | tr '\n' ' ')..."
		status=1
	else
		echo "ok   cf-protection (every global function begins with endbr64)"
	fi
	if readelf -n "$program" | grep -q 'x86 feature:.*IBT.*SHSTK'; then
		echo "     (the binary carries the IBT and SHSTK property note)"
	else
		echo "     (no IBT/SHSTK property note: some object linked, such as the" \
		    "C library's start files, lacks it)"
	fi
}

check "PIE (ELF type DYN)" "$headers" 'Type:.*DYN'
check "RELRO segment" "$headers" 'GNU_RELRO'
check "bind now" "$headers" 'BIND_NOW'
check "stack protector" "$symbols" '__stack_chk_fail'
check "fortified calls" "$symbols" '__[a-z]*_chk'

echo "     the compiler probe found: ${probed:-none of the optional flags}"
machine=$(readelf -h "$program" | sed -n 's/^ *Machine: *//p')
case $machine in
*X86-64*)
	for flag in -fstack-clash-protection -fcf-protection; do
		case " $probed " in
		*" $flag "*) ;;
		*)
			echo "FAIL $flag: the compiler lacks it (gcc 8 and clang 11 have it on x86-64)"
			status=1
			;;
		esac
	done
	check_stack_clash
	check_cf_protection
	;;
*)
	echo "skip stack clash and cf-protection: no check of the code for $machine"
	;;
esac
exit $status
