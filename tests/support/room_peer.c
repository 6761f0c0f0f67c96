/*
 * room_peer: a scripted client of rooms, for the end-to-end tests
 * (tests/e2e/room_*.sh).  Not linked into the test programs: the Makefile
 * builds it alone, as build/tests/room_peer.
 *
 * It holds any number of named connections and reads a script on standard
 * input, one step a line:
 *
 *   open C WHERE [ROOMS]     connect C to room WHERE in ROOMS, or HOST:PORT
 *                            (C again: C closed, and connected anew)
 *   C send TEXT              send TEXT and a newline
 *   C expect PREFIX          read C's lines until one starts with PREFIX
 *   C closed                 read C's lines until the room closes it
 *   C close                  close C without a word (as a killed client)
 *   C garbage COUNT SEED     send COUNT pseudo-random bytes
 *   C long COUNT             send a line of COUNT bytes
 *   C flood COUNT TEXT       send TEXT and a newline COUNT times at once
 *   join C WHERE ROOMS SEAT NAME TOKEN [OWNER]  connect C and say hello
 *                            as a front end does (net_client_connect), to
 *                            a room of uid OWNER's only (this user's)
 *   swarm COUNT WHERE [ROOMS]  open COUNT connections and leave them be
 *   serve PATH SECONDS       be a squatter: listen on the Unix socket PATH
 *                            for SECONDS, echoing every line received as
 *                            "S< LINE" and every connection as "S: ..."
 *   siege COUNT SECONDS WHERE [ROOMS]  hold COUNT connections that say
 *                            nothing, opening another whenever the room
 *                            drops one, for SECONDS or until SIGUSR1 (the
 *                            test is done with it); then close them all.
 *                            Says "siege: under way" once it has opened
 *                            more than COUNT: the room is dropping them
 *   # ...                    a comment
 *
 * Tokens come in the script, on standard input, never on the command line
 * (which any user of the machine may read).
 *
 * Every line received is echoed as "C< LINE".  A step that fails (no such
 * line before the connection closed, or PEER_WAIT_MS without one: the room
 * hangs) says so and the peer exits 1; a finished script exits 0.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "net/net_client.h"

enum {
	PEER_CONNECTIONS_MAX = 40,
	PEER_SWARM_MAX = 256,
	PEER_NAME_MAX = 16,
	PEER_SCRIPT_LINE_MAX = 4096,
	PEER_SEND_MAX = 1 << 20,
	PEER_WAIT_MS = 60 * 1000,	/* a hang, not a slow machine */
	PEER_SIEGE_SECONDS_MAX = 60,
	/* A siege's connect that hangs past its end: alarm() ends the peer. */
	PEER_SIEGE_GRACE_SECONDS = 5,
	PEER_SIEGE_POLL_MS = 100,
	PEER_SIEGE_READ_MAX = 256
};

struct peer {
	char			name[PEER_NAME_MAX];
	struct net_client	client;
};

static struct peer peers[PEER_CONNECTIONS_MAX];
static int peer_count;
static int swarm[PEER_SWARM_MAX];
static int swarm_count;
static char send_buffer[PEER_SEND_MAX];
static int script_line;

static void
peer_die(const char *what, const char *detail)
{
	fprintf(stderr, "room_peer: script line %d: %s%s%s\n", script_line,
	    what, detail[0] != '\0' ? ": " : "", detail);
	exit(1);
}

static int64_t
peer_now_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static struct peer *
peer_find(const char *name)
{
	for (int i = 0; i < peer_count; i++)
		if (strcmp(peers[i].name, name) == 0)
			return &peers[i];
	peer_die("no connection called", name);
	return NULL;
}

/* Writes all of `length` bytes (blocking), or stops where the room hung up. */
static void
peer_write(struct peer *peer, const char *bytes, size_t length)
{
	int fd = peer->client.fd;
	size_t written = 0;

	while (fd >= 0 && written < length) {
		struct pollfd wait = { fd, POLLOUT, 0 };
		ssize_t count;

		if (poll(&wait, 1, PEER_WAIT_MS) <= 0)
			peer_die("the room takes nothing from", peer->name);
		count =
		    send(fd, bytes + written, length - written, MSG_NOSIGNAL);
		if (count < 0) {
			if (errno == EAGAIN || errno == EINTR)
				continue;
			return; /* closed by the room: what a test wants */
		}
		written += (size_t)count;
	}
}

/* Reads `peer`'s lines until one starts with `prefix` (1), or until the
 * room closes it (0). */
static int
peer_read_until(struct peer *peer, const char *prefix)
{
	int64_t deadline = peer_now_ms() + PEER_WAIT_MS;
	char line[NET_LINE_MAX];

	for (;;) {
		struct pollfd wait = { peer->client.fd, POLLIN, 0 };
		int64_t left = deadline - peer_now_ms();

		switch (net_client_read(&peer->client, line)) {
		case NET_READ_LINE:
			printf("%s< %s\n", peer->name, line);
			if (prefix != NULL && strncmp(line, prefix,
			    strlen(prefix)) == 0)
				return 1;
			continue;
		case NET_READ_AGAIN:
			break;
		case NET_READ_CLOSED:
			printf("%s: closed\n", peer->name);
			net_client_close(&peer->client);
			return 0;
		case NET_READ_BROKEN:
			peer_die("a line too long from the room to",
			    peer->name);
		}
		if (left <= 0)
			peer_die("the room said nothing more to", peer->name);
		(void)poll(&wait, 1, (int)left);
	}
}

/* Connection `name`, closed: a name used before is a connection made
 * again (a client back). */
static struct peer *
peer_slot(const char *name)
{
	struct peer *peer;

	for (peer = peers; peer < peers + peer_count; peer++)
		if (strcmp(peer->name, name) == 0)
			break;
	if (peer == peers + peer_count) {
		if (peer_count == PEER_CONNECTIONS_MAX)
			peer_die("too many connections", name);
		peer_count++;
		net_client_init(&peer->client);
	}
	net_client_close(&peer->client);
	snprintf(peer->name, sizeof peer->name, "%s", name);
	return peer;
}

static void
peer_open(char *rest)
{
	char *name = strtok(rest, " "), *where = strtok(NULL, " ");
	char *rooms = strtok(NULL, " "), message[NET_MESSAGE_MAX];
	struct peer *peer;

	if (name == NULL || where == NULL)
		peer_die("open C WHERE [ROOMS]", "");
	peer = peer_slot(name);
	if (net_client_open(&peer->client, where, rooms != NULL ? rooms : ".",
	    NULL, NET_CONNECT_WAIT_MS, message) < 0)
		peer_die("cannot connect", message);
}

/* join C WHERE ROOMS SEAT NAME TOKEN [OWNER]: connected and greeted as a
 * front end does it (net_client_connect). */
static void
peer_join(char *rest)
{
	static const char *const seats[] = { "amber", "teal", "any", "watch" };
	char *name = strtok(rest, " "), *where = strtok(NULL, " ");
	char *rooms = strtok(NULL, " "), *seat = strtok(NULL, " ");
	char *player = strtok(NULL, " "), *token = strtok(NULL, " ");
	char *owner = strtok(NULL, " "), message[NET_MESSAGE_MAX];
	struct net_session session;

	if (token == NULL)
		peer_die("join C WHERE ROOMS SEAT NAME TOKEN", "");
	memset(&session, 0, sizeof session);
	snprintf(session.where, sizeof session.where, "%s", where);
	snprintf(session.rooms, sizeof session.rooms, "%s", rooms);
	snprintf(session.name, sizeof session.name, "%s", player);
	snprintf(session.token, sizeof session.token, "%s", token);
	session.owner = owner != NULL ? (uid_t)strtoul(owner, NULL, 10) :
	    getuid();
	for (size_t i = 0; i < sizeof seats / sizeof seats[0]; i++)
		if (strcmp(seat, seats[i]) == 0)
			session.seat = (enum net_seat)i;
	if (net_client_connect(&peer_slot(name)->client, &session, message) < 0)
		peer_die("cannot join", message);
}

static void
peer_swarm(char *rest)
{
	char *count_text = strtok(rest, " "), *where = strtok(NULL, " ");
	char *rooms = strtok(NULL, " "), message[NET_MESSAGE_MAX];
	int count = count_text != NULL ? (int)strtol(count_text, NULL, 10) : 0;

	if (where == NULL || count <= 0 || count > PEER_SWARM_MAX - swarm_count)
		peer_die("swarm COUNT WHERE [ROOMS]", "");
	for (int i = 0; i < count; i++) {
		struct net_client client;

		/* Refused or not, the room must stand: keep what connects. */
		if (net_client_open(&client, where, rooms != NULL ? rooms : ".",
		    NULL, NET_CONNECT_WAIT_MS, message) == 0)
			swarm[swarm_count++] = client.fd;
	}
	printf("swarm: %d connected\n", swarm_count);
}

/* serve PATH SECONDS: a socket bound where a room's should be, that
 * answers nothing and tells what it was sent. */
static void
peer_serve(char *rest)
{
	char *path = strtok(rest, " "), *seconds = strtok(NULL, " ");
	struct sockaddr_un address;
	int64_t deadline;
	int listener, connections = 0;

	if (seconds == NULL || strlen(path) >= sizeof address.sun_path)
		peer_die("serve PATH SECONDS", "");
	deadline = peer_now_ms() + strtol(seconds, NULL, 10) * 1000;
	memset(&address, 0, sizeof address);
	address.sun_family = AF_UNIX;
	memcpy(address.sun_path, path, strlen(path) + 1);
	listener = socket(AF_UNIX, SOCK_STREAM, 0);
	if (listener < 0 || bind(listener, (const struct sockaddr *)&address,
	    sizeof address) < 0 || listen(listener, PEER_CONNECTIONS_MAX) < 0)
		peer_die("cannot listen on", path);
	printf("S: listening\n");
	while (peer_now_ms() < deadline) {
		struct pollfd wait = { listener, POLLIN, 0 };
		static struct peer guest = { .name = "S" };

		if (poll(&wait, 1, (int)(deadline - peer_now_ms())) <= 0)
			continue;
		net_client_init(&guest.client);
		guest.client.fd = accept(listener, NULL, NULL);
		if (guest.client.fd < 0)
			continue;
		printf("S: connection %d\n", ++connections);
		(void)peer_read_until(&guest, NULL);
	}
	close(listener);
	unlink(path);
}

/* Reads what the room sent a siege's connection: false once it is closed. */
static bool
peer_siege_alive(int fd)
{
	char bytes[PEER_SIEGE_READ_MAX];
	ssize_t count = recv(fd, bytes, sizeof bytes, MSG_DONTWAIT);

	return count > 0 || (count < 0 && (errno == EAGAIN || errno == EINTR));
}

/* Set by SIGUSR1: the siege going ends now, not at its SECONDS. */
static volatile sig_atomic_t siege_stopped;

static void
peer_siege_stop(int signal_number)
{
	(void)signal_number;
	siege_stopped = 1;
}

/* siege COUNT SECONDS WHERE [ROOMS]: a client that keeps a room's
 * connections busy without a hello, as a stranger on the machine may;
 * bounded in count (PEER_SWARM_MAX) and time, and ended by an alarm should
 * a connect hang. */
static void
peer_siege(char *rest)
{
	char *count_text = strtok(rest, " "), *seconds_text = strtok(NULL, " ");
	char *where = strtok(NULL, " "), *rooms = strtok(NULL, " ");
	char message[NET_MESSAGE_MAX];
	struct pollfd held[PEER_SWARM_MAX];
	int count = count_text != NULL ? (int)strtol(count_text, NULL, 10) : 0;
	int seconds = seconds_text != NULL ?
	    (int)strtol(seconds_text, NULL, 10) : 0;
	int64_t end;
	long opened = 0, dropped = 0;
	int holding = 0;
	bool under_way = false;
	struct sigaction stop;

	if (where == NULL || count <= 0 || count > PEER_SWARM_MAX ||
	    seconds <= 0 || seconds > PEER_SIEGE_SECONDS_MAX)
		peer_die("siege COUNT SECONDS WHERE [ROOMS]", "");
	/* Set before "under way" is said, which the test's SIGUSR1 waits
	 * for; without SA_RESTART, so that the poll() below returns at once. */
	memset(&stop, 0, sizeof stop);
	stop.sa_handler = peer_siege_stop;
	sigemptyset(&stop.sa_mask);
	(void)sigaction(SIGUSR1, &stop, NULL);
	alarm((unsigned)(seconds + PEER_SIEGE_GRACE_SECONDS));
	end = peer_now_ms() + (int64_t)seconds * 1000;
	while (!siege_stopped && peer_now_ms() < end) {
		int64_t left;

		while (!siege_stopped && holding < count &&
		    peer_now_ms() < end) {
			struct net_client client;

			if (net_client_open(&client, where,
			    rooms != NULL ? rooms : ".", NULL,
			    NET_CONNECT_WAIT_MS, message) < 0)
				break;
			held[holding++] =
			    (struct pollfd){ client.fd, POLLIN, 0 };
			opened++;
		}
		if (!under_way && opened > count) {
			printf("siege: under way\n");
			under_way = true;
		}
		left = end - peer_now_ms();
		if (left <= 0)
			break;
		(void)poll(held, (nfds_t)holding, left < PEER_SIEGE_POLL_MS ?
		    (int)left : PEER_SIEGE_POLL_MS);
		for (int i = holding - 1; i >= 0; i--)
			if (held[i].revents != 0 &&
			    !peer_siege_alive(held[i].fd)) {
				close(held[i].fd);
				held[i] = held[--holding];
				dropped++;
			}
	}
	while (holding > 0)
		close(held[--holding].fd);
	printf("siege: %ld connections opened, %ld dropped by the room\n",
	    opened, dropped);
}

static void
peer_step(struct peer *peer, const char *verb, char *rest)
{
	if (strcmp(verb, "send") == 0) {
		int length = snprintf(send_buffer, sizeof send_buffer, "%s\n",
		    rest);

		peer_write(peer, send_buffer, (size_t)length);
	} else if (strcmp(verb, "expect") == 0) {
		if (peer_read_until(peer, rest) == 0)
			peer_die("closed before a line starting", rest);
	} else if (strcmp(verb, "closed") == 0) {
		(void)peer_read_until(peer, NULL);
	} else if (strcmp(verb, "close") == 0) {
		net_client_close(&peer->client);
	} else if (strcmp(verb, "garbage") == 0) {
		char *end;
		unsigned long count = strtoul(rest, &end, 10);
		unsigned long seed = strtoul(end, NULL, 10);
		uint32_t state;

		if (count == 0 || count > PEER_SEND_MAX)
			peer_die("garbage COUNT SEED", rest);
		state = (uint32_t)seed | 1;
		for (unsigned long i = 0; i < count; i++) {
			state ^= state << 13;
			state ^= state >> 17;
			state ^= state << 5;
			send_buffer[i] = (char)(state & 0xff);
		}
		peer_write(peer, send_buffer, count);
	} else if (strcmp(verb, "long") == 0) {
		unsigned long count = strtoul(rest, NULL, 10);

		if (count == 0 || count >= PEER_SEND_MAX)
			peer_die("long COUNT", rest);
		memset(send_buffer, 'x', count);
		send_buffer[count] = '\n';
		peer_write(peer, send_buffer, count + 1);
	} else if (strcmp(verb, "flood") == 0) {
		char *text = strchr(rest, ' ');
		unsigned long count = strtoul(rest, NULL, 10);
		size_t length, used = 0;

		if (text == NULL)
			peer_die("flood COUNT TEXT", rest);
		length = strlen(++text);
		for (unsigned long i = 0; i < count &&
		    used + length + 1 <= sizeof send_buffer; i++) {
			memcpy(send_buffer + used, text, length);
			send_buffer[used + length] = '\n';
			used += length + 1;
		}
		peer_write(peer, send_buffer, used);
	} else
		peer_die("no such step", verb);
}

int
main(void)
{
	char line[PEER_SCRIPT_LINE_MAX];

	setvbuf(stdout, NULL, _IOLBF, 0);
	while (fgets(line, sizeof line, stdin) != NULL) {
		char *rest, *verb, *name;

		script_line++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		rest = strchr(line, ' ');
		if (rest == NULL)
			peer_die("what?", line);
		*rest++ = '\0';
		if (strcmp(line, "open") == 0) {
			peer_open(rest);
			continue;
		}
		if (strcmp(line, "serve") == 0) {
			peer_serve(rest);
			continue;
		}
		if (strcmp(line, "swarm") == 0) {
			peer_swarm(rest);
			continue;
		}
		if (strcmp(line, "join") == 0) {
			peer_join(rest);
			continue;
		}
		if (strcmp(line, "siege") == 0) {
			peer_siege(rest);
			continue;
		}
		name = line;
		verb = rest;
		rest = strchr(verb, ' ');
		if (rest != NULL)
			*rest++ = '\0';
		else
			rest = verb + strlen(verb);
		peer_step(peer_find(name), verb, rest);
	}
	return 0;
}
