/*
 * The new-game menu's choices in the line mode (plain_menu.c), which has
 * no menu (`gnomon --plain` starts a game at once): commands a player
 * types in the middle of a game, each with the argument after its word.
 */
#ifndef GNOMON_PLAIN_MENU_H
#define GNOMON_PLAIN_MENU_H

#include <stdbool.h>

#include "plain/plain_game.h"

/* `learn`: the lessons over the game (plain_lesson.h), which q on their
 * list gives back. */
enum ui_event plain_menu_learn(struct plain *, const char *argument);
/* `games`: one's finished games, newest first; an empty line or V says
 * the chosen one's review, q goes back to the game. */
enum ui_event plain_menu_games(struct plain *, const char *argument);
/* `stats`: one's record against the computer, a line a level and side. */
enum ui_event plain_menu_stats(struct plain *, const char *argument);

/* A line on a page: an empty line on the games list reviews the chosen
 * game, as V does (the line mode has no replay).  The key to send, and
 * the page's keys, as its prompt says them. */
int	plain_menu_page_enter(const struct ui *);
const char *plain_menu_page_keys(const struct ui *);
/* The review the interface asks for (ui_review_wanted: v at a game's
 * end, or V on a filed game), in words (`gnomon review --plain`); a
 * filed game's, then back to the list it was asked from. */
void	plain_menu_review(struct plain *);

#endif
