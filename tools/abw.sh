#!/bin/sh
# A/B of evaluation weights: the tuned weights against WEIGHTS (e.g.
# exposed:0), at equal nodes a move, both colours, random two-ply openings.
# Prints the tuned weights' score.  Usage: tools/abw.sh WEIGHTS [nodes] [games]
exec "$(dirname "$0")/ab.sh" --weights "$@"
