# shellcheck shell=sh
# Shared by the tests/e2e scripts of a friend's game between two real local
# accounts (sourced, never run alone): the accounts are made with useradd
# under names of the run's own and removed on exit, with every process of
# theirs; each plays in a tmux window of its own (lib/tmux_rooms.sh's) as
# that user, logged in with `su -`, so that the owner checks are real.
# The program is a copy the accounts may run, which their PATH does not
# find: the host's page names it by its path.
#
#   friend_accounts_setup       SKIP (exit 0) without root or the tools;
#                               else HOST and FRIEND made, PROGRAM copied
#   friend_menu WINDOW USER     USER's `gnomon` (its menu) in WINDOW
#   friend_login WINDOW USER COMMAND   USER's login shell runs COMMAND
#   friend_host_page PLACE      HOST's menu in window 1: You play Teal,
#                               the designer's sun N, clock 5+2, then Play
#                               a friend with the friend at PLACE (a row
#                               of the question: 2 another account);
#                               sets LINE (what the page says to type)
#                               and TOKEN (the seat token it shows)
#   friend_seated               the token typed in window 2, asking for
#                               it: the friend sits as Amber, the game
#                               the menu's (sun N, clock 5+2) in both
#   friend_play_to_the_end HOST_WINDOW FRIEND_WINDOW
#                               a move each, then the host resigns
#   friend_filed WINDOW USER    WINDOW shows where USER's copy was filed,
#                               and the file is there
#   friend_fail TEXT            FAIL: TEXT, and exit 1

# shellcheck source=tmux.sh
. "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

friend_fail() {
	echo "FAIL: $*"
	exit 1
}

friend_accounts_setup() {
	if [ "$(id -u)" != 0 ]; then
		echo "SKIP: two real accounts need root (useradd): not checked"
		exit 0
	fi
	for tool in useradd userdel su pkill getent; do
		command -v "$tool" >/dev/null 2>&1 && continue
		echo "SKIP: $tool is not installed: not checked"
		exit 0
	done
	FRIEND_WORK=$(mktemp -d)
	chmod 711 "$FRIEND_WORK"
	mkdir -m 755 "$FRIEND_WORK/bin"
	PROGRAM=$FRIEND_WORK/bin/gnomon
	if ! cp "$GNOMON" "$PROGRAM" || ! chmod 755 "$PROGRAM"; then
		friend_fail "the program could not be copied for the accounts"
	fi
	# Names of this run's own, so that runs side by side differ.
	HOST=gnf$$a
	FRIEND=gnf$$b
	friend_users=""
	trap friend_accounts_cleanup EXIT
	for user in "$HOST" "$FRIEND"; do
		getent passwd "$user" >/dev/null 2>&1 &&
			friend_fail "an account called $user is there already"
		# Another useradd on the machine may hold /etc/passwd's lock
		# a moment: tried again.
		for try in 1 2 3; do
			useradd -m -s /bin/sh "$user" 2>/dev/null && break
			[ "$try" = 3 ] && friend_fail "useradd $user failed"
			sleep 1
		done
		friend_users="$friend_users $user"
	done
}

# shellcheck disable=SC2317 # called by the trap
friend_accounts_cleanup() {
	status=$?
	tui_kill "$TUI_SOCKET"
	for user in $friend_users; do
		# The user's rooms and games, then the account.
		pkill -KILL -u "$user" 2>/dev/null
	done
	sleep 0.2
	for user in $friend_users; do
		for try in 1 2 3; do
			userdel -r "$user" 2>/dev/null && break
			pkill -KILL -u "$user" 2>/dev/null
			sleep 1
		done
	done
	rm -rf "$FRIEND_WORK"
	(exit "$status")
	rooms_cleanup
}

friend_login() {
	room_window "$1" "su - $2 -c 'env TERM=xterm-256color LANG=$ROOM_LANG \
$3; echo \"gnomon exited \$?\"; sleep 60'"
}

friend_menu() {
	friend_login "$1" "$2" "$PROGRAM"
	room_wait "$1" "Play a friend"
}

friend_host_page() {
	friend_menu 1 "$HOST"
	room_menu_to 1 "You play: Amber"
	room_keys 1 Right
	room_wait 1 "▸ You play: Teal"
	# A newcomer's menu opens on the fair sun (SE): the designer's is N,
	# S away (the Sun row's words are no stop).
	room_wait 1 "Sun SE is fairest"
	room_keys 1 S
	room_wait 1 "  Sun N favours Teal"
	room_menu_to 1 "Play a friend"
	room_keys 1 Enter
	room_wait 1 "Where is your friend?"
	room_wait 1 "1. In this account"
	room_wait 1 "2. On this machine, under another account"
	room_wait 1 "3. On another machine"
	room_keys 1 c c
	room_wait 1 "You play Teal, sun N, clock 5+2"
	place=$1
	while [ "$place" -gt 1 ]; do
		room_keys 1 Down
		place=$((place - 1))
	done
	room_keys 1 Enter
	room_wait 1 "Gnomon: how a friend joins"
	# shellcheck disable=SC2034 # the scripts'
	LINE=$(room_screen 1 | sed -n 's/^ *\(.*gnomon join [^ ]*\)$/\1/p' |
	    head -n 1)
	TOKEN=$(room_screen 1 | sed -n 's/^ *\([0-9a-f]\{32\}\)$/\1/p')
	[ -n "$TOKEN" ] || friend_fail "the page shows no token: $(room_screen 1)"
	# Every line of the page whole within the window's 80 columns: none
	# runs to its edge, where a longer one is cut.
	[ "$(room_screen 1 | LC_ALL=C.UTF-8 wc -L)" -lt 80 ] ||
		friend_fail "a line of the page reaches the window's edge (cut?)"
}

friend_seated() {
	room_keys 2 -l "$TOKEN"
	room_keys 2 Enter
	room_wait 2 "Amber: $FRIEND (you)"
	room_wait 1 "Teal: $HOST (you)"
	for window in 1 2; do
		room_wait "$window" "Shade now, sun N"
		# Teal's clock stands until Teal's first turn.
		room_wait "$window" "Teal   5 stones  5:00"
	done
}

friend_play_to_the_end() {
	room_move "$2" d1d2
	room_wait "$1" "Last: Amber d1d2"
	room_move "$1" d7d6
	room_wait "$2" "Last: Teal d7d6"
	room_keys "$1" X
	room_wait "$1" "Resign this game?"
	room_keys "$1" y
	room_wait "$1" "You lose: you resigned"
	room_wait "$2" "You win: Teal resigned"
}

friend_filed() {
	room_screen "$1" | tr '\n' ' ' |
	    grep -qF "the game is filed as ~/.local/state/gnomon/games/" ||
		friend_fail "window $1 does not say where: $(room_screen "$1")"
	home=$(getent passwd "$2" | cut -d: -f6)
	file=$(find "$home/.local/state/gnomon/games" -name '*.gnomon')
	if [ -z "$file" ] || [ "$(echo "$file" | wc -l)" -ne 1 ]; then
		friend_fail "$2 filed not one game: $file"
	fi
	# The menu's sun: N is 0.
	for line in "[Amber \"$FRIEND\"]" "[Teal \"$HOST\"]" '1. d1d2 d7d6' \
	    '[Ending "amber resign"]' ' sun=0 '; do
		grep -qF -- "$line" "$file" ||
			friend_fail "$2's record lacks $line: $(cat "$file")"
	done
}
