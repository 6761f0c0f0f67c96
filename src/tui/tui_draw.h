/*
 * The curses drawing's declarations: colour roles and schemes
 * (tui_colour.c), glyphs, the layout and the drawing itself (tui_draw.c).
 *
 * The drawing sees the screen model (ui_view.h) and nothing of the game:
 * this header does not include ui.h, so struct ui is not even declared
 * complete where the drawing is compiled, and tui_draw() is handed nothing
 * but the view (of board.h it uses only the cell numbering and the compass
 * names, which are no state).  How things look is
 * chosen once, when the program starts (glyphs for the locale, colours for
 * the terminal), into a struct tui_style that is passed down; the drawing
 * keeps no state of its own.
 */
#ifndef GNOMON_TUI_DRAW_H
#define GNOMON_TUI_DRAW_H

#include <stdbool.h>

#include <curses.h>

#include "ui/ui_text.h"
#include "ui/ui_view.h"

/* What the terminal can show, chosen once at start. */
enum tui_depth {
	TUI_MONO,
	TUI_COLOUR_8,
	TUI_COLOUR_256,
	/* 256 colours, apart under colour-vision deficiencies */
	TUI_COLOUR_SAFE
};

/* The ink of a piece of text: a semantic role, never a colour. */
enum tui_ink {
	TUI_INK_TEXT,
	TUI_INK_FAINT,		/* labels, the grid, hints of lesser weight */
	TUI_INK_TITLE,
	TUI_INK_AMBER,		/* Amber's stones and name */
	TUI_INK_TEAL,
	TUI_INK_THREAT,		/* red ring, `!` */
	TUI_INK_PREY,		/* gold ring, `x` */
	TUI_INK_TOMORROW,	/* the dashed ring */
	TUI_INK_REACH,		/* ^: one enemy move could take the stone */
	TUI_INK_DOT_GOLD,
	TUI_INK_DOT_ORANGE,
	TUI_INK_DOT_RED,
	TUI_INK_DOT_QUIET,
	TUI_INK_LAST_FROM,	/* where the last move came from */
	TUI_INK_CURSOR,		/* the cursor's frame */
	TUI_INK_SELECTED,	/* the selected stone's frame */
	TUI_INK_SUN,
	TUI_INK_WARNING,	/* messages that need reading */
	TUI_INKS
};

/* The ground under a piece of text. */
enum tui_ground {
	TUI_GROUND_PLAIN,
	TUI_GROUND_SHADE_AMBER,
	TUI_GROUND_SHADE_TEAL,
	TUI_GROUND_SHADE_BOTH,
	TUI_GROUND_DARK, /* darkened by dusk */
	TUI_GROUND_DUSK, /* the edges of the ring dusk darkens next, '~' */
	TUI_GROUND_VEIL_AMBER, /* the dark veil of Amber's shade over a
				  threatened stone */
	TUI_GROUND_VEIL_TEAL,
	TUI_GROUNDS
};

/* A colour scheme: the curses attributes of every ink on every ground,
 * and in monochrome the pattern that stands for a ground (else ' '). */
struct tui_colours {
	enum tui_depth	depth;
	attr_t		attr[TUI_INKS][TUI_GROUNDS];
	char		pattern[TUI_GROUNDS];
};

/* How an ink looks on a ground: what the eye has to tell marks apart by
 * (the collision test compares these), and what the scheme is made of. */
struct tui_look {
	short fg, bg; /* colours; -1 the terminal's own (and in monochrome) */
	attr_t	attr;		/* attributes, without the colour pair */
	char	pattern;	/* the ground's fill, ' ' for none */
};

void	tui_colour_look(enum tui_depth, enum tui_ink, enum tui_ground,
	    struct tui_look *);

/* Makes the scheme for `depth`, and its colour pairs (once curses has
 * started, and start_color() too unless `depth` is TUI_MONO). */
void	tui_colour_init(struct tui_colours *, enum tui_depth);
attr_t tui_colour_attr(const struct tui_colours *, enum tui_ink,
    enum tui_ground);
char	tui_colour_pattern(const struct tui_colours *, enum tui_ground);

/* The pieces of a frame: corners clockwise from top left, then the lines;
 * a cell's frame has sides of its own, which in ASCII may differ left and
 * right (the selection's brackets). */
enum tui_frame_piece {
	TUI_FRAME_TOP_LEFT, TUI_FRAME_TOP_RIGHT, TUI_FRAME_BOTTOM_RIGHT,
	TUI_FRAME_BOTTOM_LEFT, TUI_FRAME_HORIZONTAL, TUI_FRAME_VERTICAL,
	TUI_FRAME_TOP_TEE, TUI_FRAME_RIGHT_TEE, TUI_FRAME_BOTTOM_TEE,
	TUI_FRAME_LEFT_TEE, TUI_FRAME_CROSS, TUI_FRAME_LEFT_SIDE,
	TUI_FRAME_RIGHT_SIDE,
	TUI_FRAME_PIECES
};

/* The grid's lines, the cursor's frame, the selection's (and the menu's). */
enum tui_frame_style {
	TUI_FRAME_GRID,
	TUI_FRAME_CURSOR,
	TUI_FRAME_SELECTED,
	TUI_FRAME_STYLES
};

/* Glyphs: UTF-8 in a UTF-8 locale, ASCII otherwise or with --ascii. */
struct tui_glyphs {
	bool ascii; /* texts are shown through ui_text_ascii() */
	const char	*stone[COLOUR_COUNT];
	const char	*tall[COLOUR_COUNT];	/* mixed=1: a tall stone */
	const char	*sun;
	const char	*moon;		/* moon=1: its mark on the dial */
	const char	*next_sun;
	const char	*dot;
	const char	*threat_left, *threat_right;
	const char	*prey_mark;
	const char *tomorrow; /* each side of a stone shaded tomorrow */
	const char *reach; /* after a stone one enemy move could take */
	const char	*dark;		/* fills a darkened cell */
	const char	*last_from;
	const char *const (*frame)[TUI_FRAME_PIECES]; /* [style][piece] */
};

void	tui_draw_glyphs(struct tui_glyphs *, bool utf8);

/* How the screen looks: chosen once, passed to every drawing. */
struct tui_style {
	struct tui_glyphs	glyphs;
	struct tui_colours	colours;
};

/* The size the screen must have. */
enum {
	TUI_CELL_WIDTH = 5,
	TUI_GRID_WIDTH = BOARD_SIZE * (TUI_CELL_WIDTH + 1) + 1,
	TUI_GRID_HEIGHT = BOARD_SIZE * 2 + 1,
	TUI_DIAL_WIDTH = 7, /* "☼ NW" and the rank label beside the grid */
	TUI_PANEL_WIDTH = UI_PANEL_COLUMNS,
	TUI_BOARD_BLOCK_WIDTH =
	    TUI_DIAL_WIDTH + TUI_GRID_WIDTH + TUI_DIAL_WIDTH - 2,
	TUI_MIN_WIDTH = TUI_BOARD_BLOCK_WIDTH + 2 + TUI_PANEL_WIDTH,
	TUI_BOARD_BLOCK_HEIGHT =
	    TUI_GRID_HEIGHT + 4, /* dial and file labels above and below */
	TUI_MIN_HEIGHT =
	    TUI_BOARD_BLOCK_HEIGHT + 3 /* detail, prompt, key reminder */
};

/* The panel is as tall as the board's block: ui_text.h's promise.  (The
 * screen is 7x7's: gnomon-9 is built with it but refuses to open it.) */
#if GNOMON_BOARD_SIZE == 7
_Static_assert((int)TUI_BOARD_BLOCK_HEIGHT == (int)UI_PANEL_ROWS,
    "the panel's rows are ui_text.h's");
/* The bottom lines are as wide as the smallest screen: ui_text.h's promise. */
_Static_assert((int)TUI_MIN_WIDTH == (int)UI_SCREEN_COLUMNS,
    "the screen's width is ui_text.h's");
#endif

/* Where things are on the screen: worked out from its size. */
struct tui_layout {
	int	lines, columns;
	bool	too_small;
	int	grid_y, grid_x;		/* top-left corner of the grid */
	int	panel_y, panel_x, panel_width;
	int	detail_y, prompt_y, keys_y;
};

void	tui_draw_layout(struct tui_layout *, int lines, int columns);
/* How many lines of the rules the rules screen shows. */
int	tui_draw_rules_rows(const struct tui_layout *);
/* The board cell at a screen position, or UI_NO_CELL. */
int	tui_draw_cell_at(const struct tui_layout *, int y, int x);
/* The glyph of a destination dot: the glyphs' dot in 256 colours, where
 * its colour tells its class, a shape for each class in fewer colours and
 * in the colour-blind-safe palette. */
const char *tui_draw_dot_glyph(const struct tui_style *, enum ui_dot);
/* Draws the whole screen for the screen model; `pulse`: the dusk ring's
 * pulse is in its bright phase (never with --calm), an extra over the
 * ring's steady mark. */
void	tui_draw(const struct ui_view *, const struct tui_layout *,
	    const struct tui_style *, bool pulse);
/* Puts the terminal's (hidden or shown) cursor where a screen reader should
 * look: the board's cursor, the selected stone or the menu's row. */
void	tui_draw_cursor(const struct ui_view *, const struct tui_layout *);

#endif
