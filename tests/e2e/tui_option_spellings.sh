#!/bin/sh
# The command line's spellings start the same game: getopt_long's
# prefixes and --opt=value, and a sun named in lower case, give the screen
# that the options written out in full give, after the computer's first move.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# $screen: the screen once the computer (Amber) has moved and it is Teal's
# turn.  (Not a $(...): tui_start keeps its servers in the script's variables.)
first_screen() {
	tui_start -- "$@"
	tui_wait "Teal to move (you)" 10
	tui_wait "Last: Amber"
	screen=$(tui_screen)
	tui_keys q y
	tui_exited >/dev/null
}

first_screen --level 3 --side teal --sun NE --seed 5
written=$screen
printf '%s\n' "$written" | grep -q "level 3" || tui_fail "--level 3 is not level 3"
first_screen --lev 3 --side=teal --sun ne --seed=5
short=$screen
[ "$short" = "$written" ] ||
	tui_fail "--lev 3 --side=teal --sun ne started another game than --level 3 --side teal --sun NE:
$short
--- instead of ---
$written"
first_screen --level 3 --side teal --sun N --seed 5
[ "$screen" != "$written" ] || tui_fail "the sun changed nothing: the comparison proves nothing"
exit 0
