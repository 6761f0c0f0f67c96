#!/bin/sh
# The man pages pass mandoc's lint with nothing to say, at every level
# (style messages included).  Their cross references (.Xr) are looked up in
# a manual tree of these pages alone, indexed by makewhatis, so that the
# result does not depend on what the machine has installed.  Their footer
# names Gnomon and its version.
pages="man/gnomon.6 man/gnomon-lab.6 man/gnomon-engine.5 man/gnomon-puzzles.5 man/gnomon-record.5 man/gnomon-room.5 man/gnomon-server.7"
tree=$(mktemp -d) || exit 1
trap 'rm -rf "$tree"' EXIT
failures=0

for page in $pages; do
	section=${page##*.}
	mkdir -p "$tree/man$section" && cp "$page" "$tree/man$section/" || exit 1
done
makewhatis=$(command -v makewhatis || echo /usr/sbin/makewhatis)
"$makewhatis" "$tree" || { echo "FAIL: $makewhatis $tree"; exit 1; }

for page in $pages; do
	out=$(mandoc -Tlint -W style -M "$tree" "$page" 2>&1)
	status=$?
	if [ -n "$out" ] || [ $status -ne 0 ]; then
		echo "mandoc -Tlint $page (status $status):"
		echo "$out"
		failures=$((failures + 1))
	fi
done
# Each page's footer names the project and its version (.Os), not the
# formatter's default system ("BSD" under groff).
version=$(sed -n 's/.*GNOMON_VERSION "\(.*\)".*/\1/p' include/core/version.h)
for page in $pages; do
	grep -qx ".Os Gnomon $version" "$page" || {
		echo "$page: its .Os is not 'Gnomon $version'"
		failures=$((failures + 1))
	}
done
[ $failures -eq 0 ]
