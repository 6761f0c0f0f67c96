/*
 * plain_command.c reads the line mode's commands in the middle of a game
 * (plain_game.h): a move is typed to the interface as the full screen's
 * `:` types it; u, h, s, t, v, r, ? and q as the screen's keys, with what
 * they show said in lines.
 */
#include "plain/plain_game.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ai/search.h"
#include "core/notation.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_review.h"
#include "ui/ui_rules.h"
#include "ui/ui_tip.h"

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

void
plain_rules(struct plain *plain)
{
	const char *rules = ui_rules_from(true, 0);

	fprintf(plain->out, "%s(end of the rules)\n",
	    rules != NULL ? rules : "");
}

/* One line in the middle of a game. */
enum ui_event
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
		    plain_sun_word(ui->game.board.held ? ui->game.board.sun :
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
