#!/bin/sh
# A soak of the real program: seeded random keys (the key table, letters,
# digits, Escape, arrows, F1, Enter, ':' and junk), mouse clicks (left and
# right, on the board and off it, as xterm's SGR reports) and window sizes,
# too small ones included, against the computer at level 1 and in hot-seat.
# After every small window the screen must ask for a bigger one, and the
# board must come back when it grows again.  Every so often a probe puts the
# window back to 80x24, brings the board back with Escape, checks that a key
# still changes the screen (H), and, with a game in progress, that q asks
# and n keeps playing, in a window too small as well.  At the end q and y
# quit with status 0 and the terminal restored.  q is never sent at random:
# before the first move or after the last it rightly quits at once.
#
# GNOMON_SOAK_SEED and GNOMON_TUI_SOAK_EVENTS (per game) change the run.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

SOAK_SEED=${GNOMON_SOAK_SEED:-2026}
SOAK_EVENTS=${GNOMON_TUI_SOAK_EVENTS:-1500}
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

soak_alive() {
	tui_screen | grep -qF "gnomon exited" && tui_fail "gnomon is gone"
	return 0
}

# The screen's words as one line: a narrow window wraps the notice.
soak_words() {
	tui_screen | tr '\n' ' ' | tr -s ' '
}

soak_resize() {	# $1: width, $2: height
	tmux -L "$TUI_SOCKET" resize-window -t game -x "$1" -y "$2"
	if [ "$1" -lt 80 ] || [ "$2" -lt 22 ]; then
		notice="Make the window at least 80x22 (it is $1x$2; q quits)"
		tries=$(tui_tries 5)
		until soak_words | grep -qF -- "$notice"; do
			tries=$((tries - 1))
			[ "$tries" -gt 0 ] || { soak_alive; tui_fail "no '$notice' at $1x$2"; }
			sleep "$TUI_STEP"
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
	*) SEEN="$SEEN board" ;;
	esac
	# Back to the board from the rules, the menu, a typed move or the question.
	for _ in 1 2 3; do
		tui_keys Escape
		sleep 0.06
	done
	tui_wait_re "Enter select|arrows inspect"
	# The program still answers: H turns the hints on or off.
	if tui_screen | grep -qF "Hints off (H)"; then
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
		l)	tmux -L "$TUI_SOCKET" send-keys -t game -l "$first" ;;
		m)	tui_keys -l "$(printf '\033[<%d;%d;%dM\033[<%d;%d;%dm' \
			    "$first" "$second" "$rest" "$first" "$second" "$rest")" ;;
		r)	soak_resize "$first" "$second" ;;
		p)	soak_probe ;;
		esac
		sleep $SOAK_PAUSE
	done <"$SOAK_SCRIPT"
	# Done: q (and y if it asks) quits with status 0, the screen restored.
	tui_keys q
	tui_wait_re "Quit\\? \\(y\\)|gnomon exited"
	tui_screen | grep -qF "Quit? (y)" && tui_keys y
	status=$(tui_exited)
	[ "$status" = 0 ] || tui_fail "gnomon exited with $status after the soak ($*)"
	tui_screen | grep -qF "G N O M O N" && tui_fail "the board is still on the screen"
	return 0
}

started=$(date +%s)
soak_game "$SOAK_SEED" --level 1 --side random --seed "$SOAK_SEED"
soak_game $((SOAK_SEED + 1)) --hotseat
echo "tui soak: 2 games of $SOAK_EVENTS events, $PROBES probes ($QUESTIONS quit" \
    "questions answered n), $(($(date +%s) - started)) s"
echo "screens found at the probes:$SEEN"
exit 0
