/*
 * Stepping through a record (ui_replay.c, UI_MODE_REPLAY), a review's
 * among them.
 */
#ifndef GNOMON_UI_REPLAY_H
#define GNOMON_UI_REPLAY_H

#include "core/record.h"
#include "ui/ui.h"

/* Shows a record to step through, at its start (ui_replay.c). */
void	ui_replay(struct ui *, const struct record *);
/* Steps the record shown to `plies` moves, clamped to its length: the
 * game is its first moves, undo history and all. */
void	ui_replay_to(struct ui *, int plies);

/*
 * The review (ui_record.c, with the replay it is shown by).
 * ui_replay_review_wanted(): V was pressed at the game's end and the front
 * end is to review the game (ui_record_game, then ui_review_run).
 * ui_replay_review_show() steps through `record` with `review` and its
 * `report` (ui_review_report's text, which must outlive the showing);
 * from the end of a game, leaving it goes back there, else leaving quits.
 */
bool	ui_replay_review_wanted(const struct ui *);
void	ui_replay_review_show(struct ui *, const struct record *,
	    const struct ui_review *, const char *report);
/* Back from a review shown at the game's end to the end of the game. */
void	ui_replay_review_leave(struct ui *);

#endif
