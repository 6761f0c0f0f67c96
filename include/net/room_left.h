/*
 * A game a room left behind.
 *
 * A room that must end (`gnomon end`, or half an hour with nobody
 * connected) with a game it could not save or file (a full disk) does not
 * lose it: it leaves it whole, as the record it would have filed (the
 * moves, the players, the ending, the clock), in its rooms directory:
 * ROOM.gnomon beside its socket.  That directory is in XDG_RUNTIME_DIR, a
 * file system of its own, where the room could write its socket; its log
 * says where the game was left, and carries its moves and ending itself
 * for when even that write fails.  Then:
 *   - the next `gnomon host ROOM` files a finished game left so, and
 *     starts a new one; an unfinished one it takes up (it is newer than
 *     the save), and removes once it has saved it;
 *   - `gnomon list` files every finished game left in the rooms directory
 *     and says where an unfinished one waits for its host;
 *   - filing a finished game left so removes the room's older save and
 *     kept tokens in the state directory, as a room that files its game
 *     does (a save newer than the game left is another room's, and stays),
 *     so that the next host opens anew with new tokens;
 *   - `gnomon end` says that the room it ended left its game.
 * A game left is read only if it is a regular file, not a link, of the
 * room's owner: in a shared rooms directory others may make files.
 */
#ifndef GNOMON_ROOM_LEFT_H
#define GNOMON_ROOM_LEFT_H

#include <stdbool.h>
#include <sys/types.h>
#include <time.h>

#include "core/record.h"
#include "store/save.h"

/* The file's name: the room's, and this. */
#define ROOM_LEFT_SUFFIX ".gnomon"

/*
 * Writes room `name`'s game `record` in `rooms` (atomically, mode 0600):
 * 0 with its path in `path` (SAVE_PATH_MAX bytes), or -1 with a message
 * (SAVE_MESSAGE_MAX bytes).
 */
int	room_left_write(const struct save_place *rooms, const char *name,
	    const struct record *, char *path, char *message);

/*
 * Reads the game room `name` left in `rooms`, a file of `owner`'s: 1 with
 * it and its path in `path`; 0 when there is none (a link or another
 * user's file is none); -1 with a message when it cannot be read or is
 * not a record.
 */
int	room_left_read(const struct save_place *rooms, const char *name,
	    uid_t owner, struct record *, char *path, char *message);

/* Removes the game room `name` left in `rooms`. */
void	room_left_remove(const struct save_place *rooms, const char *name);

/*
 * Files `record` in the games/ of the state directory `state` (made if
 * missing) under a new name for `when`: 0 with games/ open in `games` (for
 * the caller to close) and the file's name in `file` (SAVE_PATH_MAX
 * bytes), or -1 with a message, `games` open if games/ could be, and
 * `file` naming what could not be written.
 */
int	room_left_file_in(const struct save_place *state,
	    struct save_place *games, time_t when, const struct record *,
	    char *file, char *message);

/*
 * Files the finished game room `name` left in `rooms`, in this user's
 * state directory's games/, and removes it, and the room's older save
 * and tokens.  1 when filed, with what was
 * done in `text` (SAVE_MESSAGE_MAX bytes); 0 when nothing was left, or an
 * unfinished game (`text` says where it waits for its host, or is ""); -1
 * with what is wrong in `text`.
 */
int	room_left_file(const struct save_place *rooms, const char *name,
	    char *text);

/*
 * room_left_file for every room's game left in `rooms`, calling `each` with
 * its result and text for each one that was there.  How many were filed.
 */
int	room_left_sweep(const struct save_place *rooms,
	    void (*each)(void *context, int filed, const char *text),
	    void *context);

/*
 * The unfinished game the next host of room `name` would take up: the one
 * left in `rooms`, else the room's save in this user's state directory.
 * 1 with it in `record`; 0 when there is none, or it is over; -1 with a
 * message (SAVE_MESSAGE_MAX bytes).
 */
int	room_left_unfinished(const struct save_place *rooms, const char *name,
	    struct record *, char *message);
/*
 * A new game instead of that one: the unfinished game filed in games/ as
 * it stands (nothing is lost: it can be replayed), and the save, the game
 * left and the kept tokens removed.  1 with where it was filed in `text`
 * (SAVE_MESSAGE_MAX bytes), 0 when there was none, -1 with a message.
 */
int	room_left_set_aside(const struct save_place *rooms, const char *name,
	    char *text);
#endif
