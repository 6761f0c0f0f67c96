#!/bin/sh
# gnomon replay FILE: a record stepped through forwards and backwards, with
# the board, the sun and the last move as they were at each point, in the
# game's own screen; nothing is saved.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

record="$TUI_STATE/game.gnomon"
cat >"$record" <<'RECORD'
[Gnomon "1"]
[Date "2026.11.29"]
[Amber "level 5"]
[Teal "person"]
[Variant "len=2 day=8 sun=0 snake=0 mover=1"]
[Result "none"]

1. d1d2 d7d6
2. b1b2 b7b6
RECORD

tui_start -- replay "$record"
tui_wait "Replay: move 0 of 4"
tui_wait "No moves yet"
tui_wait "☼ N "
tui_keys n
tui_wait "Replay: move 1 of 4"
tui_wait "Last: Amber d1d2"
tui_keys Right
tui_wait "Replay: move 2 of 4"
tui_wait "Last: Teal d7d6"
tui_wait "☼ NE"				# round 2: the sun has moved on
tui_keys End
tui_wait "Replay: move 4 of 4"
tui_wait "Last: Teal b7b6"
tui_wait "Unfinished: Amber next"		# the record ends before the game
tui_screen | grep -qE '^ *6 │     │  ◆  │     │  ◆  │' || tui_fail "b6 and d6 are not Teal's at the end"
tui_keys p
tui_wait "Replay: move 3 of 4"
tui_wait "Last: Amber b1b2"
tui_keys Left
tui_wait "Replay: move 2 of 4"
tui_keys Home
tui_wait "Replay: move 0 of 4"
tui_wait "☼ N "
tui_screen | grep -qE '^ *7 │     │  ◆  │  ◆  │  ◆  │  ◆  │  ◆  │' || tui_fail "the start is not the start"
tui_keys Left				# nothing before the start
tui_wait "Replay: move 0 of 4"
tui_keys q
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "replay exited with $status"
[ -z "$(ls -A "$TUI_STATE_HOME")" ] || tui_fail "a replay saved something"
exit 0
