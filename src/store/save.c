/*
 * save.c owns the game's files (save.h): where they live, writing them
 * atomically with mode 0600, reading a record back with a message that names
 * the file and the line, filing finished games and moving bad files aside.
 * Nothing here knows the interface: it moves records, not screens.
 *
 * It is the storage layer (src/store/), below the interface and every
 * front end: the tui's saved game, selfplay's and transcript's pgn=DIR and
 * `gnomon replay` all come here, and it names none of them.
 */
#include "store/save.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define STATE_FALLBACK "/.local/state"	/* under $HOME, as XDG says */
#define PROGRAM_DIRECTORY "/gnomon"
#define BAD_SUFFIX ".bad-"
/* O_NONBLOCK: a FIFO put where a record should be must not hang us. */
#define LOAD_FLAGS (O_RDONLY | O_NONBLOCK | O_CLOEXEC)

enum {
	TEMPORARY_LETTERS = 6,	/* NAME.XXXXXX, as mkstemp made them */
	PRIVATE_BITS = S_IRWXG | S_IRWXO,
	TIME_TEXT_MAX = 32,
	UNIQUE_TRIES = 100	/* -2 .. -100 after a name already taken */
};

/* A path of `format`; false if it does not fit. */
static bool path_format(char *, const char *, ...)
    __attribute__((format(printf, 2, 3)));

static bool
path_format(char *path, const char *format, ...)
{
	va_list args;
	int length;

	va_start(args, format);
	length = vsnprintf(path, SAVE_PATH_MAX, format, args);
	va_end(args);
	return length >= 0 && length < SAVE_PATH_MAX;
}

static int
save_fail(char *message, const char *path, const char *what)
{
	snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", path, what);
	return -1;
}

int
save_directory(char *path, size_t size)
{
	const char *state = getenv("XDG_STATE_HOME");
	const char *home = getenv("HOME");
	int length;

	/* XDG: a relative XDG_STATE_HOME is invalid and is to be ignored. */
	if (state != NULL && state[0] == '/')
		length = snprintf(path, size, "%s%s", state, PROGRAM_DIRECTORY);
	else if (home != NULL && home[0] != '\0')
		length = snprintf(path, size, "%s%s%s", home, STATE_FALLBACK,
		    PROGRAM_DIRECTORY);
	else
		return -1;
	return length > 0 && (size_t)length < size && size <= SAVE_PATH_MAX ?
	    0 :
	    -1;
}

int
save_file_path(const char *name, char *path, size_t size)
{
	char directory[SAVE_PATH_MAX];
	int length;

	if (save_directory(directory, sizeof directory) < 0)
		return -1;
	length = snprintf(path, size, "%s/%s", directory, name);
	return length > 0 && (size_t)length < size ? 0 : -1;
}

int
save_make_directory(const char *path, char *message)
{
	char partial[SAVE_PATH_MAX];
	struct stat status;
	size_t length = strlen(path);

	if (length == 0 || length >= sizeof partial)
		return save_fail(message, path, "path too long");
	memcpy(partial, path, length + 1);
	/* Each parent in turn, then the directory itself. */
	for (size_t i = 1; i <= length; i++) {
		if (partial[i] != '/' && partial[i] != '\0')
			continue;
		partial[i] = '\0';
		if (mkdir(partial, SAVE_DIRECTORY_MODE) < 0 && errno != EEXIST)
			return save_fail(message, partial, strerror(errno));
		partial[i] = path[i];
	}
	if (stat(path, &status) < 0)
		return save_fail(message, path, strerror(errno));
	if (!S_ISDIR(status.st_mode))
		return save_fail(message, path, "not a directory");
	return 0;
}

/* "PLACE/NAME: what" */
static int
place_fail(char *message, const struct save_place *place, const char *name,
    const char *what)
{
	snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s", place->path, name,
	    what);
	return -1;
}

/*
 * The directory open as `fd` is trusted only if it is this user's; one that
 * group or others may use is made private (as ssh does with ~/.ssh): they
 * could take its lock, plant a file or swap one for a link.  0, or -1 with
 * a message (and `fd` left for the caller to close).
 */
static int
place_check_private(int fd, const char *path, char *message)
{
	struct stat status;

	if (fstat(fd, &status) < 0)
		return save_fail(message, path, strerror(errno));
	if (!S_ISDIR(status.st_mode))
		return save_fail(message, path, "not a directory");
	if (status.st_uid != geteuid()) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s: belongs to another "
		    "user (uid %lu), not used; it must be yours and private "
		    "(mode 700)", path, (unsigned long)status.st_uid);
		return -1;
	}
	if ((status.st_mode & PRIVATE_BITS) != 0 &&
	    fchmod(fd, status.st_mode & S_IRWXU) < 0) {
		snprintf(message, SAVE_MESSAGE_MAX,
		    "%s: open to other users and "
		    "cannot be made private (%s), not used",
		    path, strerror(errno));
		return -1;
	}
	return 0;
}

/* Opens the directory `name` in `at` (AT_FDCWD: a path) without following
 * a link, and checks it is ours. */
static int
place_open_private(struct save_place *place, int at, const char *name,
    char *message)
{
	place->fd = openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC);
	if (place->fd < 0) {
		int saved_errno = errno;
		struct stat status;

		if ((saved_errno == ELOOP || saved_errno == ENOTDIR) &&
		    fstatat(at, name, &status, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISLNK(status.st_mode))
			return save_fail(message, place->path,
			    "a symbolic link, not a directory of gnomon's: not "
			    "used");
		return save_fail(message, place->path, strerror(saved_errno));
	}
	if (place_check_private(place->fd, place->path, message) < 0) {
		save_place_close(place);
		return -1;
	}
	return 0;
}

int
save_place_open(struct save_place *place, const char *path, char *message)
{
	place->fd = -1;
	if (!path_format(place->path, "%s", path) || strlen(path) >=
	    sizeof place->path)
		return save_fail(message, path, "path too long");
	if (save_make_directory(path, message) < 0)
		return -1;
	return place_open_private(place, AT_FDCWD, path, message);
}

int
save_place_enter(const struct save_place *parent, const char *name,
    struct save_place *place, char *message)
{
	int length = snprintf(place->path, sizeof place->path, "%s/%s",
	    parent->path, name);

	place->fd = -1;
	if (length < 0 || (size_t)length >= sizeof place->path)
		return save_fail(message, parent->path, "path too long");
	if (mkdirat(parent->fd, name, SAVE_DIRECTORY_MODE) < 0 &&
	    errno != EEXIST)
		return save_fail(message, place->path, strerror(errno));
	return place_open_private(place, parent->fd, name, message);
}

void
save_place_close(struct save_place *place)
{
	if (place->fd >= 0)
		close(place->fd);
	place->fd = -1;
}

/*
 * The directory of a path a person chose (selfplay's pgn=DIR, a file to
 * write or remove by its path), followed through links as the person's
 * shell would; `name` points at the last component.  0, or -1 with a
 * message.
 */
static int
place_of_path(const char *path, struct save_place *place, const char **name,
    char *message)
{
	const char *slash = strrchr(path, '/');

	place->fd = -1;
	if (slash == NULL) {
		snprintf(place->path, sizeof place->path, ".");
		*name = path;
	} else {
		int length = (int)(slash - path);

		if ((size_t)length >= sizeof place->path)
			return save_fail(message, path, "path too long");
		snprintf(place->path, sizeof place->path, "%.*s", length > 0 ?
		    length : 1, path);
		*name = slash + 1;
	}
	if (**name == '\0')
		return save_fail(message, path, "not a file's name");
	place->fd = open(place->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (place->fd < 0)
		return save_fail(message, path, strerror(errno));
	return 0;
}

static int
write_all(int fd, const char *text, size_t length)
{
	while (length > 0) {
		ssize_t written = write(fd, text, length);

		if (written < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		text += written;
		length -= (size_t)written;
	}
	return 0;
}

/*
 * Creates NAME.XXXXXX in `place`, as mkstemp would but relative to the
 * directory's descriptor and never through a link: the descriptor, with
 * the name in `temporary`, or -1.
 */
static int
create_temporary(const struct save_place *place, const char *name,
    char *temporary)
{
	static const char letters[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	static _Thread_local uint64_t random_state;
	struct timespec now;

	if (random_state == 0) {
		clock_gettime(CLOCK_REALTIME, &now);
		random_state = ((uint64_t)now.tv_nsec << 20) ^
		    (uint64_t)now.tv_sec ^ ((uint64_t)getpid() << 40) ^
		    (uint64_t)(uintptr_t)&random_state;
		random_state |= 1;
	}
	for (int try = 0; try < UNIQUE_TRIES; try++) {
		char suffix[TEMPORARY_LETTERS + 1];
		int fd;

		for (int i = 0; i < TEMPORARY_LETTERS; i++) {
			/* xorshift64: enough to make a collision unlikely;
			 * O_EXCL makes it harmless. */
			random_state ^= random_state << 13;
			random_state ^= random_state >> 7;
			random_state ^= random_state << 17;
			suffix[i] =
			    letters[random_state % (sizeof letters - 1)];
		}
		suffix[TEMPORARY_LETTERS] = '\0';
		if (!path_format(temporary, "%s.%s", name, suffix))
			return -1;
		fd = openat(place->fd, temporary, O_WRONLY | O_CREAT | O_EXCL |
		    O_NOFOLLOW | O_CLOEXEC, SAVE_FILE_MODE);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	errno = EEXIST;
	return -1;
}

/* Writes `text` to a new temporary file for `name` in `place`, synced
 * and closed, its name in `temporary`; 0, or -1 with a message and no
 * temporary file left. */
static int
write_temporary(const struct save_place *place, const char *name,
    const char *text, size_t length, char *temporary, char *message)
{
	int fd, saved_errno;
	bool failed;

	fd = create_temporary(place, name, temporary);
	if (fd < 0)
		return place_fail(message, place, name, strerror(errno));
	failed = fchmod(fd, SAVE_FILE_MODE) < 0 ||
	    write_all(fd, text, length) < 0 || fsync(fd) < 0;
	saved_errno = errno;
	if (close(fd) < 0 && !failed) {
		failed = true;
		saved_errno = errno;
	}
	if (failed) {
		unlinkat(place->fd, temporary, 0);
		return place_fail(message, place, name, strerror(saved_errno));
	}
	return 0;
}

/* Writes `name` in `place` atomically (see save.h). */
static int
write_at(const struct save_place *place, const char *name, const char *text,
    size_t length, char *message)
{
	char temporary[SAVE_PATH_MAX];
	int saved_errno;

	/* In the same directory, so the rename below cannot cross file
	 * systems. */
	if (write_temporary(place, name, text, length, temporary, message) < 0)
		return -1;
	if (renameat(place->fd, temporary, place->fd, name) < 0) {
		saved_errno = errno;
		unlinkat(place->fd, temporary, 0);
		return place_fail(message, place, name, strerror(saved_errno));
	}
	/* The rename itself on the disk. */
	if (fsync(place->fd) < 0)
		return place_fail(message, place, name, strerror(errno));
	return 0;
}

int
save_write_file_at(const struct save_place *place, const char *name,
    const char *text, size_t length, char *message)
{
	return write_at(place, name, text, length, message);
}

int
save_append_at(const struct save_place *place, const char *name,
    const char *text, char *message)
{
	int fd = openat(place->fd, name, O_WRONLY | O_APPEND | O_CREAT |
	    O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, SAVE_FILE_MODE);
	int saved_errno;

	if (fd < 0)
		return place_fail(message, place, name, strerror(errno));
	if (write_all(fd, text, strlen(text)) < 0) {
		saved_errno = errno;
		close(fd);
		return place_fail(message, place, name, strerror(saved_errno));
	}
	if (close(fd) < 0)
		return place_fail(message, place, name, strerror(errno));
	return 0;
}

int
save_try_write_at(const struct save_place *place, const char *name,
    const char *text, size_t length, char *message)
{
	char temporary[SAVE_PATH_MAX];

	if (write_temporary(place, name, text, length, temporary, message) < 0)
		return -1;
	unlinkat(place->fd, temporary, 0);
	return 0;
}

int
save_write_file(const char *path, const char *text, size_t length,
    char *message)
{
	struct save_place place;
	const char *name;
	int written;

	if (place_of_path(path, &place, &name, message) < 0)
		return -1;
	written = write_at(&place, name, text, length, message);
	save_place_close(&place);
	return written;
}

int
save_read_all(int fd, char *text, size_t size, size_t *length)
{
	*length = 0;
	while (*length < size) {
		ssize_t got = read(fd, text + *length, size - *length);

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return -1;
		if (got == 0)
			break;
		*length += (size_t)got;
	}
	return 0;
}

enum save_text
save_read_text_at(const struct save_place *place, const char *name,
    const char *kind, char *text, size_t size, size_t *length, char *message)
{
	char what[SAVE_KIND_MAX];
	struct stat status;
	int fd, saved_errno;

	*length = 0;
	fd = openat(place->fd, name, LOAD_FLAGS | O_NOFOLLOW);
	if (fd < 0) {
		if (errno == ENOENT)
			return SAVE_TEXT_NONE;
		if (errno == ELOOP) {
			snprintf(what, sizeof what, "a symbolic link, not %s",
			    kind);
			place_fail(message, place, name, what);
			return SAVE_TEXT_BAD;
		}
		place_fail(message, place, name, strerror(errno));
		return SAVE_TEXT_FAILED;
	}
	if (fstat(fd, &status) < 0) {
		saved_errno = errno;
		close(fd);
		place_fail(message, place, name, strerror(saved_errno));
		return SAVE_TEXT_FAILED;
	}
	if (!S_ISREG(status.st_mode)) {
		close(fd);
		snprintf(what, sizeof what, "a directory, not %s", kind);
		place_fail(message, place, name,
		    S_ISDIR(status.st_mode) ? what : "not a regular file");
		return SAVE_TEXT_BAD;
	}
	if (save_read_all(fd, text, size, length) < 0) {
		saved_errno = errno;
		close(fd);
		place_fail(message, place, name, strerror(saved_errno));
		return SAVE_TEXT_FAILED;
	}
	close(fd);
	if (*length >= size) {
		snprintf(what, sizeof what, "too long to be %s", kind);
		place_fail(message, place, name, what);
		return SAVE_TEXT_BAD;
	}
	return SAVE_TEXT_READ;
}

int
save_state_fail(char *error, size_t size, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	vsnprintf(error, size, format, args);
	va_end(args);
	return -1;
}

int
save_parse_state(const struct save_state_format *format, const char *text,
    size_t length, void *into, int *line, char *error)
{
	bool magic = false;
	size_t start = 0;

	*line = 0;
	if (memchr(text, '\0', length) != NULL)
		return save_state_fail(error, format->error_max,
		    "holds a NUL byte: not %s", format->kind);
	while (start < length) {
		const char *end = memchr(text + start, '\n', length - start);
		size_t size =
		    (end != NULL ? (size_t)(end - text) : length) - start;
		char copy[SAVE_STATE_LINE_MAX + 1];

		++*line;
		if (size > format->line_max || size >= sizeof copy)
			return save_state_fail(error, format->error_max,
			    "line too long");
		memcpy(copy, text + start, size);
		copy[size] = '\0';
		start += size + 1;
		if (size == 0 || copy[0] == '#')
			continue;
		if (!magic) {
			if (strcmp(copy, format->magic) != 0)
				return save_state_fail(error, format->error_max,
				    "not \"%s\": not %s (or of another "
				    "version)",
				    format->magic, format->kind);
			magic = true;
		} else if (format->line(copy, into, error) < 0)
			return -1;
	}
	if (!magic) {
		*line = 0;
		return save_state_fail(error, format->error_max,
		    "no \"%s\" line: not %s", format->magic, format->kind);
	}
	if (format->end != NULL && format->end(into, error) < 0) {
		*line = 0;
		return -1;
	}
	return 0;
}

enum save_text
save_read_state_at(const struct save_place *place, const char *name,
    const struct save_state_format *format, char *text, size_t size,
    void *into, char *message)
{
	char error[SAVE_STATE_ERROR_MAX];
	enum save_text read;
	size_t length = 0;
	int line;

	read = save_read_text_at(place, name, format->kind, text, size, &length,
	    message);
	if (read != SAVE_TEXT_READ)
		return read;
	if (save_parse_state(format, text, length, into, &line, error) < 0) {
		if (line > 0)
			snprintf(message, SAVE_MESSAGE_MAX, "%s/%s line %d: %s",
			    place->path, name, line, error);
		else
			place_fail(message, place, name, error);
		return SAVE_TEXT_BAD;
	}
	return SAVE_TEXT_READ;
}

/* Reads the record from `fd`, which it closes; `shown` names it. */
static int
load_fd(int fd, const char *shown, struct record *record, char *message)
{
	/* One byte more than a record may have, so that a longer file is
	 * refused as too long rather than read cut short. */
	static _Thread_local char text[RECORD_TEXT_MAX + 1];
	char error[RECORD_ERROR_MAX];
	struct stat status;
	size_t length = 0;
	int line;

	if (fstat(fd, &status) < 0) {
		close(fd);
		return save_fail(message, shown, strerror(errno));
	}
	if (!S_ISREG(status.st_mode)) {
		close(fd);
		return save_fail(message, shown, S_ISDIR(status.st_mode) ?
		    "a directory, not a game record" : "not a regular file");
	}
	if (save_read_all(fd, text, sizeof text, &length) < 0) {
		int saved_errno = errno;

		close(fd);
		return save_fail(message, shown, strerror(saved_errno));
	}
	close(fd);
	if (length == 0)
		return save_fail(message, shown, "empty: not a game record");
	if (record_read(text, length, record, &line, error) < 0) {
		if (line > 0)
			snprintf(message, SAVE_MESSAGE_MAX, "%s line %d: %s",
			    shown, line, error);
		else
			snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", shown,
			    error);
		return -1;
	}
	return 1;
}

int
save_load(const char *path, struct record *record, char *message)
{
	/* Through a link: the person named this file, and may name a link;
	 * only the state directory's files are refused as links
	 * (save_load_at). */
	int fd = open(path, LOAD_FLAGS);

	if (fd < 0)
		return errno == ENOENT ? 0 : save_fail(message, path,
		    strerror(errno));
	return load_fd(fd, path, record, message);
}

int
save_load_at(const struct save_place *place, const char *name,
    struct record *record, char *message)
{
	char shown[SAVE_PATH_MAX];
	/* O_NOFOLLOW: a file of the state directory is ours, never a link
	 * elsewhere. */
	int fd = openat(place->fd, name, LOAD_FLAGS | O_NOFOLLOW);

	if (fd < 0) {
		if (errno == ENOENT)
			return 0;
		if (errno == ELOOP)
			return place_fail(message, place, name,
			    "a symbolic link, not a game record");
		return place_fail(message, place, name, strerror(errno));
	}
	snprintf(shown, sizeof shown, "%s/%s", place->path, name);
	return load_fd(fd, shown, record, message);
}

/* The line of the file open as `file` (closed) that holds tag `name`. */
static int
tag_line_of(FILE *file, const char *name)
{
	char line[RECORD_LINE_MAX + 2];
	size_t name_length = strlen(name);
	int number = 0, found = 0;

	if (file == NULL)
		return 0;
	while (found == 0 && fgets(line, sizeof line, file) != NULL) {
		number++;
		if (line[0] == '[' &&
		    strncmp(line + 1, name, name_length) == 0 &&
		    line[1 + name_length] == ' ')
			found = number;
	}
	fclose(file);
	return found;
}

int
save_tag_line(const char *path, const char *name)
{
	return tag_line_of(fopen(path, "re"), name);
}

int
save_tag_line_at(const struct save_place *place, const char *name,
    const char *tag)
{
	int fd = openat(place->fd, name, LOAD_FLAGS | O_NOFOLLOW);
	FILE *file;

	if (fd < 0)
		return 0;
	file = fdopen(fd, "r");
	if (file == NULL) {
		close(fd);
		return 0;
	}
	return tag_line_of(file, tag);
}

/* How a time is written: each with a literal format, which -Wformat checks. */
enum time_style { TIME_DATE, TIME_BAD_SUFFIX, TIME_FILE_NAME };

static void
time_text(time_t when, enum time_style style, char *text)
{
	struct tm local;
	size_t length = 0;

	if (localtime_r(&when, &local) != NULL) {
		if (style == TIME_DATE)
			length =
			    strftime(text, TIME_TEXT_MAX, "%Y.%m.%d", &local);
		else if (style == TIME_BAD_SUFFIX)
			length = strftime(text, TIME_TEXT_MAX, "%Y%m%dT%H%M%S",
			    &local);
		else
			length = strftime(text, TIME_TEXT_MAX,
			    "%Y-%m-%dT%H-%M-%S", &local);
	}
	if (length == 0)
		snprintf(text, TIME_TEXT_MAX, "%lld", (long long)when);
}

void
save_date(time_t when, char *date, size_t size)
{
	char text[TIME_TEXT_MAX];

	time_text(when, TIME_DATE, text);
	snprintf(date, size, "%s", text);
}

/* In `place`, `base` + `suffix` if nothing is there yet, else base-2 +
 * suffix, ...: 0 with the name in `name`, or -1. */
static int
unique_name_at(const struct save_place *place, const char *base,
    const char *suffix, char *name)
{
	struct stat status;

	for (int try = 1; try <= UNIQUE_TRIES; try++) {
		bool fits = try == 1 ? path_format(name, "%s%s", base, suffix) :
		    path_format(name, "%s-%d%s", base, try, suffix);

		if (!fits)
			return -1;
		if (fstatat(place->fd, name, &status, AT_SYMLINK_NOFOLLOW) <
			0 &&
		    errno == ENOENT)
			return 0;
	}
	return -1;
}

int
save_move_aside_at(const struct save_place *place, const char *name,
    time_t when, char *moved, char *message)
{
	char stamp[TIME_TEXT_MAX], base[SAVE_PATH_MAX], aside[SAVE_PATH_MAX];

	time_text(when, TIME_BAD_SUFFIX, stamp);
	if (!path_format(base, "%s%s%s", name, BAD_SUFFIX, stamp) ||
	    unique_name_at(place, base, "", aside) < 0)
		return place_fail(message, place, name,
		    "no name left to move it aside to");
	if (renameat(place->fd, name, place->fd, aside) < 0)
		return place_fail(message, place, name, strerror(errno));
	fsync(place->fd);
	/* Moved even if the whole name does not fit: the caller's cut. */
	(void)path_format(moved, "%s/%s", place->path, aside);
	return 0;
}

int
save_move_aside(const char *path, time_t when, char *moved, char *message)
{
	struct save_place place;
	const char *name;
	int done;

	if (place_of_path(path, &place, &name, message) < 0)
		return -1;
	done = save_move_aside_at(&place, name, when, moved, message);
	save_place_close(&place);
	return done;
}

int
save_write_record_at(const struct save_place *place, const char *name,
    const struct record *record, char *message)
{
	static _Thread_local char text[RECORD_TEXT_MAX];
	int length = record_write(record, text, sizeof text);

	if (length < 0)
		return place_fail(message, place, name,
		    "the game does not fit in a record");
	return write_at(place, name, text, (size_t)length, message);
}

int
save_write_record(const char *path, const struct record *record, char *message)
{
	static _Thread_local char text[RECORD_TEXT_MAX];
	int length = record_write(record, text, sizeof text);

	if (length < 0)
		return save_fail(message, path,
		    "the game does not fit in a record");
	return save_write_file(path, text, (size_t)length, message);
}

int
save_name_game_at(const struct save_place *games, time_t when, char *name,
    char *message)
{
	char stamp[TIME_TEXT_MAX], file[SAVE_PATH_MAX];

	time_text(when, TIME_FILE_NAME, stamp);
	if (unique_name_at(games, stamp, SAVE_SUFFIX, file) < 0)
		return save_fail(message, games->path,
		    "no name left for the game");
	snprintf(name, SAVE_PATH_MAX, "%.*s",
	    (int)(strlen(file) - strlen(SAVE_SUFFIX)), file);
	return 0;
}

int
save_file_record(const char *directory, const char *name,
    const struct record *record, time_t when, char *filed, char *message)
{
	char chosen[SAVE_PATH_MAX], file[SAVE_PATH_MAX];
	struct save_place place;
	int done = -1;

	if (save_make_directory(directory, message) < 0)
		return -1;
	/* A directory the person named: followed, as their shell would. */
	place.fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (place.fd < 0)
		return save_fail(message, directory, strerror(errno));
	if (!path_format(place.path, "%s", directory) ||
	    strlen(directory) >= sizeof place.path) {
		save_place_close(&place);
		return save_fail(message, directory, "path too long");
	}
	if (name == NULL &&
	    save_name_game_at(&place, when, chosen, message) == 0)
		name = chosen;
	if (name != NULL) {
		if (!path_format(file, "%s%s", name, SAVE_SUFFIX))
			save_fail(message, directory, "path too long");
		else
			done =
			    save_write_record_at(&place, file, record, message);
	}
	if (done == 0 && filed != NULL)
		(void)path_format(filed, "%s/%s", directory, file);
	save_place_close(&place);
	return done;
}

int
save_remove_at(const struct save_place *place, const char *name,
    char *message)
{
	if (unlinkat(place->fd, name, 0) < 0 && errno != ENOENT)
		return place_fail(message, place, name, strerror(errno));
	fsync(place->fd);
	return 0;
}

int
save_remove(const char *path, char *message)
{
	struct save_place place;
	const char *name;
	int done;

	if (place_of_path(path, &place, &name, message) < 0)
		return errno == ENOENT ? 0 : -1;
	done = save_remove_at(&place, name, message);
	save_place_close(&place);
	return done;
}

/* NAME.XXXXXX, as create_temporary makes them (and mkstemp made), of a
 * NAME ending in `suffix` (`exact`: of exactly the name `suffix`). */
static bool
is_temporary(const char *name, const char *suffix, bool exact)
{
	size_t length = strlen(name), suffix_length = strlen(suffix);

	if (length < suffix_length + 1 + TEMPORARY_LETTERS ||
	    (exact && length != suffix_length + 1 + TEMPORARY_LETTERS))
		return false;
	for (size_t i = length - TEMPORARY_LETTERS; i < length; i++)
		if (!isalnum((unsigned char)name[i]))
			return false;
	return name[length - TEMPORARY_LETTERS - 1] == '.' &&
	    strncmp(name + length - TEMPORARY_LETTERS - 1 - suffix_length,
	    suffix, suffix_length) == 0;
}

/* Removes the regular files of `place` that is_temporary finds; how many. */
static int
clean_temporary(const struct save_place *place, const char *suffix, bool exact)
{
	/* A descriptor of its own: readdir moves the offset it reads at. */
	int fd = openat(place->fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *listing = fd >= 0 ? fdopendir(fd) : NULL;
	struct dirent *entry;
	struct stat status;
	int removed = 0;

	if (listing == NULL) {
		if (fd >= 0)
			close(fd);
		return 0;
	}
	while ((entry = readdir(listing)) != NULL)
		if (is_temporary(entry->d_name, suffix, exact) &&
		    fstatat(place->fd, entry->d_name, &status,
		    AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(status.st_mode) &&
		    unlinkat(place->fd, entry->d_name, 0) == 0)
			removed++;
	closedir(listing);
	if (removed > 0)
		fsync(place->fd);
	return removed;
}

int
save_clean_temporary_at(const struct save_place *place)
{
	return clean_temporary(place, SAVE_SUFFIX, false);
}

int
save_clean_temporary_of_at(const struct save_place *place, const char *name)
{
	return clean_temporary(place, name, true);
}
