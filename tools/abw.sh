#!/bin/sh
# A/B of evaluation weights: the tuned weights against WEIGHTS (e.g.
# exposed:0), at equal nodes a move, both colours, random two-ply openings.
# Prints the tuned weights' score.  Usage: tools/abw.sh WEIGHTS [nodes] [games]
w=$1; nodes=${2:-50000}; games=${3:-100}
g=${GNOMON:-./gnomon}
tally() { sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)/\1 \2 \3/p'; }
a=$($g selfplay games=$games p1=n$nodes p2=n$nodes w2=$w opening=2 seed=${SEED:-11} | tally)
b=$($g selfplay games=$games p1=n$nodes p2=n$nodes w1=$w opening=2 seed=${SEED:-11} | tally)
set -- $a $b
echo "$w nodes=$nodes: tuned weights score $(( $1 + $5 ))+$(( $3 + $6 ))/2 of $(( 2 * games )) (as Amber $1-$2-$3, as Teal $5-$4-$6)"
