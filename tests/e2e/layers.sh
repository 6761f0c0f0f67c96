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

# One awk reads every file: its layer from its path, then its includes.
# shellcheck disable=SC2016 # the program is awk's, its $ are awk's
find src include -type f -name '*.[ch]' | sort | xargs awk '
function layer_of(path, parts, count) {
	if (path == "src/main.c")
		return "main"
	count = split(path, parts, "/")
	if (count != 3 || (parts[1] != "src" && parts[1] != "include"))
		return "-"
	return parts[2]
}
BEGIN {
	split("core ai store net ui cli lab plain tui main", order, " ")
	for (i = 1; i in order; i++)
		rank[order[i]] = i
	failures = 0
	# Every file there is, looked up below without a process a file.
	while (("find src include -type f" | getline path) > 0)
		present[path] = 1
}
function fail(text) {
	print "FAIL: " text
	failures++
}
function exists(path) {
	return path in present
}
FNR == 1 {
	file = FILENAME
	layer = layer_of(file)
	bad = !(layer in rank)
	if (bad)
		fail(file ": in no layer (src/LAYER/ or include/LAYER/, LAYER one of tests/e2e/layers.sh)")
}
bad || !/^[[:space:]]*#[[:space:]]*include[[:space:]]*["<]/ {
	next
}
{
	# "x.h" (quote q: ours) or <x.h> (quote s: of the system)
	line = $0
	sub(/^[[:space:]]*#[[:space:]]*include[[:space:]]*/, "", line)
	quote = substr(line, 1, 1) == "<" ? "s" : "q"
	included = substr(line, 2)
	sub(/[">].*/, "", included)
	if (quote == "s") {
		# The C library and POSIX are for every layer; curses only for the tui.
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
