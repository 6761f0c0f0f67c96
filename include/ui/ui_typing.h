/*
 * Typing a move after `:` (ui_typing.c, the mode UI_MODE_TYPING): the
 * letters are the mode's own, shown on the line under the board; Enter
 * reads them as a move, Esc (or Backspace on nothing) goes back.
 */
#ifndef GNOMON_UI_TYPING_H
#define GNOMON_UI_TYPING_H

#include <stdint.h>

#include "ui/ui.h"

/* Opens the typed move's line over the board; a move read from it is
 * handed to `play` (the opener's), which says what it did to the game. */
void	ui_typing_open(struct ui *,
	    enum ui_event (*play)(struct ui *, uint16_t move));
/* The letters typed so far, or "" when no move is being typed. */
const char *ui_typing_text(const struct ui *);

#endif
