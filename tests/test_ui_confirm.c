/*
 * The questions (ui_confirm.c), headless: quitting asks only in the
 * middle of a game and from every screen, abandoning says so to the front
 * end, a new game asks before replacing one, and the offer to resume a
 * saved game plays on or starts afresh.
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
#include "ui/ui_cursor.h"
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
test_ui_quit_asks_only_in_the_middle_of_a_game(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_keys(ui, "\nk\nq");
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_QUIT);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Quit? (y) keep for later · (n) back · (a) abandon");
	assert_int_equal(fixture_ui_keys(ui, "n"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(
	    fixture_ui_keys(ui, "q"), UI_EVENT_NONE); /* only asked */
	assert_int_equal(fixture_ui_keys(ui, "y"), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

static void
test_ui_quit_abandon_says_so_to_the_front_end(void **state)
{
	struct ui *ui = *state;

	fixture_ui_keys(ui, "\nk\nq");
	assert_int_equal(fixture_ui_keys(ui, "a"), UI_EVENT_ABANDONED);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* The three moves as a saved game: who played (Amber the person), the
 * level and the hints. */
static void
saved_game_record(struct record *record, const char *opponent,
    const char *level, const char *hints)
{
	fixture_ui_three_moves(record);
	assert_int_equal(record_set_tag(record, UI_TAG_OPPONENT, opponent), 0);
	assert_int_equal(record_set_tag(record, UI_TAG_LEVEL, level), 0);
	assert_int_equal(record_set_tag(record, UI_TAG_SIDE, "amber"), 0);
	assert_int_equal(record_set_tag(record, UI_TAG_HINTS, hints), 0);
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
	assert_int_equal(
	    fixture_ui_keys(ui, "\n"), UI_EVENT_RESUMED); /* Enter is yes */
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 3);
	assert_false(ui_cursor_hints(ui));
	assert_int_equal(ui->game.level, 3);

	ui_offer_resume(ui);
	assert_int_equal(fixture_ui_keys(ui, "n"), UI_EVENT_DECLINED);
	assert_int_equal(ui->game.plies, 0);
	assert_true(
	    ui_cursor_hints(ui)); /* the command line's game, as it chose */
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
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
	fixture_ui_keys(ui, "y");
	ui_view_build(ui, &view);
	assert_true(view.thinking);
	assert_string_equal(view.panel.turn, "Teal is thinking…");
}

static void
test_ui_new_game_in_the_middle_of_one_says_it_replaced_it(void **state)
{
	struct ui *ui = *state;

	/* Before any move: a new game, nothing replaced. */
	assert_int_equal(fixture_ui_keys(ui, "R\n"), UI_EVENT_NEW_GAME);
	fixture_ui_keys(ui, "\n");
	assert_int_equal(fixture_ui_keys(ui, "k\n"), UI_EVENT_MOVED);
	assert_int_equal(fixture_ui_keys(ui, "Ry\n"), UI_EVENT_REPLACED);
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

	fixture_ui_keys(ui, "\n");
	assert_int_equal(fixture_ui_keys(ui, "k\n"), UI_EVENT_MOVED);
	assert_int_equal(fixture_ui_keys(ui, "R"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_NEW);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_string_equal(view.panel.prompt, UI_NEW_QUESTION);
	assert_string_equal(view.panel.keys, "y yes · n or Esc no");
	fixture_ui_keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_key(ui, 'R');
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	fixture_ui_keys(ui, "R\n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 1);
	fixture_ui_keys(ui, "Ry");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui->game.plies, 1);
	/* Over: straight to the menu. */
	fixture_ui_load(ui, "1ttttt1/7/7/7/7/7/7 a N 1");
	fixture_ui_keys(ui, "R");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
}

/* The front end's q in a window too small to draw: the same question from
 * any screen, and n goes back to the board, not to a screen it hid. */
static void
test_ui_quit_from_any_screen_asks_in_the_middle_of_a_game(void **state)
{
	struct ui *ui = *state;

	fixture_ui_keys(ui, "\nk\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui_play_quit(ui), UI_EVENT_NONE);	/* only asked */
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_QUIT);
	fixture_ui_keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	fixture_ui_keys(ui, ":b7");
	ui_play_quit(ui);
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_QUIT);
	fixture_ui_keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	fixture_ui_keys(ui, "??");
	ui_play_quit(ui);
	fixture_ui_keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	fixture_ui_keys(ui, "Ry?");
	ui_play_quit(ui);
	fixture_ui_keys(ui, "n");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 1);
	ui_play_quit(ui);
	assert_int_equal(fixture_ui_keys(ui, "y"), UI_EVENT_QUIT);
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
	assert_int_equal(fixture_ui_keys(ui, "jl"), UI_EVENT_NONE);
	assert_int_equal(fixture_ui_keys(ui, "q"), UI_EVENT_QUIT);

	fixture_ui_three_moves(&record);
	ui_replay(ui, &record);
	assert_int_equal(fixture_ui_keys(ui, "nnp"), UI_EVENT_NONE);
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(fixture_ui_keys(ui, "q"), UI_EVENT_QUIT);

	saved_game_record(&record, "people", "3", "on");
	ui_init(ui, &options);
	assert_int_equal(ui_record_resume(ui, &record, tag, error), 0);
	ui_offer_resume(ui);
	assert_int_equal(fixture_ui_keys(ui, "x"), UI_EVENT_NONE);
	assert_int_equal(fixture_ui_keys(ui, "q"), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

static void
test_ui_quit_without_asking_before_the_first_move(void **state)
{
	struct ui *ui = *state;

	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_resume_offer_on_the_computers_turn_names_it,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_resume_offer_y_plays_on_n_starts_afresh,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_leaving_at_once_returns_quit_from_every_screen,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_new_game_in_the_middle_of_one_says_it_replaced_it,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_new_game_asks_before_replacing_a_game,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_abandon_says_so_to_the_front_end,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_asks_only_in_the_middle_of_a_game,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_from_any_screen_asks_in_the_middle_of_a_game,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_quit_without_asking_before_the_first_move,
		    fixture_ui_hotseat, fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
