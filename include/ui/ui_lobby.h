/*
 * The lobby's logic, without curses (src/ui/ui_lobby.c): the name a player
 * types, the list of open rooms and the row chosen, the key -> request
 * mapping, and the screen as lines of text.  src/tui/tui_lobby.c holds the
 * name's lock, asks the rooms for their info lines, draws the lines and
 * runs the games the requests ask for; the tests drive this headless.
 *
 * Every text is printable ASCII but the players' names, UTF-8 on a UTF-8
 * terminal (`ascii` false): the lobby is for whatever terminal a login
 * brings, and every line fits UI_LOBBY_COLUMNS as the terminal counts them.
 */
#ifndef GNOMON_UI_LOBBY_H
#define GNOMON_UI_LOBBY_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "net/wire.h"
#include "ui/play.h"
#include "ui/ui_correspondence.h"

enum {
	UI_LOBBY_COLUMNS = 80,
	UI_LOBBY_ROOMS_MAX = 64, /* rooms listed; more are left out */
	UI_LOBBY_TEXT_MAX = 256, /* a line's bytes, UTF-8 names in it */
	/* the title, the settings, today's puzzle, the server's line (where
	 * it keeps players), the list's heading */
	UI_LOBBY_HEAD_ROWS = 5,
	UI_LOBBY_FOOT_ROWS = 2, /* a message, the keys */
	UI_LOBBY_SOLVERS_MAX = 16, /* names kept of today's solvers */
	UI_LOBBY_SECRET_SIZE = 129, /* a password typed, 128 bytes at most */
	UI_LOBBY_SECRET_MIN = 8, /* a new password's characters, at least */
	UI_LOBBY_RATING_SIZE = 8 /* "1523?", "guest" */
};

enum ui_lobby_screen {
	UI_LOBBY_NAME,		/* typing the player's name */
	UI_LOBBY_PASSWORD,	/* a registered name's password */
	UI_LOBBY_REGISTER,	/* a guest's name registered: a password */
	UI_LOBBY_ROOMS,		/* the list of open rooms */
	UI_LOBBY_TERMS,		/* a new room's game, asked before it opens */
	UI_LOBBY_CORRESPONDENCE	/* the player's correspondence games */
};

/* The rows of a new room's terms, the new-game menu's and Play a
 * friend's (ui_menu.h, ui_friend.h), in their words. */
enum ui_lobby_term {
	UI_LOBBY_TERM_SIDE,	/* the host's colour: Amber, Teal, random */
	UI_LOBBY_TERM_PIE,	/* the pie rule on or off */
	UI_LOBBY_TERM_SUN,	/* the rules' sun, or the fair one */
	UI_LOBBY_TERM_CLOCK,	/* Play a friend's clocks (ui_friend.h) */
	UI_LOBBY_TERM_RATED,	/* rated or not: a registered player's */
	UI_LOBBY_TERM_ROWS
};

/* What a room opened from the lobby is made with (o asks, Enter opens). */
struct ui_lobby_terms {
	int		row;		/* enum ui_lobby_term, the cursor's */
	enum play_side	side;
	struct rules	rules;		/* the pie rule and the sun */
	int designer; /* the sun the fair one stands in for */
	int clock_minutes, clock_seconds; /* 0 minutes: no clock */
	bool		rated;	/* asked only of a registered player */
};

/* What a key asks the front end to do. */
enum ui_lobby_request {
	UI_LOBBY_NONE,
	UI_LOBBY_HOLD_NAME, /* `typed` is a good name: hold it, then
			       ui_lobby_named (or ui_lobby_ask_password) */
	UI_LOBBY_CHECK_PASSWORD, /* `secret` typed for `typed`: check it,
				    then ui_lobby_named */
	UI_LOBBY_REGISTER_NAME, /* `secret`, typed twice the same: register
				   `name` with it, then ui_lobby_registered */
	UI_LOBBY_JOIN, /* the chosen room (ui_lobby_chosen) */
	UI_LOBBY_WATCH,
	UI_LOBBY_OPEN, /* a room of our own, made with `terms` */
	UI_LOBBY_COMPUTER, /* a game against the computer */
	UI_LOBBY_GAMES, /* the name's finished games (ui_games.h) */
	UI_LOBBY_PUZZLE, /* today's puzzle, the same for every player */
	UI_LOBBY_ARCHIVE, /* the server's archive of games (ui_archive.h) */
	UI_LOBBY_BEST, /* the server's best players, its leaderboard */
	UI_LOBBY_REFRESH, /* ask the rooms again */
	/* a display setting was turned: keep it for the name */
	UI_LOBBY_SETTING,
	/* The correspondence page (ui_correspondence.h): asked afresh, the
	 * game chosen opened on the board, the form's game started. */
	UI_LOBBY_CORRESPONDENCE_READ,
	UI_LOBBY_CORRESPONDENCE_OPEN,
	UI_LOBBY_CORRESPONDENCE_START,
	UI_LOBBY_QUIT
};

/* The orders of the rooms' list, which `s` goes through. */
enum ui_lobby_sort {
	UI_LOBBY_SORT_NAME,	/* by the room's name */
	UI_LOBBY_SORT_RATING,	/* the best rated player's first */
	UI_LOBBY_SORT_IDLE,	/* the liveliest first: its last move */
	UI_LOBBY_SORT_WATCHERS,	/* the most watched first */
	UI_LOBBY_SORTS
};

/* An open room, as its `info` line describes it. */
struct ui_lobby_room {
	char		name[WIRE_ROOM_MAX + 1];
	char player[COLOUR_COUNT][WIRE_NAME_SIZE]; /* "" for nobody */
	bool away[COLOUR_COUNT]; /* a named player not connected */
	/* Each player's rating ("1523?"), "guest", or "" when not known. */
	char rating[COLOUR_COUNT][UI_LOBBY_RATING_SIZE];
	bool		rated;		/* its game is rated */
	int		watchers;
	int		round;
	enum wire_state	state;
	bool has_clock; /* each side's time left is known */
	int64_t		left_ms[COLOUR_COUNT];
	int idle[COLOUR_COUNT]; /* seconds since its last move; -1: not known */
};

/* Today's puzzle, the same for every player of the server, and who of
 * them solved it today (the front end reads their records). */
struct ui_lobby_puzzle {
	int		number;		/* 1..; 0: none, no line for it */
	int		rating;
	bool		mine;		/* the player solved it today */
	int		others;		/* other players who did */
	/* The first UI_LOBBY_SOLVERS_MAX of them, as added. */
	char		named[UI_LOBBY_SOLVERS_MAX][WIRE_NAME_SIZE];
};

struct ui_lobby {
	enum ui_lobby_screen screen;
	char		typed[WIRE_NAME_SIZE];
	char		name[WIRE_NAME_SIZE];	/* held, once named */
	/* The server's players (ui_lobby_bind and the others below): a name
	 * given by the login is `bound`; a name not registered is a
	 * `guest`'s, who may register it when `registration` is open. */
	bool		bound;
	bool		guest;
	bool		registration;
	bool		players;	/* the server keeps its players */
	char		rating[UI_LOBBY_RATING_SIZE];	/* the player's */
	/* A password as it is typed (never shown), and a new one's first
	 * typing; wiped once used (ui_lobby_forget_secret). */
	char		secret[UI_LOBBY_SECRET_SIZE];
	char		first[UI_LOBBY_SECRET_SIZE];
	struct ui_lobby_room rooms[UI_LOBBY_ROOMS_MAX];
	int		count;
	int		current;	/* the row chosen */
	enum ui_lobby_sort sort;	/* the list's order (s) */
	char chosen[WIRE_ROOM_MAX + 1]; /* kept chosen over a refresh */
	char		message[UI_LOBBY_TEXT_MAX];
	bool		ascii;		/* the terminal is not UTF-8 */
	/* The name's display settings, for its games (as --calm, --palette,
	 * --cursor): a player of a shared server has no command line. */
	bool		calm;
	enum play_palette palette;
	bool		cursor;
	struct ui_lobby_terms terms;	/* the last room's, asked again */
	struct ui_lobby_puzzle puzzle;
	/* A registered player's correspondence games (m), set up as the
	 * name is held. */
	struct ui_correspondence correspondence;
	/* Where in an escape sequence the keys are (ui_lobby.c): a key
	 * curses does not know, or whose bytes came apart (over ssh), comes
	 * as Esc and its bytes, which are no keys of the lobby's. */
	int		escape;
};

/* The screen as text: the first line is the title, `current` (or -1) the
 * line of the row chosen. */
struct ui_lobby_view {
	int	lines;
	char line[UI_LOBBY_ROOMS_MAX + UI_LOBBY_HEAD_ROWS + 2]
		 [UI_LOBBY_TEXT_MAX];
	int	current;
	char	message[UI_LOBBY_TEXT_MAX];
	char	keys[UI_LOBBY_TEXT_MAX];
};

void	ui_lobby_init(struct ui_lobby *);
/* A key (ui.h's enum ui_key for the keys that are not characters). */
enum ui_lobby_request ui_lobby_key(struct ui_lobby *, int key);
/* No key came for a while: an Esc before it was the key alone (on the
 * name's screen, UI_LOBBY_QUIT; on the terms', back to the list), not the
 * start of a sequence. */
enum ui_lobby_request ui_lobby_idle(struct ui_lobby *);
/* After UI_LOBBY_HOLD_NAME: whether the name is ours now, and if not why. */
void	ui_lobby_named(struct ui_lobby *, bool held, const char *why);
/* After UI_LOBBY_HOLD_NAME: the name is registered with a password, which
 * is asked (UI_LOBBY_CHECK_PASSWORD follows). */
void	ui_lobby_ask_password(struct ui_lobby *);
/* After UI_LOBBY_REGISTER_NAME: whether the name is registered now, and
 * what to say. */
void	ui_lobby_registered(struct ui_lobby *, bool registered,
	    const char *why);
/* The name the login gives (`gnomon lobby --player`), held already: the
 * rooms at once, no name asked. */
void	ui_lobby_bind(struct ui_lobby *, const char *name);
/* The password typed, and a new one's first typing, wiped. */
void	ui_lobby_forget_secret(struct ui_lobby *);
/* The list asked afresh: emptied, then each room that answered added. */
void	ui_lobby_clear(struct ui_lobby *);
/* Adds room `name` from its info line; false (nothing added) if the line is
 * not a room's or the list is full. */
bool	ui_lobby_add(struct ui_lobby *, const char *name, const char *info);
/* Today's puzzle, number and rating (0: none), its solvers cleared. */
void	ui_lobby_set_puzzle(struct ui_lobby *, int number, int rating);
/* A player who solved today's puzzle today: the lobby's own name marks it
 * as the player's own. */
void	ui_lobby_add_solver(struct ui_lobby *, const char *name);
/* A rating shown ("1523?", "guest", "" for none): room `room`'s player in
 * `seat`, or with `room` -1 the player's own. */
void	ui_lobby_rate(struct ui_lobby *, int room, int seat,
	    const char *rating);
/* The list in its order (after the rooms and their ratings are in), the
 * room chosen before kept chosen. */
void	ui_lobby_sort(struct ui_lobby *);
/* The room chosen, or NULL when none is open. */
const char *ui_lobby_chosen(const struct ui_lobby *);
/* A message for the player (printable ASCII is kept, and on a UTF-8
 * terminal clean UTF-8; the rest dropped). */
void	ui_lobby_say(struct ui_lobby *, const char *text);
/* The screen in `rows` lines (the message and keys apart). */
void	ui_lobby_view_build(const struct ui_lobby *, struct ui_lobby_view *,
	    int rows);

#endif
