#!/bin/sh
# The room commands' command lines: every bad option, value or room name
# fails with exit status 2 and one line on standard error naming it, and
# opens nothing; a room that is not open is said so (exit 1); a room's
# name taken by an open room is refused; --help answers.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"

# expect_status STATUS NAMED ARGS...: exit STATUS, one line on stderr
# naming NAMED.
expect_status() {
	status=$1
	named=$2
	shift 2
	err=$("$gnomon" "$@" </dev/null 2>&1 >/dev/null)
	got=$?
	[ $got -eq "$status" ] || fail "gnomon $*: exit status $got, not $status"
	[ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] ||
		fail "gnomon $*: message is not one line: $err"
	case $err in
	*"$named"*) ;;
	*) fail "gnomon $*: message does not name '$named': $err" ;;
	esac
}

expect_status 2 purple host --side purple
expect_status 2 "room's name" host 'two words'
expect_status 2 "room's name" host ../escape
expect_status 2 "room's name" host averyveryverylongroomnamethatgoeson
expect_status 2 clock host --clock 5
expect_status 2 clock host --clock 0+3
expect_status 2 len host --len 9
expect_status 2 --bogus host --bogus
expect_status 2 unexpected host one two
expect_status 2 "spaces are not allowed" host --name 'a b'
# The rule broken, not another: a quote was told about spaces.
expect_status 2 "quotes are not allowed" host --name 'a"b'
expect_status 2 "quotes are not allowed" join demo --name 'a"b'
expect_status 2 "backslashes are not allowed" host --name 'a\b'
expect_status 2 "too long" host --name seventeen-letters
expect_status 2 "which room" join
expect_status 2 token join demo --token zz
expect_status 2 token watch 127.0.0.1:4000
expect_status 2 "--tcp" join demo --tcp 4000
expect_status 2 "takes no room" list demo
# No secret on a command line (ps shows it to every user): --token is
# refused, saying what to use instead; a token file others may read, or
# what is not a file, is refused; so is a token that is not one.
expect_status 2 "ps shows it" join demo --token 0123456789abcdef0123456789abcdef
expect_status 2 "--token-file" watch 127.0.0.1:4000 --token 0123456789abcdef0123456789abcdef
printf '%s\n' 0123456789abcdef0123456789abcdef >"$ROOM_TMP/token"
chmod 640 "$ROOM_TMP/token"
expect_status 2 "only you may read" join 127.0.0.1:4000 --token-file "$ROOM_TMP/token"
expect_status 2 "only you may read" join 127.0.0.1:4000 --token-file "$ROOM_TMP"
expect_status 2 "No such file" join 127.0.0.1:4000 --token-file "$ROOM_TMP/none"
GNOMON_TOKEN=zz
export GNOMON_TOKEN
expect_status 2 GNOMON_TOKEN join 127.0.0.1:4000
GNOMON_TOKEN=0123456789abcdef0123456789abcdef01234567
expect_status 2 GNOMON_TOKEN join 127.0.0.1:4000
unset GNOMON_TOKEN
expect_status 2 "no such user" join 127.0.0.1:4000 --owner no-such-user-here
# The friend's line names the owner as USER@HOST:PORT: the same checks.
expect_status 2 "no such user" join no-such-user-here@127.0.0.1:4000
expect_status 2 "not USER@HOST:PORT" join @127.0.0.1:4000
expect_status 2 "not USER@HOST:PORT" join root@
expect_status 2 "which is it?" join root@127.0.0.1:4000 --owner daemon
# A shared rooms directory must keep others from swapping a room's socket.
mkdir -m 777 "$ROOM_TMP/everyone" && chmod 777 "$ROOM_TMP/everyone"
expect_status 1 "1770" list --rooms "$ROOM_TMP/everyone"
mkdir "$ROOM_TMP/group" && chmod 2770 "$ROOM_TMP/group"
expect_status 1 "sticky" join demo --rooms "$ROOM_TMP/group"
expect_status 1 "sticky" host demo --rooms "$ROOM_TMP/group" --detach
chmod 3770 "$ROOM_TMP/group"
out=$("$gnomon" list --rooms "$ROOM_TMP/group" 2>&1) ||
	fail "gnomon list --rooms DIR, mode 3770, refused: $out"
expect_status 1 "no room called" join nothere
expect_status 1 "no room called" watch nothere
[ -z "$(find "$ROOMS" -name '*.sock' 2>/dev/null)" ] ||
	fail "a refused command opened a room"
for command in host join watch list; do
	"$gnomon" "$command" --help | grep -q "^usage: gnomon $command" ||
		fail "gnomon $command --help gives no usage"
done

room_host taken
expect_status 1 "open already" host taken --detach
out=$("$gnomon" list 2>&1)
[ "$(printf '%s\n' "$out" | grep -c '^taken ')" -eq 1 ] ||
	fail "gnomon list: not one line for room taken: $out"
room_host timed --clock 5+3
case $("$gnomon" list 2>&1) in
*"timed "*"a clock"*) ;;
*) fail "gnomon list does not show the clock of a room hosted with --clock" ;;
esac

[ $failures -eq 0 ]
