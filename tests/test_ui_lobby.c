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

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/utf8.h"
#include "ui/play_settings.h"
#include "ui/ui.h"
#include "ui/ui_lobby.h"
#include "ui/ui_name.h"

static enum ui_lobby_request
keys(struct ui_lobby *lobby, const char *typed)
{
	enum ui_lobby_request request = UI_LOBBY_NONE;

	for (; *typed != '\0'; typed++)
		request = ui_lobby_key(lobby, *typed == '\n' ? UI_KEY_ENTER :
		    (unsigned char)*typed);	/* a byte, as curses hands it */
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
	snprintf(message.player[COLOUR_AMBER], sizeof message.player[0], "%s",
	    amber);
	snprintf(message.player[COLOUR_TEAL], sizeof message.player[1], "%s",
	    teal);
	message.connected[COLOUR_AMBER] = amber[0] != '\0';
	message.count = watchers;
	message.round = 3;
	message.state =
	    teal[0] != '\0' ? WIRE_STATE_PLAYING : WIRE_STATE_WAITING;
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

/* Every line of the view is printable (ASCII, or clean UTF-8 for a name)
 * within the lobby's columns, as the terminal counts them. */
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
		char clean[UI_LOBBY_TEXT_MAX];

		if (ui_name_columns(texts[i]) > UI_LOBBY_COLUMNS)
			fail_msg("wider than %d columns: \"%s\"",
			    UI_LOBBY_COLUMNS, texts[i]);
		snprintf(clean, sizeof clean, "%s", texts[i]);
		utf8_clean(clean, strlen(clean));
		if (strcmp(clean, texts[i]) != 0 ||
		    strchr(texts[i], '\t') != NULL)
			fail_msg("not printable: \"%s\"", texts[i]);
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
	/* Nothing typed is dropped or cut without a word: a space is typed,
	 * and refused with the rule; a 17th character is refused as typed. */
	assert_int_equal(keys(&lobby, "ice the-seventeenth"), UI_LOBBY_NONE);
	assert_string_equal(lobby.typed, "alice the-sevent");
	assert_non_null(strstr(lobby.message, "at most 16 characters"));
	ui_lobby_view_build(&lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(keys(&lobby, "\n"), UI_LOBBY_NONE);
	assert_non_null(
	    strstr(lobby.message, "Not a name: spaces are not allowed"));
	assert_int_equal(lobby.screen, UI_LOBBY_NAME);
	for (int i = 0; i < 11; i++)
		ui_lobby_key(&lobby, UI_KEY_BACKSPACE);
	assert_int_equal(keys(&lobby, "the-sevent\n"), UI_LOBBY_HOLD_NAME);
	/* Held by another player: the reason said, the name kept to edit. */
	ui_lobby_named(&lobby, false,
	    "alicethe-sevent is in the lobby already");
	assert_int_equal(lobby.screen, UI_LOBBY_NAME);
	assert_non_null(strstr(lobby.message, "in the lobby already"));
	ui_lobby_named(&lobby, true, "");
	assert_int_equal(lobby.screen, UI_LOBBY_ROOMS);
	assert_string_equal(lobby.name, "alicethe-sevent");
	assert_string_equal(lobby.message, "");
}

/* Esc alone, nothing after it, leaves before a name. */
static void
test_lobby_escape_leaves_before_a_name(void **state)
{
	struct ui_lobby lobby;

	(void)state;
	ui_lobby_init(&lobby);
	assert_int_equal(ui_lobby_idle(&lobby), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_key(&lobby, UI_KEY_ESCAPE), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_idle(&lobby), UI_LOBBY_QUIT);
}

/*
 * The name's keys are keys: an escape sequence curses did not make a key
 * of (its bytes apart over ssh, or a key it does not know) neither quits
 * nor types: arrows (CSI and SS3), function keys, a bracketed paste's
 * marks, Alt with a key.  Ctrl-U clears the name.
 */
static void
test_lobby_name_reads_escape_sequences_as_keys(void **state)
{
	static const char *const sequences[] = {
		"\033[A", "\033[D", "\033OA", "\033OP", "\033[15~",
		"\033[1;5C", "\033[200~", "\033[201~", "\033x", "\033\033[B"
	};
	struct ui_lobby lobby;
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_init(&lobby);
	assert_int_equal(keys(&lobby, "ann"), UI_LOBBY_NONE);
	for (size_t i = 0; i < sizeof sequences / sizeof sequences[0]; i++) {
		assert_int_equal(keys(&lobby, sequences[i]), UI_LOBBY_NONE);
		assert_int_equal(ui_lobby_idle(&lobby), UI_LOBBY_NONE);
		assert_int_equal(lobby.screen, UI_LOBBY_NAME);
		assert_string_equal(lobby.typed, "ann");
	}
	/* A sequence whose bytes came in over two reads, a quiet between
	 * them too short to be one: still no key. */
	assert_int_equal(keys(&lobby, "\033"), UI_LOBBY_NONE);
	assert_int_equal(keys(&lobby, "[B-smith"), UI_LOBBY_NONE);
	assert_string_equal(lobby.typed, "ann-smith");
	assert_int_equal(keys(&lobby, "\025"), UI_LOBBY_NONE);	/* Ctrl-U */
	assert_string_equal(lobby.typed, "");
	/* A space is shown as typed, and refused with the rule. */
	assert_int_equal(keys(&lobby, "ann smith\n"), UI_LOBBY_NONE);
	ui_lobby_view_build(&lobby, &view, 22);
	assert_string_equal(view.line[5], "> ann smith_");
	assert_non_null(strstr(lobby.message, "spaces are not allowed"));
	keys(&lobby, "\025");
	assert_int_equal(keys(&lobby, "bo\033[Cb\n"), UI_LOBBY_HOLD_NAME);
	assert_string_equal(lobby.typed, "bob");
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
	assert_int_equal(keys(lobby, "o\n"), UI_LOBBY_OPEN);
	assert_int_equal(keys(lobby, "c"), UI_LOBBY_COMPUTER);
	/* The name's own finished games, without a shell. */
	assert_int_equal(keys(lobby, "g"), UI_LOBBY_GAMES);
	assert_int_equal(keys(lobby, "r"), UI_LOBBY_REFRESH);
	add_room(lobby, "demo", "alice", "");
	add_room(lobby, "second", "carol", "dave");
	assert_string_equal(ui_lobby_chosen(lobby), "demo");
	assert_int_equal(keys(lobby, "jjj"),
	    UI_LOBBY_NONE); /* stops at the last */
	assert_string_equal(ui_lobby_chosen(lobby), "second");
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_UP), UI_LOBBY_NONE);
	assert_int_equal(keys(lobby, "k"),
	    UI_LOBBY_NONE); /* stops at the first */
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
	assert_non_null(strstr(view.keys, "  g games  s sort  "));
	assert_int_equal(view.current, -1);
	for (int i = 0; i < 30; i++) {
		char name[WIRE_ROOM_MAX + 1];

		/* The first one's name is longer than its column. */
		snprintf(name, sizeof name, i == 0 ?
		    "a-long-room-name-number-%02d" : "room-number-%02d", i);
		add_room(lobby, name, "sixteen-letters1",
		    i % 2 ? "Sixteen-letters2" : "");
	}
	for (int i = 0; i < 25; i++)
		ui_lobby_key(lobby, UI_KEY_DOWN);
	/* 22 rows: the title, the settings, the heading and 19 rooms. */
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_true(view.lines <= 22);
	assert_true(view.current > 0 && view.current < view.lines);
	assert_non_null(strstr(view.line[view.current], "number-25"));
	assert_int_equal(view.line[view.current][0], '>');
	assert_non_null(strstr(view.line[view.current], "    3     -     -"));
	ui_lobby_say(lobby, "a message\twith a tab and \033[2J an escape");
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	free(lobby);
}

/* a, p and t turn the name's calm, colours and cursor, each said and shown
 * on the settings' line, every palette in turn and back to auto. */
static void
test_lobby_turns_the_display_settings(void **state)
{
	static const char *const palettes[] = { "256", "8", "mono", "safe",
		"auto" };
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_view_build(lobby, &view, 22);
	assert_string_equal(view.line[1],
	    "Your games:   a calm: off   p colours: auto   t cursor: off");
	assert_int_equal(keys(lobby, "a"), UI_LOBBY_SETTING);
	assert_true(lobby->calm);
	assert_non_null(strstr(lobby->message, "Calm: no animation"));
	for (size_t i = 0; i < sizeof palettes / sizeof palettes[0]; i++) {
		char shown[UI_LOBBY_TEXT_MAX];

		assert_int_equal(keys(lobby, "p"), UI_LOBBY_SETTING);
		assert_string_equal(play_settings_palette_name(lobby->palette),
		    palettes[i]);
		assert_non_null(strstr(lobby->message, palettes[i]));
		ui_lobby_view_build(lobby, &view, 22);
		snprintf(shown, sizeof shown, "p colours: %s ", palettes[i]);
		assert_non_null(strstr(view.line[1], shown));
	}
	assert_int_equal(lobby->palette, PLAY_PALETTE_AUTO);
	assert_int_equal(keys(lobby, "t"), UI_LOBBY_SETTING);
	assert_true(lobby->cursor);
	assert_non_null(strstr(lobby->message, "Cursor: "));
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_string_equal(view.line[1],
	    "Your games:   a calm: on   p colours: auto   t cursor: on");
	/* The keys line says the rest; the settings are on their own line. */
	assert_null(strstr(view.keys, "calm"));
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
	assert_non_null(strstr(view.line[3], "alice          dave (away)"));
	assert_non_null(strstr(view.line[4], "sixteen (away)"));
	assert_false(lobby->rooms[0].away[COLOUR_AMBER]);
	assert_true(lobby->rooms[0].away[COLOUR_TEAL]);
	free(lobby);
}

/* The column `text` starts at in `line`, counted as the terminal does. */
static int
column_of(const char *line, const char *text)
{
	char before[UI_LOBBY_TEXT_MAX];
	const char *at = strstr(line, text);

	assert_non_null(at);
	snprintf(before, sizeof before, "%.*s", (int)(at - line), line);
	return ui_name_columns(before);
}

/*
 * Names in UTF-8 on a UTF-8 terminal: typed a byte at a time (as curses
 * hands them), counted in characters (16 of them, however many bytes),
 * a character taken back whole; listed in columns, so that the columns
 * after søren and 李雷 (two columns a character) line up with the rest.
 * On an ASCII terminal a character past ASCII is refused as typed, with
 * why, and a name of one shows '?' for it.
 */
static void
test_lobby_names_in_utf8(void **state)
{
	static const char e_acute[] = "\xc3\xa9", soren[] = "s\xc3\xb8ren";
	static const char li_lei[] = "\xe6\x9d\x8e\xe9\x9b\xb7";
	struct ui_lobby *lobby = malloc(sizeof *lobby);
	struct ui_lobby_view view;
	int teal;

	(void)state;
	if (setlocale(LC_CTYPE, "C.UTF-8") == NULL)
		skip();
	assert_non_null(lobby);
	ui_lobby_init(lobby);
	assert_int_equal(keys(lobby, "s\xc3\xb8 m\n"), UI_LOBBY_NONE);
	assert_string_equal(lobby->typed, "s\xc3\xb8 m");
	assert_non_null(strstr(lobby->message, "spaces are not allowed"));
	for (int i = 0; i < 3; i++)
		ui_lobby_key(lobby, UI_KEY_BACKSPACE);
	assert_string_equal(lobby->typed, "s");
	for (int i = 1; i < WIRE_NAME_MAX; i++)
		keys(lobby, e_acute);
	assert_int_equal(strlen(lobby->typed), 1 + 2 * (WIRE_NAME_MAX - 1));
	assert_string_equal(lobby->message, "");
	keys(lobby, e_acute);		/* the 17th character */
	assert_int_equal(strlen(lobby->typed), 1 + 2 * (WIRE_NAME_MAX - 1));
	assert_non_null(strstr(lobby->message, "at most 16 characters"));
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(keys(lobby, "\n"), UI_LOBBY_HOLD_NAME);
	while (lobby->typed[0] != '\0')
		ui_lobby_key(lobby, UI_KEY_BACKSPACE);
	assert_int_equal(keys(lobby, soren), UI_LOBBY_NONE);
	assert_int_equal(keys(lobby, "\n"), UI_LOBBY_HOLD_NAME);
	ui_lobby_named(lobby, true, "");
	assert_string_equal(lobby->name, soren);

	add_room(lobby, "demo", soren, "bob");
	add_room(lobby, "east", li_lei, "\xc3\xa9ric");
	add_room(lobby, "west", "alice", "");
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_non_null(strstr(view.line[0], "you: s\xc3\xb8ren"));
	/* The title's name ends where an ASCII one's does. */
	assert_int_equal(ui_name_columns(view.line[0]), (int)strlen(
	    "G N O M O N   lobby") + UI_LOBBY_COLUMNS - 19 - 5);
	teal = column_of(view.line[2], "Teal");
	assert_int_equal(column_of(view.line[3], "bob"), teal);
	assert_int_equal(column_of(view.line[4], "\xc3\xa9ric"), teal);
	assert_int_equal(column_of(view.line[5], "- "), teal);
	assert_int_equal(ui_name_columns(view.line[4]),
	    ui_name_columns(view.line[3]));

	/* An ASCII terminal: '?' for what it cannot show, nothing typed
	 * past ASCII. */
	lobby->ascii = true;
	ui_lobby_view_build(lobby, &view, 22);
	assert_non_null(strstr(view.line[3], "s?ren"));
	assert_non_null(strstr(view.line[4], "??   "));
	free(lobby);
	lobby = malloc(sizeof *lobby);
	assert_non_null(lobby);
	ui_lobby_init(lobby);
	lobby->ascii = true;
	keys(lobby, soren);
	assert_string_equal(lobby->typed, "sren");
	assert_non_null(strstr(lobby->message, "not UTF-8"));
	free(lobby);
	setlocale(LC_CTYPE, "C");
}

/* The view has a line holding `text`; its index, or -1. */
static int
view_line(const struct ui_lobby_view *view, const char *text)
{
	for (int i = 0; i < view->lines; i++)
		if (strstr(view->line[i], text) != NULL)
			return i;
	return -1;
}

/* o asks the new room's game as the new-game menu does, in its words: the
 * host's side, the pie rule, the sun (the rules' or the fair one, not
 * asked under the pie rule); Enter opens the room with them, Esc goes back
 * to the list, and the next o asks again from the last room's. */
static void
test_lobby_open_asks_the_rooms_game(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	assert_int_equal(keys(lobby, "o"), UI_LOBBY_NONE);
	assert_int_equal(lobby->screen, UI_LOBBY_TERMS);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(view.current, view_line(&view, "> You play: Amber"));
	assert_true(view_line(&view, "  Pie rule: off") > view.current);
	assert_true(view_line(&view, "  Sun N favours Teal: Amber 19%") >
	    view.current);
	assert_non_null(strstr(view.keys, "Enter open the room"));

	assert_int_equal(ui_lobby_key(lobby, UI_KEY_RIGHT), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_DOWN), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_DOWN), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_RIGHT), UI_LOBBY_NONE);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_true(view_line(&view, "  You play: Teal") >= 0);
	assert_int_equal(view.current, view_line(&view, "> Sun SE is fairest"));
	assert_int_equal(lobby->terms.rules.start_sun, 3);
	ui_lobby_key(lobby, UI_KEY_LEFT);
	assert_int_equal(lobby->terms.rules.start_sun, 0);
	ui_lobby_key(lobby, UI_KEY_LEFT);

	/* The pie rule: the players choose the sun, which is not asked. */
	ui_lobby_key(lobby, UI_KEY_UP);
	ui_lobby_key(lobby, UI_KEY_RIGHT);
	ui_lobby_view_build(lobby, &view, 22);
	assert_int_equal(view.current, view_line(&view, "> Pie rule: on"));
	assert_int_equal(view_line(&view, "Sun"), -1);
	/* Play a friend's clocks, in its words. */
	assert_true(view_line(&view, "  No clock") > view.current);
	ui_lobby_key(lobby, UI_KEY_DOWN);
	assert_int_equal(lobby->terms.row, UI_LOBBY_TERM_CLOCK);
	ui_lobby_key(lobby, UI_KEY_RIGHT);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(view.current, view_line(&view, "> Clock 3+2"));
	ui_lobby_key(lobby, UI_KEY_DOWN);
	assert_int_equal(lobby->terms.row, UI_LOBBY_TERM_CLOCK);

	/* Esc alone goes back to the list, opening nothing. */
	assert_int_equal(ui_lobby_key(lobby, UI_KEY_ESCAPE), UI_LOBBY_NONE);
	assert_int_equal(ui_lobby_idle(lobby), UI_LOBBY_NONE);
	assert_int_equal(lobby->screen, UI_LOBBY_ROOMS);
	assert_int_equal(keys(lobby, "oq"), UI_LOBBY_NONE);
	assert_int_equal(lobby->screen, UI_LOBBY_ROOMS);

	assert_int_equal(keys(lobby, "o\n"), UI_LOBBY_OPEN);
	assert_int_equal(lobby->screen, UI_LOBBY_ROOMS);
	assert_int_equal(lobby->terms.side, PLAY_SIDE_TEAL);
	assert_true(lobby->terms.rules.pie);
	assert_int_equal(lobby->terms.rules.start_sun, 3);
	assert_int_equal(lobby->terms.clock_minutes, 3);
	assert_int_equal(lobby->terms.clock_seconds, 2);
	free(lobby);
}

/* `count` solvers of today's puzzle, named PREFIX00, PREFIX01, ... */
static void
add_solvers(struct ui_lobby *lobby, const char *prefix, int count)
{
	for (int i = 0; i < count; i++) {
		char name[WIRE_NAME_SIZE];

		snprintf(name, sizeof name, "%s%02d", prefix, i);
		ui_lobby_add_solver(lobby, name);
	}
}

/* The line of today's puzzle: none without one, "nobody" until a solve,
 * "you" first, others as added, and those past 80 columns counted; d plays
 * it, and says why not when there is none. */
static void
test_lobby_shows_todays_puzzle_and_its_solvers(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_view_build(lobby, &view, 22);
	assert_null(strstr(view.line[2], "puzzle"));
	assert_int_equal(keys(lobby, "d"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby->message, "No puzzle today"));
	ui_lobby_set_puzzle(lobby, 107, 1200);
	ui_lobby_view_build(lobby, &view, 22);
	assert_string_equal(view.line[2], "Today's puzzle 107, rated 1200:  "
	    "d plays it   nobody has solved it yet");
	assert_int_equal(keys(lobby, "d"), UI_LOBBY_PUZZLE);
	ui_lobby_add_solver(lobby, "alice");
	ui_lobby_add_solver(lobby, "bob");	/* the lobby's own name */
	ui_lobby_view_build(lobby, &view, 22);
	assert_string_equal(view.line[2], "Today's puzzle 107, rated 1200:  "
	    "d plays it   solved by you, alice");
	add_solvers(lobby, "solver-", 20);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_string_equal(view.line[2], "Today's puzzle 107, rated 1200:  "
	    "d plays it   solved by you, alice and 20 more");
	/* Short names: more of them named, the rest counted. */
	ui_lobby_set_puzzle(lobby, 107, 1200);
	add_solvers(lobby, "p", 30);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_string_equal(view.line[2], "Today's puzzle 107, rated 1200:  "
	    "d plays it   solved by p00, p01 and 28 more");
	/* The rooms' list keeps the chosen row on the screen below it. */
	for (int i = 0; i < 30; i++) {
		char name[WIRE_ROOM_MAX + 1];

		snprintf(name, sizeof name, "room-%02d", i);
		add_room(lobby, name, "ann", "");
	}
	for (int i = 0; i < 29; i++)
		ui_lobby_key(lobby, UI_KEY_DOWN);
	ui_lobby_view_build(lobby, &view, 22);
	assert_true(view.lines <= 22);
	assert_non_null(strstr(view.line[view.current], "room-29"));
	free(lobby);
}

/* Whether every byte of `secret` is wiped. */
static bool
wiped(const char *secret, size_t size)
{
	for (size_t i = 0; i < size; i++)
		if (secret[i] != '\0')
			return false;
	return true;
}

/* A registered name's password is asked, never shown, and checked by the
 * front end; Esc goes back to another name, the password wiped. */
static void
test_lobby_asks_a_registered_names_password(void **state)
{
	struct ui_lobby lobby;
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_init(&lobby);
	lobby.players = true;
	assert_int_equal(keys(&lobby, "alice\n"), UI_LOBBY_HOLD_NAME);
	ui_lobby_ask_password(&lobby);
	assert_int_equal(lobby.screen, UI_LOBBY_PASSWORD);
	assert_int_equal(keys(&lobby, "\n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby.message, "Type the password"));
	assert_int_equal(keys(&lobby, "s3cret pass\n"),
	    UI_LOBBY_CHECK_PASSWORD);
	assert_string_equal(lobby.secret, "s3cret pass");
	ui_lobby_view_build(&lobby, &view, 22);
	assert_view_fits(&view);
	for (int i = 0; i < view.lines; i++)
		assert_null(strstr(view.line[i], "s3cret"));
	assert_non_null(strstr(view.line[2], "alice is a registered name"));
	/* Wrong: the front end says so; Esc, another name. */
	ui_lobby_forget_secret(&lobby);
	ui_lobby_key(&lobby, UI_KEY_ESCAPE);
	ui_lobby_idle(&lobby);
	assert_int_equal(lobby.screen, UI_LOBBY_NAME);
	assert_string_equal(lobby.typed, "");
	/* Right: the name is the player's, not a guest's. */
	assert_int_equal(keys(&lobby, "alice\n"), UI_LOBBY_HOLD_NAME);
	ui_lobby_ask_password(&lobby);
	assert_int_equal(keys(&lobby, "s3cret pass\n"),
	    UI_LOBBY_CHECK_PASSWORD);
	ui_lobby_named(&lobby, true, "");
	assert_true(wiped(lobby.secret, sizeof lobby.secret));
	assert_int_equal(lobby.screen, UI_LOBBY_ROOMS);
	assert_string_equal(lobby.name, "alice");
	ui_lobby_rate(&lobby, -1, 0, "1523?");
	ui_lobby_view_build(&lobby, &view, 22);
	assert_non_null(strstr(view.line[0], "you: alice 1523?"));
	/* A registered player registers nothing more. */
	assert_int_equal(keys(&lobby, "n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby.message, "registered already"));
}

/* A guest registers the name with a password typed twice, 8 characters or
 * more, the two the same; where the server allows it. */
static void
test_lobby_registers_a_guests_name(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	assert_int_equal(keys(lobby, "n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby->message, "keeps no players"));
	lobby->players = lobby->guest = true;
	ui_lobby_view_build(lobby, &view, 22);
	assert_non_null(strstr(view.line[0], "you: bob (guest)"));
	assert_int_equal(keys(lobby, "n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby->message, "administrator"));
	assert_int_equal(lobby->screen, UI_LOBBY_ROOMS);
	lobby->registration = true;
	assert_int_equal(keys(lobby, "n"), UI_LOBBY_NONE);
	assert_int_equal(lobby->screen, UI_LOBBY_REGISTER);
	assert_int_equal(keys(lobby, "short\n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby->message, "8 characters or more"));
	assert_int_equal(keys(lobby, "long enough\n"), UI_LOBBY_NONE);
	ui_lobby_view_build(lobby, &view, 22);
	assert_non_null(strstr(view.line[5], "The same password again"));
	assert_int_equal(keys(lobby, "long enougH\n"), UI_LOBBY_NONE);
	assert_non_null(strstr(lobby->message, "not the same"));
	assert_true(wiped(lobby->first, sizeof lobby->first));
	/* q, n and the rooms' other keys are a password's characters. */
	assert_int_equal(keys(lobby, "q, n or w\n"), UI_LOBBY_NONE);
	assert_int_equal(keys(lobby, "q, n or w\n"), UI_LOBBY_REGISTER_NAME);
	assert_string_equal(lobby->secret, "q, n or w");
	ui_lobby_registered(lobby, true, "bob is registered");
	assert_true(wiped(lobby->secret, sizeof lobby->secret));
	assert_false(lobby->guest);
	assert_int_equal(lobby->screen, UI_LOBBY_ROOMS);
	/* Esc alone leaves a registration, nothing kept. */
	lobby->guest = true;
	assert_int_equal(keys(lobby, "nhalf"), UI_LOBBY_NONE);
	ui_lobby_key(lobby, UI_KEY_ESCAPE);
	ui_lobby_idle(lobby);
	assert_int_equal(lobby->screen, UI_LOBBY_ROOMS);
	assert_true(wiped(lobby->secret, sizeof lobby->secret));
	free(lobby);
}

/* Each player's rating, or "guest", beside the name; the name gives way
 * to its marks; a rated room is marked '*'. */
static void
test_lobby_lists_ratings_and_rated_rooms(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	lobby->players = true;
	add_room(lobby, "golden-badger-99", "alice", "sixteen-letters1");
	ui_lobby_rate(lobby, 0, COLOUR_AMBER, "1523");
	ui_lobby_rate(lobby, 0, COLOUR_TEAL, "guest");
	lobby->rooms[0].rated = true;
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	/* The server's line under the settings, where it keeps players. */
	assert_string_equal(view.line[2], "Server:   v archive   b best players"
	    "   m correspondence");
	assert_string_equal(view.line[4], ">*golden-badger-99 alice 1523     "
	    "s guest (away)     3     -     -   -   -     2");
	/* A rated room's info line says so. */
	{
		char line[WIRE_LINE_MAX];
		struct wire_message message;

		wire_init(&message, WIRE_ROOM);
		snprintf(message.room, sizeof message.room, "rated-one");
		snprintf(message.player[COLOUR_AMBER],
		    sizeof message.player[0], "ann");
		message.round = 1;
		message.state = WIRE_STATE_WAITING;
		message.rated = true;
		assert_true(wire_format(&message, line, sizeof line) > 0);
		assert_true(ui_lobby_add(lobby, "rated-one", line));
		assert_true(lobby->rooms[1].rated);
	}
	/* The terms ask "rated" of a registered player only. */
	lobby->guest = true;
	assert_int_equal(keys(lobby, "o"), UI_LOBBY_NONE);
	for (int i = 0; i < UI_LOBBY_TERM_ROWS; i++)
		ui_lobby_key(lobby, UI_KEY_DOWN);
	assert_int_equal(lobby->terms.row, UI_LOBBY_TERM_CLOCK);
	ui_lobby_view_build(lobby, &view, 22);
	assert_int_equal(view_line(&view, "Rated"), -1);
	lobby->guest = false;
	ui_lobby_key(lobby, UI_KEY_DOWN);
	assert_int_equal(lobby->terms.row, UI_LOBBY_TERM_RATED);
	ui_lobby_view_build(lobby, &view, 22);
	assert_int_equal(view.current, view_line(&view, "> Not rated"));
	ui_lobby_key(lobby, UI_KEY_RIGHT);
	assert_true(lobby->terms.rated);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(view.current, view_line(&view, "> Rated: the game"));
	free(lobby);
}

/* A server that keeps players has its line: the archive (v) and the best
 * players (b), which a lobby without the server's database refuses with a
 * word. */
static void
test_lobby_server_line_opens_the_archive_and_best(void **state)
{
	struct ui_lobby *lobby = named_lobby();
	struct ui_lobby_view view;

	(void)state;
	ui_lobby_view_build(lobby, &view, 22);
	assert_int_equal(view_line(&view, "Server:"), -1);
	assert_int_equal(keys(lobby, "v"), UI_LOBBY_NONE);
	assert_string_equal(lobby->message, "This server keeps no archive and"
	    " no ratings: g shows your own games");
	assert_int_equal(keys(lobby, "b"), UI_LOBBY_NONE);
	lobby->players = true;
	add_room(lobby, "golden-badger-99", "alice", "bob");
	ui_lobby_set_puzzle(lobby, 12, 1400);
	ui_lobby_view_build(lobby, &view, 22);
	assert_view_fits(&view);
	assert_int_equal(view_line(&view, "Server:   v archive   b best"
	    " players"), 3);
	assert_int_equal(view.current, 5);
	assert_int_equal(keys(lobby, "v"), UI_LOBBY_ARCHIVE);
	assert_string_equal(lobby->message, "");
	assert_int_equal(keys(lobby, "b"), UI_LOBBY_BEST);
	/* A guest of such a server reads them too. */
	lobby->guest = true;
	assert_int_equal(keys(lobby, "v"), UI_LOBBY_ARCHIVE);
	/* The rows still fit a short terminal, the chosen one on it. */
	for (int i = 0; i < 30; i++) {
		char room[sizeof "room-" + 11];

		snprintf(room, sizeof room, "room-%d", i);
		add_room(lobby, room, "ann", "");
	}
	for (int i = 0; i < 30; i++)
		ui_lobby_key(lobby, UI_KEY_DOWN);
	ui_lobby_view_build(lobby, &view, 22);
	assert_true(view.lines <= 22);
	assert_int_equal(view.current, view.lines - 1);
	free(lobby);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lobby_open_asks_the_rooms_game),
		cmocka_unit_test(test_lobby_name_is_typed_checked_and_held),
		cmocka_unit_test(test_lobby_escape_leaves_before_a_name),
		cmocka_unit_test(
		    test_lobby_name_reads_escape_sequences_as_keys),
		cmocka_unit_test(test_lobby_names_in_utf8),
		cmocka_unit_test(test_lobby_lists_rooms_from_info_lines_only),
		cmocka_unit_test(test_lobby_keys_choose_a_room_and_ask),
		cmocka_unit_test(
		    test_lobby_screen_fits_and_shows_the_chosen_row),
		cmocka_unit_test(test_lobby_lists_a_player_away_as_away),
		cmocka_unit_test(test_lobby_turns_the_display_settings),
		cmocka_unit_test(
		    test_lobby_shows_todays_puzzle_and_its_solvers),
		cmocka_unit_test(test_lobby_asks_a_registered_names_password),
		cmocka_unit_test(test_lobby_registers_a_guests_name),
		cmocka_unit_test(test_lobby_lists_ratings_and_rated_rooms),
		cmocka_unit_test(
		    test_lobby_server_line_opens_the_archive_and_best),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
