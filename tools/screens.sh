#!/bin/sh
# Captures of the game's screens, to hold a refactor to "every screen
# byte-for-byte what it was" (issue 30), and their comparison.
#
#   tools/screens.sh capture GNOMON OUTDIR   the screens, one file each
#   tools/screens.sh compare DIR1 DIR2       the screens that differ
#
# capture drives GNOMON in a tmux server of its own through a fixed script
# (the menu, a game against the computer with a fixed seed, hints, tomorrow's
# shadows, a typed move, undo, the quit question, resume, the rules, the
# confirmations, the pie, replay, review, the lessons, a room with two
# players and a spectator, the lobby) at 80x24 and 100x30 with 256 colours,
# and part of it again with 8 colours in ASCII.  Each screen is
# `capture-pane -p -e` (colours and all), taken once it has settled, in
# OUTDIR/NNN-size-name.  HOME and the XDG directories are fresh under a
# temporary directory, so nothing of the user's leaks in and two runs of
# one binary give the same files.  compare exits 1 when a screen differs
# or is missing from either side.
set -u

usage() {
	echo "usage: $0 capture GNOMON OUTDIR | compare DIR1 DIR2" >&2
	exit 2
}

compare() {
	if [ ! -d "$1" ] || [ ! -d "$2" ]; then
		usage
	fi
	differ=0
	count=0
	for name in $( (ls "$1"; ls "$2") | sort -u); do
		count=$((count + 1))
		if [ ! -f "$1/$name" ] || [ ! -f "$2/$name" ]; then
			echo "missing: $name"
			differ=$((differ + 1))
		elif ! cmp -s "$1/$name" "$2/$name"; then
			echo "differs: $name"
			differ=$((differ + 1))
		fi
	done
	echo "$count screens, $differ differ"
	[ "$differ" = 0 ]
}

[ $# = 3 ] || usage
case $1 in
compare) compare "$2" "$3"; exit ;;
capture) ;;
*) usage ;;
esac
command -v tmux >/dev/null 2>&1 || { echo "$0: tmux is needed" >&2; exit 1; }
GNOMON=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
[ -x "$GNOMON" ] || { echo "$0: $2 is not a program" >&2; exit 1; }
mkdir -p "$3" || exit 1
OUT=$(cd "$3" && pwd)
rm -f "$OUT"/[0-9][0-9][0-9]-*

TMP=$(mktemp -d) || exit 1
SOCKET="gnomon-screens-$$"
CONFIG=$TMP/tmux.conf
echo "set-option -g status off" >"$CONFIG"
SHOT=0
SIZE=""
COLUMNS_=80
LINES_=24
TERM_=xterm-256color
ASCII=""

cleanup() {
	tmux -L "$SOCKET" kill-server 2>/dev/null
	# kill-server leaves the socket's file behind.
	rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"
	# The rooms this run opened: found by its own runtime directory.
	for pid in $(pgrep -x gnomon-room); do
		case $(readlink "/proc/$pid/cwd" 2>/dev/null) in
		"$TMP"/*) kill "$pid" 2>/dev/null ;;
		esac
	done
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# A game record of the computer against itself (`gnomon transcript depth=1
# seed=3 day=2`), its date fixed, for replay and review.
RECORD=$TMP/game.gnomon
cat >"$RECORD" <<'EOF'
[Gnomon "1"]
[Date "2026.12.03"]
[Amber "depth 1"]
[Teal "depth 1"]
[Variant "len=2 day=2 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0"]
[Result "teal"]
[Seed "3"]

1. b1b2 f7g7
2. f1g2 d7d6
3. b2b3 d6c6
4. b3c2 c6c5
EOF

# fresh: new HOME and XDG directories for the next scene.
fresh() {
	HOMEDIR=$TMP/home-$SIZE-$1
	rm -rf "$HOMEDIR"
	mkdir -p "$HOMEDIR/config" "$HOMEDIR/state" "$HOMEDIR/data" \
	    "$HOMEDIR/cache" "$HOMEDIR/run"
	chmod 700 "$HOMEDIR/run"
}

# start WINDOW ARGS...: gnomon ARGS in a window of the one server.
start() {
	window=$1
	shift
	command="env -i PATH=/usr/bin:/bin HOME=$HOMEDIR TERM=$TERM_ \
LANG=C.UTF-8 TZ=UTC USER=player LOGNAME=player \
XDG_CONFIG_HOME=$HOMEDIR/config XDG_STATE_HOME=$HOMEDIR/state \
XDG_DATA_HOME=$HOMEDIR/data XDG_CACHE_HOME=$HOMEDIR/cache \
XDG_RUNTIME_DIR=$HOMEDIR/run $GNOMON $*; echo \"gnomon exited \$?\"; sleep 600"
	if tmux -L "$SOCKET" has-session -t s 2>/dev/null; then
		tmux -L "$SOCKET" new-window -d -t "s:$window" "$command"
	else
		tmux -L "$SOCKET" -f "$CONFIG" new-session -d -s s \
		    -x "$COLUMNS_" -y "$LINES_" -n x "$command"
		tmux -L "$SOCKET" move-window -s s:x -t "s:$window"
	fi
}

stop() {
	tmux -L "$SOCKET" kill-server 2>/dev/null
	sleep 0.2
}

keys() {
	window=$1
	shift
	tmux -L "$SOCKET" send-keys -t "s:$window" "$@"
}

screen() {
	tmux -L "$SOCKET" capture-pane -p -e -t "s:$1" 2>/dev/null
}

# settle WINDOW [TEXT]: until the window shows TEXT (if given), nothing is
# being thought, and the same screen is seen for longer than a phase of
# the dusk ring's pulse (600 ms); the screen is left in $TMP/settled.  A
# screen that shows TEXT but keeps changing is that pulse (whose phase is
# the clock's): of the screens seen over two of its periods, the same one
# is kept each run (the least by checksum).
settle() {
	tries=200
	same=0
	moving=0
	last=""
	while [ "$tries" -gt 0 ]; do
		now=$(screen "$1")
		if { [ $# -lt 2 ] || printf '%s' "$now" | grep -qF -- "$2"; } &&
		    ! printf '%s' "$now" | grep -q "thinking\|Thinking\|Reviewing"; then
			if [ "$now" = "$last" ]; then
				same=$((same + 1))
				[ "$same" -ge 8 ] && break
			else
				same=0
				moving=$((moving + 1))
			fi
			[ "$moving" -ge 4 ] && { pulse "$1"; return 0; }
		else
			same=0
		fi
		last=$now
		sleep 0.1
		tries=$((tries - 1))
	done
	printf '%s\n' "$now" >"$TMP/settled"
	[ "$tries" -gt 0 ] && return 0
	echo "$0: window $1 never settled${2:+ on \"$2\"}" >&2
	return 1
}

pulse() {
	rm -rf "$TMP/pulse"
	mkdir "$TMP/pulse"
	look=0
	while [ "$look" -lt 30 ]; do
		now=$(screen "$1")
		printf '%s\n' "$now" >"$TMP/pulse/$look"
		look=$((look + 1))
		sleep 0.1
	done
	least=$(cd "$TMP/pulse" && cksum -- * | sort -n | head -n 1 |
	    awk '{ print $3 }')
	cp "$TMP/pulse/$least" "$TMP/settled"
}

# shot WINDOW NAME [TEXT]: the settled screen, in the next numbered file.
shot() {
	settle "$1" "${3:-}" || true
	SHOT=$((SHOT + 1))
	# A room's seat tokens are random: the page shows where they stand.
	sed 's/[0-9a-f]\{32\}/<token>/g' "$TMP/settled" \
	    >"$(printf '%s/%03d-%s-%s' "$OUT" "$SHOT" "$SIZE" "$2")"
}

# The scenes, at the size and terminal set.
scenes() {
	# The newcomer's menu, its rows, and a game chosen from it.
	fresh menu
	start 1 --calm $ASCII
	shot 1 menu "New game"
	keys 1 Down
	shot 1 menu-level
	keys 1 Down Right
	shot 1 menu-side
	keys 1 Up Up Right
	shot 1 menu-people
	keys 1 F1
	shot 1 menu-rules
	keys 1 q
	shot 1 menu-back
	keys 1 Enter
	shot 1 menu-hotseat-game
	stop

	# Against the computer: moves, hints, shadows, typing, undo, quit.
	fresh play
	start 1 --level 1 --side amber --seed 7 --calm $ASCII
	shot 1 play "to move (you)"
	keys 1 Right
	shot 1 play-cursor
	keys 1 Enter
	shot 1 play-selected
	keys 1 Up Enter
	shot 1 play-computer-answered "Last: Teal"
	keys 1 H
	shot 1 play-hints-off
	keys 1 H S
	shot 1 play-tomorrow
	keys 1 S ':'
	shot 1 play-typing
	keys 1 c 1 c 2
	shot 1 play-typed
	keys 1 Enter
	shot 1 play-typed-played "Round 3"
	keys 1 ':' z 9 Enter
	shot 1 play-typed-bad
	keys 1 U
	shot 1 play-undo "Move taken back"
	keys 1 '?'
	shot 1 play-marks
	keys 1 Escape
	shot 1 play-marks-gone
	keys 1 F1
	shot 1 play-rules
	keys 1 PageDown
	shot 1 play-rules-down
	keys 1 q
	shot 1 play-rules-closed
	keys 1 R
	shot 1 play-confirm-new
	keys 1 n
	shot 1 play-confirm-new-no
	keys 1 q
	shot 1 play-quit
	keys 1 n
	shot 1 play-quit-no
	keys 1 q y
	shot 1 play-quit-kept "gnomon exited"
	stop
	# Resuming what was kept.
	start 1 --calm $ASCII
	shot 1 resume "resume it?"
	keys 1 y
	shot 1 resumed
	keys 1 q a
	shot 1 abandoned "gnomon exited"
	stop

	# Two players: hold=1 and its question; the pie.
	fresh hold
	start 1 --hotseat --hold 1 --calm $ASCII
	shot 1 hold
	keys 1 K
	shot 1 hold-confirm
	keys 1 n
	shot 1 hold-confirm-no
	stop
	fresh pie
	start 1 --hotseat --pie 1 --calm $ASCII
	shot 1 pie
	keys 1 Right
	shot 1 pie-sun
	keys 1 Enter
	shot 1 pie-colour
	keys 1 Enter
	shot 1 pie-chosen
	stop

	# A record stepped through, and its review.
	fresh replay
	start 1 replay "$RECORD" $ASCII
	shot 1 replay
	keys 1 Right Right Right
	shot 1 replay-3
	keys 1 End
	shot 1 replay-end
	keys 1 F1
	shot 1 replay-rules
	stop
	fresh review
	start 1 review "$RECORD" $ASCII
	shot 1 review
	keys 1 Right Right
	shot 1 review-2
	keys 1 V
	shot 1 review-report
	keys 1 V End
	shot 1 review-end
	stop

	# The lessons, and one of them.
	fresh learn
	start 1 learn $ASCII
	shot 1 lessons
	keys 1 Down
	shot 1 lessons-down
	keys 1 Up Enter
	shot 1 lesson
	keys 1 T
	shot 1 lesson-nudge
	keys 1 q
	shot 1 lesson-left
	stop

	# The lobby, empty and with a room in it: alice's, hosted in the
	# lobby's rooms directory from a window of her own.
	fresh lobby
	mkdir -m 700 "$HOMEDIR/rooms"
	start 1 lobby --rooms "$HOMEDIR/rooms" $ASCII
	shot 1 lobby-empty
	keys 1 p a t Enter
	shot 1 lobby-named "pat"
	start 2 host demo --name alice --rooms "$HOMEDIR/rooms" $ASCII
	shot 2 lobby-host "Waiting for an opponent"
	shot 1 lobby-room "demo"
	stop
}

# A room: alice hosts, bob joins, carol watches (each a home of her own).
room() {
	fresh room
	for who in host join watch; do
		mkdir -p "$HOMEDIR/state/$who"
	done
	run=$HOMEDIR/run
	base=$HOMEDIR
	HOMEDIR=$base/host
	mkdir -p "$HOMEDIR/config" "$HOMEDIR/state" "$HOMEDIR/data" "$HOMEDIR/cache"
	ln -s "$run" "$HOMEDIR/run"
	start 1 host demo --name alice ${ASCII:+"$ASCII"}
	shot 1 room-host-waiting "Waiting for an opponent"
	HOMEDIR=$base/join
	mkdir -p "$HOMEDIR/config" "$HOMEDIR/state" "$HOMEDIR/data" "$HOMEDIR/cache"
	ln -s "$run" "$HOMEDIR/run"
	start 2 join demo --name bob ${ASCII:+"$ASCII"}
	shot 2 room-join "Teal: bob (you)"
	HOMEDIR=$base/watch
	mkdir -p "$HOMEDIR/config" "$HOMEDIR/state" "$HOMEDIR/data" "$HOMEDIR/cache"
	ln -s "$run" "$HOMEDIR/run"
	start 3 watch demo --name carol ${ASCII:+"$ASCII"}
	shot 3 room-watch "to move"
	shot 1 room-host-seated "1 watching"
	keys 1 : d 1 d 2 Enter
	shot 2 room-join-moved "Last: Amber d1d2"
	keys 2 : d 7 d 6 Enter
	shot 1 room-host-moved "Last: Teal d7d6"
	shot 3 room-watch-moved "Last: Teal d7d6"
	keys 3 : e 7 e 6 Enter
	shot 3 room-watch-refused
	keys 2 m
	shot 2 room-say
	keys 2 h i Enter
	shot 1 room-host-said "hi"
	keys 1 X
	shot 1 room-resign "Resign this game?"
	keys 1 n
	shot 1 room-resign-no
	keys 1 X y
	shot 1 room-host-resigned "resigned"
	shot 2 room-join-resigned "resigned"
	shot 3 room-watch-resigned "resigned"
	stop
	HOMEDIR=$base
}

SIZE=80x24
scenes
room
SIZE=100x30 COLUMNS_=100 LINES_=30
scenes
SIZE=80x24-ascii COLUMNS_=80 LINES_=24 TERM_=xterm ASCII=--ascii
scenes
echo "$SHOT screens in $OUT"
