/*
 * The page screen (ui_page.c, the mode UI_MODE_RULES): a page of text over
 * the board, scrolled a screenful at a time and closed with q or Esc.
 */
#ifndef GNOMON_UI_PAGE_H
#define GNOMON_UI_PAGE_H

#include "ui/ui.h"

/* The rules (F1), opened at their RULES section. */
void	ui_page_open_rules(struct ui *);
/* The review's report (V in a review), `lines` lines of text that
 * outlive the page, from its top. */
void	ui_page_open_report(struct ui *, const char *report, int lines);
/* How a friend joins a room (I, ui_remote.c), `lines` lines of text that
 * outlive the page, from its top: the page on top turned into it, or
 * opened over the screen on top. */
void	ui_page_open_invite(struct ui *, const char *invite, int lines);
/* What was said in a room (C, ui_remote.c): lines each ending in a
 * newline, text that outlives the page and may grow while it is up;
 * opened over the screen at its end. */
void	ui_page_open_chat(struct ui *, const char *chat);
/* True while the page of how a friend joins is up. */
bool	ui_page_inviting(const struct ui *);
/* The first line on screen of the page up, or 0 when none is. */
int	ui_page_top(const struct ui *);

/* How many lines of rules fit on the screen (the front end tells on resize). */
void	ui_page_set_rows(struct ui *, int rows);

#endif
