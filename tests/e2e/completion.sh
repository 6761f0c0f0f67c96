#!/bin/sh
# The bash completion (completion/gnomon.bash) completes what the program
# takes, checked against the program itself so the two cannot drift:
#   - the subcommands: src/main.c's table of them, each one the program
#     runs (`gnomon NAME --help`);
#   - the options: every option `gnomon --help` names is offered (for the
#     game or a subcommand), every one `gnomon NAME --help` names is offered
#     for NAME, and the program takes every option offered (given with a
#     value, it is never an "unknown option");
#   - --side's values, and the names of the open rooms for join, watch and
#     end (as `gnomon list` finds them: the test's own two rooms, and one
#     of another rooms directory for --rooms DIR).
# Each in bash with the completion alone, as COMP_WORDS and COMP_CWORD set
# by hand, and again with bash-completion's own helpers where they are
# installed (_init_completion, _filedir).
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
command -v bash >/dev/null || { echo "SKIP: no bash"; exit 0; }
script=$PWD/completion/gnomon.bash
[ -f "$script" ] || { echo "no $script"; exit 1; }
case $gnomon in /*) ;; *) gnomon=$PWD/$gnomon ;; esac
bash_completion=/usr/share/bash-completion/bash_completion
newline='
'

# complete_words WORD...: what the completion offers for the last WORD of
# the command line WORD... (the first is the program), one a line, sorted;
# with bash-completion's helpers loaded when $helpers is set.
complete_words() {
	# shellcheck disable=SC2016 # bash's expansions, in bash
	bash -c '
		script=$1 helpers=$2
		shift 2
		if [ -n "$helpers" ]; then
			. "$helpers" || exit 1
		fi
		. "$script" || exit 1
		COMP_WORDS=("$@")
		COMP_CWORD=$(($# - 1))
		COMP_LINE="$*"
		COMP_POINT=${#COMP_LINE}
		_gnomon
		printf "%s\n" "${COMPREPLY[@]}"
	' bash "$script" "$helpers" "$@" | sed '/^$/d' | sort
}

# offers 'EXPECTED...' WORD...: each of the words EXPECTED is among what
# WORD... offers.
offers() {
	expected=$1
	shift
	got=$(complete_words "$@")
	for word in $expected; do
		case "$newline$got$newline" in
		*"$newline$word$newline"*) ;;
		*) fail "${label}: '$*' offers '$(printf '%s' "$got" |
		    tr '\n' ' ')', not $word" ;;
		esac
	done
}

# The subcommands of src/main.c's table, one a line, sorted.
table=$(awk '/^static const struct subcommand subcommands\[\] = \{/ { inside = 1 }
	inside && /^};/ { exit }
	inside && match($0, /^\t\{ "[a-z0-9-]+",/) {
		name = substr($0, RSTART + 4, RLENGTH - 6); print name }' \
    src/main.c | sort)
[ -n "$table" ] || fail "found no subcommands in src/main.c"
for name in $table; do
	"$gnomon" "$name" --help >/dev/null 2>&1 ||
		fail "gnomon $name --help: exit status $?"
done

# taken SUBCOMMAND OPTION: the program takes OPTION (SUBCOMMAND "" for a
# game's): with a value and an unknown option after it, so that nothing
# runs, it refuses the other option or the value, never OPTION itself.
taken() {
	case $2 in
	--help)	[ -z "$1" ] || "$gnomon" "$1" --help >/dev/null 2>&1 ;;
	--version) [ -z "$1" ] && "$gnomon" --version >/dev/null 2>&1 ;;
	*)
		# $1 is a word or none.
		# shellcheck disable=SC2086
		said=$("$gnomon" $1 "$2=x" --no-such-option-at-all 2>&1 </dev/null)
		case $said in
		*"unknown option '$2'"* | *"unknown option '$2="*) return 1 ;;
		esac
		[ -n "$said" ] ;;
	esac
}

# help_options [SUBCOMMAND]: the options its --help names, --help and
# --version left out (every subcommand has them).
help_options() {
	"$gnomon" "$@" --help 2>/dev/null | grep -oE -- '--[a-z][a-z-]*' |
	    grep -vx -e --help -e --version | sort -u
}

check() {
	label=$1
	subcommands=$(complete_words "$gnomon" "")
	[ "$subcommands" = "$table" ] ||
		fail "$label: the subcommands offered," \
		    "$(printf '%s' "$subcommands" | tr '\n' ' ')," \
		    "are not src/main.c's, $(printf '%s' "$table" | tr '\n' ' ')"
	offers host "$gnomon" ho
	offers --side "$gnomon" --si
	offers teal "$gnomon" --side t
	offers --detach "$gnomon" host --de

	everywhere=
	for name in "" $table; do
		# $name is a word or none.
		# shellcheck disable=SC2086
		offered=$(complete_words "$gnomon" $name --)
		everywhere="$everywhere$offered$newline"
		for option in $offered; do
			taken "$name" "$option" ||
				fail "$label: '${name:-gnomon}' offers $option;" \
				    "the program does not take it"
		done
		[ -n "$name" ] || continue
		for option in $(help_options "$name"); do
			case "$newline$offered$newline" in
			*"$newline$option$newline"*) ;;
			*) fail "$label: gnomon $name --help names $option;" \
			    "'gnomon $name --' does not offer it" ;;
			esac
		done
	done
	for option in $(help_options); do
		case "$newline$everywhere" in
		*"$newline$option$newline"*) ;;
		*) fail "$label: gnomon --help names $option; nothing offers it" ;;
		esac
	done

	offers "alpha beta.2" "$gnomon" join ""
	offers alpha "$gnomon" watch al
	offers beta.2 "$gnomon" end be
	offers gamma "$gnomon" join "--rooms=$shared" g
	in_shared=$(complete_words "$gnomon" join --rooms "$shared" "")
	[ "$in_shared" = gamma ] ||
		fail "$label: join --rooms DIR offers $in_shared, not gamma alone"
}

room_host alpha
room_host beta.2
shared=$ROOM_TMP/shared
mkdir -m 700 "$shared" || exit 1
room_host gamma --rooms "$shared"
names=$("$gnomon" list | sed 's/ .*//' | sort | tr '\n' ' ')
[ "$names" = "alpha beta.2 " ] || fail "gnomon list: $names, not alpha beta.2"

helpers=
check "alone"
if [ -f "$bash_completion" ]; then
	helpers=$bash_completion
	check "with bash-completion"
else
	echo "(no $bash_completion: the completion checked alone)"
fi
[ $failures -eq 0 ]
