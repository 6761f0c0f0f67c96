/*
 * plain_report.c says what a turn did, in the line mode (plain_game.h):
 * first what happened, each move once, naming whose stones it took
 * ("Teal e5e4 eclipsed your c2"), then the position in one line (round,
 * sun, dusk, stones), what stands in a shade and the hints.  A screen
 * reader hears the event first, and a turn against the computer is a few
 * lines, not a board.  What happened is read from the game's history
 * (each move and its undo record), never worked out again here.
 */
#include "plain/plain_game.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/bitboard.h"
#include "core/notation.h"
#include "plain/plain_page.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_lesson.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_tip.h"
#include "ui/ui_view.h"

enum {
	PLAIN_SENTENCE_MAX = 512,	/* one sentence, before wrapping */
	PLAIN_WHOSE_MAX = 16		/* "your", "Amber's" */
};

/* Appends `format` to `text` of `size`, where `*used` bytes are taken. */
static void	plain_add(char *, size_t, size_t *, const char *, ...)
    __attribute__((format(printf, 4, 5)));

static void
plain_add(char *text, size_t size, size_t *used, const char *format, ...)
{
	va_list arguments;
	int length;

	if (*used >= size)
		return;
	va_start(arguments, format);
	length = vsnprintf(text + *used, size - *used, format, arguments);
	va_end(arguments);
	if (length > 0)
		*used += (size_t)length;
	if (*used >= size)
		*used = size - 1;
}

/* The player `colour` as a sentence's subject: "You" or "Teal". */
static const char *
plain_who(const struct plain *plain, int colour)
{
	return colour == ui_view_listener(&plain->ui) ? "You" :
	    plain_colour_names[colour];
}

/* Whose stones: "your" or "Teal's". */
static const char *
plain_whose(const struct plain *plain, int colour, char *text, size_t size)
{
	if (colour == ui_view_listener(&plain->ui))
		snprintf(text, size, "your");
	else
		snprintf(text, size, "%s's", plain_colour_names[colour]);
	return text;
}

/* " your c1 d1", " your c1 and Teal's b7": the stones of both colours in
 * `taken`, each colour named. */
static void
plain_add_stones(const struct plain *plain, const bitboard taken[],
    char *text, size_t size, size_t *used)
{
	bool first = true;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		char cells[PLAIN_CELLS_MAX], whose[PLAIN_WHOSE_MAX];

		if (taken[colour] == 0)
			continue;
		plain_cells(taken[colour], cells, sizeof cells);
		plain_add(text, size, used, "%s %s %s", first ? "" : " and",
		    plain_whose(plain, colour, whose, sizeof whose), cells);
		first = false;
	}
}

/* One move of the game's history, as what happened: "You played d1d2",
 * "Teal e5e4 eclipsed your c2", and a line for the dusk it brought. */
void
plain_tell_ply(struct plain *plain, int ply)
{
	const struct ui_game *game = &plain->ui.game;
	const struct undo *undo = &game->undos[ply];
	uint16_t move = game->moves[ply];
	int side = undo->side;
	bool you = side == ui_view_listener(&plain->ui), joined = true;
	char text[PLAIN_SENTENCE_MAX], name[NOTATION_MOVE_MAX];
	char whose[PLAIN_WHOSE_MAX], cells[PLAIN_CELLS_MAX];
	size_t used = 0;

	notation_move(move, name);
	if (move == MOVE_PASS)
		plain_add(text, sizeof text, &used, "%s passed",
		    plain_who(plain, side));
	else if (move_is_hold(move)) {
		char from[NOTATION_CELL_MAX];

		notation_cell(move_from(move), from);
		plain_add(text, sizeof text, &used,
		    "%s held the sun %s, giving up %s",
		    plain_who(plain, side), plain_sun_word(undo->sun), from);
	} else if (you)
		plain_add(text, sizeof text, &used, "You played %s", name);
	else {
		plain_add(text, sizeof text, &used, "%s %s",
		    plain_colour_names[side], name);
		joined = false;
	}
	if (undo->eclipsed[!side] != 0) {
		plain_cells(undo->eclipsed[!side], cells, sizeof cells);
		plain_add(text, sizeof text, &used, "%s eclipsed %s %s",
		    joined ? " and" : "",
		    plain_whose(plain, !side, whose, sizeof whose), cells);
	}
	/* The instant rule: the mover's own, in the other's shade. */
	if (undo->eclipsed[side] != 0) {
		plain_cells(undo->eclipsed[side], cells, sizeof cells);
		plain_add(text, sizeof text, &used, ", losing %s %s",
		    plain_whose(plain, side, whose, sizeof whose), cells);
	}
	plain_line(plain->out, text);
	if (!undo->dusk_fell)
		return;
	used = 0;
	if ((undo->darkened[COLOUR_AMBER] | undo->darkened[COLOUR_TEAL]) == 0)
		plain_add(text, sizeof text, &used,
		    "Dusk fell; it took nothing");
	else {
		plain_add(text, sizeof text, &used, "Dusk fell and took");
		plain_add_stones(plain, undo->darkened, text, sizeof text,
		    &used);
	}
	plain_line(plain->out, text);
}

/* "Round 3 of 24, sun east, next southeast; dusk in 5 rounds; you 5
 * stones, Teal 4": the position in one line. */
static void
plain_state(struct plain *plain, const struct ui_view *view)
{
	const struct board *board = &plain->ui.game.board;
	const struct ui_panel *panel = &view->panel;
	int listener = ui_view_listener(&plain->ui);
	int first = listener == UI_NO_LISTENER ? COLOUR_AMBER : listener;
	char text[PLAIN_SENTENCE_MAX], dusk[UI_LINE_MAX];
	/* The panel's round, "Round 3 of 24 · day 1", without its day: the
	 * dusk says how near the day's end is. */
	const char *day = strstr(panel->round, " \xc2\xb7 ");
	size_t used = 0, round = day != NULL ? (size_t)(day - panel->round) :
	    strlen(panel->round);

	plain_add(text, sizeof text, &used, "%.*s, sun %s, next %s", (int)round,
	    panel->round, plain_sun_word(view->sun),
	    plain_sun_word(view->next_sun));
	if (view->moon != MOON_NONE)
		plain_add(text, sizeof text, &used, ", moon %s, next %s",
		    plain_sun_word(view->moon),
		    plain_sun_word(view->next_moon));
	/* "Dusk after this round!" within the line: "dusk after this
	 * round". */
	snprintf(dusk, sizeof dusk, "%s", panel->dusk);
	dusk[strcspn(dusk, "!")] = '\0';
	if (dusk[0] >= 'A' && dusk[0] <= 'Z')
		dusk[0] = (char)(dusk[0] - 'A' + 'a');
	if (dusk[0] != '\0')
		plain_add(text, sizeof text, &used, "; %s", dusk);
	if (bb_count(board->stones[first]) == bb_count(board->stones[!first]))
		plain_add(text, sizeof text, &used, "; %d stone%s each",
		    bb_count(board->stones[first]),
		    bb_count(board->stones[first]) == 1 ? "" : "s");
	else {
		size_t before = used;

		/* "you 5 stones, Teal 4", or "Amber 5, Teal 4" where the
		 * line would not hold it. */
		for (int word = 1; word >= 0; word--) {
			used = before;
			for (int i = 0; i < COLOUR_COUNT; i++) {
				int colour = i == 0 ? first : !first,
				    count = bb_count(board->stones[colour]);

				plain_add(text, sizeof text, &used,
				    "%s %s %d%s", i == 0 ? ";" : ",",
				    colour == listener ? "you" :
				    plain_colour_names[colour], count,
				    i > 0 || !word ? "" : count == 1 ?
				    " stone" : " stones");
			}
			if (used <= PLAIN_COLUMNS)
				break;
		}
	}
	plain_line(plain->out, text);
}

/* What stands in a shade now ("Your c2 is in Teal's shade..."), and the
 * tall stones (mixed=1), each only when there is any. */
static void
plain_shaded(struct plain *plain)
{
	const struct hints *hints = &plain->ui.hints;
	const struct board *board = &plain->ui.game.board;
	char text[PLAIN_SENTENCE_MAX], whose[PLAIN_WHOSE_MAX];
	size_t used = 0;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		bitboard held[COLOUR_COUNT] = { 0, 0 };

		held[!colour] = hints->in_enemy_shade[!colour];
		if (held[!colour] == 0)
			continue;
		plain_add(text, sizeof text, &used, "%sIn %s shade:",
		    used > 0 ? ". " : "",
		    plain_whose(plain, colour, whose, sizeof whose));
		plain_add_stones(plain, held, text, sizeof text, &used);
	}
	if (used > 0)
		plain_line(plain->out, text);
	if ((board->tall[COLOUR_AMBER] | board->tall[COLOUR_TEAL]) != 0) {
		used = 0;
		plain_add(text, sizeof text, &used, "Tall:");
		plain_add_stones(plain, board->tall, text, sizeof text, &used);
		plain_line(plain->out, text);
	}
}

void
plain_report(struct plain *plain, bool state)
{
	const struct ui_game *game = &plain->ui.game;
	struct ui_view view;
	const struct ui_panel *panel = &view.panel;
	FILE *out = plain->out;

	ui_view_build(&plain->ui, &view);
	if (plain_page_wanted(&view)) {
		/* A screen known here by no name: its list. */
		fprintf(out, "\n");
		plain_page(out, &view);
		fflush(out);
		return;
	}
	if (plain->told > game->plies)
		plain->told = game->plies;
	/* The end, on the first line after the move that made it. */
	if (view.over && state)
		plain_line(out, panel->turn);
	for (; plain->told < game->plies; plain->told++)
		plain_tell_ply(plain, plain->told);
	if (!state) {
		fflush(out);
		return;
	}
	if (view.over) {
		/* Against the computer: the tips taken, when any were. */
		if (ui_tip_count(&plain->ui) > 0 && panel->hints[0] != '\0')
			plain_line(out, panel->hints);
		/* A game counted in the player's record. */
		if (panel->record[0] != '\0')
			plain_line(out, panel->record);
		fflush(out);
		return;
	}
	plain_state(plain, &view);
	plain_shaded(plain);
	/* Not in a lesson that keeps its dots plain: they would give its
	 * answer away (lesson.h). */
	if (ui_cursor_hints(&plain->ui) && !view.thinking &&
	    !view.choosing_pie && !ui_lesson_plain_dots(&plain->ui) &&
	    !ui_puzzle_plain_dots(&plain->ui))
		plain_hints(out, &plain->ui.hints);
	/* A lesson's position is set up to be looked at. */
	if (plain->grid || plain->ui.game.lesson)
		plain_grid(plain, false);
	fflush(out);
}

void
plain_intro(struct plain *plain, const char *lead)
{
	const struct ui_game *game = &plain->ui.game;
	struct ui_view view;
	char text[PLAIN_SENTENCE_MAX];
	size_t used = 0;

	ui_view_build(&plain->ui, &view);
	if (game->opponent == UI_OPPONENT_COMPUTER && ui_game_is_local(
	    &plain->ui))
		plain_add(text, sizeof text, &used,
		    "%s: you play %s against the computer, level %d", lead,
		    plain_colour_names[game->human], game->level);
	else if (game->opponent == UI_OPPONENT_PEOPLE)
		plain_add(text, sizeof text, &used,
		    "%s: two players, Amber and Teal, on one keyboard", lead);
	else
		plain_add(text, sizeof text, &used, "%s: %s", lead,
		    view.panel.opponent);
	if (!ui_cursor_hints(&plain->ui))
		plain_add(text, sizeof text, &used, "; hints off");
	plain_line(plain->out, text);
	if (view.panel.variant[0] != '\0')
		plain_line(plain->out, view.panel.variant);
}

void
plain_took_back(struct plain *plain)
{
	const struct ui_game *game = &plain->ui.game;
	char text[PLAIN_SENTENCE_MAX], whose[PLAIN_WHOSE_MAX];
	int count = plain->told - game->plies;
	size_t used = 0;

	plain_add(text, sizeof text, &used, "Took back");
	for (int ply = game->plies; ply < plain->told; ply++) {
		char name[NOTATION_MOVE_MAX];
		int side = game->undos[ply].side;

		notation_move(game->moves[ply], name);
		plain_add(text, sizeof text, &used, "%s %s %s",
		    ply == game->plies ? "" : ply + 1 == plain->told ? " and" :
		    ",", plain_whose(plain, side, whose, sizeof whose), name);
	}
	if (count <= 0 || used > PLAIN_COLUMNS) {
		used = 0;
		plain_add(text, sizeof text, &used, "Took back %d moves",
		    count);
	}
	plain_line(plain->out, text);
	plain->told = game->plies;
}
