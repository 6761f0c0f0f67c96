/*
 * The curses front end's own declarations, shared by src/tui/ only: the
 * computer's thread (tui_computer.c) and saving (tui_save.c); the drawing's
 * are in tui_draw.h.  tui.c owns the main loop.
 */
#ifndef GNOMON_TUI_H
#define GNOMON_TUI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include <curses.h>
#include <pthread.h>

#include "save.h"
#include "tui_draw.h"
#include "ui.h"

struct search;

/*
 * The computer's thread.  tui_computer_start copies the board; while it
 * thinks the screen stays live.  tui_computer_poll returns true once, when
 * the move is ready; tui_computer_cancel raises the stop flag and joins.
 */
struct tui_computer {
	pthread_t	thread;
	bool		running;
	atomic_bool	stop;
	atomic_bool	done;
	struct board	board;
	int		level;
	uint64_t	seed;
	unsigned	generation;	/* the ui's generation when it started */
	uint16_t	move;
	struct search	*search;	/* the AI's state, kept between moves */
};

int	tui_computer_init(struct tui_computer *);
void	tui_computer_free(struct tui_computer *);
int	tui_computer_start(struct tui_computer *, const struct board *,
	    int level, uint64_t seed, unsigned generation);
bool	tui_computer_poll(struct tui_computer *);
void	tui_computer_cancel(struct tui_computer *);

/* Shows a record to step through (tui_replay.c's `gnomon replay`); the
 * exit status. */
int	tui_show_record(const struct record *, bool ascii);

/*
 * Saving (tui_save.c).  tui_save_open looks for the saved game before the
 * screen starts: it is offered (or resumed at once with --resume), or put
 * aside if bad; -1 when --resume finds nothing (said on stderr).
 * tui_save_tick saves after every change to the game; tui_save_close saves
 * on the way out (or files an abandoned game); the notice is what to
 * repeat on stderr once the screen is gone.
 */
struct tui_save {
	bool		enabled;	/* there is a state directory to save in */
	bool		offering;	/* the saved game is offered, not yet taken */
	int		lock;		/* save_lock's, held to the end; or -1 */
	unsigned	generation;	/* the ui's generation last saved */
	char		directory[SAVE_PATH_MAX - 32];	/* room for a name after it */
	char		current[SAVE_PATH_MAX];
	char		games[SAVE_PATH_MAX];
	char		notice[SAVE_MESSAGE_MAX * 2 + 64];
	struct record	offered;	/* filed if the person does not resume it */
	struct record	last;		/* what current.gnomon holds now */
	bool		have_last;
};

int	tui_save_open(struct tui_save *, struct ui *, bool resume);
void	tui_save_tick(struct tui_save *, struct ui *);
void	tui_save_close(struct tui_save *, struct ui *);

#endif
