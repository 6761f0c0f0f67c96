#!/bin/sh
# Another user of the machine finds no token.  While the owner's room runs,
# Amber (a scripted client) and Teal (`gnomon join`, the token in its
# environment as GNOMON_TOKEN, never on its command line) play, and the
# owner's lobby watches, a stranger (a spare unprivileged uid, made by
# lib/stranger.sh) looks for every token of the room in every process's
# command line and environment (/proc/PID/cmdline, /proc/PID/environ) and
# in every file it can read in /tmp, /var/tmp, /dev/shm, /run and the
# owner's rooms, runtime, state and home directories, and in a rooms
# directory shared on purpose where a second room is open: it finds none.
#
# The search can fail: a process planted with a token in its argv (as
# `gnomon join ROOM --token T` put it) and a readable file holding one are
# both found, and the room's own command line is seen.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
# shellcheck source=lib/room.sh
. "$(dirname "$0")/lib/room.sh"
# shellcheck source=lib/stranger.sh
. "$(dirname "$0")/lib/stranger.sh"
command -v tmux >/dev/null 2>&1 || { echo "SKIP: tmux is not installed"; exit 0; }
stranger_setup
case $gnomon in
/*) ;;
*) gnomon=$PWD/$gnomon ;;
esac

TMUX_SOCKET=gnomon-e2e-$$-stranger
planted=""
# shellcheck disable=SC2317 # called by the trap
secrets_cleanup() {
	status=$?
	# The socket's file too, which kill-server leaves behind.
	path=$(tmux -L "$TMUX_SOCKET" display-message -p '#{socket_path}' 2>/dev/null)
	tmux -L "$TMUX_SOCKET" kill-server 2>/dev/null
	[ -n "$path" ] && rm -f "$path"
	[ -n "$planted" ] && kill "$planted" 2>/dev/null
	stranger_cleanup
	room_cleanup
	[ -n "${SHARED:-}" ] && rm -rf "$SHARED"
	exit "$status"
}
trap secrets_cleanup EXIT

# window N SCRIPT: runs the script (a file: its words are nobody's to read
# in a shell's command line) in window N of the test's own tmux server.
window() {
	if tmux -L "$TMUX_SOCKET" has-session -t game 2>/dev/null; then
		tmux -L "$TMUX_SOCKET" new-window -d -t "game:$1" "sh $2"
	else
		tmux -L "$TMUX_SOCKET" -f /dev/null new-session -d -s game \
		    -x 80 -y 24 -n x "sh $2"
		tmux -L "$TMUX_SOCKET" set-option -g remain-on-exit on
		tmux -L "$TMUX_SOCKET" move-window -s game:x -t "game:$1"
	fi
}
screen() {
	tmux -L "$TMUX_SOCKET" capture-pane -p -t "game:$1" 2>/dev/null
}
# shows WINDOW TEXT: until window WINDOW shows TEXT (10 s at most).
shows() {
	tries=200
	while [ "$tries" -gt 0 ]; do
		screen "$1" | grep -qF -- "$2" && return 0
		sleep 0.05
		tries=$((tries - 1))
	done
	fail "window $1 never showed '$2'"
	screen "$1"
	exit 1
}
keys() {
	window=$1
	shift
	tmux -L "$TMUX_SOCKET" send-keys -t "game:$window" "$@"
}
# peer_saw TEXT: until the scripted client's log shows TEXT (10 s at most).
peer_saw() {
	tries=200
	while [ "$tries" -gt 0 ]; do
		grep -qF -- "$1" "$ROOM_TMP/peer.log" 2>/dev/null && return 0
		sleep 0.05
		tries=$((tries - 1))
	done
	fail "the scripted client never saw '$1'"
	tail -n 20 "$ROOM_TMP/peer.log"
	exit 1
}

# A second room, in a rooms directory shared on purpose (sticky, not
# writable by others, but they may list it and connect).
SHARED=$(mktemp -d) && chmod 1775 "$SHARED" || exit 1
room_host shared --rooms "$SHARED"
printf '%s\n' "$AMBER_TOKEN" "$TEAL_TOKEN" "$WATCH_TOKEN" >"$ROOM_TMP/tokens"
room_host secrets
# What the stranger looks for: every token of both rooms.
tokens=$STRANGER_DIR/home/tokens
printf '%s\n' "$AMBER_TOKEN" "$TEAL_TOKEN" "$WATCH_TOKEN" | cat - "$ROOM_TMP/tokens" >"$tokens"
chown "$STRANGER_UID" "$tokens" && chmod 600 "$tokens" || exit 1
# Each a token (an empty line would match everything).
grep -qvx '[0-9a-f]\{32\}' "$tokens" && { fail "not tokens: $(cat "$tokens")"; exit 1; }
printf '%s\n' "$TEAL_TOKEN" >"$ROOM_TMP/token"
chmod 600 "$ROOM_TMP/token"

first=$(room_moves | sed -n '1s/^Amber //p')
second=$(room_moves | sed -n '2s/^Teal //p')
if [ -z "$first" ] || [ -z "$second" ]; then
	fail "no moves to play"
	exit 1
fi

# Amber: the scripted client, the token in its script (standard input); it
# stays until the stranger has looked.
{
	echo "open a secrets $ROOMS"
	echo "a send hello gnomon-room 1 seat=amber name=ann token=$AMBER_TOKEN"
	echo "a expect welcome"
	echo "a expect joined teal tom"
	echo "a send move $first"
	echo "a expect moved 1 $first"
	echo "a expect moved 2 $second"
	# (A long look on a loaded machine: a step of 0.2 s, not a sleep
	# started every 0.05 s.)
	tries=100
	while [ -d "$ROOM_TMP" ] && [ ! -e "$ROOM_TMP/looked" ] &&
	    [ "$tries" -gt 0 ]; do
		sleep 0.2
		tries=$((tries - 1))
	done
	echo "a close"
} | room_run &

# Teal: `gnomon join`, the token in its environment.
cat >"$ROOM_TMP/join.sh" <<EOF
GNOMON_TOKEN=\$(cat "$ROOM_TMP/token")
export GNOMON_TOKEN
exec env TERM=xterm-256color LANG=C.UTF-8 XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR \
    XDG_STATE_HOME=$XDG_STATE_HOME "$gnomon" join secrets --name tom
EOF
window 1 "$ROOM_TMP/join.sh"
shows 1 "Teal: tom (you)"
peer_saw "a< moved 1 $first"
shows 1 "Last: Amber"
# shellcheck disable=SC2046 # one key a character
keys 1 : $(echo "$second" | sed 's/./& /g') Enter
peer_saw "a< moved 2 $second"

# The owner's lobby watches the room.
cat >"$ROOM_TMP/lobby.sh" <<EOF
exec env TERM=xterm-256color LANG=C.UTF-8 XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR \
    XDG_STATE_HOME=$XDG_STATE_HOME "$gnomon" lobby
EOF
window 2 "$ROOM_TMP/lobby.sh"
shows 2 "Your name"
keys 2 l e e Enter
shows 2 "you: lee"
shows 2 "secrets"
keys 2 w
shows 2 "q leave"

# The join was given its token there, read it and wiped it
# (room_token_env has the wiping): its own user finds it no more either.
join=$(tmux -L "$TMUX_SOCKET" display-message -p -t game:1 '#{pane_pid}')
grep -q "GNOMON_TOKEN=" "/proc/$join/environ" ||
    fail "the join was started without GNOMON_TOKEN: the test proves nothing"
grep -q "$TEAL_TOKEN" "/proc/$join/environ" &&
    fail "the join's environment still holds its token"

# The stranger's search, a script it may read: prints each place where a
# token of $HOME/tokens is found.
cat >"$STRANGER_DIR/search.sh" <<'EOF'
tokens=$HOME/tokens
# Every process's command line and environment it may read.
grep -l -a -s -F -f "$tokens" /proc/[0-9]*/cmdline /proc/[0-9]*/environ |
    while read -r file; do
	echo "$file: $(tr '\0' ' ' <"${file%/*}/cmdline" 2>/dev/null | cut -c1-120)"
done
# Every file it may read, but its own.
find /tmp /var/tmp /dev/shm /run "$@" -path "${HOME%/*}" -prune -o \
    -type f -readable -size -8M -print0 2>/dev/null |
    xargs -0 -r grep -l -a -s -F -f "$tokens"
exit 0
EOF
chmod 644 "$STRANGER_DIR/search.sh"
# The owner's home too, unless it is the whole file system.
home=${HOME:-/root}
[ "$home" = / ] && home=/root
search() {
	stranger timeout 60 sh "$STRANGER_DIR/search.sh" "$ROOM_TMP" \
	    "$XDG_RUNTIME_DIR" "$XDG_STATE_HOME" "$ROOMS" "$SHARED" "$home" \
	    >"$ROOM_TMP/found" 2>&1
}

# The search can fail: a token in a process's argv, or in a file the
# stranger may read, is found.
sh -c 'while :; do sleep 1; done' planted --token "$TEAL_TOKEN" &
planted=$!
leak=$(mktemp) && chmod 644 "$leak" && echo "token $WATCH_TOKEN" >"$leak"
search
grep -q "^/proc/$planted/cmdline: " "$ROOM_TMP/found" ||
    fail "the stranger did not find a token in a command line: $(cat "$ROOM_TMP/found")"
grep -qx "$leak" "$ROOM_TMP/found" ||
    fail "the stranger did not find a token in a file it may read: $(cat "$ROOM_TMP/found")"
kill "$planted"
wait "$planted" 2>/dev/null
planted=""
rm -f "$leak"
# And the stranger sees the room's command line (no hidepid to hide it).
room=$(room_processes | head -n 1)
if [ -z "$room" ] || ! stranger grep -q -a "gnomon room" "/proc/$room/cmdline"; then
	fail "the stranger cannot read the room's command line: the test proves nothing"
fi
# But not the join's environment, another user's.
stranger cat "/proc/$join/environ" >/dev/null 2>&1 &&
    fail "the stranger reads another user's environment"

# The game as it is played: nothing to find.
search
[ -s "$ROOM_TMP/found" ] &&
    fail "the stranger found a token: $(cat "$ROOM_TMP/found")"
touch "$ROOM_TMP/looked"
wait
[ "$failures" -eq 0 ]
