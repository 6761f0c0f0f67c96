# bash completion for gnomon(6)                            -*- shell-script -*-
# shellcheck shell=bash
#
# Installed as bash-completion/completions/gnomon under the data directory
# (/usr/share for the Debian package, `pkg-config --variable=completionsdir
# bash-completion`), where bash-completion loads it the first time a gnomon
# line is completed.  It completes the subcommands, the options of the game
# and of each subcommand, the values of --side and --theme, directories for
# --rooms, files for --token-file, --to, the record commands and server,
# and the names of the open rooms (as `gnomon list` prints them) for join,
# watch and end.
#
# The lists below are the program's tables (src/main.c's subcommands, the
# game's and the variant's options, each subcommand's own), and
# tests/e2e/completion.sh checks them against the program itself: every
# option --help names is here, and the program takes every name here.

_gnomon_subcommands='engine perft selfplay transcript learn puzzle replay
review match merge lab stats bench host join watch list end lobby server'

# The variant's settings: options of a game and of host, key=value of the
# subcommands.
_gnomon_variant='--board --day --hold --len --mixed --moon --mover --pie
--snake --start --stones --sun'

# _gnomon_options SUBCOMMAND: its options ("" for a game in the terminal).
_gnomon_options()
{
	case $1 in
	'') echo "--level --side --hotseat --autoplay --ascii --calm --cursor
		--plain --resume --seed --help --version $_gnomon_variant" ;;
	learn) echo '--ascii --plain --help' ;;
	puzzle) echo '--theme --ascii --plain --help' ;;
	replay) echo '--ascii --help' ;;
	review) echo '--text --plain --ascii --help' ;;
	lab) echo '--dry-run --help' ;;
	merge) echo '--partial --help' ;;
	stats) echo '--reset --yes --help' ;;
	host) echo "--tcp --rooms --side --clock --name --rated --detach --ascii
		--plain --help $_gnomon_variant" ;;
	join | watch) echo '--rooms --name --token-file --owner --ascii --plain
		--help' ;;
	list) echo '--rooms --all --help' ;;
	lobby) echo '--rooms --ascii --player --register --help' ;;
	server) echo '--to --players --games --seed --rooms --browsers --register --help' ;;
	*) echo '--help' ;;
	esac
}

# _gnomon_rooms PROGRAM [--rooms DIR]: the names of the open rooms, the
# first word of each of `gnomon list`'s lines (a name holds no blank).
_gnomon_rooms()
{
	local program=$1
	shift
	"$program" list "$@" 2>/dev/null |
	    sed -n 's/^\([A-Za-z0-9_][A-Za-z0-9_.-]*\)  .*/\1/p'
}

# _gnomon_reply COMPGEN-ARGS...: COMPREPLY, the words compgen gives that
# begin with $cur, one a line.
_gnomon_reply()
{
	mapfile -t COMPREPLY < <(compgen "$@" -- "$cur")
}

# _gnomon_files [-d]: file names (directories with -d) that begin with
# $cur: by bash-completion's _filedir where it is loaded.
_gnomon_files()
{
	if declare -F _filedir >/dev/null 2>&1; then
		_filedir "$@"
		return
	fi
	compopt -o filenames 2>/dev/null
	if [[ $1 == -d ]]; then
		_gnomon_reply -d
	else
		_gnomon_reply -f
	fi
}

_gnomon()
{
	local cur prev words cword
	if declare -F _init_completion >/dev/null 2>&1; then
		_init_completion -n = || return
	else
		# Without bash-completion: the words as bash split them.
		words=("${COMP_WORDS[@]}")
		cword=$COMP_CWORD
		cur=${COMP_WORDS[COMP_CWORD]}
		prev=${COMP_WORDS[COMP_CWORD - 1]}
		# bash splits "--side=te" into --side, = and te.
		if [[ $prev == = && $cword -gt 2 ]]; then
			prev=${COMP_WORDS[COMP_CWORD - 2]}
		elif [[ $cur == = ]]; then
			prev=${COMP_WORDS[COMP_CWORD - 1]}
			cur=
		fi
	fi
	COMPREPLY=()

	local subcommand=
	[[ $cword -gt 1 && ${words[1]} != -* ]] && subcommand=${words[1]}

	# An option's value, given as the next word or after '='.
	local option=$prev
	if [[ $cur == --*=* ]]; then
		option=${cur%%=*}
		cur=${cur#*=}
	elif [[ $prev == -* ]] && [[ $cur == -* ]]; then
		option=
	fi
	case $option in
	--side)
		_gnomon_reply -W 'amber teal random'
		return ;;
	--theme)
		_gnomon_reply -W 'double-threat sun-turn diagonal dusk knight
		    block win gain defence'
		return ;;
	--rooms)
		_gnomon_files -d
		return ;;
	--token-file | --to)
		_gnomon_files
		return ;;
	--level | --seed | --tcp | --clock | --name | --owner | --board | \
	    --day | --hold | --len | --mixed | --moon | --mover | --pie | \
	    --snake | --start | --stones | --sun | --players | --games | \
	    --browsers)
		return ;;
	esac

	if [[ $cur == -* ]]; then
		_gnomon_reply -W "$(_gnomon_options "$subcommand")"
		return
	fi
	if [[ $cword -eq 1 ]]; then
		_gnomon_reply -W "$_gnomon_subcommands"
		return
	fi
	case $subcommand in
	join | watch | end)
		local i rooms=()
		for ((i = 2; i < cword; i++)); do
			case ${words[i]} in
			--rooms) rooms=(--rooms "${words[i + 1]}") ;;
			--rooms=*) rooms=("${words[i]}") ;;
			esac
		done
		_gnomon_reply -W "$(_gnomon_rooms "${words[0]}" "${rooms[@]}")"
		;;
	replay | review | merge | server)
		_gnomon_files ;;
	esac
} &&
	complete -F _gnomon gnomon
