/*
 * Game records: a whole game as plain text, readable by people and tools, in
 * the spirit of PGN.  The same format is the saved game that a dropped
 * connection resumes from.  gnomon-record(5) documents it for users
 * (tests/e2e/record_page.sh keeps the two together).
 *
 *   [Gnomon "1"]                          format version; always first
 *   [Date "2026.11.29"]
 *   [Amber "person"]                      who played: "person" or "level 3",
 * "depth 4", ... [Teal "level 5"] [Variant "len=2 day=8 sun=0 snake=0 mover=1
 * start=1 stones=5 pie=0 hold=0"] [Position "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1"]
 * only when not the variant's start [Result "amber"] amber, teal, draw, or none
 * while unfinished [Hints "on"]                          any other tag is kept
 * for the program that wrote it
 *
 *   1. b1c2 f7e6
 *   2. c2c3 e6d5
 *
 * Moves are in the notation of gnomon(6), numbered by round (under the snake
 * order the round's first mover is Teal in even rounds).  A line starting with
 * `;` is a comment.  The reader replays every move with the core: a record
 * whose moves are illegal, whose result contradicts its moves, or that is
 * corrupt in any way is refused with the line and what is wrong.
 */
#ifndef GNOMON_RECORD_H
#define GNOMON_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

enum {
	RECORD_VERSION = 1,
	RECORD_VALUE_MAX = 96,		/* a tag's value and its NUL */
	RECORD_TAG_MAX = 24,		/* a tag's name and its NUL */
	RECORD_EXTRA_MAX = 8,		/* tags kept for the writer's own use */
	RECORD_LINE_MAX = 512,		/* a longer line is refused */
	RECORD_TEXT_MAX = 16384,	/* a longer record is refused */
	RECORD_ERROR_MAX = 160
};

struct record_tag {
	char	name[RECORD_TAG_MAX];
	char	value[RECORD_VALUE_MAX];
};

struct record {
	char		date[RECORD_VALUE_MAX];
	char		player[COLOUR_COUNT][RECORD_VALUE_MAX];
	struct board	start;		/* the position before the first move */
	int		move_count;
	uint16_t	moves[MAX_PLIES];
	enum result	result;		/* of the position after the moves */
	int		extra_count;
	struct record_tag extra[RECORD_EXTRA_MAX];
};

/* A record of a new game under `rules`, nobody named, no moves. */
void	record_init(struct record *, const struct rules *rules);

/* Appends a legal move; -1 if the record is full (it never is for a legal
 * game). */
int	record_add_move(struct record *, uint16_t move);

/* The position after the first `plies` moves (plies <= move_count). */
void	record_position(const struct record *, int plies, struct board *board);

/* Sets (or adds) an extra tag; -1 if there is no room or the text is not
 * printable. */
int	record_set_tag(struct record *, const char *name, const char *value);
/* An extra tag's value, or NULL. */
const char *record_tag(const struct record *, const char *name);
/* Removes an extra tag, if there is one, keeping the others in order. */
void	record_remove_tag(struct record *, const char *name);

/* The tag of a game that ended off the board (resigned, out of time or
 * agreed): "RESULT REASON", "teal resign"; its Result stays the
 * position's (gnomon-record(5)). */
#define RECORD_TAG_ENDING "Ending"
/* How the game ended: the position's result or, when that is none, the
 * result its Ending tag names; RESULT_NONE for a game not over (or an
 * Ending that names no result). */
enum result record_outcome(const struct record *);

/*
 * Writes the record as text into `text` (`size` bytes, NUL-terminated).
 * Returns the length, or -1 if it does not fit (RECORD_TEXT_MAX always does).
 */
int	record_write(const struct record *, char *text, size_t size);

/*
 * Reads a record from `length` bytes of text.  Returns 0, or -1 with the
 * line number (1-based; 0 for the text as a whole) and a message; on failure
 * `record` is unchanged.
 */
int	record_read(const char *text, size_t length, struct record *record,
	    int *error_line, char *error);

#endif
