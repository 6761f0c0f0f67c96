/*
 * The terminal front end as the program's entry (src/main.c) starts it: a
 * game (tui_run) or a record to step through (tui_replay, `gnomon replay`).
 * No curses here: src/tui/tui.h is the tui's own header, and nothing but
 * main.c and src/tui/ includes either (tests/e2e/layers.sh checks).
 */
#ifndef GNOMON_TUI_ENTRY_H
#define GNOMON_TUI_ENTRY_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/play.h"

struct net_session;

/*
 * True when TERM names a terminal known here that cannot move its cursor
 * (TERM=dumb, a printing terminal, Emacs' shell): the full screen cannot be
 * drawn there, and the line mode (plain.h) can.  An unknown TERM is not one:
 * tui_run refuses it with how to set TERM right.
 */
bool	tui_line_only(void);
/* Says on stderr, within 80 columns, that such a terminal has `what`
 * ("playing", "the lessons") line by line. */
void	tui_line_only_say(const char *what);

/* Runs the game in the terminal; returns the exit status. */
int	tui_run(const struct play_options *);

/*
 * `gnomon replay FILE [--ascii]` (argv[0] is the first argument after
 * "replay"): the record is read before the terminal is touched, then shown
 * to step through.  Returns the exit status (commands.h's).
 */
int	tui_replay(int argc, char **argv);

/*
 * `gnomon review FILE [--text] [--plain] [--ascii]`: the record is read
 * and reviewed (ui_review.h) before the terminal is touched; --text prints
 * the report, --plain its words without the chart, and neither touches
 * it.  Returns the exit status.
 */
int	tui_review(int argc, char **argv);

/*
 * `gnomon learn [--ascii] [--plain]` (argv[0] is the first argument after
 * "learn"): the lessons, from their list, on the full screen or in lines
 * (plain_learn).  Returns the exit status.
 */
int	tui_learn(int argc, char **argv);

/*
 * `gnomon puzzle [N | --theme T] [--ascii] [--plain]`: today's puzzle,
 * puzzle N, or the next of theme T for the player (ui_puzzle.h), chosen
 * before the terminal is touched (a bad N or T is said, and changes
 * nothing).  Returns the exit status.
 */
int	tui_puzzle(int argc, char **argv);

/*
 * A game in a room (`gnomon host`, `join`, `watch`: room_command.h fills the
 * session): connects, waits for the room's welcome before the terminal is
 * touched (a refusal is said on stderr), then plays in the terminal.
 * Returns the exit status.
 */
int	tui_net_run(const struct net_session *);
/* The same, for a caller with a screen of its own (the lobby): a refusal
 * before the game's screen starts is put in `refused` (`size` bytes,
 * without "gnomon: "), not printed; and so is what the end says, in words
 * for a player without a shell (the game filed with their games, their
 * seat waiting for them), never a command line. */
int	tui_net_play(const struct net_session *, char *refused, size_t size);
/* The same with a player's display settings (`shown`'s calm, cursor and
 * palette, as a settings file gives them), the lobby's for its names. */
int	tui_net_play_shown(const struct net_session *,
	    const struct play_options *shown, char *refused, size_t size);

/*
 * `gnomon lobby [--rooms DIR] [--ascii]` (argv[0] is the first argument
 * after "lobby"): a player's name, then the open rooms to join or watch, a
 * room to open, or the computer to play.  Returns the exit status.
 */
int	tui_lobby(int argc, char **argv);

#endif
