/*
 * ui_rules.c owns the rules screen's view of its text: the man page as
 * rules_text.h gives it (one text for `man gnomon` and F1), cut into lines
 * for scrolling, in UTF-8 or in ASCII as the terminal allows.
 */
#include "ui/ui.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ui/rules_text.h"
#include "ui/ui_rules.h"

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

/* A section's heading is a line of capitals and spaces from the margin
 * ("PLAYING IN ROOMS"); the page's header line has brackets and
 * lower case, and a subsection is indented. */
static bool
ui_rules_is_heading(const char *line)
{
	const char *p = line;

	if (!isupper((unsigned char)*p))
		return false;
	while (*p != '\n' && *p != '\0') {
		if (!isupper((unsigned char)*p) && *p != ' ')
			return false;
		p++;
	}
	return true;
}

void
ui_rules_section(bool ascii, int index, char *name, int size)
{
	const char *line = ui_rules_source(ascii), *heading = NULL;

	for (int i = 0; i <= index && line != NULL && *line != '\0'; i++) {
		if (ui_rules_is_heading(line))
			heading = line;
		line = strchr(line, '\n');
		if (line != NULL)
			line++;
	}
	if (heading == NULL) {
		snprintf(name, (size_t)size, "%s", "");
		return;
	}
	snprintf(name, (size_t)size, "%.*s", (int)strcspn(heading, "\n"),
	    heading);
}
