/*
 * tui_friend.c owns the new-game menu's friend rows in the terminal (ui.h's
 * ui_friend).  Play a friend opens a room as `gnomon host` does, and Join a
 * friend finds the room of the line typed as `gnomon join` does
 * (room_command.h), and connects to it, seated or refused, both while the
 * menu is still up: a refusal goes back to the menu, which says why, and
 * nothing is left or kept.  Once the menu's game is left (kept for later,
 * if one was going), the room's game is played in the terminal
 * (tui_net.c), the host's opening on the page of how the friend joins.
 */
#include "tui.h"

#include <string.h>

#include "cli/room_command.h"
#include "net/net_client.h"
#include "tui/tui_entry.h"
#include "ui/ui_choices.h"
#include "ui/ui_menu.h"

/* The room found, from tui_friend_ready to tui_friend_play. */
static struct net_session session;

bool
tui_friend_ready(struct tui *tui)
{
	char why[UI_MESSAGE_MAX] = "";
	bool ascii = tui->ui.options.ascii;
	int status;

	memset(&session, 0, sizeof session);
	if (tui->ui.options.lobby) {
		/* The lobby's account is everyone's: a room named after it
		 * would be one for all.  The lobby lists the rooms. */
		ui_menu_friend_refused(&tui->ui,
		    "In the lobby, friends meet in its"
		    " rooms: q back to it, then o opens one");
		return false;
	}
	if (ui_choices_friend(&tui->ui) == UI_FRIEND_HOST) {
		struct room_friend_host choices = { .place = ROOM_FRIEND_HERE,
		    .side = COLOUR_AMBER, .ascii = ascii };

		rules_default(&choices.rules);
		status = command_friend_host(&choices, &session, why,
		    sizeof why);
	} else {
		/* A token typed when it is asked for (a room over TCP) is
		 * asked on the terminal, without echo: the screen is put
		 * away meanwhile, as for a shell escape. */
		def_prog_mode();
		endwin();
		status = command_friend_join(ui_choices_friend_line(&tui->ui),
		    ascii, &session, why, sizeof why);
		reset_prog_mode();
		clearok(curscr, TRUE);
		refresh();
	}
	/* Seated (or refused: a wrong token over TCP) while the menu is
	 * still up to say why. */
	if (status == ROOM_COMMAND_PLAY &&
	    tui_net_open(&session, NULL, why, sizeof why) == 0)
		return true;
	ui_menu_friend_refused(&tui->ui, why[0] != '\0' ? why :
	    "The friend's room cannot be played");
	return false;
}

int
tui_friend_play(void)
{
	return tui_net_play_open(&session);
}
