/*
 * The server's database: one SQLite file that many lobby and room
 * processes share, holding the players (server_players.h), the archive of
 * finished games (server_games.h) and the correspondence games
 * (server_correspondence.h).  This file opens and closes it, checks it and
 * backs it up.
 *
 * WHERE
 * STATE/gnomon/server.db, STATE being the lobby account's state directory
 * (save_directory()), mode 0600, created on the first open.
 *
 * WHY IT CANNOT BE HALF WRITTEN
 * The database is in WAL mode: a writer appends to server.db-wal and a
 * commit is one record there, so a process killed at any instant leaves
 * the last commit whole and nothing of the one it was making.  Readers
 * (the lobby's lists) never wait for a writer; writers wait for each other
 * up to SERVER_DB_BUSY_MS.  Every change that spans rows (a game filed and
 * both ratings moved) is one transaction.  Foreign keys are enforced.
 *
 * NO SQL FROM DATA
 * Every statement is a constant string prepared with bound parameters:
 * names, passwords, records and settings are never part of any SQL text.
 *
 * THE SCHEMA
 * Versioned by PRAGMA user_version (SERVER_DB_VERSION).  A database of an
 * older version is brought to this one when opened, in one transaction; a
 * database of a newer version is refused, never changed.
 *
 * ERRORS
 * Every function returns 0 or 1 (what each says) or -1 with a one-line
 * message in `message` (SERVER_DB_MESSAGE_MAX bytes) for the caller to
 * show; nothing here prints.  `now`, wherever a time is needed, is the
 * caller's (seconds since the epoch), so that tests can move the clock.
 */
#ifndef GNOMON_SERVER_DB_H
#define GNOMON_SERVER_DB_H

#include <stddef.h>

#include "store/save.h"

enum {
	SERVER_DB_VERSION = 2,
	SERVER_DB_MESSAGE_MAX = SAVE_PATH_MAX + 256,
	SERVER_DB_BUSY_MS = 30000,	/* how long a writer waits its turn */
	SERVER_DB_MODE = 0600
};

#define SERVER_DB_FILE "server.db"

struct server_db;

/* The database's path, STATE/gnomon/server.db, its directory created
 * (mode 0700) if it is missing.  0, or -1 with a message. */
int	server_db_path(char *path, size_t size, char *message);

/*
 * Opens (creating, mode 0600, with its schema) the database at `path`.
 * Never through a symbolic link; a file open to others is tightened to
 * 0600.  0 with *db set, or -1 with a message and *db NULL.
 */
int	server_db_open(const char *path, struct server_db **db, char *message);

/* Closes it; NULL is nothing. */
void	server_db_close(struct server_db *);

/*
 * A batch: every change from server_db_batch_begin to server_db_batch_end
 * is one transaction, written at its end (one sync, not one a change), and
 * holds the write lock all along: for filling a database at once (the
 * bench), never for a lobby or a room.  A change that fails inside it is
 * undone alone.  0, or -1 (an end that fails undoes the whole batch).
 */
int	server_db_batch_begin(struct server_db *, char *message);
int	server_db_batch_end(struct server_db *, char *message);

/*
 * PRAGMA integrity_check and foreign_key_check: 1 when the database is
 * whole ("ok" in `message`), 0 when it is not (what is wrong, first, in
 * `message`), -1 when it cannot be asked.
 */
int	server_db_check(struct server_db *, char *message);

/*
 * Copies the whole database to `path` (a new file, mode 0600) by SQLite's
 * online backup, safe while other processes write: the copy is the
 * database as it was at one instant.  A `path` that exists is refused.
 * 0, or -1 with a message (and no file left).
 */
int	server_db_backup(struct server_db *, const char *path, char *message);

#endif
