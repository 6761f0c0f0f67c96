#!/bin/sh
# gnomon(6)'s ENVIRONMENT names every variable the program reads: each
# getenv("NAME") in src/ is an `.It Ev NAME` of that section.
set -u
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

read_names=$(grep -rhoE 'getenv\("[A-Za-z_][A-Za-z0-9_]*"\)' src |
    sed 's/getenv("\(.*\)")/\1/' | sort -u)
[ -n "$read_names" ] || fail "found no getenv in src/"
section=$(sed -n '/^\.Sh ENVIRONMENT/,/^\.Sh /p' man/gnomon.6)
[ -n "$section" ] || fail "gnomon(6) has no ENVIRONMENT section"
for name in $read_names; do
	printf '%s\n' "$section" | grep -Eq "^\\.It Ev (.* )?$name( |\$)" ||
		fail "the program reads $name; gnomon(6)'s ENVIRONMENT does not name it"
done
# A getenv of a name not written out would escape the list above.
grep -rn 'getenv([^"]' src && fail "a getenv whose name is not a literal"

[ $failures -eq 0 ]
