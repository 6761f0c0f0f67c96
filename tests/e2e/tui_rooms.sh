#!/bin/sh
# Two terminals, one game, and a third watching: `gnomon host demo`,
# `gnomon join demo` and `gnomon watch demo` in three tmux windows at 80x24.
# Moves typed in either player's window appear on all three screens; the
# joining window is killed (its gnomon gets SIGHUP), the game pauses for the
# host, and `gnomon join demo` puts the player back in the same seat, in the
# same position, with the same history (the record it files at the end holds
# every move, from before the hangup and after).
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_seated demo
room_wait 1 "demo · 1 watching"

# Moves by keyboard, from both players, on all three screens.
room_keys 1 : d 1 d 2 Enter
room_everywhere "Last: Amber d1d2"
room_keys 2 : d 7 d 6 Enter
room_everywhere "Last: Teal d7d6"
room_keys 1 : c 1 c 2 Enter
room_everywhere "Last: Amber c1c2"
# Not Amber's move: refused on the host's screen, sent nowhere.
room_keys 1 : b 1 b 2 Enter
room_wait 1 "it is Teal (bob)'s move"
# A spectator moves nothing.
room_keys 3 : e 7 e 6 Enter
room_wait 3 "Watching: you cannot move"
before=$(room_board 2)

# The joining window's terminal goes away: SIGHUP; the host waits.
tui_tmux kill-window -t game:2
room_wait 1 "Waiting for Teal to"
room_wait 1 "bob (away)"
room_start 2 join join demo --name bob
room_wait 2 "Teal: bob (you)"
room_wait 2 "Last: Amber c1c2"
after=$(room_board 2)
[ "$before" = "$after" ] || {
	echo "FAIL: the rejoined screen differs from the one before the hangup"
	echo "--- before ---"; echo "$before"; echo "--- after ---"; echo "$after"
	exit 1
}
room_wait 1 "Amber: alice (you)"
room_keys 2 : e 7 e 6 Enter
room_everywhere "Last: Teal e7e6"

# The host resigns; the joiner files the whole game, both names and all.
room_keys 1 X
room_wait 1 "Resign this game?"
room_keys 1 y
# Each from its side (tui_room_words reads the words).
room_everywhere "resigned"
tui_tries 2
while [ -z "$(ls "$TUI_STATE/join/gnomon/games" 2>/dev/null)" ] && [ "$tries" -gt 0 ]; do
	tui_pause
	tries=$((tries - 1))
done
filed=$(find "$TUI_STATE/join/gnomon/games" -name '*.gnomon' | head -n 1)
[ -n "$filed" ] || { echo "FAIL: the joiner filed no game"; exit 1; }
for line in '[Amber "alice"]' '[Teal "bob"]' '[Ending "teal resign"]' \
    '1. d1d2 d7d6' '2. c1c2 e7e6'; do
	grep -qF -- "$line" "$filed" ||
	    { echo "FAIL: the filed game lacks $line"; cat "$filed"; exit 1; }
done
room_keys 2 q
room_wait 2 "gnomon exited 0"
exit 0
