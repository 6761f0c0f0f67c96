#!/bin/sh
# The sshd configuration that gnomon-server(7) gives for `gnomon lobby` (one
# account whose login runs nothing but the lobby) is one sshd takes: `sshd -t` finds no error, and for the lobby's account
# (and only for it) the effective configuration forces the lobby, gives a
# terminal, takes LANG, ends dead logins and forwards nothing.
#
# Then the page's recipe as written, on a real sshd on 127.0.0.1 (its own
# port, host key and configuration): an account made by the page's
# commands (under a name of the test's own) and logged in to with a key, in
# tmux.  ann opens a room from the lobby (calm set there first), bob joins
# it, they play, carol watches; a login that asks for a command gets the
# lobby all the same; a login sending LANG draws in UTF-8, one without
# draws in ASCII; dave's join is refused and the lobby says why, and he
# watches; bob's chat in UTF-8 reaches ann and dave intact; the files are
# where the page says, ann's calm among her own.  ann's ssh and lobby are
# killed (kill -9): she logs in again under her name, her calm kept, sits
# back in her seat and reads what was said before; at dusk, idle, her
# session gets no byte, bob's (no calm) the pulse.
#
# Where sshd is not installed (it is in CI: .ci/run installs
# openssh-server), the test says so and is skipped; without root (to make
# the account) only the configuration is checked.
cd "$(dirname "$0")/../.." || exit 1
# shellcheck source=lib/sshd.sh
. tests/e2e/lib/sshd.sh
sshd_installed

# The blocks as the page shows them (between .Bd -literal and .Ed, after
# their comment): the configuration, and the commands that make the account.
page_block '# /etc/ssh/sshd_config.d/gnomon.conf: the lobby' >"$work/lobby.conf"
[ -s "$work/lobby.conf" ] || { echo "FAIL: $page shows no sshd configuration"; exit 1; }
grep -q "ForceCommand .*gnomon lobby" "$work/lobby.conf" ||
    { echo "FAIL: the configuration forces no lobby"; exit 1; }
page_block "# as root: the lobby's account" >"$work/lobby.sh"
grep -q "^useradd " "$work/lobby.sh" ||
    { echo "FAIL: $page shows no commands that make the lobby's account"; exit 1; }

sshd_checked "$work/lobby.conf"
# A configuration sshd finds wrong is refused: the check can fail.
printf 'Match User gnomon\n\tForceCommand gnomon lobby\n\tNoSuchOption yes\n' >"$work/bad.conf"
"$SSHD" -t -f "$work/bad.conf" -h "$work/host_key" >/dev/null 2>&1 &&
    { echo "FAIL: sshd -t took a bad configuration: the check proves nothing"; exit 1; }

sshd_effective gnomon "$work/lobby.conf" >"$work/gnomon"
for line in "forcecommand /usr/games/gnomon lobby" "permittty yes" \
    "acceptenv LANG" "acceptenv LC_*" "clientaliveinterval 60" \
    "clientalivecountmax 3" \
    "allowtcpforwarding no" "allowagentforwarding no" \
    "allowstreamlocalforwarding no" "x11forwarding no" "permittunnel no"; do
	grep -qxF -- "$line" "$work/gnomon" ||
	    { echo "FAIL: for the lobby's account sshd does not say '$line'"; exit 1; }
done
sshd_effective somebody "$work/lobby.conf" | grep -qx "forcecommand none" ||
    { echo "FAIL: the configuration forces the lobby on other accounts too"; exit 1; }

# The real sshd, and logins to it: the account, by the page's commands
# (only its name is the test's), one key for every player.
sshd_can_login
ssh-keygen -q -t ed25519 -N '' -C player -f "$work/player" || exit 1
cp "$work/player.pub" "$work/keys.pub"
sshd_account "$work/lobby.sh"
sshd_start "$work/lobby.conf"

# name WINDOW NAME: the name given in the lobby, and taken.
name() {
	room_wait "$1" "Your name"
	# shellcheck disable=SC2046 # one key a letter
	room_keys "$1" $(echo "$2" | sed 's/./& /g') Enter
	room_wait "$1" "you: $2"
}

# ann opens a room from the lobby.
login player 1 C.UTF-8
name 1 ann
room_keys 1 a
room_wait 1 "a calm: on"
ann_lobby=$(lobbies)
[ "$(echo "$ann_lobby" | wc -w)" = 1 ] ||
    { echo "FAIL: not one lobby for one login: '$ann_lobby'"; exit 1; }
# o asks the room's game; Enter opens it as it stands.
room_keys 1 o
room_wait 1 "You play: Amber"
room_keys 1 Enter
room_wait 1 "Waiting for an opponent"

# bob joins it; they play, bob's board drawn in UTF-8.
login player 2 C.UTF-8
name 2 bob
room_wait 2 "ann guest      -"
room_keys 2 Enter
room_wait 2 "Teal: bob guest (you)"
room_wait 1 "Amber to move (you)"
utf8 2 || { echo "FAIL: a login that sends LANG=C.UTF-8 draws in ASCII:"
    room_screen 2; exit 1; }
# The first two of the twelve moves that end at round 7, before dusk.
room_turns 1 2 Amber e1f2 b7b6

# carol, who sends no LANG, watches in ASCII.
login player 3 ""
name 3 carol
room_keys 3 w
room_wait 3 "Last: Teal b7b6"
room_wait 1 "1 watching"
utf8 3 && { echo "FAIL: a login without LANG draws more than ASCII:"
    room_screen 3; exit 1; }

# A command asked for gets the lobby, not the command.
login player 4 C.UTF-8 id
room_wait 4 "Your name"
room_screen 4 | grep -q "uid=" &&
    { echo "FAIL: a login ran a command of its own:"; room_screen 4; exit 1; }
room_keys 4 Escape

# dave's join is refused: said in the lobby, which stays.  He watches.
login player 6 C.UTF-8
name 6 dave
room_keys 6 Enter
room_wait 6 "the room refused:"
room_wait 6 "you: dave"
room_keys 6 w
room_wait 6 "Last: Teal b7b6"
room_wait 1 "2 watching"

# bob's chat in UTF-8, intact for ann and for dave, who watches.
room_keys 2 m
room_keys 2 -l "héllo ☼"
room_keys 2 Enter
room_wait 1 "bob: héllo ☼"
room_wait 6 "bob: héllo ☼"

# The files are where the page says: the sockets, tokens and names' locks in
# ~/.local/state/gnomon/run-HOST (sshd without PAM sets no XDG_RUNTIME_DIR),
# the room's save in the state directory of the name that opened it.
rooms=$home/.local/state/gnomon/run-$(uname -n | cut -d. -f1)
set -- "$rooms"/*.sock
[ -S "$1" ] || { echo "FAIL: no room's socket in $rooms:"; ls -la "$rooms"; exit 1; }
room=$(basename "$1" .sock)
for file in "$room.token" player-616e6e.lock player-626f62.lock; do
	[ -f "$rooms/$file" ] ||
	    { echo "FAIL: no $file in $rooms:"; ls -la "$rooms"; exit 1; }
done
saved=$home/.local/state/gnomon/players/616e6e/gnomon/rooms/$room.gnomon
[ -f "$saved" ] || { echo "FAIL: the room's game is not in $saved:"
    find "$home/.local" | sed 's/^/  /'; exit 1; }
# ann's calm is hers, in her own state directory.
grep -qx "calm = on" "$home/.local/state/gnomon/players/616e6e/gnomon/gnomonrc" ||
    { echo "FAIL: ann's calm is not kept in her state directory:"
    find "$home/.local" | sed 's/^/  /'; exit 1; }

# ann's connection dies hard: her ssh and her lobby are killed.
kill -KILL "$(ssh_pid 1)" "$ann_lobby"
room_wait 2 "Waiting for Amber"
# She logs in again under her name, her calm kept, sits back in her seat
# and reads what bob said before.
login player 5 C.UTF-8
name 5 ann
room_wait 5 "$room"
room_wait 5 "a calm: on"
room_keys 5 Enter
room_wait 5 "Amber: ann guest (you)"
room_wait 5 "bob: héllo ☼"
room_move 5 d1c2
room_wait 2 "Last: Amber d1c2"
room_wait 3 "Last: Amber d1c2"

# The rest of the moves to round 7: dusk after round 8, the ring marked.
room_turns 2 5 Teal b6c6 c1b2 c6b5 f1e1 c7c6 c2c1 b5c4 b2a3 c4c3
room_wait 5 "Last: Teal c4c3"
room_wait 2 "Last: Teal c4c3"
room_wait 5 "Dusk in 2 rounds"
sleep 0.5	# the last move's screen is drawn
# Over ssh: ann's calm session (window 5) and bob's (2).
tui_calm_beside_pulse game:5 game:2
# ---- h-chat: chat a person can read, over ssh ----
# bob says a line of CJK (two columns a character) and a message of the
# protocol's 200 bytes (typing 263 characters): both arrive whole, and no
# row of the board changes on ann's screen (her calm one: dave's rings
# pulse at dusk); C shows the last 20 lines the room keeps.
chat_board() {
	room_screen "$1" | sed -n '1,20p' |
	    LC_ALL=C.UTF-8 sed 's/^\(.\{56\}\).*/\1/; s/ *$//'
}
chat_say() {
	room_keys 2 m
	room_keys 2 -l "$1"
	room_keys 2 Enter
}
ann_board=$(chat_board 5)
chat_say "李雷李雷李雷李雷李雷李雷 watching: nice game"
room_wait 6 "nice game"
room_wait 5 "nice game"
case $(room_screen 6 | sed -n '1,20p' | LC_ALL=C.UTF-8 sed -n 's/^.\{57\}//p' |
    tr -d ' \n') in
*"bob:李雷李雷李雷李雷李雷李雷watching:nicegame"*) ;;
*) echo "FAIL: the CJK line is not whole in dave's panel"; room_screen 6
   exit 1 ;;
esac
chat_say "$(i=1; while [ $i -le 53 ]; do printf 'c%03d.' $i; i=$((i + 1)); done)"
room_wait 6 "c001.c002.c003.c004.c00"
[ "$(chat_board 5)" = "$ann_board" ] ||
	{ echo "FAIL: chat changed ann's board"; room_screen 5; exit 1; }
room_keys 6 C
room_wait 6 "what was said in the room"
case $(room_screen 6 | tr -d ' \n') in
*"bob:$(i=1; while [ $i -le 40 ]; do printf 'c%03d.' $i; i=$((i + 1)); done)"*) ;;
*) echo "FAIL: the 200 bytes are not whole on dave's page"; room_screen 6
   exit 1 ;;
esac
room_lacks 6 "c041"
room_keys 6 Escape
i=1
while [ $i -le 20 ]; do
	chat_say "$(printf 'line n%02d' $i)"
	room_wait 6 "$(printf 'line n%02d' $i)"
	i=$((i + 1))
done
room_keys 6 C
room_wait 6 "lines 1-20 of 20"
room_wait 6 "bob: line n01"
room_wait 6 "bob: line n20"
room_lacks 6 "c001."
room_keys 6 Escape
room_wait 6 "C chat"
[ "$(chat_board 5)" = "$ann_board" ] ||
	{ echo "FAIL: chat changed ann's board"; room_screen 5; exit 1; }

# --- h-lobby's steps: a draw watched, a frozen player, the review and
# the games list from the lobby, an arrow at the name prompt, one record
# for the host who dropped and came back (issue 49).
# The spectators see bob's draw offer, and ann's answer.
room_keys 2 D
room_wait 3 "Teal (bob) offers a draw"
room_wait 6 "Teal (bob) offers a draw"
room_wait 5 "offers a draw: (y) accept"
room_keys 5 n
room_wait 3 "Draw declined"
room_wait 6 "Draw declined"

# bob's lobby (his end of the room) stopped for 25 s: the others are
# shown that he does not answer, and the game goes on once he does.
bob_lobby=""
for pid in $(lobbies); do
	# shellcheck disable=SC2010 # the descriptors' targets, by name
	ls -l "/proc/$pid/fd" 2>/dev/null | grep -q "player-626f62.lock" &&
	    bob_lobby=$pid
done
[ -n "$bob_lobby" ] || { echo "FAIL: no lobby holds bob's name"; exit 1; }
kill -STOP "$bob_lobby"
stopped_at=$(date +%s)
# Meanwhile eve logs in: arrows at the name prompt end nothing.
login player 7 C.UTF-8
room_wait 7 "Your name"
room_keys 7 Up Left e v e Down
room_wait 7 "> eve_"
[ "$(tui_tmux display-message -p -t game:7 '#{pane_dead}')" = 0 ] ||
    { echo "FAIL: an arrow at the name prompt ended the session"; exit 1; }
room_keys 7 Enter
room_wait 7 "you: eve"
room_keys 7 q
room_wait 5 "Teal (bob) has not answered for"
room_wait 3 "Teal (bob) has not answered for"
stopped=$(($(date +%s) - stopped_at))
[ "$stopped" -lt 25 ] && sleep $((25 - stopped))
kill -CONT "$bob_lobby"
room_wait 5 "Teal (bob) answers again"
room_move 5 b1b2
room_wait 2 "Last: Amber b1b2"
room_wait 3 "Last: Amber b1b2"

# bob resigns.  ann (who dropped and came back) and carol (watching in
# ASCII) review the game in the room; Esc comes back to it.
room_keys 2 X
room_wait 2 "Resign this game?"
room_keys 2 y
for window in 5 3; do
	room_wait "$window" "Game over: V review"
	room_keys "$window" V
	room_wait "$window" "Review: move 0 of 13"
	room_keys "$window" End
	room_wait "$window" "Review: move 13 of 13"
	room_keys "$window" Escape
	room_wait "$window" "Game over: V review"
done
# Back in the lobby, ann lists her games (g) and replays the one game:
# filed once, though she dropped and came back.
room_keys 5 q
room_wait 5 "you: ann"
room_keys 5 g
room_wait 5 "Games 1-1 of 1"
room_wait 5 "ann          v bob"
room_keys 5 Enter
room_wait 5 "Replay: move 0 of 13"
room_keys 5 Escape q
room_wait 5 "you: ann"
set -- "$home/.local/state/gnomon/players/616e6e/gnomon/games"/*.gnomon
if [ $# != 1 ] || [ ! -f "$1" ]; then
	echo "FAIL: ann's games are not one record:"
	ls -la "$home/.local/state/gnomon/players/616e6e/gnomon/games"
	exit 1
fi
exit 0
