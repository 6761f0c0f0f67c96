/*
 * net_client.c owns a client's end of a room's connection (net_client.h):
 * connecting by a room's name or HOST:PORT, the hello, and nonblocking
 * buffered lines both ways for a poll loop.
 */
/* A feature-test macro, named as the C library reads it: struct ucred,
 * for SO_PEERCRED. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include "net/net_client.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "core/options.h"
#include "net/net_peer.h"
#include "net/room_place.h"

enum { NET_MS_PER_SECOND = 1000, NET_NS_PER_MS = 1000 * 1000 };

/* The wire's seat of each of ours. */
static const int net_wire_seats[] = {
	[NET_SEAT_AMBER] = WIRE_SEAT_AMBER, [NET_SEAT_TEAL] = WIRE_SEAT_TEAL,
	[NET_SEAT_ANY] = WIRE_SEAT_ANY, [NET_SEAT_WATCH] = WIRE_SEAT_WATCH
};

void
net_client_init(struct net_client *client)
{
	client->fd = -1;
	client->input_length = 0;
	client->output_length = 0;
}

int64_t
net_now_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (int64_t)now.tv_sec * NET_MS_PER_SECOND +
	    now.tv_nsec / NET_NS_PER_MS;
}

/*
 * Connects the nonblocking socket `fd` to `address` by `deadline`
 * (net_now_ms's).  A blocking connect() waits as long as the other end
 * lets it: a socket in a shared rooms directory that listens and never
 * accepts, its backlog full, held `gnomon list` in connect() for ever.
 * 0, or -1 with errno (ETIMEDOUT when the deadline passed).
 */
static int
net_connect_by(int fd, const struct sockaddr *address, socklen_t length,
    int64_t deadline)
{
	int step = NET_CONNECT_RETRY_MS;

	for (;;) {
		struct pollfd wait = { fd, POLLOUT, 0 };
		int64_t left;
		int error = 0;
		socklen_t size = sizeof error;

		if (connect(fd, address, length) == 0 || errno == EISCONN)
			return 0;
		if (errno == EINTR)
			continue;	/* again: TCP's then says EALREADY */
		left = deadline - net_now_ms();
		/* A Unix socket whose backlog is full refuses a nonblocking
		 * connect with EAGAIN and queues nothing, and poll() on the
		 * unconnected socket says nothing of when there is room: a busy
		 * room's may be full for a moment, so try again, a while
		 * later each time, until the deadline. */
		if (errno == EAGAIN) {
			if (left <= 0)
				break;
			poll(NULL, 0, left < step ? (int)left : step);
			if (step < NET_CONNECT_RETRY_MAX_MS)
				step *= 2;
			continue;
		}
		if (errno != EINPROGRESS && errno != EALREADY)
			return -1;
		/* TCP's handshake goes on without us: wait for it, then ask
		 * how it went. */
		while (left > 0 && poll(&wait, 1, (int)left) < 0 &&
		    errno == EINTR)
			left = deadline - net_now_ms();
		if (left <= 0 || wait.revents == 0)
			break;
		if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) < 0)
			return -1;
		if (error == 0)
			return 0;
		errno = error;
		return -1;
	}
	errno = ETIMEDOUT;
	return -1;
}

/* Whether the socket at `path`, connected as `fd`, is `owner`'s: the file
 * a socket of that uid's, and the process answering (SO_PEERCRED) that
 * uid's.  0, or -1 with a message (see room_place.h: WHO ANSWERS). */
static int
net_check_owner(int fd, const char *path, uid_t owner, char *message)
{
	struct ucred peer;
	socklen_t length = sizeof peer;
	struct stat file;

	if (lstat(path, &file) < 0 || !S_ISSOCK(file.st_mode)) {
		snprintf(message, NET_MESSAGE_MAX, "%s: not a room's socket: no"
		    " token was sent", path);
		return -1;
	}
	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &length) < 0) {
		snprintf(message, NET_MESSAGE_MAX,
		    "%s: who answers? %s: no token"
		    " was sent",
		    path, strerror(errno));
		return -1;
	}
	if (peer.uid != owner || file.st_uid != owner) {
		snprintf(message, NET_MESSAGE_MAX,
		    "%s is answered by uid %lu"
		    " (its file is uid %lu's), not by the room's owner, uid "
		    "%lu:"
		    " not the room meant, and no token was sent (--owner names"
		    " another user's room)",
		    path, (unsigned long)peer.uid, (unsigned long)file.st_uid,
		    (unsigned long)owner);
		return -1;
	}
	return 0;
}

/*
 * Whether the room reached over TCP at `where`, connected as `fd`, is
 * `owner`'s, when this machine can tell: over loopback the system says
 * whose socket answers, so that a stranger's listener on the port (taken
 * before an ssh tunnel's, or after a room ended) is sent no token.  From
 * another machine, or where the system will not say, only the room can
 * tell the token's holder from another.  0, or -1 with a message.
 */
static int
net_check_tcp_owner(int fd, const char *where, uid_t owner, char *message)
{
	struct net_peer peer;
	uint32_t uid;

	net_peer_identify(fd, &peer);
	if (!net_peer_uid(&peer, &uid) || uid == (uint32_t)owner)
		return 0;
	snprintf(message, NET_MESSAGE_MAX, "%s is answered by uid %lu, not by"
	    " the room's owner, uid %lu: not the room meant, and no token was"
	    " sent (--owner names another user's room)", where,
	    (unsigned long)uid, (unsigned long)owner);
	return -1;
}

/* Connects to room `name`'s socket in `rooms` by `deadline`; with `owner`,
 * only to a room of that uid's. */
static int
net_connect_unix(const char *name, const char *rooms, const uid_t *owner,
    int64_t deadline, char *message)
{
	struct sockaddr_un address;
	char path[NET_MESSAGE_MAX], file[ROOM_NAME_MAX + sizeof
	    ROOM_SOCKET_SUFFIX];
	int fd, directory = -1, connected;

	snprintf(file, sizeof file, "%s" ROOM_SOCKET_SUFFIX, name);
	snprintf(path, sizeof path, "%.*s/%s",
	    (int)(sizeof path - sizeof file - 1), rooms, file);
	/* A directory too deep for a socket's address is reached through a
	 * descriptor of it (room_place_socket_address). */
	if (strlen(path) >= sizeof address.sun_path)
		directory = open(rooms, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (room_place_socket_address(directory, rooms, file, &address,
	    message) < 0) {
		if (directory >= 0)
			close(directory);
		return -1;
	}
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (fd < 0) {
		snprintf(message, NET_MESSAGE_MAX, "socket: %s",
		    strerror(errno));
		if (directory >= 0)
			close(directory);
		return -1;
	}
	connected = net_connect_by(fd, (const struct sockaddr *)&address,
	    sizeof address, deadline);
	if (directory >= 0)
		close(directory);
	if (connected < 0) {
		int error = errno;

		close(fd);
		if (error == ENOENT || error == ECONNREFUSED)
			snprintf(message, NET_MESSAGE_MAX,
			    "no room called %s is open in %s", name, rooms);
		else if (error == ETIMEDOUT)
			snprintf(message, NET_MESSAGE_MAX,
			    "room %s in %s does not answer: its socket took no"
			    " connection", name, rooms);
		else
			snprintf(message, NET_MESSAGE_MAX, "%s: %s", path,
			    strerror(error));
		errno = error;
		return -1;
	}
	if (owner != NULL && net_check_owner(fd, path, *owner, message) < 0) {
		close(fd);
		errno = EPERM;
		return -1;
	}
	return fd;
}

/* HOST:PORT (or [HOST]:PORT) split into `host` and `port`. */
static int
net_split_address(const char *where, char *host, size_t host_size,
    const char **port, char *message)
{
	const char *colon = strrchr(where, ':');
	const char *start = where;
	size_t length;

	if (colon == NULL || colon[1] == '\0') {
		snprintf(message, NET_MESSAGE_MAX, "%s: not HOST:PORT", where);
		return -1;
	}
	length = (size_t)(colon - where);
	if (length >= 2 && where[0] == '[' && colon[-1] == ']') {
		start++;
		length -= 2;
	}
	if (length == 0 || length >= host_size) {
		snprintf(message, NET_MESSAGE_MAX, "%s: not HOST:PORT", where);
		return -1;
	}
	memcpy(host, start, length);
	host[length] = '\0';
	*port = colon + 1;
	return 0;
}

static int
net_connect_tcp(const char *where, int64_t deadline, char *message)
{
	char host[NET_WHERE_MAX];
	const char *port;
	struct addrinfo hints, *found, *each;
	int fd = -1, status, error = 0;

	if (net_split_address(where, host, sizeof host, &port, message) < 0)
		return -1;
	memset(&hints, 0, sizeof hints);
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	status = getaddrinfo(host, port, &hints, &found);
	if (status != 0) {
		snprintf(message, NET_MESSAGE_MAX, "%s: %s", where,
		    gai_strerror(status));
		return -1;
	}
	for (each = found; each != NULL && fd < 0; each = each->ai_next) {
		fd = socket(each->ai_family, each->ai_socktype | SOCK_CLOEXEC |
		    SOCK_NONBLOCK, each->ai_protocol);
		if (fd < 0) {
			error = errno;
			continue;
		}
		if (net_connect_by(fd, each->ai_addr, each->ai_addrlen,
		    deadline) < 0) {
			error = errno;
			close(fd);
			fd = -1;
		}
	}
	freeaddrinfo(found);
	if (fd >= 0)
		return fd;
	if (error == ETIMEDOUT)
		snprintf(message, NET_MESSAGE_MAX, "%s does not answer: no"
		    " connection was made in time", where);
	else
		snprintf(message, NET_MESSAGE_MAX, "%s: %s", where,
		    strerror(error));
	errno = error;
	return -1;
}

/* net_client_open, and with `owner`, only to a room of its (over TCP, as
 * far as this machine can tell: net_check_tcp_owner).  The
 * socket is made nonblocking, and stays so: the front ends poll it. */
static int
net_open(struct net_client *client, const char *where, const char *rooms,
    const uid_t *owner, int wait_ms, char *message)
{
	int64_t deadline = net_now_ms() + wait_ms;
	int fd;

	net_client_init(client);
	if (strchr(where, ':') != NULL) {
		fd = net_connect_tcp(where, deadline, message);
		if (fd >= 0 && owner != NULL &&
		    net_check_tcp_owner(fd, where, *owner, message) < 0) {
			close(fd);
			errno = EPERM;
			return -1;
		}
	} else
		fd = net_connect_unix(where, rooms, owner, deadline, message);
	if (fd < 0)
		return -1;
	client->fd = fd;
	return 0;
}

int
net_client_open(struct net_client *client, const char *where,
    const char *rooms, const uid_t *owner, int wait_ms, char *message)
{
	return net_open(client, where, rooms, owner, wait_ms, message);
}

int
net_client_connect(struct net_client *client,
    const struct net_session *session, char *message)
{
	struct wire_message hello;
	char line[NET_LINE_MAX];

	wire_init(&hello, WIRE_HELLO);
	hello.version = WIRE_VERSION;
	hello.seat = net_wire_seats[session->seat];
	snprintf(hello.name, sizeof hello.name, "%s", session->name);
	snprintf(hello.token, sizeof hello.token, "%s", session->token);
	if (session->has_rules) {
		hello.rules = session->rules;
		hello.rules_given = (1u << options_variant.count) - 1;
	}
	if (wire_format(&hello, line, sizeof line) < 0) {
		const char *rule = wire_name_rule(session->name);

		snprintf(message, NET_MESSAGE_MAX, "%s: %s", session->name,
		    rule != NULL ? rule : "the hello cannot be written");
		return -1;
	}
	if (net_open(client, session->where, session->rooms, &session->owner,
	    NET_CONNECT_WAIT_MS, message) < 0)
		return -1;
	if (net_client_send(client, line) < 0) {
		snprintf(message, NET_MESSAGE_MAX, "%s: the room hung up",
		    session->where);
		net_client_close(client);
		return -1;
	}
	return 0;
}

int
net_send_queued(int fd, char *queue, size_t *length)
{
	size_t written = 0;

	while (written < *length) {
		ssize_t count = send(fd, queue + written, *length - written,
		    MSG_NOSIGNAL);

		if (count < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				break;
			return -1;
		}
		written += (size_t)count;
	}
	memmove(queue, queue + written, *length - written);
	*length -= written;
	return 0;
}

int
net_client_flush(struct net_client *client)
{
	if (client->fd < 0)
		return -1;
	return net_send_queued(client->fd, client->output,
	    &client->output_length);
}

int
net_client_send(struct net_client *client, const char *line)
{
	size_t length = strlen(line);

	if (client->fd < 0 || length + 1 > NET_LINE_MAX ||
	    client->output_length + length + 1 > sizeof client->output)
		return -1;
	memcpy(client->output + client->output_length, line, length);
	client->output_length += length;
	client->output[client->output_length++] = '\n';
	return net_client_flush(client);
}

short
net_client_events(const struct net_client *client)
{
	return client->output_length > 0 ? POLLIN | POLLOUT : POLLIN;
}

/* A whole line out of the input buffer, if there is one. */
static bool
net_take_line(struct net_client *client, char *line)
{
	char *newline = memchr(client->input, '\n', client->input_length);
	size_t length;

	if (newline == NULL)
		return false;
	length = (size_t)(newline - client->input);
	memcpy(line, client->input, length);
	line[length] = '\0';
	if (length > 0 && line[length - 1] == '\r')
		line[length - 1] = '\0';
	client->input_length -= length + 1;
	memmove(client->input, newline + 1, client->input_length);
	return true;
}

enum net_read
net_client_read(struct net_client *client, char *line)
{
	ssize_t count;

	if (net_take_line(client, line))
		return NET_READ_LINE;
	if (client->fd < 0)
		return NET_READ_CLOSED;
	if (client->input_length == sizeof client->input)
		return NET_READ_BROKEN;
	do
		count = recv(client->fd, client->input + client->input_length,
		    sizeof client->input - client->input_length, 0);
	while (count < 0 && errno == EINTR);
	if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
		return NET_READ_AGAIN;
	if (count <= 0)
		return NET_READ_CLOSED;
	client->input_length += (size_t)count;
	if (net_take_line(client, line))
		return NET_READ_LINE;
	return client->input_length == sizeof client->input ?
	    NET_READ_BROKEN : NET_READ_AGAIN;
}

void
net_client_close(struct net_client *client)
{
	if (client->fd >= 0)
		close(client->fd);
	net_client_init(client);
}
