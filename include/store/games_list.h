/*
 * The finished games filed in games/ (save.h), listed newest first a page
 * at a time: for each, what a list of them shows (when, who played which
 * side, how it ended, how many moves), or why the file cannot be read.
 * The games are the files YYYY-MM-DDTHH-MM-SS[-N].gnomon that
 * save_name_game_at names (gnomon-record(5)); anything else in games/ (a
 * file moved aside, a temporary file) is not one of them.
 *
 * A page is read by one pass over the directory that keeps only the page's
 * names, so a directory of any size costs no more memory than a page; a
 * file that is not a good record is on the page, as unreadable, and the
 * rest of the list goes on.
 */
#ifndef GNOMON_GAMES_LIST_H
#define GNOMON_GAMES_LIST_H

#include <stdbool.h>

#include "core/board.h"
#include "store/save.h"

enum {
	/* "2026-11-29T14-28-49" and "-N": a longer name is not one of ours */
	GAMES_NAME_MAX = 32,
	GAMES_WHEN_MAX = 20,	/* "2026-11-29 14:28:49" */
	GAMES_PLAYER_MAX = 33,	/* a player's name, cut to 32 bytes */
	GAMES_WHY_MAX = 72,	/* why a file is unreadable, cut short */
	GAMES_PAGE_MAX = 16	/* the most games on a page */
};

/* One game of the list. */
struct games_entry {
	char		name[GAMES_NAME_MAX];	/* the file's, less .gnomon */
	char		when[GAMES_WHEN_MAX];	/* filed, from the name */
	/* The rest only when `readable`; else `why` says what is wrong
	 * ("line 3: not a move"). */
	bool		readable;
	char		players[COLOUR_COUNT][GAMES_PLAYER_MAX];
	enum result	result;			/* RESULT_NONE: abandoned */
	int		moves;			/* plies played */
	char		why[GAMES_WHY_MAX];
};

/* Which page: the newest games, or those just older or just newer than a
 * game named on the page before. */
enum games_from {
	GAMES_NEWEST,
	GAMES_OLDER,
	GAMES_NEWER
};

struct games_page {
	int		total;		/* games in the directory */
	int		first;		/* games newer than entries[0] */
	int		count;		/* entries on this page */
	struct games_entry entries[GAMES_PAGE_MAX];
};

/*
 * Reads into `page` at most `size` (<= GAMES_PAGE_MAX) games of the
 * directory `games`, newest first, `from` the newest or from the game
 * `name` (not itself on the page).  A directory that is not there is
 * empty.  0, or -1 with a message when the directory cannot be read.
 */
int	games_list_page(const char *games, enum games_from from,
	    const char *name, int size, struct games_page *page,
	    char *message);

/* Compares two games' names as their dates: < 0 when `a` was filed
 * first.  (The -N of a second game in one second counts as a number.) */
int	games_list_compare(const char *a, const char *b);

#endif
