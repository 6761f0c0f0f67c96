/*
 * The page screen (ui_page.c, the mode UI_MODE_RULES): a page of text over
 * the board, scrolled a screenful at a time and closed with q or Esc.
 */
#ifndef GNOMON_UI_PAGE_H
#define GNOMON_UI_PAGE_H

#include "ui/ui.h"

/* The rules (F1), opened at their RULES section. */
void	ui_page_open_rules(struct ui *);
/* The review's report (V in a review), from its top. */
void	ui_page_open_report(struct ui *);

/* How many lines of rules fit on the screen (the front end tells on resize). */
void	ui_page_set_rows(struct ui *, int rows);

#endif
