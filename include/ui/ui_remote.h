/*
 * The interface of a game in a room (src/ui/ui_remote.c): the same board,
 * cursor, hints and screens as a game at one keyboard, seen from our seat,
 * but the game is the room's.  A move, an undo, a draw, a resignation or a
 * message is never done here: the interface returns UI_EVENT_SEND with the
 * request in ui_remote_request(), and the front end sends it.  The game
 * changes only when the front end tells what the room said, through the
 * calls below, which never decide a rule: what the room says stands, and
 * the core only checks that a move it reports is one the board can make
 * (else we are out of step, and UI_EVENT_RECONNECT asks for a fresh
 * snapshot).
 *
 * KEYS IN A ROOM (besides the board's: arrows, Enter, :, H, S, ?)
 *	m	type a message (Enter sends it, Esc drops it)
 *	C	what was said: the last 20 lines, on a page (Esc back)
 *	U	ask the other player to take back a move
 *	D	offer a draw, or accept the one offered
 *	X	resign, after a confirmation
 *	y, n	answer the other player's question while it is asked
 *	r	connect again, once the connection dropped
 *	←→ Enter  the pie step's choice, from the seat whose it is
 *	I	how a friend joins and the tokens (the host's; shown at first)
 *	V	once the game is over, its review, here (Esc: back to the room)
 *	q	leave (the seat waits for us: `gnomon join` comes back)
 * A spectator can only look, talk and leave.
 */
#ifndef GNOMON_UI_REMOTE_H
#define GNOMON_UI_REMOTE_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/ui.h"

/*
 * The room's seat: who sits where, what the room said last, and the one
 * request the interface asks the front end to send.  The room decides
 * every rule; this is only what it told us.
 */
enum {
	UI_SEAT_WATCH = COLOUR_COUNT, /* a seat: a colour, or watching */
	UI_NAME_MAX = 65, /* a player's name: 16 characters of UTF-8 */
	UI_ROOM_NAME_MAX = 33,
	UI_RATING_SIZE = 8, /* a rating's words, "1500?" or "guest" */
	/* A typed message: the protocol's 200 bytes (gnomon-room(5)). */
	UI_SAY_MAX = 201,
	/* The last lines said: as many as the room keeps and says again
	 * to one who comes (gnomon-room(5)), for the panel and C's page. */
	UI_SAID_KEPT = 20,
	UI_SAID_MAX = UI_NAME_MAX + 2 + UI_SAY_MAX, /* "bob: hello" */
	UI_INVITE_MAX = 2048, /* how a friend joins, for the page */
	/* What was said, for C's page: each line wrapped, in a few rows. */
	UI_HISTORY_MAX = UI_SAID_KEPT * UI_SAID_MAX * 2
};

enum ui_room_status {
	UI_ROOM_WAITING, /* a seat has never been taken */
	UI_ROOM_PLAYING,
	UI_ROOM_PAUSED, /* a player left: waiting for them to come back */
	UI_ROOM_OVER,
	UI_ROOM_LOST /* our connection to the room dropped */
};

/* Why a room's game ended, as the room says (wire's REASON). */
enum ui_room_reason {
	UI_REASON_ECLIPSE,	/* every stone of one side gone */
	UI_REASON_DUSK,		/* a dusk left a side with nothing */
	UI_REASON_COUNT,	/* counted after the last dusk */
	UI_REASON_RESIGN,
	UI_REASON_TIME,
	UI_REASON_AGREED	/* a draw offered and accepted */
};

/* What the player asks the room for (the front end words it). */
enum ui_request_kind {
	UI_REQUEST_MOVE,	/* request.move */
	UI_REQUEST_UNDO,	/* ask the other player to take back a move */
	UI_REQUEST_UNDO_YES,	/* answer their asking */
	UI_REQUEST_UNDO_NO,
	UI_REQUEST_DRAW,	/* offer a draw, or accept theirs */
	UI_REQUEST_DRAW_NO,
	UI_REQUEST_RESIGN,
	UI_REQUEST_SAY,		/* request.text */
	UI_REQUEST_SUN,		/* the pie step's sun: request.sun */
	UI_REQUEST_KEEP,	/* the pie step's colour: keep Teal */
	UI_REQUEST_SWAP,	/* or swap */
	UI_REQUEST_BYE		/* leaving: the seat waits for us */
};

/* Where a room's pie step stands, as the room says (wire's `pie`). */
enum ui_room_pie {
	UI_ROOM_PIE_SUN,	/* Amber's player is choosing the sun */
	UI_ROOM_PIE_COLOUR,	/* Teal's player is choosing a colour */
	UI_ROOM_PIE_KEEP,	/* done: kept */
	UI_ROOM_PIE_SWAP	/* done: the players changed seats */
};

struct ui_request {
	enum ui_request_kind kind;
	uint16_t	move;
	int		sun;
	char		text[UI_SAY_MAX];
};

/* The other player's question, waiting for our y or n. */
enum ui_question { UI_QUESTION_NONE, UI_QUESTION_UNDO, UI_QUESTION_DRAW };

struct ui_remote {
	int seat; /* COLOUR_AMBER, COLOUR_TEAL or UI_SEAT_WATCH */
	char		room[UI_ROOM_NAME_MAX];
	char names[COLOUR_COUNT][UI_NAME_MAX]; /* "" for none yet */
	/* Each player's rating, on a shared server ("1500?", "guest"); ""
	 * when the room did not say. */
	char ratings[COLOUR_COUNT][UI_RATING_SIZE];
	bool		connected[COLOUR_COUNT];
	int		watchers;
	enum ui_room_status status;
	int away; /* the seat the game waits for, when paused */
	enum result	result;		/* when over */
	enum ui_room_reason reason;
	enum ui_question question;	/* theirs, to answer */
	bool		asked_undo;	/* ours, waiting for their answer */
	bool		offered_draw;
	/* The clock, as the room last said it, and when (the front end's
	 * milliseconds); the side to move's runs down from then. */
	bool		clocked;
	long long	clock_ms[COLOUR_COUNT];
	long long	clock_at;
	long long	now;
	char		saying[UI_SAY_MAX];	/* the message being typed */
	bool say_full; /* the last key typed did not fit in it */
	char said[UI_SAID_KEPT][UI_SAID_MAX]; /* oldest first */
	char		history[UI_HISTORY_MAX]; /* C's page of them */
	int		said_count;
	bool		unsaved;	/* the room said it cannot save */
	/* The room has said where its pie step stands since its welcome:
	 * the welcome's `pie` line is the step's state, a later one the
	 * step itself. */
	bool		pie_told;
	/* The host's: how a friend joins, lines each ending in a newline, or
	 * "" (the page screen shows it on I: ui_page_open_invite). */
	char		invite[UI_INVITE_MAX];
	int		invite_lines;
	struct ui_request request;	/* what UI_EVENT_SEND sends */
};

/*
 * The room's seat is the game's policy (ui_game.h): the game is played
 * elsewhere, and its board, its questions and its panel are the room's
 * modes.  `struct ui_remote` is its state, kept by the front end for as
 * long as the game in the room is played (the interface holds a pointer
 * to it); only this file's functions look inside.
 */

/* What the prompt says while the other player's question waits. */
#define UI_REMOTE_UNDO_QUESTION "asks to take back a move: (y) yes · (n) no"
#define UI_REMOTE_DRAW_QUESTION "offers a draw: (y) accept · (n) decline"
#define UI_REMOTE_RESIGN_QUESTION "Resign this game? (y) resign · (n) back"
#define UI_REMOTE_LEAVE_QUESTION \
	"Leave the room? (y) leave, your seat waits for you · (n) back"

/*
 * Sets the interface up for a game in room `room` from seat `seat`
 * (a colour or UI_SEAT_WATCH), on the start of `rules` until the room's
 * snapshot comes (ui.c: ui_init, then ui_remote_take_seat), the room's
 * state in `remote`, which must outlive the game.
 */
void	ui_init_remote(struct ui *, struct ui_remote *remote,
	    const struct rules *, const char *room, int seat, bool ascii);
void	ui_remote_take_seat(struct ui *, struct ui_remote *remote,
	    const char *room, int seat);

/*
 * The host's words on how a friend joins and the tokens to pass on
 * (`text`, lines each ending in a newline; "" for none): shown on the page
 * screen now, and again with I.
 */
void	ui_remote_invite(struct ui *, const char *text);

/* The room's welcome: its name and our seat (we may be given another
 * than asked). */
void	ui_remote_welcome(struct ui *, const char *room, int seat);
/*
 * The snapshot's history: the game from the start of `rules` through
 * `moves`.  0, or -1 if a move is not legal where it stands (the game is
 * then unchanged, and the front end should not trust the room).
 */
int	ui_remote_load(struct ui *, const struct rules *, const uint16_t *moves,
	    int count);
/* Names ("" or "-" for none; control bytes and non-ASCII are dropped). */
void	ui_remote_players(struct ui *, const char *amber, const char *teal);
void	ui_remote_connected(struct ui *, bool amber, bool teal);
/* The players' ratings, as the room said them ("" for none), shown
 * beside their names. */
void	ui_remote_ratings(struct ui *, const char *amber, const char *teal);
void	ui_remote_watchers(struct ui *, int count);
/* The clocks in milliseconds, as of `now` (the front end's milliseconds). */
void	ui_remote_clock(struct ui *, long long amber_ms, long long teal_ms,
	    long long now);
/* The room's clocks as they show now, "Amber 4:59, Teal 5:00", into
 * `text`; false, and `text` empty, when the game has no room's clock. */
bool	ui_remote_clocks_said(const struct ui *, char *text, size_t size);
/* The time now, for the running clock (no other effect). */
void	ui_remote_tick(struct ui *, long long now);
/* The game goes on, or waits for the player of seat `away` (paused), or
 * for a second player (waiting). */
void	ui_remote_playing(struct ui *);
void	ui_remote_paused(struct ui *, int away);
void	ui_remote_waiting(struct ui *);

/*
 * A move was played, leaving `ply` moves in the game.  UI_EVENT_MOVED or
 * UI_EVENT_FINISHED; UI_EVENT_RECONNECT when we disagree with the room
 * (another count, or a move our board cannot make), the game unchanged.
 */
enum ui_event ui_remote_moved(struct ui *, int ply, uint16_t move);
/* Moves were taken back, leaving `ply`: UI_EVENT_UNDONE, or
 * UI_EVENT_RECONNECT as above. */
enum ui_event ui_remote_undone(struct ui *, int ply);
/* Seat `seat` asked to take back a move (UI_QUESTION_UNDO) or offered a
 * draw (UI_QUESTION_DRAW): our own, waiting, or theirs, for our y or n. */
void	ui_remote_asked(struct ui *, int seat, enum ui_question);
/* The undo asked or the draw offered was refused. */
void	ui_remote_declined(struct ui *, enum ui_question);
void	ui_remote_joined(struct ui *, int seat, const char *name);
void	ui_remote_left(struct ui *, int seat);
/* A message from seat `seat` (or UI_SEAT_WATCH) by `name`. */
void ui_remote_said(struct ui *, int seat, const char *name, const char *text);
/* The room cannot save the game, saying why (its `unsaved`): shown in the
 * messages and the panel until ui_remote_saved, when it could again. */
void	ui_remote_unsaved(struct ui *, const char *why);
void	ui_remote_saved(struct ui *);
/* The room's own word (`notice`): kept with the messages, and shown. */
void	ui_remote_notice(struct ui *, const char *text);
/* The room has not heard from the player of `seat` for `seconds` (its
 * program frozen, or its network), or hears from it again: shown. */
void	ui_remote_not_answering(struct ui *, int seat, int seconds);
void	ui_remote_answering(struct ui *, int seat);
/*
 * Where the room's pie step stands (pie=1): its question while it waits
 * (ui_pie.h's, from the seat whose choice it is; who chooses, from the
 * other), the board with the sun `sun`.  True when this is the swap
 * itself and we play the other colour from now on (the front end's hello
 * asks for it next time); the welcome's seat is already the swapped one.
 */
bool	ui_remote_pie(struct ui *, enum ui_room_pie, int sun);
/* The game ended: UI_EVENT_FINISHED (the front end files it). */
enum ui_event ui_remote_over(struct ui *, enum result, enum ui_room_reason);
/* The room refused a request, saying why. */
void	ui_remote_refused(struct ui *, const char *text);
/* Our connection dropped, saying why; r offers to connect again. */
void	ui_remote_lost(struct ui *, const char *why);

/* The game as a record with both names and the room's result, to file. */
void	ui_remote_record(const struct ui *, struct record *);

/* What UI_EVENT_SEND asks the front end to send. */
const struct ui_request *ui_remote_request(const struct ui_remote *);
/* The room said the game is over. */
bool	ui_remote_ended(const struct ui_remote *);
/* A player's seat left before the end, which the room keeps for them. */
bool	ui_remote_seat_waits(const struct ui_remote *);
/* The room's name, as shown. */
const char *ui_remote_room(const struct ui_remote *);
/* The other player's question waiting for our answer, if any. */
enum ui_question ui_remote_question(const struct ui_remote *);

#endif
