/*
 * Play a friend's questions (ui_friend.c), headless: the menu's Play a
 * friend asks where the friend is, says what the friend's game will be
 * (the menu's side and sun, the clock chosen there), and leaves for the
 * front end with the answer; an unfinished game of the room's name is
 * asked about before it is taken up or set aside; Esc goes back.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_choices.h"
#include "ui/ui_friend.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_text.h"

/* Every line of a list within the screen's columns. */
static void
assert_list_fits(const struct ui_view *view)
{
	assert_int_equal(view->screen, UI_SCREEN_LIST);
	assert_true(ui_text_columns(view->list.title) <= UI_SCREEN_COLUMNS);
	assert_true(ui_text_columns(view->list.footer) <= UI_SCREEN_COLUMNS);
	assert_true(ui_text_rows(view->list.intro, UI_SCREEN_COLUMNS) <=
	    UI_LIST_INTRO_ROWS);
	for (int i = 0; i < view->list.count; i++)
		assert_true(ui_text_columns(view->list.rows[i]) <=
		    UI_SCREEN_COLUMNS);
}

static struct ui *
friend_menu(void)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	assert_non_null(ui);
	play_options_default(&options);
	ui_init(ui, &options);
	ui_choices_set_side(ui, PLAY_SIDE_TEAL);
	ui->rules.start_sun = COMPASS_SE;
	fixture_ui_menu_to(ui, UI_MENU_FRIEND);
	return ui;
}

/* Where is the friend: three places, the menu's terms said, a clock. */
static void
test_ui_friend_asks_where(void **state)
{
	struct ui *ui = friend_menu();
	struct ui_view view;
	int minutes, seconds;

	(void)state;
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_NONE);
	ui_view_build(ui, &view);
	assert_list_fits(&view);
	assert_int_equal(view.list.count, UI_FRIEND_PLACES);
	assert_int_equal(view.list.current, UI_FRIEND_HERE);
	assert_non_null(strstr(view.list.rows[UI_FRIEND_HERE],
	    "In this account"));
	assert_non_null(strstr(view.list.rows[UI_FRIEND_MACHINE],
	    "another account"));
	assert_non_null(strstr(view.list.rows[UI_FRIEND_AWAY],
	    "another machine"));
	assert_non_null(strstr(view.list.intro,
	    "You play Teal, sun SE, no clock"));

	/* c changes the clock, and the line says so. */
	ui_key(ui, 'c');
	ui_key(ui, 'c');
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.list.intro,
	    "You play Teal, sun SE, clock 5+2"));
	assert_list_fits(&view);

	/* The pie rule is said as the friend is told it. */
	ui->rules.pie = true;
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.list.intro,
	    "You play Teal, sun SE, pie rule, clock 5+2"));
	ui->rules.pie = false;

	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_HOST);
	assert_int_equal(ui_choices_friend_place(ui), UI_FRIEND_MACHINE);
	assert_int_equal(ui_choices_friend_resume(ui), UI_RESUME_ASK);
	ui_choices_clock(ui, &minutes, &seconds);
	assert_int_equal(minutes, 5);
	assert_int_equal(seconds, 2);
	free(ui);
}

/* Esc (or q) goes back to the menu's row, nothing asked for. */
static void
test_ui_friend_back_to_the_menu(void **state)
{
	struct ui *ui = friend_menu();

	(void)state;
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_key(ui, UI_KEY_ESCAPE), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui_menu_row(ui), UI_MENU_FRIEND);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_NONE);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	free(ui);
}

/* An unfinished game of the room's name: resume it or start anew, the
 * place chosen kept; Esc goes back to the menu. */
static void
test_ui_friend_asks_resume_or_anew(void **state)
{
	struct ui *ui = friend_menu();
	struct ui_view view;
	const char *question = "Room ann has an unfinished game, ann (Amber) "
	    "against bob (Teal), 12 moves: resume it, or start anew?";

	(void)state;
	ui_key(ui, UI_KEY_ENTER);
	ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui_choices_friend_place(ui), UI_FRIEND_AWAY);

	/* The front end found the game, and asks. */
	ui_friend_ask_resume(ui, question);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_NONE);
	ui_view_build(ui, &view);
	assert_list_fits(&view);
	assert_string_equal(view.list.intro, question);
	assert_int_equal(view.list.count, 2);
	assert_non_null(strstr(view.list.rows[0], "Resume it"));
	assert_non_null(strstr(view.list.rows[1], "Start anew"));
	ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_HOST);
	assert_int_equal(ui_choices_friend_place(ui), UI_FRIEND_AWAY);
	assert_int_equal(ui_choices_friend_resume(ui), UI_RESUME_ANEW);

	ui_friend_ask_resume(ui, question);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_QUIT);
	assert_int_equal(ui_choices_friend_resume(ui), UI_RESUME_TAKE_UP);

	ui_friend_ask_resume(ui, question);
	assert_int_equal(ui_key(ui, UI_KEY_ESCAPE), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui_menu_row(ui), UI_MENU_FRIEND);
	assert_int_equal(ui_choices_friend(ui), UI_FRIEND_NONE);
	free(ui);
}

/* Back from the friend's game: the menu on the row that opened it, saying
 * where the game was filed. */
static void
test_ui_friend_returned_to_the_menu(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	ui_init(ui, &options);
	ui_friend_returned(ui, true, "the game is filed as ~/games/1.gnomon");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui_menu_row(ui), UI_MENU_JOIN);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "the game is filed as ~/games/1.gnomon");
	ui_init(ui, &options);
	ui_friend_returned(ui, false, "");
	assert_int_equal(ui_menu_row(ui), UI_MENU_FRIEND);
	free(ui);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_friend_asks_where),
		cmocka_unit_test(test_ui_friend_back_to_the_menu),
		cmocka_unit_test(test_ui_friend_asks_resume_or_anew),
		cmocka_unit_test(test_ui_friend_returned_to_the_menu),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
