#!/bin/sh
# Names in UTF-8, at 80x24 (tmux): `--name` takes søren and refuses a name
# that breaks a rule with the rule; the lobby takes 李雷 typed on a UTF-8
# terminal, says the rule of a name it refuses (a space, a 17th character)
# rather than cutting or stripping it, and lists the names in the columns
# the terminal draws them in, so that the list lines up; the room's panel
# shows them whole.  And the lobby's calm setting: kept for the name, not
# for another, and a lobby player who set it gets no byte while idle at
# dusk, where one without it gets the pulse.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# --name: a name breaking a rule is refused with the rule, never cut.
for case in "sø m|spaces are not allowed" \
    "seventeen-letters|at most 16 characters" \
    "ééééééééééééééééé|at most 16 characters"; do
	name=${case%%|*} rule=${case#*|}
	err=$(LANG=C.UTF-8 XDG_RUNTIME_DIR=$ROOMS_RUN "$GNOMON" join demo \
	    --name "$name" 2>&1 </dev/null)
	case "$err" in
	*"$rule"*) ;;
	*) echo "FAIL: --name '$name' is not refused with '$rule': $err"; exit 1 ;;
	esac
done

# søren hosts; 李雷 comes through the lobby.
room_start 1 host host demo --name søren
room_wait 1 "Waiting for an opponent"
room_start 2 lee lobby
room_wait 2 "Your name"
room_keys 2 -l "sø m"
room_keys 2 Enter
room_wait 2 "Not a name: spaces are not allowed"
room_keys 2 BSpace BSpace BSpace BSpace
room_keys 2 -l "abcdefghijklmnopq"
room_wait 2 "at most 16 characters"
room_wait 2 "> abcdefghijklmnop_"
typed=16
while [ "$typed" -gt 0 ]; do
	room_keys 2 BSpace
	typed=$((typed - 1))
done
room_keys 2 -l "李雷"
room_keys 2 Enter
room_wait 2 "you: 李雷"
# The list in columns: søren's 16 and then the Teal column's "-".
room_wait 2 "> demo             søren guest    -                  1     -     -"
# 李雷 plays calm.
room_keys 2 a
room_wait 2 "a calm: on"
room_keys 2 Enter
room_wait 2 "Teal: 李雷 (you)"
room_wait 1 "Teal: 李雷"
room_wait 1 "Amber: søren (you)"
room_wait 2 "Amber: søren"

# Twelve moves to round 7, dusk after round 8: the ring is marked.
room_turns 1 2 Amber e1f2 b7b6 d1c2 b6c6 c1b2 c6b5 f1e1 c7c6 c2c1 b5c4 b2a3 c4c3
room_wait 1 "Last: Teal c4c3"
room_wait 2 "Last: Teal c4c3"
room_wait 2 "Dusk in 2 rounds"
sleep 0.5	# the last move's screen is drawn
# 李雷, calm from the lobby (window 2), and søren (1).
tui_calm_beside_pulse game:2 game:1

# calm, set in the lobby, is kept for 李雷 and not for carol.
room_start 3 carol lobby
room_wait 3 "Your name"
room_keys 3 c a r o l Enter
room_wait 3 "a calm: off"
room_keys 3 a
room_wait 3 "a calm: on"
room_keys 3 q
room_wait 3 "gnomon exited 0"
room_start 4 carol lobby
room_wait 4 "Your name"
room_keys 4 c a r o l Enter
room_wait 4 "a calm: on"
# Her colours (8, two presses past auto) and cursor are kept as well, and
# her game against the computer is drawn in 8 colours: no 256-colour ink.
room_keys 4 p p t
room_wait 4 "p colours: 8   t cursor: on"
carolrc=$(find "$TUI_STATE/carol" -path '*/players/*/gnomonrc' | head -n 1)
if ! grep -qx "palette = 8" "$carolrc" || ! grep -qx "cursor = on" "$carolrc"; then
	echo "FAIL: carol's palette and cursor are not kept:"; cat "$carolrc"; exit 1
fi
room_keys 4 q
room_wait 4 "gnomon exited 0"
room_start 6 carol lobby
room_wait 6 "Your name"
room_keys 6 c a r o l Enter
room_wait 6 "p colours: 8   t cursor: on"
room_keys 6 c
room_wait 6 "Enter start"
room_keys 6 Enter
room_wait 6 "to move"
# The lobby's account is everyone's: its game's "Play a friend" sends the
# player back to the lobby's rooms, and opens no room named after it.
room_keys 6 R
room_wait 6 "Enter start"
room_menu_to 6 "Play a friend"
room_keys 6 Enter
room_wait 6 "In the lobby, friends meet in its rooms"
room_wait 6 "Enter start"
if tui_tmux capture-pane -e -p -t game:6 | grep -q '[34]8;5;'; then
	echo "FAIL: carol's game, palette 8, has 256-colour ink"; exit 1
fi
room_start 5 carol lobby
room_wait 5 "Your name"
room_keys 5 d a v e Enter
room_wait 5 "a calm: off"
room_keys 5 q
room_wait 5 "gnomon exited 0"
