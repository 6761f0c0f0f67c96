/*
 * state_file.c owns the update of a small state file under its own lock
 * (state_file.h): taking the lock, and reading the file for an update with
 * a bad one moved aside.  What the file says is its owner's (stats.c,
 * puzzle_record.c); the writing is save.c's.
 */
#include "store/state_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

enum {
	DECIMAL = 10,
	LOCK_STEP_MS = 10,
	NS_PER_MS = 1000000
};

long
state_file_whole(const char *word, int digits)
{
	long value = 0;

	if (*word == '\0' || strlen(word) > (size_t)digits)
		return -1;
	for (; *word != '\0'; word++) {
		if (*word < '0' || *word > '9')
			return -1;
		value = value * DECIMAL + (*word - '0');
	}
	return value;
}

int
state_file_words(char *line, char **words, int most)
{
	int count = 0;

	while (count <= most) {
		words[count++] = line;
		line = strchr(line, ' ');
		if (line == NULL)
			break;
		*line++ = '\0';
	}
	return count;
}

void
state_update_none(struct state_update *update)
{
	if (update != NULL) {
		update->moved_aside = false;
		update->moved[0] = update->why[0] = '\0';
	}
}

int
state_file_lock(const struct save_place *place, const char *name,
    const char *lock_name, int wait_ms, char *message)
{
	const struct timespec step = { 0, (long)LOCK_STEP_MS * NS_PER_MS };
	int fd = openat(place->fd, lock_name, O_RDWR | O_CREAT | O_NOFOLLOW |
	    O_CLOEXEC, SAVE_FILE_MODE);

	if (fd < 0) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s", place->path,
		    lock_name, strerror(errno));
		return -1;
	}
	for (int waited = 0; flock(fd, LOCK_EX | LOCK_NB) < 0;
	    waited += LOCK_STEP_MS) {
		if (errno != EWOULDBLOCK && errno != EINTR) {
			snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s",
			    place->path, lock_name, strerror(errno));
			close(fd);
			return -1;
		}
		if (waited >= wait_ms) {
			snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: held by "
			    "another gnomon for %d ms", place->path,
			    lock_name, wait_ms);
			close(fd);
			return -1;
		}
		nanosleep(&step, NULL);
	}
	/* Holding it, no write of ours is under way: what a kill cut short
	 * is left over. */
	save_clean_temporary_of_at(place, name);
	return fd;
}

int
state_file_read_for_update(const struct save_place *place, const char *name,
    state_file_reader read, void *into, struct state_update *update,
    char *message)
{
	char why[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];
	enum save_text found = read(place, into, why);

	if (found == SAVE_TEXT_FAILED) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s", why);
		return -1;
	}
	if (found == SAVE_TEXT_BAD) {
		if (save_move_aside_at(place, name, time(NULL), moved,
		    message) < 0)
			return -1;
		if (update != NULL) {
			update->moved_aside = true;
			snprintf(update->moved, sizeof update->moved, "%s",
			    moved);
			snprintf(update->why, sizeof update->why, "%s", why);
		}
	}
	return 0;
}
