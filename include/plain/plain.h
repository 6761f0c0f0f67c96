/*
 * The line mode, `gnomon --plain`: the game as lines of text on standard
 * output and commands read a line at a time from standard input, with no
 * cursor addressing, for screen readers, braille displays, TERM=dumb and
 * logs.  The same interface (ui.h) and save policy (ui_save.h) as the full
 * screen's; the computer thinks in the same thread, between two lines.
 */
#ifndef GNOMON_PLAIN_H
#define GNOMON_PLAIN_H

#include <stdio.h>

#include "ui/play.h"

struct net_session;
struct ui_puzzle_choice;

/* Plays the game the options choose, reading `in` and writing `out`;
 * returns the exit status. */
int	plain_run(const struct play_options *, FILE *in, FILE *out);
/* `gnomon learn --plain`: the lessons, from their list, in lines; nothing
 * is saved but the lessons finished.  Returns the exit status. */
int	plain_learn(const struct play_options *, FILE *in, FILE *out);
/* `gnomon puzzle --plain`: the puzzle `choice` names (ui_puzzle.h), in
 * lines; nothing is saved but the puzzle record.  A bad choice is said
 * on stderr.  Returns the exit status. */
int	plain_puzzle(const struct play_options *,
	    const struct ui_puzzle_choice *choice, FILE *in, FILE *out);

/* Plays the game of the room of `session` (room_command.h fills it),
 * reading `in` and polling the room beside it, writing `out`; a refusal
 * is said on stderr.  Returns the exit status. */
int	plain_room_run(const struct net_session *, FILE *in, FILE *out);

#endif
