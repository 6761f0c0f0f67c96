/*
 * The board's screen (ui_play.c, UI_MODE_PLAY), as the screens over the
 * board use it: the replay and the pie step take the game's own keys from
 * it (the shadows, hints, rules, a new game, leaving).
 */
#ifndef GNOMON_UI_PLAY_H
#define GNOMON_UI_PLAY_H

#include "ui/ui.h"

/* What the board's screen does with the key `binding` stands for. */
enum ui_event ui_play_key(struct ui *, const struct ui_binding *);
/* The cursor one cell towards compass point `point`, kept on the board. */
void	ui_play_step_cursor(struct ui *, int point);

#endif
