/*
 * The one reader of command-line options (src/cli/command_options.c):
 * the main command and every subcommand read their `--options` through
 * it, so they all take the same command line, the one getopt_long gives:
 * "--level 3" and "--level=3", an unambiguous prefix for the whole name
 * ("--lev 3"), "-h" where a table has it, and "--" to end the options.
 * A refusal is one line, the same for every command.  The words that are
 * no option (key=value settings, a depth, a room, files) are handed back
 * in order for the command to read as it always has.
 */
#ifndef GNOMON_COMMAND_OPTIONS_H
#define GNOMON_COMMAND_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/options.h"

enum {
	COMMAND_OPTIONS_ERROR_MAX = 256,
	COMMAND_OPTIONS_IDS_MAX = 16, /* ids command_options_store keeps */
	COMMAND_OPTIONS_USAGE_WIDTH =
	    80, /* every --help line fits a terminal */
	COMMAND_OPTIONS_USAGE_INDENT =
	    28 /* where a wrapped explanation goes on */
};

/* One option of a command. */
struct command_option {
	const char	*name;		/* without the leading "--" */
	bool		takes_value;	/* "--name VALUE" or "--name=VALUE" */
	char		letter;		/* "-h" for help, or '\0': none */
	int		id;		/* handed to the caller's `seen` */
};

/*
 * Told of each option given, in order, with its value (NULL for an option
 * that takes none); returns 0, or -1 with a one-line message in `error`
 * (COMMAND_OPTIONS_ERROR_MAX bytes).
 */
typedef int command_options_seen(void *context, int id, const char *value,
    char *error);

/*
 * Reads the options of `command` ("gnomon" or "gnomon stats", as refusals
 * name it) in argv[0..argc), calling `seen` for each, and moves the other
 * words, in order, to the front of argv; returns how many there are.
 * Every option is looked at even after a refusal (so that a --help later
 * on still counts), but only the first refusal is told: it returns -1
 * with the message in `error`.
 */
int	command_options_parse(const char *command,
	    const struct command_option *options, size_t count, int argc,
	    char **argv, command_options_seen *seen, void *context,
	    char *error);

/*
 * What command_options_store keeps of each option given, by its id (0 to
 * COMMAND_OPTIONS_IDS_MAX - 1): whether it was given, and its last value.
 * A command whose options are flags and plain values needs no callback of
 * its own.
 */
struct command_options_given {
	bool		given[COMMAND_OPTIONS_IDS_MAX];
	const char	*value[COMMAND_OPTIONS_IDS_MAX];
};

/* A command_options_seen; `context` is a zeroed command_options_given. */
int	command_options_store(void *context, int id, const char *value,
	    char *error);

/*
 * command_options_parse with command_options_store into `given` (zeroed
 * here first): how many words, or -1 having said the refusal on stderr,
 * as "COMMAND: why".
 */
int	command_options_read(const char *command,
	    const struct command_option *options, size_t count, int argc,
	    char **argv, struct command_options_given *given);

/*
 * For a command that has no options of its own, only words: reads "--"
 * and moves the words to the front of argv as command_options_parse does;
 * returns how many, or -1 having said on stderr, as "COMMAND: why", that
 * an option was given.
 */
int	command_options_words(const char *command, int argc, char **argv);

/*
 * The usage lines of a table of settings (options.h), for --help: the
 * core, which never prints, only describes them (options_describe).  One
 * line an entry of `table`, wrapped as command_options_usage_line does.
 */
void	command_options_usage(FILE *, const struct options_table *,
	    bool dashes);

/*
 * `line` and a newline, wrapped at a space to fit
 * COMMAND_OPTIONS_USAGE_WIDTH columns (ASCII text: a byte a column), each
 * line after the first indented by `indent` spaces.  A word too long to
 * fit is left whole.
 */
void	command_options_usage_line(FILE *, const char *line, int indent);

#endif
