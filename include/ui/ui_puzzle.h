/*
 * The puzzles in the interface (`gnomon puzzle`, and "Today's puzzle" in
 * the new-game menu); first, today: the day whose puzzle is the day's
 * (core/puzzle.h's puzzle_of_day), the same for everyone on that date.
 */
#ifndef GNOMON_UI_PUZZLE_H
#define GNOMON_UI_PUZZLE_H

/* The variable that sets today for tests, YYYY-MM-DD (UTC). */
#define UI_PUZZLE_TODAY_ENV "GNOMON_TODAY"

enum {
	UI_PUZZLE_MESSAGE_MAX = 200	/* why a puzzle cannot be opened */
};

/*
 * Today as days since 1970-01-01 UTC: the clock's, or GNOMON_TODAY's
 * date.  0, or -1 with why in `message` (UI_PUZZLE_MESSAGE_MAX bytes)
 * when GNOMON_TODAY is not a date.
 */
int	ui_puzzle_today(long *day, char *message);

#endif
