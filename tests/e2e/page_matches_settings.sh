#!/bin/sh
# The man page's lists of options and settings match the program's tables
# (options.h), as --help prints them; nothing here is a list of its own.
# For each list, the page has exactly the items --help has, each headed by
# its name and value as --help writes them (--level N, games=N, sun=S), and
# each item's text gives the range --help gives (1 to 5) and the default
# (after ';' in --help; "default 100" or "the default is 2" in the page).
#   - the game's options: the DESCRIPTION's lists, against `gnomon --help`
#     (a short usage, which names the variant options by one line) and
#     the variant options of `gnomon host --help`;
#   - the variant settings: the list of "Variants", against the variant
#     settings of `gnomon perft --help`;
#   - selfplay's, transcript's, lab's, lab puzzles', lab compare's and lab
#     solve's own settings: their lists in gnomon-lab(6)'s COMMANDS,
#     against `gnomon selfplay --help`, `gnomon transcript --help`, `gnomon
#     lab --help`, `gnomon lab puzzles --help`, `gnomon lab compare
#     --help` and `gnomon lab solve --help`;
#   - the limits of genmove and analyze: genmove's list in gnomon-engine(5)'s
#     COMMANDS, against `gnomon engine --help`.
page=man/gnomon.6
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# help_lines PART [SUBCOMMAND]: the table lines of `gnomon [SUBCOMMAND]
# --help` as "name<TAB>value<TAB>explanation", the option's dashes left
# out and "-" for no value; PART is own (before the variant settings), variant (after them) or
# all (both).
help_lines() {
	part=$1
	shift
	"$gnomon" "$@" --help | awk -v part="$part" '
		/^variant settings/ { variant = 1; next }
		/^subcommands/ { other = 1 }
		other { next }
		part == "own" && variant { next }
		part == "variant" && !variant { next }
		/^  (--)?[a-z][a-z0-9_]*([= ][^ ]+)?  +[^ ]/ {
			line = substr($0, 3)
			sub(/^--/, "", line)
			name = line; sub(/[= ].*/, "", name)
			rest = substr(line, length(name) + 1)
			value = ""
			if (rest ~ /^[= ][^ ]/) {
				value = substr(rest, 2); sub(/ .*/, "", value)
				rest = substr(rest, length(value) + 2)
			}
			sub(/^ +/, "", rest)
			printf "%s\t%s\t%s\n", name, value == "" ? "-" : value, rest
		}'
}

# page_items SECTION PARENT MACRO [PAGE]: the items ".It MACRO name ..." of the
# lists of SECTION (those at the top when PARENT is empty, else the list
# inside the item ".It PARENT ..."), as "name<TAB>value<TAB>text": the
# value as the heading writes it, without its macros and blanks ("-" for
# none), and the
# item's text.
page_items() {
	awk -v name="$1" -v parent="$2" -v macro="$3" '
		BEGIN { want = parent == "" ? 1 : 2 }
		function flush() {
			if (item != "")
				printf "%s\t%s\t%s\n", item, value == "" ? "-" : value, text
			item = ""
		}
		/^\.Sh / { flush(); inside = ($0 == ".Sh " name); depth = 0; next }
		!inside { next }
		/^\.Bl / { depth++; if (item != "") text = text " " $0; next }
		/^\.El/ { if (depth == want) flush(); depth--; next }
		depth == 1 && $1 == ".It" && parent != "" {
			flush()
			under = index($0, ".It " parent " ") == 1 || $0 == ".It " parent
			next
		}
		depth == want && $1 == ".It" && (parent == "" || under) {
			flush()
			if ($2 != macro)
				next
			item = $3
			sub(/^-/, "", item)
			value = ""
			for (i = 4; i <= NF; i++)
				if ($i !~ /^(Ns|Ar|Cm|Fl|Op)$/)
					value = value $i
			sub(/^=/, "", value)
			if (value ~ /^,/)	# ".It Fl -help , Fl h": another name
				value = ""
			text = ""
			next
		}
		item != "" { text = text " " $0 }
	' "${4:-$page}"
}

# compare WHAT HELP-LINES PAGE-ITEMS
compare() {
	what=$1
	printf '%s\n' "$2" | grep -q . || { fail "$what: --help lists nothing"; return; }
	printf '%s\n' "$3" | grep -q . || { fail "$what: the page lists nothing"; return; }
	help_names=$(printf '%s\n' "$2" | cut -f1 | sort)
	page_names=$(printf '%s\n' "$3" | cut -f1 | sort)
	[ "$help_names" = "$page_names" ] ||
		fail "$what: --help has [$(printf '%s\n' "$help_names" | tr '\n' ' ')], the page [$(printf '%s\n' "$page_names" | tr '\n' ' ')]"
	# Item by item in one awk (a few programs for each of some 150 items
	# cost make check seconds); the --help lines come in HELP, as -v would
	# read their backslashes as escapes.
	printf '%s\n' "$3" | HELP=$2 awk -F '\t' -v what="$what" '
		{ value[$1] = $2; text[$1] = $3 }
		END {
			n = split(ENVIRON["HELP"], lines, "\n")
			for (i = 1; i <= n; i++) {
				split(lines[i], help, "\t")
				name = help[1]
				if (!(name in value))
					continue
				say = "FAIL: " what " " name ": "
				if (tolower(help[2]) != tolower(value[name]))
					print say "--help writes its value \047" help[2] \
					    "\047, the page \047" value[name] "\047"
				if (match(help[3], /-?[0-9]+ to -?[0-9]+/) &&
				    !index(text[name], substr(help[3], RSTART, RLENGTH)))
					print say "the page does not give its range, " \
					    substr(help[3], RSTART, RLENGTH)
				# The default: what follows the last "; ".
				if (match(help[3], /; .*$/)) {
					default = help[3]
					while (match(default, /; /))
						default = substr(default, RSTART + 2)
					if (text[name] !~ ("default (is )?" default "([^0-9a-z]|$)"))
						print say "the page does not give its default, " default
				}
			}
		}' >"$tmp"
	if [ -s "$tmp" ]; then
		cat "$tmp"
		failures=$((failures + $(wc -l <"$tmp")))
	fi
}

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

[ -n "$("$gnomon" --help)" ] || { echo "gnomon --help failed"; exit 1; }

compare "the game's options" "$(help_lines all; help_lines variant host)" \
    "$(page_items DESCRIPTION '' Fl)"
compare "the variant settings" "$(help_lines variant perft)" "$(page_items RULES '' Cm)"
lab_page=man/gnomon-lab.6
compare "selfplay" "$(help_lines own selfplay)" "$(page_items COMMANDS 'Cm selfplay' Cm "$lab_page")"
compare "transcript" "$(help_lines own transcript)" "$(page_items COMMANDS 'Cm transcript' Cm "$lab_page")"
compare "lab" "$(help_lines own lab)" "$(page_items COMMANDS 'Cm lab Oo' Cm "$lab_page")"
compare "lab puzzles" "$(help_lines own lab puzzles)" "$(page_items COMMANDS 'Cm lab Cm puzzles' Cm "$lab_page")"
compare "lab tables" "$(help_lines own lab tables)" "$(page_items COMMANDS 'Cm lab Cm tables' Cm "$lab_page")"
compare "lab value" "$(help_lines own lab value)" "$(page_items COMMANDS 'Cm lab Cm value' Cm "$lab_page")"
compare "lab compare" "$(help_lines own lab compare)" "$(page_items COMMANDS 'Cm lab Cm compare' Cm "$lab_page")"
compare "lab solve" "$(help_lines own lab solve)" "$(page_items COMMANDS 'Cm lab Cm solve' Cm "$lab_page")"
compare "genmove and analyze" "$(help_lines own engine)" "$(page_items COMMANDS 'Ic genmove' Cm man/gnomon-engine.5)"

[ $failures -eq 0 ]
