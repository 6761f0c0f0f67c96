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

/*
 * The menu's words and values that a new room's terms share with it (the
 * lobby's, ui_lobby.h), so that both say the same: "You play: Teal",
 * "Pie rule: on", "Sun SE is fairest: Amber 51%".  The Sun row applies
 * only where games measured the balance, and not under the pie rule (the
 * players choose the sun then); turning it goes to the fair sun, or back
 * from it to `*designer`, the sun it stood in for (kept there).
 */
void	ui_menu_side_words(enum play_side, char *text, size_t size);
enum play_side ui_menu_next_side(enum play_side, int delta);
void	ui_menu_pie_words(bool pie, char *text, size_t size);
void	ui_menu_sun_words(const struct rules *, char *text, size_t size);
bool	ui_menu_sun_applies(const struct rules *);
void	ui_menu_turn_sun(struct rules *, int *designer);

/* False for a menu row that does not apply to the opponent chosen: the
 * level with two players, the person's side unless against the computer.
 * The menu's cursor passes over such rows. */
bool	ui_menu_row_applies(const struct ui *, int row);

#endif
