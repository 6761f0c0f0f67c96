#!/bin/sh
# A/B: the full search against itself with one feature left out, at equal
# nodes a move, both colours, random two-ply openings.  Prints the full
# search's score.  Usage: tools/ab.sh FEATURE [nodes] [games]
feature=$1 nodes=${2:-50000} games=${3:-100}
gnomon=${GNOMON:-./gnomon}

# "AMBER TEAL DRAWS" of a match whose player $1 (off1 or off2) leaves FEATURE out.
match() {
	"$gnomon" selfplay games="$games" p1=n"$nodes" p2=n"$nodes" "$1=$feature" \
	    opening=2 seed="${SEED:-11}" |
	    sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)/\1 \2 \3/p'
}

# The full search is Amber in the first match, Teal in the second; draws count half.
read -r a_amber a_teal a_draws <<EOF
$(match off2)
EOF
read -r b_amber b_teal b_draws <<EOF
$(match off1)
EOF
echo "$feature nodes=$nodes: full search scores $((a_amber + b_teal))+$((a_draws + b_draws))/2" \
    "of $((2 * games)) (as Amber $a_amber-$a_teal-$a_draws, as Teal $b_teal-$b_amber-$b_draws)"
