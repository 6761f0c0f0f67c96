/*
 * The screen of one's own games (ui_games.h), headless: G on the menu
 * opens it over the menu, a list no front end knows by name; the games
 * filed in games/ newest first, each row its date, players, result and
 * moves, a corrupt file a row of its own; a page at a time, turned past
 * either end; Enter replays the chosen game over the list and Esc comes
 * back to it with the game in play as it was; V reviews it there, and Esc
 * comes back the same way; q goes back to the menu.
 * $XDG_STATE_HOME is a fresh directory from mkdtemp.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "core/record.h"
#include "core/rules.h"
#include "store/games_list.h"
#include "store/save.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_game.h"
#include "ui/ui_games.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_review.h"
#include "ui/ui_text.h"

enum { SCRATCH_DEPTH = 3 };

struct games {
	char		root[SAVE_PATH_MAX / 2];	/* $XDG_STATE_HOME */
	char		games[SAVE_PATH_MAX];		/* its gnomon/games */
	char		*saved_xdg;
	struct ui	ui;
	struct ui_view	view;
};

static int
setup(void **state)
{
	struct games *games = calloc(1, sizeof *games);
	const char *xdg = getenv("XDG_STATE_HOME");
	struct play_options options;

	if (games == NULL)
		return -1;
	if (scratch_make(games->root, sizeof games->root, "ui-games") < 0) {
		free(games);
		return -1;
	}
	snprintf(games->games, sizeof games->games, "%s/gnomon/%s",
	    games->root, SAVE_GAMES);
	games->saved_xdg = xdg != NULL ? strdup(xdg) : NULL;
	setenv("XDG_STATE_HOME", games->root, 1);
	/* The menu first, as a newcomer's first start; a page of 10 rows,
	 * so 8 games to a page of the list. */
	play_options_default(&options);
	options.hotseat = true;
	ui_init(&games->ui, &options);
	ui_page_set_rows(&games->ui, 10);
	*state = games;
	return 0;
}

static int
teardown(void **state)
{
	struct games *games = *state;

	ui_mode_free_all(&games->ui);
	scratch_remove(games->root, SCRATCH_DEPTH);
	if (games->saved_xdg != NULL)
		setenv("XDG_STATE_HOME", games->saved_xdg, 1);
	else
		unsetenv("XDG_STATE_HOME");
	free(games->saved_xdg);
	free(games);
	return 0;
}

/* Files a game as games/`name`.gnomon: the three moves of the fixture's
 * record, or the first `plies` of them, Amber and Teal named. */
static void
file_game_of_days(const struct games *games, const char *name, int plies,
    int day_length)
{
	static struct record record, moves;
	char message[SAVE_MESSAGE_MAX];
	struct rules rules;

	fixture_ui_three_moves(&moves);
	rules_default(&rules);
	rules.day_length = day_length;
	record_init(&record, &rules);
	for (int ply = 0; ply < plies; ply++)
		assert_int_equal(record_add_move(&record, moves.moves[ply]), 0);
	assert_int_equal(save_file_record(games->games, name, &record, 0, NULL,
	    message), 0);
}

static void
file_game(const struct games *games, const char *name, int plies,
    const char *amber, const char *teal)
{
	static struct record record;
	char message[SAVE_MESSAGE_MAX];

	fixture_ui_three_moves(&record);
	record.move_count = plies;
	snprintf(record.player[COLOUR_AMBER], RECORD_VALUE_MAX, "%s", amber);
	snprintf(record.player[COLOUR_TEAL], RECORD_VALUE_MAX, "%s", teal);
	assert_int_equal(save_file_record(games->games, name, &record, 0, NULL,
	    message), 0);
}

static const struct ui_view *
view(struct games *games)
{
	ui_view_build(&games->ui, &games->view);
	return &games->view;
}

static void
test_ui_games_g_on_the_menu_opens_an_empty_list(void **state)
{
	struct games *games = *state;
	const struct ui_view *shown;

	assert_non_null(strstr(view(games)->panel.keys, "G your games"));
	fixture_ui_keys(&games->ui, "G");
	assert_int_equal(ui_mode(&games->ui), UI_MODE_OTHER);
	assert_int_equal(ui_mode_under(&games->ui), UI_MODE_MENU);
	shown = view(games);
	assert_int_equal(shown->screen, UI_SCREEN_LIST);
	assert_string_equal(shown->list.title, "Gnomon: your games");
	assert_int_equal(shown->list.count, 0);
	assert_string_equal(shown->list.intro, "No games yet: each game is "
	    "kept here once it ends, or is abandoned.");
	/* Nothing to replay; q back to the menu, and g opens it too. */
	fixture_ui_keys(&games->ui, "\n");
	assert_int_equal(ui_mode(&games->ui), UI_MODE_OTHER);
	fixture_ui_keys(&games->ui, "q");
	assert_int_equal(ui_mode(&games->ui), UI_MODE_MENU);
	fixture_ui_keys(&games->ui, "g");
	assert_int_equal(ui_mode(&games->ui), UI_MODE_OTHER);
}

static void
test_ui_games_newest_first_each_row_says_the_game(void **state)
{
	struct games *games = *state;
	const struct ui_view *shown;
	char path[SAVE_PATH_MAX + 64];

	file_game(games, "2026-03-01T10-00-00", 3, "person", "level 3");
	file_game(games, "2026-03-02T09-30-00", 1, "Ann", "Bob");
	snprintf(path, sizeof path, "%s/2026-03-01T12-00-00.gnomon",
	    games->games);
	scratch_write(path, "[Gnomon \"1\"]\n\n1. zz9\n");
	ui_games_open(&games->ui);
	shown = view(games);
	assert_int_equal(shown->list.count, 3);
	assert_int_equal(shown->list.current, 0);
	assert_string_equal(shown->list.intro, "Games 1-3 of 3, newest first.");
	assert_string_equal(shown->list.rows[0], "2026-03-02 09:30  "
	    "Ann          v Bob           unfinished   1 move");
	assert_non_null(strstr(shown->list.rows[1],
	    "2026-03-01 12:00  unreadable: line "));
	assert_string_equal(shown->list.rows[2], "2026-03-01 10:00  "
	    "person       v level 3       unfinished   3 moves");
	for (int i = 0; i < shown->list.count; i++)
		assert_true(ui_text_columns(shown->list.rows[i]) <=
		    UI_SCREEN_COLUMNS);
	/* An unreadable game says why, and stays listed. */
	fixture_ui_keys(&games->ui, "j\n");
	assert_int_equal(ui_mode(&games->ui), UI_MODE_OTHER);
	assert_non_null(strstr(view(games)->list.intro,
	    "2026-03-01T12-00-00: line "));
}

static void
test_ui_games_a_page_at_a_time(void **state)
{
	struct games *games = *state;
	const struct ui_view *shown;
	char name[GAMES_NAME_MAX];

	/* Ten games, 01 the oldest; a page holds eight. */
	for (int day = 1; day <= 10; day++) {
		snprintf(name, sizeof name, "2026-04-%02dT08-00-00", day);
		file_game(games, name, 1, "p", "q");
	}
	ui_games_open(&games->ui);
	shown = view(games);
	assert_int_equal(shown->list.count, 8);
	assert_string_equal(shown->list.intro,
	    "Games 1-8 of 10, newest first.");
	assert_non_null(strstr(shown->list.rows[0], "2026-04-10"));
	/* Down past the last row: the next page, its first row chosen. */
	for (int i = 0; i < 8; i++)
		fixture_ui_keys(&games->ui, "j");
	shown = view(games);
	assert_int_equal(shown->list.count, 2);
	assert_int_equal(shown->list.current, 0);
	assert_string_equal(shown->list.intro,
	    "Games 9-10 of 10, newest first.");
	assert_non_null(strstr(shown->list.rows[0], "2026-04-02"));
	/* Nothing older: the page stays. */
	fixture_ui_keys(&games->ui, "jjj");
	shown = view(games);
	assert_int_equal(shown->list.current, 1);
	assert_non_null(strstr(shown->list.rows[1], "2026-04-01"));
	/* Up past the first row: the page before, its last row chosen. */
	fixture_ui_keys(&games->ui, "kk");
	shown = view(games);
	assert_int_equal(shown->list.count, 8);
	assert_int_equal(shown->list.current, 7);
	assert_non_null(strstr(shown->list.rows[7], "2026-04-03"));
	assert_string_equal(shown->list.intro,
	    "Games 1-8 of 10, newest first.");
	/* Page Down and Up, End and Home. */
	ui_key(&games->ui, UI_KEY_PAGE_DOWN);
	assert_non_null(strstr(view(games)->list.rows[0], "2026-04-02"));
	ui_key(&games->ui, UI_KEY_PAGE_UP);
	assert_non_null(strstr(view(games)->list.rows[0], "2026-04-10"));
	ui_key(&games->ui, UI_KEY_END);
	shown = view(games);
	assert_int_equal(shown->list.current, shown->list.count - 1);
	assert_non_null(strstr(shown->list.rows[shown->list.current],
	    "2026-04-01"));
	ui_key(&games->ui, UI_KEY_HOME);
	shown = view(games);
	assert_int_equal(shown->list.current, 0);
	assert_non_null(strstr(shown->list.rows[0], "2026-04-10"));
}

static void
test_ui_games_enter_replays_over_the_list_esc_comes_back(void **state)
{
	struct games *games = *state;
	struct ui *ui = &games->ui;
	struct rules rules;

	/* Days of 6 rounds: not the rules of the game in play. */
	file_game_of_days(games, "2026-05-01T08-00-00", 3, 6);
	/* A game in play, two moves in, under the menu (R's question). */
	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui_play(ui, fixture_move("d1d2")), UI_EVENT_MOVED);
	assert_int_equal(ui_play(ui, fixture_move("d7d6")), UI_EVENT_MOVED);
	rules = ui->rules;
	fixture_ui_keys(ui, "Ry");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	fixture_ui_keys(ui, "G\n");
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	assert_int_equal(ui->game.plies, 0);
	assert_string_equal(view(games)->panel.keys, "←→ or p n step · "
	    "Home End · H hints: on · S next round · ? key · q back");
	fixture_ui_keys(ui, "nnn");
	assert_int_equal(ui->game.plies, 3);
	/* The record's rules, not the game's. */
	assert_int_equal(ui->rules.day_length, 6);
	assert_int_not_equal(rules.day_length, 6);
	/* The record is no game in play: the computer has no move in it. */
	assert_false(ui_game_computer_to_move(ui));
	/* Esc: the list again, the game in play as it was. */
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_OTHER);
	assert_int_equal(view(games)->screen, UI_SCREEN_LIST);
	assert_int_equal(ui->game.plies, 2);
	assert_int_equal(ui->rules.day_length, rules.day_length);
	assert_true(rules_same_board(&ui->rules, &rules));
	/* q: the menu, and the game under it. */
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 2);
}

/* The list alone (the lobby's g): Enter replays over it, Esc comes back
 * to it, and q leaves, to whatever opened it. */
static void
test_ui_games_alone_q_leaves(void **state)
{
	struct games *games = *state;
	struct ui *ui = &games->ui;

	file_game(games, "2026-05-01T08-00-00", 3, "ann", "bob");
	ui_games_open_only(ui);
	assert_int_equal(view(games)->screen, UI_SCREEN_LIST);
	assert_int_equal(view(games)->list.count, 1);
	assert_non_null(strstr(view(games)->list.rows[0], "ann"));
	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(view(games)->screen, UI_SCREEN_LIST);
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

/* A game in play, two moves in, under the menu (R's question), and the
 * list over the menu; its rules are returned. */
static struct rules
game_under_the_list(struct ui *ui)
{
	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui_play(ui, fixture_move("d1d2")), UI_EVENT_MOVED);
	assert_int_equal(ui_play(ui, fixture_move("d7d6")), UI_EVENT_MOVED);
	fixture_ui_keys(ui, "RyG");
	assert_int_equal(ui_mode(ui), UI_MODE_OTHER);
	return ui->rules;
}

/* Back on the list, the game in play as it was before. */
static void
assert_back_on_the_list(struct games *games, const struct rules *rules)
{
	struct ui *ui = &games->ui;

	assert_int_equal(ui_mode(ui), UI_MODE_OTHER);
	assert_int_equal(view(games)->screen, UI_SCREEN_LIST);
	assert_false(ui_review_wanted(ui));
	assert_int_equal(ui->game.plies, 2);
	assert_false(ui_game_is_over(ui));
	assert_int_equal(ui->rules.day_length, rules->day_length);
	assert_true(rules_same_board(&ui->rules, rules));
}

/*
 * V on the list: the chosen game on the board at its end, the front end
 * asked to review it (as V at a game's end asks) and handed the filed
 * record, its players' names and all; the review shown over the list,
 * stepped back to its start; Esc comes back to the list, the game in
 * play as it was.  Esc while the review is worked out comes back too.
 */
static void
test_ui_games_v_reviews_over_the_list_esc_comes_back(void **state)
{
	static struct record record;
	static struct ui_review review;
	static char report[UI_REVIEW_TEXT_MAX];
	struct games *games = *state;
	struct ui *ui = &games->ui;
	struct search *search;
	struct rules rules;

	file_game(games, "2026-05-01T08-00-00", 3, "Ann", "Bob");
	rules = game_under_the_list(ui);
	assert_string_equal(view(games)->list.footer,
	    "↑↓ choose · PgUp PgDn · Enter replay · V review · q back");
	assert_true(ui_text_columns(view(games)->list.footer) <=
	    UI_SCREEN_COLUMNS);
	ui_key(ui, 'V');
	assert_true(ui_review_wanted(ui));
	assert_int_equal(ui->game.plies, 3);
	assert_string_equal(ui->message, "Reviewing the game…");
	ui_review_record(ui, &record);
	assert_int_equal(record.move_count, 3);
	assert_string_equal(record.player[COLOUR_AMBER], "Ann");
	assert_string_equal(record.player[COLOUR_TEAL], "Bob");
	/* The front end reviews it, and shows the review. */
	search = search_new(UI_REVIEW_TT_MB);
	assert_non_null(search);
	assert_int_equal(ui_review_run(&review, &record, search, NULL), 0);
	search_free(search);
	ui_review_report(&review, true, report, sizeof report);
	ui_review_show(ui, &record, &review, report);
	assert_true(ui_review_showing(ui));
	assert_false(ui_review_wanted(ui));
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	assert_non_null(strstr(view(games)->panel.keys, "q back"));
	ui_key(ui, UI_KEY_HOME);
	assert_int_equal(ui->game.plies, 0);
	ui_key(ui, UI_KEY_ESCAPE);
	assert_false(ui_review_showing(ui));
	assert_back_on_the_list(games, &rules);

	/* Esc before the review is shown: the list, and none wanted. */
	ui_key(ui, 'V');
	assert_true(ui_review_wanted(ui));
	ui_key(ui, UI_KEY_ESCAPE);
	assert_back_on_the_list(games, &rules);
	/* q: the menu, and the game under it. */
	fixture_ui_keys(ui, "qq");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 2);
}

static void
test_ui_games_without_a_state_directory_says_so(void **state)
{
	struct games *games = *state;
	const char *was = getenv("HOME");
	char *home = was != NULL ? strdup(was) : NULL;

	unsetenv("XDG_STATE_HOME");
	unsetenv("HOME");
	ui_games_open(&games->ui);
	assert_string_equal(view(games)->list.intro, "No games are kept: "
	    "neither XDG_STATE_HOME nor HOME is set.");
	assert_int_equal(view(games)->list.count, 0);
	if (home != NULL)
		setenv("HOME", home, 1);
	free(home);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_games_g_on_the_menu_opens_an_empty_list, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_games_newest_first_each_row_says_the_game, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_games_a_page_at_a_time, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_games_enter_replays_over_the_list_esc_comes_back,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_games_alone_q_leaves, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_games_v_reviews_over_the_list_esc_comes_back,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_games_without_a_state_directory_says_so, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
