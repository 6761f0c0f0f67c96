#!/bin/sh
# The layer check (tests/e2e/layers.sh) can fail: in a copy of src/ and
# include/, each leak planted below makes it fail with a line naming the
# file, and the copy as it is passes.  Among them the very leak the old
# check, which guessed a header's layer from a .c of its name, let through:
# src/ui/ui_remote.c calling into the cli.
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib/fail.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fresh() {
	rm -rf "$work/tree" && mkdir "$work/tree" &&
	cp -R src include "$work/tree/"
}

# plant WHAT FILE LINE EXPECTED: LINE added to FILE of a fresh copy must
# make the check fail, with EXPECTED in what it says.
plant() {
	fresh
	printf '%s\n' "$3" >>"$work/tree/$2"
	if sh tests/e2e/layers.sh "$work/tree" >"$work/said" 2>&1; then
		fail "$1: the check passed"
	elif ! grep -qF "$4" "$work/said"; then
		fail "$1: the check said $(head -3 "$work/said"), not $4"
	fi
}

fresh
sh tests/e2e/layers.sh "$work/tree" >"$work/said" 2>&1 ||
	fail "the copy as it is fails: $(head -3 "$work/said")"

plant "the ui calling the cli" src/ui/ui_remote.c '#include "cli/command_options.h"' \
	"src/ui/ui_remote.c (ui) includes cli/command_options.h (cli): a layer above it"
plant "the core naming the interface" src/core/board.c '#include "ui/ui.h"' \
	"src/core/board.c (core) includes ui/ui.h (ui): a layer above it"
plant "a header of the core including the search" include/core/board.h \
	'#include "ai/search.h"' \
	"include/core/board.h (core) includes ai/search.h (ai): a layer above it"
plant "the cli naming the lab" src/cli/engine.c '#include "lab/match.h"' \
	"src/cli/engine.c (cli) includes lab/match.h (lab)"
plant "the cli naming the tui" src/cli/bench.c '#include "tui/tui_entry.h"' \
	"src/cli/bench.c (cli) includes tui/tui_entry.h (tui)"
plant "a header by its name alone" src/ai/search.c '#include "board.h"' \
	"src/ai/search.c: includes \"board.h\", which is no path"
plant "a header that is not there" src/ai/search.c '#include "core/nothing.h"' \
	"includes \"core/nothing.h\", which is not under include/"
plant "curses below the tui" src/plain/plain.c '#include <curses.h>' \
	"src/plain/plain.c (plain) includes <curses.h>: only the tui includes curses"

# A header or a source in no layer's folder.
fresh
printf '#include "core/board.h"\n' >"$work/tree/include/flat.h"
sh tests/e2e/layers.sh "$work/tree" >"$work/said" 2>&1 &&
	fail "a header at the top of include/ passed"
grep -qF "include/flat.h: in no layer" "$work/said" ||
	fail "a flat header: the check said $(head -3 "$work/said")"
fresh
mkdir "$work/tree/src/gui"
printf '#include "core/board.h"\n' >"$work/tree/src/gui/gui.c"
sh tests/e2e/layers.sh "$work/tree" >"$work/said" 2>&1 &&
	fail "a folder that is no layer passed"
grep -qF "src/gui/gui.c: in no layer" "$work/said" ||
	fail "a folder that is no layer: the check said $(head -3 "$work/said")"

[ "$failures" -eq 0 ]
