/*
 * The interface's logic without a terminal: the menu, the cursor and the key
 * table, selecting and moving, typed moves, undo (hot-seat and against the
 * computer), what each cell shows (stones, shades, rings, dots, dusk), hints
 * and tomorrow's shadows, the rules screen, the quit question, game over,
 * replaying a record and the offer to resume a saved game.
 * Expected rule facts are worked out by hand from the rules of gnomon(6), or
 * asked of the core where the test is that the interface shows what the core
 * says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_rules.h"
#include "ui/ui_text.h"

static int
cell(const char *name)
{
	int at;
	char error[NOTATION_ERROR_MAX];

	if (notation_read_cell(name, &at, error) < 0)
		fail_msg("bad cell in test: %s", name);
	return at;
}

static const struct ui_cell *
view_cell(const struct ui_view *view, const char *name)
{
	int at = cell(name);

	return &view->cells[cell_rank(at)][cell_file(at)];
}

/* Types the keys; the event the last one returned. */
static enum ui_event
keys(struct ui *ui, const char *typed)
{
	enum ui_event event = UI_EVENT_NONE;

	for (; *typed != '\0'; typed++)
		event = ui_key(ui, *typed == '\n' ? UI_KEY_ENTER : *typed);
	return event;
}

/* A fixture: a hot-seat game already started (the command line chose it). */
static int
setup_hotseat(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	if (ui == NULL)
		return -1;
	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(ui, &options);
	ui_page_set_rows(ui, 10);
	*state = ui;
	return 0;
}

/* A fixture: Amber against the computer. */
static int
setup_computer(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	if (ui == NULL)
		return -1;
	play_options_default(&options);
	options.chose = true;
	options.side = PLAY_SIDE_AMBER;
	ui_init(ui, &options);
	*state = ui;
	return 0;
}

static int
teardown(void **state)
{
	free(*state);
	return 0;
}

static void
load(struct ui *ui, const char *position)
{
	struct board board;
	char error[NOTATION_ERROR_MAX];

	if (notation_read_position(position, &ui->rules, &board, error) < 0)
		fail_msg("bad position in test: %s", error);
	ui_game_set_position(ui, &board);
}

static void
test_ui_menu_first_unless_the_command_line_chose(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	(void)state;
	play_options_default(&options);
	ui_init(ui, &options);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_false(ui->game.started);
	assert_false(ui_game_computer_to_move(ui));
	options.chose = true;
	ui_init(ui, &options);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_true(ui->game.started);
	free(ui);
}

static void
test_ui_menu_chooses_level_and_side(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	ui_init(ui, &options);
	ui_key(ui, UI_KEY_DOWN);		/* level */
	ui_key(ui, UI_KEY_RIGHT);
	ui_key(ui, UI_KEY_DOWN);		/* side */
	ui_key(ui, UI_KEY_RIGHT);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_MENU);
	assert_int_equal(view.menu.current, UI_MENU_SIDE);
	assert_true(view.menu.applies[UI_MENU_SIDE]);
	assert_string_equal(view.menu.rows[UI_MENU_SIDE],
	    "▸ You play: Teal  ←→");
	assert_string_equal(view.menu.rows[UI_MENU_LEVEL],
	    "  Computer level: 3 of 5");
	assert_string_equal(view.menu.rows[UI_MENU_START], "  Start the game");
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.level, LEVEL_DEFAULT + 1);
	assert_int_equal(ui->game.human, COLOUR_TEAL);
	/* Amber moves first, and Amber is the computer now. */
	assert_true(ui_game_computer_to_move(ui));
	free(ui);
}

/*
 * The menu's friend rows: Play a friend leaves the interface for the front
 * end to open a room (ui_friend); Join a friend reads the line the
 * friend's screen shows, every key typed into it (q too), Esc going back
 * to the rows; a refusal comes back to the menu, which says why.
 */
static void
test_ui_menu_play_and_join_a_friend(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	ui_init(ui, &options);
	while (ui->menu.row != UI_MENU_FRIEND)
		ui_key(ui, UI_KEY_DOWN);
	ui_view_build(ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_FRIEND], "▸ Play a friend");
	assert_string_equal(view.menu.rows[UI_MENU_JOIN], "  Join a friend");
	assert_true(view.menu.applies[UI_MENU_FRIEND]);
	assert_non_null(strstr(view.panel.detail, "your friend types"));
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui->menu.friend, UI_FRIEND_HOST);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
	ui_menu_friend_refused(ui, "a room called ann is open already");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui->menu.friend, UI_FRIEND_NONE);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "a room called ann is open already");

	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui->menu.row, UI_MENU_JOIN);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_true(ui->menu.joining);
	/* Nothing typed: Enter waits for the line. */
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(keys(ui, "gnomon join qx"), UI_EVENT_NONE);
	ui_key(ui, UI_KEY_BACKSPACE);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "Join: gnomon join q_");
	assert_string_equal(view.panel.keys, "Enter join · Esc back");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_false(ui->menu.joining);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(keys(ui, "127.0.0.1:7070"), UI_EVENT_NONE);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui->menu.friend, UI_FRIEND_JOIN);
	assert_string_equal(ui->menu.friend_line, "127.0.0.1:7070");
	/* Refused: the line is back, to be put right. */
	ui_menu_friend_refused(ui, "no room answers at 127.0.0.1:7070");
	assert_true(ui->menu.joining);
	assert_string_equal(ui->menu.friend_line, "127.0.0.1:7070");
	free(ui);
}

static void
test_ui_menu_two_players_and_digit_levels(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	ui_init(ui, &options);
	ui_key(ui, '5');
	assert_int_equal(ui->menu.level, 5);
	ui_key(ui, UI_KEY_UP);
	ui_key(ui, UI_KEY_RIGHT); /* the computer -> two players */
	ui_view_build(ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_OPPONENT],
	    "▸ Play: two players  ←→");
	assert_false(view.menu.applies[UI_MENU_LEVEL]);
	assert_false(view.menu.applies[UI_MENU_SIDE]);
	assert_true(view.menu.applies[UI_MENU_START]);
	/* Rows that do not apply are passed over, and digits change nothing. */
	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui->menu.row, UI_MENU_PIE);
	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui->menu.row, UI_MENU_SUN);
	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui->menu.row, UI_MENU_START);
	ui_key(ui, '3');
	assert_int_equal(ui->menu.level, 5);
	assert_int_equal(ui->menu.row, UI_MENU_START);
	ui_key(ui, UI_KEY_UP);
	ui_key(ui, UI_KEY_UP);
	ui_key(ui, UI_KEY_UP);
	assert_int_equal(ui->menu.row, UI_MENU_OPPONENT);
	ui_key(ui, ' ');
	assert_true(ui->game.opponent == UI_OPPONENT_PEOPLE);
	assert_false(ui_game_computer_to_move(ui));
	free(ui);
}

/*
 * The sun's row offers the fair rules by name with the measured balance
 * (pie.h's table: SE, 50.5% for Amber) and goes back to the sun there was;
 * it is not offered where nothing was measured or under the pie rule.
 */
static void
test_ui_menu_offers_the_fair_rules(void **state)
{
	struct play_options options;
	struct ui *ui = calloc(1, sizeof *ui);
	struct ui_view view;

	(void)state;
	assert_non_null(ui);
	play_options_default(&options);
	ui_init(ui, &options);
	ui->menu.row = UI_MENU_SUN;
	ui_view_build(ui, &view);
	assert_true(view.menu.applies[UI_MENU_SUN]);
	assert_string_equal(view.menu.rows[UI_MENU_SUN],
	    "▸ Sun N favours Teal: Amber 19%  ←→");
	/* The details line says what the % is, and which sun is which. */
	assert_non_null(
	    strstr(view.panel.detail, "19.0%: Amber's share of points"));
	assert_non_null(strstr(view.panel.detail, "SE is fairest"));
	ui->menu.row = UI_MENU_PIE;
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.detail, "The pie rule: "));
	/* The other rows: the menu keeps what is chosen (ui_choices.h). */
	ui->menu.row = UI_MENU_LEVEL;
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "The menu keeps your choices for "
	    "next time; command-line options come first");
	ui->menu.row = UI_MENU_SUN;
	ui_key(ui, UI_KEY_RIGHT);
	ui_view_build(ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_SUN],
	    "▸ Sun SE is fairest: Amber 51%  ←→");
	assert_int_equal(ui->rules.start_sun, COMPASS_SE);
	ui->menu.row = UI_MENU_START;
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NEW_GAME);
	assert_int_equal(ui->game.board.sun, COMPASS_SE);
	ui_key(ui, 'R');
	ui->menu.row = UI_MENU_SUN;
	ui_key(ui, UI_KEY_LEFT);
	assert_int_equal(ui->rules.start_sun, COMPASS_N);

	ui->rules.pie = true;
	assert_false(ui_menu_row_applies(ui, UI_MENU_SUN));
	ui->rules.pie = false;
	ui->rules.shadow_length = 3;
	assert_false(ui_menu_row_applies(ui, UI_MENU_SUN));
	free(ui);
}

static void
test_ui_menu_q_quits_before_a_game_and_returns_during_one(void **state)
{
	struct ui *ui = *state;
	struct play_options options;

	ui_key(ui, 'R');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	play_options_default(&options);
	ui_init(ui, &options);
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

static void
test_ui_cursor_follows_keys_and_stops_at_the_edge(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(ui->play.cursor, cell("d1"));
	keys(ui, "k");
	assert_int_equal(ui->play.cursor, cell("d2"));
	keys(ui, "y");
	assert_int_equal(ui->play.cursor, cell("c3"));
	keys(ui, "u");
	assert_int_equal(ui->play.cursor, cell("d4"));
	keys(ui, "ln");
	assert_int_equal(ui->play.cursor, cell("f3"));
	keys(ui, "b");
	assert_int_equal(ui->play.cursor, cell("e2"));
	for (int i = 0; i < 10; i++)
		ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui->play.cursor, cell("e1"));
	for (int i = 0; i < 10; i++)
		ui_key(ui, UI_KEY_RIGHT);
	assert_int_equal(ui->play.cursor, cell("g1"));
	keys(ui, "hj");
	assert_int_equal(ui->play.cursor, cell("f1"));
}

static void
test_ui_select_then_destination_plays_the_move(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	keys(ui, "\n");
	assert_int_equal(ui->play.selected, cell("d1"));
	keys(ui, "k\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0], move_make(cell("d1"), cell("d2")));
	assert_int_equal(ui->game.board.side, COLOUR_TEAL);
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Amber d1d2");
	assert_int_equal(view_cell(&view, "d2")->stone, COLOUR_AMBER);
	assert_true(view_cell(&view, "d2")->last_to);
	assert_true(view_cell(&view, "d1")->last_from);
}

static void
test_ui_select_refuses_empty_cells_and_enemy_stones(void **state)
{
	struct ui *ui = *state;

	keys(ui, "k\n");
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	assert_true(ui->message[0] != '\0');
	for (int i = 0; i < 5; i++)
		ui_key(ui, UI_KEY_UP);
	keys(ui, "\n");			/* d7: Teal's, and Amber is to move */
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	assert_string_equal(ui->message, "That stone is not yours to move");
}

static void
test_ui_escape_and_second_select_deselect(void **state)
{
	struct ui *ui = *state;

	keys(ui, "\n");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	keys(ui, "\n\n");
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	keys(ui, "\nl\n");		/* d1 selected, then e1: reselects */
	assert_int_equal(ui->play.selected, cell("e1"));
}

static void
test_ui_view_shows_stones_and_shades_at_the_start(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_int_equal(view.sun, COMPASS_N);
	assert_int_equal(view.next_sun, COMPASS_NE);
	assert_int_equal(view_cell(&view, "b7")->stone, COLOUR_TEAL);
	assert_int_equal(view_cell(&view, "f1")->stone, COLOUR_AMBER);
	assert_int_equal(view_cell(&view, "a1")->stone, UI_NO_STONE);
	/* Sun in the north: Teal's back rank shades the two ranks below it;
	 * Amber's shadows fall off the south edge. */
	assert_int_equal(view_cell(&view, "b6")->shade, UI_SHADE_TEAL);
	assert_int_equal(view_cell(&view, "f5")->shade, UI_SHADE_TEAL);
	assert_int_equal(view_cell(&view, "f4")->shade, 0);
	assert_int_equal(view_cell(&view, "a6")->shade, 0);
	assert_int_equal(view_cell(&view, "c2")->shade, 0);
	assert_true(view_cell(&view, "d1")->cursor);
	assert_false(view_cell(&view, "a1")->dark);
}

static void
test_ui_tomorrows_shadows_follow_the_sun(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	keys(ui, "S");
	ui_view_build(ui, &view);
	/* Sun NE: shadows fall to the south-west, so b7..f7 shade a6..e6 and
	 * f6, straight below a stone, is clear. */
	assert_int_equal(view_cell(&view, "a6")->shade, UI_SHADE_TEAL);
	assert_int_equal(view_cell(&view, "e6")->shade, UI_SHADE_TEAL);
	assert_int_equal(view_cell(&view, "d5")->shade, UI_SHADE_TEAL);
	assert_int_equal(view_cell(&view, "f6")->shade, 0);
	assert_string_equal(view.panel.view, "Next round, sun NE");
	/* The dial shows the round it shows: the sun at NE, E after it. */
	assert_int_equal(view.sun, (ui->game.board.sun + 1) % COMPASS_POINTS);
	assert_int_equal(view.next_sun, (ui->game.board.sun + 2) %
	    COMPASS_POINTS);
	keys(ui, "S");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "a6")->shade, 0);
	assert_int_equal(view.sun, ui->game.board.sun);
}

/* True when `text` holds `word`, whatever the case of its letters. */
static bool
holds_word(const char *text, const char *word)
{
	for (; *text != '\0'; text++) {
		size_t i = 0;

		while (word[i] != '\0' && tolower((unsigned char)text[i]) ==
		    tolower((unsigned char)word[i]))
			i++;
		if (word[i] == '\0')
			return true;
	}
	return false;
}

/*
 * The key line says whether the hints are on, so that a player sees what H
 * will do before pressing it (a newcomer pressed it to turn on hints that
 * were on); and the sun's next position is "the next round", as the rules
 * count rounds, never "tomorrow" (a day is eight rounds).
 */
static void
test_ui_key_line_says_the_hints_state_and_the_next_round(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "H hints: on"));
	assert_non_null(strstr(view.panel.keys, "S next round"));
	assert_in_range(ui_text_columns(view.panel.keys), 1, 80);
	keys(ui, "H");
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "H hints: off"));
	assert_in_range(ui_text_columns(view.panel.keys), 1, 80);
	assert_non_null(strstr(view.panel.detail, "Hints off"));
	assert_string_equal(view.panel.hints, "Hints off (H)");
	keys(ui, "HS");
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "H hints: on"));
	assert_non_null(strstr(view.panel.detail, "next round's shadows"));
	for (int i = 0; i < ui_binding_count; i++)
		assert_false(ui_bindings[i].help != NULL &&
		    holds_word(ui_bindings[i].help, "tomorrow"));
	assert_false(holds_word(view.panel.keys, "tomorrow"));
	assert_false(holds_word(view.panel.view, "tomorrow"));
	assert_false(holds_word(view.panel.detail, "tomorrow"));
}

static void
test_ui_rings_mark_danger_from_the_viewers_side(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Teal d5 shades d4 and d3; Amber d4 stands in it; Amber to move. */
	load(ui, "t6/7/3t3/3a3/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_int_equal(view.viewer, COLOUR_AMBER);
	assert_int_equal(view_cell(&view, "d4")->ring, UI_RING_THREAT);
	assert_int_equal(view_cell(&view, "d5")->ring, UI_RING_NONE);
	/* The panel explains the marks while one is on the board, and the
	 * details line names the mark of the stone under the cursor. */
	assert_true(view.panel.marks);
	ui->play.cursor = cell("d4");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "d4, brackets and !: Amber stone in "
	    "Teal's shade, eclipsed when Teal's turn ends");
	/* Teal to move: the same stone is Teal's prey. */
	load(ui, "t6/7/3t3/3a3/7/7/7 t N 1");
	ui->play.cursor = cell("d4");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "d4")->ring, UI_RING_PREY);
	assert_string_equal(view.panel.detail,
	    "d4, brackets and ×: Amber stone in "
	    "Teal's shade, eclipsed when Teal's turn ends");
	keys(ui, "H");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "d4")->ring, UI_RING_NONE);
	assert_false(view.panel.marks);
}

/* A stone one enemy move could take if it stays is marked on the viewer's
 * turn (the core's in_reach), named with that move under the cursor, and
 * the panel says what the mark means; never where the red ring says more,
 * nor on the other side's stones, nor with the hints off. */
static void
test_ui_reach_mark_on_stones_one_move_can_take(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Sun N: Teal d7d6 would shade d5 and d4; b1 no step reaches. */
	load(ui, "3t3/7/7/3a3/7/7/1a5 a N 1");
	ui->play.cursor = cell("d4");
	ui_view_build(ui, &view);
	assert_true(view_cell(&view, "d4")->reach);
	assert_false(view_cell(&view, "b1")->reach);
	assert_false(view_cell(&view, "d7")->reach);
	assert_true(view.panel.reach);
	assert_string_equal(view.panel.detail,
	    "d4, ^: Teal can take it with d7d6 if it stays");
	/* Teal to move: Amber's stones are not the viewer's to guard now. */
	load(ui, "3t3/7/7/3a3/7/7/1a5 t N 1");
	ui_view_build(ui, &view);
	assert_false(view_cell(&view, "d4")->reach);
	assert_false(view.panel.reach);
	/* In a shade now, the red ring and ! say it: no second mark. */
	load(ui, "t6/7/3t3/3a3/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "d4")->ring, UI_RING_THREAT);
	assert_false(view_cell(&view, "d4")->reach);
	load(ui, "3t3/7/7/3a3/7/7/1a5 a N 1");
	keys(ui, "H");
	ui_view_build(ui, &view);
	assert_false(view_cell(&view, "d4")->reach);
	assert_false(view.panel.reach);
}

/* A stone the sun's turn puts in an enemy shade is said to be lost if it
 * stays, with no move named: a newcomer read "Amber can take it with a1b1"
 * (the first of Amber's moves) as if a1b1 were the capture. */
static void
test_ui_reach_names_a_move_only_where_one_takes(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Lesson 4 after its answer, Teal to move: under the next sun, NE,
	 * d6 shades b4, unless d6 steps. */
	load(ui, "6t/3a3/7/1t5/3a3/7/a6 t N 1");
	ui->play.cursor = cell("b4");
	ui_view_build(ui, &view);
	assert_true(view_cell(&view, "b4")->reach);
	assert_string_equal(view.panel.detail, "b4, dashed bars and ^: lost if "
	    "it stays, unless Amber moves that shade");
	/* c5 and d6 both shade b4 under NE: whatever Amber plays. */
	load(ui, "6t/3a3/2a4/1t5/7/7/7 t N 1");
	ui->play.cursor = cell("b4");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "b4, dashed bars and ^: lost if "
	    "it stays, whatever Amber plays");
	assert_true(ui_text_columns(view.panel.detail) <= UI_SCREEN_COLUMNS);
}

/* Against the computer the mark is the person's, on the person's turn. */
static void
test_ui_reach_mark_only_on_the_persons_turn(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "3t3/7/7/3a3/7/7/1a5 a N 1");
	ui_view_build(ui, &view);
	assert_true(view_cell(&view, "d4")->reach);
	/* The computer's turn (Teal): nothing of the person's is marked. */
	load(ui, "3t3/7/7/3a3/7/7/1a5 t N 1");
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			assert_false(view.cells[rank][file].reach);
}

/* After dusk the cursor never rests where nothing can be done. */
static void
test_ui_cursor_leaves_cells_dusk_has_darkened(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(ui->play.cursor, cell("d1"));
	/* Round 9: the first dusk has darkened the outer ring, d1 with it. */
	load(ui, "7/7/2t4/3a3/7/7/7 a N 9");
	assert_int_equal(ui->play.cursor, cell("d2"));
	/* Round 17: only the 3x3 centre is lit. */
	ui->play.cursor = cell("a1");
	load(ui, "7/7/2t4/3a3/7/7/7 a N 17");
	assert_int_equal(ui->play.cursor, cell("c3"));
	/* A lit cell keeps the cursor. */
	ui->play.cursor = cell("e5");
	load(ui, "7/7/2t4/3a3/7/7/7 a N 17");
	assert_int_equal(ui->play.cursor, cell("e5"));
	/* A typed move onto the ring just before dusk: dusk takes the stone,
	 * and the cursor does not follow it into the dark. */
	load(ui, "7/1t5/7/3a3/7/7/7 t N 8");
	keys(ui, ":b6a7\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.board.round, 9);
	assert_int_equal(ui->play.cursor, cell("b6"));
}

static void
test_ui_dashed_ring_for_shade_once_the_sun_turns(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Teal d5 with the sun at N shades d4, d3; at NE it shades c4, b3. */
	load(ui, "t6/7/3t3/2a4/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "c4")->ring, UI_RING_TOMORROW);
	assert_int_equal(view_cell(&view, "c4")->shade, 0);
}

static void
test_ui_dots_show_the_cores_class_of_each_move(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	struct move_hint hint;
	int destinations = 0;

	keys(ui, "l\n");		/* e1 */
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			uint16_t move =
			    move_make(cell("e1"), cell_at(file, rank));
			enum ui_dot dot = view.cells[rank][file].dot;

			if (!board_is_legal(&ui->game.board, move)) {
				assert_int_equal(dot, UI_DOT_NONE);
				continue;
			}
			destinations++;
			hints_move(&ui->game.board, move, &hint);
			assert_int_equal(hint.class, MOVE_CLASS_QUIET);
			assert_int_equal(dot, UI_DOT_QUIET);
		}
	assert_int_equal(destinations, 3);	/* d2 e2 f2 */
}

static void
test_ui_gold_dot_and_its_detail(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Amber e4 to d4 shades d3 and d2, where Teal stands. */
	load(ui, "t6/7/7/4a2/7/3t3/7 a N 1");
	ui->play.cursor = cell("e4");
	keys(ui, "\nh");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "d4")->dot, UI_DOT_GOLD);
	assert_string_equal(view.panel.detail,
	    "e4d4: takes d2 · leaves nothing "
	    "exposed to Teal's reply");
	assert_int_equal(view_cell(&view, "f5")->dot, UI_DOT_QUIET);
	keys(ui, "H");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "d4")->dot, UI_DOT_QUIET);
	keys(ui, "\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Amber e4d4\nTook d2");
	assert_true(view_cell(&view, "d2")->lost);
	/* Teal's answer does not hide what Amber's move took. */
	keys(ui, ":a7b7\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last,
	    "Last: Teal a7b7\nBefore, e4d4 took d2");
	/* A move that took nothing is not told again. */
	keys(ui, ":d4d5\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Amber d4d5");
}

/* The panel counts each side's stones, and flags the lines drawn in
 * another ink: dusk after this round, the shade of tomorrow. */
static void
test_ui_panel_counts_stones_and_flags_dusk_and_tomorrow(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_string_equal(view.panel.stones[COLOUR_AMBER], "Amber  5 stones");
	assert_string_equal(view.panel.stones[COLOUR_TEAL], "Teal   5 stones");
	assert_false(view.panel.dusk_now);
	assert_false(view.panel.tomorrow);
	/* Round 8 of a day of 8: dusk falls after it. */
	load(ui, "7/7/2t4/3a3/7/7/7 a N 8");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.stones[COLOUR_AMBER], "Amber  1 stone");
	assert_string_equal(view.panel.stones[COLOUR_TEAL], "Teal   1 stone");
	assert_string_equal(view.panel.dusk, "Dusk after this round!");
	assert_true(view.panel.dusk_now);
	keys(ui, "S");
	ui_view_build(ui, &view);
	assert_true(view.panel.tomorrow);
	assert_string_equal(view.panel.view, "Next round, sun NE");
}

/* The section of a line of the rules: the heading at or above it, by the
 * line numbers ui_rules_find gives; none above the first. */
static void
test_ui_rules_section_names_the_heading_above(void **state)
{
	char name[UI_RULES_SECTION_MAX];
	int keys = ui_rules_find(false, "KEYS");

	(void)state;
	assert_true(keys > 0);
	ui_rules_section(false, keys, name, sizeof name);
	assert_string_equal(name, "KEYS");
	ui_rules_section(false, keys + 5, name, sizeof name);
	assert_string_equal(name, "KEYS");
	ui_rules_section(false, keys - 1, name, sizeof name);
	assert_string_equal(name, "RULES");
	ui_rules_section(true, ui_rules_find(true, "KEYS") + 1, name,
	    sizeof name);
	assert_string_equal(name, "KEYS");
	ui_rules_section(false, 0, name, sizeof name);
	assert_string_equal(name, "");
}

/* The details line with the cursor on `name`. */
static const char *
detail_at(struct ui *ui, const char *name)
{
	static struct ui_view view;

	ui->play.cursor = cell(name);
	ui_view_build(ui, &view);
	return view.panel.detail;
}

/* The details line names an empty cell's shade: one side's, both, or
 * nothing where there is none. */
static void
test_ui_detail_names_an_empty_cells_shade(void **state)
{
	struct ui *ui = *state;

	/* Sun N: shadows fall south, Amber d4's on d3 and d2, Teal c2's
	 * on c1. */
	load(ui, "7/7/7/3a3/7/2t4/7 a N 1");
	assert_string_equal(detail_at(ui, "d3"), "d3: in Amber's shade");
	assert_string_equal(detail_at(ui, "c1"), "c1: in Teal's shade");
	assert_string_equal(detail_at(ui, "f6"), "");
	/* Sun NE: shadows fall south-west, Amber e4's on d3 and c2, Teal
	 * d3's on c2 and b1. */
	load(ui, "7/7/7/4a2/3t3/7/7 a NE 1");
	assert_string_equal(detail_at(ui, "b1"), "b1: in Teal's shade");
	assert_string_equal(detail_at(ui, "c2"), "c2: in both shades");
}

/* A newcomer found the line blank on an enemy stone, and read only a
 * ring's words on the stone they had just selected. */
static void
test_ui_detail_names_enemy_stones_and_a_selected_ringed_one(void **state)
{
	struct ui *ui = *state;

	/* Sun N, next NE: Teal d4's shadow will fall on c3 and b2, and no
	 * Teal step shades b2 before then. */
	load(ui, "7/7/7/3t3/7/1a5/7 a N 1");
	assert_string_equal(detail_at(ui, "d4"), "d4: Teal's stone");
	/* A stone a move of the side to move takes: whose turn, and the
	 * move (d6d5 shades d4 and d3). */
	load(ui, "7/3a3/7/7/3t3/7/7 a N 1");
	assert_string_equal(detail_at(ui, "d3"),
	    "d3: Teal's stone; Amber is to "
	    "move, and d6d5 takes it");
	load(ui, "7/7/7/3t3/7/1a5/7 a N 1");
	assert_string_equal(detail_at(ui, "b2"),
	    "b2, dashed bars: Amber stone, "
	    "in Teal's shade once the sun turns");
	keys(ui, "\n");
	assert_int_equal(ui->play.selected, cell("b2"));
	assert_string_equal(detail_at(ui, "b2"), "b2 selected, dashed bars: "
	    "Amber stone, in Teal's shade once the sun turns");
	/* Teal c2's shadow will fall on b1, and Teal's c2b2 shades it now:
	 * the move that takes it is named, beside both marks. */
	load(ui, "7/7/7/7/7/2t4/1a5 a N 1");
	assert_string_equal(detail_at(ui, "b1"), "b1, dashed bars and ^: Teal "
	    "can take it with c2b2 if it stays");
	keys(ui, "\n");
	assert_string_equal(detail_at(ui, "b1"), "b1 selected, dashed bars and "
	    "^: Teal can take it with c2b2 if it stays");
	/* In ASCII the marks are drawn ":O:" and named so: a newcomer read
	 * "dashed ring" beside them. */
	ui_game_set_ascii(ui, true);
	load(ui, "7/7/7/3t3/7/1a5/7 a N 1");
	assert_string_equal(detail_at(ui, "b2"), "b2, colons: Amber stone, "
	    "in Teal's shade once the sun turns");
	load(ui, "7/7/7/7/7/2t4/1a5 a N 1");
	assert_string_equal(detail_at(ui, "b1"), "b1, colons and ^: Teal "
	    "can take it with c2b2 if it stays");
	ui_game_set_ascii(ui, false);
}

/* The view says which screen is up, and the rules screen's page. */
static void
test_ui_view_says_which_screen_is_up(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	int lines = ui_rules_line_count(false);
	char footer[UI_LINE_MAX], section[UI_RULES_SECTION_MAX];

	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_false(view.asking_quit);
	ui_key(ui, UI_KEY_F1);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_RULES);
	assert_int_equal(view.rules.top,
	    ui_rules_find(false, UI_RULES_HEADING));
	assert_int_equal(view.rules.rows, 10);
	assert_int_equal(view.rules.total, lines);
	assert_non_null(view.rules.text);
	assert_memory_equal(view.rules.text, UI_RULES_HEADING "\n",
	    sizeof UI_RULES_HEADING);
	snprintf(footer, sizeof footer,
	    "RULES · lines %d-%d of %d · ↑↓ PgUp "
	    "PgDn · q or Esc back",
	    view.rules.top + 1, view.rules.top + 10, lines);
	assert_string_equal(view.rules.footer, footer);
	ui_key(ui, UI_KEY_END);
	ui_view_build(ui, &view);
	ui_rules_section(false, lines - 10, section, sizeof section);
	assert_string_not_equal(section, "RULES");
	snprintf(footer, sizeof footer, "%s · lines %d-%d of %d · ↑↓ PgUp "
	    "PgDn · q or Esc back", section, lines - 9, lines, lines);
	assert_string_equal(view.rules.footer, footer);
	keys(ui, "q");
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	/* The quit question, which a window too small still shows. */
	keys(ui, "\nk\nq");
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_true(view.asking_quit);
	keys(ui, "nRy");
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_MENU);
	assert_false(view.asking_quit);
}

/* The variant being played is on the panel; the real game says nothing. */
static void
test_ui_panel_names_the_variant(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant, "");
	ui->rules.instant = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant, "Rules: instant");
	ui->rules.shadow_length = 3;
	ui->rules.snake = true;
	ui->rules.start_sun = COMPASS_NE;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	ui->rules.day_length = 16;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 16, snake, instant, first sun NE");
	ui->rules.start_rank = START_RANK_SECOND;
	ui->rules.stones = STONES_MAX;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	/* Crowded, the first sun is "sun" to keep the line in its rows. */
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 16, snake, instant, sun NE, start 2, 7 stones");
	assert_true(ui_text_rows(view.panel.variant, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
	/* More than the rows hold even so: the last settings give way to
	 * "…", whole. */
	ui->rules.hold = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 16, snake, instant, sun NE, start 2, 7 stones, "
	    "…");
	assert_true(ui_text_rows(view.panel.variant, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
}

/* The pie's choice is one of the variant line's settings when its words
 * are fitted to the rows (the soak found four rows with "swapped" added
 * after the fitting). */
static void
test_ui_panel_variant_fits_with_the_pie_chosen(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui->rules.shadow_length = 3;
	ui->rules.day_length = 2;
	ui->rules.snake = true;
	ui->rules.start_sun = COMPASS_NW;
	ui->rules.pie = true;
	ui->rules.hold = true;
	ui_menu_new_game(ui);
	ui->pie.step = UI_PIE_DONE;
	ui->pie.swap = true;
	ui_mode_go(ui, UI_MODE_PLAY);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 2, snake, sun NW, pie, hold the sun, swapped");
	assert_true(ui_text_rows(view.panel.variant, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
}

/*
 * moon=1 and mixed=1 on the screen: the moon on the dial (where it is and
 * where it goes), the tall stones marked and followed as they move, the
 * variant line with both marks, the shade line with both lights, and what
 * a tall stone is when the cursor is on it; in UTF-8 and ASCII, within the
 * panel.
 */
static void
test_ui_moon_and_tall_stones_are_shown(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char ascii[UI_LINE_MAX];

	ui->rules.moon = true;
	ui->rules.mixed = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_int_equal(view.moon, COMPASS_S);
	assert_int_equal(view.next_moon,
	    COMPASS_S); /* it moves after round 2 */
	assert_true(view_cell(&view, "d1")->tall);
	assert_true(view_cell(&view, "d7")->tall);
	assert_false(view_cell(&view, "c1")->tall);
	assert_false(view_cell(&view, "d4")->tall);
	assert_string_equal(view.panel.variant, "Rules: moon ☾, tall ◉◈");
	ui_text_ascii(view.panel.variant, ascii, sizeof ascii);
	assert_string_equal(ascii, "Rules: moon ), tall @#");
	assert_true(ui_text_rows(ascii, UI_PANEL_COLUMNS) <= UI_VARIANT_ROWS);
	assert_string_equal(view.panel.view, "Shade now ☼N ☾S");
	ui->play.cursor = cell("d1");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "d1: Amber's tall stone, its shadows 3 long");

	keys(ui, ":d1d2\n:d7d6\n:c1c2\n");
	ui_view_build(ui, &view);
	assert_true(view_cell(&view, "d2")->tall);
	assert_true(view_cell(&view, "d6")->tall);
	assert_false(view_cell(&view, "d1")->tall);
	assert_false(view_cell(&view, "c2")->tall);
	assert_int_equal(view.moon, COMPASS_S);
	assert_int_equal(view.next_moon, COMPASS_SE);
	keys(ui, ":c7c6\n");
	ui_view_build(ui, &view);
	assert_int_equal(view.moon, COMPASS_SE);
	ui->play.show_tomorrow = true;
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.view, "Next round ☼SE ☾SE");
	ui_text_ascii(view.panel.view, ascii, sizeof ascii);
	assert_true(ui_text_columns(ascii) <= UI_PANEL_COLUMNS);
}

/* Under the instant rule a move can lose the mover's own stone at once:
 * the hint and the last move say "loses" and "Lost", never "takes". */
static void
test_ui_instant_rule_losses_are_told_as_losses(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui->rules.instant = true;
	ui->rules.snake = true;
	/* Teal e5 to e4 stands in Amber f4's shadow (sun E, cast west). */
	load(ui, "7/7/4t2/5a1/7/1a5/7 t E 2");
	ui->play.cursor = cell("e5");
	keys(ui, "\nj");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "e5e4: takes nothing · loses e4 at once");
	assert_int_equal(view_cell(&view, "e4")->dot, UI_DOT_RED);
	keys(ui, "\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Teal e5e4\nLost e4");
	assert_true(view.over);
	/* Taking and losing at once: one row for both. */
	load(ui, "1t2a2/1a1t3/7/3a3/7/7/6t a N 1");
	keys(ui, ":e7d7\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last,
	    "Last: Amber e7d7\nTook d6 · lost d4 b6");
}

static void
test_ui_red_dot_when_a_move_walks_into_shade(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Amber c4 to d4 stands in Teal d5's shade and takes nothing. */
	load(ui, "t6/7/3t3/2a4/7/7/7 a N 1");
	ui->play.cursor = cell("c4");
	keys(ui, "\nl");
	ui_view_build(ui, &view);
	assert_int_equal(view_cell(&view, "d4")->dot, UI_DOT_RED);
	assert_string_equal(view.panel.detail,
	    "c4d4: takes nothing · loses d4 for certain");
}

static void
test_ui_dusk_ring_marked_only_in_the_last_rounds(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_false(view_cell(&view, "a1")->dusk);
	load(ui, "1ttttt1/7/7/7/7/7/1aaaaa1 a N 8");
	ui_view_build(ui, &view);
	assert_true(view_cell(&view, "a1")->dusk);
	assert_true(view_cell(&view, "g7")->dusk);
	assert_false(view_cell(&view, "b2")->dusk);
	assert_string_equal(view.panel.dusk, "Dusk after this round!");
}

static void
test_ui_dark_cells_after_dusk(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "7/2ttt2/7/7/7/2aaa2/7 a NE 9");
	ui_view_build(ui, &view);
	assert_true(view_cell(&view, "a1")->dark);
	assert_true(view_cell(&view, "g4")->dark);
	assert_false(view_cell(&view, "b2")->dark);
}

static void
test_ui_undo_in_hotseat_takes_back_one_move(void **state)
{
	struct ui *ui = *state;

	keys(ui, "\nk\n");
	assert_int_equal(ui->game.plies, 1);
	keys(ui, "U");
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(ui->game.board.side, COLOUR_AMBER);
	assert_int_equal(ui->game.board.hash, ui->game.start.hash);
	assert_false(ui_game_undo(ui));
}

static void
test_ui_undo_against_the_computer_returns_to_your_turn(void **state)
{
	struct ui *ui = *state;
	unsigned generation;

	keys(ui, "\nk\n");
	assert_true(ui_game_computer_to_move(ui));
	generation = ui->generation;
	assert_int_equal(ui_game_computer_played(ui,
			     move_make(cell("d7"), cell("d6")), generation),
	    UI_EVENT_MOVED);
	assert_int_equal(ui->game.plies, 2);
	assert_false(ui_game_computer_to_move(ui));
	assert_int_equal(keys(ui, "U"), UI_EVENT_UNDONE);
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(ui->game.board.side, COLOUR_AMBER);
}

/* Undo, then the same move: the computer searches with the same seed, so
 * a person cannot re-roll its answer. */
static void
test_ui_computer_seed_depends_on_the_moves_not_on_undo(void **state)
{
	struct ui *ui = *state;
	uint64_t first, second;

	keys(ui, ":d1d2\n");
	assert_true(ui_game_computer_to_move(ui));
	first = ui_game_computer_seed(ui);
	keys(ui, "U");
	assert_int_equal(ui->game.plies, 0);
	assert_true(ui_game_computer_seed(ui) != first);
	keys(ui, ":d1d2\n");
	assert_true(ui_game_computer_to_move(ui));
	second = ui_game_computer_seed(ui);
	assert_true(second == first);
	/* Another game seed, another answer. */
	ui->seed++;
	assert_true(ui_game_computer_seed(ui) != first);
}

static void
test_ui_undo_while_computer_thinks_refuses_late_answer(void **state)
{
	struct ui *ui = *state;
	unsigned generation;

	keys(ui, "\nk\n");
	generation = ui->generation;
	keys(ui, "U");
	assert_int_equal(ui->game.plies, 0);
	/* The answer to a position taken back is refused: no event. */
	assert_int_equal(ui_game_computer_played(ui,
			     move_make(cell("d7"), cell("d6")), generation),
	    UI_EVENT_NONE);
	assert_int_equal(ui->game.plies, 0);
	/* Nor may the person move for the computer. */
	keys(ui, "\nk\n");
	assert_false(ui_play(ui, move_make(cell("d7"), cell("d6"))));
	assert_false(ui_game_computer_played(ui,
	    move_make(cell("d7"), cell("d5")), ui->generation));
}

static void
test_ui_typed_move_is_played_or_explained(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	keys(ui, ":");
	assert_int_equal(ui_mode(ui), UI_MODE_TYPING);
	keys(ui, "b1c3");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "Move: b1c3_");
	keys(ui, "\n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 0);
	assert_string_equal(ui->message,
	    "b1c3: a stone moves one step, to a neighbouring cell");
	keys(ui, ":b1c9\n");
	assert_int_equal(ui->game.plies, 0);
	assert_true(ui->message[0] != '\0');
	keys(ui, ":b1x");
	ui_key(ui, UI_KEY_BACKSPACE);
	keys(ui, "-c2\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->play.cursor, cell("c2"));
	keys(ui, ":f7");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 1);
	/* A whole move typed says what it does before Enter, as its dot
	 * would; half a move, nothing yet. */
	keys(ui, ":b7b");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "");
	keys(ui, "6");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "b7b6: quiet");
	ui_key(ui, UI_KEY_ESCAPE);
	keys(ui, ":b1c9\n:c7c6");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "c7c6: quiet");
}

static void
test_ui_typed_illegal_move_says_why(void **state)
{
	static const struct {
		const char *typed, *message;
	} refused[] = {
		{ ":b1c2\n", "b1c2: b1 is not Teal's stone" },
		{ ":E7E5\n",
		    "e7e5: a stone moves one step, to a neighbouring cell" },
		{ ":e7d6\n", "e7d6: d6 has a stone on it" },
		{ ":d4d5\n", "d4d5: there is no stone on d4" },
		{ ":PASS\n", "pass: you may pass only when no stone can move" },
	};
	struct ui *ui = *state;
	struct ui_view view;

	/* Capitals are the same move, and the record writes it in lowercase. */
	keys(ui, ":D1D2\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0], move_make(cell("d1"), cell("d2")));
	keys(ui, ":d7d6\n");
	assert_int_equal(ui->game.plies, 2);
	keys(ui, ":c1c2\n");
	assert_int_equal(ui->game.plies, 3);
	/* Teal to move: each refusal names the part of the rule it breaks. */
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
		keys(ui, refused[i].typed);
		assert_int_equal(ui->game.plies, 3);
		assert_string_equal(ui->message, refused[i].message);
		ui_view_build(ui, &view);
		assert_string_equal(view.panel.detail, refused[i].message);
		assert_true(
		    ui_text_columns(view.panel.detail) <= UI_SCREEN_COLUMNS);
	}
}

static void
test_ui_rules_open_at_the_rules_and_scroll_within_bounds(void **state)
{
	struct ui *ui = *state;
	int lines = ui_rules_line_count(false);
	int rules = ui_rules_find(false, UI_RULES_HEADING);
	char text[UI_LINE_MAX];

	assert_true(lines > 20);
	assert_true(rules > 0);
	assert_int_equal(ui_rules_find(false, "no such heading"), -1);
	assert_true(ui_rules_find(true, UI_RULES_HEADING) > 0);
	assert_true(ui_rules_line(false, rules, text, sizeof text));
	assert_string_equal(text, UI_RULES_HEADING);
	assert_false(ui_rules_line(false, lines, text, sizeof text));
	for (int i = 0; i < lines; i++) {
		assert_true(ui_rules_line(false, i, text, sizeof text));
		assert_null(strchr(text, '\b'));
	}
	ui_key(ui, UI_KEY_F1);
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	assert_int_equal(ui_page_top(ui), rules);
	ui_key(ui, UI_KEY_PAGE_DOWN);
	assert_int_equal(ui_page_top(ui), rules + 10);
	keys(ui, "j");
	assert_int_equal(ui_page_top(ui), rules + 11);
	ui_key(ui, UI_KEY_END);
	assert_int_equal(ui_page_top(ui), lines - 10);
	keys(ui, "j ");
	assert_int_equal(ui_page_top(ui), lines - 10);
	ui_key(ui, UI_KEY_HOME);
	keys(ui, "k");
	assert_int_equal(ui_page_top(ui), 0);
	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	keys(ui, "??");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
}

/*
 * ? on the board puts the key to its marks over it (a newcomer wanted one
 * screen, not the manual); the next key or click only puts it away, ?
 * again goes on to the rules; off the board (the menu) ? is the rules.
 */
static void
test_ui_question_mark_shows_the_key_to_the_marks(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	keys(ui, "\nk\n");	/* d1d2 */
	assert_int_equal(ui->game.plies, 1);
	ui_view_build(ui, &view);
	assert_false(view.marks);
	assert_non_null(strstr(view.panel.keys, "? key"));
	keys(ui, "?");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_view_build(ui, &view);
	assert_true(view.marks);
	assert_string_equal(view.panel.keys,
	    "any key: back to the board · ? again or F1: the rules");
	/* U puts the key away and undoes nothing. */
	keys(ui, "U");
	assert_int_equal(ui->game.plies, 1);
	ui_view_build(ui, &view);
	assert_false(view.marks);
	keys(ui, "?");
	assert_int_equal(ui_click(ui, cell("d7"), false), UI_EVENT_NONE);
	assert_false(ui->play.show_marks);
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	/* ? twice, or F1 over the key: the rules, and back to the board. */
	keys(ui, "??");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	ui_view_build(ui, &view);
	assert_false(view.marks);
	keys(ui, "q?");
	ui_key(ui, UI_KEY_F1);
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_false(ui->play.show_marks);
	/* The menu has no board to explain: ? is the rules there. */
	keys(ui, "Ry");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	keys(ui, "?");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	assert_false(ui->play.show_marks);
}

static void
test_ui_quit_asks_only_in_the_middle_of_a_game(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	keys(ui, "\nk\nq");
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_QUIT);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Quit? (y) keep for later · (n) back · (a) abandon");
	assert_int_equal(keys(ui, "n"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(keys(ui, "q"), UI_EVENT_NONE);	/* only asked */
	assert_int_equal(keys(ui, "y"), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

static void
test_ui_quit_abandon_says_so_to_the_front_end(void **state)
{
	struct ui *ui = *state;

	keys(ui, "\nk\nq");
	assert_int_equal(keys(ui, "a"), UI_EVENT_ABANDONED);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* A record of three moves from the start. */
static void
three_move_record(struct record *record)
{
	static const char *const moves[] = { "d1d2", "d7d6", "b1b2" };
	struct rules rules;

	rules_default(&rules);
	record_init(record, &rules);
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		uint16_t move;
		char error[NOTATION_ERROR_MAX];

		assert_int_equal(notation_read_move(moves[i], &move, error), 0);
		assert_int_equal(record_add_move(record, move), 0);
	}
}

/* The three moves as a saved game: who played (Amber the person), the
 * level and the hints. */
static void
saved_game_record(struct record *record, const char *opponent,
    const char *level, const char *hints)
{
	three_move_record(record);
	assert_int_equal(record_set_tag(record, UI_TAG_OPPONENT, opponent), 0);
	assert_int_equal(record_set_tag(record, UI_TAG_LEVEL, level), 0);
	assert_int_equal(record_set_tag(record, UI_TAG_SIDE, "amber"), 0);
	assert_int_equal(record_set_tag(record, UI_TAG_HINTS, hints), 0);
}

static void
test_ui_replay_steps_both_ways_and_jumps_to_the_ends(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	struct board expected;
	struct ui_view view;

	three_move_record(&record);
	ui_replay(ui, &record);
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	assert_int_equal(ui->game.plies, 0);
	ui_key(ui, UI_KEY_RIGHT);
	keys(ui, "n");
	assert_int_equal(ui->game.plies, 2);
	record_position(&record, 2, &expected);
	assert_true(ui->game.board.hash == expected.hash);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.opponent, "Replay: move 2 of 3");
	assert_string_equal(view.panel.last, "Last: Teal d7d6");
	assert_false(view.thinking);
	keys(ui, "p");
	assert_int_equal(ui->game.plies, 1);
	ui_key(ui, UI_KEY_LEFT);
	ui_key(ui, UI_KEY_LEFT);	/* already at the start: stays */
	assert_int_equal(ui->game.plies, 0);
	ui_key(ui, UI_KEY_END);
	assert_int_equal(ui->game.plies, 3);
	/* The record stops before the game's end, and says so; no cursor. */
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Unfinished: Teal next");
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			assert_false(view.cells[rank][file].cursor);
	ui_key(ui, UI_KEY_RIGHT);	/* already at the end: stays */
	assert_int_equal(ui->game.plies, 3);
	ui_key(ui, UI_KEY_HOME);
	assert_int_equal(ui->game.plies, 0);
	/* Hints, tomorrow and the rules work as in a game; q leaves. */
	keys(ui, "H");
	assert_false(ui->play.show_hints);
	keys(ui, "?");		/* the key to the marks, then the rules */
	assert_true(ui->play.show_marks);
	keys(ui, "?");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* A replay says who played and how it ended from its first move on. */
static void
test_ui_replay_says_players_and_result_from_the_start(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	struct ui_view view;

	three_move_record(&record);
	snprintf(record.player[COLOUR_AMBER],
	    sizeof record.player[COLOUR_AMBER], "person");
	snprintf(record.player[COLOUR_TEAL], sizeof record.player[COLOUR_TEAL],
	    "level 3 of the best");
	record.result = RESULT_TEAL;
	ui_replay(ui, &record);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.opponent,
	    "Replay: move 0 of 3 · You v level 3 of");
	assert_string_equal(view.panel.turn,
	    "Amber to move · result: Teal won");
	assert_true(ui_text_rows(view.panel.opponent, UI_PANEL_COLUMNS) <=
	    UI_OPPONENT_ROWS);
	assert_true(
	    ui_text_rows(view.panel.turn, UI_PANEL_COLUMNS) <= UI_TURN_ROWS);
}

static void
test_ui_resume_offer_y_plays_on_n_starts_afresh(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];
	struct ui_view view;

	saved_game_record(&record, "people", "3", "off");
	assert_int_equal(ui_record_resume(ui, &record, tag, error), 0);
	ui_offer_resume(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "A saved game: resume it? (y) resume · (n) new game");
	assert_false(view.thinking);
	assert_int_equal(keys(ui, "\n"), UI_EVENT_RESUMED); /* Enter is yes */
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 3);
	assert_false(ui->play.show_hints);
	assert_int_equal(ui->game.level, 3);

	ui_offer_resume(ui);
	assert_int_equal(keys(ui, "n"), UI_EVENT_DECLINED);
	assert_int_equal(ui->game.plies, 0);
	assert_true(
	    ui->play.show_hints); /* the command line's game, as it chose */
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
}

/* A replay steps with Enter: a forced pass is not offered as a key. */
static void
test_ui_replay_of_a_forced_pass_offers_no_key(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	struct rules rules;
	struct ui_view view;
	char error[NOTATION_ERROR_MAX];

	rules_default(&rules);
	record_init(&record, &rules);
	/* Amber's a7 is hemmed in by Teal's b7, a6 and b6. */
	assert_int_equal(notation_read_position("at5/tt5/7/7/7/7/7 a N 1",
			     &rules, &record.start, error),
	    0);
	assert_int_equal(record_add_move(&record, MOVE_PASS), 0);
	ui_replay(ui, &record);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Amber to move");
}

/* Offered while it is the computer's turn: the panel does not say "you". */
static void
test_ui_resume_offer_on_the_computers_turn_names_it(void **state)
{
	struct ui *ui = *state;
	static struct record record;
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];
	struct ui_view view;

	saved_game_record(&record, "computer", "5", "on");
	assert_int_equal(ui_record_resume(ui, &record, tag, error), 0);
	ui_offer_resume(ui);
	ui_view_build(ui, &view);
	assert_false(view.thinking);
	assert_string_equal(view.panel.turn, "Teal to move (computer)");
	keys(ui, "y");
	ui_view_build(ui, &view);
	assert_true(view.thinking);
	assert_string_equal(view.panel.turn, "Teal is thinking…");
}

static void
test_ui_new_game_in_the_middle_of_one_says_it_replaced_it(void **state)
{
	struct ui *ui = *state;

	/* Before any move: a new game, nothing replaced. */
	assert_int_equal(keys(ui, "R\n"), UI_EVENT_NEW_GAME);
	keys(ui, "\n");
	assert_int_equal(keys(ui, "k\n"), UI_EVENT_MOVED);
	assert_int_equal(keys(ui, "Ry\n"), UI_EVENT_REPLACED);
	assert_int_equal(ui->game.plies, 0);
}

/* R in the middle of a game asks before the menu that would replace it;
 * n, Esc or any other key keeps the game; a game over, or with no move
 * yet, has nothing to lose and is not asked about. */
static void
test_ui_new_game_asks_before_replacing_a_game(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	keys(ui, "\n");
	assert_int_equal(keys(ui, "k\n"), UI_EVENT_MOVED);
	assert_int_equal(keys(ui, "R"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_NEW);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_string_equal(view.panel.prompt, UI_NEW_QUESTION);
	assert_string_equal(view.panel.keys, "y yes · n or Esc no");
	keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_key(ui, 'R');
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	keys(ui, "R\n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 1);
	keys(ui, "Ry");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui->game.plies, 1);
	/* Over: straight to the menu. */
	load(ui, "1ttttt1/7/7/7/7/7/7 a N 1");
	keys(ui, "R");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
}

/* The front end's q in a window too small to draw: the same question from
 * any screen, and n goes back to the board, not to a screen it hid. */
static void
test_ui_quit_from_any_screen_asks_in_the_middle_of_a_game(void **state)
{
	struct ui *ui = *state;

	keys(ui, "\nk\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui_play_quit(ui), UI_EVENT_NONE);	/* only asked */
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_QUIT);
	keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	keys(ui, ":b7");
	ui_play_quit(ui);
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_QUIT);
	keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	keys(ui, "??");
	ui_play_quit(ui);
	keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	keys(ui, "Ry?");
	ui_play_quit(ui);
	keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 1);
	ui_play_quit(ui);
	assert_int_equal(keys(ui, "y"), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
	/* Before the first move there is nothing to lose: it leaves at once. */
	ui_menu_new_game(ui);
	assert_int_equal(ui_play_quit(ui), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* Every screen that leaves at once says so: the menu before any game, a
 * record stepped through (whose steps are no event), the offer of a saved
 * game (which stays saved). */
static void
test_ui_leaving_at_once_returns_quit_from_every_screen(void **state)
{
	struct ui *ui = *state;
	struct play_options options;
	static struct record record;
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];

	play_options_default(&options);
	ui_init(ui, &options);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(keys(ui, "jl"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, "q"), UI_EVENT_QUIT);

	three_move_record(&record);
	ui_replay(ui, &record);
	assert_int_equal(keys(ui, "nnp"), UI_EVENT_NONE);
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(keys(ui, "q"), UI_EVENT_QUIT);

	saved_game_record(&record, "people", "3", "on");
	ui_init(ui, &options);
	assert_int_equal(ui_record_resume(ui, &record, tag, error), 0);
	ui_offer_resume(ui);
	assert_int_equal(keys(ui, "x"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, "q"), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

static void
test_ui_quit_without_asking_before_the_first_move(void **state)
{
	struct ui *ui = *state;

	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* Once the game is over the line under the board describes no stone
 * (none is in danger any more), and a watched game offers no undo. */
static void
test_ui_game_over_no_detail_and_no_undo_when_watched(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	struct play_options options;

	load(ui, "1t5/7/7/7/7/7/7 a N 8");	/* Amber has no stone left */
	ui->play.cursor = cell("b7"); /* Teal's, on the ring dusk darkens */
	ui_view_build(ui, &view);
	assert_true(view.over);
	assert_string_equal(view.panel.detail, "");
	play_options_default(&options);
	options.autoplay = options.chose = true;
	ui_init(ui, &options);
	load(ui, "1t5/7/7/7/7/7/7 a N 8");
	ui_view_build(ui, &view);
	/* One line says the game is over: the key line, without U. */
	assert_string_equal(view.panel.prompt, "");
	assert_string_equal(view.panel.keys, "Game over: V review · R new · "
	    "arrows inspect · ? key · q quit");
}

static void
test_ui_game_over_says_who_won_and_why(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "1ttttt1/7/7/7/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_true(view.over);
	assert_false(view.thinking);
	assert_string_equal(view.panel.turn,
	    "Teal wins: every Amber stone is gone");
	/* Said once: not again above the key line, nor in the panel. */
	assert_string_equal(view.panel.prompt, "");
	assert_string_equal(view.panel.dusk, "");
	assert_string_equal(view.panel.keys, "Game over: V review · R new · "
	    "U take back · arrows inspect · ? key · q quit");
	keys(ui, "\n");
	assert_string_equal(ui->message,
	    "The game is over: R for a new one, q to quit");
	keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);

	load(ui, "7/7/7/3a3/7/7/7 t N 25");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "Amber wins: 1 stone to 0 after the last dusk");
}

/* Against the computer the game-over line speaks to the person (Amber). */
static void
test_ui_game_over_against_the_computer_says_you(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "1ttttt1/7/7/7/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "You lose: every Amber stone is gone");
	load(ui, "7/7/7/3a3/7/7/7 t N 25");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "You win: 1 stone to 0 after the last dusk");
}

static void
test_ui_clicks_select_move_and_deselect(void **state)
{
	struct ui *ui = *state;

	ui_click(ui, cell("c1"), false);
	assert_int_equal(ui->play.selected, cell("c1"));
	ui_click(ui, UI_NO_CELL, true);
	assert_int_equal(ui->play.selected, UI_NO_CELL);
	ui_click(ui, cell("c1"), false);
	ui_click(ui, cell("b2"), false);
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0], move_make(cell("c1"), cell("b2")));
}

/*
 * A move's hint is one row of the details line, in UTF-8 and in ASCII,
 * whatever it has to say: every move of every position of seeded random
 * hot-seat games, selected with the cursor on its destination.  The soak
 * met an 84-column hint at 80 ("e4d3: takes nothing · loses d3 for
 * certain · dusk takes b1 d1 g1 · b5b4 can take d2").
 */
static void
test_ui_move_hints_fit_one_row(void **state)
{
	enum { GAMES = 120, SEED = 20261203 };
	struct ui *ui = *state;
	struct ui_view view;
	char ascii[UI_LINE_MAX * 2];
	unsigned long random = SEED;

	for (int game = 0; game < GAMES; game++) {
		ui_menu_new_game(ui);
		while (!ui_game_is_over(ui)) {
			int count = ui->hints.move_count;

			for (int i = 0; i < count; i++) {
				uint16_t move = ui->hints.moves[i].move;

				if (move_is_hold(move) || move_from(move) ==
				    move_to(move))
					continue;
				ui->play.selected = move_from(move);
				ui->play.cursor = move_to(move);
				ui_view_build(ui, &view);
				ui_text_ascii(view.panel.detail, ascii,
				    sizeof ascii);
				if (ui_text_rows(view.panel.detail,
				    UI_SCREEN_COLUMNS) > 1 ||
				    ui_text_rows(ascii, UI_SCREEN_COLUMNS) > 1)
					fail_msg("game %d: '%s' is more than a "
						 "row",
					    game, view.panel.detail);
			}
			ui->play.selected = UI_NO_CELL;
			random = random * 6364136223846793005UL +
			    1442695040888963407UL;
			assert_int_not_equal(ui_play(ui,
						 ui->hints
						     .moves[(random >> 33) %
							 (unsigned long)count]
						     .move),
			    UI_EVENT_NONE);
		}
	}
}

/* The pointer over a cell moves the cursor and the details line with it,
 * as the arrow keys do, and selects nothing. */
static void
test_ui_hover_moves_the_details_line_and_selects_nothing(void **state)
{
	struct ui *ui = *state;
	struct ui_view before, hovered, stepped;

	ui_click(ui, cell("c1"), false);
	ui_view_build(ui, &before);
	ui_hover(ui, cell("b2"));
	assert_int_equal(ui->play.cursor, cell("b2"));
	assert_int_equal(ui->play.selected, cell("c1"));
	assert_int_equal(ui->game.plies, 0);
	ui_view_build(ui, &hovered);
	assert_true(view_cell(&hovered, "b2")->cursor);
	assert_string_not_equal(hovered.panel.detail, before.panel.detail);
	assert_non_null(strstr(hovered.panel.detail, "b2"));
	/* The same line as the keyboard's cursor on that cell. */
	ui->play.cursor = cell("c2");
	keys(ui, "h");
	assert_int_equal(ui->play.cursor, cell("b2"));
	ui_view_build(ui, &stepped);
	assert_string_equal(stepped.panel.detail, hovered.panel.detail);
	/* A message stays while the pointer moves within the cell, and goes
	 * when it moves to another, as with the arrow keys. */
	snprintf(ui->message, sizeof ui->message, "%s", "Not a move");
	ui_hover(ui, cell("b2"));
	assert_string_equal(ui->message, "Not a move");
	ui_hover(ui, cell("d2"));
	assert_string_equal(ui->message, "");
	ui_hover(ui, cell("b2"));
	/* Off the board, or outside play, the cursor stays. */
	ui_hover(ui, UI_NO_CELL);
	assert_int_equal(ui->play.cursor, cell("b2"));
	ui_mode_push(ui, &ui_mode_rules);
	ui_hover(ui, cell("a1"));
	assert_int_equal(ui->play.cursor, cell("b2"));
}

static void
test_ui_key_table_binds_each_key_once(void **state)
{
	(void)state;
	for (int i = 0; i < ui_binding_count; i++) {
		assert_true(ui_bindings[i].action != UI_ACTION_NONE);
		for (int j = i + 1; j < ui_binding_count; j++)
			assert_int_not_equal(ui_bindings[i].key,
			    ui_bindings[j].key);
	}
	assert_int_equal(ui_binding_find('U')->action, UI_ACTION_UNDO);
	assert_int_equal(ui_binding_find('u')->action, UI_ACTION_STEP);
	assert_int_equal(ui_binding_find('u')->point, COMPASS_NE);
	assert_int_equal(ui_binding_find(UI_KEY_F1)->action, UI_ACTION_RULES);
	assert_null(ui_binding_find('Z'));
}

static void
test_ui_forced_pass_is_played_with_enter(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Amber a1 is hemmed in by Teal on a2, b2, b1. */
	load(ui, "7/7/7/7/7/tt5/at5 a N 1");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Amber cannot move: Enter passes");
	keys(ui, "\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0], MOVE_PASS);
}

/* ---- Text for the screen (ui_text.h) ---- */

static void
test_ui_text_wraps_at_spaces_and_cuts_long_words(void **state)
{
	const char *text = "Last: Teal c7b7 · eclipsed c3";
	const char *next;
	size_t bytes;

	(void)state;
	next = ui_text_wrap(text, 17, &bytes);
	assert_int_equal(bytes, strlen("Last: Teal c7b7 ·"));
	assert_string_equal(next, "eclipsed c3");
	next = ui_text_wrap(text, 16, &bytes);
	assert_int_equal(bytes, strlen("Last: Teal c7b7"));
	assert_string_equal(next, "· eclipsed c3");
	/* A word longer than the row is cut, not lost. */
	next = ui_text_wrap("abcdefgh ij", 5, &bytes);
	assert_int_equal(bytes, 5);
	assert_string_equal(next, "fgh ij");
	assert_int_equal(ui_text_rows(text, 17), 2);
	assert_int_equal(ui_text_rows(text, 40), 1);
	assert_int_equal(ui_text_rows("", 10), 0);
	/* Even a width of nothing ends. */
	assert_int_equal(ui_text_rows("abc", 0), 3);
	/* A line break ends a row, and is not part of it. */
	next = ui_text_wrap("Last: Teal a7b7\nBefore: Amber", 23, &bytes);
	assert_int_equal(bytes, strlen("Last: Teal a7b7"));
	assert_string_equal(next, "Before: Amber");
	assert_int_equal(ui_text_rows("ab\ncd\nef", 23), 3);
	assert_int_equal(ui_text_rows("Last: Teal a7b7\nBefore: Amber e4d4 "
				      "took d2",
			     23),
	    3);
}

static void
test_ui_text_columns_and_ascii_stand_ins(void **state)
{
	char out[UI_LINE_MAX];

	(void)state;
	assert_int_equal(ui_text_columns("● Amber · ◆ Teal"), 16);
	ui_text_ascii("● Amber · ◆ Teal…", out, sizeof out);
	assert_string_equal(out, "o Amber - <> Teal...");
	assert_int_equal(ui_text_columns(out), 20);
	/* Too little room: the stand-in is left out whole, never half
	 * written. */
	ui_text_ascii("ab◆", out, 4);
	assert_string_equal(out, "ab");
	ui_text_ascii("ab◆", out, 5);
	assert_string_equal(out, "ab<>");
	/* The menu's hint fits its box in ASCII too. */
	ui_text_ascii("Play: watch the computer  ←→", out, sizeof out);
	assert_string_equal(out, "Play: watch the computer  <->");
}

/* hold=1: K spends the selected stone (or the one under the cursor) to
 * hold the sun, the key line says K only then, and the last stone may not. */
static void
test_ui_k_holds_the_sun_only_under_hold(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char text[NOTATION_POSITION_MAX];

	ui_view_build(ui, &view);
	assert_null(strstr(view.panel.keys, "K hold"));
	ui->play.cursor = cell("d1");
	assert_int_equal(keys(ui, "K"), UI_EVENT_NONE);
	assert_string_equal(ui->message,
	    "No holding the sun in this game: that is the variant hold=1");
	assert_int_equal(ui->game.plies, 0);

	ui->rules.hold = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "K hold"));
	/* Selected c1, cursor moved away: K asks, then spends c1. */
	ui->play.cursor = cell("c1");
	keys(ui, "\nl");
	assert_int_equal(keys(ui, "K"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_HOLD);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Hold the sun at N, giving up c1 for good? (y) yes · (n) no");
	assert_string_equal(view.panel.keys, "y yes · n or Esc no");
	/* n, Esc or another key: nothing held, and back to the board. */
	assert_int_equal(keys(ui, "n"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_key(ui, 'K');
	assert_int_equal(ui_key(ui, UI_KEY_ESCAPE), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(keys(ui, "Ky"), UI_EVENT_MOVED);
	notation_position(&ui->game.board, text);
	assert_string_equal(text, "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1");
	ui_view_build(ui, &view);
	/* The panel says what was held, and what it cost. */
	assert_string_equal(view.panel.last,
	    "Last: Amber hc1\nSun N held; c1 spent");
	/* Nothing selected, the cursor on an empty cell: K says what to do. */
	ui->play.cursor = cell("d4");
	assert_int_equal(keys(ui, "K"), UI_EVENT_NONE);
	assert_string_equal(ui->message,
	    "Select the stone to spend, then K keeps the sun");
	/* The last stone is refused with the core's reason. */
	load(ui, "7/7/7/3t3/7/7/a6 a N 3");
	ui->play.cursor = cell("a1");
	assert_int_equal(keys(ui, "K"), UI_EVENT_NONE);
	assert_string_equal(ui->message,
	    "ha1: you may not hold the sun with your last stone");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_text_wraps_at_spaces_and_cuts_long_words),
		cmocka_unit_test(test_ui_text_columns_and_ascii_stand_ins),
		cmocka_unit_test(
		    test_ui_menu_first_unless_the_command_line_chose),
		cmocka_unit_test(test_ui_menu_play_and_join_a_friend),
		cmocka_unit_test(test_ui_menu_chooses_level_and_side),
		cmocka_unit_test(test_ui_menu_two_players_and_digit_levels),
		cmocka_unit_test(test_ui_menu_offers_the_fair_rules),
		cmocka_unit_test_setup_teardown(
		    test_ui_menu_q_quits_before_a_game_and_returns_during_one,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_cursor_follows_keys_and_stops_at_the_edge,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_detail_names_an_empty_cells_shade, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_k_holds_the_sun_only_under_hold, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_select_then_destination_plays_the_move,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_select_refuses_empty_cells_and_enemy_stones,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_escape_and_second_select_deselect, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_view_shows_stones_and_shades_at_the_start,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tomorrows_shadows_follow_the_sun, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_key_line_says_the_hints_state_and_the_next_round,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_rings_mark_danger_from_the_viewers_side,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_dashed_ring_for_shade_once_the_sun_turns,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_dots_show_the_cores_class_of_each_move,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(test_ui_gold_dot_and_its_detail,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_panel_counts_stones_and_flags_dusk_and_tomorrow,
		    setup_hotseat, teardown),
		cmocka_unit_test(test_ui_rules_section_names_the_heading_above),
		cmocka_unit_test_setup_teardown(
		    test_ui_view_says_which_screen_is_up, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(test_ui_panel_names_the_variant,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_panel_variant_fits_with_the_pie_chosen,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_moon_and_tall_stones_are_shown, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_instant_rule_losses_are_told_as_losses,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_red_dot_when_a_move_walks_into_shade, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_dusk_ring_marked_only_in_the_last_rounds,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_reach_mark_on_stones_one_move_can_take,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_reach_mark_only_on_the_persons_turn, setup_computer,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_reach_names_a_move_only_where_one_takes,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(test_ui_dark_cells_after_dusk,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_undo_in_hotseat_takes_back_one_move, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_undo_against_the_computer_returns_to_your_turn,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_computer_seed_depends_on_the_moves_not_on_undo,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_cursor_leaves_cells_dusk_has_darkened,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_undo_while_computer_thinks_refuses_late_answer,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_typed_illegal_move_says_why, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_typed_move_is_played_or_explained, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_rules_open_at_the_rules_and_scroll_within_bounds,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_question_mark_shows_the_key_to_the_marks,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_detail_names_enemy_stones_and_a_selected_ringed_one,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_replay_steps_both_ways_and_jumps_to_the_ends,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_replay_says_players_and_result_from_the_start,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_replay_of_a_forced_pass_offers_no_key,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_resume_offer_on_the_computers_turn_names_it,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_resume_offer_y_plays_on_n_starts_afresh,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_leaving_at_once_returns_quit_from_every_screen,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_new_game_in_the_middle_of_one_says_it_replaced_it,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_new_game_asks_before_replacing_a_game,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_abandon_says_so_to_the_front_end,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_asks_only_in_the_middle_of_a_game,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_from_any_screen_asks_in_the_middle_of_a_game,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_without_asking_before_the_first_move,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_game_over_says_who_won_and_why, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_game_over_against_the_computer_says_you,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_game_over_no_detail_and_no_undo_when_watched,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_clicks_select_move_and_deselect, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_hover_moves_the_details_line_and_selects_nothing,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(test_ui_move_hints_fit_one_row,
		    setup_hotseat, teardown),
		cmocka_unit_test(test_ui_key_table_binds_each_key_once),
		cmocka_unit_test_setup_teardown(
		    test_ui_forced_pass_is_played_with_enter, setup_hotseat,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
