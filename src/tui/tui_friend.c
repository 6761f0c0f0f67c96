/*
 * tui_friend.c owns the new-game menu's friend rows in the terminal (ui.h's
 * ui_friend).  Play a friend opens a room as `gnomon host` does, and Join a
 * friend finds the room of the line typed as `gnomon join` does
 * (room_command.h), and connects to it, seated or refused, both while the
 * menu is still up: a refusal goes back to the menu, which says why, and
 * nothing is left or kept.  Once seated, the menu's game is left (kept for
 * later, if one was going) and the room's game takes its place on the same
 * loop and screen (tui_net.c), the host's opening on the page of how the
 * friend joins.
 */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/message.h"
#include "cli/room_command.h"
#include "net/net_client.h"
#include "ui/ui_choices.h"
#include "ui/ui_friend.h"
#include "ui/ui_menu.h"

enum { MS_PER_SECOND = 1000, SECONDS_PER_MINUTE = 60 };

struct tui_friend {
	struct net_session session;
	struct tui_net	*net;		/* the room's, once seated */
	/* What the menu's game's saving had to say when it was left, said
	 * when the terminal is given back, as a game quit says it. */
	char		said[UI_SAVE_LOST_MAX];
};

struct tui_friend *
tui_friend_new(void)
{
	return calloc(1, sizeof(struct tui_friend));
}

/* What the menu chose for a friend's game, as the room is opened with
 * it: where the friend is, the side, the rules, the clock. */
static void
tui_friend_choices(const struct ui *ui, struct room_friend_host *choices)
{
	static const enum room_friend_place places[UI_FRIEND_PLACES] = {
		[UI_FRIEND_HERE] = ROOM_FRIEND_HERE,
		[UI_FRIEND_MACHINE] = ROOM_FRIEND_MACHINE,
		[UI_FRIEND_AWAY] = ROOM_FRIEND_AWAY
	};
	static const enum room_resume resumes[] = {
		[UI_RESUME_ASK] = ROOM_RESUME_ASK,
		[UI_RESUME_TAKE_UP] = ROOM_RESUME_TAKE_UP,
		[UI_RESUME_ANEW] = ROOM_RESUME_ANEW
	};
	int minutes, seconds;

	memset(choices, 0, sizeof *choices);
	choices->place = places[ui_choices_friend_place(ui)];
	choices->resume = resumes[ui_choices_friend_resume(ui)];
	switch (ui_choices_side(ui)) {
	case PLAY_SIDE_RANDOM:
		choices->side = -1;
		break;
	case PLAY_SIDE_TEAL:
		choices->side = COLOUR_TEAL;
		break;
	default:
		choices->side = COLOUR_AMBER;
		break;
	}
	choices->rules = ui->rules;
	ui_choices_clock(ui, &minutes, &seconds);
	choices->clock_base_ms = (int64_t)minutes * SECONDS_PER_MINUTE *
	    MS_PER_SECOND;
	choices->clock_increment_ms = (int64_t)seconds * MS_PER_SECOND;
	choices->ascii = ui->options.ascii;
}

/* The room of the friend row chosen, connected and welcomed: true, or
 * false with why on the menu. */
static bool
tui_friend_connect(struct tui_friend *friend, struct tui *tui)
{
	char why[UI_MESSAGE_MAX] = "";
	bool ascii = tui->ui.options.ascii;
	int status;

	memset(&friend->session, 0, sizeof friend->session);
	if (tui->ui.options.lobby) {
		/* The lobby's account is everyone's: a room named after it
		 * would be one for all.  The lobby lists the rooms. */
		ui_menu_friend_refused(&tui->ui,
		    "In the lobby, friends meet in its"
		    " rooms: q back to it, then o opens one");
		return false;
	}
	if (ui_choices_friend(&tui->ui) == UI_FRIEND_HOST) {
		struct room_friend_host choices;

		tui_friend_choices(&tui->ui, &choices);
		status = command_friend_host(&choices, &friend->session, why,
		    sizeof why);
		/* An unfinished game of the room's name: the player says
		 * whether to play it on, never the room alone. */
		if (status == ROOM_COMMAND_ASK) {
			ui_friend_ask_resume(&tui->ui, why);
			return false;
		}
	} else {
		/* A token typed when it is asked for (a room over TCP) is
		 * asked on the terminal, without echo: the screen is put
		 * away meanwhile, as for a shell escape. */
		def_prog_mode();
		endwin();
		status = command_friend_join(ui_choices_friend_line(&tui->ui),
		    ascii, &friend->session, why, sizeof why);
		reset_prog_mode();
		clearok(curscr, TRUE);
		refresh();
	}
	/* Seated (or refused: a wrong token over TCP) while the menu is
	 * still up to say why. */
	if (status == ROOM_COMMAND_PLAY &&
	    (friend->net = tui_net_connect(&friend->session, why,
		sizeof why)) != NULL)
		return true;
	ui_menu_friend_refused(&tui->ui, why[0] != '\0' ? why :
	    "The friend's room cannot be played");
	return false;
}

bool
tui_friend_leaving(struct tui *tui, void *context)
{
	struct tui_friend *friend = context;
	struct ui_save *save = &tui->save;
	struct play_options shown = tui->ui.options;

	if (ui_choices_friend(&tui->ui) == UI_FRIEND_NONE)
		return true;
	if (!tui_friend_connect(friend, tui))
		return false;
	/* The menu's game is left as q leaves it, kept for later, its lock
	 * given up: the room's game is never saved here. */
	ui_save_event(save, &tui->ui, UI_EVENT_QUIT);
	if (save->enabled)
		ui_save_close(save);
	if (!ui_save_lost(save, &tui->ui, friend->said))
		snprintf(friend->said, sizeof friend->said, "%s",
		    save->notice);
	save->enabled = save->unkept = false;
	save->notice[0] = '\0';
	/* How the game is drawn stays the player's; what it is, the
	 * room's. */
	tui_net_seat(friend->net, tui, &shown);
	tui->leaving = NULL;
	return false;
}

int
tui_friend_end(struct tui_friend *friend, int status)
{
	if (friend == NULL)
		return status;
	if (friend->said[0] != '\0')
		message_print(stderr, "%s\n", friend->said);
	if (friend->net != NULL)
		tui_net_end(friend->net);
	free(friend);
	return status;
}
