/*
 * The lobby's logic without a terminal: the name typed and checked, the
 * rooms listed from their info lines (and lines that are not a room's
 * refused), the row chosen and what each key asks for, and the screen's
 * lines: printable ASCII within 80 columns, the chosen row always on it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui.h"
#include "ui/ui_lobby.h"

static enum ui_lobby_request
keys(struct ui_lobby *lobby, const char *typed)
{
	enum ui_lobby_request request = UI_LOBBY_NONE;

	for (; *typed != '\0'; typed++)
		request = ui_lobby_key(lobby, *typed == '\n' ? UI_KEY_ENTER :
		    *typed);
	return request;
}

/* A room's info line, as a room answers `info`. */
static void
info_line(char *line, size_t size, const char *room, const char *amber,
    const char *teal, int watchers)
{
	struct wire_message message;

	wire_init(&message, WIRE_ROOM);
	snprintf(message.room, sizeof message.room, "%s", room);
	snprintf(message.player[COLOUR_AMBER], sizeof message.player[0], "%s", amber);
	snprintf(message.player[COLOUR_TEAL], sizeof message.player[1], "%s", teal);
	message.connected[COLOUR_AMBER] = amber[0] != '\0';
	message.count = watchers;
	message.round = 3;
	message.state = teal[0] != '\0' ? WIRE_STATE_PLAYING : WIRE_STATE_WAITING;
	assert_true(wire_format(&message, line, size) > 0);
}

static void
add_room(struct ui_lobby *lobby, const char *room, const char *amber,
    const char *teal)
{
	char line[WIRE_LINE_MAX];

	info_line(line, sizeof line, room, amber, teal, 2);
	assert_true(ui_lobby_add(lobby, room, line));
}

/* A lobby past its name, bob's. */
static struct ui_lobby *
named_lobby(void)
{
	struct ui_lobby *lobby = malloc(sizeof *lobby);

	assert_non_null(lobby);
	ui_lobby_init(lobby);
	assert_int_equal(keys(lobby, "bob\n"), UI_LOBBY_HOLD_NAME);
	ui_lobby_named(lobby, true, "");
	return lobby;
}

/* Every line of the view is printable ASCII within the lobby's columns. */
static void
assert_view_fits(const struct ui_lobby_view *view)
{
	const char *texts[UI_LOBBY_ROOMS_MAX + UI_LOBBY_HEAD_ROWS + 4];
	int count = 0;

	for (int i = 0; i < view->lines; i++)
		texts[count++] = view->line[i];
	texts[count++] = view->message;
	texts[count++] = view->keys;
	for (int i = 0; i < count; i++) {
		if (strlen(texts[i]) > UI_LOBBY_COLUMNS)
			fail_msg("wider than %d columns: \"%s\"", UI_LOBBY_COLUMNS,
			    texts[i]);
		for (const char *c = texts[i]; *c != '\0'; c++)
			if (*c < ' ' || *c > '~')
				fail_msg("not printable ASCII: \"%s\"", texts[i]);
	}
}

static void
test_lobby_name_is_typed_checked_and_held(void **state)
{
	struct ui_lobby lobby;
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_init(&lobby);
	assert_int_equal(keys(&lobby, "\n"), UI_LOBBY_NONE);	/* no name */
	assert_non_null(strstr(lobby.message, "Not a name"));
	assert_int_equal(keys(&lobby, "al\"x"), UI_LOBBY_NONE);
	assert_int_equal(keys(&lobby, "\n"), UI_LOBBY_NONE);	/* a quote */
	assert_int_equal(lobby.screen, UI_LOBBY_NAME);
	assert_int_equal(ui_lobby_key(&lobby, UI_KEY_BACKSPACE), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_key(&lobby, UI_KEY_BACKSPACE), UI_LOBBY_NONE);
	assert_string_equal(lobby.typed, "al");
	/* Spaces are not typed; no more than 16 characters are. */
	assert_int_equal(keys(&lobby, "ice the-seventeenth"), UI_LOBBY_NONE);
	assert_int_equal(strlen(lobby.typed), WIRE_NAME_MAX);
	ui_lobby_view_build(&lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(keys(&lobby, "\n"), UI_LOBBY_HOLD_NAME);
	/* Held by another player: the reason said, the name kept to edit. */
	ui_lobby_named(&lobby, false, "alicethe-sevent is in the lobby already");
	assert_int_equal(lobby.screen, UI_LOBBY_NAME);
	assert_non_null(strstr(lobby.message, "in the lobby already"));
	ui_lobby_named(&lobby, true, "");
	assert_int_equal(lobby.screen, UI_LOBBY_ROOMS);
	assert_string_equal(lobby.name, "alicethe-sevente");
	assert_string_equal(lobby.message, "");
}

static void
test_lobby_escape_leaves_before_a_name(void **state)
{
	struct ui_lobby lobby;

	(void)state;
	ui_lobby_init(&lobby);
	assert_int_equal(ui_lobby_key(&lobby, UI_KEY_ESCAPE), UI_LOBBY_QUIT);
}

static void
test_lobby_lists_rooms_from_info_lines_only(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	char line[WIRE_LINE_MAX];

	(void)state;
	add_room(lobby, "demo", "alice", "");
	assert_false(ui_lobby_add(lobby, "other", "welcome other amber"));
	assert_false(ui_lobby_add(lobby, "junk", "room junk \033[2J"));
	/* A good line under a name that is not a room's (not a file's). */
	info_line(line, sizeof line, "etc", "alice", "", 0);
	assert_false(ui_lobby_add(lobby, "../etc", line));
	assert_int_equal(lobby->count, 1);
	assert_string_equal(lobby->rooms[0].player[COLOUR_AMBER], "alice");
	assert_string_equal(lobby->rooms[0].player[COLOUR_TEAL], "");
	assert_int_equal(lobby->rooms[0].watchers, 2);
	/* The list has room for UI_LOBBY_ROOMS_MAX, and no more. */
	for (int i = 1; i < UI_LOBBY_ROOMS_MAX; i++) {
		char name[WIRE_ROOM_MAX + 1];

		snprintf(name, sizeof name, "room-%d", i);
		add_room(lobby, name, "a", "b");
	}
	info_line(line, sizeof line, "one-too-many", "a", "b", 0);
	assert_false(ui_lobby_add(lobby, "one-too-many", line));
	ui_lobby_clear(lobby);
	assert_null(ui_lobby_chosen(lobby));
	free(lobby);
}

static void
test_lobby_keys_choose_a_room_and_ask(void **state)
{
	struct ui_lobby *lobby = named_lobby();

	(void)state;
	/* Nothing to join or watch yet; opening, the computer, quitting are. */
	assert_int_equal(keys(lobby, "\n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby->message, "No room is open"));
	assert_int_equal(keys(lobby, "w"), UI_LOBBY_NONE);
	assert_int_equal(keys(lobby, "o"), UI_LOBBY_OPEN);
	assert_int_equal(keys(lobby, "c"), UI_LOBBY_COMPUTER);
	assert_int_equal(keys(lobby, "r"), UI_LOBBY_REFRESH);
	add_room(lobby, "demo", "alice", "");
	add_room(lobby, "second", "carol", "dave");
	assert_string_equal(ui_lobby_chosen(lobby), "demo");
	assert_int_equal(keys(lobby, "jjj"), UI_LOBBY_NONE);	/* stops at the last */
	assert_string_equal(ui_lobby_chosen(lobby), "second");
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_UP), UI_LOBBY_NONE);
	assert_int_equal(keys(lobby, "k"), UI_LOBBY_NONE);	/* stops at the first */
	assert_string_equal(ui_lobby_chosen(lobby), "demo");
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_DOWN), UI_LOBBY_NONE);
	assert_int_equal(keys(lobby, "\n"), UI_LOBBY_JOIN);
	assert_int_equal(keys(lobby, "w"), UI_LOBBY_WATCH);
	assert_string_equal(ui_lobby_chosen(lobby), "second");
	/* A shorter list keeps the choice on it. */
	ui_lobby_clear(lobby);
	add_room(lobby, "demo", "alice", "");
	assert_string_equal(ui_lobby_chosen(lobby), "demo");
	assert_int_equal(keys(lobby, "q"), UI_LOBBY_QUIT);
	free(lobby);
}

static void
test_lobby_screen_fits_and_shows_the_chosen_row(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_non_null(strstr(view.line[0], "you: bob"));
	assert_int_equal(view.current, -1);
	for (int i = 0; i < 30; i++) {
		char name[WIRE_ROOM_MAX + 1];

		/* The first one's name is longer than its column. */
		snprintf(name, sizeof name, i == 0 ?
		    "a-long-room-name-number-%02d" : "room-number-%02d", i);
		add_room(lobby, name, "sixteen-letters1", i % 2 ? "Sixteen-letters2" : "");
	}
	for (int i = 0; i < 25; i++)
		ui_lobby_key(lobby, UI_KEY_DOWN);
	/* 22 rows: the title, a blank, the heading and 19 rooms. */
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_true(view.lines <= 22);
	assert_true(view.current > 0 && view.current < view.lines);
	assert_non_null(strstr(view.line[view.current], "number-25"));
	assert_int_equal(view.line[view.current][0], '>');
	assert_non_null(strstr(view.line[view.current], "playing"));
	ui_lobby_say(lobby, "a message\twith a tab and \033[2J an escape");
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	free(lobby);
}

/* A player who is not connected is listed as away, their seat waiting. */
static void
test_lobby_lists_a_player_away_as_away(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	/* info_line: Amber connected, Teal not. */
	add_room(lobby, "demo", "alice", "dave");
	add_room(lobby, "long", "alice", "sixteen-letters1");
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_non_null(strstr(view.line[3], "alice            dave (away)"));
	assert_non_null(strstr(view.line[4], "sixteen-l (away)"));
	assert_false(lobby->rooms[0].away[COLOUR_AMBER]);
	assert_true(lobby->rooms[0].away[COLOUR_TEAL]);
	free(lobby);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lobby_name_is_typed_checked_and_held),
		cmocka_unit_test(test_lobby_escape_leaves_before_a_name),
		cmocka_unit_test(test_lobby_lists_rooms_from_info_lines_only),
		cmocka_unit_test(test_lobby_keys_choose_a_room_and_ask),
		cmocka_unit_test(test_lobby_screen_fits_and_shows_the_chosen_row),
		cmocka_unit_test(test_lobby_lists_a_player_away_as_away),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
