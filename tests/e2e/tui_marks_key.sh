#!/bin/sh
# ? on the board: the key to its marks over the board, each mark drawn as
# the board draws it in this terminal (UTF-8 in colour; ASCII without
# colour, where the shades are hatched and the cursor framed in '%'); any
# key puts it away and is not played; ? again goes on to the rules, F1
# straight there.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

TITLE="What the marks on the board mean"

tui_start -- --hotseat
tui_wait "Amber to move"
tui_wait "? key"
tui_keys "?"
tui_wait "$TITLE"
tui_wait "any key: back to the board"
tui_screen | grep -qF "●     ◆     Amber's stone; Teal's stone" ||
    tui_fail "no stones in the key"
tui_screen | grep -qF "×           takes, and loses nothing to any reply" ||
    tui_fail "no gold dot, shaped ×, in the key"
# The orange and red dots: the stone at risk may be another one, named on
# the line below (a newcomer took the dot's cell for the one at risk).
tui_screen | grep -qF "?           takes; risks one of yours: see below" ||
    tui_fail "the orange dot's words do not say which stone is named below"
tui_screen | grep -qF -e "-           takes none; risks one of yours: below" ||
    tui_fail "the red dot's words do not say which stone is named below"
tui_screen | grep -qF "║  ●  ║  ●  ┃ the selected stone; the cursor by it" ||
    tui_fail "no selection and cursor in the key"
# Any key puts it away, and does nothing else: U undoes nothing (there is
# nothing to undo), l does not move the cursor off d1.
tui_keys l
tui_gone "$TITLE"
tui_wait "d1: Amber's stone"
tui_wait "? key"
# Nothing of the key's box is left beside the board.
tui_screen | grep -qF "║" && tui_fail "the key's box shows through beside the board"
# The selection and the cursor beside it, as the key draws them: each
# frame reads, the side and corners they share the selection's.
tui_keys Enter l
tui_wait "│  ●  ║  ●  ║  ●  ┃  ●  │"
tui_screen | grep -qF "┼─────╔═════╗━━━━━┓─────┼" ||
    tui_fail "the frames side by side do not both read"
tui_keys Escape h
# ? twice: the rules; F1 from the board: the rules too.
tui_keys "?" "?"
tui_wait "RULES · lines"
tui_keys q
tui_wait "Amber to move"
tui_keys F1
tui_wait "RULES · lines"
tui_keys q
tui_wait "Amber to move"

# ASCII without colour: the shades hatched, the cursor's frame '%', the
# small x of a take named as such.
tui_start LANG=C NO_COLOR=1 -- --hotseat
tui_wait "Amber to move"
tui_keys "?"
tui_wait "$TITLE"
tui_screen | grep -qF '| ///// \\\\\   shadows: Amber'"'"'s; Teal'"'"'s' ||
    tui_fail "ASCII: the shades are not hatched in the key"
tui_screen | grep -qF '| [  O  ]  O  % the selected stone; the cursor by it' ||
    tui_fail "ASCII: the selection is not in brackets, the cursor framed in %"
# The small x of a take is told from the capital X of a Teal stone.
tui_screen | grep -qF '|   x           small x: takes, and loses nothing' ||
    tui_fail "ASCII: the gold dot's x is not told from a Teal stone's X"
tui_screen | grep -qF "| /(X)x         their stone in your shade: x, to take" ||
    tui_fail "ASCII: the prey's x is not told from the stone's X"
tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "ASCII: a byte outside ASCII"
tui_keys Escape
tui_gone "$TITLE"
tui_wait "Amber to move"
exit 0
