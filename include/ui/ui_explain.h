/*
 * A move in a player's words: one line that says what a move does, built
 * from the core's hint analysis (hints.h) alone, so that it never says
 * anything the rules do not.  The tip (T), the review of a game and the
 * lessons all say why a move is good or bad with it.
 *
 * The line leaves the move itself out ("takes e5 and leaves nothing
 * exposed"); the caller puts "b1c2" or "Tip: b1c2" before it.  Its parts, in
 * this order, each only when it applies:
 *   - what it takes now: "takes e5 and f6";
 *   - when it takes nothing: what the moved stone will shade once the sun
 *     turns ("gets d4 uphill of e5 before the sun reaches NE"), or that it
 *     steps off the ring the coming dusk darkens ("brings c2 in from dusk");
 *   - what it loses for certain: "loses c3 at once" (the instant rule),
 *     "loses c2 to dusk", "leaves c3 in Teal's shade";
 *   - what the enemy's best single reply could take besides: "lets Teal
 *     take d4 with f7e6";
 *   - when it ends the game: "wins the game", "loses the game" or "ends
 *     the game in a draw"; else, when it loses and risks nothing: "leaves
 *     nothing exposed".
 */
#ifndef GNOMON_UI_EXPLAIN_H
#define GNOMON_UI_EXPLAIN_H

#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/hints.h"

enum {
	/* Room for the longest line: every part at its longest, five stones
	 * named in each. */
	UI_EXPLAIN_MAX = 256
};

/* What the legal `move` does on `board`, into `text` (`size` bytes, always
 * terminated; cut short if it does not fit). */
void	ui_explain_move(const struct board *, uint16_t move, char *text,
	    size_t size);

/* The same from the move's hint, already worked out by hints_move() or
 * hints_analyse() on `board`. */
void	ui_explain_hint(const struct board *, const struct move_hint *hint,
	    char *text, size_t size);

/* Cells as a player reads them: "e5", "e5 and f6", "c3, d4 and e5". */
void	ui_explain_cells(bitboard cells, char *text, size_t size);

#endif
