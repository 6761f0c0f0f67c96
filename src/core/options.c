/*
 * options.c owns the `key=value` option syntax and the variant settings'
 * names and ranges (options.h).
 */
#include "options.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"

#define ECHO_MAX 16	/* how much of a bad value a message quotes */
#define RANGE_TEXT_MAX 48	/* "-9223372036854775808 to 9223372036854775807" */

/* Writes the message and yields -1, the readers' failure return. */
#define fail(error, ...) (snprintf((error), OPTIONS_ERROR_MAX, __VA_ARGS__), -1)

int
options_split(const char *arg, char key[OPTIONS_KEY_MAX], const char **value,
    char *error)
{
	const char *equals = strchr(arg, '=');
	size_t length;

	if (equals == NULL)
		return fail(error, "'%.*s' is not an option: write key=value",
		    ECHO_MAX, arg);
	length = (size_t)(equals - arg);
	if (length == 0 || length >= OPTIONS_KEY_MAX)
		return fail(error, "'%.*s' is not an option name", ECHO_MAX, arg);
	memcpy(key, arg, length);
	key[length] = '\0';
	*value = equals + 1;
	return 0;
}

/*
 * What a number setting allows, for its messages: "0 or 1" when there are
 * two values, else "1 to 3".
 */
static void
options_range_text(long min, long max, char *text, size_t size)
{
	snprintf(text, size, "%ld %s %ld", min, max == min + 1 ? "or" : "to", max);
}

/* Whether `value` is written as a whole number: an optional '-', then digits. */
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

int
options_variant(struct rules *rules, const char *key, const char *value,
    char *error)
{
	long number = 0;

	if (strcmp(key, "sun") == 0) {
		int sun = notation_read_sun(value);

		if (sun < 0)
			return fail(error, "sun must be 0 to 7 or N NE E SE S SW W NW, not '%.*s'",
			    ECHO_MAX, value);
		rules->start_sun = sun;
		return 1;
	}
	if (strcmp(key, "len") == 0) {
		if (options_int(key, value, SHADOW_LENGTH_MIN, SHADOW_LENGTH_MAX,
		    &number, error) < 0)
			return -1;
		rules->shadow_length = (int)number;
	} else if (strcmp(key, "day") == 0) {
		if (options_int(key, value, DAY_MIN, DAY_MAX, &number, error) < 0)
			return -1;
		rules->day_length = (int)number;
	} else if (strcmp(key, "snake") == 0) {
		if (options_int(key, value, 0, 1, &number, error) < 0)
			return -1;
		rules->snake = number == 1;
	} else if (strcmp(key, "mover") == 0) {
		if (options_int(key, value, 0, 1, &number, error) < 0)
			return -1;
		rules->instant = number == 0;
	} else {
		return 0;
	}
	return 1;
}

void
options_variant_text(const struct rules *rules, char *text, int size)
{
	snprintf(text, (size_t)size, "len=%d day=%d sun=%d snake=%d mover=%d",
	    rules->shadow_length, rules->day_length, rules->start_sun,
	    rules->snake, !rules->instant);
}
