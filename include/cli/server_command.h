/*
 * `gnomon server`, the administrator's command for the shared server's
 * database (store/server_db.h, STATE/gnomon/server.db of the account it
 * runs as): check it, back it up while the server runs, bind a name to an
 * SSH key (the authorized_keys line written or appended), list the
 * leaderboard, export a game of the archive as a record, and the scale
 * bench (server_bench.h).  gnomon-server(7)
 * documents it.
 */
#ifndef GNOMON_SERVER_COMMAND_H
#define GNOMON_SERVER_COMMAND_H

/* `gnomon server ACTION ...` (argv[0] is ACTION): an exit status (0, 1
 * for a failure, EXIT_USAGE for bad input, nothing changed). */
int	command_server(int argc, char **argv);

#endif
