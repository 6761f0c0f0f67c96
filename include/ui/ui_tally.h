/*
 * The player's record against the computer (stats.h) as the interface
 * keeps it: which game counts, marking it counted so that it never counts
 * twice, and where the player stands at its level for the game-over screen
 * (ui_view.h's panel.record).  The save policy (ui_save.c) counts the game
 * on UI_EVENT_FINISHED, in the state directory it holds open.
 *
 * WHICH GAME COUNTS
 * One that a person played against the computer from the game's start,
 * when it ends, under whatever rules: the designer's and the others (another
 * sun, the pie rule, a variant) are counted apart (stats.h, BY RULES).  Not
 * a study position (no game at all), a hot-seat game, a watched one, a
 * replay, a room's or a lesson's.  It counts once: its end marks it
 * counted (ui.tally.counted, kept in its records as the tag Counted), and
 * the mark stays when the end is taken back and the game played on, saved
 * and resumed; only a new game clears it.  So the first end of a game is the
 * one its record keeps.
 *
 * The mark is set before the game is filed and the record written after,
 * so a crash between the two loses that game's count rather than counting
 * it twice.
 */
#ifndef GNOMON_UI_TALLY_H
#define GNOMON_UI_TALLY_H

#include <stdbool.h>

#include "store/save.h"
#include "store/stats.h"

struct ui;

/* The one value of the tag of a game whose end is counted (ui.h's
 * UI_TAG_COUNTED). */
#define UI_TALLY_COUNTED "yes"

/* True when the game on the screen has just ended and counts (see above). */
bool	ui_tally_counts(const struct ui *);

/* The rules the game on the screen is counted under. */
enum stats_rules ui_tally_rules(const struct ui *);

/* For a person's game against the computer that ended and is not counted
 * only for its start, why, as the game-over screen says it ("not the
 * game's start"); NULL for any other game. */
const char *ui_tally_left_out(const struct ui *);

/* A new game, a replay or a study position: nothing counted, nothing known. */
void	ui_tally_clear(struct ui *);

/*
 * Counts the game that ended in the record of the state directory `place`
 * (ui_tally_counts must have said so, and the mark be set), and keeps where
 * the player now stands at its level.  0, with what else was done in
 * `update` (a bad record kept aside); -1 with a message.
 */
int	ui_tally_count(struct ui *, const struct save_place *,
	    struct state_update *, char *message);

/* A game counted before (taken back, kept and resumed) that ends again:
 * where the player stands, read from the record of `place`, if it can be. */
void	ui_tally_recall(struct ui *, const struct save_place *);

#endif
