/*
 * server_games.c owns the archive of the server's database
 * (server_games.h): a finished game filed and both ratings moved in one
 * transaction, the lists, and a game read back with its record.
 */
#include "store/server_games.h"

#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "core/record.h"
#include "server_sql.h"
#include "store/glicko2.h"

/* A game's row, in the order server_game_row reads it. */
#define GAMES_COLUMNS "id, amber, teal, amber_player IS NOT NULL," \
	" teal_player IS NOT NULL, amber_guest, teal_guest, rated," \
	" amber_before, amber_deviation_before, amber_volatility_before," \
	" amber_after, amber_deviation_after, amber_volatility_after," \
	" teal_before, teal_deviation_before, teal_volatility_before," \
	" teal_after, teal_deviation_after, teal_volatility_after," \
	" rules, clock, result, ending, plies, started, ended"
enum {
	COLUMN_ID, COLUMN_NAME, COLUMN_REGISTERED = COLUMN_NAME + 2,
	COLUMN_GUEST = COLUMN_REGISTERED + 2, COLUMN_RATED = COLUMN_GUEST + 2,
	COLUMN_RATINGS,		/* before and after, each side: 3 each */
	COLUMN_RULES = COLUMN_RATINGS + 12, COLUMN_CLOCK, COLUMN_RESULT,
	COLUMN_ENDING, COLUMN_PLIES, COLUMN_STARTED, COLUMN_ENDED,
	GLICKO2_FIELDS = 3
};

static const char *const server_ending_names[SERVER_ENDING_COUNT] = {
	"eclipse", "dusk", "time", "resign", "agreed"
};

/* The result's word in the table (record(5)'s words). */
static const char *const server_result_names[] = {
	[RESULT_AMBER] = "amber", [RESULT_TEAL] = "teal",
	[RESULT_DRAW] = "draw"
};

const char *
server_ending_name(enum server_ending ending)
{
	if ((unsigned)ending >= SERVER_ENDING_COUNT)
		return NULL;
	return server_ending_names[ending];
}

/* A side's player id and rating, when `side->name` is registered: 1, 0
 * not registered, -1. */
static int
server_game_side(struct server_db *db, struct server_side *side,
    sqlite3_int64 *id, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "SELECT id, rating, deviation, volatility"
	    " FROM players WHERE name = ?1", &statement, message) != 0)
		return -1;
	server_sql_bind_text(statement, 1, side->name);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW) {
		*id = sqlite3_column_int64(statement, 0);
		side->before.rating = sqlite3_column_double(statement, 1);
		side->before.deviation = sqlite3_column_double(statement, 2);
		side->before.volatility = sqlite3_column_double(statement, 3);
		side->after = side->before;
	}
	sqlite3_finalize(statement);
	if (status == SQLITE_ROW)
		return 1;
	if (status == SQLITE_DONE)
		return 0;
	return server_sql_fail(db, "filing a game", message);
}

/* A rated game's new rating for a player, stored. */
static int
server_game_rate(struct server_db *db, sqlite3_int64 id,
    const struct glicko2 *rating, char *message)
{
	sqlite3_stmt *statement;
	int status;

	if (server_sql_prepare(db, "UPDATE players SET rating = ?2,"
	    " deviation = ?3, volatility = ?4, games = games + 1"
	    " WHERE id = ?1", &statement, message) != 0)
		return -1;
	sqlite3_bind_int64(statement, 1, id);
	sqlite3_bind_double(statement, 2, rating->rating);
	sqlite3_bind_double(statement, 3, rating->deviation);
	sqlite3_bind_double(statement, 4, rating->volatility);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "rating a game", message);
	return 0;
}

/* Both sides' new ratings, each game its own rating period. */
static void
server_game_glicko2(struct server_game *game)
{
	double score[COLOUR_COUNT];
	int colour;

	score[COLOUR_AMBER] = game->result == RESULT_AMBER ? 1.0 :
	    game->result == RESULT_DRAW ? 0.5 : 0.0;
	score[COLOUR_TEAL] = 1.0 - score[COLOUR_AMBER];
	for (colour = 0; colour < COLOUR_COUNT; colour++) {
		const struct glicko2 *other = &game->side[!colour].before;
		struct glicko2_game played = { other->rating, other->deviation,
		    score[colour] };

		game->side[colour].after = game->side[colour].before;
		glicko2_update(&game->side[colour].after, &played, 1);
	}
}

/* Binds a side's rating, before or after, at `index` on (NULL when the
 * side is not registered). */
static void
server_game_bind_rating(sqlite3_stmt *statement, int index,
    const struct server_side *side, const struct glicko2 *rating)
{
	if (!side->registered) {
		sqlite3_bind_null(statement, index);
		sqlite3_bind_null(statement, index + 1);
		sqlite3_bind_null(statement, index + 2);
		return;
	}
	sqlite3_bind_double(statement, index, rating->rating);
	sqlite3_bind_double(statement, index + 1, rating->deviation);
	sqlite3_bind_double(statement, index + 2, rating->volatility);
}

static int
server_game_insert(struct server_db *db, struct server_game *game,
    const sqlite3_int64 player[COLOUR_COUNT], const char *record,
    size_t length, char *message)
{
	sqlite3_stmt *statement;
	int colour, status;

	if (server_sql_prepare(db, "INSERT INTO games (amber, teal,"
	    " amber_player, teal_player, amber_guest, teal_guest, rated,"
	    " amber_before, amber_deviation_before, amber_volatility_before,"
	    " amber_after, amber_deviation_after, amber_volatility_after,"
	    " teal_before, teal_deviation_before, teal_volatility_before,"
	    " teal_after, teal_deviation_after, teal_volatility_after,"
	    " strength, rules, clock, record, result, ending, plies, started,"
	    " ended) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,"
	    " ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24,"
	    " ?25, ?26, ?27, ?28)", &statement, message) != 0)
		return -1;
	for (colour = 0; colour < COLOUR_COUNT; colour++) {
		const struct server_side *side = &game->side[colour];

		server_sql_bind_text(statement, 1 + colour, side->name);
		if (side->registered)
			sqlite3_bind_int64(statement, 3 + colour,
			    player[colour]);
		sqlite3_bind_int(statement, 5 + colour, side->guest);
		server_game_bind_rating(statement, 8 + colour * 6, side,
		    &side->before);
		server_game_bind_rating(statement, 11 + colour * 6, side,
		    &side->after);
	}
	sqlite3_bind_int(statement, 7, game->rated);
	if (game->rated)
		sqlite3_bind_double(statement, 20,
		    (game->side[COLOUR_AMBER].before.rating +
		    game->side[COLOUR_TEAL].before.rating) / 2.0);
	server_sql_bind_text(statement, 21, game->rules);
	server_sql_bind_text(statement, 22, game->clock);
	sqlite3_bind_text(statement, 23, record, (int)length, SQLITE_STATIC);
	server_sql_bind_text(statement, 24,
	    server_result_names[game->result]);
	server_sql_bind_text(statement, 25, server_ending_name(game->ending));
	sqlite3_bind_int(statement, 26, game->plies);
	sqlite3_bind_int64(statement, 27, game->started);
	sqlite3_bind_int64(statement, 28, game->ended);
	status = sqlite3_step(statement);
	sqlite3_finalize(statement);
	if (status != SQLITE_DONE)
		return server_sql_fail(db, "filing a game", message);
	game->id = sqlite3_last_insert_rowid(db->sql);
	return 0;
}

/* What the caller gave, checked before anything is written. */
static int
server_game_valid(const struct server_game *game, const char *record,
    size_t length, char *message)
{
	int colour;

	for (colour = 0; colour < COLOUR_COUNT; colour++)
		if (memchr(game->side[colour].name, '\0',
		    sizeof game->side[colour].name) == NULL ||
		    server_player_name_check(game->side[colour].name,
		    message) != 0)
			return -1;
	if (game->result != RESULT_AMBER && game->result != RESULT_TEAL &&
	    game->result != RESULT_DRAW) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "filing a game: it "
		    "has no result");
		return -1;
	}
	if (server_ending_name(game->ending) == NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "filing a game: it "
		    "has no ending");
		return -1;
	}
	if (memchr(game->rules, '\0', sizeof game->rules) == NULL ||
	    memchr(game->clock, '\0', sizeof game->clock) == NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "filing a game: its "
		    "rules or clock are not text");
		return -1;
	}
	if (length > RECORD_TEXT_MAX || memchr(record, '\0', length) != NULL) {
		snprintf(message, SERVER_DB_MESSAGE_MAX, "filing a game: its "
		    "record is not a record's text");
		return -1;
	}
	return 0;
}

int
server_game_file_within(struct server_db *db, struct server_game *game,
    const char *record, size_t length, char *message)
{
	sqlite3_int64 player[COLOUR_COUNT] = { 0, 0 };
	bool rated;
	int colour, found;

	if (server_game_valid(game, record, length, message) != 0)
		return -1;
	rated = game->rated &&
	    strcmp(game->side[COLOUR_AMBER].name,
	    game->side[COLOUR_TEAL].name) != 0;
	for (colour = 0; colour < COLOUR_COUNT; colour++) {
		struct server_side *side = &game->side[colour];

		found = side->guest ? 0 :
		    server_game_side(db, side, &player[colour], message);
		if (found < 0)
			return -1;
		side->registered = found == 1;
		if (!side->registered) {
			memset(&side->before, 0, sizeof side->before);
			side->after = side->before;
			rated = false;
		}
	}
	game->rated = rated;
	if (rated) {
		server_game_glicko2(game);
		for (colour = 0; colour < COLOUR_COUNT; colour++)
			if (server_game_rate(db, player[colour],
			    &game->side[colour].after, message) != 0)
				return -1;
	}
	return server_game_insert(db, game, player, record, length, message);
}

int
server_game_file(struct server_db *db, struct server_game *game,
    const char *record, size_t length, char *message)
{
	if (server_game_valid(game, record, length, message) != 0 ||
	    server_sql_begin(db, message) != 0)
		return -1;
	if (server_game_file_within(db, game, record, length, message) != 0) {
		server_sql_rollback(db);
		return -1;
	}
	return server_sql_commit(db, message);
}

/* Reads a rating, three columns from `column`. */
static void
server_game_column_rating(sqlite3_stmt *statement, int column,
    struct glicko2 *rating)
{
	rating->rating = sqlite3_column_double(statement, column);
	rating->deviation = sqlite3_column_double(statement, column + 1);
	rating->volatility = sqlite3_column_double(statement, column + 2);
}

/* A word of a table (results, endings) back to its index: -1 if none. */
static int
server_game_word(sqlite3_stmt *statement, int column,
    const char *const *words, int count)
{
	const char *text = (const char *)sqlite3_column_text(statement,
	    column);
	int i;

	for (i = 0; text != NULL && i < count; i++)
		if (words[i] != NULL && strcmp(words[i], text) == 0)
			return i;
	return -1;
}

/* Fills *game from a row of GAMES_COLUMNS. */
static void
server_game_row(sqlite3_stmt *statement, struct server_game *game)
{
	int colour, word;

	memset(game, 0, sizeof *game);
	game->id = sqlite3_column_int64(statement, COLUMN_ID);
	for (colour = 0; colour < COLOUR_COUNT; colour++) {
		struct server_side *side = &game->side[colour];
		int ratings = COLUMN_RATINGS + colour * 2 * GLICKO2_FIELDS;

		server_sql_column_text(statement, COLUMN_NAME + colour,
		    side->name, sizeof side->name);
		side->registered = sqlite3_column_int(statement,
		    COLUMN_REGISTERED + colour) != 0;
		side->guest = sqlite3_column_int(statement,
		    COLUMN_GUEST + colour) != 0;
		server_game_column_rating(statement, ratings, &side->before);
		server_game_column_rating(statement, ratings + GLICKO2_FIELDS,
		    &side->after);
	}
	game->rated = sqlite3_column_int(statement, COLUMN_RATED) != 0;
	server_sql_column_text(statement, COLUMN_RULES, game->rules,
	    sizeof game->rules);
	server_sql_column_text(statement, COLUMN_CLOCK, game->clock,
	    sizeof game->clock);
	word = server_game_word(statement, COLUMN_RESULT, server_result_names,
	    (int)(sizeof server_result_names / sizeof *server_result_names));
	game->result = word < 0 ? RESULT_NONE : (enum result)word;
	word = server_game_word(statement, COLUMN_ENDING, server_ending_names,
	    SERVER_ENDING_COUNT);
	game->ending = word < 0 ? SERVER_ENDING_COUNT :
	    (enum server_ending)word;
	game->plies = sqlite3_column_int(statement, COLUMN_PLIES);
	game->started = sqlite3_column_int64(statement, COLUMN_STARTED);
	game->ended = sqlite3_column_int64(statement, COLUMN_ENDED);
}

int
server_game_get(struct server_db *db, int64_t id, struct server_game *game,
    char *record, size_t size, char *message)
{
	sqlite3_stmt *statement;
	int status, found;

	if (server_sql_prepare(db, "SELECT " GAMES_COLUMNS ", record"
	    " FROM games WHERE id = ?1", &statement, message) != 0)
		return -1;
	sqlite3_bind_int64(statement, 1, id);
	status = sqlite3_step(statement);
	if (status == SQLITE_ROW) {
		server_game_row(statement, game);
		if (record != NULL)
			server_sql_column_text(statement, COLUMN_ENDED + 1,
			    record, size);
		found = 1;
	} else if (status == SQLITE_DONE) {
		found = 0;
	} else {
		found = server_sql_fail(db, "reading a game", message);
	}
	sqlite3_finalize(statement);
	return found;
}

/* Steps a prepared list into `games`: the count, or -1.  Finalizes it. */
static int
server_games_list(struct server_db *db, sqlite3_stmt *statement, int limit,
    struct server_game *games, char *message)
{
	int status = SQLITE_DONE, count = 0;

	while (count < limit &&
	    (status = sqlite3_step(statement)) == SQLITE_ROW)
		server_game_row(statement, &games[count++]);
	if (count < limit && status != SQLITE_DONE)
		count = server_sql_fail(db, "listing games", message);
	sqlite3_finalize(statement);
	return count;
}

int
server_games_latest(struct server_db *db, int offset, int limit,
    struct server_game *games, char *message)
{
	sqlite3_stmt *statement;

	if (server_sql_prepare(db, "SELECT " GAMES_COLUMNS " FROM games"
	    " ORDER BY id DESC LIMIT ?1 OFFSET ?2", &statement, message) != 0)
		return -1;
	sqlite3_bind_int(statement, 1, limit);
	sqlite3_bind_int(statement, 2, offset);
	return server_games_list(db, statement, limit, games, message);
}

/* A player's games: through the two indexes by name, merged, newest
 * first (an OR of the two would let SQLite walk the whole table by id). */
int
server_games_of(struct server_db *db, const char *name, int offset,
    int limit, struct server_game *games, char *message)
{
	sqlite3_stmt *statement;

	if (server_sql_prepare(db, "SELECT " GAMES_COLUMNS " FROM games"
	    " WHERE id IN (SELECT id FROM games WHERE amber = ?3"
	    " UNION ALL SELECT id FROM games WHERE teal = ?3)"
	    " ORDER BY id DESC LIMIT ?1 OFFSET ?2", &statement, message) != 0)
		return -1;
	sqlite3_bind_int(statement, 1, limit);
	sqlite3_bind_int(statement, 2, offset);
	server_sql_bind_text(statement, 3, name);
	return server_games_list(db, statement, limit, games, message);
}

int
server_games_best(struct server_db *db, int offset, int limit,
    struct server_game *games, char *message)
{
	sqlite3_stmt *statement;

	if (server_sql_prepare(db, "SELECT " GAMES_COLUMNS " FROM games"
	    " WHERE rated ORDER BY strength DESC, id DESC"
	    " LIMIT ?1 OFFSET ?2", &statement, message) != 0)
		return -1;
	sqlite3_bind_int(statement, 1, limit);
	sqlite3_bind_int(statement, 2, offset);
	return server_games_list(db, statement, limit, games, message);
}

int
server_games_count(struct server_db *db, long *count, char *message)
{
	return server_sql_number(db, "SELECT count(*) FROM games", NULL,
	    count, message);
}
