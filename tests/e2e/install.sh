#!/bin/sh
# `make install` puts exactly the programs (gnomon and gnomon-9 beside it)
# and the seven pages (and gnomon-9's, a link to gnomon(6)), and the bash
# completion, where PREFIX, BINDIR, MANDIR and DESTDIR say (the completion
# where bash-completion looks for it); they work from there (and `man gnomon`
# finds the game's page, not the format's; the installed gnomon runs the
# installed gnomon-9 for board=9); `make uninstall` removes exactly those
# files again; the GNU directory variables (prefix, bindir, mandir...) work
# as the uppercase ones; INSTALL_PROGRAM and INSTALL_DATA are honoured;
# install-strip strips, installcheck runs the installed program's checks,
# distclean leaves the sources; embed_text is built by CC_FOR_BUILD.
make=${MAKE:-make}
# The defaults are among what this checks: an install variable that the
# tester's environment holds (perf record sets PREFIX=/usr) would move
# them: make takes a variable of the environment over a ?= default.
unset PREFIX prefix exec_prefix BINDIR bindir datarootdir MANDIR mandir \
    man5dir man6dir bashcompletiondir INSTALL INSTALL_PROGRAM INSTALL_DATA \
    DESTDIR
root=$(mktemp -d) || exit 1
trap 'rm -rf "$root"' EXIT
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# What this make's probes found (FOUND in the Makefile: a compiler run for
# each of two flags, and pkg-config), one NAME=VALUE a line, given to each
# make below as the 9x9 program's make is given it, so that they run once
# and not in each of a dozen makes.  (Not to the cross builds at the end,
# whose compiler is another.)
# (Its NAME=VALUE lines only: a make run from a make that prints its
# directories, as check-sanitize's, prints them too, whatever
# --no-print-directory says, once it finds no jobserver.)
# shellcheck disable=SC2016 # make's $(...), not the shell's
found_rule='found: ; @$(foreach name,$(FOUND),printf "%s\n" "$(name)=$($(name))";)'
found=$($make -s --no-print-directory --eval "$found_rule" found |
    sed -n '/^[A-Z_][A-Z_]*=/p')
[ -n "$found" ] || fail "make cannot say what it found"
newline='
'
# make_found ARGS...: make -s ARGS, told what was found.
make_found() {
	set -f
	IFS=$newline
	# shellcheck disable=SC2086 # NAME=VALUE, one a line
	set -- $found "$@"
	unset IFS
	set +f
	$make -s "$@"
}

# installed_files DIR: the files and links under DIR, relative to it, sorted.
installed_files() {
	(cd "$1" && find . -type f -o -type l | sort)
}

make_found install DESTDIR="$root/a" PREFIX=/usr >/dev/null || fail "make install failed"
[ "$(installed_files "$root/a")" = "./usr/bin/gnomon
./usr/bin/gnomon-9
./usr/share/bash-completion/completions/gnomon
./usr/share/man/man5/gnomon-engine.5
./usr/share/man/man5/gnomon-puzzles.5
./usr/share/man/man5/gnomon-record.5
./usr/share/man/man5/gnomon-room.5
./usr/share/man/man6/gnomon-9.6
./usr/share/man/man6/gnomon-lab.6
./usr/share/man/man6/gnomon.6
./usr/share/man/man7/gnomon-server.7" ] || fail "installed: $(installed_files "$root/a")"
"$root/a/usr/bin/gnomon" --version | grep -q '^gnomon ' ||
	fail "the installed binary does not run"
"$root/a/usr/bin/gnomon" perft 1 board=9 | grep -q ' 17 ' ||
	fail "the installed gnomon does not run the installed gnomon-9"
# bash-completion's own directory, where it is installed.
completions=$(pkg-config --variable=completionsdir bash-completion 2>/dev/null)
if [ -n "$completions" ]; then
	[ -f "$root/a$completions/gnomon" ] ||
		fail "no completion in bash-completion's $completions"
fi
[ "$(readlink "$root/a/usr/share/man/man6/gnomon-9.6")" = gnomon.6 ] ||
	fail "gnomon-9.6 is not a link to gnomon.6"
# (Warnings and errors: man_lint.sh lints the style, cross references too.)
for page in man5/gnomon-engine.5 man5/gnomon-puzzles.5 man5/gnomon-record.5 \
    man5/gnomon-room.5 \
    man6/gnomon.6 man6/gnomon-lab.6 man7/gnomon-server.7; do
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
make_found uninstall DESTDIR="$root/a" PREFIX=/usr >/dev/null || fail "make uninstall failed"
[ -z "$(installed_files "$root/a")" ] || fail "left after uninstall: $(installed_files "$root/a")"

make_found install DESTDIR="$root/b" PREFIX=/opt/gnomon BINDIR=/opt/gnomon/games \
    MANDIR=/opt/gnomon/man >/dev/null || fail "make install with BINDIR, MANDIR failed"
[ "$(installed_files "$root/b")" = "./opt/gnomon/games/gnomon
./opt/gnomon/games/gnomon-9
./opt/gnomon/man/man5/gnomon-engine.5
./opt/gnomon/man/man5/gnomon-puzzles.5
./opt/gnomon/man/man5/gnomon-record.5
./opt/gnomon/man/man5/gnomon-room.5
./opt/gnomon/man/man6/gnomon-9.6
./opt/gnomon/man/man6/gnomon-lab.6
./opt/gnomon/man/man6/gnomon.6
./opt/gnomon/man/man7/gnomon-server.7
./opt/gnomon/share/bash-completion/completions/gnomon" ] || fail "BINDIR, MANDIR ignored: $(installed_files "$root/b")"
make_found uninstall DESTDIR="$root/b" PREFIX=/opt/gnomon BINDIR=/opt/gnomon/games \
    MANDIR=/opt/gnomon/man >/dev/null || fail "make uninstall with BINDIR, MANDIR failed"
[ -z "$(installed_files "$root/b")" ] || fail "left after uninstall: $(installed_files "$root/b")"

# The GNU names of the directories, as the uppercase ones: a Debian-like
# layout, the programs in /usr/games.
make_found install DESTDIR="$root/c" prefix=/usr bindir=/usr/games >/dev/null ||
	fail "make install prefix= bindir= failed"
[ "$(installed_files "$root/c")" = "./usr/games/gnomon
./usr/games/gnomon-9
./usr/share/bash-completion/completions/gnomon
./usr/share/man/man5/gnomon-engine.5
./usr/share/man/man5/gnomon-puzzles.5
./usr/share/man/man5/gnomon-record.5
./usr/share/man/man5/gnomon-room.5
./usr/share/man/man6/gnomon-9.6
./usr/share/man/man6/gnomon-lab.6
./usr/share/man/man6/gnomon.6
./usr/share/man/man7/gnomon-server.7" ] || fail "prefix, bindir ignored: $(installed_files "$root/c")"
# installcheck: the installed program's own checks pass against it.  Two
# of its scripts, the shortest of the command line's and of the terminal's:
# make check runs them all.
INSTALLCHECK_SCRIPTS="stats_cli tui_start_quit" \
    make_found installcheck DESTDIR="$root/c" prefix=/usr bindir=/usr/games \
    >"$root/installcheck.log" 2>&1 ||
	fail "make installcheck failed: $(cat "$root/installcheck.log")"
{ grep -q '^ok    stats_cli$' "$root/installcheck.log" &&
    grep -q '^ok    tui_start_quit$' "$root/installcheck.log"; } ||
	fail "make installcheck ran not the scripts named: $(cat "$root/installcheck.log")"
INSTALLCHECK_SCRIPTS=no_such_script make_found installcheck DESTDIR="$root/c" \
    prefix=/usr bindir=/usr/games >/dev/null 2>&1 &&
	fail "make installcheck ran with a script that does not exist"
# ... and fail against a program that is not gnomon.
printf '#!/bin/sh\nexit 0\n' >"$root/c/usr/games/gnomon"
make_found installcheck DESTDIR="$root/c" prefix=/usr bindir=/usr/games \
    >/dev/null 2>&1 && fail "make installcheck passed a program that does nothing"
make_found uninstall DESTDIR="$root/c" prefix=/usr bindir=/usr/games >/dev/null ||
	fail "make uninstall prefix= bindir= failed"
[ -z "$(installed_files "$root/c")" ] || fail "left after uninstall: $(installed_files "$root/c")"

make_found install DESTDIR="$root/d" exec_prefix=/opt/g datarootdir=/opt/d \
    man6dir=/opt/m6 >/dev/null || fail "make install exec_prefix= datarootdir= man6dir= failed"
[ "$(installed_files "$root/d")" = "./opt/d/bash-completion/completions/gnomon
./opt/d/man/man5/gnomon-engine.5
./opt/d/man/man5/gnomon-puzzles.5
./opt/d/man/man5/gnomon-record.5
./opt/d/man/man5/gnomon-room.5
./opt/d/man/man7/gnomon-server.7
./opt/g/bin/gnomon
./opt/g/bin/gnomon-9
./opt/m6/gnomon-9.6
./opt/m6/gnomon-lab.6
./opt/m6/gnomon.6" ] || fail "exec_prefix, datarootdir, man6dir ignored: $(installed_files "$root/d")"

# INSTALL_PROGRAM and INSTALL_DATA are what install runs.
cat >"$root/logged-install" <<'SCRIPT'
#!/bin/sh
echo "$*" >>"${0%/*}/install.log"
exec install "$@"
SCRIPT
chmod +x "$root/logged-install"
make_found install DESTDIR="$root/e" INSTALL_PROGRAM="$root/logged-install -m 755" \
    INSTALL_DATA="$root/logged-install -m 644" >/dev/null ||
	fail "make install INSTALL_PROGRAM= INSTALL_DATA= failed"
[ "$(grep -c -- '^-m 755 .*gnomon' "$root/install.log")" -eq 2 ] ||
	fail "INSTALL_PROGRAM not used for the two programs: $(cat "$root/install.log")"
[ "$(grep -c -- '^-m 644 man/' "$root/install.log")" -eq 7 ] ||
	fail "INSTALL_DATA not used for the seven pages: $(cat "$root/install.log")"
grep -q -- '^-m 644 completion/gnomon.bash ' "$root/install.log" ||
	fail "INSTALL_DATA not used for the completion: $(cat "$root/install.log")"

# install-strip: the same files, the programs without their symbols.
if command -v readelf >/dev/null 2>&1; then
	make_found install-strip DESTDIR="$root/f" >/dev/null 2>&1 ||
		fail "make install-strip failed"
	for program in gnomon gnomon-9; do
		readelf -S "$root/f/usr/local/bin/$program" | grep -q '\.symtab' &&
			fail "install-strip left $program its symbols"
		readelf -S "$root/e/usr/local/bin/$program" | grep -q '\.symtab' ||
			fail "install (not stripped) has no symbols in $program: the check proves nothing"
	done
	"$root/f/usr/local/bin/gnomon" --version >/dev/null ||
		fail "the stripped gnomon does not run"
else
	echo "install-strip: not checked (no readelf)"
fi

# distclean: in a copy of what the Makefile reads, what make, make check
# and make dist leave behind goes, and the sources stay.
mkdir -p "$root/g/tests" "$root/g/build/check"
if ! { cp Makefile "$root/g/" && cp tests/gates.mk "$root/g/tests/" &&
    cp -R include "$root/g/"; }; then
	fail "cannot copy the Makefile"
fi
version=$(sed -n 's/.*GNOMON_VERSION "\(.*\)".*/\1/p' include/core/version.h)
touch "$root/g/gnomon" "$root/g/gnomon-9" "$root/g/gnomon-$version.tar.gz" \
    "$root/g/build/check/x.log"
(cd "$root/g" && make_found distclean >/dev/null) || fail "make distclean failed"
for left in gnomon gnomon-9 "gnomon-$version.tar.gz" build; do
	[ -e "$root/g/$left" ] && fail "make distclean left $left"
done
if ! [ -f "$root/g/Makefile" ] || ! [ -f "$root/g/include/core/version.h" ]; then
	fail "make distclean removed sources"
fi

# A cross build: embed_text, run during the build, is compiled by
# CC_FOR_BUILD.  The target's compiler here compiles, but refuses to link
# a program named embed_text, as a cross compiler's output would not run.
cat >"$root/target-cc" <<'SCRIPT'
#!/bin/sh
for arg; do
	case $arg in */embed_text) echo "target-cc: not for the build machine" >&2; exit 1 ;; esac
done
exec cc "$@"
SCRIPT
chmod +x "$root/target-cc"
$make -s BUILD="$root/cross" CC="$root/target-cc" CC_FOR_BUILD=cc \
    "$root/cross/gen/lessons_text.c" >/dev/null 2>&1 ||
	fail "make CC=target CC_FOR_BUILD=cc did not build embed_text with cc"
$make -s BUILD="$root/cross2" CC="$root/target-cc" \
    "$root/cross2/gen/lessons_text.c" >/dev/null 2>&1 &&
	fail "without CC_FOR_BUILD, the target's compiler was not used: the check proves nothing"

[ $failures -eq 0 ]
