/*
 * The board's screen (ui_play.c, UI_MODE_PLAY), as the screens over the
 * board use it: the replay, the pie step and a room's board (ui_remote.c)
 * take the game's own keys and clicks from it (the shadows, hints, rules,
 * a new game, leaving).
 */
#ifndef GNOMON_UI_PLAY_H
#define GNOMON_UI_PLAY_H

#include "ui/ui.h"
#include "ui/ui_binding.h"

/* What the board's screen does with the key `binding` stands for. */
enum ui_event ui_play_key(struct ui *, const struct ui_binding *);
/* A click on the board: left selects or moves, right deselects. */
enum ui_event ui_play_click(struct ui *, int cell, bool right);
/* The cursor one cell towards compass point `point`, kept on the board. */
void	ui_play_step_cursor(struct ui *, int point);

/* Leaving from whatever screen is up (q in a window too small to show it):
 * at once (UI_EVENT_QUIT), or through the quit question in the middle of a
 * game (UI_EVENT_NONE until it is answered). */
enum ui_event ui_play_quit(struct ui *);

/* Plays a legal move of the side to move, as a person's move:
 * UI_EVENT_MOVED or UI_EVENT_FINISHED, or UI_EVENT_NONE (and why, in the
 * message) if it is not legal. */
enum ui_event ui_play(struct ui *, uint16_t move);

#endif
