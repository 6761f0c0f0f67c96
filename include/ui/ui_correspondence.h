/*
 * The lobby's page of correspondence games (src/ui/ui_correspondence.c),
 * without a terminal: a registered player's games played over days
 * (store/server_correspondence.h), each with its opponent, whose move it
 * is, the time left to the deadline and whether it is rated; the games
 * that ended lately (on the board or on time, filed in the archive); and
 * the form of a new game (a registered opponent's name typed, the days a
 * move, the colour, rated or not).
 *
 * The store judges everything: a move (the core reads the record), an
 * opponent who is not registered, a deadline passed.  This page only asks
 * it, with the server's clock (ui_server_now.h) given as `now`, and says
 * in words what it answered.  Every line is within UI_CORRESPONDENCE_COLUMNS
 * as the terminal counts them (a name may be UTF-8).
 */
#ifndef GNOMON_UI_CORRESPONDENCE_H
#define GNOMON_UI_CORRESPONDENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "store/server_correspondence.h"
#include "store/server_db.h"
#include "store/server_games.h"

enum {
	UI_CORRESPONDENCE_COLUMNS = 80,
	UI_CORRESPONDENCE_TEXT_MAX = 256, /* a line's bytes, names in it */
	UI_CORRESPONDENCE_GAMES_MAX = 32, /* games listed; more left out */
	UI_CORRESPONDENCE_ENDED_MAX = 4, /* games ended lately, listed */
	/* The page's lines: a heading, the games, the ended ones. */
	UI_CORRESPONDENCE_LINES = UI_CORRESPONDENCE_GAMES_MAX +
	    UI_CORRESPONDENCE_ENDED_MAX + 8,
	UI_CORRESPONDENCE_DAYS_DEFAULT = 3
};

enum ui_correspondence_screen {
	UI_CORRESPONDENCE_LIST,	/* the player's games */
	UI_CORRESPONDENCE_NEW	/* a new game's form */
};

/* The rows of the new game's form. */
enum ui_correspondence_row {
	UI_CORRESPONDENCE_OPPONENT,	/* a registered player's name, typed */
	UI_CORRESPONDENCE_DAYS,		/* 1..14 a move */
	UI_CORRESPONDENCE_SIDE,		/* the player's colour */
	UI_CORRESPONDENCE_RATED,
	UI_CORRESPONDENCE_ROWS
};

/* What a key asks the front end to do. */
enum ui_correspondence_request {
	UI_CORRESPONDENCE_NONE,
	UI_CORRESPONDENCE_BACK,		/* back to the lobby's rooms */
	UI_CORRESPONDENCE_OPEN,		/* the game chosen on the board */
	UI_CORRESPONDENCE_START,	/* the form's game: started */
	UI_CORRESPONDENCE_REFRESH	/* the games asked afresh */
};

struct ui_correspondence {
	enum ui_correspondence_screen screen;
	char		me[SERVER_NAME_SIZE];	/* the player's name */
	bool		ascii;		/* the terminal is not UTF-8 */
	int64_t		now;		/* the server's clock, last asked */
	long		waiting;	/* games waiting on the player's move */
	struct server_correspondence games[UI_CORRESPONDENCE_GAMES_MAX];
	int		count;
	int		current;	/* the row chosen */
	/* The player's correspondence games ended lately, newest first. */
	struct server_game ended[UI_CORRESPONDENCE_ENDED_MAX];
	int		ended_count;
	/* The new game's form. */
	int		row;		/* enum ui_correspondence_row */
	char		opponent[SERVER_NAME_SIZE];
	int		days;
	int		colour;		/* the player's: COLOUR_AMBER, TEAL */
	bool		rated;
	char		message[UI_CORRESPONDENCE_TEXT_MAX];
};

struct ui_correspondence_view {
	int	lines;
	char	line[UI_CORRESPONDENCE_LINES][UI_CORRESPONDENCE_TEXT_MAX];
	int	current;	/* the line of the row chosen, or -1 */
	char	keys[UI_CORRESPONDENCE_TEXT_MAX];
};

/* The page of player `me`, its list up, nothing read yet. */
void	ui_correspondence_init(struct ui_correspondence *, const char *me,
	    bool ascii);
/*
 * The games asked afresh at `now`: first every game past its deadline
 * ended on time (filed by the store), then the player's games, the count
 * waiting on their move and the games ended lately.  0, or -1 with the
 * store's word in the page's message.
 */
int	ui_correspondence_refresh(struct ui_correspondence *,
	    struct server_db *, int64_t now);
/* A key (ui.h's enum ui_key for the keys that are not characters). */
enum ui_correspondence_request ui_correspondence_key(
	    struct ui_correspondence *, int key);
/* Esc alone: the form back to the list (NONE), the list to the lobby
 * (BACK). */
enum ui_correspondence_request ui_correspondence_escape(
	    struct ui_correspondence *);
/* The game chosen in the list, or NULL for none. */
const struct server_correspondence *ui_correspondence_chosen(
	    const struct ui_correspondence *);
/* Whether it is the player's move in `game`. */
bool	ui_correspondence_mine(const struct ui_correspondence *,
	    const struct server_correspondence *game);
/*
 * After UI_CORRESPONDENCE_START: the form's game started in the store at
 * `now`, from a fresh game's record.  1 started (the list up again,
 * refreshed, and said), 0 refused (the store's word on the form, nothing
 * started), -1.
 */
int	ui_correspondence_start(struct ui_correspondence *,
	    struct server_db *, int64_t now);
/*
 * The player's move in game `id`: `record` (`length` bytes) is the whole
 * record after it, sent to the store at `now`.  1 taken ("Sent; bob's
 * move, 3 days", or how the game ended), 0 refused, -1; said on the page,
 * which is refreshed.
 */
int	ui_correspondence_send(struct ui_correspondence *, struct server_db *,
	    int64_t id, const char *record, size_t length, int64_t now);
/* "2 days 3 hours", "5 hours", "under an hour", "past": from `now` to
 * `deadline`. */
void	ui_correspondence_time_left(int64_t now, int64_t deadline,
	    char *text, size_t size);
/* How an ended game came out, from the player's side: "ended on time:
 * alice wins", "ended by eclipse: you win", "ended at dusk: a draw". */
void	ui_correspondence_ended_words(const struct ui_correspondence *,
	    const struct server_game *, char *text, size_t size);
/*
 * The lobby's words on arrival: a game ended lately that the player has
 * not been told of (its archive id above `told`: "Your game with bob
 * ended on time: alice wins"), else "Your move in 2
 * correspondence games: m shows them", or "" when none waits.
 */
void	ui_correspondence_arrival(const struct ui_correspondence *,
	    int64_t told, char *text, size_t size);
/* The archive id of the newest game ended lately, or `told` if above. */
int64_t	ui_correspondence_told(const struct ui_correspondence *,
	    int64_t told);
/* The server line's part: "m correspondence: your move in 2", or "m
 * correspondence". */
void	ui_correspondence_server_words(const struct ui_correspondence *,
	    char *text, size_t size);
/* The page as lines, at most `rows` of them. */
void	ui_correspondence_view_build(const struct ui_correspondence *,
	    struct ui_correspondence_view *, int rows);

#endif
