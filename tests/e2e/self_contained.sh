#!/bin/sh
# The tree stands on its own: nothing in it cites a file outside it.  The
# rules reference is the RULES section of man/gnomon.6, not a rules file
# kept beside the repository.  (The patterns are bracketed so that this
# script does not find itself.)
found=$(grep -rnE 'RULES[.]md|[.][.]/shared[/]' README COPYING Makefile \
    include src tests tools man debian .ci 2>/dev/null)
if [ -n "$found" ]; then
	echo "FAIL: the tree cites files outside it:"
	echo "$found"
	exit 1
fi
