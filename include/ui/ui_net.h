/*
 * A room's client for a front end (src/ui/ui_net.c), with no terminal of
 * its own: the connection (net_client.h) to the room of a session, the
 * room's seat (ui_remote.h) as the game's, every line the room sends
 * parsed (wire.h) and told to the interface, every request of the
 * interface formatted and sent, a dropped connection made again on r, and
 * the finished game filed in games/ on this end unless the room files it.
 * The full screen (src/tui/tui_net.c) and the line mode
 * (src/plain/plain_room.c) each poll its descriptor beside their input.
 *
 * The order of use: ui_net_connect (the room's welcome waited for before
 * anything is shown), ui_net_seat (the room's game made the interface's),
 * ui_net_welcomed once the front end is ready to show it; then, in the
 * front end's loop, ui_net_fd to poll, ui_net_turn with what poll found,
 * ui_net_event with every event of the interface; last ui_net_close.
 */
#ifndef GNOMON_UI_NET_H
#define GNOMON_UI_NET_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/ui.h"

struct net_session;
struct wire_message;

enum { UI_NET_SAID_MAX = 4096 };	/* what ui_net_close says */

struct ui_net;

/*
 * Told of every line the room sends, once the interface has been told:
 * the message (wire.h) and the event the interface answered it with
 * (UI_EVENT_MOVED, UI_EVENT_FINISHED...; UI_EVENT_NONE for most).
 */
typedef void ui_net_heard(void *context, struct ui *,
    const struct wire_message *, enum ui_event);

/*
 * Connects to the room of `session` and waits for its welcome: the
 * client, or NULL with why in `refused` (`size` bytes, "gnomon: ...").
 */
struct ui_net *ui_net_connect(const struct net_session *, char *refused,
	    size_t size);
/* Makes the room's game the one of `ui`, from the session's seat. */
void	ui_net_seat(struct ui_net *, struct ui *);
/* Tells the interface the room's welcome and what came with it (the
 * snapshot, already read), its clocks as of `now_ms` (CLOCK_MONOTONIC's
 * milliseconds, as every turn's). */
void	ui_net_welcomed(struct ui_net *, struct ui *, long now_ms);
/* Who is told of the room's lines (NULL: nobody). */
void	ui_net_listen(struct ui_net *, ui_net_heard *, void *context);
/* The descriptor to poll and its events, or -1 when not connected. */
int	ui_net_fd(const struct ui_net *, short *events);
/* A turn of the front end's loop: the ping, what is queued written, what
 * the room sent read (poll's `revents` on the descriptor, 0 if none). */
void	ui_net_turn(struct ui_net *, struct ui *, short revents,
	    long now_ms);
/* An event of the interface: a request sent, a reconnection, a goodbye.
 * True when the game is to be left. */
bool	ui_net_event(struct ui_net *, struct ui *, enum ui_event);
/* The session the client was made with (its seat as the room last
 * said). */
const struct net_session *ui_net_session(const struct ui_net *);
/*
 * Closes the connection and frees the client, putting what is to be said
 * in `said` (`size` bytes; "" for nothing): where the game was filed, or
 * how to come back to a seat that waits.
 */
void	ui_net_close(struct ui_net *, char *said, size_t size);
/*
 * What the end says for a player without a shell (the lobby's): where the
 * game went and how to come back to a seat, in the lobby's keys, never a
 * command line or a path; `said` is left as it is when there is nothing.
 */
void	ui_net_end_said(const struct ui_net *, char *said, size_t size);
/* `text` without the "gnomon: " a message on stderr starts with: on a
 * screen of the program's own, whose words they are goes without saying. */
const char *ui_net_unprefixed(const char *text);

#endif
