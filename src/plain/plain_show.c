/*
 * plain_show.c prints the line mode's position (plain_game.h): the round,
 * the sun, the board as letters, the stones, the threats and the hints,
 * in ASCII lines a screen reader reads once, in order.
 */
#include "plain/plain_game.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/bitboard.h"
#include "core/notation.h"
#include "plain/plain_page.h"
#include "ui/ui_cursor.h"
#include "ui/ui_lesson.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"
#include "ui/ui_view.h"

enum {
	PLAIN_CELLS_MAX = 160,	/* a list of cells, "b1 c1 ..." */
	PLAIN_TEXT_MAX = 2048	/* a text given to plain_line, as ASCII */
};

const char *const plain_colour_names[COLOUR_COUNT] = { "Amber", "Teal" };
/* A cell as a letter: the stones as the record's notation has them, in
 * capitals; a lowercase letter an empty cell in that side's shade. */
static const char plain_stone_letters[COLOUR_COUNT] = { 'A', 'T' };

/* The sun's points as a screen reader says them well: "NE" is read
 * "nee", "northeast" is not. */
static const char *const plain_sun_words[COMPASS_POINTS] = {
	"north", "northeast", "east", "southeast", "south", "southwest",
	"west", "northwest"
};

const char *
plain_sun_word(int point)
{
	if (point < 0 || point >= COMPASS_POINTS)
		return "no sun";
	return plain_sun_words[point];
}

/* Prints `text` (ASCII, `length` characters, no line end) in lines of at
 * most PLAIN_COLUMNS, broken where a space is; a word longer than a line
 * is cut. */
static void
plain_wrapped(FILE *out, const char *text, size_t length)
{
	do {
		size_t end = length, next;

		if (length > PLAIN_COLUMNS) {
			end = PLAIN_COLUMNS;
			while (end > 0 && text[end] != ' ')
				end--;
			if (end == 0)
				end = PLAIN_COLUMNS;	/* one long word */
		}
		next = end;
		while (end > 0 && text[end - 1] == ' ')
			end--;
		fprintf(out, "%.*s\n", (int)end, text);
		while (next < length && text[next] == ' ')
			next++;
		text += next;
		length -= next;
	} while (length > 0);
}

void
plain_line(FILE *out, const char *text)
{
	char ascii[PLAIN_TEXT_MAX];
	const char *line = ascii;

	ui_text_ascii(text, ascii, sizeof ascii);
	/* Each line of the text wrapped on its own. */
	for (;;) {
		size_t length = strcspn(line, "\n");

		plain_wrapped(out, line, length);
		if (line[length] == '\0')
			break;
		line += length + 1;
	}
}

/* "b1 c1 d1", or "nothing". */
void
plain_cells(bitboard cells, char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	if (cells == 0)
		snprintf(text, size, "nothing");
	while (cells != 0 && used + 4 < size) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&cells), name);
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    used > 0 ? " " : "", name);
	}
}

static char
plain_cell_letter(const struct ui_cell *cell)
{
	if (cell->stone != UI_NO_STONE)
		return plain_stone_letters[cell->stone];
	if (cell->dark)
		return '#';
	switch (cell->shade) {
	case UI_SHADE_AMBER:
		return 'a';
	case UI_SHADE_TEAL:
		return 't';
	case UI_SHADE_AMBER | UI_SHADE_TEAL:
		return '+';
	default:
		return '.';
	}
}

static void
plain_board(FILE *out, const struct ui_view *view)
{
	fprintf(out, "   a b c d e f g\n");
	for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
		fprintf(out, "%d ", rank + 1);
		for (int file = 0; file < BOARD_SIZE; file++)
			fprintf(out, " %c",
			    plain_cell_letter(&view->cells[rank][file]));
		fprintf(out, "  %d\n", rank + 1);
	}
	fprintf(out, "   a b c d e f g\n");
}

/* What each side's shade holds of the other's stones: eclipsed when that
 * side's turn ends, if nothing moves. */
void
plain_threats(FILE *out, const struct hints *hints, bool tomorrow)
{
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		char cells[PLAIN_CELLS_MAX];
		bitboard held = tomorrow ? hints->shaded_tomorrow[!colour] :
		    hints->in_enemy_shade[!colour];

		plain_cells(held, cells, sizeof cells);
		fprintf(out, "%s threatens%s: %s%s%s\n",
		    plain_colour_names[colour],
		    tomorrow ? " once the sun turns" : "",
		    held != 0 ? plain_colour_names[!colour] : "",
		    held != 0 ? " " : "", cells);
	}
}

/* With hints on: the side to move's moves, by what they do. */
void
plain_hints(FILE *out, const struct hints *hints)
{
	static const char *const class_names[] = {
		[MOVE_CLASS_QUIET] = "take nothing",
		[MOVE_CLASS_GOLD] = "take and expose nothing",
		[MOVE_CLASS_ORANGE] = "take but expose",
		[MOVE_CLASS_RED] = "expose for nothing"
	};

	for (int class = MOVE_CLASS_GOLD; class <= MOVE_CLASS_RED; class++) {
		bool any = false;

		for (int i = 0; i < hints->move_count; i++) {
			char move[NOTATION_MOVE_MAX];

			if ((int)hints->moves[i].class != class)
				continue;
			if (!any)
				fprintf(out,
				    "Moves that %s:", class_names[class]);
			notation_move(hints->moves[i].move, move);
			fprintf(out, " %s", move);
			any = true;
		}
		if (any)
			fprintf(out, "\n");
	}
}

/* The position, as the full screen shows it, in lines. */
void
plain_report(struct plain *plain)
{
	struct ui_view view;
	struct ui_panel *panel = &view.panel;
	FILE *out = plain->out;

	ui_view_build(&plain->ui, &view);
	fprintf(out, "\n");
	if (plain_page_wanted(&view)) {
		/* A screen known here by no name: its list. */
		plain_page(out, &view);
		fflush(out);
		return;
	}
	plain_line(out, panel->round);
	fprintf(out, "Sun %s, next %s. ", plain_sun_word(view.sun),
	    plain_sun_word(view.next_sun));
	if (view.moon != MOON_NONE)
		fprintf(out, "Moon %s, next %s. ", plain_sun_word(view.moon),
		    plain_sun_word(view.next_moon));
	plain_line(out, panel->dusk);
	plain_board(out, &view);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		const struct board *board = &plain->ui.game.board;
		char tall[PLAIN_CELLS_MAX];

		fprintf(out, "%s: %d stones", plain_colour_names[colour],
		    bb_count(board->stones[colour]));
		/* mixed=1: where the tall stone stands, while it does */
		plain_cells(board->tall[colour], tall, sizeof tall);
		if (board->tall[colour] != 0)
			fprintf(out, ", tall %s", tall);
		fprintf(out, "\n");
	}
	plain_threats(out, &plain->ui.hints, false);
	plain_line(out, panel->last);
	/* Not in a lesson that keeps its dots plain: they would give its
	 * answer away (lesson.h). */
	if (ui_cursor_hints(&plain->ui) && !view.over && !view.thinking &&
	    !ui_lesson_plain_dots(&plain->ui))
		plain_hints(out, &plain->ui.hints);
	plain_line(out, panel->turn);
	/* At the end against the computer: the tips taken, when any were. */
	if (view.over && ui_tip_count(&plain->ui) > 0 &&
	    panel->hints[0] != '\0')
		plain_line(out, panel->hints);
	/* At the end of a game counted in the player's record. */
	if (panel->record[0] != '\0')
		plain_line(out, panel->record);
	fflush(out);
}


/* The interface's message, if it has one: why a move was refused. */
void
plain_message(struct plain *plain)
{
	if (plain->ui.message[0] != '\0')
		plain_line(plain->out, plain->ui.message);
}

