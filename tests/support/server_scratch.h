/*
 * A fresh server database for the tests of the server's store
 * (test_server_db, test_server_correspondence): a scratch directory
 * (scratch.h) with server.db opened in it, and both put away after.
 */
#ifndef GNOMON_TESTS_SERVER_SCRATCH_H
#define GNOMON_TESTS_SERVER_SCRATCH_H

#include <stddef.h>

#include "store/server_db.h"

/*
 * Makes a fresh directory gnomon-NAME-XXXXXX into `directory` (`size`
 * bytes), the path of its server.db into `path` (SAVE_PATH_MAX bytes),
 * and opens it into *db: 0, or -1 having said why on stderr and left
 * nothing behind.
 */
int	server_scratch_open(const char *name, char *directory, size_t size,
	    char *path, struct server_db **db);

/* Closes `db` and removes `directory` with its files. */
void	server_scratch_close(struct server_db *db, const char *directory);

#endif
