/*
 * options_usage.c owns printing a table's usage lines (options_usage.h).
 */
#include "options_usage.h"

void
options_usage(FILE *out, const struct options_table *table, bool dashes)
{
	char line[OPTIONS_LINE_MAX];

	for (size_t i = 0; i < table->count; i++) {
		options_describe(&table->entries[i], dashes, line, sizeof line);
		fprintf(out, "%s\n", line);
	}
}
