/*
 * A puzzle in the line mode (plain_puzzle.c): `gnomon puzzle --plain`.
 * The puzzle is the interface's (ui_puzzle.h); this says it in lines and
 * reads the player's answers.
 */
#ifndef GNOMON_PLAIN_PUZZLE_H
#define GNOMON_PLAIN_PUZZLE_H

#include <stdbool.h>

#include "plain/plain_game.h"

/* Whether a puzzle is on the board. */
bool	plain_puzzle_up(const struct ui *);
/* The puzzle's heading, goal and words, then its position. */
void	plain_puzzle_show(struct plain *);
/* What the player is asked now. */
void	plain_puzzle_prompt(struct plain *);
/* One line read while a puzzle is up. */
enum ui_event plain_puzzle_line(struct plain *, const char *line);

#endif
