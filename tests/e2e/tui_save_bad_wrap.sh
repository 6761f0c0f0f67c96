#!/bin/sh
# A corrupt saved game's message on an 80x24 screen is read whole: longer
# than the line, it is word-wrapped onto the line below instead of cut at
# the edge, and that line is the prompt's again once the message goes.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1
mkdir -p "$TUI_STATE_HOME/gnomon"
cat >"$TUI_STATE_HOME/gnomon/current.gnomon" <<'RECORD'
[Gnomon "1"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1"]
[Opponent "people"]
[Level "2"]
[Side "amber"]
[Hints "on"]

1. d1d2 d7d6
2. b1b2 zz9
RECORD

# The two lines below the board's labels, as one.
below_board() { tui_screen | sed -n '21,22p' | tr '\n' ' ' | sed 's/  *$//'; }

tui_start -- --hotseat
tui_wait "current.gnomon line 9 (kept as .bad-"
tui_wait "Amber to move"
said=$(below_board)
printf '%s\n' "$said" | grep -qE "^current\.gnomon line 9 \(kept as \.bad-[0-9T]+\): 'zz9' is not a move: write it like b1c2, b1-c2 or pass$" ||
    tui_fail "the message is not whole: '$said'"
for line in 21 22; do
	width=$(tui_screen | sed -n "${line}p" | wc -m)
	[ "$width" -le 81 ] || tui_fail "line $line is $width columns wide"
done
# The cursor moves: the message goes, both lines with it.
tui_keys Left
tui_gone "kept as"
tui_gone "or pass"
tui_keys q
tui_exited >/dev/null
exit 0
