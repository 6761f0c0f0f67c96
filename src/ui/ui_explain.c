/*
 * ui_explain.c owns a move's reason in a player's words (ui_explain.h).
 * Every fact in the line comes from hints_move() or from board.c's shadow
 * geometry on the position after the move; nothing here decides a rule.
 */
#include "ui/ui_explain.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "core/notation.h"

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* The line being built: its parts, to be joined with ", " and " and ". */
enum { EXPLAIN_PARTS = 6 };

struct explain {
	int	count;
	char	parts[EXPLAIN_PARTS][UI_EXPLAIN_MAX];
};

static void explain_add(struct explain *, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void
explain_add(struct explain *explain, const char *format, ...)
{
	va_list args;

	if (explain->count == EXPLAIN_PARTS)
		return;
	va_start(args, format);
	vsnprintf(explain->parts[explain->count++], UI_EXPLAIN_MAX, format,
	    args);
	va_end(args);
}

/* "e5", "e5 and f6", "c3, d4 and e5" (ui_explain.h). */
void
ui_explain_cells(bitboard cells, char *text, size_t size)
{
	size_t used = 0;
	int left = bb_count(cells);

	text[0] = '\0';
	while (cells != 0 && used < size) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&cells), name);
		left--;
		used += (size_t)snprintf(text + used, size - used, "%s%s", name,
		    left > 1 ? ", " : left == 1 ? " and " : "");
	}
}

/*
 * When the moved stone's shadow, with the sun where it stands on its owner's
 * next turn, falls on enemy stones: those stones.  The sun turns once
 * between now and the end of that turn whoever moves first in each round,
 * since every turn of a player is in a round of its own.
 */
static bitboard
explain_uphill(const struct board *after, int mover, int to, bool sun_turned,
    int *next_sun)
{
	/* The sun's shadow alone, as the sentence says (a tall stone's is
	 * longer). */
	int length = after->rules.shadow_length +
	    ((after->tall[mover] & bb_cell(to)) != 0 ? TALL_EXTRA : 0);

	*next_sun = sun_turned ? after->sun : (after->sun + 1) % COMPASS_POINTS;
	return shadow_mask(bb_cell(to), *next_sun, length, after->lit) &
	    after->stones[!mover];
}

void
ui_explain_hint(const struct board *board, const struct move_hint *hint,
    char *text, size_t size)
{
	struct explain explain = { 0 };
	struct board after = *board;
	struct undo undo;
	char cells[UI_EXPLAIN_MAX];
	int mover = board->side, enemy = !mover;
	bitboard certain = hint->lost | hint->dusk | hint->doomed;
	bitboard risked = hint->exposed & ~certain;
	size_t used = 0;

	if (size == 0)
		return;
	text[0] = '\0';
	if (hint->move == MOVE_PASS) {
		snprintf(text, size, "is forced: no stone can move");
		return;
	}
	board_make(&after, hint->move, &undo);
	if (hint->spent != 0) {
		/* hold=1: what the hold costs and what it keeps. */
		ui_explain_cells(hint->spent, cells, sizeof cells);
		explain_add(&explain, "gives up %s to hold the sun at %s",
		    cells, compass_name(board->sun));
	}
	if (hint->takes != 0) {
		ui_explain_cells(hint->takes, cells, sizeof cells);
		explain_add(&explain, "takes %s", cells);
	} else if (hint->spent == 0) {
		int to = move_to(hint->move), from = move_from(hint->move);
		int next_sun;
		bitboard targets = explain_uphill(&after, mover, to,
		    undo.sun_turned, &next_sun);
		char name[NOTATION_CELL_MAX];

		notation_cell(to, name);
		if (targets != 0 && !board_is_over(&after)) {
			ui_explain_cells(targets, cells, sizeof cells);
			explain_add(&explain,
			    "gets %s uphill of %s before the sun reaches %s",
			    name, cells, compass_name(next_sun));
		} else if (board_rounds_to_dusk(board) >= 0 &&
		    board_rounds_to_dusk(board) <= 1 &&
		    (board_dusk_ring(board) & bb_cell(from)) != 0 &&
		    (board_dusk_ring(board) & bb_cell(to)) == 0)
			explain_add(&explain, "brings %s in from dusk", name);
	}
	if (hint->lost != 0) {
		ui_explain_cells(hint->lost, cells, sizeof cells);
		explain_add(&explain, "loses %s at once", cells);
	}
	if (hint->dusk != 0) {
		ui_explain_cells(hint->dusk, cells, sizeof cells);
		explain_add(&explain, "loses %s to dusk", cells);
	}
	if ((hint->doomed & ~hint->dusk & ~hint->lost) != 0) {
		ui_explain_cells(hint->doomed & ~hint->dusk & ~hint->lost,
		    cells, sizeof cells);
		explain_add(&explain, "leaves %s in %s's shade", cells,
		    colour_names[enemy]);
	}
	if (risked != 0) {
		char reply[NOTATION_MOVE_MAX];

		ui_explain_cells(risked, cells, sizeof cells);
		notation_move(hint->reply, reply);
		explain_add(&explain, "lets %s take %s with %s",
		    colour_names[enemy], cells, reply);
	}
	if (board_is_over(&after)) {
		enum result result = board_result(&after);

		/* What it took or lost decided the game: say how. */
		if (result == RESULT_DRAW)
			explain_add(&explain, "ends the game in a draw");
		else
			explain_add(&explain, "%s the game",
			    (result == RESULT_AMBER) ==
				    (mover == COLOUR_AMBER) ?
				"wins" :
				"loses");
	} else if (certain == 0 && risked == 0)
		/* What the hint measures: a newcomer read "leaves nothing
		 * exposed" as safe for good, and lost a stone a turn later. */
		explain_add(&explain, "leaves nothing exposed to %s's reply",
		    colour_names[enemy]);
	for (int i = 0; i < explain.count && used < size; i++)
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    i == 0 ? "" : i + 1 == explain.count ? " and " : ", ",
		    explain.parts[i]);
}

void
ui_explain_move(const struct board *board, uint16_t move, char *text,
    size_t size)
{
	struct move_hint hint;

	hints_move(board, move, &hint);
	ui_explain_hint(board, &hint, text, size);
}
