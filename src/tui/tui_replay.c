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

#include "commands.h"
#include "message.h"
#include "tui_entry.h"

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

int
tui_replay(int argc, char **argv)
{
	static struct record record;	/* large: not on the stack */
	const char *path = NULL;
	bool ascii = false;

	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--ascii") == 0)
			ascii = true;
		else if (path == NULL && argv[i][0] != '-')
			path = argv[i];
		else {
			message_print(stderr, "gnomon replay: unexpected argument '%.32s'; "
			    "usage: gnomon replay FILE [--ascii]\n", argv[i]);
			return EXIT_USAGE;
		}
	}
	if (path == NULL) {
		fprintf(stderr, "gnomon replay: which file? usage: gnomon replay FILE [--ascii]\n");
		return EXIT_USAGE;
	}
	if (tui_record_load("replay", path, &record) != 0)
		return 1;
	return tui_show_record(&record, NULL, ascii);
}
