/*
 * The line mode's page for a screen it knows by no name (plain_page.c):
 * a list to choose from (UI_SCREEN_LIST, ui_view.h), which is how every
 * mode that no front end knows shows itself, printed as lines of ASCII.
 * So a new screen of the interface needs no change to the line mode.
 */
#ifndef GNOMON_PLAIN_PAGE_H
#define GNOMON_PLAIN_PAGE_H

#include <stdbool.h>
#include <stdio.h>

#include "ui/ui_view.h"

/* The PLAIN_PAGE_MARK before the chosen row, spaces before the others. */
#define PLAIN_PAGE_MARK "> "

/* Whether `view` is such a screen: not one the line mode shows its own
 * way (the board) or never has up (the menu, the rules page). */
bool	plain_page_wanted(const struct ui_view *view);
/* Prints `view`'s list to `out`: its title, the words above the rows,
 * each row, the chosen one marked, and the keys. */
void	plain_page(FILE *out, const struct ui_view *view);

#endif
