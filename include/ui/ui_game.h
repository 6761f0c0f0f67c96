/*
 * The game below the modes (ui_game.c): its moves and their undo history,
 * who plays it and whose turn the computer's is; every screen that shows
 * or changes the game does it through these.
 */
#ifndef GNOMON_UI_GAME_H
#define GNOMON_UI_GAME_H

#include "ui/ui.h"

/* ui_init's part below the modes (ui_game.c): the game at its start and the
 * menu up, the table of modes kept; and the rules, who plays and the
 * menu's rows from `options`. */
void	ui_game_init(struct ui *, const struct play_options *);
void	ui_game_setup(struct ui *, const struct play_options *);
/* After any change to the game: new hints, and stale computer answers
 * refused. */
void	ui_game_changed(struct ui *);
/* Makes a legal move and records it: UI_EVENT_MOVED, or UI_EVENT_FINISHED
 * if it ended the game. */
enum ui_event ui_game_move(struct ui *, uint16_t move);
/* `message` on the line under the board. */
void	ui_game_say(struct ui *, const char *message);
/* True while the pie step waits for a choice (ui_pie.h): the game is not
 * begun. */
bool	ui_game_pie_pending(const struct ui *);

/* The game going, and who plays it, put aside (for the lessons), and
 * given back whole as it was, its pie step with it. */
void	ui_game_put_aside(struct ui *);
void	ui_game_take_back(struct ui *);

/* What a filed game shown over the game in play (replayed or reviewed)
 * changes beside the game: the rules new games start from, and the
 * player's record of the game in play.  Kept by the screen that shows
 * it, in its entry on the stack. */
struct ui_game_kept {
	struct rules	rules;
	struct ui_tally	tally;
};
/* The game put aside (ui_game_put_aside) for one shown over it, and what
 * showing that changes kept in `kept`; then all given back. */
void	ui_game_put_aside_kept(struct ui *, struct ui_game_kept *);
void	ui_game_take_back_kept(struct ui *, const struct ui_game_kept *);

/* Replaces the game by one starting from `board` (a position to study or
 * resume), keeping who plays. */
void	ui_game_set_position(struct ui *, const struct board *);
/* A position to study (a lesson, a puzzle): the game from `board`, on one
 * keyboard, its side to move the person's, the cursor on their first
 * stone. */
void	ui_game_study(struct ui *, const struct board *);
/* A move the person chose or typed: false with why on the message line
 * when it is not legal; else true, the cursor on where it goes. */
bool	ui_game_try(struct ui *, uint16_t move);

/* V at the game's end asks the front end for the game's review (true),
 * until it is shown or printed (false) or the game changes
 * (ui_review_wanted, ui_review.h, says when it is to be worked out). */
void	ui_game_set_review_asked(struct ui *, bool asked);
bool	ui_game_review_asked(const struct ui *);

/* Replaces the game by `start` and the first `count` of `moves` (legal,
 * as a record's are), undo history and all. */
void	ui_game_load(struct ui *, const struct board *start,
	    const uint16_t *moves, int count);

/* Takes back the last move, or against the computer back to the person's
 * previous turn: UI_EVENT_UNDONE, or UI_EVENT_NONE if there is nothing to
 * take back. */
enum ui_event ui_game_undo(struct ui *);

/*
 * Where a game's moves come from and where a played one goes, beside the
 * person at this terminal and the computer (game.opponent): a room's game
 * (ui_remote.h) is played elsewhere, and its policy says so.  The game
 * with no policy (game.policy NULL) is this terminal's.
 */
struct ui_game_policy {
	const char	*name;
	/* Whether the person may move now; if not, why on the message line. */
	bool		(*may_move)(struct ui *);
	/* A legal move the person played: sent, not made (UI_EVENT_SEND). */
	enum ui_event	(*send)(struct ui *, uint16_t move);
	/* The game ended off the board (a resignation, time, a draw). */
	bool		(*ended)(const struct ui *);
	/* The colour this terminal plays, or -1 for none (a spectator). */
	int		(*seat)(const struct ui *);
	/* q on the board: leaving, or a question first. */
	enum ui_event	(*quit)(struct ui *);
	/* The game as a record, its players named (the review V asks). */
	void		(*record)(const struct ui *, struct record *);
	/* The pie step's choice the person made (ui_pie.h): a sun, or
	 * PIE_KEEP or PIE_SWAP; sent, not made (UI_EVENT_SEND). */
	enum ui_event	(*pie_choose)(struct ui *, int choice);
	/* Who plays `colour`, in words: "Teal (bob)". */
	void		(*who)(const struct ui *, int colour, char *text,
			    size_t size);
};

/* True for a game played at this terminal (no policy of a room's): the
 * one tips, reviews and the player's record are for. */
bool	ui_game_is_local(const struct ui *);
/* The policy's word on whether the person may move now (this terminal's
 * game: yes), saying why not on the message line. */
bool	ui_game_may_move(struct ui *);
/* A legal move the person played, where it goes: made here
 * (ui_game_move), or sent by the policy. */
enum ui_event ui_game_played(struct ui *, uint16_t move);
/* The colour this terminal's player plays in a game elsewhere, or -1. */
int	ui_game_seat(const struct ui *);

bool	ui_game_is_over(const struct ui *);
/* A game begun from the menu that has had no move yet: q goes back to
 * the menu, and the menu's q quits. */
bool	ui_game_fresh_from_menu(const struct ui *);
bool	ui_game_is_computer(const struct ui *, int colour);
/* True when the computer should be thinking about game.board now. */
bool	ui_game_computer_to_move(const struct ui *);
/* Plays the computer's answer if the game is still at `generation`:
 * UI_EVENT_MOVED or UI_EVENT_FINISHED, else UI_EVENT_NONE. */
enum ui_event ui_game_computer_played(struct ui *, uint16_t move,
	    unsigned generation);
/*
 * The seed for the computer's search now: the game's seed and the number of
 * moves played, nothing else, so the same seed and the same moves give the
 * same game, however it got there (undo, resume).
 */
uint64_t ui_game_computer_seed(const struct ui *);

/* Whether the terminal shows ASCII only (the front end knows the locale). */
void	ui_game_set_ascii(struct ui *, bool ascii);

#endif
