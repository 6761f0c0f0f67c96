/*
 * play_options.c owns the command-line options of a game in the terminal
 * (play.h): --level, --side, --hotseat, --autoplay, --ascii, --seed and the
 * variant settings --len, --day, --sun, --snake, --mover.  Each option that
 * takes a value accepts both "--level 3" and "--level=3".
 */
#include "play.h"

#include <stdio.h>
#include <string.h>

#include "options.h"

#define SEED_MAX 2147483647L

void
play_options_default(struct play_options *options)
{
	rules_default(&options->rules);
	options->level = LEVEL_DEFAULT;
	options->side = PLAY_SIDE_AMBER;
	options->hotseat = false;
	options->autoplay = false;
	options->ascii = false;
	options->chose = false;
	options->seed = 1;
}

static const char *const variant_keys[] = { "len", "day", "sun", "snake", "mover" };
#define VARIANT_KEY_COUNT (sizeof variant_keys / sizeof variant_keys[0])

static bool
is_variant_key(const char *name)
{
	for (size_t i = 0; i < VARIANT_KEY_COUNT; i++)
		if (strcmp(name, variant_keys[i]) == 0)
			return true;
	return false;
}

/* Applies "--name value"; returns -1 with a message if it is bad. */
static int
apply_option(struct play_options *options, const char *name,
    const char *value, char *error)
{
	char message[OPTIONS_ERROR_MAX];
	long number = 0;

	if (strcmp(name, "level") == 0) {
		if (options_int("--level", value, LEVEL_MIN, LEVEL_MAX, &number,
		    message) < 0)
			goto bad;
		options->level = (int)number;
		options->chose = true;
	} else if (strcmp(name, "side") == 0) {
		if (strcmp(value, "amber") == 0)
			options->side = PLAY_SIDE_AMBER;
		else if (strcmp(value, "teal") == 0)
			options->side = PLAY_SIDE_TEAL;
		else if (strcmp(value, "random") == 0)
			options->side = PLAY_SIDE_RANDOM;
		else {
			snprintf(message, sizeof message,
			    "--side must be amber, teal or random, not '%.16s'", value);
			goto bad;
		}
		options->chose = true;
	} else if (strcmp(name, "seed") == 0) {
		if (options_int("--seed", value, 0, SEED_MAX, &number, message) < 0)
			goto bad;
		options->seed = (uint64_t)number;
	} else {
		/* A variant setting: the same names and ranges as key=value. */
		if (options_variant(&options->rules, name, value, message) < 0)
			goto bad;
	}
	return 0;
bad:
	snprintf(error, PLAY_ERROR_MAX, "gnomon: %s", message);
	return -1;
}

static bool
takes_value(const char *name)
{
	return strcmp(name, "level") == 0 || strcmp(name, "side") == 0 ||
	    strcmp(name, "seed") == 0 || is_variant_key(name);
}

int
play_options_parse(int argc, char **argv, struct play_options *options,
    char *error)
{
	struct play_options read = *options;

	for (int i = 0; i < argc; i++) {
		char name[OPTIONS_KEY_MAX];
		const char *arg = argv[i], *value = NULL, *equals;
		size_t length;

		if (strncmp(arg, "--", 2) != 0) {
			snprintf(error, PLAY_ERROR_MAX,
			    "gnomon: unexpected argument '%.32s'; try 'gnomon --help'", arg);
			return -1;
		}
		arg += 2;
		equals = strchr(arg, '=');
		length = equals != NULL ? (size_t)(equals - arg) : strlen(arg);
		if (length == 0 || length >= sizeof name) {
			snprintf(error, PLAY_ERROR_MAX,
			    "gnomon: unknown option '%.32s'; try 'gnomon --help'", argv[i]);
			return -1;
		}
		memcpy(name, arg, length);
		name[length] = '\0';

		if (strcmp(name, "hotseat") == 0 || strcmp(name, "autoplay") == 0 ||
		    strcmp(name, "ascii") == 0) {
			if (equals != NULL) {
				snprintf(error, PLAY_ERROR_MAX,
				    "gnomon: --%s takes no value", name);
				return -1;
			}
			if (strcmp(name, "hotseat") == 0)
				read.hotseat = read.chose = true;
			else if (strcmp(name, "autoplay") == 0)
				read.autoplay = read.chose = true;
			else
				read.ascii = true;
			continue;
		}
		if (!takes_value(name)) {
			snprintf(error, PLAY_ERROR_MAX,
			    "gnomon: unknown option '--%s'; try 'gnomon --help'", name);
			return -1;
		}
		if (equals != NULL)
			value = equals + 1;
		else if (i + 1 < argc)
			value = argv[++i];
		else {
			snprintf(error, PLAY_ERROR_MAX, "gnomon: --%s needs a value", name);
			return -1;
		}
		if (apply_option(&read, name, value, error) < 0)
			return -1;
	}
	if (read.hotseat && read.autoplay) {
		snprintf(error, PLAY_ERROR_MAX,
		    "gnomon: --hotseat and --autoplay cannot be used together");
		return -1;
	}
	*options = read;
	return 0;
}
