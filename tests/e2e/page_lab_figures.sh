#!/bin/sh
# gnomon-lab(6)'s DESIGN holds the lab's current answer where that is cheap
# to check: the command stated over the table of the designer's players
# (gnomon lab length p=3: 1,200 games at depth 3, two seconds or so of
# CPU), run as the page gives it, prints the page's rows exactly, every
# column; and the figure for depth 3 of the strength question, on the page
# and in doc/lab-design.md's table by strength, is that table's len=2 row,
# the same games.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

page=man/gnomon-lab.6
doc=doc/lab-design.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The page's command and rows: row games Amber Teal drawn score interval
# plies dusk, a line each, as the lab prints them but for the blanks.
awk '/^\.Ss Shadow length at the designer.s strength$/ { inside = 1; next }
    !inside { next }
    /^\.Ss / || /^\.El/ { exit }
    /^\.Dl \$ gnomon / { sub(/^\.Dl \$ gnomon /, ""); print >"'"$work/command"'"; next }
    /^\.It [^E]/ { sub(/^\.It /, ""); gsub(/ Ta /, " "); print }' "$page" >"$work/page"
command=$(cat "$work/command" 2>/dev/null)
[ "$command" = "lab length p=3" ] || fail "the page's command: '$command'"
[ "$(wc -l <"$work/page")" = 3 ] || fail "not 3 rows on the page: $(cat "$work/page")"

# shellcheck disable=SC2086 # the command's words
nice "$gnomon" $command >"$work/lab" 2>"$work/err" ||
	fail "gnomon $command: exit status $?: $(cat "$work/err")"
awk '/^len=[0-9] +[0-9]/ { line = $0; gsub(/ +/, " ", line)
    sub(/\[ /, "[", line); print line }' "$work/lab" >"$work/table"
diff "$work/page" "$work/table" >"$work/diff" ||
	fail "the page's table is not the lab's answer today (< page, > lab): $(cat "$work/diff")"

# The strength question's depth 3: the games of the len=2 row.
read -r _ _ _ _ _ score low high plies _ <<ROW
$(grep '^len=2 ' "$work/table")
ROW
grep -qF "Amber scores $score between the designer's players of depth 3," "$page" ||
	fail "the page's figure for depth 3 is not $score: $(grep "players of depth 3" "$page")"
row=$(awk '/^    depth 3 / { $1 = $1; print }' "$doc")
[ "$row" = "depth 3 400 $score $low $high $plies" ] ||
	fail "$doc's row of depth 3 is not $score $low $high, $plies plies: '$row'"

[ $failures -eq 0 ]
