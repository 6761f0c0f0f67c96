/*
 * plain_command.c reads the line mode's commands in the middle of a game
 * (plain_game.h): a move is typed to the interface as the full screen's
 * `:` types it; a cell is a query (plain_query.h); a command is a word or
 * its letter, found in one table that `help` lists, so that a command
 * added there is one `help` names.  The screen's keys do the work (u, h,
 * t, v, r, q), with what they show said in lines.
 */
#include "plain/plain_game.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ai/search.h"
#include "plain/plain_menu.h"
#include "plain/plain_query.h"
#include "core/notation.h"
#include "ui/ui_confirm.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_review.h"
#include "ui/ui_rules.h"
#include "ui/ui_tip.h"

/* t: the engine's move and why, thought out here and now (the line mode
 * waits for nothing else). */
static enum ui_event
plain_tip(struct plain *plain, const char *argument)
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
	(void)argument;
	return UI_EVENT_NONE;
}

/* v: the review of the finished game, as `gnomon review --plain` prints
 * it. */
static enum ui_event
plain_review(struct plain *plain, const char *argument)
{
	struct ui *ui = &plain->ui;

	(void)argument;
	ui_key(ui, 'V');
	if (ui_review_wanted(ui))
		plain_menu_review(plain);
	else {
		plain_message(plain);
		ui->message[0] = '\0';
	}
	return UI_EVENT_NONE;
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

/* h: the hints on or off, said in the line mode's words (the screen's
 * message names its dots and its H). */
static enum ui_event
plain_hints_switch(struct plain *plain, const char *argument)
{
	struct ui *ui = &plain->ui;

	(void)argument;
	ui_key(ui, 'H');
	ui->message[0] = '\0';
	if (!ui_cursor_hints(ui)) {
		fprintf(plain->out, "Hints off: h shows them again\n");
		return UI_EVENT_NONE;
	}
	fprintf(plain->out, "Hints on: after each move, the moves to make by "
	    "what they do; h hides them\n");
	if (!ui_game_is_over(ui))
		plain_hints(plain->out, &ui->hints);
	return UI_EVENT_NONE;
}

static enum ui_event
plain_undo(struct plain *plain, const char *argument)
{
	(void)argument;
	return ui_key(&plain->ui, 'U');
}

static enum ui_event
plain_new(struct plain *plain, const char *argument)
{
	struct ui *ui = &plain->ui;

	(void)argument;
	/* As the full screen's R: a game going on is not left without a
	 * yes, for u cannot bring it back. */
	if (ui->game.plies > 0 && !ui_game_is_over(ui)) {
		ui_confirm_ask(ui, &ui_mode_confirm_new, ui_menu_new_game);
		return UI_EVENT_NONE;
	}
	return ui_menu_new_game(ui);
}

static enum ui_event
plain_grid_word(struct plain *plain, const char *argument)
{
	plain_grid_command(plain, argument);
	return UI_EVENT_NONE;
}

static enum ui_event
plain_quit(struct plain *plain, const char *argument)
{
	(void)argument;
	return ui_play_quit(&plain->ui);
}

static enum ui_event plain_help(struct plain *, const char *);
static enum ui_event plain_rules_command(struct plain *, const char *);

/* The commands: a word, or its letter; what `help` says of it. */
static const struct plain_word {
	const char	*word;
	char		alias;		/* or 0: the word alone */
	const char	*what;
	enum ui_event	(*run)(struct plain *, const char *argument);
} plain_words[] = {
	{ "pieces", 'p', "where the stones stand; pieces teal, Teal's only",
	    plain_query_pieces },
	{ "last", 'l', "the last move and what it took", plain_query_last },
	{ "dangers", 'd', "the stones a move of the enemy's or dusk takes",
	    plain_query_dangers },
	{ "shade", 's', "the next round's shade, by side",
	    plain_query_shade },
	{ "turn", 'w', "whose turn, the round, the sun and dusk",
	    plain_query_turn },
	{ "grid", 'g', "the board; grid on or grid off: after every move",
	    plain_grid_word },
	{ "hints", 'h', "hints on or off: the moves by what they do",
	    plain_hints_switch },
	{ "tip", 't', "the engine's move and why", plain_tip },
	{ "undo", 'u', "take the last move back", plain_undo },
	{ "new", 'r', "a new game", plain_new },
	{ "review", 'v', "the review, once the game is over", plain_review },
	{ "rules", '?', "the rules, a page at a time", plain_rules_command },
	{ "learn", 0, "the lessons; q on their list comes back here",
	    plain_menu_learn },
	{ "games", 0, "your finished games, and their reviews",
	    plain_menu_games },
	{ "stats", 0, "your record against the computer", plain_menu_stats },
	{ "help", 0, "this list", plain_help },
	{ "quit", 'q', "quit, keeping the game or not", plain_quit },
};
enum { PLAIN_WORDS = sizeof plain_words / sizeof plain_words[0] };

static enum ui_event
plain_help(struct plain *plain, const char *argument)
{
	(void)argument;
	fprintf(plain->out, "%s\n", PLAIN_COMMANDS);
	fprintf(plain->out, "%s\n", PLAIN_HOLD);
	fprintf(plain->out, "A cell such as e4: what is on it, its shade, "
	    "dusk; b1c2?: what the move does.\n");
	fprintf(plain->out, "Commands, a word or its letter:\n");
	for (int i = 0; i < PLAIN_WORDS; i++) {
		const struct plain_word *word = &plain_words[i];

		fprintf(plain->out, "  %-8s %c  %s\n", word->word,
		    word->alias != 0 ? word->alias : ' ', word->what);
	}
	fprintf(plain->out, "An empty line says the position again.\n");
	return UI_EVENT_NONE;
}

/* Reads the answer to a page's question; false at q or the end of the
 * input. */
static bool
plain_more(struct plain *plain)
{
	char answer[16];
	int c;

	fprintf(plain->out, "Enter for more, q to stop:\n> ");
	fflush(plain->out);
	if (fgets(answer, sizeof answer, plain->in) == NULL)
		return false;
	if (strchr(answer, '\n') == NULL)
		while ((c = fgetc(plain->in)) != EOF && c != '\n')
			;
	return tolower((unsigned char)answer[0]) != 'q';
}

void
plain_rules(struct plain *plain)
{
	/* The RULES section alone: the KEYS after it are the screen's. */
	int end = ui_rules_find(true, "KEYS");
	char line[UI_LINE_MAX];
	int shown = 0;

	for (int index = ui_rules_find(true, UI_RULES_HEADING);
	    index >= 0 && index != end &&
	    ui_rules_line(true, index, line, sizeof line); index++) {
		if (shown == PLAIN_RULES_PAGE) {
			if (!plain_more(plain)) {
				fprintf(plain->out, "(the rules stopped)\n");
				return;
			}
			shown = 0;
		}
		fprintf(plain->out, "%s\n", line);
		shown++;
	}
	fprintf(plain->out, "(end of the rules; help lists the commands)\n");
}

static enum ui_event
plain_rules_command(struct plain *plain, const char *argument)
{
	(void)argument;
	plain_rules(plain);
	return UI_EVENT_NONE;
}

bool
plain_word_is(const char *line, const char *word, char alias)
{
	if (line[0] != '\0' && line[1] == '\0')
		return tolower((unsigned char)line[0]) == alias;
	return strcasecmp(line, word) == 0;
}

/* The command `word` (a word or its letter, in any case) names, or NULL. */
static const struct plain_word *
plain_word_find(const char *word)
{
	for (int i = 0; i < PLAIN_WORDS; i++) {
		const struct plain_word *found = &plain_words[i];

		if (strcasecmp(word, found->word) == 0 ||
		    (found->alias != 0 && word[1] == '\0' &&
		    tolower((unsigned char)word[0]) == found->alias))
			return found;
	}
	return NULL;
}

/* One line in the middle of a game: a command, a cell or a move. */
enum ui_event
plain_command(struct plain *plain, const char *line)
{
	char word[PLAIN_WORD_MAX], error[NOTATION_ERROR_MAX];
	size_t length = strcspn(line, " \t");
	const struct plain_word *command;
	const char *argument = line + length;
	uint16_t move;
	int cell;

	snprintf(word, sizeof word, "%.*s", (int)length, line);
	argument += strspn(argument, " \t");
	if ((command = plain_word_find(word)) != NULL)
		return command->run(plain, argument);
	if (notation_read_cell(line, &cell, error) == 0) {
		plain_query_cell(plain, cell);
		return UI_EVENT_NONE;
	}
	/* A move asked about, "d2d3?": what it would do, not played. */
	if (length > 1 && line[length - 1] == '?' && line[length] == '\0') {
		snprintf(word, sizeof word, "%.*s", (int)length - 1, line);
		if (notation_read_move(word, &move, error) == 0) {
			plain_query_move(plain, move);
			return UI_EVENT_NONE;
		}
	}
	/* A move, or what may be meant for one: the interface says what is
	 * wrong with it ("c9 is off the board"). */
	if (notation_read_move(line, &move, error) == 0 ||
	    strpbrk(line, "0123456789") != NULL)
		return plain_typed(&plain->ui, line);
	fprintf(plain->out, "'%.24s' is not a move or a command; help lists "
	    "them\n", line);
	return UI_EVENT_NONE;
}
