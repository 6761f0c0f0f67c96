# shellcheck shell=sh
# Shared by the tests/e2e scripts of rooms (sourced after lib/tmux.sh, never
# run alone): several gnomons in the windows of one tmux server at 80x24,
# with a rooms directory (XDG_RUNTIME_DIR) of the test's own and a state
# directory (XDG_STATE_HOME) for each player.
#
#   room_start WINDOW STATE ARGS...   gnomon ARGS in window WINDOW (LANG=$ROOM_LANG)
#   room_window WINDOW COMMAND        a shell's COMMAND in window WINDOW
#   room_keys WINDOW KEY...           tmux send-keys names
#   room_wait WINDOW TEXT             until the window shows TEXT, else fail
#   room_everywhere TEXT              windows 1, 2 and 3 all show TEXT
#   room_screen WINDOW                the window's screen, as text
#   room_board WINDOW                 its board and panel, without the grid
#   room_seated ROOM                  alice hosts ROOM in window 1, bob
#                                     joins in 2, carol watches in 3
#   room_lacks WINDOW TEXT            the window does not show TEXT, else fail
#   room_first_move ROOM              bob joins ROOM in window 2 and the
#                                     host, Amber in window 1, plays d1d2
#   room_wait_count WINDOW TEXT N     until the window shows TEXT N times
#   room_crash                        every room of the test's rooms
#                                     directory killed, as a crash would
#   room_pid ROOM                     the process `gnomon room ROOM`
#   room_move WINDOW MOVE             MOVE typed at the board's ':' prompt
#   room_turns WINDOW OTHER SIDE MOVE...  the moves in turn, WINDOW's first
#
# A room process that outlives the test is ended on exit.
ROOM_LANG=${ROOM_LANG:-C.UTF-8}
# Rooms and saved games in directories of the test's own.
ROOMS_RUN=$(mktemp -d)
chmod 700 "$ROOMS_RUN"
# lib/tmux.sh's: every window is in the one server on its socket.
# shellcheck disable=SC2034,SC2153
TUI_SOCKETS=$TUI_SOCKET
# shellcheck disable=SC2317 # called by the trap
rooms_cleanup() {
	status=$?
	tui_kill "$TUI_SOCKET"
	# The room's process, if it outlived the test: found by the rooms
	# directory of this test's own, in its environment or as its working
	# directory (a room's title may run over the start of its environment).
	room_pids=$(tui_processes_with -e "XDG_RUNTIME_DIR=$ROOMS_RUN")
	for pid in $(pgrep -x gnomon-room); do
		[ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$ROOMS_RUN/gnomon" ] &&
			room_pids="$room_pids $pid"
	done
	# A room saves as it ends (SIGTERM): its directories are removed only
	# once it has, or it would write them again (10 s at most).
	for pid in $room_pids; do
		kill -TERM "$pid" 2>/dev/null
		kill -CONT "$pid" 2>/dev/null
	done
	tries=100
	for pid in $room_pids; do
		while kill -0 "$pid" 2>/dev/null && [ $tries -gt 0 ]; do
			sleep 0.1
			tries=$((tries - 1))
		done
		kill -KILL "$pid" 2>/dev/null
	done
	rm -rf "$ROOMS_RUN"
	tui_cleanup "$status"
}
trap rooms_cleanup EXIT

# room_start WINDOW STATE ARGS...: gnomon ARGS in a window of its own.
room_start() {
	window=$1 state=$2
	shift 2
	mkdir -p "$TUI_STATE/$state"
	command="env TERM=xterm-256color LANG=$ROOM_LANG XDG_RUNTIME_DIR=$ROOMS_RUN \
XDG_STATE_HOME=$TUI_STATE/$state $GNOMON $*; echo \"gnomon exited \$?\"; sleep 60"
	room_window "$window" "$command"
}

# room_window WINDOW COMMAND: a shell's COMMAND in window WINDOW.
room_window() {
	if [ "$TUI_CTL_SOCKET" = "$TUI_SOCKET" ] ||
	    tmux -L "$TUI_SOCKET" has-session -t game 2>/dev/null; then
		tui_tmux new-window -d -t "game:$1" "$2"
	else
		tmux -L "$TUI_SOCKET" -f "$TUI_CONFIG" new-session -d -s game \
		    -x 80 -y 24 -n x "$2"
		tui_ctl_open
		tui_tmux move-window -s game:x -t "game:$1"
	fi
}

room_screen() {
	tui_tmux capture-pane -p -t "game:$1" 2>/dev/null
}

# room_shows WINDOW TEXT: the window shows TEXT now (as tui_shows, by the
# shell, without a grep).
room_shows() {
	tui_pane_shows "game:$1" "$2"
}

# room_wait WINDOW TEXT: until the window shows TEXT, else fail.
room_wait() {
	tui_tries 5
	while [ "$tries" -gt 0 ]; do
		room_shows "$1" "$2" && return 0
		tui_pause
		tries=$((tries - 1))
	done
	echo "FAIL: window $1 never showed '$2'"
	room_screen "$1"
	exit 1
}

# room_wait_count WINDOW TEXT N: until the window shows TEXT on N lines,
# else fail.  (A token asked again: the terminal shows the last question
# as soon as the menu's screen gives way, before the new one is asked and
# the keys typed meanwhile are flushed.)
room_wait_count() {
	tui_tries 5
	while [ "$tries" -gt 0 ]; do
		[ "$(room_screen "$1" | grep -cF -- "$2")" -ge "$3" ] && return 0
		tui_pause
		tries=$((tries - 1))
	done
	echo "FAIL: window $1 never showed '$2' $3 times"
	room_screen "$1"
	exit 1
}

# room_everywhere TEXT: all three windows show it.
room_everywhere() {
	for window in 1 2 3; do
		room_wait "$window" "$1"
	done
}

room_keys() {
	window=$1
	shift
	tui_tmux send-keys -t "game:$window" "$@"
}

# The board and the panel, without the bottom lines (whose messages differ)
# and without the grid's lines (the cursor's frame, which need not be where
# it was).
room_board() {
	room_screen "$1" | sed -n '1,20p' |
	    LC_ALL=C.UTF-8 sed 's/[┌┬┐├┼┤└┴┘─│┏┓┗┛━┃]/ /g'
}

# room_seated ROOM: alice hosts ROOM in window 1 (state host), bob joins
# it in window 2 (state join) and carol watches in window 3 (state watch),
# each screen showing them there.
room_seated() {
	room_start 1 host host "$1" --name alice
	room_wait 1 "Waiting for an opponent"
	room_start 2 join join "$1" --name bob
	room_wait 2 "Teal: bob (you)"
	room_wait 1 "Amber to move (you)"
	room_start 3 watch watch "$1" --name carol
	room_wait 3 "Amber (alice) to move"
}

# room_lacks WINDOW TEXT: the window does not show TEXT, else fail.
room_lacks() {
	room_shows "$1" "$2" || return 0
	echo "FAIL: window $1 shows '$2'"
	room_screen "$1"
	exit 1
}

# room_first_move ROOM: bob joins ROOM in window 2 and the host, Amber in
# window 1, plays d1d2, which bob sees.  ROOM_RATING is what the panel shows
# after his name (" guest" in a room a lobby opened, which knows its
# players): waited for whole, as the ratings come a moment after the names.
room_first_move() {
	room_start 2 bob join "$1" --name bob
	room_wait 2 "Teal: bob${ROOM_RATING:-} (you)"
	room_wait 1 "Amber to move (you)"
	room_move 1 d1d2
	room_wait 2 "Last: Amber d1d2"
}

# room_move WINDOW MOVE: MOVE typed at the board's ':' prompt in WINDOW, a
# key a character, as a person types it (over ssh too).
room_move() {
	# shellcheck disable=SC2046 # one key a character
	room_keys "$1" : $(echo "$2" | sed 's/./& /g') Enter
}

# room_turns WINDOW OTHER SIDE MOVE...: the moves played in turn from the
# two windows, WINDOW's (whose side is SIDE, Amber or Teal) first; each is
# seen in the other window before that one moves.
room_turns() {
	turns_mover=$1 turns_other=$2 turns_side=$3
	shift 3
	for turns_move; do
		room_move "$turns_mover" "$turns_move"
		room_wait "$turns_other" "Last: $turns_side $turns_move"
		turns_swap=$turns_mover
		turns_mover=$turns_other
		turns_other=$turns_swap
		[ "$turns_side" = Amber ] && turns_side=Teal || turns_side=Amber
	done
}

# room_crash: the test's rooms die as a machine's crash would end them
# (SIGKILL); their saves stay.
room_crash() {
	for pid in $(pgrep -x gnomon-room); do
		grep -q -s -z -x "XDG_RUNTIME_DIR=$ROOMS_RUN" "/proc/$pid/environ" &&
			kill -KILL "$pid"
	done
}

# room_pid ROOM: the process of room ROOM (`gnomon room ROOM` in ps), else fail.
room_pid() {
	pid=$(pgrep -f "^gnomon room $1( |\$)" | head -n 1)
	[ -n "$pid" ] || { echo "FAIL: no process is 'gnomon room $1'"; exit 1; }
	echo "$pid"
}

# room_record_says STATE LINE...: the one game filed in that player's
# games/ (waited for) has every LINE, and no Level: a game between people.
room_record_says() {
	tui_tries 5
	while [ -z "$(ls "$TUI_STATE/$1/gnomon/games" 2>/dev/null)" ] &&
	    [ "$tries" -gt 0 ]; do
		tui_pause
		tries=$((tries - 1))
	done
	file=$(find "$TUI_STATE/$1/gnomon/games" -name '*.gnomon' 2>/dev/null)
	[ -n "$file" ] || { echo "FAIL: $1 filed no game"; exit 1; }
	[ "$(echo "$file" | wc -l)" -eq 1 ] ||
	    { echo "FAIL: $1 filed more than one game: $file"; exit 1; }
	shift
	for line in "$@"; do
		grep -qF -- "$line" "$file" ||
		    { cat "$file"; echo "FAIL: $file lacks $line"; exit 1; }
	done
	! grep -q '^\[Level ' "$file" ||
	    { cat "$file"; echo "FAIL: $file has a Level"; exit 1; }
}

# room_menu_to WINDOW ROW: Down until the menu's cursor is on ROW.
room_menu_to() {
	tries=12
	while ! room_screen "$1" | grep -qF -- "▸ $2"; do
		[ "$tries" -gt 0 ] ||
		    { room_screen "$1"; echo "FAIL: no menu row '$2'"; exit 1; }
		room_keys "$1" Down
		tui_pause
		tries=$((tries - 1))
	done
}
