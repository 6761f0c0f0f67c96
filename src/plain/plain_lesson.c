/*
 * plain_lesson.c owns the lessons in the line mode (plain_lesson.h): the
 * list, numbered, a lesson started by its number; a lesson's heading, goal
 * and words before its position; the verdict on a try before the position
 * it leaves.  The lessons are the interface's (ui_lesson.h), driven by the
 * keys the full screen sends, so a try is judged, played out and kept in
 * the progress exactly as on the full screen; a move and the game's
 * commands are the game's (plain_command).
 */
#include "plain/plain_lesson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_lesson.h"
#include "ui/ui_view.h"

enum {
	PLAIN_LESSON_ROW_MAX = UI_LINE_MAX + 16	/* "12. Title, done" */
};

bool
plain_lesson_up(const struct ui *ui)
{
	return ui_lesson_listing(ui) || ui_lesson_playing(ui);
}

/* The list: a line a lesson, its number first, "done" after it. */
static void
plain_lesson_list(struct plain *plain)
{
	struct ui_view view;
	char row[PLAIN_LESSON_ROW_MAX];
	int current, count = ui_lesson_count(&plain->ui, &current), done = 0;

	if (count == 0) {
		/* Why there are none, as the list's screen says it. */
		ui_view_build(&plain->ui, &view);
		plain_line(plain->out, view.list.intro);
		return;
	}
	fprintf(plain->out, "The lessons, %d of them; each is a position and "
	    "a goal:\n", count);
	for (int i = 0; i < count; i++) {
		bool finished;
		const char *title = ui_lesson_title(&plain->ui, i, &finished);

		snprintf(row, sizeof row, "%2d. %s%s", i + 1, title,
		    finished ? ", done" : "");
		plain_line(plain->out, row);
		done += finished;
	}
	if (done == count)
		plain_line(plain->out, "Every lesson is done. Now a game "
		    "against the computer at level 1: gnomon --plain --level "
		    "1.");
}

/* The lesson on the board: its heading and goal, its words (or the
 * verdict on the try), then the position. */
static void
plain_lesson_board(struct plain *plain, bool heading)
{
	struct ui_view view;
	int current, count = ui_lesson_count(&plain->ui, &current);
	bool finished;
	const char *title = ui_lesson_title(&plain->ui, current, &finished);

	ui_view_build(&plain->ui, &view);
	if (heading) {
		fprintf(plain->out, "\nLesson %d of %d%s, you play %s: ",
		    current + 1, count, finished ? ", done" : "",
		    plain_colour_names[plain->ui.game.human]);
		plain_line(plain->out, title);
		plain_line(plain->out, view.lesson.goal);
	}
	plain_line(plain->out, view.lesson.spoken);
	plain_report(plain, true);
}

void
plain_lesson_show(struct plain *plain)
{
	if (ui_lesson_listing(&plain->ui))
		plain_lesson_list(plain);
	else
		plain_lesson_board(plain, true);
	fflush(plain->out);
}

void
plain_lesson_prompt(struct plain *plain)
{
	struct ui_view view;
	int current, count = ui_lesson_count(&plain->ui, &current);

	if (ui_lesson_listing(&plain->ui)) {
		if (count > 0)
			fprintf(plain->out, "A lesson's number starts it, an "
			    "empty line lesson %d; q leaves the lessons:\n",
			    current + 1);
		else
			fprintf(plain->out, "q leaves the lessons:\n");
	} else {
		ui_view_build(&plain->ui, &view);
		if (view.lesson.right)
			fprintf(plain->out, "n the next lesson, l the list:\n");
		else if (view.lesson.wrong)
			fprintf(plain->out, "u to try again, l the list:\n");
		else
			fprintf(plain->out, "Your move, such as b1c2; t a tip, "
			    "u start again, n the next lesson, l the list:\n");
	}
	fprintf(plain->out, "> ");
	fflush(plain->out);
}

/* The interface's message said now, before what follows it. */
static void
plain_lesson_said(struct plain *plain)
{
	plain_message(plain);
	plain->ui.message[0] = '\0';
}

/* A line on the list: a lesson's number, an empty line, q or ?. */
static enum ui_event
plain_lesson_choose(struct plain *plain, const char *line)
{
	struct ui *ui = &plain->ui;
	int current, count = ui_lesson_count(ui, &current);
	char *end;
	long number = strtol(line, &end, 10);
	enum ui_event event;

	if (line[0] == '\0' && count > 0)
		ui_lesson_choose(ui, current);
	else if (line[0] != '\0' && *end == '\0' && number >= 1 &&
	    number <= count)
		ui_lesson_choose(ui, (int)number - 1);
	else if (plain_word_is(line, "quit", 'q')) {
		if ((event = ui_key(ui, 'q')) != UI_EVENT_NONE)
			return event;
		/* Opened from a game (`learn`): the menu the full screen goes
		 * back to is not the line mode's, the game is. */
		ui_key(ui, UI_KEY_ESCAPE);
		plain_line(plain->out, "Back to the game");
		plain_report(plain, true);
		return UI_EVENT_NONE;
	} else if (strcmp(line, "?") == 0) {
		plain_rules(plain);
		return UI_EVENT_NONE;
	} else {
		fprintf(plain->out, "'%.16s' is not a lesson's number: 1 to "
		    "%d, or q\n", line, count);
		return UI_EVENT_NONE;
	}
	plain_lesson_show(plain);
	return UI_EVENT_NONE;
}

enum ui_event
plain_lesson_line(struct plain *plain, const char *line)
{
	struct ui *ui = &plain->ui;
	unsigned generation = ui->generation;
	struct ui_view view;
	enum ui_event event;

	if (ui_lesson_listing(ui))
		return plain_lesson_choose(plain, line);
	if (line[0] == '\0') {
		plain_lesson_board(plain, true);
		return UI_EVENT_NONE;
	}
	/* The lesson's own keys, as the full screen's. */
	if (plain_word_is(line, "next", 'n'))
		ui_key(ui, 'N');
	else if (plain_word_is(line, "list", 'l') ||
	    plain_word_is(line, "quit", 'q'))
		ui_key(ui, 'L');
	else if (plain_word_is(line, "undo", 'u') ||
	    plain_word_is(line, "again", 0))
		ui_key(ui, 'U');
	else if (plain_word_is(line, "new", 'r')) {
		/* Refused, in the lesson's words. */
		ui_key(ui, 'R');
		plain_lesson_said(plain);
		return UI_EVENT_NONE;
	} else if (plain_word_is(line, "hints", 'h') &&
	    ui_lesson_plain_dots(ui)) {
		fprintf(plain->out, "No hints in this lesson: they would give "
		    "its answer away\n");
		return UI_EVENT_NONE;
	} else {
		/* A move, or the game's commands. */
		event = plain_command(plain, line);
		if (event != UI_EVENT_NONE || generation == ui->generation)
			return event;
		plain_lesson_said(plain);
		ui_view_build(ui, &view);
		/* The verdict first, then the position it leaves. */
		if (ui_lesson_playing(ui))
			plain_lesson_board(plain, !view.lesson.right &&
			    !view.lesson.wrong);
		return UI_EVENT_NONE;
	}
	plain_lesson_said(plain);
	if (plain_lesson_up(ui))
		plain_lesson_show(plain);
	return UI_EVENT_NONE;
}
