/*
 * The text forms of the rules (gnomon(6), Notation): cells (`d4`), moves
 * (`b1c2`, `pass`, a hold `hc1` under hold=1, and `b1-c2` on input) and
 * the four-field position string
 *   <board> <side: a|t> <sun: N|NE|...|NW, `=` after it when held> <round>
 * e.g. the start, `1ttttt1/7/7/7/7/7/1aaaaa1 a N 1`.  Under moon=1 a fifth
 * field, the moon's point, follows the round; under mixed=1 a tall stone is
 * `A` or `T`: `1ttTtt1/7/7/7/7/7/1aaAaa1 a N 1 S` with both, and
 * `1ttTtt1/7/7/7/7/7/1aaAaa1 t N= 1 S` with a held sun as well.
 *
 * Cells and moves are read in any case (`D7D6` is d7d6, `PASS` is pass) and
 * always written in lowercase.  A position string's case is meaningful
 * (`a` is an Amber stone, `N` the sun in the north) and is read as written.
 *
 * Readers return 0 on success, or -1 with a message in `error` that says what
 * is wrong; on failure they change nothing they were given.
 */
#ifndef GNOMON_NOTATION_H
#define GNOMON_NOTATION_H

#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

enum {
	NOTATION_ERROR_MAX = 128, /* room for any reader's message */
	NOTATION_CELL_MAX = 3, /* "d4" and its NUL */
	NOTATION_MOVE_MAX = 6, /* "b1c2", "pass" or "hc1" and the NUL */
	/* The longest position string is 72 characters on 7x7, 101 on 9x9:
	 * room for 80 and 114. */
	NOTATION_POSITION_MAX = BOARD_SIZE * BOARD_STRIDE + 24,
	/* Longer input is refused before it is read. */
	NOTATION_INPUT_MAX = 256,
	NOTATION_REFUSAL_MAX = 64 /* notation_refusal's longest words fit */
};

/* Writers: `text` must hold the matching *_MAX bytes. */
void	notation_cell(int cell, char *text);
void	notation_move(uint16_t move, char *text);
void	notation_position(const struct board *, char *text);

int	notation_read_cell(const char *text, int *cell, char *error);
/* Reads a move's form only; whether it is legal is board_is_legal's to say. */
int	notation_read_move(const char *text, uint16_t *move, char *error);
/* Reads a position to be played under `rules`. */
int	notation_read_position(const char *text, const struct rules *rules,
	    struct board *board, char *error);

/*
 * Why `move` is not legal here (board.h's board_refusal), in a player's
 * words, written to `text` (NOTATION_REFUSAL_MAX bytes): "b1 is not Teal's
 * stone", "d5 has a stone on it", "you may pass only when no stone can
 * move", "the game is over", ...  Returns true for an illegal move; for a
 * legal one, false and "".
 */
bool	notation_refusal(const struct board *, uint16_t move, char *text);

/* Reads a sun's name (N, NE, ...) or number (0..7); -1 if it is neither. */
int	notation_read_sun(const char *text);

#endif
