/*
 * The shared server's pages (ui_archive.c), over its database
 * (server_games.h, server_players.h): the archive of every game played
 * there, and the leaderboard.  The lobby opens them (`v`, `b`), each the
 * only screen of its own front end's stack, as it opens its player's games
 * (ui_games.h); leaving the page comes back to the lobby.
 *
 * THE ARCHIVE
 * Four lists, newest first within their order (server_games.h): the
 * player's own games, another player's (a name typed), the latest, and
 * the best rated (by the mean of the two ratings before).  Tab goes from
 * one list to the next, in that order: mine, the latest, the best rated,
 * a player's (whose name is asked the first time), mine again; `/` asks a
 * player's name at any time.  A row is a game: its number, its day (UTC),
 * each player with the rating before the game ("1500?" provisional), and
 * how a rated game moved it ("+162"), or "guest", the result and how the
 * game ended, and its moves.  Enter replays the game chosen over the list
 * (ui_games_replay_over), V reviews it, and q or Esc comes back to it.
 *
 * THE LEADERBOARD
 * The rated players, best first (server_players_best): the place, the
 * name, the rating ("?" while provisional), the rated games played, and
 * the player's own row marked "<- you".  Enter on a row opens the
 * archive's list of that player's games.
 *
 * Both are read a page at a time (UI_ARCHIVE_PAGE rows, a limit and an
 * offset): the rows step past the page's ends onto the next, PgUp and
 * PgDn turn a page, Home goes back to the first.  What cannot be read
 * (a name with no games, a game gone, an empty archive) is said, and the
 * page shown stays as it was.  Every row fits UI_SCREEN_COLUMNS.
 */
#ifndef GNOMON_UI_ARCHIVE_H
#define GNOMON_UI_ARCHIVE_H

#include "store/server_db.h"
#include "ui/ui.h"

enum {
	UI_ARCHIVE_PAGE = 16	/* rows read at a time */
};

/* The pages: the archive's lists, in their Tab order, and the
 * leaderboard, which no Tab reaches. */
enum ui_archive_list {
	UI_ARCHIVE_MINE,
	UI_ARCHIVE_LATEST,
	UI_ARCHIVE_BEST,
	UI_ARCHIVE_PLAYER,
	UI_ARCHIVE_LISTS,	/* the archive's lists, that many */
	UI_ARCHIVE_LEADERS = UI_ARCHIVE_LISTS
};

/*
 * Page `list` (not UI_ARCHIVE_PLAYER: a name is typed for that one) of
 * `db`, held open by the caller for as long as the page is up, for the
 * player `name` (whose games are "mine", whose place is marked): the only
 * screen of the stack, leaving it quits.
 */
void	ui_archive_open_only(struct ui *, struct server_db *db,
	    const char *name, enum ui_archive_list list);

#endif
