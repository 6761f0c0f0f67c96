# Whole games by keyboard alone at 80x24: a hot-seat game and a game against
# the computer, every move typed (`:` then the move), each to its end, where
# the screen must name the same winner as the engine protocol does for the
# same moves.  The moves are chosen through `gnomon engine` (legal), so the
# game goes wherever the computer takes it.
. "$(dirname "$0")/lib/tmux.sh"

# The engine's answer to the last command, after replaying "$@".
engine_answer() {
	last=$1
	shift
	{
		echo new
		for move in "$@"; do
			echo "play $move"
		done
		echo "$last"
	} | "$GNOMON" engine | grep -E '^[=?]' | tail -n 1 | sed 's/^= *//'
}

# A legal move after "$@": the middle one of the list, to wander the board.
choose() {
	set -- $(engine_answer legal "$@")
	[ $# -eq 0 ] && return 1
	shift $(($# / 2))
	echo "$1"
}

winner_on_screen() {
	tui_screen | sed -n 's/.*\(Amber wins\|Teal wins\|Draw\):.*/\1/p' | head -n 1
}

expected_winner() {
	case $(engine_answer result "$@") in
	amber) echo "Amber wins" ;;
	teal) echo "Teal wins" ;;
	draw) echo "Draw" ;;
	*) echo "none" ;;
	esac
}

# Hot-seat: both sides typed.
set --
while move=$(choose "$@"); do
	set -- "$@" "$move"
done
[ $# -ge 10 ] || tui_fail "the chosen game is too short ($# moves)"
tui_start -- --hotseat
tui_wait "Amber to move"
for move in "$@"; do
	tui_keys ":$move" Enter
done
tui_wait_re "(Amber wins|Teal wins|Draw):" 10
[ "$(winner_on_screen)" = "$(expected_winner "$@")" ] ||
    tui_fail "hot-seat: the screen says '$(winner_on_screen)', the engine '$(expected_winner "$@")'"
tui_wait "Game over: R for a new game"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the game"
hotseat_moves=$#

# Against the computer: Amber typed, Teal's replies read off the panel.
tui_start -- --level 1 --side amber --seed 3
tui_wait "Amber to move (you)"
set --
while [ -z "$(winner_on_screen)" ]; do
	move=$(choose "$@") || tui_fail "no legal move though the game is not over"
	tui_keys ":$move" Enter
	set -- "$@" "$move"
	# The computer's answer, unless the person's move ended the game.
	tui_wait_re "Last: (Amber $move|Teal)" 10
	tui_wait_re "\(you\)|(Amber wins|Teal wins|Draw):" 10
	tui_screen | grep -qF "Last: Amber" && break
	reply=$(tui_screen | sed -n 's/.*Last: Teal \([a-g][1-7][a-g][1-7]\|pass\).*/\1/p' | head -n 1)
	[ -n "$reply" ] || tui_fail "cannot read the computer's move"
	set -- "$@" "$reply"
done
winner=$(winner_on_screen)
[ "$winner" = "$(expected_winner "$@")" ] ||
    tui_fail "computer: the screen says '$winner', the engine '$(expected_winner "$@")'"
tui_keys q
[ "$(tui_exited)" = 0 ] || tui_fail "gnomon did not exit 0 after the game"
echo "hot-seat game: $hotseat_moves moves; against the computer: $# moves, $winner"
exit 0
