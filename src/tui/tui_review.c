/*
 * tui_review.c owns `gnomon review FILE [--text] [--plain] [--ascii]`:
 * reads a game record, reviews it (ui_review.h) and either prints the
 * report (--text, for a pipe; --plain, or a terminal that cannot move its
 * cursor, its words without the chart, for a screen reader; the terminal
 * is never touched) or shows it to step through.  A file that cannot be
 * read, or is not a good record, gets one line naming the file and what
 * is wrong, and exit status 1, before anything else.  Nothing is written.
 */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "ai/search.h"
#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "tui/tui_entry.h"
#include "ui/ui_review.h"

#define REVIEW_USAGE \
	"usage: gnomon review FILE [--text] [--plain] [--ascii]"

enum { REVIEW_ASCII, REVIEW_TEXT, REVIEW_PLAIN };
static const struct command_option review_options[] = {
	{ "ascii", false, '\0', REVIEW_ASCII },
	{ "text", false, '\0', REVIEW_TEXT },
	{ "plain", false, '\0', REVIEW_PLAIN },
};

int
tui_review(int argc, char **argv)
{
	static struct record record;		/* large: not on the stack */
	static struct ui_review review;
	static char report[UI_REVIEW_TEXT_MAX];
	const char *path = NULL;
	bool ascii = false, text = false, plain = false;
	struct search *search;
	struct command_options_given given;

	argc = command_options_read("gnomon review", review_options,
	    sizeof review_options / sizeof review_options[0], argc, argv,
	    &given);
	if (argc > 1)
		message_print(stderr, "gnomon review: unexpected argument "
		    "'%.32s'; " REVIEW_USAGE "\n", argv[1]);
	if (argc < 0 || argc > 1)
		return EXIT_USAGE;
	if (argc == 1)
		path = argv[0];
	ascii = given.given[REVIEW_ASCII];
	text = given.given[REVIEW_TEXT];
	plain = given.given[REVIEW_PLAIN];
	if (path == NULL) {
		fprintf(stderr,
		    "gnomon review: which file? " REVIEW_USAGE "\n");
		return EXIT_USAGE;
	}
	if (tui_record_load("review", path, &record) != 0)
		return 1;
	search = search_new(UI_REVIEW_TT_MB);
	if (search == NULL) {
		fprintf(stderr, "gnomon review: out of memory\n");
		return 1;
	}
	ui_review_run(&review, &record, search, NULL);
	search_free(search);
	if (!text && !plain && tui_line_only()) {
		tui_line_only_say("the review");
		plain = true;
	}
	if (plain) {
		ui_review_words(&review, report, sizeof report);
		fputs(report, stdout);
		return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
	}
	if (text) {
		ui_review_report(&review, false, report, sizeof report);
		fputs(report, stdout);
		return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
	}
	return tui_show_record(&record, &review, ascii);
}
