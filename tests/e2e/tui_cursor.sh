#!/bin/sh
# --cursor (and `cursor = on` in the settings file): the terminal's cursor
# is shown and sits on the board's cursor, the middle of its cell, and
# follows the arrow keys, for screen readers and braille displays; on the
# menu it is on the current row.  Without it the cursor is hidden.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# Where the middle of file f (0..6), rank r (1..7) is at 80x24, as tmux
# says where the cursor is (0-based): the board's top-left corner is at
# column 7, row 3, and each cell is 6 columns by 2 rows.
at() { echo "$((7 + 6 * $1 + 3)) $((3 + 2 * (7 - $2) + 1))"; }
cursor() { tui_pane '#{cursor_x} #{cursor_y}'; }
# Until the cursor is at $1 (the keys are read, the screen drawn).
cursor_at() {
	tui_tries 5
	while [ "$tries" -gt 0 ]; do
		[ "$(cursor)" = "$1" ] && return 0
		tui_pause
		tries=$((tries - 1))
	done
	tui_fail "the cursor is at $(cursor), not $1"
}

tui_start -- --hotseat --cursor
tui_wait "Amber to move"
[ "$(tui_pane '#{cursor_flag}')" = 1 ] || tui_fail "--cursor: the cursor is hidden"
cursor_at "$(at 3 1)"				# d1, where the game starts it
tui_keys Left
cursor_at "$(at 2 1)"				# c1
tui_keys Enter Up
tui_wait_re "^c1c2: "
cursor_at "$(at 2 2)"				# c2, c1 selected
tui_keys l l
cursor_at "$(at 4 2)"				# e2
tui_keys h h Enter
tui_wait "Last: Amber c1c2"
cursor_at "$(at 2 2)"
# The quit question: its line (the second below the board), then back.
tui_keys q
tui_wait "Quit?"
cursor_at "0 21"
tui_keys Escape
cursor_at "$(at 2 2)"
tui_keys q y
tui_exited >/dev/null

tui_start -- --hotseat
tui_wait "Amber to move"
[ "$(tui_pane '#{cursor_flag}')" = 0 ] || tui_fail "the cursor is shown without --cursor"
tui_keys q
tui_exited >/dev/null

# The setting; the menu's row.
CONFIG=$TUI_STATE/config
mkdir -p "$CONFIG/gnomon"
echo "cursor = on" >"$CONFIG/gnomon/gnomonrc"
tui_start "XDG_CONFIG_HOME=$CONFIG"
tui_wait "Start the game"
[ "$(tui_pane '#{cursor_flag}')" = 1 ] || tui_fail "cursor = on: the cursor is hidden"
first=$(cursor)
tui_keys Down
tui_wait "▸ Computer level"
# On the row's own line, however far apart the menu's rows are.
line=$(tui_screen | grep -n "▸ Computer level" | cut -d: -f1)
cursor_at "${first% *} $((line - 1))"
tui_keys q
tui_exited >/dev/null
exit 0
