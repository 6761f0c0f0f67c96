#!/bin/sh
# Whole games by keyboard alone at 80x24: a hot-seat game and a game against
# the computer, every move typed (`:` then the move), each to its end, where
# the screen must name the same winner as the engine protocol does for the
# same moves.  The moves are chosen through `gnomon engine` (legal), so the
# game goes wherever the computer takes it.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# One `gnomon engine` for the whole script, on two FIFOs (a new one for
# each question, replaying the game so far, cost seconds of make check):
# engine_ask COMMAND prints its answer, without the "= ".  Asked inside
# $(...) as it mostly is, its failure is said on standard error: standard
# output is the caller's answer.
engine_fifos=$(mktemp -d) || exit 1
mkfifo "$engine_fifos/in" "$engine_fifos/out" || exit 1
"$GNOMON" engine <"$engine_fifos/in" >"$engine_fifos/out" 2>&1 &
exec 3>"$engine_fifos/in" 4<"$engine_fifos/out"
rm -rf "$engine_fifos"
engine_ask() {
	printf '%s\n' "$1" >&3
	IFS= read -r answer <&4 ||
		{ tui_fail "the engine said nothing to '$1'"; } >&2
	IFS= read -r _ <&4	# the blank line that ends an answer
	case $answer in
	"="*) answer=${answer#=}; echo "${answer# }" ;;
	*) { tui_fail "the engine refused '$1': $answer"; } >&2 ;;
	esac
}

# A legal move where the engine's game stands, played there too: the
# middle one of the list, to wander the board.
choose() {
	# (Run in a command substitution: its set -- is its own.)
	# shellcheck disable=SC2046 # the legal moves, one a word
	set -- $(engine_ask legal)
	[ $# -gt 0 ] || return 1
	shift $(($# / 2))
	engine_ask "play $1" >/dev/null
	echo "$1"
}

# The winner the screen names; against the computer the person plays Amber
# and the line says "You win" or "You lose".
winner_on_screen() {
	case $(tui_screen) in
	*"Amber wins:"*|*"You win:"*) echo "Amber wins" ;;
	*"Teal wins:"*|*"You lose:"*) echo "Teal wins" ;;
	*"Draw:"*) echo "Draw" ;;
	esac
}

# last_teal_move SCREEN: the move after "Last: Teal " on SCREEN, if any.
last_teal_move() {
	case $1 in
	*"Last: Teal "*) ;;
	*) return 0 ;;
	esac
	rest=${1#*"Last: Teal "}
	case $rest in
	pass*) echo pass ;;
	[a-g][1-7][a-g][1-7]*) echo "${rest%"${rest#????}"}" ;;
	esac
}

# The winner of the engine's game.
expected_winner() {
	case $(engine_ask result) in
	amber) echo "Amber wins" ;;
	teal) echo "Teal wins" ;;
	draw) echo "Draw" ;;
	*) echo "none" ;;
	esac
}

# The keys that take the cursor from cell $1 to cell $2 (as in "b1"): l h k j.
walk() {
	from_file=$(printf '%d' "'${1%?}") from_rank=${1#?}
	to_file=$(printf '%d' "'${2%?}") to_rank=${2#?}
	keys=""
	while [ "$from_file" -lt "$to_file" ]; do keys="$keys l"; from_file=$((from_file + 1)); done
	while [ "$from_file" -gt "$to_file" ]; do keys="$keys h"; from_file=$((from_file - 1)); done
	while [ "$from_rank" -lt "$to_rank" ]; do keys="$keys k"; from_rank=$((from_rank + 1)); done
	while [ "$from_rank" -gt "$to_rank" ]; do keys="$keys j"; from_rank=$((from_rank - 1)); done
	echo "$keys"
}

# Hot-seat: Amber's moves made with the cursor keys and Enter, Teal's typed.
set --
while move=$(choose); do
	set -- "$@" "$move"
done
[ $# -ge 10 ] || tui_fail "the chosen game is too short ($# moves)"
tui_start -- --hotseat --sun n
tui_wait "Amber to move"
cursor=d1
ply=0
for move in "$@"; do
	ply=$((ply + 1))
	if [ $((ply % 2)) = 1 ] && [ "$move" != pass ]; then
		from=${move%??} to=${move#??}
		# shellcheck disable=SC2046 # walk's keys (h j k l) are meant to split
		tui_keys $(walk "$cursor" "$from") Enter $(walk "$from" "$to") Enter
	else
		tui_keys ":$move" Enter
	fi
	[ "$move" != pass ] && cursor=${move#??}
	tui_wait "Last: $([ $((ply % 2)) = 1 ] && echo Amber || echo Teal) $move"
done
tui_wait_re "(Amber wins|Teal wins|Draw):" 10
expected=$(expected_winner)
[ "$(winner_on_screen)" = "$expected" ] ||
    tui_fail "hot-seat: the screen says '$(winner_on_screen)', the engine '$expected'"
tui_wait "Game over: V review · R new"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the game"
hotseat_moves=$#

# Against the computer: Amber typed, Teal's replies read off the panel.
engine_ask new >/dev/null
tui_start -- --level 1 --side amber --seed 3 --sun n
tui_wait "Amber to move (you)"
set --
while [ -z "$(winner_on_screen)" ]; do
	move=$(choose) || tui_fail "no legal move though the game is not over"
	screen=$(tui_screen)
	round=${screen#*Round }
	round=${round%% of*}
	case $round in
	''|*[!0-9]*) tui_fail "no round on the screen: $screen" ;;
	esac
	tui_keys ":$move" Enter
	set -- "$@" "$move"
	# The computer's answer, unless the person's move ended the game.
	# Level 1 answers at once: on a loaded machine its reply may replace
	# "Last: Amber MOVE" before the screen is read, and then the next
	# round's number says the move was played.
	tui_wait_re "Last: Amber $move|Round $((round + 1)) of|(You win|You lose|Draw):" 10
	tui_wait_re "Last: Teal|(You win|You lose|Draw):" 20
	screen=$(tui_screen)
	case $screen in *"Last: Amber"*) break ;; esac
	reply=$(last_teal_move "$screen")
	[ -n "$reply" ] || tui_fail "cannot read the computer's move"
	engine_ask "play $reply" >/dev/null
	set -- "$@" "$reply"
done
winner=$(winner_on_screen)
expected=$(expected_winner)
[ "$winner" = "$expected" ] ||
    tui_fail "computer: the screen says '$winner', the engine '$expected'"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the game"
echo "hot-seat game: $hotseat_moves moves; against the computer: $# moves, $winner"
exit 0
