/*
 * room_admin.c owns the machine's rooms as an administrator sees them
 * (room_admin.h): every room's process found through /proc, listed by
 * `gnomon list --all`, and ended, one at a time, by `gnomon end`.
 *
 * A process is a room's if its command line reads ROOM_ADMIN_TITLE and a
 * room's name; its owner is the real uid in /proc/PID/status, and its
 * rooms directory is its working directory, which only its owner and root
 * may read.  Anyone may name their process so: ending one takes its
 * owner's right to signal it all the same, so a pretender harms nobody but
 * the one who made it.
 */
#include "cli/room_admin.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pwd.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "net/room.h"
#include "net/room_left.h"
#include "net/room_place.h"

#define ADMIN_UID_FIELD "Uid:"	/* /proc/PID/status: real, effective... */

enum {
	ADMIN_PROC_PATH_MAX = 64,	/* /proc/PID/cmdline and the like */
	ADMIN_COMMAND_LINE_MAX = 128,	/* more than the title and a name */
	ADMIN_STATUS_LINE_MAX = 256,
	ADMIN_USER_MAX = 32,
	ADMIN_MATCHES_MAX = 16,		/* rooms of one name on one machine */
	ADMIN_END_WAIT_MS = 10 * 1000,	/* a room saves, then ends */
	ADMIN_STEP_MS = 50,
	NS_PER_MS = 1000 * 1000
};

/* A room's process. */
struct admin_room {
	pid_t	pid;
	uid_t	uid;
	char	name[ROOM_NAME_MAX];
	char	rooms[PATH_MAX];	/* its rooms directory, or "?" */
};

/* Reads the process `pid`: true if it is a room's. */
static bool
admin_read(pid_t pid, struct admin_room *room)
{
	char path[ADMIN_PROC_PATH_MAX], text[ADMIN_COMMAND_LINE_MAX];
	char line[ADMIN_STATUS_LINE_MAX], message[ROOM_PLACE_MESSAGE_MAX];
	size_t title = strlen(ROOM_ADMIN_TITLE);
	unsigned long uid;
	bool owner = false;
	ssize_t count;
	FILE *status;
	int fd;

	snprintf(path, sizeof path, "/proc/%ld/cmdline", (long)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return false;
	count = read(fd, text, sizeof text - 1);
	close(fd);
	if (count <= (ssize_t)title)
		return false;
	text[count] = '\0';
	if (strncmp(text, ROOM_ADMIN_TITLE, title) != 0 ||
	    strlen(text + title) >= sizeof room->name ||
	    room_place_name_check(text + title, message) < 0)
		return false;
	snprintf(room->name, sizeof room->name, "%s", text + title);
	snprintf(path, sizeof path, "/proc/%ld/status", (long)pid);
	if ((status = fopen(path, "re")) == NULL)
		return false;
	while (!owner && fgets(line, sizeof line, status) != NULL) {
		char *end;

		if (strncmp(line, ADMIN_UID_FIELD, strlen(ADMIN_UID_FIELD)) !=
		    0)
			continue;
		uid = strtoul(line + strlen(ADMIN_UID_FIELD), &end, 10);
		owner = end != line + strlen(ADMIN_UID_FIELD);
	}
	fclose(status);
	if (!owner)
		return false;
	room->pid = pid;
	room->uid = (uid_t)uid;
	snprintf(path, sizeof path, "/proc/%ld/cwd", (long)pid);
	count = readlink(path, room->rooms, sizeof room->rooms - 1);
	room->rooms[count < 0 ? 0 : count] = '\0';
	if (count <= 0)
		snprintf(room->rooms, sizeof room->rooms, "?");
	return true;
}

/* May the caller see and end this room? */
static bool
admin_ours(const struct admin_room *room)
{
	return geteuid() == 0 || room->uid == getuid();
}

/*
 * Every room's process into `rooms` (`size` at most), each `wanted` one
 * (all when NULL); how many there are, which may be more than `size`.
 */
static size_t
admin_scan(bool (*wanted)(const struct admin_room *, const void *),
    const void *context, struct admin_room *rooms, size_t size)
{
	DIR *proc = opendir("/proc");
	struct dirent *entry;
	size_t count = 0;

	if (proc == NULL)
		return 0;
	while ((entry = readdir(proc)) != NULL) {
		struct admin_room room;
		char *end;
		long pid = strtol(entry->d_name, &end, 10);

		if (*end != '\0' || pid <= 0 ||
		    !admin_read((pid_t)pid, &room) ||
		    (wanted != NULL && !wanted(&room, context)))
			continue;
		if (count < size)
			rooms[count] = room;
		count++;
	}
	closedir(proc);
	return count;
}

/* The user's name, or their uid. */
static void
admin_user(uid_t uid, char *user, size_t size)
{
	const struct passwd *entry = getpwuid(uid);

	if (entry != NULL)
		snprintf(user, size, "%s", entry->pw_name);
	else
		snprintf(user, size, "%lu", (unsigned long)uid);
}

static void
admin_print(const struct admin_room *room)
{
	char user[ADMIN_USER_MAX];

	admin_user(room->uid, user, sizeof user);
	message_print(stdout, "%7ld %-12s %-24s %s\n", (long)room->pid, user,
	    room->name, room->rooms);
}

/* Prints the caller's rooms as they are found. */
static bool
admin_list_one(const struct admin_room *room, const void *context)
{
	(void)context;
	if (!admin_ours(room))
		return false;
	admin_print(room);
	return true;
}

int
room_admin_list(void)
{
	printf("%7s %-12s %-24s %s\n", "PID", "USER", "ROOM", "DIRECTORY");
	if (admin_scan(admin_list_one, NULL, NULL, 0) == 0)
		message_print(stderr, "no room %sis running on this machine\n",
		    geteuid() == 0 ? "" : "of yours ");
	return 0;
}

/* What `gnomon end` was given: a pid, or a room's name. */
struct admin_target {
	pid_t		pid;		/* 0: by name */
	const char	*name;
};

static bool
admin_end_wanted(const struct admin_room *room, const void *context)
{
	const struct admin_target *target = context;

	return target->pid != 0 ? room->pid == target->pid :
	    strcmp(room->name, target->name) == 0;
}

static void
admin_sleep(void)
{
	struct timespec step = { 0, (long)ADMIN_STEP_MS * NS_PER_MS };

	nanosleep(&step, NULL);
}

/*
 * After `room` has ended: whether it left its game in its rooms directory
 * (room_left.h), which it does only when it could neither save nor file
 * it; said, with where.  1 if it did, else 0.
 */
static int
admin_left(const struct admin_room *room)
{
	struct save_place rooms;
	struct record record;
	char path[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	int read;

	if (room->rooms[0] != '/' || strlen(room->rooms) >= sizeof rooms.path)
		return 0;
	rooms.fd = open(room->rooms, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	memcpy(rooms.path, room->rooms, strlen(room->rooms) + 1);
	if (rooms.fd < 0)
		return 0;
	read = room_left_read(&rooms, room->name, room->uid, &record, path,
	    message);
	save_place_close(&rooms);
	if (read != 1)
		return 0;
	if (room_record_over(&record))
		message_print(stderr, "gnomon end: room %s ended with its "
		    "finished game unfiled: it could not write it in its "
		    "state directory, and left it in %s (gnomon list or "
		    "gnomon host %s files it)\n", room->name, path,
		    room->name);
	else
		message_print(stderr, "gnomon end: room %s ended with its "
		    "game unsaved: it could not write it in its state "
		    "directory, and left it in %s (gnomon host %s takes it "
		    "up)\n", room->name, path, room->name);
	return 1;
}

/* Ends `room`, and waits until it has gone: 0, or 1 with why said (a room
 * that left its game unfiled too). */
static int
admin_end(const struct admin_room *room)
{
	struct admin_room now;

	if (kill(room->pid, SIGTERM) < 0) {
		message_print(stderr, "gnomon end: room %s (pid %ld): %s\n",
		    room->name, (long)room->pid, strerror(errno));
		return 1;
	}
	/* Gone, or a zombie (whose command line reads empty), or the pid
	 * already another process's. */
	for (int waited = 0; waited < ADMIN_END_WAIT_MS;
	     waited += ADMIN_STEP_MS) {
		if (!admin_read(room->pid, &now) ||
		    strcmp(now.name, room->name) != 0) {
			message_print(stdout, "room %s (pid %ld) has ended\n",
			    room->name, (long)room->pid);
			return admin_left(room);
		}
		admin_sleep();
	}
	/* A room ends only with its game kept (room_server.h): one still
	 * here could not write it anywhere. */
	message_print(stderr, "gnomon end: room %s (pid %ld) has not ended "
	    "within %d seconds: a room ends only once its game is saved, "
	    "filed or left in its rooms directory, and this one may be unable "
	    "to write it anywhere (a full disk: its log, beside its save, says "
	    "why); it keeps the game and ends as soon as it can\n",
	    room->name, (long)room->pid, ADMIN_END_WAIT_MS / 1000);
	return 1;
}

/*
 * Of `count` rooms of one name, the one in the caller's own rooms
 * directory is the one meant, as `gnomon join NAME` would find it: moved
 * first, and 1; else `count`, every one of them in question.
 */
static size_t
admin_prefer_here(struct admin_room *found, size_t count)
{
	struct room_place place;
	char message[ROOM_PLACE_MESSAGE_MAX], here[PATH_MAX];
	size_t matches = 0, which = 0;

	if (room_place_open(&place, NULL, message) < 0)
		return count;
	if (realpath(place.place.path, here) != NULL)
		for (size_t i = 0; i < count; i++)
			if (strcmp(found[i].rooms, here) == 0) {
				matches++;
				which = i;
			}
	room_place_close(&place);
	if (matches != 1)
		return count;
	found[0] = found[which];
	return 1;
}

int
command_end(int argc, char **argv)
{
	struct admin_room found[ADMIN_MATCHES_MAX];
	struct admin_target target = { 0, NULL };
	char message[ROOM_PLACE_MESSAGE_MAX], user[ADMIN_USER_MAX];
	size_t count, ours = 0, kept;
	char *end;
	long pid;

	if ((argc = command_options_words("gnomon end", argc, argv)) < 0)
		return EXIT_USAGE;

	if (argc != 1 || argv[0][0] == '-') {
		message_print(stderr, "gnomon end: which room? gnomon end "
		    "ROOM|PID (gnomon list --all)\n");
		return EXIT_USAGE;
	}
	pid = strtol(argv[0], &end, 10);
	if (*end == '\0' && pid > 0 && pid <= INT_MAX)
		target.pid = (pid_t)pid;
	else if (room_place_name_check(argv[0], message) < 0) {
		message_print(stderr, "gnomon end: %s\n", message);
		return EXIT_USAGE;
	} else
		target.name = argv[0];
	count = admin_scan(admin_end_wanted, &target, found, ADMIN_MATCHES_MAX);
	kept = count < ADMIN_MATCHES_MAX ? count : ADMIN_MATCHES_MAX;
	/* The caller's rooms first; another's only to say whose it is. */
	for (size_t i = 0; i < kept; i++)
		if (admin_ours(&found[i]))
			found[ours++] = found[i];
	if (count == 0) {
		if (target.pid != 0)
			message_print(stderr,
			    "gnomon end: process %ld is not a "
			    "room's (gnomon list --all)\n",
			    pid);
		else
			message_print(stderr,
			    "gnomon end: no room called %s is "
			    "running (gnomon list --all)\n",
			    target.name);
		return 1;
	}
	if (ours == 0) {
		admin_user(found[0].uid, user, sizeof user);
		message_print(stderr, "gnomon end: room %s (pid %ld) is %s's, "
		    "not yours: only they or root may end it\n", found[0].name,
		    (long)found[0].pid, user);
		return 1;
	}
	/* Root may end anyone's, but a room of root's own is the one meant
	 * when another user's (or a process named as one) shares its name. */
	if (ours > 1) {
		size_t own = 0;

		for (size_t i = 0; i < ours; i++)
			if (found[i].uid == getuid())
				found[own++] = found[i];
		if (own > 0)
			ours = own;
	}
	if (ours > 1)
		ours = admin_prefer_here(found, ours);
	if (ours > 1) {
		message_print(stderr, "gnomon end: %zu rooms are called %s: "
		    "end one by its pid\n", ours, target.name);
		for (size_t i = 0; i < ours; i++)
			admin_print(&found[i]);
		return 1;
	}
	return admin_end(&found[0]);
}
