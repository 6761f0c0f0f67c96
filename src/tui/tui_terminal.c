/*
 * tui_terminal.c reads the terminal's description (terminfo) for the rest
 * of the front end: the main loop asks whether the cursor can be put
 * anywhere, the mouse how the terminal reports it.  It calls nothing of
 * theirs, so neither the mouse nor the loop reaches the other through it.
 */
#include "tui.h"

#include <stdint.h>
#include <term.h>

const char *
tui_terminal_capability(const char *name)
{
	const char *value = tigetstr(name);

	/* tigetstr says "not a string capability" with (char *)-1. */
	return (intptr_t)value == -1 ? NULL : value;
}
