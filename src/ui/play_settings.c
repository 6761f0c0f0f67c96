/*
 * play_settings.c owns the settings file (play_settings.h): finding it,
 * and reading it line by line through options.h's table of its keys, so
 * that a value is read, checked and refused exactly as the same value on
 * the command line is.
 */
#include "ui/play_settings.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"

#define SETTINGS_FILE "gnomon/gnomonrc"
#define SETTINGS_HOME_DIRECTORY ".config"

enum {
	SETTINGS_LINE_MAX = 256, /* longer lines are refused */
	ECHO_MAX = 32 /* how much of a bad word a message quotes */
};

_Static_assert(sizeof(enum play_palette) == sizeof(int), "a palette is an int");

static const char *const side_names[] = { "amber", "teal", "random", NULL };
static const char *const palette_names[PLAY_PALETTES + 1] = { "auto", "256",
	"8", "mono", "safe", NULL };

const char *
play_settings_palette_name(enum play_palette palette)
{
	return palette_names[palette];
}

const char *
play_settings_side_name(enum play_side side)
{
	return side_names[side];
}

/* on or off, as yes or no, true or false, 1 or 0 too: into a bool. */
static int
settings_read_switch(const char *key, const char *value, void *field,
    char *error)
{
	static const char *const on[] = { "on", "yes", "true", "1" };
	static const char *const off[] = { "off", "no", "false", "0" };

	for (size_t i = 0; i < sizeof on / sizeof on[0]; i++) {
		if (options_same_word(value, on[i])) {
			*(bool *)field = true;
			return 0;
		}
		if (options_same_word(value, off[i])) {
			*(bool *)field = false;
			return 0;
		}
	}
	snprintf(error, OPTIONS_ERROR_MAX, "%s must be on or off, not '%.*s'",
	    key, ECHO_MAX, value);
	return -1;
}

/* `hints = on` is the field no_hints the other way round. */
static int
settings_read_hints(const char *key, const char *value, void *field,
    char *error)
{
	bool on;

	if (settings_read_switch(key, value, &on, error) < 0)
		return -1;
	*(bool *)field = !on;
	return 0;
}

/* One printable character, not a space and not a digit (the menu's levels). */
static int
settings_read_key(const char *key, const char *value, void *field,
    char *error)
{
	unsigned char c = (unsigned char)value[0];

	if (value[0] == '\0' || value[1] != '\0' || !isgraph(c) || isdigit(c) ||
	    c > 127) {
		snprintf(error, OPTIONS_ERROR_MAX, "%s must be one printable "
		    "character other than a digit, not '%.*s'", key, ECHO_MAX,
		    value);
		return -1;
	}
	*(char *)field = (char)c;
	return 0;
}

#define SETTINGS_KEY(name, command, help) \
	{ \
		name, OPTIONS_SPECIAL, OPTIONS_INT, \
		    offsetof(struct play_options, keys) + \
		    (command) * sizeof(char), \
		    0, 0, NULL, settings_read_key, "C", NULL, help \
	}

static const struct options_entry settings_entries[] = {
	{ "level", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct play_options, level), LEVEL_MIN, LEVEL_MAX, NULL,
	    NULL, "N", "2", "the computer's level" },
	{ "side", OPTIONS_CHOICE, OPTIONS_INT,
	    offsetof(struct play_options, side), 0, 0, side_names, NULL, NULL,
	    "amber", "your colour against the computer" },
	{ "hints", OPTIONS_SPECIAL, OPTIONS_INT,
	    offsetof(struct play_options, no_hints), 0, 0, NULL,
	    settings_read_hints, "on|off", NULL, "hints at the start (H)" },
	{ "calm", OPTIONS_SPECIAL, OPTIONS_INT,
	    offsetof(struct play_options, calm), 0, 0, NULL,
	    settings_read_switch, "on|off", NULL, "no animation, as --calm" },
	{ "cursor", OPTIONS_SPECIAL, OPTIONS_INT,
	    offsetof(struct play_options, cursor), 0, 0, NULL,
	    settings_read_switch, "on|off", NULL,
	    "the terminal's cursor on the board's, as --cursor" },
	{ "ascii", OPTIONS_SPECIAL, OPTIONS_INT,
	    offsetof(struct play_options, ascii), 0, 0, NULL,
	    settings_read_switch, "on|off", NULL, "ASCII only, as --ascii" },
	{ "palette", OPTIONS_CHOICE, OPTIONS_INT,
	    offsetof(struct play_options, palette), 0, 0, palette_names, NULL,
	    NULL, "auto", "the colours (safe: apart for colour-blind eyes)" },
	SETTINGS_KEY("key-undo", PLAY_COMMAND_UNDO, "undo, besides U"),
	SETTINGS_KEY("key-hints", PLAY_COMMAND_HINTS, "hints, besides H"),
	SETTINGS_KEY("key-tomorrow", PLAY_COMMAND_TOMORROW,
	    "the next round's shadows, besides S"),
	SETTINGS_KEY("key-new", PLAY_COMMAND_NEW, "new game, besides R"),
	SETTINGS_KEY("key-rules", PLAY_COMMAND_RULES,
	    "the rules, besides ? and F1"),
	SETTINGS_KEY("key-quit", PLAY_COMMAND_QUIT, "quit, besides q"),
	SETTINGS_KEY("key-type", PLAY_COMMAND_TYPE, "type a move, besides :"),
	SETTINGS_KEY("key-tip", PLAY_COMMAND_TIP, "a tip, besides T"),
	SETTINGS_KEY("key-review", PLAY_COMMAND_REVIEW,
	    "the review, besides V"),
};
const struct options_table play_settings_table =
    OPTIONS_TABLE(settings_entries);

/* The same key given to two commands: the one named first, or -1. */
static int
settings_key_taken(const struct play_options *options, int command)
{
	for (int other = 0; other < PLAY_COMMANDS; other++)
		if (other != command && options->keys[other] != 0 &&
		    options->keys[other] == options->keys[command])
			return other;
	return -1;
}

/* The setting that gives `command` its key: "key-undo". */
static const char *
settings_key_name(int command)
{
	for (size_t i = 0; i < play_settings_table.count; i++)
		if (settings_entries[i].read == settings_read_key &&
		    settings_entries[i].offset ==
			offsetof(struct play_options, keys) + (size_t)command)
			return settings_entries[i].name;
	abort();	/* every command has its setting */
}

/* Reads one line (without its end) into `options`: 0, 1 for a key it
 * does not know (why in `why`; skipped), or -1 with why. */
static int
settings_line(char *line, struct play_options *options, char *why)
{
	const struct options_entry *entry;
	char *key, *value, *end;
	size_t length;

	line[strcspn(line, "#")] = '\0';
	key = line + strspn(line, " \t");
	length = strcspn(key, " \t=");
	if (key[0] == '\0')
		return 0;
	value = key + length;
	value += strspn(value, " \t");
	if (*value == '=')
		value++;
	value += strspn(value, " \t");
	end = value + strlen(value);
	while (end > value && (end[-1] == ' ' || end[-1] == '\t'))
		*--end = '\0';
	key[length] = '\0';
	entry = options_find(&play_settings_table, key);
	/* A file written for a newer version must not stop this one: a key
	 * it does not know is skipped, with a warning.  A known key's bad
	 * value stays an error, for it was meant for this version. */
	if (entry == NULL) {
		snprintf(why, OPTIONS_ERROR_MAX,
		    "unknown setting '%.*s', ignored", ECHO_MAX, key);
		return 1;
	}
	if (value[0] == '\0') {
		snprintf(why, OPTIONS_ERROR_MAX, "%s needs a value",
		    entry->name);
		return -1;
	}
	if (options_set(entry, value, options, why) < 0)
		return -1;
	if (entry->read == settings_read_key) {
		int command =
		    (int)(entry->offset - offsetof(struct play_options, keys));
		int other = settings_key_taken(options, command);

		if (other >= 0) {
			snprintf(why, OPTIONS_ERROR_MAX,
			    "%s: '%c' is already the key of %s", entry->name,
			    options->keys[command], settings_key_name(other));
			return -1;
		}
	}
	return 0;
}

int
play_settings_read(FILE *in, const char *name, struct play_options *options,
    char *error, char *warning)
{
	struct play_options read = *options;
	char line[SETTINGS_LINE_MAX + 2], why[OPTIONS_ERROR_MAX];
	int number = 0;
	size_t warned = 0;

	warning[0] = '\0';
	while (fgets(line, sizeof line, in) != NULL) {
		size_t length = strcspn(line, "\r\n");
		int status;

		number++;
		if (line[length] == '\0' && !feof(in)) {
			snprintf(error, PLAY_SETTINGS_ERROR_MAX,
			    "gnomon: %s:%d: "
			    "the line is longer than %d characters",
			    name, number, SETTINGS_LINE_MAX);
			return -1;
		}
		line[length] = '\0';
		status = settings_line(line, &read, why);
		if (status < 0) {
			snprintf(error, PLAY_SETTINGS_ERROR_MAX,
			    "gnomon: %s:%d: %s", name, number, why);
			return -1;
		}
		/* One line a warning, as many as fit. */
		if (status > 0 && warned < PLAY_SETTINGS_ERROR_MAX) {
			int written = snprintf(warning + warned,
			    PLAY_SETTINGS_ERROR_MAX - warned,
			    "%sgnomon: %s:%d: %s", warned > 0 ? "\n" : "", name,
			    number, why);

			if (written > 0 && warned + (size_t)written <
			    PLAY_SETTINGS_ERROR_MAX)
				warned += (size_t)written;
			else
				warned = PLAY_SETTINGS_ERROR_MAX;
		}
	}
	if (ferror(in)) {
		snprintf(error, PLAY_SETTINGS_ERROR_MAX,
		    "gnomon: %s: cannot be read", name);
		return -1;
	}
	*options = read;
	return 0;
}

int
play_settings_path(char *path)
{
	const char *config = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");

	/* An XDG directory must be absolute; a relative one is ignored. */
	if (config != NULL && config[0] == '/')
		snprintf(path, PLAY_SETTINGS_PATH_MAX, "%s/%s", config,
		    SETTINGS_FILE);
	else if (home != NULL && home[0] != '\0')
		snprintf(path, PLAY_SETTINGS_PATH_MAX, "%s/%s/%s", home,
		    SETTINGS_HOME_DIRECTORY, SETTINGS_FILE);
	else
		return -1;
	return 0;
}

int
play_settings_load(struct play_options *options, char *error, char *warning)
{
	char path[PLAY_SETTINGS_PATH_MAX];
	FILE *in;
	int status;

	warning[0] = '\0';
	if (play_settings_path(path) < 0)
		return 0;
	in = fopen(path, "re");
	if (in == NULL) {
		if (errno == ENOENT || errno == ENOTDIR)
			return 0;
		snprintf(error, PLAY_SETTINGS_ERROR_MAX, "gnomon: %s: %s", path,
		    strerror(errno));
		return -1;
	}
	status = play_settings_read(in, path, options, error, warning);
	fclose(in);
	return status;
}
