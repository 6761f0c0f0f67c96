/*
 * The questions asked over the board before something that cannot be
 * taken back (ui_confirm.c): leaving the game (UI_MODE_CONFIRM_QUIT: y
 * keeps it for later, a abandons it), holding the sun with a stone
 * (UI_MODE_CONFIRM_HOLD) and leaving a game going for a new one
 * (UI_MODE_CONFIRM_NEW), and whether to play on a saved game
 * (UI_MODE_RESUME).  Any other answer goes back to the screen under the
 * question.
 */
#ifndef GNOMON_UI_CONFIRM_H
#define GNOMON_UI_CONFIRM_H

#include "ui/ui.h"

/* The quit question over the screen on top. */
void	ui_confirm_quit(struct ui *);
/* `question` (ui_mode_confirm_hold or ui_mode_confirm_new) over the
 * screen on top; y calls `yes` once the question is gone, which says what
 * it did to the game.  The asker names what y does, so that this file
 * calls none of its callers. */
void	ui_confirm_ask(struct ui *, const struct ui_mode_ops *question,
	    enum ui_event (*yes)(struct ui *));
/* The hold's question (UI_MODE_CONFIRM_HOLD) about `move`, a hold, over
 * the screen on top: y hands `move` to `play` once the question is gone. */
void	ui_confirm_hold(struct ui *, uint16_t move,
	    enum ui_event (*play)(struct ui *, uint16_t move));

/* A saved game on the board (UI_MODE_RESUME, in place of the screen on
 * top): y or Enter calls `yes` (play it on), n calls `no` (begin afresh),
 * q leaves with the game still saved. */
void	ui_confirm_resume(struct ui *, enum ui_event (*yes)(struct ui *),
	    enum ui_event (*no)(struct ui *));

#endif
