#!/bin/sh
# A room of the pie rule at 80x24, between two terminals and a spectator:
# alice, the host and Amber's player, sees the pie step's question and
# chooses the sun SE; bob, Teal's player, sees who is choosing, then keeps
# or swaps as at one keyboard, and swaps; the colours and names change on
# every screen, bob moves first as Amber; alice's terminal dropped and back
# sits as Teal; both records say pie=1, sun=3, the swap and the players as
# they played.
# shellcheck source=lib/tmux.sh
. "$(dirname "$0")/lib/tmux.sh"

# shellcheck source=lib/tmux_rooms.sh
. "$(dirname "$0")/lib/tmux_rooms.sh"

room=pie$$
room_start 1 host host "$room" --name alice --pie 1
room_wait 1 "Waiting for an opponent"
room_start 2 join join "$room" --name bob
room_wait 1 "Sun: ◂ N ▸"
room_wait 1 "Pie: you pick the sun"
room_wait 2 "Amber (alice) is choosing the sun…"
room_start 3 watch watch "$room" --name carol
room_wait 3 "Amber (alice) is choosing the sun…"

# Amber's player looks at three suns, the board showing each, and sends SE.
room_keys 1 Right Right Right
room_wait 1 "Sun: ◂ SE ▸"
room_keys 1 Enter
room_wait 2 "Teal's player: ◂ Keep: play Teal ▸"
room_wait 2 "Pie: you pick a colour"
room_wait 1 "Teal (bob) is choosing a colour…"
room_wait 3 "Teal (bob) is choosing a colour…"
# The sun is not Teal's to choose, nor the colour Amber's.
room_keys 1 Right Enter
room_lacks 1 "Swap sent"

room_keys 2 Right
room_wait 2 "Teal's player: ◂ Swap: play Amber ▸"
room_keys 2 Enter
room_wait 2 "You swapped: you play Amber and move first"
room_wait 2 "Amber: bob (you)"
room_wait 1 "bob swapped: you play Teal now"
room_wait 1 "Teal: alice (you)"
room_wait 3 "bob swapped and plays Amber"
room_wait 3 "Amber: bob"
room_wait 1 "Amber (bob) to move"
room_move 2 d1d2
room_wait 1 "Last: Amber d1d2"

# alice's terminal goes; her join sits her in her own seat, now Teal.
tui_tmux kill-window -t game:1
room_wait 2 "alice (away)"
room_start 1 host join "$room" --name alice
room_wait 1 "Teal: alice (you)"
room_wait 1 "Teal to move (you)"
room_move 1 d7d6
room_wait 2 "Last: Teal d7d6"
room_keys 2 X
room_keys 2 y
room_wait 1 "You win"

room_record_says join '[Variant "len=2 day=8 sun=3 ' ' pie=1 ' \
    '[Pie "swap"]' '[Amber "bob"]' '[Teal "alice"]' '[Side "amber"]' \
    '1. d1d2 d7d6'
room_record_says host '[Variant "len=2 day=8 sun=3 ' ' pie=1 ' \
    '[Pie "swap"]' '[Amber "bob"]' '[Teal "alice"]' '[Side "teal"]'
echo "ok: the pie step, the swap and the records"
