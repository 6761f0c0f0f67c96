#!/bin/sh
# The edges of saving: a game played to its end is filed and not offered
# again; ended again after an undo, it is still one file; a second game started while one is saving does not write over it;
# without HOME or XDG_STATE_HOME the game says it will not be saved, and
# plays.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TUI_KEEP_STATE=1

# Played to the end (the computer against itself, one-round days): filed.
TUI_STATE_HOME="$TUI_STATE/finished"
tui_start -- --autoplay --day 1 --level 1
tui_wait_re "(Amber|Teal) wins|Draw" 30
tui_keys q
tui_exited >/dev/null
[ -e "$TUI_STATE_HOME/gnomon/current.gnomon" ] && tui_fail "a finished game is still saved"
filed=$(ls "$TUI_STATE_HOME/gnomon/games/"*.gnomon 2>/dev/null)
[ "$(echo "$filed" | wc -w)" = 1 ] || tui_fail "the finished game was not filed once: $filed"
grep -qE '^\[Result "(amber|teal|draw)"\]$' "$filed" || tui_fail "the filed game has no result"
grep -qx '\[Opponent "watch"\]' "$filed" || tui_fail "the filed game does not say who played"
tui_start -- --hotseat
tui_wait "Amber to move"
tui_screen | grep -qF "resume it?" && tui_fail "a finished game was offered"
tui_keys q
tui_exited >/dev/null

# One game, one file: ended, taken back, ended again (after a quit and a
# resume in between), it replaces its filed record instead of adding one.

TUI_STATE_HOME="$TUI_STATE/again"
tui_win_short_game
tui_keys U
tui_wait "Teal to move"
tui_keys q y
tui_exited >/dev/null
grep -q '^\[Filed "' "$TUI_STATE_HOME/gnomon/current.gnomon" ||
    tui_fail "the saved game does not say where it was filed"
tui_start -- --resume
tui_wait "Teal to move"
tui_keys ":d5c5" Enter
tui_wait "Amber wins"
tui_keys q
tui_exited >/dev/null
filed=$(ls "$TUI_STATE_HOME/gnomon/games/"*.gnomon 2>/dev/null)
[ "$(echo "$filed" | wc -w)" = 1 ] || tui_fail "one game was filed as several: $filed"
grep -q "d5c5" "$filed" || tui_fail "the filed game is not the one that ended last"

# Ended, taken back, and left for a new game (R): the ending stays filed,
# and the unfinished game is filed beside it, never over it.
TUI_STATE_HOME="$TUI_STATE/kept"
tui_win_short_game
tui_keys U
tui_wait "Teal to move"
tui_keys R y Enter
tui_wait "No moves yet"
# No move yet in the game the menu began: q goes back to it, q quits.
tui_keys q
tui_wait "q quit"
tui_keys q
tui_exited >/dev/null
[ "$(find "$TUI_STATE_HOME/gnomon/games" -name '*.gnomon' | wc -l)" = 2 ] ||
    tui_fail "the unfinished game was not filed beside the ended one"
grep -l '^\[Result "amber"\]' "$TUI_STATE_HOME/gnomon/games/"*.gnomon | grep -q . ||
    tui_fail "the won game's record was lost"

# Two games at once on the same state directory: the second does not save.
TUI_STATE_HOME="$TUI_STATE/two"
tui_start -- --hotseat
tui_wait "Amber to move"
tui_keys : d 1 d 2 Enter
tui_wait "Last: Amber d1d2"
first=$TUI_SOCKET
TUI_SOCKET="$TUI_BASE-second"
TUI_SOCKETS="$TUI_SOCKETS $TUI_SOCKET"
tui_session "env TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME=$TUI_STATE_HOME $GNOMON --hotseat; echo \"gnomon exited \$?\"; sleep 60"
# Asked whether to end the first (tests/e2e/tui_takeover.sh), it is told
# no, and shows the game saved there read-only, at its last move, and why.
tui_wait "End it and resume here? (y/n)"
tui_keys n
tui_wait "Your saved game, read-only: another gnomon is playing it"
tui_wait "Replay: move 1 of 1"
tui_screen | grep -qF "resume it?" && tui_fail "the second game offered the first's save"
tui_keys q
tui_exited >/dev/null
tui_wait "read-only, and is kept as it was"
grep -q "d1d2" "$TUI_STATE_HOME/gnomon/current.gnomon" || tui_fail "the first game's save was lost"
grep -q "b1b2" "$TUI_STATE_HOME/gnomon/current.gnomon" && tui_fail "the second game wrote over the first's save"
TUI_SOCKET=$first
tui_keys q y
tui_exited >/dev/null

# No HOME and no XDG_STATE_HOME: said, and the game goes on.
tui_start "HOME=" "XDG_STATE_HOME=" -- --hotseat
tui_wait "No HOME: this game will not be saved"
tui_wait "Amber to move"
tui_keys : d 1 d 2 Enter
tui_wait "Last: Amber d1d2"
tui_keys q y
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "without HOME: exit status $status"
tui_wait "neither XDG_STATE_HOME nor HOME is set"
tui_start "HOME=" "XDG_STATE_HOME=" -- --resume
status=$(tui_exited)
[ "$status" = 1 ] || tui_fail "--resume without HOME: exit status $status"
tui_wait "nothing to resume: neither XDG_STATE_HOME nor HOME is set"
exit 0
