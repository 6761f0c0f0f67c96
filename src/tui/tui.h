/*
 * The curses front end's own declarations, shared by src/tui/ only:
 * colour roles (tui_colour.c), glyphs and drawing (tui_draw.c) and the
 * computer's thread (tui_computer.c).  tui.c owns the main loop.
 */
#ifndef GNOMON_TUI_H
#define GNOMON_TUI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include <curses.h>
#include <pthread.h>

#include "save.h"
#include "ui.h"
#include "ui_text.h"

struct search;

/* What the terminal can show, chosen once at start. */
enum tui_depth { TUI_MONO, TUI_COLOUR_8, TUI_COLOUR_256 };

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
	TUI_INK_DOT_GOLD,
	TUI_INK_DOT_ORANGE,
	TUI_INK_DOT_RED,
	TUI_INK_DOT_QUIET,
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
	TUI_GROUND_DARK,	/* darkened by dusk */
	TUI_GROUND_DUSK,	/* the ring dusk darkens next, lit phase of its pulse */
	TUI_GROUND_VEIL_AMBER,	/* the dark veil of Amber's shade over a threatened stone */
	TUI_GROUND_VEIL_TEAL,
	TUI_GROUNDS
};

void	tui_colour_init(enum tui_depth);
enum tui_depth tui_colour_depth(void);
/* The curses attributes for `ink` on `ground`. */
attr_t	tui_colour_attr(enum tui_ink, enum tui_ground);
/* In monochrome, the pattern character that stands for a ground (else ' '). */
char	tui_colour_pattern(enum tui_ground);

/* Glyphs: UTF-8 in a UTF-8 locale, ASCII otherwise or with --ascii. */
struct tui_glyphs {
	const char	*stone[COLOUR_COUNT];
	const char	*sun;
	const char	*next_sun;
	const char	*dot;
	const char	*threat_left, *threat_right;
	const char	*prey_mark;
	const char	*tomorrow;	/* each side of a stone shaded tomorrow */
	const char	*dark;		/* fills a darkened cell */
	const char	*last_from;
};

/* The size the screen must have. */
enum {
	TUI_CELL_WIDTH = 5,
	TUI_GRID_WIDTH = BOARD_SIZE * (TUI_CELL_WIDTH + 1) + 1,
	TUI_GRID_HEIGHT = BOARD_SIZE * 2 + 1,
	TUI_DIAL_WIDTH = 7,		/* "☼ NW" and the rank label beside the grid */
	TUI_PANEL_WIDTH = UI_PANEL_COLUMNS,
	TUI_BOARD_BLOCK_WIDTH = TUI_DIAL_WIDTH + TUI_GRID_WIDTH + TUI_DIAL_WIDTH - 2,
	TUI_MIN_WIDTH = TUI_BOARD_BLOCK_WIDTH + 2 + TUI_PANEL_WIDTH,
	TUI_BOARD_BLOCK_HEIGHT = TUI_GRID_HEIGHT + 4,	/* dial and file labels above and below */
	TUI_MIN_HEIGHT = TUI_BOARD_BLOCK_HEIGHT + 3	/* detail, prompt, key reminder */
};

/* The bottom lines are as wide as the smallest screen: ui_text.h's promise. */
_Static_assert((int)TUI_MIN_WIDTH == (int)UI_SCREEN_COLUMNS, "the screen's width is ui_text.h's");

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
/* Draws the whole screen for the interface's state; `pulse` is the phase of
 * the dusk ring's pulse. */
void	tui_draw(const struct ui *, const struct tui_layout *,
	    const struct tui_glyphs *, bool pulse);
void	tui_draw_glyphs(struct tui_glyphs *, bool utf8);

/*
 * The computer's thread.  tui_computer_start copies the board; while it
 * thinks the screen stays live.  tui_computer_poll returns true once, when
 * the move is ready; tui_computer_cancel raises the stop flag and joins.
 */
struct tui_computer {
	pthread_t	thread;
	bool		running;
	atomic_bool	stop;
	atomic_bool	done;
	struct board	board;
	int		level;
	uint64_t	seed;
	unsigned	generation;	/* the ui's generation when it started */
	uint16_t	move;
	struct search	*search;	/* the AI's state, kept between moves */
};

int	tui_computer_init(struct tui_computer *);
void	tui_computer_free(struct tui_computer *);
int	tui_computer_start(struct tui_computer *, const struct board *,
	    int level, uint64_t seed, unsigned generation);
bool	tui_computer_poll(struct tui_computer *);
void	tui_computer_cancel(struct tui_computer *);

/*
 * Saving (tui_save.c).  tui_save_open looks for the saved game before the
 * screen starts: it is offered (or resumed at once with --resume), or put
 * aside if bad; -1 when --resume finds nothing (said on stderr).
 * tui_save_tick saves after every change to the game; tui_save_close saves
 * on the way out (or files an abandoned game); the notice is what to
 * repeat on stderr once the screen is gone.
 */
struct tui_save {
	bool		enabled;	/* there is a state directory to save in */
	bool		offering;	/* the saved game is offered, not yet taken */
	int		lock;		/* save_lock's, held to the end; or -1 */
	unsigned	generation;	/* the ui's generation last saved */
	char		directory[SAVE_PATH_MAX - 32];	/* room for a name after it */
	char		current[SAVE_PATH_MAX];
	char		games[SAVE_PATH_MAX];
	char		notice[SAVE_MESSAGE_MAX * 2 + 64];
	struct record	offered;	/* filed if the person does not resume it */
	struct record	last;		/* what current.gnomon holds now */
	bool		have_last;
};

int	tui_save_open(struct tui_save *, struct ui *, bool resume);
void	tui_save_tick(struct tui_save *, struct ui *);
void	tui_save_close(struct tui_save *, struct ui *);

#endif
