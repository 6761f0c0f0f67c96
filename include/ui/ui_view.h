/*
 * The screen model: everything the interface shows, as ui_view_build()
 * (src/ui/ui_view.c) works it out from the interface's state.  A front end
 * draws this and nothing else: it never sees struct ui or the board, which
 * is why this header does not include ui.h.  The tests check the model, so
 * what they check is what is drawn.
 *
 * Texts are UTF-8 with one column a character; a front end without UTF-8
 * shows them through ui_text_ascii() (ui_text.h), and both forms fit the
 * widths ui_text.h names.
 */
#ifndef GNOMON_UI_VIEW_H
#define GNOMON_UI_VIEW_H

#include <stdbool.h>

#include "core/board.h"
#include "core/lesson.h"
#include "ui/rules_text.h"

struct ui;

/* The glyphs the panel's words name, as the board and the dial draw them
 * in UTF-8 (ui_text_ascii gives their ASCII stand-ins). */
#define UI_SUN_GLYPH "☼"
#define UI_MOON_GLYPH "☾"		/* moon=1 */
#define UI_TALL_AMBER_GLYPH "◉"	/* mixed=1: a tall stone */
#define UI_TALL_TEAL_GLYPH "◈"
/* After a stone one enemy move could take if it stays: a caret, a small
 * triangle's tip, in UTF-8 and ASCII alike (and on the page, which has no
 * ASCII for a triangle glyph). */
#define UI_REACH_GLYPH "^"

/* What the quit question asks, on the board and in a window too small for
 * it. */
#define UI_QUIT_QUESTION "Quit? (y) keep for later · (n) back · (a) abandon"
/* K's question (hold=1), with the sun it keeps and the stone it spends. */
#define UI_HOLD_QUESTION \
	"Hold the sun at %s, giving up %s for good? (y) yes · (n) no"
/* R's in the middle of a game, before the menu that would replace it. */
#define UI_NEW_QUESTION \
	"A new game, leaving this one unfinished? (y) yes · (n) no"
/* The key line of a game over: the one line that says it is. */
#define UI_OVER_KEYS "Game over: V review · R new · "

enum {
	UI_NO_CELL = -1,
	UI_NO_STONE = -1,
	UI_LINE_MAX = 160,	/* one panel line, UTF-8 */
	/* The last messages in a room, as many as the panel's rows hold. */
	UI_PANEL_SAID_MAX = 4096
};

enum ui_menu_row {
	UI_MENU_OPPONENT,	/* the computer, or two players */
	UI_MENU_LEVEL,
	UI_MENU_SIDE,		/* Amber, Teal or random */
	UI_MENU_PIE,		/* the pie rule on or off */
	UI_MENU_SUN,		/* the designer's sun, or the fair one */
	UI_MENU_START,
	UI_MENU_LEARN,		/* the lessons instead of a game */
	UI_MENU_PUZZLE,		/* today's puzzle instead of a game */
	UI_MENU_FRIEND,		/* Play a friend: a room opened here */
	UI_MENU_JOIN,		/* Join a friend: the line their screen shows */
	UI_MENU_ROWS
};

/* The rules screen's lines are at most this many columns. */
enum { UI_RULES_WIDTH = RULES_TEXT_WIDTH };

/* What a stone's ring says. */
enum ui_ring {
	UI_RING_NONE,
	/* a stone of the viewer's in an enemy shade: red, `!` */
	UI_RING_THREAT,
	UI_RING_PREY, /* an enemy stone in the viewer's shade: gold, `x` */
	UI_RING_TOMORROW /* in an enemy shade once the sun turns: dashed */
};

/* A destination dot of the selected stone: hints.h's move classes. */
enum ui_dot {
	UI_DOT_NONE,
	UI_DOT_QUIET,		/* white */
	UI_DOT_GOLD,		/* takes, leaves nothing exposed */
	UI_DOT_ORANGE,		/* takes, but exposes */
	UI_DOT_RED		/* exposes for nothing */
};

enum ui_shade_bits {
	UI_SHADE_AMBER = 1 << COLOUR_AMBER,
	UI_SHADE_TEAL = 1 << COLOUR_TEAL
};

struct ui_cell {
	int		stone;		/* a colour, or UI_NO_STONE */
	bool		tall;		/* mixed=1: the stone is tall */
	unsigned shade; /* UI_SHADE_* bits: whose shade covers it */
	bool		dark;		/* darkened by dusk: out of the game */
	bool dusk; /* dusk darkens it soon: the ring is marked */
	enum ui_ring	ring;
	/* The viewer's stone, on the viewer's turn, that one enemy move could
	 * take if it stays (hints.h's in_reach), where no red ring says more:
	 * a small mark after it. */
	bool		reach;
	enum ui_dot	dot;
	bool		cursor;
	bool		selected;
	bool		last_from;	/* where the last move came from */
	bool		last_to;
	bool lost; /* a stone was eclipsed or darkened here last turn */
};

/* The side panel and the lines below the board: plain text, UTF-8. */
struct ui_panel {
	char turn[UI_LINE_MAX]; /* "Amber to move (you)", or the result */
	char	round[UI_LINE_MAX];	/* "Round 3 · day 1 of 3" */
	char	dusk[UI_LINE_MAX];	/* "Dusk in 5 rounds" */
	bool dusk_now; /* dusk falls after this round: a warning */
	/* "Amber  5 stones": a row each, after the colour's stone glyph. */
	char	stones[COLOUR_COUNT][UI_LINE_MAX];
	char	last[UI_LINE_MAX];	/* "Last: Teal c7c6, eclipsed d2" */
	char opponent[UI_LINE_MAX]; /* "Computer level 2" or "Two players" */
	char variant[UI_LINE_MAX]; /* "Rules: len 3, snake", or "" for the real
				      game */
	char view[UI_LINE_MAX]; /* "Shade now, sun N", "Next round, sun NE" */
	/* At the end of a game counted in the player's record (ui_tally.h),
	 * "You are 3–1 against level 2", with ", 2 drawn" when any; else "". */
	char	record[UI_LINE_MAX];
	bool tomorrow; /* the board shows the next round's shade */
	/* A ring and its mark on a stone somewhere on the board: the panel
	 * then says what the marks mean; and the same for the reach mark. */
	bool	marks;
	bool	reach;
	char	hints[UI_LINE_MAX];	/* "Hints off", or empty */
	char detail[UI_LINE_MAX]; /* the move under the cursor, or a message */
	char prompt[UI_LINE_MAX]; /* the typed move, or UI_QUIT_QUESTION */
	char	keys[UI_LINE_MAX];	/* the one-line key reminder */
	/* In a room only, else "": */
	char room[UI_LINE_MAX]; /* "Room demo · 2 watching", under the title */
	/* The last messages, whole, newest last: the front end shows the
	 * last of them that fit (ui_text_last_lines). */
	char	said[UI_PANEL_SAID_MAX];
};

/* The new-game menu, over the board. */
struct ui_menu {
	/* "▸ Computer level: 2 of 5  ←→" on the current row, "  Start the
	 * game" on the others: each fits UI_MENU_COLUMNS. */
	char	rows[UI_MENU_ROWS][UI_LINE_MAX];
	/* false: dimmed, the cursor passes over it */
	bool applies[UI_MENU_ROWS];
	int	current;		/* the row the cursor is on */
};

/* The page screen: a page of the man page (or a review's report), and
 * where it is. */
struct ui_rules_page {
	/* The page from its first line on the screen: whole lines, each
	 * ending in '\n'; read-only text that outlives the view.  NULL past
	 * the end. */
	const char	*text;
	int		top;		/* the index of that line */
	int		rows;		/* how many lines the screen shows */
	int		total;		/* lines in the page */
	const char	*title;		/* "Gnomon: the rules (man gnomon)" */
	char footer[UI_LINE_MAX]; /* "lines 1-21 of 300 · ↑↓ ..." */
};

/*
 * A list to choose from, over the whole window (UI_SCREEN_LIST): a title,
 * a few lines above the rows, the rows with one of them chosen, and a keys
 * line.  The list of lessons is one; so is the screen of any mode that no
 * front end knows by name, which draws it without knowing whose it is.
 */
enum { UI_LIST_ROWS_MAX = 20 };
struct ui_list_view {
	char	title[UI_LINE_MAX];	/* "Gnomon: learn to play" */
	char intro[UI_LINE_MAX * 2]; /* above the rows, or why there are none */
	/* A row each, "✓ 2. Eclipse on your own move". */
	int	count, current;
	char	rows[UI_LIST_ROWS_MAX][UI_LINE_MAX];
	char	footer[UI_LINE_MAX];	/* the keys */
};

/* The lesson on the board, whose words take the side panel's place (their
 * list is a UI_SCREEN_LIST). */
enum { UI_LESSON_BODY_MAX = 800 };
struct ui_lesson_view {
	bool	on;			/* a lesson is on the board */
	char	heading[UI_LINE_MAX];	/* "Lesson 2 of 8 · done" */
	char	title[UI_LINE_MAX];
	char	goal[UI_LINE_MAX * 2];	/* "Goal: ..." */
	/* The lesson's sentences, or the verdict on the last try. */
	char	body[UI_LESSON_BODY_MAX];
	/* The body as the line mode says it: the lesson's spoken words,
	 * where it has them, for a text that names the screen's marks. */
	char	spoken[UI_LESSON_BODY_MAX];
	bool	right, wrong;		/* what the verdict says, for its ink */
};

/* Which screen is up. */
enum ui_screen {
	UI_SCREEN_BOARD,	/* the board and the panel */
	UI_SCREEN_MENU,		/* the board with the new-game menu over it */
	UI_SCREEN_RULES,
	UI_SCREEN_LIST		/* a list to choose from: the lessons, ... */
};

struct ui_view {
	enum ui_screen	screen;
	bool asking_quit; /* the quit question waits for its answer */
	bool asking_resume; /* so does the offer of a saved game */
	/* A question of y or n on the prompt line: the new game's (R in the
	 * middle of a game), the hold's. */
	bool		asking_yes_no;
	bool choosing_pie; /* the pie step waits for its choice (ui_pie.h) */
	struct ui_cell cells[BOARD_SIZE]
			    [BOARD_SIZE]; /* [rank][file], rank 0 = 1 */
	int		sun;		/* compass point of the sun now */
	int		next_sun;	/* where it goes after this round */
	int moon; /* moon=1: the moon's point now; else MOON_NONE */
	int		next_moon;	/* ... and after this round */
	bool		thinking;	/* the computer is to move */
	bool		over;
	bool marks; /* the key to the marks over the board */
	int to_move; /* colour to move (meaningless when over) */
	int		viewer;		/* whose danger the rings show */
	struct ui_panel	panel;
	struct ui_menu	menu;		/* filled on UI_SCREEN_MENU only */
	struct ui_rules_page rules;	/* filled on UI_SCREEN_RULES only */
	struct ui_list_view list;	/* filled on UI_SCREEN_LIST only */
	struct ui_lesson_view lesson;	/* the lesson up */
};

/* The screen model of the interface's state now. */
void	ui_view_build(const struct ui *, struct ui_view *);

/*
 * What a legal move of the side to move does, in the details line's words
 * ("d2d3: takes nothing · f4e4 can take d3 · f4f3 can take e2"), whole:
 * every threat named with its reply, however long (the line mode wraps
 * it), where the details line counts those it has no room for; false,
 * and nothing written, when `move` is not legal now or the hints do not
 * judge moves (off, or a lesson's plain dots).
 */
bool	ui_view_move_words(const struct ui *, uint16_t move, char *text,
	    size_t size);

enum { UI_NO_LISTENER = -1 };

/*
 * Whom the game speaks to as "you": the person against the computer or
 * in a lesson, a player in a room from their own seat, or nobody
 * (UI_NO_LISTENER) when two share the keyboard, the computer plays
 * itself, or a spectator watches.
 */
int	ui_view_listener(const struct ui *);
/* The hints' key as the key lines show it, with the state H changes:
 * "H hints: on". */
const char *ui_view_hints_key(const struct ui *);

#endif
