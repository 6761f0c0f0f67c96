#!/bin/sh
# make check never writes into the tester's home: every test runs with a
# HOME of its own (tests/run-tests.sh), where a tool it runs may keep what
# it keeps (GNU parallel's ~/.parallel), and XDG directories of its own.
set -u
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

real=$(getent passwd "$(id -u)" | cut -d: -f6)
if [ -z "$HOME" ] || ! [ -d "$HOME" ] || ! [ -w "$HOME" ]; then
	fail "HOME '$HOME' is no writable directory"
fi
[ "$HOME" != "$real" ] || fail "the test runs in the real HOME, $real"
case ${XDG_STATE_HOME:-} in "$HOME"/*) ;; *) fail "XDG_STATE_HOME is not under the test's HOME" ;; esac
case ${XDG_CONFIG_HOME:-} in "$HOME"/*) ;; *) fail "XDG_CONFIG_HOME is not under the test's HOME" ;; esac

[ $failures -eq 0 ]
