/*
 * Lessons: small positions, each with a goal, a sentence or two, the move
 * that answers it and what some wrong moves cost, read from text
 * (lessons/lessons.txt, compiled into the program: lessons_text.h).  The
 * positions are the game's own notation (notation.h), so a lesson is data,
 * never code; `make check` (tests/test_lesson.c) searches every one and
 * fails if its answer is not the best move, a wrong move is not as bad
 * as the lesson says, or its goal, as its `asks` states it, is met by a
 * move it refuses or missed by one it accepts.
 *
 * THE FORMAT
 * One keyword and its value a line; blank lines and lines starting with
 * '#' are ignored.  A lesson starts with `lesson ID` and takes, once each:
 *   title TEXT		its name in the list
 *   position POS	the board, in the notation's four fields
 *   goal TEXT		what to do, in one sentence
 *   asks CLAUSES	what the goal asks, in clauses a test checks by the
 *			rules and the proof's search; the moves that meet
 *			them all must be the accepted ones, exactly (the
 *			answer and every `also`), and the goal's words name
 *			each clause (test_lesson holds both).  The clauses,
 *			separated by spaces:
 *			  take N	the move takes N stones or more
 *			  take CELL	the move takes the stone on CELL
 *			  save CELL	no reply takes the learner's stone
 *					on CELL (or where it moves to)
 *			  from CELL	the move is the stone on CELL's
 *			  keep		no reply takes any stone of the
 *					learner's (dusk's included)
 *			  retaken	every reply that takes a stone is
 *					taken back at once (as `retaken`)
 *			  win		the move forces a win
 *			  best		no move scores better by the search
 *   text TEXT		one or two sentences (may be repeated: joined)
 *   answer MOVE	the move that does it
 *   why TEXT		said when it is found; where the answer's dot
 *			shows a cost, it names the colour and each stone
 *			given up (test_lesson holds it to the board)
 * and any of:
 *   also MOVE		a move exactly as good, accepted too (repeatable)
 *   win		the answer forces a win (the search proves it)
 *   safe		no reply takes any stone after the answer (say it
 *			whenever the text calls the answer safe)
 *   retaken		every reply that takes a stone after the answer leaves
 *			its taking stone where a move of the learner's takes
 *			it back at once (say it whenever the text says a take
 *			is taken back)
 *   spoken TEXT	the text as the line mode says it, where the
 *			text names what only the screen shows (a mark,
 *			the cursor, the dial): no screen there (may be
 *			repeated: joined)
 *   plain-dots		a selected stone's dots show only where it can go,
 *			every one the plain dot, and the line under the board
 *			names a move without saying what it does: for a
 *			lesson before the dots' colours are taught, which
 *			would give its answer away (lesson 1's gold x was on
 *			its answer)
 *   wrong MOVE N TEXT	a tempting wrong move, at least N stones worse than
 *			the answer, and what to say about it (repeatable)
 * The game's real rules (rules_default) hold in every lesson.
 *
 * The reader returns 0, or -1 with "line N: what is wrong" and no lessons.
 * Nothing here prints or allocates.
 */
#ifndef GNOMON_LESSON_H
#define GNOMON_LESSON_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

enum {
	LESSON_MAX = 12,
	LESSON_ID_MAX = 16,
	LESSON_TITLE_MAX = 40,
	LESSON_TEXT_MAX = 320,
	LESSON_ALSO_MAX = 4,
	LESSON_WRONG_MAX = 4,
	LESSON_MARGIN_MAX = 5, /* whole stones: a lesson claims little */
	LESSON_ERROR_MAX = 160
};

/* What a goal asks (`asks`): every clause must hold of a move. */
struct lesson_asks {
	bool	declared;	/* the lesson has an `asks` line */
	int	take;		/* stones the move takes, at least (0: any) */
	int	take_cell;	/* CELL_NONE, or the stone it must take */
	int	save_cell;	/* CELL_NONE, or the stone no reply takes */
	int	from_cell;	/* CELL_NONE, or the stone that must move */
	bool	keep;		/* no reply takes a stone of the learner's */
	bool	retaken;	/* every reply's take is taken back at once */
	bool	win;		/* the move forces a win */
	bool	best;		/* no move scores better */
};

struct lesson_wrong {
	uint16_t	move;
	int		margin;		/* at least this many stones worse */
	char		text[LESSON_TEXT_MAX];
};

struct lesson {
	char id[LESSON_ID_MAX]; /* the progress file's name for it */
	char		title[LESSON_TITLE_MAX];
	struct board	board;
	char		goal[LESSON_TEXT_MAX];
	struct lesson_asks asks;	/* what the goal asks, as clauses */
	char		text[LESSON_TEXT_MAX];
	char spoken[LESSON_TEXT_MAX]; /* empty: the text says it */
	uint16_t	answer;
	int		also_count;
	uint16_t	also[LESSON_ALSO_MAX];
	char		why[LESSON_TEXT_MAX];
	bool		win;
	bool		safe;		/* no reply takes a stone after it */
	bool		retaken;	/* every taker is taken back at once */
	bool		plain_dots;	/* the dots say nothing of the moves */
	int		wrong_count;
	struct lesson_wrong wrong[LESSON_WRONG_MAX];
	int		line;		/* where `lesson ID` stands */
};

/* Reads every lesson in `text` into `lessons` (room for LESSON_MAX). */
int	lesson_read_all(const char *text, struct lesson *lessons, int *count,
	    char *error);

/* True when `move` answers the lesson: its answer or one of its also. */
bool	lesson_is_right(const struct lesson *, uint16_t move);

/* The lesson's word on `move`, or NULL if it says nothing of it. */
const struct lesson_wrong *lesson_wrong_of(const struct lesson *,
	    uint16_t move);

#endif
