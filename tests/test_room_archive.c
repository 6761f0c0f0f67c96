/*
 * A room's finished game filed in the server's database (room_archive.h):
 * a room's state machine played to its end (no sockets: the io callbacks
 * keep nothing), filed in a scratch database whose players are made with
 * the store's own API, and read back.  A rated game between two
 * registered players moves both ratings exactly as glicko2_update says,
 * once however often it is filed; an unrated room and a guest's game move
 * nothing; and a process killed at random instants while filing leaves the
 * database whole and the game filed once when it is filed again, as the
 * next host of the room does.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "core/rng.h"
#include "net/room.h"
#include "net/room_archive.h"
#include "store/glicko2.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"
#include "support/fixture.h"
#include "support/scratch.h"

#define AMBER_TOKEN "0123456789abcdef0123456789abcdef"
#define TEAL_TOKEN "89abcdef0123456789abcdef01234567"
#define DATABASE "server.db"
#define NOW INT64_C(1765000000)

enum {
	AMBER = 1, TEAL = 2,		/* connection numbers */
	KILL_ROUNDS = 200,		/* GNOMON_ROOM_KILL_ROUNDS */
	KILL_ROUNDS_MOST = 100000,
	KILL_DELAY_US = 40000,	/* a filing takes some ms, a fork more */
	GAMES_MAX = 64
};

struct archive {
	char	directory[SAVE_PATH_MAX - 64];
	char	path[SAVE_PATH_MAX];
	char	message[SERVER_DB_MESSAGE_MAX];
	char	notice[ROOM_ARCHIVE_NOTICE_MAX];
	struct room room;
};

static void
send_nothing(void *context, int connection, const char *line)
{
	(void)context;
	(void)connection;
	(void)line;
}

static void
close_nothing(void *context, int connection)
{
	(void)context;
	(void)connection;
}

static const struct room_io quiet_io = {
	.send = send_nothing, .close = close_nothing
};

static int
setup(void **state)
{
	static struct archive archive;
	struct server_db *db;

	memset(&archive, 0, sizeof archive);
	if (scratch_make(archive.directory, sizeof archive.directory,
	    "archive") < 0)
		return -1;
	snprintf(archive.path, sizeof archive.path, "%s/" DATABASE,
	    archive.directory);
	if (server_db_open(archive.path, &db, archive.message) < 0)
		return -1;
	server_db_close(db);
	*state = &archive;
	return 0;
}

static int
teardown(void **state)
{
	struct archive *archive = *state;

	scratch_remove(archive->directory, 1);
	return 0;
}

static void
add_player(struct archive *archive, const char *name)
{
	struct server_db *db;

	assert_int_equal(server_db_open(archive->path, &db, archive->message),
	    0);
	assert_int_equal(server_player_add_key(db, name, NOW,
	    archive->message), 1);
	server_db_close(db);
}

/* `name`'s rating now; fails the test unless registered. */
static struct glicko2
rating_of(const struct archive *archive, const char *name)
{
	struct server_player player;
	struct server_db *db;
	char message[SERVER_DB_MESSAGE_MAX];

	assert_int_equal(server_db_open(archive->path, &db, message), 0);
	assert_int_equal(server_player_find(db, name, &player, message), 1);
	server_db_close(db);
	return player.rating;
}

/* alice and bob registered, their ratings (the start's) into *alice and
 * *bob. */
static void
alice_and_bob(struct archive *archive, struct glicko2 *alice,
    struct glicko2 *bob)
{
	add_player(archive, "alice");
	add_player(archive, "bob");
	*alice = rating_of(archive, "alice");
	*bob = rating_of(archive, "bob");
}

static long
games_filed(const struct archive *archive)
{
	struct server_db *db;
	char message[SERVER_DB_MESSAGE_MAX];
	long count;

	assert_int_equal(server_db_open(archive->path, &db, message), 0);
	assert_int_equal(server_games_count(db, &count, message), 0);
	server_db_close(db);
	return count;
}

static void
say(struct room *room, int connection, const char *line)
{
	if (room->connections[connection].peer == ROOM_PEER_FREE)
		room_opened(room, &quiet_io, connection, 0);
	(void)room_line(room, &quiet_io, connection, line, strlen(line), 0);
}

/* A room (rated or not) where `amber` and `teal` played b1b2 f7f6 (day=2)
 * and `loser` resigned (-1: they agreed a draw). */
static void
play_and_resign(struct room *room, bool rated, const char *amber,
    const char *teal, int loser)
{
	struct room_settings settings;
	char line[WIRE_LINE_MAX];

	memset(&settings, 0, sizeof settings);
	fixture_rules(&settings.rules, "day=2");
	strcpy(settings.name, "archive");
	strcpy(settings.seat_token[COLOUR_AMBER], AMBER_TOKEN);
	strcpy(settings.seat_token[COLOUR_TEAL], TEAL_TOKEN);
	settings.rated = rated;
	room_init(room, &settings, 0);
	snprintf(line, sizeof line, "hello gnomon-room 1 seat=amber name=%s "
	    "token=" AMBER_TOKEN, amber);
	say(room, AMBER, line);
	snprintf(line, sizeof line, "hello gnomon-room 1 seat=teal name=%s "
	    "token=" TEAL_TOKEN, teal);
	say(room, TEAL, line);
	say(room, AMBER, "move b1b2");
	say(room, TEAL, "move f7f6");
	if (loser < 0) {
		say(room, AMBER, "draw");
		say(room, TEAL, "draw");
	} else
		say(room, loser == COLOUR_AMBER ? AMBER : TEAL, "resign");
	assert_true(room_over(room));
}

/* Each side's rating after one game, as the store must move it. */
static void
expect_ratings(struct glicko2 *amber, struct glicko2 *teal, double score)
{
	struct glicko2_game against_teal = { teal->rating, teal->deviation,
		score };
	struct glicko2_game against_amber = { amber->rating, amber->deviation,
		1.0 - score };

	glicko2_update(amber, &against_teal, 1);
	glicko2_update(teal, &against_amber, 1);
}

static void
assert_rating(struct glicko2 got, struct glicko2 want)
{
	assert_true(got.rating == want.rating);
	assert_true(got.deviation == want.deviation);
	assert_true(got.volatility == want.volatility);
}

/*
 * A rated room's game between two registered players: filed with its
 * names, rules, clock, result, ending, plies and times, both ratings moved
 * as glicko2_update says, and the players told so; filed again (the room
 * retrying, a host taking it up), it is found and not filed twice.
 */
static void
test_room_archive_rated_game_moves_both_ratings_once(void **state)
{
	struct archive *archive = *state;
	struct glicko2 amber, teal;
	struct server_game games[GAMES_MAX];
	struct server_db *db;
	char record[RECORD_TEXT_MAX + 1];

	alice_and_bob(archive, &amber, &teal);
	play_and_resign(&archive->room, true, "alice", "bob", COLOUR_TEAL);
	assert_int_equal(room_archive_file(archive->path, &archive->room,
	    NOW, NOW + 60, archive->notice, archive->message), 1);
	expect_ratings(&amber, &teal, 1.0);
	assert_rating(rating_of(archive, "alice"), amber);
	assert_rating(rating_of(archive, "bob"), teal);
	assert_string_equal(archive->notice,
	    "ratings: alice 1500? -> 1662?, bob 1500? -> 1338?");

	assert_int_equal(room_archive_file(archive->path, &archive->room,
	    NOW, NOW + 60, archive->notice, archive->message), 0);
	assert_string_equal(archive->notice,
	    "ratings: alice 1500? -> 1662?, bob 1500? -> 1338?");
	assert_int_equal(games_filed(archive), 1);
	assert_rating(rating_of(archive, "alice"), amber);

	assert_int_equal(server_db_open(archive->path, &db, archive->message),
	    0);
	assert_int_equal(server_games_latest(db, 0, GAMES_MAX, games,
	    archive->message), 1);
	assert_int_equal(server_game_get(db, games[0].id, &games[0], record,
	    sizeof record, archive->message), 1);
	server_db_close(db);
	assert_string_equal(games[0].side[COLOUR_AMBER].name, "alice");
	assert_string_equal(games[0].side[COLOUR_TEAL].name, "bob");
	assert_true(games[0].rated);
	assert_int_equal(games[0].result, RESULT_AMBER);
	assert_int_equal(games[0].ending, SERVER_ENDING_RESIGN);
	assert_int_equal(games[0].plies, 2);
	assert_int_equal(games[0].started, NOW);
	assert_int_equal(games[0].ended, NOW + 60);
	assert_string_equal(games[0].clock, "none");
	assert_non_null(strstr(games[0].rules, "day=2"));
	assert_non_null(strstr(record, "[Amber \"alice\"]"));
	assert_non_null(strstr(record, "[Ending \"amber resign\"]"));
	assert_non_null(strstr(record, "[Rated \"yes\"]"));
	assert_non_null(strstr(record, "1. b1b2 f7f6"));

	/* Another room's game of the same players, times, plies and result
	 * is another game. */
	strcpy(archive->room.settings.name, "other");
	assert_int_equal(room_archive_file(archive->path, &archive->room,
	    NOW, NOW + 60, archive->notice, archive->message), 1);
	assert_int_equal(games_filed(archive), 2);
}

/* The same players in a room not rated: filed, nothing moved, nothing
 * told; and a rated room with a guest: filed, nothing moved, the guest
 * named. */
static void
test_room_archive_unrated_room_and_guest_move_nothing(void **state)
{
	struct archive *archive = *state;
	struct glicko2 alice, bob;

	alice_and_bob(archive, &alice, &bob);
	play_and_resign(&archive->room, false, "alice", "bob", COLOUR_AMBER);
	assert_int_equal(room_archive_file(archive->path, &archive->room,
	    NOW, NOW + 1, archive->notice, archive->message), 1);
	assert_string_equal(archive->notice, "");
	play_and_resign(&archive->room, true, "alice", "guest", COLOUR_AMBER);
	assert_int_equal(room_archive_file(archive->path, &archive->room,
	    NOW + 2, NOW + 3, archive->notice, archive->message), 1);
	assert_string_equal(archive->notice,
	    "not rated: guest is not registered on this server");
	assert_int_equal(games_filed(archive), 2);
	assert_rating(rating_of(archive, "alice"), alice);
	assert_rating(rating_of(archive, "bob"), bob);
}

/* An agreed draw in a rated room: filed as "agreed" (not a resignation),
 * a draw for both, the ratings moved as glicko2_update says. */
static void
test_room_archive_agreed_draw_is_filed_agreed(void **state)
{
	struct archive *archive = *state;
	struct glicko2 amber, teal;
	struct server_game games[GAMES_MAX];
	struct server_db *db;

	alice_and_bob(archive, &amber, &teal);
	play_and_resign(&archive->room, true, "alice", "bob", -1);
	assert_int_equal(room_archive_file(archive->path, &archive->room,
	    NOW, NOW + 60, archive->notice, archive->message), 1);
	expect_ratings(&amber, &teal, 0.5);
	assert_rating(rating_of(archive, "alice"), amber);
	assert_rating(rating_of(archive, "bob"), teal);
	assert_int_equal(server_db_open(archive->path, &db, archive->message),
	    0);
	assert_int_equal(server_games_latest(db, 0, GAMES_MAX, games,
	    archive->message), 1);
	server_db_close(db);
	assert_int_equal(games[0].result, RESULT_DRAW);
	assert_int_equal(games[0].ending, SERVER_ENDING_AGREED);
}

/* A database that cannot be opened: -1 with why, nothing told. */
static void
test_room_archive_refused_database_says_why(void **state)
{
	struct archive *archive = *state;
	char path[SAVE_PATH_MAX + 16];

	snprintf(path, sizeof path, "%s/no/such/" DATABASE,
	    archive->directory);
	play_and_resign(&archive->room, true, "alice", "bob", COLOUR_AMBER);
	assert_int_equal(room_archive_file(path, &archive->room, NOW, NOW,
	    archive->notice, archive->message), -1);
	assert_string_not_equal(archive->message, "");
	assert_string_equal(archive->notice, "");
}

/*
 * A room killed (SIGKILL) at a random instant while it files its game,
 * many times, each round a new game between the same two registered
 * players: after each kill the database checks whole, and filing the game
 * again (as the next host of the room does, from its save) leaves it
 * filed exactly once; at the end both ratings are what one glicko2_update
 * a game gives, every game counted once.
 */
static void
test_room_archive_kill_9_while_filing_files_once(void **state)
{
	struct archive *archive = *state;
	long rounds = fixture_count("GNOMON_ROOM_KILL_ROUNDS", KILL_ROUNDS,
	    KILL_ROUNDS_MOST);
	struct glicko2 amber, teal;
	uint64_t rng = 46;
	long killed_before = 0, killed_after = 0;

	alice_and_bob(archive, &amber, &teal);
	for (long round = 0; round < rounds; round++) {
		struct timespec delay = { 0, 0 };
		int loser = rng_below(&rng, 2), status, filed;
		struct server_db *db;
		pid_t pid;

		play_and_resign(&archive->room, true, "alice", "bob", loser);
		pid = fork();
		assert_true(pid >= 0);
		if (pid == 0)
			_exit(room_archive_file(archive->path, &archive->room,
			    NOW + round, NOW + round, archive->notice,
			    archive->message) == 1 ? 0 : 1);
		delay.tv_nsec = (long)rng_below(&rng, KILL_DELAY_US) * 1000;
		nanosleep(&delay, NULL);
		(void)kill(pid, SIGKILL);
		assert_int_equal(waitpid(pid, &status, 0), pid);
		assert_true(WIFSIGNALED(status) || WEXITSTATUS(status) == 0);
		assert_int_equal(server_db_open(archive->path, &db,
		    archive->message), 0);
		assert_int_equal(server_db_check(db, archive->message), 1);
		server_db_close(db);
		filed = room_archive_file(archive->path, &archive->room,
		    NOW + round, NOW + round, archive->notice,
		    archive->message);
		assert_true(filed == 0 || filed == 1);
		if (filed == 1)
			killed_before++;
		else
			killed_after++;
		assert_int_equal(games_filed(archive), round + 1);
		expect_ratings(&amber, &teal,
		    loser == COLOUR_AMBER ? 0.0 : 1.0);
		assert_rating(rating_of(archive, "alice"), amber);
		assert_rating(rating_of(archive, "bob"), teal);
	}
	print_message("%ld rounds: %ld killed before the game was in, %ld "
	    "after (or done)\n", rounds, killed_before, killed_after);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_room_archive_agreed_draw_is_filed_agreed, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_archive_rated_game_moves_both_ratings_once,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_archive_unrated_room_and_guest_move_nothing,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_archive_refused_database_says_why,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_archive_kill_9_while_filing_files_once,
		    setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
