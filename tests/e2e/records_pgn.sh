#!/bin/sh
# selfplay and transcript with pgn=DIR: each game a record file in DIR
# (made if missing), the players named as on the command line, and every
# file a record the game reads back (replayed to its last move).
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

out="$TUI_STATE/records/deeper"
"$GNOMON" selfplay games=3 p1=L1 p2=0 seed=5 pgn="$out" >"$TUI_STATE/tally" ||
	tui_fail "selfplay pgn= failed"
records=$(find "$out" -type f | wc -l)
[ "$records" = 3 ] || tui_fail "selfplay wrote $records records, not 3"
for game in 1 2 3; do
	file="$out/game-$game.gnomon"
	grep -qx '\[Amber "level 1"\]' "$file" || tui_fail "$file: Amber is not level 1"
	grep -qx '\[Teal "random"\]' "$file" || tui_fail "$file: Teal is not random"
	grep -qx "\[Game \"$game\"\]" "$file" || tui_fail "$file: not game $game"
	grep -qE '^\[Result "(amber|teal|draw)"\]$' "$file" || tui_fail "$file: the game has no result"
done
# The records' results add up to the tally.
amber=$(grep -l '^\[Result "amber"\]' "$out"/*.gnomon | wc -l)
grep -q "Amber (p1) wins $amber," "$TUI_STATE/tally" || tui_fail "the records disagree with the tally"

"$GNOMON" selfplay games=1 p1=n300 p2=2 pgn="$out/nodes" >/dev/null || tui_fail "selfplay n300"
grep -qx '\[Amber "n300"\]' "$out/nodes/game-1.gnomon" || tui_fail "n300 is not named"
grep -qx '\[Teal "depth 2"\]' "$out/nodes/game-1.gnomon" || tui_fail "depth 2 is not named"

"$GNOMON" transcript depth=2 seed=4 day=5 pgn="$out" >"$TUI_STATE/transcript" ||
	tui_fail "transcript pgn= failed"
file="$out/transcript-4.gnomon"
grep -qx '\[Variant "len=2 day=5 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0"\]' "$file" || tui_fail "the variant is not in the transcript's record"
plies=$(sed -n 's/^result: .* after \([0-9]*\) plies.*/\1/p' "$TUI_STATE/transcript")

# Read back by the game itself: replayed to the end, every move is there.
tui_start -- replay "$file"
tui_wait "Replay: move 0 of $plies"
tui_keys End
tui_wait "Replay: move $plies of $plies"
tui_wait_re "(Amber|Teal) wins|Draw"
tui_keys q
tui_exited >/dev/null

"$GNOMON" selfplay games=1 pgn= >/dev/null 2>&1 && tui_fail "pgn= with no directory was accepted"
"$GNOMON" selfplay games=1 pgn=/proc/none >/dev/null 2>&1 && tui_fail "an unwritable pgn= directory did not fail"
exit 0
