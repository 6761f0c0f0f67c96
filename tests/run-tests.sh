#!/bin/sh
# Runs every test program named on the command line (cmocka suites), then
# every end-to-end script in tests/e2e/, and sums what they report.  Exits
# non-zero if anything failed.
passed=0
failed=0
status=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

for program in "$@"; do
	"$program" >"$log" 2>&1
	code=$?
	cat "$log"
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
	f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
	passed=$((passed + ${p:-0}))
	failed=$((failed + ${f:-0}))
	if [ "$code" -ne 0 ]; then
		status=1
		[ -z "$f" ] && failed=$((failed + 1)) && echo "$program: exited with status $code"
	fi
done

for script in tests/e2e/*.sh; do
	[ -f "$script" ] || continue
	if sh "$script" >"$log" 2>&1; then
		passed=$((passed + 1))
		echo "ok   $script"
	else
		failed=$((failed + 1))
		status=1
		echo "FAIL $script"
		sed 's/^/    /' "$log"
	fi
done

echo
echo "checks: $passed passed, $failed failed"
exit $status
