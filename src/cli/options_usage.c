/*
 * options_usage.c owns printing a table's usage lines (options_usage.h).
 */
#include "cli/options_usage.h"

#include <string.h>

void
options_usage(FILE *out, const struct options_table *table, bool dashes)
{
	char line[OPTIONS_LINE_MAX];

	for (size_t i = 0; i < table->count; i++) {
		options_describe(&table->entries[i], dashes, line, sizeof line);
		options_usage_line(out, line, OPTIONS_USAGE_INDENT);
	}
}

void
options_usage_line(FILE *out, const char *line, int indent)
{
	size_t room = OPTIONS_USAGE_WIDTH;

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
		room = OPTIONS_USAGE_WIDTH - (size_t)indent;
	}
	fprintf(out, "%s\n", line);
}
