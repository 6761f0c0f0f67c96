/*
 * The curses front end's own declarations, shared by src/tui/ only: the
 * computer's thread (tui_computer.c), the mouse (tui_mouse.c), the
 * terminal's description (tui_terminal.c); the drawing's are in
 * tui_draw.h.
 * tui.c owns the main loop; when the game is saved is the interface's save
 * policy (ui_save.h), which the loop hands every event.
 */
#ifndef GNOMON_TUI_H
#define GNOMON_TUI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include <curses.h>
#include <pthread.h>

#include "tui_draw.h"
#include "ui/ui.h"
#include "ui/ui_save.h"

struct net_session;
struct search;
struct ui_review;

/* What the computer's thread is doing: the computer's move, a tip for the
 * person (a master-level search), or the review of a finished game. */
enum tui_job { TUI_JOB_MOVE, TUI_JOB_TIP, TUI_JOB_REVIEW, TUI_JOB_PIE };

/*
 * The computer's thread.  tui_computer_start copies the board; while it
 * thinks the screen stays live.  tui_computer_poll returns true once, when
 * the move is ready; tui_computer_cancel raises the stop flag and joins.
 * tui_computer_start_review reviews `record` into `review` (both the
 * caller's, untouched by the main loop until the poll says it is done).
 */
struct tui_computer {
	enum tui_job	job;
	const struct record *record;	/* a review's */
	struct ui_review *review;
	int		review_status;	/* ui_review_run's */
	pthread_t	thread;
	bool		running;
	atomic_bool	stop;
	atomic_bool	done;
	struct board	board;
	int		level;
	uint64_t	seed;
	unsigned generation; /* the ui's generation when it started */
	uint16_t	move;
	bool pie_colour; /* TUI_JOB_PIE: the colour, not the sun */
	int pie_choice; /* TUI_JOB_PIE's: a sun, or keep or swap */
	struct search	*search;	/* the AI's state, kept between moves */
};

int	tui_computer_init(struct tui_computer *);
void	tui_computer_free(struct tui_computer *);
int	tui_computer_start(struct tui_computer *, const struct board *,
	    int level, uint64_t seed, unsigned generation);
int	tui_computer_start_tip(struct tui_computer *, const struct board *,
	    uint64_t seed, unsigned generation);
int	tui_computer_start_review(struct tui_computer *, const struct record *,
	    struct ui_review *, unsigned generation);
/* The computer's pie choice (pie.h) for the start `board`: the colour
 * with `colour`, else the sun. */
int	tui_computer_start_pie(struct tui_computer *, const struct board *,
	    bool colour, unsigned generation);
bool	tui_computer_poll(struct tui_computer *);
void	tui_computer_cancel(struct tui_computer *);

/*
 * Something the loop waits on beside the keys: a room's connection
 * (tui_net.c).  Each turn of the loop calls `turn` with the events poll
 * found on the descriptor `fd` gave (0 if none) and the time, and hands
 * every event of the interface to `event`; either may end the loop (turn
 * by returning UI_EVENT_QUIT, event by returning true).
 */
struct tui_peer {
	void	*context;
	int	(*fd)(void *context, short *events);	/* -1: none now */
	enum ui_event (*turn)(void *context, struct ui *, short revents,
		    long now_ms);
	bool	(*event)(void *context, struct ui *, enum ui_event);
};
/* The time for a peer's turn and the clocks it keeps: CLOCK_MONOTONIC's
 * milliseconds. */
long	tui_now_ms(void);

/* The terminal's game: the interface, its saving, the computer, the screen. */
struct tui {
	struct ui		ui;
	struct ui_save		save;
	struct tui_computer	computer;
	struct tui_layout	layout;
	struct tui_style style; /* chosen once: glyphs and colours */
	long			thinking_since;
	/* What the screen showed last: its kind, and whether it asked the
	 * quit question (the front end knows the screens by their kind,
	 * never by the mode that made them). */
	enum ui_screen	drawn_screen;
	bool		drawn_asking_quit;
	bool			must_clear;
	const struct tui_peer *peer; /* NULL, or a room's connection */
	short peer_revents; /* what poll found on its descriptor */
	/* Asked on UI_EVENT_QUIT, before the game is saved, by whoever set
	 * the loop up: true to leave; false to go on, with what the hook
	 * set up (the menu's friend rows: a room's game in the place of the
	 * menu's, on this loop).  NULL: leave. */
	bool		(*leaving)(struct tui *, void *context);
	void		*leaving_context;
	/* Another game took the place of the one on the screen: laid out
	 * and drawn afresh at the loop's next turn. */
	bool		fresh;
};

/* Everything before the first screen (the locale, a terminal at all):
 * false, said on stderr, if it cannot be. */
bool	tui_begin(struct tui *, bool ascii);
/* The main loop, from the start of curses to its end; the exit status.
 * The game is saved as tui->save says (not at all unless enabled). */
int	tui_loop(struct tui *);

/*
 * A room's client (tui_net.c).  tui_net_connect connects to the room of
 * `session` and waits for its welcome, before any screen of the game:
 * the client, or NULL with why said (on stderr, or in `refused`, `size`
 * bytes without "gnomon: ", when not NULL).  tui_net_seat makes the
 * room's game the one of `tui` (on its loop, the connection its peer),
 * drawn as `shown` says (calm, cursor, palette; NULL: the defaults).
 * tui_net_end, once the loop is over, closes it, says what is to be
 * said, and frees the client; tui_net_close does the same but puts what
 * is to be said in `said` (`size` bytes; "" for nothing), for a screen
 * still up to say.
 */
struct tui_net;
enum { TUI_NET_SAID_MAX = 4096 };	/* what tui_net_close says */
struct tui_net *tui_net_connect(const struct net_session *, char *refused,
	    size_t size);
void	tui_net_seat(struct tui_net *, struct tui *,
	    const struct play_options *shown);
void	tui_net_end(struct tui_net *);
void	tui_net_close(struct tui_net *, char *said, size_t size);

/*
 * The menu's Play a friend and Join a friend (tui_friend.c), as the hook
 * of the loop's leaving (struct tui's `leaving`, its context one of
 * tui_friend_new): on UI_EVENT_QUIT with a friend asked for
 * (ui_choices_friend), the room is opened or found while the menu is up (a
 * refusal is said there, and the loop goes on), then the menu's game is
 * left as q leaves it and the room's is played in its place; leaving the
 * room's game (UI_EVENT_QUIT again) comes back to the menu.
 * tui_friend_end, after the loop, says what the menu's game's saving and
 * the room had to say, frees the friend (NULL is none) and returns
 * `status`.
 */
/*
 * The lobby's correspondence games (tui_correspondence.c), in the server's
 * database `db` at the server's clock: the page asked afresh (every game
 * past its deadline ended on time first), and on arrival the player told
 * how many wait on their move; the game chosen played on the board, drawn
 * as `shown` says, and its move sent (the lobby's screen put away: the
 * game's exit status); the form's game started.  Each says on the page.
 */
struct server_db;
struct ui_lobby;
void	tui_correspondence_read(struct server_db *db, struct ui_lobby *);
void	tui_correspondence_arrive(struct server_db *db, struct ui_lobby *);
int	tui_correspondence_play(struct server_db *db, struct ui_lobby *,
	    const struct play_options *shown);
void	tui_correspondence_start(struct server_db *db, struct ui_lobby *);

struct tui_friend;
struct tui_friend *tui_friend_new(void);
bool	tui_friend_leaving(struct tui *, void *friend);
int	tui_friend_end(struct tui_friend *, int status);

/* Catches the signals that end the program (tui.c says which), so that
 * the terminal is always given back: a quit only sets a flag, which
 * tui_quit_signal() returns (0 if none); a loop around games (the lobby's)
 * ends when one is. */
void	tui_signals(void);
/* A curses key as the interface knows it (ui.h's enum ui_key). */
int	tui_key(int key);
int	tui_quit_signal(void);

/* Reads the record at `path` for `gnomon COMMAND`: 0, or 1 with one line
 * on stderr naming the file and what is wrong (tui_replay.c). */
int	tui_record_load(const char *command, const char *path,
	    struct record *record);

/* Shows a record to step through (tui_replay.c's `gnomon replay`), with
 * its review if not NULL (tui_review.c's `gnomon review`); the exit
 * status. */
int	tui_show_record(const struct record *, const struct ui_review *,
	    bool ascii);

/* The terminal's string capability `name`, or NULL when it has none
 * (tui_terminal.c). */
const char *tui_terminal_capability(const char *name);

/*
 * The mouse (tui_mouse.c).  tui_mouse_start, after mousemask, asks the
 * terminal for the pointer's motion and for SGR reports where curses does
 * not; tui_mouse_stop, before endwin, stops them.  tui_mouse reads a
 * KEY_MOUSE; tui_mouse_sgr the rest of an SGR report that getch returned
 * as TUI_KEY_SGR_REPORT, waiting at most `wait_ms` for each byte, then
 * getch's wait is `then_ms` again.  Either returns what the click did.
 * tui_mouse_motion asks for motion again (or stops it).
 */
enum { TUI_KEY_SGR_REPORT = KEY_MAX + 1 };	/* define_key's code */
void	tui_mouse_start(void);
void	tui_mouse_stop(void);
void	tui_mouse_motion(bool on);
enum ui_event tui_mouse(struct tui *);
enum ui_event tui_mouse_sgr(struct tui *, int wait_ms, int then_ms);

/*
 * Asks, on the plain terminal before curses starts, whether to end the
 * game `holder` of the same player still running in another session, and
 * resume here (tui_takeover.c).  True for yes.
 */
bool	tui_takeover_ask(const struct save_holder *holder);

#endif
