/*
 * The save policy of a game played through the interface: when it is
 * written, when it is filed, and what is said when that fails.  The files
 * are save.h's (src/store/); the decisions are taken from the interface's
 * events (ui.h's enum ui_event) and nothing else, so the policy is the same
 * for every front end and is tested without a terminal
 * (tests/test_save_policy.c).
 *
 * THE POLICY, EVENT BY EVENT
 *   opening    before the first screen: the state directory is opened
 *              only if it is the user's (tightened to 0700 if others could
 *              use it; save.h), and its lock is taken (two games never
 *              save over each other).  Without the lock, or without HOME,
 *              the game is played unsaved and said so, but a saved game
 *              found there is shown read-only, as a replay at its last
 *              move, with why it cannot be continued.  With the lock,
 *              temporary files a kill left behind are removed; the saved
 *              game is offered, or resumed at once with --resume; one
 *              that was being filed (see FILING) is filed under the name
 *              it carries, and not offered; a bad one is moved aside,
 *              never deleted, and said so.
 *   MOVED, UNDONE, NEW_GAME
 *              current.gnomon holds the game as it stands (none while it
 *              has no move).
 *   FINISHED   the game is filed under games/ (under the name it was filed
 *              as before, if it ended, was taken back and ended again), and
 *              current.gnomon goes.  A game against the computer is
 *              counted in the player's record (ui_tally.h), once, even
 *              when this game cannot save (the record has its own lock).
 *   REPLACED   the game left unfinished is filed as last written; the new
 *              one has nothing saved yet (if the filing failed,
 *              current.gnomon keeps the old one until the new one has a
 *              move).
 *   RESUMED    nothing: current.gnomon holds the game already.
 *   DECLINED   the saved game offered is filed, not lost.
 *   QUIT       current.gnomon holds the game as it stands, settings and
 *              all; a saved game still offered stays as it was.
 *   ABANDONED  the game is filed, and current.gnomon goes.
 * FILING, whatever the event (FINISHED, REPLACED, DECLINED, ABANDONED), is
 * crash-safe: (1) the name under games/ is chosen and written into
 * current.gnomon with the game, in its Filing tag; (2) the game is filed
 * under that name; (3) current.gnomon goes.  Cut short after (1) or (2),
 * the next start finds the Filing tag and files the game under that name,
 * replacing the copy (2) may have made: it is filed once and never offered
 * again.  The tag is not in the game filed.
 * A failure is said in the interface's message, and in full in `notice`,
 * for the front end to repeat once its screen is gone.  One that leaves
 * the game unkept at the end (no later save of it worked) makes the front
 * end say what is lost and exit non-zero (ui_save_lost).
 */
#ifndef GNOMON_UI_SAVE_H
#define GNOMON_UI_SAVE_H

#include <stdbool.h>

#include "store/save.h"
#include "store/save_lock.h"
#include "ui/ui.h"

/* The tag of a current.gnomon being filed, and the name it is filed as. */
#define UI_SAVE_TAG_FILING "Filing"

enum {
	UI_SAVE_NOTICE_MAX = SAVE_MESSAGE_MAX * 2 + 96,
	/* The notice, then the file's path and what is lost. */
	UI_SAVE_LOST_MAX = UI_SAVE_NOTICE_MAX + SAVE_PATH_MAX + 160
};

struct ui_save {
	bool enabled; /* there is a state directory to save in */
	bool offering; /* the saved game is offered, not yet taken */
	int lock; /* save_lock_at's, held until ui_save_close; or -1 */
	struct save_place place; /* the state directory, checked and open */
	struct save_place games_place; /* its games/, once something is filed */
	struct save_holder holder;	/* pid > 0: another game of this user
					 * holds the lock, and could be ended */
	char directory[SAVE_PATH_MAX - 32]; /* room for a name after it */
	char		current[SAVE_PATH_MAX];
	char		games[SAVE_PATH_MAX];
	char		notice[UI_SAVE_NOTICE_MAX];
	struct record offered; /* filed if the person does not resume it */
	struct record	last;		/* what current.gnomon holds now */
	bool		have_last;
	bool unkept; /* a save failed, none of this game since worked */
	int kept_moves; /* this game's moves in current.gnomon; -1: none */
	/* The saved game is shown read-only, as a replay: another game
	 * holds the lock, or the directory cannot be written. */
	bool		read_only;
};

/*
 * Finds the state directory (save_directory) and the saved game, and takes
 * the game into `ui` (offered, or resumed when `resume`).  0, or -1 when
 * `resume` cannot be done (nothing saved, a bad file, no directory), with
 * what to say in `notice`.
 */
int	ui_save_open(struct ui_save *, struct ui *, bool resume);

/*
 * After ui_save_open found the lock held by another game of the same user
 * (save->holder.pid > 0) and the person agreed: ends that game so that it
 * saves (save_lock_end_holder), then opens the state directory again and
 * resumes the game it saved, if any, in `ui`.  0, or -1 with what to say
 * in `notice`.
 */
int	ui_save_take_over(struct ui_save *, struct ui *);

/* Saves or files what `event`, just returned by the interface, asks for. */
void	ui_save_event(struct ui_save *, struct ui *, enum ui_event);

/*
 * True when the game cannot be found again as it stands: a save or a
 * filing failed and no later one made up for it; `lost` (UI_SAVE_LOST_MAX
 * bytes) then says what failed, what the saved file holds and what is lost.
 */
bool	ui_save_lost(const struct ui_save *, const struct ui *, char *lost);

/* Lets go of the state directory's lock and descriptors. */
void	ui_save_close(struct ui_save *);

#endif
