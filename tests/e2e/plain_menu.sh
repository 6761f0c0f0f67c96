#!/bin/sh
# The new-game menu's choices in the line mode, which starts a game at
# once (`gnomon --plain` skips the menu: scripts rely on it): `learn` opens
# the lessons over the game and q on their list gives the game back as it
# was; `games` lists one's finished games and an empty line says the
# chosen one's review in words, then the list again; `stats` says one's
# record against the computer, a line a level and side.
# shellcheck source=lib/plain.sh
. "$(dirname "$0")/lib/plain.sh"
plain_begin plain_menu
export XDG_STATE_HOME="$work/state" HOME="$work" TERM=dumb

# learn, mid-game: the first lesson solved, then back to the game.
answer=$(awk '$1 == "lesson" { n++ } n == 1 && $1 == "answer" {
	print $2; exit }' lessons/lessons.txt)
printf 'b1c2\nlearn\n1\n%s\nq\nq\nlast\nq\ny\n' "$answer" |
    "$GNOMON" --plain --hotseat >"$work/learn" 2>"$work/err" ||
    fail "learn: exit status $?: $(cat "$work/err")"
grep -qF "Lesson 1 of " "$work/learn" || fail "learn did not open the lessons"
grep -qF "Right: $answer." "$work/learn" || fail "the lesson was not played"
grep -qF "Back to the game" "$work/learn" || fail "q did not give the game back"
sed -n '/Back to the game/,$p' "$work/learn" >"$work/after"
grep -qF "Teal's move:" "$work/after" ||
    fail "the game came back changed: $(cat "$work/after")"
grep -qE "Amber b1( to )?c2" "$work/after" ||
    fail "the game's last move is not b1c2 after the lessons"
[ -s "$work/state/gnomon/current.gnomon" ] || fail "the game was not kept"
grep -q '^1\. b1c2$' "$work/state/gnomon/current.gnomon" ||
    fail "the game kept is not the game played: $(
    cat "$work/state/gnomon/current.gnomon")"
rm -f "$work/state/gnomon/current.gnomon"

# games: a finished game, filed, listed and reviewed from the list.
plain_game_to_end "$XDG_STATE_HOME"
printf 'y\nc2b2\na2a1\nq\n' | "$GNOMON" --plain >/dev/null 2>&1
printf 'games\n\nq\nq\n' | "$GNOMON" --plain --hotseat >"$work/games" \
    2>"$work/err" || fail "games: exit status $?: $(cat "$work/err")"
grep -qF "your games" "$work/games" || fail "games did not list them"
grep -qF "an empty line the chosen game's review" "$work/games" ||
    fail "the list does not say how to review a game"
grep -q "person *v person *Amber won" "$work/games" ||
    fail "the finished game is not listed: $(cat "$work/games")"
grep -qF "Review: Amber (person) against Teal (person), Amber won" \
    "$work/games" || fail "an empty line did not review the game"
grep -q '|' "$work/games" && fail "the review drew its chart"
sed -n '/(end of the review)/,$p' "$work/games" | grep -qF "your games" ||
    fail "the list did not come back after the review"

# stats: the record, a line a level and side that has games.
printf '%s\n' "gnomon-stats 1" "2 amber 3 1 0" "5 teal 1 0 1" \
    >"$work/state/gnomon/stats"
printf 'stats\nq\n' | "$GNOMON" --plain >"$work/stats" 2>&1 ||
    fail "stats: exit status $?"
grep -qF "Level 2 as Amber: won 3, lost 1, drawn 0" "$work/stats" ||
    fail "stats: level 2 not said: $(cat "$work/stats")"
grep -qF "Level 5 as Teal: won 1, lost 0, drawn 1" "$work/stats" ||
    fail "stats: level 5 not said"
grep -q "Level 1 as" "$work/stats" && fail "stats: a level with no games"
exit 0
