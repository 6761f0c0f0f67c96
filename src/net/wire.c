/*
 * wire.c owns the rooms' line protocol (wire.h): parsing a line into a
 * struct wire_message and formatting one; free text is cleaned by
 * utf8_clean, the one cleaner of text from outside.
 *
 * The parser reads a line with a cursor, one word at a time, and checks
 * each field as it goes: a word is printable ASCII and not empty (so two
 * spaces in a row, or a space at either end, are refused), and every field
 * is checked for its kind (a seat, a name, a number in range, a move by
 * notation.h, a setting by options.h).  Only a player's name (UTF-8, checked
 * by wire_name_rule) and free text, the rest of a line, may hold bytes above
 * 0x7E, and free text is cleaned before anyone reads it.  Messages quote a
 * bad word only once it is known to be printable ASCII, cut to ECHO_MAX, so
 * an error line is always a clean line too; a bad name is told by its rule.
 */
#include "net/wire.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/notation.h"
#include "core/options.h"
#include "core/utf8.h"

#define ECHO_MAX 16		/* how much of a bad word a message quotes */
#define WORD_MAX WIRE_LINE_MAX	/* a word is at most a line */
#define PRINTABLE_FIRST 0x21	/* '!': a word's bytes, space excluded */
#define PRINTABLE_LAST 0x7E	/* '~' */
#define SPACE ' '
#define DELETE_BYTE 0x7F
#define NOBODY "-"		/* a seat nobody has taken */
#define CLOCK_KEY "clock"
#define RATED_KEY "rated" /* the room line's: a rated room */
#define LEFT_KEY "left" /* the room line's: each side's time left */
#define IDLE_KEY "idle" /* the room line's: each side's idle seconds */
#define UNKNOWN_WORD "-" /* idle=: a seat nobody has taken */
#define GUEST_WORD "guest" /* ratings: a name not registered */
#define PROVISIONAL_MARK '?' /* ratings: after a provisional one */
#define RATING_DIGITS_MAX 5 /* ratings: Glicko-2's are 4 digits */
#define CLOCK_SEPARATOR '+'
#define BOOL_TEXT_MAX 2		/* "0" or "1" and the NUL */
#define VERSION_MAX 9999	/* a hello's version: any sane number */
/* How much of a reader's message (notation.h, options.h) ours quotes after
 * the message's name: what is left of WIRE_ERROR_MAX. */
#define QUOTED_ERROR_MAX (WIRE_ERROR_MAX - 32)

/* Writes the message and yields -1, the parser's failure return. */
#define fail(error, ...) (snprintf((error), WIRE_ERROR_MAX, __VA_ARGS__), -1)

/* The words that start each message (two for some), and what follows. */
static const char *const kind_words[WIRE_KIND_COUNT] = {
	[WIRE_HELLO] = "hello",
	[WIRE_INFO] = "info",
	[WIRE_MOVE] = "move",
	[WIRE_UNDO] = "undo",
	[WIRE_UNDO_YES] = "undo yes",
	[WIRE_UNDO_NO] = "undo no",
	[WIRE_DRAW] = "draw",
	[WIRE_DRAW_NO] = "draw no",
	[WIRE_RESIGN] = "resign",
	[WIRE_SAY] = "say",
	[WIRE_PING] = "ping",
	[WIRE_SUN] = "sun",
	[WIRE_KEEP] = "keep",
	[WIRE_SWAP] = "swap",
	[WIRE_BYE] = "bye",
	[WIRE_ROOM] = "room",
	[WIRE_WELCOME] = "welcome",
	[WIRE_RULES] = "rules",
	[WIRE_PLAYERS] = "players",
	[WIRE_CONNECTED] = "connected",
	[WIRE_WATCHERS] = "watchers",
	[WIRE_CLOCK] = "clock",
	[WIRE_MOVES] = "moves",
	[WIRE_STATUS] = "status",
	[WIRE_MOVED] = "moved",
	[WIRE_UNDO_ASKED] = "undo-asked",
	[WIRE_UNDONE] = "undone",
	[WIRE_UNDO_REFUSED] = "undo-refused",
	[WIRE_DRAW_OFFERED] = "draw-offered",
	[WIRE_DRAW_REFUSED] = "draw-refused",
	[WIRE_JOINED] = "joined",
	[WIRE_LEFT] = "left",
	[WIRE_SAID] = "said",
	[WIRE_OVER] = "over",
	[WIRE_PONG] = "pong",
	[WIRE_ERROR] = "error",
	[WIRE_UNSAVED] = "unsaved",
	[WIRE_SAVED] = "saved",
	[WIRE_NOTICE] = "notice",
	[WIRE_NOT_ANSWERING] = "not-answering",
	[WIRE_ANSWERING] = "answering",
	[WIRE_FILED] = "filed",
	[WIRE_PIE] = "pie",
	[WIRE_RATINGS] = "ratings",
};

static const char *const pie_names[WIRE_PIE_COUNT] = {
	[WIRE_PIE_SUN] = "sun", [WIRE_PIE_COLOUR] = "colour",
	[WIRE_PIE_KEEP] = "keep", [WIRE_PIE_SWAP] = "swap"
};

static const char *const seat_names[WIRE_SEAT_COUNT] = {
	[WIRE_SEAT_AMBER] = "amber", [WIRE_SEAT_TEAL] = "teal",
	[WIRE_SEAT_ANY] = "any", [WIRE_SEAT_WATCH] = "watch"
};

static const char *const state_names[WIRE_STATE_COUNT] = {
	[WIRE_STATE_WAITING] = "waiting", [WIRE_STATE_PLAYING] = "playing",
	[WIRE_STATE_PAUSED] = "paused", [WIRE_STATE_OVER] = "over"
};

static const char *const reason_names[WIRE_REASON_LIMIT] = {
	[WIRE_REASON_ECLIPSE] = "eclipse", [WIRE_REASON_DUSK] = "dusk",
	[WIRE_REASON_STONES] = "count", [WIRE_REASON_RESIGN] = "resign",
	[WIRE_REASON_TIME] = "time", [WIRE_REASON_AGREED] = "agreed"
};

static const char *const result_names[] = {
	[RESULT_NONE] = "none", [RESULT_AMBER] = "amber",
	[RESULT_TEAL] = "teal", [RESULT_DRAW] = "draw"
};

/* A seat's allowed values in one field. */
enum seat_set {
	SEATS_COLOURS = 1 << WIRE_SEAT_AMBER | 1 << WIRE_SEAT_TEAL,
	SEATS_PRESENT = SEATS_COLOURS | 1 << WIRE_SEAT_WATCH,
	SEATS_ASKED = SEATS_PRESENT | 1 << WIRE_SEAT_ANY
};

/* A line being read, word by word. */
struct reader {
	const char	*at;		/* the rest of the line */
	const char	*kind;		/* the message's words, for messages */
	char		*error;
};

const char *
wire_seat_name(int seat)
{
	return seat >= 0 && seat < WIRE_SEAT_COUNT ? seat_names[seat] : "?";
}

const char *
wire_state_name(enum wire_state state)
{
	return (unsigned)state < WIRE_STATE_COUNT ? state_names[state] : "?";
}

const char *
wire_reason_name(enum wire_reason reason)
{
	return (unsigned)reason < WIRE_REASON_LIMIT ? reason_names[reason] :
						      "?";
}

const char *
wire_result_name(enum result result)
{
	return (unsigned)result <= RESULT_DRAW ? result_names[result] : "?";
}

bool
wire_is_request(enum wire_kind kind)
{
	return kind >= WIRE_HELLO && kind <= WIRE_BYE;
}

void
wire_init(struct wire_message *message, enum wire_kind kind)
{
	memset(message, 0, sizeof *message);
	message->kind = kind;
	rules_default(&message->rules);
}

/* Whether every byte of `text` (`length` bytes) is in [!-~], or with
 * `high` above 0x7E too. */
static bool
printable_word(const char *text, size_t length, bool high)
{
	for (size_t i = 0; i < length; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c < PRINTABLE_FIRST || (c > PRINTABLE_LAST && !high) ||
		    c == DELETE_BYTE)
			return false;
	}
	return true;
}

bool
wire_room_valid(const char *name)
{
	static const char allowed[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-";
	size_t length = strlen(name);

	return length >= 1 && length <= WIRE_ROOM_MAX &&
	    strspn(name, allowed) == length && name[0] != '.' && name[0] != '-';
}

/* ---- Names ---- */

size_t
wire_characters(const char *text)
{
	size_t count = 0;

	for (; *text != '\0'; text++)
		if (((unsigned char)*text & UTF8_CONTINUATION_MASK) !=
		    UTF8_CONTINUATION)
			count++;
	return count;
}

/* The rule character `point` of a name breaks, or NULL. */
static const char *
name_point_rule(unsigned long point)
{
	if (point == SPACE || point == 0x00A0 || point == 0x1680 ||
	    (point >= 0x2000 && point <= 0x200A) || point == 0x202F ||
	    point == 0x205F || point == 0x3000)
		return "spaces are not allowed";
	if (point == '"')
		return "quotes are not allowed";
	if (point == '\\')
		return "backslashes are not allowed";
	if (point < SPACE || point == DELETE_BYTE || utf8_unwanted(point) ||
	    utf8_unseen(point))
		return "control and invisible characters are not allowed";
	return NULL;
}

/*
 * A player's name is a word of the protocol and kept in game records, so
 * it holds no space, quote or backslash; it is UTF-8, as the chat is, with
 * nothing in it a screen would not show.  A room's name names its files,
 * so it is kept to [A-Za-z0-9._-].
 */
const char *
wire_name_rule(const char *name)
{
	const unsigned char *bytes = (const unsigned char *)name;
	size_t length = strlen(name), i = 0;

	if (length == 0)
		return "a name cannot be empty";
	while (i < length) {
		unsigned long point = bytes[i];
		size_t sequence = 1;

		if (point >= UTF8_CONTINUATION) {
			sequence = utf8_decode(bytes + i, length - i, &point);
			if (sequence == 0)
				return "a name is UTF-8 text: this is not";
		}
		i += sequence;
	}
	_Static_assert(WIRE_NAME_MAX == 16, "the words below say 16");
	if (wire_characters(name) > WIRE_NAME_MAX)
		return "too long: a name is at most 16 characters";
	if (strcmp(name, NOBODY) == 0)
		return "'-' alone means nobody";
	for (i = 0; i < length;) {
		unsigned long point = bytes[i];
		size_t sequence = 1;
		const char *rule;

		if (point >= UTF8_CONTINUATION)
			sequence = utf8_decode(bytes + i, length - i, &point);
		rule = name_point_rule(point);
		if (rule != NULL)
			return rule;
		i += sequence;
	}
	return NULL;
}

bool
wire_name_valid(const char *name)
{
	return wire_name_rule(name) == NULL;
}

void
wire_cut_text(char *text, size_t size)
{
	size_t length = strlen(text);

	if (size == 0 || length < size)
		return;
	length = size - 1;
	while (length > 0 &&
	    ((unsigned char)text[length] & UTF8_CONTINUATION_MASK) ==
		UTF8_CONTINUATION)
		length--;
	text[length] = '\0';
}

/* ---- Reading words ---- */

static bool
reader_done(const struct reader *reader)
{
	return reader->at[0] == '\0';
}

/*
 * Reads the next word into `word` (WORD_MAX bytes): -1 with a message if
 * there is none, or it is empty or not printable.  `what` names the field.
 * A word that may be a name (`utf8`) may hold bytes above 0x7E too, which
 * the name's check reads as UTF-8.
 */
static int
read_word_of(struct reader *reader, const char *what, char *word, bool utf8)
{
	size_t length;

	if (reader->at[0] == '\0')
		return fail(reader->error, "'%s' needs %s", reader->kind, what);
	if (reader->at[0] != SPACE)
		return fail(reader->error, "'%s': a space is missing before %s",
		    reader->kind, what);
	reader->at++;
	length = strcspn(reader->at, " ");
	if (length == 0)
		return fail(reader->error,
		    "'%s': an empty field where %s should be"
		    " (one space between words)",
		    reader->kind, what);
	if (!printable_word(reader->at, length, utf8))
		return fail(reader->error, "'%s': %s holds a byte that is not"
		    " printable ASCII", reader->kind, what);
	memcpy(word, reader->at, length);
	word[length] = '\0';
	reader->at += length;
	return 0;
}

static int
read_word(struct reader *reader, const char *what, char *word)
{
	return read_word_of(reader, what, word, false);
}

/* The rest of the line as free text, cleaned; `required` if it may not be
 * absent. */
static int
read_text(struct reader *reader, bool required, char *text)
{
	if (reader->at[0] == '\0') {
		if (required)
			return fail(reader->error, "'%s' needs a text",
			    reader->kind);
		text[0] = '\0';
		return 0;
	}
	if (reader->at[0] != SPACE)
		return fail(reader->error,
		    "'%s': a space is missing before the text", reader->kind);
	snprintf(text, WIRE_TEXT_MAX, "%s", reader->at + 1);
	reader->at += strlen(reader->at);
	utf8_clean(text, strlen(text));
	if (required && text[0] == '\0')
		return fail(reader->error, "'%s' needs a text", reader->kind);
	return 0;
}

/* How much of `text` a message may quote: its printable start, ECHO_MAX at
 * most. */
static int
quotable(const char *text)
{
	int length = 0;

	while (length < ECHO_MAX && text[length] >= SPACE &&
	    text[length] <= PRINTABLE_LAST)
		length++;
	return length;
}

static int
read_end(struct reader *reader)
{
	if (reader_done(reader))
		return 0;
	return fail(reader->error, "'%s' takes nothing more, not '%.*s...'",
	    reader->kind, quotable(reader->at), reader->at);
}

/* A whole number from min to max. */
static int
read_number(struct reader *reader, const char *what, long min, long max,
    long *number)
{
	char word[WORD_MAX];
	char error[OPTIONS_ERROR_MAX];

	if (read_word(reader, what, word) < 0)
		return -1;
	if (options_int(what, word, min, max, number, error) < 0)
		return fail(reader->error, "'%s': %.*s", reader->kind,
			    QUOTED_ERROR_MAX, error);
	return 0;
}

static int
read_int(struct reader *reader, const char *what, long min, long max,
    int *number)
{
	long read;

	if (read_number(reader, what, min, max, &read) < 0)
		return -1;
	*number = (int)read;
	return 0;
}

static int
read_bool(struct reader *reader, const char *what, bool *value)
{
	int number;

	if (read_int(reader, what, 0, 1, &number) < 0)
		return -1;
	*value = number == 1;
	return 0;
}

/*
 * `word` out of `names` (`count` of them, NULL for a gap, bit i of
 * `allowed` for each one allowed here): 0 and its index, or -1 with a
 * message naming the field `what`.
 */
static int
check_choice(struct reader *reader, const char *word, const char *what,
    const char *const *names, int count, unsigned allowed, int *index)
{
	for (int i = 0; i < count; i++)
		if ((allowed & 1u << i) && names[i] != NULL &&
		    strcmp(word, names[i]) == 0) {
			*index = i;
			return 0;
		}
	return fail(reader->error, "'%s': %s cannot be '%.*s%s'", reader->kind,
	    what, ECHO_MAX, word, strlen(word) > ECHO_MAX ? "..." : "");
}

static int
read_choice(struct reader *reader, const char *what,
    const char *const *names, int count, unsigned allowed, int *index)
{
	char word[WORD_MAX];

	if (read_word(reader, what, word) < 0)
		return -1;
	return check_choice(reader, word, what, names, count, allowed, index);
}

static int
read_seat(struct reader *reader, unsigned allowed, int *seat)
{
	return read_choice(reader, "a seat", seat_names, WIRE_SEAT_COUNT,
	    allowed, seat);
}

static int
read_result(struct reader *reader, enum result *result)
{
	int index;
	unsigned decided = 1u << RESULT_AMBER | 1u << RESULT_TEAL |
	    1u << RESULT_DRAW;

	if (read_choice(reader, "a result", result_names,
	    (int)(sizeof result_names / sizeof result_names[0]), decided,
	    &index) < 0)
		return -1;
	*result = (enum result)index;
	return 0;
}

static int
read_reason(struct reader *reader, enum wire_reason *reason)
{
	int index;

	if (read_choice(reader, "a reason", reason_names, WIRE_REASON_LIMIT,
	    (1u << WIRE_REASON_LIMIT) - 1, &index) < 0)
		return -1;
	*reason = (enum wire_reason)index;
	return 0;
}

static int
check_name(struct reader *reader, const char *word, bool nobody_allowed,
    char *name)
{
	const char *rule;

	if (nobody_allowed && strcmp(word, NOBODY) == 0) {
		name[0] = '\0';
		return 0;
	}
	rule = wire_name_rule(word);
	if (rule != NULL)
		return fail(reader->error,
		    "'%s': not a name: %s (a name is 1 to"
		    " %d characters, no space, quote or backslash, not '-')",
		    reader->kind, rule, WIRE_NAME_MAX);
	strcpy(name, word);
	return 0;
}

/* A player's name, or `-` for nobody (then "") when `nobody_allowed`. */
static int
read_name(struct reader *reader, bool nobody_allowed, char *name)
{
	char word[WORD_MAX];

	if (read_word_of(reader, "a name", word, true) < 0)
		return -1;
	return check_name(reader, word, nobody_allowed, name);
}

static int
read_room_name(struct reader *reader, char *room)
{
	char word[WORD_MAX];

	if (read_word(reader, "a room's name", word) < 0)
		return -1;
	if (!wire_room_valid(word))
		return fail(reader->error,
		    "'%s': a room's name is 1 to %d letters,"
		    " digits, '.', '_' or '-', not first '.' or '-': not "
		    "'%.*s%s'",
		    reader->kind, WIRE_ROOM_MAX, ECHO_MAX, word,
		    strlen(word) > ECHO_MAX ? "..." : "");
	strcpy(room, word);
	return 0;
}

static int
check_move(struct reader *reader, const char *word, uint16_t *move)
{
	char error[NOTATION_ERROR_MAX];

	if (notation_read_move(word, move, error) < 0)
		return fail(reader->error, "'%s': %.*s", reader->kind,
			    QUOTED_ERROR_MAX, error);
	return 0;
}

static int
read_move(struct reader *reader, uint16_t *move)
{
	char word[WORD_MAX];

	if (read_word(reader, "a move", word) < 0)
		return -1;
	return check_move(reader, word, move);
}

/* A token: 1..WIRE_TOKEN_MAX hex digits, kept in lowercase. */
static int
check_token(struct reader *reader, const char *value, char *token)
{
	size_t length = strlen(value);

	if (length < 1 || length > WIRE_TOKEN_MAX ||
	    strspn(value, "0123456789abcdefABCDEF") != length)
		return fail(reader->error,
		    "'%s': a token is 1 to %d hex digits", reader->kind,
		    WIRE_TOKEN_MAX);
	for (size_t i = 0; i <= length; i++)
		token[i] = (char)(value[i] >= 'A' && value[i] <= 'F' ?
		    value[i] - 'A' + 'a' : value[i]);
	return 0;
}

/* "clock=BASE+INC", both in ms. */
static int
check_clock(struct reader *reader, const char *value,
    struct wire_message *message)
{
	char base[WORD_MAX], error[OPTIONS_ERROR_MAX];
	const char *separator = strchr(value, CLOCK_SEPARATOR);
	long base_ms, increment_ms;

	if (message->has_clock)
		return fail(reader->error, "'%s': clock is given twice",
		    reader->kind);
	if (separator == NULL)
		return fail(reader->error,
		    "'%s': clock is BASE+INCREMENT in ms", reader->kind);
	snprintf(base, sizeof base, "%.*s", (int)(separator - value), value);
	if (options_int("clock's base", base, 1, WIRE_CLOCK_BASE_MAX, &base_ms,
	    error) < 0 ||
	    options_int("clock's increment", separator + 1, 0,
	    WIRE_CLOCK_INCREMENT_MAX, &increment_ms, error) < 0)
		return fail(reader->error, "'%s': %.*s", reader->kind,
			    QUOTED_ERROR_MAX, error);
	message->has_clock = true;
	message->clock_base_ms = base_ms;
	message->clock_increment_ms = increment_ms;
	return 0;
}

/* The room line's "rated=1": given once, and only as 1 (a room that is
 * not rated says nothing, as rooms did before there were ratings). */
static int
check_rated(struct reader *reader, const char *value,
    struct wire_message *message)
{
	if (message->rated)
		return fail(reader->error, "'%s': rated is given twice",
		    reader->kind);
	if (strcmp(value, "1") != 0)
		return fail(reader->error, "'%s': rated is 1 or not given",
		    reader->kind);
	message->rated = true;
	return 0;
}

/* Two values "AMBER+TEAL" of a room line's `key`: each a number
 * 0..`most` or, with `unknown` (NULL: not allowed), "-" for none. */
static int
check_pair(struct reader *reader, const char *key, const char *value,
    long most, bool *unknown, int64_t *pair)
{
	char word[WORD_MAX], error[OPTIONS_ERROR_MAX];
	const char *separator = strchr(value, CLOCK_SEPARATOR);
	long number;

	if (separator == NULL)
		return fail(reader->error, "'%s': %s is AMBER+TEAL",
		    reader->kind, key);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		snprintf(word, sizeof word, "%.*s", colour == COLOUR_AMBER ?
		    (int)(separator - value) : (int)strlen(separator + 1),
		    colour == COLOUR_AMBER ? value : separator + 1);
		if (unknown != NULL && strcmp(word, UNKNOWN_WORD) == 0) {
			unknown[colour] = true;
			pair[colour] = 0;
			continue;
		}
		if (options_int(key, word, 0, most, &number, error) < 0)
			return fail(reader->error, "'%s': %.*s", reader->kind,
			    QUOTED_ERROR_MAX, error);
		pair[colour] = number;
	}
	return 0;
}

/* The room line's "left=AMBER_MS+TEAL_MS" (a room with a clock) and
 * "idle=AMBER_S+TEAL_S" ("-" for a seat nobody has taken): each once. */
static int
check_room_pair(struct reader *reader, const char *key, const char *value,
    struct wire_message *message)
{
	bool unknown[COLOUR_COUNT] = { false, false };
	int64_t pair[COLOUR_COUNT];

	if (strcmp(key, LEFT_KEY) == 0) {
		if (message->has_left)
			return fail(reader->error, "'%s': left is given twice",
			    reader->kind);
		if (check_pair(reader, key, value, (long)WIRE_CLOCK_LEFT_MAX,
		    NULL, message->clock_ms) < 0)
			return -1;
		message->has_left = true;
		return 0;
	}
	if (message->has_idle[COLOUR_AMBER] || message->has_idle[COLOUR_TEAL])
		return fail(reader->error, "'%s': idle is given twice",
		    reader->kind);
	if (check_pair(reader, key, value, WIRE_IDLE_SECONDS_MAX, unknown,
	    pair) < 0)
		return -1;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		message->has_idle[colour] = !unknown[colour];
		message->idle_seconds[colour] = (int)pair[colour];
	}
	/* "-+-" says nothing, and is no line a room writes. */
	if (unknown[COLOUR_AMBER] && unknown[COLOUR_TEAL])
		return fail(reader->error, "'%s': idle is -+-: leave it out",
		    reader->kind);
	return 0;
}

/*
 * A variant setting ("len=3"), or with `clock_allowed` the clock's: one
 * word whose key is known.  Returns 1 if the word is no setting (no '=').
 */
static int
check_setting(struct reader *reader, const char *word, bool clock_allowed,
    struct wire_message *message)
{
	char key[OPTIONS_KEY_MAX], error[OPTIONS_ERROR_MAX];
	const char *equals = strchr(word, '=');
	const struct options_entry *entry;
	size_t index;

	if (equals == NULL)
		return 1;
	if ((size_t)(equals - word) >= sizeof key)
		return fail(reader->error,
		    "'%s': no setting is called '%.*s...'", reader->kind,
		    ECHO_MAX, word);
	snprintf(key, sizeof key, "%.*s", (int)(equals - word), word);
	if (clock_allowed && strcmp(key, CLOCK_KEY) == 0)
		return check_clock(reader, equals + 1, message);
	if (message->kind == WIRE_ROOM && strcmp(key, RATED_KEY) == 0)
		return check_rated(reader, equals + 1, message);
	if (message->kind == WIRE_ROOM && (strcmp(key, LEFT_KEY) == 0 ||
	    strcmp(key, IDLE_KEY) == 0))
		return check_room_pair(reader, key, equals + 1, message);
	entry = options_find(&options_variant, key);
	if (entry == NULL)
		return fail(reader->error, "'%s': no setting is called '%s'",
		    reader->kind, key);
	index = (size_t)(entry - options_variant.entries);
	if (message->rules_given & 1u << index)
		return fail(reader->error, "'%s': %s is given twice",
		    reader->kind, key);
	if (options_set(entry, equals + 1, &message->rules, error) < 0)
		return fail(reader->error, "'%s': %.*s", reader->kind,
			    QUOTED_ERROR_MAX, error);
	message->rules_given |= 1u << index;
	return 0;
}

static unsigned
every_setting(void)
{
	return (1u << options_variant.count) - 1;
}

/* The settings a whole list writes: an added variant (moon, mixed, board) is
 * written only when it is on, so a list without it means its default. */
static unsigned
written_settings(void)
{
	unsigned written = 0;

	for (size_t i = 0; i < options_variant.count; i++)
		if (options_variant.entries[i].store != OPTIONS_BOOL_ADDED &&
		    options_variant.entries[i].store != OPTIONS_INT_ADDED)
			written |= 1u << i;
	return written;
}

/* The variant settings to the end of the line, all of them. */
static int
read_settings(struct reader *reader, struct wire_message *message)
{
	char word[WORD_MAX];
	const char *problem;

	while (!reader_done(reader)) {
		int status;

		if (read_word(reader, "a setting", word) < 0)
			return -1;
		status = check_setting(reader, word, true, message);
		if (status < 0)
			return -1;
		if (status > 0)
			return fail(reader->error,
			    "'%s': '%.*s' is no key=value"
			    " setting",
			    reader->kind, ECHO_MAX, word);
	}
	if ((message->rules_given & written_settings()) != written_settings())
		return fail(reader->error, "'%s' needs every variant setting",
		    reader->kind);
	message->rules_given = every_setting();
	problem = rules_check(&message->rules);
	if (problem != NULL)
		return fail(reader->error, "'%s': %s", reader->kind, problem);
	return 0;
}

/* ---- Each message's fields ---- */

/* hello gnomon-room VERSION key=value... */
static int
read_hello(struct reader *reader, struct wire_message *message)
{
	char word[WORD_MAX];
	bool seat_given = false;

	if (read_word(reader, "the protocol's name", word) < 0)
		return -1;
	if (strcmp(word, WIRE_PROTOCOL) != 0)
		return fail(reader->error, "'hello': the protocol is '%s', not"
		    " '%.*s'", WIRE_PROTOCOL, ECHO_MAX, word);
	if (read_int(reader, "the version", 1, VERSION_MAX, &message->version) <
	    0)
		return -1;
	while (!reader_done(reader)) {
		const char *value;
		int status;

		if (read_word_of(reader, "a key=value field", word, true) < 0)
			return -1;
		/* Only a name may be more than ASCII. */
		if (strncmp(word, "name=", strlen("name=")) != 0 &&
		    !printable_word(word, strlen(word), false))
			return fail(reader->error,
			    "'hello': a key=value field holds"
			    " a byte that is not printable ASCII");
		value = strchr(word, '=');
		if (value == NULL)
			return fail(reader->error,
			    "'hello': '%.*s' is no key=value"
			    " field",
			    ECHO_MAX, word);
		value++;
		if (strncmp(word, "seat=", strlen("seat=")) == 0) {
			if (seat_given)
				return fail(reader->error,
				    "'hello': seat is given twice");
			if (check_choice(reader, value, "a seat", seat_names,
			    WIRE_SEAT_COUNT, SEATS_ASKED, &message->seat) < 0)
				return -1;
			seat_given = true;
		} else if (strncmp(word, "name=", strlen("name=")) == 0) {
			if (message->name[0] != '\0')
				return fail(reader->error,
				    "'hello': name is given twice");
			if (check_name(reader, value, false, message->name) < 0)
				return -1;
		} else if (strncmp(word, "token=", strlen("token=")) == 0) {
			if (message->token[0] != '\0')
				return fail(reader->error,
				    "'hello': token is given twice");
			if (check_token(reader, value, message->token) < 0)
				return -1;
		} else {
			status = check_setting(reader, word, false, message);
			if (status < 0)
				return -1;
			if (status > 0)
				return fail(reader->error,
				    "'hello': '%.*s' is no key=value"
				    " field",
				    ECHO_MAX, word);
		}
	}
	if (!seat_given)
		return fail(reader->error,
		    "'hello' needs seat=amber|teal|any|watch");
	if (message->name[0] == '\0')
		return fail(reader->error, "'hello' needs name=NAME");
	return 0;
}

/* A sun: a compass point, 0 (N) to 7 (NW), as the sun setting counts. */
static int
read_sun(struct reader *reader, int *sun)
{
	return read_int(reader, "a sun", 0, COMPASS_POINTS - 1, sun);
}

/* pie STEP SUN */
static int
read_pie(struct reader *reader, struct wire_message *message)
{
	int step;

	if (read_choice(reader, "a pie step", pie_names, WIRE_PIE_COUNT,
	    (1u << WIRE_PIE_COUNT) - 1, &step) < 0)
		return -1;
	message->pie = (enum wire_pie)step;
	return read_sun(reader, &message->sun);
}

/* room ROOM AMBER TEAL BOOL BOOL WATCHERS ROUND STATE SETTING... */
static int
read_room(struct reader *reader, struct wire_message *message)
{
	int state;

	if (read_room_name(reader, message->room) < 0 ||
	    read_name(reader, true, message->player[COLOUR_AMBER]) < 0 ||
	    read_name(reader, true, message->player[COLOUR_TEAL]) < 0 ||
	    read_bool(reader, "amber's connection",
		&message->connected[COLOUR_AMBER]) < 0 ||
	    read_bool(reader, "teal's connection",
		&message->connected[COLOUR_TEAL]) < 0 ||
	    read_int(reader, "spectators", 0, WIRE_WATCHERS_MAX,
		&message->count) < 0 ||
	    read_int(reader, "the round", 1, DUSK_MAX * DAY_MAX + 1,
		&message->round) < 0 ||
	    read_choice(reader, "a state", state_names, WIRE_STATE_COUNT,
		(1u << WIRE_STATE_COUNT) - 1, &state) < 0)
		return -1;
	message->state = (enum wire_state)state;
	return read_settings(reader, message);
}

/* Whether `word` is a rating's words: 1 to 5 digits, then '?' while it is
 * provisional; or "guest". */
static bool
rating_valid(const char *word)
{
	size_t digits = strspn(word, "0123456789");

	if (strcmp(word, GUEST_WORD) == 0)
		return true;
	return digits >= 1 && digits <= RATING_DIGITS_MAX &&
	    (word[digits] == '\0' ||
	    (word[digits] == PROVISIONAL_MARK && word[digits + 1] == '\0'));
}

/* A player's rating in a `ratings` line ("" for `-`). */
static int
read_rating(struct reader *reader, const char *what, char *rating)
{
	char word[WORD_MAX];

	if (read_word(reader, what, word) < 0)
		return -1;
	if (strcmp(word, NOBODY) == 0) {
		rating[0] = '\0';
		return 0;
	}
	if (!rating_valid(word))
		return fail(reader->error, "'%s': a rating is digits, with"
		    " '?' while provisional, or 'guest' or '-': not '%.*s'",
		    reader->kind, ECHO_MAX, word);
	/* rating_valid: at most 5 digits and '?', within the size. */
	memcpy(rating, word, strlen(word) + 1);
	return 0;
}

static int
read_status(struct reader *reader, struct wire_message *message)
{
	int state;

	if (read_choice(reader, "a state", state_names, WIRE_STATE_COUNT,
	    (1u << WIRE_STATE_COUNT) - 1, &state) < 0)
		return -1;
	message->state = (enum wire_state)state;
	if (message->state == WIRE_STATE_PAUSED)
		return read_seat(reader, SEATS_COLOURS, &message->seat);
	if (message->state == WIRE_STATE_OVER)
		return read_result(reader, &message->result) < 0 ? -1 :
		    read_reason(reader, &message->reason);
	return 0;
}

static int
read_moves(struct reader *reader, struct wire_message *message)
{
	char word[WORD_MAX];

	while (!reader_done(reader)) {
		if (message->move_count == MAX_PLIES)
			return fail(reader->error,
			    "'moves': more than %d moves", MAX_PLIES);
		if (read_word(reader, "a move", word) < 0 ||
		    check_move(reader, word,
			&message->moves[message->move_count]) < 0)
			return -1;
		message->move_count++;
	}
	return 0;
}

static int
read_clock(struct reader *reader, struct wire_message *message)
{
	long left[COLOUR_COUNT];

	if (read_number(reader, "amber's time", 0, (long)WIRE_CLOCK_LEFT_MAX,
	    &left[COLOUR_AMBER]) < 0 ||
	    read_number(reader, "teal's time", 0, (long)WIRE_CLOCK_LEFT_MAX,
	    &left[COLOUR_TEAL]) < 0)
		return -1;
	message->clock_ms[COLOUR_AMBER] = left[COLOUR_AMBER];
	message->clock_ms[COLOUR_TEAL] = left[COLOUR_TEAL];
	return 0;
}

static int
read_said(struct reader *reader, struct wire_message *message)
{
	if (read_seat(reader, SEATS_PRESENT, &message->seat) < 0 ||
	    read_name(reader, false, message->name) < 0 ||
	    read_text(reader, true, message->text) < 0)
		return -1;
	if (strlen(message->text) > WIRE_SAY_MAX)
		return fail(reader->error,
		    "'said': a text of more than %d bytes", WIRE_SAY_MAX);
	return 0;
}

static int
read_say(struct reader *reader, struct wire_message *message)
{
	if (read_text(reader, true, message->text) < 0)
		return -1;
	if (strlen(message->text) > WIRE_SAY_MAX)
		return fail(reader->error, "'say': at most %d bytes to say",
		    WIRE_SAY_MAX);
	return 0;
}

/* The fields after the message's words, for each kind. */
static int
read_fields(struct reader *reader, struct wire_message *message)
{
	switch (message->kind) {
	case WIRE_HELLO:
		return read_hello(reader, message);
	case WIRE_MOVE:
		return read_move(reader, &message->move);
	case WIRE_SAY:
		return read_say(reader, message);
	case WIRE_SUN:
		return read_sun(reader, &message->sun);
	case WIRE_PIE:
		return read_pie(reader, message);
	case WIRE_RATINGS:
		return read_rating(reader, "amber's rating",
		    message->rating[COLOUR_AMBER]) < 0 ? -1 :
		    read_rating(reader, "teal's rating",
		    message->rating[COLOUR_TEAL]);
	case WIRE_BYE:
		return read_text(reader, false, message->text);
	case WIRE_ERROR:
	case WIRE_UNSAVED:
	case WIRE_NOTICE:
	case WIRE_FILED:
		return read_text(reader, true, message->text);
	case WIRE_ROOM:
		return read_room(reader, message);
	case WIRE_WELCOME:
		return read_room_name(reader, message->room) < 0 ? -1 :
		    read_seat(reader, SEATS_PRESENT, &message->seat);
	case WIRE_RULES:
		return read_settings(reader, message);
	case WIRE_PLAYERS:
		return read_name(reader, true, message->player[COLOUR_AMBER]) <
			0 ?
		    -1 :
		    read_name(reader, true, message->player[COLOUR_TEAL]);
	case WIRE_CONNECTED:
		return read_bool(reader, "amber's connection",
		    &message->connected[COLOUR_AMBER]) < 0 ? -1 :
		    read_bool(reader, "teal's connection",
		    &message->connected[COLOUR_TEAL]);
	case WIRE_WATCHERS:
		return read_int(reader, "spectators", 0, WIRE_WATCHERS_MAX,
		    &message->count);
	case WIRE_CLOCK:
		return read_clock(reader, message);
	case WIRE_MOVES:
		return read_moves(reader, message);
	case WIRE_STATUS:
		return read_status(reader, message);
	case WIRE_MOVED:
		return read_int(reader, "the ply", 1, MAX_PLIES,
			   &message->count) < 0 ?
		    -1 :
		    read_move(reader, &message->move);
	case WIRE_UNDONE:
		return read_int(reader, "the ply", 0, MAX_PLIES - 1,
		    &message->count);
	case WIRE_UNDO_ASKED:
	case WIRE_DRAW_OFFERED:
	case WIRE_LEFT:
	case WIRE_ANSWERING:
		return read_seat(reader, SEATS_COLOURS, &message->seat);
	case WIRE_NOT_ANSWERING:
		return read_seat(reader, SEATS_COLOURS, &message->seat) < 0 ?
		    -1 :
		    read_int(reader, "the seconds", 1, WIRE_QUIET_SECONDS_MAX,
			&message->count);
	case WIRE_JOINED:
		return read_seat(reader, SEATS_PRESENT, &message->seat) < 0 ?
		    -1 :
		    read_name(reader, false, message->name);
	case WIRE_SAID:
		return read_said(reader, message);
	case WIRE_OVER:
		return read_result(reader, &message->result) < 0 ? -1 :
		    read_reason(reader, &message->reason);
	default:
		return 0;	/* the kinds with no fields */
	}
}

/* The kind whose words start `line` (the longest that does), or WIRE_NONE. */
static enum wire_kind
kind_of(const char *line, size_t *words_length)
{
	enum wire_kind found = WIRE_NONE;
	size_t longest = 0;

	for (int kind = WIRE_NONE + 1; kind < WIRE_KIND_COUNT; kind++) {
		size_t length = strlen(kind_words[kind]);

		if (length > longest &&
		    strncmp(line, kind_words[kind], length) == 0 &&
		    (line[length] == '\0' || line[length] == SPACE)) {
			found = (enum wire_kind)kind;
			longest = length;
		}
	}
	*words_length = longest;
	return found;
}

int
wire_parse(const char *line, struct wire_message *message, char *error)
{
	return wire_parse_bytes(line, strnlen(line, WIRE_LINE_MAX), message,
	    error);
}

int
wire_parse_bytes(const char *line, size_t length,
    struct wire_message *message, char *error)
{
	size_t words_length;
	struct reader reader = { line, "", error };

	wire_init(message, WIRE_NONE);
	if (length >= WIRE_LINE_MAX)
		return fail(error, "a line of more than %d bytes",
		    WIRE_LINE_MAX - 1);
	/* A NUL among the bytes is the control byte it is, told as such. */
	for (size_t i = 0; i < length; i++) {
		unsigned char c = (unsigned char)line[i];

		if (c < SPACE || c == DELETE_BYTE)
			return fail(error, "control byte 0x%02X at column %zu",
			    c, i + 1);
	}
	if (length == 0)
		return fail(error, "an empty line");
	message->kind = kind_of(line, &words_length);
	if (message->kind == WIRE_NONE) {
		size_t word = strcspn(line, " ");

		if (!printable_word(line, word, false))
			return fail(error,
			    "no message starts with a byte that is not"
			    " printable ASCII");
		return fail(error, "no message is called '%.*s%s'",
		    (int)(word < ECHO_MAX ? word : ECHO_MAX), line,
		    word > ECHO_MAX ? "..." : "");
	}
	reader.kind = kind_words[message->kind];
	reader.at = line + words_length;
	if (read_fields(&reader, message) < 0)
		return -1;
	return read_end(&reader);
}

/* ---- Formatting ---- */

/* A line being written: `failed` once anything did not fit or was wrong. */
struct writer {
	char	*line;
	size_t	size, length;
	bool	failed;
};

static void write_text(struct writer *, const char *, ...)
    __attribute__((format(printf, 2, 3)));

static void
write_text(struct writer *writer, const char *format, ...)
{
	va_list arguments;
	int written;

	if (writer->failed)
		return;
	va_start(arguments, format);
	written = vsnprintf(writer->line + writer->length,
	    writer->size - writer->length, format, arguments);
	va_end(arguments);
	if (written < 0 || (size_t)written >= writer->size - writer->length)
		writer->failed = true;
	else
		writer->length += (size_t)written;
}

/* " WORD": a name out of a table, or failure for a bad index. */
static void
write_name_of(struct writer *writer, const char *name)
{
	if (strcmp(name, "?") == 0)
		writer->failed = true;
	write_text(writer, " %s", name);
}

static void
write_seat(struct writer *writer, int seat, unsigned allowed)
{
	if (seat < 0 || seat >= WIRE_SEAT_COUNT || !(allowed & 1u << seat))
		writer->failed = true;
	write_name_of(writer, wire_seat_name(seat));
}

static void
write_player(struct writer *writer, const char *name, bool nobody_allowed)
{
	if (nobody_allowed && name[0] == '\0') {
		write_text(writer, " %s", NOBODY);
		return;
	}
	if (!wire_name_valid(name))
		writer->failed = true;
	write_text(writer, " %s", name);
}

static void
write_move(struct writer *writer, uint16_t move)
{
	char text[NOTATION_MOVE_MAX];

	notation_move(move, text);
	write_text(writer, " %s", text);
}

static void
write_sun(struct writer *writer, int sun)
{
	if (sun < 0 || sun >= COMPASS_POINTS)
		writer->failed = true;
	write_text(writer, " %d", sun);
}

static void
write_result(struct writer *writer, enum result result, enum wire_reason reason)
{
	if (result == RESULT_NONE)
		writer->failed = true;
	write_name_of(writer, wire_result_name(result));
	write_name_of(writer, wire_reason_name(reason));
}

static void
write_settings(struct writer *writer, const struct wire_message *message)
{
	char settings[OPTIONS_TEXT_MAX];

	if (rules_check(&message->rules) != NULL)
		writer->failed = true;
	options_write(&options_variant, &message->rules, settings,
	    sizeof settings);
	write_text(writer, " %s", settings);
	if (message->has_clock)
		write_text(writer, " %s=%lld%c%lld", CLOCK_KEY,
		    (long long)message->clock_base_ms, CLOCK_SEPARATOR,
		    (long long)message->clock_increment_ms);
}

/* The hello's variant settings: those given, as options_write writes them. */
static void
write_given_settings(struct writer *writer, const struct wire_message *message)
{
	for (size_t i = 0; i < options_variant.count; i++) {
		struct options_table one = { &options_variant.entries[i], 1 };
		char setting[OPTIONS_TEXT_MAX];

		if (!(message->rules_given & 1u << i))
			continue;
		options_write(&one, &message->rules, setting, sizeof setting);
		if (setting[0] !=
		    '\0') /* an added variant's 0 is not written */
			write_text(writer, " %s", setting);
	}
}

/* " TEXT", cleaned and cut to fit what is left of the line (and `most`). */
static void
write_free_text(struct writer *writer, const char *text, size_t most)
{
	char clean[WIRE_TEXT_MAX];
	size_t room;

	if (writer->failed || writer->length + 1 >= writer->size)
		return;
	snprintf(clean, sizeof clean, "%s", text);
	utf8_clean(clean, strlen(clean));
	room = writer->size - writer->length - 1;	/* after the space */
	if (room > most + 1)
		room = most + 1;
	wire_cut_text(clean, room);
	write_text(writer, " %s", clean);
}

static void
write_hello(struct writer *writer, const struct wire_message *message)
{
	write_text(writer, " %s %d", WIRE_PROTOCOL, message->version);
	write_text(writer, " seat=%s", wire_seat_name(message->seat));
	if (message->seat < 0 || message->seat >= WIRE_SEAT_COUNT)
		writer->failed = true;
	if (!wire_name_valid(message->name))
		writer->failed = true;
	write_text(writer, " name=%s", message->name);
	if (message->token[0] != '\0')
		write_text(writer, " token=%s", message->token);
	write_given_settings(writer, message);
}

static void
write_room(struct writer *writer, const struct wire_message *message)
{
	if (!wire_room_valid(message->room))
		writer->failed = true;
	write_text(writer, " %s", message->room);
	write_player(writer, message->player[COLOUR_AMBER], true);
	write_player(writer, message->player[COLOUR_TEAL], true);
	write_text(writer, " %d %d %d %d", message->connected[COLOUR_AMBER],
	    message->connected[COLOUR_TEAL], message->count, message->round);
	write_name_of(writer, wire_state_name(message->state));
	write_settings(writer, message);
	if (message->rated)
		write_text(writer, " %s=1", RATED_KEY);
	if (message->has_left)
		write_text(writer, " %s=%lld%c%lld", LEFT_KEY,
		    (long long)message->clock_ms[COLOUR_AMBER], CLOCK_SEPARATOR,
		    (long long)message->clock_ms[COLOUR_TEAL]);
	if (message->has_idle[COLOUR_AMBER] || message->has_idle[COLOUR_TEAL]) {
		write_text(writer, " %s=", IDLE_KEY);
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			if (colour > 0)
				write_text(writer, "%c", CLOCK_SEPARATOR);
			if (message->has_idle[colour])
				write_text(writer, "%d",
				    message->idle_seconds[colour]);
			else
				write_text(writer, "%s", UNKNOWN_WORD);
		}
	}
}

static void
write_status(struct writer *writer, const struct wire_message *message)
{
	write_name_of(writer, wire_state_name(message->state));
	if (message->state == WIRE_STATE_PAUSED)
		write_seat(writer, message->seat, SEATS_COLOURS);
	else if (message->state == WIRE_STATE_OVER)
		write_result(writer, message->result, message->reason);
}

static void
write_fields(struct writer *writer, const struct wire_message *message)
{
	switch (message->kind) {
	case WIRE_HELLO:
		write_hello(writer, message);
		break;
	case WIRE_MOVE:
		write_move(writer, message->move);
		break;
	case WIRE_SAY:
		write_free_text(writer, message->text, WIRE_SAY_MAX);
		break;
	case WIRE_SUN:
		write_sun(writer, message->sun);
		break;
	case WIRE_PIE:
		if ((unsigned)message->pie >= WIRE_PIE_COUNT)
			writer->failed = true;
		else
			write_name_of(writer, pie_names[message->pie]);
		write_sun(writer, message->sun);
		break;
	case WIRE_BYE:
		if (message->text[0] != '\0')
			write_free_text(writer, message->text, WIRE_TEXT_MAX);
		break;
	case WIRE_ERROR:
	case WIRE_UNSAVED:
	case WIRE_NOTICE:
	case WIRE_FILED:
		write_free_text(writer, message->text, WIRE_TEXT_MAX);
		break;
	case WIRE_ROOM:
		write_room(writer, message);
		break;
	case WIRE_RATINGS:
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			const char *rating = message->rating[colour];

			if (rating[0] != '\0' && !rating_valid(rating))
				writer->failed = true;
			write_text(writer, " %s",
			    rating[0] != '\0' ? rating : NOBODY);
		}
		break;
	case WIRE_WELCOME:
		if (!wire_room_valid(message->room))
			writer->failed = true;
		write_text(writer, " %s", message->room);
		write_seat(writer, message->seat, SEATS_PRESENT);
		break;
	case WIRE_RULES:
		write_settings(writer, message);
		break;
	case WIRE_PLAYERS:
		write_player(writer, message->player[COLOUR_AMBER], true);
		write_player(writer, message->player[COLOUR_TEAL], true);
		break;
	case WIRE_CONNECTED:
		write_text(writer, " %d %d", message->connected[COLOUR_AMBER],
		    message->connected[COLOUR_TEAL]);
		break;
	case WIRE_WATCHERS:
	case WIRE_UNDONE:
		write_text(writer, " %d", message->count);
		break;
	case WIRE_CLOCK:
		write_text(writer, " %lld %lld",
		    (long long)message->clock_ms[COLOUR_AMBER],
		    (long long)message->clock_ms[COLOUR_TEAL]);
		break;
	case WIRE_MOVES:
		for (int i = 0; i < message->move_count; i++)
			write_move(writer, message->moves[i]);
		break;
	case WIRE_STATUS:
		write_status(writer, message);
		break;
	case WIRE_MOVED:
		write_text(writer, " %d", message->count);
		write_move(writer, message->move);
		break;
	case WIRE_UNDO_ASKED:
	case WIRE_DRAW_OFFERED:
	case WIRE_LEFT:
	case WIRE_ANSWERING:
		write_seat(writer, message->seat, SEATS_COLOURS);
		break;
	case WIRE_NOT_ANSWERING:
		write_seat(writer, message->seat, SEATS_COLOURS);
		write_text(writer, " %d", message->count);
		break;
	case WIRE_JOINED:
		write_seat(writer, message->seat, SEATS_PRESENT);
		write_player(writer, message->name, false);
		break;
	case WIRE_SAID:
		write_seat(writer, message->seat, SEATS_PRESENT);
		write_player(writer, message->name, false);
		write_free_text(writer, message->text, WIRE_SAY_MAX);
		break;
	case WIRE_OVER:
		write_result(writer, message->result, message->reason);
		break;
	default:
		break;		/* the kinds with no fields */
	}
}

int
wire_format(const struct wire_message *message, char *line, size_t size)
{
	struct writer writer = { line,
		size < WIRE_LINE_MAX ? size : WIRE_LINE_MAX, 0, false };

	if (size == 0)
		return -1;
	line[0] = '\0';
	if (message->kind <= WIRE_NONE || message->kind >= WIRE_KIND_COUNT)
		return -1;
	write_text(&writer, "%s", kind_words[message->kind]);
	write_fields(&writer, message);
	if (writer.failed) {
		line[0] = '\0';
		return -1;
	}
	return (int)writer.length;
}

bool
wire_rules_match(const struct wire_message *message, const struct rules *rules)
{
	for (size_t i = 0; i < options_variant.count; i++) {
		struct options_table one = { &options_variant.entries[i], 1 };
		char asked[OPTIONS_TEXT_MAX], room[OPTIONS_TEXT_MAX];

		if (!(message->rules_given & 1u << i))
			continue;
		options_write(&one, &message->rules, asked, sizeof asked);
		options_write(&one, rules, room, sizeof room);
		if (strcmp(asked, room) != 0)
			return false;
	}
	return true;
}
