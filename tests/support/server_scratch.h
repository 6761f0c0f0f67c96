/*
 * A fresh server database for the tests of the server's store
 * (test_server_db, test_server_correspondence): a scratch directory
 * (scratch.h) with server.db opened in it, and both put away after; and
 * a child process killed while it changes the database.
 */
#ifndef GNOMON_TESTS_SERVER_SCRATCH_H
#define GNOMON_TESTS_SERVER_SCRATCH_H

#include <stddef.h>
#include <stdint.h>

#include "store/server_db.h"

/*
 * Makes a fresh directory gnomon-NAME-XXXXXX into `directory` (`size`
 * bytes), the path of its server.db into `path` (SAVE_PATH_MAX bytes),
 * and opens it into *db: 0, or -1 having said why on stderr and left
 * nothing behind.
 */
int	server_scratch_open(const char *name, char *directory, size_t size,
	    char *path, struct server_db **db);

/* server_scratch_open, and amy and bob added as players bound to keys at
 * `now`: 0, or -1 having said why and left nothing behind. */
int	server_scratch_open_players(const char *name, char *directory,
	    size_t size, char *path, struct server_db **db, int64_t now);

/* Closes `db` and removes `directory` with its files. */
void	server_scratch_close(struct server_db *db, const char *directory);

/* What a killed child does for ever: changes the database at `path`
 * (its own connection), saying the id of each change once made on `out`. */
typedef void server_scratch_child(void *context, int out);

/* A child's id said on `out`; a child that cannot say it ends (exit 1). */
void	server_scratch_say(int out, int64_t id);

/*
 * One round of a kill test: *db closed (no connection crosses a fork),
 * `child` run in a child process and killed (SIGKILL) 0 to `most_ms` ms,
 * drawn from `rng`, after it said its first id; then *db opened again
 * from `path`, as the next process would.  The ids it said go into `ids`
 * (the first `max` of them): how many it said.  Fails the test if it
 * cannot.
 */
long	server_scratch_kill(const char *path, struct server_db **db,
	    server_scratch_child *child, void *context, uint64_t *rng,
	    int most_ms, int64_t *ids, long max);

#endif
