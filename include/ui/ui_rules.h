/*
 * The rules' text as the page screen shows it (ui_rules.c): the man page's
 * lines and sections.
 */
#ifndef GNOMON_UI_RULES_H
#define GNOMON_UI_RULES_H

#include <stdbool.h>

/* The rules screen's text: the man page (rules_text.h), in ASCII when
 * `ascii`.  Lines are at most UI_RULES_WIDTH columns. */
#define UI_RULES_HEADING "RULES"	/* where F1 opens the page */
#define UI_RULES_SECTION_MAX 32		/* a section's name, with its NUL */
int	ui_rules_line_count(bool ascii);
/* Copies line `index` (0-based) into `text`; false past the end. */
bool	ui_rules_line(bool ascii, int index, char *text, int size);
/* The page from line `index` on (read-only, whole lines); NULL past the end. */
const char *ui_rules_from(bool ascii, int index);
/* The index of the line that is exactly `heading`, or -1. */
int	ui_rules_find(bool ascii, const char *heading);
/* The name of the section line `index` is in ("RULES"), or "" before the
 * first; copied into `name`. */
void	ui_rules_section(bool ascii, int index, char *name, int size);

#endif
