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

#include <stdio.h>

#include "net/net_client.h"

enum { ROOM_COMMAND_PLAY = -1 };

int	command_host(int argc, char **argv, struct net_session *session);
int	command_join(int argc, char **argv, struct net_session *session);
int	command_watch(int argc, char **argv, struct net_session *session);
int	command_list(int argc, char **argv);

/* The options of the room commands, for `gnomon --help`. */
void	room_command_usage(FILE *out);

#endif
