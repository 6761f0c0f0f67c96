/*
 * Play a friend's questions (ui_friend.c), each a list over the window
 * (UI_SCREEN_LIST), opened from the new-game menu: where the friend is (in
 * this account, under another account of this machine, on another
 * machine), which says what the friend's game will be and chooses its
 * clock; and, when the front end finds an unfinished game of the room's
 * name, whether to resume it or start anew.  An answer leaves the
 * interface (UI_EVENT_QUIT) with the friend's room asked for
 * (ui_choices_friend, _friend_place, _friend_resume) for the front end to
 * open; Esc or q goes back to the menu, nothing asked for.
 */
#ifndef GNOMON_UI_FRIEND_H
#define GNOMON_UI_FRIEND_H

#include "ui/ui.h"

/* The clocks a friend's game may have, as c goes through them (none,
 * then blitz to slow): the one after `*minutes`+`*seconds`, into them; and
 * its words, "no clock" or "clock 5+2".  The lobby asks them too. */
void	ui_friend_clock_next(int *minutes, int *seconds);
void	ui_friend_clock_words(int minutes, int seconds, char *text,
	    size_t size);

/* Where is the friend: over the menu. */
void	ui_friend_ask_place(struct ui *);
/* Resume or anew, `question` saying what the game is, on the menu again
 * (the interface had left for the front end). */
void	ui_friend_ask_resume(struct ui *, const char *question);
/* The friend's game left, the menu's game set up again (ui_init and its
 * saved game offered, if any): the menu on the row that opened the
 * friend's game (Join a friend's when `joined`), saying `said` (what
 * became of the game: where it was filed), unless "". */
void	ui_friend_returned(struct ui *, bool joined, const char *said);

#endif
