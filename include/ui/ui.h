/*
 * The interface's logic, without curses: the game and its undo history
 * (ui_game.c), the stack of modes that are its screens (ui_mode.h: each in
 * the file that owns it, handed keys by ui.c) and the key -> action
 * table.  ui_view.h's screen model says what each cell and each panel line
 * shows; src/tui/ draws that model and feeds keys back; the tests drive it
 * headless.
 *
 * Every rule fact (legal moves, shades, what a move takes or exposes, dusk)
 * comes from the core (board.h, hints.h); the interface never decides one.
 *
 * THE COMPUTER
 * The interface does not search.  ui_game_computer_to_move() says when a
 * computer-controlled side is to move; the front end thinks (in a thread) on
 * a copy of the board and hands the move back with ui_game_computer_played(),
 * together with the generation it read when it started.  Every change to the
 * game (a move, an undo, a new game) bumps the generation, so an answer to a
 * position that no longer stands is refused instead of played.
 */
#ifndef GNOMON_UI_H
#define GNOMON_UI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/hints.h"
#include "core/notation.h"
#include "core/record.h"
#include "store/save.h"
#include "store/stats.h"
#include "ui/play.h"
#include "ui/rules_text.h"
#include "ui/ui_view.h"

struct ui_game_policy;

/*
 * Keys as the interface understands them: printable ASCII stands for
 * itself; the rest have names here (never KEY_*: that is curses').
 */
enum ui_key {
	UI_KEY_NONE = 0,
	UI_KEY_ENTER = '\n',
	UI_KEY_ESCAPE = 27,
	UI_KEY_BACKSPACE = 127,
	UI_KEY_UP = 0x100,
	UI_KEY_DOWN,
	UI_KEY_LEFT,
	UI_KEY_RIGHT,
	UI_KEY_HOME,
	UI_KEY_END,
	UI_KEY_PAGE_UP,
	UI_KEY_PAGE_DOWN,
	UI_KEY_F1
};

/*
 * What a key, a click or the computer's move did to the game, as the state
 * machine returns it: BSD gomoku's makemove returns a code and its main
 * switches on it, and so does ours.  The front end leaves on UI_EVENT_QUIT
 * and UI_EVENT_ABANDONED and hands every event to the save policy
 * (ui_save.h), which decides from the event alone what to write and what to
 * file.  Whatever changes only the screen (the cursor, a menu row, the rules
 * page, a refused move and its message, a step through a record) is
 * UI_EVENT_NONE.
 */
enum ui_event {
	UI_EVENT_NONE,
	UI_EVENT_MOVED, /* a move was played and the game goes on */
	UI_EVENT_FINISHED, /* a move was played and ended the game */
	UI_EVENT_UNDONE, /* moves were taken back */
	UI_EVENT_NEW_GAME, /* a game began, and none was going */
	UI_EVENT_REPLACED, /* a game began in the middle of another, left
			      unfinished */
	UI_EVENT_RESUMED, /* the saved game offered is played on */
	/* it is not: the command line's choice begins afresh */
	UI_EVENT_DECLINED,
	UI_EVENT_QUIT, /* leave, keeping the game for later */
	/* leave, abandoning the game: file it, keep nothing */
	UI_EVENT_ABANDONED,
	/* A game in a room (ui_remote.h) changes only when the room says so: */
	UI_EVENT_SEND, /* send the room's request (ui_remote_request) */
	UI_EVENT_RECONNECT /* connect to the room again (a fresh snapshot) */
};

/*
 * Which mode a screen is (ui_mode.h's `id`), for the code that asks which
 * one is up or goes to one by it (ui_mode_go).  A mode nobody asks about
 * by its id names none, and is UI_MODE_OTHER: it needs no line here nor
 * in ui.c's table, and its view says what is drawn (a UI_SCREEN_LIST is
 * drawn by every front end without knowing whose it is).
 */
enum ui_mode {
	UI_MODE_OTHER, /* a mode known by no id (its ops name none) */
	UI_MODE_MENU, /* choosing a new game */
	UI_MODE_PLAY, /* the board (also once the game is over) */
	UI_MODE_TYPING, /* reading a typed move after `:` */
	UI_MODE_RULES, /* the rules, scrollable */
	UI_MODE_CONFIRM_QUIT, /* keep the game for later, back, or abandon it */
	UI_MODE_RESUME, /* a saved game on the board: resume it? */
	UI_MODE_REPLAY, /* stepping through a record */
	UI_MODE_SAY, /* in a room: typing a message to the other player */
	UI_MODE_CONFIRM_RESIGN, /* in a room: resign? */
	UI_MODE_LESSONS, /* the list of lessons (ui_lesson.h) */
	UI_MODE_PIE, /* the pie step before the first move (ui_pie.h) */
	UI_MODE_CONFIRM_HOLD, /* K (hold=1): hold the sun with this stone? */
	UI_MODE_CONFIRM_NEW, /* R in the middle of a game: leave it for a new
				one? */
	UI_MODE_QUIT /* the front end should leave */
};
enum { UI_MODES = UI_MODE_QUIT + 1 };

/*
 * The menu's friend rows: once the interface has left (UI_EVENT_QUIT), the
 * front end opens a room and plays in it, as `gnomon host` does, or joins
 * the one Join a friend's line names, as `gnomon join` does
 * (ui_choices_friend).
 */
enum ui_friend {
	UI_FRIEND_NONE,
	UI_FRIEND_HOST,		/* Play a friend */
	UI_FRIEND_JOIN		/* Join a friend */
};

/* Where the friend Play a friend waits for is (ui_friend.h asks). */
enum ui_friend_place {
	UI_FRIEND_HERE,		/* this account, another terminal */
	UI_FRIEND_MACHINE,	/* another account of this machine */
	UI_FRIEND_AWAY,		/* another machine */
	UI_FRIEND_PLACES
};

/* What Play a friend does with an unfinished game of its room's name. */
enum ui_friend_resume {
	UI_RESUME_ASK,		/* asks first (ui_friend.h) */
	UI_RESUME_TAKE_UP,	/* plays it on */
	UI_RESUME_ANEW		/* files it as it stands, and begins anew */
};

/* The line Join a friend takes: "gnomon join " and a room's name, or
 * HOST:PORT, and the options a shared directory's line has. */
enum { UI_FRIEND_LINE_MAX = 128 };

enum ui_opponent {
	UI_OPPONENT_COMPUTER,	/* a person against the computer */
	UI_OPPONENT_PEOPLE,	/* two players on one keyboard */
	UI_OPPONENT_WATCH,	/* the computer against itself */
	UI_OPPONENTS
};

enum {
	UI_NO_COLOUR = -1,
	UI_TYPED_MAX = 16, /* room for "b1-c2" and then some */
	UI_MESSAGE_MAX = NOTATION_ERROR_MAX, /* room for a reader's message */
	UI_FILED_MAX = 64, /* a filed game's name, "2026-11-29T14-28-49-2" */
	/* The dusk ring is marked while at most this many rounds are left
	 * after the current one before dusk: the last two of a day. */
	UI_DUSK_WARNING_ROUNDS = 1
};

/*
 * The player's record (ui_tally.h): whether this game's end is counted, and
 * where the player stands at its level once it is.
 */
struct ui_standing {
	bool known; /* read back when the game was counted */
	enum stats_rules rules;	/* the rules it was counted under */
	int		level;
	long		games[STATS_OUTCOMES];	/* at the level, both colours */
};

struct ui_tally {
	bool		counted;	/* this game's end is in the record */
	struct ui_standing standing;
};


/*
 * The pie rule's step (ui_pie.h): Amber's player chooses the sun, then
 * Teal's player chooses a colour.  Once done, `swap` is Teal's player's
 * choice, which the record keeps (its Pie tag).
 */
enum ui_pie_step {
	UI_PIE_OFF,		/* not a pie game */
	UI_PIE_SUN,		/* Amber's player is choosing the sun */
	UI_PIE_COLOUR,		/* Teal's player is choosing a colour */
	UI_PIE_DONE		/* chosen: the game is played */
};

struct ui_pie {
	enum ui_pie_step step;
	bool		swap;		/* on offer, then chosen */
};

/*
 * The tip (T, ui_tip.c): asked at `generation`, when the front end
 * searches and hands the move back with ui_tip_found(); the tips this game
 * has taken, and the last one shown, for the position it was for.  Only
 * ui_tip.c reads or writes it: the rest call its functions (ui_tip.h).
 */
struct ui_tip_state {
	bool		asked;
	unsigned	generation;
	int		count;		/* tips taken this game */
	uint16_t	shown;		/* the last tip, or MOVE_NONE */
	unsigned shown_generation; /* the position it is for */
};

/*
 * The game: its moves and everything needed to take them back, whether it
 * has begun (the menu can be left), who plays it and where it was filed.
 * Put aside whole while the lessons are up (ui_game_put_aside).
 */
struct ui_game {
	struct board	start;
	struct board	board;
	int		plies;
	uint16_t	moves[MAX_PLIES];
	struct undo	undos[MAX_PLIES];
	bool		started;
	/* Begun by the menu's Enter: until its first move, q goes back to
	 * the menu rather than quitting (ui_play.c). */
	bool		from_menu;
	/* Who plays; a replay and a lesson are UI_OPPONENT_PEOPLE (no
	 * computer), a room's game UI_OPPONENT_COMPUTER (its own rules). */
	enum ui_opponent opponent;
	int		level;
	int human; /* the person's colour against the computer */
	/* The name this game was filed under when it ended ("" if never), so
	 * that ending it again after an undo replaces that file, not adds one.
	 */
	char		filed_as[UI_FILED_MAX];
	/* The pie rule's step (ui_pie.h): the game's own, put aside and
	 * given back with it. */
	struct ui_pie	pie;
	/* V at the game's end asked the front end for its review
	 * (ui_review.h), at this generation of the interface: a change to
	 * the game since forgets it (ui_game_review_asked). */
	bool		review_asked;
	unsigned	review_generation;
	/* Its tips (ui_tip.h), counted for its record. */
	struct ui_tip_state tip;
	/* The lessons or a puzzle are up (ui_lesson.c, ui_puzzle.c): the
	 * game is theirs, never saved nor counted, until the one put aside
	 * is taken back. */
	bool		lesson;
	/* Where the moves come from and go (ui_game.h): NULL for this
	 * terminal's game, or a room's policy and its state. */
	const struct ui_game_policy *policy;
	void		*policy_data;
};

/* The board cursor (ui_cursor.h, only ui_cursor.c touches it): the cell
 * pointed at, the stone selected and what is shown over the board. */
struct ui_cursor {
	int		cell;
	int selected; /* UI_NO_CELL or a stone of the side to move */
	bool		hints;
	bool		tomorrow;
};

/*
 * What outlives the new-game menu: the choices the next game starts
 * from, and the friend's room the front end opens or joins once the
 * interface has left.  Only ui_choices.c touches it; the others call
 * ui_choices.h.
 */
struct ui_choices {
	enum ui_opponent opponent;
	int		level;
	enum play_side	side;
	int sun; /* the sun to go back to from the fair one */
	/* The menu opened on the newcomer's first game (no choices kept),
	 * and says why until a game begins. */
	bool		newcomer;
	/* The game on the board began from the menu: its choices are to be
	 * kept for the next time (ui_save.c, on the event that began it). */
	bool		chosen;
	int menu_row; /* where the menu opens next (ui_menu_row) */
	enum ui_friend	friend;
	char		friend_line[UI_FRIEND_LINE_MAX];	/* Join's */
	/* Play a friend's answers, and its clock: minutes each and
	 * seconds added a move, 0 minutes for none. */
	enum ui_friend_place friend_place;
	enum ui_friend_resume friend_resume;
	int		clock_minutes, clock_seconds;
};

/*
 * The screens are a stack of modes (ui_mode.h): the top one has the keys;
 * a screen over another (the rules, a question, a typed move) returns to
 * the one under it when it is popped.  struct ui holds that stack, the
 * game (with its history and who plays it) and what every screen shows.
 * A mode whose state lives only while it is up keeps it in its entry, as
 * tmux's modes do (the page, the questions, the typed move, a replay's
 * record, kept in its entry under a page opened over it, the menu's row
 * and Join's line, the lessons and the one played); what outlives a
 * screen is a service with its own header (the menu's choices,
 * ui_choices.h).  A room's seat is no member: it is the game's policy
 * (ui_game.h), whose state its front end keeps.
 */
struct ui_mode_ops;
/* A question over the rules over the board is three; the rest is room.
 * A push past it is refused (ui_mode_push).  A mode's own state is at
 * most UI_MODE_DATA_MAX bytes: room for the largest, a replay's record
 * (its moves, and a little more) or a page of a list that a mode reads
 * from files (a few KB), not for what is read whole. */
enum {
	UI_MODE_DEPTH = 8,
	UI_MODE_DATA_MAX = 4096
};

/*
 * A mode on the stack (ui_mode.h): its table and its own state, whose
 * shape only the mode's file knows (ops->size bytes of `data`, set up by
 * ops->init when it enters and put away by ops->free when it leaves), as
 * tmux's window_mode_entry holds its mode's data.  The state lives in the
 * entry itself, so the stack needs no heap and a struct ui set to zero is
 * an empty stack.
 */
struct ui_mode_entry {
	const struct ui_mode_ops *ops;
	/* The key to the board's marks is shown over the mode (ui.c's ?,
	 * ui_mode_show_marks), and goes with it. */
	bool		marks;
	union {
		max_align_t	align;
		unsigned char	bytes[UI_MODE_DATA_MAX];
	} data;
};

struct ui {
	struct ui_mode_entry modes[UI_MODE_DEPTH];	/* bottom first */
	int		depth;
	/* Every mode by its id (UI_MODES of them), from ui_init (ui.c). */
	const struct ui_mode_ops *const *modes_by_id;
	struct ui_game	game;
	struct rules	rules;
	uint64_t	seed;
	uint64_t random; /* state of the interface's own random numbers */

	/* What every screen shows: the terminal's, the line under the board,
	 * and the hints of game.board, kept up to date. */
	bool		ascii;		/* the terminal shows ASCII only */
	char		message[UI_MESSAGE_MAX];
	unsigned	generation;
	struct hints	hints;

	struct ui_cursor cursor;	/* the board cursor (ui_cursor.h) */
	struct ui_choices choices;	/* the next game's (ui_choices.h) */
	/* How many lines of a page the screen shows (the terminal's, kept
	 * while no page is up: ui_page.c keeps the rest). */
	struct {
		int		rows;
	} page;

	/* Saving (ui_save.c does the files, from the events). */
	struct play_options
	    options; /* of the command line: a declined resume starts afresh */
	struct ui_tally	tally;		/* the player's record (ui_tally.h) */

	/* The game service's (ui_game.c, ui_game_put_aside): the game put
	 * aside while the lessons are up. */
	struct ui_game	aside;
};

/* Sets up the interface for the options of the command line: the menu first
 * unless they chose the game. */
void	ui_init(struct ui *, const struct play_options *);
/* ui_init on the same terminal: what the front end told the interface
 * (ASCII only, the page's rows) is kept.  `options` may be the ui's own. */
void	ui_init_again(struct ui *, const struct play_options *);

/* After ui_record_resume: the saved game is shown and the person asked
 * whether to resume it (UI_EVENT_RESUMED); if not, the game the command
 * line chose begins (UI_EVENT_DECLINED). */
void	ui_offer_resume(struct ui *);
/* The offer taken without asking, as y would take it (a game taken over
 * from another terminal is played on): UI_EVENT_RESUMED, or
 * UI_EVENT_NONE when no saved game is offered. */
enum ui_event ui_offer_take(struct ui *);

/* True once the front end is to leave (a key or an event said so). */
bool	ui_done(const struct ui *);
/* Handles one key in the current mode; what it did to the game. */
enum ui_event ui_key(struct ui *, int key);
/* A click on a cell (UI_NO_CELL off the board): left selects or moves,
 * right deselects. */
enum ui_event ui_click(struct ui *, int cell, bool right);
/* The pointer moved onto a cell (UI_NO_CELL off the board): the cursor
 * follows it, as the arrow keys move it; it changes only the screen. */
void	ui_hover(struct ui *, int cell);

#endif
