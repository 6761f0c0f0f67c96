#!/bin/sh
# man/gnomon-record.5 against the code, driven by the code and the binary,
# never by a list kept here:
#   - the tags the page lists (`.It Li Name`) are exactly the tags the code
#     knows: the format's own (TAG_* in src/core/record.c, RECORD_TAG_* in
#     include/core/record.h), the saved game's
#     (UI_TAG_* in include/ui/ui_record.h, UI_SAVE_TAG_* in
#     include/ui/ui_save.h), a
#     room's game's (TAG_* in src/net/room.c, ROOM_ARCHIVE_TAG in
#     include/net/room_archive.h) and those the real binary
#     writes in the records of selfplay and
#     transcript;
#   - the limits the page states are those of include/core/record.h;
#   - every example record in the page is read by `gnomon replay`, or, when a
#     `$ gnomon replay FILE` block follows it, refused with exactly the
#     message shown.  (Without a terminal, replay reads the record first and
#     only then says it needs a terminal: a record it accepts gets that
#     line, one it refuses gets the refusal.)
set -u
LC_ALL=C
export LC_ALL
page=man/gnomon-record.5
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"

# 1. Tags.
{
	sed -n 's/^#define TAG_[A-Z_]* "\(.*\)"$/\1/p' src/core/record.c
	sed -n 's/^#define RECORD_TAG_[A-Z_]* "\(.*\)"$/\1/p' \
	    include/core/record.h
	sed -n 's/^#define UI_TAG_[A-Z_]* "\(.*\)"$/\1/p' include/ui/ui_record.h
	sed -n 's/^#define TAG_[A-Z_]* "\([^"]*\)".*$/\1/p' src/net/room.c
	sed -n 's/^#define ROOM_ARCHIVE_TAG "\(.*\)"$/\1/p' \
	    include/net/room_archive.h
	sed -n 's/^#define UI_SAVE_TAG_[A-Z_]* "\(.*\)"$/\1/p' include/ui/ui_save.h
	sed -n 's/^#define PIE_TAG "\(.*\)"$/\1/p' include/ai/pie.h
} >"$work/code"
[ "$(wc -l <"$work/code")" -ge 10 ] ||
	fail "found only $(wc -l <"$work/code") tags in the code: has it moved?"
"$gnomon" selfplay games=1 p1=1 p2=1 pgn="$work/written" >/dev/null ||
	fail "gnomon selfplay pgn= failed"
"$gnomon" transcript depth=1 pgn="$work/written" >/dev/null ||
	fail "gnomon transcript pgn= failed"
cat "$work"/written/*.gnomon 2>/dev/null | sed -n 's/^\[\([A-Za-z0-9_]*\) ".*$/\1/p' \
    >>"$work/code"
sort -u "$work/code" >"$work/code.sorted"
sed -n 's/^\.It Li \([A-Za-z0-9_]*\)$/\1/p' "$page" | sort -u >"$work/page"
missing=$(comm -23 "$work/code.sorted" "$work/page" | tr '\n' ' ')
extra=$(comm -13 "$work/code.sorted" "$work/page" | tr '\n' ' ')
[ -z "$missing" ] || fail "tags the code knows, not in $page: $missing"
[ -z "$extra" ] || fail "tags in $page that the code does not know: $extra"

# 2. Limits: include/core/record.h's numbers, in the page's sentences.
limit() {
	sed -n "s/^[[:space:]]*$1 = \([0-9]*\),*.*/\1/p" include/core/record.h
}
backspace=$(printf '\b')	# mandoc's bold is overstrikes: drop them
rendered=$(mandoc -Tascii "$page" | sed "s/.$backspace//g" | tr -s ' \n' '  ')
expect() {
	case $rendered in
	*"$1"*) ;;
	*) fail "$page does not say \"$1\"" ;;
	esac
}
expect "The version of the format, $(limit RECORD_VERSION);"
expect "or is higher than $(limit RECORD_VERSION);"
expect "more than $(limit RECORD_TEXT_MAX) bytes"
expect "a line longer than $(limit RECORD_LINE_MAX) characters"
expect "more than $(limit RECORD_EXTRA_MAX) tags besides the format's own"
expect "keeps up to $(limit RECORD_EXTRA_MAX) of them"
expect "The name is 1 to $(($(limit RECORD_TAG_MAX) - 1)) letters"
expect "0 to $(($(limit RECORD_VALUE_MAX) - 1)) bytes of printable ASCII and UTF-8"

# 3. The examples: each literal block of the page's source that begins
# with a Gnomon tag is a record; a block beginning `$ gnomon replay FILE`
# after it shows how the record is refused (a long message wrapped to the
# page's width).
awk -v dir="$work" '
	/^\.Bd -literal/ { inside = 1; lines = 0; next }
	/^\.Ed/ && inside {
		inside = 0
		if (first ~ /^\[Gnomon /) {
			records++
			file = dir "/example-" records ".gnomon"
			printf "%s", body > file
			close(file)
		} else if (first ~ /^\$ gnomon replay /) {
			file = dir "/example-" records ".refused"
			printf "%s\n", body > file
			close(file)
		}
		next
	}
	inside {
		if (lines++ == 0) { first = $0; body = "" }
		body = body $0 "\n"
	}
' "$page"
found=0
for record in "$work"/example-*.gnomon; do
	[ -f "$record" ] || continue
	found=$((found + 1))
	refused=${record%.gnomon}.refused
	out=$("$gnomon" replay "$record" </dev/null 2>&1)
	if [ -f "$refused" ]; then
		name=$(sed -n '1s/^\$ gnomon replay //p' "$refused")
		want=$(sed '1d' "$refused" | tr '\n' ' ' | sed 's/ *$//')
		got=$(printf '%s\n' "$out" | sed "s|$record|$name|")
		[ "$got" = "$want" ] ||
			fail "$(basename "$record"): replay says '$got', the page '$want'"
	else
		case $out in
		*"needs a terminal"*) ;;
		*) fail "$(basename "$record") is not read: $out" ;;
		esac
	fi
done
[ $found -ge 3 ] || fail "found $found example records in $page"
[ -n "$(ls "$work"/example-*.refused 2>/dev/null)" ] ||
	fail "found no refused example in $page"

[ $failures -eq 0 ]
