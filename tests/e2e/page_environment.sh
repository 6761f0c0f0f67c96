#!/bin/sh
# gnomon(6)'s ENVIRONMENT names every variable the program reads: each
# getenv("NAME") in src/ is an `.It Ev NAME` of that section.
set -u
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# A name given by a macro (getenv(TOKEN_VARIABLE)) is the string its
# #define gives it in src/ or include/.
macro_names() {
	grep -rhoE 'getenv\([A-Z_][A-Z0-9_]*\)' src |
	    sed 's/getenv(\(.*\))/\1/' | sort -u | while read -r macro; do
		name=$(grep -rhE "^#define $macro \"[A-Za-z_][A-Za-z0-9_]*\"" src include |
		    sed 's/.*"\(.*\)".*/\1/' | head -n 1)
		# Not a name: the loop below then fails on it.
		echo "${name:-getenv($macro)}"
	done
}
read_names=$({ grep -rhoE 'getenv\("[A-Za-z_][A-Za-z0-9_]*"\)' src |
    sed 's/getenv("\(.*\)")/\1/'; macro_names; } | sort -u)
[ -n "$read_names" ] || fail "found no getenv in src/"
section=$(sed -n '/^\.Sh ENVIRONMENT/,/^\.Sh /p' man/gnomon.6)
[ -n "$section" ] || fail "gnomon(6) has no ENVIRONMENT section"
for name in $read_names; do
	printf '%s\n' "$section" | grep -Eq "^\\.It Ev (.* )?$name( |\$)" ||
		fail "the program reads $name; gnomon(6)'s ENVIRONMENT does not name it"
done
# A getenv of a name not written out would escape the list above.
grep -rnE 'getenv\([^"A-Z]' src && fail "a getenv whose name is not a literal or a macro"

[ $failures -eq 0 ]
