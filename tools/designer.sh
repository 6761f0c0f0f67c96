#!/bin/sh
# The designer's table (issue 3), replayed with `gnomon selfplay`.
g=${GNOMON:-./gnomon}
run() { echo "== gnomon selfplay $*"; $g selfplay "$@" | sed -n '2,4p'; }
run games=100 p1=3 p2=3
for sun in 0 1 2 3 4 5 6 7; do run games=30 p1=3 p2=3 mover=0 sun=$sun; done
for sun in 0 1 2 3 4 5 6 7; do run games=60 p1=2 p2=2 snake=1 sun=$sun; done
run games=40 p1=3 p2=3 sun=5
run games=100 p1=3 p2=2
run games=100 p1=2 p2=3
run games=16 p1=4 p2=3
run games=16 p1=3 p2=4
run games=100 p1=4 p2=3
run games=100 p1=3 p2=4
