#!/bin/sh
# The lobby's own words, at 80x24 (tmux; tests/e2e/sshd_lobby.sh is the
# same lobby over a real sshd): a join the room refuses is said on the
# lobby's screen, which comes back over anything printed on the terminal;
# a lobby player's chat in UTF-8 reaches the other player and a spectator
# intact; a player who left their seat is listed as away, and coming back
# reads what was said before.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room_start 1 host host demo --name alice
room_wait 1 "Waiting for an opponent"
room_start 2 bob lobby
room_wait 2 "Your name"
room_keys 2 b o b Enter
room_wait 2 "you: bob"
room_keys 2 Enter
room_wait 2 "Teal: bob (you)"

# Both seats are taken: carol's join is refused, and the lobby says why.
room_start 3 carol lobby
room_wait 3 "Your name"
room_keys 3 c a r o l Enter
room_wait 3 "demo             alice guest    bob guest"
room_keys 3 Enter
room_wait 3 "the room refused: Teal's seat is bob's"
room_wait 3 "you: carol"

# carol watches; bob says something in UTF-8 from his lobby's seat.
room_keys 3 w
room_wait 3 "q leave"
room_wait 1 "1 watching"
room_keys 2 m
room_keys 2 -l "héllo ☼"
room_keys 2 Enter
room_wait 1 "bob: héllo ☼"
room_wait 3 "bob: héllo ☼"
room_wait 2 "bob: héllo ☼"
room_keys 3 q
room_wait 3 "you: carol"

# bob leaves his seat: the lobby lists him as away.
room_keys 2 q
room_wait 2 "Leave the room?"
room_keys 2 y
room_wait 2 "you: bob"
room_wait 3 "demo             alice guest    b guest (away)"
room_keys 3 q
room_wait 3 "gnomon exited 0"

# bob comes back: the room's welcome brings the lines said before.
room_keys 2 Enter
room_wait 2 "Teal: bob (you)"
room_wait 2 "bob: héllo ☼"
exit 0
