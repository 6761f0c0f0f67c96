#!/bin/sh
# Never lose a game: three moves, then the connection drops (SIGHUP), the
# game is killed (SIGTERM) or the player quits with "keep for later"; each
# time the terminal is given back, the next start offers the same game, and
# resuming shows the identical position and settings with the whole history
# to undo.  Then "abandon" files the game and nothing is offered, so does a
# new game started in the middle of one, and --resume resumes at once, or
# says there is nothing to resume.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1

gnomon_pid() {
	pane=$(tui_tmux list-panes -t game -F '#{pane_pid}')
	ps -o pid= --ppid "$pane" | head -n 1 | tr -d ' '
}

# The screen above the message lines, with every line of the grid drawn
# alike, so the cursor's frame (which a resumed game puts back on d1) does
# not count: what is left is the stones, the sun and the panel.
position() {
	tui_screen | head -n 20 | sed 's/[─│┌┐└┘├┤┬┴┼━┃┏┓┗┛┡┩┢┪┯┷┠┨┿╂╋┣┫┳┻]/+/g'
}

# Starts a game, plays three moves with hints off and short days.
play_three() {
	tui_start -- --hotseat --day 5
	tui_wait "Amber to move"
	tui_keys : d 1 d 2 Enter
	tui_wait "Last: Amber d1d2"
	tui_keys : d 7 d 6 Enter
	tui_wait "Last: Teal d7d6"
	tui_keys : b 1 b 2 Enter
	tui_wait "Last: Amber b1b2"
	tui_keys H
	tui_wait "Hints off (H)"
	position >"$TUI_STATE/before"
}

# The next start offers the game; resuming it shows it exactly.
resume_and_check() {	# $1: how the game was left
	[ -f "$TUI_STATE_HOME/gnomon/current.gnomon" ] ||
		tui_fail "$1: no saved game"
	[ "$(stat -c %a "$TUI_STATE_HOME/gnomon/current.gnomon")" = 600 ] ||
		tui_fail "$1: the save is not mode 600"
	[ "$(stat -c %a "$TUI_STATE_HOME/gnomon")" = 700 ] ||
		tui_fail "$1: the directory is not mode 700"
	find "$TUI_STATE_HOME/gnomon" -mindepth 1 -maxdepth 1 \
	    ! -name current.gnomon ! -name lock ! -name games | grep . &&
		tui_fail "$1: something besides the save was left (a temporary file?)"
	tui_start -- --hotseat
	tui_wait "A saved game: resume it?"
	tui_keys y
	tui_wait "Game resumed"
	position >"$TUI_STATE/after"
	diff "$TUI_STATE/before" "$TUI_STATE/after" >/dev/null ||
		tui_fail "$1: the resumed position differs: $(diff "$TUI_STATE/before" "$TUI_STATE/after")"
	tui_wait "Round 2 of 15"	# the variant (--day 5) came back too
	tui_wait "Hints off (H)"
	tui_wait "Two players"
	# The whole history: undo back to the very start.
	tui_keys U
	tui_wait "Last: Teal d7d6"
	tui_keys U
	tui_wait "Last: Amber d1d2"
	tui_keys U
	tui_wait "No moves yet"
	tui_keys U
	tui_wait "Nothing to undo"
	tui_keys q
	status=$(tui_exited)
	[ "$status" = 0 ] || tui_fail "$1: gnomon exited with $status after resuming"
}

for way in HUP:129 TERM:143; do
	TUI_STATE_HOME="$TUI_STATE/${way%:*}"
	play_three
	kill -"${way%:*}" "$(gnomon_pid)"
	status=$(tui_exited)
	[ "$status" = "${way#*:}" ] || tui_fail "SIG${way%:*}: exit status $status"
	tui_screen | grep -qF "G N O M O N" && tui_fail "SIG${way%:*}: the terminal was not restored"
	resume_and_check "SIG${way%:*}"
done

TUI_STATE_HOME="$TUI_STATE/keep"
play_three
tui_keys q
tui_wait "Quit? (y) keep for later · (n) back · (a) abandon"
tui_keys y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "keep for later: exit status $status"
resume_and_check "keep for later"

# Undone to the start and quit: nothing is left to offer.
[ -e "$TUI_STATE_HOME/gnomon/current.gnomon" ] && tui_fail "a game undone to its start is still saved"

# Abandoned: filed, and not offered again.
TUI_STATE_HOME="$TUI_STATE/abandon"
play_three
tui_keys q a
tui_exited >/dev/null
[ -e "$TUI_STATE_HOME/gnomon/current.gnomon" ] && tui_fail "an abandoned game is still saved"
ls "$TUI_STATE_HOME/gnomon/games/"*.gnomon >/dev/null 2>&1 ||
	tui_fail "the abandoned game was not filed"
tui_start -- --hotseat
tui_wait "Amber to move"
tui_screen | grep -qF "resume it?" && tui_fail "an abandoned game was offered"
tui_keys q
tui_exited >/dev/null

# A new game (R) in the middle of one files the old one.
TUI_STATE_HOME="$TUI_STATE/replaced"
play_three
tui_keys R y Enter
tui_wait "No moves yet"
# No move yet in the game the menu began: q goes back to it, q quits.
tui_keys q
tui_wait "q quit"
tui_keys q
tui_exited >/dev/null
[ -e "$TUI_STATE_HOME/gnomon/current.gnomon" ] && tui_fail "the replaced game is still the saved one"
grep -qx "2. b1b2" "$TUI_STATE_HOME/gnomon/games/"*.gnomon 2>/dev/null ||
	tui_fail "the replaced game was not filed"

# --resume: at once when there is a game, and a clear no when there is none.
TUI_STATE_HOME="$TUI_STATE/direct"
play_three
tui_keys q y
tui_exited >/dev/null
tui_start -- --resume
tui_wait "Game resumed"
tui_wait "Last: Amber b1b2"
tui_keys q y
tui_exited >/dev/null
TUI_STATE_HOME="$TUI_STATE/empty"
tui_start -- --resume
status=$(tui_exited)
[ "$status" = 1 ] || tui_fail "--resume with nothing saved: exit status $status"
tui_wait "nothing to resume: no saved game in $TUI_STATE_HOME/gnomon"

# Against the computer: the side and the level come back.
TUI_STATE_HOME="$TUI_STATE/computer"
tui_start -- --side teal --level 3
tui_wait "Teal to move (you)" 10
tui_wait "You: Teal · level 3"
tui_keys : d 7 d 6 Enter
tui_wait "Last: Teal d7d6"
tui_wait "Teal to move (you)" 10
kill -HUP "$(gnomon_pid)"
tui_exited >/dev/null
tui_start --
tui_wait "A saved game: resume it?"
tui_keys y
tui_wait "You: Teal · level 3"
tui_wait "Teal to move (you)"
tui_keys U
tui_wait "Teal to move (you)"
tui_wait_re "Last: Amber [a-g][1-7][a-g][1-7]"
tui_keys q y
tui_exited >/dev/null
exit 0
