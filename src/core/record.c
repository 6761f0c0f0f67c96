/*
 * record.c owns the game-record format of record.h: writing a record to text
 * and reading it back, replaying every move with the core so that nothing
 * illegal or inconsistent is ever accepted.  Text in, text out: no files.
 */
#include "core/record.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/notation.h"
#include "core/options.h"
#include "core/utf8.h"

#define TAG_VERSION "Gnomon"
#define TAG_DATE "Date"
#define TAG_AMBER "Amber"
#define TAG_TEAL "Teal"
#define TAG_VARIANT "Variant"
#define TAG_POSITION "Position"
#define TAG_RESULT "Result"
#define COMMENT_MARK ';'
#define VARIANT_TEXT_MAX \
	RECORD_VALUE_MAX /* the Variant tag's value: every setting */

/* Writes the message and yields -1, the reader's failure return. */
#define fail(error, ...) (snprintf((error), RECORD_ERROR_MAX, __VA_ARGS__), -1)

static const char *const result_names[] = {
	[RESULT_NONE] = "none", [RESULT_AMBER] = "amber",
	[RESULT_TEAL] = "teal", [RESULT_DRAW] = "draw"
};

void
record_init(struct record *record, const struct rules *rules)
{
	memset(record, 0, sizeof *record);
	board_start(&record->start, rules);
	record->result = RESULT_NONE;
}

int
record_add_move(struct record *record, uint16_t move)
{
	if (record->move_count >= MAX_PLIES)
		return -1;
	record->moves[record->move_count++] = move;
	return 0;
}

void
record_position(const struct record *record, int plies, struct board *board)
{
	struct undo undo;

	*board = record->start;
	for (int i = 0; i < plies && i < record->move_count; i++)
		board_make(board, record->moves[i], &undo);
}

/*
 * The length of the UTF-8 character at `s` (2 to 4 bytes), or 0 if the
 * bytes there are not one, or are a C1 control: a player's name may be
 * more than ASCII, and is kept as it was typed.
 */
static size_t
utf8_length(const unsigned char *s)
{
	unsigned long point;
	size_t length = utf8_decode(s, UTF8_CHARACTER_MAX, &point);

	return length == 0 || utf8_is_c1(point) ? 0 : length;
}

/* True when `text` is printable ASCII or UTF-8 without the quote and
 * backslash a tag cannot hold. */
static bool
is_tag_text(const char *text)
{
	while (*text != '\0') {
		size_t length = 1;

		if ((unsigned char)*text > '~') {
			length = utf8_length((const unsigned char *)text);
			if (length == 0)
				return false;
		} else if (*text < ' ' || *text == '"' || *text == '\\')
			return false;
		text += length;
	}
	return true;
}

static bool
is_tag_name(const char *name)
{
	size_t length = strlen(name);

	if (length == 0 || length >= RECORD_TAG_MAX)
		return false;
	for (; *name != '\0'; name++)
		if (!((*name >= 'A' && *name <= 'Z') ||
			(*name >= 'a' && *name <= 'z') ||
			(*name >= '0' && *name <= '9') || *name == '_'))
			return false;
	return true;
}

int
record_set_tag(struct record *record, const char *name, const char *value)
{
	if (!is_tag_name(name) || strlen(value) >= RECORD_VALUE_MAX ||
	    !is_tag_text(value))
		return -1;
	for (int i = 0; i < record->extra_count; i++) {
		if (strcmp(record->extra[i].name, name) == 0) {
			strcpy(record->extra[i].value, value);
			return 0;
		}
	}
	if (record->extra_count == RECORD_EXTRA_MAX)
		return -1;
	strcpy(record->extra[record->extra_count].name, name);
	strcpy(record->extra[record->extra_count].value, value);
	record->extra_count++;
	return 0;
}

const char *
record_tag(const struct record *record, const char *name)
{
	for (int i = 0; i < record->extra_count; i++)
		if (strcmp(record->extra[i].name, name) == 0)
			return record->extra[i].value;
	return NULL;
}

enum result
record_outcome(const struct record *record)
{
	const char *ending = record_tag(record, RECORD_TAG_ENDING);
	size_t length;

	if (record->result != RESULT_NONE || ending == NULL)
		return record->result;
	length = strcspn(ending, " ");
	for (size_t i = 0; i < sizeof result_names / sizeof result_names[0];
	     i++)
		if (strlen(result_names[i]) == length &&
		    strncmp(ending, result_names[i], length) == 0)
			return (enum result)i;
	return RESULT_NONE;
}

void
record_remove_tag(struct record *record, const char *name)
{
	int kept = 0;

	for (int i = 0; i < record->extra_count; i++)
		if (strcmp(record->extra[i].name, name) != 0)
			record->extra[kept++] = record->extra[i];
	record->extra_count = kept;
}

/* Appends to a text being written; an overflow leaves *length = size. */
static void append(char *, size_t, size_t *, const char *, ...)
    __attribute__((format(printf, 4, 5)));

static void
append(char *text, size_t size, size_t *length, const char *format, ...)
{
	va_list args;
	int written;

	if (*length >= size)
		return;
	va_start(args, format);
	written = vsnprintf(text + *length, size - *length, format, args);
	va_end(args);
	*length = written < 0 || (size_t)written >= size - *length ? size :
	    *length + (size_t)written;
}

int
record_write(const struct record *record, char *text, size_t size)
{
	char variant[VARIANT_TEXT_MAX], position[NOTATION_POSITION_MAX];
	char move[NOTATION_MOVE_MAX];
	struct board board, start;
	struct undo undo;
	size_t length = 0;

	if (size == 0)
		return -1;
	text[0] = '\0';
	options_write(&options_variant, &record->start.rules, variant,
	    sizeof variant);
	append(text, size, &length, "[%s \"%d\"]\n", TAG_VERSION,
	    RECORD_VERSION);
	if (record->date[0] != '\0')
		append(text, size, &length, "[%s \"%s\"]\n", TAG_DATE,
		    record->date);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (record->player[colour][0] != '\0')
			append(text, size, &length, "[%s \"%s\"]\n",
			    colour == COLOUR_AMBER ? TAG_AMBER : TAG_TEAL,
			    record->player[colour]);
	append(text, size, &length, "[%s \"%s\"]\n", TAG_VARIANT, variant);
	board_start(&start, &record->start.rules);
	if (start.hash != record->start.hash) {
		notation_position(&record->start, position);
		append(text, size, &length, "[%s \"%s\"]\n", TAG_POSITION,
		    position);
	}
	record_position(record, record->move_count, &board);
	append(text, size, &length, "[%s \"%s\"]\n", TAG_RESULT,
	    result_names[board_result(&board)]);
	for (int i = 0; i < record->extra_count; i++)
		append(text, size, &length, "[%s \"%s\"]\n",
		    record->extra[i].name, record->extra[i].value);
	append(text, size, &length, "\n");

	board = record->start;
	for (int i = 0; i < record->move_count; i++) {
		bool opens_round = i == 0 ||
		    board.side == board_first_mover(&board, board.round);

		if (opens_round)
			append(text, size, &length, "%s%d.", i > 0 ? "\n" : "",
			    board.round);
		notation_move(record->moves[i], move);
		append(text, size, &length, " %s", move);
		board_make(&board, record->moves[i], &undo);
	}
	if (record->move_count > 0)
		append(text, size, &length, "\n");
	return length >= size ? -1 : (int)length;
}

/* What the reader has gathered so far. */
struct reading {
	struct record	record;
	bool		seen_version, seen_moves;
	bool seen[COLOUR_COUNT], seen_date, seen_variant, seen_result;
	char		position[RECORD_VALUE_MAX];
	int		position_line;
	enum result	declared;
	int		result_line;
	int error_line; /* where a failure lies, if not the line being read */
	struct board	board;		/* the replay, once the moves begin */
};

/* Splits `[Name "value"]`; -1 with a message if the line is not a tag. */
static int
split_tag(char *line, char **name, char **value, char *error)
{
	size_t length = strlen(line);
	char *space = strchr(line, ' ');

	if (length < 2 || line[length - 1] != ']' || space == NULL)
		return fail(error, "a tag is written [Name \"value\"]");
	line[length - 1] = '\0';
	*space = '\0';
	*name = line + 1;
	*value = space + 1;
	length = strlen(*value);
	if (length < 2 || (*value)[0] != '"' || (*value)[length - 1] != '"')
		return fail(error, "a tag's value is written in double quotes");
	(*value)[length - 1] = '\0';
	(*value)++;
	/* Cleaned as all text from outside is: a name (or any value) with
	 * a bidirectional override in it would turn round what follows it
	 * on a screen; read_line refused the controls already. */
	utf8_clean(*value, strlen(*value));
	if (!is_tag_name(*name))
		return fail(error, "'%.24s' is not a tag name", *name);
	if (!is_tag_text(*value))
		return fail(error, "tag %s has a character a tag cannot hold",
		    *name);
	if (strlen(*value) >= RECORD_VALUE_MAX)
		return fail(error, "tag %s is too long", *name);
	return 0;
}

static int
read_variant(struct reading *reading, char *value, char *error)
{
	struct rules rules;
	struct options_binding variant = { &options_variant, &rules };
	char message[OPTIONS_ERROR_MAX];
	char *save = NULL;

	rules_default(&rules);
	for (char *word = strtok_r(value, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save))
		if (options_read(&variant, 1, word, message) < 0)
			return fail(error, "%.150s", message);
	if (rules_check(&rules) != NULL)
		return fail(error, "%s", rules_check(&rules));
	board_start(&reading->record.start, &rules);
	return 0;
}

static int
read_result(const char *value, enum result *result, char *error)
{
	for (size_t i = 0; i < sizeof result_names / sizeof result_names[0];
	     i++) {
		if (strcmp(value, result_names[i]) == 0) {
			*result = (enum result)i;
			return 0;
		}
	}
	return fail(error, "result '%.16s' is not amber, teal, draw or none",
	    value);
}

static int
read_tag(struct reading *reading, char *line, int number, char *error)
{
	struct record *record = &reading->record;
	char *name, *value;
	bool *seen = NULL;

	if (split_tag(line, &name, &value, error) < 0)
		return -1;
	if (!reading->seen_version) {
		long version;
		char message[OPTIONS_ERROR_MAX];

		if (strcmp(name, TAG_VERSION) != 0)
			return fail(error,
			    "not a Gnomon record: it must begin with [Gnomon "
			    "\"1\"]");
		if (options_int(TAG_VERSION, value, 1, 1000000, &version,
			message) < 0)
			return fail(error, "%.150s", message);
		if (version > RECORD_VERSION)
			return fail(error,
			    "written by a newer Gnomon (format %ld); this one "
			    "reads format %d",
			    version, RECORD_VERSION);
		reading->seen_version = true;
		return 0;
	}
	if (reading->seen_moves)
		return fail(error, "tag %s after the moves", name);

	if (strcmp(name, TAG_DATE) == 0) {
		seen = &reading->seen_date;
		strcpy(record->date, value);
	} else if (strcmp(name, TAG_AMBER) == 0 ||
	    strcmp(name, TAG_TEAL) == 0) {
		int colour = strcmp(name, TAG_TEAL) == 0;

		seen = &reading->seen[colour];
		utf8_clean_name(value, strlen(value));
		strcpy(record->player[colour], value);
	} else if (strcmp(name, TAG_VARIANT) == 0) {
		if (reading->position_line != 0)
			return fail(error,
			    "the Variant tag must come before the Position "
			    "tag");
		seen = &reading->seen_variant;
		if (!*seen && read_variant(reading, value, error) < 0)
			return -1;
	} else if (strcmp(name, TAG_POSITION) == 0) {
		if (reading->position_line != 0)
			return fail(error, "tag Position given twice");
		strcpy(reading->position, value);
		reading->position_line = number;
	} else if (strcmp(name, TAG_RESULT) == 0) {
		seen = &reading->seen_result;
		if (!*seen && read_result(value, &reading->declared, error) < 0)
			return -1;
		reading->result_line = number;
	} else if (strcmp(name, TAG_VERSION) == 0 ||
	    record_tag(record, name) != NULL) {
		return fail(error, "tag %s given twice", name);
	} else if (record_set_tag(record, name, value) < 0) {
		return fail(error,
		    "too many tags (at most %d of the program's own)",
		    RECORD_EXTRA_MAX);
	}
	if (seen != NULL) {
		if (*seen)
			return fail(error, "tag %s given twice", name);
		*seen = true;
	}
	return 0;
}

/* Starts the replay when the first move line comes. */
static int
begin_moves(struct reading *reading, char *error)
{
	char message[NOTATION_ERROR_MAX];

	if (!reading->seen_version)
		return fail(error,
		    "not a Gnomon record: it must begin with [Gnomon \"1\"]");
	if (reading->position_line != 0 &&
	    notation_read_position(reading->position,
		&reading->record.start.rules, &reading->record.start,
		message) < 0) {
		reading->error_line = reading->position_line;
		return fail(error, "Position: %s", message);
	}
	reading->board = reading->record.start;
	reading->seen_moves = true;
	return 0;
}

/* A round number "12." before a round's moves; it must be the round the game is
 * in. */
static int
read_round_mark(struct reading *reading, const char *word, char *error)
{
	long round = 0;
	const char *c = word;

	for (; *c >= '0' && *c <= '9' && round <= MAX_PLIES; c++)
		round = round * 10 + (*c - '0');
	if (c == word || strcmp(c, ".") != 0)
		return 1;	/* not a round mark */
	/* The round after the last is past the end: moves after it can only
	 * be moves after the game is over, and are told so. */
	if (board_is_over(&reading->board))
		return fail(error, "round mark %.8s after the game is over",
		    word);
	if (round != reading->board.round)
		return fail(error,
		    "round mark %.8s but the game is in round %d", word,
		    reading->board.round);
	return 0;
}

static int
read_moves(struct reading *reading, char *line, char *error)
{
	struct record *record = &reading->record;
	char message[NOTATION_ERROR_MAX], reason[NOTATION_REFUSAL_MAX];
	char *save = NULL;

	for (char *word = strtok_r(line, " \t", &save); word != NULL;
	    word = strtok_r(NULL, " \t", &save)) {
		struct undo undo;
		uint16_t move;
		int mark = read_round_mark(reading, word, error);

		if (mark <= 0) {
			if (mark < 0)
				return -1;
			continue;
		}
		if (notation_read_move(word, &move, message) < 0)
			return fail(error, "%.150s", message);
		if (board_is_over(&reading->board))
			return fail(error, "move %.8s after the game is over",
			    word);
		if (notation_refusal(&reading->board, move, reason))
			return fail(error,
			    "move %d, %.8s, is not legal there: %s",
			    record->move_count + 1, word, reason);
		board_make(&reading->board, move, &undo);
		record->moves[record->move_count++] = move;
	}
	return 0;
}

static int
read_line(struct reading *reading, char *line, int number, char *error)
{
	size_t length = strlen(line);

	if (length > 0 && line[length - 1] == '\r')
		line[--length] = '\0';
	for (size_t i = 0; i < length; i++) {
		size_t character = (unsigned char)line[i] > '~' ?
		    utf8_length((const unsigned char *)line + i) : 1;

		/* DEL, a stray byte: no character (utf8_length 0). */
		if (((unsigned char)line[i] < ' ' && line[i] != '\t') ||
		    character == 0)
			return fail(error,
			    "a character that is not plain text (byte %u)",
			    (unsigned)(unsigned char)line[i]);
		i += character - 1;
	}
	line += strspn(line, " \t");
	if (line[0] == '\0' || line[0] == COMMENT_MARK)
		return 0;
	if (line[0] == '[')
		return read_tag(reading, line, number, error);
	if (!reading->seen_moves && begin_moves(reading, error) < 0)
		return -1;
	return read_moves(reading, line, error);
}

int
record_read(const char *text, size_t length, struct record *record,
    int *error_line, char *error)
{
	struct reading reading;
	struct rules rules;
	char line[RECORD_LINE_MAX + 2];
	size_t start = 0;
	int number = 0;

	*error_line = 0;
	if (length > RECORD_TEXT_MAX)
		return fail(error, "too long for a game record (over %d bytes)",
		    RECORD_TEXT_MAX);
	memset(&reading, 0, sizeof reading);
	rules_default(&rules);
	record_init(&reading.record, &rules);
	while (start < length) {
		const char *end = memchr(text + start, '\n', length - start);
		size_t line_length =
		    (end != NULL ? (size_t)(end - text) : length) - start;

		number++;
		if (line_length > RECORD_LINE_MAX) {
			*error_line = number;
			return fail(error, "line too long (over %d characters)",
			    RECORD_LINE_MAX);
		}
		if (memchr(text + start, '\0', line_length) != NULL) {
			*error_line = number;
			return fail(error,
			    "a NUL byte: this is not a text file");
		}
		memcpy(line, text + start, line_length);
		line[line_length] = '\0';
		if (read_line(&reading, line, number, error) < 0) {
			*error_line = reading.error_line != 0 ?
			    reading.error_line :
			    number;
			return -1;
		}
		start += line_length + 1;
	}
	if (!reading.seen_version)
		return fail(error,
		    "not a Gnomon record: it must begin with [Gnomon \"1\"]");
	if (!reading.seen_moves && begin_moves(&reading, error) < 0) {
		*error_line = reading.error_line;
		return -1;
	}
	reading.record.result = board_result(&reading.board);
	if (reading.seen_result && reading.declared != reading.record.result) {
		*error_line = reading.result_line;
		return fail(error,
		    "the Result tag says %s but the moves end in %s",
		    result_names[reading.declared],
		    result_names[reading.record.result]);
	}
	*record = reading.record;
	return 0;
}
