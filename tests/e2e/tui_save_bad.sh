#!/bin/sh
# A saved game that is corrupt, truncated, from a newer Gnomon, binary junk,
# or a directory where the file should be: a clear message naming the file
# and the line, the bad file kept (renamed *.bad-TIME, never deleted), and a
# new game that saves normally; the message is read whole on the screen,
# word-wrapped, not cut at 80 columns.  The same for `gnomon replay` of a
# bad file, which exits 1 with one line before the terminal is touched.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1

good='[Gnomon "1"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1"]
[Opponent "people"]
[Level "2"]
[Side "amber"]
[Hints "on"]

1. d1d2 d7d6
2. b1b2 b7b6
'

# The two lines below the board's labels, as one: a message longer than
# the line goes on on the second, word-wrapped, instead of being cut.
below_board() { tui_screen | sed -n '21,22p' | tr '\n' ' ' | sed 's/  *$//'; }

# $1: a name for the case; $2: what the screen must say; $3: what the
# message left on the terminal at the end must say; $4, if given: an
# extended regular expression the whole message on the screen must match
# (at 80 columns); the bad save is already in place.  Checks the message, the kept file, and that the new
# game is saved in its place.
check_bad() {
	directory=$TUI_STATE_HOME/gnomon
	if [ -d "$directory/current.gnomon" ]; then
		kind=d
	else
		kind=f
		cp "$directory/current.gnomon" "$TUI_STATE/original"
	fi
	tui_start -- --hotseat
	tui_wait "$2"
	tui_wait "(kept as .bad-"
	tui_wait "Amber to move"
	if [ -n "$4" ]; then
		said=$(below_board)
		printf '%s\n' "$said" | grep -qE -- "$4" ||
		    tui_fail "$1: the message is not whole on the screen: '$said'"
	fi
	tui_screen | grep -qF "resume it?" && tui_fail "$1: a bad save was offered"
	kept=$(ls -d "$directory"/current.gnomon.bad-* 2>/dev/null)
	[ "$(echo "$kept" | wc -w)" = 1 ] || tui_fail "$1: the bad file was not kept aside ($kept)"
	if [ $kind = d ]; then
		[ -d "$kept" ] || tui_fail "$1: the directory was not kept"
	else
		cmp -s "$kept" "$TUI_STATE/original" || tui_fail "$1: the kept file changed"
	fi
	# The new game saves where the bad one was.
	tui_keys : d 1 d 2 Enter
	tui_wait "Last: Amber d1d2"
	tui_keys q y
	status=$(tui_exited)
	[ "$status" = 0 ] || tui_fail "$1: exit status $status"
	# Once the screen is gone the whole message is left on the terminal.
	said=$(tui_capture -J)
	for text in "gnomon: $directory/current.gnomon" "$3" "kept as $kept"; do
		printf '%s\n' "$said" | grep -qF -- "$text" ||
			tui_fail "$1: the message at the end lacks '$text'"
	done
	grep -qF "1. d1d2" "$directory/current.gnomon" || tui_fail "$1: the new game was not saved"
}

case_home() {
	TUI_STATE_HOME="$TUI_STATE/$1"
	mkdir -p "$TUI_STATE_HOME/gnomon"
}

case_home corrupt
printf '%s3. zz9 b1\n' "$good" >"$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad corrupt "current.gnomon line 10 (kept as .bad-" "line 10: 'zz9' is not a move" \
    "^current\.gnomon line 10 \(kept as \.bad-[0-9T]+\): 'zz9' is not a move: write it like b1c2, b1-c2 or pass$"

case_home truncated
printf '%s' "$good" | head -c 144 >"$TUI_STATE_HOME/gnomon/current.gnomon"	# "2. b1b2 b7b"
check_bad truncated "current.gnomon line 9 (kept as .bad-" "line 9: 'b7b' is not a move"

case_home truncated-tag
printf '%s' "$good" | head -c 40 >"$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad truncated-tag "current.gnomon line 2 (kept as .bad-" "line 2: a tag is written"

case_home newer
printf '[Gnomon "7"]\n\n1. d1d2\n' >"$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad newer "current.gnomon line 1 (kept as .bad-" "line 1: written by a newer Gnomon"

case_home junk
head -c 3000 /dev/urandom >"$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad junk "current.gnomon" "line "

case_home illegal
printf '%s' "$good" | sed 's/b7b6/b7b3/' >"$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad illegal "current.gnomon line 9 (kept as .bad-" "line 9: move 4, b7b3, is not legal"

case_home settings
printf '%s' "$good" | sed 's/Level "2"/Level "12"/' >"$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad settings "current.gnomon line 4 (kept as .bad-" "line 4: tag Level is '12'"

case_home directory
mkdir "$TUI_STATE_HOME/gnomon/current.gnomon"
check_bad directory "current.gnomon (kept as .bad-" "current.gnomon: a directory, not a game record"

# --resume of a bad save: said, kept, and nothing to resume.
case_home resume
printf 'junk\n' >"$TUI_STATE_HOME/gnomon/current.gnomon"
tui_start -- --resume
status=$(tui_exited)
[ "$status" = 1 ] || tui_fail "--resume of a bad save: exit status $status"
said=$(tui_capture -J)
for text in "current.gnomon line 1: not a Gnomon record" "kept as" "gnomon: nothing to resume"; do
	printf '%s\n' "$said" | grep -qF -- "$text" ||
		tui_fail "--resume of a bad save: the message lacks '$text'"
done
ls "$TUI_STATE_HOME/gnomon"/current.gnomon.bad-* >/dev/null 2>&1 ||
	tui_fail "--resume: the bad save was not kept"

# replay of a bad file: one line, the file and the line, status 1, and no
# terminal needed to say so.
bad="$TUI_STATE/bad.gnomon"
printf '%s3. zz9\n' "$good" >"$bad"
message=$("$GNOMON" replay "$bad" 2>&1 </dev/null)
status=$?
[ "$status" = 1 ] || tui_fail "replay of a bad file: exit status $status"
[ "$(printf '%s\n' "$message" | wc -l)" = 1 ] || tui_fail "replay: not one line: $message"
printf '%s\n' "$message" | grep -qF "gnomon replay: $bad line 10: " ||
	tui_fail "replay: the message does not name the file and the line: $message"
message=$("$GNOMON" replay "$TUI_STATE/none.gnomon" 2>&1 </dev/null)
status=$?
[ "$status" = 1 ] || tui_fail "replay of a missing file: exit status $status"
printf '%s\n' "$message" | grep -qF "none.gnomon: no such file" ||
	tui_fail "replay of a missing file: $message"
"$GNOMON" replay "$TUI_STATE" >/dev/null 2>&1 </dev/null
[ $? = 1 ] || tui_fail "replay of a directory did not fail"
exit 0
