/*
 * The rooms' line protocol ("the wire", gnomon(6), ROOMS): one message per
 * line, parsed into a struct wire_message and formatted from one.  Nothing
 * here allocates, reads a clock or does I/O.
 *
 * THE LINES
 * A line is printable ASCII (0x20..0x7E) ending in "\n", at most
 * WIRE_LINE_MAX bytes with the newline.  The parser and the formatter deal
 * in the line WITHOUT its newline (a "\r" before it is refused like any
 * control byte).  Words are separated by exactly one space; no leading or
 * trailing space.  The first word names the message.  The last field of
 * `say`, `said`, `error`, `bye` and `unsaved` is free text (the rest of the
 * line; it may hold spaces and, from a UTF-8 terminal, UTF-8 bytes), cleaned by
 * utf8_clean() (core/utf8.h) when it is parsed.  Moves are in the notation of
 * gnomon(6) (`b1c2`, `pass`), variant settings are the engine protocol's
 * (`len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0`:
 * options_variant), booleans 0 or 1, times whole milliseconds.
 *
 * Client to room (WIRE_VERSION = 1):
 *   hello gnomon-room 1 seat=amber|teal|any|watch name=NAME [token=HEX]
 * [SETTING...] the keyed fields in any order, each at most once; seat and name
 *       required; SETTING is a variant setting (len=3): each one given must
 *       be the room's, else the room refuses the hello
 *   info                    (before hello only: one `room` line, then the
 *                            room closes the connection)
 *   move MOVE
 *   undo | undo yes | undo no        ask to take back; answer the other's ask
 *   draw | draw no                   offer or accept; refuse
 *   resign | say TEXT | ping | bye [TEXT]
 *   sun POINT | keep | swap         the pie step's choices: Amber's
 *                                   player's sun (0..7), Teal's colour
 *
 * Room to client:
 *   room ROOM AMBER TEAL BOOL BOOL WATCHERS ROUND STATE SETTING...
 * [clock=BASE+INC] [rated=1] [left=MS+MS] [idle=S+S] the answer to `info`:
 *       names (`-` for none), whether each is connected, spectators, the
 *       board's round, STATE one word of waiting|playing|paused|over, every
 *       variant setting, rated=1 for a rated room (a line without it: not
 *       rated), with a clock each side's time left (Amber's, then Teal's),
 *       and each side's seconds since its last move or since its player
 *       came (`-` for a seat nobody has taken).  A line without left= or
 *       idle= (an older room's) leaves them unknown.
 *   welcome ROOM SEAT              SEAT amber|teal|watch; then the snapshot:
 *   rules SETTING... [clock=BASE+INC]   every variant setting; the clock's
 *                                       base and increment in ms, if a clock
 *   players AMBER TEAL             names, `-` for a seat nobody has taken
 *   connected BOOL BOOL
 *   watchers N
 *   clock AMBER_MS TEAL_MS         time left (only with a clock)
 *   moves [MOVE...]                the whole history, from the start
 *   status playing | status waiting | status paused SEAT | status over RESULT
 * REASON moved PLY MOVE                 PLY: the count of moves after this one
 *   undo-asked SEAT | undone PLY | undo-refused
 *                                  PLY: the count of moves left after the undo
 *   draw-offered SEAT | draw-refused
 *   joined SEAT NAME | left SEAT   SEAT amber|teal|watch for joined; amber|teal
 * for left said SEAT NAME TEXT            SEAT amber|teal|watch over RESULT
 * REASON             RESULT amber|teal|draw; REASON
 * eclipse|dusk|count|resign|time|agreed pong | error TEXT | bye TEXT   (after
 * bye the room closes the connection) unsaved TEXT                   the room
 * cannot save the game, TEXT why; it keeps it and tries again saved it saved
 * the game again after `unsaved`
 *   not-answering SEAT SECONDS      a player the room has not heard from
 *                                   for SECONDS (amber|teal); again every
 *                                   10 s it lasts
 *   answering SEAT                  that player is heard from again
 *   pie sun|colour|keep|swap POINT  where a pie room's step stands: the
 *                                   sun offered, or chosen; on `swap` the
 *                                   players have changed seats
 *   ratings AMBER TEAL              a room with the server's database:
 *                                   each player's rating as the players
 *                                   see it ("1500", "1500?" while
 *                                   provisional, "guest"), `-` for none;
 *                                   again when one changes.  An older
 *                                   client ignores it.
 */
#ifndef GNOMON_WIRE_H
#define GNOMON_WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

#define WIRE_PROTOCOL "gnomon-room"	/* the hello's second word */

enum {
	WIRE_VERSION = 1,
	WIRE_LINE_MAX = 512, /* bytes of a line, with its "\n" */
	WIRE_NAME_MAX = 16, /* a player's name: 1..16 characters */
	WIRE_UTF8_MAX = 4, /* bytes of a character, in UTF-8 */
	WIRE_NAME_SIZE = WIRE_NAME_MAX * WIRE_UTF8_MAX + 1, /* and its NUL */
	WIRE_ROOM_MAX = 32, /* a room's name: 1..32 bytes */
	WIRE_TOKEN_MAX = 64, /* a token: 1..64 hex digits */
	WIRE_SAY_MAX = 200, /* bytes of a `say` text, after cleaning */
	WIRE_TEXT_MAX = WIRE_LINE_MAX, /* free text: the rest of a line */
	WIRE_ERROR_MAX = 160, /* the parser's messages */
	WIRE_CLOCK_BASE_MAX = 24 * 60 * 60 * 1000, /* ms: a day */
	WIRE_CLOCK_INCREMENT_MAX = 60 * 60 * 1000, /* ms: an hour */
	WIRE_WATCHERS_MAX = 9999,
	WIRE_QUIET_SECONDS_MAX = 7 * 24 * 60 * 60, /* not-answering: a week */
	WIRE_IDLE_SECONDS_MAX = 366 * 24 * 60 * 60, /* room's idle=: a year */
	WIRE_RATING_SIZE = 8 /* a rating's words, "1500?", and its NUL */
};

/* Time left on a clock never exceeds this, ms (a base plus every increment). */
#define WIRE_CLOCK_LEFT_MAX \
	((int64_t)WIRE_CLOCK_BASE_MAX + \
	    (int64_t)MAX_PLIES * WIRE_CLOCK_INCREMENT_MAX)

enum wire_kind {
	WIRE_NONE,
	/* client to room */
	WIRE_HELLO, WIRE_INFO, WIRE_MOVE, WIRE_UNDO, WIRE_UNDO_YES,
	WIRE_UNDO_NO, WIRE_DRAW, WIRE_DRAW_NO, WIRE_RESIGN, WIRE_SAY,
	WIRE_PING,
	WIRE_SUN, WIRE_KEEP, WIRE_SWAP, /* the pie step's choices */
	WIRE_BYE,		/* both ways: text optional from a client */
	/* room to client */
	WIRE_ROOM, WIRE_WELCOME, WIRE_RULES, WIRE_PLAYERS, WIRE_CONNECTED,
	WIRE_WATCHERS, WIRE_CLOCK, WIRE_MOVES, WIRE_STATUS, WIRE_MOVED,
	WIRE_UNDO_ASKED, WIRE_UNDONE, WIRE_UNDO_REFUSED, WIRE_DRAW_OFFERED,
	WIRE_DRAW_REFUSED, WIRE_JOINED, WIRE_LEFT, WIRE_SAID, WIRE_OVER,
	WIRE_PONG, WIRE_ERROR, WIRE_UNSAVED, WIRE_SAVED,
	WIRE_NOTICE, /* the room's own word to everyone: text */
	WIRE_NOT_ANSWERING, WIRE_ANSWERING, /* a player's silence */
	WIRE_FILED, /* to the host: where the game was filed, text */
	WIRE_PIE, /* where the pie step stands */
	WIRE_RATINGS, /* the players' ratings, on a shared server */
	WIRE_KIND_COUNT
};

/* Seats: the first two are the colours (board.h's COLOUR_AMBER,
 * COLOUR_TEAL). */
enum wire_seat {
	WIRE_SEAT_AMBER = COLOUR_AMBER,
	WIRE_SEAT_TEAL = COLOUR_TEAL,
	WIRE_SEAT_ANY, /* hello only: whichever player's seat is free */
	WIRE_SEAT_WATCH, /* a spectator */
	WIRE_SEAT_COUNT
};

enum wire_state {
	WIRE_STATE_WAITING,	/* a player's seat has never been taken */
	WIRE_STATE_PLAYING,
	WIRE_STATE_PAUSED,	/* a player's connection is gone */
	WIRE_STATE_OVER,
	WIRE_STATE_COUNT
};

/* Where a room's pie step stands (`pie STEP SUN`). */
enum wire_pie {
	WIRE_PIE_SUN,		/* Amber's player is choosing the sun */
	WIRE_PIE_COLOUR,	/* the sun chosen: Teal's player chooses */
	WIRE_PIE_KEEP,		/* done: Teal's player kept Teal */
	WIRE_PIE_SWAP,		/* done: the players changed seats */
	WIRE_PIE_COUNT
};

enum wire_reason {
	WIRE_REASON_ECLIPSE, /* a side eclipsed to nothing (board_result) */
	WIRE_REASON_DUSK, /* a dusk left a side with nothing */
	WIRE_REASON_STONES, /* "count": the last dusk fell, stones counted */
	WIRE_REASON_RESIGN,
	WIRE_REASON_TIME,
	WIRE_REASON_AGREED,
	WIRE_REASON_LIMIT /* how many reasons there are */
};

/*
 * One message.  Which fields a kind uses is in the list above; the others
 * are zero after wire_parse.  Names are "" for `-` (nobody).
 */
struct wire_message {
	enum wire_kind	kind;
	int		version;			/* hello */
	int seat; /* enum wire_seat: hello, welcome, status paused,
		     undo-asked, draw-offered, joined, left, said */
	char		name[WIRE_NAME_SIZE];	/* hello, joined, said */
	char		token[WIRE_TOKEN_MAX + 1];	/* hello; "" if none */
	char		room[WIRE_ROOM_MAX + 1];	/* welcome, room */
	char player[COLOUR_COUNT][WIRE_NAME_SIZE]; /* players, room */
	char rating[COLOUR_COUNT][WIRE_RATING_SIZE]; /* ratings; "": - */
	bool		connected[COLOUR_COUNT];	/* connected, room */
	struct rules rules; /* hello, rules, room: rules_default() + settings */
	unsigned rules_given; /* bit i: options_variant.entries[i] was given */
	bool		has_clock;			/* rules, room */
	bool rated; /* room: its games move the players' ratings (rated=1) */
	int64_t clock_base_ms, clock_increment_ms; /* rules, room */
	int64_t clock_ms[COLOUR_COUNT]; /* clock; room: left= */
	bool has_left; /* room: left= was given */
	bool has_idle[COLOUR_COUNT]; /* room: idle='s, not "-" */
	int idle_seconds[COLOUR_COUNT]; /* room: idle= */
	int count; /* watchers, room: spectators; moved, undone: PLY */
	int		round;				/* room */
	enum wire_state	state;				/* status, room */
	enum result	result;				/* status over, over */
	enum wire_reason reason;			/* status over, over */
	uint16_t	move;				/* move, moved */
	int		sun;				/* sun, pie: 0..7 */
	enum wire_pie	pie;				/* pie */
	int		move_count;			/* moves */
	uint16_t	moves[MAX_PLIES];		/* moves */
	char		text[WIRE_TEXT_MAX];	/* say, said, error, bye,
						   unsaved: cleaned */
};

/* Zeroes `message` for `kind`: rules_default(), no names, no text. */
void	wire_init(struct wire_message *, enum wire_kind kind);

/*
 * Parses one line (without its "\n") into `message`.  Returns 0, or -1 with
 * a one-line message in `error` (WIRE_ERROR_MAX bytes, printable ASCII) that
 * says what is wrong; `message` is then unspecified.
 */
int	wire_parse(const char *line, struct wire_message *, char *error);
/* The same for the `length` bytes at `line`, which may hold a NUL (a
 * peer's line as it came): refused as "control byte 0x00". */
int	wire_parse_bytes(const char *line, size_t length,
	    struct wire_message *, char *error);

/*
 * Formats `message` as a line without its "\n" into `line` (`size` bytes).
 * Returns the length, or -1 if it does not fit or a field is out of its
 * range (a caller's bug: every line formatted fits WIRE_LINE_MAX - 1).
 * Free text is cleaned and cut to fit the line.
 */
int	wire_format(const struct wire_message *, char *line, size_t size);

/* Cuts `text` to at most `size` - 1 bytes without cutting a UTF-8 sequence. */
void	wire_cut_text(char *text, size_t size);

/* Whether a client may send `kind` (the room answers others with an error). */
bool	wire_is_request(enum wire_kind);

/* Whether every variant setting the hello gave is `rules`'s. */
bool	wire_rules_match(const struct wire_message *, const struct rules *);

/* Whether `name` is a valid player's name: 1..WIRE_NAME_MAX characters of
 * UTF-8, none of them a space, a control, an invisible one, a quote or a
 * backslash, and not `-` (which means nobody). */
bool	wire_name_valid(const char *name);
/* The rule a name breaks, in words ("spaces are not allowed"), or NULL for
 * a valid name. */
const char *wire_name_rule(const char *name);
/* The characters (code points) of UTF-8 `text`, a stray byte one each. */
size_t	wire_characters(const char *text);
/* Whether `name` is a valid room name: 1..WIRE_ROOM_MAX of [A-Za-z0-9._-],
 * not starting with '.' or '-' (so it is a safe file name too). */
bool	wire_room_valid(const char *name);

/* The words of the protocol: "amber", "teal", "any", "watch"; "waiting"...;
 * "eclipse"...; "amber", "teal", "draw" (RESULT_NONE: "none"). */
const char *wire_seat_name(int seat);
const char *wire_state_name(enum wire_state);
const char *wire_reason_name(enum wire_reason);
const char *wire_result_name(enum result);

#endif
