#!/bin/sh
# The command line as a user meets it: --help and --version succeed on
# standard output, for the main command and every subcommand, wherever
# they stand among a subcommand's words; --help is a short usage (at
# most 40 lines: gnuchess's 38, and a line each for `gnomon puzzle` and
# `gnomon server`); every
# bad option, value, subcommand or key fails with exit status 2 and one
# line on standard error that names it.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

newline='
'
state_out=$(mktemp) || exit 1
trap 'rm -f "$state_out"' EXIT
# expect_usage_error NAMED ARGS...: exit 2, one line on stderr naming NAMED.
expect_usage_error() {
	named=$1
	shift
	err=$("$gnomon" "$@" </dev/null 2>&1 >/dev/null)
	status=$?
	[ $status -eq 2 ] || fail "gnomon $*: exit status $status, not 2"
	case $err in
	*"$newline"*) fail "gnomon $*: message is not one line: $err" ;;
	esac
	case $err in
	*"$named"*) ;;
	*) fail "gnomon $*: message does not name '$named': $err" ;;
	esac
}

out=$("$gnomon" --help) || fail "--help: exit status $?"
printf '%s\n' "$out" | grep -q '^usage: gnomon' || fail "--help prints no usage line"
lines=$(printf '%s\n' "$out" | wc -l)
[ "$lines" -le 40 ] || fail "--help is $lines lines, not a short usage (40 at most)"
printf '%s\n' "$out" | grep -q 'man gnomon' || fail "--help does not point to the page"
"$gnomon" --level 3 --help >/dev/null || fail "--help after an option is not help"
"$gnomon" -h >/dev/null || fail "-h is not help"

version=$(sed -n 's/.*GNOMON_VERSION "\(.*\)".*/\1/p' include/core/version.h)
[ "$("$gnomon" --version)" = "gnomon $version" ] ||
	fail "--version does not print 'gnomon $version'"
# Like --help, --version after other options still answers.
[ "$("$gnomon" --hotseat --sun NE --version)" = "gnomon $version" ] ||
	fail "--version after other options does not print the version"

# Every subcommand answers --help and --version, first or after its
# words (which --help and --version do not read: `perft 2 --help`, `host
# ROOM --help`); after "--" they are words.
subcommands=$(printf '%s\n' "$out" | sed -n 's/^  gnomon \([a-z][a-z_]*\).*/\1/p')
[ "$(printf '%s\n' "$subcommands" | wc -l)" -eq 20 ] ||
	fail "--help does not list the 20 subcommands: $subcommands"
for subcommand in $subcommands; do
	for words in "--help" "-h" "extra --help" "2 --level 3 -h"; do
		# shellcheck disable=SC2086 # the words are words
		"$gnomon" "$subcommand" $words </dev/null >"$state_out" 2>&1 ||
			fail "gnomon $subcommand $words: exit status $?"
		grep -q "^usage: gnomon $subcommand" "$state_out" ||
			fail "gnomon $subcommand $words prints no usage: $(head -n 2 "$state_out")"
	done
	for words in "--version" "extra --version"; do
		status=0
		# shellcheck disable=SC2086 # the words are words
		version_out=$("$gnomon" "$subcommand" $words </dev/null 2>/dev/null) || status=$?
		if [ "$status" -ne 0 ] || [ "$version_out" != "gnomon $version" ]; then
			fail "gnomon $subcommand $words: status $status, '$version_out'"
		fi
	done
	# After "--", --version is a word, for the subcommand to read.
	version_out=$("$gnomon" "$subcommand" -- 1 --version </dev/null 2>/dev/null)
	[ "$version_out" = "gnomon $version" ] &&
		fail "gnomon $subcommand -- 1 --version took --version for the option"
done

expect_usage_error --level --level 9
expect_usage_error --level --level
expect_usage_error --side --side=green
expect_usage_error --len --len 4
expect_usage_error --sun --sun north
expect_usage_error --hotseat --hotseat=yes
expect_usage_error "0 or 1" --snake 2
expect_usage_error "0 to 2147483647" --seed -1
# Options that mean nothing together are refused before anything starts.
expect_usage_error --level --hotseat --level 3
expect_usage_error --side --hotseat --side teal
expect_usage_error --side --autoplay --side amber
expect_usage_error --level --resume --level 3
# getopt_long's command line, with messages of our own, one line each.
expect_usage_error "gnomon: option '--help' doesn't allow an argument" --help=x
expect_usage_error "option '--s' is ambiguous: --side, --seed, --sun, --snake, --start or --stones" --s 3
expect_usage_error "unexpected argument 'foo'" --level 3 -- foo
expect_usage_error "--sun must be 0 to 7 or N NE E SE S SW W NW, not 'north'" --sun north
[ "$("$gnomon" --lev 3 --side=teal --sun ne --vers)" = "gnomon $version" ] ||
	fail "--lev 3 --side=teal --sun ne --vers is not read"
expect_usage_error --frobnicate --frobnicate
# A value that is a name is read in any case, here and in the subcommands
# (host's --side is its own reader; tc= and p1= are names with numbers).
[ "$("$gnomon" --side TEAL --level 3 --version)" = "gnomon $version" ] ||
	fail "--side TEAL is not read as teal"
expect_usage_error "name" host --side Random 'no/room'
case $err in
*side*) fail "host --side Random is refused: $err" ;;
esac
"$gnomon" selfplay games=2 p1=N200 p2=l1 >/dev/null ||
	fail "selfplay p1=N200 p2=l1: exit status $?"
# Extra words are a usage error, to the main command beside --version and
# --help too (it takes no words), and to every subcommand without them.
expect_usage_error "unexpected argument 'extra'" --version extra
expect_usage_error "unexpected argument 'extra'" --help extra
expect_usage_error "unexpected argument 'extra'" --level 3 --version extra
for subcommand in $subcommands; do
	[ "$subcommand" = merge ] && continue	# its words are files
	status=0
	"$gnomon" "$subcommand" extra extra </dev/null >/dev/null 2>&1 || status=$?
	[ $status -eq 2 ] || fail "gnomon $subcommand extra extra: exit status $status, not 2"
done
nine=$(dirname "$gnomon")/gnomon-9
if [ -x "$nine" ]; then
	status=0
	"$nine" --version extra >/dev/null 2>&1 || status=$?
	[ $status -eq 2 ] || fail "gnomon-9 --version extra: exit status $status, not 2"
	# gnomon-9 names itself: its usage, its subcommands', its version.
	"$nine" --help | grep -q '^usage: gnomon-9 ' || fail "gnomon-9 --help does not name gnomon-9"
	"$nine" --help | grep -q '^  gnomon ' && fail "gnomon-9 --help lists gnomon's subcommands"
	"$nine" perft 2 --help | grep -q '^usage: gnomon-9 perft ' ||
		fail "gnomon-9 perft --help does not name gnomon-9"
	[ "$("$nine" engine --version)" = "gnomon-9 $version" ] ||
		fail "gnomon-9 engine --version: $("$nine" engine --version 2>&1)"
fi
expect_usage_error -z -z
expect_usage_error frobnicate frobnicate
expect_usage_error foo perft 2 foo=1
expect_usage_error "unknown setting 'zzz': use games, p1, p2, seed, jobs, opening, tt, pgn, off1, off2, w1, w2, eachsun, shard, results, len, day, sun, snake, mover, start, stones, pie, hold, moon, mixed or board" selfplay zzz=1
expect_usage_error "mixed=1 needs 5 or 7 stones: the tall stone starts on d" selfplay mixed=1 stones=6
expect_usage_error "mixed=1 needs 5 or 7 stones" perft 2 mixed=1 stones=4
expect_usage_error "mixed=1 needs 5 or 7 stones" --mixed 1 --stones 4
expect_usage_error "sun must be 0 to 7" transcript sun=x
# Every subcommand's --help lists its settings from the table, with defaults.
"$gnomon" selfplay --help | grep -q '^  games=N .*1 to 1000000; 100$' ||
	fail "gnomon selfplay --help does not list games=N with its range and default"
"$gnomon" engine --help | grep -q '^  movetime=MS ' ||
	fail "gnomon engine --help does not list the limits"
# A player is refused in its own terms.
expect_usage_error "L1 to L5, not L6" selfplay p1=L6
expect_usage_error "n1 to n1000000000, not n0" selfplay p2=n0
# pgn=DIR that cannot be a directory: said once, before any game is played.
not_a_directory=$(mktemp)
expect_usage_error "not a directory" selfplay games=50 p1=1 p2=1 pgn="$not_a_directory"
expect_usage_error "not a directory" transcript depth=1 pgn="$not_a_directory"
rm -f "$not_a_directory"
expect_usage_error len perft 2 len=7
expect_usage_error perft perft
expect_usage_error engine engine now

# Every subcommand reads its options as the main command does (one
# parser): an unknown option and a value given to an option that takes
# none are refused in the same words; "--" ends the options.
for subcommand in $(printf '%s\n' "$out" | sed -n 's/^  gnomon \([a-z][a-z_]*\).*/\1/p'); do
	expect_usage_error "gnomon $subcommand: unknown option '--frobnicate'; try 'gnomon $subcommand --help'" \
		"$subcommand" --frobnicate
	expect_usage_error "gnomon $subcommand: unknown option '-q'; try 'gnomon $subcommand --help'" \
		"$subcommand" -q
done
state=$(mktemp -d)
XDG_STATE_HOME=$state "$gnomon" stats --res --yes >/dev/null ||
	fail "stats --res --yes: exit status $?"
XDG_STATE_HOME=$state "$gnomon" stats -- >/dev/null || fail "stats --: exit status $?"
rm -rf "$state"
"$gnomon" perft -- 3 >/dev/null || fail "perft -- 3: exit status $?"
"$gnomon" perft -- 1 len=3 >/dev/null || fail "perft -- 1 len=3: exit status $?"
"$gnomon" lab sun --dry >/dev/null || fail "lab sun --dry: exit status $?"
"$gnomon" lab --he >/dev/null || fail "lab --he is not help"
expect_usage_error "gnomon lab: option '--dry-run' doesn't allow an argument" lab sun --dry-run=1
expect_usage_error "gnomon stats: option '--yes' doesn't allow an argument" stats --reset --yes=1
expect_usage_error "gnomon review: option '--text' doesn't allow an argument" review --tex=1
expect_usage_error "gnomon lobby: --rooms needs a value" lobby --roo
expect_usage_error "gnomon join: option '--t' is ambiguous: --token or --token-file" join --t x
expect_usage_error "gnomon host: option '--s' is ambiguous: --side, --sun, --snake, --start or --stones" host --s 3
expect_usage_error "gnomon selfplay: unknown option '--games'; try 'gnomon selfplay --help'" selfplay --games=1
# After "--" an option is a word: merge reads a file so named.
err=$("$gnomon" merge -- --frobnicate 2>&1 >/dev/null)
case $err in
*"--frobnicate: No such file"*) ;;
*) fail "merge -- --frobnicate does not read a file: $err" ;;
esac

[ $failures -eq 0 ]
