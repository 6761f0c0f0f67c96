/*
 * The room's state machine (room.h) without sockets: connections are numbers,
 * the io callbacks write into a transcript the tests read, and time is
 * whatever number a test passes.  Each test plays the part of the server
 * and of the clients, and checks what every connection was told and that a
 * refused request changed nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/notation.h"
#include "core/record.h"
#include "net/room.h"
#include "net/wire.h"
#include "support/fixture.h"

#define AMBER_TOKEN "0123456789abcdef0123456789abcdef"
#define TEAL_TOKEN "89abcdef0123456789abcdef01234567"
#define WATCH_TOKEN "fedcba9876543210fedcba9876543210"
#define WRONG_TOKEN "0123456789abcdef0123456789abcdee"
#define MINUTE_MS INT64_C(60000)

enum {
	TRANSCRIPT_MAX = 1024,
	AMBER = 1, TEAL = 2, WATCHER = 3, STRANGER = 4,	/* connection numbers */
	INCREMENT_MS = 2000
};

/* Everything the room said, in order, and who it closed. */
struct transcript {
	int	count;
	int	connection[TRANSCRIPT_MAX];
	char	line[TRANSCRIPT_MAX][WIRE_LINE_MAX];
	bool	closed[ROOM_CONNECTIONS_MAX];
};

struct fixture {
	struct room		room;
	struct room_io		io;
	struct transcript	said;
};

static void
record_send(void *context, int connection, const char *line)
{
	struct transcript *said = context;

	assert_true(said->count < TRANSCRIPT_MAX);
	assert_true(strlen(line) < WIRE_LINE_MAX);
	said->connection[said->count] = connection;
	snprintf(said->line[said->count], WIRE_LINE_MAX, "%s", line);
	said->count++;
}

static void
record_close(void *context, int connection)
{
	struct transcript *said = context;

	said->closed[connection] = true;
}

static void
settings_for(struct room_settings *settings, const char *variant,
    int64_t clock_base_ms)
{
	memset(settings, 0, sizeof *settings);
	fixture_rules(&settings->rules, variant);
	strcpy(settings->name, "demo");
	strcpy(settings->seat_token[COLOUR_AMBER], AMBER_TOKEN);
	strcpy(settings->seat_token[COLOUR_TEAL], TEAL_TOKEN);
	strcpy(settings->watch_token, WATCH_TOKEN);
	settings->clock_base_ms = clock_base_ms;
	settings->clock_increment_ms = clock_base_ms > 0 ? INCREMENT_MS : 0;
}

static struct fixture *
make_fixture(const char *variant, int64_t clock_base_ms)
{
	static struct fixture fixture;
	struct room_settings settings;

	memset(&fixture, 0, sizeof fixture);
	fixture.io.context = &fixture.said;
	fixture.io.send = record_send;
	fixture.io.close = record_close;
	settings_for(&settings, variant, clock_base_ms);
	room_init(&fixture.room, &settings, 0);
	return &fixture;
}

static int
setup_plain(void **state)
{
	*state = make_fixture("", 0);
	return 0;
}

static void
forget_said(struct fixture *f)
{
	f->said.count = 0;
}

/* Sends `line` from `connection` (opening it first if it is new). */
static unsigned
say(struct fixture *f, int connection, const char *line, int64_t now)
{
	if (f->room.connections[connection].peer == ROOM_PEER_FREE) {
		f->said.closed[connection] = false;
		room_opened(&f->room, &f->io, connection, now);
	}
	return room_line(&f->room, &f->io, connection, line, strlen(line),
	    now);
}

static void
hello(struct fixture *f, int connection, const char *seat, const char *name,
    const char *token, int64_t now)
{
	char line[WIRE_LINE_MAX];

	snprintf(line, sizeof line,
	    "hello gnomon-room 1 seat=%s name=%s token=%s", seat, name, token);
	say(f, connection, line, now);
}

/* The index of the first line told to `connection` since `from` that starts
 * with `start`, or -1. */
static int
find_told(const struct fixture *f, int connection, const char *start, int from)
{
	for (int i = from; i < f->said.count; i++)
		if (f->said.connection[i] == connection &&
		    strncmp(f->said.line[i], start, strlen(start)) == 0)
			return i;
	return -1;
}

#define assert_told(f, connection, line) \
	assert_told_at((f), (connection), (line), __FILE__, __LINE__)

/* Fails unless `connection` was told exactly `line`. */
static void
assert_told_at(const struct fixture *f, int connection, const char *line,
    const char *file, int number)
{
	for (int i = 0; i < f->said.count; i++)
		if (f->said.connection[i] == connection &&
		    strcmp(f->said.line[i], line) == 0)
			return;
	print_error("connection %d was not told '%s'; the room said:\n",
	    connection, line);
	for (int i = 0; i < f->said.count; i++)
		print_error("  to %d: %s\n", f->said.connection[i],
		    f->said.line[i]);
	_fail(file, number);
}

/* A stranger's hello, and the `bye` it must be told. */
#define assert_hello_refused(f, seat, name, token, bye) do { \
	hello((f), STRANGER, (seat), (name), (token), 0); \
	assert_told_at((f), STRANGER, (bye), __FILE__, __LINE__); \
} while (0)

/* The last line told to `connection`, or "". */
static const char *
last_told(const struct fixture *f, int connection)
{
	for (int i = f->said.count - 1; i >= 0; i--)
		if (f->said.connection[i] == connection)
			return f->said.line[i];
	return "";
}

/* Both players seated: amber "ann" on 1, teal "tom" on 2. */
static void
seat_both(struct fixture *f, int64_t now)
{
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, now);
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, now);
	assert_int_equal(room_state(&f->room), WIRE_STATE_PLAYING);
	forget_said(f);
}

static void
assert_unchanged(const struct fixture *f, const struct board *before,
    int moves_before)
{
	assert_int_equal(f->room.board.hash, before->hash);
	assert_int_equal(f->room.move_count, moves_before);
	assert_null(board_check(&f->room.board));
}

/* ---- Seats ---- */

static void
test_room_seats_two_players_and_sends_the_snapshot(void **state)
{
	struct fixture *f = *state;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "welcome demo amber");
	assert_told(f, AMBER,
	    "rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	    "hold=0");
	assert_told(f, AMBER, "players ann -");
	assert_told(f, AMBER, "connected 1 0");
	assert_told(f, AMBER, "watchers 0");
	assert_told(f, AMBER, "moves");
	assert_told(f, AMBER, "status waiting");
	assert_int_equal(room_state(&f->room), WIRE_STATE_WAITING);

	hello(f, TEAL, "any", "tom", TEAL_TOKEN, 0);
	assert_told(f, TEAL, "welcome demo teal");
	assert_told(f, TEAL, "players ann tom");
	assert_told(f, TEAL, "status playing");
	assert_told(f, AMBER, "joined teal tom");
	assert_told(f, AMBER, "status playing");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PLAYING);
	assert_int_equal(room_connections(&f->room), 2);
}

/*
 * A name in UTF-8 takes a seat and is told to the others whole; a peer
 * that sends a name breaking a rule (as a hostile one may: the front ends
 * check too) is sent away with the rule, and nothing changes.
 */
static void
test_room_takes_utf8_names_and_refuses_bad_ones_with_rule(void **state)
{
	static const struct {
		const char	*name, *rule;
	} bad[] = { { "seventeen_letters", "at most 16 characters" },
		{ "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
		  "\xa9"
		  "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
		  "\xa9\xc3\xa9",
		    "at most 16 characters" },
		{ "a\"b", "quotes are not allowed" },
		{ "s\xc3\xb8\xc2\xa0m", "spaces are not allowed" },
		/* U+202E, right-to-left override: the test's very point. */
		/* NOLINTNEXTLINE(misc-misleading-bidirectional) */
		{ "a\xe2\x80\xae" "b",
		    "invisible characters are not allowed" },
		{ "a\xc3", "UTF-8" } };
	struct fixture *f = *state;
	char bye[WIRE_LINE_MAX];

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		forget_said(f);
		hello(f, STRANGER, "any", bad[i].name, AMBER_TOKEN, 0);
		snprintf(bye, sizeof bye, "%s", last_told(f, STRANGER));
		if (strncmp(bye, "bye ", 4) != 0 ||
		    strstr(bye, bad[i].rule) == NULL)
			fail_msg("'%s' was told '%s', not the rule '%s'",
			    bad[i].name, bye, bad[i].rule);
		assert_true(f->said.closed[STRANGER]);
		assert_int_equal(room_connections(&f->room), 0);
	}
	hello(f, AMBER, "amber", "s\xc3\xb8ren", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "players s\xc3\xb8ren -");
	hello(f, TEAL, "teal", "\xe6\x9d\x8e\xe9\x9b\xb7", TEAL_TOKEN, 0);
	assert_told(f, AMBER, "joined teal \xe6\x9d\x8e\xe9\x9b\xb7");
	assert_told(f, TEAL, "players s\xc3\xb8ren \xe6\x9d\x8e\xe9\x9b\xb7");
	say(f, TEAL, "say h\xc3\xa9llo \xe2\x98\xbc", 0);
	assert_told(f, AMBER,
	    "said teal \xe6\x9d\x8e\xe9\x9b\xb7 h\xc3\xa9llo \xe2\x98\xbc");
}

static void
test_room_refuses_a_wrong_token_and_changes_nothing(void **state)
{
	struct fixture *f = *state;

	hello(f, AMBER, "amber", "ann", WRONG_TOKEN, 0);
	assert_told(f, AMBER, "bye wrong token for a seat");
	assert_true(f->said.closed[AMBER]);
	assert_string_equal(f->room.player[COLOUR_AMBER], "");
	assert_int_equal(room_connections(&f->room), 0);

	/* The spectators' token is no player's token. */
	hello(f, AMBER, "amber", "ann", WATCH_TOKEN, 0);
	assert_told(f, AMBER, "bye wrong token for a seat");
	hello(f, WATCHER, "watch", "wes", WRONG_TOKEN, 0);
	assert_told(f, WATCHER, "bye wrong token for a spectator");
	assert_int_equal(f->room.watchers, 0);
	/* No token at all. */
	say(f, STRANGER, "hello gnomon-room 1 seat=any name=eve", 0);
	assert_told(f, STRANGER, "bye wrong token for a seat");
	assert_int_equal(room_connections(&f->room), 0);
}

/* Each seat has its own token: neither the other seat's nor the watch
 * token takes it, not even while its player is away. */
static void
test_room_seat_takes_only_its_own_token(void **state)
{
	struct fixture *f = *state;

	assert_int_equal(room_token_seat(&f->room, AMBER_TOKEN), COLOUR_AMBER);
	assert_int_equal(room_token_seat(&f->room, TEAL_TOKEN), COLOUR_TEAL);
	assert_int_equal(room_token_seat(&f->room, WATCH_TOKEN), -1);
	assert_int_equal(room_token_seat(&f->room, ""), -1);
	hello(f, AMBER, "amber", "ann", TEAL_TOKEN, 0);
	assert_told(f, AMBER, "bye that token is for Teal's seat, not Amber's");
	hello(f, AMBER, "any", "ann", WATCH_TOKEN, 0);
	assert_told(f, AMBER, "bye wrong token for a seat");
	assert_int_equal(room_connections(&f->room), 0);
	/* seat=any with a seat's token means that seat. */
	hello(f, AMBER, "any", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "welcome demo amber");
	hello(f, TEAL, "any", "tom", TEAL_TOKEN, 0);
	assert_told(f, TEAL, "welcome demo teal");
	room_closed(&f->room, &f->io, AMBER, 0);
	assert_int_equal(room_state(&f->room), WIRE_STATE_PAUSED);
	/* Ann is away: Tom's token does not take her seat, under her name
	 * (names are public) or any other, nor does the watch token. */
	assert_hello_refused(f, "amber", "ann", TEAL_TOKEN,
	    "bye that token is for Teal's seat, not Amber's");
	assert_hello_refused(f, "any", "ann", TEAL_TOKEN,
	    "bye ann's seat is Amber");
	assert_hello_refused(f, "amber", "eve", TEAL_TOKEN,
	    "bye that token is for Teal's seat, not Amber's");
	assert_hello_refused(f, "amber", "ann", WATCH_TOKEN,
	    "bye wrong token for a seat");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PAUSED);
	/* A seat's token may watch; the watch token only watches. */
	hello(f, WATCHER, "watch", "wes", TEAL_TOKEN, 0);
	assert_told(f, WATCHER, "welcome demo watch");
	hello(f, AMBER, "any", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "welcome demo amber");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PLAYING);
}

static void
test_room_refuses_taken_seat_seated_name_and_other_rules(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	hello(f, STRANGER, "amber", "eve", AMBER_TOKEN, 0);
	assert_told(f, STRANGER, "bye Amber's seat is ann's");
	hello(f, STRANGER, "any", "eve", TEAL_TOKEN, 0);
	assert_told(f, STRANGER, "bye Teal's seat is tom's");
	hello(f, STRANGER, "any", "tom", TEAL_TOKEN, 0);
	assert_told(f, STRANGER, "bye tom is playing Teal already");
	say(f, STRANGER, "hello gnomon-room 1 seat=watch name=eve token="
	    WATCH_TOKEN " len=3", 0);
	assert_told(f, STRANGER,
	    "bye this room plays len=2 day=8 sun=0 snake=0 mover=1 start=1 "
	    "stones=5 pie=0 hold=0");
	say(f, STRANGER, "hello gnomon-room 2 seat=watch name=eve token="
	    WATCH_TOKEN, 0);
	assert_told(f, STRANGER, "bye this room speaks gnomon-room 1, not 2");
	assert_string_equal(f->room.player[COLOUR_AMBER], "ann");
	assert_string_equal(f->room.player[COLOUR_TEAL], "tom");
	assert_int_equal(room_connections(&f->room), 2);
	/* A matching variant setting is welcome. */
	say(f, STRANGER, "hello gnomon-room 1 seat=watch name=eve token="
	    WATCH_TOKEN " len=2 mover=1", 0);
	assert_told(f, STRANGER, "welcome demo watch");
}

/* The host's own seat is kept for it: a quick joiner sits in the other. */
static void
test_room_keeps_the_hosts_seat_for_the_host(void **state)
{
	struct fixture *f = *state;

	strcpy(f->room.settings.kept_for[COLOUR_AMBER], "ann");
	hello(f, STRANGER, "amber", "eve", AMBER_TOKEN, 0);
	assert_told(f, STRANGER, "bye Amber's seat is kept for ann");
	assert_string_equal(f->room.player[COLOUR_AMBER], "");
	hello(f, TEAL, "any", "tom", TEAL_TOKEN, 0);
	assert_told(f, TEAL, "welcome demo teal");
	hello(f, STRANGER, "any", "eve", AMBER_TOKEN, 0);
	assert_told(f, STRANGER, "bye Amber's seat is kept for ann");
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "welcome demo amber");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PLAYING);
}

/* Where the game was filed (in the host's games/) is told to the host's
 * seat, the one kept for the host, and to nobody else. */
static void
test_room_tells_the_host_where_the_game_is_filed(void **state)
{
	struct fixture *f = *state;

	strcpy(f->room.settings.kept_for[COLOUR_AMBER], "ann");
	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	forget_said(f);
	room_filed(&f->room, &f->io, "/home/ann/games/1.gnomon");
	assert_told(f, AMBER, "filed /home/ann/games/1.gnomon");
	assert_int_equal(find_told(f, TEAL, "filed", 0), -1);
	assert_int_equal(find_told(f, WATCHER, "filed", 0), -1);

	/* A room nobody hosts (--detach) tells nobody. */
	f->room.settings.kept_for[COLOUR_AMBER][0] = '\0';
	forget_said(f);
	room_filed(&f->room, &f->io, "/home/ann/games/1.gnomon");
	assert_int_equal(f->said.count, 0);
}

/* A player asking for any seat finds the one kept for their name. */
static void
test_room_any_seat_finds_the_one_kept_for_the_name(void **state)
{
	struct fixture *f = *state;

	strcpy(f->room.settings.kept_for[COLOUR_TEAL], "tom");
	hello(f, TEAL, "any", "tom", TEAL_TOKEN, 0);
	assert_told(f, TEAL, "welcome demo teal");
	assert_string_equal(f->room.player[COLOUR_AMBER], "");
}

static void
test_room_says_bye_to_garbage_before_hello_and_error_after(void **state)
{
	struct fixture *f = *state;

	say(f, STRANGER, "move b1b2", 0);
	assert_told(f, STRANGER, "bye say hello first");
	assert_true(f->said.closed[STRANGER]);
	say(f, STRANGER, "\x1b[2J", 0);
	assert_non_null(strstr(last_told(f, STRANGER), "bye protocol error"));
	assert_true(f->said.closed[STRANGER]);
	assert_int_equal(room_connections(&f->room), 0);

	seat_both(f, 0);
	say(f, AMBER, "fly me to the moon", 0);
	assert_non_null(
	    strstr(last_told(f, AMBER), "error no message is called"));
	assert_false(f->said.closed[AMBER]);
	say(f, AMBER, "moved 1 b1b2", 0);
	assert_told(f, AMBER, "error that is the room's to say");
	say(f, AMBER,
	    "hello gnomon-room 1 seat=amber name=ann token=" AMBER_TOKEN, 0);
	assert_told(f, AMBER, "error hello is said once");
	assert_int_equal(f->room.move_count, 0);
}

static void
test_room_answers_info_before_hello_without_secrets(void **state)
{
	struct fixture *f = *state;
	const char *line;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	say(f, STRANGER, "info", 0);
	line = last_told(f, STRANGER);
	assert_string_equal(line, "room demo ann - 1 0 0 1 waiting len=2 day=8 "
	    "sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0 idle=0+-");
	assert_null(strstr(line, AMBER_TOKEN));
	assert_null(strstr(line, TEAL_TOKEN));
	assert_true(f->said.closed[STRANGER]);
	assert_int_equal(room_connections(&f->room), 1);
}

/*
 * The info line says, as the lobby's list shows it, each side's time left
 * on a clock (left=, ms) and how long each side has been idle (idle=,
 * seconds): since its last move, or since its player came; "-" for a seat
 * nobody has taken.  A room without a clock says no left=; a game over,
 * no idle=.
 */
static void
test_room_info_says_each_sides_clock_and_idle_time(void **state)
{
	struct fixture *f = make_fixture("", 5 * MINUTE_MS);

	(void)state;
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 1000);
	say(f, STRANGER, "info", 31000);
	assert_non_null(strstr(last_told(f, STRANGER),
	    " left=300000+300000 idle=30+-"));
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, 5000);
	say(f, AMBER, "move b1b2", 20000);	/* Amber's clock ran 15 s */
	say(f, STRANGER, "info", 65000);	/* and Teal's 45 s since */
	assert_non_null(strstr(last_told(f, STRANGER),
	    " left=287000+255000 idle=45+60"));
	say(f, AMBER, "resign", 70000);
	say(f, STRANGER, "info", 80000);
	assert_null(strstr(last_told(f, STRANGER), "idle="));

	f = make_fixture("", 0);
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, 0);
	say(f, STRANGER, "info", 9999);
	assert_null(strstr(last_told(f, STRANGER), "left="));
	assert_non_null(strstr(last_told(f, STRANGER), " idle=9+9"));
}

/*
 * A rated room says so in its info line (rated=1, which a room not rated
 * leaves out) and to each who comes in, players and spectators, after the
 * snapshot; its save says it, and the game taken up from the save is rated
 * whatever the next host asked, as it was agreed before the first move.
 */
static void
test_room_rated_says_so_in_info_to_newcomers_and_its_save(void **state)
{
	struct fixture *f = *state;
	struct room_settings settings = f->room.settings;
	struct record record;
	struct room again;
	char error[ROOM_ERROR_MAX];

	settings.rated = true;
	room_init(&f->room, &settings, 0);
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "notice " ROOM_RATED_NOTICE);
	assert_true(find_told(f, AMBER, "status waiting", 0) <
	    find_told(f, AMBER, "notice ", 0));
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	assert_told(f, WATCHER, "notice " ROOM_RATED_NOTICE);
	say(f, STRANGER, "info", 0);
	assert_string_equal(last_told(f, STRANGER),
	    "room demo ann - 1 0 1 1 waiting len=2 day=8 sun=0 snake=0 "
	    "mover=1 start=1 stones=5 pie=0 hold=0 rated=1 idle=0+-");
	room_record(&f->room, &record);
	assert_string_equal(record_tag(&record, "Rated"), "yes");
	settings.rated = false;
	room_init(&again, &settings, 0);
	assert_int_equal(room_resume(&again, &record, error), 0);
	assert_true(again.settings.rated);

	/* Not rated: nothing said, and a save taken up stays so. */
	settings.rated = false;
	room_init(&f->room, &settings, 0);
	forget_said(f);
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_int_equal(find_told(f, AMBER, "notice ", 0), -1);
	room_record(&f->room, &record);
	assert_null(record_tag(&record, "Rated"));
	settings.rated = true;
	room_init(&again, &settings, 0);
	assert_int_equal(room_resume(&again, &record, error), 0);
	assert_false(again.settings.rated);
}

/* ---- Moves ---- */

static void
test_room_spectator_cannot_move(void **state)
{
	struct fixture *f = *state;
	struct board before;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	assert_told(f, WATCHER, "welcome demo watch");
	assert_told(f, AMBER, "watchers 1");
	before = f->room.board;
	say(f, WATCHER, "move b1b2", 0);
	assert_told(f, WATCHER, "error a spectator can only watch and talk");
	say(f, WATCHER, "resign", 0);
	assert_unchanged(f, &before, 0);
	assert_false(room_over(&f->room));
}

static void
test_room_player_cannot_move_for_the_other_side(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	say(f, TEAL, "move b7b6", 0);
	assert_told(f, TEAL, "error it is Amber's turn");
	say(f, AMBER, "move b1b2", 0);
	say(f, AMBER, "move c1c2", 0);
	assert_told(f, AMBER, "error it is Teal's turn");
	assert_int_equal(f->room.move_count, 1);
}

static void
test_room_refuses_an_illegal_move_and_keeps_the_game(void **state)
{
	struct fixture *f = *state;
	struct board before;

	seat_both(f, 0);
	before = f->room.board;
	say(f, AMBER, "move b7b6", 0);
	assert_told(f, AMBER, "error b7 is not Amber's stone");
	say(f, AMBER, "move b1b3", 0);
	assert_non_null(strstr(last_told(f, AMBER), "error "));
	say(f, AMBER, "move pass", 0);
	assert_non_null(strstr(last_told(f, AMBER), "error "));
	say(f, AMBER, "move zz", 0);
	assert_non_null(strstr(last_told(f, AMBER), "error 'move'"));
	assert_unchanged(f, &before, 0);
	assert_int_equal(find_told(f, TEAL, "", 0),
	    -1); /* Teal heard nothing */
}

static void
test_room_tells_everyone_a_move(void **state)
{
	struct fixture *f = *state;
	unsigned flags;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	flags = say(f, AMBER, "move b1-b2", 0);
	assert_int_equal(flags, ROOM_SAVE);
	assert_told(f, AMBER, "moved 1 b1b2");
	assert_told(f, TEAL, "moved 1 b1b2");
	assert_told(f, WATCHER, "moved 1 b1b2");
	assert_int_equal(f->room.move_count, 1);
	assert_int_equal(f->room.board.side, COLOUR_TEAL);
}

/* ---- Pause and rejoin ---- */

static void
test_room_pauses_when_a_player_leaves_and_resumes_on_rejoin(void **state)
{
	struct fixture *f = *state;
	struct board before;
	int from;

	seat_both(f, 0);
	say(f, AMBER, "move b1b2", 0);
	say(f, TEAL, "move f7f6", 0);
	say(f, AMBER, "move c1c2", 0);
	before = f->room.board;
	room_closed(&f->room, &f->io, TEAL, 0);
	assert_told(f, AMBER, "left teal");
	assert_told(f, AMBER, "status paused teal");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PAUSED);
	say(f, AMBER, "move d1d2", 0);
	assert_told(f, AMBER, "error the game is paused: waiting for Teal to"
	    " come back");

	/* Nobody else takes the seat, even with the token. */
	hello(f, STRANGER, "teal", "eve", TEAL_TOKEN, 0);
	assert_told(f, STRANGER, "bye Teal's seat is tom's");
	hello(f, STRANGER, "any", "eve", AMBER_TOKEN, 0);
	assert_told(f, STRANGER, "bye Amber's seat is ann's");
	hello(f, STRANGER, "teal", "tom", WRONG_TOKEN, 0);
	assert_told(f, STRANGER, "bye wrong token for a seat");
	assert_unchanged(f, &before, 3);

	/* The same player, on another connection, lands in the same seat. */
	from = f->said.count;
	hello(f, STRANGER, "any", "tom", TEAL_TOKEN, 0);
	assert_true(find_told(f, STRANGER, "welcome demo teal", from) >= 0);
	assert_told(f, STRANGER, "moves b1b2 f7f6 c1c2");
	assert_told(f, STRANGER, "status playing");
	assert_told(f, AMBER, "joined teal tom");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PLAYING);
	assert_unchanged(f, &before, 3);
	say(f, STRANGER, "move e7e6", 0);
	assert_told(f, AMBER, "moved 4 e7e6");
}

/* ---- Undo, draw, resign ---- */

static void
test_room_undo_needs_consent(void **state)
{
	struct fixture *f = *state;
	struct board after_one;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	say(f, AMBER, "undo", 0);
	assert_told(f, AMBER, "error you have no move to take back");
	say(f, AMBER, "move b1b2", 0);
	after_one = f->room.board;
	say(f, TEAL, "move f7f6", 0);

	/* Asked, refused: nothing changes; the spectator is told both. */
	say(f, AMBER, "undo", 0);
	assert_told(f, TEAL, "undo-asked amber");
	assert_told(f, WATCHER, "undo-asked amber");
	say(f, AMBER, "undo yes", 0);
	assert_told(f, AMBER, "error the answer is Teal's to give");
	say(f, TEAL, "undo no", 0);
	assert_told(f, AMBER, "undo-refused");
	assert_told(f, WATCHER, "undo-refused");
	assert_int_equal(f->room.move_count, 2);
	say(f, TEAL, "undo no", 0);
	assert_told(f, TEAL, "error nobody has asked to undo");

	/* Asked by Teal, accepted: Teal's move goes, Teal is to move. */
	forget_said(f);
	assert_int_equal(say(f, TEAL, "undo", 0), 0);
	assert_int_equal(say(f, AMBER, "undo yes", 0), ROOM_SAVE);
	assert_told(f, TEAL, "undone 1");
	assert_told(f, AMBER, "undone 1");
	assert_int_equal(f->room.move_count, 1);
	assert_int_equal(f->room.board.hash, after_one.hash);

	/* Asked by Amber on Teal's turn: back to before Amber's move. */
	say(f, AMBER, "undo", 0);
	say(f, TEAL, "undo yes", 0);
	assert_told(f, AMBER, "undone 0");
	assert_int_equal(f->room.move_count, 0);
	assert_int_equal(f->room.board.side, COLOUR_AMBER);
	assert_null(board_check(&f->room.board));
}

static void
test_room_a_move_drops_the_question(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	say(f, AMBER, "move b1b2", 0);
	say(f, AMBER, "undo", 0);
	say(f, AMBER, "draw", 0);
	say(f, TEAL, "move f7f6", 0);
	say(f, TEAL, "undo yes", 0);
	assert_told(f, TEAL, "error nobody has asked to undo");
	say(f, TEAL, "draw no", 0);
	assert_told(f, TEAL, "error nobody has offered a draw");
	assert_int_equal(f->room.move_count, 2);
}

static void
test_room_draw_offered_refused_and_agreed(void **state)
{
	struct fixture *f = *state;
	unsigned flags;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	say(f, AMBER, "draw", 0);
	assert_told(f, TEAL, "draw-offered amber");
	assert_told(f, WATCHER, "draw-offered amber");
	say(f, AMBER, "draw", 0);
	assert_told(f, AMBER, "error you have offered a draw already");
	say(f, TEAL, "draw no", 0);
	assert_told(f, AMBER, "draw-refused");
	assert_told(f, WATCHER, "draw-refused");
	assert_false(room_over(&f->room));

	say(f, TEAL, "draw", 0);
	flags = say(f, AMBER, "draw", 0);
	assert_int_equal(flags, ROOM_SAVE | ROOM_OVER);
	assert_told(f, TEAL, "over draw agreed");
	assert_true(room_over(&f->room));
	assert_int_equal(f->room.result, RESULT_DRAW);
	say(f, AMBER, "move b1b2", 0);
	assert_told(f, AMBER, "error the game is over");
	assert_int_equal(f->room.move_count, 0);
}

/* A player's silence is told to everyone else, never to that player,
 * and a spectator's to nobody; then that it answers again. */
static void
test_room_tells_a_silent_player(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	forget_said(f);
	room_not_answering(&f->room, &f->io, TEAL, 20);
	assert_told(f, AMBER, "not-answering teal 20");
	assert_told(f, WATCHER, "not-answering teal 20");
	assert_int_equal(find_told(f, TEAL, "not-answering", 0), -1);
	room_answering(&f->room, &f->io, TEAL);
	assert_told(f, AMBER, "answering teal");
	assert_told(f, WATCHER, "answering teal");
	assert_int_equal(find_told(f, TEAL, "answering", 0), -1);
	forget_said(f);
	room_not_answering(&f->room, &f->io, WATCHER, 10);
	room_not_answering(&f->room, &f->io, STRANGER, 10);
	room_not_answering(&f->room, &f->io, -1, 10);
	room_answering(&f->room, &f->io, ROOM_CONNECTIONS_MAX);
	assert_int_equal(f->said.count, 0);
	/* The seconds stay within what the wire takes. */
	room_not_answering(&f->room, &f->io, AMBER, 0);
	assert_told(f, TEAL, "not-answering amber 1");
}

static void
test_room_resign(void **state)
{
	struct fixture *f = *state;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	say(f, AMBER, "resign", 0);
	assert_told(f, AMBER, "error the game has not begun: a seat is free");
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	assert_int_equal(say(f, TEAL, "resign", 0), ROOM_SAVE | ROOM_OVER);
	assert_told(f, AMBER, "over amber resign");
	assert_told(f, WATCHER, "over amber resign");
	assert_int_equal(f->room.result, RESULT_AMBER);
	say(f, AMBER, "resign", 0);
	assert_told(f, AMBER, "error the game is over");
	assert_int_equal(f->room.result, RESULT_AMBER);
}

/* ---- Talk ---- */

static void
test_room_say_is_cleaned_and_told_to_all(void **state)
{
	struct fixture *f = *state;
	char line[WIRE_LINE_MAX];

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	say(f, WATCHER, "say hello\xc2\x9b" "31m there \xff", 0);
	assert_told(f, AMBER, "said watch wes hello31m there ");
	assert_told(f, TEAL, "said watch wes hello31m there ");
	say(f, AMBER, "say gl hf", 0);
	assert_told(f, WATCHER, "said amber ann gl hf");
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\0';
	memcpy(line, "say ", 4);
	line[4 + WIRE_SAY_MAX + 1] = '\0';
	say(f, AMBER, line, 0);
	assert_non_null(strstr(last_told(f, AMBER), "error 'say': at most"));
	say(f, AMBER, "ping", 0);
	assert_string_equal(last_told(f, AMBER), "pong");
}

/* The room keeps the last ROOM_SAID_KEPT lines said and sends them on a
 * welcome: a player who comes back reads what was said before the drop. */
static void
test_room_keeps_the_last_lines_said_for_a_welcome(void **state)
{
	struct fixture *f = *state;
	char line[WIRE_LINE_MAX];
	int from, first, last;

	seat_both(f, 0);
	for (int i = 0; i < ROOM_SAID_KEPT + 5; i++) {
		snprintf(line, sizeof line, "say line %d h\xc3\xa9llo", i);
		say(f, AMBER, line, 0);
	}
	room_closed(&f->room, &f->io, TEAL, 0);
	from = f->said.count;
	hello(f, STRANGER, "any", "tom", TEAL_TOKEN, 0);
	first =
	    find_told(f, STRANGER, "said amber ann line 5 h\xc3\xa9llo", from);
	last =
	    find_told(f, STRANGER, "said amber ann line 24 h\xc3\xa9llo", from);
	assert_true(first >= 0 && last > first);
	assert_true(find_told(f, STRANGER, "said amber ann line 4 ", from) < 0);
	/* The welcome first, then the rest of the snapshot, then the lines. */
	assert_true(find_told(f, STRANGER, "welcome demo teal", from) < first);
	assert_true(find_told(f, STRANGER, "status ", from) < first);
}

/* ---- The clock ---- */

static int
setup_clock(void **state)
{
	*state = make_fixture("", MINUTE_MS);
	return 0;
}

static void
test_room_clock_runs_only_while_both_are_in(void **state)
{
	struct fixture *f = *state;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER,
	    "rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	    "hold=0 clock=60000+2000");
	assert_int_equal(room_deadline(&f->room, 0), -1);
	assert_int_equal(room_tick(&f->room, &f->io, 10 * MINUTE_MS), 0);
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, 10 * MINUTE_MS);
	assert_told(f, TEAL, "clock 60000 60000");
	assert_int_equal(room_deadline(&f->room, 10 * MINUTE_MS + 1000), 59000);

	/* Amber takes 10 s and gets the increment; Teal's clock starts. */
	say(f, AMBER, "move b1b2", 10 * MINUTE_MS + 10000);
	assert_told(f, TEAL, "clock 52000 60000");
	/* Teal leaves after 5 s: the clock stops until Teal is back, and
	 * the time it charged is to be saved. */
	assert_int_equal(room_closed(&f->room, &f->io, TEAL,
	    10 * MINUTE_MS + 15000), ROOM_SAVE);
	assert_told(f, AMBER, "clock 52000 55000");
	assert_int_equal(room_closed(&f->room, &f->io, AMBER,
	    10 * MINUTE_MS + 16000), 0);
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 10 * MINUTE_MS + 17000);
	assert_int_equal(room_deadline(&f->room, 20 * MINUTE_MS), -1);
	assert_int_equal(room_tick(&f->room, &f->io, 30 * MINUTE_MS), 0);
	forget_said(f);
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, 30 * MINUTE_MS);
	assert_told(f, TEAL, "clock 52000 55000");
	/* Amber is told too, as the clock runs again: Amber's screen last
	 * heard of it when it stopped, 25 minutes ago. */
	assert_told(f, AMBER, "clock 52000 55000");
	assert_int_equal(room_deadline(&f->room, 30 * MINUTE_MS), 55000);
}

static void
test_room_time_skips_what_a_step_could_not_have_waited(void **state)
{
	struct room_time own;
	int64_t skipped = -1;

	(void)state;
	room_time_start(&own, 5000);
	/* A wait as long as it was allowed, and a busy machine's lateness. */
	assert_int_equal(room_time_step(&own, 6000, ROOM_WAKE_MS, &skipped),
	    6000);
	assert_int_equal(skipped, 0);
	assert_int_equal(room_time_step(&own, 6000 + ROOM_WAKE_MS +
	    ROOM_WAKE_SLACK_MS, ROOM_WAKE_MS, &skipped),
	    6000 + ROOM_WAKE_MS + ROOM_WAKE_SLACK_MS);
	assert_int_equal(skipped, 0);
	/* Stopped for 30 s in a step that waited 1 s at most: 1 s seen. */
	room_time_start(&own, 0);
	assert_int_equal(room_time_step(&own, 30000, ROOM_WAKE_MS, &skipped),
	    ROOM_WAKE_MS);
	assert_int_equal(skipped, 30000 - ROOM_WAKE_MS);
	/* Afterwards the room's time goes on from there, a step at a time. */
	assert_int_equal(room_time_step(&own, 30500, ROOM_WAKE_MS, &skipped),
	    ROOM_WAKE_MS + 500);
	assert_int_equal(skipped, 0);
	/* A wait without a bound (no timer) is all seen, however long. */
	assert_int_equal(room_time_step(&own, 30500 + 10 * MINUTE_MS, -1,
	    &skipped), ROOM_WAKE_MS + 500 + 10 * MINUTE_MS);
	assert_int_equal(skipped, 0);
	/* The clock never goes back. */
	assert_int_equal(room_time_step(&own, 0, ROOM_WAKE_MS, &skipped),
	    ROOM_WAKE_MS + 500 + 10 * MINUTE_MS);
	assert_int_equal(skipped, 0);
}

static void
test_room_a_stopped_room_charges_only_the_time_it_saw(void **state)
{
	struct fixture *f = *state;
	struct room_time own;
	int64_t skipped, now;

	room_time_start(&own, 0);
	seat_both(f, 0);
	forget_said(f);
	/* Amber thinks 2 s, the room's loop waking each second; then the
	 * room is stopped for 30 s, and Amber's move is read as it wakes. */
	now = room_time_step(&own, 1000, ROOM_WAKE_MS, &skipped);
	assert_int_equal(room_tick(&f->room, &f->io, now), 0);
	assert_int_equal(room_time_step(&own, 2000, ROOM_WAKE_MS, &skipped),
	    2000);
	now = room_time_step(&own, 32000, ROOM_WAKE_MS, &skipped);
	assert_int_equal(skipped, 30000 - ROOM_WAKE_MS);
	say(f, AMBER, "move b1b2", now);
	/* Charged 3 s (2 s seen and the 1 s wait the stop was in), given
	 * the 2 s increment: not the 32 s the monotonic clock counted. */
	assert_told(f, TEAL, "clock 59000 60000");
}

static void
test_room_loses_on_time(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	assert_int_equal(room_tick(&f->room, &f->io, MINUTE_MS - 1), 0);
	assert_false(room_over(&f->room));
	assert_int_equal(room_tick(&f->room, &f->io, MINUTE_MS),
	    ROOM_SAVE | ROOM_OVER);
	assert_told(f, TEAL, "over teal time");
	assert_told(f, WATCHER, "over teal time");
	assert_told(f, AMBER, "clock 0 60000");
	assert_int_equal(f->room.result, RESULT_TEAL);
	assert_int_equal(room_tick(&f->room, &f->io, 2 * MINUTE_MS), 0);
	assert_int_equal(room_deadline(&f->room, 2 * MINUTE_MS), -1);
}

static void
test_room_a_late_move_loses_on_time(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	assert_int_equal(say(f, AMBER, "move b1b2", MINUTE_MS + 1),
	    ROOM_SAVE | ROOM_OVER);
	assert_told(f, AMBER, "over teal time");
	assert_told(f, AMBER, "error the game is over");
	assert_int_equal(f->room.move_count, 0);
}

/* ---- The game's end, the record ---- */

static int
setup_short_days(void **state)
{
	*state = make_fixture("day=1", 0);
	return 0;
}

static void
test_room_game_over_by_eclipse(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	/* A dusk after round 1 leaves each side one stone; Teal's eclipses
	 * Amber's. */
	assert_int_equal(say(f, AMBER, "move b1b2", 0), ROOM_SAVE);
	assert_int_equal(say(f, TEAL, "move b7c6", 0), ROOM_SAVE);
	assert_int_equal(say(f, AMBER, "move b2b3", 0), ROOM_SAVE);
	assert_int_equal(say(f, TEAL, "move c6d5", 0), ROOM_SAVE | ROOM_OVER);
	assert_told(f, WATCHER, "moved 4 c6d5");
	assert_told(f, WATCHER, "over teal eclipse");
	assert_true(room_over(&f->room));
	assert_int_equal(f->room.result, board_result(&f->room.board));
}

/* Both seated, Amber's b1b2 at `first` and Teal's b7c6 at `second`; the
 * game as a record, and as read back from its text. */
static void
play_two_and_read_back(struct fixture *f, int64_t first, int64_t second,
    struct record *record, struct record *again)
{
	char text[RECORD_TEXT_MAX], error[ROOM_ERROR_MAX];
	int line;

	seat_both(f, 0);
	say(f, AMBER, "move b1b2", first);
	say(f, TEAL, "move b7c6", second);
	room_record(&f->room, record);
	assert_true(record_write(record, text, sizeof text) > 0);
	assert_int_equal(record_read(text, strlen(text), again, &line, error),
	    0);
}

/* `record` taken up by a fresh room of `variant` whose host gave the
 * clock `host_base` (0: none): room_resume's 0, or -1 with `error`. */
static int
resume_in(struct room *room, const char *variant, int64_t host_base,
    const struct record *record, char *error)
{
	struct room_settings settings;

	settings_for(&settings, variant, host_base);
	room_init(room, &settings, 0);
	return room_resume(room, record, error);
}

/* The clock a room took up: its base, and each side's time left. */
static void
assert_clock_taken_up(const struct room *room, int64_t base, int64_t amber,
    int64_t teal)
{
	assert_int_equal(room->settings.clock_base_ms, base);
	assert_int_equal(room->clock_ms[COLOUR_AMBER], amber);
	assert_int_equal(room->clock_ms[COLOUR_TEAL], teal);
}

static void
test_room_record_and_resume_keep_the_game_and_names(void **state)
{
	struct fixture *f = *state;
	static struct record record, again;
	static struct fixture other;
	char error[ROOM_ERROR_MAX];

	play_two_and_read_back(f, 0, 0, &record, &again);
	assert_string_equal(record.player[COLOUR_AMBER], "ann");
	assert_string_equal(record.player[COLOUR_TEAL], "tom");
	assert_int_equal(record.move_count, 2);

	other.io = f->io;
	assert_int_equal(resume_in(&other.room, "day=1", 0, &again, error), 0);
	assert_int_equal(other.room.board.hash, f->room.board.hash);
	assert_int_equal(room_state(&other.room), WIRE_STATE_PAUSED);
	assert_string_equal(other.room.player[COLOUR_TEAL], "tom");

	/* Another variant's room refuses it, unchanged. */
	assert_int_equal(resume_in(&other.room, "", 0, &again, error), -1);
	assert_non_null(strstr(error, "variant"));
	assert_int_equal(other.room.move_count, 0);
	assert_string_equal(other.room.player[COLOUR_AMBER], "");

	/* A resigned game keeps its ending. */
	say(f, AMBER, "resign", 0);
	room_record(&f->room, &record);
	assert_string_equal(record_tag(&record, "Ending"), "teal resign");
	assert_int_equal(resume_in(&other.room, "day=1", 0, &record, error), 0);
	assert_true(room_over(&other.room));
	assert_int_equal(other.room.result, RESULT_TEAL);
	assert_int_equal(other.room.reason, WIRE_REASON_RESIGN);
}

/* The copy the room files in its host's games/ says, as a player's own
 * records do, who the host was and whom they played; a room opened for
 * others (no seat kept) says neither, and the room's save neither. */
static void
test_room_record_filed_says_the_hosts_side_and_opponent(void **state)
{
	struct fixture *f = *state;
	static struct record record;

	strcpy(f->room.settings.kept_for[COLOUR_TEAL], "tom");
	seat_both(f, 0);
	say(f, AMBER, "resign", 0);
	room_record_filed(&f->room, &record);
	assert_string_equal(record_tag(&record, "Side"), "teal");
	assert_string_equal(record_tag(&record, "Opponent"), "ann");
	assert_string_equal(record.player[COLOUR_AMBER], "ann");
	assert_string_equal(record.player[COLOUR_TEAL], "tom");
	assert_null(record_tag(&record, "Level"));
	room_record(&f->room, &record);
	assert_null(record_tag(&record, "Side"));
	f->room.settings.kept_for[COLOUR_TEAL][0] = '\0';
	room_record_filed(&f->room, &record);
	assert_null(record_tag(&record, "Side"));
	assert_null(record_tag(&record, "Opponent"));
}

/* A room with a clock taken up by a host that gave no clock, or another
 * one: the game's own clock comes back, base, increment and time left. */
static void
test_room_record_keeps_the_whole_clock(void **state)
{
	struct fixture *f = *state;
	static struct record record, again;
	static struct fixture other;
	char error[ROOM_ERROR_MAX];

	play_two_and_read_back(f, 10000, 15000, &record, &again);
	assert_string_equal(record_tag(&record, "Clock"), "52000 57000");
	assert_string_equal(record_tag(&record, "ClockSetting"), "60000+2000");
	assert_string_equal(record_tag(&record, "ClockRunning"), "amber");

	other.io = f->io;
	for (int64_t host_base = 0; host_base <= 5 * MINUTE_MS;
	    host_base += 5 * MINUTE_MS) {
		assert_int_equal(resume_in(&other.room, "", host_base, &again,
		    error), 0);
		assert_clock_taken_up(&other.room, MINUTE_MS, 52000, 57000);
		assert_int_equal(other.room.settings.clock_increment_ms,
		    INCREMENT_MS);
		/* Taken up paused: no clock runs until both are back. */
		assert_false(other.room.clock_running);
	}
	/* Both back: the room tells the clock it took up, and it runs. */
	other.said.count = 0;
	other.io.context = &other.said;
	hello(&other, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	hello(&other, TEAL, "teal", "tom", TEAL_TOKEN, 0);
	assert_told(&other, TEAL,
	    "rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	    "hold=0 clock=60000+2000");
	assert_told(&other, TEAL, "clock 52000 57000");
	assert_int_equal(room_deadline(&other.room, 2000), 50000);

	/* A bad setting is a bad save, refused with the room unchanged. */
	record_set_tag(&again, "ClockSetting", "60000");
	assert_int_equal(resume_in(&other.room, "", 0, &again, error), -1);
	assert_non_null(strstr(error, "clock setting"));
	assert_int_equal(other.room.settings.clock_base_ms, 0);
	record_set_tag(&again, "ClockSetting", "60000+2000");
	record_set_tag(&again, "ClockRunning", "both");
	assert_int_equal(room_resume(&other.room, &again, error), -1);
	assert_non_null(strstr(error, "running clock"));
}

/* A save from before the clock's setting was kept (the Clock tag alone)
 * still loads: the room's own clock, with the time left saved. */
static void
test_room_resumes_an_old_save_with_the_clock_tag_alone(void **state)
{
	struct fixture *f = *state;
	static struct record record;
	char error[ROOM_ERROR_MAX];
	struct room_settings settings;

	(void)f;
	fixture_rules(&settings.rules, "");
	record_init(&record, &settings.rules);
	strcpy(record.player[COLOUR_AMBER], "ann");
	strcpy(record.player[COLOUR_TEAL], "tom");
	assert_int_equal(record_set_tag(&record, "Clock", "41000 42000"), 0);
	assert_int_equal(resume_in(&f->room, "", MINUTE_MS, &record, error), 0);
	assert_clock_taken_up(&f->room, MINUTE_MS, 41000, 42000);
	/* Without a clock of the host's, the old tag is ignored, as before. */
	assert_int_equal(resume_in(&f->room, "", 0, &record, error), 0);
	assert_int_equal(f->room.settings.clock_base_ms, 0);
	room_record(&f->room, &record);
	assert_null(record_tag(&record, "ClockSetting"));
}

/* ---- Saving ---- */

static void
test_room_tells_everyone_it_cannot_save_until_it_can(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	forget_said(f);
	room_unsaved(&f->room, &f->io, "No space left on device");
	assert_told(f, AMBER, "unsaved No space left on device");
	assert_told(f, TEAL, "unsaved No space left on device");
	assert_told(f, WATCHER, "unsaved No space left on device");
	/* Once is enough for the same reason. */
	forget_said(f);
	room_unsaved(&f->room, &f->io, "No space left on device");
	assert_int_equal(f->said.count, 0);
	/* A newcomer is told in its welcome; a connection without a hello,
	 * nothing. */
	room_opened(&f->room, &f->io, STRANGER, 0);
	room_closed(&f->room, &f->io, WATCHER, 0);
	hello(f, WATCHER, "watch", "wil", WATCH_TOKEN, 0);
	assert_string_equal(last_told(f, WATCHER),
	    "unsaved No space left on device");
	assert_int_equal(find_told(f, STRANGER, "", 0), -1);
	forget_said(f);
	room_saved(&f->room, &f->io);
	assert_told(f, AMBER, "saved");
	assert_told(f, WATCHER, "saved");
	forget_said(f);
	room_saved(&f->room, &f->io);
	assert_int_equal(f->said.count, 0);
	hello(f, STRANGER, "watch", "sam", WATCH_TOKEN, 0);
	assert_int_equal(find_told(f, STRANGER, "unsaved", 0), -1);
}

/* ---- The pie step ---- */

static int
setup_pie(void **state)
{
	*state = make_fixture("pie=1", MINUTE_MS);
	return 0;
}

/* `line` from `connection` is answered `error TEXT` and changes nothing. */
#define assert_refused(f, connection, line, text) do { \
	struct board before_ = (f)->room.board; \
	int moves_ = (f)->room.move_count, sun_ = \
	    (f)->room.settings.rules.start_sun; \
	forget_said(f); \
	say((f), (connection), (line), 0); \
	assert_string_equal(last_told((f), (connection)), "error " text); \
	assert_int_equal((f)->said.count, 1); \
	assert_unchanged((f), &before_, moves_); \
	assert_int_equal((f)->room.settings.rules.start_sun, sun_); \
} while (0)

/* Amber's player chooses the sun, Teal's swaps: the players change seats,
 * the board does not; everyone is told; each choice is granted once, to
 * its own seat, before the first move, and the clocks stand meanwhile. */
static void
test_room_pie_sun_then_swap(void **state)
{
	struct fixture *f = *state;
	static struct record record;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_told(f, AMBER, "pie sun 0");
	seat_both(f, 0);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	assert_told(f, WATCHER, "pie sun 0");
	assert_int_equal(room_deadline(&f->room, 0), -1);

	assert_refused(f, AMBER, "move b1b2",
	    "the pie step comes first: Amber's player chooses the sun");
	assert_refused(f, TEAL, "sun 3",
	    "the sun is Amber's player's to choose");
	assert_refused(f, TEAL, "swap",
	    "Amber's player chooses the sun first");
	assert_refused(f, AMBER, "keep",
	    "Amber's player chooses the sun first");
	assert_refused(f, WATCHER, "sun 3",
	    "a spectator can only watch and talk");
	assert_refused(f, AMBER, "sun 8", "'sun': a sun must be 0 to 7, not 8");

	forget_said(f);
	say(f, AMBER, "sun 3", 1000);
	assert_told(f, AMBER, "pie colour 3");
	assert_told(f, TEAL, "pie colour 3");
	assert_told(f, WATCHER, "pie colour 3");
	assert_int_equal(f->room.settings.rules.start_sun, 3);
	assert_int_equal(f->room.board.sun, 3);
	assert_int_equal(room_deadline(&f->room, 1000), -1);

	assert_refused(f, AMBER, "sun 4", "the sun is chosen already");
	assert_refused(f, AMBER, "swap",
	    "the colour is Teal's player's to choose");
	assert_refused(f, TEAL, "move b7b6",
	    "the pie step comes first: Teal's player keeps Teal or swaps");

	forget_said(f);
	assert_true(say(f, TEAL, "swap", 2000) & ROOM_SWAPPED);
	assert_told(f, WATCHER, "pie swap 3");
	assert_told(f, AMBER, "players tom ann");
	assert_told(f, TEAL, "players tom ann");
	assert_told(f, WATCHER, "connected 1 1");
	assert_string_equal(f->room.player[COLOUR_AMBER], "tom");
	assert_int_equal(f->room.connections[TEAL].seat, COLOUR_AMBER);
	assert_int_equal(f->room.connections[AMBER].seat, COLOUR_TEAL);
	assert_int_equal(f->room.board.sun, 3);
	/* The clock starts with the game. */
	assert_int_equal(room_deadline(&f->room, 2000), MINUTE_MS);

	assert_refused(f, TEAL, "keep", "the pie step is over");
	assert_refused(f, AMBER, "move b1b2", "it is Amber's turn");
	say(f, TEAL, "move b1b2", 3000);
	assert_told(f, AMBER, "moved 1 b1b2");
	assert_refused(f, AMBER, "sun 5", "the pie step is over");

	room_record(&f->room, &record);
	assert_true(record.start.rules.pie);
	assert_int_equal(record.start.rules.start_sun, 3);
	assert_string_equal(record_tag(&record, "Pie"), "swap");
	assert_string_equal(record.player[COLOUR_AMBER], "tom");
	assert_string_equal(record.player[COLOUR_TEAL], "ann");

	/* Tokens stay with the people: ann's takes Teal's seat now. */
	room_closed(&f->room, &f->io, AMBER, 4000);
	forget_said(f);
	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 5000);
	assert_told(f, AMBER,
	    "bye that token is for Teal's seat, not Amber's");
	hello(f, AMBER, "any", "ann", AMBER_TOKEN, 5000);
	assert_told(f, AMBER, "welcome demo teal");
	assert_told(f, AMBER, "pie swap 3");
	assert_int_equal(room_state(&f->room), WIRE_STATE_PLAYING);
}

/*
 * The players' ratings, as the server tells the room (room_rate): told to
 * everyone when they change, not again when they do not, to a newcomer
 * after the players' names, and taken with each player by a pie swap.  A
 * room told none says none, as a room without the server's database.
 */
static void
test_room_tells_the_players_ratings(void **state)
{
	struct fixture *f = *state;
	int players, ratings;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	assert_int_equal(find_told(f, AMBER, "ratings ", 0), -1);
	room_rate(&f->room, &f->io, COLOUR_AMBER, "1500?");
	assert_told(f, AMBER, "ratings 1500? -");
	forget_said(f);
	room_rate(&f->room, &f->io, COLOUR_AMBER, "1500?");
	assert_int_equal(f->said.count, 0);
	hello(f, TEAL, "teal", "tom", TEAL_TOKEN, 0);
	room_rate(&f->room, &f->io, COLOUR_TEAL, "guest");
	assert_told(f, AMBER, "ratings 1500? guest");
	assert_told(f, TEAL, "ratings 1500? guest");
	forget_said(f);
	hello(f, WATCHER, "watch", "wes", WATCH_TOKEN, 0);
	players = find_told(f, WATCHER, "players ann tom", 0);
	ratings = find_told(f, WATCHER, "ratings 1500? guest", 0);
	assert_true(players >= 0 && ratings == players + 1);
	room_rate(&f->room, &f->io, COLOUR_COUNT, "1");	/* no such seat */
	assert_string_equal(f->room.rating[COLOUR_AMBER], "1500?");
}

/* A pie swap takes each player's rating to the seat the player goes to,
 * and says so. */
static void
test_room_pie_swap_takes_the_ratings(void **state)
{
	struct fixture *f = *state;

	hello(f, AMBER, "amber", "ann", AMBER_TOKEN, 0);
	seat_both(f, 0);
	room_rate(&f->room, &f->io, COLOUR_AMBER, "1700");
	room_rate(&f->room, &f->io, COLOUR_TEAL, "guest");
	say(f, AMBER, "sun 3", 1000);
	forget_said(f);
	say(f, TEAL, "swap", 2000);
	assert_told(f, AMBER, "players tom ann");
	assert_told(f, AMBER, "ratings guest 1700");
	assert_string_equal(f->room.rating[COLOUR_TEAL], "1700");
}

/* Keep: the game begins as it stands, the players in their seats; a host
 * coming back with the rules' first sun in its hello is let in. */
static void
test_room_pie_keep(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	say(f, AMBER, "sun 6", 0);
	room_closed(&f->room, &f->io, AMBER, 0);
	forget_said(f);
	say(f, AMBER, "hello gnomon-room 1 seat=amber name=ann token="
	    AMBER_TOKEN " sun=0 pie=1", 0);
	assert_told(f, AMBER, "welcome demo amber");
	assert_told(f, AMBER, "pie colour 6");
	forget_said(f);
	assert_false(say(f, TEAL, "keep", 0) & ROOM_SWAPPED);
	assert_told(f, AMBER, "pie keep 6");
	assert_int_equal(find_told(f, AMBER, "players", 0), -1);
	assert_string_equal(f->room.player[COLOUR_AMBER], "ann");
	assert_refused(f, TEAL, "swap", "the pie step is over");
	say(f, AMBER, "move b1b2", 0);
	assert_int_equal(f->room.move_count, 1);
}

/* A room without the pie rule grants no choice. */
static void
test_room_no_pie_step_without_the_rule(void **state)
{
	struct fixture *f = *state;

	seat_both(f, 0);
	assert_int_equal(find_told(f, AMBER, "pie", 0), -1);
	assert_refused(f, AMBER, "sun 3",
	    "this room does not play the pie rule");
	assert_refused(f, TEAL, "swap",
	    "this room does not play the pie rule");
}

/* The save keeps where the step stands: a room taken up resumes it. */
static void
test_room_pie_step_is_saved_and_taken_up(void **state)
{
	struct fixture *f = *state;
	static struct record record, again;
	static struct fixture other;
	char text[RECORD_TEXT_MAX], error[ROOM_ERROR_MAX];
	int line;

	other.io = f->io;
	seat_both(f, 0);
	room_record(&f->room, &record);
	assert_int_equal(resume_in(&other.room, "pie=1", 0, &record, error),
	    0);
	assert_int_equal(other.room.pie_step, WIRE_PIE_SUN);

	say(f, AMBER, "sun 2", 0);
	room_record(&f->room, &record);
	assert_null(record_tag(&record, "Pie"));
	assert_true(record_write(&record, text, sizeof text) > 0);
	assert_int_equal(record_read(text, strlen(text), &again, &line, error),
	    0);
	assert_int_equal(resume_in(&other.room, "pie=1 sun=2", 0, &again,
	    error), 0);
	assert_int_equal(other.room.pie_step, WIRE_PIE_COLOUR);
	assert_int_equal(other.room.settings.rules.start_sun, 2);

	say(f, TEAL, "keep", 0);
	room_record(&f->room, &record);
	assert_string_equal(record_tag(&record, "Pie"), "keep");
	assert_int_equal(resume_in(&other.room, "pie=1 sun=2", 0, &record,
	    error), 0);
	assert_int_equal(other.room.pie_step, WIRE_PIE_KEEP);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(
		    test_room_seats_two_players_and_sends_the_snapshot,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_refuses_a_wrong_token_and_changes_nothing,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_takes_utf8_names_and_refuses_bad_ones_with_rule,
		    setup_plain),
		cmocka_unit_test_setup(test_room_seat_takes_only_its_own_token,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_refuses_taken_seat_seated_name_and_other_rules,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_keeps_the_hosts_seat_for_the_host, setup_plain),
		cmocka_unit_test_setup(
		    test_room_any_seat_finds_the_one_kept_for_the_name,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_tells_the_host_where_the_game_is_filed,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_says_bye_to_garbage_before_hello_and_error_after,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_answers_info_before_hello_without_secrets,
		    setup_plain),
		cmocka_unit_test(
		    test_room_info_says_each_sides_clock_and_idle_time),
		cmocka_unit_test_setup(test_room_tells_the_players_ratings,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_rated_says_so_in_info_to_newcomers_and_its_save,
		    setup_plain),
		cmocka_unit_test_setup(test_room_spectator_cannot_move,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_player_cannot_move_for_the_other_side,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_refuses_an_illegal_move_and_keeps_the_game,
		    setup_plain),
		cmocka_unit_test_setup(test_room_tells_everyone_a_move,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_pauses_when_a_player_leaves_and_resumes_on_rejoin,
		    setup_plain),
		cmocka_unit_test_setup(test_room_undo_needs_consent,
		    setup_plain),
		cmocka_unit_test_setup(test_room_a_move_drops_the_question,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_draw_offered_refused_and_agreed, setup_plain),
		cmocka_unit_test_setup(test_room_tells_a_silent_player,
		    setup_plain),
		cmocka_unit_test_setup(test_room_resign, setup_plain),
		cmocka_unit_test_setup(test_room_say_is_cleaned_and_told_to_all,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_keeps_the_last_lines_said_for_a_welcome,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_clock_runs_only_while_both_are_in, setup_clock),
		cmocka_unit_test(
		    test_room_time_skips_what_a_step_could_not_have_waited),
		cmocka_unit_test_setup(
		    test_room_a_stopped_room_charges_only_the_time_it_saw,
		    setup_clock),
		cmocka_unit_test_setup(test_room_loses_on_time, setup_clock),
		cmocka_unit_test_setup(test_room_a_late_move_loses_on_time,
		    setup_clock),
		cmocka_unit_test_setup(test_room_game_over_by_eclipse,
		    setup_short_days),
		cmocka_unit_test_setup(
		    test_room_record_and_resume_keep_the_game_and_names,
		    setup_short_days),
		cmocka_unit_test_setup(
		    test_room_record_filed_says_the_hosts_side_and_opponent,
		    setup_short_days),
		cmocka_unit_test_setup(test_room_record_keeps_the_whole_clock,
		    setup_clock),
		cmocka_unit_test_setup(
		    test_room_resumes_an_old_save_with_the_clock_tag_alone,
		    setup_plain),
		cmocka_unit_test_setup(
		    test_room_tells_everyone_it_cannot_save_until_it_can,
		    setup_plain),
		cmocka_unit_test_setup(test_room_pie_sun_then_swap, setup_pie),
		cmocka_unit_test_setup(test_room_pie_keep, setup_pie),
		cmocka_unit_test_setup(test_room_pie_swap_takes_the_ratings,
		    setup_pie),
		cmocka_unit_test_setup(test_room_no_pie_step_without_the_rule,
		    setup_plain),
		cmocka_unit_test_setup(test_room_pie_step_is_saved_and_taken_up,
		    setup_pie),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
