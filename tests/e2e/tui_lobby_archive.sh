#!/bin/sh
# The server's archive and its best players, in the lobby at 80x24.  Its
# line says `v archive   b best players`; ann's archive is empty at first.
# ann (bound to a key) opens a rated room, tom (bound to a key) joins from
# his lobby and resigns after her first move: the game is filed and rated.
# ann's archive lists it, each player with the rating before and its change,
# and how it ended; Enter replays it on the board, n steps it, q comes back
# to the list, Tab goes to the latest games, / finds tom's, a name with no
# games is refused with the list as it was, and q goes back to the lobby.
# b lists the best players, ann first, with their ratings ("?":
# provisional) and games, her own row marked.  A lobby with no database
# (no state directory) refuses v with a word.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

shared=$TUI_STATE/shared
mkdir -p "$shared"
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGmM4bD0xXg7Zk1Q3r9Hk2Ue6Jf0yQp0Y5N0cE1aBc2d archive@test' \
    >"$TUI_STATE/key.pub"
for name in ann tom; do
	XDG_STATE_HOME=$shared "$GNOMON" server add-key "$name" \
	    "$TUI_STATE/key.pub" >/dev/null ||
		{ echo "FAIL: gnomon server add-key $name"; exit 1; }
done

room_start 1 shared lobby --player ann
room_wait 1 "you: ann 1500?"
room_wait 1 "Server:   v archive   b best players"
room_keys 1 v
room_wait 1 "Gnomon: the archive, your games"
room_wait 1 "No games of yours in the archive yet"
room_keys 1 q
room_wait 1 "Server:   v archive   b best players"

# A rated room: the terms' last row, turned.
room_keys 1 o
room_wait 1 "You play: Amber"
room_keys 1 Down Down Down Down Down
room_wait 1 "> Not rated"
room_keys 1 Right
room_wait 1 "> Rated: the game"
room_keys 1 Enter
room_wait 1 "Waiting for an opponent"
room_start 2 shared lobby --player tom
room_wait 2 "ann 1500?"
room_keys 2 Enter
room_wait 1 "Amber to move (you)"
room_turns 1 2 Amber d1d2
room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
room_wait 2 "You lose: you resigned"
room_wait 1 "ratings:"
room_keys 1 q
room_wait 1 "Server:   v archive   b best players"
room_wait 1 "you: ann 1662?"

# The game in ann's archive, replayed and back.
room_keys 1 v
room_wait 1 "Your games, newest first: 1-1."
room_wait 1 " ann 1500? +162      tom 1500? -162      Amber won, resign    1"
room_screen 1 | grep -qE '^ {5}1 [0-9]{4}-[0-9]{2}-[0-9]{2} ann ' ||
	{ echo "FAIL: the game's row lacks its number or day"; room_screen 1; exit 1; }
room_keys 1 Enter
room_wait 1 "Replay: move 0 of 1"
room_board 1 | grep -q "●" ||
	{ echo "FAIL: no board in the replay"; room_screen 1; exit 1; }
room_keys 1 n
room_wait 1 "Replay: move 1 of 1"
room_wait 1 "Last: Amber d1d2"
room_keys 1 q
room_wait 1 "Gnomon: the archive, your games"
room_keys 1 Tab
room_wait 1 "Gnomon: the archive, the latest games"
room_keys 1 /
room_wait 1 "Whose games?"
room_keys 1 n o b o d y Enter
room_wait 1 "No games of nobody in the archive: the list is as it was."
room_wait 1 "Gnomon: the archive, the latest games"
room_keys 1 / t o m Enter
room_wait 1 "Gnomon: the archive, tom's games"
room_wait 1 "ann 1500? +162"
room_keys 1 q
room_wait 1 "Server:   v archive   b best players"

# The best players: ann first, provisional, her row marked.
room_keys 1 b
room_wait 1 "Gnomon: the best players"
room_wait 1 "    1  ann               1662?      1 game   <- you"
room_wait 1 "    2  tom               1338?      1 game"
room_keys 1 Escape
room_wait 1 "Server:   v archive   b best players"
room_keys 1 q
room_wait 1 "gnomon exited 0"

# No state directory, no database: no archive, said.
stateless="env -u XDG_STATE_HOME HOME= TERM=xterm-256color LANG=$ROOM_LANG"
room_window 3 "$stateless XDG_RUNTIME_DIR=$ROOMS_RUN $GNOMON lobby; sleep 60"
room_wait 3 "Your name"
room_keys 3 e v e Enter
room_wait 3 "you: eve"
room_lacks 3 "Server:"
room_keys 3 v
room_wait 3 "This server keeps no archive and no ratings"
exit 0
