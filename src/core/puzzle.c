/*
 * puzzle.c owns the puzzles' text format (puzzle.h, gnomon-puzzles(5)): it
 * reads every puzzle, line by line, and refuses a bad one with the line to
 * blame, and it picks the puzzle of the day.  Positions and moves are read
 * by notation.c; whether a move of the solution line is legal is board.c's
 * to say, move after move from the puzzle's position.  Whether the line is
 * true (the search's proof) is ai/puzzle_proof.c's.
 */
#include "core/puzzle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/notation.h"
#include "core/rules.h"

enum {
	PUZZLE_LINE_BYTES = 256,	/* longer lines are refused */
	PUZZLE_KEYWORD_MAX = 16,
	/* A margin is a count of stones: under rules_default a side has
	 * five, so no first move ends more than ten ahead of another. */
	PUZZLE_MARGIN_MAX = 10
};

static const char *const theme_names[PUZZLE_THEME_COUNT] = {
	[PUZZLE_DOUBLE_THREAT] = "double-threat",
	[PUZZLE_SUN_TURN] = "sun-turn",
	[PUZZLE_DIAGONAL] = "diagonal",
	[PUZZLE_DUSK] = "dusk",
	[PUZZLE_KNIGHT] = "knight",
	[PUZZLE_BLOCK] = "block",
	[PUZZLE_WIN] = "win",
	[PUZZLE_GAIN] = "gain",
	[PUZZLE_DEFENCE] = "defence",
};

/* The fields a puzzle takes once each, as bits of puzzle_reader.seen. */
enum puzzle_field {
	FIELD_POSITION = 1 << 0,
	FIELD_LINE = 1 << 1,
	FIELD_DEPTH = 1 << 2,
	FIELD_MARGIN = 1 << 3,
	FIELD_RATING = 1 << 4,
	FIELD_SOURCE = 1 << 5,
	FIELD_ALL = (1 << 6) - 1
};

static const char *const field_names[] = {
	"position", "line", "depth", "margin", "rating", "source"
};

struct puzzle_reader {
	struct puzzle	*puzzles;
	int		count;
	int		line;		/* of the text, from 1 */
	bool		magic;		/* "gnomon-puzzles 1" has been read */
	unsigned	seen;		/* the current puzzle's fields */
	char		*error;
};

static int
puzzle_fail(struct puzzle_reader *reader, const char *what,
    const char *detail)
{
	snprintf(reader->error, PUZZLE_ERROR_MAX, "line %d: %s%s%s",
	    reader->line, what, detail[0] != '\0' ? ": " : "", detail);
	return -1;
}

/* A whole decimal number from `low` to `high`, and nothing after it. */
static int
puzzle_number(struct puzzle_reader *reader, const char *text, int low,
    int high, const char *what, int *value)
{
	char *end;
	long number;

	if (text[0] < '0' || text[0] > '9')
		return puzzle_fail(reader, what, text);
	number = strtol(text, &end, 10);
	if (*end != '\0' || number < low || number > high)
		return puzzle_fail(reader, what, text);
	*value = (int)number;
	return 0;
}

/* The current puzzle's checks once it is all read. */
static int
puzzle_finish(struct puzzle_reader *reader)
{
	struct puzzle *puzzle = &reader->puzzles[reader->count - 1];

	for (size_t i = 0; i < sizeof field_names / sizeof field_names[0];
	    i++) {
		if (reader->seen & 1u << i)
			continue;
		reader->line = puzzle->text_line;
		return puzzle_fail(reader, "the puzzle has no",
		    field_names[i]);
	}
	return 0;
}

static int
puzzle_start(struct puzzle_reader *reader, const char *value)
{
	struct puzzle *puzzle;
	char want[32];
	int number = 0;

	if (reader->count > 0 && puzzle_finish(reader) < 0)
		return -1;
	if (reader->count == PUZZLE_MAX)
		return puzzle_fail(reader, "too many puzzles", "");
	snprintf(want, sizeof want, "puzzle %d expected", reader->count + 1);
	if (puzzle_number(reader, value, reader->count + 1, reader->count + 1,
	    want, &number) < 0)
		return -1;
	puzzle = &reader->puzzles[reader->count++];
	memset(puzzle, 0, sizeof *puzzle);
	puzzle->number = number;
	puzzle->text_line = reader->line;
	reader->seen = 0;
	return 0;
}

/* Marks `field` read, refusing a second. */
static int
puzzle_once(struct puzzle_reader *reader, enum puzzle_field field,
    const char *keyword)
{
	if (reader->seen & field)
		return puzzle_fail(reader, "a second", keyword);
	reader->seen |= field;
	return 0;
}

static int
puzzle_position(struct puzzle_reader *reader, struct puzzle *puzzle,
    const char *value)
{
	char error[NOTATION_ERROR_MAX];
	struct rules rules;

	rules_default(&rules);
	if (notation_read_position(value, &rules, &puzzle->board, error) < 0)
		return puzzle_fail(reader, "bad position", error);
	if (board_is_over(&puzzle->board))
		return puzzle_fail(reader, "the game is over there", value);
	return 0;
}

/* The solution line: legal move after move, an odd count. */
static int
puzzle_line(struct puzzle_reader *reader, struct puzzle *puzzle, char *value)
{
	char error[NOTATION_ERROR_MAX], reason[NOTATION_REFUSAL_MAX];
	struct board board = puzzle->board;
	struct undo undo;
	char *rest = NULL;

	if ((reader->seen & FIELD_POSITION) == 0)
		return puzzle_fail(reader, "a line before the position", "");
	puzzle->line_length = 0;
	for (char *word = strtok_r(value, " ", &rest); word != NULL;
	    word = strtok_r(NULL, " ", &rest)) {
		uint16_t move;

		if (puzzle->line_length == PUZZLE_LINE_MAX)
			return puzzle_fail(reader, "a line is at most 7 moves",
			    "");
		if (notation_read_move(word, &move, error) < 0)
			return puzzle_fail(reader, "bad move", error);
		if (notation_refusal(&board, move, reason))
			return puzzle_fail(reader, word, reason);
		board_make(&board, move, &undo);
		puzzle->line[puzzle->line_length++] = move;
	}
	if (puzzle->line_length % 2 == 0)
		return puzzle_fail(reader,
		    "a line is an odd count of moves (the solver's last)", "");
	return 0;
}

static int
puzzle_theme(struct puzzle_reader *reader, struct puzzle *puzzle,
    const char *value)
{
	int theme = puzzle_theme_parse(value);

	if (theme < 0)
		return puzzle_fail(reader, "no such theme", value);
	if (puzzle_has_theme(puzzle, theme))
		return puzzle_fail(reader, "a theme said twice", value);
	if (puzzle->theme_count == PUZZLE_THEMES_MAX)
		return puzzle_fail(reader, "at most 4 themes", value);
	puzzle->theme[puzzle->theme_count++] = theme;
	return 0;
}

static int
puzzle_source(struct puzzle_reader *reader, struct puzzle *puzzle,
    const char *value)
{
	if (value[0] == '\0')
		return puzzle_fail(reader, "no source", "");
	if (strlen(value) >= sizeof puzzle->source)
		return puzzle_fail(reader, "a source is at most 63 bytes", "");
	for (const char *c = value; *c != '\0'; c++)
		if ((unsigned char)*c < ' ' || *c == 0x7f)
			return puzzle_fail(reader,
			    "a control character in the source", "");
	memcpy(puzzle->source, value, strlen(value) + 1);
	return 0;
}

static int
puzzle_field(struct puzzle_reader *reader, const char *keyword, char *value)
{
	struct puzzle *puzzle = &reader->puzzles[reader->count - 1];

	if (strcmp(keyword, "theme") == 0)
		return puzzle_theme(reader, puzzle, value);
	if (strcmp(keyword, "position") == 0)
		return puzzle_once(reader, FIELD_POSITION, keyword) < 0 ? -1 :
		    puzzle_position(reader, puzzle, value);
	if (strcmp(keyword, "line") == 0)
		return puzzle_once(reader, FIELD_LINE, keyword) < 0 ? -1 :
		    puzzle_line(reader, puzzle, value);
	if (strcmp(keyword, "depth") == 0)
		return puzzle_once(reader, FIELD_DEPTH, keyword) < 0 ? -1 :
		    puzzle_number(reader, value, 0, PUZZLE_DEPTH_MAX,
		    "a depth is 0 to 16 plies", &puzzle->depth);
	if (strcmp(keyword, "margin") == 0)
		return puzzle_once(reader, FIELD_MARGIN, keyword) < 0 ? -1 :
		    puzzle_number(reader, value, 1, PUZZLE_MARGIN_MAX,
		    "a margin is 1 to 10 stones", &puzzle->margin);
	if (strcmp(keyword, "rating") == 0)
		return puzzle_once(reader, FIELD_RATING, keyword) < 0 ? -1 :
		    puzzle_number(reader, value, PUZZLE_RATING_MIN,
		    PUZZLE_RATING_MAX, "a rating is 400 to 3000",
		    &puzzle->rating);
	if (strcmp(keyword, "source") == 0)
		return puzzle_once(reader, FIELD_SOURCE, keyword) < 0 ? -1 :
		    puzzle_source(reader, puzzle, value);
	return puzzle_fail(reader, "unknown keyword", keyword);
}

/* One line, its newline gone. */
static int
puzzle_text_line(struct puzzle_reader *reader, char *line)
{
	char keyword[PUZZLE_KEYWORD_MAX];
	size_t length = strcspn(line, " ");
	char *value = line + length;

	if (line[0] == '#' || line[strspn(line, " ")] == '\0')
		return 0;
	if (!reader->magic) {
		if (strcmp(line, PUZZLE_MAGIC) != 0)
			return puzzle_fail(reader,
			    "not a puzzles file (\"" PUZZLE_MAGIC
			    "\" first)", "");
		reader->magic = true;
		return 0;
	}
	while (*value == ' ')
		value++;
	if (length >= sizeof keyword)
		return puzzle_fail(reader, "unknown keyword", "");
	memcpy(keyword, line, length);
	keyword[length] = '\0';
	if (strcmp(keyword, "puzzle") == 0)
		return puzzle_start(reader, value);
	if (reader->count == 0)
		return puzzle_fail(reader, "not in a puzzle (puzzle N first)",
		    keyword);
	return puzzle_field(reader, keyword, value);
}

static int
puzzle_read_lines(struct puzzle_reader *reader, const char *text)
{
	char line[PUZZLE_LINE_BYTES];

	while (*text != '\0') {
		size_t length = strcspn(text, "\n");

		reader->line++;
		if (length >= sizeof line)
			return puzzle_fail(reader, "line too long", "");
		memcpy(line, text, length);
		line[length] = '\0';
		if (length > 0 && line[length - 1] == '\r')
			line[length - 1] = '\0';
		text += length + (text[length] == '\n');
		if (strchr(line, '\t') != NULL)
			return puzzle_fail(reader, "a tab (use spaces)", "");
		if (puzzle_text_line(reader, line) < 0)
			return -1;
	}
	if (reader->count == 0)
		return puzzle_fail(reader, "no puzzles", "");
	return puzzle_finish(reader);
}

int
puzzle_read_all(const char *text, struct puzzle *puzzles, int *count,
    char *error)
{
	struct puzzle_reader reader = { .puzzles = puzzles, .error = error };

	if (puzzle_read_lines(&reader, text) < 0) {
		*count = 0;
		return -1;
	}
	*count = reader.count;
	return 0;
}

const char *
puzzle_theme_name(enum puzzle_theme theme)
{
	if ((int)theme < 0 || theme >= PUZZLE_THEME_COUNT)
		return "?";
	return theme_names[theme];
}

int
puzzle_theme_parse(const char *name)
{
	for (int theme = 0; theme < PUZZLE_THEME_COUNT; theme++)
		if (strcasecmp(name, theme_names[theme]) == 0)
			return theme;
	return -1;
}

bool
puzzle_has_theme(const struct puzzle *puzzle, enum puzzle_theme theme)
{
	for (int i = 0; i < puzzle->theme_count; i++)
		if (puzzle->theme[i] == theme)
			return true;
	return false;
}

/*
 * The days walk the puzzles with a stride prime to their count, so that
 * any `count` days in a row (from a multiple of count) meet every puzzle
 * once, and two days in a row meet puzzles far apart in the file (which
 * is sorted, so neighbours are alike).  The stride is the first number
 * from about 0.618 of the count (the golden ratio's share: no short
 * cycles) that shares no factor with it.
 */
static int
gcd(int a, int b)
{
	while (b != 0) {
		int rest = a % b;

		a = b;
		b = rest;
	}
	return a;
}

int
puzzle_of_day(long day, int count)
{
	long place;
	int stride;

	if (count <= 1)
		return 0;
	stride = (int)((long)count * 618 / 1000);
	if (stride < 1)
		stride = 1;
	while (gcd(stride, count) != 1)
		stride++;
	place = day % count;
	if (place < 0)
		place += count;
	return (int)(place * stride % count);
}
