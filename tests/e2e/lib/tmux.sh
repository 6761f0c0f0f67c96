# shellcheck shell=sh
# Shared by the tests/e2e/tui_*.sh scripts (sourced, never run alone): runs
# ./gnomon in a tmux server of its own at 80x24 (or TUI_COLUMNS x
# TUI_LINES), sends keys and reads the screen with capture-pane, through
# one tmux control client for the server (tui_ctl).  Each script gets a
# unique socket and the server is killed on exit, whatever happens.
#
#   tui_start "ENV=..." -- gnomon options   start the game
#   tui_session COMMAND                     a server running a shell's COMMAND
#   tui_keys KEY...                         tmux send-keys names (Enter, Up, F1, C-c)
#   tui_wait TEXT [SECONDS]                 until the screen shows TEXT, else fail
#   tui_wait_re REGEX [SECONDS]             the same for an extended regular expression
#   tui_gone TEXT [SECONDS]                 until the screen no longer shows TEXT
#   tui_shows TEXT                          the screen shows TEXT now (a test)
#   tui_screen                              the screen now, as text
#   tui_capture OPTION...                   the same with capture-pane's options
#                                           (-e: with colours, -J: lines joined)
#   tui_exited                              until gnomon has exited; prints its status
#   tui_pane FORMAT                         a tmux format of the pane, such as
#                                           '#{cursor_x} #{cursor_y}' (0-based)
#   tui_tmux COMMAND ARG...                 any tmux command on the script's server
#   tui_pause                               one step of a wait (TUI_STEP seconds)
#   tui_wait_file TEST FILE [SECONDS]       until [ TEST FILE ] holds (-e, -s),
#                                           else status 1
#   tui_idle_bytes SECONDS TARGET...        the bytes each pane (game, game:2)
#                                           writes in the same SECONDS untouched
#   tui_calm_beside_pulse CALM PULSE        CALM's pane sends nothing at dusk in
#                                           the seconds PULSE's sends something
#   tui_puzzle_moves N                      puzzle N's solving moves, from
#                                           puzzles/puzzles.txt
#   tui_win_short_game                      a hot-seat game Amber wins in 6 plies
#
# Games are saved under $TUI_STATE_HOME (XDG_STATE_HOME), removed on exit.
cd "$(dirname "$0")/../.." || exit 1
command -v tmux >/dev/null 2>&1 || { echo "tmux is needed for this test"; exit 1; }
# Without pgrep (procps) the look for a tmux left running would find none,
# whatever is left: a check that passes without looking.
command -v pgrep >/dev/null 2>&1 ||
	{ echo "pgrep (procps) is needed for this test"; exit 1; }
# make check names the binary under test in $GNOMON.
GNOMON=${GNOMON:-./gnomon}
[ -x "$GNOMON" ] || { echo "$GNOMON is not built"; exit 1; }

tui_name=${0##*/}
TUI_BASE="gnomon-e2e-$$-${tui_name%.sh}"
TUI_SOCKET=$TUI_BASE
TUI_SOCKETS=""
TUI_STEP=0.05
tui_next_step=$TUI_STEP
# A watch of the dusk ring's pulse (tui_idle_bytes): it turns every 0.6 s
# (tui.c's PULSE_MS), so a pulsing screen sends something in any 1.5 s,
# and one that sends nothing in 1.5 s is not pulsing.
# shellcheck disable=SC2034 # the scripts' that watch it
TUI_PULSE_SECONDS=1.5
TUI_STEP_MS=50	# the same in milliseconds, for tui_tries' arithmetic
# Every wait gives up after its seconds times TUI_PATIENCE: a wait ends as
# soon as the screen is right, so a generous limit costs nothing when all is
# well, and a shared or loaded machine (CI's) may be many times slower.
TUI_PATIENCE=${TUI_PATIENCE:-6}
# Saved games go to a directory of the script's own, never the user's: a
# fresh $TUI_STATE_HOME (XDG_STATE_HOME) for each game started, unless
# TUI_KEEP_STATE is set, when the next game finds what the last one saved.
TUI_STATE=$(mktemp -d)
TUI_STATE_HOME=$TUI_STATE/0
# No status line: the whole 80x24 window is the game's.
TUI_CONFIG=$(mktemp)
echo "set-option -g status off" >"$TUI_CONFIG"
# The control client: one `tmux -C` for the server on $TUI_CTL_SOCKET,
# attached to its session "game", fed commands on fd 7 and answering on fd
# 8 (two FIFOs).  Every look at the screen, key and wait of this library
# goes through it when the socket is $TUI_CTL_SOCKET's: a tmux client each
# cost a process start (some 7 ms of CPU on a shared machine, thousands of
# them in make check), and a `sleep` each step of a wait another.  On any
# other socket, or if the control client is gone, a tmux client does it.
TUI_CTL_SOCKET=""
TUI_CTL_COUNT=0
TUI_SOCKET_DIR=""	# where tmux keeps the sockets (tui_session)
TUI_NEWLINE='
'

# tui_ctl_open: a control client for the server on $TUI_SOCKET, whose
# session "game" exists.
tui_ctl_open() {
	tui_ctl_close
	TUI_CTL_COUNT=$((TUI_CTL_COUNT + 1))
	tui_fifo=$TUI_STATE/control-$TUI_CTL_COUNT
	mkfifo "$tui_fifo.in" "$tui_fifo.out" || return 0
	# ignore-size: the window keeps the size the test gave it;
	# no-output: no notification for each byte the game writes.
	tmux -L "$TUI_SOCKET" -C attach-session -f no-output,ignore-size \
	    -t game <"$tui_fifo.in" >"$tui_fifo.out" 2>/dev/null &
	exec 7>"$tui_fifo.in" 8<"$tui_fifo.out"
	TUI_CTL_SOCKET=$TUI_SOCKET
}

# tui_ctl_close: ends the control client, before its server is killed.
# Its input ends first, and what it says until it has gone (%exit) is read
# to the end: tmux 3.3a's server, killed while it still has a control
# client whose output nobody reads, never exits.
tui_ctl_close() {
	[ -n "$TUI_CTL_SOCKET" ] || return 0
	exec 7>&-
	timeout 10 cat <&8 >/dev/null
	exec 8<&-
	TUI_CTL_SOCKET=""
}

# tui_ctl COMMAND: runs a tmux command line (its arguments quoted as
# tui_quote does) through the control client, its output in TUI_REPLY, a
# line each ending in a newline.  Fails, saying tmux's error on standard
# error, if tmux refused it; fails with TUI_REPLY unset if there is no
# control client for $TUI_SOCKET, or it has gone.  The whole answer is read
# before anything is printed, so a reader that stops early (grep -q) can
# never leave half of it for the next command to take as its own.
tui_ctl() {
	unset TUI_REPLY
	[ -n "$TUI_CTL_SOCKET" ] && [ "$TUI_CTL_SOCKET" = "$TUI_SOCKET" ] ||
	    return 1
	printf '%s\n' "$1" >&7 || return 1
	# Notifications, and blocks of commands not sent by this client (flags
	# 0), come between the answers.
	while :; do
		IFS= read -r tui_line <&8 || return 1
		case $tui_line in "%begin "*" 1") break ;; esac
	done
	tui_reply=""
	while IFS= read -r tui_line <&8; do
		case $tui_line in
		"%end "*" 1")
			TUI_REPLY=$tui_reply
			return 0 ;;
		"%error "*" 1")
			TUI_REPLY=$tui_reply
			printf '%s' "$tui_reply" >&2
			return 2 ;;
		esac
		tui_reply=$tui_reply$tui_line$TUI_NEWLINE
	done
	return 1
}

# tui_quote ARG...: the arguments as one tmux command line's words, each in
# single quotes (within which tmux expands nothing), in TUI_QUOTED.
tui_quote() {
	TUI_QUOTED=""
	for tui_word; do
		tui_quoted=""
		while :; do
			case $tui_word in
			*"'"*)
				tui_quoted="$tui_quoted${tui_word%%"'"*}'\"'\"'"
				tui_word=${tui_word#*"'"} ;;
			*)	tui_quoted=$tui_quoted$tui_word
				break ;;
			esac
		done
		TUI_QUOTED="$TUI_QUOTED '$tui_quoted'"
	done
}

# tui_tmux ARG...: the tmux command ARG... on $TUI_SOCKET, through the
# control client if it has one, else a client of its own; its output on
# standard output, its errors on standard error, and its status.
tui_tmux() {
	tui_quote "$@"
	tui_ctl "$TUI_QUOTED"
	tui_status=$?
	if [ -n "${TUI_REPLY+set}" ]; then
		printf '%s' "$TUI_REPLY"
		return "$tui_status"
	fi
	tmux -L "$TUI_SOCKET" "$@"
}

# tui_pause [SECONDS]: one step of a wait, SECONDS or the wait's next
# (tui_tries), by tmux's timer, not a sleep's process, when there is a
# control client.
# shellcheck disable=SC2120 # SECONDS: the scripts' calls give it
tui_pause() {
	tui_step=${1:-$tui_next_step}
	if [ $# -eq 0 ]; then
		case $tui_next_step in
		0.005)	tui_next_step=0.01 ;;
		0.01)	tui_next_step=0.02 ;;
		*)	tui_next_step=$TUI_STEP ;;
		esac
	fi
	tui_ctl "run-shell -d $tui_step" || [ -n "${TUI_REPLY+set}" ] ||
	    sleep "$tui_step"
}

# Kills the server on socket $1 and removes the socket file, which
# kill-server leaves behind.  A server already gone (a script's earlier
# games, at its cleanup) is left alone: no tmux is started to find so.
tui_kill() {
	[ "$1" = "$TUI_CTL_SOCKET" ] && tui_ctl_close
	if [ -n "$TUI_SOCKET_DIR" ]; then
		path=$TUI_SOCKET_DIR/$1
		[ -S "$path" ] || return 0
	else
		path=$(tmux -L "$1" display-message -p '#{socket_path}' 2>/dev/null)
	fi
	tmux -L "$1" kill-server 2>/dev/null
	[ -n "$path" ] && rm -f "$path"
	return 0
}

# The processes whose environment holds an entry that one of grep's
# `-e PATTERN` options given matches whole.
tui_processes_with() {
	# -z: an environment's entries end in NUL, so -x matches one whole.
	# shellcheck disable=SC2013 # file names, /proc/PID/environ: no blanks
	for tui_environ in $(grep -l -s -z -x "$@" /proc/[0-9]*/environ); do
		tui_environ=${tui_environ#/proc/}
		echo "${tui_environ%/environ}"
	done
}

# The processes started with a state directory of this script's own: the
# games, and whatever they started.
tui_own_processes() {
	tui_processes_with -e "XDG_STATE_HOME=$TUI_STATE" \
	    -e "XDG_STATE_HOME=$TUI_STATE/.*"
}

# tui_until_gone LISTER: until the command LISTER lists no process (5 s
# at most; the control client is gone by then, so a sleep a step).  What
# it listed last is in tui_left: empty, nothing is left to look at again
# (each look reads every process's /proc entry: some 30 ms of a test).
tui_until_gone() {
	tui_tries 5
	tui_left=$($1)
	while [ -n "$tui_left" ] && [ "$tries" -gt 0 ]; do
		sleep $TUI_STEP
		tries=$((tries - 1))
		tui_left=$($1)
	done
}

# tui_outlived LISTER WHAT: every process the command LISTER still lists
# fails the script, as having outlived WHAT, and is killed.
tui_outlived() {
	for pid in $($1); do
		# (No command line: a process ending as it was looked at.)
		command=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) || continue
		[ -n "$command" ] || continue
		echo "FAIL: ${command}(pid $pid) outlived $2"
		kill -KILL "$pid" 2>/dev/null
		TUI_OUTLIVED=1
	done
}

# A game whose terminal has gone must leave (it saves first): one still
# running a while after its server was killed fails the script.  Except
# under LeakSanitizer, which at exit stops the process with ptrace's
# SIGSTOP and waits for it to stop: the SIGCONT a closing terminal sends
# with SIGHUP can cancel that stop, and the two wait on each other for
# ever (a known race of the sanitizer's, not the game's).  Both are killed.
tui_reap() {
	tui_until_gone tui_own_processes
	[ -n "$tui_left" ] || return 0
	for pid in $tui_left; do
		tracer=$(sed -n 's/^TracerPid:[[:space:]]*//p' "/proc/$pid/status" \
		    2>/dev/null)
		if [ -n "$tracer" ] && [ "$tracer" != 0 ]; then
			kill -KILL "$tracer" "$pid" 2>/dev/null
			sleep $TUI_STEP	# until the kill has taken
		fi
	done
	# Whatever is left (not a tracer just killed, nor gone since) outlived
	# its terminal.
	tui_outlived tui_own_processes "its terminal"
}

# This script's own tmux processes: its servers and control clients, by
# the script's socket names.
tui_own_tmux() {
	pgrep -f "^tmux -L $TUI_BASE-"
}

# A tmux of this script's still running a while after every server was
# killed fails the script, and is killed: so that no test leaves a server
# behind, on the tester's machine or CI's.
tui_reap_tmux() {
	tui_until_gone tui_own_tmux
	[ -n "$tui_left" ] || return 0
	tui_outlived tui_own_tmux kill-server
}

# A script's own cleanup that calls this one passes the script's status.
tui_cleanup() {
	status=${1:-$?}
	for socket in $TUI_SOCKETS; do
		tui_kill "$socket"
	done
	rm -f "$TUI_CONFIG"
	TUI_OUTLIVED=0
	tui_reap_tmux
	tui_reap
	# A game killed with its server saves as it goes: let it finish.
	rm -rf "$TUI_STATE" 2>/dev/null || { sleep 0.5; rm -rf "$TUI_STATE"; }
	[ "$TUI_OUTLIVED" = 0 ] || [ "$status" != 0 ] || exit 1
}
trap tui_cleanup EXIT
trap 'exit 1' INT TERM

tui_fail() {
	echo "FAIL: $*"
	echo "--- screen ---"
	tui_screen
	echo "--------------"
	exit 1
}

# How many words $1 has (as wc -w counts, without a process: the sockets'
# names have no blanks or globs of their own).
tui_words() {
	# shellcheck disable=SC2086 # split into words on purpose
	set -- $1
	echo $#
}

tui_start() {
	env_settings=""
	while [ $# -gt 0 ] && [ "$1" != "--" ]; do
		env_settings="$env_settings $1"
		shift
	done
	[ "$1" = "--" ] && shift
	# A script may start several games: each in a server of its own.
	[ -n "$TUI_SOCKETS" ] && tui_kill "$TUI_SOCKET"
	TUI_SOCKET="$TUI_BASE-$(tui_words "$TUI_SOCKETS")"
	TUI_SOCKETS="$TUI_SOCKETS $TUI_SOCKET"
	[ -z "$TUI_KEEP_STATE" ] && TUI_STATE_HOME="$TUI_STATE/$(tui_words "$TUI_SOCKETS")"
	mkdir -p "$TUI_STATE_HOME"
	# The pane outlives gnomon, so the exit status and the restored screen can be read.
	# (The settings are the pane's shell's assignments: no env started.)
	tui_session "TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME=$TUI_STATE_HOME $env_settings $GNOMON $*; echo \"gnomon exited \$?\"; sleep 60"
}

# tui_session COMMAND: a server on $TUI_SOCKET whose session "game" runs
# the shell's COMMAND in a TUI_COLUMNS x TUI_LINES window (80x24), with
# its control client.
tui_session() {
	tui_ctl_close
	tmux -L "$TUI_SOCKET" -f "$TUI_CONFIG" new-session -d -s game \
	    -x "${TUI_COLUMNS:-80}" -y "${TUI_LINES:-24}" "$1"
	tui_ctl_open
	# Where tmux keeps the sockets, asked once (it depends on TMUX_TMPDIR
	# and the user): tui_kill finds them there.
	if [ -z "$TUI_SOCKET_DIR" ]; then
		path=$(tui_tmux display-message -p '#{socket_path}' 2>/dev/null)
		[ -S "$path" ] && TUI_SOCKET_DIR=${path%/*}
	fi
}

tui_keys() {
	tui_tmux send-keys -t game "$@"
}

tui_screen() {
	tui_tmux capture-pane -p -t game 2>/dev/null
}

tui_capture() {
	tui_tmux capture-pane -p "$@" -t game 2>/dev/null
}

tui_pane() {
	tui_tmux display-message -p -t game "$1" 2>/dev/null
}

# tui_tries SECONDS: begins a wait of SECONDS: sets tries to the screen
# reads it may take, and its steps (tui_pause's) to start short.  The game
# answers a key in a few milliseconds, so a wait's first steps are 5, 10
# and 20 ms, the rest TUI_STEP: a quick answer is seen at once, and a long
# wait looks no more often than it did (some 900 steps of make check's
# tmux scripts were half a step too long).  The short steps count as
# whole ones: some 0.1 s off a wait's patience.
# Set here, not printed for a $(...): a wait is begun hundreds of times in
# a script, and each subshell, as each awk (fractions need one; whole
# numbers are reckoned by the shell), costs make check seconds.
tui_tries() {
	case $1:$TUI_PATIENCE in
	*[!0-9:]*) tries=$(awk "BEGIN { print int($1 * $TUI_PATIENCE / $TUI_STEP) }") ;;
	*) tries=$(($1 * TUI_PATIENCE * 1000 / TUI_STEP_MS)) ;;
	esac
	tui_next_step=0.005
}

# tui_shows TEXT: the screen shows TEXT now.  Matched by the shell (the
# quoted pattern is TEXT itself, not a glob), not by a grep for each look.
tui_shows() {
	tui_pane_shows game "$1"
}

# tui_pane_shows TARGET TEXT: tmux's pane TARGET shows TEXT now.
tui_pane_shows() {
	tui_quote capture-pane -p -t "$1"
	tui_ctl "$TUI_QUOTED"
	case $?:${TUI_REPLY+set} in
	0:set)	case $TUI_REPLY in *"$2"*) return 0 ;; esac
		return 1 ;;
	*:set)	return 1 ;;
	esac
	case $(tmux -L "$TUI_SOCKET" capture-pane -p -t "$1" 2>/dev/null) in
	*"$2"*) return 0 ;;
	esac
	return 1
}

tui_wait() {
	tui_tries "${2:-5}"
	while [ "$tries" -gt 0 ]; do
		tui_shows "$1" && return 0
		tui_pause
		tries=$((tries - 1))
	done
	tui_fail "the screen never showed '$1'"
}

tui_wait_re() {
	tui_tries "${2:-5}"
	while [ "$tries" -gt 0 ]; do
		tui_screen | grep -qE -- "$1" && return 0
		tui_pause
		tries=$((tries - 1))
	done
	tui_fail "the screen never matched '$1'"
}

tui_gone() {
	tui_tries "${2:-5}"
	while [ "$tries" -gt 0 ]; do
		tui_shows "$1" || return 0
		tui_pause
		tries=$((tries - 1))
	done
	tui_fail "the screen still shows '$1'"
}

tui_exited() {
	tui_wait "gnomon exited" 5
	tui_screen | sed -n 's/.*gnomon exited \([0-9]*\).*/\1/p' | tail -n 1
}

# tui_wait_file TEST FILE [SECONDS]: until `[ TEST FILE ]` holds (-e: the
# file is there, -s: it has bytes), a wait's step at a time; status 1 if
# it does not within SECONDS (5), for the caller to say what that means.
tui_wait_file() {
	tui_tries "${3:-5}"
	until test "$1" "$2"; do
		[ "$tries" -gt 0 ] || return 1
		tui_pause
		tries=$((tries - 1))
	done
}

# tui_idle_bytes SECONDS TARGET...: the bytes each TARGET's program (a
# pane: game, or game:WINDOW in a server of several windows) writes in the
# same SECONDS with no key typed, as the dusk ring's pulse would: one count
# each, in the targets' order.  The targets are watched together, one wait
# for all; the pipes' files are $TUI_STATE/idle-1, idle-2, ...
tui_idle_bytes() {
	idle_seconds=$1
	shift
	idle_file=0
	for idle_target; do
		idle_file=$((idle_file + 1))
		: >"$TUI_STATE/idle-$idle_file"
		tui_tmux pipe-pane -t "$idle_target" "cat >>'$TUI_STATE/idle-$idle_file'"
	done
	sleep "$idle_seconds"
	for idle_target; do
		tui_tmux pipe-pane -t "$idle_target"
	done
	sleep 0.2	# the pipes' last bytes are written
	idle_counts=
	idle_file=0
	for idle_target; do
		idle_file=$((idle_file + 1))
		idle_counts="$idle_counts${idle_counts:+ }$(wc -c <"$TUI_STATE/idle-$idle_file" | tr -d ' ')"
	done
	echo "$idle_counts"
}

# tui_calm_beside_pulse CALM PULSE: at dusk, with no key typed, the pane
# CALM (a game in calm mode) sends nothing in the TUI_PULSE_SECONDS in
# which the pane PULSE (one whose ring pulses: the control that shows the
# measure can see) sends something; else the script fails.
tui_calm_beside_pulse() {
	read -r calm_bytes pulse_bytes <<EOF
$(tui_idle_bytes "$TUI_PULSE_SECONDS" "$1" "$2")
EOF
	echo "idle at dusk, $TUI_PULSE_SECONDS s: $1 (calm) $calm_bytes bytes, $2 $pulse_bytes bytes"
	[ "$calm_bytes" = 0 ] ||
	    { echo "FAIL: $1, calm, got $calm_bytes bytes idle at dusk"; exit 1; }
	[ "$pulse_bytes" -gt 0 ] ||
	    { echo "FAIL: $2 got nothing at dusk: the measure is blind"; exit 1; }
}

# tui_puzzle_moves N: the solver's moves of puzzle N's line in
# puzzles/puzzles.txt (the first, third, ...), for a test that plays a
# puzzle the screen names.
tui_puzzle_moves() {
	awk -v n="$1" '
	$1 == "puzzle" { current = $2 }
	current == n && $1 == "line" {
		for (i = 2; i <= NF; i += 2)
			printf "%s ", $i
		exit
	}' puzzles/puzzles.txt
}

# tui_win_short_game: gnomon --hotseat --day 1, a game Amber wins in six
# typed plies of one-round days: Teal's last move leaves d4, the one cell
# the third dusk spares, to Amber.
tui_win_short_game() {
	tui_start -- --hotseat --day 1
	tui_wait "Amber to move"
	for move in d1d2 d7d6 d2d3 d6d5 d3d4 d5e5; do
		tui_keys ":$move" Enter
	done
	tui_wait "Amber wins"
}
