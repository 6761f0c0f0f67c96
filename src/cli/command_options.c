/*
 * command_options.c owns the reading of `--options` on a command line
 * (command_options.h), for the main command and every subcommand alike.
 * It is getopt_long's grammar without getopt_long's global state and
 * permutation: the words that are no option stay where a command reads
 * them, and the messages are ours (opterr would print getopt's own).  And
 * the --help lines of a table of settings, wrapped to a terminal's width.
 */
#include "cli/command_options.h"

#include <stdio.h>
#include <string.h>

#include "cli/message.h"

#define ECHO_MAX 32	/* how much of a bad argument a message quotes */

/* Keeps the first refusal: later ones are consequences or repeats. */
static int
command_options_refuse(char *error, const char *message)
{
	if (error[0] == '\0')
		snprintf(error, COMMAND_OPTIONS_ERROR_MAX, "%s", message);
	return -1;
}

/* The option `--name` (name ends at `length`) stands for, or NULL with
 * the reason in `message`: none starts so, or more than one does. */
static const struct command_option *
command_options_find(const char *command, const struct command_option *options,
    size_t count, const char *arg, size_t length, char *message)
{
	const struct command_option *found = NULL;
	size_t matches = 0, listed = 0;
	int written;

	for (size_t i = 0; i < count; i++) {
		if (strncmp(options[i].name, arg + 2, length - 2) != 0)
			continue;
		if (options[i].name[length - 2] == '\0')
			/* the whole name: never ambiguous */
			return &options[i];
		found = &options[i];
		matches++;
	}
	if (matches == 1)
		return found;
	if (matches == 0) {
		snprintf(message, COMMAND_OPTIONS_ERROR_MAX,
		    "unknown option '%.*s'; try '%s --help'",
		    length < ECHO_MAX ? (int)length : ECHO_MAX, arg, command);
		return NULL;
	}
	/* "option '--s' is ambiguous: --side, --seed, --sun or --snake" */
	written = snprintf(message, COMMAND_OPTIONS_ERROR_MAX,
	    "option '%.*s' is ambiguous:",
	    length < ECHO_MAX ? (int)length : ECHO_MAX, arg);
	for (size_t i = 0; i < count; i++) {
		if (strncmp(options[i].name, arg + 2, length - 2) != 0 ||
		    written < 0 || written >= COMMAND_OPTIONS_ERROR_MAX)
			continue;
		listed++;
		written += snprintf(message + written,
		    (size_t)(COMMAND_OPTIONS_ERROR_MAX - written), "%s --%s",
		    listed == 1 ? "" : listed == matches ? " or" : ",",
		    options[i].name);
	}
	return NULL;
}

/* The option "-c" stands for, or NULL. */
static const struct command_option *
command_options_letter(const struct command_option *options, size_t count,
    const char *arg)
{
	for (size_t i = 0; arg[2] == '\0' && i < count; i++)
		if (options[i].letter != '\0' && options[i].letter == arg[1])
			return &options[i];
	return NULL;
}

int
command_options_parse(const char *command, const struct command_option *options,
    size_t count, int argc, char **argv, command_options_seen *seen,
    void *context, char *error)
{
	char message[COMMAND_OPTIONS_ERROR_MAX];
	bool ended = false;
	int words = 0, status = 0;

	error[0] = '\0';
	for (int i = 0; i < argc; i++) {
		const char *arg = argv[i], *value = NULL;
		const struct command_option *option;
		size_t length = strcspn(arg, "=");

		/* "-" alone is a word (standard input, as a file's name). */
		if (ended || arg[0] != '-' || arg[1] == '\0') {
			argv[words++] = argv[i];
			continue;
		}
		if (strcmp(arg, "--") == 0) {
			ended = true;
			continue;
		}
		if (arg[1] != '-') {
			option = command_options_letter(options, count, arg);
			if (option == NULL) {
				snprintf(message, sizeof message,
				    "unknown option '%.*s'; try '%s --help'",
				    ECHO_MAX, arg, command);
				status = command_options_refuse(error, message);
				continue;
			}
		} else if ((option = command_options_find(command, options,
		    count, arg, length, message)) == NULL) {
			status = command_options_refuse(error, message);
			continue;
		}
		if (option->takes_value) {
			if (arg[1] == '-' && arg[length] == '=')
				value = arg + length + 1;
			else if (i + 1 < argc)
				value = argv[++i];
			else {
				snprintf(message, sizeof message,
				    "--%s needs a value", option->name);
				status = command_options_refuse(error, message);
				continue;
			}
		} else if (arg[1] == '-' && arg[length] == '=') {
			snprintf(message, sizeof message,
			    "option '--%s' doesn't allow an argument",
			    option->name);
			status = command_options_refuse(error, message);
			continue;
		}
		if (seen(context, option->id, value, message) < 0)
			status = command_options_refuse(error, message);
	}
	return status < 0 ? -1 : words;
}

int
command_options_store(void *context, int id, const char *value, char *error)
{
	struct command_options_given *given = context;

	if (id < 0 || id >= COMMAND_OPTIONS_IDS_MAX) {
		snprintf(error, COMMAND_OPTIONS_ERROR_MAX,
		    "option id %d past what is kept", id);
		return -1;
	}
	given->given[id] = true;
	given->value[id] = value;
	return 0;
}

/* No option is ever seen: the table is empty. */
static int
command_options_none(void *context, int id, const char *value, char *error)
{
	(void)context;
	(void)id;
	(void)value;
	(void)error;
	return 0;
}

/* Says a refusal as "COMMAND: why"; hands `words` back. */
static int
words_or_say(const char *command, int words, const char *error)
{
	if (words < 0)
		message_print(stderr, "%s: %s\n", command, error);
	return words;
}

int
command_options_read(const char *command,
    const struct command_option *options, size_t count, int argc,
    char **argv, struct command_options_given *given)
{
	char error[COMMAND_OPTIONS_ERROR_MAX];

	memset(given, 0, sizeof *given);
	return words_or_say(command, command_options_parse(command, options,
	    count, argc, argv, command_options_store, given, error), error);
}

int
command_options_words(const char *command, int argc, char **argv)
{
	char error[COMMAND_OPTIONS_ERROR_MAX];

	return words_or_say(command, command_options_parse(command, NULL, 0,
	    argc, argv, command_options_none, NULL, error), error);
}

void
command_options_usage(FILE *out, const struct options_table *table,
    bool dashes)
{
	char line[OPTIONS_LINE_MAX];

	for (size_t i = 0; i < table->count; i++) {
		options_describe(&table->entries[i], dashes, line, sizeof line);
		command_options_usage_line(out, line,
		    COMMAND_OPTIONS_USAGE_INDENT);
	}
}

void
command_options_usage_line(FILE *out, const char *line, int indent)
{
	size_t room = COMMAND_OPTIONS_USAGE_WIDTH;

	while (strlen(line) > room) {
		size_t cut = room;

		/* The last space that leaves the part before it within room. */
		while (cut > 0 && line[cut] != ' ')
			cut--;
		while (cut > 0 && line[cut - 1] == ' ')
			cut--;
		if (cut == 0 || (size_t)strspn(line, " ") >= cut)
			break;
		fprintf(out, "%.*s\n%*s", (int)cut, line, indent, "");
		line += cut;
		line += strspn(line, " ");
		room = COMMAND_OPTIONS_USAGE_WIDTH - (size_t)indent;
	}
	fprintf(out, "%s\n", line);
}
