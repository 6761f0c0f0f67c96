#!/bin/sh
# A soak of the real program: seeded random keys (the key table, letters,
# digits, Escape, arrows, F1, Enter, ':' and junk), mouse clicks (left and
# right, on the board and off it, as xterm's SGR reports), window sizes,
# too small ones included, and signals a game lives through (SIGWINCH,
# SIGPIPE, SIGCONT, a stop by SIGTSTP or SIGSTOP and SIGCONT after it),
# against the computer at level 1 and in hot-seat.
# After every small window the screen must ask for a bigger one, and the
# board must come back when it grows again.  Every so often a probe puts the
# window back to 80x24, brings the board back with Escape, checks that a key
# still changes the screen (H), and, with a game in progress, that q asks
# and n keeps playing, in a window too small as well.  At the end q and y
# quit with status 0 and the terminal restored, or, every other game, a
# signal that ends it (SIGTERM, SIGHUP, SIGQUIT, ... in turn) does, with the
# shell's status for it and the terminal restored, and a game it kept
# resumes.  q is never sent at random: before the first move or after the
# last it rightly quits at once.
#
# GNOMON_SOAK_SEED and GNOMON_TUI_SOAK_EVENTS (per game) change the run;
# GNOMON_TUI_SOAK_SECONDS, if set, plays on, game after game with the seed
# one more each time, until that many seconds have passed.  The long soak
# under ASan and UBSan (HACKING, "The gates"):
#   make check-sanitize    (builds build/sanitize/gnomon)
#   GNOMON=build/sanitize/gnomon GNOMON_TUI_SOAK_SECONDS=1800 tests/e2e/tui_soak.sh
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

SOAK_SEED=${GNOMON_SOAK_SEED:-2026}
SOAK_EVENTS=${GNOMON_TUI_SOAK_EVENTS:-1500}
SOAK_SECONDS=${GNOMON_TUI_SOAK_SECONDS:-0}
# The signals that end a game, one in turn for every other game.
SOAK_ENDINGS="TERM HUP QUIT USR1 USR2 ALRM VTALRM XCPU INT"
SOAK_PROBE_EVERY=200		# events between probes
SOAK_PAUSE=0.005			# between two sends, so the computer's answers interleave
SOAK_SCRIPT=$(mktemp)
trap 'tui_cleanup; rm -f "$SOAK_SCRIPT"' EXIT

# The events, one send a line: "k NAMES" (tmux key names), "l TEXT" (typed
# literally), "m BUTTON COLUMN ROW" (a click), "r WIDTH HEIGHT" (a resize),
# "p" (a probe).
soak_script() {	# $1: seed, $2: events
	awk -v seed="$1" -v events="$2" -v probe_every="$SOAK_PROBE_EVERY" '
	function pick(text) { return substr(text, 1 + int(rand() * length(text)), 1) }
	function cell() { return pick("abcdefg") pick("1234567") }
	# a step from a random cell to a neighbour: a legal move now and then
	function step(   file, rank, to_file, to_rank) {
		file = int(rand() * 7); rank = int(rand() * 7)
		to_file = file + int(rand() * 3) - 1; to_rank = rank + int(rand() * 3) - 1
		if (to_file < 0 || to_file > 6) to_file = file
		if (to_rank < 0 || to_rank > 6) to_rank = rank
		return substr("abcdefg", file + 1, 1) (rank + 1) substr("abcdefg", to_file + 1, 1) (to_rank + 1)
	}
	BEGIN {
		srand(seed)
		named = split("Up Down Left Right Home End PPage NPage F1 Enter Escape BSpace Space Tab", names, " ")
		signalled = split("WINCH WINCH PIPE CONT TSTP STOP", signals, " ")
		# the key table but q, Q and Space; R (new game) and U (undo) rarer,
		# so that games get somewhere
		table = "hjklyubnHSs?:hjklyubnHSs?:RrU"
		letters = "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789"
		junk = "abcdefgp1234567890-:.xz"
		sent = 0; since_probe = 0
		while (sent < events) {
			roll = rand()
			count = 1 + int(rand() * 6)
			if (roll < 0.30) {
				line = "k"
				for (i = 0; i < count; i++)
					line = line " " names[1 + int(rand() * named)]
			} else if (roll < 0.55) {
				line = "l "
				for (i = 0; i < count; i++)
					line = line pick(table)
			} else if (roll < 0.68) {
				line = "l "
				for (i = 0; i < count; i++)
					line = line pick(letters)
			} else if (roll < 0.80) {
				line = "m " (rand() < 0.8 ? 0 : 2) " " (1 + int(rand() * 90)) " " (1 + int(rand() * 26))
				count = 1
			} else if (roll < 0.94) {
				# a typed move: a step to a neighbour (now and then
				# legal), two cells, or junk
				roll = rand()
				text = roll < 0.6 ? step() : roll < 0.8 ? cell() cell() : ""
				count = roll < 0.8 ? int(rand() * 1.3) : int(rand() * 10)
				for (i = 0; i < count; i++)
					text = text pick(junk)
				print "l :" text
				sent += 1 + length(text)
				line = rand() < 0.9 ? "k Enter" : "k Escape"
				count = 1
			} else if (roll < 0.96) {
				line = "s " signals[1 + int(rand() * signalled)]
				count = 1
			} else {
				line = "r " (20 + int(rand() * 120)) " " (5 + int(rand() * 40))
				count = 1
			}
			print line
			sent += count; since_probe += count
			if (since_probe >= probe_every) {
				print "p"
				since_probe = 0
			}
		}
		print "p"
	}'
}

gnomon_pid() {
	pane=$(tui_tmux list-panes -t game -F '#{pane_pid}')
	ps -o pid= --ppid "$pane" | head -n 1 | tr -d ' '
}

gnomon_stopped() {	# $1: its pid
	ps -o stat= -p "$1" | grep -q T
}

pane_modes() {	# the alternate screen, the cursor shown, mouse, keypad
	tui_tmux display-message -p -t game \
	    '#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_flag}'
}

SIGNALS=0
# A signal the game lives through.  A stop is followed by SIGCONT once the
# game has stopped (SIGTSTP first gives the terminal back, so a SIGCONT sent
# too soon would come before the stop and leave the game stopped), or after
# a second if it never does: the kernel drops SIGTSTP in a process group
# with no shell to continue it, as here.
soak_signal() {	# $1: the signal's name
	pid=$(gnomon_pid)
	[ -n "$pid" ] || { soak_alive; tui_fail "no gnomon to send SIG$1"; }
	kill -s "$1" "$pid" 2>/dev/null || { soak_alive; tui_fail "SIG$1: no gnomon"; }
	SIGNALS=$((SIGNALS + 1))
	case $1 in
	TSTP|STOP)
		tries=20
		until gnomon_stopped "$pid" || [ "$tries" -eq 0 ]; do
			tui_pause
			tries=$((tries - 1))
		done
		while gnomon_stopped "$pid"; do
			kill -s CONT "$pid"
			tui_pause
		done ;;
	esac
}

soak_alive() {
	tui_shows "gnomon exited" && tui_fail "gnomon is gone"
	return 0
}

# The screen's words as one line: a narrow window wraps the notice.
soak_words() {
	tui_screen | tr '\n' ' ' | tr -s ' '
}

soak_resize() {	# $1: width, $2: height
	tui_tmux resize-window -t game -x "$1" -y "$2"
	if [ "$1" -lt 80 ] || [ "$2" -lt 22 ]; then
		notice="Make the window at least 80x22 (it is $1x$2; q quits)"
		tui_tries 5
		until soak_words | grep -qF -- "$notice"; do
			tries=$((tries - 1))
			[ "$tries" -gt 0 ] || { soak_alive; tui_fail "no '$notice' at $1x$2"; }
			tui_pause
		done
	else
		tui_gone "Make the window"
	fi
}

# The screen shows a game in progress with a person to move (nobody else
# moves, so a q now must ask).
soak_person_to_move() {
	screen=$(tui_screen)
	echo "$screen" | grep -qF "Last: " &&
	    echo "$screen" | grep -qE "(Amber|Teal) to move" &&
	    echo "$screen" | grep -qE "\\(you\\)|Two players"
}

PROBES=0
QUESTIONS=0
SEEN=""		# the screens the random keys had left at each probe
soak_probe() {
	PROBES=$((PROBES + 1))
	soak_resize 80 24
	soak_alive
	screen=$(tui_screen)
	case $screen in
	*"Gnomon: the rules"*) SEEN="$SEEN rules" ;;
	*"New game"*) SEEN="$SEEN menu" ;;
	*"Move: "*) SEEN="$SEEN typing" ;;
	*"Gnomon: learn to play"*|*"Lesson "[1-9]*/[1-9]*) SEEN="$SEEN lessons" ;;
	*) SEEN="$SEEN board" ;;
	esac
	# Back to the board from the rules, the menu, a typed move or the question.
	# Apart by TUI_STEP (not a wait's first, shorter steps), longer than
	# the game's Esc delay (25 ms), so that each is an Esc alone.
	for _ in 1 2 3; do
		tui_keys Escape
		tui_pause $TUI_STEP
	done
	soak_leave_lessons
	tui_wait_re "Enter select|arrows inspect"
	# The program still answers: H turns the hints on or off.
	if tui_shows "Hints off (H)"; then
		tui_keys H
		tui_gone "Hints off (H)"
	else
		tui_keys H
		tui_wait "Hints off (H)"
	fi
	# A game in progress for the question: a first move if there is none,
	# and the computer's answer awaited.
	screen=$(tui_screen)
	if echo "$screen" | grep -qF "No moves yet" &&
	    echo "$screen" | grep -qE "Amber to move( \(you\))?$"; then
		tui_keys -l ":b1b2"
		tui_keys Enter
		tui_wait "Last: Amber b1b2"
		screen=$(tui_screen)
	fi
	case $screen in
	*"Watching"*) ;;
	*"is thinking"*) tui_wait_re "to move \\(you\\)|wins|Draw" 10 ;;
	esac
	soak_person_to_move || return 0
	# q asks in the middle of a game, and n keeps it, even in a small window.
	[ $((PROBES % 2)) = 0 ] && soak_resize 60 20
	tui_keys q
	tui_wait "Quit? (y)"
	tui_keys n
	tui_gone "Quit? (y)"
	soak_alive
	QUESTIONS=$((QUESTIONS + 1))
	soak_resize 80 24
	tui_wait_re "Enter select|arrows inspect"
}

soak_game() {	# $1: seed; gnomon's options follow
	seed=$1
	shift
	soak_script "$seed" "$SOAK_EVENTS" >"$SOAK_SCRIPT"
	tui_start -- "$@"
	tui_wait "Round 1 of"
	while read -r kind first second rest; do
		case $kind in
		k)	# shellcheck disable=SC2086
			tui_keys $first $second $rest ;;
		l)	tui_tmux send-keys -t game -l "$first" ;;
		m)	tui_keys -l "$(printf '\033[<%d;%d;%dM\033[<%d;%d;%dm' \
			    "$first" "$second" "$rest" "$first" "$second" "$rest")" ;;
		r)	soak_resize "$first" "$second" ;;
		s)	soak_signal "$first" ;;
		p)	soak_probe ;;
		esac
		tui_pause $SOAK_PAUSE
	done <"$SOAK_SCRIPT"
	GAMES=$((GAMES + 1))
	if [ $((GAMES % 2)) = 0 ]; then
		soak_end_by_signal
		return 0
	fi
	soak_quit "$*"
}

# Out of the lessons the random keys opened (the menu's "Learn to play"):
# from a lesson, L to their list; from the list, q back to the menu, and
# Escape to the game.
soak_leave_lessons() {
	case $(tui_screen) in
	*"Gnomon: the rules"*)
		tui_keys Escape
		tui_gone "Gnomon: the rules" ;;
	esac
	case $(tui_screen) in
	*"Lesson "[1-9]*/[1-9]*)
		tui_keys Escape L
		tui_wait "Gnomon: learn to play" ;;
	esac
	case $(tui_screen) in
	*"Gnomon: learn to play"*)
		tui_keys q
		tui_wait "New game"
		tui_keys Escape ;;
	esac
}

# q (and y if it asks) quits with status 0, the screen restored.
soak_quit() {	# $1: what was played
	soak_leave_lessons
	tui_keys q
	tui_wait_re "Quit\\? \\(y\\)|gnomon exited"
	tui_screen | grep -qF "Quit? (y)" && tui_keys y
	status=$(tui_exited)
	[ "$status" = 0 ] || tui_fail "gnomon exited with $status after the soak ($1)"
	soak_restored "q"
}

soak_restored() {	# $1: what ended gnomon
	tui_screen | grep -qF "G N O M O N" && tui_fail "$1: the board is still on the screen"
	[ "$(pane_modes)" = "0 1 0 0" ] ||
	    tui_fail "$1: the alternate screen, cursor, mouse or keypad not given back: $(pane_modes)"
}

# The next of $SOAK_ENDINGS ends the game: the shell's status for it, the
# terminal given back, and a game it kept resumes (and q, y quit it).
soak_end_by_signal() {
	ending=$(echo "$SOAK_ENDINGS" | awk -v game=$((GAMES / 2 - 1)) '{ print $(game % NF + 1) }')
	ENDINGS="$ENDINGS $ending"
	kill -s "$ending" "$(gnomon_pid)"
	status=$(tui_exited)
	if [ "$status" -le 128 ] || [ "$(kill -l "$status")" != "$ending" ]; then
		tui_fail "SIG$ending: exit status $status, not the shell's for it"
	fi
	soak_restored "SIG$ending"
	[ -e "$TUI_STATE_HOME/gnomon/current.gnomon" ] || return 0
	TUI_KEEP_STATE=1 tui_start -- --resume
	tui_wait_re "Game resumed|gnomon exited"
	if tui_screen | grep -qF "gnomon exited"; then
		# A finished game is filed, not resumed: it says so and stops.
		status=$(tui_exited)
		[ "$status" -le 1 ] || tui_fail "--resume after SIG$ending exited with $status"
		return 0
	fi
	RESUMED=$((RESUMED + 1))
	soak_quit "resumed after SIG$ending"
}

GAMES=0
RESUMED=0
ENDINGS=""
started=$(date +%s)
game_seed=$SOAK_SEED
while :; do
	soak_game "$game_seed" --level 1 --side random --seed "$game_seed"
	soak_game $((game_seed + 1)) --hotseat
	game_seed=$((game_seed + 2))
	[ $(($(date +%s) - started)) -lt "$SOAK_SECONDS" ] || break
done
echo "tui soak: $GAMES games of $SOAK_EVENTS events (seeds $SOAK_SEED to" \
    "$((game_seed - 1))), $PROBES probes ($QUESTIONS quit questions answered n)," \
    "$SIGNALS signals lived through, ended by$ENDINGS ($RESUMED resumed)," \
    "$(($(date +%s) - started)) s"
echo "screens found at the probes:$SEEN"
exit 0
