#!/bin/sh
# The man page and the program cannot drift apart.  Driven by what the
# binary says about itself, never by a list kept here:
#   - every option, subcommand and key=value key that `gnomon --help` names,
#     and every command the engine lists (list_commands), is documented in
#     man/gnomon.6;
#   - every option and subcommand the page documents is in --help, and every
#     engine command it documents is in list_commands.
page=man/gnomon.6
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

pending() {
	fail "$*"
}

# The lines of one .Sh section of the page's source.
section() {
	awk -v name="$1" '
		/^\.Sh / { inside = ($0 == ".Sh " name); next }
		inside { print }
	' "$page"
}

# The names of the top-level items (".It MACRO name") of a section's list,
# leaving out the items of lists nested inside them.
items() {
	section "$1" | awk -v macro="$2" '
		/^\.Bl / { depth++; next }
		/^\.El/ { depth--; next }
		depth == 1 && $1 == ".It" && $2 == macro { print $3 }
	' | sort -u
}

help=$("$gnomon" --help) || { echo "gnomon --help failed"; exit 1; }
# The page as a reader sees it, without the overstrikes of bold and underline.
backspace=$(printf '\b')
rendered=$(LC_ALL=C mandoc -T ascii "$page" | LC_ALL=C sed "s/.$backspace//g")
[ -n "$rendered" ] || { echo "mandoc could not render $page"; exit 1; }

# --help -> page: options.
help_options=$(printf '%s\n' "$help" | grep -oE -- '--[a-z][a-z-]*' | sort -u)
[ -n "$help_options" ] || fail "found no options in --help"
for option in $help_options; do
	name=${option#--}
	grep -qE "Fl -$name([^a-z-]|\$)" "$page" ||
		fail "--help names $option; the page does not document it"
done

# --help -> page: subcommands, written "  gnomon NAME ..." in --help.
help_subcommands=$(printf '%s\n' "$help" | sed -n 's/^  gnomon \([a-z][a-z_]*\).*/\1/p' | sort -u)
[ -n "$help_subcommands" ] || fail "found no subcommands in --help"
commands_section=$(section COMMANDS)
for subcommand in $help_subcommands; do
	printf '%s\n' "$commands_section" | grep -qE "^\.It Cm $subcommand( |\$)" ||
		fail "--help names subcommand $subcommand; COMMANDS in the page does not"
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
protocol_section=$(section "ENGINE PROTOCOL")
for command in $engine_commands; do
	printf '%s\n' "$protocol_section" | grep -qE "^\.It Ic $command( |\$)" ||
		fail "the engine has $command; ENGINE PROTOCOL in the page does not"
done

# page -> --help: options.
page_options=$(grep -oE 'Fl -[a-z][a-z-]*' "$page" | sed 's/^Fl /-/' | sort -u)
for option in $page_options; do
	printf '%s\n' "$help_options" | grep -qx -- "$option" ||
		fail "the page documents $option; --help does not name it"
done

# page -> --help: subcommands.
page_subcommands=$(items COMMANDS Cm)
for subcommand in $page_subcommands; do
	printf '%s\n' "$help_subcommands" | grep -qx "$subcommand" && continue
	if "$gnomon" "$subcommand" --help >/dev/null 2>&1; then
		fail "the binary has subcommand $subcommand; --help does not name it"
	else
		pending "the page documents subcommand $subcommand, which this binary does not have"
	fi
done

# page -> engine: protocol commands.
page_commands=$(items "ENGINE PROTOCOL" Ic)
for command in $page_commands; do
	printf '%s\n' "$engine_commands" | grep -qx "$command" ||
		pending "the page documents engine command $command, which this engine does not have"
done

[ $failures -eq 0 ]
