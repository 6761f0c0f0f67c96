#!/bin/sh
# The layers cannot leak: a file includes only headers of its own layer or
# of the layers below it.  From the bottom:
#
#   core   src/core   the rules, notation, records, options
#   ai     src/ai     evaluation, search, transposition table
#   store  src/store  the game's files: saves, filed records, the lock
#   net    src/net    rooms over sockets: the protocol, the room, its process
#   ui     src/ui     the interface's logic and its save policy, headless
#   cli    src/cli    the headless front ends (subcommands)
#   tui    src/tui    the curses front end (and only it includes curses)
#   main   src/main.c the program's entry, above every front end
#
# So nothing below a front end names one, and the cli never names the tui.
# A header stands where the source of the same name is (include/board.h
# with src/core/board.c); the few without one are listed below.  A file in
# no known layer, or a header in none, fails the check until it is placed
# here.
cd "$(dirname "$0")/../.." || exit 1

# Headers with no source of their own name, and the layer they belong to.
placed='commands.h cli
play.h ui
rules_text.h core
lessons_text.h core
opening_book_text.h ai
tui_entry.h tui
version.h core
curses.h tui
ncurses.h tui
ncursesw/curses.h tui
ncursesw/ncurses.h tui
term.h tui
ncursesw/term.h tui'

# Where every header stands: "NAME LAYER" lines.
header_layers() {
	printf '%s\n' "$placed"
	for header in include/*.h; do
		name=${header#include/}
		for source in src/*/"${name%.h}.c"; do
			[ -f "$source" ] || continue
			layer=${source#src/}
			echo "$name ${layer%%/*}"
		done
	done
	for header in src/*/*.h; do
		layer=${header#src/}
		echo "${header##*/} ${layer%%/*}"
	done
}

# Every file with the layer it is in: "PATH LAYER" lines.
file_layers() {
	for file in src/*/*.c src/*/*.h; do
		layer=${file#src/}
		echo "$file ${layer%%/*}"
	done
	for file in src/*.c; do
		echo "$file main"
	done
	for file in include/*.h; do
		echo "$file header"
	done
}

file_layers | while read -r file layer; do
	# Each #include "x.h" or <curses.h>-like, one a line: "FILE LAYER X".
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*["<]\([^">]*\)[">].*/\1/p' \
	    "$file" | while read -r included; do
		echo "$file $layer $included"
	done
done | awk -v layers="$(header_layers)" '
BEGIN {
	split("core ai store net ui cli tui main", order, " ")
	for (i = 1; i in order; i++)
		rank[order[i]] = i
	count = split(layers, line, "\n")
	for (i = 1; i <= count; i++) {
		split(line[i], field, " ")
		where[field[1]] = field[2]
	}
	failures = 0
}
function fail(text) {
	print "FAIL: " text
	failures++
}
{
	file = $1; layer = $2; included = $3
	if (layer == "header") {
		name = file
		sub(/^include\//, "", name)
		if (!(name in where)) {
			fail(file ": in no layer (give it a source of its name, or place it in tests/e2e/layers.sh)")
			next
		}
		layer = where[name]
	}
	if (!(layer in rank)) {
		fail(file ": src/" layer " is no known layer (place it in tests/e2e/layers.sh)")
		next
	}
	if (!(included in where)) {
		# The C library and POSIX: a name with no layer of ours.
		if (included ~ /^[a-z0-9_\/]+\.h$/ && system("test -f include/" included) != 0)
			next
		fail(file ": includes " included ", which is in no layer")
		next
	}
	if (rank[where[included]] > rank[layer])
		fail(file " (" layer ") includes " included " (" where[included] "): a layer above it")
}
END {
	exit failures > 0
}'
