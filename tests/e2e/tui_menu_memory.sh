#!/bin/sh
# The new-game menu remembers: a game begun from it at level 4 as Teal
# makes the next start's menu open on level 4 and Teal, and says it keeps
# them; a game the command line chooses (--level 1) starts as the command
# line says, on the sun the menu would show, and changes nothing kept; a corrupt file opens the menu on its
# defaults, says so, is never written over but kept aside (menu.bad-TIME)
# when the next game's choices are kept.  In UTF-8 and in ASCII.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1
MENU=$TUI_STATE_HOME/gnomon/menu

# Quits a game just begun: at once, or from the menu it went back to (no
# move yet), or, once the computer has moved, abandoning it when asked.
quit_game() {
	tui_keys q
	tui_tries 5
	while [ "$tries" -gt 0 ]; do
		case $(tui_screen) in
		*"gnomon exited"*) return 0 ;;
		*"Quit? (y)"*) tui_keys a ;;
		*"Enter start"*"q quit"*) tui_keys q ;;
		esac
		tui_pause
		tries=$((tries - 1))
	done
	tui_fail "gnomon did not quit"
}

tui_start --
tui_wait "▸ Play: the computer"
tui_wait "Computer level: 2 of 5"
# Nothing kept yet: a newcomer's menu, which says why its sun is SE.
tui_wait "A fair first game: sun SE"
tui_keys 4 Down Right
tui_wait "▸ You play: Teal"
tui_keys Down Down Enter
tui_wait "You: Teal · level 4"
[ -f "$MENU" ] || tui_fail "no menu file kept"
[ "$(stat -c %a "$MENU")" = 600 ] || tui_fail "the menu file is not 0600"
quit_game

# The next start, in ASCII: the menu as it was left.
tui_start LANG=C LC_ALL=C --
tui_wait "> Play: the computer"
tui_wait "Computer level: 4 of 5"
tui_wait "You play: Teal"
tui_keys q
tui_wait "gnomon exited"

# The command line's choice wins, and nothing kept changes.
cp "$MENU" "$TUI_STATE/menu.before"
tui_start -- --level 1
tui_wait "You: Amber · level 1"
# On the menu's sun, the fair one it keeps, said on the panel.
tui_wait "Rules: first sun SE"
quit_game
cmp -s "$MENU" "$TUI_STATE/menu.before" || tui_fail "--level changed the kept choices"

# A corrupt file: the defaults, said, the file as it was.
printf 'gnomon-menu 1\nlevel 9\n' >"$MENU"
cp "$MENU" "$TUI_STATE/menu.bad"
tui_start --
tui_wait "Your last menu choices could not be read (menu line 2: level '9'"
tui_wait "Computer level: 2 of 5"
tui_wait "You play: Amber"
cmp -s "$MENU" "$TUI_STATE/menu.bad" || tui_fail "reading changed the bad file"
# Kept aside, never over, once a game's choices are kept.
tui_keys Down Down Down Down Enter
tui_wait "You: Amber · level 2"
tui_wait "kept as menu.bad-"
aside=$(find "$TUI_STATE_HOME/gnomon" -name 'menu.bad-*' | head -n 1)
[ -n "$aside" ] || tui_fail "the bad file was not kept aside"
cmp -s "$aside" "$TUI_STATE/menu.bad" || tui_fail "the bad file kept aside is not as it was"
grep -q '^level 2$' "$MENU" || tui_fail "the new choices were not kept"
quit_game
exit 0
