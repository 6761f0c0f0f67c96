#!/bin/sh
# The mouse's motion, as terminals report it (raw reports typed into the
# pane): resting the pointer on a cell moves the cursor and the details
# line, as the arrow keys do, and selects or plays nothing; a drag (motion
# with the button held) is no click.  The game asks for motion (mode 1003)
# where curses knows the terminal's mouse, and for SGR reports (1006): curses
# reads them where the terminfo says so (xterm-256color), the game where it
# gives the older X10 form (tmux-256color), which curses still reads; a
# terminal without a mouse (TERM=vt100) is asked for nothing and plays with
# the keys.  In a window 440 columns wide the board is right of column 223,
# where only SGR reports can say where a click was.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

BUTTON_LEFT=0
MOTION=35		# 32 (motion) + 3 (no button)
DRAG_LEFT=32		# 32 (motion) + 0 (the left button held)
WHEEL_UP=64

# SGR reports (1-based column $2, row $3): a press, a release, a motion.
sgr_press() { tui_keys -l "$(printf '\033[<%d;%d;%dM' "$1" "$2" "$3")"; }
sgr_release() { tui_keys -l "$(printf '\033[<%d;%d;%dm' "$1" "$2" "$3")"; }
# A click at column $1, row $2 that shows $3: the release only once the
# press has been read, since curses reads two reports that come together
# as one (a person's click takes longer than a read).
sgr_click() {
	sgr_press "$BUTTON_LEFT" "$1" "$2"
	tui_wait "$3"
	sgr_release "$BUTTON_LEFT" "$1" "$2"
}
# An X10 report, as hex: ESC [ M and three bytes, each its number plus 32.
x10() { echo 1b 5b 4d "$(printf '%x' $(($1 + 32)))" \
    "$(printf '%x' $(($2 + 32)))" "$(printf '%x' $(($3 + 32)))"; }
X10_RELEASE=3
# A report in one piece (an escape alone, the rest later, is Esc).
# shellcheck disable=SC2046
x10_send() { tui_keys -H $(x10 "$@"); }

# The board's top-left corner is 8 columns right of the left of an 80
# column block centred in the window; each cell is 6 columns by 2 rows: the
# middle of file f (0..6), rank r (1..7) is at (1-based)
column() { echo $((($(tui_pane '#{pane_width}') - 80) / 2 + 8 + 6 * $1 + 3)); }
row() { echo $((4 + 2 * (7 - $1) + 1)); }

# The details line, the first line below the board's labels.
detail() { tui_screen | sed -n 21p; }

tui_start -- --hotseat
tui_wait "Amber to move"
[ "$(tui_pane '#{mouse_any_flag} #{mouse_sgr_flag}')" = "1 1" ] ||
    tui_fail "xterm-256color: not asked for motion in SGR reports"
sgr_click "$(column 2)" "$(row 1)" \
    "2 │     │  •  │  •  │  •  │     │     │     │"			# select c1
before=$(detail)
sgr_press "$MOTION" "$(column 1)" "$(row 2)"				# over b2
tui_wait_re "^c1b2: "
sgr_press "$MOTION" "$(column 3)" "$(row 2)"				# over d2
tui_wait_re "^c1d2: "
[ "$(detail)" != "$before" ] || tui_fail "the details line did not move"
tui_wait "No moves yet"
# The keyboard's cursor is where the pointer left it: Enter plays there.
tui_keys Left Left
tui_wait_re "^c1b2: "
# A drag from e1 (which it selects) over d2 is motion: the details follow,
# nothing is played.
sgr_press "$BUTTON_LEFT" "$(column 4)" "$(row 1)"
tui_wait "2 │     │     │     │  •  │  •  │  •  │     │"
sgr_press "$DRAG_LEFT" "$(column 3)" "$(row 2)"
tui_wait_re "^e1d2: "
sgr_release "$BUTTON_LEFT" "$(column 3)" "$(row 2)"
sleep 0.3
tui_screen | grep -q "No moves yet" || tui_fail "a drag played a move"
sgr_click "$(column 3)" "$(row 2)" "Last: Amber e1d2"
tui_keys q y
tui_exited >/dev/null

# TERM=tmux-256color's terminfo gives curses the X10 form only: the game
# asks for SGR reports itself and reads them, and curses still reads X10
# reports (from a terminal that ignored the asking).
tui_start TERM=tmux-256color -- --hotseat
tui_wait "Amber to move"
[ "$(tui_pane '#{mouse_any_flag} #{mouse_sgr_flag}')" = "1 1" ] ||
    tui_fail "tmux-256color: not asked for motion in SGR reports"
x10_send "$BUTTON_LEFT" "$(column 2)" "$(row 1)"
tui_wait "2 │     │  •  │  •  │  •  │     │     │     │"
x10_send "$X10_RELEASE" "$(column 2)" "$(row 1)"
x10_send "$MOTION" "$(column 3)" "$(row 2)"
tui_wait_re "^c1d2: "
sgr_press "$MOTION" "$(column 1)" "$(row 2)"
tui_wait_re "^c1b2: "
# The wheel over d2, a report without its column: nothing happens.
sgr_press "$WHEEL_UP" "$(column 3)" "$(row 2)"
tui_keys -l "$(printf '\033[<0;;5M')"
sleep 0.3
tui_wait_re "^c1b2: "
sgr_click "$(column 1)" "$(row 2)" "Last: Amber c1b2"
tui_keys q y
tui_exited >/dev/null

# No mouse in the terminal's description: nothing asked, the keys play.
tui_start TERM=vt100 -- --hotseat --ascii
tui_wait "Amber to move"
[ "$(tui_pane '#{mouse_any_flag}')" = 0 ] || tui_fail "vt100: asked for motion"
tui_keys Left Enter Up Left Enter
tui_wait "Last: Amber c1b2"
tui_keys q y
tui_exited >/dev/null

# Beyond column 223: the board in the middle of 440 columns, with SGR
# reports as curses reads them (xterm-256color) and as the game does
# (tmux-256color).
TUI_COLUMNS=440
for term in xterm-256color tmux-256color; do
	tui_start "TERM=$term" -- --hotseat
	tui_wait "Amber to move"
	[ "$(column 6)" -gt 223 ] || tui_fail "g is at column $(column 6), not beyond 223"
	sgr_click "$(column 5)" "$(row 1)" \
	    "2 │     │     │     │     │  •  │  •  │  •  │"		# select f1
	sgr_press "$MOTION" "$(column 6)" "$(row 2)"			# over g2
	tui_wait "f1g2: "
	sgr_click "$(column 6)" "$(row 2)" "Last: Amber f1g2"
	tui_keys q y
	[ "$(tui_exited)" = 0 ] || tui_fail "$term: gnomon did not exit 0"
done
exit 0
