/*
 * The server's players (server_db.h's database): a name that belongs to
 * someone, bound either to a password, kept only as a crypt(3) yescrypt
 * hash, or to SSH keys by the administrator (no password: the forced
 * command of the lobby account's authorized_keys names the player).  Each
 * has a Glicko-2 rating (glicko2.h), the count of rated games played, when
 * the name was taken, and a line of settings that follows the name (the
 * lobby's to write and read; opaque here).
 *
 * A NAME
 * 1 to SERVER_NAME_SIZE - 1 bytes with no control byte (C0 or DEL), stored
 * and returned exactly as given, quotes and semicolons included: the
 * characters a name may have (wire.h's 1..16 characters of UTF-8) are the
 * caller's rule.  Names are C strings: a NUL ends one.
 */
#ifndef GNOMON_SERVER_PLAYERS_H
#define GNOMON_SERVER_PLAYERS_H

#include <stdbool.h>
#include <stdint.h>

#include "store/glicko2.h"
#include "store/server_db.h"

enum {
	SERVER_NAME_SIZE = 65,	/* wire.h's WIRE_NAME_SIZE, 16 x 4 + 1 */
	SERVER_PASSWORD_MAX = 256,	/* a longer password is refused */
	SERVER_SETTINGS_SIZE = 512,	/* the settings line and its NUL */
	SERVER_RATING_TEXT_SIZE = 8	/* "1662?" and its NUL */
};

struct server_player {
	char		name[SERVER_NAME_SIZE];
	bool		password;	/* bound to a password, not to keys */
	struct glicko2	rating;
	long		games;		/* rated games played */
	int64_t		created;	/* seconds since the epoch */
	char		settings[SERVER_SETTINGS_SIZE];
};

/* Whether a rating is provisional, shown "1500?": its deviation is over
 * GLICKO2_PROVISIONAL. */
bool	server_player_provisional(const struct glicko2 *);
/* A rating as the players see it, "1662", or "1662?" while provisional
 * (SERVER_RATING_TEXT_SIZE bytes), the same in the lobby and the rooms. */
void	server_player_rating_words(const struct glicko2 *, char *text);

/* Whether `name` is one the store keeps (above); 0, or -1 with why. */
int	server_player_name_check(const char *name, char *message);

/* 1 with *player filled when `name` is registered, 0 when not, -1. */
int	server_player_find(struct server_db *, const char *name,
	    struct server_player *player, char *message);

/*
 * Registers `name` with `password` (hashed by yescrypt, a fresh salt),
 * rated from the start (glicko2_start).  1 registered; 0 when the name is
 * already registered (nothing changed, a message saying so); -1.
 */
int	server_player_add_password(struct server_db *, const char *name,
	    const char *password, int64_t now, char *message);

/* As server_player_add_password, for a player bound to SSH keys. */
int	server_player_add_key(struct server_db *, const char *name,
	    int64_t now, char *message);

/*
 * 1 when `password` is `name`'s; 0 when it is not, or `name` is not
 * registered or is bound to keys (the message says which); -1.
 */
int	server_player_check_password(struct server_db *, const char *name,
	    const char *password, char *message);

/* Sets `name`'s settings line (< SERVER_SETTINGS_SIZE bytes).  1 set, 0
 * when `name` is not registered, -1. */
int	server_player_set_settings(struct server_db *, const char *name,
	    const char *settings, char *message);

/*
 * The leaderboard: players with at least one rated game, best rating
 * first (then the lower deviation, then the name), `limit` of them from
 * the `offset`th into `players`.  The count filled, or -1.
 */
int	server_players_best(struct server_db *, int offset, int limit,
	    struct server_player *players, char *message);

/* How many players are registered, into *count.  0 or -1. */
int	server_players_count(struct server_db *, long *count, char *message);

#endif
