/*
 * plain_query.c answers the line mode's queries (plain_query.h): where the
 * stones stand, what is on a cell, the last move, the dangers, the next
 * round's shade and whose turn it is, each in one short line that names
 * the thing asked about first.  A screen reader speaks the grid cell by
 * cell; these say what a sighted player takes in at a glance.
 *
 * Nothing here decides a rule: the stones are the board's, the shades,
 * reaches and dusk ring the core's hints (hints.h), the round, the turn
 * and the sun's next point the screen model's (ui_view.h).
 */
#include "plain/plain_query.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/bitboard.h"
#include "core/notation.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_remote.h"
#include "ui/ui_view.h"

enum {
	QUERY_TEXT_MAX = 1024	/* one answer, before plain_line wraps it */
};

/* An answer as it is put together. */
struct query_text {
	char	text[QUERY_TEXT_MAX];
	size_t	used;
};

static void	query_add(struct query_text *, const char *, ...)
    __attribute__((format(printf, 2, 3)));

static void
query_add(struct query_text *answer, const char *format, ...)
{
	va_list arguments;
	int length;

	if (answer->used >= sizeof answer->text)
		return;
	va_start(arguments, format);
	length = vsnprintf(answer->text + answer->used,
	    sizeof answer->text - answer->used, format, arguments);
	va_end(arguments);
	if (length > 0)
		answer->used += (size_t)length;
}

/* Says the answer and starts the next one. */
static void
query_say(struct plain *plain, struct query_text *answer)
{
	plain_line(plain->out, answer->text);
	answer->used = 0;
	answer->text[0] = '\0';
}

/* Whose, before a stone: "your" for the person's own against the
 * computer or in a room, else the colour's name. */
static const char *
query_whose(const struct ui *ui, int colour, bool capital)
{
	if (ui_view_listener(ui) == colour)
		return capital ? "Your" : "your";
	return colour == COLOUR_AMBER ? "Amber's" : "Teal's";
}

/* Cells as a list: "c2 e2 f3" when `joined` is "", else "c2, e2 and f3"
 * with `joined` ("and") before the last. */
static void
query_cells(struct query_text *answer, bitboard cells, const char *joined)
{
	int count = bb_count(cells);

	for (int at = 0; cells != 0; at++) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&cells), name);
		if (at > 0 && joined[0] == '\0')
			query_add(answer, " ");
		else if (at > 0 && at + 1 < count)
			query_add(answer, ", ");
		else if (at > 0)
			query_add(answer, " %s ", joined);
		query_add(answer, "%s", name);
	}
}

/* When the next dusk falls: "after this round", "in 3 rounds", counted
 * as the panel's "Dusk in 3 rounds" counts. */
static void
query_dusk_when(struct query_text *answer, int rounds)
{
	if (rounds == 0)
		query_add(answer, "after this round");
	else
		query_add(answer, "in %d rounds", rounds + 1);
}

/* Reads "amber" or "teal" (or their first letters) into `colour`; true
 * when `word` is one, or empty (both sides, -1). */
static bool
query_read_side(const char *word, int *colour)
{
	size_t length = strlen(word);

	*colour = -1;
	if (length == 0)
		return true;
	for (int side = 0; side < COLOUR_COUNT; side++)
		if (length <= strlen(plain_colour_names[side]) &&
		    strncasecmp(word, plain_colour_names[side], length) == 0) {
			*colour = side;
			return true;
		}
	return false;
}

enum ui_event
plain_query_pieces(struct plain *plain, const char *argument)
{
	const struct board *board = &plain->ui.game.board;
	struct query_text answer = { .used = 0 };
	int only;

	if (!query_read_side(argument, &only)) {
		fprintf(plain->out, "pieces amber, pieces teal, or pieces "
		    "alone for both\n");
		return UI_EVENT_NONE;
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		bitboard stones = board->stones[colour];

		if (only >= 0 && colour != only)
			continue;
		query_add(&answer, "%s%s%s: ", answer.used > 0 ? ". " : "",
		    plain_colour_names[colour],
		    ui_view_listener(&plain->ui) == colour ? " (you)" : "");
		if (stones == 0)
			query_add(&answer, "none");
		query_cells(&answer, stones & ~board->tall[colour], "");
		/* mixed=1: the tall stone last, said so */
		if (board->tall[colour] != 0) {
			query_add(&answer, stones != board->tall[colour] ?
			    ", tall " : "tall ");
			query_cells(&answer, board->tall[colour], "");
		}
	}
	query_say(plain, &answer);
	return UI_EVENT_NONE;
}

enum ui_event
plain_query_last(struct plain *plain, const char *argument)
{
	(void)argument;
	if (plain->ui.game.plies == 0)
		fprintf(plain->out, "No moves yet\n");
	else	/* as the turn's report told it */
		plain_tell_ply(plain, plain->ui.game.plies - 1);
	return UI_EVENT_NONE;
}

/* The stones in reach that `reply` takes: "your c2 and d3: Teal takes
 * them with e5e4", and after the first such clause "e3 with d6e5". */
static void
query_reply(struct plain *plain, struct query_text *answer, uint16_t reply,
    bitboard taken, bool first)
{
	int side = plain->ui.game.board.side;
	char name[NOTATION_MOVE_MAX];

	notation_move(reply, name);
	if (!first) {
		query_add(answer, "; ");
		query_cells(answer, taken, "and");
		query_add(answer, " with %s", name);
		return;
	}
	query_add(answer, "%s%s ", answer->used > 0 ? "; " : "",
	    query_whose(&plain->ui, side, false));
	query_cells(answer, taken, "and");
	query_add(answer, ": %s takes %s with %s",
	    plain_colour_names[!side], bb_count(taken) > 1 ? "them" : "it",
	    name);
}

enum ui_event
plain_query_dangers(struct plain *plain, const char *argument)
{
	const struct hints *hints = &plain->ui.hints;
	int side = plain->ui.game.board.side;
	const char *enemy = plain_colour_names[!side];
	struct query_text answer = { .used = 0 };
	bitboard moved, standing = hints->reach_standing &
	    ~hints->reach_whatever;

	(void)argument;
	if (ui_game_is_over(&plain->ui)) {
		fprintf(plain->out, "The game is over: no dangers\n");
		return UI_EVENT_NONE;
	}
	if (hints->reach_whatever != 0) {
		query_add(&answer, "%s ", query_whose(&plain->ui, side, false));
		query_cells(&answer, hints->reach_whatever, "and");
		query_add(&answer, ": lost whatever %s plays", enemy);
	}
	if (standing != 0) {
		query_add(&answer, "%s%s ", answer.used > 0 ? "; " : "",
		    query_whose(&plain->ui, side, false));
		query_cells(&answer, standing, "and");
		query_add(&answer, ": in %s's shade, taken unless the shade "
		    "moves off", enemy);
	}
	/* The rest, a clause for each reply that takes them. */
	moved = hints->in_reach & ~hints->reach_standing;
	for (bool first = true; moved != 0; first = false) {
		uint16_t reply = hints->reach_reply[bb_first(moved)];
		bitboard same = 0;

		for (bitboard rest = moved; rest != 0;) {
			int cell = bb_pop(&rest);

			if (hints->reach_reply[cell] == reply)
				same |= bb_cell(cell);
		}
		query_reply(plain, &answer, reply, same, first);
		moved &= ~same;
	}
	if (answer.used == 0)
		query_add(&answer, "No %s move takes a stone", enemy);
	if (hints->rounds_to_dusk >= 0 && hints->on_dusk_ring[side] != 0) {
		query_add(&answer, "; dusk ");
		query_dusk_when(&answer, hints->rounds_to_dusk);
		query_add(&answer, " takes %s ",
		    query_whose(&plain->ui, side, false));
		query_cells(&answer, hints->on_dusk_ring[side], "");
	}
	query_say(plain, &answer);
	return UI_EVENT_NONE;
}

enum ui_event
plain_query_shade(struct plain *plain, const char *argument)
{
	const struct hints *hints = &plain->ui.hints;
	struct query_text answer = { .used = 0 };
	struct ui_view view;

	(void)argument;
	ui_view_build(&plain->ui, &view);
	query_add(&answer, "Next round, sun %s", plain_sun_word(view.next_sun));
	if (view.moon != MOON_NONE)
		query_add(&answer, ", moon %s", plain_sun_word(view.next_moon));
	query_say(plain, &answer);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		bitboard held = hints->shaded_tomorrow[!colour];

		query_add(&answer, "%s shade: ",
		    query_whose(&plain->ui, colour, true));
		if (hints->shade_tomorrow[colour] == 0)
			query_add(&answer, "none");
		query_cells(&answer, hints->shade_tomorrow[colour], "");
		if (held != 0) {
			query_add(&answer, "; in it %s ",
			    query_whose(&plain->ui, !colour, false));
			query_cells(&answer, held, "and");
		}
		query_say(plain, &answer);
	}
	return UI_EVENT_NONE;
}

enum ui_event
plain_query_turn(struct plain *plain, const char *argument)
{
	struct query_text answer = { .used = 0 };
	struct ui_view view;
	char clocks[UI_LINE_MAX];

	(void)argument;
	ui_view_build(&plain->ui, &view);
	query_add(&answer, "%s. %s", view.panel.turn, view.panel.round);
	query_say(plain, &answer);
	query_add(&answer, "Sun %s, next %s", plain_sun_word(view.sun),
	    plain_sun_word(view.next_sun));
	if (view.moon != MOON_NONE)
		query_add(&answer, "; moon %s, next %s",
		    plain_sun_word(view.moon), plain_sun_word(view.next_moon));
	if (view.panel.dusk[0] != '\0')
		query_add(&answer, ". %s", view.panel.dusk);
	if (ui_remote_clocks_said(&plain->ui, clocks, sizeof clocks))
		query_add(&answer, ". Clocks: %s", clocks);
	query_say(plain, &answer);
	return UI_EVENT_NONE;
}

/* Whose shade covers `bit` in `shade`: "Amber's shade", "both shades",
 * or NULL. */
static const char *
query_shade_of(const struct ui *ui, const bitboard shade[COLOUR_COUNT],
    bitboard bit)
{
	bool amber = (shade[COLOUR_AMBER] & bit) != 0;
	bool teal = (shade[COLOUR_TEAL] & bit) != 0;

	if (amber && teal)
		return "both";
	if (amber || teal)
		return query_whose(ui, amber ? COLOUR_AMBER : COLOUR_TEAL,
		    false);
	return NULL;
}

/* A stone of the side to move's that one enemy move can take: how. */
static void
query_cell_reach(struct plain *plain, struct query_text *answer, int cell)
{
	const struct hints *hints = &plain->ui.hints;
	const char *enemy = plain_colour_names[!plain->ui.game.board.side];
	bitboard bit = bb_cell(cell);
	char reply[NOTATION_MOVE_MAX];

	if ((hints->in_reach & bit) == 0)
		return;
	if (hints->reach_whatever & bit)
		query_add(answer, "; lost whatever %s plays", enemy);
	else if (hints->reach_standing & bit)
		query_add(answer, "; taken unless %s's shade moves off",
		    enemy);
	else {
		notation_move(hints->reach_reply[cell], reply);
		query_add(answer, "; %s takes it with %s", enemy, reply);
	}
}

void
plain_query_cell(struct plain *plain, int cell)
{
	const struct board *board = &plain->ui.game.board;
	const struct hints *hints = &plain->ui.hints;
	struct query_text answer = { .used = 0 };
	bitboard bit = bb_cell(cell);
	const char *now, *next;
	char name[NOTATION_CELL_MAX];

	notation_cell(cell, name);
	query_add(&answer, "%s: ", name);
	if ((board->lit & bit) == 0) {
		query_add(&answer, "dark, out of the game");
		query_say(plain, &answer);
		return;
	}
	if (((board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL]) &
	    bit) == 0)
		query_add(&answer, "empty");
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (board->stones[colour] & bit)
			query_add(&answer, "%s %sstone",
			    query_whose(&plain->ui, colour, false),
			    board->tall[colour] & bit ? "tall " : "");
	now = query_shade_of(&plain->ui, hints->shade, bit);
	next = query_shade_of(&plain->ui, hints->shade_tomorrow, bit);
	if (now != NULL && next != NULL && strcmp(now, next) == 0)
		query_add(&answer, ", in %s shade%s now and next round", now,
		    strcmp(now, "both") == 0 ? "s" : "");
	else if (now != NULL || next != NULL) {
		if (now != NULL)
			query_add(&answer, ", in %s shade%s now", now,
			    strcmp(now, "both") == 0 ? "s" : "");
		if (next != NULL)
			query_add(&answer, ", in %s shade%s next round", next,
			    strcmp(next, "both") == 0 ? "s" : "");
		else
			query_add(&answer, ", none next round");
	} else
		query_add(&answer, ", in no shade now or next round");
	if (board->stones[board->side] & bit)
		query_cell_reach(plain, &answer, cell);
	if (hints->rounds_to_dusk >= 0 && (hints->dusk_ring & bit)) {
		query_add(&answer, "; dusk ");
		query_dusk_when(&answer, hints->rounds_to_dusk);
		query_add(&answer, " darkens it");
	}
	query_say(plain, &answer);
}

void
plain_query_move(struct plain *plain, uint16_t move)
{
	char text[QUERY_TEXT_MAX], name[NOTATION_MOVE_MAX];

	if (ui_view_move_words(&plain->ui, move, text, sizeof text)) {
		plain_line(plain->out, text);
		return;
	}
	notation_move(move, name);
	if (!ui_cursor_hints(&plain->ui))
		fprintf(plain->out, "%s: the hints are off; hints on tells "
		    "what a move does\n", name);
	else
		fprintf(plain->out, "%s: not a move of %s's now\n", name,
		    plain_colour_names[plain->ui.game.board.side]);
}
