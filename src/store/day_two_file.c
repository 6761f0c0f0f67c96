/*
 * day_two_file.c owns the second day's tables on disk (day_two_file.h):
 * a layer's file and its checkpoint, written atomically, read back and
 * checked, and a whole table loaded.
 */
#include "store/day_two_file.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/options.h"

#define DAY_TWO_MAGIC "gnomon day-two table 1\n"
#define FNV_OFFSET UINT64_C(0xcbf29ce484222325)
#define FNV_PRIME UINT64_C(0x100000001b3)

enum {
	NUMBER_TEXT_MAX = 64
};

#define NAME_HASH_MASK UINT64_C(0xffffffff) /* eight hex digits */

static uint64_t
fnv(uint64_t hash, const void *bytes, size_t length)
{
	const uint8_t *byte = bytes;

	for (size_t i = 0; i < length; i++)
		hash = (hash ^ byte[i]) * FNV_PRIME;
	return hash;
}

/* The settings of `key` as options_write spells them. */
static void
key_settings(const struct day_two_key *key, char *text, size_t size)
{
	options_write(&options_variant, &key->rules, text, size);
}

int
day_two_buffer_new(struct day_two_buffer *buffer, int stones)
{
	buffer->bytes = calloc(1, DAY_TWO_FILE_HEADER +
	    day_two_layer_bytes(stones));
	buffer->layer = buffer->bytes == NULL ? NULL :
	    buffer->bytes + DAY_TWO_FILE_HEADER;
	return buffer->bytes == NULL ? -1 : 0;
}

void
day_two_buffer_free(struct day_two_buffer *buffer)
{
	free(buffer->bytes);
	buffer->bytes = buffer->layer = NULL;
}

int
day_two_file_path(const char *dir, const struct day_two_key *key, int ply,
    bool partial, char *path, size_t size)
{
	char settings[OPTIONS_TEXT_MAX];
	int wrote;

	key_settings(key, settings, sizeof settings);
	wrote = snprintf(path, size, "%s/day2-k%d-sun%d-%08" PRIx64
	    "-ply%02d.%s", dir, key->stones, key->rules.start_sun,
	    fnv(FNV_OFFSET, settings, strlen(settings)) & NAME_HASH_MASK,
	    ply, partial ? "part" : "layer");
	return wrote < 0 || (size_t)wrote >= size ? -1 : 0;
}

/* The header of layer `ply` with `done` entries of `layer`. */
static void
header_write(const struct day_two_key *key, int ply, const uint8_t *layer,
    uint64_t done, char header[DAY_TWO_FILE_HEADER])
{
	char settings[OPTIONS_TEXT_MAX];
	size_t bytes = (size_t)((done + DAY_TWO_PER_BYTE - 1) /
	    DAY_TWO_PER_BYTE);

	key_settings(key, settings, sizeof settings);
	memset(header, 0, DAY_TWO_FILE_HEADER);
	snprintf(header, DAY_TWO_FILE_HEADER,
	    DAY_TWO_MAGIC "settings: %s\nstones: %d\nply: %d\n"
	    "entries: %" PRIu64 "\ndone: %" PRIu64 "\nchecksum: %016" PRIx64
	    "\n", settings, key->stones, ply,
	    day_two_layer_entries(key->stones), done,
	    fnv(FNV_OFFSET, layer, bytes));
}

int
day_two_file_write(const char *dir, const struct day_two_key *key, int ply,
    struct day_two_buffer *buffer, uint64_t done, char *message)
{
	char path[SAVE_PATH_MAX];
	uint64_t entries = day_two_layer_entries(key->stones);

	if (day_two_file_path(dir, key, ply, done < entries, path,
	    sizeof path) < 0) {
		snprintf(message, DAY_TWO_FILE_MESSAGE_MAX,
		    "%s: too long a directory name", dir);
		return -1;
	}
	header_write(key, ply, buffer->layer, done,
	    (char *)buffer->bytes);
	return save_write_file(path, (const char *)buffer->bytes,
	    DAY_TWO_FILE_HEADER + (size_t)((done + DAY_TWO_PER_BYTE - 1) /
	    DAY_TWO_PER_BYTE), message);
}

/* Field `name` of a header: its text up to the line's end, or NULL. */
static const char *
header_field(const char *header, const char *name, char *value, size_t size)
{
	const char *at = strstr(header, name), *end;

	if (at == NULL || (at != header && at[-1] != '\n'))
		return NULL;
	at += strlen(name);
	if ((end = strchr(at, '\n')) == NULL || (size_t)(end - at) >= size)
		return NULL;
	memcpy(value, at, (size_t)(end - at));
	value[end - at] = '\0';
	return value;
}

static int
refuse(char *message, const char *path, const char *why)
{
	snprintf(message, DAY_TWO_FILE_MESSAGE_MAX, "%s: %s", path, why);
	return -1;
}

/*
 * Checks a header against the key and ply, and finds its entries done:
 * 0, or -1 with a message.
 */
static int
header_check(const char *path, const char *header,
    const struct day_two_key *key, int ply, uint64_t *done,
    uint64_t *checksum, char *message)
{
	char value[OPTIONS_TEXT_MAX], settings[OPTIONS_TEXT_MAX];
	char want[NUMBER_TEXT_MAX];
	char *end;

	if (strncmp(header, DAY_TWO_MAGIC, strlen(DAY_TWO_MAGIC)) != 0 ||
	    memchr(header, '\0', DAY_TWO_FILE_HEADER) == NULL)
		return refuse(message, path, "not a day-two table of this "
		    "version of gnomon");
	key_settings(key, settings, sizeof settings);
	if (header_field(header, "settings: ", value, sizeof value) == NULL ||
	    strcmp(value, settings) != 0) {
		snprintf(message, DAY_TWO_FILE_MESSAGE_MAX,
		    "%s: built for other settings (%s), not %s", path,
		    header_field(header, "settings: ", value, sizeof value) ?
		    value : "unreadable", settings);
		return -1;
	}
	snprintf(want, sizeof want, "%d", key->stones);
	if (header_field(header, "stones: ", value, sizeof value) == NULL ||
	    strcmp(value, want) != 0)
		return refuse(message, path, "built for another stones=");
	snprintf(want, sizeof want, "%d", ply);
	if (header_field(header, "ply: ", value, sizeof value) == NULL ||
	    strcmp(value, want) != 0)
		return refuse(message, path, "another ply's layer");
	snprintf(want, sizeof want, "%" PRIu64,
	    day_two_layer_entries(key->stones));
	if (header_field(header, "entries: ", value, sizeof value) == NULL ||
	    strcmp(value, want) != 0)
		return refuse(message, path, "corrupt: its entries are wrong");
	errno = 0;
	if (header_field(header, "done: ", value, sizeof value) == NULL ||
	    (*done = strtoull(value, &end, 10), errno != 0 || *end != '\0' ||
	    *done > day_two_layer_entries(key->stones)))
		return refuse(message, path, "corrupt: its entries done");
	if (header_field(header, "checksum: ", value, sizeof value) == NULL ||
	    (*checksum = strtoull(value, &end, 16), errno != 0 || *end != '\0'))
		return refuse(message, path, "corrupt: its checksum");
	return 0;
}

/* Reads the file of layer `ply` into `layer`: as day_two_file_read. */
static int
file_read(const char *dir, const struct day_two_key *key, int ply,
    bool partial, uint8_t *layer, uint64_t *done, char *message)
{
	char path[SAVE_PATH_MAX], header[DAY_TWO_FILE_HEADER], more;
	size_t length, bytes;
	uint64_t checksum;
	int fd, failed;

	*done = 0;
	if (day_two_file_path(dir, key, ply, partial, path, sizeof path) < 0)
		return refuse(message, dir, "too long a directory name");
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		if (errno == ENOENT)
			return 0;
		return refuse(message, path, strerror(errno));
	}
	failed = save_read_all(fd, header, sizeof header, &length);
	if (failed == 0 && length < sizeof header)
		failed = refuse(message, path, "corrupt: cut short");
	else if (failed < 0)
		failed = refuse(message, path, strerror(errno));
	if (failed == 0)
		failed = header_check(path, header, key, ply, done, &checksum,
		    message);
	if (failed == 0 && partial == (*done ==
	    day_two_layer_entries(key->stones)))
		failed = refuse(message, path, "corrupt: its entries done");
	bytes = (size_t)((*done + DAY_TWO_PER_BYTE - 1) / DAY_TWO_PER_BYTE);
	if (failed == 0 && (save_read_all(fd, (char *)layer, bytes,
	    &length) < 0 || length != bytes ||
	    save_read_all(fd, &more, 1, &length) < 0 || length != 0))
		failed = refuse(message, path, "corrupt: not its length");
	if (failed == 0 && fnv(FNV_OFFSET, layer, bytes) != checksum)
		failed = refuse(message, path, "corrupt: its checksum is "
		    "wrong");
	close(fd);
	return failed < 0 ? -1 : 1;
}

int
day_two_file_read(const char *dir, const struct day_two_key *key, int ply,
    bool partial, struct day_two_buffer *buffer, uint64_t *done,
    char *message)
{
	return file_read(dir, key, ply, partial, buffer->layer, done,
	    message);
}

int
day_two_file_clean(const char *dir, const struct day_two_key *key)
{
	struct save_place place;
	char path[SAVE_PATH_MAX];
	int removed = 0;

	place.fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	snprintf(place.path, sizeof place.path, "%s", dir);
	if (place.fd < 0)
		return 0;
	for (int ply = 0; ply < key->plies; ply++)
		for (int partial = 0; partial < 2; partial++)
			if (day_two_file_path(dir, key, ply, partial != 0, path,
			    sizeof path) == 0)
				removed += save_clean_temporary_of_at(&place,
				    strrchr(path, '/') + 1);
	save_place_close(&place);
	return removed;
}

/* Whether every layer of `key` is in `dir`: a table is read only whole. */
static bool
all_layers_there(const char *dir, const struct day_two_key *key)
{
	char path[SAVE_PATH_MAX];

	for (int ply = 0; ply < key->plies; ply++)
		if (day_two_file_path(dir, key, ply, false, path,
		    sizeof path) < 0 || access(path, F_OK) != 0)
			return false;
	return true;
}

int
day_two_file_load(const char *dir, const struct rules *rules,
    struct day_two_loaded *loaded, char *message)
{
	loaded->table = NULL;
	loaded->layers = NULL;
	if (!day_two_fits(rules)) {
		snprintf(message, DAY_TWO_FILE_MESSAGE_MAX, "no day-two table "
		    "is made for hold=1, mixed=1 or the 9x9 board");
		return 0;
	}
	for (int stones = DAY_TWO_STONES_MAX; stones >= DAY_TWO_STONES_MIN;
	    stones--) {
		struct day_two_key key;
		size_t bytes = day_two_layer_bytes(stones);
		uint64_t done;

		day_two_key_make(&key, rules, stones);
		if (!all_layers_there(dir, &key))
			continue;
		loaded->table = day_two_new(&key);
		loaded->layers = malloc(bytes * (size_t)key.plies);
		if (loaded->table == NULL || loaded->layers == NULL) {
			day_two_file_unload(loaded);
			return refuse(message, dir, "not enough memory for "
			    "its table");
		}
		for (int ply = 0; ply < key.plies; ply++) {
			uint8_t *layer = loaded->layers + bytes * (size_t)ply;

			if (file_read(dir, &key, ply, false, layer, &done,
			    message) != 1) {
				day_two_file_unload(loaded);
				return -1;
			}
			day_two_attach(loaded->table, ply, layer);
		}
		return 1;
	}
	snprintf(message, DAY_TWO_FILE_MESSAGE_MAX, "%s: no day-two table "
	    "for these settings (gnomon lab tables builds one)", dir);
	return 0;
}

void
day_two_file_unload(struct day_two_loaded *loaded)
{
	day_two_free(loaded->table);
	free(loaded->layers);
	loaded->table = NULL;
	loaded->layers = NULL;
}
