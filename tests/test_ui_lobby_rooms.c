/*
 * The lobby's live rooms list, as dgamelaunch's watch list: each room's row
 * in its columns, word for word (the players with their ratings, the round,
 * each side's clock and idle time, the spectators), an older room's line
 * (no left=, no idle=) shown with "-" for what it does not say, the info
 * line's new fields parsed and refused when wrong, and `s` going through
 * the orders, said in the heading, the room chosen kept chosen.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/wire.h"
#include "ui/ui.h"
#include "ui/ui_lobby.h"

#define SETTINGS "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 " \
	"pie=0 hold=0"

/* A lobby past its name, bob's, with the server's players. */
static struct ui_lobby *
named_lobby(void)
{
	struct ui_lobby *lobby = malloc(sizeof *lobby);

	assert_non_null(lobby);
	ui_lobby_init(lobby);
	ui_lobby_bind(lobby, "bob");
	lobby->players = true;
	return lobby;
}

/* Adds room `name` from its info line `info`. */
static void
add(struct ui_lobby *lobby, const char *name, const char *info)
{
	char line[WIRE_LINE_MAX];

	snprintf(line, sizeof line, "room %s %s", name, info);
	assert_true(ui_lobby_add(lobby, name, line));
}

/* The line of room `name` in the view, or NULL. */
static const char *
row_of(const struct ui_lobby_view *view, const char *name)
{
	for (int i = 0; i < view->lines; i++)
		if (strstr(view->line[i], name) != NULL)
			return view->line[i];
	return NULL;
}

/* Each column's words, exactly, within 80 columns; an older room's line,
 * without left= and idle=, shows "-" for both. */
static void
test_rooms_list_columns_word_for_word(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	add(lobby, "golden-badger-99", "alice carol 1 1 2 12 playing "
	    SETTINGS " clock=600000+5000 rated=1 left=298001+600000 "
	    "idle=45+200");
	add(lobby, "quiet-owl-10", "dave - 1 0 0 1 waiting " SETTINGS
	    " idle=3700+-");
	add(lobby, "old-room", "erin frank 1 0 1 20 paused " SETTINGS);
	add(lobby, "long-clock", "gail hugo 1 1 0 3 playing " SETTINGS
	    " clock=86400000+0 left=36000000+3599000 idle=90000+9000000");
	add(lobby, "ended", "ivy jon 0 0 0 7 over " SETTINGS
	    " left=5400000+0");
	ui_lobby_rate(lobby, 0, COLOUR_AMBER, "1523?");
	ui_lobby_rate(lobby, 0, COLOUR_TEAL, "guest");
	ui_lobby_rate(lobby, 2, COLOUR_AMBER, "1611");
	ui_lobby_view_build(lobby, &view, 24);
	/* Under the server's line (its pages' keys). */
	assert_string_equal(view.line[2], "Server:   v archive   b best players"
	    "   m correspondence");
	assert_string_equal(view.line[3], "  Room (by name)   Amber          "
	    "Teal           Round       Clock    Idle Watch");
	assert_string_equal(row_of(&view, "golden"), ">*golden-badger-99 "
	    "alice 1523?    carol guest       12  4:59 10:00 45s  3m     2");
	assert_string_equal(row_of(&view, "quiet"), "  quiet-owl-10     "
	    "dave           -                  1     -     -  1h   -     0");
	assert_string_equal(row_of(&view, "old-room"), "  old-room         "
	    "erin 1611      frank (away)      20     -     -   -   -     1");
	assert_string_equal(row_of(&view, "long-clock"), "  long-clock       "
	    "gail           hugo               3   10h 59:59  1d 99d     0");
	assert_string_equal(row_of(&view, "ended"), "  ended            "
	    "ivy (away)     jon (away)      over  1h30  0:00   -   -     0");
	for (int i = 0; i < view.lines; i++)
		assert_true(strlen(view.line[i]) <= UI_LOBBY_COLUMNS);
	assert_true(strlen(view.keys) <= UI_LOBBY_COLUMNS);
	assert_non_null(strstr(view.keys, "s sort"));
	free(lobby);
}

/* The info line's left= and idle=: written as read, each at most once,
 * "-" only for an idle seat nobody has taken, numbers in range. */
static void
test_rooms_info_fields_parse_and_refuse(void **state)
{
	static const char *const wrong[] = {
		"left=1", "left=1+x", "left=-+1", "left=1+2 left=1+2",
		"idle=-+-", "idle=1", "idle=1+2 idle=1+2", "idle=99999999+1",
		"idle=+1", "left=1+99999999999999"
	};
	struct wire_message message;
	char line[WIRE_LINE_MAX], again[WIRE_LINE_MAX];
	char error[WIRE_ERROR_MAX];

	(void)state;
	snprintf(line, sizeof line, "room demo ann tom 1 1 0 3 playing "
	    SETTINGS " clock=60000+0 left=1500+60000 idle=0+-");
	assert_int_equal(wire_parse(line, &message, error), 0);
	assert_true(message.has_left);
	assert_int_equal(message.clock_ms[COLOUR_AMBER], 1500);
	assert_int_equal(message.clock_ms[COLOUR_TEAL], 60000);
	assert_true(message.has_idle[COLOUR_AMBER]);
	assert_false(message.has_idle[COLOUR_TEAL]);
	assert_int_equal(message.idle_seconds[COLOUR_AMBER], 0);
	assert_true(wire_format(&message, again, sizeof again) > 0);
	assert_string_equal(again, line);
	/* An older room's line: neither, and nothing written for them. */
	snprintf(line, sizeof line, "room demo ann tom 1 1 0 3 playing "
	    SETTINGS);
	assert_int_equal(wire_parse(line, &message, error), 0);
	assert_false(message.has_left);
	assert_false(message.has_idle[COLOUR_AMBER]);
	assert_false(message.has_idle[COLOUR_TEAL]);
	assert_true(wire_format(&message, again, sizeof again) > 0);
	assert_string_equal(again, line);
	for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
		snprintf(line, sizeof line, "room demo ann tom 1 1 0 3 "
		    "playing " SETTINGS " %s", wrong[i]);
		if (wire_parse(line, &message, error) == 0)
			fail_msg("'%s' was taken", wrong[i]);
	}
	/* Only a room's line has them. */
	assert_int_equal(wire_parse("rules " SETTINGS " idle=1+1", &message,
	    error), -1);
}

/* s goes through the orders, the heading says which, the message too, and
 * the room chosen stays chosen; a refresh keeps the order and the room. */
static void
test_rooms_sort_keeps_the_chosen_room(void **state)
{
	static const char *const by_name[] = { "a-room", "b-room", "c-room",
		"d-room" };
	static const char *const by_rating[] = { "c-room", "a-room", "b-room",
		"d-room" };
	static const char *const by_idle[] = { "b-room", "a-room", "c-room",
		"d-room" };
	/* a-room and b-room tie: the order before (by idle) stands. */
	static const char *const by_watchers[] = { "d-room", "c-room",
		"b-room", "a-room" };
	static const char *const *const orders[] = { by_name, by_rating,
		by_idle, by_watchers, by_name };
	static const char *const headings[] = { "Room (by name)",
		"Room (by rating)", "Room (by idle)", "Room (by watch)",
		"Room (by name)" };
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	add(lobby, "c-room", "cat dan 1 1 5 4 playing " SETTINGS
	    " idle=300+400");
	add(lobby, "a-room", "amy ben 1 1 1 4 playing " SETTINGS
	    " idle=100+90");
	add(lobby, "d-room", "dee - 1 0 9 1 waiting " SETTINGS);
	add(lobby, "b-room", "bea bo 1 1 1 4 playing " SETTINGS
	    " idle=5+600");
	ui_lobby_rate(lobby, 0, COLOUR_AMBER, "1400");
	ui_lobby_rate(lobby, 0, COLOUR_TEAL, "1700?");	/* c-room: 1700 */
	ui_lobby_rate(lobby, 1, COLOUR_AMBER, "1650");	/* a-room: 1650 */
	ui_lobby_rate(lobby, 3, COLOUR_AMBER, "guest");	/* b-room: 1500 */
	ui_lobby_rate(lobby, 3, COLOUR_TEAL, "1500?");
	ui_lobby_sort(lobby);
	/* c-room was chosen, the first added: it stays so. */
	assert_string_equal(ui_lobby_chosen(lobby), "c-room");
	ui_lobby_key(lobby, 'k');
	assert_string_equal(ui_lobby_chosen(lobby), "b-room");
	for (int order = 0; order < 5; order++) {
		if (order > 0) {
			assert_int_equal(ui_lobby_key(lobby, 's'),
			    UI_LOBBY_NONE);
			assert_non_null(strstr(lobby->message, "Rooms by "));
		}
		for (int i = 0; i < 4; i++)
			assert_string_equal(lobby->rooms[i].name,
			    orders[order][i]);
		assert_string_equal(ui_lobby_chosen(lobby), "b-room");
		ui_lobby_view_build(lobby, &view, 24);
		assert_non_null(strstr(view.line[3], headings[order]));
		assert_int_equal(view.line[view.current][0], '>');
		assert_non_null(strstr(view.line[view.current], "b-room"));
	}
	/* By rating, then the rooms asked again in another order. */
	ui_lobby_key(lobby, 's');
	assert_string_equal(lobby->message, "Rooms by rating");
	ui_lobby_key(lobby, 'k');
	assert_string_equal(ui_lobby_chosen(lobby), "a-room");
	ui_lobby_clear(lobby);
	add(lobby, "d-room", "dee - 1 0 9 1 waiting " SETTINGS);
	add(lobby, "a-room", "amy ben 1 1 1 4 playing " SETTINGS);
	add(lobby, "c-room", "cat dan 1 1 5 4 playing " SETTINGS);
	ui_lobby_rate(lobby, 1, COLOUR_AMBER, "1650");
	ui_lobby_rate(lobby, 2, COLOUR_TEAL, "1700?");
	ui_lobby_sort(lobby);
	assert_string_equal(lobby->rooms[0].name, "c-room");
	assert_string_equal(ui_lobby_chosen(lobby), "a-room");
	free(lobby);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rooms_list_columns_word_for_word),
		cmocka_unit_test(test_rooms_info_fields_parse_and_refuse),
		cmocka_unit_test(test_rooms_sort_keeps_the_chosen_room),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
