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
#include "save.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define STATE_FALLBACK "/.local/state"	/* under $HOME, as XDG says */
#define PROGRAM_DIRECTORY "/gnomon"
#define BAD_SUFFIX ".bad-"
#define TEMPORARY_TEMPLATE ".XXXXXX"

enum {
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
	return length > 0 && (size_t)length < size && size <= SAVE_PATH_MAX ? 0 : -1;
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

/* Makes sure a rename into `path`'s directory is on the disk. */
static int
sync_directory_of(const char *path)
{
	char directory[SAVE_PATH_MAX];
	char *slash;
	int fd, synced;

	if (!path_format(directory, "%s", path))
		return -1;
	slash = strrchr(directory, '/');
	if (slash == NULL)
		strcpy(directory, ".");
	else if (slash == directory)
		slash[1] = '\0';
	else
		*slash = '\0';
	fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	synced = fsync(fd);
	close(fd);
	return synced;
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

int
save_write_file(const char *path, const char *text, size_t length,
    char *message)
{
	char temporary[SAVE_PATH_MAX];
	int fd, saved_errno;

	if (!path_format(temporary, "%s%s", path, TEMPORARY_TEMPLATE))
		return save_fail(message, path, "path too long");
	/* mkstemp makes the file 0600 and in the same directory, so the
	 * rename below cannot cross file systems. */
	fd = mkstemp(temporary);
	if (fd < 0)
		return save_fail(message, path, strerror(errno));
	if (fchmod(fd, SAVE_FILE_MODE) < 0 || write_all(fd, text, length) < 0 ||
	    fsync(fd) < 0) {
		saved_errno = errno;
		close(fd);
		unlink(temporary);
		return save_fail(message, path, strerror(saved_errno));
	}
	if (close(fd) < 0 || rename(temporary, path) < 0) {
		saved_errno = errno;
		unlink(temporary);
		return save_fail(message, path, strerror(saved_errno));
	}
	if (sync_directory_of(path) < 0)
		return save_fail(message, path, strerror(errno));
	return 0;
}

int
save_load(const char *path, struct record *record, char *message)
{
	/* One byte more than a record may have, so that a longer file is
	 * refused as too long rather than read cut short. */
	static _Thread_local char text[RECORD_TEXT_MAX + 1];
	char error[RECORD_ERROR_MAX];
	struct stat status;
	size_t length = 0;
	int fd, line;

	/* O_NONBLOCK: a FIFO put where the save should be must not hang us;
	 * O_NOFOLLOW: the save is a file of ours, never a link elsewhere. */
	fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		if (errno == ENOENT)
			return 0;
		if (errno == ELOOP)
			return save_fail(message, path, "a symbolic link, not a game record");
		return save_fail(message, path, strerror(errno));
	}
	if (fstat(fd, &status) < 0) {
		close(fd);
		return save_fail(message, path, strerror(errno));
	}
	if (!S_ISREG(status.st_mode)) {
		close(fd);
		return save_fail(message, path, S_ISDIR(status.st_mode) ?
		    "a directory, not a game record" : "not a regular file");
	}
	while (length < sizeof text) {
		ssize_t got = read(fd, text + length, sizeof text - length);

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			int saved_errno = errno;

			close(fd);
			return save_fail(message, path, strerror(saved_errno));
		}
		if (got == 0)
			break;
		length += (size_t)got;
	}
	close(fd);
	if (length == 0)
		return save_fail(message, path, "empty: not a game record");
	if (record_read(text, length, record, &line, error) < 0) {
		if (line > 0)
			snprintf(message, SAVE_MESSAGE_MAX, "%s line %d: %s", path,
			    line, error);
		else
			snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", path, error);
		return -1;
	}
	return 1;
}

int
save_tag_line(const char *path, const char *name)
{
	char line[RECORD_LINE_MAX + 2];
	size_t name_length = strlen(name);
	FILE *file = fopen(path, "r");
	int number = 0, found = 0;

	if (file == NULL)
		return 0;
	while (found == 0 && fgets(line, sizeof line, file) != NULL) {
		number++;
		if (line[0] == '[' && strncmp(line + 1, name, name_length) == 0 &&
		    line[1 + name_length] == ' ')
			found = number;
	}
	fclose(file);
	return found;
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
			length = strftime(text, TIME_TEXT_MAX, "%Y.%m.%d", &local);
		else if (style == TIME_BAD_SUFFIX)
			length = strftime(text, TIME_TEXT_MAX, "%Y%m%dT%H%M%S", &local);
		else
			length = strftime(text, TIME_TEXT_MAX, "%Y-%m-%dT%H-%M-%S", &local);
	}
	if (length == 0)
		snprintf(text, TIME_TEXT_MAX, "%lld", (long long)when);
}

int
save_lock(const char *directory, char *message)
{
	char path[SAVE_PATH_MAX];
	int fd;

	if (!path_format(path, "%s/%s", directory, SAVE_LOCK))
		return save_fail(message, directory, "path too long");
	fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, SAVE_FILE_MODE);
	if (fd < 0)
		return save_fail(message, path, strerror(errno));
	/* flock, not fcntl: its lock belongs to this open file, so it holds
	 * against another open even in the same process. */
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		int saved_errno = errno;

		close(fd);
		return save_fail(message, path, saved_errno == EWOULDBLOCK ?
		    "another game is saving here" : strerror(saved_errno));
	}
	return fd;
}

void
save_date(time_t when, char *date, size_t size)
{
	char text[TIME_TEXT_MAX];

	time_text(when, TIME_DATE, text);
	snprintf(date, size, "%s", text);
}

/* `base` + `suffix` if nothing is there yet, else base-2 + suffix, ... */
static int
unique_path(const char *base, const char *suffix, char *path)
{
	struct stat status;

	for (int try = 1; try <= UNIQUE_TRIES; try++) {
		bool fits = try == 1 ? path_format(path, "%s%s", base, suffix) :
		    path_format(path, "%s-%d%s", base, try, suffix);

		if (!fits)
			return -1;
		if (lstat(path, &status) < 0 && errno == ENOENT)
			return 0;
	}
	return -1;
}

int
save_move_aside(const char *path, time_t when, char *moved, char *message)
{
	char stamp[TIME_TEXT_MAX], base[SAVE_PATH_MAX];

	time_text(when, TIME_BAD_SUFFIX, stamp);
	if (!path_format(base, "%s%s%s", path, BAD_SUFFIX, stamp) ||
	    unique_path(base, "", moved) < 0)
		return save_fail(message, path, "no name left to move it aside to");
	if (rename(path, moved) < 0)
		return save_fail(message, path, strerror(errno));
	sync_directory_of(path);
	return 0;
}

int
save_write_record(const char *path, const struct record *record, char *message)
{
	static _Thread_local char text[RECORD_TEXT_MAX];
	int length = record_write(record, text, sizeof text);

	if (length < 0)
		return save_fail(message, path, "the game does not fit in a record");
	return save_write_file(path, text, (size_t)length, message);
}

int
save_file_record(const char *directory, const char *name,
    const struct record *record, time_t when, char *filed, char *message)
{
	char stamp[TIME_TEXT_MAX], base[SAVE_PATH_MAX], path[SAVE_PATH_MAX];

	if (save_make_directory(directory, message) < 0)
		return -1;
	if (name != NULL) {
		if (!path_format(path, "%s/%s%s", directory, name, SAVE_SUFFIX))
			return save_fail(message, directory, "path too long");
	} else {
		time_text(when, TIME_FILE_NAME, stamp);
		if (!path_format(base, "%s/%s", directory, stamp) ||
		    unique_path(base, SAVE_SUFFIX, path) < 0)
			return save_fail(message, directory, "no name left for the game");
	}
	if (save_write_record(path, record, message) < 0)
		return -1;
	if (filed != NULL)
		snprintf(filed, SAVE_PATH_MAX, "%s", path);
	return 0;
}

int
save_remove(const char *path, char *message)
{
	if (unlink(path) < 0 && errno != ENOENT)
		return save_fail(message, path, strerror(errno));
	sync_directory_of(path);
	return 0;
}
