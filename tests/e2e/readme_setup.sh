#!/bin/sh
# The README's first commands, as written, for a fresh Debian machine: the
# lines of its first code block run with apt-get, sudo and make stubbed,
# (1) as root on a machine without sudo and (2) as a user with sudo.
# Each time apt-get runs its update before its install, as root (through
# sudo for the user), and the install names every package this test suite
# needs to build and run (those .ci/run installs for `make check`); then
# one command plays (./gnomon) and one tests (make check).
set -u
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

# The first indented block after the "Build, run, test" heading.
sed -n '/^Build, run, test/,/^[A-Z][a-z]*$/p' README |
    awk '/^    / { found = 1; print; next } found && !/^    / { exit }' |
    sed 's/^    //' >"$work/setup.sh"
[ -s "$work/setup.sh" ] || { fail "README has no set-up block"; exit 1; }
sh -n "$work/setup.sh" || fail "the README's set-up lines are not shell"

# stub NAME DIR: a NAME in DIR that logs its arguments (and, for sudo,
# runs them).
stub() {
	if [ "$1" = sudo ]; then
		printf '#!/bin/sh\necho "sudo $*" >>"%s/log"\nexec "$@"\n' "$work" >"$2/$1"
	else
		printf '#!/bin/sh\necho "%s $*" >>"%s/log"\n' "$1" "$work" >"$2/$1"
	fi
	chmod +x "$2/$1"
}

# The stubs and the shell's own tools only: no sudo unless asked for.
mkdir -p "$work/bin" "$work/sudo-bin"
for tool in sh dash cat printf; do
	path=$(command -v "$tool") && ln -s "$path" "$work/bin/$tool"
done
stub apt-get "$work/bin"
stub make "$work/bin"
stub sudo "$work/sudo-bin"
printf '#!/bin/sh\necho "./gnomon $*" >>"%s/log"\n' "$work" >"$work/gnomon"
chmod +x "$work/gnomon"

# setup_runs LABEL PATH PREFIX: the block runs through, and the log is the
# expected commands, with PREFIX ("sudo " or "") before apt-get's.
setup_runs() {
	: >"$work/log"
	(cd "$work" && PATH=$2 sh "$work/setup.sh") >/dev/null 2>&1 ||
		fail "$1: the set-up lines fail: $(cat "$work/log")"
	first=$(sed -n 1p "$work/log")
	[ "$first" = "${3}apt-get update" ] || fail "$1: first '$first', not '${3}apt-get update'"
	install=$(grep "^${3}apt-get install" "$work/log")
	[ -n "$install" ] || fail "$1: no apt-get install: $(cat "$work/log")"
	for package in git make gcc pkg-config libncurses-dev libcmocka-dev mandoc tmux procps; do
		case " $install " in
		*" $package "*) ;;
		*) fail "$1: apt-get install does not name $package" ;;
		esac
	done
	tail -n 3 "$work/log" | grep -qx 'make ' || fail "$1: no make after the packages"
	tail -n 2 "$work/log" | grep -qx './gnomon ' || fail "$1: no ./gnomon to play"
	tail -n 1 "$work/log" | grep -qx 'make check' || fail "$1: the last command is not make check"
}
setup_runs "as root, no sudo" "$work/bin" ""
setup_runs "as a user with sudo" "$work/sudo-bin:$work/bin" "sudo "
# Every package .ci/run installs for the build and make check is named
# (the gates' own tools, and openssh-server and parallel, whose tests say
# SKIP without them, excepted).
for package in make gcc pkg-config libncurses-dev libcmocka-dev tmux mandoc git procps; do
	grep -q "^packages=.*\\b$package\\b\\|^	.*\\b$package\\b" .ci/run ||
		fail ".ci/run does not install $package, which the README names"
done

[ $failures -eq 0 ]
