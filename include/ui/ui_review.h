/*
 * The review of a finished (or unfinished) game: the engine's evaluation of
 * every move, the moves that cost most marked as mistakes with the better
 * move and its reason (ui_explain.h), and a small chart of who was ahead.
 * `gnomon review FILE` and the `V` key at game over show it; this file only
 * works it out and words it, without a terminal.
 *
 * THE FIXED SEARCH
 * A review must read the same every time, on any machine: so every search
 * in it is the full search (search.h, level 0) to UI_REVIEW_DEPTH plies
 * with no time limit, a node limit of UI_REVIEW_NODES (a count, not a clock),
 * seed 0, one thread, and a table cleared before each search.  For the move
 * played from position P:
 *   - the best move is the search of P to UI_REVIEW_DEPTH;
 *   - the move played and the best move are each scored by a search of the
 *     position after it, one ply less deep (so the two are judged alike);
 *   - what the move cost its mover is the best's score less the played
 *     move's, each first held within UI_REVIEW_CAP (a won game counts as
 *     that much), and never below 0.
 * Whether a move was a mistake is judged by what it cost in the expected
 * result, not in stones: each score stands for a chance to win
 * (ui_review_chance, a logistic of the score as lichess draws one from
 * centipawns, its scale measured by self-play for each part of the game),
 * and a move that cost its mover UI_REVIEW_MISTAKE_CHANCE of that chance
 * or more is a mistake, UI_REVIEW_BLUNDER_CHANCE or more a blunder (as
 * lichess calls a move that loses 10 and 15 points of winning percentage).
 * A newcomer's level-5 game, lost in rounds 11 and 12, was reviewed with
 * round 2's 1.20 stones as the largest mistake: that early, a score says
 * almost nothing of who wins (doc/engine.md).  A move that misses the
 * forced win its best move had is said to throw a win away only when the
 * engine's score after it no longer has its mover winning,
 * UI_REVIEW_WINNING or more ahead; else it misses a forced win, a mistake
 * at most.  Scores are in hundredths of a stone, from Amber's side (Amber
 * ahead above 0) unless said otherwise.
 */
#ifndef GNOMON_UI_REVIEW_H
#define GNOMON_UI_REVIEW_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/record.h"
#include "ui/ui_explain.h"

struct search;
struct ui;

enum {
	UI_REVIEW_DEPTH = 7,
	UI_REVIEW_NODES = 1000000,
	UI_REVIEW_CAP = 1000, /* ten stones */
	/* A score's swing that the swing's words explain: a stone. */
	UI_REVIEW_MISTAKE = 100,
	/* Chances are in tenths of a percent. */
	UI_REVIEW_CHANCE_WHOLE = 1000,
	UI_REVIEW_MISTAKE_CHANCE = 100, /* ten points of the chance to win */
	UI_REVIEW_BLUNDER_CHANCE = 150, /* fifteen */
	UI_REVIEW_WINNING = 100, /* a lead the review calls winning: a stone */
	/* A score that went against a take by this much, a quarter stone,
	 * is said why on the take's line. */
	UI_REVIEW_AGAINST = 25,
	UI_REVIEW_TT_MB = 4, /* the table of the review's searches */
	UI_REVIEW_LINE = 4, /* plies of the engine's line kept */
	UI_REVIEW_AFTER = 6, /* ... and of its line after the move played */
	/* The report's lines are no wider: 80 columns, less the margins of
	 * the page the screen shows it on. */
	UI_REVIEW_WIDTH = 78,
	UI_REVIEW_TEXT_MAX = 65536 /* the whole report, always enough */
};

enum ui_review_mark {
	UI_REVIEW_GOOD,
	UI_REVIEW_MARK_MISTAKE,
	UI_REVIEW_MARK_BLUNDER
};

struct ui_review_move {
	uint16_t	played;
	uint16_t best; /* the search's choice before the move */
	/* When best is not the move played: the line the search expected,
	 * best first, MOVE_NONE after its end. */
	uint16_t	line[UI_REVIEW_LINE];
	/* The line the search expected after the move played, the reply
	 * first: where a cost that "comes later" comes. */
	uint16_t	after[UI_REVIEW_AFTER];
	int		mover;
	int		round;
	int score; /* after the move played; wins as search.h */
	int		best_score;	/* after the best move, the same way */
	int loss; /* what it cost its mover, capped, >= 0 */
	/* The mover's chance to win after the move played and after the
	 * best move (ui_review_chance), and what the move cost of it, >= 0:
	 * what marks a mistake. */
	int		chance;
	int		best_chance;
	int		chance_loss;
	enum ui_review_mark mark;
};

struct ui_review {
	struct board	start;
	char		player[COLOUR_COUNT][RECORD_VALUE_MAX];
	enum result	result;
	int		start_score;	/* of the start position */
	int		count;
	struct ui_review_move moves[MAX_PLIES];
	int largest; /* the index of the largest mistake, or -1 */
};

/*
 * The chance to win, in tenths of a percent, that a score of `score`
 * (hundredths of a stone, for the side it is scored for) stands for in the
 * position `board` (the one the move is made from): 1000 / (1 + e^(-score /
 * scale)), a forced win 1000, a forced loss 0.  The scale is measured
 * (doc/engine.md): while no stone is lost in the first three rounds of an
 * eight-round day the score says almost nothing (a flat scale), then a
 * stone is worth less as the game goes on: 200 hundredths in rounds 4-6,
 * 115 in rounds 7-11, 75 from round 12 (a day of another length scaled to
 * eight rounds).
 */
int	ui_review_chance(const struct board *board, int score);

/*
 * Reviews the moves of `record` with `search` (search.h's, made by the
 * caller; its table is cleared).  `stop` (may be NULL) ends it early from
 * another thread: then -1 and the review is not whole.  0 when done.
 */
int	ui_review_run(struct ui_review *, const struct record *,
	    struct search *, atomic_bool *stop);

/* The position before move `index` (0 .. count; count: after the last). */
void	ui_review_position(const struct ui_review *, int index, struct board *);

/* A score as the report says it: "+1.25", "-0.50", "Amber wins" (NUL and
 * all in UI_REVIEW_SCORE_MAX bytes). */
enum { UI_REVIEW_SCORE_MAX = 16 };
void	ui_review_score(int score, char *text);

/*
 * A move's score with what it means beside it, as the screen says it:
 * "+1.08, Amber up in 7 moves" ("Teal up", "even"; "Amber wins"
 * alone).  With `share`, through the first day of a game reviewed from
 * its start whose balance was measured (the new-game menu's "Sun N
 * favours Teal: Amber 19%"), that share too: "+1.08, Amber up in 7 moves
 * (whole games: Amber 19.0%)".  A newcomer read the review's +1.08 for
 * Amber's first move and the menu's 19.0% as contradicting: the one looks
 * seven moves ahead, the other is whole games between strong players.
 */
void	ui_review_score_said(const struct ui_review *, int index, bool share,
	    char *text, size_t size);

/* What a move cost its mover, in words: "costs 1.25 stones", or where a
 * won or lost game is at stake, "misses a forced win" (its mover still
 * winning after it), "throws a win away" or "loses the game" (a capped
 * count of stones read as nonsense: "costs 8.98" with five a side).  In
 * UI_REVIEW_COST_MAX bytes. */
enum { UI_REVIEW_COST_MAX = 32 };
void	ui_review_cost(const struct ui_review_move *, char *text);

/*
 * One move's line of the report, without a line break:
 * "  7. Teal  d7d6   +2.10  mistake, costs 2.30 stones: ...", or "  8. Amber
 * e1e2 -1.00  dusk took a5 and g5" (ui_review_swing); and for a marked move
 * what it did and why the better one is better ("d7d6 leaves d6 in Amber's
 * shade; better d7e6: takes e5 and ...; the engine's line d7e6 c3c4 e6e5",
 * "" for an unmarked move).  `text`
 * holds UI_REVIEW_WIDTH + 1 bytes; `reason` UI_REVIEW_REASON_MAX.
 */
enum { UI_REVIEW_REASON_MAX = 2 * UI_EXPLAIN_MAX + 96 };
void	ui_review_move_line(const struct ui_review *, int index, char *text);

/*
 * What a move not marked a mistake took, and dusk after it: "takes c3",
 * "dusk took a5 and g5", "takes c3; dusk took a5"; and where the score
 * moved a stone or more, why: "the best there was: no move lost less" (the
 * mover's loss was coming whatever it played), or UI_REVIEW_FURTHER (each
 * score is searched from after its move, a move further than the last).
 * "" for a mistake, or a smaller swing that took nothing.  The move's line
 * of the report ends with it.
 */
#define UI_REVIEW_FURTHER "a gain later than the previous score looked"
void	ui_review_swing(const struct ui_review *, int index, char *text,
	    size_t size);
void	ui_review_reason(const struct ui_review *, int index, char *reason);

/* The chart's rows: how many, and row `row` (no line break); each at most
 * UI_REVIEW_WIDTH columns; `utf8` draws its bars in blocks, else in '#'.
 * Where dusk fell the line carries dusk's mark, '~' as on the ring it
 * darkens (not '+', the quiet dot's in ASCII). */
#define UI_REVIEW_DUSK_MARK "~"
int	ui_review_chart_rows(void);
void	ui_review_chart_row(const struct ui_review *, int row, bool utf8,
	    char *text, size_t size);

/* The whole report, lines of at most UI_REVIEW_WIDTH columns, each ended
 * by '\n', into `text` (`size` bytes, UI_REVIEW_TEXT_MAX always does).
 * The length written. */
size_t	ui_review_report(const struct ui_review *, bool utf8, char *text,
	    size_t size);
/* The same without the chart: its words, every move and the mistakes,
 * for a reader that hears it (the line mode), where bars say nothing. */
size_t	ui_review_words(const struct ui_review *, char *text, size_t size);

/*
 * The review on the screen (ui_review.c, a mode over the replay of the
 * record, UI_MODE_REPLAY).  ui_review_wanted(): V was pressed at the
 * game's end (or on a filed game, ui_review_ask) and the front end is to
 * review the game (ui_review_record, then ui_review_run).
 * ui_review_record(): the game as a record, a room's with its players'
 * names (its policy's record), or the filed game asked for.
 * ui_review_show() steps through `record` with `review` and its `report`
 * (ui_review_report's text): both the front end's, which must outlive the
 * showing.  From the end of a game, leaving it goes back there, to the
 * screen V was pressed on (the board, or a room's), else leaving quits.
 * ui_review_showing(): a review is up, under whatever is opened over it.
 */
bool	ui_review_wanted(const struct ui *);
void	ui_review_record(const struct ui *, struct record *);
void	ui_review_show(struct ui *, const struct record *,
	    const struct ui_review *, const char *report);
bool	ui_review_showing(const struct ui *);
/* V on a filed game (the list of one's games): `record` on the board at
 * its end over the screen on top, the game in play put aside, and the
 * front end asked to review it, as V at a game's end asks.  Shown, the
 * review goes back to that screen when left, the game in play given
 * back; so does q or Esc while it is worked out. */
void	ui_review_ask(struct ui *, const struct record *);

#endif
