/*
 * server_db.c owns the server's database file (server_db.h): where it is,
 * opening it (its mode, WAL, the wait for writers, foreign keys, the
 * schema and its version), checking it and backing it up; and the steps
 * every statement of the server's store takes (server_sql.h).
 */
#include "store/server_db.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/rng.h"
#include "server_sql.h"
#include "store/save.h"

enum {
	BACKUP_PAGES = 256,	/* pages copied a step: others write between */
	BACKUP_WAIT_MS = 10,	/* and the wait when the database is busy */
	BUSY_STEP_MS = 8	/* the most between two looks at a lock */
};

/*
 * The archive's table and its indexes, made with the schema and again by
 * the step from version 1 (server_db_migrate), which had no 'agreed'
 * ending: SQLite cannot change a CHECK but by making the table anew.
 */
#define SERVER_DB_GAMES_TABLE \
	"CREATE TABLE games (" \
	" id INTEGER PRIMARY KEY," \
	" amber TEXT NOT NULL," \
	" teal TEXT NOT NULL," \
	" amber_player INTEGER REFERENCES players (id)," \
	" teal_player INTEGER REFERENCES players (id)," \
	" amber_guest INTEGER NOT NULL," \
	" teal_guest INTEGER NOT NULL," \
	" rated INTEGER NOT NULL," \
	" amber_before REAL, amber_deviation_before REAL," \
	" amber_volatility_before REAL," \
	" amber_after REAL, amber_deviation_after REAL," \
	" amber_volatility_after REAL," \
	" teal_before REAL, teal_deviation_before REAL," \
	" teal_volatility_before REAL," \
	" teal_after REAL, teal_deviation_after REAL," \
	" teal_volatility_after REAL," \
	" strength REAL," \
	" rules TEXT NOT NULL," \
	" clock TEXT NOT NULL," \
	" record TEXT NOT NULL," \
	" result TEXT NOT NULL CHECK (result IN ('amber', 'teal', 'draw'))," \
	" ending TEXT NOT NULL CHECK (ending IN ('eclipse', 'dusk', 'time'," \
	" 'resign', 'agreed'))," \
	" plies INTEGER NOT NULL," \
	" started INTEGER NOT NULL," \
	" ended INTEGER NOT NULL);" \
	"CREATE INDEX games_by_amber ON games (amber, id);" \
	"CREATE INDEX games_by_teal ON games (teal, id);" \
	"CREATE INDEX games_by_strength ON games (strength DESC, id DESC)" \
	" WHERE rated;"

/*
 * The schema, version 2.  A player's id is what the games and
 * correspondence games point at (NULL for a guest); the name is kept in
 * the game too, as it was when played.  Ratings before and after are NULL
 * for a side not registered.  `strength`, the mean of the two ratings
 * before a rated game, is the best-rated list's order.
 */
static const char server_db_schema[] =
	"CREATE TABLE players ("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL UNIQUE,"
	" password TEXT,"
	" rating REAL NOT NULL,"
	" deviation REAL NOT NULL,"
	" volatility REAL NOT NULL,"
	" games INTEGER NOT NULL DEFAULT 0,"
	" created INTEGER NOT NULL,"
	" settings TEXT NOT NULL DEFAULT '');"
	"CREATE INDEX players_by_rating ON players (rating DESC,"
	" deviation, name) WHERE games > 0;"
	SERVER_DB_GAMES_TABLE
	"CREATE TABLE correspondence ("
	" id INTEGER PRIMARY KEY,"
	" amber TEXT NOT NULL,"
	" teal TEXT NOT NULL,"
	" amber_player INTEGER NOT NULL REFERENCES players (id),"
	" teal_player INTEGER NOT NULL REFERENCES players (id),"
	" rules TEXT NOT NULL,"
	" days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 14),"
	" record TEXT NOT NULL,"
	" to_move TEXT NOT NULL CHECK (to_move IN ('amber', 'teal')),"
	" deadline INTEGER NOT NULL,"
	" rated INTEGER NOT NULL,"
	" started INTEGER NOT NULL);"
	"CREATE INDEX correspondence_by_amber ON correspondence (amber_player);"
	"CREATE INDEX correspondence_by_teal ON correspondence (teal_player);"
	"CREATE INDEX correspondence_by_deadline ON correspondence (deadline);"
	"PRAGMA user_version = 2;";

int
server_sql_fail(struct server_db *db, const char *doing, char *message)
{
	snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: %s", doing,
	    db->sql != NULL ? sqlite3_errmsg(db->sql) : "no database");
	return -1;
}

int
server_sql_prepare(struct server_db *db, const char *text,
    sqlite3_stmt **statement, char *message)
{
	if (sqlite3_prepare_v2(db->sql, text, -1, statement, NULL) !=
	    SQLITE_OK) {
		*statement = NULL;
		return server_sql_fail(db, "the server's database", message);
	}
	return 0;
}

int
server_sql_run(struct server_db *db, const char *text, char *message)
{
	if (sqlite3_exec(db->sql, text, NULL, NULL, NULL) != SQLITE_OK)
		return server_sql_fail(db, "the server's database", message);
	return 0;
}

/*
 * Inside a batch (server_db_batch_begin) the batch's transaction is
 * already held: a change is a savepoint in it, undone alone on failure.
 */
int
server_sql_begin(struct server_db *db, char *message)
{
	if (db->batch)
		return server_sql_run(db, "SAVEPOINT change", message);
	return server_sql_run(db, "BEGIN IMMEDIATE", message);
}

int
server_sql_commit(struct server_db *db, char *message)
{
	if (server_sql_run(db, db->batch ? "RELEASE change" : "COMMIT",
	    message) == 0)
		return 0;
	server_sql_rollback(db);
	return -1;
}

void
server_sql_rollback(struct server_db *db)
{
	if (db->batch) {
		(void)sqlite3_exec(db->sql, "ROLLBACK TO change;"
		    " RELEASE change", NULL, NULL, NULL);
		return;
	}
	if (!sqlite3_get_autocommit(db->sql))
		(void)sqlite3_exec(db->sql, "ROLLBACK", NULL, NULL, NULL);
}

int
server_db_batch_begin(struct server_db *db, char *message)
{
	if (db->batch) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the server's "
		    "database: a batch is already begun");
		return -1;
	}
	if (server_sql_run(db, "BEGIN IMMEDIATE", message) != 0)
		return -1;
	db->batch = true;
	return 0;
}

int
server_db_batch_end(struct server_db *db, char *message)
{
	if (!db->batch) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the server's "
		    "database: no batch is begun");
		return -1;
	}
	db->batch = false;
	if (server_sql_run(db, "COMMIT", message) == 0)
		return 0;
	server_sql_rollback(db);
	return -1;
}

int
server_sql_bind_text(sqlite3_stmt *statement, int index, const char *text)
{
	if (text == NULL)
		return sqlite3_bind_null(statement, index);
	return sqlite3_bind_text(statement, index, text, -1, SQLITE_STATIC);
}

int
server_sql_number(struct server_db *db, const char *text, const char *bound,
    long *value, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, text, &statement, message) != 0)
		return -1;
	if (bound != NULL)
		server_sql_bind_text(statement, 1, bound);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW)
		*value = (long)sqlite3_column_int64(statement, 0);
	sqlite3_finalize(statement);
	if (status != SQLITE_ROW)
		return server_sql_fail(db, "the server's database", message);
	return 0;
}

void
server_sql_column_text(sqlite3_stmt *statement, int column, char *out,
    size_t size)
{
	const unsigned char *text = sqlite3_column_text(statement, column);
	size_t length = (size_t)sqlite3_column_bytes(statement, column);

	if (size == 0)
		return;
	if (text == NULL)
		length = 0;
	if (length >= size)
		length = size - 1;
	if (length > 0)
		memcpy(out, text, length);
	out[length] = '\0';
}

int
server_db_path(char *path, size_t size, char *message)
{
	char directory[SAVE_PATH_MAX];
	char why[SAVE_MESSAGE_MAX];

	if (save_directory(directory, sizeof directory) != 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the server's "
		    "database: no state directory (set HOME or "
		    "XDG_STATE_HOME)");
		return -1;
	}
	if (save_make_directory(directory, why) != 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s", why);
		return -1;
	}
	if ((size_t)snprintf(path, size, "%s/%s", directory, SERVER_DB_FILE) >=
	    size) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the server's "
		    "database: the path is too long");
		return -1;
	}
	return 0;
}

/*
 * Creates the file mode 0600 before SQLite opens it (SQLite would make it
 * by the umask), never through a link, and tightens one open to others:
 * its -wal and -shm files take the database's mode.
 */
static int
server_db_make_file(const char *path, char *message)
{
	struct stat status;
	int fd;

	fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
	    SERVER_DB_MODE);
	if (fd == -1) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: %s", path,
		    strerror(errno));
		return -1;
	}
	if (fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: not a file",
		    path);
		close(fd);
		return -1;
	}
	if ((status.st_mode & 0777) != SERVER_DB_MODE &&
	    fchmod(fd, SERVER_DB_MODE) != 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: %s", path,
		    strerror(errno));
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

/* PRAGMA user_version, into *version: 0 or -1. */
static int
server_db_version(struct server_db *db, int *version, char *message)
{
	long value;

	if (server_sql_number(db, "PRAGMA user_version", NULL, &value,
	    message) != 0)
		return -1;
	*version = (int)value;
	return 0;
}

/*
 * Version 1 to 2: the archive's table made anew with the 'agreed' ending,
 * its games copied, inside the caller's transaction.
 */
static const char server_db_from_version_1[] =
	"DROP INDEX games_by_amber;"
	"DROP INDEX games_by_teal;"
	"DROP INDEX games_by_strength;"
	"ALTER TABLE games RENAME TO games_version_1;"
	SERVER_DB_GAMES_TABLE
	"INSERT INTO games SELECT * FROM games_version_1;"
	"DROP TABLE games_version_1;"
	"PRAGMA user_version = 2;";

/*
 * The schema made (or brought from an older version), once, by whichever
 * process opens the file first: the others wait on the write lock and
 * then find it made.  A database
 * already made is only read here, so that many processes open it at once
 * without each taking the write lock.
 */
static int
server_db_schema_make(struct server_db *db, const char *path, char *message)
{
	int version;

	if (server_db_version(db, &version, message) != 0)
		return -1;
	if (version < SERVER_DB_VERSION) {
		if (server_sql_begin(db, message) != 0)
			return -1;
		if (server_db_version(db, &version, message) != 0)
			goto fail;
		if (version == 0 && server_sql_run(db, server_db_schema,
		    message) != 0)
			goto fail;
		if (version == 1 && server_sql_run(db,
		    server_db_from_version_1, message) != 0)
			goto fail;
		if (server_sql_commit(db, message) != 0)
			return -1;
		version = SERVER_DB_VERSION;
	}
	if (version > SERVER_DB_VERSION) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: made by a newer "
		    "gnomon (schema %d; this one knows %d)", path, version,
		    SERVER_DB_VERSION);
		return -1;
	}
	return 0;
fail:
	server_sql_rollback(db);
	return -1;
}

/*
 * Waits for another process's lock, `tries` times so far: SQLite's own
 * wait sleeps longer and longer (up to 100 ms) between looks, so that of
 * a hundred rooms filing at once a few look rarely and lose every time,
 * and wait out the whole timeout.  Here every look is a few milliseconds
 * apart, scattered so that the waiters do not look in step: 1 to
 * BUSY_STEP_MS, drawn from the try and the process.
 */
static int
server_db_busy(void *unused, int tries)
{
	uint64_t state = (uint64_t)getpid() << 32 | (uint64_t)tries;
	int step;

	(void)unused;
	step = 1 + rng_below(&state, BUSY_STEP_MS);
	if ((long)tries * (BUSY_STEP_MS + 1) / 2 >= SERVER_DB_BUSY_MS)
		return 0;
	sqlite3_sleep(step);
	return 1;
}

int
server_db_open(const char *path, struct server_db **result, char *message)
{
	struct server_db *db;

	*result = NULL;
	if (server_db_make_file(path, message) != 0)
		return -1;
	if ((db = calloc(1, sizeof *db)) == NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: %s", path,
		    strerror(errno));
		return -1;
	}
	if (sqlite3_open_v2(path, &db->sql, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_NOFOLLOW, NULL) != SQLITE_OK) {
		server_sql_fail(db, path, message);
		server_db_close(db);
		return -1;
	}
	sqlite3_extended_result_codes(db->sql, 1);
	if (sqlite3_busy_handler(db->sql, server_db_busy, NULL) != SQLITE_OK ||
	    server_sql_run(db, "PRAGMA journal_mode = WAL", message) != 0 ||
	    server_sql_run(db, "PRAGMA synchronous = FULL", message) != 0 ||
	    server_sql_run(db, "PRAGMA foreign_keys = ON", message) != 0 ||
	    server_db_schema_make(db, path, message) != 0) {
		server_db_close(db);
		return -1;
	}
	*result = db;
	return 0;
}

void
server_db_close(struct server_db *db)
{
	if (db == NULL)
		return;
	sqlite3_close_v2(db->sql);
	free(db);
}

/* Runs a check PRAGMA whose rows are "ok" or what is wrong: 1 when it
 * says ok (or, `none_ok`, gives no row), 0 with its first row. */
static int
server_db_check_pragma(struct server_db *db, const char *text, bool none_ok,
    char *message)
{
	sqlite3_stmt *statement;
	int status, whole;

	if (server_sql_prepare(db, text, &statement, message) != 0)
		return -1;
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW) {
		server_sql_column_text(statement, 0, message,
		    SERVER_DB_MESSAGE_MAX);
		if (none_ok)
			snprintf(message, SERVER_DB_MESSAGE_MAX, "a game or "
			    "correspondence game names no player");
		whole = !none_ok && strcmp(message, "ok") == 0;
	} else if (status == SQLITE_DONE && none_ok) {
		whole = 1;
	} else {
		whole = server_sql_fail(db, "checking the server's database",
		    message);
	}
	sqlite3_finalize(statement);
	return whole;
}

int
server_db_check(struct server_db *db, char *message)
{
	int whole;

	whole = server_db_check_pragma(db, "PRAGMA integrity_check", false,
	    message);
	if (whole != 1)
		return whole;
	whole = server_db_check_pragma(db, "PRAGMA foreign_key_check", true,
	    message);
	if (whole == 1)
		snprintf(message, SERVER_DB_MESSAGE_MAX, "ok");
	return whole;
}

int
server_db_backup(struct server_db *db, const char *path, char *message)
{
	struct server_db copy = { NULL, false };
	sqlite3_backup *backup;
	int fd, status;

	fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
	    SERVER_DB_MODE);
	if (fd == -1) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: %s", path,
		    strerror(errno));
		return -1;
	}
	close(fd);
	if (sqlite3_open_v2(path, &copy.sql, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_NOFOLLOW, NULL) != SQLITE_OK) {
		server_sql_fail(&copy, path, message);
		goto fail;
	}
	backup = sqlite3_backup_init(copy.sql, "main", db->sql, "main");
	if (backup == NULL) {
		server_sql_fail(&copy, path, message);
		goto fail;
	}
	do {
		status = sqlite3_backup_step(backup, BACKUP_PAGES);
		if (status == SQLITE_BUSY || status == SQLITE_LOCKED)
			sqlite3_sleep(BACKUP_WAIT_MS);
	} while (status == SQLITE_OK || status == SQLITE_BUSY ||
	    status == SQLITE_LOCKED);
	sqlite3_backup_finish(backup);
	if (status != SQLITE_DONE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s: %s", path,
		    sqlite3_errstr(status));
		goto fail;
	}
	if (sqlite3_close(copy.sql) != SQLITE_OK) {
		server_sql_fail(&copy, path, message);
		copy.sql = NULL;
		goto fail;
	}
	return 0;
fail:
	sqlite3_close_v2(copy.sql);
	unlink(path);
	return -1;
}
