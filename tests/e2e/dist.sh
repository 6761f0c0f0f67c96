#!/bin/sh
# `make dist` packs the committed files of HEAD; where there is no checkout
# of this tree (an unpacked tarball, alone or inside another repository) it
# must fail with a message and write no tarball, never an empty one.
make=${MAKE:-make}
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# A copy of what `make dist` reads, outside any repository: the Makefile,
# the headers it takes the version from and the file it includes.
copy() {
	mkdir -p "$1/tests" && cp -R Makefile include "$1/" &&
	    cp tests/gates.mk "$1/tests/"
}

# dist_fails DIR WHERE: make dist in DIR exits non-zero, says why, and
# leaves no tarball.
dist_fails() {
	out=$(cd "$1" && GIT_CEILING_DIRECTORIES=$work $make -s dist 2>&1)
	status=$?
	[ $status -ne 0 ] || fail "make dist $2 exited 0"
	case $out in
	*"not the top of a git checkout"*) ;;
	*) fail "make dist $2 says: $(printf "%s\n" "$out" | head -n 3)" ;;
	esac
	[ -z "$(find "$1" -maxdepth 1 -name 'gnomon-*.tar*')" ] ||
		fail "make dist $2 left $(find "$1" -maxdepth 1 -name 'gnomon-*.tar*')"
}

copy "$work/alone" || exit 1
dist_fails "$work/alone" "outside git"

# Inside another repository, HEAD is that repository's, not this tree's.
# (Without git, as in a package build, there is no other repository.)
if command -v git >/dev/null 2>&1; then
	mkdir -p "$work/outer" && git -C "$work/outer" init -q &&
	    git -C "$work/outer" -c user.name=t -c user.email=t@localhost \
	    commit -q --allow-empty -m outer && copy "$work/outer/gnomon" ||
	    exit 1
	if out=$(cd "$work/outer/gnomon" && $make -s dist 2>&1); then
		fail "make dist inside another repository exited 0: $out"
	fi
	[ -z "$(find "$work/outer/gnomon" -maxdepth 1 -name 'gnomon-*.tar*')" ] ||
		fail "make dist inside another repository wrote a tarball"
fi

[ $failures -eq 0 ]
