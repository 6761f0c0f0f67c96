#!/bin/sh
# A server that knows its players, set up as gnomon-server(7) says ("Players
# bound to keys"), on a real sshd on 127.0.0.1: the page's configuration
# is one sshd takes, forcing no command; its commands, run as the lobby's
# account, bind ann's and bob's keys to their names and let a guest's key
# in with --register.  ann and bob come in by their keys, named and rated
# at once; carol comes in by the guest's key, cannot take ann's name
# (bound to a key) and registers her own with a password.  ann and bob play
# a rated game, then carol and ann: after each the lobbies show the
# ratings Glicko-2 gives (worked out here apart from the program, by the
# paper's steps), as the database holds them, and bob's page of the best
# players ranks them so.  dave, by the guest's key, cannot take carol's
# name without her password, nor ann's.  The games are in the archive,
# whole, and carol replays hers in her lobby.
#
# Skipped as tests/e2e/sshd_lobby.sh is: without sshd, or without root (to
# make the account) after checking only the configuration.
cd "$(dirname "$0")/../.." || exit 1
# shellcheck source=lib/sshd.sh
. tests/e2e/lib/sshd.sh
sshd_installed

page_block '# /etc/ssh/sshd_config.d/gnomon.conf: keys that name' \
    >"$work/players.conf"
grep -q "^Match User gnomon" "$work/players.conf" ||
    { echo "FAIL: $page shows no configuration for players bound to keys"; exit 1; }
page_block "# as root: the lobby's account" >"$work/account.page"
page_block "# as the lobby's account: a line for every key" >"$work/keys.page"
grep -q "add-key" "$work/keys.page" ||
    { echo "FAIL: $page shows no commands that bind keys to names"; exit 1; }

sshd_checked "$work/players.conf"
sshd_effective gnomon "$work/players.conf" >"$work/gnomon"
# A key's command= is the lobby: the account forces none of its own.
for line in "forcecommand none" "permittty yes" "acceptenv LANG" \
    "clientaliveinterval 60" "allowtcpforwarding no" \
    "allowagentforwarding no" "allowstreamlocalforwarding no" \
    "x11forwarding no" "permittunnel no" "permituserrc no"; do
	grep -qxF -- "$line" "$work/gnomon" ||
	    { echo "FAIL: for the lobby's account sshd does not say '$line'"; exit 1; }
done

sshd_can_login
for key in ann bob guest; do
	ssh-keygen -q -t ed25519 -N '' -C "$key" -f "$work/$key" || exit 1
	chmod 644 "$work/$key.pub"
done
# The account as the page makes it, with no key yet.
: >"$work/keys.pub"
sshd_account "$work/account.page"
# The keys, by the page's commands run as the account: the program the
# test keeps writes the lines, naming itself.
sed "s|^gnomon |$work/bin/gnomon |" "$work/keys.page" >"$work/keys.sh"
sshd_as_account sh -e keys.sh >"$work/out" 2>&1 ||
    { echo "FAIL: the page's commands did not add the keys:"; cat "$work/out"; exit 1; }
keys=$home/.ssh/authorized_keys
if [ "$(grep -c "^command=\"$work/bin/gnomon lobby" "$keys")" != 3 ] ||
    [ "$(wc -l <"$keys")" != 3 ]; then
	echo "FAIL: authorized_keys is not a forced lobby for each key:"
	cat "$keys"
	exit 1
fi
sshd_start "$work/players.conf"

# An independent Glicko-2 (Glickman, "Example of the Glicko-2 system"):
# glicko R RD SIGMA R-OTHER RD-OTHER SCORE prints the new R, RD, SIGMA.
glicko() {
	awk -v r="$1" -v rd="$2" -v sigma="$3" -v rj="$4" -v rdj="$5" \
	    -v s="$6" 'function f(x) {
		d = 2 * (phi^2 + v + exp(x))^2
		return exp(x) * (delta^2 - phi^2 - v - exp(x)) / d - \
		    (x - a) / tau^2
	}
	BEGIN {
		tau = 0.5; q = 173.7178; pi = atan2(0, -1)
		mu = (r - 1500) / q; phi = rd / q
		muj = (rj - 1500) / q; phij = rdj / q
		g = 1 / sqrt(1 + 3 * phij^2 / pi^2)
		e = 1 / (1 + exp(-g * (mu - muj)))
		v = 1 / (g^2 * e * (1 - e))
		delta = v * g * (s - e)
		a = log(sigma^2); A = a
		if (delta^2 > phi^2 + v)
			B = log(delta^2 - phi^2 - v)
		else {
			for (k = 1; f(a - k * tau) < 0; k++)
				;
			B = a - k * tau
		}
		fa = f(A); fb = f(B)
		while (B - A > 0.000001 || A - B > 0.000001) {
			C = A + (A - B) * fa / (fb - fa); fc = f(C)
			if (fc * fb <= 0) { A = B; fa = fb } else fa = fa / 2
			B = C; fb = fc
		}
		sigma2 = exp(A / 2)
		star = sqrt(phi^2 + sigma2^2)
		phi2 = 1 / sqrt(1 / star^2 + 1 / v)
		mu2 = mu + phi2^2 * g * (s - e)
		printf "%.10f %.10f %.10f\n", q * mu2 + 1500, q * phi2, sigma2
	}'
}
# shown R RD: the rating as the lobby shows it ("1662?" while provisional).
shown() {
	awk -v r="$1" -v rd="$2" 'BEGIN {
		printf "%d%s\n", int(r + 0.5), (rd > 110 ? "?" : "") }'
}
# rated WINDOW RESIGNING: the rated game's end in a room, WINDOW's player
# resigning; both back to their lobbies.
resign() {
	room_keys "$1" X
	room_wait "$1" "Resign this game?"
	room_keys "$1" y
}

# ann and bob come in by their keys: named, no name asked, rated.
login ann 1 C.UTF-8
room_wait 1 "you: ann 1500?"
room_lacks 1 "Your name"
login bob 2 C.UTF-8
room_wait 2 "you: bob 1500?"
# ann's key again, asking for a command: the lobby all the same, which
# finds her name held.
timeout 30 ssh -F /dev/null -tt -i "$work/ann" -p "$port" -o BatchMode=yes \
    -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
    -o LogLevel=ERROR "$user@127.0.0.1" id >"$work/again" 2>&1 </dev/null
if ! grep -q "ann is in the lobby already" "$work/again" ||
    grep -q "uid=" "$work/again"; then
	echo "FAIL: ann's key, asking for id, did not get the lobby:"
	cat "$work/again"
	exit 1
fi

# carol, by the guest's key: ann's name is not hers to take; she registers
# her own with a password.
password="carol's secret"
login guest 3 C.UTF-8
room_wait 3 "Your name"
room_keys 3 a n n Enter
room_wait 3 "ann is a registered player's name: choose another"
room_keys 3 C-u c a r o l Enter
room_wait 3 "You play as a guest: your games are not rated; n registers"
room_keys 3 n
room_wait 3 "A password, 8 characters or more"
room_keys 3 -l "$password"
room_keys 3 Enter
room_wait 3 "The same password again"
room_keys 3 -l "$password"
room_keys 3 Enter
room_wait 3 "carol is registered"
room_wait 3 "you: carol 1500?"

# ann opens a rated room; bob joins; they play and bob resigns.
# open_rated WINDOW: a rated room of the window's player, waiting.
open_rated() {
	room_keys "$1" o
	room_wait "$1" "You play: Amber"
	tries=0
	while ! room_screen "$1" | grep -q "> *Rated: the game moves"; do
		room_keys "$1" Down
		tries=$((tries + 1))
		[ "$tries" -gt 8 ] && { echo "FAIL: no Rated row"; room_screen "$1"; exit 1; }
		room_screen "$1" | grep -q "> *Not rated" && room_keys "$1" Right
	done
	room_keys "$1" Enter
	room_wait "$1" "Waiting for an opponent"
}
open_rated 1
room_keys 2 r
room_wait 2 ">*"	# rated: marked before its name
room_wait 2 "ann 1500?"
room_keys 2 Enter
room_wait 2 "Teal: bob 1500? (you)"
room_turns 1 2 Amber e1f2 b7b6
resign 2
room_wait 1 "ratings: ann 1500? -> 1662?, bob 1500? -> 1338?"

# The ratings, as the paper gives them, in the lobby and the database.
# shellcheck disable=SC2046 # its three figures, as words
set -- $(glicko 1500 350 0.06 1500 350 1)
ann_r=$1 ann_rd=$2 ann_sigma=$3
# shellcheck disable=SC2046 # its three figures, as words
set -- $(glicko 1500 350 0.06 1500 350 0)
bob_r=$1 bob_rd=$2
if [ "$(shown "$ann_r" "$ann_rd")" != "1662?" ] ||
    [ "$(shown "$bob_r" "$bob_rd")" != "1338?" ]; then
	echo "FAIL: the paper's figures are not 1662? and 1338?: $ann_r $bob_r"
	exit 1
fi
for window in 1 2; do
	room_keys "$window" q
done
room_wait 1 "you: ann 1662?"
room_wait 2 "you: bob 1338?"

# carol (by password) opens a rated room; ann joins and resigns.
open_rated 3
room_keys 1 r
room_wait 1 "carol 1500?"
room_keys 1 Enter
room_wait 1 "Teal: ann 1662? (you)"
room_turns 3 1 Amber e1f2 b7b6
resign 1
# shellcheck disable=SC2046 # its three figures, as words
set -- $(glicko 1500 350 0.06 "$ann_r" "$ann_rd" 1)
carol_after=$(shown "$1" "$2")
# shellcheck disable=SC2046 # its three figures, as words
set -- $(glicko "$ann_r" "$ann_rd" "$ann_sigma" 1500 350 0)
ann_after=$(shown "$1" "$2")
room_wait 3 "ratings: carol 1500? -> $carol_after, ann 1662? -> $ann_after"
room_keys 3 q
room_keys 1 q
room_wait 3 "you: carol $carol_after"
room_wait 1 "you: ann $ann_after"

# dave, by the guest's key: carol's name needs her password, ann's is
# bound to a key.
login guest 4 C.UTF-8
room_wait 4 "Your name"
room_keys 4 c a r o l Enter
room_wait 4 "carol is a registered name: its password"
room_keys 4 -l "not her password"
room_keys 4 Enter
room_wait 4 "That is not the password of carol"
room_keys 4 Escape
room_wait 4 "Your name"
room_keys 4 a n n Enter
room_wait 4 "ann is a registered player's name: choose another"
room_lacks 4 "you: ann"

# The lobby's pages over the archive: bob's best players, carol's games,
# and her game with ann replayed in her lobby, move by move.
# shown_row WINDOW PATTERN: until the window shows a line matching the
# extended regular expression PATTERN.
shown_row() {
	tries=0
	until room_screen "$1" | grep -qE "$2"; do
		tries=$((tries + 1))
		[ "$tries" -gt 100 ] &&
		    { echo "FAIL: window $1 never showed /$2/:"; room_screen "$1"; exit 1; }
		sleep 0.1
	done
}
room_keys 2 b
room_wait 2 "Gnomon: the best players"
shown_row 2 "1  carol +${carol_after%\?}\?"
shown_row 2 "2  ann +${ann_after%\?}\?"
shown_row 2 "3  bob +1338\? .*<- you"
room_keys 2 Escape
room_keys 3 v
room_wait 3 "Your games, newest first: 1-1."
shown_row 3 "carol 1500\\? \\+[0-9]+ +ann 1662\\? -[0-9]+"
room_keys 3 Enter
room_wait 3 "Replay: move 0 of 2"
room_keys 3 n n
room_wait 3 "Replay: move 2 of 2"
room_wait 3 "Last: Teal b7b6"
room_keys 3 q
room_wait 3 "Gnomon: the archive, your games"
room_keys 3 q
room_wait 3 "you: carol $carol_after"

# The archive holds both games, rated, with their ratings before and after.
db=$home/.local/state/gnomon/server.db
sshd_as_account "$work/bin/gnomon" server players >"$work/players" 2>&1
grep -q "carol *${carol_after%\?}?" "$work/players" ||
    { echo "FAIL: the leaderboard does not rate carol $carol_after:"; cat "$work/players"; exit 1; }
for id in 1 2; do
	sshd_as_account "$work/bin/gnomon" server export "$id" \
	    >"$work/game$id" 2>&1
	grep -q '^\[Rated "yes"\]' "$work/game$id" ||
	    { echo "FAIL: game $id is not in the archive, rated:"; cat "$work/game$id"; exit 1; }
done
if ! grep -q '^\[Teal "bob"\]' "$work/game1" ||
    ! grep -q '^\[Amber "carol"\]' "$work/game2"; then
	echo "FAIL: the archive's games are not ann's with bob and carol's with ann"
	exit 1
fi
[ -f "$db" ] || { echo "FAIL: no database at $db"; exit 1; }
exit 0
