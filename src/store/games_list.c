/*
 * games_list.c lists the games filed in games/ (games_list.h): one pass
 * over the directory per page, keeping only the page's names in order,
 * then each of those read as a record (save_load_at: never through a link).
 */
#include "store/games_list.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/record.h"

/* "YYYY-MM-DDTHH-MM-SS": '9' a digit, any other character itself. */
static const char games_stamp[] = "9999-99-99T99-99-99";
enum { GAMES_STAMP_LENGTH = sizeof games_stamp - 1 };

/* `text` into `into` (`size` bytes), cut short where it must be before a
 * whole UTF-8 character, never inside one. */
static void
games_copy(char *into, size_t size, const char *text)
{
	size_t length = strlen(text);

	if (length >= size) {
		length = size - 1;
		while (length > 0 && ((unsigned char)text[length] & 0xc0) ==
		    0x80)
			length--;
	}
	memcpy(into, text, length);
	into[length] = '\0';
}

/* The number N of a name stamp-N (1 for the stamp alone), or -1 when
 * `name` (without the suffix, `length` bytes) is not a game's name. */
static long
games_number(const char *name, size_t length)
{
	long number = 0;

	if (length < GAMES_STAMP_LENGTH || length >= GAMES_NAME_MAX)
		return -1;
	for (size_t i = 0; i < GAMES_STAMP_LENGTH; i++)
		if (games_stamp[i] == '9' ? !isdigit((unsigned char)name[i]) :
		    name[i] != games_stamp[i])
			return -1;
	if (length == GAMES_STAMP_LENGTH)
		return 1;
	if (name[GAMES_STAMP_LENGTH] != '-' || length == GAMES_STAMP_LENGTH + 1)
		return -1;
	for (size_t i = GAMES_STAMP_LENGTH + 1; i < length; i++) {
		if (!isdigit((unsigned char)name[i]))
			return -1;
		number = number * 10 + (name[i] - '0');
	}
	return number;
}

int
games_list_compare(const char *a, const char *b)
{
	int stamps = strncmp(a, b, GAMES_STAMP_LENGTH);
	long number_a = games_number(a, strlen(a)),
	    number_b = games_number(b, strlen(b));

	if (stamps != 0)
		return stamps;
	return (number_a > number_b) - (number_a < number_b);
}

/* The game's name of the directory entry `file` into `name`, or false when
 * it is not a game's file. */
static bool
games_name_of(const char *file, char *name)
{
	size_t length = strlen(file), suffix = strlen(SAVE_SUFFIX);

	if (length <= suffix ||
	    strcmp(file + length - suffix, SAVE_SUFFIX) != 0)
		return false;
	length -= suffix;
	if (games_number(file, length) < 0)
		return false;
	memcpy(name, file, length);
	name[length] = '\0';
	return true;
}

/* Whether `name` belongs on the page asked for. */
static bool
games_wanted(const char *name, enum games_from from, const char *mark)
{
	switch (from) {
	case GAMES_OLDER:
		return games_list_compare(name, mark) < 0;
	case GAMES_NEWER:
		return games_list_compare(name, mark) > 0;
	default:
		return true;
	}
}

/*
 * Moves `count` names from row `from` to row `to`, a row at a time in the
 * order that never reads a row already written: each copy is of one row
 * to another, never overlapping, where one memmove of the rows was built
 * (with _FORTIFY_SOURCE) into a checked memcpy that valgrind saw overlap.
 */
static void
games_shift(char (*names)[GAMES_NAME_MAX], int to, int from, int count)
{
	if (to < from)
		for (int i = 0; i < count; i++)
			memcpy(names[to + i], names[from + i], sizeof names[0]);
	else
		for (int i = count - 1; i >= 0; i--)
			memcpy(names[to + i], names[from + i], sizeof names[0]);
}

/*
 * Keeps `name` among the `size` of `names` nearest the mark, in list order
 * (newest first): from the newest or the older ones, the newest of them;
 * from the newer ones, the oldest of them.
 */
static void
games_keep(char (*names)[GAMES_NAME_MAX], int *count, int size,
    enum games_from from, const char *name)
{
	int at = *count;

	/* The first that `name` is newer than, from the top. */
	for (int i = 0; i < *count; i++)
		if (games_list_compare(name, names[i]) > 0) {
			at = i;
			break;
		}
	if (*count == size) {
		if (from == GAMES_NEWER) {
			/* The newest goes: keep the ones just over the mark. */
			if (at == 0)
				return;
			games_shift(names, 0, 1, at - 1);
			at--;
		} else {
			if (at == size)
				return;
			games_shift(names, at + 1, at, size - at - 1);
		}
	} else {
		games_shift(names, at + 1, at, *count - at);
		(*count)++;
	}
	games_copy(names[at], GAMES_NAME_MAX, name);
}

/* "2026-11-29 14:28:49" from the name's stamp. */
static void
games_when(const char *name, char *when)
{
	snprintf(when, GAMES_WHEN_MAX, "%.10s %.2s:%.2s:%.2s", name,
	    name + 11, name + 14, name + 17);
}

/* What the list shows of the game `name` of `place`. */
static void
games_read(const struct save_place *place, const char *name,
    struct games_entry *entry)
{
	struct record record;
	char file[GAMES_NAME_MAX + sizeof SAVE_SUFFIX];
	char message[SAVE_MESSAGE_MAX];
	size_t shown;
	int read;

	memset(entry, 0, sizeof *entry);
	games_copy(entry->name, sizeof entry->name, name);
	games_when(name, entry->when);
	snprintf(file, sizeof file, "%.*s" SAVE_SUFFIX, GAMES_NAME_MAX - 1,
	    name);
	read = save_load_at(place, file, &record, message);
	if (read <= 0) {
		/* The message names the file ("PATH/FILE: what", "PATH/FILE
		 * line 3: what"); the list has named it. */
		shown = strlen(place->path) + 1 + strlen(file);
		games_copy(entry->why, sizeof entry->why, read == 0 ?
		    "gone while the list was read" : strlen(message) > shown +
		    1 ? message + shown + (message[shown] == ':' ? 2 : 1) :
		    message);
		return;
	}
	entry->readable = true;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		games_copy(entry->players[colour],
		    sizeof entry->players[colour], record.player[colour]);
	entry->result = record_outcome(&record);
	entry->moves = record.move_count;
}

int
games_list_page(const char *games, enum games_from from, const char *name,
    int size, struct games_page *page, char *message)
{
	char names[GAMES_PAGE_MAX][GAMES_NAME_MAX], found[GAMES_NAME_MAX];
	struct save_place place;
	struct dirent *entry;
	DIR *listing;
	int count = 0, wanted = 0, fd;

	memset(page, 0, sizeof *page);
	if (size > GAMES_PAGE_MAX)
		size = GAMES_PAGE_MAX;
	if (size < 1 || (from != GAMES_NEWEST && name == NULL))
		return 0;
	place.fd = open(games, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (place.fd < 0) {
		if (errno == ENOENT)
			return 0;
		snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", games,
		    strerror(errno));
		return -1;
	}
	games_copy(place.path, sizeof place.path, games);
	/* A descriptor of its own: readdir moves the offset it reads at. */
	fd = openat(place.fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	listing = fd >= 0 ? fdopendir(fd) : NULL;
	if (listing == NULL) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", games,
		    strerror(errno));
		if (fd >= 0)
			close(fd);
		save_place_close(&place);
		return -1;
	}
	while ((entry = readdir(listing)) != NULL) {
		if (!games_name_of(entry->d_name, found))
			continue;
		page->total++;
		if (games_wanted(found, from, name)) {
			wanted++;
			games_keep(names, &count, size, from, found);
		}
	}
	closedir(listing);
	/* Newer than the page: the mark and those over it, or those newer
	 * than the mark that the page leaves out. */
	if (from == GAMES_OLDER)
		page->first = page->total - wanted;
	else if (from == GAMES_NEWER)
		page->first = wanted - count;
	for (int i = 0; i < count; i++)
		games_read(&place, names[i], &page->entries[i]);
	page->count = count;
	save_place_close(&place);
	return 0;
}
