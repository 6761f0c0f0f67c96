/*
 * The puzzles in the interface (`gnomon puzzle`, and "Today's puzzle" in
 * the new-game menu): a puzzle (core/puzzle.h) on the board, its number
 * and rating in the side panel, its themes hidden until it is solved or
 * its solution shown.  The player finds the solver's moves; each right
 * one is answered by the line's reply, played as the computer would, until
 * the line ends: solved.  A wrong move is answered by its refutation, the
 * reply the search finds best (ai/search.h), played on the board and said
 * in the hints' words (ui_explain.h); then U tries again from the
 * puzzle's position, or A plays the solution out.  Solved or not, the
 * first outcome is kept in the player's puzzle record
 * (store/puzzle_record.h); N goes on to the next puzzle the record
 * chooses for the player.
 *
 * The state is the mode's own, in its entry on the stack (ui_mode.h), from
 * ui_puzzle_open until the puzzle is left; the game played meanwhile is
 * the puzzle's (game.lesson: never saved nor counted), over the game put
 * aside when the menu opened it.
 *
 * KEYS
 * On the board the game's keys work, and U tries again, A shows the
 * solution, N another puzzle, q leaves (to the menu, or the program).
 */
#ifndef GNOMON_UI_PUZZLE_H
#define GNOMON_UI_PUZZLE_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/ui.h"
#include "ui/ui_binding.h"

/* After the number of a puzzle solved, in its heading ("Puzzle 12 ✓"). */
#define UI_PUZZLE_MARK " ✓"

/* The variable that sets today for tests, YYYY-MM-DD (UTC). */
#define UI_PUZZLE_TODAY_ENV "GNOMON_TODAY"

enum {
	UI_PUZZLE_MESSAGE_MAX = 200,	/* why a puzzle cannot be opened */
	UI_PUZZLE_TODAY = 0,		/* ui_puzzle_choice.number: today's */
	UI_PUZZLE_ANY_THEME = -1
};

/* Which puzzle to open. */
struct ui_puzzle_choice {
	/* The puzzles' text (core/puzzle.h), or NULL for the program's own
	 * (ui/puzzles_text.h): the tests bring theirs. */
	const char	*text;
	int		number;		/* 1.., or UI_PUZZLE_TODAY */
	int		theme;		/* the next of this enum puzzle_theme
					   for the player, or
					   UI_PUZZLE_ANY_THEME */
	long		day;		/* today: days since 1970-01-01 UTC */
};

/*
 * Today as days since 1970-01-01 UTC: the clock's, or GNOMON_TODAY's
 * date.  0, or -1 with why in `message` (UI_PUZZLE_MESSAGE_MAX bytes)
 * when GNOMON_TODAY is not a date.
 */
int	ui_puzzle_today(long *day, char *message);

/*
 * Opens the chosen puzzle over whatever is up.  With `only` (`gnomon
 * puzzle`) leaving it leaves the program; else (from the menu) it goes
 * back to the menu and the game that was going.  0, or -1 with why in
 * `message` (no such number, no puzzle of that theme, the puzzles cannot
 * be read) and the interface left as it was.
 */
int	ui_puzzle_open(struct ui *, const struct ui_puzzle_choice *,
	    bool only, char *message);

/*
 * The program's puzzle of `day` (days since 1970-01-01 UTC), the same for
 * every player on that date: its number and rating, 0; or -1 with why.
 */
int	ui_puzzle_of_day(long day, int *number, int *rating, char *message);

/* The menu's "Today's puzzle": today's opened over the menu, or why not
 * on the message line. */
void	ui_puzzle_open_today(struct ui *);

/* True while a puzzle is on the board: its keys and moves are the
 * puzzle's. */
bool	ui_puzzle_playing(const struct ui *);

/* True while a puzzle's move is to be found: its dots stay plain and
 * the hints name no safe take, which would give its answer away (as a
 * lesson's plain_dots, lesson.h). */
bool	ui_puzzle_plain_dots(const struct ui *);

/* A key on the board while a puzzle is up: true when the puzzle took it
 * (its event in `event`), false to let the game's keys have it. */
bool	ui_puzzle_key(struct ui *, int key, const struct ui_binding *,
	    enum ui_event *event);

/* A move of the player's in a puzzle: judged, answered, said. */
enum ui_event ui_puzzle_play(struct ui *, uint16_t move);

/* What became of the try, for a front end that says it its own way (the
 * line mode's prompt). */
enum ui_puzzle_state {
	UI_PUZZLE_TRYING,	/* the solver's move is to be found */
	UI_PUZZLE_WRONG,	/* refuted on the board: U tries again */
	UI_PUZZLE_SOLVED,	/* the line played to its end */
	UI_PUZZLE_SHOWN		/* the solution played out (A) */
};
enum ui_puzzle_state ui_puzzle_state(const struct ui *);

#endif
