#!/bin/sh
# Playing a friend from the new-game menu (issue 29), as a newcomer would,
# in three tmux windows at 80x24: alice's `gnomon` chooses "Play a friend"
# on the menu, which opens a room named for her account and shows, on the
# game's own screen, the line her friend types; bob's `gnomon` chooses
# "Join a friend" and types that line; carol watches with `gnomon watch`.
# The game is played to its end (a move each, then Teal resigns): the
# winner's screen says "You win", the loser's "You lose", the spectator's
# who won; both players' filed records name both players, each with the
# right Side and Opponent, and no Level (the host's said neither before).
# Both then go back to the menu, each saying where the game was filed.
# Before that, a room of the name open already is refused on the menu,
# which says why and changes nothing.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

fail() {
	echo "FAIL: $*"
	exit 1
}

# friend_start WINDOW STATE USER: the game's menu, as `gnomon` alone opens
# it, for an account named USER.
friend_start() {
	mkdir -p "$TUI_STATE/$2"
	room_window "$1" "env TERM=xterm-256color LANG=$ROOM_LANG USER=$3 \
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/$2 $GNOMON; \
echo \"gnomon exited \$?\"; sleep 60"
}

started=$(date +%s)
friend_start 1 host alice
room_wait 1 "▸ Play: the computer"
room_wait 1 "Play a friend"
room_wait 1 "Join a friend"

room_menu_to 1 "Play a friend"
room_wait 1 "Opens a room here"

# A room called alice open already: the menu says so, and stays.
mkdir -p "$TUI_STATE/other"
XDG_RUNTIME_DIR=$ROOMS_RUN XDG_STATE_HOME=$TUI_STATE/other \
    "$GNOMON" host alice --detach >/dev/null 2>&1 ||
	fail "a room called alice could not be opened to be in the way"
room_keys 1 Enter
room_wait 1 "Where is your friend?"
room_wait 1 "1. In this account"
room_keys 1 Enter
room_wait 1 "a room called alice is open already"
room_wait 1 "▸ Play a friend"
# Ended by its pid: another test (or person) on the machine may have a
# room called alice too, and `gnomon end alice` would then ask which.
in_the_way=$("$GNOMON" list --all | awk -v dir="$ROOMS_RUN/gnomon" \
    '$3 == "alice" && $4 == dir { print $1 }')
[ -n "$in_the_way" ] || fail "the room in the way is not listed"
"$GNOMON" end "$in_the_way" >/dev/null 2>&1 ||
	fail "the room opened to be in the way could not be ended"

# Play a friend: the room opens, and the screen says what bob types.
room_keys 1 Enter
room_wait 1 "Where is your friend?"
room_keys 1 Enter
room_wait 1 "Gnomon: how a friend joins"
# The line works as shown: the program by its path, which PATH does not
# find here (make check's).
program=$(realpath "$GNOMON")
room_wait 1 "    $program join alice"
line=$(room_screen 1 | sed -n 's/^ *\(.*gnomon join alice\)$/\1/p' | head -n 1)
[ "$line" = "$program join alice" ] || fail "the join line shown is '$line'"
# Back on the board, waiting, the line is still there where it fits.
room_keys 1 q
room_wait 1 "Waiting for an opponent"
if [ ${#line} -le 36 ]; then
	room_wait 1 "Your friend types: $line ·"
else
	room_wait 1 "I: how a friend joins"
fi

# Join a friend: bob types the line shown, as shown, path and all.
friend_start 2 join bob
room_wait 2 "▸ Play: the computer"
room_menu_to 2 "Join a friend"
room_keys 2 Enter
room_wait 2 "Join: _"
room_keys 2 -l "$line"
room_wait 2 "Join: $line"
room_keys 2 Enter
room_wait 2 "Teal: bob (you)"
room_wait 1 "Amber to move (you)"
room_wait 1 "Teal: bob"
seated=$(($(date +%s) - started))
echo "both players seated ${seated}s after the menus opened"

room_start 3 watch watch alice --name carol
room_wait 3 "Amber (alice) to move"

# A move each, then Teal resigns: alice wins.
room_keys 1 : d 1 d 2 Enter
room_wait 2 "Last: Amber d1d2"
room_keys 2 : d 7 d 6 Enter
room_wait 1 "Last: Teal d7d6"
room_wait 3 "Last: Teal d7d6"
room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
room_wait 1 "You win: Teal resigned"
room_wait 2 "You lose: you resigned"
room_wait 3 "Amber wins"
room_lacks 1 "You lose"
room_lacks 3 "You win"
room_lacks 3 "You lose"

room_record_says host '[Amber "alice"]' '[Teal "bob"]' '[Side "amber"]' \
    '[Opponent "bob"]' '[Ending "amber resign"]' '1. d1d2 d7d6'
room_record_says join '[Amber "alice"]' '[Teal "bob"]' '[Side "teal"]' \
    '[Opponent "alice"]' '[Ending "amber resign"]' '1. d1d2 d7d6'
# Both back on the menu, each saying where the game was filed (the
# host's copy filed by the room).
room_keys 1 q
room_wait 1 "Enter start"
room_keys 2 q
room_wait 2 "Enter start"
# (The line is wrapped where it is longer than the window.)
for player in 1:host 2:join; do
	room_screen "${player%:*}" | tr '\n' ' ' |
	    grep -qF "the game is filed as $TUI_STATE/${player#*:}/gnomon/games/" ||
		fail "window ${player%:*} does not say where: $(room_screen "${player%:*}")"
done
room_keys 1 q
room_wait 1 "gnomon exited 0"
room_keys 2 q
room_wait 2 "gnomon exited 0"
exit 0
