/*
 * tui_run.c owns the game at this terminal as the command line or the
 * lobby starts it (tui_run): the interface set up, the saved game opened
 * or taken over from another session, and one loop (tui.c) for the
 * menu's game and, when its friend rows open a room, for the friend's
 * game in its place (tui_friend.c).
 */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli/message.h"
#include "tui/tui_entry.h"

/* The game on `tui`, set up and played: the exit status. */
static int
tui_run_game(struct tui *tui, struct tui_friend *friend,
    const struct play_options *options)
{
	int status, opened;

	ui_init(&tui->ui, options);
	if (!tui_begin(tui, options->ascii))
		return 1;
	opened = ui_save_open(&tui->save, &tui->ui, options->resume);
	/* Another session of this player's holds the game: offered to end. */
	if (tui->save.holder.pid > 0 && tui_takeover_ask(&tui->save.holder))
		opened = ui_save_take_over(&tui->save, &tui->ui);
	if (opened < 0) {
		message_print(stderr, "%s\n", tui->save.notice);
		ui_save_close(&tui->save);
		return 1;
	}
	tui->leaving = tui_friend_leaving;
	tui->leaving_context = friend;
	status = tui_loop(tui);
	ui_save_close(&tui->save);
	return status;
}

int
tui_run(const struct play_options *options)
{
	/* Large (the undo history): not on the stack. */
	struct tui *tui = calloc(1, sizeof *tui);
	struct tui_friend *friend = tui_friend_new();
	int status = 1;

	if (tui == NULL || friend == NULL)
		message_print(stderr, "gnomon: no memory for the game\n");
	else
		status = tui_run_game(tui, friend, options);
	free(tui);
	/* The friend's room, if the menu opened one, said last. */
	return tui_friend_end(friend, status);
}
