#!/bin/sh
# The installed program's own checks, for `make installcheck` and the
# Debian package's autopkgtest (debian/tests/control):
#
#   installcheck.sh BINARY
#
# BINARY (an installed gnomon, such as /usr/games/gnomon) runs and says
# its version, counts the moves of the start right (perft), plays a game
# with itself, runs the gnomon-9 installed beside it for board=9; then the
# end-to-end scripts that need only a program (and tmux, for the two of
# the terminal; they say SKIP without it) run against it, from the source
# tree, which must be the current directory.  Each runs with a HOME and
# XDG directories of its own, never the tester's.  INSTALLCHECK_SCRIPTS,
# when set, names the scripts to run instead of them all (make check's
# install test runs two: make check runs every one against ./gnomon).
usage() {
	echo "usage: installcheck.sh BINARY" >&2
	exit 2
}
[ $# -eq 1 ] || usage
binary=$1
case $binary in /*) ;; *) binary=$PWD/$binary ;; esac
[ -x "$binary" ] || { echo "installcheck: $binary is not an installed program" >&2; exit 1; }
[ -f tests/e2e/cli_usage.sh ] || { echo "installcheck: run from the source tree" >&2; exit 1; }
scripts="cli_usage write_error help_width plain_game review_text stats_cli
nine engine records_pgn messages_escaped tui_start_quit tui_settings"
scripts=${INSTALLCHECK_SCRIPTS:-$scripts}
for script in $scripts; do
	[ -f "tests/e2e/$script.sh" ] ||
		{ echo "installcheck: no script tests/e2e/$script.sh" >&2; exit 2; }
done
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
	echo "FAIL: $*"
	failures=$((failures + 1))
}

version=$(sed -n 's/.*GNOMON_VERSION "\(.*\)".*/\1/p' include/core/version.h)
[ "$("$binary" --version)" = "gnomon $version" ] ||
	fail "$binary --version does not say 'gnomon $version'"
"$binary" perft 3 | grep -Eq '^ +3 +5644 ' || fail "$binary perft 3: not 5644 leaves"
"$binary" selfplay games=1 p1=1 p2=1 >/dev/null || fail "$binary selfplay: exit status $?"
"$binary" perft 1 board=9 | grep -q ' 17 ' ||
	fail "$binary does not run the gnomon-9 installed beside it"
# A program that fails these is no gnomon to try the scripts on: they
# would only wait out their time for screens it never draws.
if [ $failures -ne 0 ]; then
	echo "installcheck of $binary: $failures failed; the scripts not run"
	exit 1
fi

for script in $scripts; do
	home=$work/$script
	mkdir -p "$home/state" "$home/config" && chmod 700 "$home/state" || exit 1
	if HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config \
	    GNOMON=$binary sh "tests/e2e/$script.sh" >"$work/$script.log" 2>&1; then
		echo "ok    $script"
	else
		echo "FAIL  $script"
		cat "$work/$script.log"
		failures=$((failures + 1))
	fi
done
echo "installcheck of $binary: $failures failed"
[ $failures -eq 0 ]
