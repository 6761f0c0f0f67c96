/*
 * tui_net.c owns the terminal's game in a room (`gnomon host`, `join`,
 * `watch`, the lobby's seats and the menu's friend rows): the room's
 * client (ui_net.h) as a peer of the tui's loop, its descriptor polled
 * beside the keys, and what the end says printed or handed to the
 * caller's screen.
 */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli/message.h"
#include "net/net_client.h"
#include "tui/tui_entry.h"
#include "ui/ui_net.h"

_Static_assert((int)TUI_NET_SAID_MAX == (int)UI_NET_SAID_MAX,
    "what tui_net_close says is what ui_net_close says");

struct tui_net {
	struct ui_net	*client;	/* the room's */
	struct tui_peer	peer;		/* the loop's view of it */
};

static int
tui_net_fd(void *context, short *events)
{
	const struct tui_net *net = context;

	return ui_net_fd(net->client, events);
}

static enum ui_event
tui_net_turn(void *context, struct ui *ui, short revents, long now)
{
	struct tui_net *net = context;

	ui_net_turn(net->client, ui, revents, now);
	return UI_EVENT_NONE;
}

static bool
tui_net_event(void *context, struct ui *ui, enum ui_event event)
{
	struct tui_net *net = context;

	return ui_net_event(net->client, ui, event);
}

int
tui_net_run(const struct net_session *session)
{
	return tui_net_play(session, NULL, 0);
}

/* Why the room could not be played, before the screen started: said on
 * stderr, or into `why` when the caller has a screen of its own. */
static void
tui_net_refused(const char *text, char *why, size_t size)
{
	if (why == NULL) {
		message_print(stderr, "%s\n", text);
		return;
	}
	snprintf(why, size, "%s", ui_net_unprefixed(text));
}

int
tui_net_play(const struct net_session *session, char *refused, size_t size)
{
	return tui_net_play_shown(session, NULL, refused, size);
}

struct tui_net *
tui_net_connect(const struct net_session *session, char *refused,
    size_t size)
{
	struct tui_net *net = calloc(1, sizeof *net);
	char why[TUI_NET_SAID_MAX];

	if (net == NULL) {
		tui_net_refused("gnomon: no memory for the room's connection",
		    refused, size);
		return NULL;
	}
	net->client = ui_net_connect(session, why, sizeof why);
	if (net->client == NULL) {
		tui_net_refused(why, refused, size);
		free(net);
		return NULL;
	}
	return net;
}

void
tui_net_seat(struct tui_net *net, struct tui *tui,
    const struct play_options *shown)
{
	struct ui *ui = &tui->ui;

	ui_net_seat(net->client, ui);
	/* How the game is drawn is the player's; what it is, the room's. */
	if (shown != NULL) {
		ui->options.calm = shown->calm;
		ui->options.cursor = shown->cursor;
		ui->options.palette = shown->palette;
	}
	(void)tui_begin(tui, ui_net_session(net->client)->ascii);
	/* The snapshot's clock is as of now, on the clock the turns tell
	 * the time by. */
	ui_net_welcomed(net->client, ui, tui_now_ms());
	net->peer = (struct tui_peer){ .context = net, .fd = tui_net_fd,
		.turn = tui_net_turn, .event = tui_net_event };
	tui->peer = &net->peer;
	/* A screen up already (the menu's) is laid out and drawn afresh. */
	tui->fresh = true;
}

void
tui_net_close(struct tui_net *net, char *said, size_t size)
{
	ui_net_close(net->client, said, size);
	free(net);
}

void
tui_net_end(struct tui_net *net)
{
	char said[TUI_NET_SAID_MAX];

	tui_net_close(net, said, sizeof said);
	if (said[0] != '\0')
		message_print(stderr, "%s\n", said);
}

int
tui_net_play_shown(const struct net_session *session,
    const struct play_options *shown, char *refused, size_t size)
{
	/* Large (the undo history): not on the stack. */
	struct tui *tui = calloc(1, sizeof *tui);
	struct tui_net *net;
	int status = 1;

	if (tui == NULL) {
		tui_net_refused("gnomon: no memory for the game", refused,
		    size);
		return 1;
	}
	if (tui_begin(tui, session->ascii) &&
	    (net = tui_net_connect(session, refused, size)) != NULL) {
		tui_net_seat(net, tui, shown);
		status = tui_loop(tui);
		/* Said on the caller's screen, in its words, not printed. */
		if (refused != NULL) {
			char unsaid[TUI_NET_SAID_MAX];

			ui_net_end_said(net->client, refused, size);
			tui_net_close(net, unsaid, sizeof unsaid);
		} else
			tui_net_end(net);
	}
	free(tui);
	return status;
}
