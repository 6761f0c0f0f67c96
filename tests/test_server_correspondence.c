/*
 * Correspondence games (server_correspondence.h): started only between
 * two registered players with 1 to 14 days a move; a move taken only from
 * the player to move and only as the record so far with their moves
 * added, judged by the core; the games waiting on a player counted and
 * listed; a move that ends the game files and rates it; and, the clock
 * moved forward, a game whose time ran out ends on time, the side to move
 * losing, filed and rated in the same transaction, so that a lobby
 * killed (SIGKILL) at a random instant while it ends games leaves the
 * database whole, at most the game it was ending still waiting, and
 * every rating moved once a game filed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/board.h"
#include "core/record.h"
#include "core/rng.h"
#include "core/rules.h"
#include "store/glicko2.h"
#include "store/server_correspondence.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"
#include "support/fixture.h"
#include "support/server_scratch.h"

enum {
	NOW = 1765000000,
	DAYS = 3,
	LIST_MAX = 8,
	KILL_ROUNDS = 400,		/* GNOMON_SERVER_KILL_ROUNDS */
	KILL_ROUNDS_MOST = 100000,
	KILL_DELAY_MS = 10,		/* the most after the first game */
	KILL_IDS_MAX = 64		/* archive ids kept of a killed child */
};

struct server {
	char	directory[SAVE_PATH_MAX - 64];
	char	path[SAVE_PATH_MAX];
	struct server_db *db;
	char	message[SERVER_DB_MESSAGE_MAX];
	struct record record;		/* the game as the test plays it */
	char	text[RECORD_TEXT_MAX + 1];
	size_t	length;
};

static int
setup(void **state)
{
	struct server *server = calloc(1, sizeof *server);
	struct rules rules;

	if (server == NULL || server_scratch_open_players("correspondence",
	    server->directory, sizeof server->directory, server->path,
	    &server->db, NOW) != 0) {
		free(server);
		return -1;
	}
	rules_default(&rules);
	record_init(&server->record, &rules);
	snprintf(server->record.player[COLOUR_AMBER], RECORD_VALUE_MAX, "amy");
	snprintf(server->record.player[COLOUR_TEAL], RECORD_VALUE_MAX, "bob");
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

/* The test's record as text, in server->text. */
static void
write_record(struct server *server)
{
	int length = record_write(&server->record, server->text,
	    sizeof server->text);

	assert_true(length > 0);
	server->length = (size_t)length;
}

/* The position of the test's record. */
static struct board
position(const struct server *server)
{
	struct board board;

	record_position(&server->record, server->record.move_count, &board);
	return board;
}

/* Adds one legal move (the `pick`th, wrapped) to the test's record and
 * writes it; the colour that moved. */
static int
add_move(struct server *server, int pick)
{
	struct board board = position(server);
	struct move_list list;
	int colour = board.side;

	assert_true(board_legal_moves(&board, &list) > 0);
	assert_int_equal(record_add_move(&server->record,
	    list.moves[pick % list.count]), 0);
	record_position(&server->record, server->record.move_count, &board);
	server->record.result = board_result(&board);
	write_record(server);
	return colour;
}

static int64_t
start(struct server *server, int days, bool rated)
{
	int64_t id = 0;

	write_record(server);
	if (server_correspondence_start(server->db, "amy", "bob",
	    "len=2 day=8", days, rated, server->text, server->length, NOW,
	    &id, server->message) != 0)
		fail_msg("%s", server->message);
	assert_true(id > 0);
	return id;
}

static long
waiting(struct server *server, const char *name)
{
	long count = -1;

	assert_int_equal(server_correspondence_waiting_count(server->db, name,
	    &count, server->message), 0);
	return count;
}

static int
move(struct server *server, int64_t id, const char *name, int64_t now,
    int64_t *filed)
{
	return server_correspondence_move(server->db, id, name, server->text,
	    server->length, now, filed, server->message);
}

static void
test_server_correspondence_between_registered_players(void **state)
{
	struct server *server = *state;
	struct server_correspondence game;
	char text[RECORD_TEXT_MAX + 1];
	int64_t id = 0;

	write_record(server);
	assert_int_equal(server_correspondence_start(server->db, "amy", "cy",
	    "", DAYS, true, server->text, server->length, NOW, &id,
	    server->message), -1);
	assert_non_null(strstr(server->message, "cy is not registered"));
	assert_int_equal(server_correspondence_start(server->db, "amy", "amy",
	    "", DAYS, true, server->text, server->length, NOW, &id,
	    server->message), -1);
	assert_int_equal(server_correspondence_start(server->db, "amy", "bob",
	    "", 0, true, server->text, server->length, NOW, &id,
	    server->message), -1);
	assert_int_equal(server_correspondence_start(server->db, "amy", "bob",
	    "", SERVER_DAYS_MAX + 1, true, server->text, server->length, NOW,
	    &id, server->message), -1);
	assert_int_equal(server_correspondence_start(server->db, "amy", "bob",
	    "", DAYS, true, "not a record", 12, NOW, &id, server->message),
	    -1);
	assert_int_equal(waiting(server, "amy"), 0);
	id = start(server, DAYS, true);
	assert_int_equal(server_correspondence_get(server->db, id, &game, text,
	    sizeof text, server->message), 1);
	assert_string_equal(game.name[COLOUR_AMBER], "amy");
	assert_string_equal(game.name[COLOUR_TEAL], "bob");
	assert_string_equal(game.rules, "len=2 day=8");
	assert_int_equal(game.days, DAYS);
	assert_int_equal(game.to_move, COLOUR_AMBER);
	assert_int_equal(game.deadline, NOW + DAYS * SERVER_DAY_SECONDS);
	assert_true(game.rated);
	assert_int_equal(game.started, NOW);
	assert_string_equal(text, server->text);
	assert_int_equal(waiting(server, "amy"), 1);
	assert_int_equal(waiting(server, "bob"), 0);
	assert_int_equal(server_correspondence_get(server->db, id + 1, &game,
	    NULL, 0, server->message), 0);
}

static void
test_server_correspondence_a_move_only_from_its_player(void **state)
{
	struct server *server = *state;
	struct server_correspondence game;
	char kept[RECORD_TEXT_MAX + 1];
	int64_t id = start(server, DAYS, false), filed;
	struct record before = server->record;

	add_move(server, 0);
	assert_int_equal(move(server, id, "bob", NOW + 60, &filed), 0);
	assert_string_equal(server->message, "it is not your move");
	assert_int_equal(move(server, id, "cy", NOW + 60, &filed), 0);
	assert_int_equal(move(server, id + 1, "amy", NOW + 60, &filed), 0);
	/* Two moves, the second the other side's. */
	snprintf(kept, sizeof kept, "%s", server->text);
	add_move(server, 0);
	assert_int_equal(move(server, id, "amy", NOW + 60, &filed), 0);
	assert_non_null(strstr(server->message, "other side"));
	snprintf(server->text, sizeof server->text, "%s", kept);
	server->length = strlen(kept);
	/* Garbage, and no move at all. */
	assert_int_equal(server_correspondence_move(server->db, id, "amy",
	    "[Gnomon \"1\"]\n1. z9z9\n", 21, NOW + 60, &filed,
	    server->message), 0);
	assert_int_equal(server_correspondence_get(server->db, id, &game,
	    NULL, 0, server->message), 1);
	assert_int_equal(game.to_move, COLOUR_AMBER);
	/* The move itself. */
	assert_int_equal(move(server, id, "amy", NOW + 60, &filed), 1);
	assert_int_equal(filed, 0);
	assert_int_equal(server_correspondence_get(server->db, id, &game, kept,
	    sizeof kept, server->message), 1);
	assert_string_equal(kept, server->text);
	assert_int_equal(game.to_move, COLOUR_TEAL);
	assert_int_equal(game.deadline, NOW + 60 + DAYS * SERVER_DAY_SECONDS);
	assert_int_equal(waiting(server, "amy"), 0);
	assert_int_equal(waiting(server, "bob"), 1);
	/* The same record again adds nothing: refused. */
	assert_int_equal(move(server, id, "bob", NOW + 120, &filed), 0);
	/* Another first move, with Teal's after it: not the game so far. */
	server->record = before;
	add_move(server, 1);
	assert_int_equal(add_move(server, 0), COLOUR_TEAL);
	assert_int_equal(move(server, id, "bob", NOW + 120, &filed), 0);
	assert_non_null(strstr(server->message, "not the game so far"));
	assert_int_equal(server_correspondence_get(server->db, id, &game, kept,
	    sizeof kept, server->message), 1);
	assert_int_equal(game.to_move, COLOUR_TEAL);
}

static void
test_server_correspondence_the_last_move_files_it(void **state)
{
	struct server *server = *state;
	int64_t id = start(server, 1, true), filed = 0, now = NOW;
	uint64_t rng = 46;
	struct server_game game;
	struct server_player amy;
	struct board board;
	char text[RECORD_TEXT_MAX + 1];
	long games;

	while (filed == 0) {
		int colour = add_move(server, rng_below(&rng, 1000));

		now += 3600;
		assert_int_equal(move(server, id, colour == COLOUR_AMBER ?
		    "amy" : "bob", now, &filed), 1);
	}
	board = position(server);
	assert_true(board_is_over(&board));
	assert_int_equal(server_correspondence_get(server->db, id,
	    &(struct server_correspondence){ 0 }, NULL, 0, server->message),
	    0);
	assert_int_equal(server_game_get(server->db, filed, &game, text,
	    sizeof text, server->message), 1);
	assert_string_equal(text, server->text);
	assert_true(game.rated);
	assert_int_equal((int)game.result, (int)server->record.result);
	assert_true(game.ending == SERVER_ENDING_ECLIPSE ||
	    game.ending == SERVER_ENDING_DUSK);
	assert_int_equal(game.plies, server->record.move_count);
	assert_int_equal(game.started, NOW);
	assert_int_equal(game.ended, now);
	assert_string_equal(game.clock, "1 day a move");
	assert_int_equal(server_player_find(server->db, "amy", &amy,
	    server->message), 1);
	assert_int_equal(amy.games, 1);
	assert_true(amy.rating.deviation < GLICKO2_DEVIATION_START);
	assert_int_equal(server_games_count(server->db, &games,
	    server->message), 0);
	assert_int_equal(games, 1);
}

/* The clock moved on past the deadline: the side to move loses on time. */
static void
test_server_correspondence_time_runs_out_clock_moved(void **state)
{
	struct server *server = *state;
	int64_t id = start(server, DAYS, true), filed, deadline;
	int64_t other = start(server, SERVER_DAYS_MAX, true);
	struct server_correspondence game;
	struct server_game archived;
	struct server_player amy, bob;
	struct record read;
	char text[RECORD_TEXT_MAX + 1];
	char error[RECORD_ERROR_MAX];
	int line;
	long ended;

	add_move(server, 0);
	assert_int_equal(move(server, id, "amy", NOW + 60, &filed), 1);
	deadline = NOW + 60 + DAYS * SERVER_DAY_SECONDS;
	/* At the deadline itself the time has not run out. */
	assert_int_equal(server_correspondence_expire(server->db, deadline,
	    &ended, server->message), 0);
	assert_int_equal(ended, 0);
	assert_int_equal(waiting(server, "bob"), 1);
	assert_int_equal(server_correspondence_expire(server->db, deadline + 1,
	    &ended, server->message), 0);
	assert_int_equal(ended, 1);
	assert_int_equal(waiting(server, "bob"), 0);
	assert_int_equal(server_correspondence_get(server->db, id, &game, NULL,
	    0, server->message), 0);
	assert_int_equal(server_correspondence_get(server->db, other, &game,
	    NULL, 0, server->message), 1);
	assert_int_equal(server_game_get(server->db, 1, &archived, text,
	    sizeof text, server->message), 1);
	assert_int_equal((int)archived.result, RESULT_AMBER);
	assert_int_equal(archived.ending, SERVER_ENDING_TIME);
	assert_int_equal(archived.ended, deadline);
	assert_int_equal(archived.plies, 1);
	assert_true(archived.rated);
	assert_int_equal(record_read(text, strlen(text), &read, &line, error),
	    0);
	assert_string_equal(record_tag(&read, RECORD_TAG_ENDING),
	    "amber time");
	assert_int_equal((int)record_outcome(&read), RESULT_AMBER);
	assert_int_equal(server_player_find(server->db, "amy", &amy,
	    server->message), 1);
	assert_int_equal(server_player_find(server->db, "bob", &bob,
	    server->message), 1);
	assert_true(amy.rating.rating > GLICKO2_RATING_START);
	assert_true(bob.rating.rating < GLICKO2_RATING_START);
	assert_float_equal(archived.side[COLOUR_TEAL].after.rating,
	    bob.rating.rating, 1e-9);
	/* Nothing more is due. */
	assert_int_equal(server_correspondence_expire(server->db, deadline + 1,
	    &ended, server->message), 0);
	assert_int_equal(ended, 0);
}

/* A move made after the deadline is not made: the game ends on time. */
static void
test_server_correspondence_a_late_move_ends_on_time(void **state)
{
	struct server *server = *state;
	int64_t id = start(server, DAYS, false), filed;
	struct server_game archived;

	add_move(server, 0);
	assert_int_equal(move(server, id, "amy", NOW + DAYS *
	    SERVER_DAY_SECONDS + 1, &filed), 0);
	assert_non_null(strstr(server->message, "ran out"));
	assert_true(filed > 0);
	assert_int_equal(server_game_get(server->db, filed, &archived, NULL,
	    0, server->message), 1);
	assert_int_equal((int)archived.result, RESULT_TEAL);
	assert_int_equal(archived.ending, SERVER_ENDING_TIME);
	assert_false(archived.rated);
	assert_int_equal(archived.plies, 0);
}

static void
test_server_correspondence_nearest_deadline_first(void **state)
{
	struct server *server = *state;
	struct server_correspondence games[LIST_MAX];
	int64_t slow = start(server, SERVER_DAYS_MAX, false);
	int64_t fast = start(server, 1, false), filed;
	int64_t middle = start(server, DAYS, false);

	add_move(server, 0);
	assert_int_equal(move(server, middle, "amy", NOW + 60, &filed), 1);
	assert_int_equal(server_correspondence_of(server->db, "amy", false, 0,
	    LIST_MAX, games, server->message), 3);
	assert_int_equal(games[0].id, fast);
	assert_int_equal(games[1].id, middle);
	assert_int_equal(games[2].id, slow);
	assert_int_equal(server_correspondence_of(server->db, "amy", true, 0,
	    LIST_MAX, games, server->message), 2);
	assert_int_equal(games[0].id, fast);
	assert_int_equal(games[1].id, slow);
	assert_int_equal(server_correspondence_of(server->db, "bob", true, 0,
	    LIST_MAX, games, server->message), 1);
	assert_int_equal(games[0].id, middle);
	assert_int_equal(server_correspondence_of(server->db, "amy", false, 1,
	    1, games, server->message), 1);
	assert_int_equal(games[0].id, middle);
	assert_int_equal(server_db_check(server->db, server->message), 1);
}

/* The child: for ever, a rated game started, a move made, and its time
 * run out (expire), each game's archive id said on `out` once expire has
 * returned. */
static void
expiring_child(void *context, int out)
{
	struct server *server = context;
	struct server_db *db;
	int64_t id, now = NOW;
	long ended;

	if (server_db_open(server->path, &db, server->message) != 0)
		_exit(1);
	for (;;) {
		now += (int64_t)2 * SERVER_DAY_SECONDS;
		if (server_correspondence_start(db, "amy", "bob", "", 1, true,
		    server->text, server->length, now, &id,
		    server->message) != 0 ||
		    server_correspondence_expire(db, now + SERVER_DAY_SECONDS
		    + 1, &ended, server->message) != 0 || ended != 1)
			_exit(1);
		server_scratch_say(out, id);
	}
}

/* A lobby killed at a random instant while it ends games on time: each
 * ending files the game and moves both ratings in one transaction, so
 * after every kill the database checks whole, at most the game being
 * ended still waits, and each player's rated games are the games filed
 * (every game is between the same two). */
static void
test_server_correspondence_kill_9_while_expiring(void **state)
{
	struct server *server = *state;
	long rounds = fixture_count("GNOMON_SERVER_KILL_ROUNDS", KILL_ROUNDS,
	    KILL_ROUNDS_MOST);
	uint64_t rng = 46;
	long round, said = 0, games, waiting;
	struct server_player amy, bob;

	write_record(server);
	for (round = 0; round < rounds; round++) {
		int64_t ids[KILL_IDS_MAX];

		said += server_scratch_kill(server->path, &server->db,
		    expiring_child, server, &rng, KILL_DELAY_MS, ids,
		    KILL_IDS_MAX);
		assert_int_equal(server_db_check(server->db, server->message),
		    1);
		/* A game killed between its start and its end waits; none
		 * is left waiting once ended. */
		assert_int_equal(server_correspondence_waiting_count(
		    server->db, "amy", &waiting, server->message), 0);
		assert_true(waiting == 0 || waiting == 1);
		if (waiting == 1)
			assert_int_equal(server_correspondence_expire(
			    server->db, INT64_MAX, &games, server->message), 0);
	}
	assert_int_equal(server_games_count(server->db, &games,
	    server->message), 0);
	assert_true(games >= said);
	assert_int_equal(server_player_find(server->db, "amy", &amy,
	    server->message), 1);
	assert_int_equal(server_player_find(server->db, "bob", &bob,
	    server->message), 1);
	assert_int_equal(amy.games, games);
	assert_int_equal(bob.games, games);
	print_message("%ld rounds killed, %ld games ended on time, %ld said\n",
	    rounds, games, said);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_between_registered_players,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_a_move_only_from_its_player,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_the_last_move_files_it,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_time_runs_out_clock_moved,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_a_late_move_ends_on_time,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_nearest_deadline_first,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_server_correspondence_kill_9_while_expiring, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
