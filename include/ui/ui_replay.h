/*
 * Stepping through a record (ui_replay.c, UI_MODE_REPLAY), in the place of
 * the game on the board; a review (ui_review.h) is shown over one.
 */
#ifndef GNOMON_UI_REPLAY_H
#define GNOMON_UI_REPLAY_H

#include "core/record.h"
#include "ui/ui.h"

/* Shows another game's record to step through, at its start, in the place
 * of the game: nothing of the game it replaces counts (ui_tally.h). */
void	ui_replay(struct ui *, const struct record *);
/* The same, the player's record left as it is: the game's own record, its
 * review, keeps what the game counted. */
void	ui_replay_record(struct ui *, const struct record *);
/* Steps the record shown to `plies` moves, clamped to its length: the
 * game is its first moves, undo history and all. */
void	ui_replay_to(struct ui *, int plies);
/* The replay's lines of the panel, where it is and who played, named
 * `title` ("Replay", "Review"): for a mode shown over the replay. */
void	ui_replay_panel(const struct ui *, struct ui_view *,
	    const char *title);
/* The replay's keys line, its last key q saying `leave` ("quit",
 * "back"): for a mode shown over the replay, as for the replay. */
void	ui_replay_keys(const struct ui *, struct ui_view *, const char *leave);

#endif
