/*
 * play_options.c owns the command-line options of a game in the terminal
 * (play.h): --level, --side, --hotseat, --autoplay, --ascii, --resume,
 * --seed and the variant settings --len, --day, --sun, --snake, --mover.  Each option that
 * takes a value accepts both "--level 3" and "--level=3".
 *
 * One table drives both the parser and `gnomon --help`, so an option cannot
 * be accepted without being listed, or listed without being accepted.
 *
 * Options that would contradict each other, or one of which would be
 * silently ignored, are refused together (play_conflicts): --level and
 * --side choose a game against the computer, so they mean nothing with
 * --hotseat, and --side means nothing with --autoplay; --resume takes the
 * saved game as it was, so only --ascii goes with it.  --seed and the
 * variant settings go with --hotseat: they hold for the whole session,
 * including the games the menu starts after R.
 */
#include "play.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "options.h"

#define SEED_MAX 2147483647L
#define ECHO_MAX 32		/* how much of a bad argument a message quotes */

struct play_option {
	const char	*name;		/* without the leading "--" */
	const char	*value;		/* how --help shows the value; NULL: a flag */
	const char	*help;
	bool		with_resume;	/* means something with --resume */
	/* Applies the option; -1 with a message naming it if the value is bad. */
	int		(*apply)(struct play_options *, const char *value,
			    char *message);
};

static int
apply_level(struct play_options *options, const char *value, char *message)
{
	long number = 0;

	if (options_int("--level", value, LEVEL_MIN, LEVEL_MAX, &number,
	    message) < 0)
		return -1;
	options->level = (int)number;
	options->chose = true;
	return 0;
}

static int
apply_side(struct play_options *options, const char *value, char *message)
{
	if (strcmp(value, "amber") == 0)
		options->side = PLAY_SIDE_AMBER;
	else if (strcmp(value, "teal") == 0)
		options->side = PLAY_SIDE_TEAL;
	else if (strcmp(value, "random") == 0)
		options->side = PLAY_SIDE_RANDOM;
	else {
		snprintf(message, OPTIONS_ERROR_MAX,
		    "--side must be amber, teal or random, not '%.*s'",
		    ECHO_MAX, value);
		return -1;
	}
	options->chose = true;
	return 0;
}

static int
apply_seed(struct play_options *options, const char *value, char *message)
{
	long number = 0;

	if (options_int("--seed", value, 0, SEED_MAX, &number, message) < 0)
		return -1;
	options->seed = (uint64_t)number;
	return 0;
}

static int
apply_hotseat(struct play_options *options, const char *value, char *message)
{
	(void)value;
	(void)message;
	options->hotseat = options->chose = true;
	return 0;
}

static int
apply_autoplay(struct play_options *options, const char *value, char *message)
{
	(void)value;
	(void)message;
	options->autoplay = options->chose = true;
	return 0;
}

static int
apply_resume(struct play_options *options, const char *value, char *message)
{
	(void)value;
	(void)message;
	options->resume = true;
	return 0;
}

static int
apply_ascii(struct play_options *options, const char *value, char *message)
{
	(void)value;
	(void)message;
	options->ascii = true;
	return 0;
}

/*
 * A variant setting: the same names, ranges and messages as key=value.
 * Those messages start with the key ("len must be 1 to 3, not 5"), so
 * "--" in front names the option as it was typed.
 */
static int
apply_variant(struct play_options *options, const char *name,
    const char *value, char *message)
{
	char reason[OPTIONS_ERROR_MAX];

	if (options_variant(&options->rules, name, value, reason) > 0)
		return 0;
	snprintf(message, OPTIONS_ERROR_MAX, "--%.*s", OPTIONS_ERROR_MAX - 3, reason);
	return -1;
}

static int
apply_len(struct play_options *options, const char *value, char *message)
{
	return apply_variant(options, "len", value, message);
}

static int
apply_day(struct play_options *options, const char *value, char *message)
{
	return apply_variant(options, "day", value, message);
}

static int
apply_sun(struct play_options *options, const char *value, char *message)
{
	return apply_variant(options, "sun", value, message);
}

static int
apply_snake(struct play_options *options, const char *value, char *message)
{
	return apply_variant(options, "snake", value, message);
}

static int
apply_mover(struct play_options *options, const char *value, char *message)
{
	return apply_variant(options, "mover", value, message);
}

/* The help ends with the value used when the option is not given. */
static const struct play_option play_option_table[] = {
	{ "level", "N", "the computer's level, 1 (easiest) to 5; 2", false,
	    apply_level },
	{ "side", "amber|teal|random", "your colour against the computer; amber",
	    false, apply_side },
	{ "hotseat", NULL, "two players on one keyboard", false, apply_hotseat },
	{ "autoplay", NULL, "the computer plays both sides", false,
	    apply_autoplay },
	{ "ascii", NULL, "ASCII only, even in a UTF-8 locale", true, apply_ascii },
	{ "resume", NULL, "resume the saved game without asking", true,
	    apply_resume },
	{ "seed", "N", "the computer's seed, 0 to 2147483647; 1", false,
	    apply_seed },
	{ "len", "N", "variant: shadow length, 1 to 3; 2", false, apply_len },
	{ "day", "N", "variant: rounds a day, 1 to 16; 8", false, apply_day },
	{ "sun", "N", "variant: first sun, 0 to 7 or N to NW; 0 (N)", false,
	    apply_sun },
	{ "snake", "0|1", "variant: 1 = even rounds Teal first; 0", false,
	    apply_snake },
	{ "mover", "0|1", "variant: 0 = the \"instant\" eclipse rule; 1", false,
	    apply_mover },
};
#define PLAY_OPTION_COUNT (sizeof play_option_table / sizeof play_option_table[0])

/* Pairs of options that mean nothing together, and why. */
static const struct {
	const char	*first, *second;	/* names, without the leading "--" */
	const char	*why;
} play_conflicts[] = {
	{ "hotseat", "autoplay", "one is two players, the other the computer on both sides" },
	{ "hotseat", "level", "two players have no computer to set the level of" },
	{ "hotseat", "side", "--side is your colour against the computer" },
	{ "autoplay", "side", "the computer plays both sides" },
};
#define PLAY_CONFLICT_COUNT (sizeof play_conflicts / sizeof play_conflicts[0])

static const struct play_option *
play_option_find(const char *name)
{
	for (size_t i = 0; i < PLAY_OPTION_COUNT; i++)
		if (strcmp(play_option_table[i].name, name) == 0)
			return &play_option_table[i];
	return NULL;
}

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
	options->resume = false;
	options->seed = 1;
}

void
play_options_usage(FILE *out)
{
	enum { COLUMN = 28 };	/* where the explanations start */

	for (size_t i = 0; i < PLAY_OPTION_COUNT; i++) {
		const struct play_option *option = &play_option_table[i];
		int width = fprintf(out, "  --%s%s%s", option->name,
		    option->value != NULL ? " " : "",
		    option->value != NULL ? option->value : "");

		fprintf(out, "%*s%s\n", width < COLUMN ? COLUMN - width : 1, "",
		    option->help);
	}
}

static int
play_options_fail(char *error, const char *message)
{
	snprintf(error, PLAY_ERROR_MAX, "gnomon: %s", message);
	return -1;
}

static bool
play_option_given(const bool given[PLAY_OPTION_COUNT], const char *name)
{
	const struct play_option *option = play_option_find(name);

	return option != NULL && given[option - play_option_table];
}

/* Refuses options given together that mean nothing together; 0 if none. */
static int
play_options_conflict(const bool given[PLAY_OPTION_COUNT], char *error)
{
	char message[OPTIONS_ERROR_MAX];

	for (size_t i = 0; i < PLAY_CONFLICT_COUNT; i++) {
		if (!play_option_given(given, play_conflicts[i].first) ||
		    !play_option_given(given, play_conflicts[i].second))
			continue;
		snprintf(message, sizeof message,
		    "--%s and --%s cannot be used together: %s",
		    play_conflicts[i].first, play_conflicts[i].second,
		    play_conflicts[i].why);
		return play_options_fail(error, message);
	}
	if (!play_option_given(given, "resume"))
		return 0;
	for (size_t i = 0; i < PLAY_OPTION_COUNT; i++) {
		if (!given[i] || play_option_table[i].with_resume)
			continue;
		snprintf(message, sizeof message,
		    "--resume and --%s cannot be used together: the saved game resumes as it was",
		    play_option_table[i].name);
		return play_options_fail(error, message);
	}
	return 0;
}

int
play_options_parse(int argc, char **argv, struct play_options *options,
    char *error)
{
	struct play_options read = *options;
	char message[OPTIONS_ERROR_MAX];
	bool given[PLAY_OPTION_COUNT] = { false };

	for (int i = 0; i < argc; i++) {
		char name[OPTIONS_KEY_MAX];
		const char *arg = argv[i], *value = NULL, *equals;
		const struct play_option *option = NULL;
		size_t length;

		if (strncmp(arg, "--", 2) != 0) {
			snprintf(message, sizeof message,
			    "%s '%.*s'; try 'gnomon --help'",
			    arg[0] == '-' ? "unknown option" : "unexpected argument",
			    ECHO_MAX, arg);
			return play_options_fail(error, message);
		}
		equals = strchr(arg + 2, '=');
		length = equals != NULL ? (size_t)(equals - arg - 2) : strlen(arg + 2);
		if (length > 0 && length < sizeof name) {
			memcpy(name, arg + 2, length);
			name[length] = '\0';
			option = play_option_find(name);
		}
		if (option == NULL) {
			/* Name the option alone, not a value after it. */
			int shown = equals != NULL ? (int)(equals - arg) : ECHO_MAX;

			snprintf(message, sizeof message,
			    "unknown option '%.*s'; try 'gnomon --help'",
			    shown < ECHO_MAX ? shown : ECHO_MAX, arg);
			return play_options_fail(error, message);
		}
		if (option->value == NULL) {
			if (equals != NULL) {
				snprintf(message, sizeof message,
				    "--%s takes no value", option->name);
				return play_options_fail(error, message);
			}
		} else if (equals != NULL)
			value = equals + 1;
		else if (i + 1 < argc)
			value = argv[++i];
		else {
			snprintf(message, sizeof message, "--%s needs a value (%s)",
			    option->name, option->value);
			return play_options_fail(error, message);
		}
		if (option->apply(&read, value, message) < 0)
			return play_options_fail(error, message);
		given[option - play_option_table] = true;
	}
	if (play_options_conflict(given, error) < 0)
		return -1;
	*options = read;
	return 0;
}
