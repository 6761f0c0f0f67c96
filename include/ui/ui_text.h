/*
 * Text as the screen shows it.  The interface's texts are UTF-8, one column
 * a character for every glyph they use; on a terminal without UTF-8 each
 * glyph has an ASCII stand-in, some of them wider.  The side panel and the
 * bottom lines have fixed widths, and the texts built for them (ui.h) must
 * fit, in both forms: these functions are what the drawing and the tests
 * agree on.
 */
#ifndef GNOMON_UI_TEXT_H
#define GNOMON_UI_TEXT_H

#include <stdbool.h>
#include <stddef.h>

enum {
	UI_PANEL_COLUMNS = 23, /* the side panel beside the board */
	UI_PANEL_ROWS = 19, /* ... and its rows, in the smallest window */
	UI_SCREEN_COLUMNS = 80, /* the detail, prompt and key lines */
	/* A row of the new-game menu: the longest, the sun's row with the
	 * keys beside it in ASCII ("> Sun NE favours Teal: Amber 37%  <->"),
	 * in a box that still fits inside the board's grid. */
	UI_MENU_COLUMNS = 37,
	UI_TURN_ROWS = 2, /* panel rows for the turn (or the result) */
	UI_OPPONENT_ROWS = 2, /* ... for who plays */
	UI_VARIANT_ROWS = 3, /* ... for the variant's settings, at most */
	UI_LAST_ROWS = 3, /* ... for the last move and what it did */
	UI_LESSON_TITLE_ROWS = 2, /* ... for a lesson's title */
	UI_LESSON_GOAL_ROWS = 4, /* ... for its goal */
	UI_LIST_INTRO_ROWS = 3 /* a list's first lines (UI_SCREEN_LIST) */
};

/* The ASCII marks that once were '+' like the quiet dot: where the sun
 * goes next (the dial's ○) and a finished lesson (✓); each mark means one
 * thing.  Not 'o' for the ring, which would be taken for a stone. */
#define UI_NEXT_SUN_ASCII "&"
#define UI_DONE_ASCII "v"

/* Copies `text` into `out` (`size` bytes, always terminated) with the
 * ASCII stand-ins for its glyphs. */
void	ui_text_ascii(const char *text, char *out, size_t size);

/*
 * The columns a terminal gives the character at `text` (utf8_width.h: two
 * for a wide one, none for a combining mark; a byte that begins no valid
 * UTF-8 is one), and in `*length` its bytes.
 */
int	ui_text_character(const char *text, size_t *length);

/* The columns `text` takes, so counted. */
int	ui_text_columns(const char *text);

/*
 * `text` in at most `width` columns, in `out` (`size` bytes): whole if it
 * fits, else cut on a character's edge (a combining mark kept with its
 * letter) and ended by "…", or "..." for an ASCII terminal (`ascii`), the
 * mark within the width.  A line break ends the text, and so is a cut.
 */
void	ui_text_cut(const char *text, int width, bool ascii, char *out,
	    size_t size);

/*
 * Where the last lines of `text` (lines ended by '\n') begin that take at
 * most `rows` rows wrapped in `width` columns: as many whole lines as fit,
 * the newest last; the last line alone if even it does not fit.
 */
const char *ui_text_last_lines(const char *text, int width, int rows);

/* The mark of a cut: "…", or "..." for an ASCII terminal. */
const char *ui_text_cut_mark(bool ascii);

/*
 * Where the end of `text` begins that takes at most `width` columns and
 * fewer than `size` bytes, on a character's edge (never a combining mark
 * without its letter): a line typed into too short a row shows its end.
 */
const char *ui_text_tail(const char *text, int width, size_t size);

/*
 * Word wrap: the first row of `text` in `width` columns (a wide character
 * not split over the edge, a combining mark kept with its letter) is its
 * first `*row_bytes` bytes (ended by a '\n', or cut at a space where one
 * allows, else mid-word); returns where the next row starts, past the
 * spaces and the line break.
 */
const char *ui_text_wrap(const char *text, int width, size_t *row_bytes);

/* The rows `text` takes, wrapped in `width` columns. */
int	ui_text_rows(const char *text, int width);

/* `text` to at most `room` bytes by whole clauses dropped from its end. */
void	ui_text_shorten(char *text, size_t room);

#endif
