#!/bin/sh
# A friend's game between two real accounts of this machine over TCP on
# loopback, the friend typing in their own shell the line the host's page
# shows (issue 49): the host's menu chooses Teal, the designer's sun (N), a
# 5+2 clock and the friend "on this machine, under another account"; the
# page's line is the program by its path and USER@127.0.0.1:PORT, which
# checks whose room answers.  Typed as shown, it asks for the token after
# saying what the friend joins, and seats them as Amber with the menu's sun
# and clock.  A move each, the host resigns: the host goes back to the
# menu and the friend to the shell, each saying where the game was filed.
# Then the page for a friend on another machine: one line naming this
# machine's address and the port, every line within 80 columns.
# shellcheck source=lib/friend_accounts.sh
. "$(dirname "$0")/lib/friend_accounts.sh"

friend_accounts_setup
friend_host_page 2
case $LINE in
"$PROGRAM join $HOST@127.0.0.1:"[0-9]*) ;;
*) friend_fail "the page's line is '$LINE'" ;;
esac

# The line typed in the friend's shell, as the page shows it.
friend_login 2 "$FRIEND" "$LINE"
room_wait 2 "not shown as you type"
room_wait 2 "$HOST invites you to room $HOST: you play Amber, sun N, clock 5+2"
friend_seated

friend_play_to_the_end 1 2
room_keys 1 q
room_wait 1 "Enter start"
friend_filed 1 "$HOST"
room_keys 2 q
room_wait 2 "gnomon: the game is filed as /"
room_wait 2 "gnomon exited 0"

# Another machine: the line names this machine's address, not the account.
room_menu_to 1 "Play a friend"
room_keys 1 Enter
room_wait 1 "Where is your friend?"
room_keys 1 Down Down Enter
room_wait 1 "On their machine, they type:"
away=$(room_screen 1 | sed -n 's/^ *\(.*gnomon join [^ ]*\)$/\1/p' | head -n 1)
case $away in
"$PROGRAM join "*@*) friend_fail "another machine is told an account: $away" ;;
"$PROGRAM join "*:[0-9]*) ;;
*) friend_fail "another machine's line is '$away'" ;;
esac
[ "$(room_screen 1 | LC_ALL=C.UTF-8 wc -L)" -lt 80 ] ||
	friend_fail "a line of the page reaches the window's edge (cut?)"
room_keys 1 q
room_wait 1 "Waiting for an opponent"
exit 0
