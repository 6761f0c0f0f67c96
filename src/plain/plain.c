/*
 * plain.c owns the line mode, `gnomon --plain` (plain.h): the position as
 * text after every move, and a line read for every answer.  Nothing on the
 * screen is addressed, so a screen reader reads each line once, in order,
 * and a log keeps the whole game.  The text is ASCII whatever the locale:
 * a speech synthesiser and a braille display read letters, not glyphs.
 *
 * The game is the interface's (ui.h), driven through the same keys the
 * full screen sends (a typed move is `:` and its letters), so a move is
 * checked, refused with the same message, saved and filed exactly as on
 * the full screen; what is printed comes from the screen model
 * (ui_view.h) and the core's hints, never from a rule of ours.
 */
#include "plain/plain.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "cli/message.h"
#include "core/bitboard.h"
#include "core/notation.h"
#include "core/options.h"
#include "plain/plain_page.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_review.h"
#include "ui/ui_rules.h"
#include "ui/ui_save.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"
#include "ui/ui_view.h"

enum {
	PLAIN_INPUT_MAX = 128,	/* one line of input; longer ones are refused */
	PLAIN_CELLS_MAX = 160,	/* a list of cells, "b1 c1 ..." */
	/* The rules page is printed whole: this many lines "fit". */
	PLAIN_PAGE_ROWS = 1000
};

static const char *const plain_colour_names[COLOUR_COUNT] = { "Amber", "Teal" };
/* A cell as a letter: the stones as the record's notation has them, in
 * capitals; a lowercase letter an empty cell in that side's shade. */
static const char plain_stone_letters[COLOUR_COUNT] = { 'A', 'T' };

#define PLAIN_LEGEND "Board: A an Amber stone, T a Teal stone, . an empty " \
	"cell, a or t an empty cell in Amber's or Teal's shade, + in both, " \
	"# dark. North is up."
#define PLAIN_COMMANDS \
	"Commands: a move such as b1c2 (or pass, or under " \
	"hold=1 a hold such as hc1), u undo, " \
	"h hints, s the next round's shadows, t a tip, v the review once the " \
	"game " \
	"is over, r new game, ? rules, q quit."

struct plain {
	struct ui	ui;
	struct ui_save	save;
	struct search	*search;
	FILE		*in, *out;
};

/* `text` (UTF-8, the interface's) as ASCII, on a line of its own. */
static void
plain_line(FILE *out, const char *text)
{
	char ascii[UI_LINE_MAX * 2];

	ui_text_ascii(text, ascii, sizeof ascii);
	fprintf(out, "%s\n", ascii);
}

/* "b1 c1 d1", or "nothing". */
static void
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

static char
plain_cell_letter(const struct ui_cell *cell)
{
	if (cell->stone != UI_NO_STONE)
		return plain_stone_letters[cell->stone];
	if (cell->dark)
		return '#';
	switch (cell->shade) {
	case UI_SHADE_AMBER:
		return 'a';
	case UI_SHADE_TEAL:
		return 't';
	case UI_SHADE_AMBER | UI_SHADE_TEAL:
		return '+';
	default:
		return '.';
	}
}

static void
plain_board(FILE *out, const struct ui_view *view)
{
	fprintf(out, "   a b c d e f g\n");
	for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
		fprintf(out, "%d ", rank + 1);
		for (int file = 0; file < BOARD_SIZE; file++)
			fprintf(out, " %c",
			    plain_cell_letter(&view->cells[rank][file]));
		fprintf(out, "  %d\n", rank + 1);
	}
	fprintf(out, "   a b c d e f g\n");
}

/* What each side's shade holds of the other's stones: eclipsed when that
 * side's turn ends, if nothing moves. */
static void
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

/* With hints on: the side to move's moves, by what they do. */
static void
plain_hints(FILE *out, const struct hints *hints)
{
	static const char *const class_names[] = {
		[MOVE_CLASS_QUIET] = "take nothing",
		[MOVE_CLASS_GOLD] = "take and expose nothing",
		[MOVE_CLASS_ORANGE] = "take but expose",
		[MOVE_CLASS_RED] = "expose for nothing"
	};

	for (int class = MOVE_CLASS_GOLD; class <= MOVE_CLASS_RED; class++) {
		bool any = false;

		for (int i = 0; i < hints->move_count; i++) {
			char move[NOTATION_MOVE_MAX];

			if ((int)hints->moves[i].class != class)
				continue;
			if (!any)
				fprintf(out,
				    "Moves that %s:", class_names[class]);
			notation_move(hints->moves[i].move, move);
			fprintf(out, " %s", move);
			any = true;
		}
		if (any)
			fprintf(out, "\n");
	}
}

/* The position, as the full screen shows it, in lines. */
static void
plain_position(struct plain *plain)
{
	struct ui_view view;
	struct ui_panel *panel = &view.panel;
	FILE *out = plain->out;

	ui_view_build(&plain->ui, &view);
	fprintf(out, "\n");
	if (plain_page_wanted(&view)) {
		/* A screen known here by no name: its list. */
		plain_page(out, &view);
		fflush(out);
		return;
	}
	plain_line(out, panel->round);
	fprintf(out, "Sun %s, next %s. ", compass_name(view.sun),
	    compass_name(view.next_sun));
	if (view.moon != MOON_NONE)
		fprintf(out, "Moon %s, next %s. ", compass_name(view.moon),
		    compass_name(view.next_moon));
	plain_line(out, panel->dusk);
	plain_board(out, &view);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		const struct board *board = &plain->ui.game.board;
		char tall[PLAIN_CELLS_MAX];

		fprintf(out, "%s: %d stones", plain_colour_names[colour],
		    bb_count(board->stones[colour]));
		/* mixed=1: where the tall stone stands, while it does */
		plain_cells(board->tall[colour], tall, sizeof tall);
		if (board->tall[colour] != 0)
			fprintf(out, ", tall %s", tall);
		fprintf(out, "\n");
	}
	plain_threats(out, &plain->ui.hints, false);
	plain_line(out, panel->last);
	if (ui_cursor_hints(&plain->ui) && !view.over && !view.thinking)
		plain_hints(out, &plain->ui.hints);
	plain_line(out, panel->turn);
	/* At the end against the computer: the tips taken, when any were. */
	if (view.over && ui_tip_count(&plain->ui) > 0 &&
	    panel->hints[0] != '\0')
		plain_line(out, panel->hints);
	/* At the end of a game counted in the player's record. */
	if (panel->record[0] != '\0')
		plain_line(out, panel->record);
	fflush(out);
}

static void plain_rules(struct plain *);

/* The pie step's question: the sun to type, or keep or swap. */
static void
plain_pie_prompt(struct plain *plain)
{
	struct ui_view view;

	/* The position printed before it says whose choice it is. */
	ui_view_build(&plain->ui, &view);
	plain_line(plain->out, view.panel.detail);
	if (plain->ui.game.pie.step == UI_PIE_SUN)
		fprintf(plain->out,
		    "The sun: N NE E SE S SW W NW, or Enter for %s:\n",
		    compass_name(plain->ui.game.start.sun));
	else
		fprintf(plain->out, "Teal's player: keep or swap:\n");
}

/* A line at the pie step: a sun or keep or swap, q or ?. */
static enum ui_event
plain_pie_line(struct plain *plain, const char *line)
{
	struct ui *ui = &plain->ui;
	struct rules rules = ui->game.start.rules;
	char error[OPTIONS_ERROR_MAX];
	int choice;

	if (strcmp(line, "q") == 0 || strcmp(line, "Q") == 0)
		return ui_play_quit(ui);
	if (strcmp(line, "?") == 0) {
		plain_rules(plain);
		return UI_EVENT_NONE;
	}
	if (ui->game.pie.step == UI_PIE_SUN) {
		if (line[0] != '\0' &&
		    options_set(options_find(&options_variant, "sun"), line,
			&rules, error) < 0) {
			plain_line(plain->out, error);
			return UI_EVENT_NONE;
		}
		return ui_pie_choose(ui, rules.start_sun);
	}
	if ((choice = pie_choice_read(line)) < 0) {
		fprintf(plain->out, "keep or swap, not '%.16s'\n", line);
		return UI_EVENT_NONE;
	}
	return ui_pie_choose(ui, choice);
}

/* The computer's pie choice, thought out here and now (pie.h). */
static enum ui_event
plain_pie_computer(struct plain *plain)
{
	struct ui *ui = &plain->ui;
	bool sun = ui->game.pie.step == UI_PIE_SUN;
	enum ui_event event;
	int choice;

	choice = sun ? pie_play_sun(plain->search, &ui->game.board.rules,
	    NULL) : (int)pie_play_swap(plain->search, &ui->game.board.rules,
	    ui->game.board.sun, NULL);
	event = ui_pie_found(ui, choice, ui->generation);
	if (sun)
		fprintf(plain->out, "The computer chose the sun %s\n",
		    compass_name(choice));
	return event;
}

/* What the screen waits for, as its view says: a line mode knows the
 * screens by their view, never by the modes that made them. */
enum plain_wait {
	PLAIN_WAIT_COMMAND,	/* a move or a command */
	PLAIN_WAIT_RESUME,	/* y or n to the saved game offered */
	PLAIN_WAIT_QUIT,	/* the quit question's answer */
	PLAIN_WAIT_PIE,		/* the pie step's choice */
	PLAIN_WAIT_PAGE		/* a key on a page (plain_page.h) */
};

static enum plain_wait
plain_waits(const struct ui *ui)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	if (view.asking_resume)
		return PLAIN_WAIT_RESUME;
	if (view.choosing_pie)
		return PLAIN_WAIT_PIE;
	if (plain_page_wanted(&view))
		return PLAIN_WAIT_PAGE;
	return view.asking_quit ? PLAIN_WAIT_QUIT : PLAIN_WAIT_COMMAND;
}

/* What the player is asked now. */
static void
plain_prompt(struct plain *plain, enum plain_wait wait)
{
	const struct ui *ui = &plain->ui;

	switch (wait) {
	case PLAIN_WAIT_RESUME:
		fprintf(plain->out,
		    "A saved game: resume it? y yes, n a new game, q quit\n");
		break;
	case PLAIN_WAIT_PIE:
		plain_pie_prompt(plain);
		break;
	case PLAIN_WAIT_QUIT:
		plain_line(plain->out, UI_QUIT_QUESTION);
		break;
	case PLAIN_WAIT_PAGE:
		fprintf(plain->out, "j down, k up, an empty line for Enter, q "
		    "back:\n");
		break;
	default:
		if (ui_game_is_over(ui))
			fprintf(plain->out,
			    "The game is over: r a new game, v the review, u "
			    "undo, q quit\n");
		else
			fprintf(plain->out, "%s's move:\n",
			    plain_colour_names[ui->game.board.side]);
		break;
	}
	fprintf(plain->out, "> ");
	fflush(plain->out);
}

/* The interface's message, if it has one: why a move was refused. */
static void
plain_message(struct plain *plain)
{
	if (plain->ui.message[0] != '\0')
		plain_line(plain->out, plain->ui.message);
}

/* Hands the event to the save policy and shows what changed; true when
 * the game is to be left. */
static bool
plain_event(struct plain *plain, enum ui_event event)
{
	ui_save_event(&plain->save, &plain->ui, event);
	if (event == UI_EVENT_MOVED && ui_game_computer_to_move(&plain->ui)) {
		/* The computer answers at once: the position is printed
		 * after its move, and this one only said. */
		struct ui_view view;

		ui_view_build(&plain->ui, &view);
		plain_line(plain->out, view.panel.last);
		return false;
	}
	switch (event) {
	case UI_EVENT_QUIT:
	case UI_EVENT_ABANDONED:
		return true;
	case UI_EVENT_NONE:
		plain_message(plain);
		return false;
	default:
		plain_message(plain);
		plain_position(plain);
		return false;
	}
}

/* The computer's move, thought out here and now. */
static enum ui_event
plain_computer(struct plain *plain)
{
	struct ui *ui = &plain->ui;
	struct search_limits limits;
	char text[NOTATION_MOVE_MAX];
	uint16_t move;

	search_limits_default(&limits);
	limits.level = ui->game.level;
	limits.seed = ui_game_computer_seed(ui);
	search_clear(plain->search);
	move = search_run(plain->search, &ui->game.board, &limits, NULL, NULL);
	notation_move(move, text);
	fprintf(plain->out, "%s plays %s\n",
	    plain_colour_names[ui->game.board.side], text);
	return ui_game_computer_played(ui, move, ui->generation);
}

/* t: the engine's move and why, thought out here and now (the line mode
 * waits for nothing else). */
static void
plain_tip(struct plain *plain)
{
	struct ui *ui = &plain->ui;
	struct search_limits limits;
	uint16_t move;

	ui_key(ui, 'T');
	if (ui_tip_wanted(ui)) {
		search_limits_default(&limits);
		limits.level = SEARCH_LEVEL_MASTER;
		limits.seed = ui_game_computer_seed(ui);
		search_clear(plain->search);
		move = search_run(plain->search, &ui->game.board, &limits, NULL,
		    NULL);
		ui_tip_found(ui, move, ui->generation);
		/* Only the words: the line mode has no stone to select. */
		ui_cursor_select(ui, UI_NO_CELL);
	}
	plain_message(plain);
	ui->message[0] = '\0';
}

/* v: the review of the finished game, as `gnomon review --text` prints it. */
static void
plain_review(struct plain *plain)
{
	static struct record record;	/* large: not on the stack */
	static struct ui_review review;
	static char report[UI_REVIEW_TEXT_MAX];
	struct ui *ui = &plain->ui;

	ui_key(ui, 'V');
	if (!ui_review_wanted(ui)) {
		plain_message(plain);
		ui->message[0] = '\0';
		return;
	}
	/* Said here, not shown: no longer asked. */
	ui_game_set_review_asked(ui, false);
	ui->message[0] = '\0';
	ui_record_game(ui, &record);
	ui_review_run(&review, &record, plain->search, NULL);
	ui_review_report(&review, false, report, sizeof report);
	fprintf(plain->out, "%s(end of the review)\n", report);
}

/* Sends `text` as a typed move: `:`, its letters, Enter. */
static enum ui_event
plain_typed(struct ui *ui, const char *text)
{
	ui_key(ui, ':');
	for (; *text != '\0'; text++)
		ui_key(ui, (unsigned char)*text);
	return ui_key(ui, UI_KEY_ENTER);
}

static void
plain_rules(struct plain *plain)
{
	const char *rules = ui_rules_from(true, 0);

	fprintf(plain->out, "%s(end of the rules)\n",
	    rules != NULL ? rules : "");
}

/* One line in the middle of a game. */
static enum ui_event
plain_command(struct plain *plain, const char *line)
{
	struct ui *ui = &plain->ui;

	if (strlen(line) != 1)
		return plain_typed(ui, line);
	switch (tolower((unsigned char)line[0])) {
	case 'u':
		return ui_key(ui, 'U');
	case 'h':
		ui_key(ui, 'H');
		plain_message(plain);
		ui->message[0] = '\0';
		if (ui_cursor_hints(ui) && !ui_game_is_over(ui))
			plain_hints(plain->out, &ui->hints);
		return UI_EVENT_NONE;
	case 's':
		/* A sun held this round (hold=1) is the next round's too. */
		fprintf(plain->out, "Next round, sun %s:\n",
		    compass_name(ui->game.board.held ? ui->game.board.sun :
		    (ui->game.board.sun + 1) % COMPASS_POINTS));
		plain_threats(plain->out, &ui->hints, true);
		return UI_EVENT_NONE;
	case 't':
		plain_tip(plain);
		return UI_EVENT_NONE;
	case 'v':
		plain_review(plain);
		return UI_EVENT_NONE;
	case 'r':
		return ui_menu_new_game(ui);
	case '?':
		plain_rules(plain);
		return UI_EVENT_NONE;
	case 'q':
		return ui_play_quit(ui);
	default:
		fprintf(plain->out, "%s\n", PLAIN_COMMANDS);
		return UI_EVENT_NONE;
	}
}

/* Reads a line into `line` without its end; false at the end of input. */
static bool
plain_read(FILE *in, char *line, size_t size)
{
	size_t length;

	if (fgets(line, (int)size, in) == NULL)
		return false;
	length = strcspn(line, "\r\n");
	if (line[length] == '\0' && length + 1 == size) {
		int c;

		while ((c = fgetc(in)) != EOF && c != '\n')
			;
		line[0] = '\0';		/* too long: read as nothing */
		return true;
	}
	line[length] = '\0';
	return true;
}

static int
plain_loop(struct plain *plain)
{
	char line[PLAIN_INPUT_MAX];
	struct ui *ui = &plain->ui;
	bool leave = false;

	fprintf(plain->out, "%s\n%s\n", PLAIN_LEGEND, PLAIN_COMMANDS);
	plain_message(plain);
	plain_position(plain);
	while (!leave && !ui_done(ui)) {
		enum ui_event event;
		enum plain_wait wait;

		if (ui_game_computer_to_move(ui)) {
			leave = plain_event(plain, plain_computer(plain));
			continue;
		}
		if (ui_pie_wanted(ui)) {
			leave = plain_event(plain, plain_pie_computer(plain));
			continue;
		}
		wait = plain_waits(ui);
		plain_prompt(plain, wait);
		if (!plain_read(plain->in, line, sizeof line)) {
			/* The end of the input: the game is kept, as at q. */
			fprintf(plain->out, "\n");
			ui_save_event(&plain->save, ui, UI_EVENT_QUIT);
			break;
		}
		ui->message[0] = '\0';
		switch (wait) {
		case PLAIN_WAIT_RESUME:
		case PLAIN_WAIT_QUIT:
			event = ui_key(ui,
			    line[0] != '\0' ? line[0] : UI_KEY_ENTER);
			break;
		case PLAIN_WAIT_PIE:
			event = plain_pie_line(plain, line);
			break;
		case PLAIN_WAIT_PAGE:
			/* Each letter a key, as the full screen's. */
			event = UI_EVENT_NONE;
			for (const char *at = line; *at != '\0' &&
			    event == UI_EVENT_NONE; at++)
				event = ui_key(ui, (unsigned char)*at);
			if (line[0] == '\0')
				event = ui_key(ui, UI_KEY_ENTER);
			if (event == UI_EVENT_NONE)
				plain_position(plain);
			break;
		default:
			event = line[0] != '\0' ? plain_command(plain, line) :
			    UI_EVENT_NONE;
			if (line[0] == '\0')
				plain_position(plain);
			break;
		}
		leave = plain_event(plain, event);
	}
	return 0;
}

int
plain_run(const struct play_options *options, FILE *in, FILE *out)
{
	static struct plain
	    plain; /* large (the undo history): not on the stack */
	static char lost[UI_SAVE_LOST_MAX];
	struct play_options chosen = *options;
	int status;

	/* No menu: the command line (or its defaults) chooses the game. */
	chosen.chose = true;
	plain.in = in;
	plain.out = out;
	ui_init(&plain.ui, &chosen);
	ui_game_set_ascii(&plain.ui, true);
	ui_page_set_rows(&plain.ui, PLAIN_PAGE_ROWS);
	if (ui_save_open(&plain.save, &plain.ui, options->resume) < 0) {
		message_print(stderr, "%s\n", plain.save.notice);
		ui_save_close(&plain.save);
		return 1;
	}
	if (plain.save.read_only) {
		/* Another game holds the saved one: this one plays unsaved. */
		ui_init(&plain.ui, &chosen);
		ui_game_set_ascii(&plain.ui, true);
		plain_line(out,
		    "Another gnomon is saving its game: this one is not saved");
	}
	plain.search = search_new(SEARCH_TT_DEFAULT_MB);
	if (plain.search == NULL) {
		fprintf(stderr, "gnomon: no memory for the computer player\n");
		ui_save_close(&plain.save);
		return 1;
	}
	status = plain_loop(&plain);
	search_free(plain.search);
	if (plain.save.enabled)
		ui_save_close(&plain.save);
	if (ui_save_lost(&plain.save, &plain.ui, lost)) {
		message_print(stderr, "%s\n", lost);
		status = 1;
	} else if (plain.save.notice[0] != '\0')
		message_print(stderr, "%s\n", plain.save.notice);
	return status;
}
