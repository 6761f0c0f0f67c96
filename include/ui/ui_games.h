/*
 * The screen of one's own finished games (ui_games.c): those filed in
 * games/ of the state directory, newest first, a page at a time, each
 * with its date, who played which side, how it ended and its number of
 * moves.  Enter replays the chosen game over the list, and q or Esc comes
 * back to it.  A screen of its own, known by no mode id: it shows itself
 * as a list (UI_SCREEN_LIST), which every front end draws.
 */
#ifndef GNOMON_UI_GAMES_H
#define GNOMON_UI_GAMES_H

#include "core/record.h"
#include "ui/ui.h"

/* The list over the screen on top, from the newest game. */
void	ui_games_open(struct ui *);
/* The list alone, leaving it quits (the lobby's, which has no menu). */
void	ui_games_open_only(struct ui *);
/* `record` replayed over the list on top (ui_games' own, or another's:
 * the lobby's archive), the game in play put aside under it; q or Esc
 * comes back to the list as it was. */
void	ui_games_replay_over(struct ui *, const struct record *);
/* True while the list is on top (not a replay or review over it). */
bool	ui_games_listing(const struct ui *);

#endif
