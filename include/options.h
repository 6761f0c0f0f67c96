/*
 * The `key=value` options shared by the command line and the engine
 * protocol (`new len=2 day=8`, `gnomon perft 5 snake=1`), and the variant
 * settings they name: len, day, sun, snake, mover.
 *
 * Each reader returns 0 on success or -1 with a message in `error`
 * (OPTIONS_ERROR_MAX bytes) naming the option, and changes nothing on failure.
 */
#ifndef GNOMON_OPTIONS_H
#define GNOMON_OPTIONS_H

#include "board.h"

enum {
	OPTIONS_ERROR_MAX = 128,
	OPTIONS_KEY_MAX = 16	/* the longest key and its NUL */
};

/* Splits "key=value"; `value` points into `arg`. */
int	options_split(const char *arg, char key[OPTIONS_KEY_MAX],
	    const char **value, char *error);

/* Reads a whole decimal number from min to max. */
int	options_int(const char *key, const char *value, long min, long max,
	    long *number, char *error);

/* Applies one variant setting.  Returns 1 if applied, 0 if `key` is not a
 * variant setting (nothing changed), -1 with a message if `value` is bad. */
int	options_variant(struct rules *, const char *key, const char *value,
	    char *error);

/* The variant settings written back as options, e.g. "len=2 day=8 sun=0 snake=0 mover=1". */
void	options_variant_text(const struct rules *, char *text, int size);

#endif
