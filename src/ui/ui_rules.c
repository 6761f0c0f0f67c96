/*
 * ui_rules.c owns the rules screen's view of its text: the man page as
 * rules_text.h gives it (one text for `man gnomon` and F1), cut into lines
 * for scrolling, in UTF-8 or in ASCII as the terminal allows.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

#include "rules_text.h"

static const char *
ui_rules_source(bool ascii)
{
	return ascii ? rules_text_ascii() : rules_text();
}

int
ui_rules_line_count(bool ascii)
{
	int lines = 0;

	/* strchr, not a loop over every byte: the screen model counts the
	 * page for every frame of the rules screen. */
	for (const char *p = strchr(ui_rules_source(ascii), '\n'); p != NULL;
	    p = strchr(p + 1, '\n'))
		lines++;
	return lines;
}

/* The start of line `index`, or NULL past the end. */
static const char *
ui_rules_seek(bool ascii, int index)
{
	const char *line = ui_rules_source(ascii);

	if (index < 0)
		return NULL;
	for (int i = 0; i < index && line != NULL; i++) {
		line = strchr(line, '\n');
		if (line != NULL)
			line++;
	}
	return line != NULL && *line != '\0' ? line : NULL;
}

const char *
ui_rules_from(bool ascii, int index)
{
	return ui_rules_seek(ascii, index);
}

bool
ui_rules_line(bool ascii, int index, char *text, int size)
{
	const char *line = ui_rules_seek(ascii, index), *end;

	if (line == NULL)
		return false;
	end = strchr(line, '\n');
	snprintf(text, (size_t)size, "%.*s",
	    (int)(end != NULL ? end - line : (long)strlen(line)), line);
	return true;
}

int
ui_rules_find(bool ascii, const char *heading)
{
	size_t length = strlen(heading);
	const char *line = ui_rules_source(ascii);

	for (int index = 0; line != NULL && *line != '\0'; index++) {
		if (strncmp(line, heading, length) == 0 &&
		    (line[length] == '\n' || line[length] == '\0'))
			return index;
		line = strchr(line, '\n');
		if (line != NULL)
			line++;
	}
	return -1;
}
