/*
 * The new-game menu's last choices, kept in the state directory (save.h)
 * as the file `menu`, so that the menu opens on what the player last
 * started a game with.  What the choices mean, and when they are kept, is
 * the interface's (ui_choices.h); this file only reads and writes them.
 *
 * THE FILE
 * A small text file, written whole and atomically as every file of the
 * game is (a temporary file, synced, renamed over the old one).  Blank
 * lines and lines beginning with '#' are comments.  The first other line
 * is "gnomon-menu 1" (the format's version); then each of these once, in
 * any order, a key and its value separated by one space:
 *
 *	opponent computer|people|watch
 *	level 1..5
 *	side amber|teal|random
 *	pie on|off
 *	fair on|off	(the menu's fair sun instead of the rules' own)
 *
 * A BAD FILE
 * changes nothing: it is read as no choices at all (the menu opens on its
 * defaults), and reading says what is wrong, with the line.  It is never
 * overwritten: the next write moves it aside first (menu.bad-TIME, as
 * save_move_aside_at does) and says so.
 */
#ifndef GNOMON_MENU_CHOICES_H
#define GNOMON_MENU_CHOICES_H

#include <stdbool.h>
#include <stddef.h>

#include "store/save.h"

#define MENU_CHOICES_FILE "menu"
#define MENU_CHOICES_MAGIC "gnomon-menu 1"

enum menu_choices_opponent {
	MENU_CHOICES_COMPUTER,		/* a person against the computer */
	MENU_CHOICES_PEOPLE,		/* two players on one keyboard */
	MENU_CHOICES_WATCH,		/* the computer against itself */
	MENU_CHOICES_OPPONENTS
};

enum menu_choices_side {
	MENU_CHOICES_AMBER,
	MENU_CHOICES_TEAL,
	MENU_CHOICES_RANDOM,
	MENU_CHOICES_SIDES
};

enum {
	MENU_CHOICES_LEVEL_MIN = 1,
	MENU_CHOICES_LEVEL_MAX = 5,
	MENU_CHOICES_TEXT_MAX = 512,	/* a longer file is not ours */
	MENU_CHOICES_ERROR_MAX = 128	/* what is wrong with a line */
};

struct menu_choices {
	enum menu_choices_opponent opponent;
	int		level;		/* MENU_CHOICES_LEVEL_MIN..MAX */
	enum menu_choices_side
	    side; /* the person's colour against the computer */
	bool		pie;		/* the pie rule */
	bool		fair;		/* the fair sun of the measured games */
};

/*
 * Reads the text of a file (`length` bytes).  0, or -1 with the line that
 * is wrong in `line` (0: the file as a whole) and what in `error`
 * (MENU_CHOICES_ERROR_MAX bytes); `choices` is then unchanged.
 */
int	menu_choices_parse(const char *text, size_t length,
	    struct menu_choices *, int *line, char *error);

/* Writes `choices` as a file's text; its length, or -1 if `size` is short. */
int menu_choices_format(const struct menu_choices *, char *text, size_t size);

/*
 * Reads the choices kept in the state directory `place`: 1 when read, 0
 * when none are kept, -1 when the file cannot be read or is bad, with
 * "PATH line N: what is wrong" (or "PATH: what") in `message`; `choices`
 * is changed only when read.
 */
int	menu_choices_read_at(const struct save_place *, struct menu_choices *,
	    char *message);

/*
 * Keeps `choices` in `place`, atomically.  A bad file found there is moved
 * aside first, its new name in `moved` (SAVE_PATH_MAX bytes; "" when none
 * was).  0, or -1 with a message (nothing is written then, and a bad file
 * that could not be moved aside is left as it was).
 */
int	menu_choices_write_at(const struct save_place *,
	    const struct menu_choices *, char *moved, char *message);

#endif
