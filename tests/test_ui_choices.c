/*
 * The new-game menu's memory (ui_choices.h), without a terminal: in a
 * fresh state directory ($XDG_STATE_HOME pointed at a scratch directory),
 * the menu opens on the choices a game was last begun with (who plays,
 * the level, the side, the pie rule, the fair sun), the command line's own
 * choices win over them, a bad file changes nothing and is kept aside
 * rather than written over, and a game that does not hold the directory
 * keeps nothing.  The choices are made with the menu's own keys and the
 * events handed to the save policy, as the front end does.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/pie.h"
#include "store/menu_choices.h"
#include "support/scratch.h"
#include "ui/play_options.h"
#include "ui/play_settings.h"
#include "ui/ui.h"
#include "ui/ui_choices.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_save.h"

enum { SCRATCH_DEPTH = 3, ARGUMENTS_MAX = 8 };

struct memory {
	char		root[SAVE_PATH_MAX / 2];	/* $XDG_STATE_HOME */
	char		file[SAVE_PATH_MAX];		/* its gnomon/menu */
	char		*saved_xdg;
	struct ui	ui;
	struct ui_save	save;
};

static int
setup(void **state)
{
	struct memory *memory = calloc(1, sizeof *memory);
	const char *xdg = getenv("XDG_STATE_HOME");

	if (memory == NULL)
		return -1;
	if (scratch_make(memory->root, sizeof memory->root, "choices") < 0) {
		free(memory);
		return -1;
	}
	snprintf(memory->file, sizeof memory->file, "%s/gnomon/%s",
	    memory->root, MENU_CHOICES_FILE);
	memory->saved_xdg = xdg != NULL ? strdup(xdg) : NULL;
	setenv("XDG_STATE_HOME", memory->root, 1);
	memory->save.lock = memory->save.place.fd = -1;
	memory->save.games_place.fd = -1;
	*state = memory;
	return 0;
}

static int
teardown(void **state)
{
	struct memory *memory = *state;

	ui_save_close(&memory->save);
	scratch_remove(memory->root, SCRATCH_DEPTH);
	if (memory->saved_xdg != NULL)
		setenv("XDG_STATE_HOME", memory->saved_xdg, 1);
	else
		unsetenv("XDG_STATE_HOME");
	free(memory->saved_xdg);
	free(memory);
	return 0;
}

/* A start as the program makes one: the command line `arguments` (after
 * "gnomon"; NULL ends them) over the defaults and, where `settings_level`
 * is not 0, a settings file's level; then the state directory opened. */
static void
start(struct memory *memory, int settings_level, const char *const *arguments)
{
	char *argv[ARGUMENTS_MAX + 2] = { (char *)"gnomon" };
	char error[PLAY_ERROR_MAX];
	struct play_options options;
	int argc = 1;

	ui_save_close(&memory->save);
	for (; arguments != NULL && arguments[argc - 1] != NULL; argc++)
		argv[argc] = (char *)arguments[argc - 1];
	play_options_default(&options);
	if (settings_level != 0)
		options.level = settings_level;
	assert_int_equal(play_options_parse(argc, argv, &options, error),
	    PLAY_PARSE_GAME);
	ui_init(&memory->ui, &options);
	assert_int_equal(ui_save_open(&memory->save, &memory->ui, false), 0);
}

/* Types `typed`, each key's event handed to the policy; the last one's. */
static enum ui_event
press(struct memory *memory, const int *keys, int count)
{
	enum ui_event event = UI_EVENT_NONE;

	for (int i = 0; i < count; i++) {
		event = ui_key(&memory->ui, keys[i]);
		ui_save_event(&memory->save, &memory->ui, event);
	}
	return event;
}

/* The menu's cursor to `row`, from wherever it is. */
static void
menu_to(struct memory *memory, int row)
{
	for (int i = 0; i < UI_MENU_ROWS; i++)
		ui_key(&memory->ui, UI_KEY_UP);
	while (ui_menu_row(&memory->ui) < row)
		ui_key(&memory->ui, UI_KEY_DOWN);
	assert_int_equal(ui_menu_row(&memory->ui), row);
}

/* Enter on the menu's start row: the game begins, and the policy hears. */
static enum ui_event
start_from_the_menu(struct memory *memory)
{
	const int enter[] = { UI_KEY_ENTER };

	assert_int_equal(ui_mode(&memory->ui), UI_MODE_MENU);
	menu_to(memory, UI_MENU_START);
	return press(memory, enter, 1);
}

static void
test_ui_choices_the_menu_opens_on_the_last_choices(void **state)
{
	struct memory *memory = *state;
	const int teal_at_four[] = { '4', UI_KEY_DOWN, UI_KEY_RIGHT };
	struct ui_view view;

	/* Nothing kept yet: the menu's defaults, and nothing written. */
	start(memory, 0, NULL);
	assert_int_equal(ui_choices_level(&memory->ui), LEVEL_DEFAULT);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_AMBER);
	assert_int_not_equal(access(memory->file, F_OK), 0);
	press(memory, teal_at_four, 3);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_TEAL);
	assert_int_equal(start_from_the_menu(memory), UI_EVENT_NEW_GAME);
	assert_int_equal(access(memory->file, F_OK), 0);
	/* The next start: the menu as it was left. */
	start(memory, 0, NULL);
	assert_int_equal(ui_mode(&memory->ui), UI_MODE_MENU);
	assert_int_equal(ui_choices_level(&memory->ui), 4);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_TEAL);
	assert_int_equal(ui_choices_opponent(&memory->ui),
	    UI_OPPONENT_COMPUTER);
	ui_view_build(&memory->ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_LEVEL],
	    "  Computer level: 4 of 5");
	assert_string_equal(view.menu.rows[UI_MENU_SIDE], "  You play: Teal");
	/* The menu says it keeps them. */
	assert_non_null(strstr(view.panel.detail, "keeps your choices"));
	/* Begun from it, the game is that game. */
	assert_int_equal(start_from_the_menu(memory), UI_EVENT_NEW_GAME);
	assert_int_equal(memory->ui.game.level, 4);
	assert_int_equal(memory->ui.game.human, COLOUR_TEAL);
}

/* Two players and the fair sun, then the pie rule: each kept as chosen. */
static void
test_ui_choices_the_opponent_the_fair_sun_and_the_pie_rule(void **state)
{
	struct memory *memory = *state;
	const int people[] = { UI_KEY_RIGHT };
	const int other[] = { UI_KEY_RIGHT }, sun[] = { 'S' };
	struct rules rules;
	int fair;

	rules_default(&rules);
	fair = pie_measured_sun(&rules);
	assert_true(fair >= 0 && fair != rules.start_sun);
	start(memory, 0, NULL);
	press(memory, people, 1);
	assert_int_equal(ui_choices_opponent(&memory->ui), UI_OPPONENT_PEOPLE);
	/* A newcomer's menu is on the fair sun already. */
	assert_int_equal(memory->ui.rules.start_sun, fair);
	start_from_the_menu(memory);
	assert_int_equal(memory->ui.game.opponent, UI_OPPONENT_PEOPLE);
	start(memory, 0, NULL);
	assert_int_equal(ui_choices_opponent(&memory->ui), UI_OPPONENT_PEOPLE);
	assert_int_equal(memory->ui.rules.start_sun, fair);
	assert_int_equal(memory->ui.game.board.sun, fair);
	/* Back from the fair sun goes to the rules' own (S). */
	press(memory, sun, 1);
	assert_int_equal(memory->ui.rules.start_sun, rules.start_sun);
	/* The pie rule: on, kept, and the sun row is the players' then. */
	menu_to(memory, UI_MENU_PIE);
	press(memory, other, 1);
	assert_true(memory->ui.rules.pie);
	start_from_the_menu(memory);
	start(memory, 0, NULL);
	assert_true(memory->ui.rules.pie);
	assert_int_equal(memory->ui.rules.start_sun, rules.start_sun);
}

/*
 * Nothing kept: a newcomer's first game is the fair one, not the sun the
 * menu itself calls Teal's, and the menu says why on the line under the
 * board, with the designer's sun one key away; the game begun is the one
 * the menu shows, and the choice is kept as any other.  A sun or a pie
 * rule on the command line, or a variant with no measured sun, stays.
 */
static void
test_ui_choices_newcomer_starts_on_fair_sun_and_told_why(void **state)
{
	static const char *const sun_north[] = { "--sun", "N", NULL };
	static const char *const pie_on[] = { "--pie", "1", NULL };
	static const char *const long_shadows[] = { "--len", "3", NULL };
	static const char *const level_one[] = { "--level", "1", NULL };
	struct memory *memory = *state;
	const int sun[] = { 'S' };
	struct ui_view view;
	struct rules rules;
	int fair;

	rules_default(&rules);
	fair = pie_measured_sun(&rules);
	start(memory, 0, NULL);
	assert_true(ui_choices_newcomer(&memory->ui));
	assert_int_equal(memory->ui.rules.start_sun, fair);
	assert_int_equal(memory->ui.game.board.sun, fair);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_AMBER);
	ui_view_build(&memory->ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_SUN],
	    "  Sun SE is fairest: Amber 51%  S");
	assert_string_equal(view.panel.detail, "A fair first game: sun SE, as "
	    "sun N favours Teal (Amber 19%); S for sun N");
	/* The designer's sun, one key away, and back, and what the record
	 * counts. */
	press(memory, sun, 1);
	assert_int_equal(memory->ui.rules.start_sun, rules.start_sun);
	press(memory, sun, 1);
	assert_int_equal(memory->ui.rules.start_sun, fair);
	ui_view_build(&memory->ui, &view);
	assert_string_equal(view.panel.detail, "SE: Amber 50.5% between strong "
	    "players; your record keeps sun N games apart");
	/* The game starts as the menu says, and it is said no more. */
	assert_int_equal(start_from_the_menu(memory), UI_EVENT_NEW_GAME);
	assert_int_equal(memory->ui.game.start.sun, fair);
	assert_int_equal(memory->ui.game.human, COLOUR_AMBER);
	assert_false(ui_choices_newcomer(&memory->ui));
	/* Kept: the next start is no newcomer's, on the sun chosen. */
	start(memory, 0, NULL);
	assert_false(ui_choices_newcomer(&memory->ui));
	assert_int_equal(memory->ui.rules.start_sun, fair);

	/* A game the command line chose starts on the menu's sun, fair
	 * here as the menu kept it (`gnomon --level 1` began on N). */
	start(memory, 0, level_one);
	assert_int_equal(ui_mode(&memory->ui), UI_MODE_PLAY);
	assert_int_equal(memory->ui.game.board.sun, fair);
	assert_int_equal(memory->ui.game.level, 1);

	/* The command line's sun, pie rule or variant stays as it says. */
	scratch_remove(memory->root, SCRATCH_DEPTH);
	assert_int_equal(mkdir(memory->root, 0700), 0);
	start(memory, 0, level_one);
	assert_int_equal(memory->ui.game.board.sun, fair);
	start(memory, 0, sun_north);
	assert_false(ui_choices_newcomer(&memory->ui));
	assert_int_equal(memory->ui.rules.start_sun, rules.start_sun);
	start(memory, 0, pie_on);
	assert_false(ui_choices_newcomer(&memory->ui));
	assert_int_equal(memory->ui.rules.start_sun, rules.start_sun);
	start(memory, 0, long_shadows);
	assert_false(ui_choices_newcomer(&memory->ui));
	assert_int_equal(memory->ui.rules.start_sun, rules.start_sun);
}

/*
 * What the command line gives wins: a game it chose starts as it says and
 * its menu (R) shows that game; a pie rule or sun it set stays.  A
 * settings file's level is a default: the remembered level wins over it.
 */
static void
test_ui_choices_the_command_line_wins(void **state)
{
	static const char *const level_three[] = { "--level", "3", NULL };
	static const char *const pie_off[] = { "--pie", "0", NULL };
	static const char *const sun_east[] = { "--sun", "E", NULL };
	static const char text[] = "gnomon-menu 1\nopponent computer\nlevel 4\n"
	    "side teal\npie on\nfair on\n";
	struct memory *memory = *state;
	char kept[MENU_CHOICES_TEXT_MAX];
	const int new_game[] = { 'R' };

	start(memory, 0, NULL);		/* makes the state directory */
	scratch_write(memory->file, text);
	start(memory, 0, level_three);
	assert_int_equal(ui_mode(&memory->ui), UI_MODE_PLAY);
	assert_int_equal(memory->ui.game.level, 3);
	assert_int_equal(memory->ui.game.human, COLOUR_AMBER);
	assert_false(memory->ui.rules.pie);
	press(memory, new_game, 1);
	assert_int_equal(ui_mode(&memory->ui), UI_MODE_MENU);
	assert_int_equal(ui_choices_level(&memory->ui), 3);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_AMBER);
	/* Nothing was chosen in the menu yet: nothing kept anew. */
	scratch_read(memory->file, kept, sizeof kept);
	assert_string_equal(kept, text);

	start(memory, 0, pie_off);
	assert_int_equal(ui_choices_level(&memory->ui), 4);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_TEAL);
	assert_false(memory->ui.rules.pie);
	start(memory, 0, sun_east);
	assert_true(memory->ui.rules.pie);
	assert_int_equal(memory->ui.rules.start_sun, COMPASS_E);
	/* The settings file's level 5 is a default; level 4 was chosen. */
	start(memory, 5, NULL);
	assert_int_equal(ui_choices_level(&memory->ui), 4);
}

static void
test_ui_choices_bad_file_changes_nothing_loses_nothing(void **state)
{
	static const char bad[] = "gnomon-menu 1\nlevel 9\n";
	struct memory *memory = *state;
	char text[MENU_CHOICES_TEXT_MAX], moved[SAVE_PATH_MAX];
	struct ui_view view;
	const int teal[] = { UI_KEY_DOWN, UI_KEY_DOWN, UI_KEY_RIGHT };

	start(memory, 0, NULL);
	scratch_write(memory->file, bad);
	start(memory, 0, NULL);
	/* The defaults, said why, and the file as it was. */
	assert_int_equal(ui_choices_level(&memory->ui), LEVEL_DEFAULT);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_AMBER);
	ui_view_build(&memory->ui, &view);
	assert_non_null(strstr(view.panel.detail,
	    "Your last menu choices could "
	    "not be read (menu line 2: level '9' is not 1 to 5)"));
	assert_non_null(strstr(memory->save.notice, "/menu line 2: "));
	scratch_read(memory->file, text, sizeof text);
	assert_string_equal(text, bad);
	/* A game's choices kept: the bad file aside first, never over. */
	press(memory, teal, 3);
	start_from_the_menu(memory);
	assert_non_null(strstr(memory->ui.message, "kept as menu.bad-"));
	assert_int_equal(scratch_count(memory->save.directory,
	    MENU_CHOICES_FILE ".bad-"), 1);
	snprintf(moved, sizeof moved, "%s", strstr(memory->save.notice,
	    "kept as ") + strlen("kept as "));
	scratch_read(moved, text, sizeof text);
	assert_string_equal(text, bad);
	start(memory, 0, NULL);
	assert_int_equal(ui_choices_side(&memory->ui), PLAY_SIDE_TEAL);
	assert_string_equal(memory->ui.message, "");
}

/* Another game holds the directory: it may read, and keeps nothing. */
static void
test_ui_choices_kept_only_by_game_that_holds_directory(void **state)
{
	struct memory *memory = *state;
	static struct ui other;
	struct ui_save second;
	struct play_options options;
	const int level_five[] = { '5', UI_KEY_DOWN, UI_KEY_DOWN, UI_KEY_DOWN,
	    UI_KEY_ENTER };

	start(memory, 0, NULL);
	play_options_default(&options);
	ui_init(&other, &options);
	assert_int_equal(ui_save_open(&second, &other, false), 0);
	assert_false(second.enabled);
	for (size_t i = 0; i < sizeof level_five / sizeof level_five[0]; i++)
		ui_save_event(&second, &other, ui_key(&other, level_five[i]));
	assert_int_equal(ui_mode(&other), UI_MODE_PLAY);
	assert_int_equal(other.game.level, 5);
	ui_save_close(&second);
	assert_int_not_equal(access(memory->file, F_OK), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_choices_the_menu_opens_on_the_last_choices, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_choices_the_opponent_the_fair_sun_and_the_pie_rule,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_choices_newcomer_starts_on_fair_sun_and_told_why,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_choices_the_command_line_wins, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_choices_bad_file_changes_nothing_loses_nothing,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_choices_kept_only_by_game_that_holds_directory,
		    setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
