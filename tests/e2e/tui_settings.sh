#!/bin/sh
# The settings file ($XDG_CONFIG_HOME/gnomon/gnomonrc) changes what it
# says: the menu's level and side, hints off, no colour, a key of the
# player's for undo; the command line overrides it; an unknown key is
# skipped with a warning; a bad line stops the program with the file and
# the line's number named.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

CONFIG=$TUI_STATE/config
mkdir -p "$CONFIG/gnomon"
cat >"$CONFIG/gnomon/gnomonrc" <<'SETTINGS'
# a player's settings
level = 4
side = teal
hints = off
palette = mono
key-undo = z
SETTINGS

tui_start "XDG_CONFIG_HOME=$CONFIG"
tui_wait "Computer level: 4 of 5"
tui_wait "You play: Teal"
tui_capture -e | grep -qE "\[(3[0-7]|4[0-7]|38;5|48;5)" && tui_fail "palette = mono: colour was sent"
tui_keys q
tui_exited >/dev/null

# Two players, from the command line: hints off, and z takes back.
tui_start "XDG_CONFIG_HOME=$CONFIG" -- --hotseat
tui_wait "Hints off"
tui_keys ":b1c2" Enter
tui_wait "Last: Amber b1c2"
tui_keys z
tui_wait "No moves yet"
tui_keys q
tui_exited >/dev/null

# The command line overrides the file.
tui_start "XDG_CONFIG_HOME=$CONFIG" -- --level 2 --side amber
tui_wait "Amber to move (you)"
tui_wait "You: Amber · level 2"
tui_keys q
tui_exited >/dev/null

# A key this version does not know (a newer version's): the game starts,
# the rest of the file read, with a warning naming the file and the line
# (on stderr, under the game's screen, seen again when it ends).
printf 'level = 3\nsparkle = on\nside = teal\n' >"$CONFIG/gnomon/gnomonrc"
tui_start "XDG_CONFIG_HOME=$CONFIG"
tui_wait "Computer level: 3 of 5"
tui_wait "You play: Teal"
tui_keys q
status=$(tui_exited)
[ "$status" = 0 ] || tui_fail "an unknown key: exit status $status, not 0"
tui_capture -J | grep -qF "gnomonrc:2: unknown setting 'sparkle', ignored" ||
    tui_fail "the unknown key is not named with its line"

# A bad line: named, with its number, and no game.
printf 'level = 3\ncalm = on\nlevel = 9\n' >"$CONFIG/gnomon/gnomonrc"
tui_start "XDG_CONFIG_HOME=$CONFIG"
status=$(tui_exited)
[ "$status" = 2 ] || tui_fail "a bad line: exit status $status, not 2"
tui_capture -J | grep -qF "gnomonrc:3: level must be 1 to 5" ||
    tui_fail "the bad line is not named with its number"
tui_screen | grep -q "Computer level" && tui_fail "a bad line: the game started"
exit 0
