/*
 * The lobby's correspondence games without a terminal
 * (ui_correspondence.h, ui_correspondence_play.h), on a scratch database:
 * the form's game started between two registered players, and refused,
 * nothing started, for no name, oneself, a name that is no name, or one
 * not registered; the count of games waiting on a player's move, in the
 * server line's and the arrival's words; a move sent and said ("Sent;
 * their move, 3 days"), one not the player's refused; the clock moved past
 * a deadline ending the game on time, each player told once how it ended;
 * the board playing only the player's own turn, two moves running under
 * the snake order, and the record it sends; every line within 80 columns.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/record.h"
#include "core/rules.h"
#include "core/utf8.h"
#include "store/server_correspondence.h"
#include "store/server_db.h"
#include "store/server_players.h"
#include "support/server_scratch.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_correspondence.h"
#include "ui/ui_correspondence_play.h"
#include "ui/ui_lobby.h"
#include "ui/ui_name.h"
#include "ui/ui_play.h"

enum {
	NOW = 1765000000,
	HOUR = 3600
};

struct server {
	char	directory[SAVE_PATH_MAX - 64];
	char	path[SAVE_PATH_MAX];
	struct server_db *db;
	char	message[SERVER_DB_MESSAGE_MAX];
	struct ui_correspondence amy, bob;
	struct record record;
	char	text[RECORD_TEXT_MAX + 1];
	struct ui ui;
};

static int
setup(void **state)
{
	struct server *server = calloc(1, sizeof *server);

	if (server == NULL || server_scratch_open_players("ui-correspondence",
	    server->directory, sizeof server->directory, server->path,
	    &server->db, NOW) != 0) {
		free(server);
		return -1;
	}
	ui_correspondence_init(&server->amy, "amy", true);
	ui_correspondence_init(&server->bob, "bob", true);
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

static enum ui_correspondence_request
keys(struct ui_correspondence *page, const char *typed)
{
	enum ui_correspondence_request request = UI_CORRESPONDENCE_NONE;

	for (; *typed != '\0'; typed++)
		request = ui_correspondence_key(page, *typed == '\n' ?
		    UI_KEY_ENTER : (unsigned char)*typed);
	return request;
}

/* Every line of the page within 80 columns, printable. */
static void
assert_page_fits(const struct ui_correspondence *page)
{
	static struct ui_correspondence_view view;

	ui_correspondence_view_build(page, &view, 22);
	for (int i = -2; i < view.lines; i++) {
		const char *text = i == -2 ? view.keys : i == -1 ?
		    page->message : view.line[i];
		char clean[UI_CORRESPONDENCE_TEXT_MAX];

		if (ui_name_columns(text) > UI_CORRESPONDENCE_COLUMNS)
			fail_msg("wider than 80 columns: \"%s\"", text);
		snprintf(clean, sizeof clean, "%s", text);
		utf8_clean(clean, strlen(clean));
		if (strcmp(clean, text) != 0)
			fail_msg("not printable: \"%s\"", text);
	}
}

/* Whether a line of the page holds `text`. */
static bool
page_shows(const struct ui_correspondence *page, const char *text)
{
	static struct ui_correspondence_view view;

	ui_correspondence_view_build(page, &view, 22);
	for (int i = 0; i < view.lines; i++)
		if (strstr(view.line[i], text) != NULL)
			return true;
	return false;
}

/* amy's form: a game with bob, 3 days a move, amy Amber, rated; started
 * at `now`. */
static void
amy_starts(struct server *server, int64_t now)
{
	assert_int_equal(keys(&server->amy, "nbob\n"),
	    UI_CORRESPONDENCE_START);
	assert_int_equal(ui_correspondence_start(&server->amy, server->db,
	    now), 1);
	assert_string_equal(server->amy.message,
	    "Started with bob, 3 days a move: your move (Amber)");
}

/* The game's record in the store, read, with one legal move more (the
 * `pick`th), as text in server->text: its length. */
static size_t
with_a_move(struct server *server, int64_t id, int pick)
{
	struct server_correspondence game;
	struct move_list list;
	struct board board;
	char error[RECORD_ERROR_MAX];
	int line, length;

	assert_int_equal(server_correspondence_get(server->db, id, &game,
	    server->text, sizeof server->text, server->message), 1);
	assert_int_equal(record_read(server->text, strlen(server->text),
	    &server->record, &line, error), 0);
	record_position(&server->record, server->record.move_count, &board);
	assert_true(board_legal_moves(&board, &list) > 0);
	assert_int_equal(record_add_move(&server->record,
	    list.moves[pick % list.count]), 0);
	record_position(&server->record, server->record.move_count, &board);
	server->record.result = board_result(&board);
	length = record_write(&server->record, server->text,
	    sizeof server->text);
	assert_true(length > 0);
	return (size_t)length;
}

static void
test_ui_correspondence_started_game_is_counted_and_said(void **state)
{
	struct server *server = *state;
	char text[UI_CORRESPONDENCE_TEXT_MAX];

	amy_starts(server, NOW);
	assert_int_equal(server->amy.count, 1);
	assert_int_equal(server->amy.waiting, 1);
	ui_correspondence_server_words(&server->amy, text, sizeof text);
	assert_string_equal(text, "m correspondence: your move in 1");
	ui_correspondence_arrival(&server->amy, 0, text, sizeof text);
	assert_string_equal(text,
	    "Your move in 1 correspondence game: m shows it");
	assert_true(page_shows(&server->amy,
	    "> bob              Amber yours        3 days               "
	    "rated"));
	assert_page_fits(&server->amy);

	assert_int_equal(ui_correspondence_refresh(&server->bob, server->db,
	    NOW + HOUR), 0);
	assert_int_equal(server->bob.count, 1);
	assert_int_equal(server->bob.waiting, 0);
	ui_correspondence_server_words(&server->bob, text, sizeof text);
	assert_string_equal(text, "m correspondence");
	ui_correspondence_arrival(&server->bob, 0, text, sizeof text);
	assert_string_equal(text, "");
	assert_true(page_shows(&server->bob, "amy              Teal  theirs"));
	assert_true(page_shows(&server->bob, "2 days 23 hours"));
	assert_page_fits(&server->bob);
}

static void
test_ui_correspondence_two_waiting_said_in_plural(void **state)
{
	struct server *server = *state;
	char text[UI_CORRESPONDENCE_TEXT_MAX];

	amy_starts(server, NOW);
	amy_starts(server, NOW + 1);
	ui_correspondence_server_words(&server->amy, text, sizeof text);
	assert_string_equal(text, "m correspondence: your move in 2");
	ui_correspondence_arrival(&server->amy, 0, text, sizeof text);
	assert_string_equal(text,
	    "Your move in 2 correspondence games: m shows them");
}

static void
test_ui_correspondence_form_refuses_bad_opponents(void **state)
{
	struct server *server = *state;
	struct ui_correspondence *amy = &server->amy;

	assert_int_equal(keys(amy, "n\n"), UI_CORRESPONDENCE_NONE);
	assert_string_equal(amy->message,
	    "Type your opponent's name: a registered player's");
	assert_int_equal(keys(amy, "amy\n"), UI_CORRESPONDENCE_NONE);
	assert_string_equal(amy->message, "Not yourself: a correspondence"
	    " game is with another registered player");
	ui_correspondence_key(amy, UI_KEY_BACKSPACE);
	ui_correspondence_key(amy, UI_KEY_BACKSPACE);
	ui_correspondence_key(amy, UI_KEY_BACKSPACE);
	assert_int_equal(keys(amy, "a b\n"), UI_CORRESPONDENCE_NONE);
	assert_true(strncmp(amy->message, "Not a name: ", 12) == 0);
	amy->opponent[0] = '\0';
	assert_int_equal(keys(amy, "zed\n"), UI_CORRESPONDENCE_START);
	assert_int_equal(ui_correspondence_start(amy, server->db, NOW), 0);
	assert_string_equal(amy->message,
	    "zed is not a registered player here: no game started");
	assert_int_equal(amy->screen, UI_CORRESPONDENCE_NEW);
	assert_page_fits(amy);
	assert_int_equal(ui_correspondence_refresh(amy, server->db, NOW), 0);
	assert_int_equal(amy->count, 0);
	/* Seventeen characters: the 17th refused with the rule. */
	amy->opponent[0] = '\0';
	keys(amy, "abcdefghijklmnopq");
	assert_string_equal(amy->opponent, "abcdefghijklmnop");
	assert_string_equal(amy->message,
	    "Not a name: too long: a name is at most 16 characters");
}

static void
test_ui_correspondence_form_days_wrap_within_1_to_14(void **state)
{
	struct server *server = *state;
	struct ui_correspondence *amy = &server->amy;

	keys(amy, "n");
	ui_correspondence_key(amy, UI_KEY_DOWN);
	assert_int_equal(amy->row, UI_CORRESPONDENCE_DAYS);
	for (int i = 0; i < 2; i++)
		ui_correspondence_key(amy, UI_KEY_LEFT);
	assert_int_equal(amy->days, SERVER_DAYS_MIN);
	ui_correspondence_key(amy, UI_KEY_LEFT);
	assert_int_equal(amy->days, SERVER_DAYS_MAX);
	ui_correspondence_key(amy, UI_KEY_RIGHT);
	assert_int_equal(amy->days, SERVER_DAYS_MIN);
	assert_true(page_shows(amy, "> Time for a move: 1 day  <- ->"));
	ui_correspondence_key(amy, UI_KEY_DOWN);
	ui_correspondence_key(amy, UI_KEY_RIGHT);
	assert_int_equal(amy->colour, COLOUR_TEAL);
	ui_correspondence_key(amy, UI_KEY_DOWN);
	ui_correspondence_key(amy, UI_KEY_RIGHT);
	assert_false(amy->rated);
	assert_page_fits(amy);
	/* Esc: back to the list, then to the lobby. */
	assert_int_equal(ui_correspondence_escape(amy),
	    UI_CORRESPONDENCE_NONE);
	assert_int_equal(amy->screen, UI_CORRESPONDENCE_LIST);
	assert_int_equal(ui_correspondence_escape(amy),
	    UI_CORRESPONDENCE_BACK);
}

static void
test_ui_correspondence_move_sent_and_refused(void **state)
{
	struct server *server = *state;
	char text[UI_CORRESPONDENCE_TEXT_MAX];
	size_t length;
	int64_t id;

	amy_starts(server, NOW);
	id = server->amy.games[0].id;
	/* bob's move while it is amy's: refused, nothing changed. */
	ui_correspondence_refresh(&server->bob, server->db, NOW);
	length = with_a_move(server, id, 0);
	assert_int_equal(ui_correspondence_send(&server->bob, server->db, id,
	    server->text, length, NOW + HOUR), 0);
	assert_string_equal(server->bob.message,
	    "Not sent: it is not your move");
	assert_int_equal(ui_correspondence_send(&server->amy, server->db, id,
	    server->text, length, NOW + HOUR), 1);
	assert_string_equal(server->amy.message, "Sent; their move, 3 days");
	assert_int_equal(server->amy.waiting, 0);
	/* bob arrives a day later: his move. */
	assert_int_equal(ui_correspondence_refresh(&server->bob, server->db,
	    NOW + HOUR + 86400), 0);
	assert_int_equal(server->bob.waiting, 1);
	ui_correspondence_arrival(&server->bob, 0, text, sizeof text);
	assert_string_equal(text,
	    "Your move in 1 correspondence game: m shows it");
	assert_true(page_shows(&server->bob, "yours        2 days"));
	assert_true(ui_correspondence_mine(&server->bob,
	    ui_correspondence_chosen(&server->bob)));
}

static void
test_ui_correspondence_moved_clock_ends_game_on_time(void **state)
{
	struct server *server = *state;
	char text[UI_CORRESPONDENCE_TEXT_MAX];
	int64_t id, told;
	size_t length;

	amy_starts(server, NOW);
	id = server->amy.games[0].id;
	length = with_a_move(server, id, 1);
	assert_int_equal(ui_correspondence_send(&server->amy, server->db, id,
	    server->text, length, NOW), 1);
	/* Just before bob's deadline the game waits; just after, it ends on
	 * time, bob losing, filed by the store. */
	assert_int_equal(ui_correspondence_refresh(&server->bob, server->db,
	    NOW + 3 * 86400 - 1), 0);
	assert_int_equal(server->bob.count, 1);
	assert_true(page_shows(&server->bob, "under an hour"));
	assert_int_equal(ui_correspondence_refresh(&server->amy, server->db,
	    NOW + 3 * 86400 + 1), 0);
	assert_int_equal(server->amy.count, 0);
	assert_int_equal(server->amy.ended_count, 1);
	ui_correspondence_ended_words(&server->amy, &server->amy.ended[0],
	    text, sizeof text);
	assert_string_equal(text, "ended on time: you win");
	assert_true(page_shows(&server->amy, "bob              ended on time:"
	    " you win"));
	ui_correspondence_arrival(&server->amy, 0, text, sizeof text);
	assert_string_equal(text, "Your game with bob ended on time: you win");
	told = ui_correspondence_told(&server->amy, 0);
	assert_true(told > 0);
	/* Told once: the next arrival says nothing of it. */
	ui_correspondence_arrival(&server->amy, told, text, sizeof text);
	assert_string_equal(text, "");
	assert_int_equal(ui_correspondence_refresh(&server->bob, server->db,
	    NOW + 4 * 86400), 0);
	ui_correspondence_arrival(&server->bob, 0, text, sizeof text);
	assert_string_equal(text, "Your game with amy ended on time: amy"
	    " wins");
	assert_page_fits(&server->bob);
}

static void
test_ui_correspondence_time_left_words(void **state)
{
	char text[64];

	(void)state;
	ui_correspondence_time_left(0, 2 * 86400 + 3 * HOUR + 5, text,
	    sizeof text);
	assert_string_equal(text, "2 days 3 hours");
	ui_correspondence_time_left(0, 86400 + HOUR, text, sizeof text);
	assert_string_equal(text, "1 day 1 hour");
	ui_correspondence_time_left(0, 86400, text, sizeof text);
	assert_string_equal(text, "1 day");
	ui_correspondence_time_left(0, 5 * HOUR + 59, text, sizeof text);
	assert_string_equal(text, "5 hours");
	ui_correspondence_time_left(0, HOUR - 1, text, sizeof text);
	assert_string_equal(text, "under an hour");
	ui_correspondence_time_left(10, 10, text, sizeof text);
	assert_string_equal(text, "past");
}

/* The board from `seat` on the record in server->record (snake rules),
 * after its first `plies` moves. */
static void
open_board(struct server *server, struct ui_correspondence_play *play,
    int seat)
{
	struct play_options options;

	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(&server->ui, &options);
	ui_correspondence_play_open(&server->ui, play, &server->record, seat,
	    "amy", "bob", "3 days");
}

/* A legal move of the board's side to move. */
static uint16_t
a_legal_move(const struct ui *ui)
{
	struct move_list list;

	assert_true(board_legal_moves(&ui->game.board, &list) > 0);
	return list.moves[0];
}

static void
test_ui_correspondence_board_plays_only_own_turn(void **state)
{
	struct server *server = *state;
	struct ui_correspondence_play play;
	static struct record after;
	struct rules rules;

	rules_default(&rules);
	rules.snake = true;
	record_init(&server->record, &rules);
	/* Teal's seat with Amber to move: looked at, no move. */
	open_board(server, &play, COLOUR_TEAL);
	assert_int_equal(ui_play(&server->ui, a_legal_move(&server->ui)),
	    UI_EVENT_NONE);
	assert_string_equal(server->ui.message, "Not your move: it is Amber"
	    " (amy)'s; the board can be looked at");
	assert_int_equal(server->ui.game.plies, 0);
	assert_false(ui_correspondence_play_record(&server->ui, &play,
	    &server->record, &after));
	/* Amber's seat: one move and the turn is Teal's, the board leaves
	 * with the record to send. */
	open_board(server, &play, COLOUR_AMBER);
	assert_int_equal(ui_play(&server->ui, a_legal_move(&server->ui)),
	    UI_EVENT_QUIT);
	assert_true(ui_correspondence_play_record(&server->ui, &play,
	    &server->record, &after));
	assert_int_equal(after.move_count, 1);
	/* Teal, under the snake order, moves twice running: the first
	 * move stays on the board, may be taken back, and the second
	 * leaves; nothing stored may be taken back. */
	server->record = after;
	open_board(server, &play, COLOUR_TEAL);
	assert_int_equal(ui_play(&server->ui, a_legal_move(&server->ui)),
	    UI_EVENT_MOVED);
	assert_string_equal(server->ui.message, "Your move again: the snake"
	    " order gives you two turns running");
	assert_int_equal(ui_key(&server->ui, 'U'), UI_EVENT_UNDONE);
	assert_int_equal(server->ui.game.plies, 1);
	assert_int_equal(ui_key(&server->ui, 'U'), UI_EVENT_NONE);
	assert_string_equal(server->ui.message,
	    "Nothing to take back: the moves before are sent");
	assert_int_equal(server->ui.game.plies, 1);
	assert_int_equal(ui_play(&server->ui, a_legal_move(&server->ui)),
	    UI_EVENT_MOVED);
	assert_int_equal(ui_play(&server->ui, a_legal_move(&server->ui)),
	    UI_EVENT_QUIT);
	assert_true(ui_correspondence_play_record(&server->ui, &play,
	    &server->record, &after));
	assert_int_equal(after.move_count, 3);
	assert_int_equal(memcmp(after.moves, server->record.moves,
	    sizeof after.moves[0]), 0);
}

/* The lobby's hooks: the server line, m refused to a guest, m opening the
 * page, Esc back to the rooms. */
static void
test_ui_correspondence_lobby_server_line_and_m(void **state)
{
	static struct ui_lobby lobby;
	static struct ui_lobby_view view;
	bool found = false;

	(void)state;
	ui_lobby_init(&lobby);
	lobby.players = true;
	ui_lobby_bind(&lobby, "amy");
	lobby.correspondence.waiting = 2;
	ui_lobby_view_build(&lobby, &view, 22);
	for (int i = 0; i < view.lines; i++)
		found |= strcmp(view.line[i], "Server:   v archive   b best"
		    " players   m correspondence: your move in 2") == 0;
	assert_true(found);
	assert_int_equal(ui_lobby_key(&lobby, 'm'),
	    UI_LOBBY_CORRESPONDENCE_READ);
	assert_int_equal(lobby.screen, UI_LOBBY_CORRESPONDENCE);
	ui_lobby_view_build(&lobby, &view, 22);
	assert_string_equal(view.keys,
	    "Enter open   n new game   r refresh   q back to the rooms");
	assert_int_equal(ui_lobby_key(&lobby, 'q'), UI_LOBBY_REFRESH);
	assert_int_equal(lobby.screen, UI_LOBBY_ROOMS);
	lobby.guest = true;
	assert_int_equal(ui_lobby_key(&lobby, 'm'), UI_LOBBY_NONE);
	assert_string_equal(lobby.message,
	    "Correspondence games are for registered players");
	lobby.players = false;
	assert_int_equal(ui_lobby_key(&lobby, 'm'), UI_LOBBY_NONE);
	assert_string_equal(lobby.message, "This server keeps no players: no"
	    " correspondence games here");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_started_game_is_counted_and_said,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_two_waiting_said_in_plural,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_form_refuses_bad_opponents,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_form_days_wrap_within_1_to_14,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_move_sent_and_refused,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_moved_clock_ends_game_on_time,
		    setup, teardown),
		cmocka_unit_test(test_ui_correspondence_time_left_words),
		cmocka_unit_test_setup_teardown(
		    test_ui_correspondence_board_plays_only_own_turn,
		    setup, teardown),
		cmocka_unit_test(
		    test_ui_correspondence_lobby_server_line_and_m),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
