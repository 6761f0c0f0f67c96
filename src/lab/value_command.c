/*
 * value_command.c owns `gnomon lab value POSITION dir=DIR`: who wins a
 * position of the second day under perfect play, read from the tables
 * `gnomon lab tables` built (day_two.h), and the moves that keep that
 * value.  A position no table holds is refused with the reason.
 */
#include "cli/commands.h"
#include "lab/commands.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/day_two.h"
#include "ai/last_day.h"
#include "cli/command_options.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"
#include "store/day_two_file.h"

#define WHO "gnomon lab value"

struct value_options {
	const char	*dir;
	struct rules	rules;
};

static const struct options_entry value_entries[] = {
	{ "dir", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct value_options, dir), 0, 0, NULL, NULL, "DIR",
	    NULL, "the directory of the tables' files (required)" },
};
const struct options_table value_settings = OPTIONS_TABLE(value_entries);

static void
value_help(void)
{
	printf("usage: gnomon lab value POSITION dir=DIR [key=value ...]\n"
	    "  who wins a position of the second day with best play, and "
	    "the moves\n  that keep it, from the tables of gnomon lab "
	    "tables\n\nsettings (after ';', the default):\n");
	command_options_usage(stdout, &value_settings, false);
	printf("\nvariant settings (those the tables were built for):\n");
	command_options_usage(stdout, &options_variant, false);
}

/* Words for a value of the side to move's. */
static void
value_words(const struct board *board, int value, char *text, size_t size)
{
	if (value == 0)
		snprintf(text, size, "a draw with best play");
	else
		snprintf(text, size, "%s wins with best play",
		    colour_name(value > 0 ? board->side :
		    COLOUR_COUNT - 1 - board->side));
}

/* Why the table does not hold `board`. */
static const char *
miss_words(enum day_two_miss why)
{
	switch (why) {
	case DAY_TWO_NOT_DAY_TWO:
		return "not a position of the second day (after the first "
		       "dusk, before the second)";
	case DAY_TWO_OTHER_SKY:
		return "the sun or the moon is not where these settings put "
		       "them at this turn (sun=S is the game's start sun)";
	case DAY_TWO_TOO_MANY:
		return "more stones of a side than the table holds";
	case DAY_TWO_OVER:
		return "the game is over";
	default:
		return "not in the table";
	}
}

/* The value for its mover of `move`: the game's end, the last day's
 * table, or the second day's. */
static int
value_of_move(const struct day_two *table, struct last_day *last_day,
    const struct board *board, uint16_t move)
{
	struct board child = *board;
	struct undo undo;
	int value;

	board_make(&child, move, &undo);
	if (board_is_over(&child))
		return board_result_sign(board_result(&child), board->side);
	if (board_dusks(&child) > board_dusks(board)) {
		value = last_day_value(last_day, &child);
		value = value > 0 ? 1 : value < 0 ? -1 : 0;
	} else
		value = day_two_value(table, &child, NULL);
	return child.side == board->side ? value : -value;
}

/* Says the value of `board` and the moves that keep it. */
static int
value_say(const struct day_two *table, const struct board *board)
{
	struct last_day *last_day = last_day_new();
	struct move_list list;
	enum day_two_miss why;
	char words[OPTIONS_LINE_MAX], move[NOTATION_MOVE_MAX];
	int value = day_two_value(table, board, &why);

	if (value == DAY_TWO_MISS || last_day == NULL) {
		message_print(stderr, WHO ": %s\n", last_day == NULL ?
		    "out of memory" : miss_words(why));
		last_day_free(last_day);
		return 1;
	}
	last_day_prepare(last_day, board);
	value_words(board, value, words, sizeof words);
	printf("%s (%s to move; the table of at most %d stones a side)\n",
	    words, colour_name(board->side), day_two_key(table)->stones);
	printf("moves that keep it:");
	board_legal_moves(board, &list);
	for (int i = 0; i < list.count; i++)
		if (value_of_move(table, last_day, board, list.moves[i]) ==
		    value) {
			notation_move(list.moves[i], move);
			printf(" %s", move);
		}
	printf("\n");
	last_day_free(last_day);
	return 0;
}

int
command_lab_value(int argc, char **argv)
{
	struct value_options options;
	const struct options_binding bindings[] = {
		{ &value_settings, &options },
		{ &options_variant, &options.rules },
	};
	char error[DAY_TWO_FILE_MESSAGE_MAX];
	const char *position = NULL;
	struct day_two_loaded loaded;
	struct board board;
	int status;

	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0 ||
		    strcmp(argv[i], "-h") == 0) {
			value_help();
			return 0;
		}
	if ((argc = command_options_words(WHO, argc, argv)) < 0)
		return EXIT_USAGE;
	memset(&options, 0, sizeof options);
	rules_default(&options.rules);
	for (int i = 0; i < argc; i++) {
		if (strchr(argv[i], '=') == NULL && position == NULL) {
			position = argv[i];
			continue;
		}
		if (options_read(bindings, 2, argv[i], error) < 0) {
			message_print(stderr, WHO ": %s\n", error);
			return EXIT_USAGE;
		}
	}
	if (position == NULL || options.dir == NULL) {
		message_print(stderr, WHO ": a POSITION and dir=DIR are "
		    "needed\n");
		return EXIT_USAGE;
	}
	if (notation_read_position(position, &options.rules, &board,
	    error) < 0) {
		message_print(stderr, WHO ": %s\n", error);
		return EXIT_USAGE;
	}
	if (day_two_file_load(options.dir, &board.rules, &loaded, error) <= 0) {
		message_print(stderr, WHO ": %s\n", error);
		return 1;
	}
	status = value_say(loaded.table, &board);
	day_two_file_unload(&loaded);
	return status;
}
