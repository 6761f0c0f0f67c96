/*
 * puzzle_record.c owns the player's puzzle record (puzzle_record.h): its
 * text, read back with the line that is wrong, an attempt counted under
 * the record's own lock (state_file.h), the streak, and which puzzle comes
 * next.  The rating's arithmetic is glicko2.c's; which attempt is a
 * puzzle's first, and whether it was the day's, is the interface's to say.
 */
#include "store/puzzle_record.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store/state_file.h"

enum {
	WORDS_MAX = 4,		/* "rating R D V" */
	DECIMALS = 6,		/* of a rating's numbers in the file */
	DECIMAL_UNITS = 1000000, /* 10^DECIMALS */
	DECIMAL_TEXT_MAX = 32,
	NUMBER_DIGITS = 9,	/* a whole number's, at most */
	DECIMAL = 10,
	RATING_MAX = 9999	/* no rating reaches it */
};

static int lock_wait_ms = PUZZLE_RECORD_LOCK_WAIT_MS;

void
puzzle_record_use_lock_wait(int ms)
{
	lock_wait_ms = ms;
}

void
puzzle_record_clear(struct puzzle_record *record)
{
	memset(record, 0, sizeof *record);
	glicko2_start(&record->rating);
	record->last_day = -1;
}

bool
puzzle_record_provisional(const struct puzzle_record *record)
{
	return record->rating.deviation > GLICKO2_PROVISIONAL;
}

int
puzzle_record_streak(const struct puzzle_record *record, long today)
{
	return record->last_day >= 0 && today - record->last_day <= 1 ?
	    record->streak : 0;
}

/* A whole number of at most NUMBER_DIGITS digits, or -1 when the word is
 * not one. */
static long
parse_whole(const char *word)
{
	return state_file_whole(word, NUMBER_DIGITS);
}

/* A day: a whole number up to PUZZLE_RECORD_DAY_MAX, or "-1" when `none`
 * may be; -2 when it is neither. */
static long
parse_day(const char *word, bool none)
{
	long day;

	if (none && strcmp(word, "-1") == 0)
		return -1;
	day = parse_whole(word);
	return day >= 0 && day <= PUZZLE_RECORD_DAY_MAX ? day : -2;
}

/*
 * A number with a point and at most DECIMALS decimals ("1464.050671"),
 * read without strtod, whose decimal point is the locale's; -1 when the
 * word is not one.
 */
static double
parse_decimal(const char *word)
{
	const char *point = strchr(word, '.');
	char whole[NUMBER_DIGITS + 1];
	double value, scale = 1;
	long part;
	size_t length = point != NULL ? (size_t)(point - word) : strlen(word);

	if (length == 0 || length > NUMBER_DIGITS)
		return -1;
	memcpy(whole, word, length);
	whole[length] = '\0';
	part = parse_whole(whole);
	if (part < 0)
		return -1;
	value = (double)part;
	if (point == NULL)
		return value;
	if (point[1] == '\0' || strlen(point + 1) > DECIMALS)
		return -1;
	for (const char *digit = point + 1; *digit != '\0'; digit++) {
		if (*digit < '0' || *digit > '9')
			return -1;
		scale /= DECIMAL;
		value += (*digit - '0') * scale;
	}
	return value;
}

/* `value` (0 to RATING_MAX) as parse_decimal reads it back. */
static void
format_decimal(char *text, size_t size, double value)
{
	long long units = llround(fmin(fmax(value, 0), RATING_MAX) *
	    DECIMAL_UNITS);

	snprintf(text, size, "%lld.%06lld", units / DECIMAL_UNITS,
	    units % DECIMAL_UNITS);
}

/* What the file is read into: the record, and the lines already read. */
struct reading {
	struct puzzle_record	record;
	bool			rating_seen, streak_seen;
};

/* "rating R D V" */
static int
parse_rating(char **words, struct reading *reading, char *error)
{
	struct glicko2 *rating = &reading->record.rating;

	if (reading->rating_seen)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "a second rating");
	rating->rating = parse_decimal(words[1]);
	rating->deviation = parse_decimal(words[2]);
	rating->volatility = parse_decimal(words[3]);
	if (rating->rating < 0 || rating->rating > RATING_MAX)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "rating '%.16s' is not a number from 0 to %d", words[1],
		    RATING_MAX);
	if (rating->deviation <= 0 ||
	    rating->deviation > GLICKO2_DEVIATION_START)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "deviation '%.16s' is not above 0 and at most %.0f",
		    words[2], GLICKO2_DEVIATION_START);
	if (rating->volatility <= 0 || rating->volatility >= 1)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "volatility '%.16s' is not between 0 and 1", words[3]);
	reading->rating_seen = true;
	return 0;
}

/* "streak N BEST DAY" */
static int
parse_streak(char **words, struct reading *reading, char *error)
{
	struct puzzle_record *record = &reading->record;
	long streak = parse_whole(words[1]), best = parse_whole(words[2]);
	long day = parse_day(words[3], true);

	if (reading->streak_seen)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "a second streak");
	if (streak < 0 || streak > PUZZLE_RECORD_DAY_MAX || best < streak ||
	    best > PUZZLE_RECORD_DAY_MAX)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "streak '%.16s %.16s' is not N BEST, N at most BEST",
		    words[1], words[2]);
	if (day < -1 || (day < 0 && streak > 0))
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "day '%.16s' is not a day of the streak", words[3]);
	record->streak = (int)streak;
	record->best_streak = (int)best;
	record->last_day = day;
	reading->streak_seen = true;
	return 0;
}

/* "tried N DAY" or "solved N DAY" */
static int
parse_puzzle(char **words, enum puzzle_state state, struct reading *reading,
    char *error)
{
	struct puzzle_record *record = &reading->record;
	long number = parse_whole(words[1]), day = parse_day(words[2], false);

	if (number < 1 || number > PUZZLE_MAX)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "puzzle '%.16s' is not 1 to %d", words[1], PUZZLE_MAX);
	if (record->state[number - 1] != PUZZLE_UNTRIED)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "puzzle %ld stands twice", number);
	if (day < 0)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "day '%.16s' is not a day", words[2]);
	record->state[number - 1] = (unsigned char)state;
	record->day[number - 1] = day;
	record->tried_count++;
	if (state == PUZZLE_SOLVED)
		record->solved_count++;
	return 0;
}

/* One line of the record (a copy, cut into words here) into the reading
 * `into`.  0, or -1 with a message. */
static int
parse_line(char *line, void *into, char *error)
{
	static const struct {
		const char *name;
		int words;
	} kinds[] = {
		{ "rating", 4 }, { "streak", 4 }, { "tried", 3 },
		{ "solved", 3 }
	};
	char *words[WORDS_MAX + 1];
	int count = state_file_words(line, words, WORDS_MAX);

	for (size_t kind = 0; kind < sizeof kinds / sizeof kinds[0]; kind++) {
		if (strcmp(words[0], kinds[kind].name) != 0)
			continue;
		if (count != kinds[kind].words)
			return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
			    "%d fields, not the %d of a %s line", count,
			    kinds[kind].words, kinds[kind].name);
		if (kind == 0)
			return parse_rating(words, into, error);
		if (kind == 1)
			return parse_streak(words, into, error);
		return parse_puzzle(words, kind == 2 ? PUZZLE_TRIED :
		    PUZZLE_SOLVED, into, error);
	}
	return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
	    "'%.16s' is not rating, streak, tried or solved", words[0]);
}

static int
parse_end(void *into, char *error)
{
	struct reading *reading = into;

	if (!reading->rating_seen || !reading->streak_seen)
		return save_state_fail(error, PUZZLE_RECORD_ERROR_MAX,
		    "no %s line", reading->rating_seen ? "streak" : "rating");
	return 0;
}

static const struct save_state_format format = {
	PUZZLE_RECORD_MAGIC, "a puzzle record", SAVE_STATE_LINE_MAX,
	PUZZLE_RECORD_ERROR_MAX, parse_line, parse_end
};

/* Reads the record of `place`, a new player's unless it was read. */
static enum save_text
read_record(const struct save_place *place, void *into, char *message)
{
	static _Thread_local char text[PUZZLE_RECORD_TEXT_MAX + 1];
	static _Thread_local struct reading reading;
	struct puzzle_record *record = into;
	enum save_text read;

	puzzle_record_clear(record);
	memset(&reading, 0, sizeof reading);
	read = save_read_state_at(place, PUZZLE_RECORD_FILE, &format, text,
	    sizeof text, &reading, message);
	if (read == SAVE_TEXT_READ)
		*record = reading.record;
	return read;
}

int
puzzle_record_read_at(const struct save_place *place,
    struct puzzle_record *record, char *message)
{
	int read = read_record(place, record, message);

	return read < 0 ? -1 : read;
}

/* Appends to `text` (`size` bytes, `*length` used); -1 when it is full. */
static int
append(char *text, size_t size, size_t *length, const char *format_text,
    ...) __attribute__((format(printf, 4, 5)));

static int
append(char *text, size_t size, size_t *length, const char *format_text,
    ...)
{
	va_list arguments;
	int written;

	va_start(arguments, format_text);
	written = vsnprintf(text + *length, size - *length, format_text,
	    arguments);
	va_end(arguments);
	if (written < 0 || (size_t)written >= size - *length)
		return -1;
	*length += (size_t)written;
	return 0;
}

/* The record as its text: its length, or -1 when `size` is short. */
static int
format_record(const struct puzzle_record *record, char *text, size_t size)
{
	char rating[3][DECIMAL_TEXT_MAX];
	size_t length = 0;

	format_decimal(rating[0], sizeof rating[0], record->rating.rating);
	format_decimal(rating[1], sizeof rating[1], record->rating.deviation);
	format_decimal(rating[2], sizeof rating[2], record->rating.volatility);
	if (append(text, size, &length, "# gnomon's puzzle record: man "
	    "gnomon, FILES\n%s\nrating %s %s %s\nstreak %d %d %ld\n",
	    PUZZLE_RECORD_MAGIC, rating[0], rating[1], rating[2],
	    record->streak, record->best_streak, record->last_day) < 0)
		return -1;
	for (int i = 0; i < PUZZLE_MAX; i++)
		if (record->state[i] != PUZZLE_UNTRIED &&
		    append(text, size, &length, "%s %d %ld\n",
		    record->state[i] == PUZZLE_SOLVED ? "solved" : "tried",
		    i + 1, record->day[i]) < 0)
			return -1;
	return (int)length;
}

/* Counts the attempt into `record` (see puzzle_record.h). */
static void
count_attempt(struct puzzle_record *record, const struct puzzle *puzzle,
    bool solved, bool daily, long day)
{
	unsigned char *state = &record->state[puzzle->number - 1];

	if (*state == PUZZLE_UNTRIED) {
		struct glicko2_game game = { (double)puzzle->rating,
			PUZZLE_RECORD_OPPONENT_DEVIATION, solved ? 1.0 : 0.0 };

		glicko2_update(&record->rating, &game, 1);
		record->tried_count++;
		record->day[puzzle->number - 1] = day;
		*state = PUZZLE_TRIED;
	}
	if (solved && *state == PUZZLE_TRIED) {
		record->solved_count++;
		record->day[puzzle->number - 1] = day;
		*state = PUZZLE_SOLVED;
	}
	if (!solved || !daily || record->last_day == day)
		return;
	record->streak = record->last_day == day - 1 ? record->streak + 1 : 1;
	record->last_day = day;
	if (record->streak > record->best_streak)
		record->best_streak = record->streak;
}

/* "PLACE/puzzles: what" */
static int
place_fail(char *message, const struct save_place *place, const char *what)
{
	snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s", place->path,
	    PUZZLE_RECORD_FILE, what);
	return -1;
}

int
puzzle_record_add_at(const struct save_place *place,
    const struct puzzle *puzzle, bool solved, bool daily, long day,
    struct puzzle_record *after, char *message)
{
	static _Thread_local char text[PUZZLE_RECORD_TEXT_MAX];
	static _Thread_local struct puzzle_record record;
	struct state_update update;
	int lock, length, done = -1;

	if (puzzle->number < 1 || puzzle->number > PUZZLE_MAX || day < 0 ||
	    day > PUZZLE_RECORD_DAY_MAX)
		return place_fail(message, place, "no such puzzle or day");
	lock = state_file_lock(place, PUZZLE_RECORD_FILE,
	    PUZZLE_RECORD_LOCK_FILE, lock_wait_ms, message);
	if (lock < 0)
		return -1;
	state_update_none(&update);
	if (state_file_read_for_update(place, PUZZLE_RECORD_FILE, read_record,
	    &record, &update, message) == 0) {
		count_attempt(&record, puzzle, solved, daily, day);
		length = format_record(&record, text, sizeof text);
		if (length < 0)
			place_fail(message, place, "the record does not fit");
		else
			done = save_write_file_at(place, PUZZLE_RECORD_FILE,
			    text, (size_t)length, message);
	}
	close(lock);
	if (done < 0)
		return -1;
	message[0] = '\0';
	if (update.moved_aside)
		snprintf(message, SAVE_MESSAGE_MAX, "%.700s; kept as %.300s, "
		    "a new record begun", update.why, update.moved);
	if (after != NULL)
		*after = record;
	return 0;
}

int
puzzle_record_next(const struct puzzle_record *record,
    const struct puzzle *puzzles, int count)
{
	double aim = record->rating.rating, best_distance = 0;
	int best = -1;

	if (record->tried_count == 0)
		aim = 0;	/* a new player's: the lowest */
	else if (puzzle_record_provisional(record))
		aim -= record->rating.deviation - GLICKO2_PROVISIONAL;
	for (int i = 0; i < count; i++) {
		int number = puzzles[i].number;
		double distance = fabs(puzzles[i].rating - aim);

		if (number < 1 || number > PUZZLE_MAX ||
		    record->state[number - 1] != PUZZLE_UNTRIED)
			continue;
		if (best < 0 || distance < best_distance ||
		    (distance == best_distance &&
		    puzzles[i].rating < puzzles[best].rating)) {
			best = i;
			best_distance = distance;
		}
	}
	return best;
}
