#!/bin/sh
# No file under src/ui calls back into a file that calls it (issue 30): the
# screens are modes on a stack (ui_mode.h), each in a file of its own, and
# a mode names what it needs below it, never above (it goes to a mode
# above by its id).  Read from the objects: file A calls file B when a
# symbol A's object uses is one B's object defines (nm).  Any file on a
# circle of such calls fails the check.  Then a planted circle (two
# objects that call each other) must be found, so that the check is seen
# to fail.
cd "$(dirname "$0")/../.." || exit 1
command -v nm >/dev/null 2>&1 || { echo "SKIP: nm is needed"; exit 0; }
objects=build/src/ui
[ -n "$(ls "$objects"/*.o 2>/dev/null)" ] ||
	{ echo "FAIL: no objects in $objects (make gnomon first)"; exit 1; }

# "FILE def SYMBOL" and "FILE use SYMBOL" lines for the objects in $1: one
# nm for all of them (-A names each line's object), not one an object.
symbols() {
	{ nm -A --defined-only -g "$1"/*.o; nm -A -u "$1"/*.o; } | awk '{
		file = $1
		sub(/:.*/, "", file); sub(/.*\//, "", file); sub(/\.o$/, ".c", file)
		print file, ($2 == "U" ? "use" : "def"), $NF
	}'
}

# The files of directory $1's objects on a circle, one a line, sorted.
circles() {
	symbols "$1" | awk '
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
	}' | sort
}

# Only the objects of today's sources: one of a file since gone would count.
status=0
real=$(mktemp -d) || exit 1
planted=$(mktemp -d) || exit 1
trap 'rm -rf "$real" "$planted"' EXIT
count=0
for source in src/ui/*.c; do
	count=$((count + 1))
	object=$objects/$(basename "$source" .c).o
	[ -f "$object" ] || { echo "FAIL: $object missing (make gnomon first)"; exit 1; }
	cp "$object" "$real/"
done
found=$(circles "$real")
for file in $found; do
	echo "FAIL: $file calls a file that calls it back"
	status=1
done

printf 'int b_calls(void);\nint a_calls(void) { return b_calls(); }\n' \
    >"$planted/a.c"
printf 'int a_calls(void);\nint b_calls(void) { return a_calls(); }\n' \
    >"$planted/b.c"
printf 'int a_calls(void);\nint c_calls(void) { return a_calls(); }\n' \
    >"$planted/c.c"
for file in a b c; do
	${CC:-cc} -c -o "$planted/$file.o" "$planted/$file.c" || exit 1
done
[ "$(circles "$planted" | tr '\n' ' ')" = "a.c b.c " ] ||
	{ echo "FAIL: the planted circle of a.c and b.c is not found"; status=1; }
[ "$status" = 0 ] &&
	echo "ok: no file under src/ui on a circle, of $count; a planted one found"
exit "$status"
