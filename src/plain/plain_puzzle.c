/*
 * plain_puzzle.c owns a puzzle in the line mode (plain_puzzle.h): its
 * heading, themes (or that they are hidden), goal and words before its
 * position; the verdict on a try, then the position it leaves.  The
 * puzzle is the interface's (ui_puzzle.h), driven by the keys the full
 * screen sends, so a try is judged, answered and recorded exactly as on
 * the full screen; a move and the game's commands are the game's
 * (plain_command).
 */
#include "plain/plain_puzzle.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_puzzle.h"
#include "ui/ui_view.h"

#define PLAIN_PUZZLE_SOLVED ", solved"

bool
plain_puzzle_up(const struct ui *ui)
{
	return ui_puzzle_playing(ui);
}

/* The puzzle: its heading, themes and goal when `heading`, its words (or
 * the verdict on the try), then the position. */
static void
plain_puzzle_board(struct plain *plain, bool heading)
{
	struct ui_view view;

	ui_view_build(&plain->ui, &view);
	if (heading) {
		/* The screen's mark said in a word: "Puzzle 12, solved". */
		char said[UI_LINE_MAX + sizeof PLAIN_PUZZLE_SOLVED];
		const char *mark = strstr(view.lesson.heading, UI_PUZZLE_MARK);

		if (mark != NULL)
			snprintf(said, sizeof said, "%.*s%s%s",
			    (int)(mark - view.lesson.heading),
			    view.lesson.heading, PLAIN_PUZZLE_SOLVED,
			    mark + strlen(UI_PUZZLE_MARK));
		else
			snprintf(said, sizeof said, "%s", view.lesson.heading);
		fprintf(plain->out, "\n");
		plain_line(plain->out, said);
		plain_line(plain->out, view.lesson.title);
		plain_line(plain->out, view.lesson.goal);
	}
	plain_line(plain->out, view.lesson.spoken);
	plain_report(plain, true);
}

void
plain_puzzle_show(struct plain *plain)
{
	plain_puzzle_board(plain, true);
	fflush(plain->out);
}

void
plain_puzzle_prompt(struct plain *plain)
{
	switch (ui_puzzle_state(&plain->ui)) {
	case UI_PUZZLE_WRONG:
		fprintf(plain->out, "u to try again, a the solution, n another "
		    "puzzle, q leave:\n");
		break;
	case UI_PUZZLE_SOLVED:
	case UI_PUZZLE_SHOWN:
		fprintf(plain->out, "n another puzzle, u try it again, q "
		    "leave:\n");
		break;
	default:
		fprintf(plain->out, "Your move, such as b1c2; u start again, "
		    "a the solution, n another, q leave:\n");
		break;
	}
	fprintf(plain->out, "> ");
	fflush(plain->out);
}

enum ui_event
plain_puzzle_line(struct plain *plain, const char *line)
{
	struct ui *ui = &plain->ui;
	unsigned generation = ui->generation;
	enum ui_event event;
	int key = 0;

	if (line[0] == '\0') {
		plain_puzzle_board(plain, true);
		return UI_EVENT_NONE;
	}
	/* The puzzle's own keys, as the full screen's. */
	if (plain_word_is(line, "next", 'n') ||
	    plain_word_is(line, "another", 0))
		key = 'N';
	else if (plain_word_is(line, "solution", 'a') ||
	    plain_word_is(line, "answer", 0))
		key = 'A';
	else if (plain_word_is(line, "undo", 'u') ||
	    plain_word_is(line, "again", 0))
		key = 'U';
	else if (plain_word_is(line, "quit", 'q'))
		return ui_key(ui, 'q');
	if (key != 0) {
		event = ui_key(ui, key);
		plain_message(plain);
		ui->message[0] = '\0';
		if (plain_puzzle_up(ui))
			plain_puzzle_board(plain, key != 'A');
		return event;
	}
	/* A move, or the game's commands. */
	event = plain_command(plain, line);
	if (event != UI_EVENT_NONE || generation == ui->generation)
		return event;
	plain_message(plain);
	ui->message[0] = '\0';
	/* The verdict, then the position it leaves. */
	if (plain_puzzle_up(ui))
		plain_puzzle_board(plain, false);
	return UI_EVENT_NONE;
}
