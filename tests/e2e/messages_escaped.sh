#!/bin/sh
# Outside text never reaches the terminal raw.  A file name, a subcommand,
# an option and its value, a setting, TERM and XDG_STATE_HOME carrying an
# OSC 52 sequence (which sets the clipboard) and BEL: every message that
# repeats them shows the control bytes written out (\e, \a), on stdout and
# stderr alike, and still names what was wrong.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
command -v script >/dev/null 2>&1 || { echo "script(1) is needed for this test"; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
BAD=$(printf 'x\033]52;c;aGk=\007y')
# What must be seen of it (a message may cut a long text short).
SHOWN='x\e]52;c;aGk'

# $1: what is tested; the output in $WORK/out.  No byte of a control but
# newline, and the outside text written out.
check_output() {
	raw=$(LC_ALL=C tr -d '\n\040-\176\200-\377' <"$WORK/out" | wc -c)
	if [ "$raw" -ne 0 ]; then
		fail "$1: $raw raw control bytes:"
		od -c "$WORK/out" | head -n 8
	elif ! grep -qF -- "$SHOWN" "$WORK/out"; then
		fail "$1: the message does not show the text written out:"
		cat "$WORK/out"
	fi
}

# $1: what is tested; the rest, gnomon's arguments, run without a terminal.
without_terminal() {
	what=$1
	shift
	"$gnomon" "$@" >"$WORK/out" 2>&1 </dev/null && fail "$what: exit status 0"
	check_output "$what"
}

# $1: what is tested; $2: the environment setting; the rest, gnomon's
# arguments, run on a terminal of script(1)'s; its CR LF made LF.
on_terminal() {
	what=$1
	setting=$2
	shift 2
	# script runs the command through a shell: the arguments are quoted.
	script -qec "env $setting $gnomon $*" /dev/null >"$WORK/raw" 2>&1 </dev/null
	tr -d '\r' <"$WORK/raw" >"$WORK/out"
	check_output "$what"
}

without_terminal "replay of a missing file" replay "$WORK/$BAD.gnomon"
without_terminal "replay's unexpected argument" replay a "$BAD"
without_terminal "an unknown subcommand" "$BAD"
without_terminal "an unknown option" "--$BAD"
without_terminal "an option's value" --level "$BAD"
without_terminal "a variant's value" --day "$BAD"
for command in selfplay transcript perft; do
	without_terminal "$command's unknown setting" $command "$BAD=1"
	without_terminal "$command's setting's value" $command "day=$BAD"
done
without_terminal "bench's argument" bench "$BAD"
without_terminal "engine's argument" engine "$BAD"
: >"$WORK/file"
without_terminal "selfplay's pgn directory" selfplay games=1 p1=1 p2=1 \
    "pgn=$WORK/file/$BAD"

on_terminal "an unknown TERM" "TERM='$BAD'" --hotseat
on_terminal "the state directory" "TERM=xterm XDG_STATE_HOME='$WORK/$BAD'" --resume
: >"$WORK/state-file"
on_terminal "a state directory that cannot be" \
    "TERM=xterm XDG_STATE_HOME='$WORK/state-file/$BAD'" --resume
[ $failures -eq 0 ]
