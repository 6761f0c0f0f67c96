#!/bin/sh
# `help` in the line mode: its commands in one screenful of lines within 80
# columns, each word and letter documented in gnomon(6)'s line mode (the
# list read from what `help` prints, never from a list kept here), and
# that section's own quotation rendered whole, not nested: the page once
# read "(`b1c2, `b1-c2, `pass''')".
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_help
MANDOC=${MANDOC:-mandoc}
page=man/gnomon.6
export XDG_STATE_HOME="$work/state" HOME="$work" TERM=dumb

printf 'help\nq\na\n' | "$GNOMON" --plain --level 1 >"$work/out" 2>&1 ||
	fail "exit status $?: $(cat "$work/out")"
# What help printed: from the line after its prompt to the next prompt.
awk '/^> / && !started { started = 1; sub(/^> /, ""); print; next }
	started && /^Amber.s move:$/ { exit }
	started { print }' "$work/out" >"$work/help"
grep -q "not a move" "$work/help" && fail "help is not a command: $(cat "$work/help")"
lines=$(wc -l <"$work/help")
[ "$lines" -ge 5 ] || fail "help printed $lines lines: $(cat "$work/help")"
[ "$lines" -le 22 ] || fail "help is $lines lines, more than a screenful"
wide=$(awk 'length > 80' "$work/help")
[ -z "$wide" ] || fail "help has lines over 80 columns: $wide"

# The commands' line names hold=1: where the rule is on, the line under it
# says what a hold is; where it is off, nothing more is said before play.
grep -q '^hold=1: take a stone of yours off (hc1)' "$work/help" ||
	fail "help does not say what hold=1 is: $(cat "$work/help")"
awk '/^> /{ exit } /^hold=1:/' "$work/out" | grep -q . &&
	fail "hold=1 explained in a game without it: $(cat "$work/out")"
printf 'q\na\n' | "$GNOMON" --plain --level 1 --hold 1 >"$work/held" 2>&1 ||
	fail "exit status $? with --hold 1: $(cat "$work/held")"
awk '/^> /{ exit } /^hold=1: take a stone of yours off/' "$work/held" |
    grep -q . || fail "hold=1 unexplained where it is on: $(cat "$work/held")"

# The line mode's part of the page: from `.Ss The line mode` to the next
# .Ss or .Sh.
awk '/^\.S[sh] / { inside = ($0 == ".Ss The line mode"); next }
	inside { print }' "$page" >"$work/section"
[ -s "$work/section" ] || fail "no .Ss The line mode in $page"
# Each command line of help, "  word  w  what it does": the word and its
# letter are items of the section's list.
words=$(awk '/^  [a-z]/ { print $1 }' "$work/help")
[ -n "$words" ] || fail "help lists no words: $(cat "$work/help")"
for word in $words; do
	grep -q "^\.It Ic $word\( \|$\)" "$work/section" ||
		fail "help's '$word' is not an item of the page's line mode"
done
awk '/^  [a-z]/ && length($2) == 1 { print $1, $2 }' "$work/help" |
while read -r word letter; do
	case $letter in
	'?') letter='\\&?' ;;
	esac
	grep -q "^\.It Ic $word , Ic $letter\( \|$\)" "$work/section" ||
		fail "help's '$word' ($letter) is not so in the page"
done || exit 1

# The quotation of a move renders as three quotations, not one nested
# (read without the page's bold, its lines joined).
backspace=$(printf '\b')
"$MANDOC" -T ascii "$page" | sed "s/.$backspace//g" |
    sed -n '/^   The line mode/,/^KEYS/p' | tr -s ' \n' '  ' >"$work/rendered"
grep -q "\`b1c2', \`b1-c2', \`pass'" "$work/rendered" ||
	fail "the line mode's moves render as: $(grep -o '.\{10\}b1c2.\{30\}' \
	    "$work/rendered")"
exit 0
