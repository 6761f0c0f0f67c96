/*
 * stats.c owns the player's record against the computer (stats.h): its
 * text, reading it back with the line that is wrong, and counting a game
 * under the record's own lock.  The files are written as save.c writes
 * every file of the game (atomically, mode 0600, never through a link);
 * which game counts is the interface's decision (ui_tally.c), not this
 * file's.
 */
#include "store/stats.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>


enum {
	FIELDS = 5,		/* LEVEL SIDE WON LOST DRAWN */
	COUNT_DIGITS = 9,	/* of STATS_COUNT_MAX */
	DECIMAL = 10,
	NS_PER_MS = 1000000
};

static const char *const side_names[COLOUR_COUNT] = { "amber", "teal" };

static int lock_wait_ms = STATS_LOCK_WAIT_MS;

void
stats_use_lock_wait(int ms)
{
	lock_wait_ms = ms;
}

const char *
stats_side_name(int colour)
{
	return side_names[colour];
}

void
stats_clear(struct stats *stats)
{
	memset(stats, 0, sizeof *stats);
}

long
stats_games(const struct stats *stats, int level, int colour,
    enum stats_outcome outcome)
{
	const long *counts;

	if (level < STATS_LEVEL_MIN || level > STATS_LEVEL_MAX || colour < 0 ||
	    colour >= COLOUR_COUNT)
		return 0;
	counts = stats->count[level - STATS_LEVEL_MIN][colour];
	if (outcome != STATS_OUTCOMES)
		return counts[outcome];
	return counts[STATS_WON] + counts[STATS_LOST] + counts[STATS_DRAWN];
}

/* A count: digits only, at most STATS_COUNT_MAX; -1 if not. */
static long
parse_count(const char *word)
{
	long value = 0;

	if (*word == '\0' || strlen(word) > COUNT_DIGITS)
		return -1;
	for (; *word != '\0'; word++) {
		if (*word < '0' || *word > '9')
			return -1;
		value = value * DECIMAL + (*word - '0');
	}
	return value <= STATS_COUNT_MAX ? value : -1;
}

/* What the file is read into: the counts, and the pairs already read. */
struct reading {
	struct stats	stats;
	bool		seen[STATS_LEVELS][COLOUR_COUNT];
};

/*
 * One line "LEVEL SIDE WON LOST DRAWN" (a copy, cut into words here) into
 * the reading `into`.  0, or -1 with a message.
 */
static int
parse_line(char *line, void *into, char *error)
{
	struct reading *reading = into;
	struct stats *stats = &reading->stats;
	bool (*seen)[COLOUR_COUNT] = reading->seen;
	char *words[FIELDS + 1], *cursor = line;
	int count = 0, level = 0, colour = -1;

	while (count <= FIELDS) {
		words[count] = cursor;
		cursor = strchr(cursor, ' ');
		count++;
		if (cursor == NULL)
			break;
		*cursor++ = '\0';
	}
	if (count != FIELDS)
		return save_state_fail(error, STATS_ERROR_MAX,
		    "%d fields, not the %d of "
		    "\"LEVEL SIDE WON LOST DRAWN\"", count, FIELDS);
	if (strlen(words[0]) == 1 && words[0][0] >= '0' + STATS_LEVEL_MIN &&
	    words[0][0] <= '0' + STATS_LEVEL_MAX)
		level = words[0][0] - '0';
	else
		return save_state_fail(error, STATS_ERROR_MAX,
		    "level '%.16s' is not %d to %d",
		    words[0], STATS_LEVEL_MIN, STATS_LEVEL_MAX);
	for (int side = 0; side < COLOUR_COUNT; side++)
		if (strcmp(words[1], side_names[side]) == 0)
			colour = side;
	if (colour < 0)
		return save_state_fail(error, STATS_ERROR_MAX,
		    "side '%.16s' is not amber or teal",
		    words[1]);
	if (seen[level - STATS_LEVEL_MIN][colour])
		return save_state_fail(error, STATS_ERROR_MAX,
		    "level %d %s stands twice", level,
		    side_names[colour]);
	for (int outcome = 0; outcome < STATS_OUTCOMES; outcome++) {
		long value = parse_count(words[2 + outcome]);

		if (value < 0)
			return save_state_fail(error, STATS_ERROR_MAX,
			    "count '%.16s' is not a number "
			    "from 0 to %d",
			    words[2 + outcome], STATS_COUNT_MAX);
		stats->count[level - STATS_LEVEL_MIN][colour][outcome] = value;
	}
	seen[level - STATS_LEVEL_MIN][colour] = true;
	return 0;
}

static const struct save_state_format format = {
	STATS_MAGIC, "a record of games", STATS_TEXT_MAX, STATS_ERROR_MAX,
	parse_line, NULL
};

int
stats_parse(const char *text, size_t length, struct stats *stats, int *line,
    char *error)
{
	struct reading reading;

	memset(&reading, 0, sizeof reading);
	if (save_parse_state(&format, text, length, &reading, line, error) < 0)
		return -1;
	*stats = reading.stats;
	return 0;
}

int
stats_format(const struct stats *stats, char *text, size_t size)
{
	size_t length = 0;
	int written;

	written = snprintf(text, size, "# gnomon's record of games against "
	    "the computer: man gnomon, FILES\n%s\n"
	    "# level side won lost drawn\n", STATS_MAGIC);
	if (written < 0 || (size_t)written >= size)
		return -1;
	length = (size_t)written;
	for (int level = STATS_LEVEL_MIN; level <= STATS_LEVEL_MAX; level++)
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			const long *counts =
			    stats->count[level - STATS_LEVEL_MIN][colour];

			written = snprintf(text + length, size - length,
			    "%d %s %ld %ld %ld\n", level, side_names[colour],
			    counts[STATS_WON], counts[STATS_LOST],
			    counts[STATS_DRAWN]);
			if (written < 0 || (size_t)written >= size - length)
				return -1;
			length += (size_t)written;
		}
	return (int)length;
}

/* "PLACE/stats: what" */
static int
place_fail(char *message, const struct save_place *place, const char *what)
{
	snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s", place->path,
	    STATS_FILE, what);
	return -1;
}

/* Reads and parses the record of `place` (cleared if there is none):
 * SAVE_TEXT_READ, SAVE_TEXT_NONE, or SAVE_TEXT_FAILED (left alone) or
 * SAVE_TEXT_BAD (not a record: moved aside to count) with a message. */
static enum save_text
read_text(const struct save_place *place, struct stats *stats, char *message)
{
	static _Thread_local char text[STATS_TEXT_MAX + 1];
	struct reading reading;
	enum save_text read;

	stats_clear(stats);
	memset(&reading, 0, sizeof reading);
	read = save_read_state_at(place, STATS_FILE, &format, text, sizeof text,
	    &reading, message);
	if (read == SAVE_TEXT_READ)
		*stats = reading.stats;
	return read;
}

int
stats_read_at(const struct save_place *place, struct stats *stats,
    char *message)
{
	int read = read_text(place, stats, message);

	return read < 0 ? -1 : read;
}

/*
 * Takes the record's lock (stats.h): the descriptor, or -1 with a message.
 * Polled rather than waited on, so that a holder stopped for good (^Z)
 * delays a game's end by STATS_LOCK_WAIT_MS at most.
 */
static int
lock_take(const struct save_place *place, char *message)
{
	const struct timespec step = { 0,
		(long)STATS_LOCK_STEP_MS * NS_PER_MS };
	int fd = openat(place->fd, STATS_LOCK_FILE, O_RDWR | O_CREAT |
	    O_NOFOLLOW | O_CLOEXEC, SAVE_FILE_MODE);

	if (fd < 0) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s", place->path,
		    STATS_LOCK_FILE, strerror(errno));
		return -1;
	}
	for (int waited = 0; flock(fd, LOCK_EX | LOCK_NB) < 0;
	    waited += STATS_LOCK_STEP_MS) {
		if (errno != EWOULDBLOCK && errno != EINTR) {
			snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s",
			    place->path, STATS_LOCK_FILE, strerror(errno));
			close(fd);
			return -1;
		}
		if (waited >= lock_wait_ms) {
			snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: held by "
			    "another gnomon for %d ms", place->path,
			    STATS_LOCK_FILE, lock_wait_ms);
			close(fd);
			return -1;
		}
		nanosleep(&step, NULL);
	}
	/* Holding it, no write of ours is under way: what a kill cut short
	 * is left over. */
	save_clean_temporary_of_at(place, STATS_FILE);
	return fd;
}

/*
 * Under the lock: reads the record, moving a bad one aside (never
 * overwritten) and starting afresh.  0, or -1 with a message.
 */
static int
read_for_update(const struct save_place *place, struct stats *stats,
    struct stats_update *update, char *message)
{
	char why[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];
	enum save_text read = read_text(place, stats, why);

	if (read == SAVE_TEXT_FAILED) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s", why);
		return -1;
	}
	if (read == SAVE_TEXT_BAD) {
		if (save_move_aside_at(place, STATS_FILE, time(NULL), moved,
		    message) < 0)
			return -1;
		stats_clear(stats);
		if (update != NULL) {
			update->moved_aside = true;
			snprintf(update->moved, sizeof update->moved, "%s",
			    moved);
			snprintf(update->why, sizeof update->why, "%s", why);
		}
	}
	return 0;
}

static int
write_stats(const struct save_place *place, const struct stats *stats,
    char *message)
{
	char text[STATS_TEXT_MAX];
	int length = stats_format(stats, text, sizeof text);

	if (length < 0)
		return place_fail(message, place, "the record does not fit");
	return save_write_file_at(place, STATS_FILE, text, (size_t)length,
	    message);
}

static void
update_none(struct stats_update *update)
{
	if (update != NULL) {
		update->moved_aside = false;
		update->moved[0] = update->why[0] = '\0';
	}
}

int
stats_add_at(const struct save_place *place, int level, int colour,
    enum stats_outcome outcome, struct stats *after,
    struct stats_update *update, char *message)
{
	struct stats stats;
	long *count;
	int lock, done = -1;

	update_none(update);
	if (level < STATS_LEVEL_MIN || level > STATS_LEVEL_MAX || colour < 0 ||
	    colour >= COLOUR_COUNT || outcome < 0 || outcome >= STATS_OUTCOMES)
		return place_fail(message, place,
		    "no such level, side or outcome");
	lock = lock_take(place, message);
	if (lock < 0)
		return -1;
	if (read_for_update(place, &stats, update, message) == 0) {
		count = &stats.count[level - STATS_LEVEL_MIN][colour][outcome];
		/* At the most, the count stays: a record of a billion games
		 * is not worth a refused one. */
		if (*count < STATS_COUNT_MAX)
			++*count;
		done = write_stats(place, &stats, message);
	}
	close(lock);
	if (done == 0 && after != NULL)
		*after = stats;
	return done;
}

int
stats_reset_at(const struct save_place *place, struct stats_update *update,
    char *message)
{
	struct stats stats;
	int lock, done = -1;

	update_none(update);
	lock = lock_take(place, message);
	if (lock < 0)
		return -1;
	if (read_for_update(place, &stats, update, message) == 0)
		done = save_remove_at(place, STATS_FILE, message);
	close(lock);
	return done;
}
