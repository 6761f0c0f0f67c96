/*
 * The interface's screens as a stack of modes, as tmux's panes keep theirs
 * (window_pane_set_mode, window_pane_reset_mode): each mode is one small
 * table of functions, defined in the file that owns the screen.  The code
 * that enters a mode names its table; the stack only pushes, pops and hands
 * the top one the keys and clicks, so ui_mode.c never learns which modes
 * exist.
 *
 * A mode's `id` is the enum ui_mode (ui.h) the interface asks about with
 * ui_mode(), or none (UI_MODE_OTHER) for a mode nobody asks about; its
 * `init`, `free`, `key`, `click` and `view` may be NULL (nothing to do, or
 * the board's own screen).  A mode's own state
 * is a struct private to its file, `size` bytes that live in its entry on
 * the stack (struct ui_mode_entry, ui.h) from its init to its free: the
 * mode's functions find it with ui_mode_data().  A mode is entered by the
 * function of its file that sets it up and pushes it (ui_page_open_rules,
 * ui_pie_open, ui_confirm_ask, ...), as tmux's modes are by their own.
 *
 * A file names the tables of the modes below it; it goes to a mode above
 * it by its id (ui_mode_go), through the table of every mode that ui_init
 * (ui.c, the top of the interface) hands the stack.  So no file under
 * src/ui calls back into one that calls it (tests/e2e/circles.sh), and a
 * mode that leaves for the board or the menu need not know who owns them.
 */
#ifndef GNOMON_UI_MODE_H
#define GNOMON_UI_MODE_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/ui.h"
#include "ui/ui_binding.h"

struct ui_mode_ops {
	const char	*name;
	enum ui_mode	id;		/* UI_MODE_OTHER if not named */
	/* Keys are commands here, not letters typed or answers: the
	 * player's own keys (the settings file's) stand for the usual ones
	 * (ui.c). */
	bool		commands;
	/* The board is up with nothing over it: ? shows the key to its
	 * marks, where elsewhere it is the rules, as F1 is (ui.c). */
	bool		marks;
	/* Its view is drawn under the modes over it too, after theirs: a
	 * room's panel (its players, clocks and questions) stays up under
	 * a typed move or the leaving question (ui_remote.c). */
	bool		view_under;
	/* The bytes of the mode's own state (at most UI_MODE_DATA_MAX),
	 * zeroed as it enters the stack; 0 for none. */
	size_t		size;
	/* The mode enters the stack: its state set up. */
	void		(*init)(struct ui *, void *data);
	/* The mode leaves the stack (popped, replaced, or the stack reset):
	 * what it showed is put away, however it was left. */
	void		(*free)(struct ui *, void *data);
	/* A key (the player's own keys mapped to the usual ones) and its
	 * binding, or NULL if the key is bound to nothing. */
	enum ui_event	(*key)(struct ui *, int key, const struct ui_binding *);
	/* A click on a cell (UI_NO_CELL off the board). */
	enum ui_event	(*click)(struct ui *, int cell, bool right);
	/* The mode's own part of the screen model (ui_view.h), over the
	 * board's: its screen, its prompt and its keys line.  NULL: the
	 * board's, as ui_view_build made them. */
	void		(*view)(const struct ui *, struct ui_view *);
};

/* Every mode taken off the stack, each freed, top first: the stack is
 * empty until the next ui_mode_reset. */
void	ui_mode_free_all(struct ui *);
/* The one mode on the stack: everything over it goes. */
void	ui_mode_reset(struct ui *, const struct ui_mode_ops *);
/* The mode over the one on top, which it returns to when popped; -1, the
 * stack unchanged and UI_MODE_FULL on the message line, when
 * UI_MODE_DEPTH modes are up already. */
#define UI_MODE_FULL "Too many screens open: close one first"
int	ui_mode_push(struct ui *, const struct ui_mode_ops *);
/* Whether `count` more modes fit over the top one, for a screen that
 * takes more than one place (a replay and the mode over it): 0, or -1
 * with UI_MODE_FULL on the message line, as a refused push says. */
int	ui_mode_room_for(struct ui *, int count);
/* Back to the mode under the top one (the bottom one stays). */
void	ui_mode_pop(struct ui *);
/* The top mode replaced by another, the ones under it kept. */
void	ui_mode_set(struct ui *, const struct ui_mode_ops *);
/* The front end is to leave: UI_MODE_QUIT on top; returns `event`. */
enum ui_event ui_mode_leave(struct ui *, enum ui_event event);

/* The key to the board's marks (? where the top mode's ops say `marks`)
 * shown over the top mode, or put away wherever it is on the stack. */
void	ui_mode_show_marks(struct ui *, bool shown);
bool	ui_mode_marks_shown(const struct ui *);
/* The top mode's view, then those of the modes under it that draw under
 * the others (view_under), from the top down, each view function once
 * (ui_view_build calls it). */
void	ui_mode_view(const struct ui *, struct ui_view *);

/* The mode whose id is `id`, from the table ui_init handed the stack. */
const struct ui_mode_ops *ui_mode_by_id(const struct ui *, enum ui_mode id);
/* ui_mode_set and ui_mode_reset to the mode whose id is `id`. */
void	ui_mode_go(struct ui *, enum ui_mode id);
void	ui_mode_go_only(struct ui *, enum ui_mode id);

const struct ui_mode_ops *ui_mode_top(const struct ui *);
/* The state of the topmost entry of `mode` on the stack, or NULL when it
 * is not on it.  (It takes a const ui, as strchr takes a const string:
 * the mode's own functions write through it, its views only read.) */
void	*ui_mode_data(const struct ui *, const struct ui_mode_ops *mode);
/* The top mode's id, and the id of the one it returns to (its own when it
 * is the only one). */
enum ui_mode ui_mode(const struct ui *);
enum ui_mode ui_mode_under(const struct ui *);

/* The modes, each defined in the file that owns its screen. */
extern const struct ui_mode_ops ui_mode_quit;		/* ui_mode.c */
extern const struct ui_mode_ops ui_mode_menu;		/* ui_menu.c */
extern const struct ui_mode_ops ui_mode_play;		/* ui_play.c */
extern const struct ui_mode_ops ui_mode_replay;		/* ui_replay.c */
extern const struct ui_mode_ops ui_mode_pie;		/* ui_pie.c */
extern const struct ui_mode_ops ui_mode_rules;		/* ui_page.c */
extern const struct ui_mode_ops ui_mode_typing;		/* ui_typing.c */
extern const struct ui_mode_ops ui_mode_confirm_quit;	/* ui_confirm.c */
extern const struct ui_mode_ops ui_mode_confirm_hold;
extern const struct ui_mode_ops ui_mode_confirm_new;
extern const struct ui_mode_ops ui_mode_resume;
extern const struct ui_mode_ops ui_mode_lessons;	/* ui_lesson.c */
extern const struct ui_mode_ops ui_mode_say;		/* ui_remote.c */
extern const struct ui_mode_ops ui_mode_confirm_resign;

#endif
