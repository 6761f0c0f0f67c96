#!/bin/sh
# No line of C in src/, include/ or tests/ runs past 80 columns, as in
# style(9) and tmux: a tab reaches the next multiple of eight, a UTF-8
# character is one column.  `line_width.sh DIR` checks another tree (the
# planted test below hands it a copy with one line too long).
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib/fail.sh
tree=${1:-.}

# Each line over 80 columns, as FILE:LINE: N columns.
too_wide() {
	# shellcheck disable=SC2016 # the program is awk's
	find "$tree/src" "$tree/include" "$tree/tests" -name '*.[ch]' \
	    -exec env LC_ALL=C awk '
		function width(text,    i, n) {
			gsub(/[\200-\277]/, "", text)	# UTF-8 trailing bytes
			n = 0
			for (i = 1; i <= length(text); i++)
				n = substr(text, i, 1) == "\t" ? n + 8 - n % 8 : n + 1
			return n
		}
		width($0) > 80 { print FILENAME ":" FNR ": " width($0) " columns" }
	    ' {} +
}

wide=$(too_wide)
[ -z "$wide" ] || fail "lines of C over 80 columns:
$wide"

# The check can fail: a copy with one line of 81 columns.
if [ -z "${1:-}" ]; then
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
	mkdir -p "$work/src" "$work/include" "$work/tests"
	printf '\t/* %s */\n' \
	    "$(printf '%067d' 0)" >"$work/src/wide.c"
	sh tests/e2e/line_width.sh "$work" >"$work/said" 2>&1 &&
	    fail "a line of 81 columns passed the check"
	grep -q 'wide.c:1: 81 columns' "$work/said" ||
	    fail "the planted line was not named: $(head -3 "$work/said")"
fi
[ "$failures" -eq 0 ]
