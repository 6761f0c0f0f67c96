#!/bin/sh
# `make deb` changes nothing on the machine it runs on, autopkgtest
# installed or not: autopkgtest's null runner installs the package and its
# test dependencies on the machine itself, so make deb runs it only when
# AUTOPKGTEST_VIRT=null asks for it; by default the same tests run against
# the package unpacked in a temporary directory (tests/installcheck.sh),
# and AUTOPKGTEST_VIRT names any other runner ('unshare --tarball FILE'),
# whose throwaway testbed, and only it, is brought up to date first.
# Read from `make -n deb`: nothing is built.
make=${MAKE:-make}
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# An autopkgtest on PATH, as on a maintainer's machine.
mkdir "$work/bin" &&
    printf '#!/bin/sh\necho "autopkgtest $*" >>"%s/ran"\n' "$work" \
    >"$work/bin/autopkgtest" && chmod +x "$work/bin/autopkgtest" || exit 1

# deb_commands [VARIABLE=VALUE]: what make deb would run, its lines joined.
deb_commands() {
	PATH=$work/bin:$PATH $make -n --no-print-directory deb "$@" 2>&1 |
	    sed -e ':a' -e '/\\$/N; s/\\\n[[:space:]]*/ /; ta'
}

commands=$(deb_commands)
autopkgtest=$(printf '%s\n' "$commands" | grep '^autopkgtest ')
[ -z "$autopkgtest" ] ||
	fail "make deb runs autopkgtest unasked: $autopkgtest"
printf '%s\n' "$commands" | grep -q 'dpkg-deb -x .*tests/installcheck\.sh' ||
	fail "make deb does not run tests/installcheck.sh on the unpacked package"

commands=$(deb_commands AUTOPKGTEST_VIRT='unshare --tarball /srv/b.tar')
printf '%s\n' "$commands" |
    grep -q '^autopkgtest --apt-upgrade .*\.dsc .*\.deb -- unshare --tarball /srv/b\.tar$' ||
	fail "AUTOPKGTEST_VIRT='unshare ...' does not run autopkgtest in it:" \
	    "$(printf '%s\n' "$commands" | grep autopkgtest)"
commands=$(deb_commands AUTOPKGTEST_VIRT=null)
printf '%s\n' "$commands" | grep -q '^autopkgtest .* -- null$' ||
	fail "AUTOPKGTEST_VIRT=null does not run autopkgtest on this machine"
printf '%s\n' "$commands" | grep -q '^autopkgtest .*--apt-upgrade' &&
	fail "AUTOPKGTEST_VIRT=null upgrades this machine's packages"
[ ! -e "$work/ran" ] || fail "make -n deb ran autopkgtest: $(cat "$work/ran")"
[ $failures -eq 0 ]
