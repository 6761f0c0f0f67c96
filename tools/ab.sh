#!/bin/sh
# A/B at equal nodes a move, both colours, random two-ply openings:
#   tools/ab.sh FEATURE [nodes] [games]
#       the full search against itself with FEATURE left out (off1=, off2=);
#   tools/ab.sh --weights WEIGHTS [nodes] [games]   (also tools/abw.sh)
#       the tuned weights against WEIGHTS, e.g. exposed:0 (w1=, w2=).
# Prints the score of the full search, or of the tuned weights.  SEED sets
# the matches' seed (default 11), GNOMON the program (default ./gnomon).
key=off who="full search scores"
if [ "$1" = --weights ]; then
	key=w who="tuned weights score"
	shift
fi
change=$1 nodes=${2:-50000} games=${3:-100}
gnomon=${GNOMON:-./gnomon}

# "AMBER TEAL DRAWS" of a match whose player $1 (1 or 2) plays with the change.
match() {
	"$gnomon" selfplay games="$games" p1=n"$nodes" p2=n"$nodes" "$key$1=$change" \
	    opening=2 seed="${SEED:-11}" |
	    sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)/\1 \2 \3/p'
}

# Without the change, Amber in the first match and Teal in the second;
# draws count half.
read -r a_amber a_teal a_draws <<EOF
$(match 2)
EOF
read -r b_amber b_teal b_draws <<EOF
$(match 1)
EOF
echo "$change nodes=$nodes: $who $((a_amber + b_teal))+$((a_draws + b_draws))/2" \
    "of $((2 * games)) (as Amber $a_amber-$a_teal-$a_draws, as Teal $b_teal-$b_amber-$b_draws)"
