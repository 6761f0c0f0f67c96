/*
 * server_scratch.c: a fresh server database in a scratch directory, for
 * the tests of the server's store (server_scratch.h).
 */
#include "support/server_scratch.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/rng.h"

#include "store/save.h"
#include "store/server_db.h"
#include "store/server_players.h"
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

int
server_scratch_open_players(const char *name, char *directory, size_t size,
    char *path, struct server_db **db, int64_t now)
{
	static const char *const players[] = { "amy", "bob" };
	char message[SERVER_DB_MESSAGE_MAX];

	if (server_scratch_open(name, directory, size, path, db) != 0)
		return -1;
	for (size_t i = 0; i < sizeof players / sizeof players[0]; i++)
		if (server_player_add_key(*db, players[i], now,
		    message) != 1) {
			fprintf(stderr, "%s\n", message);
			server_scratch_close(*db, directory);
			*db = NULL;
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

void
server_scratch_say(int out, int64_t id)
{
	if (write(out, &id, sizeof id) != (ssize_t)sizeof id)
		_exit(1);
}

long
server_scratch_kill(const char *path, struct server_db **db,
    server_scratch_child *child, void *context, uint64_t *rng, int most_ms,
    int64_t *ids, long max)
{
	char message[SERVER_DB_MESSAGE_MAX];
	struct timespec delay = { 0, 0 };
	int ends[2], status;
	long said = 0;
	int64_t id;
	pid_t pid;

	assert_int_equal(pipe(ends), 0);
	server_db_close(*db);
	*db = NULL;
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		close(ends[0]);
		child(context, ends[1]);
		_exit(1);
	}
	close(ends[1]);
	/* Killed while changing, not while starting. */
	assert_int_equal(read(ends[0], &id, sizeof id), (ssize_t)sizeof id);
	delay.tv_nsec = (long)rng_below(rng, most_ms * 1000) * 1000;
	nanosleep(&delay, NULL);
	assert_int_equal(kill(pid, SIGKILL), 0);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFSIGNALED(status));
	do {
		if (said < max)
			ids[said] = id;
		said++;
	} while (read(ends[0], &id, sizeof id) == (ssize_t)sizeof id);
	close(ends[0]);
	if (server_db_open(path, db, message) != 0)
		fail_msg("%s", message);
	return said;
}
