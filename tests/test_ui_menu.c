/*
 * The new-game menu (ui_menu.c), headless: it comes first unless the
 * command line chose the game, its rows choose the level, the side, two
 * players, the fair rules and a friend, and q leaves or goes back.
 * Expected rule facts are worked out by hand from the rules of gnomon(6),
 * or asked of the core where the test is that the interface shows what
 * the core says.
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
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_choices.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_rules.h"
#include "ui/ui_text.h"


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
	while (ui_menu_row(ui) != UI_MENU_FRIEND)
		ui_key(ui, UI_KEY_DOWN);
	ui_view_build(ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_FRIEND], "▸ Play a friend");
	assert_string_equal(view.menu.rows[UI_MENU_JOIN], "  Join a friend");
	assert_true(view.menu.applies[UI_MENU_FRIEND]);
	assert_non_null(strstr(view.panel.detail, "your friend types"));
	/* Where the friend is asked first (test_ui_friend.c). */
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_HOST);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
	ui_menu_friend_refused(ui, "a room called ann is open already");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_NONE);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "a room called ann is open already");

	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_menu_row(ui), UI_MENU_JOIN);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_true(ui_menu_joining(ui));
	/* Nothing typed: Enter waits for the line. */
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(fixture_ui_keys(ui, "gnomon join qx"), UI_EVENT_NONE);
	ui_key(ui, UI_KEY_BACKSPACE);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "Join: gnomon join q_");
	assert_string_equal(view.panel.keys, "Enter join · Esc back");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_false(ui_menu_joining(ui));
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(fixture_ui_keys(ui, "127.0.0.1:7070"), UI_EVENT_NONE);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_JOIN);
	assert_string_equal(ui_choices_friend_line(ui), "127.0.0.1:7070");
	/* Refused: the line is back, to be put right. */
	ui_menu_friend_refused(ui, "no room answers at 127.0.0.1:7070");
	assert_true(ui_menu_joining(ui));
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_NONE);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "Join: 127.0.0.1:7070_");
	free(ui);
}

/* Join a friend's line is a screen over the menu's rows: the player's
 * own key for a command is a letter there, and leaving the line is back
 * on the rows, the menu's stack as it was. */
static void
test_ui_menu_join_line_is_a_screen_over_the_rows(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	options.keys[PLAY_COMMAND_RULES] = 'j';
	ui_init(ui, &options);
	while (ui_menu_row(ui) != UI_MENU_JOIN)
		ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_ENTER);
	assert_true(ui_menu_joining(ui));
	assert_int_equal(ui->depth, 2);
	assert_int_equal(ui_mode_under(ui), UI_MODE_MENU);
	fixture_ui_keys(ui, "jo");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "Join: jo_");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_false(ui_menu_joining(ui));
	assert_int_equal(ui->depth, 1);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	/* On the rows, j is the player's key for the rules again. */
	ui_key(ui, 'j');
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
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
	assert_int_equal(ui_choices_level(ui), 5);
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
	assert_int_equal(ui_menu_row(ui), UI_MENU_PIE);
	/* The Sun row's words are passed over too: S turns the sun. */
	assert_true(view.menu.applies[UI_MENU_SUN]);
	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_menu_row(ui), UI_MENU_START);
	ui_key(ui, '3');
	assert_int_equal(ui_choices_level(ui), 5);
	assert_int_equal(ui_menu_row(ui), UI_MENU_START);
	ui_key(ui, UI_KEY_UP);
	assert_int_equal(ui_menu_row(ui), UI_MENU_PIE);
	ui_key(ui, UI_KEY_UP);
	assert_int_equal(ui_menu_row(ui), UI_MENU_OPPONENT);
	ui_key(ui, ' ');
	assert_true(ui->game.opponent == UI_OPPONENT_PEOPLE);
	assert_false(ui_game_computer_to_move(ui));
	free(ui);
}

/*
 * The sun's row offers the fair rules by name with the measured balance
 * (pie.h's table: SE, 50.5% for Amber) and S goes back to the sun there
 * was; the row is words, no stop of the cursor (a newcomer read it as
 * information, and ↓ stopped there); it is not offered where nothing was
 * measured or under the pie rule.
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
	for (int row = 0; row < UI_MENU_ROWS; row++) {
		assert_int_not_equal(ui_menu_row(ui), UI_MENU_SUN);
		ui_key(ui, UI_KEY_DOWN);
	}
	ui_view_build(ui, &view);
	assert_true(view.menu.applies[UI_MENU_SUN]);
	assert_string_equal(view.menu.rows[UI_MENU_SUN],
	    "  Sun N favours Teal: Amber 19%  S");
	/* S turns it, and the details line says what the % is, and which
	 * sun is which. */
	ui_key(ui, 'S');
	ui_key(ui, 'S');
	ui_view_build(ui, &view);
	assert_int_equal(ui->rules.start_sun, COMPASS_N);
	assert_non_null(
	    strstr(view.panel.detail, "19.0%: Amber's share of points"));
	assert_non_null(strstr(view.panel.detail, "SE is fairest"));
	fixture_ui_menu_to(ui, UI_MENU_PIE);
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.detail, "The pie rule: "));
	/* The other rows: the menu keeps what is chosen (ui_choices.h). */
	fixture_ui_menu_to(ui, UI_MENU_LEVEL);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "The menu keeps your choices for "
	    "next time; command-line options come first");
	ui_key(ui, 's');
	ui_view_build(ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_SUN],
	    "  Sun SE is fairest: Amber 51%  S");
	assert_int_equal(ui->rules.start_sun, COMPASS_SE);
	fixture_ui_menu_to(ui, UI_MENU_START);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NEW_GAME);
	assert_int_equal(ui->game.board.sun, COMPASS_SE);
	ui_key(ui, 'R');
	ui_key(ui, 'S');
	assert_int_equal(ui->rules.start_sun, COMPASS_N);

	ui->rules.pie = true;
	assert_false(ui_menu_row_applies(ui, UI_MENU_SUN));
	ui_key(ui, 'S');
	assert_int_equal(ui->rules.start_sun, COMPASS_N);
	ui_view_build(ui, &view);
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

/*
 * q in a game begun from the menu, before its first move, goes back to
 * the menu, as a newcomer who had just chosen expected (it quit the
 * program); there q quits, and Esc comes back to the game.  A game the
 * command line chose has no menu behind it: q quits.
 */
static void
test_ui_menu_q_in_a_fresh_game_goes_back_to_it(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	options.hotseat = true;
	ui_init(ui, &options);
	fixture_ui_menu_to(ui, UI_MENU_START);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NEW_GAME);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "q quit"));
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_key(ui, 'q');
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_QUIT);

	options.chose = true;
	ui_init(ui, &options);
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_QUIT);
	free(ui);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_menu_first_unless_the_command_line_chose),
		cmocka_unit_test(test_ui_menu_play_and_join_a_friend),
		cmocka_unit_test(
		    test_ui_menu_join_line_is_a_screen_over_the_rows),
		cmocka_unit_test(test_ui_menu_chooses_level_and_side),
		cmocka_unit_test(test_ui_menu_two_players_and_digit_levels),
		cmocka_unit_test(test_ui_menu_offers_the_fair_rules),
		cmocka_unit_test(
		    test_ui_menu_q_in_a_fresh_game_goes_back_to_it),
		cmocka_unit_test_setup_teardown(
		    test_ui_menu_q_quits_before_a_game_and_returns_during_one,
		    fixture_ui_hotseat, fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
