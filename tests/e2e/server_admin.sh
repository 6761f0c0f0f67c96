#!/bin/sh
# gnomon server, the administrator's command for the shared server's
# database (gnomon-server(7)): check says "ok" of a whole database and
# refuses a missing one; add-key registers a name bound to a key and
# prints its authorized_keys line (the lobby by this program's whole path),
# or appends it --to a file (mode 0600); add-guest's line lets a key in to
# type a name (with --register, to register one) and registers nothing;
# a name taken, a name a shell would read, a file that is not one public
# key and a bad GNOMON_SERVER_NOW are refused with exit 2 and nothing
# changed; backup copies the database to a new file (0600) that checks
# whole, and refuses a file that is there.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
XDG_STATE_HOME=$state/xdg
export XDG_STATE_HOME
db=$XDG_STATE_HOME/gnomon/server.db
key='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGmM4bD0xXg7Zk1Q3r9Hk2Ue6Jf0yQp0Y5N0cE1aBc2d amy@home'
printf '%s\n' "$key" > "$state/amy.pub"

# status EXPECTED WHAT COMMAND...: runs COMMAND, its output in $out and
# its errors in $err, and fails unless it exits EXPECTED.
status() {
	expected=$1 what=$2
	shift 2
	out=$("$@" 2>"$state/err")
	code=$?
	err=$(cat "$state/err")
	[ "$code" -eq "$expected" ] ||
		fail "$what: exit $code, not $expected ($out / $err)"
}

status 1 "check with no database" "$gnomon" server check
case $err in *"no database"*) ;; *) fail "check with no database: $err" ;; esac
[ -e "$db" ] && fail "check made a database"

program=$(readlink -f "$gnomon")
status 0 "add-key" "$gnomon" server add-key amy "$state/amy.pub"
[ "$out" = "command=\"$program lobby --player amy\",restrict,pty $key" ] ||
	fail "add-key printed '$out'"
[ "$(stat -c %a "$db")" = 600 ] || fail "the database is mode $(stat -c %a "$db")"
status 0 "check" "$gnomon" server check
[ "$out" = ok ] || fail "check said '$out'"

before=$(cksum < "$db")
status 2 "a name taken" "$gnomon" server add-key amy "$state/amy.pub"
case $err in *"already registered"*) ;; *) fail "a name taken: $err" ;; esac
[ -z "$out" ] || fail "a name taken printed '$out'"
# shellcheck disable=SC2016 # the names are meant to hold $ and `
for name in "a b" "a'b" 'a"b' "a;b" '-x' 'a$b' 'a`b' 'a\b' "" \
    "seventeen-letters"; do
	status 2 "the name '$name'" "$gnomon" server add-key "$name" \
	    "$state/amy.pub"
done
printf 'not a key\n' > "$state/bad.pub"
printf '%s\n%s\n' "$key" "$key" > "$state/two.pub"
printf 'command="sh" %s\n' "$key" > "$state/option.pub"
# shellcheck disable=SC2016 # a key meant to hold $(...)
printf 'ssh-ed25519 AAAA$(reboot)\n' > "$state/blob.pub"
for file in bad two option blob missing; do
	status 2 "the key file $file" "$gnomon" server add-key bob \
	    "$state/$file.pub"
done
GNOMON_SERVER_NOW=soon status 2 "a bad clock" "$gnomon" server add-key bob \
    "$state/amy.pub"
status 2 "add-key with no key file" "$gnomon" server add-key bob
status 2 "an unknown action" "$gnomon" server frobnicate
[ "$(cksum < "$db")" = "$before" ] || fail "a refusal changed the database"

status 0 "add-key --to" "$gnomon" server add-key bob "$state/amy.pub" \
    --to "$state/authorized_keys"
[ "$(cat "$state/authorized_keys")" = \
    "command=\"$program lobby --player bob\",restrict,pty $key" ] ||
	fail "--to wrote '$(cat "$state/authorized_keys")'"
[ "$(stat -c %a "$state/authorized_keys")" = 600 ] ||
	fail "--to made a file of mode $(stat -c %a "$state/authorized_keys")"
GNOMON_SERVER_NOW=1765000000 status 0 "add-key --to, appended" \
    "$gnomon" server add-key cy "$state/amy.pub" --to "$state/authorized_keys"
[ "$(wc -l < "$state/authorized_keys")" -eq 2 ] ||
	fail "--to did not append: $(cat "$state/authorized_keys")"

# A guest's key: a line, nothing registered; a bad key or word refused.
before=$(cksum < "$db")
status 0 "add-guest" "$gnomon" server add-guest "$state/amy.pub"
[ "$out" = "command=\"$program lobby\",restrict,pty $key" ] ||
	fail "add-guest printed '$out'"
status 0 "add-guest --register" "$gnomon" server add-guest --register \
    "$state/amy.pub" --to "$state/guests"
[ "$(cat "$state/guests")" = \
    "command=\"$program lobby --register\",restrict,pty $key" ] ||
	fail "add-guest --register wrote '$(cat "$state/guests")'"
for file in bad two option blob missing; do
	status 2 "a guest's key file $file" "$gnomon" server add-guest \
	    "$state/$file.pub" --to "$state/guests"
done
status 2 "add-guest with a name" "$gnomon" server add-guest amy \
    "$state/amy.pub"
[ "$(wc -l < "$state/guests")" -eq 1 ] ||
	fail "a refused guest's key was written: $(cat "$state/guests")"
[ "$(cksum < "$db")" = "$before" ] || fail "add-guest changed the database"
# A program whose path sshd's quoting would read is named plainly.
mkdir "$state/a b"
cp "$gnomon" "$state/a b/gnomon"
status 0 "add-guest from a path with a space" "$state/a b/gnomon" server \
    add-guest "$state/amy.pub"
[ "$out" = "command=\"gnomon lobby\",restrict,pty $key" ] ||
	fail "add-guest from a path with a space printed '$out'"

status 0 "backup" "$gnomon" server backup "$state/copy.db"
[ "$(stat -c %a "$state/copy.db")" = 600 ] ||
	fail "the backup is mode $(stat -c %a "$state/copy.db")"
status 2 "a backup over a file" "$gnomon" server backup "$state/copy.db"
mkdir -p "$state/restored/gnomon"
cp "$state/copy.db" "$state/restored/gnomon/server.db"
XDG_STATE_HOME=$state/restored status 0 "the backup checked" \
    "$gnomon" server check
[ "$out" = ok ] || fail "the backup checked '$out'"
XDG_STATE_HOME=$state/restored status 2 "a name in the backup" \
    "$gnomon" server add-key cy "$state/amy.pub"

status 0 "players" "$gnomon" server players
[ "$(printf '%s\n' "$out" | tr -s ' ')" = "place name rating deviation games" ] ||
	fail "players with no rated game: '$out'"

[ $failures -eq 0 ]
