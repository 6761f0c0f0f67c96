/*
 * tui_friend.c owns the new-game menu's friend rows in the terminal (ui.h's
 * ui_friend).  Play a friend opens a room as `gnomon host` does, and Join a
 * friend finds the room of the line typed as `gnomon join` does
 * (room_command.h), and connects to it, seated or refused, both while the
 * menu is still up: a refusal goes back to the menu, which says why, and
 * nothing is left or kept.  Once seated, the menu's game is left (kept for
 * later, if one was going) and the room's game takes its place on the same
 * loop and screen (tui_net.c), the host's opening on the page of how the
 * friend joins.  Leaving the room's game comes back to the menu, which
 * says where the game was filed (or that the seat waits).
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
#include "ui/ui_game.h"
#include "ui/ui_menu.h"

enum { MS_PER_SECOND = 1000, SECONDS_PER_MINUTE = 60 };

struct tui_friend {
	struct net_session session;
	struct tui_net	*net;		/* the room's, once seated */
	/* What the menu's game's saving had to say when it was left, said
	 * when the terminal is given back, as a game quit says it. */
	char		said[UI_SAVE_LOST_MAX];
	/* The menu's game as it was set up, to come back to when the
	 * room's game is left, and the friend's clock and place chosen. */
	struct play_options options;
	enum ui_friend_place place;
	int		clock_minutes, clock_seconds;
	bool		joined;		/* Join a friend's, not Play's */
	char		note[UI_MESSAGE_MAX];	/* the host's room's word */
};

struct tui_friend *
tui_friend_new(void)
{
	return calloc(1, sizeof(struct tui_friend));
}

/* `line` with the home directory as "~" where it names a file in it:
 * a filed game's path then fits the menu's line. */
static void
tui_friend_home_short(const char *line, char *out, size_t size)
{
	const char *home = getenv("HOME");
	const char *at = home != NULL && strlen(home) > 1 ?
	    strstr(line, home) : NULL;
	size_t length = at != NULL ? strlen(home) : 0;

	if (at != NULL && at[length] == '/')
		snprintf(out, size, "%.*s~%s", (int)(at - line), line,
		    at + length);
	else
		snprintf(out, size, "%s", line);
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
	/* The host's room may have something to say (where a game set
	 * aside was filed), once its game is on the screen. */
	friend->note[0] = '\0';
	if (status == ROOM_COMMAND_PLAY)
		tui_friend_home_short(why, friend->note, sizeof friend->note);
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

/*
 * The room's game left (q after it ended, or the room left): the room is
 * told, and the menu comes back on the same loop and screen, its game
 * opened again as the program's start opens it, saying what became of
 * the room's game: where it was filed, or that the seat waits.
 */
static bool
tui_friend_back(struct tui_friend *friend, struct tui *tui)
{
	/* Large: not on the stack. */
	static char said[TUI_NET_SAID_MAX], shown[TUI_NET_SAID_MAX];
	static const char prefix[] = "gnomon: ";
	const char *line = said;

	(void)tui->peer->event(tui->peer->context, &tui->ui, UI_EVENT_QUIT);
	tui->peer = NULL;
	tui_net_close(friend->net, said, sizeof said);
	friend->net = NULL;
	friend->said[0] = '\0';
	ui_init(&tui->ui, &friend->options);
	(void)tui_begin(tui, friend->options.ascii);
	(void)ui_save_open(&tui->save, &tui->ui, false);
	ui_choices_set_friend_place(&tui->ui, friend->place);
	ui_choices_set_clock(&tui->ui, friend->clock_minutes,
	    friend->clock_seconds);
	if (strncmp(line, prefix, sizeof prefix - 1) == 0)
		line += sizeof prefix - 1;
	tui_friend_home_short(line, shown, sizeof shown);
	ui_friend_returned(&tui->ui, friend->joined, shown);
	tui->fresh = tui->must_clear = true;
	return false;
}

bool
tui_friend_leaving(struct tui *tui, void *context)
{
	struct tui_friend *friend = context;
	struct ui_save *save = &tui->save;
	struct play_options shown = tui->ui.options;

	if (friend->net != NULL)
		return tui_friend_back(friend, tui);
	if (ui_choices_friend(&tui->ui) == UI_FRIEND_NONE)
		return true;
	if (!tui_friend_connect(friend, tui))
		return false;
	/* What the menu comes back to: its choices, not the command
	 * line's game again, nor a resume asked for once. */
	friend->options = tui->ui.options;
	friend->options.chose = friend->options.resume = false;
	friend->place = ui_choices_friend_place(&tui->ui);
	friend->joined = ui_choices_friend(&tui->ui) == UI_FRIEND_JOIN;
	ui_choices_clock(&tui->ui, &friend->clock_minutes,
	    &friend->clock_seconds);
	/* The menu's choices the friend's game is played with are kept
	 * for the next time, as a game begun from the menu keeps them. */
	if (save->enabled)
		ui_choices_keep(&tui->ui, &save->place, save->notice,
		    sizeof save->notice);
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
	if (friend->note[0] != '\0')
		ui_game_say(&tui->ui, friend->note);
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
