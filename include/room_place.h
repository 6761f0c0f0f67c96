/*
 * Where rooms live, what they are called, and their tokens.
 *
 * THE ROOMS DIRECTORY
 * A room is the Unix socket NAME.sock in the rooms directory.  By default
 * that is $XDG_RUNTIME_DIR/gnomon (when XDG_RUNTIME_DIR is an absolute
 * path), else /tmp/gnomon-UID: made mode 0700 if missing, and used only if
 * it is a directory of this user's and not a symbolic link; one open to
 * group or others is tightened to 0700 (save.h's save_place_open, as the
 * state directory is).  So a room's socket is reachable by its user alone.
 *
 * `--rooms DIR` names a directory chosen on purpose, for two accounts of
 * one host to meet (a group's directory, say mode 2770): it is used as it
 * is, never tightened, and its rooms' sockets are made mode 0666, so that
 * whoever may enter the directory may connect.  The token still guards
 * every seat.
 *
 * TOKENS
 * A room has two tokens, one for the seats and one for watching, each 32
 * hex digits from getrandom(2) (128 bits); the room (room.h) compares them
 * in constant time.  In a private directory (this user's, closed to group
 * and others) the host leaves them in NAME.token, mode 0600, so that the
 * same user's `gnomon join NAME` and `gnomon watch NAME` need no --token.
 * A shared directory gets no token file: its other users are given the
 * token.
 *
 * NAMES
 * A room's name is 1 to ROOM_NAME_LENGTH_MAX letters, digits, '-', '_' and
 * '.', not starting with '.' or '-' (it is a file's name, and never holds
 * ':', which marks HOST:PORT).  With none given, the host gets a readable
 * one such as amber-fox-42.
 */
#ifndef GNOMON_ROOM_PLACE_H
#define GNOMON_ROOM_PLACE_H

#include <stdbool.h>
#include <stddef.h>

#include "net_client.h"
#include "save.h"

enum {
	ROOM_NAME_LENGTH_MAX = 24,
	ROOM_NAME_MAX = ROOM_NAME_LENGTH_MAX + 1,	/* and its NUL */
	ROOM_TOKEN_LENGTH = 32,				/* hex digits */
	ROOM_TOKEN_MAX = ROOM_TOKEN_LENGTH + 1,
	ROOM_PLACE_MESSAGE_MAX = NET_MESSAGE_MAX,
	/* How long `gnomon list` waits for a room to answer `info`. */
	ROOM_PLACE_INFO_WAIT_MS = 2000
};

#define ROOM_SOCKET_SUFFIX ".sock"
#define ROOM_TOKEN_SUFFIX ".token"

/* The rooms directory, open (save.h's place). */
struct room_place {
	struct save_place	place;
	bool			private;	/* ours and closed to others */
	bool			chosen;		/* --rooms DIR */
};

/*
 * Opens the rooms directory: `chosen` (--rooms DIR, which must exist) or,
 * when NULL, the default one, made if missing.  0, or -1 with a message
 * (ROOM_PLACE_MESSAGE_MAX bytes).
 */
int	room_place_open(struct room_place *, const char *chosen, char *message);
void	room_place_close(struct room_place *);

/* Is `name` a room's name?  If not, -1 with a message saying why. */
int	room_place_name_check(const char *name, char *message);

/* `size` bytes from getrandom(2); 0, or -1 with a message. */
int	room_place_random(void *buffer, size_t size, char *message);

/* A readable new name, e.g. amber-fox-42 (ROOM_NAME_MAX bytes). */
int	room_place_name_make(char *name, char *message);

/* A new token, ROOM_TOKEN_LENGTH hex digits from getrandom(2).  0, or -1. */
int	room_place_token_make(char *token, char *message);

/* The path of room `name`'s socket in `rooms`; 0, or -1 if too long. */
int	room_place_socket_path(const char *rooms, const char *name, char *path,
	    size_t size, char *message);

/* Writes NAME.token (both tokens, mode 0600) in a private place; 0 or -1. */
int	room_place_tokens_write(const struct room_place *, const char *name,
	    const char *player, const char *watch, char *message);

/* Reads the tokens of room `name` left in `rooms`: 1 when read, 0 when there
 * are none, -1 when unreadable (with a message).  Either may be NULL. */
int	room_place_tokens_read(const char *rooms, const char *name,
	    char *player, char *watch, char *message);

/* Removes room `name`'s socket and token file (a room that has ended). */
void	room_place_remove(const struct room_place *, const char *name);

/*
 * Asks room `name` in `rooms` for its `info` line.  1 with the line (the
 * room's words, NET_LINE_MAX bytes), 0 if nobody answers on the socket (a
 * room that died: its socket and token file are removed), -1 with a message
 * if it cannot be asked.
 */
int	room_place_info(const struct room_place *, const char *name,
	    char *line, char *message);

/* Calls `each` for every room in the place that answers, with its name and
 * info line; removes the stale ones.  How many answered, or -1. */
int	room_place_list(const struct room_place *,
	    void (*each)(void *context, const char *name, const char *info),
	    void *context, char *message);

#endif
