/*
 * The server's database (server_db.h, server_players.h, server_games.h):
 * made mode 0600 in WAL mode with its schema's version, a newer schema
 * and a link refused; names taken with a password or a key, once only,
 * passwords checked against their yescrypt hash; hostile names and texts
 * kept verbatim; a game filed moves both ratings exactly as
 * glicko2_update says and an unrated or a guest's game moves nothing; the
 * lists and the leaderboard in their orders; a backup that checks whole;
 * writers at once, none refused; and a child killed (SIGKILL) while
 * filing games, at a random instant after it said its first game filed,
 * which leaves the database whole with every game whose filing had
 * returned.  Every test works in a fresh directory.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/board.h"
#include "core/record.h"
#include "core/rng.h"
#include "core/rules.h"
#include "store/glicko2.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"
#include "support/fixture.h"
#include "support/server_scratch.h"

enum {
	NOW = 1765000000,		/* a fixed clock: 2025-12-06 */
	KILL_ROUNDS = 400,		/* GNOMON_SERVER_KILL_ROUNDS */
	KILL_ROUNDS_MOST = 100000,
	KILL_DELAY_MS = 10,		/* the most it files after its first */
	KILL_IDS_MAX = 4096,		/* games a killed child says filed */
	WRITERS = 4,			/* processes filing at once */
	WRITER_GAMES = 25,
	LIST_MAX = 16
};

struct server {
	char	directory[SAVE_PATH_MAX - 64];
	char	path[SAVE_PATH_MAX];		/* directory/server.db */
	struct server_db *db;
	char	message[SERVER_DB_MESSAGE_MAX];
	char	record[RECORD_TEXT_MAX + 1];	/* a game's, to file */
	size_t	length;
	int	plies;
	enum result result;
	uint64_t seed;				/* a killed child's */
};

static int
setup(void **state)
{
	struct server *server = calloc(1, sizeof *server);

	if (server == NULL || server_scratch_open("server", server->directory,
	    sizeof server->directory, server->path, &server->db) != 0) {
		free(server);
		return -1;
	}
	*state = server;
	return 0;
}

static int
teardown(void **state)
{
	struct server *server = *state;

	server_scratch_close(server->db, server->directory);
	free(server);
	return 0;
}

/* A whole legal game, random moves from `seed`, as the record's text in
 * server->record, with its plies and result. */
static void
make_game(struct server *server, uint64_t seed)
{
	static struct record record;
	struct rules rules;
	struct board board;
	uint64_t rng = seed;
	int length;

	rules_default(&rules);
	record_init(&record, &rules);
	board = record.start;
	while (!board_is_over(&board)) {
		struct move_list list;
		struct undo undo;
		uint16_t move;

		assert_true(board_legal_moves(&board, &list) > 0);
		move = list.moves[rng_below(&rng, list.count)];
		assert_int_equal(record_add_move(&record, move), 0);
		board_make(&board, move, &undo);
	}
	record.result = board_result(&board);
	length = record_write(&record, server->record, sizeof server->record);
	assert_true(length > 0);
	server->length = (size_t)length;
	server->plies = record.move_count;
	server->result = record.result;
}

/* A game between `amber` and `teal` with `result`, ready to file. */
static void
game_between(struct server_game *game, const char *amber, const char *teal,
    bool rated, enum result result)
{
	memset(game, 0, sizeof *game);
	snprintf(game->side[COLOUR_AMBER].name, SERVER_NAME_SIZE, "%s", amber);
	snprintf(game->side[COLOUR_TEAL].name, SERVER_NAME_SIZE, "%s", teal);
	game->rated = rated;
	snprintf(game->rules, sizeof game->rules, "len=2 day=8");
	snprintf(game->clock, sizeof game->clock, "5+3");
	game->result = result;
	game->ending = result == RESULT_DRAW ? SERVER_ENDING_DUSK :
	    SERVER_ENDING_ECLIPSE;
	game->plies = 40;
	game->started = NOW;
	game->ended = NOW + 600;
}

static void
file_game(struct server *server, struct server_game *game)
{
	if (server->length == 0)
		make_game(server, 1);
	if (server_game_file(server->db, game, server->record, server->length,
	    server->message) != 0)
		fail_msg("%s", server->message);
}

static void
add_key(struct server *server, const char *name)
{
	assert_int_equal(server_player_add_key(server->db, name, NOW,
	    server->message), 1);
}

static struct server_player
find(struct server *server, const char *name)
{
	struct server_player player;

	if (server_player_find(server->db, name, &player,
	    server->message) != 1)
		fail_msg("%s not found: %s", name, server->message);
	return player;
}

/* A statement's one number, asked of the file by SQLite itself. */
static long
ask(const char *path, const char *text)
{
	sqlite3 *sql;
	sqlite3_stmt *statement;
	long value = -1;

	assert_int_equal(sqlite3_open_v2(path, &sql, SQLITE_OPEN_READWRITE,
	    NULL), SQLITE_OK);
	sqlite3_busy_timeout(sql, SERVER_DB_BUSY_MS);
	assert_int_equal(sqlite3_prepare_v2(sql, text, -1, &statement, NULL),
	    SQLITE_OK);
	if (sqlite3_step(statement) == SQLITE_ROW)
		value = (long)sqlite3_column_int64(statement, 0);
	sqlite3_finalize(statement);
	sqlite3_close(sql);
	return value;
}

static void
test_server_db_made_0600_in_wal_with_its_schema_version(void **state)
{
	struct server *server = *state;
	char wal[SAVE_PATH_MAX + 8];
	struct stat status;
	sqlite3 *sql;
	sqlite3_stmt *statement;

	assert_int_equal(stat(server->path, &status), 0);
	assert_int_equal(status.st_mode & 0777, 0600);
	add_key(server, "amy");
	snprintf(wal, sizeof wal, "%s-wal", server->path);
	assert_int_equal(stat(wal, &status), 0);
	assert_int_equal(status.st_mode & 0777, 0600);
	assert_int_equal(ask(server->path, "PRAGMA user_version"),
	    SERVER_DB_VERSION);
	assert_int_equal(sqlite3_open_v2(server->path, &sql,
	    SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(sql, "PRAGMA journal_mode", -1,
	    &statement, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_step(statement), SQLITE_ROW);
	assert_string_equal((const char *)sqlite3_column_text(statement, 0),
	    "wal");
	sqlite3_finalize(statement);
	sqlite3_close(sql);
	assert_int_equal(server_db_check(server->db, server->message), 1);
	assert_string_equal(server->message, "ok");
}

static void
test_server_db_open_to_others_is_tightened_and_reopened(void **state)
{
	struct server *server = *state;
	struct stat status;

	add_key(server, "amy");
	server_db_close(server->db);
	assert_int_equal(chmod(server->path, 0644), 0);
	assert_int_equal(server_db_open(server->path, &server->db,
	    server->message), 0);
	assert_int_equal(stat(server->path, &status), 0);
	assert_int_equal(status.st_mode & 0777, 0600);
	assert_string_equal(find(server, "amy").name, "amy");
}

static void
test_server_db_newer_schema_and_link_refused(void **state)
{
	struct server *server = *state;
	char link_path[SAVE_PATH_MAX + 8];
	struct server_db *db = NULL;

	snprintf(link_path, sizeof link_path, "%s/link.db",
	    server->directory);
	assert_int_equal(symlink(server->path, link_path), 0);
	assert_int_equal(server_db_open(link_path, &db, server->message), -1);
	assert_null(db);
	server_db_close(server->db);
	server->db = NULL;
	assert_int_equal(ask(server->path, "PRAGMA user_version = 99"), -1);
	assert_int_equal(server_db_open(server->path, &db, server->message),
	    -1);
	assert_null(db);
	assert_non_null(strstr(server->message, "newer gnomon"));
	assert_int_equal(ask(server->path, "PRAGMA user_version"), 99);
	unlink(link_path);
}

/*
 * The file made as version 1 made it: the archive's table with no
 * 'agreed' ending (its text as SQLite keeps it, the ending's CHECK cut
 * back), user_version 1.
 */
static void
make_version_1(const char *path)
{
	static const char version_1[] =
	    "BEGIN;"
	    "PRAGMA writable_schema = ON;"
	    "UPDATE sqlite_schema SET sql = replace(sql,"
	    " '''resign'', ''agreed''', '''resign''') WHERE name = 'games';"
	    "PRAGMA writable_schema = OFF;"
	    "PRAGMA user_version = 1;"
	    "COMMIT;";
	sqlite3 *sql;

	assert_int_equal(sqlite3_open_v2(path, &sql, SQLITE_OPEN_READWRITE,
	    NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(sql, version_1, NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(sql);
}

/*
 * A database of version 1 (no 'agreed' ending) is brought to version 2
 * when opened: its games kept with their ids, records and ratings, an
 * agreed draw filed after, and the file whole.
 */
static void
test_server_db_version_1_is_brought_to_2_games_kept(void **state)
{
	struct server *server = *state;
	struct server_game game, got;
	char record[RECORD_TEXT_MAX + 1];
	int64_t first;

	add_key(server, "amy");
	add_key(server, "ben");
	game_between(&game, "amy", "ben", true, RESULT_TEAL);
	file_game(server, &game);
	first = game.id;
	server_db_close(server->db);
	server->db = NULL;
	make_version_1(server->path);
	assert_int_equal(ask(server->path, "PRAGMA user_version"), 1);
	assert_int_equal(ask(server->path, "SELECT count(*) FROM"
	    " sqlite_schema WHERE sql LIKE '%agreed%'"), 0);

	assert_int_equal(server_db_open(server->path, &server->db,
	    server->message), 0);
	assert_int_equal(ask(server->path, "PRAGMA user_version"), 2);
	assert_int_equal(server_game_get(server->db, first, &got, record,
	    sizeof record, server->message), 1);
	assert_string_equal(got.side[COLOUR_AMBER].name, "amy");
	assert_int_equal(got.result, RESULT_TEAL);
	assert_string_equal(record, server->record);
	assert_true(got.side[COLOUR_TEAL].after.rating ==
	    game.side[COLOUR_TEAL].after.rating);
	assert_int_equal(ask(server->path, "SELECT count(*) FROM"
	    " sqlite_schema WHERE type = 'index' AND tbl_name = 'games'"), 3);

	game_between(&game, "amy", "ben", true, RESULT_DRAW);
	game.ending = SERVER_ENDING_AGREED;
	file_game(server, &game);
	assert_int_equal(server_game_get(server->db, game.id, &got, NULL, 0,
	    server->message), 1);
	assert_int_equal(got.ending, SERVER_ENDING_AGREED);
	assert_string_equal(server_ending_name(got.ending), "agreed");
	assert_int_equal(server_db_check(server->db, server->message), 1);
	assert_string_equal(server->message, "ok");
}

static void
test_server_db_a_name_is_taken_once(void **state)
{
	struct server *server = *state;
	long count;

	assert_int_equal(server_player_add_password(server->db, "amy",
	    "secret", NOW, server->message), 1);
	assert_int_equal(server_player_add_password(server->db, "amy",
	    "other", NOW, server->message), 0);
	assert_non_null(strstr(server->message, "already registered"));
	assert_int_equal(server_player_add_key(server->db, "amy", NOW,
	    server->message), 0);
	add_key(server, "bob");
	assert_int_equal(server_player_add_password(server->db, "bob",
	    "secret", NOW, server->message), 0);
	assert_int_equal(server_players_count(server->db, &count,
	    server->message), 0);
	assert_int_equal(count, 2);
	/* The password that took the name is still the one. */
	assert_int_equal(server_player_check_password(server->db, "amy",
	    "secret", server->message), 1);
}

static void
test_server_db_passwords_checked_and_only_their_hash_kept(void **state)
{
	struct server *server = *state;
	struct server_player player;

	assert_int_equal(server_player_add_password(server->db, "amy",
	    "correct horse", NOW, server->message), 1);
	assert_int_equal(server_player_check_password(server->db, "amy",
	    "correct horse", server->message), 1);
	assert_int_equal(server_player_check_password(server->db, "amy",
	    "correct hors", server->message), 0);
	assert_string_equal(server->message, "wrong password");
	assert_int_equal(server_player_check_password(server->db, "amy",
	    "", server->message), 0);
	assert_int_equal(server_player_check_password(server->db, "nobody",
	    "correct horse", server->message), 0);
	add_key(server, "bob");
	assert_int_equal(server_player_check_password(server->db, "bob",
	    "", server->message), 0);
	assert_non_null(strstr(server->message, "SSH key"));
	assert_int_equal(server_player_add_password(server->db, "cy", "",
	    NOW, server->message), -1);
	/* The hash is yescrypt's, and the password is nowhere in it. */
	assert_int_equal(ask(server->path, "SELECT count(*) FROM players"
	    " WHERE password LIKE '$y$%' AND instr(password, 'horse') = 0"),
	    1);
	player = find(server, "amy");
	assert_true(player.password);
	assert_false(find(server, "bob").password);
	assert_int_equal(player.created, NOW);
	assert_float_equal(player.rating.rating, GLICKO2_RATING_START, 0);
	assert_true(server_player_provisional(&player.rating));
}

static void
test_server_db_settings_follow_the_name(void **state)
{
	struct server *server = *state;

	add_key(server, "amy");
	assert_string_equal(find(server, "amy").settings, "");
	assert_int_equal(server_player_set_settings(server->db, "amy",
	    "calm=1 colours=dusk", server->message), 1);
	assert_string_equal(find(server, "amy").settings,
	    "calm=1 colours=dusk");
	assert_int_equal(server_player_set_settings(server->db, "bob",
	    "calm=1", server->message), 0);
}

/* Names and texts an attacker would try: each kept as it was given. */
static const char *const hostile[] = {
	"'; DROP TABLE players;--",
	"\"quoted\"",
	"o'brien",
	"a;b;c",
	"%s%n%x",
	"\\x00\\",
	"Robert'); --",
	"李小龍",
	"* FROM games",
	"?1 ?2",
};

static void
test_server_db_hostile_names_and_texts_round_trip(void **state)
{
	struct server *server = *state;
	const char cut[] = "nul\0cut";
	struct server_game game, back;
	char record[RECORD_TEXT_MAX + 1];
	size_t i;
	long count;

	for (i = 0; i < sizeof hostile / sizeof *hostile; i++) {
		assert_int_equal(server_player_add_password(server->db,
		    hostile[i], hostile[i], NOW, server->message), 1);
		assert_string_equal(find(server, hostile[i]).name, hostile[i]);
		assert_int_equal(server_player_check_password(server->db,
		    hostile[i], hostile[i], server->message), 1);
		assert_int_equal(server_player_set_settings(server->db,
		    hostile[i], hostile[i], server->message), 1);
		assert_string_equal(find(server, hostile[i]).settings,
		    hostile[i]);
	}
	/* A name is a C string: what follows a NUL is not part of it. */
	add_key(server, cut);
	assert_string_equal(find(server, "nul").name, "nul");
	assert_int_equal(server_player_find(server->db, "nul\001cut",
	    &(struct server_player){ 0 }, server->message), 0);
	assert_int_equal(server_player_add_key(server->db, "bad\033[2J",
	    NOW, server->message), -1);
	assert_int_equal(server_players_count(server->db, &count,
	    server->message), 0);
	assert_int_equal(count, (long)(sizeof hostile / sizeof *hostile) + 1);

	game_between(&game, hostile[0], hostile[1], true, RESULT_AMBER);
	snprintf(game.rules, sizeof game.rules, "%s", hostile[2]);
	snprintf(game.clock, sizeof game.clock, "%s", hostile[3]);
	snprintf(server->record, sizeof server->record, "%s\n%s\n",
	    hostile[0], hostile[4]);
	server->length = strlen(server->record);
	file_game(server, &game);
	assert_true(game.rated);
	assert_int_equal(server_game_get(server->db, game.id, &back, record,
	    sizeof record, server->message), 1);
	assert_string_equal(back.side[COLOUR_AMBER].name, hostile[0]);
	assert_string_equal(back.side[COLOUR_TEAL].name, hostile[1]);
	assert_string_equal(back.rules, hostile[2]);
	assert_string_equal(back.clock, hostile[3]);
	assert_string_equal(record, server->record);
	assert_int_equal(server_games_of(server->db, hostile[0], 0, 1, &back,
	    server->message), 1);
	assert_int_equal(back.id, game.id);
	assert_int_equal(server_db_check(server->db, server->message), 1);
}

/* A rated game moves each rating by glicko2_update of the other's
 * rating before; the before and after are kept in the game's row. */
static void
test_server_db_rated_game_moves_both_ratings_by_glicko2(void **state)
{
	struct server *server = *state;
	struct glicko2 amy, bob, amy_before, bob_before;
	struct server_game game, back;
	int round;

	add_key(server, "amy");
	add_key(server, "bob");
	glicko2_start(&amy);
	glicko2_start(&bob);
	for (round = 0; round < 3; round++) {
		enum result result = round == 1 ? RESULT_DRAW : RESULT_AMBER;
		double score = result == RESULT_DRAW ? 0.5 : 1.0;
		struct glicko2_game against_bob = { bob.rating, bob.deviation,
		    score };
		struct glicko2_game against_amy = { amy.rating, amy.deviation,
		    1.0 - score };

		amy_before = amy;
		bob_before = bob;
		glicko2_update(&amy, &against_bob, 1);
		glicko2_update(&bob, &against_amy, 1);
		game_between(&game, "amy", "bob", true, result);
		file_game(server, &game);
		assert_true(game.rated);
		assert_int_equal(server_game_get(server->db, game.id, &back,
		    NULL, 0, server->message), 1);
		assert_true(back.rated);
		assert_float_equal(back.side[COLOUR_AMBER].before.rating,
		    amy_before.rating, 1e-9);
		assert_float_equal(back.side[COLOUR_TEAL].before.deviation,
		    bob_before.deviation, 1e-9);
		assert_float_equal(back.side[COLOUR_AMBER].after.rating,
		    amy.rating, 1e-9);
		assert_float_equal(back.side[COLOUR_TEAL].after.rating,
		    bob.rating, 1e-9);
		assert_float_equal(back.side[COLOUR_TEAL].after.volatility,
		    bob.volatility, 1e-12);
	}
	assert_float_equal(find(server, "amy").rating.rating, amy.rating,
	    1e-9);
	assert_float_equal(find(server, "amy").rating.deviation,
	    amy.deviation, 1e-9);
	assert_float_equal(find(server, "bob").rating.rating, bob.rating,
	    1e-9);
	assert_float_equal(find(server, "bob").rating.volatility,
	    bob.volatility, 1e-12);
	assert_int_equal(find(server, "amy").games, 3);
	assert_true(amy.rating > GLICKO2_RATING_START);
	assert_true(bob.rating < GLICKO2_RATING_START);
}

/* Unrated, a guest's, an unregistered name's, or a player against
 * themselves: filed, and no rating moves. */
static void
test_server_db_unrated_and_guest_games_move_nothing(void **state)
{
	struct server *server = *state;
	struct server_game game, back;
	long count;

	add_key(server, "amy");
	add_key(server, "bob");
	game_between(&game, "amy", "bob", false, RESULT_AMBER);
	file_game(server, &game);
	assert_false(game.rated);
	game_between(&game, "amy", "bob", true, RESULT_TEAL);
	game.side[COLOUR_TEAL].guest = true;
	file_game(server, &game);
	assert_false(game.rated);
	assert_false(game.side[COLOUR_TEAL].registered);
	game_between(&game, "amy", "cy", true, RESULT_TEAL);
	file_game(server, &game);
	assert_false(game.rated);
	game_between(&game, "amy", "amy", true, RESULT_TEAL);
	file_game(server, &game);
	assert_false(game.rated);
	assert_int_equal(server_games_count(server->db, &count,
	    server->message), 0);
	assert_int_equal(count, 4);
	assert_float_equal(find(server, "amy").rating.rating,
	    GLICKO2_RATING_START, 0);
	assert_float_equal(find(server, "bob").rating.deviation,
	    GLICKO2_DEVIATION_START, 0);
	assert_int_equal(find(server, "amy").games, 0);
	assert_int_equal(server_game_get(server->db, 2, &back, NULL, 0,
	    server->message), 1);
	assert_true(back.side[COLOUR_TEAL].guest);
	assert_true(back.side[COLOUR_AMBER].registered);
	assert_false(back.side[COLOUR_TEAL].registered);
	assert_float_equal(back.side[COLOUR_AMBER].before.rating,
	    back.side[COLOUR_AMBER].after.rating, 0);
	assert_int_equal(server_games_best(server->db, 0, LIST_MAX, &back,
	    server->message), 0);
}

static void
test_server_db_bad_games_are_refused_and_nothing_filed(void **state)
{
	struct server *server = *state;
	struct server_game game;
	long count;

	make_game(server, 2);
	game_between(&game, "amy", "bob", false, RESULT_NONE);
	assert_int_equal(server_game_file(server->db, &game, server->record,
	    server->length, server->message), -1);
	game_between(&game, "amy", "", false, RESULT_AMBER);
	assert_int_equal(server_game_file(server->db, &game, server->record,
	    server->length, server->message), -1);
	game_between(&game, "amy", "bob", false, RESULT_AMBER);
	game.ending = SERVER_ENDING_COUNT;
	assert_int_equal(server_game_file(server->db, &game, server->record,
	    server->length, server->message), -1);
	game_between(&game, "amy", "bob", false, RESULT_AMBER);
	assert_int_equal(server_game_file(server->db, &game, "a\0b", 3,
	    server->message), -1);
	assert_int_equal(server_games_count(server->db, &count,
	    server->message), 0);
	assert_int_equal(count, 0);
}

static void
test_server_db_lists_in_their_orders_a_page_at_a_time(void **state)
{
	struct server *server = *state;
	struct server_game game, list[LIST_MAX];
	char record[RECORD_TEXT_MAX + 1];
	int count, i;

	add_key(server, "amy");
	add_key(server, "bob");
	add_key(server, "cy");
	make_game(server, 3);
	/* Games 1..6: amy-bob rated, bob-cy rated, amy-guest, ... */
	for (i = 0; i < 6; i++) {
		static const char *const ambers[] = { "amy", "bob", "amy" };
		static const char *const teals[] = { "bob", "cy", "zed" };

		game_between(&game, ambers[i % 3], teals[i % 3], true,
		    server->result == RESULT_NONE ? RESULT_DRAW :
		    server->result);
		game.plies = server->plies;
		game.side[COLOUR_TEAL].guest = i % 3 == 2;
		file_game(server, &game);
		assert_int_equal(game.id, i + 1);
	}
	count = server_games_latest(server->db, 0, 4, list, server->message);
	assert_int_equal(count, 4);
	for (i = 0; i < count; i++)
		assert_int_equal(list[i].id, 6 - i);
	count = server_games_latest(server->db, 4, LIST_MAX, list,
	    server->message);
	assert_int_equal(count, 2);
	assert_int_equal(list[0].id, 2);
	count = server_games_of(server->db, "cy", 0, LIST_MAX, list,
	    server->message);
	assert_int_equal(count, 2);
	assert_int_equal(list[0].id, 5);
	assert_int_equal(list[1].id, 2);
	count = server_games_of(server->db, "amy", 1, 2, list,
	    server->message);
	assert_int_equal(count, 2);
	assert_int_equal(list[0].id, 4);
	assert_int_equal(list[1].id, 3);
	assert_int_equal(server_games_of(server->db, "nobody", 0, LIST_MAX,
	    list, server->message), 0);
	/* Best rated: by the mean of the ratings before, rated games only. */
	count = server_games_best(server->db, 0, LIST_MAX, list,
	    server->message);
	assert_int_equal(count, 4);
	for (i = 1; i < count; i++)
		assert_true((list[i - 1].side[0].before.rating +
		    list[i - 1].side[1].before.rating) >=
		    (list[i].side[0].before.rating +
		    list[i].side[1].before.rating));
	for (i = 0; i < count; i++)
		assert_true(list[i].rated);
	/* One game, to replay: its record as filed. */
	assert_int_equal(server_game_get(server->db, 3, &game, record,
	    sizeof record, server->message), 1);
	assert_string_equal(record, server->record);
	assert_int_equal(game.plies, server->plies);
	assert_string_equal(game.side[COLOUR_TEAL].name, "zed");
	assert_string_equal(server_ending_name(game.ending),
	    game.result == RESULT_DRAW ? "dusk" : "eclipse");
	assert_int_equal(game.started, NOW);
	assert_int_equal(game.ended, NOW + 600);
	assert_int_equal(server_game_get(server->db, 99, &game, record,
	    sizeof record, server->message), 0);
}

static void
test_server_db_leaderboard_rated_players_best_first(void **state)
{
	struct server *server = *state;
	struct server_player players[LIST_MAX];
	struct server_game game;
	int count;

	add_key(server, "amy");
	add_key(server, "bob");
	add_key(server, "cy");
	add_key(server, "dee");		/* never rated: not listed */
	game_between(&game, "amy", "bob", true, RESULT_AMBER);
	file_game(server, &game);
	game_between(&game, "bob", "cy", true, RESULT_AMBER);
	file_game(server, &game);
	count = server_players_best(server->db, 0, LIST_MAX, players,
	    server->message);
	assert_int_equal(count, 3);
	assert_string_equal(players[0].name, "amy");
	assert_string_equal(players[2].name, "cy");
	assert_true(players[0].rating.rating >= players[1].rating.rating);
	assert_true(players[1].rating.rating >= players[2].rating.rating);
	assert_int_equal(players[1].games, 2);
	count = server_players_best(server->db, 1, 1, players,
	    server->message);
	assert_int_equal(count, 1);
	assert_string_equal(players[0].name, "bob");
}

static void
test_server_db_backup_checks_whole_and_keeps_the_games(void **state)
{
	struct server *server = *state;
	char copy_path[SAVE_PATH_MAX + 16];
	struct server_player player;
	struct server_db *copy;
	struct server_game game;
	struct stat status;
	long count;
	int i;

	add_key(server, "amy");
	add_key(server, "bob");
	for (i = 0; i < 20; i++) {
		game_between(&game, "amy", "bob", true, RESULT_TEAL);
		file_game(server, &game);
	}
	snprintf(copy_path, sizeof copy_path, "%s/backup.db",
	    server->directory);
	assert_int_equal(server_db_backup(server->db, copy_path,
	    server->message), 0);
	assert_int_equal(stat(copy_path, &status), 0);
	assert_int_equal(status.st_mode & 0777, 0600);
	/* A file that is there is never written over. */
	assert_int_equal(server_db_backup(server->db, copy_path,
	    server->message), -1);
	assert_int_equal(server_db_open(copy_path, &copy, server->message),
	    0);
	assert_int_equal(server_db_check(copy, server->message), 1);
	assert_int_equal(server_games_count(copy, &count, server->message),
	    0);
	assert_int_equal(count, 20);
	assert_int_equal(server_player_find(copy, "bob", &player,
	    server->message), 1);
	assert_float_equal(find(server, "bob").rating.rating,
	    player.rating.rating, 0);
	server_db_close(copy);
}

/* A batch is one transaction: seen by another connection only at its
 * end; a change refused inside it is undone alone. */
static void
test_server_db_a_batch_ends_whole_a_refusal_undone_alone(void **state)
{
	struct server *server = *state;
	struct server_game game;
	long count;
	int i;

	add_key(server, "amy");
	assert_int_equal(server_db_batch_begin(server->db, server->message),
	    0);
	assert_int_equal(server_db_batch_begin(server->db, server->message),
	    -1);
	add_key(server, "bob");
	assert_int_equal(server_player_add_key(server->db, "bob", NOW,
	    server->message), 0);
	for (i = 0; i < 3; i++) {
		game_between(&game, "amy", "bob", true, RESULT_AMBER);
		file_game(server, &game);
	}
	game_between(&game, "amy", "bob", true, RESULT_NONE);
	assert_int_equal(server_game_file(server->db, &game, server->record,
	    server->length, server->message), -1);
	/* Not yet seen from outside the batch. */
	assert_int_equal(ask(server->path, "SELECT count(*) FROM games"), 0);
	assert_int_equal(server_db_batch_end(server->db, server->message), 0);
	assert_int_equal(server_db_batch_end(server->db, server->message),
	    -1);
	assert_int_equal(ask(server->path, "SELECT count(*) FROM games"), 3);
	assert_int_equal(server_games_count(server->db, &count,
	    server->message), 0);
	assert_int_equal(count, 3);
	assert_int_equal(find(server, "bob").games, 3);
}

/* Each child files WRITER_GAMES rated games at once with the others: none
 * is refused for the lock, and every rating moved once a game. */
static void
test_server_db_writers_at_once_none_refused(void **state)
{
	struct server *server = *state;
	struct server_player amy, bob;
	long count;
	int child, status;

	add_key(server, "amy");
	add_key(server, "bob");
	make_game(server, 4);
	/* No connection crosses a fork (SQLite's rule): the children open
	 * their own, and this one is opened again after them. */
	server_db_close(server->db);
	server->db = NULL;
	for (child = 0; child < WRITERS; child++) {
		pid_t pid = fork();

		assert_true(pid >= 0);
		if (pid == 0) {
			struct server_db *db;
			struct server_game game;
			int i;

			if (server_db_open(server->path, &db,
			    server->message) != 0)
				_exit(1);
			for (i = 0; i < WRITER_GAMES; i++) {
				game_between(&game, "amy", "bob", true,
				    RESULT_DRAW);
				if (server_game_file(db, &game, server->record,
				    server->length, server->message) != 0) {
					fprintf(stderr, "%s\n",
					    server->message);
					_exit(1);
				}
			}
			server_db_close(db);
			_exit(0);
		}
	}
	for (child = 0; child < WRITERS; child++) {
		assert_true(wait(&status) > 0);
		assert_true(WIFEXITED(status));
		assert_int_equal(WEXITSTATUS(status), 0);
	}
	assert_int_equal(server_db_open(server->path, &server->db,
	    server->message), 0);
	assert_int_equal(server_games_count(server->db, &count,
	    server->message), 0);
	assert_int_equal(count, WRITERS * WRITER_GAMES);
	amy = find(server, "amy");
	bob = find(server, "bob");
	assert_int_equal(amy.games, WRITERS * WRITER_GAMES);
	assert_int_equal(bob.games, WRITERS * WRITER_GAMES);
	assert_int_equal(server_db_check(server->db, server->message), 1);
}

/* The child: files rated games between four players for ever, writing
 * each game's id to `out` once its filing has returned. */
static void
kill_child(void *context, int out)
{
	static const char *const names[] = { "amy", "bob", "cy", "dee" };
	struct server *server = context;
	struct server_game game;
	struct server_db *db;
	uint64_t rng = server->seed;

	if (server_db_open(server->path, &db, server->message) != 0)
		_exit(1);
	for (;;) {
		int amber = rng_below(&rng, 4);
		int teal = (amber + 1 + rng_below(&rng, 3)) % 4;

		game_between(&game, names[amber], names[teal], true,
		    (enum result)(1 + rng_below(&rng, 3)));
		if (server_game_file(db, &game, server->record,
		    server->length, server->message) != 0)
			_exit(1);
		server_scratch_say(out, game.id);
	}
}

/* A child killed at a random instant while filing games, many times: the
 * database checks whole, holds every game whose filing returned, and
 * each player's count of rated games is the games they played. */
static void
test_server_db_kill_9_while_filing_loses_nothing(void **state)
{
	struct server *server = *state;
	long rounds = fixture_count("GNOMON_SERVER_KILL_ROUNDS", KILL_ROUNDS,
	    KILL_ROUNDS_MOST);
	uint64_t rng = 46;
	long round, returned = 0, games, played;

	add_key(server, "amy");
	add_key(server, "bob");
	add_key(server, "cy");
	add_key(server, "dee");
	make_game(server, 5);
	for (round = 0; round < rounds; round++) {
		int64_t ids[KILL_IDS_MAX];
		struct server_game game;
		long said, i;

		server->seed = rng_next(&rng);
		said = server_scratch_kill(server->path, &server->db,
		    kill_child, server, &rng, KILL_DELAY_MS, ids, KILL_IDS_MAX);
		assert_true(said <= KILL_IDS_MAX);
		for (i = 0; i < said; i++)
			assert_int_equal(server_game_get(server->db, ids[i],
			    &game, NULL, 0, server->message), 1);
		returned += said;
		assert_int_equal(server_db_check(server->db, server->message),
		    1);
	}
	assert_int_equal(server_games_count(server->db, &games,
	    server->message), 0);
	assert_true(games >= returned);
	played = ask(server->path, "SELECT sum(games) FROM players");
	assert_int_equal(played, 2 * games);
	print_message("%ld rounds killed, %ld games filed, %ld returned\n",
	    rounds, games, returned);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_server_db_version_1_is_brought_to_2_games_kept, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_made_0600_in_wal_with_its_schema_version,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_open_to_others_is_tightened_and_reopened,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_newer_schema_and_link_refused, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_a_name_is_taken_once, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_passwords_checked_and_only_their_hash_kept,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_settings_follow_the_name, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_hostile_names_and_texts_round_trip, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_rated_game_moves_both_ratings_by_glicko2,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_unrated_and_guest_games_move_nothing, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_bad_games_are_refused_and_nothing_filed,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_lists_in_their_orders_a_page_at_a_time,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_leaderboard_rated_players_best_first, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_backup_checks_whole_and_keeps_the_games,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_a_batch_ends_whole_a_refusal_undone_alone,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_writers_at_once_none_refused, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_db_kill_9_while_filing_loses_nothing,
		    setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
