#!/bin/sh
# A game whose saving failed and was never made up for is not left with
# exit status 0 and nothing said: quitting says the game could not be kept,
# where it is and what is lost, and exits 1.  The saved file is made a
# directory in the middle of the game, so every save after it fails; a save
# that works again afterwards (the directory gone) makes all well.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# The first move saved, the file made a directory, the second move unsaved.
break_save() {
	SAVED="$TUI_STATE_HOME/gnomon/current.gnomon"
	tui_keys : d 1 d 2 Enter
	tui_wait "Last: Amber d1d2"
	grep -qF "d1d2" "$SAVED" || tui_fail "the first move was not saved"
	rm -f "$SAVED"
	mkdir "$SAVED"
	tui_keys : d 7 d 6 Enter
	tui_wait "Last: Teal d7d6"
	tui_wait "Cannot save"
}

tui_start -- --hotseat
tui_wait "Amber to move"
break_save
tui_keys q y
status=$(tui_exited)
[ "$status" = 1 ] || tui_fail "quitting unkept: exit status $status, not 1"
screen=$(tui_capture -J)
for text in "gnomon: cannot save: $SAVED" "the game could not be kept" \
    "after move 1 of 2" "the moves after it are lost"; do
	echo "$screen" | grep -qF -- "$text" || tui_fail "the message lacks '$text'"
done

# The same failure, made up for by a later save: all is well at the end.
tui_start -- --hotseat
tui_wait "Amber to move"
break_save
rmdir "$SAVED"
tui_keys : d 2 d 3 Enter
tui_wait "Last: Amber d2d3"
tui_keys q y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "saved after all: exit status $status, not 0"
tui_screen | grep -qF "could not be kept" && tui_fail "saved after all, yet said lost"
grep -qF "d2d3" "$SAVED" || tui_fail "the game was not saved after all"
exit 0
