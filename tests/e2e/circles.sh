#!/bin/sh
# No circle of files anywhere in src/ (issues 30 and 44): file A calls file
# B when a symbol A's object uses is one B's object defines (nm), and no
# file may reach itself by such calls, through one file (A calls B, B calls
# A) or through many.  Every folder of src/ is read, all of them as one
# graph, so a circle that crosses folders is found as well as one inside a
# folder.  A file names what it needs below it, never above: the core words
# nothing for the interface, a mode goes to a mode above it by its id
# (ui_mode.h), a client finds a room's socket where rooms live but the
# place of rooms asks them nothing.  Each circle is said with the calls
# that close it.  Then planted circles (two files of two folders calling
# each other, three calling round), beside a file that only calls into one,
# must be found exactly, so that the check is seen to fail.
cd "$(dirname "$0")/../.." || exit 1
command -v nm >/dev/null 2>&1 || { echo "SKIP: nm is needed"; exit 0; }

# "FILE def SYMBOL" and "FILE use SYMBOL" for the objects given after $1,
# each FILE the object's source: its path with the prefix $1 taken off
# and .o made .c.  One nm for all of them (-A names each line's object).
symbols() {
	prefix=$1
	shift
	{ nm -A --defined-only -g "$@"; nm -A -u "$@"; } |
	awk -v prefix="$prefix" '{
		file = $1
		sub(/:[^:]*$/, "", file)
		if (index(file, prefix) == 1)
			file = substr(file, length(prefix) + 1)
		sub(/\.o$/, ".c", file)
		print file, ($2 == "U" ? "use" : "def"), $NF
	}'
}

# The circles among the objects given after $1 (as symbols' $1): for each,
# a line "circle FILE..." (its files sorted), then a line "call A B SYMBOL"
# for each call between two of its files, one symbol named.  A circle is a
# set of files each of which reaches every other.
circles() {
	symbols "$@" | awk '
	$2 == "def" { owner[$3] = $1; files[$1] = 1; next }
	{ files[$1] = 1; used[++n] = $1 SUBSEP $3 }
	END {
		for (i = 1; i <= n; i++) {
			split(used[i], part, SUBSEP)
			b = owner[part[2]]
			if (b == "" || b == part[1] || (part[1], b) in by)
				continue
			by[part[1], b] = part[2]
			out[part[1]] = out[part[1]] " " b
		}
		# What each file reaches: a search from it along the calls.
		for (a in files) {
			split("", seen)
			top = 0
			stack[++top] = a
			while (top > 0) {
				f = stack[top--]
				k = split(out[f], next_files, " ")
				for (j = 1; j <= k; j++) {
					g = next_files[j]
					if (g in seen)
						continue
					seen[g] = 1
					reach[a, g] = 1
					stack[++top] = g
				}
			}
		}
		for (a in files) {
			if (!((a, a) in reach) || a in placed)
				continue
			m = 0
			for (b in files)
				if ((a, b) in reach && (b, a) in reach) {
					member[++m] = b
					placed[b] = 1
				}
			# Sorted, so that a circle reads the same every time.
			for (i = 2; i <= m; i++)
				for (j = i; j > 1 && member[j - 1] > member[j]; j--) {
					t = member[j]
					member[j] = member[j - 1]
					member[j - 1] = t
				}
			line = "circle"
			for (i = 1; i <= m; i++)
				line = line " " member[i]
			print line
			for (i = 1; i <= m; i++)
				for (j = 1; j <= m; j++)
					if ((member[i], member[j]) in by)
						print "call", member[i], member[j],
						    by[member[i], member[j]]
		}
	}'
}

status=0
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

# Only the objects of today's sources: one of a file since gone would count.
count=0
for source in $(find src -name '*.c' | sort); do
	object=build/${source%.c}.o
	[ -f "$object" ] ||
		{ echo "FAIL: $object missing (make gnomon first)"; exit 1; }
	printf '%s\n' "$object" >>"$work/objects"
	count=$((count + 1))
done
# shellcheck disable=SC2046 # the objects' paths hold no spaces
circles build/ $(cat "$work/objects") >"$work/found"

awk '
$1 == "circle" {
	sub(/^circle /, "")
	print "FAIL: a circle of files: " $0
	status = 1
	next
}
{ print "    " $2 " calls " $3 " (" $4 ")" }
END { exit status }
' "$work/found" || status=1

# Planted: x/a.c and y/b.c call each other across folders; c.c, d.c and
# e.c call round; f.c calls into the first circle and is on none.
mkdir "$work/planted" "$work/planted/x" "$work/planted/y" || exit 1
plant() {
	printf 'int %s(void);\nint %s(void) { return %s(); }\n' \
	    "$3" "$2" "$3" >"$work/planted/$1.c" &&
	${CC:-cc} -c -o "$work/planted/$1.o" "$work/planted/$1.c" || exit 1
}
plant x/a a_calls b_calls
plant y/b b_calls a_calls
plant c c_calls d_calls
plant d d_calls e_calls
plant e e_calls c_calls
plant f f_calls a_calls
circles "$work/planted/" "$work/planted"/x/a.o "$work/planted"/y/b.o \
    "$work/planted"/c.o "$work/planted"/d.o "$work/planted"/e.o \
    "$work/planted"/f.o | grep '^circle' | sort >"$work/planted/found"
printf 'circle c.c d.c e.c\ncircle x/a.c y/b.c\n' >"$work/planted/wanted"
cmp -s "$work/planted/found" "$work/planted/wanted" || {
	echo "FAIL: the planted circles are not found as planted:"
	sed 's/^/    /' "$work/planted/found"
	status=1
}
[ "$status" = 0 ] &&
	echo "ok: no file of src/ on a circle, of $count; the planted ones" \
	    "found"
exit "$status"
