#!/bin/sh
# F1, and ? twice (the first shows the key to the marks), show the rules,
# which scroll and close; a window too small says how big it must be, and
# growing it again brings the board back; q there asks before leaving a
# game in progress.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

tui_start -- --hotseat
tui_wait "Amber to move"
# The man page's text, opened at its RULES section.
tui_keys F1
tui_wait "Gnomon: the rules (man gnomon)"
tui_screen | sed -n 3p | grep -q "^ *RULES$" || tui_fail "F1 did not open at RULES"
tui_gone "Amber to move"
tui_keys End
tui_wait_re "lines [0-9]+-([0-9]+) of \\1 "
tui_gone "RULES"
tui_keys Home
tui_wait "GNOMON(6)"
tui_keys PageDown
tui_gone "GNOMON(6)"
tui_keys q
tui_wait "Amber to move"
tui_gone "Gnomon: the rules"
tui_keys '?' '?'	# the key to the marks, then the rules
tui_wait "Gnomon: the rules"
tui_keys Escape
tui_wait "Amber to move"

tui_tmux resize-window -t game -x 60 -y 20
tui_wait "Make the window at least 80x22"
tui_wait "(it is 60x20; q quits)"
tui_gone "Amber to move"
# Narrower than the notice: it is wrapped between words, never cut.
tui_tmux resize-window -t game -x 20 -y 10
tui_wait "least 80x22"
tui_wait "Make the window at"
tui_wait "quits)"
tui_tmux resize-window -t game -x 100 -y 30
tui_wait "Amber to move"
tui_gone "Make the window"
tui_tmux resize-window -t game -x 80 -y 24
tui_wait "Round 1 of 24"
tui_screen | grep -q "Make the window" && tui_fail "the notice is still there"
tui_keys q
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "gnomon exited with $status"

# In the middle of a game, q in a window too small asks too: n keeps the
# game, y leaves.
tui_start -- --hotseat
tui_wait "Amber to move"
tui_keys Enter k Enter
tui_wait "Teal to move"
tui_tmux resize-window -t game -x 60 -y 20
tui_wait "Make the window at least 80x22"
tui_keys q
tui_wait "Quit? (y)"
tui_keys n
tui_gone "Quit? (y)"
tui_tmux resize-window -t game -x 80 -y 24
tui_wait "Teal to move"
tui_wait "Last: Amber"
tui_tmux resize-window -t game -x 60 -y 20
tui_wait "Make the window at least 80x22"
tui_keys q
tui_wait "Quit? (y)"
tui_keys y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "gnomon exited with $status"
exit 0
