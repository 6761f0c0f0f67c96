/*
 * tui_learn.c owns `gnomon learn`: the lessons (ui_lesson.h) in the
 * terminal, on their own.  Nothing is saved but the lessons finished; the
 * game in progress, if any, is left alone.
 */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "message.h"
#include "tui_entry.h"
#include "ui_lesson.h"

int
tui_learn(int argc, char **argv)
{
	static struct tui tui;	/* large (the undo history): not on the stack */
	struct play_options options;

	play_options_default(&options);
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--ascii") == 0)
			options.ascii = true;
		else {
			message_print(stderr, "gnomon learn: unexpected argument "
			    "'%.32s'; usage: gnomon learn [--ascii]\n", argv[i]);
			return EXIT_USAGE;
		}
	}
	options.hotseat = options.chose = true;
	ui_init(&tui.ui, &options);
	ui_lesson_open(&tui.ui, true);
	if (!tui_begin(&tui, options.ascii))
		return 1;
	/* tui.save stays disabled: a lesson is never saved as a game. */
	return tui_loop(&tui);
}
