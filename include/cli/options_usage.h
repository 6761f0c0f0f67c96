/*
 * The usage lines of a table of settings (options.h), printed for --help
 * by the command line; the core, which never prints, only describes them.
 */
#ifndef GNOMON_OPTIONS_USAGE_H
#define GNOMON_OPTIONS_USAGE_H

#include <stdbool.h>
#include <stdio.h>

#include "core/options.h"

enum {
	OPTIONS_USAGE_WIDTH = 80,	/* every --help line fits a terminal */
	OPTIONS_USAGE_INDENT = 28	/* where a wrapped explanation goes on */
};

/* One line an entry of `table`, as options_describe writes it, wrapped
 * as options_usage_line does. */
void	options_usage(FILE *, const struct options_table *, bool dashes);

/*
 * `line` and a newline, wrapped at a space to fit OPTIONS_USAGE_WIDTH
 * columns (ASCII text: a byte a column), each line after the first
 * indented by `indent` spaces.  A word too long to fit is left whole.
 */
void	options_usage_line(FILE *, const char *line, int indent);

#endif
