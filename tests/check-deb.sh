#!/bin/sh
# What `make deb` checks of the binary package beyond lintian:
#
#   check-deb.sh DEB
#
# DEB ships the README in
# /usr/share/doc/gnomon and the bash completion where bash-completion
# looks for it, and its changelog names every page it installs, as
# gnomon(6).
[ $# -eq 1 ] || { echo "usage: check-deb.sh DEB" >&2; exit 2; }
deb=$1
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
failures=0

dpkg-deb -x "$deb" "$work" || exit 1
[ -f "$work/usr/share/doc/gnomon/README.gz" ] ||
	{ echo "FAIL: $deb ships no /usr/share/doc/gnomon/README"; failures=$((failures + 1)); }
[ -f "$work/usr/share/bash-completion/completions/gnomon" ] || {
	echo "FAIL: $deb ships no /usr/share/bash-completion/completions/gnomon"
	failures=$((failures + 1))
}
changelog=$(gzip -dc "$work/usr/share/doc/gnomon/changelog.Debian.gz") || exit 1
pages=$(cd "$work/usr/share/man" && find . -name '*.[0-9].gz' |
    sed 's|.*/\(.*\)\.\([0-9]\)\.gz$|\1(\2)|' | sort)
[ -n "$pages" ] || { echo "FAIL: $deb installs no page"; failures=$((failures + 1)); }
for page in $pages; do
	printf '%s\n' "$changelog" | tr '\n' ' ' | tr -s ' ' | grep -qF "$page" || {
		echo "FAIL: debian/changelog does not name $page, which $deb installs"
		failures=$((failures + 1))
	}
done
[ $failures -eq 0 ] || exit 1
echo "check-deb: $deb ships the README and the completion; its changelog names $(printf "%s\n" "$pages" | tr "\n" " ")"
