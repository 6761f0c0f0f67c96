/*
 * The shared server's clock (src/ui/ui_server_now.c): the `now` that the
 * server's store (store/server_db.h) is always given, for a correspondence
 * game's deadline, a game's end, a name's registration.  The system's
 * clock, or GNOMON_SERVER_NOW's when it is set, so that a test can move
 * the server's clock forward (a correspondence game's days) without
 * waiting for them; the store itself never reads a clock.
 */
#ifndef GNOMON_UI_SERVER_NOW_H
#define GNOMON_UI_SERVER_NOW_H

#include <stdint.h>

#define UI_SERVER_NOW_ENV "GNOMON_SERVER_NOW"

enum { UI_SERVER_NOW_MESSAGE_MAX = 96 };

/* Now in seconds since the epoch, into *now: 0, or -1 with why in
 * `message` (UI_SERVER_NOW_MESSAGE_MAX bytes) when GNOMON_SERVER_NOW is
 * set and is not such a number. */
int	ui_server_now(int64_t *now, char *message);

#endif
