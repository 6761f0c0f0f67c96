/*
 * stats.c owns the player's record against the computer (stats.h): its
 * text in both versions, reading it back with the line that is wrong, and
 * counting a game under the record's own lock (state_file.h).  The files
 * are written as save.c writes every file of the game (atomically, mode
 * 0600, never through a link); which game counts, and under which rules,
 * is the interface's decision (ui_tally.c), not this file's.
 */
#include "store/stats.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "store/state_file.h"

enum {
	FIELDS = 6,		/* RULES LEVEL SIDE WON LOST DRAWN */
	FIELDS_1 = 5,		/* version 1: no RULES */
	COUNT_DIGITS = 9	/* of STATS_COUNT_MAX */
};

static const char *const side_names[COLOUR_COUNT] = { "amber", "teal" };
static const char *const rules_names[STATS_RULES] = { "designer", "other" };

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

const char *
stats_rules_name(enum stats_rules rules)
{
	return rules_names[rules];
}

void
stats_clear(struct stats *stats)
{
	memset(stats, 0, sizeof *stats);
}

long
stats_games(const struct stats *stats, enum stats_rules rules, int level,
    int colour, enum stats_outcome outcome)
{
	const long *counts;

	if (rules < 0 || rules >= STATS_RULES || level < STATS_LEVEL_MIN ||
	    level > STATS_LEVEL_MAX || colour < 0 || colour >= COLOUR_COUNT)
		return 0;
	counts = stats->count[rules][level - STATS_LEVEL_MIN][colour];
	if (outcome != STATS_OUTCOMES)
		return counts[outcome];
	return counts[STATS_WON] + counts[STATS_LOST] + counts[STATS_DRAWN];
}

long
stats_total(const struct stats *stats, enum stats_rules rules)
{
	long games = 0;

	for (int level = STATS_LEVEL_MIN; level <= STATS_LEVEL_MAX; level++)
		for (int colour = 0; colour < COLOUR_COUNT; colour++)
			games += stats_games(stats, rules, level, colour,
			    STATS_OUTCOMES);
	return games;
}

/* A count: digits only, at most STATS_COUNT_MAX; -1 if not. */
static long
parse_count(const char *word)
{
	long value = state_file_whole(word, COUNT_DIGITS);

	return value <= STATS_COUNT_MAX ? value : -1;
}

/* What the file is read into: the counts, and the rows already read. */
struct reading {
	struct stats	stats;
	bool		seen[STATS_RULES][STATS_LEVELS][COLOUR_COUNT];
};

/* "LEVEL SIDE WON LOST DRAWN" in `words` under `rules`, into `reading`:
 * 0, or -1 with a message. */
static int
parse_row(char **words, enum stats_rules rules, struct reading *reading,
    char *error)
{
	int level = 0, colour = -1;

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
	if (reading->seen[rules][level - STATS_LEVEL_MIN][colour])
		return save_state_fail(error, STATS_ERROR_MAX,
		    "%s level %d %s stands twice", rules_names[rules], level,
		    side_names[colour]);
	for (int outcome = 0; outcome < STATS_OUTCOMES; outcome++) {
		long value = parse_count(words[2 + outcome]);

		if (value < 0)
			return save_state_fail(error, STATS_ERROR_MAX,
			    "count '%.16s' is not a number "
			    "from 0 to %d",
			    words[2 + outcome], STATS_COUNT_MAX);
		reading->stats.count[rules][level - STATS_LEVEL_MIN][colour]
		    [outcome] = value;
	}
	reading->seen[rules][level - STATS_LEVEL_MIN][colour] = true;
	return 0;
}

/*
 * One line of a record of version 2, "RULES LEVEL SIDE WON LOST DRAWN"
 * (`fields` FIELDS), or of version 1, "LEVEL SIDE WON LOST DRAWN" (the
 * designer's rules, the only ones it counted), a copy cut into words here,
 * into the reading `into`.  0, or -1 with a message.
 */
static int
parse_fields(char *line, int fields, void *into, char *error)
{
	char *words[FIELDS + 1];
	int count = state_file_words(line, words, fields);

	if (count != fields)
		return save_state_fail(error, STATS_ERROR_MAX,
		    "%d fields, not the %d of \"%sLEVEL SIDE WON LOST "
		    "DRAWN\"", count, fields, fields == FIELDS ? "RULES " : "");
	if (fields == FIELDS_1)
		return parse_row(words, STATS_DESIGNER, into, error);
	for (int rules = 0; rules < STATS_RULES; rules++)
		if (strcmp(words[0], rules_names[rules]) == 0)
			return parse_row(words + 1, (enum stats_rules)rules,
			    into, error);
	return save_state_fail(error, STATS_ERROR_MAX,
	    "rules '%.16s' are not designer or other", words[0]);
}

static int
parse_line(char *line, void *into, char *error)
{
	return parse_fields(line, FIELDS, into, error);
}

static int
parse_line_1(char *line, void *into, char *error)
{
	return parse_fields(line, FIELDS_1, into, error);
}

static const struct save_state_format format = {
	STATS_MAGIC, "a record of games", STATS_TEXT_MAX, STATS_ERROR_MAX,
	parse_line, NULL
};

static const struct save_state_format format_1 = {
	STATS_MAGIC_1, "a record of games", STATS_TEXT_MAX, STATS_ERROR_MAX,
	parse_line_1, NULL
};

int
stats_parse(const char *text, size_t length, struct stats *stats, int *line,
    char *error)
{
	struct reading reading, reading_1;
	char error_1[STATS_ERROR_MAX];
	int line_1;

	memset(&reading, 0, sizeof reading);
	if (save_parse_state(&format, text, length, &reading, line,
	    error) == 0) {
		*stats = reading.stats;
		return 0;
	}
	/* Either version: what is wrong is said of the one that read
	 * further (a version 1 file fails version 2 at its first line). */
	memset(&reading_1, 0, sizeof reading_1);
	if (save_parse_state(&format_1, text, length, &reading_1, &line_1,
	    error_1) == 0) {
		*stats = reading_1.stats;
		return 0;
	}
	if (line_1 > *line) {
		*line = line_1;
		memcpy(error, error_1, sizeof error_1);
	}
	return -1;
}

int
stats_format(const struct stats *stats, char *text, size_t size)
{
	size_t length = 0;
	int written;

	written = snprintf(text, size, "# gnomon's record of games against "
	    "the computer: man gnomon, FILES\n%s\n"
	    "# rules level side won lost drawn\n", STATS_MAGIC);
	if (written < 0 || (size_t)written >= size)
		return -1;
	length = (size_t)written;
	for (int rules = 0; rules < STATS_RULES; rules++)
		for (int level = STATS_LEVEL_MIN; level <= STATS_LEVEL_MAX;
		     level++)
			for (int colour = 0; colour < COLOUR_COUNT; colour++) {
				const long *counts = stats->count[rules]
				    [level - STATS_LEVEL_MIN][colour];

				written = snprintf(text + length,
				    size - length, "%s %d %s %ld %ld %ld\n",
				    rules_names[rules], level,
				    side_names[colour], counts[STATS_WON],
				    counts[STATS_LOST], counts[STATS_DRAWN]);
				if (written < 0 ||
				    (size_t)written >= size - length)
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

/* Reads and parses the record of `place` (cleared unless read), as
 * save_read_state_at does, in either version. */
static enum save_text
read_text(const struct save_place *place, void *into, char *message)
{
	static _Thread_local char text[STATS_TEXT_MAX + 1];
	char error[STATS_ERROR_MAX];
	struct stats *stats = into;
	enum save_text read;
	size_t length = 0;
	int line;

	stats_clear(stats);
	read = save_read_text_at(place, STATS_FILE, format.kind, text,
	    sizeof text, &length, message);
	if (read != SAVE_TEXT_READ)
		return read;
	if (stats_parse(text, length, stats, &line, error) < 0) {
		if (line > 0)
			snprintf(message, SAVE_MESSAGE_MAX, "%s/%s line %d: %s",
			    place->path, STATS_FILE, line, error);
		else
			place_fail(message, place, error);
		return SAVE_TEXT_BAD;
	}
	return SAVE_TEXT_READ;
}

int
stats_read_at(const struct save_place *place, struct stats *stats,
    char *message)
{
	int read = read_text(place, stats, message);

	return read < 0 ? -1 : read;
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

int
stats_add_at(const struct save_place *place, enum stats_rules rules,
    int level, int colour, enum stats_outcome outcome, struct stats *after,
    struct state_update *update, char *message)
{
	struct stats stats;
	long *count;
	int lock, done = -1;

	state_update_none(update);
	if (rules < 0 || rules >= STATS_RULES || level < STATS_LEVEL_MIN ||
	    level > STATS_LEVEL_MAX || colour < 0 || colour >= COLOUR_COUNT ||
	    outcome < 0 || outcome >= STATS_OUTCOMES)
		return place_fail(message, place,
		    "no such rules, level, side or outcome");
	lock = state_file_lock(place, STATS_FILE, STATS_LOCK_FILE,
	    lock_wait_ms, message);
	if (lock < 0)
		return -1;
	if (state_file_read_for_update(place, STATS_FILE, read_text, &stats,
	    update, message) == 0) {
		count = &stats.count[rules][level - STATS_LEVEL_MIN][colour]
		    [outcome];
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
stats_reset_at(const struct save_place *place, struct state_update *update,
    char *message)
{
	struct stats stats;
	int lock, done = -1;

	state_update_none(update);
	lock = state_file_lock(place, STATS_FILE, STATS_LOCK_FILE,
	    lock_wait_ms, message);
	if (lock < 0)
		return -1;
	if (state_file_read_for_update(place, STATS_FILE, read_text, &stats,
	    update, message) == 0)
		done = save_remove_at(place, STATS_FILE, message);
	close(lock);
	return done;
}
