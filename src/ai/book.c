/*
 * book.c owns the opening book's lookup: the position written in the game's
 * notation is found among the book's lines, each
 *   BOARD SIDE SUN ROUND MOVE SCORE DEPTH
 * as tools/build-book.sh writes them ('#' starts a comment line).  A few
 * hundred lines are read once a search, never on its hot path, and nothing
 * is allocated.
 */
#include <stdlib.h>
#include <string.h>

#include "ai/book.h"
#include "ai/opening_book_text.h"
#include "core/notation.h"

/* The book is of the designer's rules; the start sun and the pie may differ. */
static bool
book_rules(const struct rules *rules)
{
	struct rules designer;

	rules_default(&designer);
	designer.start_sun = rules->start_sun;
	return rules_same_board(rules, &designer);
}

/* Reads "MOVE SCORE DEPTH" into `report`; false if the line is not that. */
static bool
book_answer(const char *text, const struct board *board,
    struct search_report *report)
{
	char move_text[NOTATION_MOVE_MAX], error[NOTATION_ERROR_MAX];
	size_t length = strcspn(text, " \n");
	uint16_t move;
	char *end;
	long score, depth;

	if (length == 0 || length >= sizeof move_text)
		return false;
	memcpy(move_text, text, length);
	move_text[length] = '\0';
	if (notation_read_move(move_text, &move, error) < 0 ||
	    !board_is_legal(board, move))
		return false;
	score = strtol(text + length, &end, 10);
	depth = strtol(end, &end, 10);
	if (*end != '\n' && *end != '\0')
		return false;
	if (score <= -SEARCH_WIN || score >= SEARCH_WIN || depth < 1 ||
	    depth > MAX_PLIES)
		return false;
	memset(report, 0, sizeof *report);
	report->best = move;
	report->score = (int)score;
	report->depth = (int)depth;
	report->pv_length = 1;
	report->pv[0] = move;
	return true;
}

bool
book_lookup(const struct board *board, struct search_report *report)
{
	char position[NOTATION_POSITION_MAX];
	size_t length;
	const char *line;

	if (!book_rules(&board->rules))
		return false;
	notation_position(board, position);
	length = strlen(position);
	for (line = opening_book_text(); *line != '\0';) {
		const char *next = strchr(line, '\n');

		if (strncmp(line, position, length) == 0 && line[length] == ' ')
			return book_answer(line + length + 1, board, report);
		if (next == NULL)
			break;
		line = next + 1;
	}
	return false;
}
