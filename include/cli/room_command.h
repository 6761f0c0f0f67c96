/*
 * The room subcommands (src/cli/room_command.c): `gnomon host`, `gnomon
 * join`, `gnomon watch` and `gnomon list`.  Each takes the arguments after
 * its own name.  host, join and watch end by handing a session to the
 * terminal's front end (main.c runs it): they return ROOM_COMMAND_PLAY with
 * `session` filled in, or an exit status (commands.h's) when there is
 * nothing to play (an error, --help, `host --detach`).
 */
#ifndef GNOMON_ROOM_COMMAND_H
#define GNOMON_ROOM_COMMAND_H

#include <stdbool.h>
#include <stdio.h>

#include "net/net_client.h"

enum { ROOM_COMMAND_PLAY = -1, ROOM_COMMAND_ASK = -2 };

int	command_host(int argc, char **argv, struct net_session *session);
int	command_join(int argc, char **argv, struct net_session *session);
int	command_watch(int argc, char **argv, struct net_session *session);
int	command_list(int argc, char **argv);

/*
 * The game menu's Play a friend and Join a friend (src/tui/tui_friend.c),
 * with the menu's screen up: a room opened as `gnomon host NAME` opens it,
 * NAME the account's name (or one made up, if that cannot name a room);
 * or the room of `line` joined as `gnomon join` takes its arguments, `line`
 * what the friend's screen shows ("gnomon join ROOM", or only ROOM or
 * HOST:PORT; "gnomon watch ..." watches).  Nothing is printed: a refusal
 * is put in `why` (`size` bytes).  A token is asked for on the terminal
 * (not echoed) where one is needed, as join does: the caller puts its
 * screen away first.  ROOM_COMMAND_PLAY with `session` filled in (and for
 * the host, in `why`, what the game's screen is to say, such as where an
 * unfinished game set aside was filed, or ""), or an exit status.
 */
enum { ROOM_FRIEND_LINE_MAX = 256 };

/* Where the friend Play a friend waits for is: the room is opened where
 * they can reach it, and the page says what they type. */
enum room_friend_place {
	ROOM_FRIEND_HERE,	/* this account, another terminal */
	ROOM_FRIEND_MACHINE,	/* another account: TCP on loopback */
	ROOM_FRIEND_AWAY	/* another machine: TCP on every address */
};

/* What a host does with an unfinished game of the room's name. */
enum room_resume {
	ROOM_RESUME_TAKE_UP,	/* play it on (gnomon host) */
	ROOM_RESUME_ASK,	/* ROOM_COMMAND_ASK, saying what it is */
	ROOM_RESUME_ANEW	/* file it as it stands, and begin anew */
};

/* The menu's choices the friend's game is played with. */
struct room_friend_host {
	enum room_friend_place place;
	int		side;	/* the host's: COLOUR_AMBER, _TEAL; -1 random */
	struct rules	rules;	/* the sun and the variant */
	int64_t		clock_base_ms, clock_increment_ms; /* 0: no clock */
	bool		ascii;
	enum room_resume resume;
};

int	command_friend_host(const struct room_friend_host *,
	    struct net_session *session, char *why, size_t size);
int	command_friend_join(const char *line, bool ascii,
	    struct net_session *session, char *why, size_t size);

#endif
