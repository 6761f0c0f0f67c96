/*
 * The game's options (play_options.c): their defaults, and the command
 * line of a game in the terminal read into them (play.h's struct
 * play_options).
 */
#ifndef GNOMON_PLAY_OPTIONS_H
#define GNOMON_PLAY_OPTIONS_H

#include "core/options.h"
#include "ui/play.h"

void	play_options_default(struct play_options *);

/* What a command line asks for. */
enum play_parse {
	PLAY_PARSE_ERROR = -1, /* a message is in `error` */
	PLAY_PARSE_GAME, /* a game, with the options read */
	PLAY_PARSE_HELP, /* --help (or -h) stood somewhere */
	PLAY_PARSE_VERSION /* --version stood somewhere, and --help did not */
};

/*
 * Reads the options of a game in the terminal, getopt_long style (argv[0]
 * is the program; argv may be permuted).  Returns PLAY_PARSE_GAME, or
 * --help or --version wherever they stand (unless a word that is no
 * option stands too), or PLAY_PARSE_ERROR with a one-line message naming the
 * bad option in `error` (PLAY_ERROR_MAX bytes); `options` is changed only for a
 * game.
 */
enum play_parse play_options_parse(int argc, char **argv,
	    struct play_options *options, char *error);

/* The game's own options (options.h), which `gnomon --help` lists before
 * the variant settings (options_variant). */
extern const struct options_table play_options_table;

#endif
