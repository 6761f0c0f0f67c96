/*
 * The tip (ui_tip.c): T asks the front end for the engine's move, which
 * is set up on the board and said on the line under it.
 */
#ifndef GNOMON_UI_TIP_H
#define GNOMON_UI_TIP_H

#include "ui/ui.h"

/*
 * The tip (ui_tip.c).  ui_tip_wanted(): true when T was pressed for the
 * position now and the front end should search it (a master-level search,
 * in a thread); ui_tip_found() takes the move if the game is still at
 * `generation`: the stone is selected, the cursor put on its destination,
 * and the message says "Tip: b1c2 takes e5 and leaves nothing exposed".
 */
bool	ui_tip_wanted(const struct ui *);
/* How a tip's words begin on the line under the board (a lesson's nudge's
 * too), where the panel points to them. */
#define UI_TIP_LEAD "Tip: "
/* True while the line under the board holds a tip, or one is being
 * thought of: the panel says where to read it. */
bool	ui_tip_on_the_line(const struct ui *);
/* True while the tip's move is set up on the board (its stone selected, the
 * cursor where it goes) and Enter (K for a hold) would play it. */
bool	ui_tip_ready(const struct ui *);
void	ui_tip_found(struct ui *, uint16_t move, unsigned generation);
/* T: the front end is to search the position now (ui_tip_wanted). */
void	ui_tip_ask(struct ui *);
/* A tip already known (a lesson's answer) set up and said as a found one
 * is, not counted among the game's tips. */
void	ui_tip_give(struct ui *, uint16_t move);
/* The tips the game has taken (its record's Tips tag). */
int	ui_tip_count(const struct ui *);
/* The last tip shown (ui_tip_ready: the one set up), or MOVE_NONE. */
uint16_t ui_tip_shown(const struct ui *);
/* A game begins (or is resumed) having taken `count` tips, none asked. */
void	ui_tip_restart(struct ui *, int count);

#endif
