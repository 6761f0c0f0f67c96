#!/bin/sh
# No file under src/ui calls back into a file that calls it (issue 30): the
# screens are modes on a stack (ui_mode.h), each in a file of its own, and
# a mode names what it needs below it, never above.  Read from the
# objects: file A calls file B when a symbol A's object uses is one B's
# object defines (nm).  The files on a circle of such calls are listed.
#
# Some files still call one another (ui.c and the modes not yet moved out
# of it): they are listed in `known`, and the check fails when any other
# file joins a circle, or when one of them has left it (so that the list
# only shrinks).  With an argument, the objects of that directory are read
# instead of build/src/ui (a planted circle, to see the check fail).
cd "$(dirname "$0")/../.." || exit 1
command -v nm >/dev/null 2>&1 || { echo "SKIP: nm is needed"; exit 0; }
objects=${1:-build/src/ui}
[ -n "$(ls "$objects"/*.o 2>/dev/null)" ] ||
	{ echo "FAIL: no objects in $objects (make gnomon first)"; exit 1; }

# The files still in a circle, to be taken out of it one by one.
known='ui.c ui_lesson.c ui_pie.c ui_record.c ui_remote.c ui_review_mode.c ui_tip.c'

# "FILE def SYMBOL" and "FILE use SYMBOL" lines.
symbols() {
	for object in "$objects"/*.o; do
		file=$(basename "$object" .o).c
		nm --defined-only -g "$object" | awk -v f="$file" \
		    'NF == 3 { print f, "def", $3 }'
		nm -u "$object" | awk -v f="$file" '{ print f, "use", $NF }'
	done
}

# The files on a circle, one a line, sorted; then "A B" for each pair
# that calls each other directly.
circles=$(symbols | awk '
	$2 == "def" { owner[$3] = $1; files[$1] = 1; next }
	{ files[$1] = 1; uses[$1, $3] = 1; used[++n] = $1 SUBSEP $3 }
	END {
		for (i = 1; i <= n; i++) {
			split(used[i], part, SUBSEP)
			b = owner[part[2]]
			if (b != "" && b != part[1])
				reach[part[1], b] = 1
		}
		for (k in files) for (a in files) if (reach[a, k])
			for (b in files) if (reach[k, b]) reach[a, b] = 1
		for (a in files) for (b in files)
			if (a != b && reach[a, b] && reach[b, a]) { on[a] = 1 }
		for (a in on) print a
	}' | sort)

status=0
for file in $circles; do
	case " $known " in
	*" $file "*) ;;
	*)	echo "FAIL: $file calls a file that calls it back"
		status=1 ;;
	esac
done
for file in $known; do
	printf '%s\n' "$circles" | grep -qx "$file" ||
		{ echo "FAIL: $file is no longer on a circle: take it out of known"
		status=1; }
done
[ "$status" = 0 ] && echo "ok: $(printf '%s\n' "$circles" | grep -c .) files on a circle, all known"
exit "$status"
