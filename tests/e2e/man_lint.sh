#!/bin/sh
# The man page passes mandoc's lint with nothing to say, at every level
# (style messages included).
out=$(mandoc -Tlint -W style man/gnomon.6 2>&1)
status=$?
if [ -n "$out" ] || [ $status -ne 0 ]; then
	echo "mandoc -Tlint man/gnomon.6 (status $status):"
	echo "$out"
	exit 1
fi
