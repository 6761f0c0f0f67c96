# Without a UTF-8 locale (LANG=C), and with --ascii in one, the screen is
# plain ASCII: O and X stones, a '+-|' grid, '*' for the sun and 'o' where it
# goes next, and ASCII in the rules screen too.
. "$(dirname "$0")/lib/tmux.sh"

check_ascii() {	# $1: what is being checked
	tui_screen | LC_ALL=C grep -q '[^ -~]' && tui_fail "$1: a byte outside ASCII on the screen"
	return 0
}

for how in "LANG=C LC_ALL=C --" "-- --ascii"; do
	tui_start ${how%%--*} -- ${how#*--} --hotseat
	tui_wait "Amber to move"
	check_ascii "$how"
	tui_wait "* N"
	tui_wait "o NE"
	tui_screen | grep -qE '^ *7 \|     \|  X  \|  X  \|  X  \|  X  \|  X  \|     \|' ||
	    tui_fail "$how: rank 7 is not X X X X X"
	tui_screen | grep -qF "+-----+-----+" || tui_fail "$how: no ASCII grid"
	tui_keys Enter
	tui_wait "|  o  |  o  |  o  |"
	tui_keys k
	tui_wait "d1d2: quiet"
	check_ascii "$how, dots"
	tui_keys F1
	tui_wait "Gnomon: the rules"
	check_ascii "$how, the rules"
	tui_keys q q
	[ "$(tui_exited)" = 0 ] || tui_fail "$how: gnomon did not exit 0"
done
exit 0
