# shellcheck shell=sh
# Shared by the tests/e2e scripts that count their failures (sourced, never
# run alone): `fail MESSAGE` says what is wrong and counts it, and the
# script ends with `[ $failures -eq 0 ]`.  $gnomon is the binary under test,
# which make check names in $GNOMON.
# shellcheck disable=SC2034 # used by the scripts that source this one
gnomon=${GNOMON:-./gnomon}
failures=0

fail() {
	echo "FAIL: $*"
	failures=$((failures + 1))
}
