/*
 * tui_replay.c owns `gnomon replay FILE`: reads a game record and hands it
 * to the terminal to step through (tui.c's tui_show_record).  A file that
 * cannot be read, or is not a good record, gets one line naming the file
 * and the line, and exit status 1, before the terminal is touched.  It is
 * the tui's, not a headless subcommand: it shows a screen.
 */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "tui/tui_entry.h"

int
tui_record_load(const char *command, const char *path, struct record *record)
{
	char message[SAVE_MESSAGE_MAX];
	int loaded = save_load(path, record, message);

	if (loaded == 0)
		snprintf(message, sizeof message, "%s: no such file", path);
	if (loaded <= 0) {
		message_print(stderr, "gnomon %s: %s\n", command, message);
		return 1;
	}
	return 0;
}

enum { REPLAY_ASCII };
static const struct command_option replay_options[] = {
	{ "ascii", false, '\0', REPLAY_ASCII },
};

int
tui_replay(int argc, char **argv)
{
	static struct record record;	/* large: not on the stack */
	const char *path = NULL;
	struct command_options_given given;

	argc = command_options_read("gnomon replay", replay_options,
	    sizeof replay_options / sizeof replay_options[0], argc, argv,
	    &given);
	if (argc > 1)
		message_print(stderr,
		    "gnomon replay: unexpected argument '%.32s'; "
		    "usage: gnomon replay FILE [--ascii]\n",
		    argv[1]);
	if (argc < 0 || argc > 1)
		return EXIT_USAGE;
	if (argc == 1)
		path = argv[0];
	if (path == NULL) {
		fprintf(stderr,
		    "gnomon replay: which file? usage: gnomon replay FILE "
		    "[--ascii]\n");
		return EXIT_USAGE;
	}
	if (tui_record_load("replay", path, &record) != 0)
		return 1;
	return tui_show_record(&record, NULL, given.given[REPLAY_ASCII]);
}
