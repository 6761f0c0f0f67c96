/*
 * tui_draw.c owns what goes on the screen: the layout, the board with its
 * grid and labels, the sun dial, the side panel, the menu, the rules and the
 * "too small" notice.  It draws the screen model (ui_view.h) in the style
 * chosen at start, and reads nothing else: no game, no state of its own.
 * It never clears the screen for a frame: every cell is redrawn in place
 * and curses sends only what changed.
 */
#include "tui_draw.h"

#include <stdio.h>
#include <string.h>

enum {
	PANEL_GAP = 2,
	MENU_MARGIN = 2, /* the box's line and a space, each side of a row */
	MENU_WIDTH = UI_MENU_COLUMNS + 2 * MENU_MARGIN,
	MENU_FIRST_ROW =
	    3, /* below the box's top, its title and a blank line */
	DETAIL_ROWS_MAX = 2, /* the details line, and the prompt's when free */
	RULES_HEADER_ROWS = 2,
	RULES_FOOTER_ROWS = 1,
	TEXT_MAX = 1024, /* a lesson's words, wrapped in the panel */
	SAID_ROWS_LEFT = 1 /* under a room's messages: the board's view */
};

/* Light lines for the grid, heavy for the cursor, double for the selection. */
static const char *const frames_utf8[TUI_FRAME_STYLES][TUI_FRAME_PIECES] = {
	{ "┌", "┐", "┘", "└", "─", "│", "┬", "┤", "┴", "├", "┼", "│", "│" },
	{ "┏", "┓", "┛", "┗", "━", "┃", "┳", "┫", "┻", "┣", "╋", "┃", "┃" },
	{ "╔", "╗", "╝", "╚", "═", "║", "╦", "╣", "╩", "╠", "╬", "║", "║" }
};
static const char *const frames_ascii[TUI_FRAME_STYLES][TUI_FRAME_PIECES] = {
	/* Not '+' at the corners: that is the quiet dot's alone.  The lines
	 * run on through them. */
	{ "-", "-", "-", "-", "-", "|", "-", "-", "-", "-", "-", "|", "|" },
	/* Not '#', the hatch of both shades: a cursor on such a cell read
	 * as one block. */
	{ "%", "%", "%", "%", "%", "%", "%", "%", "%", "%", "%", "%", "%" },
	/* Not '*': that is the sun's mark alone.  A selected stone is in
	 * brackets under a line of '=', corners too: with the grid's '+' and
	 * '|' its frame was a faint pair of '=' rows. */
	{ "=", "=", "=", "=", "=", "|", "=", "=", "=", "=", "=", "[", "]" }
};

void
tui_draw_glyphs(struct tui_glyphs *glyphs, bool utf8)
{
	glyphs->ascii = !utf8;
	glyphs->frame = utf8 ? frames_utf8 : frames_ascii;
	if (utf8) {
		glyphs->stone[COLOUR_AMBER] = "●";
		glyphs->stone[COLOUR_TEAL] = "◆";
		glyphs->tall[COLOUR_AMBER] = UI_TALL_AMBER_GLYPH;
		glyphs->tall[COLOUR_TEAL] = UI_TALL_TEAL_GLYPH;
		glyphs->sun = UI_SUN_GLYPH;
		glyphs->moon = UI_MOON_GLYPH;
		glyphs->next_sun = "○";
		glyphs->dot = "•";
		glyphs->prey_mark = "×";
		glyphs->tomorrow = "┆";
		glyphs->reach = UI_REACH_GLYPH;
		glyphs->dark = "░";
		glyphs->last_from = "·";
	} else {
		glyphs->stone[COLOUR_AMBER] = "O";
		glyphs->stone[COLOUR_TEAL] = "X";
		glyphs->tall[COLOUR_AMBER] =
		    "@"; /* ui_text_ascii's, for the panel */
		glyphs->tall[COLOUR_TEAL] = "#";
		glyphs->sun = "*";
		glyphs->moon = ")";
		glyphs->next_sun =
		    UI_NEXT_SUN_ASCII; /* not +, the quiet dot's */
		glyphs->dot = "+"; /* not o, like O; the texts show it as (+) */
		glyphs->prey_mark = "x";
		glyphs->tomorrow = ":";
		glyphs->reach = UI_REACH_GLYPH;
		glyphs->dark = ".";
		glyphs->last_from = "_";	/* not a darkened cell's . */
	}
	glyphs->threat_left = "(";
	glyphs->threat_right = ")";
}

/* Copies `text` for the screen: ASCII stand-ins when the locale is not
 * UTF-8. */
static void
screen_text(const struct tui_style *style, const char *text, char *out,
    size_t size)
{
	if (style->glyphs.ascii)
		ui_text_ascii(text, out, size);
	else
		snprintf(out, size, "%s", text);
}

/*
 * Draws `text` at (y, x), cut and padded to `width` columns, counted as the
 * terminal counts them (two for a wide character, none for a combining
 * mark): a wide character that would cross the edge is left out, never
 * drawn over what is beside the box nor onto the next row.
 */
static void
put_text(const struct tui_style *style, int y, int x, int width,
    const char *text, attr_t attr)
{
	char line[TEXT_MAX];
	int columns = 0;
	const char *p = line;

	screen_text(style, text, line, sizeof line);
	while (*p != '\0') {
		size_t length;
		int wide = ui_text_character(p, &length);

		if (columns + wide > width)
			break;
		columns += wide;
		p += length;
	}
	attrset(attr);
	mvaddnstr(y, x, line, (int)(p - line));
	for (; columns < width; columns++)
		addch(' ');
	attrset(A_NORMAL);
}

/*
 * Draws screen text `p` word-wrapped in a box `width` wide, in at most
 * `max_rows` rows; returns the rows used.  With `mark`, a last row that
 * leaves text out ends in the cut's mark.
 */
static int
put_rows(const struct tui_style *style, int y, int x, int width,
    int max_rows, const char *p, bool mark, attr_t attr)
{
	char chunk[TEXT_MAX];
	int rows = 0;

	while (*p != '\0' && rows < max_rows) {
		size_t row_bytes;
		const char *next = ui_text_wrap(p, width, &row_bytes);

		if (mark && rows == max_rows - 1 && *next != '\0')
			ui_text_cut(p, width, style->glyphs.ascii, chunk,
			    sizeof chunk);
		else
			snprintf(chunk, sizeof chunk, "%.*s", (int)row_bytes,
			    p);
		put_text(style, y + rows++, x, width, chunk, attr);
		p = next;
	}
	return rows;
}

/* Draws `text` word-wrapped in a box `width` wide; returns the rows used. */
static int
put_wrapped(const struct tui_style *style, int y, int x, int width,
    int max_rows, const char *text, attr_t attr)
{
	char line[TEXT_MAX];

	screen_text(style, text, line, sizeof line);
	return put_rows(style, y, x, width, max_rows, line, false, attr);
}

/* Draws a room's last messages (newest last) in at most `max_rows` rows:
 * the last that fit whole, or the newest alone, cut where it must be. */
static int
put_said(const struct tui_style *style, int y, int x, int width,
    int max_rows, const char *said, attr_t attr)
{
	char lines[UI_PANEL_SAID_MAX];

	screen_text(style, said, lines, sizeof lines);
	return put_rows(style, y, x, width, max_rows,
	    ui_text_last_lines(lines, width, max_rows), true, attr);
}

int
tui_draw_rules_rows(const struct tui_layout *layout)
{
	return layout->lines - RULES_HEADER_ROWS - RULES_FOOTER_ROWS;
}

void
tui_draw_layout(struct tui_layout *layout, int lines, int columns)
{
	int block_x, block_y;

	layout->lines = lines;
	layout->columns = columns;
	layout->too_small = lines < TUI_MIN_HEIGHT || columns < TUI_MIN_WIDTH;
	block_x = (columns - TUI_MIN_WIDTH) / 2;
	block_y = (lines - TUI_MIN_HEIGHT) / 2;
	if (block_x < 0)
		block_x = 0;
	if (block_y < 0)
		block_y = 0;
	layout->grid_x = block_x + TUI_DIAL_WIDTH;
	layout->grid_y = block_y + 2;
	layout->panel_x = block_x + TUI_BOARD_BLOCK_WIDTH + PANEL_GAP;
	layout->panel_y = block_y;
	layout->panel_width = TUI_PANEL_WIDTH;
	layout->detail_y = block_y + TUI_BOARD_BLOCK_HEIGHT;
	layout->prompt_y = layout->detail_y + 1;
	layout->keys_y = layout->prompt_y + 1;
}

static int
cell_y(const struct tui_layout *layout, int rank)
{
	return layout->grid_y + 1 + (BOARD_SIZE - 1 - rank) * 2;
}

static int
cell_x(const struct tui_layout *layout, int file)
{
	return layout->grid_x + 1 + file * (TUI_CELL_WIDTH + 1);
}

int
tui_draw_cell_at(const struct tui_layout *layout, int y, int x)
{
	int row = y - layout->grid_y - 1, column = x - layout->grid_x - 1;
	int rank, file;

	if (layout->too_small || row < 0 || column < 0 || row % 2 != 0 ||
	    column % (TUI_CELL_WIDTH + 1) == TUI_CELL_WIDTH)
		return UI_NO_CELL;
	rank = BOARD_SIZE - 1 - row / 2;
	file = column / (TUI_CELL_WIDTH + 1);
	if (!cell_on_board(file, rank))
		return UI_NO_CELL;
	return cell_at(file, rank);
}

/* The style's colours for `role` on `ground`. */
static attr_t
ink(const struct tui_style *style, enum tui_ink role, enum tui_ground ground)
{
	return tui_colour_attr(&style->colours, role, ground);
}

static char
pattern(const struct tui_style *style, enum tui_ground ground)
{
	return tui_colour_pattern(&style->colours, ground);
}

static const char *
frame(const struct tui_style *style, enum tui_frame_style line,
    enum tui_frame_piece piece)
{
	return style->glyphs.frame[line][piece];
}

/* The piece of the grid where lines meet at grid position (row, column). */
static enum tui_frame_piece
junction(int row, int column)
{
	bool top = row == 0, bottom = row == BOARD_SIZE * 2;
	bool left = column == 0,
	     right = column == BOARD_SIZE * (TUI_CELL_WIDTH + 1);

	if (top)
		return left ? TUI_FRAME_TOP_LEFT : right ? TUI_FRAME_TOP_RIGHT :
		    TUI_FRAME_TOP_TEE;
	if (bottom)
		return left ? TUI_FRAME_BOTTOM_LEFT :
		    right   ? TUI_FRAME_BOTTOM_RIGHT :
			      TUI_FRAME_BOTTOM_TEE;
	return left ? TUI_FRAME_LEFT_TEE :
	    right   ? TUI_FRAME_RIGHT_TEE :
		      TUI_FRAME_CROSS;
}

static void
draw_grid(const struct tui_layout *layout, const struct tui_style *style)
{
	attr_t faint = ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN);

	for (int row = 0; row < TUI_GRID_HEIGHT; row++) {
		for (int column = 0; column < TUI_GRID_WIDTH; column++) {
			bool on_row = row % 2 == 0;
			bool on_column = column % (TUI_CELL_WIDTH + 1) == 0;
			const char *piece;

			if (on_row && on_column)
				piece = frame(style, TUI_FRAME_GRID,
				    junction(row, column));
			else if (on_row)
				piece = frame(style, TUI_FRAME_GRID,
				    TUI_FRAME_HORIZONTAL);
			else if (on_column)
				piece = frame(style, TUI_FRAME_GRID,
				    TUI_FRAME_VERTICAL);
			else
				continue;
			put_text(style, layout->grid_y + row,
			    layout->grid_x + column, 1, piece, faint);
		}
	}
}

/* The top and bottom lines of the frame round one cell (the cursor, the
 * selection), which the cells above and below share. */
static void
draw_frame_lines(const struct tui_layout *layout, const struct tui_style *style,
    int cell, enum tui_frame_style line, attr_t attr)
{
	int y = cell_y(layout, cell_rank(cell)) - 1;
	int x = cell_x(layout, cell_file(cell)) - 1;

	for (int i = 1; i <= TUI_CELL_WIDTH; i++) {
		put_text(style, y, x + i, 1,
		    frame(style, line, TUI_FRAME_HORIZONTAL), attr);
		put_text(style, y + 2, x + i, 1,
		    frame(style, line, TUI_FRAME_HORIZONTAL), attr);
	}
}

/* The sides and corners of the frame round one cell, which the cells
 * beside it share. */
static void
draw_frame_sides(const struct tui_layout *layout, const struct tui_style *style,
    int cell, enum tui_frame_style line, attr_t attr)
{
	int y = cell_y(layout, cell_rank(cell)) - 1;
	int x = cell_x(layout, cell_file(cell)) - 1;
	int right = x + TUI_CELL_WIDTH + 1;

	put_text(style, y + 1, x, 1, frame(style, line, TUI_FRAME_LEFT_SIDE),
	    attr);
	put_text(style, y + 1, right, 1,
	    frame(style, line, TUI_FRAME_RIGHT_SIDE), attr);
	put_text(style, y, x, 1, frame(style, line, TUI_FRAME_TOP_LEFT), attr);
	put_text(style, y, right, 1, frame(style, line, TUI_FRAME_TOP_RIGHT),
	    attr);
	put_text(style, y + 2, right, 1,
	    frame(style, line, TUI_FRAME_BOTTOM_RIGHT), attr);
	put_text(style, y + 2, x, 1, frame(style, line, TUI_FRAME_BOTTOM_LEFT),
	    attr);
}

/*
 * The selection's frame and the cursor's.  Beside each other, or on one
 * cell, they share pieces: there the sides and corners are the
 * selection's and the top and bottom lines the cursor's, so that each
 * frame keeps enough to be read (the cursor drawn whole over the
 * selection hid its side, and a newcomer lost which stone was selected).
 */
static void
draw_frames(const struct tui_layout *layout, const struct tui_style *style,
    int selected, int cursor)
{
	attr_t cursor_ink = ink(style, TUI_INK_CURSOR, TUI_GROUND_PLAIN);
	attr_t selected_ink = ink(style, TUI_INK_SELECTED, TUI_GROUND_PLAIN);

	if (cursor != UI_NO_CELL)
		draw_frame_sides(layout, style, cursor, TUI_FRAME_CURSOR,
		    cursor_ink);
	if (selected != UI_NO_CELL) {
		draw_frame_lines(layout, style, selected, TUI_FRAME_SELECTED,
		    selected_ink);
		draw_frame_sides(layout, style, selected, TUI_FRAME_SELECTED,
		    selected_ink);
	}
	if (cursor != UI_NO_CELL)
		draw_frame_lines(layout, style, cursor, TUI_FRAME_CURSOR,
		    cursor_ink);
}

/* The ground of a cell's inside, or of its edges (`edge`): the edges of
 * a cell on the ring dusk darkens next are the dusk's. */
static enum tui_ground
cell_ground(const struct ui_cell *cell, bool edge)
{
	if (cell->dark)
		return TUI_GROUND_DARK;
	if (cell->dusk && edge)
		return TUI_GROUND_DUSK;
	/* A stone in danger sits under a dark veil of the enemy's shade. */
	if (cell->ring == UI_RING_THREAT && cell->stone != UI_NO_STONE)
		return cell->stone == COLOUR_AMBER ? TUI_GROUND_VEIL_TEAL :
		    TUI_GROUND_VEIL_AMBER;
	switch (cell->shade) {
	case UI_SHADE_AMBER:
		return TUI_GROUND_SHADE_AMBER;
	case UI_SHADE_TEAL:
		return TUI_GROUND_SHADE_TEAL;
	case UI_SHADE_AMBER | UI_SHADE_TEAL:
		return TUI_GROUND_SHADE_BOTH;
	default:
		return TUI_GROUND_PLAIN;
	}
}

const char *
tui_draw_dot_glyph(const struct tui_style *style, enum ui_dot dot)
{
	/* The dot's shape carries its class as well as its colour, in every
	 * palette: four colours on shaded grounds are hard to tell apart (a
	 * newcomer could not), and some players see no colour.  A take is
	 * the enemy stone's mark (x, as in "to take"), a gamble is a
	 * question, a loss a minus.  None is the sun's '*' or the
	 * selection's '='. */
	static const char *const shapes[] = {
		[UI_DOT_NONE] = " ", [UI_DOT_GOLD] = "×", [UI_DOT_ORANGE] = "?",
		[UI_DOT_RED] = "-"
	};

	return dot != UI_DOT_QUIET ? shapes[dot] : style->glyphs.dot;
}

static enum tui_ink
dot_ink(enum ui_dot dot)
{
	switch (dot) {
	case UI_DOT_GOLD:
		return TUI_INK_DOT_GOLD;
	case UI_DOT_ORANGE:
		return TUI_INK_DOT_ORANGE;
	case UI_DOT_RED:
		return TUI_INK_DOT_RED;
	default:
		return TUI_INK_DOT_QUIET;
	}
}

static enum tui_ink
stone_ink(int colour)
{
	return colour == COLOUR_AMBER ? TUI_INK_AMBER : TUI_INK_TEAL;
}

/* A cell's one line, its first column at x: on the board, and as a sample
 * in the key to the marks. */
static void
draw_cell_at(const struct tui_style *style, const struct ui_cell *cell, int y,
    int x, bool pulse)
{
	const struct tui_glyphs *glyphs = &style->glyphs;
	/* The ring dusk darkens next is marked on the cells' edges only: the
	 * shade, or the veil, stays under the stone and its marks, just when
	 * a stone on the ring matters most.  The mark is steady, '~' on the
	 * dusk's ground in every palette, so that one still look finds it (a
	 * newcomer missed a ring that was there only every other moment);
	 * the pulse's bright phase reverses it, an extra for the eye. */
	enum tui_ground edge_ground = cell_ground(cell, true);
	enum tui_ground ground = cell_ground(cell, false);
	char edge[2] = { pattern(style, edge_ground), '\0' };
	char inner[2] = { pattern(style, ground), '\0' };
	attr_t plain = ink(style, TUI_INK_FAINT, ground);
	attr_t edge_ink = cell->dusk ?
	    ink(style, TUI_INK_WARNING, edge_ground) |
		(pulse ? A_REVERSE : A_NORMAL) :
	    ink(style, TUI_INK_FAINT, edge_ground);

	for (int i = 0; i < TUI_CELL_WIDTH; i++) {
		bool on_edge = i == 0 || i == TUI_CELL_WIDTH - 1;

		put_text(style, y, x + i, 1, cell->dark ? glyphs->dark :
		    on_edge ? edge : inner, on_edge ? edge_ink : plain);
	}
	if (cell->dark)
		return;
	if (cell->stone != UI_NO_STONE) {
		attr_t attr = ink(style, stone_ink(cell->stone), ground);

		if (cell->last_to)
			attr |= A_UNDERLINE;
		put_text(style, y, x + 2, 1,
		    cell->tall ? glyphs->tall[cell->stone] :
				 glyphs->stone[cell->stone],
		    attr);
	} else if (cell->dot != UI_DOT_NONE)
		put_text(style, y, x + 2, 1,
		    tui_draw_dot_glyph(style, cell->dot),
		    ink(style, dot_ink(cell->dot), ground));
	else if (cell->last_from)
		put_text(style, y, x + 2, 1, glyphs->last_from,
		    ink(style, TUI_INK_LAST_FROM, ground));

	if (cell->ring == UI_RING_THREAT || cell->ring == UI_RING_PREY) {
		bool threat = cell->ring == UI_RING_THREAT;
		attr_t attr =
		    ink(style, threat ? TUI_INK_THREAT : TUI_INK_PREY, ground);

		put_text(style, y, x + 1, 1, glyphs->threat_left, attr);
		put_text(style, y, x + 3, 1, glyphs->threat_right, attr);
		put_text(style, y, x + 4, 1, threat ? "!" : glyphs->prey_mark,
		    attr);
	} else if (cell->ring == UI_RING_TOMORROW) {
		attr_t attr = ink(style, TUI_INK_TOMORROW, ground);

		put_text(style, y, x + 1, 1, glyphs->tomorrow, attr);
		put_text(style, y, x + 3, 1, glyphs->tomorrow, attr);
	}
	/* In the red ring's '!' place, which the view leaves it (a stone
	 * with the red ring is lost already unless it moves). */
	if (cell->reach)
		put_text(style, y, x + 4, 1, glyphs->reach,
		    ink(style, TUI_INK_REACH, ground));
}

static void
draw_cell(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_cell *cell, int file, int rank, bool pulse)
{
	draw_cell_at(style, cell, cell_y(layout, rank), cell_x(layout, file),
	    pulse);
}

static void
draw_labels(const struct tui_layout *layout, const struct tui_style *style)
{
	attr_t faint = ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN);
	char label[2] = { 0, 0 };

	for (int i = 0; i < BOARD_SIZE; i++) {
		int x = cell_x(layout, i) + TUI_CELL_WIDTH / 2;

		label[0] = (char)('a' + i);
		put_text(style, layout->grid_y - 1, x, 1, label, faint);
		put_text(style, layout->grid_y + TUI_GRID_HEIGHT, x, 1, label,
		    faint);
		label[0] = (char)('1' + i);
		put_text(style, cell_y(layout, i), layout->grid_x - 2, 1, label,
		    faint);
	}
}

/* The sun dial: the eight points round the board, the sun at its point and a
 * hollow ring where it goes next; under moon=1 the moon's mark beside the
 * name of its point. */
static void
draw_dial(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_view *view)
{
	int top = layout->grid_y - 2,
	    bottom = layout->grid_y + TUI_GRID_HEIGHT + 1;
	int middle = layout->grid_y + TUI_GRID_HEIGHT / 2;
	int centre = layout->grid_x + TUI_GRID_WIDTH / 2 - 1;
	int left = layout->grid_x - TUI_DIAL_WIDTH,
	    right = layout->grid_x + TUI_GRID_WIDTH + 1;
	/* Where each point's "glyph name" text goes, clockwise from N. */
	const int at[COMPASS_POINTS][2] = { { top, centre }, { top, right },
		{ middle, right }, { bottom, right }, { bottom, centre },
		{ bottom, left }, { middle, left }, { top, left } };

	for (int point = 0; point < COMPASS_POINTS; point++) {
		const char *glyph = " ";
		const char *moon =
		    point == view->moon ? style->glyphs.moon : " ";
		enum tui_ink role = TUI_INK_FAINT;
		char text[16];

		if (point == view->sun) {
			glyph = style->glyphs.sun;
			role = TUI_INK_SUN;
		} else if (point == view->next_sun) {
			glyph = style->glyphs.next_sun;
			role = TUI_INK_TEXT;
		} else if (point == view->moon)
			role = TUI_INK_TEXT;
		snprintf(text, sizeof text, "%s%s%-2s", glyph, moon,
		    compass_name(point));
		put_text(style, at[point][0], at[point][1], 4, text,
		    ink(style, role, TUI_GROUND_PLAIN));
	}
}

/* The dial's and the labels' rows are mostly gaps, and so are the
 * columns beside the grid: blank them whole, or a box drawn over them
 * before (the new-game menu, the key to the marks) would show through. */
static void
clear_margins(const struct tui_layout *layout, const struct tui_style *style)
{
	const int rows[] = { layout->grid_y - 2, layout->grid_y - 1,
		layout->grid_y + TUI_GRID_HEIGHT,
		layout->grid_y + TUI_GRID_HEIGHT + 1 };
	int left = layout->grid_x - TUI_DIAL_WIDTH;
	int right = layout->grid_x + TUI_GRID_WIDTH;
	attr_t plain = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);

	for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
		put_text(style, rows[i], left, TUI_BOARD_BLOCK_WIDTH, "",
		    plain);
	for (int row = 0; row < TUI_GRID_HEIGHT; row++) {
		put_text(style, layout->grid_y + row, left, TUI_DIAL_WIDTH, "",
		    plain);
		put_text(style, layout->grid_y + row, right, left +
		    TUI_BOARD_BLOCK_WIDTH - right, "", plain);
	}
}

static void
draw_board(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_view *view, bool pulse)
{
	int cursor = UI_NO_CELL, selected = UI_NO_CELL;

	clear_margins(layout, style);
	draw_grid(layout, style);
	draw_labels(layout, style);
	draw_dial(layout, style, view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			const struct ui_cell *cell = &view->cells[rank][file];

			draw_cell(layout, style, cell, file, rank, pulse);
			if (cell->cursor)
				cursor = cell_at(file, rank);
			if (cell->selected)
				selected = cell_at(file, rank);
		}
	draw_frames(layout, style, selected, cursor);
}

/* A small sample of a ground, for the panel's legend. */
static void
put_swatch(const struct tui_style *style, int y, int x, enum tui_ground ground)
{
	char sample[3] = { pattern(style, ground), pattern(style, ground),
		'\0' };

	put_text(style, y, x, 2, sample, ink(style, TUI_INK_FAINT, ground));
}

/*
 * A lesson's panel: which lesson, its title and goal, then its sentences or
 * the verdict on the last try, as far down as the panel goes.
 */
static void
draw_lesson_panel(const struct tui_layout *layout,
    const struct tui_style *style, const struct ui_view *view)
{
	const struct ui_lesson_view *lesson = &view->lesson;
	int x = layout->panel_x, width = layout->panel_width;
	int y = layout->panel_y, bottom = layout->detail_y;
	attr_t text = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);
	enum tui_ink verdict = lesson->right ? TUI_INK_TITLE :
	    lesson->wrong ? TUI_INK_WARNING : TUI_INK_TEXT;

	put_text(style, y++, x, width, "G N O M O N", ink(style, TUI_INK_TITLE,
	    TUI_GROUND_PLAIN));
	put_text(style, y++, x, width, lesson->heading, ink(style,
	    stone_ink(view->to_move), TUI_GROUND_PLAIN));
	y += put_wrapped(style, y, x, width, UI_LESSON_TITLE_ROWS,
	    lesson->title, ink(style, TUI_INK_TITLE, TUI_GROUND_PLAIN));
	y += put_wrapped(style, y, x, width, UI_LESSON_GOAL_ROWS, lesson->goal,
	    ink(style, TUI_INK_SUN, TUI_GROUND_PLAIN));
	/* Dusk only when it falls at the end of this round: the words need
	 * the room. */
	if (view->panel.dusk_now)
		put_text(style, y++, x, width, view->panel.dusk, ink(style,
		    TUI_INK_WARNING, TUI_GROUND_PLAIN));
	if (view->panel.hints[0] != '\0')
		put_text(style, y++, x, width, view->panel.hints,
		    ink(style, TUI_INK_WARNING, TUI_GROUND_PLAIN));
	if (y < bottom)
		y += put_wrapped(style, y, x, width, bottom - y, lesson->body,
		    ink(style, verdict, TUI_GROUND_PLAIN));
	while (y < bottom)
		put_text(style, y++, x, width, "", text);
}

/* "(●)! lost (◆)× to take": the viewer's stone in danger, the enemy's
 * in the viewer's shade, drawn as on the board: on the veil, whose hatch
 * ("\(●)!" in 8 colours and without colour) the legend explains so. */
static void
draw_marks_legend(const struct tui_style *style, int y, int x, int width,
    int viewer)
{
	const struct tui_glyphs *glyphs = &style->glyphs;
	enum tui_ground veil = viewer == COLOUR_AMBER ? TUI_GROUND_VEIL_TEAL :
	    TUI_GROUND_VEIL_AMBER;
	char hatch[2] = { pattern(style, veil), '\0' };
	attr_t faint = ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN);
	attr_t threat = ink(style, TUI_INK_THREAT, veil);
	attr_t prey = ink(style, TUI_INK_PREY, TUI_GROUND_PLAIN);

	put_text(style, y, x, width, "", faint);
	if (hatch[0] != ' ')
		put_text(style, y, x++, 1, hatch, ink(style, TUI_INK_FAINT,
		    veil));
	put_text(style, y, x, 1, glyphs->threat_left, threat);
	put_text(style, y, x + 1, 1, glyphs->stone[viewer],
	    ink(style, stone_ink(viewer), veil));
	put_text(style, y, x + 2, 1, glyphs->threat_right, threat);
	put_text(style, y, x + 3, 1, "!", threat);
	put_text(style, y, x + 4, 6, " lost ", faint);
	put_text(style, y, x + 10, 1, glyphs->threat_left, prey);
	put_text(style, y, x + 11, 1, glyphs->stone[!viewer],
	    ink(style, stone_ink(!viewer), TUI_GROUND_PLAIN));
	put_text(style, y, x + 12, 1, glyphs->threat_right, prey);
	put_text(style, y, x + 13, 1, glyphs->prey_mark, prey);
	put_text(style, y, x + 14, 8, " to take", faint);
}

/* "●^ one move can take it": the viewer's stone and the reach mark, as on
 * the board. */
static void
draw_reach_legend(const struct tui_style *style, int y, int x, int width,
    int viewer)
{
	const struct tui_glyphs *glyphs = &style->glyphs;

	put_text(style, y, x, width, "", ink(style, TUI_INK_FAINT,
	    TUI_GROUND_PLAIN));
	put_text(style, y, x, 1, glyphs->stone[viewer], ink(style,
	    stone_ink(viewer), TUI_GROUND_PLAIN));
	put_text(style, y, x + 1, 1, glyphs->reach, ink(style, TUI_INK_REACH,
	    TUI_GROUND_PLAIN));
	put_text(style, y, x + 2, width - 2, " one move can take it",
	    ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN));
}

/* "☼ sun · ○ next round": the dial's two marks; with the moon (moon=1),
 * its crescent too, "☼ sun · ○ next · ☾ moon". */
static void
draw_dial_legend(const struct tui_style *style, int y, int x, int width,
    bool moon)
{
	const struct tui_glyphs *glyphs = &style->glyphs;
	attr_t faint = ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN);
	/* ASCII's '-' for the middle dot would make "- +" an arrow: a comma,
	 * and one space after it, as in a sentence. */
	const char *sun_words = glyphs->ascii ? " sun, " : " sun · ";
	const char *next_words = glyphs->ascii ? " next, " : " next · ";
	int at = x + 1;

	put_text(style, y, x, width, "", faint);
	put_text(style, y, x, 1, glyphs->sun, ink(style, TUI_INK_SUN,
	    TUI_GROUND_PLAIN));
	put_text(style, y, at, ui_text_columns(sun_words), sun_words, faint);
	at += ui_text_columns(sun_words);
	put_text(style, y, at++, 1, glyphs->next_sun, ink(style, TUI_INK_TEXT,
	    TUI_GROUND_PLAIN));
	if (!moon) {
		put_text(style, y, at, 11, " next round", faint);
		return;
	}
	put_text(style, y, at, ui_text_columns(next_words), next_words, faint);
	at += ui_text_columns(next_words);
	put_text(style, y, at++, 1, glyphs->moon, ink(style, TUI_INK_TEXT,
	    TUI_GROUND_PLAIN));
	put_text(style, y, at, 5, " moon", faint);
}

static void
draw_panel(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_view *view)
{
	const struct ui_panel *panel = &view->panel;
	int x = layout->panel_x, width = layout->panel_width;
	int y = layout->panel_y, bottom = layout->detail_y;
	attr_t text = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);
	attr_t faint = ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN);
	char line[UI_LINE_MAX];

	put_text(style, y++, x, width, "G N O M O N", ink(style, TUI_INK_TITLE,
	    TUI_GROUND_PLAIN));
	/* A room's name where a blank row would be. */
	put_text(style, y++, x, width, panel->room, faint);
	y += put_wrapped(style, y, x, width, UI_TURN_ROWS, panel->turn,
	    ink(style, view->over ? TUI_INK_TITLE : stone_ink(view->to_move),
	    TUI_GROUND_PLAIN));
	y += put_wrapped(style, y, x, width, UI_OPPONENT_ROWS, panel->opponent,
	    faint);
	/* The variant, if not the real game, where a blank row would be;
	 * at the end of a game against the computer, the player's record
	 * instead, or that the game is not in it. */
	if (panel->record[0] != '\0')
		y += put_wrapped(style, y, x, width, UI_VARIANT_ROWS,
		    panel->record, text);
	else if (panel->variant[0] != '\0')
		y += put_wrapped(style, y, x, width, UI_VARIANT_ROWS,
		    panel->variant, faint);
	else
		put_text(style, y++, x, width, "", text);
	put_text(style, y++, x, width, panel->round, text);
	put_text(style, y++, x, width, panel->dusk,
	    ink(style, panel->dusk_now ? TUI_INK_WARNING : TUI_INK_TEXT,
		TUI_GROUND_PLAIN));
	/* The counts, each after its colour's stone. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		snprintf(line, sizeof line, "%s %s",
		    style->glyphs.stone[colour], panel->stones[colour]);
		put_text(style, y++, x, width, line,
		    ink(style, stone_ink(colour), TUI_GROUND_PLAIN));
	}
	put_text(style, y++, x, width, "", text);
	y += put_wrapped(style, y, x, width, UI_LAST_ROWS, panel->last, text);
	put_text(style, y++, x, width, "", text);
	/* A room's last messages, in every row there is down to the
	 * board's view (what its shades show), a blank after them if one
	 * is left. */
	if (panel->said[0] != '\0' && y < bottom) {
		int rows = bottom - y > SAID_ROWS_LEFT ?
		    bottom - y - SAID_ROWS_LEFT : bottom - y;

		y += put_said(style, y, x, width, rows, panel->said, text);
		if (bottom - y > SAID_ROWS_LEFT)
			put_text(style, y++, x, width, "", text);
	}
	/* Every wrapped field at its most would pass the panel's foot: what
	 * does not fit is left out rather than drawn over the lines below. */
	if (y < bottom)
		put_text(style, y++, x, width, panel->view,
		    ink(style, panel->tomorrow ? TUI_INK_SUN : TUI_INK_FAINT,
			TUI_GROUND_PLAIN));
	/* The legend of the shades under the line it explains, then the
	 * hints' word (hints off, a tip, the tips taken), then blank to the
	 * bottom of the panel. */
	if (y < bottom) {
		put_text(style, y, x, width, "", text);
		/* "##Amber ##Teal ##both": a space after each name, so that
		 * hatched swatches do not run into it without colour. */
		put_swatch(style, y, x, TUI_GROUND_SHADE_AMBER);
		put_text(style, y, x + 2, 6, "Amber ", faint);
		put_swatch(style, y, x + 8, TUI_GROUND_SHADE_TEAL);
		put_text(style, y, x + 10, 5, "Teal ", faint);
		put_swatch(style, y, x + 15, TUI_GROUND_SHADE_BOTH);
		put_text(style, y, x + 17, 5, "both", faint);
		y++;
	}
	if (panel->hints[0] != '\0' && y < bottom)
		put_text(style, y++, x, width, panel->hints,
		    ink(style, TUI_INK_WARNING, TUI_GROUND_PLAIN));
	/* What the marks on the stones and the dial's rings mean, where a
	 * newcomer meets them, as far as there is room. */
	if (panel->marks && y < bottom)
		draw_marks_legend(style, y++, x, width, view->viewer);
	if (panel->reach && y < bottom)
		draw_reach_legend(style, y++, x, width, view->viewer);
	if (y < bottom)
		draw_dial_legend(style, y++, x, width, view->moon != MOON_NONE);
	while (y < bottom)
		put_text(style, y++, x, width, "", text);
}

static void
draw_bottom(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_view *view)
{
	int x = layout->grid_x - TUI_DIAL_WIDTH;
	int width = TUI_MIN_WIDTH;

	int detail_rows = 0;

	/* A message longer than the line (a bad saved game's names the file,
	 * the line, where the file was put and what is wrong) goes on over
	 * the prompt's line while no prompt needs it, word-wrapped, instead
	 * of being cut at the screen's edge. */
	if (view->panel.detail[0] != '\0')
		detail_rows = put_wrapped(style, layout->detail_y, x, width,
		    view->panel.prompt[0] == '\0' ? DETAIL_ROWS_MAX : 1,
		    view->panel.detail,
		    ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN));
	else
		put_text(style, layout->detail_y, x, width, "", 0);
	if (detail_rows < DETAIL_ROWS_MAX)
		put_text(style, layout->prompt_y, x, width, view->panel.prompt,
		    ink(style, TUI_INK_WARNING, TUI_GROUND_PLAIN));
	put_text(style, layout->keys_y, x, width, view->panel.keys,
	    ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN));
}

/*
 * The lines from one of the menu's rows to the next: every other line,
 * or every line where that many rows would not fit the board's grid (the
 * friend rows made nine): the box never covers the file letters around
 * it, as the two players' seven rows spaced out once did.
 */
static int
menu_spacing(const struct ui_menu *menu)
{
	int shown = 0;

	for (int row = 0; row < UI_MENU_ROWS; row++)
		shown += menu->applies[row];
	return shown * 2 + MENU_FIRST_ROW + 1 <= TUI_GRID_HEIGHT ? 2 : 1;
}

/*
 * Where the menu's box goes: its top-left corner, and its height, the
 * return.  Only the rows that apply are shown (two players have no level
 * to choose, nor a side): the box fits them, a row every menu_spacing
 * lines from MENU_FIRST_ROW.
 */
static int
menu_box(const struct tui_layout *layout, const struct ui_menu *menu, int *y,
    int *x)
{
	int shown = 0, height;

	for (int row = 0; row < UI_MENU_ROWS; row++)
		shown += menu->applies[row];
	height = shown * menu_spacing(menu) + MENU_FIRST_ROW + 1 +
	    (menu_spacing(menu) == 1);
	*y = layout->grid_y + (TUI_GRID_HEIGHT - height) / 2;
	*x = layout->grid_x + (TUI_GRID_WIDTH - MENU_WIDTH) / 2;
	return height;
}

/* The line of the menu's row `row` (one that applies), inside its box. */
static int
menu_row_line(const struct ui_menu *menu, int row)
{
	int line = 0;

	for (int before = 0; before < row; before++)
		line += menu->applies[before];
	return MENU_FIRST_ROW + line * menu_spacing(menu);
}

/* A box in the selection's double line, blank inside, over what is there. */
static void
draw_box(const struct tui_style *style, int y, int x, int height, int width)
{
	int right = x + width - 1, bottom = y + height - 1;
	attr_t text = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);
	attr_t faint = ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN);
	enum tui_frame_style box = TUI_FRAME_SELECTED;

	for (int i = 1; i < height - 1; i++) {
		put_text(style, y + i, x, 1,
		    frame(style, box, TUI_FRAME_VERTICAL), faint);
		put_text(style, y + i, x + 1, width - 2, "", text);
		put_text(style, y + i, right, 1,
		    frame(style, box, TUI_FRAME_VERTICAL), faint);
	}
	for (int i = 1; i < width - 1; i++) {
		put_text(style, y, x + i, 1,
		    frame(style, box, TUI_FRAME_HORIZONTAL), faint);
		put_text(style, bottom, x + i, 1,
		    frame(style, box, TUI_FRAME_HORIZONTAL), faint);
	}
	put_text(style, y, x, 1, frame(style, box, TUI_FRAME_TOP_LEFT), faint);
	put_text(style, y, right, 1, frame(style, box, TUI_FRAME_TOP_RIGHT),
	    faint);
	put_text(style, bottom, x, 1, frame(style, box, TUI_FRAME_BOTTOM_LEFT),
	    faint);
	put_text(style, bottom, right, 1,
	    frame(style, box, TUI_FRAME_BOTTOM_RIGHT), faint);
}

static void
draw_menu(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_menu *menu)
{
	int height, y, x;
	attr_t text = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);

	height = menu_box(layout, menu, &y, &x);
	draw_box(style, y, x, height, MENU_WIDTH);
	put_text(style, y + 1, x + 3, MENU_WIDTH - 6, "New game",
	    ink(style, TUI_INK_TITLE, TUI_GROUND_PLAIN));
	for (int row = 0; row < UI_MENU_ROWS; row++) {
		if (!menu->applies[row])
			continue;
		put_text(style, y + menu_row_line(menu, row), x + MENU_MARGIN,
		    UI_MENU_COLUMNS, menu->rows[row],
		    row == menu->current ? text | A_REVERSE : text);
	}
}

/*
 * The key to the marks (? on the board): each mark drawn as the board
 * draws it, in this terminal's glyphs and colours, beside a few words.
 * The samples are cells drawn by the board's own code, so the key cannot
 * tell of a mark the board does not show.
 */
enum key_row {
	KEY_STONES, KEY_SHADES, KEY_SHADE_BOTH, KEY_DUSK, KEY_DARK, KEY_SUN,
	KEY_QUIET, KEY_GOLD, KEY_ORANGE, KEY_RED, KEY_THREAT, KEY_PREY,
	KEY_TOMORROW, KEY_REACH, KEY_LAST_FROM, KEY_FRAMES, KEY_ROWS
};

enum {
	KEY_TITLE_ROWS = 1,	/* the title, inside the box */
	KEY_SAMPLE_X = 2,	/* the samples' column, from the box's edge */
	/* Two framed cells side by side, as on the board, and a space. */
	KEY_WORDS_X = KEY_SAMPLE_X + 2 * (TUI_CELL_WIDTH + 1) + 2,
	/* The words' room, and a space before the box's edge. */
	KEY_WORDS_WIDTH = TUI_BOARD_BLOCK_WIDTH - KEY_WORDS_X - 2
};
_Static_assert(KEY_ROWS + KEY_TITLE_ROWS + 2 <= TUI_BOARD_BLOCK_HEIGHT,
    "the key fits over the board");

static const char *const key_words[KEY_ROWS] = {
	[KEY_STONES] = "Amber's stone; Teal's stone",
	[KEY_SHADES] = "shadows: Amber's; Teal's",
	[KEY_SHADE_BOTH] = "where both sides' shadows fall",
	[KEY_DUSK] = "the ring dusk darkens as the day ends",
	[KEY_DARK] = "a cell dusk has darkened: out of play",
	[KEY_SUN] = "the sun; where it goes next round",
	[KEY_QUIET] = "quiet: takes nothing, risks nothing",
	[KEY_GOLD] = "takes, and loses nothing to any reply",
	/* Not "a stone": a newcomer took it for the stone moved, where the
	 * line below the board named another. */
	[KEY_ORANGE] = "takes; risks one of yours: see below",
	[KEY_RED] = "takes none; risks one of yours: below",
	[KEY_THREAT] = "yours in their shade: lost if unmoved",
	[KEY_PREY] = "their stone in your shade: to take",
	[KEY_TOMORROW] = "in enemy shade once the sun turns",
	[KEY_REACH] = "yours: one enemy move can take it",
	[KEY_LAST_FROM] = "the last move: from here, to there",
	[KEY_FRAMES] = "the selected stone; the cursor by it"
};

/* In ASCII, where the gold dot and the prey's mark are a small 'x' and a
 * Teal stone a capital 'X', the words of those rows say which is which. */
static const char *const key_words_ascii[KEY_ROWS] = {
	[KEY_GOLD] = "small x: takes, and loses nothing",
	[KEY_PREY] = "their stone in your shade: x, to take"
};

/* The sample cell of a row (the second of a pair in `second`). */
static void
key_cell(enum key_row row, int viewer, struct ui_cell *cell,
    struct ui_cell *second)
{
	static const enum ui_dot dots[] = {
		[KEY_QUIET] = UI_DOT_QUIET, [KEY_GOLD] = UI_DOT_GOLD,
		[KEY_ORANGE] = UI_DOT_ORANGE, [KEY_RED] = UI_DOT_RED
	};

	memset(cell, 0, sizeof *cell);
	cell->stone = UI_NO_STONE;
	*second = *cell;
	switch (row) {
	case KEY_STONES:
		cell->stone = COLOUR_AMBER;
		second->stone = COLOUR_TEAL;
		break;
	case KEY_SHADES:
		cell->shade = UI_SHADE_AMBER;
		second->shade = UI_SHADE_TEAL;
		break;
	case KEY_SHADE_BOTH:
		cell->shade = UI_SHADE_AMBER | UI_SHADE_TEAL;
		break;
	case KEY_DUSK:
		cell->dusk = true;
		break;
	case KEY_DARK:
		cell->dark = true;
		break;
	case KEY_QUIET: case KEY_GOLD: case KEY_ORANGE: case KEY_RED:
		cell->dot = dots[row];
		break;
	case KEY_THREAT:
		cell->stone = viewer;
		cell->shade =
		    viewer == COLOUR_AMBER ? UI_SHADE_TEAL : UI_SHADE_AMBER;
		cell->ring = UI_RING_THREAT;
		break;
	case KEY_PREY:
		cell->stone = !viewer;
		cell->shade =
		    viewer == COLOUR_AMBER ? UI_SHADE_AMBER : UI_SHADE_TEAL;
		cell->ring = UI_RING_PREY;
		break;
	case KEY_TOMORROW:
		cell->stone = viewer;
		cell->ring = UI_RING_TOMORROW;
		break;
	case KEY_REACH:
		cell->stone = viewer;
		cell->reach = true;
		break;
	case KEY_LAST_FROM:	/* and the stone it moved, underlined */
		cell->last_from = true;
		second->stone = viewer;
		second->last_to = true;
		break;
	default:
		break;
	}
}

static void
draw_key_sample(const struct tui_style *style, enum key_row row, int y, int x,
    int viewer)
{
	const struct tui_glyphs *glyphs = &style->glyphs;
	struct ui_cell cell, second;

	if (row == KEY_SUN) {
		put_text(style, y, x + 2, 1, glyphs->sun,
		    ink(style, TUI_INK_SUN, TUI_GROUND_PLAIN));
		put_text(style, y, x + TUI_CELL_WIDTH + 3, 1, glyphs->next_sun,
		    ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN));
		return;
	}
	if (row == KEY_FRAMES) {
		/* The frames' middle line round two stones side by side, as
		 * the board draws them (draw_frames): the side they share is
		 * the selection's. */
		int next = x + TUI_CELL_WIDTH + 1;
		attr_t selected =
		    ink(style, TUI_INK_SELECTED, TUI_GROUND_PLAIN);
		attr_t cursor = ink(style, TUI_INK_CURSOR, TUI_GROUND_PLAIN);

		put_text(style, y, x, 1, frame(style, TUI_FRAME_SELECTED,
		    TUI_FRAME_LEFT_SIDE), selected);
		put_text(style, y, next, 1, frame(style, TUI_FRAME_SELECTED,
		    TUI_FRAME_RIGHT_SIDE), selected);
		put_text(style, y, next + TUI_CELL_WIDTH + 1, 1,
		    frame(style, TUI_FRAME_CURSOR, TUI_FRAME_RIGHT_SIDE),
		    cursor);
		for (int side = x; side <= next; side += TUI_CELL_WIDTH + 1)
			put_text(style, y, side + 1 + TUI_CELL_WIDTH / 2, 1,
			    glyphs->stone[viewer], ink(style, stone_ink(viewer),
			    TUI_GROUND_PLAIN));
		return;
	}
	key_cell(row, viewer, &cell, &second);
	/* Still, as the ring's steady mark: the pulse is only an extra. */
	draw_cell_at(style, &cell, y, x, false);
	if (row == KEY_STONES || row == KEY_SHADES || row == KEY_LAST_FROM)
		draw_cell_at(style, &second, y, x + TUI_CELL_WIDTH + 1, false);
}

static void
draw_marks_key(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_view *view)
{
	int y = layout->grid_y - 2, x = layout->grid_x - TUI_DIAL_WIDTH;
	attr_t text = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);

	draw_box(style, y, x, TUI_BOARD_BLOCK_HEIGHT, TUI_BOARD_BLOCK_WIDTH);
	put_text(style, y + 1, x + KEY_SAMPLE_X, TUI_BOARD_BLOCK_WIDTH - 4,
	    "What the marks on the board mean",
	    ink(style, TUI_INK_TITLE, TUI_GROUND_PLAIN));
	for (int row = 0; row < KEY_ROWS; row++) {
		int line = y + 1 + KEY_TITLE_ROWS + row;

		draw_key_sample(style, (enum key_row)row, line,
		    x + KEY_SAMPLE_X, view->viewer);
		put_text(style, line, x + KEY_WORDS_X, KEY_WORDS_WIDTH,
		    style->glyphs.ascii && key_words_ascii[row] != NULL ?
		    key_words_ascii[row] : key_words[row], text);
	}
}

/* A list to choose from (the lessons, or a screen known by no name here),
 * over the whole window. */
static void
draw_list(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_list_view *list)
{
	int width = layout->columns < UI_SCREEN_COLUMNS ? layout->columns :
	    UI_SCREEN_COLUMNS;
	int x = (layout->columns - width) / 2, y = 0;
	attr_t text = ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN);

	put_text(style, y++, x, width, list->title,
	    ink(style, TUI_INK_TITLE, TUI_GROUND_PLAIN));
	put_text(style, y++, x, width, "", text);
	y += put_wrapped(style, y, x, width, UI_LIST_INTRO_ROWS,
	    list->intro, text);
	put_text(style, y++, x, width, "", text);
	for (int i = 0; i < list->count && y < layout->lines - 1; i++)
		put_text(style, y++, x, width, list->rows[i], i ==
		    list->current ? text | A_REVERSE : text);
	while (y < layout->lines - 1)
		put_text(style, y++, x, width, "", text);
	put_text(style, layout->lines - 1, x, width, list->footer,
	    ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN));
}

static void
draw_rules(const struct tui_layout *layout, const struct tui_style *style,
    const struct ui_rules_page *page)
{
	int rows = tui_draw_rules_rows(layout);
	int width = layout->columns < UI_RULES_WIDTH + 2 ? layout->columns :
							   UI_RULES_WIDTH + 2;
	int x = (layout->columns - width) / 2;
	const char *text = page->text;
	char line[UI_LINE_MAX];

	put_text(style, 0, 0, layout->columns, "", 0);
	put_text(style, 0, x, width, page->title,
	    ink(style, TUI_INK_TITLE, TUI_GROUND_PLAIN));
	put_text(style, 1, 0, layout->columns, "", 0);
	for (int i = 0; i < rows; i++) {
		const char *end = text != NULL ? strchr(text, '\n') : NULL;

		line[0] = '\0';
		if (text != NULL && *text != '\0')
			snprintf(line, sizeof line, "%.*s", end != NULL ?
			    (int)(end - text) : (int)strlen(text), text);
		text = end != NULL ? end + 1 : NULL;
		put_text(style, RULES_HEADER_ROWS + i, 0, x, "", 0);
		put_text(style, RULES_HEADER_ROWS + i, x, layout->columns - x,
		    line, ink(style, TUI_INK_TEXT, TUI_GROUND_PLAIN));
	}
	put_text(style, layout->lines - 1, 0, layout->columns, "", 0);
	put_text(style, layout->lines - 1, x, width, page->footer,
	    ink(style, TUI_INK_FAINT, TUI_GROUND_PLAIN));
}

/* Writes `text` from row `y`, broken between words to fit the width (the
 * notice must be read in the narrowest window); returns the next row. */
static int
draw_wrapped(const struct tui_layout *layout, int y, const char *text)
{
	if (layout->columns < 1)
		return y;
	while (*text != '\0' && y < layout->lines) {
		int cut = (int)strlen(text);

		if (cut > layout->columns) {
			cut = layout->columns;
			while (cut > 0 && text[cut] != ' ')
				cut--;
			if (cut == 0)	/* a word longer than the line */
				cut = layout->columns;
		}
		mvaddnstr(y++, 0, text, cut);
		text += cut;
		while (*text == ' ')
			text++;
	}
	return y;
}

static void
draw_too_small(const struct tui_layout *layout, const struct ui_view *view)
{
	char line[UI_LINE_MAX];
	int y = layout->lines / 2 - 1;

	erase();
	snprintf(line, sizeof line, "Make the window at least %dx%d",
	    TUI_MIN_WIDTH, TUI_MIN_HEIGHT);
	y = draw_wrapped(layout, y > 0 ? y : 0, line);
	snprintf(line, sizeof line, "(it is %dx%d; q quits)", layout->columns,
	    layout->lines);
	y = draw_wrapped(layout, y, line);
	/* The question asked: a room's is its own. */
	if (view->asking_quit)
		draw_wrapped(layout, y, view->panel.prompt[0] != '\0' ?
		    view->panel.prompt : UI_QUIT_QUESTION);
}

void
tui_draw(const struct ui_view *view, const struct tui_layout *layout,
    const struct tui_style *style, bool pulse)
{
	if (layout->too_small) {
		draw_too_small(layout, view);
		return;
	}
	if (view->screen == UI_SCREEN_RULES) {
		draw_rules(layout, style, &view->rules);
		return;
	}
	if (view->screen == UI_SCREEN_LIST) {
		draw_list(layout, style, &view->list);
		return;
	}
	draw_board(layout, style, view, pulse);
	if (view->lesson.on)
		draw_lesson_panel(layout, style, view);
	else
		draw_panel(layout, style, view);
	draw_bottom(layout, style, view);
	if (view->screen == UI_SCREEN_MENU)
		draw_menu(layout, style, &view->menu);
	if (view->marks)
		draw_marks_key(layout, style, view);
}

/*
 * The terminal's cursor, for screen readers and braille displays, which
 * follow it: on the board's cursor (where its stone's glyph is), else on the
 * selected stone, on the menu's current row, on the quit question, else
 * (a replay has no cursor) at the start of the prompt or the details line.
 */
void
tui_draw_cursor(const struct ui_view *view, const struct tui_layout *layout)
{
	int cursor_y = layout->detail_y,
	    cursor_x = layout->grid_x - TUI_DIAL_WIDTH;

	/* A page of text (the rules, a list): its top. */
	if (layout->too_small || (view->screen != UI_SCREEN_BOARD &&
	    view->screen != UI_SCREEN_MENU)) {
		move(0, 0);
		return;
	}
	if (view->screen == UI_SCREEN_MENU) {
		int y, x;

		menu_box(layout, &view->menu, &y, &x);
		move(y + menu_row_line(&view->menu, view->menu.current),
		    x + MENU_MARGIN);
		return;
	}
	/* A question waits: that line, not the board. */
	if (view->asking_quit) {
		move(layout->prompt_y, cursor_x);
		return;
	}
	if (view->panel.prompt[0] != '\0')
		cursor_y = layout->prompt_y;
	/* The selected stone, unless the board's cursor is somewhere. */
	for (int pass = 0; pass < 2; pass++)
		for (int rank = 0; rank < BOARD_SIZE; rank++)
			for (int file = 0; file < BOARD_SIZE; file++) {
				const struct ui_cell *cell =
				    &view->cells[rank][file];

				if (pass == 0 ? cell->selected : cell->cursor) {
					cursor_y = cell_y(layout, rank);
					cursor_x = cell_x(layout, file) +
					    TUI_CELL_WIDTH / 2;
				}
			}
	move(cursor_y, cursor_x);
}
