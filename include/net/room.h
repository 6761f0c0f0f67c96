/*
 * A room's state machine: one game, two seats and their players, the
 * spectators, the clock, and every request a connection makes, spoken in
 * the wire's lines (wire.h).  Pure: no sockets, no clock reads, no files, no
 * allocation.  The server (room_server.c) owns the connections and the time:
 * it numbers each connection with a small int below ROOM_CONNECTIONS_MAX,
 * tells the room when one opens, sends a line or closes, passes the time in
 * ms of a monotonic clock, and carries out what the room sends through the
 * callbacks of a struct room_io.  Every rule is the core's (board.h); the
 * room trusts no client: a request out of place is answered `error TEXT` and
 * changes nothing; a bad hello, a wrong token or anything but `hello`/`info`
 * before a hello is answered `bye TEXT` and closed.
 *
 * THE GAME'S STATES
 *   waiting   a seat has never been taken: nothing moves, the clock stands
 *   playing   both players connected: the side to move's clock runs
 *   paused    a player's connection is gone: the clock stands; the same
 *             player (name and seat token) comes back to the same seat
 *   over      by the core's result, resign, time or an agreed draw
 * Each seat has its own token, and the token decides the seat: a hello
 * with Amber's token takes Amber's seat or none (`seat=any` means the
 * token's seat; `seat=teal` with Amber's token is refused).  A seat keeps
 * its player's name from the first hello on, connected or not; only that
 * name (with the seat's token) takes it again.  A name playing already, or
 * the other seat's player's name, is refused.
 *
 * THE PIE STEP (pie=1, gnomon-room(5))
 * Before the first move, once both are in, Amber's player chooses the sun
 * (`sun`), then Teal's keeps or swaps; nothing moves and the clocks stand
 * meanwhile.  A swap moves the players, their tokens and the seat kept for
 * the host to the other colour: tokens stay with the people.
 *
 * Undo needs the other player's consent: it takes back the asker's last
 * move and whatever followed it, so that it is the asker's turn again.  A
 * move drops any question pending (an undo asked, a draw offered).
 */
#ifndef GNOMON_ROOM_H
#define GNOMON_ROOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/record.h"
#include "net/wire.h"

enum {
	ROOM_CONNECTIONS_MAX = 32, /* connection numbers are below this */
	ROOM_WATCHERS_MAX = 24, /* spectators at once */
	ROOM_SAID_KEPT = 20, /* the last lines said, sent on a welcome */
	ROOM_ERROR_MAX = 160, /* room_resume's message */
	ROOM_DESCRIBE_MAX = WIRE_LINE_MAX /* room_describe's line, with NUL */
};

/* What room_line and room_tick return: the flags of what the server must do. */
enum {
	ROOM_SAVE = 1 << 0, /* the game changed: save it (room_record) */
	ROOM_OVER = 1 << 1, /* the game is over: file it, tell, then close */
	/* The pie step's swap: the players changed seats, their tokens and
	 * the seat kept for the host with them (write the token files). */
	ROOM_SWAPPED = 1 << 2
};

/* Checked by the caller: rules that pass rules_check, a name that passes
 * wire_room_valid, tokens of lowercase hex digits (the wire's). */
struct room_settings {
	struct rules	rules;
	char		name[WIRE_ROOM_MAX + 1];
	/* Each seat's own token: a hello with it takes that seat and no
	 * other, so that neither player can sit in the other's seat. */
	char		seat_token[COLOUR_COUNT][WIRE_TOKEN_MAX + 1];
	/* Watching: this token or a seat's; "": anyone may watch.  It
	 * never seats. */
	char		watch_token[WIRE_TOKEN_MAX + 1];
	/* A seat's player-to-be ("": none): the host's own client, whose seat
	 * no one else takes before it has sat there. */
	char		kept_for[COLOUR_COUNT][WIRE_NAME_SIZE];
	int64_t clock_base_ms; /* 0: no clock; at most WIRE_CLOCK_BASE_MAX */
	int64_t clock_increment_ms; /* at most WIRE_CLOCK_INCREMENT_MAX */
	/* A rated room (`gnomon host --rated`): its finished game moves
	 * its players' ratings, when both are registered on the server.
	 * Said in its `info` line (rated=1) and to everyone who comes in
	 * (ROOM_RATED_NOTICE): joining it is agreeing to it. */
	bool		rated;
};

/* What a rated room tells each newcomer, after its snapshot. */
#define ROOM_RATED_NOTICE \
	"a rated game: its result moves both players' ratings" \
	" (a guest's name is not rated)"


/* The server's side: what the room sends and closes. */
struct room_io {
	void	*context;
	/* Sends one line (without "\n") to a connection. */
	void	(*send)(void *context, int connection, const char *line);
	/* Closes a connection after its `bye`; the room has forgotten it. */
	void	(*close)(void *context, int connection);
};

enum room_peer {
	ROOM_PEER_FREE,		/* no connection by that number */
	ROOM_PEER_NEW,		/* opened, no hello yet */
	ROOM_PEER_PLAYER,	/* seated: `seat` is its colour */
	ROOM_PEER_WATCHER
};

struct room_connection {
	enum room_peer	peer;
	int		seat;
	char		name[WIRE_NAME_SIZE];
};

/* Fixed size, caller-allocated; its fields are the room's own. */
/* A line said in the room, kept for whoever comes (back) later. */
struct room_said {
	int seat; /* a colour, or WIRE_SEAT_WATCH */
	char	name[WIRE_NAME_SIZE];
	char	text[WIRE_SAY_MAX + 1];
};

struct room {
	struct room_settings	settings;
	struct board		start;		/* before the first move */
	struct board		board;		/* after the moves */
	int			move_count;
	uint16_t		moves[MAX_PLIES];
	char player[COLOUR_COUNT][WIRE_NAME_SIZE]; /* "": never taken */
	/* Each player's rating, as the server told it (room_rate); "": not
	 * known, as in a room without the server's database. */
	char rating[COLOUR_COUNT][WIRE_RATING_SIZE];
	int seated[COLOUR_COUNT]; /* its connection, or -1 */
	struct room_connection	connections[ROOM_CONNECTIONS_MAX];
	int			watchers;
	int64_t clock_ms[COLOUR_COUNT]; /* left when the clock last stopped */
	int64_t clock_since; /* when the running clock started */
	/* Each seat's last move (or pie choice), or when its player came:
	 * the `info` line's idle seconds. */
	int64_t active_at[COLOUR_COUNT];
	bool			clock_running;
	int			undo_asker;	/* a colour, or -1 */
	int			draw_offerer;	/* a colour, or -1 */
	/* Under the pie rule, where its step stands (wire.h): the sun is
	 * settings.rules.start_sun, offered and then chosen. */
	enum wire_pie		pie_step;
	bool			over;
	enum result		result;
	enum wire_reason	reason;
	char unsaved[WIRE_TEXT_MAX]; /* why not saved; "": saved */
	struct room_said
	    said[ROOM_SAID_KEPT]; /* a ring, oldest at said_first */
	int			said_first, said_count;
};

/* A new room: no players, the variant's start, full clocks. */
void	room_init(struct room *, const struct room_settings *, int64_t now_ms);

void	room_opened(struct room *, const struct room_io *, int connection,
	    int64_t now_ms);
/* One line from a connection, its `length` bytes without the "\n" (a NUL
 * among them is refused as the control byte it is).  Returns ROOM_* flags.
 * A line from a connection the room has closed (after its bye) is
 * ignored. */
unsigned room_line(struct room *, const struct room_io *, int connection,
	    const char *line, size_t length, int64_t now_ms);
/* The connection is gone (the room does not call io->close for it).
 * Returns ROOM_* flags: ROOM_SAVE when a player's leaving stopped the
 * clock, which charged the side to move. */
unsigned room_closed(struct room *, const struct room_io *, int connection,
	    int64_t now_ms);
/* Flags a player whose time has run out.  Returns ROOM_* flags. */
unsigned room_tick(struct room *, const struct room_io *, int64_t now_ms);
/* Ms until the next room_tick can change anything (a flag), or -1: none. */
int64_t	room_deadline(const struct room *, int64_t now_ms);

/*
 * The server could not save the game: everyone in the room is told
 * `unsaved WHY` at once, and every newcomer after its snapshot, until
 * room_saved.  The same reason again is not told again.
 */
void	room_unsaved(struct room *, const struct room_io *, const char *why);
/* The server saved the game after all: `saved` to everyone, if the room
 * had said `unsaved`. */
void	room_saved(struct room *, const struct room_io *);
/* The server's own word to everyone in the room: `notice TEXT` (that it
 * was not running for a while, and charged no clock for it). */
void	room_notice(struct room *, const struct room_io *, const char *text);
/* The server filed the finished game in the host's games/ as `path`:
 * `filed PATH` to the host (in the seat kept for the host), so that the
 * host's program can say where; nobody else's games are there. */
void	room_filed(struct room *, const struct room_io *, const char *path);
/*
 * The server has not heard from `connection` for `seconds` (its program
 * pings every few seconds: frozen, or its network gone quiet), or hears
 * from it again: if it is a player, everyone else is told
 * `not-answering SEAT SECONDS` or `answering SEAT`; else nothing.
 */
void	room_not_answering(struct room *, const struct room_io *,
	    int connection, int seconds);
void	room_answering(struct room *, const struct room_io *, int connection);
/*
 * The server looked up the player in seat `colour` (room_names.h):
 * `rating` as the players see it ("1500?", "guest"; "" not known).  A
 * change is told to everyone (`ratings AMBER TEAL`), and every newcomer
 * is told them after the players' names.  A pie swap takes each rating
 * with its player.
 */
void	room_rate(struct room *, const struct room_io *, int colour,
	    const char *rating);

/*
 * The game so far as a record with both players' names (and, for a game
 * over by resign, time or agreement, an "Ending" tag "RESULT REASON", since
 * a record's Result is always its moves'); with a clock, the clock's whole
 * state: its base and increment, the time each side has left, and whose
 * clock was running.
 */
void	room_record(const struct room *, struct record *);
/*
 * The record the room files in its host's games/ when the game ends: the
 * same, with the host's Side ("amber" or "teal", the seat kept for the
 * host) and Opponent (the other player's name), as a player's own filed
 * records say who they were and whom they played.  A room opened for
 * others (no seat kept) says neither.
 */
void	room_record_filed(const struct room *, struct record *);
/*
 * Takes back a game saved by room_record into a room just made by
 * room_init with the same rules: its moves, its players (away, the game
 * paused), its ending, whether it is rated (the save's, over the room's),
 * and its clock (the saved base and increment over the room's own; a
 * record saved before they were, with the Clock tag alone, keeps the
 * room's).  Returns 0, or -1 with a message and the room
 * unchanged.
 */
int	room_resume(struct room *, const struct record *, char *error);

/*
 * THE ROOM'S OWN TIME
 * A clock charges only time the room could see pass while it ran.  The
 * monotonic clock also counts time the room's process was stopped (SIGSTOP,
 * a debugger) or not scheduled at all; a player must not lose it.  So the
 * server keeps a time of its own: while a clock runs it never waits in
 * poll() longer than ROOM_WAKE_MS, and a step of its loop that lasted more
 * than its wait and ROOM_WAKE_SLACK_MS (what a busy machine may add) was
 * not all the room's: the room's time moves on by the wait alone, and the
 * rest is skipped (and logged).  Of a stop, at most the wait is charged.
 */
enum {
	ROOM_WAKE_MS = 1000,
	ROOM_WAKE_SLACK_MS = 1000
};

struct room_time {
	int64_t real; /* the monotonic clock when last read */
	int64_t seen; /* the room's time then */
};

/* The room's time begins at monotonic `real_ms`, as that. */
void	room_time_start(struct room_time *, int64_t real_ms);
/*
 * The room's time at monotonic `real_ms`, after a step of its loop that
 * waited `wait_ms` at most (-1: without a bound, when the step cannot
 * tell a stop from a wait); the ms skipped as unseen in `skipped`.
 */
int64_t	room_time_step(struct room_time *, int64_t real_ms, int64_t wait_ms,
	    int64_t *skipped);

/* Whether the game of a record room_record wrote is over: by its moves,
 * or by its ending (resign, time, agreed). */
bool	room_record_over(const struct record *);

/* The seat (a colour) whose token `token` is, or -1: none.  In constant
 * time. */
int	room_token_seat(const struct room *, const char *token);

bool	room_over(const struct room *);
enum wire_state room_state(const struct room *);
/* Connections the room knows (hello or not). */
int	room_connections(const struct room *);
/* The `room ...` line answering `info` at `now_ms` (no secret in it):
 * ROOM_DESCRIBE_MAX. */
void	room_describe(const struct room *, int64_t now_ms, char *line,
	    size_t size);

#endif
