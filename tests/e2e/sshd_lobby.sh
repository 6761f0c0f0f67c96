#!/bin/sh
# The sshd configuration that README and gnomon(6) give for `gnomon lobby`
# (one account whose login runs nothing but the lobby) is the same in both,
# and sshd takes it: `sshd -t` finds no error, and for the lobby's account
# (and only for it) the effective configuration forces the lobby, gives a
# terminal and forwards nothing.  Where sshd is not installed (it is in CI:
# .ci/run installs openssh-server), the test says so and is skipped.
cd "$(dirname "$0")/../.." || exit 1
SSHD=$(command -v sshd || echo /usr/sbin/sshd)
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

# The block as README shows it (indented four spaces, after its comment),
# and as the man page does (between .Bd -literal and .Ed).
marker='# /etc/ssh/sshd_config.d/gnomon.conf'
awk -v m="    $marker" 'index($0, m) == 1 { on = 1 } on && /^$/ { exit }
    on { sub(/^    /, ""); print }' README >"$work/readme.conf"
awk -v m="$marker" 'index($0, m) == 1 { on = 1 } on && /^\.Ed/ { exit }
    on { print }' man/gnomon.6 >"$work/page.conf"
[ -s "$work/readme.conf" ] || { echo "FAIL: README shows no sshd configuration"; exit 1; }
diff -b "$work/readme.conf" "$work/page.conf" >"$work/diff" ||
    { echo "FAIL: README and gnomon(6) give different sshd configurations:"; cat "$work/diff"; exit 1; }
grep -q "ForceCommand .*gnomon lobby" "$work/readme.conf" ||
    { echo "FAIL: the configuration forces no lobby"; exit 1; }

# sshd -t checks its privilege separation directory too; the service makes
# it at start, and so does the test where it may (as root, in CI).
if [ ! -d /run/sshd ]; then
	if [ "$(id -u)" = 0 ]; then
		mkdir -m 0755 /run/sshd
	else
		echo "SKIP: sshd -t needs /run/sshd, which is missing and cannot be made here"
		exit 0
	fi
fi
ssh-keygen -q -t ed25519 -N '' -f "$work/host_key" || exit 1
"$SSHD" -t -f "$work/readme.conf" -h "$work/host_key" >"$work/out" 2>&1 ||
    { echo "FAIL: sshd -t refuses the configuration:"; cat "$work/out"; exit 1; }
# A configuration sshd finds wrong is refused: the check can fail.
printf 'Match User gnomon\n\tForceCommand gnomon lobby\n\tNoSuchOption yes\n' >"$work/bad.conf"
"$SSHD" -t -f "$work/bad.conf" -h "$work/host_key" >/dev/null 2>&1 &&
    { echo "FAIL: sshd -t took a bad configuration: the check proves nothing"; exit 1; }

effective() {
	"$SSHD" -T -C "user=$1,host=client.example,addr=192.0.2.1" \
	    -f "$work/readme.conf" -h "$work/host_key" 2>&1
}
effective gnomon >"$work/gnomon"
for line in "forcecommand /usr/games/gnomon lobby" "permittty yes" \
    "allowtcpforwarding no" "allowagentforwarding no" \
    "allowstreamlocalforwarding no" "x11forwarding no" "permittunnel no"; do
	grep -qx -- "$line" "$work/gnomon" ||
	    { echo "FAIL: for the lobby's account sshd does not say '$line'"; exit 1; }
done
effective somebody | grep -qx "forcecommand none" ||
    { echo "FAIL: the configuration forces the lobby on other accounts too"; exit 1; }
exit 0
