/*
 * What the files of the server's database (server_db.c, server_players.c,
 * server_games.c, server_correspondence.c) share and no other file may
 * use: the handle's insides and the few steps every statement takes, each
 * turning SQLite's failure into the caller's message.  Statements are
 * constant strings; data only ever goes in through sqlite3_bind_*.
 */
#ifndef GNOMON_SERVER_SQL_H
#define GNOMON_SERVER_SQL_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>

#include "store/server_db.h"
#include "store/server_games.h"

struct server_db {
	sqlite3	*sql;
	bool	batch;		/* within server_db_batch_begin's transaction */
};

/* "DOING: SQLite's message" into `message`; returns -1. */
int	server_sql_fail(struct server_db *, const char *doing, char *message);

/* Prepares the constant `text`: 0 with *statement set, or -1. */
int	server_sql_prepare(struct server_db *, const char *text,
	    sqlite3_stmt **statement, char *message);

/* Runs a constant statement that binds nothing and returns no row
 * (BEGIN, COMMIT, a schema's CREATE).  0 or -1. */
int	server_sql_run(struct server_db *, const char *text, char *message);

/* BEGIN IMMEDIATE: a transaction that writes, taking the write lock now
 * (waiting up to SERVER_DB_BUSY_MS) so that it is never refused later
 * half way; within a batch, a savepoint of the batch's.  0 or -1. */
int	server_sql_begin(struct server_db *, char *message);
/* COMMIT (within a batch, RELEASE): 0, or -1 with the change rolled
 * back. */
int	server_sql_commit(struct server_db *, char *message);
/* ROLLBACK, after a failure already said. */
void	server_sql_rollback(struct server_db *);

/* Binds a C string as text (NULL as NULL): SQLite's code. */
int	server_sql_bind_text(sqlite3_stmt *, int index, const char *text);

/* A constant statement's one number (a count, a PRAGMA), `bound` (if not
 * NULL) bound to ?1, into *value: 0 or -1. */
int	server_sql_number(struct server_db *, const char *text,
	    const char *bound, long *value, char *message);

/* Column `column`'s text into `out` (`size` bytes; "" for NULL), cut
 * short if longer. */
void	server_sql_column_text(sqlite3_stmt *, int column, char *out,
	    size_t size);

/* server_game_file's work inside the caller's transaction (a
 * correspondence game ended and filed at once): 0, or -1 for the caller
 * to roll back. */
int	server_game_file_within(struct server_db *, struct server_game *game,
	    const char *record, size_t length, char *message);

#endif
