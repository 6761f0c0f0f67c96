/*
 * `gnomon server bench DIR` (src/cli/server_bench.c): fills DIR/server.db
 * with synthetic players and legal games from the core (seeded, so the
 * same options make the same database), then times, each many times, what
 * a lobby and a room ask of the store: the lists, a player's page, the
 * leaderboard, a game filed with both ratings moved, a game opened to
 * replay (its record read back by the core); and, at once, many browsing
 * processes while many others file games, counting errors and lost games.
 * It prints the medians.  doc/server.md keeps the figures.
 */
#ifndef GNOMON_SERVER_BENCH_H
#define GNOMON_SERVER_BENCH_H

/* `gnomon server bench DIR [options]` (argv[0] is DIR): an exit status. */
int	server_bench(int argc, char **argv);

#endif
