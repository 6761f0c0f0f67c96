#!/bin/sh
# A lobby's players have no shell: nothing the lobby shows them, nor the
# rooms they open, join and leave from it, tells them to type a command
# ("gnomon join ...") or to pass a token on.  Walked at 80x24 (tmux): ann
# opens a room (its page of how others join), bob joins it from his list,
# leaves his seat and comes back, resigns; each reviews the game in the
# room (V), goes back to the lobby, and lists their own finished games
# (g), the game there to replay.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# shell_free WINDOW: the window shows no shell command and no token.
shell_free() {
	screen=$(room_screen "$1")
	if echo "$screen" | grep -qiE 'gnomon [a-z]|token|--[a-z]'; then
		echo "FAIL: window $1 tells a lobby's player to use a shell:"
		echo "$screen"
		exit 1
	fi
}

room_start 1 ann lobby
room_wait 1 "Your name"
shell_free 1
room_keys 1 a n n Enter
room_wait 1 "you: ann"
shell_free 1
# o asks the room's game first; Enter opens it as it stands.
room_keys 1 o
room_wait 1 "You play: Amber"
shell_free 1
room_keys 1 Enter
room_wait 1 "Waiting for an opponent"
shell_free 1
room_keys 1 Escape
room_wait 1 "Amber: ann guest (you)"
shell_free 1
room_keys 1 I
room_wait 1 "Waiting for an opponent"
shell_free 1
room_keys 1 Escape

room_start 2 bob lobby
room_wait 2 "Your name"
room_keys 2 b o b Enter
room_wait 2 "you: bob"
room_wait 2 "ann guest      -"
room_keys 2 Enter
room_wait 2 "Teal: bob guest (you)"
shell_free 2
room_wait 1 "Amber to move (you)"
shell_free 1
room_turns 1 2 Amber d1d2 d7d6

# bob leaves his seat, which waits for him: the lobby says how he comes
# back, in its own words.
room_keys 2 q
room_wait 2 "Leave the room?"
room_keys 2 y
room_wait 2 "you: bob"
room_wait 2 "waits: Enter on its row takes it again"
shell_free 2
room_wait 1 "Waiting for Teal"
shell_free 1
room_keys 2 Enter
room_wait 2 "Teal: bob guest (you)"
room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
room_wait 2 "Game over: V review"
room_wait 1 "Game over: V review"
for window in 1 2; do
	room_keys "$window" V
	room_wait "$window" "Review: move"
	shell_free "$window"
	room_keys "$window" Escape
	room_wait "$window" "Game over: V review"
	room_keys "$window" q
	room_wait "$window" "G N O M O N   lobby"
	room_wait "$window" "g games"
	# Each is told the game is filed (ann's copy by the room she opened).
	room_wait "$window" "The game is filed with your games: g lists them"
	shell_free "$window"
	room_keys "$window" g
	room_wait "$window" "your games"
	room_wait "$window" "ann          v bob"
	shell_free "$window"
	room_keys "$window" Enter
	room_wait "$window" "Replay: move 0 of 2"
	room_keys "$window" Escape
	room_wait "$window" "ann          v bob"
	room_keys "$window" q
	room_wait "$window" "G N O M O N   lobby"
	shell_free "$window"
done
exit 0
