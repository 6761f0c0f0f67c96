#!/bin/sh
# `make install` puts exactly the programs (gnomon and gnomon-9 beside it)
# and the three pages (and gnomon-9's, a link to gnomon(6)) where PREFIX,
# BINDIR, MANDIR and DESTDIR say; they work from there (and `man gnomon`
# finds the game's page, not the format's; the installed gnomon runs the
# installed gnomon-9 for board=9); `make uninstall` removes exactly those
# files again.
make=${MAKE:-make}
root=$(mktemp -d) || exit 1
trap 'rm -rf "$root"' EXIT
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# installed_files DIR: the files and links under DIR, relative to it, sorted.
installed_files() {
	(cd "$1" && find . -type f -o -type l | sort)
}

$make -s install DESTDIR="$root/a" PREFIX=/usr >/dev/null || fail "make install failed"
[ "$(installed_files "$root/a")" = "./usr/bin/gnomon
./usr/bin/gnomon-9
./usr/share/man/man5/gnomon-record.5
./usr/share/man/man5/gnomon-room.5
./usr/share/man/man6/gnomon-9.6
./usr/share/man/man6/gnomon.6" ] || fail "installed: $(installed_files "$root/a")"
"$root/a/usr/bin/gnomon" --version | grep -q '^gnomon ' ||
	fail "the installed binary does not run"
"$root/a/usr/bin/gnomon" perft 1 board=9 | grep -q ' 17 ' ||
	fail "the installed gnomon does not run the installed gnomon-9"
[ "$(readlink "$root/a/usr/share/man/man6/gnomon-9.6")" = gnomon.6 ] ||
	fail "gnomon-9.6 is not a link to gnomon.6"
# (Warnings and errors: man_lint.sh lints the style, cross references too.)
for page in man5/gnomon-record.5 man5/gnomon-room.5 man6/gnomon.6; do
	[ -z "$(mandoc -Tlint -W warning "$root/a/usr/share/man/$page" 2>&1)" ] ||
		fail "the installed $page does not lint clean"
done
if command -v man >/dev/null 2>&1; then
	MANWIDTH=80 man -l "$root/a/usr/share/man/man6/gnomon.6" 2>/dev/null |
	    grep -q 'GNOMON(6)' || fail "man -l cannot show the installed page"
	MANWIDTH=80 man -l "$root/a/usr/share/man/man5/gnomon-record.5" 2>/dev/null |
	    grep -q 'GNOMON-RECORD(5)' || fail "man -l cannot show gnomon-record.5"
	[ "$(MANPATH="$root/a/usr/share/man" man -w gnomon 2>/dev/null)" = \
	    "$root/a/usr/share/man/man6/gnomon.6" ] ||
		fail "man gnomon does not find gnomon(6) first"
fi
$make -s uninstall DESTDIR="$root/a" PREFIX=/usr >/dev/null || fail "make uninstall failed"
[ -z "$(installed_files "$root/a")" ] || fail "left after uninstall: $(installed_files "$root/a")"

$make -s install DESTDIR="$root/b" PREFIX=/opt/gnomon BINDIR=/opt/gnomon/games \
    MANDIR=/opt/gnomon/man >/dev/null || fail "make install with BINDIR, MANDIR failed"
[ "$(installed_files "$root/b")" = "./opt/gnomon/games/gnomon
./opt/gnomon/games/gnomon-9
./opt/gnomon/man/man5/gnomon-record.5
./opt/gnomon/man/man5/gnomon-room.5
./opt/gnomon/man/man6/gnomon-9.6
./opt/gnomon/man/man6/gnomon.6" ] || fail "BINDIR, MANDIR ignored: $(installed_files "$root/b")"
$make -s uninstall DESTDIR="$root/b" PREFIX=/opt/gnomon BINDIR=/opt/gnomon/games \
    MANDIR=/opt/gnomon/man >/dev/null || fail "make uninstall with BINDIR, MANDIR failed"
[ -z "$(installed_files "$root/b")" ] || fail "left after uninstall: $(installed_files "$root/b")"

[ $failures -eq 0 ]
