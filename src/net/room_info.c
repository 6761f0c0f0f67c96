/*
 * room_info.c owns asking the rooms of a place for their `info` line
 * (room_info.h): one room by its name, or every socket of the rooms
 * directory, the dead ones removed.
 */
#include "net/room_info.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "net/net_client.h"

/* Waits until `deadline` (net_now_ms's) for the answer to `info` on
 * `client`: 1 with the line, 0 if the room hung up, -1 if it said nothing
 * in time. */
static int
room_await_info(struct net_client *client, char *line, int64_t deadline)
{
	for (;;) {
		struct pollfd wait = { client->fd, 0, 0 };
		int64_t left = deadline - net_now_ms();

		switch (net_client_read(client, line)) {
		case NET_READ_LINE:
			return 1;
		case NET_READ_AGAIN:
			break;
		case NET_READ_CLOSED:
		case NET_READ_BROKEN:
			return 0;
		}
		if (left <= 0)
			return -1;
		if (net_client_flush(client) < 0)
			return 0;
		wait.events = net_client_events(client);
		if (poll(&wait, 1, (int)left) < 0 && errno != EINTR)
			return 0;
	}
}

int
room_info_ask(const struct room_place *room_place, const char *name,
    uid_t owner, char *line, char *message)
{
	struct net_client client;
	/* The whole exchange, the connection too, within the one wait: a
	 * socket that never takes the connection must not hold the list. */
	int64_t deadline = net_now_ms() + ROOM_INFO_WAIT_MS;
	int answered;

	if (net_client_open(&client, name, room_place->place.path, &owner,
	    ROOM_INFO_WAIT_MS, message) < 0) {
		/* A room too busy to take the connection is left be. */
		if ((errno == ECONNREFUSED || errno == ENOENT) &&
		    strchr(name, ':') == NULL) {
			room_place_remove(room_place, name);
			return 0;
		}
		return -1;
	}
	if (net_client_send(&client, "info") < 0) {
		net_client_close(&client);
		return 0;
	}
	answered = room_await_info(&client, line, deadline);
	net_client_close(&client);
	if (answered < 0)
		snprintf(message, ROOM_PLACE_MESSAGE_MAX,
		    "room %s in %s does not answer", name,
		    room_place->place.path);
	return answered;
}

/* The room's name of a directory entry NAME.sock, or false. */
static bool
room_entry_name(const char *entry, char *name)
{
	size_t length = strlen(entry);
	size_t suffix = sizeof ROOM_SOCKET_SUFFIX - 1;
	char message[ROOM_PLACE_MESSAGE_MAX];

	if (length <= suffix || length - suffix >= ROOM_NAME_MAX ||
	    strcmp(entry + length - suffix, ROOM_SOCKET_SUFFIX) != 0)
		return false;
	memcpy(name, entry, length - suffix);
	name[length - suffix] = '\0';
	return room_place_name_check(name, message) == 0;
}

int
room_info_list(const struct room_place *room_place,
    void (*each)(void *context, const char *name, const char *info),
    void *context, char *message)
{
	int fd = fcntl(room_place->place.fd, F_DUPFD_CLOEXEC, 0);
	DIR *directory = fd < 0 ? NULL : fdopendir(fd);
	struct dirent *entry;
	int answered = 0;

	if (directory == NULL) {
		if (fd >= 0)
			close(fd);
		snprintf(message, ROOM_PLACE_MESSAGE_MAX, "%s: %s",
		    room_place->place.path, strerror(errno));
		return -1;
	}
	while ((entry = readdir(directory)) != NULL) {
		char name[ROOM_NAME_MAX], line[NET_LINE_MAX];
		char ignored[NET_MESSAGE_MAX];
		struct stat status;

		/* A socket, never a link (a stranger's, to another's room,
		 * would list that room twice under her name), answered by
		 * the user whose file it is. */
		if (!room_entry_name(entry->d_name, name) ||
		    fstatat(room_place->place.fd, entry->d_name, &status,
		    AT_SYMLINK_NOFOLLOW) < 0 || !S_ISSOCK(status.st_mode))
			continue;
		if (room_info_ask(room_place, name, status.st_uid, line,
		    ignored) == 1) {
			each(context, name, line);
			answered++;
		}
	}
	closedir(directory);
	return answered;
}
