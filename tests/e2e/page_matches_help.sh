#!/bin/sh
# The man pages and the program cannot drift apart.  Driven by what the
# binary says about itself, never by a list kept here.  `gnomon --help`
# is a short usage: its game's options and every subcommand, each of
# which says the rest in its own --help; "--help" below is all of them.
#   - every option and key=value key that --help names is documented in a
#     page of man/, every subcommand `gnomon --help` lists in the COMMANDS
#     of gnomon(6) or of the page of its subject (gnomon-lab(6),
#     gnomon-room(5), gnomon-server(7)), and every command the
#     engine lists (list_commands) in gnomon-engine(5)'s COMMANDS;
#   - every option the pages document is in --help, every subcommand that
#     gnomon(6), gnomon-lab(6), gnomon-room(5) or gnomon-server(7)
#     documents is one of the
#     program's (and listed by `gnomon --help`), and every engine command
#     gnomon-engine(5) documents is in list_commands.
page=man/gnomon.6
engine_page=man/gnomon-engine.5
pages="man/gnomon.6 man/gnomon-lab.6 man/gnomon-engine.5 man/gnomon-room.5 man/gnomon-record.5 man/gnomon-puzzles.5 man/gnomon-server.7"
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

pending() {
	fail "$*"
}

newline='
'
# is_line WORD LINES: WORD is one of LINES' lines, whole (a check of many
# words, each by the shell, not a grep a word).
is_line() {
	case "$newline$2$newline" in
	*"$newline$1$newline"*) return 0 ;;
	esac
	return 1
}

# section NAME [PAGE]: the lines of one .Sh section of a page's source
# (gnomon(6)'s unless PAGE).
section() {
	awk -v name="$1" '
		/^\.Sh / { inside = ($0 == ".Sh " name); next }
		inside { print }
	' "${2:-$page}"
}

# items SECTION MACRO [PAGE]: the names of the top-level items (".It MACRO
# name") of a section's list, leaving out the items of lists nested inside
# them.
items() {
	section "$1" "$3" | awk -v macro="$2" '
		/^\.Bl / { depth++; next }
		/^\.El/ { depth--; next }
		depth == 1 && $1 == ".It" && $2 == macro { print $3 }
	' | sort -u
}

main_help=$("$gnomon" --help) || { echo "gnomon --help failed"; exit 1; }
# The subcommands, written "  gnomon NAME ..." in gnomon --help.
help_subcommands=$(printf '%s\n' "$main_help" | sed -n 's/^  gnomon \([a-z][a-z_]*\).*/\1/p' | sort -u)
[ -n "$help_subcommands" ] || fail "found no subcommands in --help"
help=$main_help
for subcommand in $help_subcommands; do
	sub_help=$("$gnomon" "$subcommand" --help) ||
		fail "gnomon $subcommand --help failed"
	help=$help$newline$sub_help
done
# The pages as a reader sees them, without the overstrikes of bold and
# underline.
backspace=$(printf '\b')
# $pages is a list of names without blanks, split on purpose.
# shellcheck disable=SC2086
rendered=$(LC_ALL=C mandoc -T ascii $pages | LC_ALL=C sed "s/.$backspace//g")
[ -n "$rendered" ] || { echo "mandoc could not render $pages"; exit 1; }

# --help -> page: options.
help_options=$(printf '%s\n' "$help" | grep -oE -- '--[a-z][a-z-]*' | sort -u)
[ -n "$help_options" ] || fail "found no options in --help"
# The options the pages document, each the whole of a "Fl -name".
# shellcheck disable=SC2086
page_options=$(grep -hoE 'Fl -[a-z][a-z-]*' $pages | sed 's/^Fl /-/' | sort -u)
for option in $help_options; do
	is_line "$option" "$page_options" ||
		fail "--help names $option; no page documents it"
done

# --help -> page: subcommands, each an item of COMMANDS in gnomon(6) or
# in the page of its subject (gnomon-lab(6), gnomon-room(5)), or
# gnomon-engine(5)'s own.
documented=$({ items COMMANDS Cm; items COMMANDS Cm man/gnomon-lab.6
    items COMMANDS Cm man/gnomon-room.5; items COMMANDS Cm man/gnomon-server.7
    section SYNOPSIS "$engine_page" | sed -n 's/^\.Cm \([a-z][a-z_]*\)$/\1/p'; } | sort -u)
for subcommand in $help_subcommands; do
	is_line "$subcommand" "$documented" ||
		fail "--help names subcommand $subcommand; no page's COMMANDS does"
done

# --help -> page: the keys of key=value settings.
help_keys=$(printf '%s\n' "$help" | grep -oE '(^|[ [])[a-z][a-z0-9]*=' | tr -d ' [=' | sort -u)
for key in $help_keys; do
	printf '%s\n' "$rendered" | grep -qE "(^|[^a-z0-9])$key=" ||
		fail "--help names the setting $key=; the page does not"
done

# The settings of each subcommand and of the engine, their values, ranges
# and defaults: page_matches_settings.sh, from the same tables.

# engine -> page: every command of the protocol.
engine_commands=$(printf 'list_commands\n' | "$gnomon" engine | sed -e 's/^= //' -e '/^$/d')
[ -n "$engine_commands" ] || fail "the engine listed no commands"
# Every ".It Ic command" of the page's COMMANDS, nested or not.
protocol_commands=$(section COMMANDS "$engine_page" |
    awk '$1 == ".It" && $2 == "Ic" { print $3 }')
for command in $engine_commands; do
	is_line "$command" "$protocol_commands" ||
		fail "the engine has $command; COMMANDS in $engine_page does not"
done

# page -> --help: options.
for option in $page_options; do
	is_line "$option" "$help_options" ||
		fail "the page documents $option; --help does not name it"
done

# page -> --help: subcommands, of gnomon(6) and the pages of their own
# subject.
page_subcommands=$documented
for subcommand in $page_subcommands; do
	is_line "$subcommand" "$help_subcommands" && continue
	if "$gnomon" "$subcommand" --help >/dev/null 2>&1; then
		fail "the binary has subcommand $subcommand; --help does not name it"
	else
		pending "the page documents subcommand $subcommand, which this binary does not have"
	fi
done

# page -> engine: protocol commands.
page_commands=$(items COMMANDS Ic "$engine_page")
for command in $page_commands; do
	is_line "$command" "$engine_commands" ||
		pending "the page documents engine command $command, which this engine does not have"
done

[ $failures -eq 0 ]
