/*
 * plain_show.c prints what the line mode shows on its own lines
 * (plain_game.h): any text wrapped to 80 columns, the sun's points as
 * words, the grid and its legend, the threats and the hints line, in
 * ASCII a screen reader reads once, in order.
 */
#include "plain/plain_game.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/bitboard.h"
#include "core/notation.h"
#include "core/options.h"
#include "plain/plain_page.h"
#include "ui/ui_cursor.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"
#include "ui/ui_view.h"

enum {
	PLAIN_TEXT_MAX = 2048	/* a text given to plain_line, as ASCII */
};

const char *const plain_colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/*
 * The grid's cells, each a letter a screen reader says as a name of its
 * own, chosen by listening to espeak-ng: an empty cell is no '.' (not
 * said at all), a stone and a shade are never the same letter in two
 * cases (T and t sound alike), no "A" (said as the article), and no two
 * letters that rhyme ("e", "t" and "d" are all "ee").
 */
#define PLAIN_AMBER_STONE 'O'	/* as the ASCII screen draws them */
#define PLAIN_TEAL_STONE 'X'
#define PLAIN_EMPTY 'n'
#define PLAIN_AMBER_SHADE 'y'
#define PLAIN_TEAL_SHADE 'u'
#define PLAIN_BOTH_SHADES 'w'
#define PLAIN_DARK 'k'

/* Two lines, each within 80 columns. */
#define PLAIN_LEGEND "Grid: O an Amber stone, X a Teal stone, n empty, " \
	"k dark. North is up.\nEmpty in shade: y Amber's, u Teal's, w both."

/* The sun's points as a screen reader says them well: "NE" is read
 * "nee", "northeast" is not. */
static const char *const plain_sun_words[COMPASS_POINTS] = {
	"north", "northeast", "east", "southeast", "south", "southwest",
	"west", "northwest"
};

const char *
plain_sun_word(int point)
{
	if (point < 0 || point >= COMPASS_POINTS)
		return "no sun";
	return plain_sun_words[point];
}

/* Prints `text` (ASCII, `length` characters, no line end) in lines of at
 * most PLAIN_COLUMNS, broken where a space is; a word longer than a line
 * is cut. */
static void
plain_wrapped(FILE *out, const char *text, size_t length)
{
	do {
		size_t end = length, next;

		if (length > PLAIN_COLUMNS) {
			end = PLAIN_COLUMNS;
			while (end > 0 && text[end] != ' ')
				end--;
			if (end == 0)
				end = PLAIN_COLUMNS;	/* one long word */
		}
		next = end;
		while (end > 0 && text[end - 1] == ' ')
			end--;
		fprintf(out, "%.*s\n", (int)end, text);
		while (next < length && text[next] == ' ')
			next++;
		text += next;
		length -= next;
	} while (length > 0);
}

/* The sun point `word` (`length` letters) abbreviated, or -1. */
static int
plain_sun_point(const char *word, size_t length)
{
	for (int point = 0; point < COMPASS_POINTS; point++)
		if (strlen(compass_name(point)) == length &&
		    strncmp(word, compass_name(point), length) == 0)
			return point;
	return -1;
}

/*
 * `text` with the interface's sun points ("the sun is NE", "Sun N held",
 * "first sun SW") as words, in `spoken`: an abbreviation a few words after
 * "sun" or "moon" is a point; elsewhere, an E or an S is left alone.
 */
static void
plain_spell_suns(const char *text, char *spoken, size_t size)
{
	size_t used = 0;
	int after_sun = 0;	/* words still to go within a sun's reach */

	while (*text != '\0' && used + 1 < size) {
		size_t length = 0;
		int point;

		if (!isalnum((unsigned char)*text)) {
			spoken[used++] = *text++;
			continue;
		}
		while (isalnum((unsigned char)text[length]))
			length++;
		point = after_sun > 0 ? plain_sun_point(text, length) : -1;
		used += (size_t)snprintf(spoken + used, size - used, "%.*s",
		    point >= 0 ? (int)strlen(plain_sun_word(point)) :
		    (int)length, point >= 0 ? plain_sun_word(point) : text);
		if (used >= size)
			used = size - 1;
		after_sun = (length == 3 && strncasecmp(text, "sun", 3) == 0) ||
		    (length == 4 && strncasecmp(text, "moon", 4) == 0) ? 3 :
		    after_sun - 1;
		text += length;
	}
	spoken[used] = '\0';
}

void
plain_line(FILE *out, const char *text)
{
	/* Zeroed: clang's analyser cannot follow how much is written. */
	char ascii[PLAIN_TEXT_MAX], spoken[PLAIN_TEXT_MAX] = "";
	const char *line = spoken;

	ui_text_ascii(text, ascii, sizeof ascii);
	plain_spell_suns(ascii, spoken, sizeof spoken);
	/* Each line of the text wrapped on its own. */
	for (;;) {
		size_t length = strcspn(line, "\n");

		plain_wrapped(out, line, length);
		if (line[length] == '\0')
			break;
		line += length + 1;
	}
}

/* "b1 c1 d1", or "nothing". */
void
plain_cells(bitboard cells, char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	if (cells == 0)
		snprintf(text, size, "nothing");
	while (cells != 0 && used + 4 < size) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&cells), name);
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    used > 0 ? " " : "", name);
	}
}

char
plain_cell_symbol(const struct ui_cell *cell)
{
	if (cell->stone != UI_NO_STONE)
		return cell->stone == COLOUR_AMBER ? PLAIN_AMBER_STONE :
		    PLAIN_TEAL_STONE;
	if (cell->dark)
		return PLAIN_DARK;
	switch (cell->shade) {
	case UI_SHADE_AMBER:
		return PLAIN_AMBER_SHADE;
	case UI_SHADE_TEAL:
		return PLAIN_TEAL_SHADE;
	case UI_SHADE_AMBER | UI_SHADE_TEAL:
		return PLAIN_BOTH_SHADES;
	default:
		return PLAIN_EMPTY;
	}
}

void
plain_legend(FILE *out)
{
	plain_line(out, PLAIN_LEGEND);
}

/* The rank's number, then its cells from a to g: spoken, a rank is its
 * number and seven names. */
void
plain_grid(struct plain *plain, bool legend)
{
	struct ui_view view;

	ui_view_build(&plain->ui, &view);
	if (legend)
		plain_legend(plain->out);
	fprintf(plain->out, "  ");
	for (int file = 0; file < BOARD_SIZE; file++)
		fprintf(plain->out, " %c", 'a' + file);
	fprintf(plain->out, "\n");
	for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
		fprintf(plain->out, "%d ", rank + 1);
		for (int file = 0; file < BOARD_SIZE; file++)
			fprintf(plain->out, " %c",
			    plain_cell_symbol(&view.cells[rank][file]));
		fprintf(plain->out, "\n");
	}
	fflush(plain->out);
}

void
plain_grid_command(struct plain *plain, const char *argument)
{
	if (argument[0] == '\0')
		plain_grid(plain, true);
	else if (options_same_word(argument, "on")) {
		plain->grid = true;
		fprintf(plain->out, "The grid after every move: grid off "
		    "stops it\n");
	} else if (options_same_word(argument, "off")) {
		plain->grid = false;
		fprintf(plain->out, "No grid after the moves: grid shows it\n");
	} else
		fprintf(plain->out, "grid, grid on or grid off, not 'grid "
		    "%.16s'\n", argument);
}

/* What each side's shade holds of the other's stones: eclipsed when that
 * side's turn ends, if nothing moves. */
void
plain_threats(FILE *out, const struct hints *hints, bool tomorrow)
{
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		char cells[PLAIN_CELLS_MAX];
		bitboard held = tomorrow ? hints->shaded_tomorrow[!colour] :
		    hints->in_enemy_shade[!colour];

		plain_cells(held, cells, sizeof cells);
		fprintf(out, "%s threatens%s: %s%s%s\n",
		    plain_colour_names[colour],
		    tomorrow ? " once the sun turns" : "",
		    held != 0 ? plain_colour_names[!colour] : "",
		    held != 0 ? " " : "", cells);
	}
}

/* Appends `format` to `text` (`*used` bytes long) if the whole line then
 * fits in PLAIN_COLUMNS; false, and `text` unchanged, if not. */
static bool	plain_append(char *, size_t *, const char *, ...)
    __attribute__((format(printf, 3, 4)));

static bool
plain_append(char *text, size_t *used, const char *format, ...)
{
	char more[PLAIN_COLUMNS + 1];
	va_list arguments;
	int length;

	va_start(arguments, format);
	length = vsnprintf(more, sizeof more, format, arguments);
	va_end(arguments);
	if (length < 0 || *used + (size_t)length > PLAIN_COLUMNS)
		return false;
	memcpy(text + *used, more, (size_t)length + 1);
	*used += (size_t)length;
	return true;
}

/* What a move gives up, a hold's spent stone too (as its class counts). */
static bitboard
plain_loss(const struct move_hint *hint)
{
	return hints_given_up(hint) | hint->spent;
}

/* The move that loses least for what it takes: its stones given up less
 * its stones taken the fewest, then its stones given up. */
static const struct move_hint *
plain_least_loss(const struct hints *hints)
{
	const struct move_hint *least = &hints->moves[0];

	for (int i = 1; i < hints->move_count; i++) {
		const struct move_hint *hint = &hints->moves[i];
		int net = bb_count(plain_loss(hint)) - bb_count(hint->takes),
		    least_net = bb_count(plain_loss(least)) -
		    bb_count(least->takes);

		if (net < least_net || (net == least_net &&
		    bb_count(plain_loss(hint)) < bb_count(plain_loss(least))))
			least = hint;
	}
	return least;
}

/* "b1c2 takes c6" for each move of `class`, as many as the line holds. */
static void
plain_hint_moves(const struct hints *hints, enum move_class class,
    char *text, size_t *used)
{
	int told = 0, count = 0;

	for (int i = 0; i < hints->move_count; i++)
		count += hints->moves[i].class == class;
	for (int i = 0; i < hints->move_count; i++) {
		const struct move_hint *hint = &hints->moves[i];
		char move[NOTATION_MOVE_MAX], cells[PLAIN_CELLS_MAX];
		/* Room kept for the count of those left out. */
		size_t room = *used + sizeof ", and 99 more";

		if (hint->class != class)
			continue;
		notation_move(hint->move, move);
		plain_cells(hint->takes, cells, sizeof cells);
		if (room > PLAIN_COLUMNS ||
		    !plain_append(text, used, "%s%s takes %s",
		    told > 0 ? ", " : "", move, cells)) {
			plain_append(text, used, ", and %d more", count - told);
			return;
		}
		told++;
	}
}

/*
 * With hints on: what matters of the side to move's moves, in one line.
 * Moves that take and give up nothing, named; else how many give up
 * nothing; else, when every move gives something up, the one that loses
 * least.  The full list was 20 to 32 moves, 190 characters.
 */
void
plain_hints(FILE *out, const struct hints *hints)
{
	char text[PLAIN_COLUMNS + 1] = "";
	int gold = 0, quiet = 0;
	size_t used = 0;

	if (hints->move_count == 0)
		return;
	for (int i = 0; i < hints->move_count; i++) {
		gold += hints->moves[i].class == MOVE_CLASS_GOLD;
		quiet += hints->moves[i].class == MOVE_CLASS_QUIET;
	}
	if (gold > 0) {
		plain_append(text, &used, "Safe take%s: ", gold > 1 ? "s" : "");
		plain_hint_moves(hints, MOVE_CLASS_GOLD, text, &used);
	} else if (quiet > 0) {
		plain_append(text, &used, "No safe take; %d move%s lose%s "
		    "nothing", quiet, quiet == 1 ? "" : "s",
		    quiet == 1 ? "s" : "");
	} else {
		const struct move_hint *least = plain_least_loss(hints);
		char move[NOTATION_MOVE_MAX], lost[PLAIN_CELLS_MAX],
		    taken[PLAIN_CELLS_MAX];
		int fewest = bb_count(plain_loss(least));

		for (int i = 0; i < hints->move_count; i++)
			if (bb_count(plain_loss(&hints->moves[i])) < fewest)
				fewest = bb_count(plain_loss(&hints->moves[i]));
		notation_move(least->move, move);
		plain_cells(plain_loss(least), lost, sizeof lost);
		plain_cells(least->takes, taken, sizeof taken);
		if (fewest == 1)
			plain_append(text, &used, "Every move loses a stone");
		else
			plain_append(text, &used, "Every move loses %d stones "
			    "or more", fewest);
		plain_append(text, &used, "; the least loss: %s", move);
		if (!plain_append(text, &used, " (loses %s%s%s)", lost,
		    least->takes != 0 ? ", takes " : "",
		    least->takes != 0 ? taken : ""))
			plain_append(text, &used, " (loses %d)",
			    bb_count(plain_loss(least)));
	}
	fprintf(out, "%s\n", text);
}

/* The interface's message, if it has one: why a move was refused. */
void
plain_message(struct plain *plain)
{
	if (plain->ui.message[0] != '\0')
		plain_line(plain->out, plain->ui.message);
}

