/*
 * The terminal front end as the program's entry (src/main.c) starts it: a
 * game (tui_run) or a record to step through (tui_replay, `gnomon replay`).
 * No curses here: src/tui/tui.h is the tui's own header, and nothing but
 * main.c and src/tui/ includes either (tests/e2e/layers.sh checks).
 */
#ifndef GNOMON_TUI_ENTRY_H
#define GNOMON_TUI_ENTRY_H

#include <stdbool.h>

#include "play.h"

/*
 * True when TERM names a terminal known here that cannot move its cursor
 * (TERM=dumb, a printing terminal, Emacs' shell): the full screen cannot be
 * drawn there, and the line mode (plain.h) can.  An unknown TERM is not one:
 * tui_run refuses it with how to set TERM right.
 */
bool	tui_line_only(void);

/* Runs the game in the terminal; returns the exit status. */
int	tui_run(const struct play_options *);

/*
 * `gnomon replay FILE [--ascii]` (argv[0] is the first argument after
 * "replay"): the record is read before the terminal is touched, then shown
 * to step through.  Returns the exit status (commands.h's).
 */
int	tui_replay(int argc, char **argv);

#endif
