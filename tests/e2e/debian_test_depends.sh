#!/bin/sh
# The Debian package names every package outside a minimal build system
# (build-essential and the Essential set, as a buildd has) that the tests
# call: in debian/control's Build-Depends for the build's `make check`, and
# in debian/tests/control's Depends for the autopkgtest (the scripts
# tests/installcheck.sh runs, and the libraries they source).  A tool used
# by a test and missing from the build system fails the build on a buildd:
# tui_hangup's ps and tests/e2e/lib/tmux.sh's pgrep without procps did.
# (Where debian/ is not, as in make dist's tarball, there is nothing to
# check.)
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
[ -f debian/control ] || { echo "SKIP: no debian/ (make dist's tarball)"; exit 0; }

# PACKAGE PATTERN: a test calls one of PACKAGE's programs where a line
# matches PATTERN (grep -E): the program's name as a command, at a line's
# start or after a pipe, a ';', '&', '(', '$(' or a backquote.  A tool a
# test first asks for with `command -v`, and says SKIP without, is left
# out (python3, sshd, parallel): the build goes on without it.
command='(^|[|;&(`]|\$\()[[:space:]]*'
tools="procps ${command}(ps|pgrep|pkill)[[:space:]]
tmux ${command}tmux[[:space:]]"

# A field of a deb822 file (continuation lines joined), its comma-separated
# entries one a line, without versions and build profiles.
field() {
	awk -v name="$1" '
		/^[^ \t#]/ { inside = (index($0, name ":") == 1) }
		inside { sub("^" name ":", ""); print }
	' "$2" | tr ',' '\n' |
	    sed 's/[[(<].*//; s/^[[:space:]]*//; s/[[:space:]]*$//' | sed '/^$/d'
}
build_depends=$(field Build-Depends debian/control)
test_depends=$(field Depends debian/tests/control)
[ -n "$build_depends" ] || fail "debian/control has no Build-Depends"
[ -n "$test_depends" ] || fail "debian/tests/control has no Depends"

# The autopkgtest's scripts: installcheck.sh's list, and what they source.
names=$(sed -n '/^scripts="/,/"$/p' tests/installcheck.sh |
    sed 's/^scripts="//; s/"$//')
[ -n "$names" ] || fail "no scripts= list in tests/installcheck.sh"
installed=tests/installcheck.sh
for name in $names; do
	installed="$installed tests/e2e/$name.sh"
done
# shellcheck disable=SC2086 # file names without blanks
libraries=$(grep -ho 'lib/[a-z_]*\.sh' $installed | sort -u)
for library in $libraries; do
	installed="$installed tests/e2e/$library"
done

while read -r package pattern; do
	used=$(grep -lE "$pattern" tests/*.sh tests/e2e/*.sh tests/e2e/lib/*.sh \
	    2>/dev/null | head -n 1)
	if [ -n "$used" ]; then
		printf '%s\n' "$build_depends" | grep -qx "$package" ||
			fail "$used calls $package's programs;" \
			    "debian/control's Build-Depends lacks $package"
	fi
	# $installed is a list of file names without blanks.
	# shellcheck disable=SC2086
	used=$(grep -lE "$pattern" $installed 2>/dev/null | head -n 1)
	if [ -n "$used" ]; then
		printf '%s\n' "$test_depends" | grep -qx "$package" ||
			fail "$used (autopkgtest) calls $package's programs;" \
			    "debian/tests/control's Depends lacks $package"
	fi
done <<EOF
$tools
EOF
[ $failures -eq 0 ]
