/*
 * play_options.c owns the command-line options of a game in the terminal
 * (play.h): --level, --side, --hotseat, --autoplay, --ascii, --calm,
 * --cursor, --plain, --resume, --seed, --help, --version and the variant
 * settings
 * --len, --day, --sun, --snake, --mover.
 *
 * The options are two tables of options.h, the game's own
 * (play_options_table) and the variant settings every subcommand shares
 * (options_variant); the same tables build getopt_long's list, read the
 * values and print `gnomon --help` (main.c), so an option cannot be
 * accepted without being listed,
 * or listed without being accepted, and `--sun ne` reads as `sun=ne` does.
 * getopt_long gives the usual command line: "--level 3", "--level=3",
 * unambiguous prefixes ("--lev 3"), and "--" to end the options.  It prints
 * nothing (opterr is 0): every refusal is one line of ours.
 *
 * Options that would contradict each other, or one of which would be
 * silently ignored, are refused together (play_conflicts): --level and
 * --side choose a game against the computer, so they mean nothing with
 * --hotseat, and --side means nothing with --autoplay; --resume takes the
 * saved game as it was, so only --ascii goes with it.  --seed and the
 * variant settings go with --hotseat: they hold for the whole session,
 * including the games the menu starts after R.
 */
#include "ui/play.h"
#include "ui/play_options.h"

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"

#define SEED_MAX 2147483647L
#define ECHO_MAX 32 /* how much of a bad argument a message quotes */
#define OPTION_VALUE_BASE 256	/* getopt_long's values of the long options:
				   past every short option's character */

/* The side is stored as the index of its name, an int. */
_Static_assert(sizeof(enum play_side) == sizeof(int), "a side is an int");
static const char *const side_names[] = { "amber", "teal", "random", NULL };

/* The game's own options; --help adds each one's range and default. */
static const struct options_entry play_entries[] = {
	{ "level", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct play_options, level), LEVEL_MIN, LEVEL_MAX, NULL,
	    NULL, "N", "2", "the computer's level" },
	{ "side", OPTIONS_CHOICE, OPTIONS_INT,
	    offsetof(struct play_options, side), 0, 0, side_names, NULL, NULL,
	    "amber", "your colour against the computer" },
	{ "hotseat", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, hotseat), 0, 0, NULL, NULL, NULL,
	    NULL, "two players on one keyboard" },
	{ "autoplay", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, autoplay), 0, 0, NULL, NULL, NULL,
	    NULL, "the computer plays both sides" },
	{ "ascii", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, ascii), 0, 0, NULL, NULL, NULL, NULL,
	    "ASCII only, even in a UTF-8 locale" },
	{ "calm", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, calm), 0, 0, NULL, NULL, NULL, NULL,
	    "no animation: the dusk ring marked steadily" },
	{ "cursor", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, cursor), 0, 0, NULL, NULL, NULL, NULL,
	    "the terminal's cursor on the board (screen readers)" },
	{ "plain", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, plain), 0, 0, NULL, NULL, NULL, NULL,
	    "a line mode, text in and out (screen readers, logs)" },
	{ "resume", OPTIONS_SWITCH, OPTIONS_BOOL,
	    offsetof(struct play_options, resume), 0, 0, NULL, NULL, NULL, NULL,
	    "resume the saved game without asking" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64,
	    offsetof(struct play_options, seed), 0, SEED_MAX, NULL, NULL, "N",
	    "1", "the computer's seed" },
	{ "help", OPTIONS_SWITCH, OPTIONS_NOWHERE, 0, 0, 0, NULL, NULL, NULL,
	    NULL, "this list (also -h)" },
	{ "version", OPTIONS_SWITCH, OPTIONS_NOWHERE, 0, 0, 0, NULL, NULL, NULL,
	    NULL, "the version" },
};
const struct options_table play_options_table = OPTIONS_TABLE(play_entries);

/* The options that choose the game, and so skip the menu. */
static const char *const play_choosers[] = { "level", "side", "hotseat",
	"autoplay" };
/* The options that mean something with --resume. */
static const char *const play_with_resume[] = { "resume", "ascii", "calm",
	"cursor", "plain", "help", "version" };

/* Pairs of options that mean nothing together, and why. */
static const struct {
	const char *first, *second; /* names, without the leading "--" */
	const char	*why;
} play_conflicts[] = {
	{ "hotseat", "autoplay",
	    "one is two players, the other the computer on both sides" },
	{ "hotseat", "level",
	    "two players have no computer to set the level of" },
	{ "hotseat", "side", "--side is your colour against the computer" },
	{ "autoplay", "side", "the computer plays both sides" },
};
#define PLAY_CONFLICT_COUNT (sizeof play_conflicts / sizeof play_conflicts[0])
#define COUNT(array) (sizeof (array) / sizeof (array)[0])

enum {
	/* getopt_long's list holds the game's options and the variant's. */
	PLAY_OPTIONS_MAX = 32
};

void
play_options_default(struct play_options *options)
{
	memset(options, 0, sizeof *options);
	rules_default(&options->rules);
	options_defaults(&play_options_table, options);
}

static bool
play_name_in(const char *name, const char *const *names, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

/* Option `index` of getopt_long's list: the game's options, then the
 * variant's. */
static const struct options_entry *
play_entry(size_t index)
{
	return index < play_options_table.count ?
	    &play_options_table.entries[index] :
	    &options_variant.entries[index - play_options_table.count];
}

/* The struct that option `index` writes into. */
static void *
play_target(size_t index, struct play_options *options)
{
	return index < play_options_table.count ? (void *)options :
	    (void *)&options->rules;
}

/* getopt_long's list of options, ended by a zero entry; returns the count. */
static size_t
play_longopts(struct option *longopts)
{
	const struct options_table *tables[] = {
		&play_options_table, &options_variant
	};
	size_t count = 0;

	for (size_t t = 0; t < COUNT(tables); t++)
		for (size_t i = 0; i < tables[t]->count; i++, count++) {
			const struct options_entry *entry =
			    &tables[t]->entries[i];

			if (count == PLAY_OPTIONS_MAX)
				abort(); /* the tables outgrew the list */
			longopts[count].name = entry->name;
			longopts[count].has_arg =
			    entry->type == OPTIONS_SWITCH ? no_argument :
							    required_argument;
			longopts[count].flag = NULL;
			longopts[count].val = OPTION_VALUE_BASE + (int)count;
		}
	memset(&longopts[count], 0, sizeof longopts[count]);
	return count;
}

/*
 * Why getopt_long refused argv[optind - 1] (`found` is what it returned):
 * an unknown or ambiguous option, a value where none is allowed, or none
 * where one is needed.
 */
static void
play_refusal(int found, char **argv, const struct option *longopts,
    size_t count, char *message)
{
	const char *arg = argv[optind - 1];
	size_t length = strcspn(arg, "=");
	size_t matches = 0;
	int shown = length < ECHO_MAX ? (int)length : ECHO_MAX, written;

	if (found == ':' || optopt >= OPTION_VALUE_BASE) {
		const struct options_entry *entry =
		    play_entry((size_t)(optopt - OPTION_VALUE_BASE));
		char value[OPTIONS_ERROR_MAX / 2];

		options_value_text(entry, value, sizeof value);
		if (found == ':')
			snprintf(message, OPTIONS_ERROR_MAX,
			    "--%s needs a value (%s)", entry->name, value);
		else
			snprintf(message, OPTIONS_ERROR_MAX,
			    "option '--%s' doesn't allow an argument",
			    entry->name);
		return;
	}
	if (optopt != 0) {
		snprintf(message, OPTIONS_ERROR_MAX,
		    "unknown option '-%c'; try 'gnomon --help'", optopt);
		return;
	}
	if (strncmp(arg, "--", 2) == 0)
		for (size_t i = 0; i < count; i++)
			matches +=
			    strncmp(longopts[i].name, arg + 2, length - 2) == 0;
	if (matches < 2) {
		snprintf(message, OPTIONS_ERROR_MAX,
		    "unknown option '%.*s'; try 'gnomon --help'", shown, arg);
		return;
	}
	/* "option '--s' is ambiguous: --side, --seed, --sun or --snake" */
	written = snprintf(message, OPTIONS_ERROR_MAX,
	    "option '%.*s' is ambiguous:", shown, arg);
	for (size_t i = 0, listed = 0; i < count; i++) {
		if (strncmp(longopts[i].name, arg + 2, length - 2) != 0 ||
		    written < 0 || written >= OPTIONS_ERROR_MAX)
			continue;
		listed++;
		written += snprintf(message + written,
		    (size_t)(OPTIONS_ERROR_MAX - written), "%s --%s",
		    listed == 1 ? "" : listed == matches ? " or" : ",",
		    longopts[i].name);
	}
}

/* Refuses options given together that mean nothing together; 0 if none. */
static int
play_conflict(const bool *given, char *message)
{
	for (size_t i = 0; i < PLAY_CONFLICT_COUNT; i++) {
		bool first = false, second = false;

		for (size_t o = 0; o < play_options_table.count; o++) {
			const char *name = play_options_table.entries[o].name;

			first |= given[o] &&
			    strcmp(name, play_conflicts[i].first) == 0;
			second |= given[o] &&
			    strcmp(name, play_conflicts[i].second) == 0;
		}
		if (first && second) {
			snprintf(message, OPTIONS_ERROR_MAX,
			    "--%s and --%s cannot be used together: %s",
			    play_conflicts[i].first, play_conflicts[i].second,
			    play_conflicts[i].why);
			return -1;
		}
	}
	if (!given[options_find(&play_options_table, "resume") -
	    play_options_table.entries])
		return 0;
	for (size_t o = 0;
	    o < play_options_table.count + options_variant.count; o++) {
		const struct options_entry *entry;

		if (!given[o])
			continue;
		entry = play_entry(o);
		if (play_name_in(entry->name, play_with_resume,
			COUNT(play_with_resume)))
			continue;
		snprintf(message, OPTIONS_ERROR_MAX,
		    "--resume and --%s cannot be used together: the saved game "
		    "resumes as it was",
		    entry->name);
		return -1;
	}
	return 0;
}

enum play_parse
play_options_parse(int argc, char **argv, struct play_options *options,
    char *error)
{
	struct option longopts[PLAY_OPTIONS_MAX + 1];
	struct play_options read = *options;
	bool given[PLAY_OPTIONS_MAX] = { false };
	bool help = false, version = false;
	char message[OPTIONS_ERROR_MAX] = "", reason[OPTIONS_ERROR_MAX];
	size_t count = play_longopts(longopts);
	int found;

	opterr = 0;
	optind = 0;	/* a fresh start, whatever was parsed before */
	while ((found = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
		const struct options_entry *entry;
		size_t index;

		if (found == 'h') {
			help = true;
			continue;
		}
		if (found < OPTION_VALUE_BASE) {
			if (message[0] == '\0')
				play_refusal(found, argv, longopts, count,
				    message);
			continue;
		}
		index = (size_t)(found - OPTION_VALUE_BASE);
		entry = play_entry(index);
		given[index] = true;
		help |= strcmp(entry->name, "help") == 0;
		version |= strcmp(entry->name, "version") == 0;
		/* The first refusal is the one told; the options after it are
		 * still looked through for --help and --version. */
		if (message[0] == '\0' &&
		    options_set(entry, optarg, play_target(index, &read),
			reason) < 0)
			snprintf(message, sizeof message, "--%.*s",
			    (int)sizeof message - 3, reason);
	}
	if (message[0] == '\0' && optind < argc)
		snprintf(message, sizeof message,
		    "unexpected argument '%.*s'; try 'gnomon --help'", ECHO_MAX,
		    argv[optind]);
	/* --help and --version answer wherever they stand among options,
	 * but a word that is no option is a usage error even beside them:
	 * `gnomon --version extra` is refused, as every command refuses
	 * words it does not take. */
	if (help && optind == argc)
		return PLAY_PARSE_HELP;
	if (version && optind == argc)
		return PLAY_PARSE_VERSION;
	/* Variant settings that are each allowed may still not go together. */
	if (message[0] == '\0' && rules_check(&read.rules) != NULL)
		snprintf(message, sizeof message, "%s",
		    rules_check(&read.rules));
	if (message[0] != '\0' || play_conflict(given, message) < 0) {
		snprintf(error, PLAY_ERROR_MAX, "gnomon: %s", message);
		return PLAY_PARSE_ERROR;
	}
	for (size_t o = 0; o < play_options_table.count; o++)
		read.chose |= given[o] &&
		    play_name_in(play_options_table.entries[o].name,
		    play_choosers, COUNT(play_choosers));
	/* What the menu's memory must leave as the command line set it. */
	for (size_t o = 0;
	    o < play_options_table.count + options_variant.count; o++) {
		read.chose_sun |=
		    given[o] && strcmp(play_entry(o)->name, "sun") == 0;
		read.chose_pie |=
		    given[o] && strcmp(play_entry(o)->name, "pie") == 0;
	}
	*options = read;
	return PLAY_PARSE_GAME;
}
