#!/bin/sh
# Chat a person can read, in three tmux windows at 80x24: alice hosts,
# bob joins, 李雷 watches.  A line of CJK (two columns a character) is
# wrapped in the panel's 23 columns and read whole there; it never runs
# past column 80 onto the next row and over the board (it did: the panel
# counted characters), and a fresh join, which the room answers with the
# lines said, leaves the board as it was too.  A message may be the
# protocol's 200 bytes, and the Say line says when it is full.  C shows
# what was said, the last 20 lines the room keeps, each whole.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

# The board's rows, left of the panel (which starts at column 57 at 80x24),
# without the blanks at their ends: what no chat may change.
chat_board() {
	room_screen "$1" | sed -n '1,20p' |
	    LC_ALL=C.UTF-8 sed 's/^\(.\{56\}\).*/\1/; s/ *$//'
}

# The panel's rows, right of the board, joined without their spaces
# (which the wrap takes at a row's end): what it reads.
chat_panel() {
	room_screen "$1" | sed -n '1,20p' |
	    LC_ALL=C.UTF-8 sed -n 's/^.\{57\}//p' | tr -d ' \n'
}

room="chat$$"
room_start 1 host host "$room" --name alice
room_wait 1 "Waiting for an opponent"
room_start 2 join join "$room" --name bob
room_wait 2 "Teal: bob (you)"
room_start 3 watch watch "$room" --name 李雷
room_wait 1 "1 watching"
room_wait 3 "Amber (alice) to move"
host_board=$(chat_board 1)
join_board=$(chat_board 2)

line="李雷李雷李雷李雷李雷李雷 watching: nice game"
room_keys 3 m
room_keys 3 -l "$line"
room_keys 3 Enter
room_wait 1 "nice game"
room_wait 2 "nice game"
for window in 1 2; do
	case $(chat_panel $window) in
	*"李雷:李雷李雷李雷李雷李雷李雷watching:nicegame"*) ;;
	*) echo "FAIL: window $window's panel does not read the line whole"
	   room_screen $window; exit 1 ;;
	esac
done
[ "$(chat_board 1)" = "$host_board" ] ||
	{ echo "FAIL: the chat line changed the host's board"; room_screen 1
	  exit 1; }
[ "$(chat_board 2)" = "$join_board" ] ||
	{ echo "FAIL: the chat line changed bob's board"; room_screen 2
	  exit 1; }

# A message as long as the protocol allows, 200 bytes, typed past it (263
# characters; 72 reached the room): the Say line shows its end as it is
# typed and says it is full.
long=$(i=1; while [ $i -le 53 ]; do printf 'c%03d.' $i; i=$((i + 1)); done)
room_keys 2 m
room_keys 2 -l "$long"
room_wait 2 "c040._"
room_wait 2 "the message is full"
room_lacks 2 "c041"
room_keys 2 Enter
room_wait 1 "c001.c002.c003.c004.c00"
[ "$(chat_board 1)" = "$host_board" ] ||
	{ echo "FAIL: the long message changed the host's board"
	  room_screen 1; exit 1; }

# C: what was said, on a page, each line whole: the CJK line and the 200
# bytes (c001. to c040.), wrapped.
kept=$(i=1; while [ $i -le 40 ]; do printf 'c%03d.' $i; i=$((i + 1)); done)
room_keys 1 C
room_wait 1 "what was said in the room"
room_wait 1 "李雷: 李雷李雷李雷李雷李雷李雷 watching: nice game"
case $(room_screen 1 | tr -d ' \n') in
*"bob:$kept"*) ;;
*) echo "FAIL: the 200 bytes are not whole on the page"; room_screen 1
   exit 1 ;;
esac
room_lacks 1 "c041"
room_keys 1 Escape
room_wait 1 "Amber to move (you)"
[ "$(chat_board 1)" = "$host_board" ] ||
	{ echo "FAIL: the page left something on the host's board"
	  room_screen 1; exit 1; }

# bob leaves and joins again: the room says the lines again, and the board
# is as it was.
room_keys 2 q
room_wait 2 "Leave the room?"
room_keys 2 y
room_wait 2 "gnomon exited 0"
tui_tmux kill-window -t game:2
room_start 2 join join "$room" --name bob
room_wait 2 "Teal: bob (you)"
room_wait 2 "c001.c002.c003.c004.c00"
[ "$(chat_board 2)" = "$join_board" ] ||
	{ echo "FAIL: a fresh join left the line over bob's board"
	  room_screen 2; exit 1; }

# The room keeps the last 20 lines, and C shows them all: 22 said, the
# first two gone.
i=1
while [ $i -le 22 ]; do
	room_keys 2 m
	room_keys 2 -l "$(printf 'line n%02d' $i)"
	room_keys 2 Enter
	room_wait 3 "$(printf 'line n%02d' $i)"
	i=$((i + 1))
done
room_keys 3 C
room_wait 3 "lines 1-20 of 20"
i=3
while [ $i -le 22 ]; do
	room_wait 3 "$(printf 'bob: line n%02d' $i)"
	i=$((i + 1))
done
room_lacks 3 "line n02"
room_lacks 3 "c001."
room_keys 3 Escape
room_wait 3 "Amber (alice) to move"
exit 0
