/*
 * The new-game menu's memory: the menu opens on the choices the player
 * last started a game with (who plays, the level, the side, the pie rule,
 * the fair sun), kept in the state directory's `menu` (menu_choices.h, the
 * file).  Read when the state directory is opened (ui_save_open), and kept
 * after a game begun from the menu (ui_save_event), by the game holding
 * the directory's lock.
 *
 * WHAT WINS
 * The command line: a game it chose (--level, --side, --hotseat,
 * --autoplay) starts without the menu and keeps its own choices, and a
 * sun or pie rule it set stays.  The remembered choices come over the
 * defaults and the settings file's level and side (those are the
 * defaults; the menu's last choice is the player's latest word).
 *
 * A BAD FILE changes nothing: the menu opens on its defaults and says the
 * file could not be read; the file is kept aside, never written over, when
 * the next game's choices are kept.
 */
#ifndef GNOMON_UI_CHOICES_H
#define GNOMON_UI_CHOICES_H

#include <stddef.h>

#include "store/menu_choices.h"
#include "store/save.h"
#include "ui/play.h"

struct ui;

/* The menu's choices as they stand. */
void	ui_choices_of(const struct ui *, struct menu_choices *);

/* `choices` over `options`, where the command line left them (see WHAT
 * WINS); a pie rule the rules refuse with the others is left out. */
void	ui_choices_apply(const struct menu_choices *, struct play_options *);

/*
 * Reads the choices kept in `place` into the interface's options and, with
 * its menu up before any game, into the menu.  A file that cannot be read
 * or is bad is said on the menu's line, and in full in `notice` (`size`
 * bytes) for the front end to repeat once its screen is gone.  With none
 * kept (a newcomer's first game) the menu opens on the fair sun, where
 * the command line set no sun, pie rule or variant, and says why
 * (ui.menu.newcomer).
 */
void	ui_choices_recall(struct ui *, const struct save_place *, char *notice,
	    size_t size);

/* Keeps the menu's choices in `place`; a failure, or a bad file kept
 * aside, is said on the screen and in `notice`. */
void	ui_choices_keep(struct ui *, const struct save_place *, char *notice,
	    size_t size);

#endif
