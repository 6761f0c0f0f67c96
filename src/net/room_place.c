/*
 * room_place.c owns where rooms live (room_place.h): the rooms directory,
 * room names, tokens and their file.  Asking the rooms there who they are
 * is room_info.c's: it connects as a client does, and the client finds a
 * room's socket here.
 */
/* A feature-test macro, named as the C library reads it: S_ISVTX, the
 * sticky bit. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _XOPEN_SOURCE 700
#include "net/room_place.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <unistd.h>

_Static_assert((int)NET_MESSAGE_MAX >= (int)SAVE_MESSAGE_MAX,
    "a message of save.h fits in one of ours");

/* The words of a generated name: a colour of the game's, a creature, and a
 * number from ROOM_NUMBER_MIN to ROOM_NUMBER_MIN + ROOM_NUMBER_SPAN - 1. */
static const char *const room_first_words[] = {
	"amber",
	"teal",
	"dusk",
	"dawn",
	"noon",
	"solar",
	"lunar",
	"shady",
	"bright",
	"quiet",
	"swift",
	"misty",
	"golden",
	"silver",
	"copper",
	"ivory",
};
static const char *const room_second_words[] = {
	"fox", "owl", "hare", "wren", "lynx", "otter", "heron", "badger",
	"moth", "crane", "stoat", "finch", "newt", "raven", "seal", "toad",
};
enum { ROOM_NUMBER_MIN = 10, ROOM_NUMBER_SPAN = 90 };
#define COUNT(array) (sizeof (array) / sizeof (array)[0])

/* The default directory when there is no XDG_RUNTIME_DIR: in the state
 * directory under $HOME, one for each machine (see room_place.h). */
#define ROOM_FALLBACK_FORMAT "%s/.local/state/gnomon/run-%s"
#define ROOM_RUNTIME_SUBDIRECTORY "gnomon"
enum { ROOM_HOST_MAX = 32 };	/* of the machine's name, in the path */
/*
 * The token file: a line for each token, then the host's seat and name
 * ("host - -" for none: a room opened with --detach).  scanf's widths count
 * bytes: a name is WIRE_NAME_MAX characters of up to WIRE_UTF8_MAX bytes
 * each, so its width is 64: a name cut short would not be its host's, who
 * would be handed the other seat's token.  %n marks where the name
 * stopped, so that one longer than its width is refused rather than cut.
 */
#define ROOM_TOKEN_FORMAT "amber %s\nteal %s\nwatch %s\nhost %s %s\n"
#define ROOM_TOKEN_SCAN \
	"amber %32[0-9a-f]\nteal %32[0-9a-f]\nwatch %32[0-9a-f]\nhost %5s " \
	"%64s%n"
#define ROOM_TOKEN_KIND "a room's tokens"
#define ROOM_NO_HOST "-"
#define ROOM_HEX_DIGITS "0123456789abcdef"
enum {
	ROOM_TOKEN_FILE_MAX = 4 * (ROOM_TOKEN_MAX + 8) + NET_NAME_MAX,
	ROOM_TOKEN_FIELDS = 5, /* what ROOM_TOKEN_SCAN reads (%n not) */
	ROOM_SEAT_WORD_MAX = 6, /* "amber", "teal" or "-" */
	ROOM_SECRET_FILE_MAX = 256 /* a --token-file: a token and a newline */
};
static const char *const room_seat_words[COLOUR_COUNT] = { "amber", "teal" };
_Static_assert(ROOM_TOKEN_LENGTH == 32 && ROOM_SEAT_WORD_MAX - 1 == 5 &&
    WIRE_NAME_MAX * WIRE_UTF8_MAX == 64,
    "ROOM_TOKEN_SCAN's widths are a token's, a seat's and a name's, in bytes");
_Static_assert(sizeof ((struct room_tokens *)0)->host_name >
    (size_t)WIRE_NAME_MAX * WIRE_UTF8_MAX,
    "a name of the most bytes fits, and its NUL");

static int
room_fail(char *message, const char *what, const char *why)
{
	snprintf(message, ROOM_PLACE_MESSAGE_MAX, "%s: %s", what, why);
	return -1;
}

static bool
room_name_character(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
}

/* The machine's name up to its first '.', as a file's name may hold it
 * (ROOM_HOST_MAX bytes at most, its NUL too). */
static void
room_host_name(char *host)
{
	struct utsname machine;
	size_t length = 0;

	if (uname(&machine) < 0)
		snprintf(machine.nodename, sizeof machine.nodename, "-");
	for (const char *c = machine.nodename;
	    *c != '\0' && *c != '.' && length + 1 < ROOM_HOST_MAX; c++)
		host[length++] = room_name_character(*c) ? *c : '_';
	if (length == 0)
		host[length++] = '_';
	host[length] = '\0';
}

/*
 * $XDG_RUNTIME_DIR/gnomon, else a directory in the state directory under
 * $HOME: never a fixed name in /tmp, which another user could make first
 * (a directory of theirs, or a link) and so keep this user from every
 * room.  The state directory of $HOME, not $XDG_STATE_HOME: the lobby
 * gives each name a state directory of its own, and its players must
 * share the rooms.  0, or -1 with a message.
 */
static int
room_default_directory(char *path, size_t size, char *message)
{
	const char *runtime = getenv("XDG_RUNTIME_DIR");
	const char *home = getenv("HOME");
	char host[ROOM_HOST_MAX];
	int length;

	if (runtime != NULL && runtime[0] == '/')
		length = snprintf(path, size, "%s/" ROOM_RUNTIME_SUBDIRECTORY,
		    runtime);
	else if (home != NULL && home[0] == '/') {
		room_host_name(host);
		length = snprintf(path, size, ROOM_FALLBACK_FORMAT, home, host);
	} else
		return room_fail(message, "the rooms directory", "neither"
		    " XDG_RUNTIME_DIR nor HOME is set: name one with --rooms");
	if (length < 0 || (size_t)length >= size)
		return room_fail(message, "the rooms directory",
		    "path too long");
	return 0;
}

/* A --rooms directory not to be used: closed, and why. */
static int
room_place_refuse(struct room_place *room_place, const char *why,
    char *message)
{
	snprintf(message, ROOM_PLACE_MESSAGE_MAX, "--rooms %s: %s",
	    room_place->place.path, why);
	save_place_close(&room_place->place);
	return -1;
}

int
room_place_open(struct room_place *room_place, const char *chosen,
    char *message)
{
	struct save_place *place = &room_place->place;
	char path[sizeof place->path];
	struct stat status;

	room_place->chosen = chosen != NULL;
	room_place->private = false;
	place->fd = -1;
	if (chosen == NULL) {
		if (room_default_directory(path, sizeof path, message) < 0)
			return -1;
		if (save_place_open(place, path, message) < 0)
			return -1;
		room_place->private = true;
		return 0;
	}
	/* Chosen on purpose: used as it is, followed as the shell would. */
	if (snprintf(place->path, sizeof place->path, "%s", chosen) < 0 ||
	    strlen(chosen) >= sizeof place->path)
		return room_fail(message, chosen, "path too long");
	place->fd = open(chosen, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (place->fd < 0)
		return room_fail(message, chosen, strerror(errno));
	if (fstat(place->fd, &status) < 0)
		return room_place_refuse(room_place, strerror(errno), message);
	if (status.st_mode & S_IWOTH)
		return room_place_refuse(room_place, "writable by"
		    " everyone: anyone could put their own socket in a room's"
		    " place; use a directory of a group of the players, mode"
		    " 1770 (chmod 1770 DIR)", message);
	if ((status.st_mode & S_IWGRP) && !(status.st_mode & S_ISVTX))
		return room_place_refuse(room_place, "writable by its"
		    " group without the sticky bit: a member could rename a"
		    " room's socket away and put their own in its place; make"
		    " it mode 1770, or 3770 (chmod 1770 DIR)", message);
	if (status.st_uid == getuid() &&
	    (status.st_mode & (S_IRWXG | S_IRWXO)) == 0)
		room_place->private = true;
	return 0;
}

void
room_place_close(struct room_place *room_place)
{
	save_place_close(&room_place->place);
}

int
room_place_name_check(const char *name, char *message)
{
	size_t length = strlen(name);

	if (length == 0)
		return room_fail(message, "a room's name", "empty");
	if (length > ROOM_NAME_LENGTH_MAX) {
		snprintf(message, ROOM_PLACE_MESSAGE_MAX,
		    "a room's name: at most %d characters",
		    ROOM_NAME_LENGTH_MAX);
		return -1;
	}
	if (name[0] == '.' || name[0] == '-')
		return room_fail(message, "a room's name",
		    "may not start with '.' or '-'");
	for (size_t i = 0; i < length; i++)
		if (!room_name_character(name[i]))
			return room_fail(message, "a room's name",
			    "letters, digits, '-', '_' and '.' only");
	return 0;
}

int
room_place_random(void *buffer, size_t size, char *message)
{
	uint8_t *bytes = buffer;
	size_t got = 0;

	while (got < size) {
		ssize_t count = getrandom(bytes + got, size - got, 0);

		if (count < 0) {
			if (errno == EINTR)
				continue;
			return room_fail(message, "getrandom", strerror(errno));
		}
		got += (size_t)count;
	}
	return 0;
}

int
room_place_name_make(char *name, char *message)
{
	uint32_t pick[3];

	if (room_place_random(pick, sizeof pick, message) < 0)
		return -1;
	snprintf(name, ROOM_NAME_MAX, "%s-%s-%u",
	    room_first_words[pick[0] % COUNT(room_first_words)],
	    room_second_words[pick[1] % COUNT(room_second_words)],
	    (unsigned)(ROOM_NUMBER_MIN + pick[2] % ROOM_NUMBER_SPAN));
	return 0;
}

int
room_place_token_make(char *token, char *message)
{
	static const char hex[] = ROOM_HEX_DIGITS;
	uint8_t bytes[ROOM_TOKEN_LENGTH / 2];

	if (room_place_random(bytes, sizeof bytes, message) < 0)
		return -1;
	for (size_t i = 0; i < sizeof bytes; i++) {
		token[2 * i] = hex[bytes[i] >> 4];
		token[2 * i + 1] = hex[bytes[i] & 0xf];
	}
	token[ROOM_TOKEN_LENGTH] = '\0';
	return 0;
}

int
room_place_socket_address(int directory, const char *rooms,
    const char *file, struct sockaddr_un *address, char *message)
{
	size_t size = sizeof address->sun_path;
	int length;

	memset(address, 0, sizeof *address);
	address->sun_family = AF_UNIX;
	length = snprintf(address->sun_path, size, "%s/%s", rooms, file);
	if (length >= 0 && (size_t)length < size)
		return 0;
	if (directory >= 0) {
		length = snprintf(address->sun_path, size,
		    "/proc/self/fd/%d/%s", directory, file);
		if (length >= 0 && (size_t)length < size)
			return 0;
	}
	return room_fail(message, rooms,
	    "too long a path for a socket: choose a shorter --rooms");
}

static int
room_token_name(const char *name, char *file, size_t size)
{
	int length = snprintf(file, size, "%s" ROOM_TOKEN_SUFFIX, name);

	return length < 0 || (size_t)length >= size ? -1 : 0;
}

int
room_place_tokens_make(struct room_tokens *tokens, char *message)
{
	memset(tokens, 0, sizeof *tokens);
	tokens->host_seat = -1;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (room_place_token_make(tokens->seat[colour], message) < 0)
			return -1;
	return room_place_token_make(tokens->watch, message);
}

bool
room_place_token_valid(const char *token)
{
	return strlen(token) == ROOM_TOKEN_LENGTH &&
	    strspn(token, ROOM_HEX_DIGITS) == ROOM_TOKEN_LENGTH;
}

/* The seat `name` sits in, or is kept for, in a room's `info`; or -1. */
static int
room_seat_of(const struct room_tokens *tokens, const char *name,
    const struct wire_message *room)
{
	for (int colour = 0; room != NULL && colour < COLOUR_COUNT; colour++)
		if (strcmp(room->player[colour], name) == 0)
			return colour;
	if (tokens->host_seat >= 0 && strcmp(tokens->host_name, name) == 0 &&
	    (room == NULL || room->player[tokens->host_seat][0] == '\0'))
		return tokens->host_seat;
	return -1;
}

int
room_place_tokens_seat(const struct room_tokens *tokens, const char *name,
    const char *info)
{
	struct wire_message parsed, *room = NULL;
	char error[WIRE_ERROR_MAX];
	int seat;

	if (info != NULL && wire_parse(info, &parsed, error) == 0 &&
	    parsed.kind == WIRE_ROOM)
		room = &parsed;
	seat = room_seat_of(tokens, name, room);
	if (seat >= 0)
		return seat;
	for (int colour = 0; room != NULL && colour < COLOUR_COUNT; colour++)
		if (room->player[colour][0] == '\0' &&
		    colour != tokens->host_seat)
			return colour;
	return tokens->host_seat == COLOUR_AMBER ? COLOUR_TEAL : COLOUR_AMBER;
}

int
room_place_secret_read(const char *path, char *secret, size_t size,
    char *message)
{
	char text[ROOM_SECRET_FILE_MAX];
	struct stat status;
	size_t length, start, word;
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);

	if (fd < 0)
		return room_fail(message, path, strerror(errno));
	if (fstat(fd, &status) < 0 || !S_ISREG(status.st_mode) ||
	    status.st_uid != geteuid() ||
	    (status.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
		close(fd);
		return room_fail(message, path,
		    "a secret's file must be a regular"
		    " file of yours that only you may read (chmod 600)");
	}
	if (save_read_all(fd, text, sizeof text - 1, &length) < 0) {
		int error = errno;

		close(fd);
		return room_fail(message, path, strerror(error));
	}
	close(fd);
	text[length] = '\0';
	start = strspn(text, " \t\r\n");
	word = strcspn(text + start, " \t\r\n");
	if (word == 0 || word >= size)
		return room_fail(message, path, "no token in it");
	memcpy(secret, text + start, word);
	secret[word] = '\0';
	return 0;
}

int
room_place_tokens_write(const struct save_place *place, const char *name,
    const struct room_tokens *tokens, char *message)
{
	char file[ROOM_NAME_MAX + sizeof ROOM_TOKEN_SUFFIX];
	char text[ROOM_TOKEN_FILE_MAX];
	bool host = tokens->host_seat >= 0;
	int length = snprintf(text, sizeof text, ROOM_TOKEN_FORMAT,
	    tokens->seat[COLOUR_AMBER], tokens->seat[COLOUR_TEAL],
	    tokens->watch,
	    host ? room_seat_words[tokens->host_seat] : ROOM_NO_HOST,
	    host ? tokens->host_name : ROOM_NO_HOST);

	if (room_token_name(name, file, sizeof file) < 0 || length < 0 ||
	    (size_t)length >= sizeof text)
		return room_fail(message, name, "name too long");
	return save_write_file_at(place, file, text, (size_t)length, message);
}

/* Reads a token file's `text` into `tokens` and the host's `seat` word:
 * whether every field is there, whole, and nothing but a newline after. */
static bool
room_tokens_scan(const char *text, struct room_tokens *tokens, char *seat)
{
	int end = 0;

	if (sscanf(text, ROOM_TOKEN_SCAN, tokens->seat[COLOUR_AMBER],
	    tokens->seat[COLOUR_TEAL], tokens->watch, seat, tokens->host_name,
	    &end) != ROOM_TOKEN_FIELDS || end <= 0)
		return false;
	/* More after the name is a name wider than any, which %64s cut. */
	if (text[end + strspn(text + end, "\n")] != '\0')
		return false;
	return room_place_token_valid(tokens->seat[COLOUR_AMBER]) &&
	    room_place_token_valid(tokens->seat[COLOUR_TEAL]) &&
	    room_place_token_valid(tokens->watch);
}

int
room_place_tokens_read(const struct save_place *place, const char *name,
    struct room_tokens *tokens, char *message)
{
	char file[ROOM_NAME_MAX + sizeof ROOM_TOKEN_SUFFIX];
	char text[ROOM_TOKEN_FILE_MAX], seat[ROOM_SEAT_WORD_MAX];
	struct room_tokens read;
	size_t length;

	if (room_token_name(name, file, sizeof file) < 0)
		return room_fail(message, name, "name too long");
	switch (save_read_text_at(place, file, ROOM_TOKEN_KIND, text,
	    sizeof text, &length, message)) {
	case SAVE_TEXT_NONE:
		return 0;
	case SAVE_TEXT_READ:
		break;
	default:
		return -1;
	}
	text[length] = '\0';
	memset(&read, 0, sizeof read);
	read.host_seat = -1;
	if (!room_tokens_scan(text, &read, seat)) {
		snprintf(message, ROOM_PLACE_MESSAGE_MAX, "%s/%s: not %s",
		    place->path, file, ROOM_TOKEN_KIND);
		return -1;
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (strcmp(seat, room_seat_words[colour]) == 0)
			read.host_seat = colour;
	if (read.host_seat < 0)
		read.host_name[0] = '\0';
	*tokens = read;
	return 1;
}

/* Opens the state directory's rooms/ (made if missing); 0, or -1. */
static int
room_state_open(struct save_place *saves, char *message)
{
	struct save_place state;
	char path[SAVE_PATH_MAX];
	int status;

	saves->fd = -1;
	if (save_directory(path, sizeof path) < 0)
		return room_fail(message, "the state directory",
		    "neither XDG_STATE_HOME nor HOME");
	if (save_place_open(&state, path, message) < 0)
		return -1;
	status = save_place_enter(&state, ROOM_STATE_DIRECTORY, saves, message);
	save_place_close(&state);
	return status;
}

int
room_place_tokens_recall(const char *name, struct room_tokens *tokens,
    char *message)
{
	struct save_place saves;
	char file[ROOM_NAME_MAX + sizeof SAVE_SUFFIX];
	int found;

	if (room_state_open(&saves, message) < 0)
		return -1;
	snprintf(file, sizeof file, "%s" SAVE_SUFFIX, name);
	found = faccessat(saves.fd, file, F_OK, AT_SYMLINK_NOFOLLOW) == 0 ?
	    room_place_tokens_read(&saves, name, tokens, message) : 0;
	save_place_close(&saves);
	return found;
}

int
room_place_tokens_keep(const char *name, const struct room_tokens *tokens,
    char *message)
{
	struct save_place saves;
	int written;

	if (room_state_open(&saves, message) < 0)
		return -1;
	written = room_place_tokens_write(&saves, name, tokens, message);
	save_place_close(&saves);
	return written;
}

void
room_place_remove(const struct room_place *room_place, const char *name)
{
	char file[ROOM_NAME_MAX + sizeof ROOM_TOKEN_SUFFIX];

	/* The tokens first: a room whose socket is gone has no tokens left
	 * behind, even for the moment between the two (a test that waited
	 * for the socket once found the tokens still there). */
	if (room_token_name(name, file, sizeof file) == 0)
		unlinkat(room_place->place.fd, file, 0);
	if (snprintf(file, sizeof file, "%s" ROOM_SOCKET_SUFFIX, name) > 0)
		unlinkat(room_place->place.fd, file, 0);
}
