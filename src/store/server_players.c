/*
 * server_players.c owns the players' table of the server's database
 * (server_players.h): names taken with a password or bound to keys, the
 * password's yescrypt hash (libxcrypt), settings, the leaderboard.
 */
/* A feature-test macro, named as the C library reads it: explicit_bzero,
 * so that a password's hash does not outlive its use. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _DEFAULT_SOURCE
#include "store/server_players.h"

#include <crypt.h>
#include <errno.h>
#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server_sql.h"

/* yescrypt, at libxcrypt's default cost (0). */
#define PLAYERS_HASH_PREFIX "$y$"
enum { PLAYERS_HASH_COST = 0 };

#define PLAYERS_COLUMNS "name, password IS NOT NULL, rating, deviation," \
	" volatility, games, created, settings"

bool
server_player_provisional(const struct glicko2 *rating)
{
	return rating->deviation > GLICKO2_PROVISIONAL;
}

void
server_player_rating_words(const struct glicko2 *rating, char *text)
{
	snprintf(text, SERVER_RATING_TEXT_SIZE, "%ld%s",
	    lround(rating->rating),
	    server_player_provisional(rating) ? "?" : "");
}

int
server_player_name_check(const char *name, char *message)
{
	size_t length = strlen(name);
	size_t i;

	if (length == 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a name cannot be "
		    "empty");
		return -1;
	}
	if (length >= SERVER_NAME_SIZE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a name is at most "
		    "%d bytes", SERVER_NAME_SIZE - 1);
		return -1;
	}
	for (i = 0; i < length; i++) {
		unsigned char byte = (unsigned char)name[i];

		if (byte < ' ' || byte == 0x7f) {
			snprintf(message, SERVER_DB_MESSAGE_MAX, "a name "
			    "cannot hold a control character");
			return -1;
		}
	}
	return 0;
}

/* Fills *player from a row of PLAYERS_COLUMNS. */
static void
server_player_row(sqlite3_stmt *statement, struct server_player *player)
{
	memset(player, 0, sizeof *player);
	server_sql_column_text(statement, 0, player->name, sizeof player->name);
	player->password = sqlite3_column_int(statement, 1) != 0;
	player->rating.rating = sqlite3_column_double(statement, 2);
	player->rating.deviation = sqlite3_column_double(statement, 3);
	player->rating.volatility = sqlite3_column_double(statement, 4);
	player->games = (long)sqlite3_column_int64(statement, 5);
	player->created = sqlite3_column_int64(statement, 6);
	server_sql_column_text(statement, 7, player->settings,
	    sizeof player->settings);
}

int
server_player_find(struct server_db *db, const char *name,
    struct server_player *player, char *message)
{
	sqlite3_stmt *statement;
	int status, found;

	if (server_sql_prepare(db, "SELECT " PLAYERS_COLUMNS " FROM players"
	    " WHERE name = ?1", &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, name);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW) {
		server_player_row(statement, player);
		found = 1;
	} else if (status == SQLITE_DONE) {
		found = 0;
	} else {
		found = server_sql_fail(db, "finding a player", message);
	}
	sqlite3_finalize(statement);
	return found;
}

/* Registers `name` with `hash` (NULL: bound to keys): 1, 0 taken, -1. */
static int
server_player_add(struct server_db *db, const char *name, const char *hash,
    int64_t now, char *message)
{
	sqlite3_stmt *statement;
	struct glicko2 start;
	int status;

	if (server_player_name_check(name, message) != 0)
		return -1;
	glicko2_start(&start);
	if (server_sql_prepare(db, "INSERT INTO players (name, password,"
	    " rating, deviation, volatility, games, created)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6)", &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, name);
	server_sql_bind_text(statement, 2, hash);
	sqlite3_bind_double(statement, 3, start.rating);
	sqlite3_bind_double(statement, 4, start.deviation);
	sqlite3_bind_double(statement, 5, start.volatility);
	sqlite3_bind_int64(statement, 6, now);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status == SQLITE_DONE)
		return 1;
	if (status == SQLITE_CONSTRAINT_UNIQUE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the name %s is "
		    "already registered", name);
		return 0;
	}
	return server_sql_fail(db, "registering a player", message);
}

/* Hashes `password` with `setting` (a fresh one, or a stored hash) into
 * `hash` (CRYPT_OUTPUT_SIZE bytes): 0, or -1. */
static int
server_player_hash(const char *password, const char *setting, char *hash,
    char *message)
{
	struct crypt_data *data;
	int status = -1;

	if ((data = calloc(1, sizeof *data)) == NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a password: %s",
		    strerror(errno));
		return -1;
	}
	if (crypt_rn(password, setting, data, (int)sizeof *data) != NULL &&
	    data->output[0] != '*') {
		snprintf(hash, CRYPT_OUTPUT_SIZE, "%s", data->output);
		status = 0;
	} else {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a password cannot "
		    "be hashed: %s", strerror(errno));
	}
	explicit_bzero(data, sizeof *data);
	free(data);
	return status;
}

static int
server_player_password_check(const char *password, char *message)
{
	if (password[0] == '\0') {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a password cannot "
		    "be empty");
		return -1;
	}
	if (strlen(password) > SERVER_PASSWORD_MAX) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a password is at "
		    "most %d bytes", SERVER_PASSWORD_MAX);
		return -1;
	}
	return 0;
}

int
server_player_add_password(struct server_db *db, const char *name,
    const char *password, int64_t now, char *message)
{
	char setting[CRYPT_GENSALT_OUTPUT_SIZE];
	char hash[CRYPT_OUTPUT_SIZE];
	int added;

	if (server_player_name_check(name, message) != 0 ||
	    server_player_password_check(password, message) != 0)
		return -1;
	/* No random bytes given: libxcrypt takes them from the system. */
	if (crypt_gensalt_rn(PLAYERS_HASH_PREFIX, PLAYERS_HASH_COST, NULL, 0,
	    setting, (int)sizeof setting) == NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a password's salt: "
		    "%s", strerror(errno));
		return -1;
	}
	if (server_player_hash(password, setting, hash, message) != 0)
		return -1;
	added = server_player_add(db, name, hash, now, message);
	explicit_bzero(hash, sizeof hash);
	return added;
}

int
server_player_add_key(struct server_db *db, const char *name, int64_t now,
    char *message)
{
	return server_player_add(db, name, NULL, now, message);
}

/* Compares two strings of `length` bytes in a time that does not say
 * where they differ. */
static bool
server_player_same(const char *a, const char *b, size_t length)
{
	unsigned char differ = 0;
	size_t i;

	for (i = 0; i < length; i++)
		differ |= (unsigned char)(a[i] ^ b[i]);
	return differ == 0;
}

int
server_player_check_password(struct server_db *db, const char *name,
    const char *password, char *message)
{
	char stored[CRYPT_OUTPUT_SIZE];
	char hash[CRYPT_OUTPUT_SIZE];
	sqlite3_stmt *statement;
	int status, right;

	if (server_sql_prepare(db, "SELECT password FROM players"
	    " WHERE name = ?1", &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, name);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW)
		server_sql_column_text(statement, 0, stored, sizeof stored);
	sqlite3_finalize(statement);
	if (status == SQLITE_DONE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s is not "
		    "registered", name);
		return 0;
	}
	if (status != SQLITE_ROW)
		return server_sql_fail(db, "checking a password", message);
	if (stored[0] == '\0') {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s comes in by an "
		    "SSH key, not a password", name);
		return 0;
	}
	if (strlen(password) > SERVER_PASSWORD_MAX) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "wrong password");
		return 0;
	}
	if (server_player_hash(password, stored, hash, message) != 0)
		return -1;
	right = strlen(hash) == strlen(stored) &&
	    server_player_same(hash, stored, strlen(stored));
	explicit_bzero(hash, sizeof hash);
	if (!right)
		snprintf(message, SERVER_DB_MESSAGE_MAX, "wrong password");
	return right ? 1 : 0;
}

int
server_player_set_settings(struct server_db *db, const char *name,
    const char *settings, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (strlen(settings) >= SERVER_SETTINGS_SIZE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the settings are "
		    "longer than %d bytes", SERVER_SETTINGS_SIZE - 1);
		return -1;
	}
	if (server_sql_prepare(db, "UPDATE players SET settings = ?2"
	    " WHERE name = ?1", &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, name);
	server_sql_bind_text(statement, 2, settings);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "setting a player's settings",
		    message);
	if (sqlite3_changes(db->sql) == 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s is not "
		    "registered", name);
		return 0;
	}
	return 1;
}

int
server_players_best(struct server_db *db, int offset, int limit,
    struct server_player *players, char *message)
{
	sqlite3_stmt *statement;
	int status = SQLITE_DONE, count = 0;

	if (server_sql_prepare(db, "SELECT " PLAYERS_COLUMNS " FROM players"
	    " WHERE games > 0 ORDER BY rating DESC, deviation, name"
	    " LIMIT ?1 OFFSET ?2", &statement, message) != 0)
		return -1;
	sqlite3_bind_int(statement, 1, limit);
	sqlite3_bind_int(statement, 2, offset);
	while (count < limit &&
	    (status = sqlite3_step(statement)) == SQLITE_ROW)
		server_player_row(statement, &players[count++]);
	if (count < limit && status != SQLITE_DONE)
		count = server_sql_fail(db, "the leaderboard", message);
	sqlite3_finalize(statement);
	return count;
}

int
server_players_count(struct server_db *db, long *count, char *message)
{
	return server_sql_number(db, "SELECT count(*) FROM players", NULL,
	    count, message);
}
