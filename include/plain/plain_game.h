/*
 * The line mode's game (plain.c), shared by the files that print it
 * (plain_show.c) and that read its commands (plain_command.c).
 */
#ifndef GNOMON_PLAIN_GAME_H
#define GNOMON_PLAIN_GAME_H

#include <stdbool.h>
#include <stdio.h>

#include "core/bitboard.h"
#include "core/hints.h"
#include "ui/ui.h"
#include "ui/ui_save.h"
#include "ui/ui_view.h"

/* Said first, and first by `help`: within 80 columns. */
#define PLAIN_COMMANDS \
	"Type a move such as b1c2 or pass (hc1 a hold under hold=1), " \
	"or help."

/* What the line above names as hold=1, in the page's words (a newcomer
 * read hold=1 with nothing to say what it was): said under it where the
 * rule is on, and by `help`. */
#define PLAIN_HOLD \
	"hold=1: take a stone of yours off (hc1) instead of moving; the sun " \
	"stays a round"

enum {
	PLAIN_WORD_MAX = 16,	/* a command's word, as typed */
	PLAIN_RULES_PAGE = 20	/* ?: this many lines, then a question */
};

struct plain {
	struct ui	ui;
	struct ui_save	save;
	struct search	*search;
	FILE		*in, *out;
	int told; /* the moves of the game the reports have told */
	bool grid; /* `grid on`: the grid after every move */
};

enum {
	PLAIN_CELLS_MAX = 160	/* a list of cells, "b1 c1 ..." */
};

extern const char *const plain_colour_names[COLOUR_COUNT];

enum {
	PLAIN_COLUMNS = 80	/* the longest line the line mode prints */
};

/* `text` (UTF-8, the interface's) as ASCII, on lines of its own: broken
 * at spaces into lines of at most PLAIN_COLUMNS, and at each '\n'. */
void	plain_line(FILE *out, const char *text);
/* "b1 c1 d1", the cells of `cells` (`size` bytes), or "nothing". */
void	plain_cells(bitboard cells, char *text, size_t size);
/* A sun point (0 north, clockwise) as a word: "north", "northeast"... */
const char *plain_sun_word(int point);
/* A cell of the grid as its letter (plain_legend says which). */
char	plain_cell_symbol(const struct ui_cell *);
/* What the grid's letters are, in two lines. */
void	plain_legend(FILE *out);
/* The grid, rank 7 first, after the legend if `legend`. */
void	plain_grid(struct plain *, bool legend);
/* `grid` (or `g`) and its `argument`: none, the grid; `on` or `off`, the
 * grid after every move or not. */
void	plain_grid_command(struct plain *, const char *argument);

/* What happened since the last report, each move once and the game's end
 * first; then, if `state`, the position in a line, the stones in shade,
 * the hints and (`grid on`) the grid. */
void	plain_report(struct plain *, bool state);
/* Who plays the game and its rules: "<lead>: you play Amber against the
 * computer, level 3". */
void	plain_intro(struct plain *, const char *lead);
/* The moves an undo took back, since the last report, by whose. */
void	plain_took_back(struct plain *);
/* Move `ply` of the game's history as what happened: "You played d1d2",
 * "Teal e5e4 eclipsed your c2", and the dusk it brought. */
void	plain_tell_ply(struct plain *, int ply);
/* The interface's message, if it has one: why a move was refused. */
void	plain_message(struct plain *);
/* What each side's shade holds of the other's stones, now or once the
 * sun turns. */
void	plain_threats(FILE *out, const struct hints *, bool tomorrow);
/* With hints on: the side to move's moves, by what they do. */
void	plain_hints(FILE *out, const struct hints *);

/* ?: the rules, whole. */
void	plain_rules(struct plain *);
/* One line in the middle of a game: a move or a command. */
enum ui_event plain_command(struct plain *, const char *line);
/* Whether `line` is `word` or its letter `alias` (0 for none), in either
 * case: a screen's own words (a lesson's, a puzzle's). */
bool	plain_word_is(const char *line, const char *word, char alias);

#endif
