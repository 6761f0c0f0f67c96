#!/bin/sh
# The tests' sources through a second compiler's front end, every warning
# an error (`make check`: the first compiler, $(CC), builds them under
# -Werror; this holds them to the other's warnings too, gcc's or clang's,
# in seconds and without a second build).
#
#   check-warnings.sh COMPILER ARGUMENTS...
#
# runs COMPILER -fsyntax-only -Werror ARGUMENTS (the flags, then the
# files).  Without COMPILER on the machine it says SKIP and passes (CI has
# both).
compiler=$1
shift
if ! command -v "$compiler" >/dev/null 2>&1; then
	echo "SKIP: no $compiler to check the tests' warnings with"
	exit 0
fi
echo "$compiler -fsyntax-only -Werror $*"
exec "$compiler" -fsyntax-only -Werror "$@"
