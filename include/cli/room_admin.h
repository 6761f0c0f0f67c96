/*
 * The machine's rooms, as an administrator sees them (src/cli/room_admin.c):
 * `gnomon list --all` lists every room's process, `gnomon end` ends one.
 *
 * A room's process names itself ROOM_ADMIN_TITLE NAME (room_command.c) and
 * works in its rooms directory (room_server.c): that is how it is found,
 * through /proc, and where it is said to be.  Root sees every user's rooms;
 * a user sees and ends their own.
 */
#ifndef GNOMON_ROOM_ADMIN_H
#define GNOMON_ROOM_ADMIN_H

/* What `ps` shows of a room: its command line, the room's name after it,
 * and its short name. */
#define ROOM_ADMIN_TITLE "gnomon room "
#define ROOM_ADMIN_PROCESS_NAME "gnomon-room"

/* `gnomon list --all`: the rooms' processes, one a line; an exit status. */
int	room_admin_list(void);

/*
 * `gnomon end ROOM|PID` (argv[0] is the first argument after "end"): sends
 * the room SIGTERM (it saves its game, removes its socket and its token
 * file, and ends) and waits until it has gone.  0; 1 for a room not found,
 * not the caller's, or not gone in time, or one that ended leaving its game
 * unsaved or unfiled in its rooms directory (room_left.h: said, with
 * where); EXIT_USAGE.
 */
int	command_end(int argc, char **argv);

#endif
