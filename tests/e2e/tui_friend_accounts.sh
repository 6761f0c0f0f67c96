#!/bin/sh
# A friend's game between two real accounts of this machine, from the
# menus alone (issue 49).  The host's menu chooses Teal, the designer's
# sun (N) and, on Play a friend's question, a 5+2 clock and the friend "on
# this machine, under another account"; the page shows the one line the
# friend types (the program by its path, which their PATH does not find,
# and whose room it is) and the seat token.  The friend's "Join a friend"
# takes that line; before the token they are told what they join; a wrong
# token is refused back to the menu with the reason whole; the right one
# seats them as Amber, with the menu's sun and clock.  A move each, the
# host resigns, and both go back to the menu, each saying where the game
# was filed, on the row they chose, the host's menu keeping its choices.  Before, the menu opened the room for this account only,
# as Amber, with the default sun and no clock, and both ended in the shell.
# shellcheck source=lib/friend_accounts.sh
. "$(dirname "$0")/lib/friend_accounts.sh"

friend_accounts_setup
friend_host_page 2
expected="$PROGRAM join $HOST@127.0.0.1:"
case $LINE in
"$expected"[0-9]*) ;;
*) friend_fail "the page's line is '$LINE', not $expected PORT" ;;
esac
room_wait 1 "On this machine, as their own user, they type:"

friend_menu 2 "$FRIEND"
room_menu_to 2 "Join a friend"
room_keys 2 Enter
room_wait 2 "Join: _"
room_keys 2 -l "$LINE"
room_keys 2 Enter
room_wait 2 "not shown as you type"
room_wait 2 "$HOST invites you to room $HOST: you play Amber, sun N, clock 5+2"

# A wrong token: back on the menu, the reason whole, the line kept.
room_keys 2 -l "0123456789abcdef0123456789abcdef"
room_keys 2 Enter
room_wait 2 "the room refused: wrong token for a seat"
room_wait 2 "Join: "
room_lacks 2 "0123456789abcdef"

room_keys 2 Enter
room_wait_count 2 "not shown as you type" 2
friend_seated
room_lacks 2 "$TOKEN"

friend_play_to_the_end 1 2
room_keys 1 q
room_keys 2 q
room_wait 1 "Enter start"
room_wait 2 "Enter start"
friend_filed 1 "$HOST"
friend_filed 2 "$FRIEND"
# Each on the row that opened the game, the host's choices kept.
room_wait 1 "▸ Play a friend"
room_wait 1 "You play: Teal"
room_wait 2 "▸ Join a friend"
room_keys 1 q
room_keys 2 q
room_wait 1 "gnomon exited 0"
room_wait 2 "gnomon exited 0"
exit 0
