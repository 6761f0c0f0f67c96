# shellcheck shell=sh
# Shared by the tests/e2e scripts of a real sshd (sourced from the
# project's root, never run alone): the lobby's account made by
# gnomon-server(7)'s own commands under a name of the test's own, and an
# sshd on 127.0.0.1 with its own port, host key and configuration, which
# lets nobody but that account in.
#
#   sshd_installed             exits 0 (SKIP) where sshd or ssh-keygen is
#                              missing; sets SSHD, work (a directory)
#   page_block FIRST-LINE      a block of the page (.Bd -literal to .Ed)
#                              from its first line
#   sshd_checked CONFIG        sshd -t takes CONFIG (a host key made)
#   sshd_effective USER CONFIG the configuration sshd gives USER's login
#   sshd_can_login             exits 0 (SKIP) unless root with the tools
#                              to make an account; the program copied to
#                              $work/bin/gnomon; the tmux rooms' libraries
#                              sourced; sets user
#   sshd_account SCRIPT        the account made by SCRIPT (the page's
#                              commands, "gnomon" read as $user); sets
#                              uid and home
#   sshd_as_account COMMAND... COMMAND run by the account's shell, in
#                              $work, with a clean environment
#   sshd_start CONFIG          the server, CONFIG as the page gives it
#                              ("gnomon" read as $user, /usr/games/gnomon
#                              as $work/bin/gnomon); sets port
#   login KEY WINDOW LANG [COMMAND]  ssh with $work/KEY in window WINDOW,
#                              sending LANG if one is given
#   ssh_pid WINDOW             the window's ssh
#   lobbies                    the account's lobbies, by pid
#   utf8 WINDOW                whether the window shows more than ASCII
#
# On exit the server, the account's processes and the account are gone.
SSHD=$(command -v sshd || echo /usr/sbin/sshd)
page=man/gnomon-server.7

sshd_installed() {
	if [ ! -x "$SSHD" ]; then
		echo "SKIP: sshd is not installed (openssh-server): the lobby's sshd configuration is not checked"
		exit 0
	fi
	if ! command -v ssh-keygen >/dev/null 2>&1; then
		echo "SKIP: ssh-keygen is not installed: the lobby's sshd configuration is not checked"
		exit 0
	fi
	work=$(mktemp -d) || exit 1
	trap 'rm -rf "$work"' EXIT
}

page_block() {
	awk -v m="$1" 'index($0, m) == 1 { on = 1 } on && /^\.Ed/ { exit }
	    on { print }' "$page"
}

sshd_checked() {
	# sshd -t checks its privilege separation directory too; the service
	# makes it at start, and so does the test where it may (as root).
	if [ ! -d /run/sshd ]; then
		if [ "$(id -u)" = 0 ]; then
			mkdir -m 0755 /run/sshd
		else
			echo "SKIP: sshd -t needs /run/sshd, which is missing and cannot be made here"
			exit 0
		fi
	fi
	[ -f "$work/host_key" ] ||
	    ssh-keygen -q -t ed25519 -N '' -f "$work/host_key" || exit 1
	"$SSHD" -t -f "$1" -h "$work/host_key" >"$work/out" 2>&1 ||
	    { echo "FAIL: sshd -t refuses the configuration:"; cat "$work/out"; exit 1; }
}

sshd_effective() {
	"$SSHD" -T -C "user=$1,host=client.example,addr=192.0.2.1" \
	    -f "$2" -h "$work/host_key" 2>&1
}

sshd_can_login() {
	if [ "$(id -u)" != 0 ]; then
		echo "SKIP: logging in to a real sshd needs root (useradd): only the configuration was checked"
		exit 0
	fi
	for tool in ssh su tmux useradd usermod userdel pkill; do
		command -v "$tool" >/dev/null 2>&1 && continue
		echo "SKIP: $tool is not installed: only the configuration was checked"
		exit 0
	done
	# The account's name is the test's own, so that runs side by side
	# differ.
	user=gnomon-e2e-$$
	while getent passwd "$user" >/dev/null 2>&1; do
		user=$user-x
	done
	uid=""
	# The lobby's program, where the account may run it.
	chmod 711 "$work"
	mkdir -m 755 "$work/bin"
	cp "${GNOMON:-./gnomon}" "$work/bin/gnomon" &&
	    chmod 755 "$work/bin/gnomon" || exit 1
	# shellcheck source=tmux.sh
	. tests/e2e/lib/tmux.sh
	# shellcheck source=tmux_rooms.sh
	. tests/e2e/lib/tmux_rooms.sh
	# A login's window stays when its ssh ends, to be read.
	echo "set-option -g remain-on-exit on" >>"$TUI_CONFIG"
	trap sshd_cleanup EXIT
}

# shellcheck disable=SC2317 # called by the trap
sshd_cleanup() {
	status=$?
	tui_kill "$TUI_SOCKET"
	[ -s "$work/sshd.pid" ] && kill "$(cat "$work/sshd.pid")" 2>/dev/null
	if [ "$status" != 0 ] && [ -s "$work/sshd.log" ]; then
		echo "--- sshd's log ---"
		tail -n 20 "$work/sshd.log"
	fi
	if [ -n "$uid" ]; then
		# The lobbies and rooms the test's logins left, then the account.
		pkill -KILL -u "$uid" 2>/dev/null
		sleep 0.2
		for try in 1 2 3; do
			userdel -r "$user" 2>/dev/null && break
			sleep 1
		done
	fi
	rm -rf "$work"
	(exit "$status")
	rooms_cleanup
}

sshd_account() {
	sed "s/gnomon/$user/g" "$1" >"$work/account.sh"
	# Another useradd or userdel on the machine holds /etc/passwd's lock
	# a moment: tried again, the half-made account removed first.
	for try in 1 2 3; do
		(cd "$work" && sh -e ./account.sh) >"$work/out" 2>&1 && break
		userdel -r "$user" >/dev/null 2>&1
		[ "$try" = 3 ] &&
		    { echo "FAIL: the page's commands did not make the account:"; cat "$work/out"; exit 1; }
		sleep 1
	done
	uid=$(id -u "$user") || exit 1
	home=$(getent passwd "$user" | cut -d: -f6)
}

sshd_as_account() {
	su -s /bin/sh "$user" -c "cd $work && env -i HOME=$home \
PATH=/usr/bin:/bin $*"
}

sshd_start() {
	# A free high port: a few tried in turn.
	port=""
	for try in 1 2 3 4 5; do
		port=$((20000 + ($$ * 13 + try * 997) % 40000))
		sshd_listen "$1" && return 0
	done
	echo "FAIL: sshd does not listen:"
	cat "$work/sshd.log"
	exit 1
}

# The page's configuration for the account, the program where the test
# keeps it, after a server's of the test's own that lets nobody else in.
sshd_listen() {
	{
		echo "ListenAddress 127.0.0.1:$port"
		echo "HostKey $work/host_key"
		echo "PidFile $work/sshd.pid"
		echo "UsePAM no"
		echo "AllowUsers $user"
		echo "PermitRootLogin no"
		echo "PasswordAuthentication no"
		echo "KbdInteractiveAuthentication no"
		sed -e "s/^Match User gnomon\$/Match User $user/" \
		    -e "s|/usr/games/gnomon |$work/bin/gnomon |" "$1"
	} >"$work/sshd.conf"
	rm -f "$work/sshd.pid"
	"$SSHD" -D -e -f "$work/sshd.conf" >"$work/sshd.log" 2>&1 &
	tries=100
	while [ "$tries" -gt 0 ]; do
		grep -q "Server listening" "$work/sshd.log" && return 0
		grep -q "Address already in use" "$work/sshd.log" && break
		sleep 0.05
		tries=$((tries - 1))
	done
	kill "$!" 2>/dev/null
	return 1
}

login() {
	key=$1 window=$2 locale=""
	[ -n "$3" ] && locale="LANG=$3"
	shift 3
	command="exec env -u LANG -u LC_ALL -u LC_CTYPE TERM=xterm-256color \
$locale ssh -F /dev/null -tt -i $work/$key -p $port -o BatchMode=yes \
-o ConnectTimeout=10 -o StrictHostKeyChecking=no \
-o UserKnownHostsFile=/dev/null -o LogLevel=ERROR \
-o SendEnv=LANG $user@127.0.0.1 $*"
	room_window "$window" "$command"
}

ssh_pid() {
	tui_tmux display-message -p -t "game:$1" '#{pane_pid}'
}

lobbies() {
	ps -o pid=,args= -u "$uid" |
	    awk '$2 ~ /\/gnomon$/ && $3 == "lobby" { print $1 }'
}

utf8() {
	room_screen "$1" | LC_ALL=C grep -q '[^ -~]'
}
