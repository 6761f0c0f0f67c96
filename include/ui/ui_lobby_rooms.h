/*
 * The lobby's list of live rooms (src/ui/ui_lobby_rooms.c), as
 * dgamelaunch's watch list: a row a room, within UI_LOBBY_COLUMNS, of its
 * name, its players with their ratings, the round, each side's clock, how
 * long each side has been idle and its spectators; and its orders, which
 * `s` goes through.  What a room's info line did not say (an older room's)
 * shows as "-".
 */
#ifndef GNOMON_UI_LOBBY_ROOMS_H
#define GNOMON_UI_LOBBY_ROOMS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/ui_lobby.h"

/* The rooms sorted by `sort`, stably (a tie keeps the order it had). */
void	ui_lobby_rooms_sort(struct ui_lobby_room *, int count,
	    enum ui_lobby_sort sort);
/* The order's word ("name", "rating", "idle", "watchers"). */
const char *ui_lobby_rooms_sort_name(enum ui_lobby_sort sort);
/* The list's heading, which says its order. */
void	ui_lobby_rooms_heading(enum ui_lobby_sort sort, char *line,
	    size_t size);
/* A room's row; `current` marks it chosen. */
void	ui_lobby_rooms_row(const struct ui_lobby_room *, bool ascii,
	    bool current, char *line, size_t size);

#endif
