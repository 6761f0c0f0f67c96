/*
 * The new-game menu (ui_menu.c, UI_MODE_MENU), as the other screens use
 * it: while Join a friend's line is being typed (its own mode over the
 * menu's rows), every key is the line's, none of the player's own keys
 * stands for another.
 */
#ifndef GNOMON_UI_MENU_H
#define GNOMON_UI_MENU_H

#include "ui/ui.h"

/* True while Join a friend's line is being typed (a mode of its own over
 * the menu, with the menu's id and screen). */
bool	ui_menu_joining(const struct ui *);
/* The row the menu's cursor is on (enum ui_menu_row), or -1 while no menu
 * is on the stack (one under the rules or Join's line is). */
int	ui_menu_row(const struct ui *);

/* The new-game menu set again from the interface's options (after the
 * menu's remembered choices changed them: ui_choices.h), with the board
 * it is drawn over; only before the first game. */
void	ui_menu_reset(struct ui *);

/* Starts a game with the interface's current choice of players:
 * UI_EVENT_REPLACED if one was going, else UI_EVENT_NEW_GAME. */
enum ui_event ui_menu_new_game(struct ui *);

/* The front end could not open or join the friend's room the menu chose
 * (ui_friend): back to the menu, which says why. */
void	ui_menu_friend_refused(struct ui *, const char *why);

/* False for a menu row that does not apply to the opponent chosen: the
 * level with two players, the person's side unless against the computer.
 * The menu's cursor passes over such rows. */
bool	ui_menu_row_applies(const struct ui *, int row);

#endif
