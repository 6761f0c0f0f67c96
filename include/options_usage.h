/*
 * The usage lines of a table of settings (options.h), printed for --help
 * by the command line; the core, which never prints, only describes them.
 */
#ifndef GNOMON_OPTIONS_USAGE_H
#define GNOMON_OPTIONS_USAGE_H

#include <stdbool.h>
#include <stdio.h>

#include "options.h"

/* One line an entry of `table`, as options_describe writes it. */
void	options_usage(FILE *, const struct options_table *, bool dashes);

#endif
