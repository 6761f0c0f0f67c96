#!/bin/sh
# The server's players at 80x24, in one account's lobby (one state
# directory, as over SSH): bob, a guest, registers his name with a
# password typed twice where the lobby allows it (--register), and is
# rated from then on ("1500?"); the password is kept only as a hash.  In a
# lobby without --register a guest is told the administrator registers
# names.  Another login typing "bob" is asked bob's password: a wrong one
# is refused, Esc goes back to another name, and the right one is bob's.
# `lobby --player bob` (the forced command of bob's SSH key) asks no name,
# and refuses a name that is not a player's, or one in the lobby already.
# The rooms' list shows each player's rating, or "guest", in its columns,
# and s sorts it; a room's panel shows them beside the names.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

shared=$TUI_STATE/shared
password="correct horse"

room_start 1 shared lobby --register
room_wait 1 "Your name"
room_keys 1 b o b Enter
room_wait 1 "you: bob (guest)"
room_wait 1 "You play as a guest: your games are not rated; n registers"
room_keys 1 n
room_wait 1 "A password, 8 characters or more (not shown)"
room_keys 1 -l "short"
room_keys 1 Enter
room_wait 1 "Too short"
room_keys 1 -l "$password"
room_keys 1 Enter
room_wait 1 "The same password again"
room_keys 1 -l "$password"
room_keys 1 Enter
room_wait 1 "bob is registered"
room_wait 1 "you: bob 1500?"
db=$shared/gnomon/server.db
[ -f "$db" ] || { echo "FAIL: no database at $db"; exit 1; }
[ "$(stat -c %a "$db")" = 600 ] ||
	{ echo "FAIL: $db is mode $(stat -c %a "$db"), not 600"; exit 1; }
if cat "$db"* | grep -aq "$password"; then
	echo "FAIL: the password is in the database as typed"
	exit 1
fi

# Without --register, a guest is told who registers names.
room_start 2 shared lobby
room_wait 2 "Your name"
room_keys 2 e v e Enter
room_wait 2 "you: eve (guest)"
room_keys 2 n
room_wait 2 "The server's administrator registers the names here"

# bob's name asks bob's password of anyone else.
room_start 3 shared lobby
room_wait 3 "Your name"
room_keys 3 b o b Enter
room_wait 3 "bob is a registered name: its password (not shown)"
room_keys 3 -l "wrong password"
room_keys 3 Enter
room_wait 3 "That is not the password of bob"
room_lacks 3 "you: bob"
room_keys 3 Escape
room_wait 3 "Your name, as the other players will see it"

# --player: no name asked; not a player's name, or one held, refused.
room_start 4 shared lobby --player nobody
room_wait 4 "not a player of this server"
room_wait 4 "gnomon exited 2"
room_start 5 shared lobby --player bob
room_wait 5 "bob is in the lobby already"
room_wait 5 "gnomon exited 1"
room_keys 1 q
room_wait 1 "gnomon exited 0"
room_start 6 shared lobby --player bob
room_wait 6 "you: bob 1500?"
room_lacks 6 "Your name"

# eve opens a room: bob's list shows her as a guest.
room_keys 2 o
room_wait 2 "You play: Amber"
room_keys 2 Enter
room_wait 2 "Waiting for an opponent"
room_keys 6 r
room_wait 6 "eve guest"
# The list's columns at 80x24: eve's room waits, without a clock ("-"),
# her idle time counted since she came; s sorts it, as the heading says.
room_wait 6 "  Room (by name)   Amber          Teal           Round       Clock    Idle Watch"
room_wait 6 "eve guest      -                  1     -     -"
room_keys 6 s
room_wait 6 "  Room (by rating)"
room_wait 6 "Rooms by rating"
# bob joins it: the room, which has the server's database, tells both
# players' ratings, shown beside their names in the panel.
room_keys 6 Enter
room_wait 6 "Teal: bob 1500? (you)"
room_wait 6 "Amber: eve guest"
room_wait 2 "Teal: bob 1500?"
room_wait 2 "Amber: eve guest (you)"
room_keys 6 q
room_wait 6 "Leave the room?"
room_keys 6 y
room_wait 6 "you: bob 1500?"
room_wait 6 "eve guest      b 1500? (away)"

# Window 3, typing the right password now, is bob's (his lobby in window 6
# let the name go: q).
room_keys 6 q
room_wait 6 "gnomon exited 0"
room_keys 3 b o b Enter
room_wait 3 "its password"
room_keys 3 -l "$password"
room_keys 3 Enter
room_wait 3 "you: bob 1500?"
exit 0
