/*
 * ui_view.c owns the screen model (ui_view.h): a pure function of the
 * interface state that says which screen is up, what each cell shows
 * (stone, shade, rings, dots, cursor), what each line of the panel and the
 * menu says and which page of the rules is on the screen.  The front end
 * only draws it.
 */
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "core/notation.h"
#include "ui/ui_explain.h"
#include "ui/ui_lesson.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_pie.h"
#include "ui/ui_tally.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"
#include "ui/ui_typing.h"

/* Room for the names of every stone on the board, "d5 e7 ...". */
enum {
	CELLS_TEXT_MAX = 2 * STONES_MAX * NOTATION_CELL_MAX + 1
};

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* "d5 e7": the cells of a set, in reading order of their numbers. */
static void
ui_view_cells(bitboard cells, char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	while (cells != 0 && used + NOTATION_CELL_MAX < size) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&cells), name);
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    used > 0 ? " " : "", name);
	}
}

static const struct move_hint *
ui_view_hint(const struct ui *ui, uint16_t move)
{
	for (int i = 0; i < ui->hints.move_count; i++)
		if (ui->hints.moves[i].move == move)
			return &ui->hints.moves[i];
	return NULL;
}

static enum ui_dot
ui_view_dot(enum move_class class)
{
	switch (class) {
	case MOVE_CLASS_GOLD:
		return UI_DOT_GOLD;
	case MOVE_CLASS_ORANGE:
		return UI_DOT_ORANGE;
	case MOVE_CLASS_RED:
		return UI_DOT_RED;
	default:
		return UI_DOT_QUIET;
	}
}

/* The dots and the details line say what a move does: with the hints on,
 * and not in a lesson that keeps its dots plain (lesson.h: the colours
 * would give its answer away before they are taught). */
static bool
ui_view_judges_moves(const struct ui *ui)
{
	return ui_cursor_hints(ui) && !ui_lesson_plain_dots(ui) &&
	    !ui_puzzle_plain_dots(ui);
}

/* Whose danger the rings show: the person's against the computer, the
 * learner's in a lesson (whose reply is played on the same keyboard: a
 * newcomer saw the reach mark on Teal's stones once a lesson was solved),
 * else the side to move's. */
static int
ui_view_viewer(const struct ui *ui)
{
	if (ui->game.opponent == UI_OPPONENT_COMPUTER || ui_lesson_playing(ui))
		return ui->game.human;
	return ui->game.board.side;
}

/* The viewer's stone on `at` is one an enemy move could take if it stays,
 * on the viewer's turn, with no red ring on it: the board's reach mark. */
static bool
ui_view_reach(const struct ui *ui, int viewer, int at)
{
	const struct board *board = &ui->game.board;
	bitboard bit = bb_cell(at);

	return ui_cursor_hints(ui) && !board_is_over(board) &&
	    board->side == viewer &&
	    (board->stones[viewer] & ui->hints.in_reach & bit) != 0 &&
	    (ui->hints.in_enemy_shade[viewer] & bit) == 0;
}

static void
ui_view_board(const struct ui *ui, struct ui_view *view)
{
	const struct board *board = &ui->game.board;
	const struct hints *hints = &ui->hints;
	const bitboard *shade =
	    ui_cursor_tomorrow(ui) ? hints->shade_tomorrow : hints->shade;
	bool dusk_near = !view->over &&
	    hints->rounds_to_dusk <= UI_DUSK_WARNING_ROUNDS;
	/* A replay is stepped through, not played: no cursor to move. */
	bool replaying = ui_mode(ui) == UI_MODE_REPLAY ||
	    ui_mode_under(ui) == UI_MODE_REPLAY;
	bitboard last_lost = 0;
	int last_from = UI_NO_CELL, last_to = UI_NO_CELL;

	if (ui->game.plies > 0) {
		const struct undo *undo = &ui->game.undos[ui->game.plies - 1];
		uint16_t move = ui->game.moves[ui->game.plies - 1];

		for (int colour = 0; colour < COLOUR_COUNT; colour++)
			last_lost |=
			    undo->eclipsed[colour] | undo->darkened[colour];
		if (move_is_hold(move))
			last_from = move_from(move);	/* the stone spent */
		else if (move != MOVE_PASS) {
			last_from = move_from(move);
			last_to = move_to(move);
		}
	}

	for (int rank = 0; rank < BOARD_SIZE; rank++) {
		for (int file = 0; file < BOARD_SIZE; file++) {
			struct ui_cell *cell = &view->cells[rank][file];
			int at = cell_at(file, rank);
			bitboard bit = bb_cell(at);

			memset(cell, 0, sizeof *cell);
			cell->stone = UI_NO_STONE;
			for (int colour = 0; colour < COLOUR_COUNT; colour++) {
				if (board->stones[colour] & bit)
					cell->stone = colour;
				if (board->tall[colour] & bit)
					cell->tall = true;
				if (shade[colour] & bit)
					cell->shade |= 1u << colour;
			}
			cell->dark = (board->lit & bit) == 0;
			cell->dusk = dusk_near && ui_cursor_hints(ui) &&
			    (hints->dusk_ring & bit);
			cell->cursor = at == ui_cursor_cell(ui) &&
			    ui_mode(ui) != UI_MODE_MENU &&
			    ui_mode(ui) != UI_MODE_PIE && !replaying;
			cell->selected = at == ui_cursor_selected(ui);
			cell->last_from = at == last_from;
			cell->last_to = at == last_to;
			cell->lost = (last_lost & bit) != 0 &&
			    cell->stone == UI_NO_STONE;
			if (cell->stone != UI_NO_STONE && ui_cursor_hints(ui)) {
				int colour = cell->stone;

				if (hints->in_enemy_shade[colour] & bit)
					cell->ring = colour == view->viewer ?
					    UI_RING_THREAT : UI_RING_PREY;
				else if (hints->shaded_tomorrow[colour] & bit)
					cell->ring = UI_RING_TOMORROW;
				cell->reach =
				    ui_view_reach(ui, view->viewer, at);
			}
		}
	}

	if (ui_cursor_selected(ui) == UI_NO_CELL)
		return;
	for (int i = 0; i < hints->move_count; i++) {
		const struct move_hint *hint = &hints->moves[i];
		int to;

		/* A hold has no destination: K plays it (hold=1). */
		if (hint->move == MOVE_PASS || move_is_hold(hint->move) ||
		    move_from(hint->move) != ui_cursor_selected(ui))
			continue;
		to = move_to(hint->move);
		view->cells[cell_rank(to)][cell_file(to)].dot =
		    ui_view_judges_moves(ui) ? ui_view_dot(hint->class) :
					       UI_DOT_QUIET;
	}
}

/* A room's Teal player read Amber's "You lose" when they won. */
int
ui_view_listener(const struct ui *ui)
{
	if (!ui_game_is_local(ui))
		return ui_game_seat(ui) >= 0 ? ui_game_seat(ui) :
		    UI_NO_LISTENER;
	/* A lesson speaks to its learner, whoever makes the replies. */
	if (ui->game.lesson)
		return ui->game.human;
	return ui->game.opponent == UI_OPPONENT_COMPUTER ? ui->game.human :
							   UI_NO_LISTENER;
}

static void
ui_view_result(const struct ui *ui, char *text, size_t size)
{
	const struct board *board = &ui->game.board;
	int amber = bb_count(board->stones[COLOUR_AMBER]);
	int teal = bb_count(board->stones[COLOUR_TEAL]);
	enum result result = board_result(board);
	bool night = board_dusks(board) >= DUSK_MAX;

	if (result == RESULT_DRAW) {
		if (amber == 0)
			snprintf(text, size,
			    "Draw: no stones left on either side");
		else
			snprintf(text, size,
			    "Draw: %d stone%s each after the last dusk", amber,
			    amber == 1 ? "" : "s");
	} else {
		int winner =
		    result == RESULT_AMBER ? COLOUR_AMBER : COLOUR_TEAL;
		int won = winner == COLOUR_AMBER ? amber : teal;
		int lost = winner == COLOUR_AMBER ? teal : amber;
		/* "You lose", "Amber wins": the longest lead is short. */
		char lead[sizeof "Amber wins"];

		int listener = ui_view_listener(ui);

		if (listener != UI_NO_LISTENER)
			snprintf(lead, sizeof lead, "You %s",
			    winner == listener ? "win" : "lose");
		else
			snprintf(lead, sizeof lead, "%s wins",
			    colour_names[winner]);
		if (night)
			snprintf(text, size,
			    "%s: %d stone%s to %d after the last dusk", lead,
			    won, won == 1 ? "" : "s", lost);
		else
			snprintf(text, size, "%s: every %s stone is gone",
			    lead, colour_names[!winner]);
	}
}

static void
ui_view_turn(const struct ui *ui, const struct ui_view *view, char *text,
    size_t size)
{
	int side = ui->game.board.side;
	bool must_pass = ui->hints.move_count > 0 &&
	    ui->hints.moves[0].move == MOVE_PASS;

	/* A replay says its own (ui_replay.c), over this. */
	if (!ui->game.started)
		snprintf(text, size, "Choose a game");
	else if (view->over)
		ui_view_result(ui, text, size);
	else if (view->thinking)
		snprintf(text, size, "%s is thinking…", colour_names[side]);
	else if (ui_game_is_computer(ui, side))
		/* Not thinking yet: the saved game offered, or the rules
		 * open. */
		snprintf(text, size, "%s to move (computer)",
		    colour_names[side]);
	else if (must_pass)
		snprintf(text, size, "%s cannot move: Enter passes%s",
		    colour_names[side],
		    ui->hints.move_count > 1 ? ", K holds" : "");
	else
		snprintf(text, size, "%s to move%s", colour_names[side],
		    ui->game.opponent == UI_OPPONENT_COMPUTER ? " (you)" : "");
}

static void
ui_view_dusk(const struct ui *ui, const struct ui_view *view, char *text,
    size_t size)
{
	const struct board *board = &ui->game.board;
	int rounds = ui->hints.rounds_to_dusk;
	bool last = board_dusks(board) == DUSK_MAX - 1;

	/* Over: the key line says so, once (ui_view_panel). */
	if (view->over)
		snprintf(text, size, "%s", board_dusks(board) >= DUSK_MAX ?
		    "Night has fallen" : "");
	else if (rounds == 0)
		snprintf(text, size, "%s", last ?
		    "Last dusk: this round!" : "Dusk after this round!");
	else
		snprintf(text, size, "%s in %d round%s",
		    last ? "Last dusk" : "Dusk", rounds + 1,
		    rounds + 1 == 1 ? "" : "s");
}

/* "<lead> a1 b2", or "<lead> 2 stones" when `counted`; the bytes. */
static size_t
ui_view_taken(char *text, size_t size, const char *lead, bitboard cells_taken,
    bool counted)
{
	char cells[CELLS_TEXT_MAX];
	int count = bb_count(cells_taken);

	if (cells_taken == 0 || size == 0)
		return 0;
	if (counted)
		return (size_t)snprintf(text, size, "%s %d stone%s", lead,
		    count, count == 1 ? "" : "s");
	ui_view_cells(cells_taken, cells, sizeof cells);
	return (size_t)snprintf(text, size, "%s %s", lead, cells);
}

/* The enemy stones a move took (under the instant rule it can also lose
 * the mover's own: undo->eclipsed[undo->side]). */
static bitboard
ui_view_took(const struct undo *undo)
{
	return undo->eclipsed[!undo->side];
}

/* Appends `format` to `text` of `size`, where `*used` bytes are taken. */
static void	ui_view_append(char *, size_t, size_t *, const char *, ...)
    __attribute__((format(printf, 4, 5)));

static void
ui_view_append(char *text, size_t size, size_t *used, const char *format, ...)
{
	va_list arguments;

	if (*used >= size)
		return;
	va_start(arguments, format);
	*used +=
	    (size_t)vsnprintf(text + *used, size - *used, format, arguments);
	va_end(arguments);
}

/*
 * The last move and what it took, a row each:
 *	Last: Teal d6c5		(a hold: "Last: Amber hd1", then
 *	Sun N held; d1 spent	 what it kept and what it cost)
 *	Took b2 · lost d5	(lost: only under the instant rule)
 *	Dusk took c1 d1
 *	Before, d3c4 took a6
 * The move before is told when it eclipsed anything, or a person's capture
 * would vanish as soon as the computer answers.  When that does not fit
 * the panel's rows: counts instead of cells, then the last move alone.
 */
static void
ui_view_last(const struct ui *ui, char *text, size_t size)
{
	const struct ui_game *game = &ui->game;
	int last = game->plies - 1;
	const struct undo *undo = &game->undos[last > 0 ? last : 0];
	char move[NOTATION_MOVE_MAX];

	if (game->plies == 0) {
		snprintf(text, size, "No moves yet");
		return;
	}
	/* Cells and the move before; cells alone; counts alone. */
	for (int telling = 0; telling < 3; telling++) {
		bool counted = telling == 2, before = telling == 0;
		bitboard took = ui_view_took(undo),
			 lost = undo->eclipsed[undo->side];
		size_t used = 0;

		notation_move(game->moves[last], move);
		ui_view_append(text, size, &used, "Last: %s %s",
		    colour_names[undo->side], move);
		/* What a hold kept and what it cost, in words: "hc1" alone
		 * was read as a move to c1. */
		if (move_is_hold(game->moves[last])) {
			char from[NOTATION_CELL_MAX];

			notation_cell(move_from(game->moves[last]), from);
			ui_view_append(text, size, &used,
			    "\nSun %s held; %s spent",
			    compass_name(game->board.sun), from);
		}
		if (used < size)
			used += ui_view_taken(text + used, size - used,
			    "\nTook", took, counted);
		/* Both (the instant rule): one row, "Took d4 · lost d3". */
		if (used < size)
			used += ui_view_taken(text + used, size - used,
			    took != 0 ? " · lost" : "\nLost", lost, counted);
		if (used < size)
			used += ui_view_taken(text + used, size - used,
			    "\nDusk took",
			    undo->darkened[COLOUR_AMBER] |
				undo->darkened[COLOUR_TEAL],
			    counted);
		if (before && last > 0 &&
		    ui_view_took(&game->undos[last - 1]) != 0) {
			const struct undo *earlier = &game->undos[last - 1];

			/* No side named: the row must fit, and the stones
			 * say. */
			notation_move(game->moves[last - 1], move);
			ui_view_append(text, size, &used, "\nBefore, %s", move);
			if (used < size)
				ui_view_taken(text + used, size - used, " took",
				    ui_view_took(earlier), counted);
		}
		if (ui_text_rows(text, UI_PANEL_COLUMNS) <= UI_LAST_ROWS)
			break;
	}
}

/* Appends "<lead> d2 d3" for a set of cells that is not empty. */
static void
ui_view_append_cells(char *text, size_t size, size_t *used, const char *lead,
    bitboard cells_in, const char *tail)
{
	char cells[CELLS_TEXT_MAX];

	if (cells_in == 0)
		return;
	ui_view_cells(cells_in, cells, sizeof cells);
	ui_view_append(text, size, used, "%s%s%s", lead, cells, tail);
}

/*
 * A move's hint in one row of the details line: the last clauses (the
 * least sure, as ui_view_move_hint orders them) give way to " · …" where
 * the row is too short for all of them.  A soak at 80 columns met an
 * 84-column hint ("e4d3: takes nothing · loses d3 for certain · dusk
 * takes b1 d1 g1 · b5b4 can take d2").
 */
static int
ui_view_hint_columns(const char *text)
{
	char ascii[UI_LINE_MAX * 2];

	/* The wider of the two: "…" is "..." in ASCII. */
	ui_text_ascii(text, ascii, sizeof ascii);
	return ui_text_columns(ascii) > ui_text_columns(text) ?
	    ui_text_columns(ascii) : ui_text_columns(text);
}

static void
ui_view_hint_fit(char *text, size_t size)
{
	static const char join[] = " · ", more[] = " · …";

	if (ui_view_hint_columns(text) <= UI_SCREEN_COLUMNS)
		return;
	while (ui_view_hint_columns(text) + ui_view_hint_columns(more) >
	    UI_SCREEN_COLUMNS) {
		char *last = NULL;

		for (char *at = strstr(text, join); at != NULL;
		    at = strstr(at + 1, join))
			last = at;
		if (last == NULL)
			break;
		*last = '\0';
	}
	if (strlen(text) + sizeof more <= size)
		strcat(text, more);
}

/*
 * Every threat the move leaves (hints.h), the moved stone's first:
 * " · f4e4 can take d3 · f4f3 can take e2".  Within `columns` (0: no
 * limit), those whose reply does not fit are counted and named by their
 * cells, " · +2 more: b3 g5"; the line mode's "c7d6?" names them whole.
 */
static void
ui_view_threats(const struct move_hint *hint, char *text, size_t size,
    size_t *used, int columns)
{
	for (int i = 0; i < hint->threat_count; i++) {
		char clause[UI_LINE_MAX], tail[UI_LINE_MAX] = "";
		char reply[NOTATION_MOVE_MAX], cells[CELLS_TEXT_MAX];
		char trial[UI_LINE_MAX * 3];
		bitboard rest = 0;

		for (int later = i + 1; later < hint->threat_count; later++)
			rest |= hint->threats[later].stones;
		notation_move(hint->threats[i].reply, reply);
		ui_view_cells(hint->threats[i].stones, cells, sizeof cells);
		snprintf(clause, sizeof clause, " · %s can take %s", reply,
		    cells);
		if (rest != 0) {
			ui_view_cells(rest, cells, sizeof cells);
			snprintf(tail, sizeof tail, " · +%d more: %s",
			    bb_count(rest), cells);
		}
		snprintf(trial, sizeof trial, "%s%s%s", text, clause, tail);
		if (i > 0 && columns > 0 &&
		    ui_view_hint_columns(trial) > columns) {
			rest |= hint->threats[i].stones;
			ui_view_cells(rest, cells, sizeof cells);
			ui_view_append(text, size, used, " · +%d more: %s",
			    bb_count(rest), cells);
			return;
		}
		ui_view_append(text, size, used, "%s", clause);
	}
}

/*
 * A move's hint in words, each loss told once and the surest first:
 *	a3b3: takes c3 · leaves nothing exposed to Teal's reply
 *	c4d4: takes nothing · loses d4 for certain
 *	b2b1: takes nothing · dusk takes b1 · d6d5 can take d3
 *	d2d3: takes nothing · f4e4 can take d3 · f4f3 can take e2
 *	e5e4: takes nothing · loses e4 at once	(the instant rule)
 *	d1d2: quiet
 */
static void
ui_view_move_hint(const struct move_hint *hint, int enemy, char *text,
    size_t size, int columns)
{
	char move_text[NOTATION_MOVE_MAX];
	char cells[CELLS_TEXT_MAX];
	bitboard doomed = hint->doomed & ~hint->dusk;
	size_t used;

	notation_move(hint->move, move_text);
	if (hint->class == MOVE_CLASS_QUIET) {
		snprintf(text, size, "%s: quiet", move_text);
		return;
	}
	ui_view_cells(hint->takes, cells, sizeof cells);
	used = (size_t)snprintf(text, size, "%s: takes %s", move_text,
	    hint->takes != 0 ? cells : "nothing");
	ui_view_append_cells(text, size, &used, " · loses ", hint->lost,
	    " at once");
	ui_view_append_cells(text, size, &used, " · loses ", doomed,
	    " for certain");
	ui_view_append_cells(text, size, &used, " · dusk takes ", hint->dusk,
	    "");
	ui_view_threats(hint, text, size, &used, columns);
	if (hints_given_up(hint) == 0)
		/* To the next reply, which is all the hint looks at. */
		ui_view_append(text, size, &used,
		    " · leaves nothing exposed to %s's "
		    "reply",
		    colour_names[enemy]);
	if (columns > 0)
		ui_view_hint_fit(text, size);
}

bool
ui_view_move_words(const struct ui *ui, uint16_t move, char *text,
    size_t size)
{
	const struct move_hint *hint = ui_view_hint(ui, move);

	if (hint == NULL || !ui_view_judges_moves(ui) || size == 0)
		return false;
	ui_view_move_hint(hint, !ui->game.board.side, text, size, 0);
	return true;
}

/* What the cursor's cell means: a destination's details, or the stone's
 * danger. */
/* "e4: in Amber's shade", "e4: in both shades", as the board tints it
 * now (or the next round's, while S shows those). */
static void
ui_view_shade_named(const struct ui *ui, const char *name, bitboard bit,
    char *text, size_t size)
{
	const bitboard *shade =
	    ui_cursor_tomorrow(ui) ? ui->hints.shade_tomorrow : ui->hints.shade;
	bool amber = (shade[COLOUR_AMBER] & bit) != 0;
	bool teal = (shade[COLOUR_TEAL] & bit) != 0;

	if (amber && teal)
		snprintf(text, size, "%s: in both shades", name);
	else if (amber || teal)
		snprintf(text, size, "%s: in %s's shade", name,
		    colour_names[amber ? COLOUR_AMBER : COLOUR_TEAL]);
}

/*
 * What to do next, when the details line has nothing else to say: with a
 * stone selected and the cursor on no move of it, where to look; with the
 * cursor on a stone of the side to move, how to see its moves.  A newcomer
 * sent to "the line below the board" found it empty until the cursor met a
 * dot.  Only for the person's own turn at the board, and only when no
 * stone's danger is to be told.
 */
static void
ui_view_detail_to_do(const struct ui *ui, char *text, size_t size)
{
	const struct board *board = &ui->game.board;
	char name[NOTATION_CELL_MAX];

	if (ui_mode(ui) != UI_MODE_PLAY || !ui_game_is_local(ui) ||
	    ui_game_is_computer(ui, board->side))
		return;
	if (ui_cursor_selected(ui) != UI_NO_CELL) {
		notation_cell(ui_cursor_selected(ui), name);
		snprintf(text, size,
		    ui_view_judges_moves(ui) ? "%s selected: put the cursor on "
					       "a dot to read its move, "
					       "Enter to play it" :
					       "%s selected: the cursor where "
					       "it goes, then Enter; Esc for "
					       "another stone",
		    name);
		return;
	}
	if ((board->stones[board->side] & bb_cell(ui_cursor_cell(ui))) != 0) {
		notation_cell(ui_cursor_cell(ui), name);
		snprintf(text, size,
		    ui_cursor_hints(ui) ? "%s: %s's stone: Enter selects it, "
					  "and a dot marks each cell "
					  "it can reach" :
					  "%s: %s's stone: Enter selects it",
		    name, colour_names[board->side]);
	}
}

/*
 * The marks of a stone in enemy shade once the sun turns, named as the
 * glyphs in use draw them (tui_draw_glyphs): a newcomer in ASCII read
 * "dashed ring" beside a stone drawn ":O:".  The marks of a stone in enemy
 * shade now, "(O)!", are brackets in both.
 */
static const char *
ui_view_tomorrow_marks(const struct ui *ui)
{
	return ui->ascii ? "colons" : "dashed bars";
}

static void
ui_view_detail(const struct ui *ui, char *text, size_t size)
{
	const struct board *board = &ui->game.board;
	const struct hints *hints = &ui->hints;
	bitboard bit = bb_cell(ui_cursor_cell(ui));
	char name[NOTATION_CELL_MAX], move_text[NOTATION_MOVE_MAX];
	char label[NOTATION_CELL_MAX + sizeof " selected"];
	const struct move_hint *hint;

	text[0] = '\0';
	if (ui->message[0] != '\0') {
		snprintf(text, size, "%s", ui->message);
		return;
	}
	/* A move typed after ':' says what it does before Enter, as its dot
	 * would: a newcomer typed one into a reply's shade, unwarned. */
	if (ui_mode(ui) == UI_MODE_TYPING && ui_view_judges_moves(ui)) {
		char error[NOTATION_ERROR_MAX];
		uint16_t typed;

		if (notation_read_move(ui_typing_text(ui), &typed,
		    error) == 0 && (hint = ui_view_hint(ui, typed)) != NULL)
			ui_view_move_hint(hint, !board->side, text, size,
			    UI_SCREEN_COLUMNS);
		return;
	}
	/* A finished game's stones are in no danger any more. */
	if (board_is_over(board))
		return;
	notation_cell(ui_cursor_cell(ui), name);
	/* A newcomer selected a stone with marks and read only the marks'
	 * words: "d3 selected, dashed bars: ..." (the brackets' words have
	 * no room for it, and the brackets say it all). */
	if (ui_cursor_selected(ui) != UI_NO_CELL &&
	    ui_cursor_selected(ui) == ui_cursor_cell(ui))
		snprintf(label, sizeof label, "%s selected", name);
	else
		snprintf(label, sizeof label, "%s", name);
	hint = ui_cursor_selected(ui) != UI_NO_CELL ?
	    ui_view_hint(ui, move_make(ui_cursor_selected(ui),
		ui_cursor_cell(ui))) :
	    NULL;
	if (hint != NULL) {
		notation_move(hint->move, move_text);
		if (!ui_view_judges_moves(ui)) {
			snprintf(text, size, "%s", move_text);
			return;
		}
		ui_view_move_hint(hint, !board->side, text, size,
			    UI_SCREEN_COLUMNS);
		return;
	}
	for (int colour = 0; colour < COLOUR_COUNT && ui_cursor_hints(ui);
	     colour++) {
		if ((board->stones[colour] & bit) == 0)
			continue;
		/* The marks named as the board draws them (ui_view_board); the
		 * reach mark names the enemy move that takes the stone. */
		if (ui_view_reach(ui, ui_view_viewer(ui), ui_cursor_cell(ui))) {
			char marks[sizeof ", dashed bars and"] = ",";

			if (hints->shaded_tomorrow[colour] & bit)
				snprintf(marks, sizeof marks, ", %s and",
				    ui_view_tomorrow_marks(ui));

			/* A move is named only where one is what takes it: a
			 * newcomer read the first of many as the capture. */
			if (hints->reach_whatever & bit)
				snprintf(text, size,
				    "%s%s " UI_REACH_GLYPH ": lost "
				    "if it stays, whatever %s plays",
				    label, marks, colour_names[!colour]);
			else if (hints->reach_standing & bit)
				snprintf(text, size,
				    "%s%s " UI_REACH_GLYPH ": lost "
				    "if it stays, unless %s moves that shade",
				    label, marks, colour_names[!colour]);
			else {
				notation_move(
				    hints->reach_reply[ui_cursor_cell(ui)],
				    move_text);
				snprintf(text, size,
				    "%s%s " UI_REACH_GLYPH ": %s can "
				    "take it with %s if it stays",
				    label, marks, colour_names[!colour],
				    move_text);
			}
		} else if (hints->in_enemy_shade[colour] & bit)
			snprintf(text, size,
			    "%s, brackets and %s: %s stone in %s's "
			    "shade, eclipsed when %s's turn ends",
			    name, colour == ui_view_viewer(ui) ? "!" : "×",
			    colour_names[colour], colour_names[!colour],
			    colour_names[!colour]);
		else if (hints->shaded_tomorrow[colour] & bit)
			snprintf(text, size, "%s, %s: %s stone, in %s's "
			    "shade once the sun turns", label,
			    ui_view_tomorrow_marks(ui), colour_names[colour],
			    colour_names[!colour]);
		else if ((hints->on_dusk_ring[colour] & bit) &&
		    hints->rounds_to_dusk <= UI_DUSK_WARNING_ROUNDS)
			snprintf(text, size,
			    "%s: %s stone on the ring dusk darkens", label,
			    colour_names[colour]);
	}
	/* A stone's danger comes first; then what a tall stone is (mixed=1);
	 * else what to do. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (text[0] == '\0' && (board->tall[colour] & bit) != 0)
			snprintf(text, size,
			    "%s: %s's tall stone, its shadows %d long", name,
			    colour_names[colour],
			    board->rules.shadow_length + TALL_EXTRA);
	if (text[0] == '\0')
		ui_view_detail_to_do(ui, text, size);
	/* A stone of the side not to move, named: a newcomer on one found
	 * the line blank; and with the move of the side to move that takes
	 * it, whose turn said: a newcomer read "a1: Amber's stone", Teal to
	 * move, as a1 safe, though Teal's b4a3 took it. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		const struct move_hint *taking = NULL;

		if (text[0] != '\0' || !ui_cursor_hints(ui) ||
		    ui_mode(ui) != UI_MODE_PLAY ||
		    (board->stones[colour] & bit) == 0)
			continue;
		for (int i = 0; i < hints->move_count && taking == NULL; i++)
			if (hints->moves[i].takes & bit)
				taking = &hints->moves[i];
		if (taking == NULL) {
			snprintf(text, size, "%s: %s's stone", name,
			    colour_names[colour]);
			continue;
		}
		notation_move(taking->move, move_text);
		snprintf(text, size, "%s: %s's stone; %s is to move, and %s "
		    "takes it", name, colour_names[colour],
		    colour_names[board->side], move_text);
	}
	/* An empty cell's tint named: a newcomer on a cell of both shades
	 * found the line blank. */
	if (text[0] == '\0' && ui_cursor_hints(ui) &&
	    ((board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL]) &
		bit) == 0)
		ui_view_shade_named(ui, name, bit, text, size);
}

/* With the state H changes, so that a player sees what the key will do
 * before pressing it. */
const char *
ui_view_hints_key(const struct ui *ui)
{
	return ui_cursor_hints(ui) ? "H hints: on" : "H hints: off";
}

/*
 * The variant settings that differ from the real game, so that a player
 * can see what is being played: "Rules: len 3, day 4, snake, instant,
 * first sun NE, start 2, 7 stones, moon ☾, tall ◉◈" (three panel rows at the
 * most): the moon and the tall stones with the glyphs that show them.
 */
/* What goes before a setting: the label before the first, then a comma. */
static const char *
ui_view_variant_lead(size_t used)
{
	return used == 0 ? "Rules: " : ", ";
}

static void
ui_view_variant_as(const struct rules *rules, const char *sun_word,
    const char *chosen, char *text, size_t size)
{
	struct rules standard;
	size_t used = 0;

	rules_default(&standard);
	text[0] = '\0';
	if (rules->shadow_length != standard.shadow_length)
		ui_view_append(text, size, &used, "%slen %d",
		    ui_view_variant_lead(used), rules->shadow_length);
	if (rules->day_length != standard.day_length)
		ui_view_append(text, size, &used, "%sday %d",
		    ui_view_variant_lead(used), rules->day_length);
	if (rules->snake)
		ui_view_append(text, size, &used, "%ssnake",
		    ui_view_variant_lead(used));
	if (rules->instant)
		ui_view_append(text, size, &used, "%sinstant",
		    ui_view_variant_lead(used));
	if (rules->start_sun != standard.start_sun)
		ui_view_append(text, size, &used, "%s%s %s",
		    ui_view_variant_lead(used), sun_word,
		    compass_name(rules->start_sun));
	if (rules->start_rank != standard.start_rank)
		ui_view_append(text, size, &used, "%sstart %d",
		    ui_view_variant_lead(used), rules->start_rank);
	if (rules->stones != standard.stones)
		ui_view_append(text, size, &used, "%s%d stones",
		    ui_view_variant_lead(used), rules->stones);
	if (rules->pie)
		ui_view_append(text, size, &used, "%spie",
		    ui_view_variant_lead(used));
	if (rules->moon)
		ui_view_append(text, size, &used, "%smoon " UI_MOON_GLYPH,
		    ui_view_variant_lead(used));
	if (rules->mixed)
		ui_view_append(text, size, &used, "%stall " UI_TALL_AMBER_GLYPH
		    UI_TALL_TEAL_GLYPH, ui_view_variant_lead(used));
	if (rules->hold)
		ui_view_append(text, size, &used, "%shold the sun",
		    ui_view_variant_lead(used));
	if (chosen != NULL)
		ui_view_append(text, size, &used, "%s%s",
		    ui_view_variant_lead(used), chosen);
}

/* "first sun SE", not "sun SE", which a newcomer read beside the shade
 * line's "sun SW" as the sun now; "sun" only where the longer words would
 * push the line past its rows.  Once the pie is chosen, the line keeps
 * saying what Teal's player did.  Many variants at once may not fit even
 * so: the last settings give way to "…", whole, never cut in a word. */
static void
ui_view_variant(const struct ui *ui, const struct rules *rules, char *text,
    size_t size)
{
	static const char more[] = ", …";
	const char *chosen = NULL;
	char *cut;

	if (rules->pie && ui->game.pie.step == UI_PIE_DONE)
		chosen = ui->game.pie.swap ? "swapped" : "kept";
	ui_view_variant_as(rules, "first sun", chosen, text, size);
	if (ui_text_rows(text, UI_PANEL_COLUMNS) <= UI_VARIANT_ROWS)
		return;
	ui_view_variant_as(rules, "sun", chosen, text, size);
	if (ui_text_rows(text, UI_PANEL_COLUMNS) <= UI_VARIANT_ROWS)
		return;
	/* One setting at a time off the end, "…" in its place, until it
	 * fits. */
	while ((cut = strrchr(text, ',')) != NULL) {
		snprintf(cut, size - (size_t)(cut - text), "%s", more);
		if (ui_text_rows(text, UI_PANEL_COLUMNS) <= UI_VARIANT_ROWS)
			return;
		*cut = '\0';
	}
}

/* Where the player stands at the level of the game just counted, and
 * under which rules it was counted (stats.h, BY RULES). */
static void
ui_view_record(const struct ui *ui, const struct ui_view *view, char *text,
    size_t size)
{
	const struct ui_standing *standing = &ui->tally.standing;
	const long *games = standing->games;
	const char *left_out, *rules;

	text[0] = '\0';
	left_out = view->over ? ui_tally_left_out(ui) : NULL;
	if (left_out != NULL) {
		snprintf(text, size, "Not in your record: %s", left_out);
		return;
	}
	if (!view->over || !standing->known || ui_mode(ui) == UI_MODE_REPLAY ||
	    ui_mode_under(ui) == UI_MODE_REPLAY)
		return;
	/* A newcomer won a game of the menu's fair rules and found it
	 * missing from the record: every game counts, and says where. */
	rules = standing->rules == STATS_DESIGNER ? "designer's rules" :
	    "other rules";
	if (games[STATS_DRAWN] > 0)
		snprintf(text, size,
		    "You are %ld–%ld, %ld drawn, against level %d (%s)",
		    games[STATS_WON], games[STATS_LOST], games[STATS_DRAWN],
		    standing->level, rules);
	else
		snprintf(text, size, "You are %ld–%ld against level %d (%s)",
		    games[STATS_WON], games[STATS_LOST], standing->level,
		    rules);
}

static void
ui_view_panel(const struct ui *ui, const struct ui_view *view,
    struct ui_panel *panel)
{
	const struct board *board = &ui->game.board;
	int day = board_dusks(board) + 1;

	ui_view_turn(ui, view, panel->turn, sizeof panel->turn);
	if (day > DUSK_MAX)
		day = DUSK_MAX;
	snprintf(panel->round, sizeof panel->round, "Round %d of %d · day %d",
	    board->round > rules_last_round(&board->rules) ?
	    rules_last_round(&board->rules) : board->round,
	    rules_last_round(&board->rules), day);
	ui_view_dusk(ui, view, panel->dusk, sizeof panel->dusk);
	panel->dusk_now = ui->hints.rounds_to_dusk == 0 && !view->over;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int count = bb_count(board->stones[colour]);

		/* The names padded alike, so that the counts line up. */
		snprintf(panel->stones[colour], sizeof panel->stones[colour],
		    "%-6s %d stone%s", colour_names[colour], count,
		    count == 1 ? "" : "s");
	}
	ui_view_last(ui, panel->last, sizeof panel->last);
	if (!ui->game.started)
		panel->opponent[0] = '\0';
	else if (ui->game.opponent == UI_OPPONENT_PEOPLE)
		snprintf(panel->opponent, sizeof panel->opponent,
		    "Two players");
	else if (ui->game.opponent == UI_OPPONENT_WATCH)
		snprintf(panel->opponent, sizeof panel->opponent,
		    "Watching: level %d", ui->game.level);
	else
		snprintf(panel->opponent, sizeof panel->opponent,
		    "You: %s · level %d", colour_names[ui->game.human],
		    ui->game.level);
	ui_view_variant(ui, &board->rules, panel->variant,
	    sizeof panel->variant);
	panel->tomorrow = ui_cursor_tomorrow(ui);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			if (view->cells[rank][file].ring == UI_RING_THREAT ||
			    view->cells[rank][file].ring == UI_RING_PREY)
				panel->marks = true;
			panel->reach |= view->cells[rank][file].reach;
		}
	if (board->rules.moon)	/* both lights, by their glyphs, to fit */
		snprintf(panel->view, sizeof panel->view,
		    "%s " UI_SUN_GLYPH "%s " UI_MOON_GLYPH "%s",
		    ui_cursor_tomorrow(ui) ? "Next round" : "Shade now",
		    compass_name(view->sun), compass_name(view->moon));
	else
		snprintf(panel->view, sizeof panel->view, "%s, sun %s",
		    ui_cursor_tomorrow(ui) ? "Next round" : "Shade now",
		    compass_name(view->sun));
	ui_view_record(ui, view, panel->record, sizeof panel->record);
	if (view->over && ui_tip_count(ui) > 0 &&
	    ui->game.opponent == UI_OPPONENT_COMPUTER && ui_game_is_local(ui))
		snprintf(panel->hints, sizeof panel->hints, "Tips asked: %d",
		    ui_tip_count(ui));
	else if (!ui_cursor_hints(ui))
		snprintf(panel->hints, sizeof panel->hints, "Hints off (H)");
	else if (!view->over && ui->game.started &&
	    ui_mode(ui) == UI_MODE_PLAY && ui_game_is_local(ui) &&
	    ui->game.opponent != UI_OPPONENT_WATCH)
		/* The key line has no room for it: the panel says it, and
		 * once asked, where the tip is (a newcomer looked here). */
		snprintf(panel->hints, sizeof panel->hints, "%s",
		    ui_tip_on_the_line(ui) ? "Tip: below the board" :
		    "T for a tip");
	else
		panel->hints[0] = '\0';
	ui_view_detail(ui, panel->detail, sizeof panel->detail);

	/* The board's keys.  The mode on top says its own over them
	 * (ui_mode.h's view): a question, a typed move, the menu's keys, a
	 * reviewed move and why. */
	panel->prompt[0] = '\0';
	/* No room for ':' (typing a move): the lessons and the rules say
	 * it; the hints' state matters more.  hold=1: K holds the sun, in
	 * the place of "R new". */
	snprintf(panel->keys, sizeof panel->keys,
	    ui->game.opponent == UI_OPPONENT_WATCH ?
		"arrows inspect · %s · S next round · R new game · ? key · q "
		"quit" :
		board->rules.hold ? "Enter select · K hold · U undo · %s · S "
				    "next round · ? key · q quit" :
				    "Enter select · U undo · %s · S next round "
				    "· R new · ? key · q quit",
	    ui_view_hints_key(ui));
}

void
ui_view_build(const struct ui *ui, struct ui_view *view)
{
	const struct board *board = &ui->game.board;
	int tomorrow;

	memset(view, 0, sizeof *view);
	/* A sun held this round (hold=1) is tomorrow's too; the moon keeps
	 * its time.  S shows the next round: the dial's lights with it. */
	tomorrow = board->held ? board->sun : (board->sun + 1) % COMPASS_POINTS;
	view->sun = ui_cursor_tomorrow(ui) ? tomorrow : board->sun;
	view->next_sun =
	    ui_cursor_tomorrow(ui) ? (tomorrow + 1) % COMPASS_POINTS : tomorrow;
	view->next_moon = board_next_moon(board);
	view->moon = ui_cursor_tomorrow(ui) ? view->next_moon : board->moon;
	view->over = ui_game_is_over(ui);
	view->thinking = ui_game_computer_to_move(ui);
	view->to_move = board->side;
	view->viewer = ui_view_viewer(ui);
	ui_view_board(ui, view);
	ui_view_panel(ui, view, &view->panel);
	view->screen = UI_SCREEN_BOARD;
	ui_mode_view(ui, view);
	ui_pie_view(ui, view);
	view->marks = ui_mode_marks_shown(ui) &&
	    view->screen == UI_SCREEN_BOARD;
	/* Over every screen's own keys (the lessons', a room's): what the
	 * next key does now. */
	if (view->marks)
		snprintf(view->panel.keys, sizeof view->panel.keys,
		    "any key: back to the board · ? again or F1: the rules");
	else if (ui_tip_ready(ui))
		/* A newcomer pressed Enter for a stone of their own choice
		 * and played the tip, which had moved the cursor. */
		snprintf(view->panel.keys, sizeof view->panel.keys,
		    "The tip is set up: %s plays it, Esc puts it away",
		    move_is_hold(ui_tip_shown(ui)) ? "K" : "Enter");
}

