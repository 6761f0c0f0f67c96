/*
 * The settings file (play_settings.h): each key read into the options as
 * its command-line option would be, the command line overriding it, every
 * bad line refused with its line number and nothing taken, and the keys it
 * binds reaching the interface's commands.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/play.h"
#include "ui/play_options.h"
#include "ui/play_settings.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_play.h"
#include "ui/ui_typing.h"

static char warning[PLAY_SETTINGS_ERROR_MAX];

/* Reads `text` as a settings file: its status, with the message in `error`
 * and the warnings in `warning`. */
static int
read_text(const char *text, struct play_options *options, char *error)
{
	FILE *in = fmemopen((void *)text, strlen(text), "r");
	int status;

	assert_non_null(in);
	status = play_settings_read(in, "gnomonrc", options, error, warning);
	fclose(in);
	return status;
}

static void
test_play_settings_read_every_key(void **state)
{
	static char error[PLAY_SETTINGS_ERROR_MAX];
	struct play_options options;

	(void)state;
	play_options_default(&options);
	assert_int_equal(read_text(
	    "# my settings\n"
	    "\n"
	    "level = 4\n"
	    "side teal   # the diamonds\n"
	    "hints=off\n"
	    "calm = on\n"
	    "cursor = on\n"
	    "ascii = yes\n"
	    "palette = safe\n"
	    "key-undo = z\n"
	    "key-quit = x\n", &options, error), 0);
	assert_int_equal(options.level, 4);
	assert_int_equal(options.side, PLAY_SIDE_TEAL);
	assert_true(options.no_hints);
	assert_true(options.calm);
	assert_true(options.cursor);
	assert_true(options.ascii);
	assert_int_equal(options.palette, PLAY_PALETTE_SAFE);
	assert_int_equal(options.keys[PLAY_COMMAND_UNDO], 'z');
	assert_int_equal(options.keys[PLAY_COMMAND_QUIT], 'x');
	assert_int_equal(options.keys[PLAY_COMMAND_HINTS], 0);
	assert_false(
	    options.chose); /* a default, not a choice: the menu shows */
}

/* Values that are names are read in any case: TEAL is teal, ON on. */
static void
test_play_settings_values_in_any_case(void **state)
{
	static char error[PLAY_SETTINGS_ERROR_MAX];
	struct play_options options;

	(void)state;
	play_options_default(&options);
	assert_int_equal(read_text(
	    "side TEAL\n"
	    "hints = OFF\n"
	    "calm = On\n"
	    "ascii = YES\n"
	    "palette = Mono\n", &options, error), 0);
	assert_int_equal(options.side, PLAY_SIDE_TEAL);
	assert_true(options.no_hints);
	assert_true(options.calm);
	assert_true(options.ascii);
	assert_int_equal(options.palette, PLAY_PALETTE_MONO);
}

static void
test_play_settings_bad_line_named_and_nothing_taken(void **state)
{
	static const struct {
		const char	*text;
		const char	*said;
	} bad[] = {
		{ "level = 3\ncalm = on\nlevel = 9\n",
		    "gnomonrc:3: level must be" },
		{ "side = purple\n",
		    "gnomonrc:1: side must be amber, teal or random" },
		{ "calm = maybe\n", "gnomonrc:1: calm must be on or off" },
		{ "hints\n", "gnomonrc:1: hints needs a value" },
		{ "key-undo = z\nkey-hints = z\n",
		    "gnomonrc:2: key-hints: 'z' is already the key of "
		    "key-undo" },
		{ "key-undo = zz\n",
		    "gnomonrc:1: key-undo must be one printable" },
		{ "key-undo = 3\n",
		    "gnomonrc:1: key-undo must be one printable" },
		{ "palette = 16\n", "gnomonrc:1: palette must be" },
	};
	static char error[PLAY_SETTINGS_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct play_options options, before;

		play_options_default(&options);
		before = options;
		error[0] = '\0';
		assert_int_equal(read_text(bad[i].text, &options, error), -1);
		if (strstr(error, bad[i].said) == NULL)
			fail_msg("'%s' said '%s', not '%s'", bad[i].text, error,
			    bad[i].said);
		assert_memory_equal(&options, &before, sizeof options);
	}
}

/* A newer version's key: skipped with a warning naming the line, the rest
 * read; a known key's bad value after it is still an error. */
static void
test_play_settings_unknown_key_warned_and_skipped(void **state)
{
	static char error[PLAY_SETTINGS_ERROR_MAX];
	struct play_options options;

	(void)state;
	play_options_default(&options);
	assert_int_equal(read_text("level = 4\n\ncolour = blue\ncalm = on\n"
	    "sparkle\n", &options, error), 0);
	assert_int_equal(options.level, 4);
	assert_true(options.calm);
	assert_string_equal(warning, "gnomon: gnomonrc:3: unknown setting "
	    "'colour', ignored\ngnomon: gnomonrc:5: unknown setting 'sparkle', "
	    "ignored");
	assert_int_equal(read_text("level = 3\n", &options, error), 0);
	assert_string_equal(warning, "");
	assert_int_equal(read_text("colour = blue\nlevel = 9\n", &options,
			     error),
	    -1);
	assert_non_null(strstr(error, "gnomonrc:2: level must be"));
}

static void
test_play_settings_command_line_overrides(void **state)
{
	static char error[PLAY_SETTINGS_ERROR_MAX];
	char parse_error[PLAY_ERROR_MAX];
	char program[] = "gnomon", level[] = "--level", one[] = "1";
	char *argv[] = { program, level, one, NULL };
	struct play_options options;

	(void)state;
	play_options_default(&options);
	assert_int_equal(read_text("level = 5\ncalm = on\nside = teal\n",
			     &options, error),
	    0);
	assert_int_equal(play_options_parse(3, argv, &options, parse_error),
	    PLAY_PARSE_GAME);
	assert_int_equal(options.level, 1);		/* the command line's */
	assert_true(options.calm);			/* the file's */
	assert_int_equal(options.side, PLAY_SIDE_TEAL);
}

static void
test_play_settings_path_follows_xdg(void **state)
{
	char path[PLAY_SETTINGS_PATH_MAX];

	(void)state;
	setenv("XDG_CONFIG_HOME", "/tmp/config", 1);
	assert_int_equal(play_settings_path(path), 0);
	assert_string_equal(path, "/tmp/config/gnomon/gnomonrc");
	unsetenv("XDG_CONFIG_HOME");
	setenv("HOME", "/home/someone", 1);
	assert_int_equal(play_settings_path(path), 0);
	assert_string_equal(path, "/home/someone/.config/gnomon/gnomonrc");
}

/* The keys it binds reach the commands; the usual keys still work. */
static void
test_play_settings_keys_reach_the_commands(void **state)
{
	static struct ui ui;
	struct play_options options;
	uint16_t move;
	char error[NOTATION_ERROR_MAX];

	(void)state;
	play_options_default(&options);
	options.hotseat = options.chose = true;
	options.keys[PLAY_COMMAND_UNDO] = 'z';
	options.keys[PLAY_COMMAND_HINTS] = 'x';
	options.no_hints = true;
	ui_init(&ui, &options);
	assert_false(ui_cursor_hints(&ui));
	assert_int_equal(notation_read_move("b1c2", &move, error), 0);
	assert_int_equal(ui_play(&ui, move), UI_EVENT_MOVED);
	assert_int_equal(ui_key(&ui, 'z'), UI_EVENT_UNDONE);
	assert_int_equal(ui.game.plies, 0);
	ui_key(&ui, 'x');
	assert_true(ui_cursor_hints(&ui));
	ui_key(&ui, 'H');
	assert_false(ui_cursor_hints(&ui));
	/* While a move is typed, z is a letter, not undo. */
	assert_int_equal(ui_play(&ui, move), UI_EVENT_MOVED);
	ui_key(&ui, ':');
	assert_int_equal(ui_key(&ui, 'z'), UI_EVENT_NONE);
	assert_string_equal(ui_typing_text(&ui), "z");
	assert_int_equal(ui.game.plies, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_play_settings_read_every_key),
		cmocka_unit_test(test_play_settings_values_in_any_case),
		cmocka_unit_test(
		    test_play_settings_unknown_key_warned_and_skipped),
		cmocka_unit_test(
		    test_play_settings_bad_line_named_and_nothing_taken),
		cmocka_unit_test(test_play_settings_command_line_overrides),
		cmocka_unit_test(test_play_settings_path_follows_xdg),
		cmocka_unit_test(test_play_settings_keys_reach_the_commands),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
