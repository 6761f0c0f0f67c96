/*
 * server_correspondence.c owns the correspondence games of the server's
 * database (server_correspondence.h): a game started, a move judged by
 * the core and taken, the games waiting on a player, and the games whose
 * time ran out ended on time and filed, each in one transaction.
 */
#include "store/server_correspondence.h"

#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "core/board.h"
#include "core/record.h"
#include "server_sql.h"

/* A game's row, in the order server_correspondence_row reads it. */
#define CORRESPONDENCE_COLUMNS "id, amber, teal, rules, days, to_move," \
	" deadline, rated, started, record"
enum {
	COLUMN_ID, COLUMN_AMBER, COLUMN_TEAL, COLUMN_RULES, COLUMN_DAYS,
	COLUMN_TO_MOVE, COLUMN_DEADLINE, COLUMN_RATED, COLUMN_STARTED,
	COLUMN_RECORD
};

/* A game as the database holds it, with its record. */
struct correspondence_row {
	struct server_correspondence game;
	char	record[RECORD_TEXT_MAX + 1];
};

static const char *const correspondence_colours[COLOUR_COUNT] = {
	"amber", "teal"
};

static void
server_correspondence_row(sqlite3_stmt *statement,
    struct server_correspondence *game)
{
	const unsigned char *to_move;
	int colour;

	memset(game, 0, sizeof *game);
	game->id = sqlite3_column_int64(statement, COLUMN_ID);
	for (colour = 0; colour < COLOUR_COUNT; colour++)
		server_sql_column_text(statement, COLUMN_AMBER + colour,
		    game->name[colour], sizeof game->name[colour]);
	server_sql_column_text(statement, COLUMN_RULES, game->rules,
	    sizeof game->rules);
	game->days = sqlite3_column_int(statement, COLUMN_DAYS);
	to_move = sqlite3_column_text(statement, COLUMN_TO_MOVE);
	game->to_move = to_move != NULL &&
	    strcmp((const char *)to_move, "teal") == 0 ? COLOUR_TEAL :
	    COLOUR_AMBER;
	game->deadline = sqlite3_column_int64(statement, COLUMN_DEADLINE);
	game->rated = sqlite3_column_int(statement, COLUMN_RATED) != 0;
	game->started = sqlite3_column_int64(statement, COLUMN_STARTED);
}

/* Reads a record's text with the core: 0, or -1 with where it is wrong. */
static int
server_correspondence_read(const char *text, size_t length,
    struct record *record, char *message)
{
	char error[RECORD_ERROR_MAX];
	int line;

	if (length > RECORD_TEXT_MAX) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the record is longer "
		    "than a record can be");
		return -1;
	}
	if (record_read(text, length, record, &line, error) != 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the record, line "
		    "%d: %s", line, error);
		return -1;
	}
	return 0;
}

/* The position after the record's moves. */
static void
server_correspondence_position(const struct record *record,
    struct board *board)
{
	record_position(record, record->move_count, board);
}

/* A registered player's id: 1, 0 not registered, -1. */
static int
server_correspondence_player(struct server_db *db, const char *name,
    sqlite3_int64 *id, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "SELECT id FROM players WHERE name = ?1",
	    &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, name);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW)
		*id = sqlite3_column_int64(statement, 0);
	sqlite3_finalize(statement);
	if (status == SQLITE_ROW)
		return 1;
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "a correspondence game", message);
	snprintf(message, SERVER_DB_MESSAGE_MAX, "%s is not registered: a "
	    "correspondence game is between registered players", name);
	return 0;
}

static int
server_correspondence_insert(struct server_db *db, const char *const *names,
    const sqlite3_int64 *players, const char *rules, int days, bool rated,
    const char *record, size_t length, int to_move, int64_t now,
    char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "INSERT INTO correspondence (amber, teal,"
	    " amber_player, teal_player, rules, days, record, to_move,"
	    " deadline, rated, started) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,"
	    " ?8, ?9, ?10, ?11)", &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, names[COLOUR_AMBER]);
	server_sql_bind_text(statement, 2, names[COLOUR_TEAL]);
	sqlite3_bind_int64(statement, 3, players[COLOUR_AMBER]);
	sqlite3_bind_int64(statement, 4, players[COLOUR_TEAL]);
	server_sql_bind_text(statement, 5, rules);
	sqlite3_bind_int(statement, 6, days);
	sqlite3_bind_text(statement, 7, record, (int)length, SQLITE_STATIC);
	server_sql_bind_text(statement, 8, correspondence_colours[to_move]);
	sqlite3_bind_int64(statement, 9, now + (int64_t)days *
	    SERVER_DAY_SECONDS);
	sqlite3_bind_int(statement, 10, rated);
	sqlite3_bind_int64(statement, 11, now);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "starting a correspondence game",
		    message);
	return 0;
}

int
server_correspondence_start(struct server_db *db, const char *amber,
    const char *teal, const char *rules, int days, bool rated,
    const char *record, size_t length, int64_t now, int64_t *id,
    char *message)
{
	const char *names[COLOUR_COUNT] = { amber, teal };
	sqlite3_int64 players[COLOUR_COUNT] = { 0, 0 };
	struct record read;
	struct board board;
	int colour;

	if (days < SERVER_DAYS_MIN || days > SERVER_DAYS_MAX) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a move's time is %d "
		    "to %d days", SERVER_DAYS_MIN, SERVER_DAYS_MAX);
		return -1;
	}
	if (strcmp(amber, teal) == 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a correspondence "
		    "game is between two players");
		return -1;
	}
	if (strlen(rules) >= SERVER_RULES_SIZE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the rules are too "
		    "long");
		return -1;
	}
	if (server_correspondence_read(record, length, &read, message) != 0)
		return -1;
	server_correspondence_position(&read, &board);
	if (record_outcome(&read) != RESULT_NONE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "the game is already "
		    "over");
		return -1;
	}
	if (server_sql_begin(db, message) != 0)
		return -1;
	for (colour = 0; colour < COLOUR_COUNT; colour++)
		if (server_correspondence_player(db, names[colour],
		    &players[colour], message) != 1)
			goto fail;
	if (server_correspondence_insert(db, names, players, rules, days,
	    rated, record, length, board.side, now, message) != 0)
		goto fail;
	*id = sqlite3_last_insert_rowid(db->sql);
	return server_sql_commit(db, message);
fail:
	server_sql_rollback(db);
	return -1;
}

/* The game `id` with its record: 1, 0 none, -1. */
static int
server_correspondence_load(struct server_db *db, int64_t id,
    struct correspondence_row *row, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "SELECT " CORRESPONDENCE_COLUMNS
	    " FROM correspondence WHERE id = ?1", &statement, message) != 0)
		return -1;
	sqlite3_bind_int64(statement, 1, id);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW) {
		server_correspondence_row(statement, &row->game);
		server_sql_column_text(statement, COLUMN_RECORD, row->record,
		    sizeof row->record);
	}
	sqlite3_finalize(statement);
	if (status == SQLITE_ROW)
		return 1;
	if (status == SQLITE_DONE) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "no correspondence "
		    "game %lld", (long long)id);
		return 0;
	}
	return server_sql_fail(db, "a correspondence game", message);
}

int
server_correspondence_get(struct server_db *db, int64_t id,
    struct server_correspondence *game, char *record, size_t size,
    char *message)
{
	static const struct correspondence_row empty;
	struct correspondence_row row = empty;
	int found;

	found = server_correspondence_load(db, id, &row, message);
	if (found == 1) {
		*game = row.game;
		if (record != NULL && size > 0)
			snprintf(record, size, "%s", row.record);
	}
	return found;
}

static int
server_correspondence_delete(struct server_db *db, int64_t id,
    char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "DELETE FROM correspondence WHERE id = ?1",
	    &statement, message) != 0)
		return -1;
	sqlite3_bind_int64(statement, 1, id);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "ending a correspondence game",
		    message);
	return 0;
}

/* Files the game of `row`, over as `record` (`text`, `length`) says and
 * ended by `ending` at `ended`, and removes it here: within the caller's
 * transaction.  0 with *filed, or -1. */
static int
server_correspondence_file(struct server_db *db,
    const struct correspondence_row *row, const struct record *record,
    const char *text, size_t length, enum server_ending ending,
    int64_t ended, int64_t *filed, char *message)
{
	struct server_game game;
	int colour;

	memset(&game, 0, sizeof game);
	for (colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(game.side[colour].name, sizeof game.side[colour].name,
		    "%s", row->game.name[colour]);
	game.rated = row->game.rated;
	snprintf(game.rules, sizeof game.rules, "%s", row->game.rules);
	snprintf(game.clock, sizeof game.clock, "%d day%s a move",
	    row->game.days, row->game.days == 1 ? "" : "s");
	game.result = record_outcome(record);
	game.ending = ending;
	game.plies = record->move_count;
	game.started = row->game.started;
	game.ended = ended;
	if (server_game_file_within(db, &game, text, length, message) != 0 ||
	    server_correspondence_delete(db, row->game.id, message) != 0)
		return -1;
	*filed = game.id;
	return 0;
}

/* The game of `row` ended on time, within the caller's transaction. */
static int
server_correspondence_time(struct server_db *db,
    const struct correspondence_row *row, int64_t *filed, char *message)
{
	char text[RECORD_TEXT_MAX + 1];
	char ending[RECORD_VALUE_MAX];
	struct record record;
	int length;

	if (server_correspondence_read(row->record, strlen(row->record),
	    &record, message) != 0)
		return -1;
	snprintf(ending, sizeof ending, "%s time",
	    correspondence_colours[!row->game.to_move]);
	record_remove_tag(&record, RECORD_TAG_ENDING);
	if (record_set_tag(&record, RECORD_TAG_ENDING, ending) != 0 ||
	    (length = record_write(&record, text, sizeof text)) < 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "correspondence game "
		    "%lld: its record cannot be ended",
		    (long long)row->game.id);
		return -1;
	}
	return server_correspondence_file(db, row, &record, text,
	    (size_t)length, SERVER_ENDING_TIME, row->game.deadline, filed,
	    message);
}

/*
 * Whether `after` is `before` with moves added, each by `colour`: 1, or 0
 * with why in `message`.
 */
static int
server_correspondence_follows(const struct record *before,
    const struct record *after, int colour, char *message)
{
	struct board board;
	struct undo undo;
	int ply;

	if (after->move_count <= before->move_count ||
	    !rules_same_board(&before->start.rules, &after->start.rules) ||
	    before->start.hash != after->start.hash ||
	    memcmp(before->moves, after->moves, sizeof *before->moves *
	    (size_t)before->move_count) != 0) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "that is not the "
		    "game so far with a move added");
		return 0;
	}
	if (record_tag(after, RECORD_TAG_ENDING) != NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "a correspondence "
		    "game ends on the board or on time");
		return 0;
	}
	board = after->start;
	for (ply = 0; ply < after->move_count; ply++) {
		if (ply >= before->move_count && board.side != colour) {
			snprintf(message, SERVER_DB_MESSAGE_MAX, "a move of "
			    "the other side's is added");
			return 0;
		}
		board_make(&board, after->moves[ply], &undo);
	}
	return 1;
}

static int
server_correspondence_update(struct server_db *db,
    const struct correspondence_row *row, const char *record, size_t length,
    int to_move, int64_t now, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "UPDATE correspondence SET record = ?2,"
	    " to_move = ?3, deadline = ?4 WHERE id = ?1", &statement,
	    message) != 0)
		return -1;
	sqlite3_bind_int64(statement, 1, row->game.id);
	sqlite3_bind_text(statement, 2, record, (int)length, SQLITE_STATIC);
	server_sql_bind_text(statement, 3, correspondence_colours[to_move]);
	sqlite3_bind_int64(statement, 4, now + (int64_t)row->game.days *
	    SERVER_DAY_SECONDS);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "a correspondence move", message);
	return 0;
}

/* The move, within the transaction: 1 taken, 0 refused, -1. */
static int
server_correspondence_take(struct server_db *db, struct correspondence_row
    *row, const char *name, const char *text, size_t length, int64_t now,
    int64_t *filed, char *message)
{
	struct record before, after;
	struct board board;
	int colour, follows;

	if (strcmp(row->game.name[COLOUR_AMBER], name) == 0)
		colour = COLOUR_AMBER;
	else if (strcmp(row->game.name[COLOUR_TEAL], name) == 0)
		colour = COLOUR_TEAL;
	else {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "%s does not play "
		    "correspondence game %lld", name, (long long)row->game.id);
		return 0;
	}
	if (row->game.to_move != colour) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "it is not your "
		    "move");
		return 0;
	}
	if (now > row->game.deadline) {
		if (server_correspondence_time(db, row, filed, message) != 0)
			return -1;
		snprintf(message, SERVER_DB_MESSAGE_MAX, "your time ran out: "
		    "the game ended on time");
		return 0;
	}
	if (server_correspondence_read(row->record, strlen(row->record),
	    &before, message) != 0)
		return -1;
	if (server_correspondence_read(text, length, &after, message) != 0)
		return 0;
	follows = server_correspondence_follows(&before, &after, colour,
	    message);
	if (follows != 1)
		return follows;
	server_correspondence_position(&after, &board);
	if (record_outcome(&after) != RESULT_NONE) {
		enum server_ending ending = board.stones[COLOUR_AMBER] == 0 ||
		    board.stones[COLOUR_TEAL] == 0 ? SERVER_ENDING_ECLIPSE :
		    SERVER_ENDING_DUSK;

		if (server_correspondence_file(db, row, &after, text, length,
		    ending, now, filed, message) != 0)
			return -1;
		return 1;
	}
	if (server_correspondence_update(db, row, text, length, board.side,
	    now, message) != 0)
		return -1;
	return 1;
}

int
server_correspondence_move(struct server_db *db, int64_t id,
    const char *name, const char *record, size_t length, int64_t now,
    int64_t *filed, char *message)
{
	static const struct correspondence_row empty;
	struct correspondence_row row = empty;
	int status;

	*filed = 0;
	if (server_sql_begin(db, message) != 0)
		return -1;
	status = server_correspondence_load(db, id, &row, message);
	if (status == 1)
		status = server_correspondence_take(db, &row, name, record,
		    length, now, filed, message);
	if (status < 0 || (status == 0 && *filed == 0)) {
		server_sql_rollback(db);
		return status;
	}
	/* Taken, or refused for the time with the game ended on time. */
	if (server_sql_commit(db, message) != 0) {
		*filed = 0;
		return -1;
	}
	return status;
}

int
server_correspondence_waiting_count(struct server_db *db, const char *name,
    long *count, char *message)
{
	return server_sql_number(db, "SELECT count(*) FROM correspondence"
	    " WHERE (amber = ?1 AND to_move = 'amber')"
	    " OR (teal = ?1 AND to_move = 'teal')", name, count, message);
}

int
server_correspondence_of(struct server_db *db, const char *name,
    bool waiting, int offset, int limit, struct server_correspondence *games,
    char *message)
{
	sqlite3_stmt *statement;
	int status = SQLITE_DONE, count = 0;

	if (server_sql_prepare(db, "SELECT " CORRESPONDENCE_COLUMNS
	    " FROM correspondence"
	    " WHERE (amber = ?1 AND (NOT ?4 OR to_move = 'amber'))"
	    " OR (teal = ?1 AND (NOT ?4 OR to_move = 'teal'))"
	    " ORDER BY deadline, id LIMIT ?2 OFFSET ?3", &statement,
	    message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, name);
	sqlite3_bind_int(statement, 2, limit);
	sqlite3_bind_int(statement, 3, offset);
	sqlite3_bind_int(statement, 4, waiting);
	while (count < limit &&
	    (status = sqlite3_step(statement)) == SQLITE_ROW)
		server_correspondence_row(statement, &games[count++]);
	if (count < limit && status != SQLITE_DONE)
		count = server_sql_fail(db, "correspondence games", message);
	sqlite3_finalize(statement);
	return count;
}

/* The game whose deadline passed first, before `now`: 1 with *id, 0 none,
 * -1. */
static int
server_correspondence_overdue(struct server_db *db, int64_t now,
    int64_t *id, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "SELECT id FROM correspondence"
	    " WHERE deadline < ?1 ORDER BY deadline, id LIMIT 1", &statement,
	    message) != 0)
		return -1;
	sqlite3_bind_int64(statement, 1, now);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW)
		*id = sqlite3_column_int64(statement, 0);
	sqlite3_finalize(statement);
	if (status == SQLITE_ROW)
		return 1;
	if (status == SQLITE_DONE)
		return 0;
	return server_sql_fail(db, "correspondence games", message);
}

int
server_correspondence_expire(struct server_db *db, int64_t now, long *ended,
    char *message)
{
	static const struct correspondence_row empty;
	struct correspondence_row row;
	int64_t id = 0, filed;
	int found;

	*ended = 0;
	for (;;) {
		row = empty;
		if (server_sql_begin(db, message) != 0)
			return -1;
		found = server_correspondence_overdue(db, now, &id, message);
		if (found == 1)
			found = server_correspondence_load(db, id, &row,
			    message);
		if (found == 1 && server_correspondence_time(db, &row, &filed,
		    message) != 0)
			found = -1;
		if (found != 1) {
			server_sql_rollback(db);
			return found < 0 ? -1 : 0;
		}
		if (server_sql_commit(db, message) != 0)
			return -1;
		(*ended)++;
	}
}
