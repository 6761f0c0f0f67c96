/*
 * options.c owns the one reader of settings (options.h): the table
 * entries' types, their messages, their usage lines, and the table of the
 * variant settings.
 */
#include "core/options.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"

#define ECHO_MAX 16		/* how much of a bad value a message quotes */
#define RANGE_TEXT_MAX 48 /* "-9223372036854775808 to 9223372036854775807" */
#define USAGE_COLUMN 28		/* where the usage lines' explanations start */
#define SUN_ALLOWED "0 to 7 or N NE E SE S SW W NW"

/* Writes the message and yields -1, the readers' failure return. */
#define fail(error, ...) (snprintf((error), OPTIONS_ERROR_MAX, __VA_ARGS__), -1)

static const struct options_entry variant_entries[] = {
	{ "len", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct rules, shadow_length), SHADOW_LENGTH_MIN,
	    SHADOW_LENGTH_MAX, NULL, NULL, "N", "2", "variant: shadow length" },
	{ "day", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct rules, day_length), DAY_MIN, DAY_MAX, NULL, NULL,
	    "D", "8", "variant: rounds a day" },
	{ "sun", OPTIONS_SUN, OPTIONS_INT, offsetof(struct rules, start_sun), 0,
	    COMPASS_POINTS - 1, NULL, NULL, "S", "0",
	    "variant: the first sun" },
	{ "snake", OPTIONS_NUMBER, OPTIONS_BOOL, offsetof(struct rules, snake),
	    0, 1, NULL, NULL, "0|1", "0",
	    "variant: 1 = even rounds Teal first" },
	{ "mover", OPTIONS_NUMBER, OPTIONS_BOOL_NOT,
	    offsetof(struct rules, instant), 0, 1, NULL, NULL, "0|1", "1",
	    "variant: 0 = the \"instant\" eclipse rule" },
	{ "start", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct rules, start_rank), START_RANK_BACK,
	    START_RANK_SECOND, NULL, NULL, "1|2", "1",
	    "variant: 2 = stones start on the second rank" },
	{ "stones", OPTIONS_NUMBER, OPTIONS_INT, offsetof(struct rules, stones),
	    STONES_MIN, STONES_MAX, NULL, NULL, "N", "5",
	    "variant: stones a side" },
	{ "pie", OPTIONS_NUMBER, OPTIONS_BOOL, offsetof(struct rules, pie), 0,
	    1, NULL, NULL, "0|1", "0",
	    "variant: 1 = Amber chooses the sun, Teal the colour" },
	{ "hold", OPTIONS_NUMBER, OPTIONS_BOOL, offsetof(struct rules, hold), 0,
	    1, NULL, NULL, "0|1", "0",
	    "variant: 1 = a stone may hold the sun" },
	{ "moon", OPTIONS_NUMBER, OPTIONS_BOOL_ADDED,
	    offsetof(struct rules, moon), 0, 1, NULL, NULL, "0|1", "0",
	    "variant: 1 = a moon casts shadows too" },
	{ "mixed", OPTIONS_NUMBER, OPTIONS_BOOL_ADDED,
	    offsetof(struct rules, mixed), 0, 1, NULL, NULL, "0|1", "0",
	    "variant: 1 = the stone starting on d is tall" },
	/* 7 to 9, and rules_check refuses 8 and the size this program is
	 * not built for (gnomon-9 plays 9). */
	{ "board", OPTIONS_NUMBER, OPTIONS_INT_ADDED,
	    offsetof(struct rules, board), 7, 9, NULL, NULL, "7|9",
	    BOARD_SIZE_TEXT, "variant: 9 = the 9x9 board (gnomon-9)" },
};
const struct options_table options_variant = OPTIONS_TABLE(variant_entries);

/* The ASCII letter's lower case; every other byte as it is. */
static int
options_lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

bool
options_same_start(const char *value, size_t length, const char *name)
{
	size_t i;

	for (i = 0; i < length && name[i] != '\0'; i++)
		if (options_lower((unsigned char)value[i]) !=
		    options_lower((unsigned char)name[i]))
			return false;
	return i == length && name[i] == '\0';
}

bool
options_same_word(const char *value, const char *name)
{
	return options_same_start(value, strlen(value), name);
}

bool
options_same_prefix(const char *value, const char *prefix)
{
	/* A shorter value differs at its NUL, before its end is passed. */
	return options_same_start(value, strlen(prefix), prefix);
}

const struct options_entry *
options_find(const struct options_table *table, const char *name)
{
	for (size_t i = 0; i < table->count; i++)
		if (strcmp(table->entries[i].name, name) == 0)
			return &table->entries[i];
	return NULL;
}

/*
 * What a number setting allows, for its messages: "0 or 1" when there are
 * two values, else "1 to 3".
 */
static void
options_range_text(long min, long max, char *text, size_t size)
{
	snprintf(text, size, "%ld %s %ld", min, max == min + 1 ? "or" : "to",
	    max);
}

/* Whether `value` is written as a whole number: an optional '-', then
 * digits. */
static bool
options_is_number(const char *value)
{
	const char *digit = value[0] == '-' ? value + 1 : value;

	return digit[0] != '\0' && strspn(digit, "0123456789") == strlen(digit);
}

int
options_int(const char *key, const char *value, long min, long max,
    long *number, char *error)
{
	char range[RANGE_TEXT_MAX];
	const char *cut = strlen(value) > ECHO_MAX ? "..." : "";
	long read;

	options_range_text(min, max, range, sizeof range);
	if (!options_is_number(value))
		return fail(error, "%s must be %s%s, not '%.*s%s'", key,
		    max == min + 1 ? "" : "a whole number from ", range,
		    ECHO_MAX, value, cut);
	/* A number out of range, however far out (even past a long), is told
	 * what is allowed, not that it is not a number. */
	errno = 0;
	read = strtol(value, NULL, 10);
	if (errno != 0 || read < min || read > max)
		return fail(error, "%s must be %s, not %.*s%s", key, range,
		    ECHO_MAX, value, cut);
	*number = read;
	return 0;
}

/* The sun's point for "0".."7" or a compass name in any case; -1 if neither. */
static int
options_sun(const char *value)
{
	for (int point = 0; point < COMPASS_POINTS; point++)
		if (options_same_word(value, compass_name(point)))
			return point;
	return notation_read_sun(value);
}

static void
options_store_number(const struct options_entry *entry, void *field,
    long number)
{
	switch (entry->store) {
	case OPTIONS_INT:
	case OPTIONS_INT_ADDED:
		*(int *)field = (int)number;
		break;
	case OPTIONS_LONG:
		*(long *)field = number;
		break;
	case OPTIONS_UINT64:
		*(uint64_t *)field = (uint64_t)number;
		break;
	case OPTIONS_BOOL:
	case OPTIONS_BOOL_ADDED:
		*(bool *)field = number != 0;
		break;
	case OPTIONS_BOOL_NOT:
		*(bool *)field = number == 0;
		break;
	case OPTIONS_NOWHERE:
		break;
	}
}

static long
options_load_number(const struct options_entry *entry, const void *field)
{
	switch (entry->store) {
	case OPTIONS_INT:
	case OPTIONS_INT_ADDED:
		return *(const int *)field;
	case OPTIONS_LONG:
		return *(const long *)field;
	case OPTIONS_UINT64:
		return (long)*(const uint64_t *)field;
	case OPTIONS_BOOL:
	case OPTIONS_BOOL_ADDED:
		return *(const bool *)field;
	case OPTIONS_BOOL_NOT:
		return !*(const bool *)field;
	case OPTIONS_NOWHERE:
		break;
	}
	return 0;
}

/* "amber, teal or random": the choices as a message lists them. */
static void
options_choices_text(const char *const *choices, char *text, size_t size)
{
	size_t length = 0;

	text[0] = '\0';
	for (size_t i = 0; choices[i] != NULL && length < size; i++)
		length += (size_t)snprintf(text + length, size - length, "%s%s",
		    i == 0 ? "" : choices[i + 1] == NULL ? " or " : ", ",
		    choices[i]);
}

int
options_set(const struct options_entry *entry, const char *value,
    void *target, char *error)
{
	char allowed[OPTIONS_ERROR_MAX];
	void *field = (char *)target + entry->offset;
	long number = 0;
	int point;

	if (entry->type == OPTIONS_SWITCH) {
		if (value != NULL)
			return fail(error, "%s takes no value", entry->name);
		if (entry->store != OPTIONS_NOWHERE)
			*(bool *)field = true;
		return 0;
	}
	if (value == NULL) {
		options_value_text(entry, allowed, sizeof allowed);
		return fail(error, "%s needs a value (%s)", entry->name,
		    allowed);
	}
	switch (entry->type) {
	case OPTIONS_NUMBER:
		if (options_int(entry->name, value, entry->min, entry->max,
		    &number, error) < 0)
			return -1;
		options_store_number(entry, field, number);
		return 0;
	case OPTIONS_CHOICE:
		for (int i = 0; entry->choices[i] != NULL; i++)
			if (options_same_word(value, entry->choices[i])) {
				*(int *)field = i;
				return 0;
			}
		options_choices_text(entry->choices, allowed, sizeof allowed);
		return fail(error, "%s must be %s, not '%.*s'", entry->name,
		    allowed, ECHO_MAX, value);
	case OPTIONS_SUN:
		if ((point = options_sun(value)) < 0)
			return fail(error,
			    "%s must be " SUN_ALLOWED ", not '%.*s'",
			    entry->name, ECHO_MAX, value);
		*(int *)field = point;
		return 0;
	case OPTIONS_TEXT:
		if (value[0] == '\0')
			return fail(error, "%s needs a value (%s)", entry->name,
			    entry->value);
		*(const char **)field = value;
		return 0;
	case OPTIONS_SPECIAL:
		return entry->read(entry->name, value, field, error);
	case OPTIONS_SWITCH:
		break;
	}
	abort();	/* every type returned above */
}

/* "len, day, sun, snake or mover": every key of the bindings (a switch is
 * a command-line flag, not a key). */
static void
options_keys_text(const struct options_binding *bindings, size_t count,
    char *text, size_t size)
{
	size_t total = 0, length = 0, n = 0;

	for (size_t b = 0; b < count; b++)
		for (size_t i = 0; i < bindings[b].table->count; i++)
			total += bindings[b].table->entries[i].type !=
			    OPTIONS_SWITCH;
	text[0] = '\0';
	for (size_t b = 0; b < count; b++)
		for (size_t i = 0; i < bindings[b].table->count; i++) {
			const struct options_entry *entry =
			    &bindings[b].table->entries[i];

			if (entry->type == OPTIONS_SWITCH || length >= size)
				continue;
			n++;
			length += (size_t)snprintf(text + length, size - length,
			    "%s%s", n == 1 ? "" : n == total ? " or " : ", ",
			    entry->name);
		}
}

int
options_read(const struct options_binding *bindings, size_t count,
    const char *arg, char *error)
{
	const char *equals = strchr(arg, '=');
	char key[OPTIONS_KEY_MAX], keys[OPTIONS_ERROR_MAX];
	size_t length;

	if (equals == NULL)
		return fail(error, "'%.*s' is not a setting: write key=value",
		    ECHO_MAX, arg);
	length = (size_t)(equals - arg);
	if (length == 0 || length >= OPTIONS_KEY_MAX)
		return fail(error, "'%.*s' is not a setting's name", ECHO_MAX,
		    arg);
	memcpy(key, arg, length);
	key[length] = '\0';
	for (size_t b = 0; b < count; b++) {
		const struct options_entry *entry =
		    options_find(bindings[b].table, key);

		/* A command-line flag is not a key=value setting. */
		if (entry != NULL && entry->type != OPTIONS_SWITCH)
			return options_set(entry, equals + 1,
			    bindings[b].target, error);
	}
	options_keys_text(bindings, count, keys, sizeof keys);
	return fail(error, "unknown setting '%s': use %s", key, keys);
}

void
options_defaults(const struct options_table *table, void *target)
{
	char error[OPTIONS_ERROR_MAX];

	for (size_t i = 0; i < table->count; i++)
		if (table->entries[i].initial != NULL &&
		    options_set(&table->entries[i], table->entries[i].initial,
		    target, error) < 0)
			abort();	/* a table whose default it refuses */
}

/* What the entry allows, as usage says it after its help: ", 1 to 3". */
static void
options_allowed_text(const struct options_entry *entry, char *text,
    size_t size)
{
	char range[RANGE_TEXT_MAX];

	text[0] = '\0';
	/* "7|9" says what it allows already. */
	if (entry->type == OPTIONS_NUMBER && entry->max > entry->min + 1 &&
	    (entry->value == NULL || strchr(entry->value, '|') == NULL)) {
		options_range_text(entry->min, entry->max, range, sizeof range);
		snprintf(text, size, ", %s", range);
	} else if (entry->type == OPTIONS_SUN)
		snprintf(text, size, ", " SUN_ALLOWED);
}

void
options_value_text(const struct options_entry *entry, char *text, size_t size)
{
	size_t length = 0;

	text[0] = '\0';
	if (entry->type != OPTIONS_CHOICE) {
		snprintf(text, size, "%s",
		    entry->value != NULL ? entry->value : "");
		return;
	}
	for (size_t c = 0; entry->choices[c] != NULL && length < size; c++)
		length += (size_t)snprintf(text + length, size - length, "%s%s",
		    c > 0 ? "|" : "", entry->choices[c]);
}

void
options_describe(const struct options_entry *entry, bool dashes, char *line,
    size_t size)
{
	char value[OPTIONS_ERROR_MAX], allowed[OPTIONS_ERROR_MAX];
	int width;

	options_value_text(entry, value, sizeof value);
	if (entry->type == OPTIONS_SWITCH)
		width = snprintf(line, size, "  --%s", entry->name);
	else
		width = snprintf(line, size, dashes ? "  --%s %s" : "  %s=%s",
		    entry->name, value);
	if (width < 0 || (size_t)width >= size)
		return;
	options_allowed_text(entry, allowed, sizeof allowed);
	snprintf(line + width, size - (size_t)width, "%*s%s%s%s%s",
	    width < USAGE_COLUMN ? USAGE_COLUMN - width : 1, "", entry->help,
	    allowed, entry->initial != NULL ? "; " : "",
	    entry->initial != NULL ? entry->initial : "");
}

void
options_write(const struct options_table *table, const void *target,
    char *text, size_t size)
{
	size_t length = 0;

	text[0] = '\0';
	for (size_t i = 0; i < table->count && length < size; i++) {
		const struct options_entry *entry = &table->entries[i];
		const void *field = (const char *)target + entry->offset;
		long number;

		if (entry->type == OPTIONS_NUMBER)
			number = options_load_number(entry, field);
		else if (entry->type == OPTIONS_SUN ||
		    entry->type == OPTIONS_CHOICE)
			number = *(const int *)field;
		else
			continue;
		if ((entry->store == OPTIONS_BOOL_ADDED && number == 0) ||
		    (entry->store == OPTIONS_INT_ADDED && number == entry->min))
			continue;
		length += (size_t)snprintf(text + length, size - length,
		    "%s%s=%ld", length > 0 ? " " : "", entry->name, number);
	}
}

bool
options_same(const struct options_table *table, const void *one,
    const void *other)
{
	char one_text[OPTIONS_TEXT_MAX], other_text[OPTIONS_TEXT_MAX];

	options_write(table, one, one_text, sizeof one_text);
	options_write(table, other, other_text, sizeof other_text);
	return strcmp(one_text, other_text) == 0;
}
