/*
 * tui_learn.c owns `gnomon learn`: the lessons (ui_lesson.h) in the
 * terminal, on their own, or in lines (--plain, or a terminal that cannot
 * move its cursor: plain.h).  Nothing is saved but the lessons finished;
 * the game in progress, if any, is left alone.
 */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "plain/plain.h"
#include "tui/tui_entry.h"
#include "ui/play_options.h"
#include "ui/ui_lesson.h"

enum { LEARN_ASCII, LEARN_PLAIN };
static const struct command_option learn_options[] = {
	{ "ascii", false, '\0', LEARN_ASCII },
	{ "plain", false, '\0', LEARN_PLAIN },
};

int
tui_learn(int argc, char **argv)
{
	static struct tui tui;	/* large (the undo history): not on the stack */
	struct play_options options;
	struct command_options_given given;

	play_options_default(&options);
	argc = command_options_read("gnomon learn", learn_options,
	    sizeof learn_options / sizeof learn_options[0], argc, argv, &given);
	if (argc > 0)
		message_print(stderr, "gnomon learn: unexpected argument "
		    "'%.32s'; usage: gnomon learn [--ascii] [--plain]\n",
		    argv[0]);
	if (argc != 0)
		return EXIT_USAGE;
	options.ascii = given.given[LEARN_ASCII];
	/* As a game does (main.c): a terminal that cannot draw the board
	 * has the lessons in lines, and says so, rather than a refusal. */
	if (!given.given[LEARN_PLAIN] && tui_line_only())
		tui_line_only_say("the lessons");
	if (given.given[LEARN_PLAIN] || tui_line_only())
		return plain_learn(&options, stdin, stdout);
	options.hotseat = options.chose = true;
	ui_init(&tui.ui, &options);
	ui_lesson_open(&tui.ui, true);
	if (!tui_begin(&tui, options.ascii))
		return 1;
	/* tui.save stays disabled: a lesson is never saved as a game. */
	return tui_loop(&tui);
}
