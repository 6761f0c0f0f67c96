/*
 * lesson.c owns the lessons' text format (lesson.h): it reads the lessons,
 * line by line, and refuses a bad one with the line to blame.  Positions
 * and moves are read by notation.c, so a lesson is written in the game's
 * own notation; whether a move is legal there is board.c's to say.
 */
#include "core/lesson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"

enum {
	LINE_MAX_BYTES = 512,	/* longer lines are refused */
	KEYWORD_MAX = 16,
	ASKS_TAKE_MAX = 8	/* more stones than a move can take */
};

struct reader {
	struct lesson	*lessons;
	int		count;
	int		line;
	char		*error;
	/* What the lesson being read has had: each field once. */
	bool		has_title, has_position, has_goal, has_answer, has_why;
	bool		has_asks;
};

static int
reader_fail(struct reader *reader, const char *what, const char *detail)
{
	snprintf(reader->error, LESSON_ERROR_MAX, "line %d: %s%s%s",
	    reader->line, what, detail[0] != '\0' ? ": " : "", detail);
	return -1;
}

/* Copies `value` into a field of `size` bytes, joined to what is there
 * with a space when `append`. */
static int
reader_text(struct reader *reader, char *field, size_t size, const char *value,
    bool append)
{
	size_t used = append ? strlen(field) : 0;
	int length;

	if (value[0] == '\0')
		return reader_fail(reader, "no text", "");
	length = snprintf(field + used, size - used, "%s%s",
	    used > 0 ? " " : "", value);
	if (length < 0 || (size_t)length >= size - used)
		return reader_fail(reader, "text too long", "");
	return 0;
}

/* Reads a move that must be legal in the lesson's position. */
static int
reader_move(struct reader *reader, const char *value, uint16_t *move)
{
	struct lesson *lesson = &reader->lessons[reader->count - 1];
	char error[NOTATION_ERROR_MAX], reason[NOTATION_REFUSAL_MAX];

	if (!reader->has_position)
		return reader_fail(reader, "a move before the position", value);
	if (notation_read_move(value, move, error) < 0)
		return reader_fail(reader, "bad move", error);
	if (notation_refusal(&lesson->board, *move, reason))
		return reader_fail(reader, value, reason);
	return 0;
}

/* The checks of a lesson once it is all read (at the next or at the end). */
static int
reader_finish(struct reader *reader)
{
	const char *missing = !reader->has_title ? "title" :
	    !reader->has_position ? "position" : !reader->has_goal ? "goal" :
	    !reader->has_answer ? "answer" : !reader->has_why ? "why" : NULL;
	struct lesson *lesson = &reader->lessons[reader->count - 1];

	if (missing != NULL) {
		reader->line = lesson->line;
		return reader_fail(reader, "the lesson has no", missing);
	}
	return 0;
}

static int
reader_start(struct reader *reader, const char *id)
{
	struct lesson *lesson;

	if (reader->count > 0 && reader_finish(reader) < 0)
		return -1;
	if (reader->count == LESSON_MAX)
		return reader_fail(reader, "too many lessons", "");
	if (id[0] == '\0' || strlen(id) >= LESSON_ID_MAX ||
	    strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(id))
		return reader_fail(reader,
		    "a lesson's id is 1 to 15 of a-z 0-9 -", id);
	for (int i = 0; i < reader->count; i++)
		if (strcmp(reader->lessons[i].id, id) == 0)
			return reader_fail(reader, "a second lesson", id);
	lesson = &reader->lessons[reader->count++];
	memset(lesson, 0, sizeof *lesson);
	snprintf(lesson->id, sizeof lesson->id, "%s", id);
	lesson->line = reader->line;
	lesson->answer = MOVE_NONE;
	lesson->asks.take_cell = lesson->asks.save_cell =
	    lesson->asks.from_cell = CELL_NONE;
	reader->has_title = reader->has_position = reader->has_goal = false;
	reader->has_answer = reader->has_why = reader->has_asks = false;
	return 0;
}

/* `wrong MOVE N TEXT` */
static int
reader_wrong(struct reader *reader, struct lesson *lesson, char *value)
{
	struct lesson_wrong *wrong;
	char *margin = strchr(value, ' '), *text, *end;
	long stones;

	if (lesson->wrong_count == LESSON_WRONG_MAX)
		return reader_fail(reader, "too many wrong moves", "");
	if (margin == NULL)
		return reader_fail(reader, "wrong wants MOVE STONES TEXT",
		    value);
	*margin++ = '\0';
	wrong = &lesson->wrong[lesson->wrong_count];
	if (reader_move(reader, value, &wrong->move) < 0)
		return -1;
	if (lesson_is_right(lesson, wrong->move) ||
	    lesson_wrong_of(lesson, wrong->move) != NULL)
		return reader_fail(reader, "a move said twice", value);
	stones = strtol(margin, &end, 10);
	if (end == margin || *end != ' ' || stones < 1 ||
	    stones > LESSON_MARGIN_MAX)
		return reader_fail(reader, "wrong's margin is 1 to 5 stones",
		    margin);
	wrong->margin = (int)stones;
	text = end + 1;
	wrong->text[0] = '\0';
	if (reader_text(reader, wrong->text, sizeof wrong->text, text, false) <
	    0)
		return -1;
	lesson->wrong_count++;
	return 0;
}

/* The cell after `take`, `save` or `from`, which must hold a stone of
 * the learner's (`own`) or of the other side's. */
static int
reader_asks_cell(struct reader *reader, const char *word, bool own, int *cell)
{
	const struct board *board =
	    &reader->lessons[reader->count - 1].board;
	char error[NOTATION_ERROR_MAX];
	int side = own ? board->side : !board->side;

	if (notation_read_cell(word, cell, error) < 0)
		return reader_fail(reader, "asks: bad cell", error);
	if ((board->stones[side] & bb_cell(*cell)) == 0)
		return reader_fail(reader, own ?
		    "asks: not the learner's stone" :
		    "asks: not a stone to take", word);
	return 0;
}

/* `asks CLAUSE ...`: lesson.h's clauses, separated by spaces. */
static int
reader_asks(struct reader *reader, struct lesson_asks *asks, char *value)
{
	char *word, *next;

	if (!reader->has_position)
		return reader_fail(reader, "asks before the position", "");
	if (value[0] == '\0')
		return reader_fail(reader, "asks wants its clauses", "");
	for (word = value; *word != '\0'; word = next) {
		char *argument = NULL, *end;
		long stones;

		next = word + strcspn(word, " ");
		if (*next != '\0')
			*next++ = '\0';
		if (strcmp(word, "take") == 0 || strcmp(word, "save") == 0 ||
		    strcmp(word, "from") == 0) {
			argument = next;
			next = argument + strcspn(argument, " ");
			if (*next != '\0')
				*next++ = '\0';
			if (argument[0] == '\0')
				return reader_fail(reader, "asks: what to",
				    word);
		}
		if (strcmp(word, "take") == 0 &&
		    strspn(argument, "0123456789") == strlen(argument)) {
			stones = strtol(argument, &end, 10);
			if (stones < 1 || stones > ASKS_TAKE_MAX)
				return reader_fail(reader,
				    "asks: take 1 to 8 stones", argument);
			asks->take = (int)stones;
		} else if (strcmp(word, "take") == 0) {
			if (reader_asks_cell(reader, argument, false,
			    &asks->take_cell) < 0)
				return -1;
		} else if (strcmp(word, "save") == 0) {
			if (reader_asks_cell(reader, argument, true,
			    &asks->save_cell) < 0)
				return -1;
		} else if (strcmp(word, "from") == 0) {
			if (reader_asks_cell(reader, argument, true,
			    &asks->from_cell) < 0)
				return -1;
		} else if (strcmp(word, "keep") == 0)
			asks->keep = true;
		else if (strcmp(word, "retaken") == 0)
			asks->retaken = true;
		else if (strcmp(word, "win") == 0)
			asks->win = true;
		else if (strcmp(word, "best") == 0)
			asks->best = true;
		else
			return reader_fail(reader, "asks: unknown clause",
			    word);
	}
	asks->declared = true;
	return 0;
}

/* Marks a field read, refusing a second. */
static int
reader_once(struct reader *reader, bool *has, const char *keyword)
{
	if (*has)
		return reader_fail(reader, "a second", keyword);
	*has = true;
	return 0;
}

static int
reader_field(struct reader *reader, const char *keyword, char *value)
{
	struct lesson *lesson = &reader->lessons[reader->count - 1];
	char error[NOTATION_ERROR_MAX];
	struct rules rules;
	uint16_t move;

	if (strcmp(keyword, "title") == 0) {
		if (reader_once(reader, &reader->has_title, keyword) < 0)
			return -1;
		return reader_text(reader, lesson->title, sizeof lesson->title,
		    value, false);
	}
	if (strcmp(keyword, "position") == 0) {
		if (reader_once(reader, &reader->has_position, keyword) < 0)
			return -1;
		rules_default(&rules);
		if (notation_read_position(value, &rules, &lesson->board,
		    error) < 0)
			return reader_fail(reader, "bad position", error);
		if (board_is_over(&lesson->board))
			return reader_fail(reader, "the game is over there",
			    value);
		return 0;
	}
	if (strcmp(keyword, "goal") == 0) {
		if (reader_once(reader, &reader->has_goal, keyword) < 0)
			return -1;
		return reader_text(reader, lesson->goal, sizeof lesson->goal,
		    value, false);
	}
	if (strcmp(keyword, "asks") == 0) {
		if (reader_once(reader, &reader->has_asks, keyword) < 0)
			return -1;
		return reader_asks(reader, &lesson->asks, value);
	}
	if (strcmp(keyword, "text") == 0)
		return reader_text(reader, lesson->text, sizeof lesson->text,
		    value, true);
	if (strcmp(keyword, "spoken") == 0)
		return reader_text(reader, lesson->spoken,
		    sizeof lesson->spoken, value, true);
	if (strcmp(keyword, "why") == 0) {
		if (reader_once(reader, &reader->has_why, keyword) < 0)
			return -1;
		return reader_text(reader, lesson->why, sizeof lesson->why,
		    value, false);
	}
	if (strcmp(keyword, "answer") == 0) {
		if (reader_once(reader, &reader->has_answer, keyword) < 0 ||
		    reader_move(reader, value, &move) < 0)
			return -1;
		if (lesson_is_right(lesson, move) ||
		    lesson_wrong_of(lesson, move) != NULL)
			return reader_fail(reader, "a move said twice", value);
		lesson->answer = move;
		return 0;
	}
	if (strcmp(keyword, "also") == 0) {
		if (lesson->also_count == LESSON_ALSO_MAX)
			return reader_fail(reader, "too many also", "");
		if (reader_move(reader, value, &move) < 0)
			return -1;
		if (lesson_is_right(lesson, move) ||
		    lesson_wrong_of(lesson, move) != NULL)
			return reader_fail(reader, "a move said twice", value);
		lesson->also[lesson->also_count++] = move;
		return 0;
	}
	if (strcmp(keyword, "win") == 0) {
		if (value[0] != '\0')
			return reader_fail(reader, "win takes nothing after it",
			    value);
		lesson->win = true;
		return 0;
	}
	if (strcmp(keyword, "safe") == 0) {
		if (value[0] != '\0')
			return reader_fail(reader,
			    "safe takes nothing after it", value);
		lesson->safe = true;
		return 0;
	}
	if (strcmp(keyword, "retaken") == 0) {
		if (value[0] != '\0')
			return reader_fail(reader,
			    "retaken takes nothing after it", value);
		lesson->retaken = true;
		return 0;
	}
	if (strcmp(keyword, "plain-dots") == 0) {
		if (value[0] != '\0')
			return reader_fail(reader,
			    "plain-dots takes nothing after "
			    "it",
			    value);
		lesson->plain_dots = true;
		return 0;
	}
	if (strcmp(keyword, "wrong") == 0)
		return reader_wrong(reader, lesson, value);
	return reader_fail(reader, "unknown keyword", keyword);
}

/* One line, its newline gone. */
static int
reader_line(struct reader *reader, char *line)
{
	char keyword[KEYWORD_MAX];
	size_t length = strcspn(line, " ");
	char *value = line + length;

	while (*value == ' ')
		value++;
	if (line[0] == '#' || line[strspn(line, " \t")] == '\0')
		return 0;
	if (length >= sizeof keyword)
		return reader_fail(reader, "unknown keyword", "");
	memcpy(keyword, line, length);
	keyword[length] = '\0';
	if (strcmp(keyword, "lesson") == 0)
		return reader_start(reader, value);
	if (reader->count == 0)
		return reader_fail(reader, "not in a lesson (lesson ID first)",
		    keyword);
	return reader_field(reader, keyword, value);
}

int
lesson_read_all(const char *text, struct lesson *lessons, int *count,
    char *error)
{
	struct reader reader = { .lessons = lessons, .error = error };
	char line[LINE_MAX_BYTES];

	while (*text != '\0') {
		size_t length = strcspn(text, "\n");

		reader.line++;
		if (length >= sizeof line) {
			reader_fail(&reader, "line too long", "");
			*count = 0;
			return -1;
		}
		memcpy(line, text, length);
		line[length] = '\0';
		if (length > 0 && line[length - 1] == '\r')
			line[length - 1] = '\0';
		text += length + (text[length] == '\n');
		if (strchr(line, '\t') != NULL ||
		    reader_line(&reader, line) < 0) {
			if (strchr(line, '\t') != NULL)
				reader_fail(&reader, "a tab (use spaces)", "");
			*count = 0;
			return -1;
		}
	}
	if (reader.count == 0) {
		snprintf(error, LESSON_ERROR_MAX, "line %d: no lessons",
		    reader.line);
		*count = 0;
		return -1;
	}
	if (reader_finish(&reader) < 0) {
		*count = 0;
		return -1;
	}
	*count = reader.count;
	return 0;
}

bool
lesson_is_right(const struct lesson *lesson, uint16_t move)
{
	if (move == lesson->answer)
		return true;
	for (int i = 0; i < lesson->also_count; i++)
		if (lesson->also[i] == move)
			return true;
	return false;
}

const struct lesson_wrong *
lesson_wrong_of(const struct lesson *lesson, uint16_t move)
{
	for (int i = 0; i < lesson->wrong_count; i++)
		if (lesson->wrong[i].move == move)
			return &lesson->wrong[i];
	return NULL;
}
