/*
 * ui_explain.c owns the plain-words explanation of a move (ui_explain.h):
 * sentences built from a struct move_hint, each loss told once and the
 * surest first, as the hint's detail line tells them in short.
 */
#include "ui_explain.h"

#include <stdarg.h>
#include <stdio.h>

#include "notation.h"

enum { CELLS_TEXT_MAX = STONES_MAX * (NOTATION_CELL_MAX + 4) };

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* "d5 and e7": the cells of a set, in reading order of their numbers. */
static void
ui_explain_cells(uint64_t cells, char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	while (cells != 0 && used + NOTATION_CELL_MAX + 4 < size) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&cells), name);
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    used == 0 ? "" : cells == 0 ? " and " : ", ", name);
	}
}

static void ui_explain_append(char *, size_t, size_t *, const char *, ...)
    __attribute__((format(printf, 4, 5)));

static void
ui_explain_append(char *text, size_t size, size_t *used, const char *format,
    ...)
{
	va_list args;
	int length;

	if (*used >= size)
		return;
	va_start(args, format);
	length = vsnprintf(text + *used, size - *used, format, args);
	va_end(args);
	if (length > 0)
		*used += (size_t)length;
}

void
ui_explain_move(const struct board *board, const struct move_hint *hint,
    bool named, char *text, size_t size)
{
	const char *enemy = colour_names[!board->side];
	char move_text[NOTATION_MOVE_MAX], reply_text[NOTATION_MOVE_MAX];
	char cells[CELLS_TEXT_MAX];
	uint64_t doomed = hint->doomed & ~hint->dusk;
	uint64_t threat = hint->exposed & ~hint->doomed & ~hint->dusk;
	bool losses = (hint->lost | doomed | hint->dusk | threat) != 0;
	const char *joint = hint->takes != 0 ? ", but" : ", and";
	size_t used = 0;

	text[0] = '\0';
	notation_move(hint->move, move_text);
	if (named)
		ui_explain_append(text, size, &used, "%s ", move_text);
	ui_explain_cells(hint->takes, cells, sizeof cells);
	ui_explain_append(text, size, &used, "takes %s",
	    hint->takes != 0 ? cells : "nothing");
	if (!losses) {
		ui_explain_append(text, size, &used, " and leaves nothing exposed.");
		return;
	}
	if (hint->lost != 0) {
		ui_explain_cells(hint->lost, cells, sizeof cells);
		ui_explain_append(text, size, &used, "%s loses %s at once", joint,
		    cells);
		joint = ";";
	}
	if (doomed != 0) {
		ui_explain_cells(doomed, cells, sizeof cells);
		ui_explain_append(text, size, &used, "%s %s %s lost for certain: "
		    "left in %s's shade", joint, cells,
		    bb_count(doomed) > 1 ? "are" : "is", enemy);
		joint = ";";
	}
	if (hint->dusk != 0) {
		ui_explain_cells(hint->dusk, cells, sizeof cells);
		ui_explain_append(text, size, &used, "%s dusk takes %s at the end "
		    "of this round", joint, cells);
		joint = ";";
	}
	if (threat != 0) {
		notation_move(hint->reply, reply_text);
		ui_explain_cells(threat, cells, sizeof cells);
		ui_explain_append(text, size, &used, "%s %s's best reply, %s, "
		    "eclipses %s", joint, enemy, reply_text, cells);
	}
	ui_explain_append(text, size, &used, ".");
}
