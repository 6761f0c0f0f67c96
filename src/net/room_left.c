/*
 * room_left.c owns the games rooms left behind (room_left.h): written by a
 * room that ends unable to save, filed or taken up by the next host, filed
 * by `gnomon list`.
 */
#include "net/room_left.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "net/room.h"
#include "net/room_place.h"

enum { LEFT_FILE_MAX = ROOM_NAME_MAX + sizeof ROOM_LEFT_SUFFIX };

static void
left_file_name(const char *name, char *file)
{
	snprintf(file, LEFT_FILE_MAX, "%.*s" ROOM_LEFT_SUFFIX,
	    ROOM_NAME_LENGTH_MAX, name);
}

int
room_left_write(const struct save_place *rooms, const char *name,
    const struct record *record, char *path, char *message)
{
	char file[LEFT_FILE_MAX];

	left_file_name(name, file);
	snprintf(path, SAVE_PATH_MAX, "%.*s/%s",
	    (int)(SAVE_PATH_MAX - LEFT_FILE_MAX - 1), rooms->path, file);
	return save_write_record_at(rooms, file, record, message);
}

int
room_left_read(const struct save_place *rooms, const char *name, uid_t owner,
    struct record *record, char *path, char *message)
{
	char file[LEFT_FILE_MAX];
	struct stat status;

	left_file_name(name, file);
	snprintf(path, SAVE_PATH_MAX, "%.*s/%s",
	    (int)(SAVE_PATH_MAX - LEFT_FILE_MAX - 1), rooms->path, file);
	if (fstatat(rooms->fd, file, &status, AT_SYMLINK_NOFOLLOW) < 0) {
		if (errno == ENOENT)
			return 0;
		snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", path,
		    strerror(errno));
		return -1;
	}
	/* Not the room's: another user's file in a shared directory (or a
	 * link) is never taken for its game, nor said to be one. */
	if (!S_ISREG(status.st_mode) || status.st_uid != owner)
		return 0;
	return save_load_at(rooms, file, record, message) == 1 ? 1 : -1;
}

void
room_left_remove(const struct save_place *rooms, const char *name)
{
	char file[LEFT_FILE_MAX];

	left_file_name(name, file);
	(void)unlinkat(rooms->fd, file, 0);
}

int
room_left_file_in(const struct save_place *state, struct save_place *games,
    time_t when, const struct record *record, char *file, char *message)
{
	char name[SAVE_PATH_MAX];

	snprintf(file, SAVE_PATH_MAX, SAVE_GAMES);
	if (save_place_enter(state, SAVE_GAMES, games, message) < 0 ||
	    save_name_game_at(games, when, name, message) < 0)
		return -1;
	snprintf(file, SAVE_PATH_MAX, "%.*s" SAVE_SUFFIX,
	    (int)(SAVE_PATH_MAX - sizeof SAVE_SUFFIX), name);
	return save_write_record_at(games, file, record, message);
}

/* Whether `a` was changed after `b`. */
static bool
left_newer(const struct stat *a, const struct stat *b)
{
	return a->st_mtim.tv_sec != b->st_mtim.tv_sec ?
	    a->st_mtim.tv_sec > b->st_mtim.tv_sec :
	    a->st_mtim.tv_nsec > b->st_mtim.tv_nsec;
}

/*
 * The save, the kept tokens and the unsaved mark of room `name` in the
 * state directory `state`'s rooms/: removed, as a room that files its game
 * removes them, so that the next host neither takes up that save nor
 * reuses its tokens.  With `left` (the game a room left), a save newer
 * than it is another room's of the name (in another rooms directory), and
 * stays.
 */
static void
left_forget(const struct save_place *state, const char *name,
    const struct stat *left)
{
	struct save_place saves = { .fd = -1 };
	char file[LEFT_FILE_MAX + sizeof ROOM_TOKEN_SUFFIX];
	char message[SAVE_MESSAGE_MAX];
	struct stat saved;

	if (save_place_enter(state, ROOM_STATE_DIRECTORY, &saves,
	    message) < 0) {
		save_place_close(&saves);
		return;
	}
	snprintf(file, sizeof file, "%.*s" SAVE_SUFFIX, ROOM_NAME_LENGTH_MAX,
	    name);
	if (fstatat(saves.fd, file, &saved, AT_SYMLINK_NOFOLLOW) == 0) {
		if (left != NULL && left_newer(&saved, left)) {
			save_place_close(&saves);
			return;
		}
		(void)unlinkat(saves.fd, file, 0);
	}
	snprintf(file, sizeof file, "%.*s" ROOM_TOKEN_SUFFIX,
	    ROOM_NAME_LENGTH_MAX, name);
	(void)unlinkat(saves.fd, file, 0);
	snprintf(file, sizeof file, "%.*s" ROOM_UNSAVED_SUFFIX,
	    ROOM_NAME_LENGTH_MAX, name);
	(void)unlinkat(saves.fd, file, 0);
	save_place_close(&saves);
}

/* left_forget for the game room `name` left in `rooms`. */
static void
left_forget_save(const struct save_place *state,
    const struct save_place *rooms, const char *name)
{
	char file[LEFT_FILE_MAX];
	struct stat left;

	left_file_name(name, file);
	if (fstatat(rooms->fd, file, &left, AT_SYMLINK_NOFOLLOW) == 0)
		left_forget(state, name, &left);
}

int
room_left_file(const struct save_place *rooms, const char *name, char *text)
{
	struct save_place state = { .fd = -1 }, games = { .fd = -1 };
	char path[SAVE_PATH_MAX], file[SAVE_PATH_MAX];
	char directory[SAVE_PATH_MAX];
	struct record record;
	int read;

	text[0] = '\0';
	read = room_left_read(rooms, name, geteuid(), &record, path, text);
	if (read <= 0)
		return read;
	if (!room_record_over(&record)) {
		snprintf(text, SAVE_MESSAGE_MAX, "room %s left its unfinished "
		    "game in %s: gnomon host %s takes it up", name, path, name);
		return 0;
	}
	if (save_directory(directory, sizeof directory) < 0) {
		snprintf(text, SAVE_MESSAGE_MAX, "room %s's finished game is "
		    "still in %s: no state directory to file it in", name,
		    path);
		return -1;
	}
	if (save_place_open(&state, directory, text) < 0 ||
	    room_left_file_in(&state, &games, time(NULL), &record, file,
	    text) < 0) {
		char why[SAVE_MESSAGE_MAX];

		snprintf(why, sizeof why, "%s", text);
		snprintf(text, SAVE_MESSAGE_MAX, "room %s's finished game is "
		    "still in %.400s, not filed: %.600s", name, path, why);
		save_place_close(&games);
		save_place_close(&state);
		return -1;
	}
	snprintf(text, SAVE_MESSAGE_MAX, "filed the finished game room %s "
	    "left in %.400s as %.400s/%.40s", name, path, games.path, file);
	left_forget_save(&state, rooms, name);
	room_left_remove(rooms, name);
	save_place_close(&games);
	save_place_close(&state);
	return 1;
}

int
room_left_sweep(const struct save_place *rooms,
    void (*each)(void *context, int filed, const char *text), void *context)
{
	int fd = fcntl(rooms->fd, F_DUPFD_CLOEXEC, 0);
	DIR *directory = fd < 0 ? NULL : fdopendir(fd);
	size_t suffix = strlen(ROOM_LEFT_SUFFIX);
	struct dirent *entry;
	int filed = 0;

	if (directory == NULL) {
		if (fd >= 0)
			close(fd);
		return 0;
	}
	/* The descriptor's offset is the place's own, maybe read already. */
	rewinddir(directory);
	while ((entry = readdir(directory)) != NULL) {
		char name[ROOM_NAME_MAX], text[SAVE_MESSAGE_MAX];
		char ignored[ROOM_PLACE_MESSAGE_MAX];
		size_t length = strlen(entry->d_name);
		int done;

		if (length <= suffix || length - suffix >= sizeof name ||
		    strcmp(entry->d_name + length - suffix,
		    ROOM_LEFT_SUFFIX) != 0)
			continue;
		memcpy(name, entry->d_name, length - suffix);
		name[length - suffix] = '\0';
		if (room_place_name_check(name, ignored) < 0)
			continue;
		done = room_left_file(rooms, name, text);
		filed += done == 1;
		if (text[0] != '\0')
			each(context, done, text);
	}
	closedir(directory);
	return filed;
}

/* The save of room `name` in this user's state directory: 1 with it, 0
 * when there is none (or no state directory), -1 with a message. */
static int
left_read_save(const char *name, struct record *record, char *message)
{
	struct save_place state = { .fd = -1 }, saves = { .fd = -1 };
	char directory[SAVE_PATH_MAX], file[LEFT_FILE_MAX];
	int loaded = 0;

	if (save_directory(directory, sizeof directory) < 0)
		return 0;
	if (save_place_open(&state, directory, message) == 0 &&
	    save_place_enter(&state, ROOM_STATE_DIRECTORY, &saves,
	    message) == 0) {
		snprintf(file, sizeof file, "%.*s" SAVE_SUFFIX,
		    ROOM_NAME_LENGTH_MAX, name);
		loaded = save_load_at(&saves, file, record, message);
	} else
		loaded = errno == ENOENT ? 0 : -1;
	save_place_close(&saves);
	save_place_close(&state);
	return loaded;
}

int
room_left_unfinished(const struct save_place *rooms, const char *name,
    struct record *record, char *message)
{
	char path[SAVE_PATH_MAX];
	int found = room_left_read(rooms, name, geteuid(), record, path,
	    message);

	if (found == 0)
		found = left_read_save(name, record, message);
	if (found == 1 && room_record_over(record))
		return 0;
	return found;
}

int
room_left_set_aside(const struct save_place *rooms, const char *name,
    char *text)
{
	struct save_place state = { .fd = -1 }, games = { .fd = -1 };
	char directory[SAVE_PATH_MAX], file[SAVE_PATH_MAX];
	struct record record;
	int found = room_left_unfinished(rooms, name, &record, text);

	if (found <= 0)
		return found;
	if (save_directory(directory, sizeof directory) < 0) {
		snprintf(text, SAVE_MESSAGE_MAX, "no state directory to file "
		    "room %s's unfinished game in", name);
		return -1;
	}
	if (save_place_open(&state, directory, text) < 0 ||
	    room_left_file_in(&state, &games, time(NULL), &record, file,
	    text) < 0) {
		save_place_close(&games);
		save_place_close(&state);
		return -1;
	}
	snprintf(text, SAVE_MESSAGE_MAX, "the unfinished game of room %s is "
	    "filed as %.400s/%.40s", name, games.path, file);
	left_forget(&state, name, NULL);
	room_left_remove(rooms, name);
	save_place_close(&games);
	save_place_close(&state);
	return 1;
}
