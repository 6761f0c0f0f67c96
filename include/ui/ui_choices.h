/*
 * The new-game menu's choices, a service below the menu's screen
 * (ui_menu.c) that outlives it: the choices the next game starts from (who
 * plays, the level, the person's side, the sun the fair one stands in
 * for), whether the game on the board began from the menu, and the
 * friend's room the menu chose, which the front end opens or joins once
 * the interface has left.  Every file reads and changes them through the
 * functions here, never through struct ui's `choices`.
 *
 * THE MENU'S MEMORY
 * The menu opens on the choices the player last started a game with (who
 * plays, the level, the side, the pie rule, the fair sun), kept in the
 * state directory's `menu` (menu_choices.h, the file).  Read when the
 * state directory is opened (ui_save_open), and kept after a game begun
 * from the menu (ui_save_event), by the game holding the directory's lock.
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
#include "ui/ui.h"

/* Who plays the next game, at what level (clamped to LEVEL_MIN..MAX), and
 * the person's side against the computer. */
enum ui_opponent ui_choices_opponent(const struct ui *);
int	ui_choices_level(const struct ui *);
enum play_side ui_choices_side(const struct ui *);
void	ui_choices_set_opponent(struct ui *, enum ui_opponent);
void	ui_choices_set_level(struct ui *, int level);
void	ui_choices_set_side(struct ui *, enum play_side);
/* The sun the menu's fair one stands in for, to go back to. */
int	ui_choices_sun(const struct ui *);
void	ui_choices_set_sun(struct ui *, int sun);

/* True while the menu opened on a newcomer's first game (no choices kept:
 * ui_choices_recall) says why: until a game begins (ui_choices_begun). */
bool	ui_choices_newcomer(const struct ui *);
void	ui_choices_begun(struct ui *);
/* The game about to begin was chosen on the menu: its choices are to be
 * kept for the next time.  True, once, after that. */
void	ui_choices_chosen(struct ui *);
bool	ui_choices_take_chosen(struct ui *);

/* The row the menu's cursor is on when it next opens (enum ui_menu_row):
 * where a screen sends the person, Start the game after R, the lessons'
 * row back from them.  While the menu is up its row is its own. */
int	ui_choices_menu_row(const struct ui *);
void	ui_choices_set_menu_row(struct ui *, int row);

/* The friend's room the menu chose, for the front end once the interface
 * has left (UI_EVENT_QUIT): UI_FRIEND_NONE when none, and for Join a
 * friend the line typed (else ""). */
enum ui_friend ui_choices_friend(const struct ui *);
const char *ui_choices_friend_line(const struct ui *);
/* The friend's room asked for (`line` Join's, NULL for none), or none. */
void	ui_choices_set_friend(struct ui *, enum ui_friend, const char *line);

/* Play a friend's answers (ui_friend.h): where the friend is, and what
 * to do with an unfinished game of the room's name. */
enum ui_friend_place ui_choices_friend_place(const struct ui *);
enum ui_friend_resume ui_choices_friend_resume(const struct ui *);
void	ui_choices_set_friend_host(struct ui *, enum ui_friend_place,
	    enum ui_friend_resume);
/* Where the friend is, as the next Play a friend offers it first. */
void	ui_choices_set_friend_place(struct ui *, enum ui_friend_place);
/* The clock a friend's game is played with: minutes each, seconds added
 * after every move; 0 minutes for none. */
void	ui_choices_clock(const struct ui *, int *minutes, int *seconds);
void	ui_choices_set_clock(struct ui *, int minutes, int seconds);

/* The menu's choices as they stand. */
void	ui_choices_of(const struct ui *, struct menu_choices *);

/* `choices` over `options`, where the command line left them (see WHAT
 * WINS); a pie rule the rules refuse with the others is left out. */
void	ui_choices_apply(const struct menu_choices *, struct play_options *);

/*
 * Reads the choices kept in `place` into the interface's options.  A file
 * that cannot be read or is bad is said on the menu's line, and in full in
 * `notice` (`size` bytes) for the front end to repeat once its screen is
 * gone.  With none kept (a newcomer's first game) the menu opens on the
 * fair sun, where the command line set no sun, pie rule or variant, and
 * says why (ui_choices_newcomer).  True when the options changed: the
 * menu, if it is up before any game, is to be set from them again
 * (ui_menu_reset).
 */
bool	ui_choices_recall(struct ui *, const struct save_place *, char *notice,
	    size_t size);

/* Keeps the menu's choices in `place`; a failure, or a bad file kept
 * aside, is said on the screen and in `notice`. */
void	ui_choices_keep(struct ui *, const struct save_place *, char *notice,
	    size_t size);

#endif
