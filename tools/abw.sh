#!/bin/sh
# A/B of evaluation weights: the tuned weights against WEIGHTS (e.g.
# exposed:0), at equal nodes a move, both colours, random two-ply openings.
# Prints the tuned weights' score.  Usage: tools/abw.sh WEIGHTS [nodes] [games]
weights=$1 nodes=${2:-50000} games=${3:-100}
gnomon=${GNOMON:-./gnomon}

# "AMBER TEAL DRAWS" of a match whose player $1 (w1 or w2) plays WEIGHTS.
match() {
	"$gnomon" selfplay games="$games" p1=n"$nodes" p2=n"$nodes" "$1=$weights" \
	    opening=2 seed="${SEED:-11}" |
	    sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)/\1 \2 \3/p'
}

# The tuned weights are Amber in the first match, Teal in the second; draws count half.
read -r a_amber a_teal a_draws <<EOF
$(match w2)
EOF
read -r b_amber b_teal b_draws <<EOF
$(match w1)
EOF
echo "$weights nodes=$nodes: tuned weights score $((a_amber + b_teal))+$((a_draws + b_draws))/2" \
    "of $((2 * games)) (as Amber $a_amber-$a_teal-$a_draws, as Teal $b_teal-$b_amber-$b_draws)"
