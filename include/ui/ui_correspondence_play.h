/*
 * A correspondence game on the board (src/ui/ui_correspondence_play.c):
 * the game as its record stands in the server's store, from the player's
 * seat.  On their move the player plays it (and, the snake order giving
 * them two turns running, the next one too: a move sent is all of the
 * player's moves until the other side is to move, or the game is over);
 * then the board leaves, and the front end sends the record with the new
 * moves to the store, which judges them (server_correspondence.h).  Not
 * their move: the board can be looked at, no stone moved.  Nothing here
 * decides a rule: the core says which moves are legal.
 *
 * KEYS (besides the board's: arrows, Enter, :, H, S, ?)
 *	U	take back a move of this turn, not yet sent
 *	q	back to the list, nothing sent (a turn not finished is lost)
 */
#ifndef GNOMON_UI_CORRESPONDENCE_PLAY_H
#define GNOMON_UI_CORRESPONDENCE_PLAY_H

#include <stdbool.h>

#include "core/record.h"
#include "ui/ui.h"

enum {
	UI_CORRESPONDENCE_PLAY_NAME_MAX = 65,	/* 16 characters of UTF-8 */
	UI_CORRESPONDENCE_PLAY_LEFT_MAX = 48	/* "2 days 3 hours" */
};

/* The seat's state, which the game's policy holds for as long as the
 * board is up (the front end keeps it). */
struct ui_correspondence_play {
	int	seat;		/* the player's colour */
	int	stored;		/* the moves the store holds */
	bool	sent;		/* the turn is played: to be sent */
	char	name[COLOUR_COUNT][UI_CORRESPONDENCE_PLAY_NAME_MAX];
	char	left[UI_CORRESPONDENCE_PLAY_LEFT_MAX];	/* to the deadline */
};

/*
 * The game of `record` on the board, from seat `seat` (a colour), its
 * players named `amber` and `teal`, `left` the time left to the move's
 * deadline in words; `play` must outlive the board.
 */
void	ui_correspondence_play_open(struct ui *,
	    struct ui_correspondence_play *play, const struct record *record,
	    int seat, const char *amber, const char *teal, const char *left);
/* After the board left: the record to send, `before` with the moves
 * played here; false when no turn was played (nothing to send). */
bool	ui_correspondence_play_record(const struct ui *,
	    const struct ui_correspondence_play *play,
	    const struct record *before, struct record *after);

#endif
