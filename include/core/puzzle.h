/*
 * Puzzles: positions from real games where the side to move has one move,
 * or one short line, that wins clearly more than every other, proved by
 * search (ai/puzzle_proof.h).  They are read from text (puzzles/puzzles.txt,
 * compiled into the program: ui/puzzles_text.h) so that every player on a
 * machine or a server meets the same puzzle on the same date.
 *
 * THE FORMAT (gnomon-puzzles(5))
 * Blank lines and lines starting with '#' are ignored.  The first other
 * line is "gnomon-puzzles 1".  A puzzle starts with `puzzle N` (N counts
 * up from 1, in order) and takes, once each:
 *   position POS	the board, in the notation's four fields; the side
 *			to move is the solver; the round gives the day
 *   line MOVES		the solution, space-separated: the solver's move,
 *			the reply, the solver's next ... (an odd count, at
 *			most PUZZLE_LINE_MAX)
 *   depth N		plies searched after the first move to prove it
 *   margin N		whole stones by which the first move beats every
 *			other first move at that depth
 *   theme NAME		one of puzzle_theme_name's (repeatable, at most
 *			PUZZLE_THEMES_MAX)
 *   rating N		its difficulty, on the puzzle rating's scale
 *   source TEXT	the game it comes from (the miner's seed, game and
 *			ply, or an archived game's name)
 * The game's real rules (rules_default) hold in every puzzle.
 *
 * The reader returns 0, or -1 with "line N: what is wrong" and no
 * puzzles.  Nothing here prints or allocates.
 */
#ifndef GNOMON_PUZZLE_H
#define GNOMON_PUZZLE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

#define PUZZLE_MAGIC "gnomon-puzzles 1"

enum puzzle_theme {
	PUZZLE_DOUBLE_THREAT,	/* one move threatens two takes */
	PUZZLE_SUN_TURN,	/* the take comes as the sun turns */
	PUZZLE_DIAGONAL,	/* a shadow after a diagonal step */
	PUZZLE_DUSK,		/* dusk decides it */
	PUZZLE_KNIGHT,		/* the knight's move: a take from a cell
				   no straight line reaches */
	PUZZLE_BLOCK,		/* a stone stands between a threat and its
				   target */
	/* What the solution comes to: every puzzle has one of these. */
	PUZZLE_WIN,		/* it forces a win */
	PUZZLE_GAIN,		/* it ends stones ahead */
	PUZZLE_DEFENCE,		/* it loses least: level, or behind */
	PUZZLE_THEME_COUNT
};

enum {
	PUZZLE_MAX = 1024,
	PUZZLE_LINE_MAX = 7,	/* moves in a solution line */
	PUZZLE_MOTIFS_MAX = 3,	/* themes before the outcome's */
	PUZZLE_THEMES_MAX = PUZZLE_MOTIFS_MAX + 1,
	PUZZLE_SOURCE_MAX = 64,
	PUZZLE_RATING_MIN = 400,
	PUZZLE_RATING_MAX = 3000,
	PUZZLE_DEPTH_MAX = 16,
	PUZZLE_ERROR_MAX = 160
};

struct puzzle {
	int		number;		/* 1, 2, ... as in the file */
	struct board	board;
	int		line_length;
	uint16_t	line[PUZZLE_LINE_MAX];
	int		depth;
	int		margin;		/* whole stones */
	int		theme_count;
	enum puzzle_theme theme[PUZZLE_THEMES_MAX];
	int		rating;
	char		source[PUZZLE_SOURCE_MAX];
	int		text_line;	/* where `puzzle N` stands */
};

/*
 * Reads every puzzle in `text` into `puzzles` (room for PUZZLE_MAX; the
 * caller's: they are large, so not on a small stack).
 */
int	puzzle_read_all(const char *text, struct puzzle *puzzles, int *count,
	    char *error);

/* "double-threat", "sun-turn", "diagonal", "dusk", "knight", "block",
 * "win", "gain", "defence". */
const char *puzzle_theme_name(enum puzzle_theme);
/* The theme named `name` (any case), or -1. */
int	puzzle_theme_parse(const char *name);
bool	puzzle_has_theme(const struct puzzle *, enum puzzle_theme);

/*
 * The puzzle of the day: an index 0..count-1 for `day`, days since
 * 1970-01-01 UTC, the same for everyone on that date.  count > 0.
 */
int	puzzle_of_day(long day, int count);

#endif
