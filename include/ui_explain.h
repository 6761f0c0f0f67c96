/*
 * A move in plain words, from the core's hint analysis (hints.h): what it
 * takes now, what it loses for certain (a stone left in an enemy shade,
 * or on the ring dusk darkens at the end of this round) and what the
 * enemy's best single reply could take, naming that reply.  For the
 * lessons' verdicts, and for whatever else must say why a move is good or
 * bad (a tip, a review).  Whole sentences, e.g.
 *	d4e3 takes e2 and leaves nothing exposed.
 *	c3c4 takes nothing, and c4 is lost for certain: it stands in Teal's
 *	shade.
 *	e3e4 takes g5, but dusk takes a5 at the end of this round.
 *	d4e4 takes e2, but Teal's best reply, f7e6, eclipses e4.
 * Nothing here decides a rule or prints.
 */
#ifndef GNOMON_UI_EXPLAIN_H
#define GNOMON_UI_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "hints.h"

enum { UI_EXPLAIN_MAX = 240 };	/* room for the longest explanation */

/*
 * Explains `hint`, a move of the side to move on `board`, into `text`
 * (`size` bytes, UI_EXPLAIN_MAX is enough).  With `named` false the move
 * is not named: "takes e2 and leaves nothing exposed." reads after "A
 * better move ".
 */
void	ui_explain_move(const struct board *board, const struct move_hint *hint,
	    bool named, char *text, size_t size);

#endif
