/*
 * server_scratch.c: a fresh server database in a scratch directory, for
 * the tests of the server's store (server_scratch.h).
 */
#include "support/server_scratch.h"

#include <stdio.h>

#include "store/save.h"
#include "store/server_db.h"
#include "support/scratch.h"

int
server_scratch_open(const char *name, char *directory, size_t size,
    char *path, struct server_db **db)
{
	char message[SERVER_DB_MESSAGE_MAX];

	*db = NULL;
	if (scratch_make(directory, size, name) < 0)
		return -1;
	snprintf(path, SAVE_PATH_MAX, "%s/%s", directory, SERVER_DB_FILE);
	if (server_db_open(path, db, message) != 0) {
		fprintf(stderr, "%s\n", message);
		scratch_remove(directory, 1);
		return -1;
	}
	return 0;
}

void
server_scratch_close(struct server_db *db, const char *directory)
{
	server_db_close(db);
	scratch_remove(directory, 1);
}
