/*
 * The board cursor (ui_cursor.c): where the player points on the board,
 * the stone they selected, and how they look at it (the hints shown, the
 * shade of now or of the next round).  It outlives every screen that shows
 * the board (the play mode, the pie, a lesson, a replay, plain.c's), so it
 * is a service below the modes, as the game is, not one mode's state.
 */
#ifndef GNOMON_UI_CURSOR_H
#define GNOMON_UI_CURSOR_H

#include <stdbool.h>

struct ui;

/* The cell the cursor is on, and the stone selected (UI_NO_CELL for
 * none). */
int	ui_cursor_cell(const struct ui *);
int	ui_cursor_selected(const struct ui *);
void	ui_cursor_move(struct ui *, int cell);
/* UI_NO_CELL selects nothing. */
void	ui_cursor_select(struct ui *, int cell);
/* Nothing can be done on a dark cell: a cursor that dusk (or a resumed
 * game) leaves on one steps toward the centre until it is lit. */
void	ui_cursor_to_light(struct ui *);
/* The cursor on the middle stone of the person's back rank: Teal's when
 * they play Teal against the computer, else Amber's. */
void	ui_cursor_to_back_rank(struct ui *);

/* The hints shown over the board (H). */
bool	ui_cursor_hints(const struct ui *);
void	ui_cursor_show_hints(struct ui *, bool);
/* The shade of the next round shown instead of now's (S). */
bool	ui_cursor_tomorrow(const struct ui *);
void	ui_cursor_show_tomorrow(struct ui *, bool);

#endif
