/*
 * Where rooms live, what they are called, and their tokens.
 *
 * THE ROOMS DIRECTORY
 * A room is the Unix socket NAME.sock in the rooms directory.  By default
 * that is $XDG_RUNTIME_DIR/gnomon (when XDG_RUNTIME_DIR is an absolute
 * path), else $HOME/.local/state/gnomon/run-HOST (HOST the machine's name
 * to its first '.': a home shared by machines holds one for each, and no
 * machine takes another's socket for a dead room's): made mode 0700 if
 * missing, and used only if it is a directory of this user's and not a
 * symbolic link; one open to group or others is tightened to 0700 (save.h's
 * save_place_open, as the state directory is).  So a room's socket is
 * reachable by its user alone.  Never a fixed name in /tmp: another user
 * could make /tmp/gnomon-UID first (a directory of theirs, or a link) and
 * keep this one from every room and from the lobby (this happened).
 *
 * `--rooms DIR` names a directory chosen on purpose, for two accounts of
 * one host to meet: a group's directory, mode 1770 (or 3770, setgid so that
 * what is made there is the group's).  It is used as it is, never
 * tightened, and its rooms' sockets are made mode 0666, so that whoever may
 * enter the directory may connect.  It must not be writable by everyone,
 * and one that others may write into must have the sticky bit: without it,
 * any member of the group could rename a room's socket away and bind their
 * own in its place, and be told the next joiner's token (this happened).
 *
 * WHO ANSWERS
 * So a client checks who answers before a token leaves it
 * (net_client_connect): the socket file must be a socket owned by the
 * room's owner, and the process on the other end (SO_PEERCRED) must run as
 * the room's owner.  The room's owner is the user the player names
 * (`--owner USER`: the host is shown the line to pass on) or, when none is
 * named, the player's own user: one's own rooms, the lobby's (all of whose
 * players share one account), or a room of one's own in a shared
 * directory.  In a sticky directory no one but the socket's owner (and the
 * directory's owner, and root) can rename or remove it, so a stranger can
 * only squat a name that is free, and a squatter answers as the wrong uid.
 * The uid is never taken from the socket alone: whoever bound it owns it.
 *
 * TOKENS
 * A room has three tokens, each 32 hex digits from getrandom(2) (128
 * bits): Amber's seat's, Teal's seat's and the watch token; the room
 * (room.h) compares them in constant time.  The host is shown the other
 * seat's token (its own is its alone) and the watch token.  In a private
 * directory (this user's, closed to group and others) the host leaves all
 * three in NAME.token, mode 0600, with the host's seat and name, so that
 * the same user's `gnomon join NAME` and `gnomon watch NAME` need no token;
 * they take from it only the token of the seat their name is for
 * (room_place_tokens_seat), which is how the lobby, whose players share
 * one account, gives the host's seat to the host's name alone.  A shared
 * directory gets no token file: its other users are given the token.
 * The tokens are also kept beside the room's saved game in the state
 * directory (rooms/NAME.token, 0600): a room killed and taken up by `host`
 * has the same tokens, so the players' programs, which keep theirs, come
 * back.  The runtime directory's copy would do for a SIGKILL, but not for a
 * room ended by SIGTERM or idleness (it removes its socket and token file),
 * nor for a shared directory; the save's own directory outlives all three.
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
#include <sys/un.h>

#include "net/net_client.h"
#include "store/save.h"

enum {
	ROOM_NAME_LENGTH_MAX = 24,
	ROOM_NAME_MAX = ROOM_NAME_LENGTH_MAX + 1,	/* and its NUL */
	ROOM_TOKEN_LENGTH = 32,				/* hex digits */
	ROOM_TOKEN_MAX = ROOM_TOKEN_LENGTH + 1,
	ROOM_PLACE_MESSAGE_MAX = NET_MESSAGE_MAX
};

#define ROOM_SOCKET_SUFFIX ".sock"
#define ROOM_TOKEN_SUFFIX ".token"
/* Beside a save older than its room's game, which the room could not
 * save (room_server.h, WHEN IT CANNOT SAVE): an empty file. */
#define ROOM_UNSAVED_SUFFIX ".unsaved"
#define ROOM_STATE_DIRECTORY "rooms" /* saved games, in the state directory */

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

/* A room's tokens, as its token file keeps them. */
struct room_tokens {
	char	seat[COLOUR_COUNT][ROOM_TOKEN_MAX];
	char	watch[ROOM_TOKEN_MAX];
	int host_seat; /* COLOUR_*, or -1: none (--detach) */
	char	host_name[NET_NAME_MAX];	/* "" when host_seat is -1 */
};

/* Three new tokens, no host.  0, or -1 with a message. */
int	room_place_tokens_make(struct room_tokens *, char *message);

/* Whether `token` is ROOM_TOKEN_LENGTH lowercase hex digits. */
bool	room_place_token_valid(const char *token);

/*
 * The seat whose token a player called `name` is given from a token file,
 * given the room's `info` line (NULL if it did not answer): the seat that
 * player sits in or is kept for, else a free seat not kept for another
 * (Amber's first), else the seat that is not the host's.
 */
int	room_place_tokens_seat(const struct room_tokens *, const char *name,
	    const char *info);

/*
 * Reads a secret file a person named (--token-file): it must be a regular
 * file of this user's that no one else may read or write (no group or
 * other permission bits), else -1 with a message saying so.  Its first
 * word, at most `size` - 1 bytes, in `secret`.  0, or -1.
 */
int	room_place_secret_read(const char *path, char *secret, size_t size,
	    char *message);

/*
 * The address of `file` in the directory `rooms`, for bind or connect:
 * ROOMS/FILE, or, when that is longer than a socket's address holds (108
 * bytes: a deep home without XDG_RUNTIME_DIR) and the directory is open as
 * `directory` (else -1), the same file through the descriptor,
 * /proc/self/fd/N/FILE.  0, or -1 with a message if neither fits.
 */
int	room_place_socket_address(int directory, const char *rooms,
	    const char *file, struct sockaddr_un *, char *message);

/* Writes NAME.token (the tokens, mode 0600) in a private directory `place`
 * (the rooms directory's, or the state directory's rooms/); 0 or -1. */
int	room_place_tokens_write(const struct save_place *, const char *name,
	    const struct room_tokens *, char *message);

/* Reads the tokens of room `name` left in `place`: 1 when read, 0 when
 * there are none, -1 when unreadable (with a message). */
int	room_place_tokens_read(const struct save_place *, const char *name,
	    struct room_tokens *, char *message);

/*
 * The tokens kept with room `name`'s saved game in the state directory
 * (see TOKENS): 1 when the game is saved there and its tokens read, 0 when
 * not, -1 on an error.  room_place_tokens_keep writes them there.
 */
int	room_place_tokens_recall(const char *name, struct room_tokens *,
	    char *message);
int	room_place_tokens_keep(const char *name, const struct room_tokens *,
	    char *message);

/* Removes room `name`'s socket and token file (a room that has ended). */
void	room_place_remove(const struct room_place *, const char *name);

#endif
