/*
 * tui_puzzle.c owns `gnomon puzzle`: today's puzzle, puzzle N, or the
 * next of a theme for the player (ui_puzzle.h), in the terminal or in
 * lines (--plain, or a terminal that cannot move its cursor: plain.h).
 * The puzzle is chosen before the terminal is touched, so that a bad
 * number or theme is said and changes nothing.  Nothing is saved but the
 * player's puzzle record; the game in progress, if any, is left alone.
 */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/puzzle.h"
#include "plain/plain.h"
#include "tui/tui_entry.h"
#include "ui/play_options.h"
#include "ui/ui_puzzle.h"

#define PUZZLE_USAGE \
	"usage: gnomon puzzle [N | --theme T] [--ascii] [--plain]"

enum { PUZZLE_ASCII, PUZZLE_PLAIN, PUZZLE_THEME };
static const struct command_option puzzle_options[] = {
	{ "ascii", false, '\0', PUZZLE_ASCII },
	{ "plain", false, '\0', PUZZLE_PLAIN },
	{ "theme", true, '\0', PUZZLE_THEME },
};

/* The themes' names, "double-threat, sun-turn, ...", for a refusal. */
static void
puzzle_theme_list(char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	for (int theme = 0; theme < PUZZLE_THEME_COUNT && used < size; theme++)
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    theme > 0 ? ", " : "",
		    puzzle_theme_name((enum puzzle_theme)theme));
}

/* The puzzle the command line chooses: 0, or EXIT_USAGE having said why. */
static int
puzzle_chosen(int argc, char **argv, const struct command_options_given *given,
    struct ui_puzzle_choice *choice)
{
	char themes[UI_PUZZLE_MESSAGE_MAX], *end;
	long number;

	if (argc > 1 || (argc == 1 && given->given[PUZZLE_THEME])) {
		message_print(stderr, "gnomon puzzle: one puzzle at a time; "
		    PUZZLE_USAGE "\n");
		return EXIT_USAGE;
	}
	if (argc == 1) {
		number = strtol(argv[0], &end, 10);
		if (argv[0][0] < '0' || argv[0][0] > '9' || *end != '\0' ||
		    number < 1 || number > PUZZLE_MAX) {
			message_print(stderr, "gnomon puzzle: '%.32s' is not "
			    "a puzzle's number; " PUZZLE_USAGE "\n", argv[0]);
			return EXIT_USAGE;
		}
		choice->number = (int)number;
	}
	if (given->given[PUZZLE_THEME] &&
	    (choice->theme = puzzle_theme_parse(
	    given->value[PUZZLE_THEME])) < 0) {
		puzzle_theme_list(themes, sizeof themes);
		message_print(stderr, "gnomon puzzle: no theme '%.32s': the "
		    "themes are %s\n", given->value[PUZZLE_THEME], themes);
		return EXIT_USAGE;
	}
	return 0;
}

int
tui_puzzle(int argc, char **argv)
{
	static struct tui tui;	/* large (the undo history): not on the stack */
	struct play_options options;
	struct command_options_given given;
	struct ui_puzzle_choice choice = {
		.text = NULL, .number = UI_PUZZLE_TODAY,
		.theme = UI_PUZZLE_ANY_THEME
	};
	char message[UI_PUZZLE_MESSAGE_MAX];
	int status;

	play_options_default(&options);
	argc = command_options_read("gnomon puzzle", puzzle_options,
	    sizeof puzzle_options / sizeof puzzle_options[0], argc, argv,
	    &given);
	if (argc < 0)
		return EXIT_USAGE;
	if ((status = puzzle_chosen(argc, argv, &given, &choice)) != 0)
		return status;
	if (ui_puzzle_today(&choice.day, message) < 0) {
		message_print(stderr, "gnomon puzzle: %s\n", message);
		return EXIT_USAGE;
	}
	options.ascii = given.given[PUZZLE_ASCII];
	options.hotseat = options.chose = true;
	/* As a game does (main.c): a terminal that cannot draw the board
	 * has the puzzle in lines, and says so, rather than a refusal. */
	if (!given.given[PUZZLE_PLAIN] && tui_line_only())
		tui_line_only_say("the puzzle");
	if (given.given[PUZZLE_PLAIN] || tui_line_only())
		return plain_puzzle(&options, &choice, stdin, stdout);
	ui_init(&tui.ui, &options);
	if (ui_puzzle_open(&tui.ui, &choice, true, message) < 0) {
		message_print(stderr, "gnomon puzzle: %s\n", message);
		return 1;
	}
	if (!tui_begin(&tui, options.ascii))
		return 1;
	/* tui.save stays disabled: a puzzle is never saved as a game. */
	return tui_loop(&tui);
}
