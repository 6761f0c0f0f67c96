/*
 * The new-game menu (ui_menu.c, UI_MODE_MENU), as the top of the
 * interface uses it: while Join a friend's line is being typed
 * (menu.joining), every key is the line's, before any of the player's own
 * keys stands for another.
 */
#ifndef GNOMON_UI_MENU_H
#define GNOMON_UI_MENU_H

#include "ui/ui.h"

/* A key typed into Join a friend's line. */
enum ui_event ui_menu_join_key(struct ui *, int key);

#endif
