#!/bin/sh
# V on a finished room game reviews it there, in the room, for a player
# and for a spectator (a lobby's player has no shell to type `gnomon review
# FILE`): the review steps through the room's moves with both players'
# names, and Esc goes back to the room as it was, what was said still on
# its panel.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room=review$$
room_seated "$room"
room_turns 1 2 Amber d1d2 d7d6
room_wait 3 "Last: Teal d7d6"
# Before the end, V says when it reviews.
room_keys 3 V
room_wait 3 "V reviews the game once it is over"
room_keys 2 m
room_keys 2 -l "good game"
room_keys 2 Enter
room_wait 3 "bob: good game"
room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
room_wait 1 "Game over: V review"
room_wait 3 "Game over: V review"

# The spectator and a player each review it, in the room.
for window in 3 1; do
	room_keys "$window" V
	room_wait "$window" "Review: move"
	room_wait "$window" "alice v bob"
	# Nobody's game: not the room's end, nor "You lose".
	room_wait "$window" "Amber to move"
	room_lacks "$window" "stone is gone"
	room_keys "$window" End
	room_wait "$window" "Round 1, Teal d7d6"
	room_lacks "$window" "gnomon review"
	room_keys "$window" Escape
	room_wait "$window" "Game over: V review"
	room_wait "$window" "bob: good game"
	room_lacks "$window" "Review: move"
done
# The room still answers its own keys: a message after the game.
room_keys 3 m
room_keys 3 -l "well played"
room_keys 3 Enter
room_wait 1 "carol: well played"
exit 0
