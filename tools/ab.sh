#!/bin/sh
# A/B: the full search against itself with one feature left out, at equal
# nodes a move, both colours, random two-ply openings.  Prints the full
# search's score.  Usage: tools/ab.sh FEATURE [nodes] [games]
feature=$1; nodes=${2:-50000}; games=${3:-100}
a=$(./gnomon selfplay games=$games p1=n$nodes p2=n$nodes off2=$feature opening=2 seed=${SEED:-11} | sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)/\1 \2 \3/p')
b=$(./gnomon selfplay games=$games p1=n$nodes p2=n$nodes off1=$feature opening=2 seed=${SEED:-11} | sed -n 's/^Amber (p1) wins \([0-9]*\), Teal (p2) wins \([0-9]*\), draws \([0-9]*\)/\1 \2 \3/p')
set -- $a $b
# full search: Amber wins $1 in the first match, Teal wins $5 in the second; draws half.
echo "$feature nodes=$nodes: full search scores $(( $1 + $5 ))+$(( ($3 + $6) ))/2 of $(( 2 * games )) (as Amber $1-$2-$3, as Teal $5-$4-$6)"
