#!/bin/sh
# The layers cannot leak: a file includes only headers of its own layer or
# of the layers below it.  From the bottom:
#
#   core   the rules, notation, records, options
#   ai     evaluation, search, transposition table, the opening book
#   store  the game's files: saves, filed records, the lock
#   net    rooms over sockets: the protocol, the room, its process
#   ui     the interface's logic, its options and its save policy, headless
#   cli    the headless subcommands and what they share (options, messages)
#   lab    the design lab: selfplay, match, study, lab, merge, transcript
#   plain  the line mode, a front end without curses
#   tui    the curses front end (and only it includes curses)
#   main   src/main.c, the program's entry, above every front end
#
# A file's layer is its path and nothing else: src/LAYER/ for a source,
# include/LAYER/ for a header, which is included by that path
# ("core/board.h").  A header only one folder's files use may stand beside
# them (src/tui/tui.h) and is included by its name alone, from there only.
# A file in no layer, a header included by a name that is not a path, or a
# layer not listed here fails the check.  Curses is the tui's library.
#
# `layers.sh [ROOT]` checks the tree at ROOT (the tree this script is in by
# default), so that tests/e2e/layers_planted.sh can plant a leak in a copy.
root=${1:-$(dirname "$0")/../..}
cd "$root" || exit 1

# Every file with the layer it is in: "PATH LAYER" lines.
file_layers() {
	find src include -type f -name '*.[ch]' | sort | while read -r file; do
		case $file in
		src/main.c) echo "$file main" ;;
		src/*/*/*|include/*/*/*) echo "$file -" ;;
		src/*/*|include/*/*)
			layer=${file#*/}
			echo "$file ${layer%%/*}" ;;
		*) echo "$file -" ;;
		esac
	done
}

file_layers | while read -r file layer; do
	# Each #include "x.h" or <x.h>, one a line: "FILE LAYER QUOTE X",
	# QUOTE being q for "x.h" (ours) and s for <x.h> (the system's).
	sed -n -e 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/q \1/p' \
	    -e 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*<\([^>]*\)>.*/s \1/p' \
	    "$file" | while read -r quote included; do
		echo "$file $layer $quote $included"
	done
	# A file that includes nothing is still placed (or not).
	echo "$file $layer - -"
done | awk '
BEGIN {
	split("core ai store net ui cli lab plain tui main", order, " ")
	for (i = 1; i in order; i++)
		rank[order[i]] = i
	failures = 0
}
function fail(text) {
	print "FAIL: " text
	failures++
}
function exists(path) {
	return system("test -f \"" path "\"") == 0
}
{
	file = $1; layer = $2; quote = $3; included = $4
	if (!(file in seen)) {
		seen[file] = 1
		if (!(layer in rank)) {
			fail(file ": in no layer (src/LAYER/ or include/LAYER/, LAYER one of tests/e2e/layers.sh)")
			bad[file] = 1
		}
	}
	if (quote == "-" || file in bad)
		next
	if (quote == "s") {
		# The C library and POSIX are every layer'\''s; curses is the tui'\''s.
		if (included ~ /^(ncursesw\/)?(n?curses|term)\.h$/ && layer != "tui")
			fail(file " (" layer ") includes <" included ">: only the tui includes curses")
		next
	}
	if (included !~ /\//) {
		# A header beside the file, of its folder and so of its layer.
		dir = file
		sub(/\/[^\/]*$/, "", dir)
		if (!exists(dir "/" included))
			fail(file ": includes \"" included "\", which is no path (include/LAYER/NAME.h is included as \"LAYER/NAME.h\")")
		next
	}
	if (!exists("include/" included)) {
		fail(file ": includes \"" included "\", which is not under include/")
		next
	}
	where = included
	sub(/\/.*/, "", where)
	if (!(where in rank)) {
		fail(file ": includes \"" included "\", which is in no layer")
		next
	}
	if (rank[where] > rank[layer])
		fail(file " (" layer ") includes " included " (" where "): a layer above it")
}
END {
	exit failures > 0
}'
