#!/bin/sh
# What a sponsor looks for in debian/ beyond lintian's defaults: the
# copyright file (DEP-5) says where upstream's source comes from (its
# Source field), and the package carries upstream's metadata (DEP-12,
# debian/upstream/metadata, a YAML mapping).  Where the project states no
# address, each says so, and so does the watch file: no field holds an
# address the project does not state.  (Where debian/ is not, as in make
# dist's tarball, there is nothing to check.)
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
[ -f debian/control ] || { echo "SKIP: no debian/ (make dist's tarball)"; exit 0; }

grep -q '^Source: [^[:space:]]' debian/copyright ||
	fail "debian/copyright has no Source field"
metadata=debian/upstream/metadata
if [ -f "$metadata" ]; then
	# A mapping: "{}" or "Field: value" lines, past the comments.
	grep -v '^#' "$metadata" | grep -qE '^(\{\}|[A-Z][A-Za-z-]*:)' ||
		fail "$metadata holds no YAML mapping"
else
	fail "no $metadata"
fi
grep -q '^version=4' debian/watch || fail "debian/watch is not version=4"
# Every address in these files is one the README or the pages state.
stated=$(cat README man/*.[56] | grep -oE 'https?://[^][ )>"]+' | sort -u)
for file in debian/control debian/copyright debian/watch "$metadata"; do
	[ -f "$file" ] || continue
	# shellcheck disable=SC2013 # addresses, which hold no blanks
	for address in $(grep -v '^#' "$file" |
	    grep -oE 'https?://[^][ )>"]+' | grep -v '^https://www\.debian\.org/'); do
		printf '%s\n' "$stated" | grep -qxF "$address" ||
			fail "$file gives $address, which the project does not state"
	done
done
[ $failures -eq 0 ]
