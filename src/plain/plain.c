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

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"
#include "plain/plain_game.h"
#include "plain/plain_lesson.h"
#include "plain/plain_puzzle.h"
#include "plain/plain_menu.h"
#include "plain/plain_page.h"
#include "ui/ui.h"
#include "ui/ui_game.h"
#include "ui/ui_lesson.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_play.h"
#include "ui/ui_review.h"
#include "ui/ui_save.h"
#include "ui/ui_view.h"

enum {
	PLAIN_INPUT_MAX = 128,	/* one line of input; longer ones are refused */
	/* The rules page is printed whole: this many lines "fit". */
	PLAIN_PAGE_ROWS = 1000
};

/* The sun's points, to choose one (plain_sun_word's words). */
#define PLAIN_SUN_WORDS "north, northeast, east, southeast, south, " \
	"southwest, west or northwest"

/* The pie step's question: the sun to type, or keep or swap. */
static void
plain_pie_prompt(struct plain *plain)
{
	struct ui_view view;

	ui_view_build(&plain->ui, &view);
	/* Whose choice it is, and what comes of it. */
	plain_line(plain->out, view.panel.turn);
	plain_line(plain->out, view.panel.detail);
	if (plain->ui.game.pie.step == UI_PIE_SUN)
		fprintf(plain->out, "The sun: %s;\nEnter for %s:\n",
		    PLAIN_SUN_WORDS, plain_sun_word(plain->ui.game.start.sun));
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
		for (int point = 0; point < COMPASS_POINTS; point++)
			if (options_same_word(line, plain_sun_word(point)))
				return ui_pie_choose(ui, point);
		/* N, NE... and 0 to 7 too, as the option --sun. */
		if (line[0] != '\0' &&
		    options_set(options_find(&options_variant, "sun"), line,
			&rules, error) < 0) {
			fprintf(plain->out, "'%.16s' is not a sun:\n%s\n",
			    line, PLAIN_SUN_WORDS);
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
		    plain_sun_word(choice));
	return event;
}

/* What the screen waits for, as its view says: a line mode knows the
 * screens by their view, never by the modes that made them. */
enum plain_wait {
	PLAIN_WAIT_COMMAND,	/* a move or a command */
	PLAIN_WAIT_RESUME,	/* y or n to the saved game offered */
	PLAIN_WAIT_QUESTION,	/* y or n (or a) to the question asked */
	PLAIN_WAIT_PIE,		/* the pie step's choice */
	PLAIN_WAIT_PAGE,	/* a key on a page (plain_page.h) */
	PLAIN_WAIT_LESSON,	/* a line to the lessons (plain_lesson.h) */
	PLAIN_WAIT_PUZZLE	/* a line to a puzzle (plain_puzzle.h) */
};

static enum plain_wait
plain_waits(const struct ui *ui)
{
	struct ui_view view;

	if (plain_lesson_up(ui))
		return PLAIN_WAIT_LESSON;
	if (plain_puzzle_up(ui))
		return PLAIN_WAIT_PUZZLE;
	ui_view_build(ui, &view);
	if (view.asking_resume)
		return PLAIN_WAIT_RESUME;
	if (view.choosing_pie)
		return PLAIN_WAIT_PIE;
	if (plain_page_wanted(&view))
		return PLAIN_WAIT_PAGE;
	return view.asking_quit || view.asking_yes_no ? PLAIN_WAIT_QUESTION :
	    PLAIN_WAIT_COMMAND;
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
	case PLAIN_WAIT_LESSON:
		plain_lesson_prompt(plain);
		return;
	case PLAIN_WAIT_PUZZLE:
		plain_puzzle_prompt(plain);
		return;
	case PLAIN_WAIT_QUESTION: {
		struct ui_view view;

		/* The quit question's, the new game's, the hold's. */
		ui_view_build(ui, &view);
		plain_line(plain->out, view.panel.prompt);
		break;
	}
	case PLAIN_WAIT_PAGE:
		fprintf(plain->out, "%s\n", plain_menu_page_keys(ui));
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

/* Hands the event to the save policy and says what changed; true when
 * the game is to be left. */
static bool
plain_event(struct plain *plain, enum ui_event event)
{
	struct ui *ui = &plain->ui;

	ui_save_event(&plain->save, ui, event);
	switch (event) {
	case UI_EVENT_QUIT:
	case UI_EVENT_ABANDONED:
		return true;
	case UI_EVENT_NONE:
		plain_message(plain);
		return false;
	case UI_EVENT_MOVED:
		/* The computer answers at once: the position is said after
		 * its move, and this one only told. */
		plain_message(plain);
		plain_report(plain, !ui_game_computer_to_move(ui));
		return false;
	case UI_EVENT_UNDONE:
		/* Said by what it took back, not "Move taken back". */
		ui->message[0] = '\0';
		plain_took_back(plain);
		plain_report(plain, true);
		return false;
	case UI_EVENT_NEW_GAME:
	case UI_EVENT_REPLACED:
	case UI_EVENT_DECLINED:
		plain_message(plain);
		plain->told = 0;
		plain_intro(plain, "New game");
		plain_report(plain, true);
		return false;
	case UI_EVENT_RESUMED:
		/* Its last move was told with the offer; "Resumed: ..."
		 * says more than the message "Game resumed". */
		ui->message[0] = '\0';
		plain_intro(plain, "Resumed");
		plain_report(plain, true);
		return false;
	default:
		plain_message(plain);
		plain_report(plain, true);
		return false;
	}
}

/* The computer's move, thought out here and now. */
static enum ui_event
plain_computer(struct plain *plain)
{
	struct ui *ui = &plain->ui;
	struct search_limits limits;
	uint16_t move;

	search_limits_default(&limits);
	limits.level = ui->game.level;
	limits.seed = ui_game_computer_seed(ui);
	search_clear(plain->search);
	move = search_run(plain->search, &ui->game.board, &limits, NULL, NULL);
	return ui_game_computer_played(ui, move, ui->generation);
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

	if (plain_lesson_up(ui))
		plain_lesson_show(plain);
	else if (plain_puzzle_up(ui))
		plain_puzzle_show(plain);
	else {
		plain_legend(plain->out);
		plain_line(plain->out, PLAIN_COMMANDS);
		if (ui->rules.hold)
			plain_line(plain->out, PLAIN_HOLD);
		plain_message(plain);
		/* A saved game is offered, or resumed at once (--resume). */
		if (ui->game.plies > 0) {
			plain->told = ui->game.plies - 1;
			plain_intro(plain, plain_waits(ui) ==
			    PLAIN_WAIT_RESUME ? "Saved game" : "Resumed");
		} else
			plain_intro(plain, "New game");
		plain_report(plain, true);
	}
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
		case PLAIN_WAIT_QUESTION:
			event = ui_key(ui,
			    line[0] != '\0' ? line[0] : UI_KEY_ENTER);
			break;
		case PLAIN_WAIT_PIE:
			event = plain_pie_line(plain, line);
			break;
		case PLAIN_WAIT_LESSON:
			event = plain_lesson_line(plain, line);
			break;
		case PLAIN_WAIT_PUZZLE:
			event = plain_puzzle_line(plain, line);
			break;
		case PLAIN_WAIT_PAGE:
			/* Each letter a key, as the full screen's. */
			event = UI_EVENT_NONE;
			for (const char *at = line; *at != '\0' &&
			    event == UI_EVENT_NONE; at++)
				event = ui_key(ui, (unsigned char)*at);
			if (line[0] == '\0')
				event = ui_key(ui, plain_menu_page_enter(ui));
			/* V on one's games: its review, said here. */
			if (ui_review_wanted(ui))
				plain_menu_review(plain);
			if (event == UI_EVENT_NONE)
				plain_report(plain, true);
			break;
		default:
			event = line[0] != '\0' ? plain_command(plain, line) :
			    UI_EVENT_NONE;
			if (line[0] == '\0')
				plain_report(plain, true);
			/* `learn` opened the lessons over the game. */
			if (plain_lesson_up(ui))
				plain_lesson_show(plain);
			break;
		}
		leave = plain_event(plain, event);
	}
	return 0;
}

/* The line mode's one game: large (the undo history), not on the stack. */
static struct plain plain;

/* The interface set up for the line mode, with `options` chosen. */
static void
plain_start(const struct play_options *options, FILE *in, FILE *out)
{
	plain.told = 0;
	plain.grid = false;
	plain.in = in;
	plain.out = out;
	ui_init(&plain.ui, options);
	ui_game_set_ascii(&plain.ui, true);
	ui_page_set_rows(&plain.ui, PLAIN_PAGE_ROWS);
}

/* The loop, with the computer's search: its exit status. */
static int
plain_session(void)
{
	int status;

	plain.search = search_new(SEARCH_TT_DEFAULT_MB);
	if (plain.search == NULL) {
		fprintf(stderr, "gnomon: no memory for the computer player\n");
		return 1;
	}
	status = plain_loop(&plain);
	search_free(plain.search);
	return status;
}

int
plain_run(const struct play_options *options, FILE *in, FILE *out)
{
	static char lost[UI_SAVE_LOST_MAX];
	struct play_options chosen = *options;
	int status;

	/* No menu: the command line (or its defaults) chooses the game. */
	chosen.chose = true;
	plain_start(&chosen, in, out);
	if (ui_save_open(&plain.save, &plain.ui, options->resume) < 0) {
		message_print(stderr, "%s\n", plain.save.notice);
		ui_save_close(&plain.save);
		return 1;
	}
	if (plain.save.read_only) {
		/* Another game holds the saved one: this one plays unsaved. */
		plain_start(&chosen, in, out);
		plain_line(out,
		    "Another gnomon is saving its game: this one is not saved");
	}
	if ((status = plain_session()) != 0) {
		ui_save_close(&plain.save);
		return status;
	}
	if (plain.save.enabled)
		ui_save_close(&plain.save);
	if (ui_save_lost(&plain.save, &plain.ui, lost)) {
		message_print(stderr, "%s\n", lost);
		status = 1;
	} else if (plain.save.notice[0] != '\0')
		message_print(stderr, "%s\n", plain.save.notice);
	return status;
}

int
plain_learn(const struct play_options *options, FILE *in, FILE *out)
{
	struct play_options chosen = *options;

	chosen.hotseat = chosen.chose = true;
	plain_start(&chosen, in, out);
	ui_lesson_open(&plain.ui, true);
	/* plain.save stays disabled: a lesson is never saved as a game. */
	return plain_session();
}

int
plain_puzzle(const struct play_options *options,
    const struct ui_puzzle_choice *choice, FILE *in, FILE *out)
{
	struct play_options chosen = *options;
	char message[UI_PUZZLE_MESSAGE_MAX];

	chosen.hotseat = chosen.chose = true;
	plain_start(&chosen, in, out);
	if (ui_puzzle_open(&plain.ui, choice, true, message) < 0) {
		message_print(stderr, "gnomon puzzle: %s\n", message);
		return 1;
	}
	/* plain.save stays disabled: a puzzle is never saved as a game. */
	return plain_session();
}
