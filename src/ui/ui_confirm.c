/*
 * ui_confirm.c owns the questions over the board (ui_confirm.h): the quit
 * question, the hold's, the new game's and the resume question.  Each is a mode
 * of its own on the stack; what a yes does is the asker's.
 */
#include "ui/ui_binding.h"
#include "ui/ui_confirm.h"

#include "ui/ui_mode.h"

#include <stdio.h>

#include "core/notation.h"

/* A question's own state, in its entry on the stack: what y does (and
 * the resume question's n), and the hold it asks about. */
struct ui_asked {
	enum ui_event	(*confirmed)(struct ui *);
	enum ui_event	(*declined)(struct ui *);
	enum ui_event	(*hold)(struct ui *, uint16_t move);
	uint16_t	holding;
};

/* The state of the question on top. */
static struct ui_asked *
ui_asked_top(const struct ui *ui)
{
	return ui_mode_data(ui, ui_mode_top(ui));
}

static bool
ui_confirm_yes(int key)
{
	return key == 'y' || key == 'Y';
}

void
ui_confirm_quit(struct ui *ui)
{
	/* A full stack says so on the message line, the screen kept. */
	(void)ui_mode_push(ui, &ui_mode_confirm_quit);
}

/* "Quit? (y) keep the game for later · (n) back · (a) abandon it" */
static enum ui_event
ui_confirm_quit_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)binding;
	if (ui_confirm_yes(key))
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	if (key == 'a' || key == 'A')
		return ui_mode_leave(ui, UI_EVENT_ABANDONED);
	ui_mode_pop(ui);
	return UI_EVENT_NONE;
}

void
ui_confirm_ask(struct ui *ui, const struct ui_mode_ops *question,
    enum ui_event (*yes)(struct ui *))
{
	if (ui_mode_push(ui, question) == 0)
		ui_asked_top(ui)->confirmed = yes;
}

void
ui_confirm_hold(struct ui *ui, uint16_t move,
    enum ui_event (*play)(struct ui *, uint16_t move))
{
	struct ui_asked *question;

	if (ui_mode_push(ui, &ui_mode_confirm_hold) < 0)
		return;
	question = ui_asked_top(ui);
	question->hold = play;
	question->holding = move;
}

/* The hold's and the new game's: y does it; n, Esc or any other key goes
 * back to the board, as the quit question's n does. */
static enum ui_event
ui_confirm_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_asked question = *ui_asked_top(ui);

	(void)binding;
	ui_mode_pop(ui);
	if (!ui_confirm_yes(key))
		return UI_EVENT_NONE;
	if (question.hold != NULL)
		return question.hold(ui, question.holding);
	if (question.confirmed == NULL)
		return UI_EVENT_NONE;
	return question.confirmed(ui);
}

void
ui_confirm_resume(struct ui *ui, enum ui_event (*yes)(struct ui *),
    enum ui_event (*no)(struct ui *))
{
	struct ui_asked *question;

	ui_mode_set(ui, &ui_mode_resume);
	question = ui_asked_top(ui);
	question->confirmed = yes;
	question->declined = no;
}

/* "Resume this game? (y) resume · (n) new game" */
static enum ui_event
ui_confirm_resume_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_asked question = *ui_asked_top(ui);

	(void)binding;
	if (ui_confirm_yes(key) || key == UI_KEY_ENTER || key == '\r')
		return question.confirmed(ui);
	if (key == 'n' || key == 'N')
		return question.declined(ui);
	if (key == 'q' || key == 'Q')	/* the saved game stays saved */
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	return UI_EVENT_NONE;
}

/* Each question on the prompt's line; the quit question keeps the
 * board's keys under it (the front end draws it over the board). */
static void
ui_confirm_quit_view(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	snprintf(view->panel.prompt, sizeof view->panel.prompt, "%s",
	    UI_QUIT_QUESTION);
	view->asking_quit = true;
}

static void
ui_confirm_hold_view(const struct ui *ui, struct ui_view *view)
{
	char from[NOTATION_CELL_MAX];

	notation_cell(move_from(((const struct ui_asked *)ui_mode_data(ui,
	    &ui_mode_confirm_hold))->holding), from);
	snprintf(view->panel.prompt, sizeof view->panel.prompt,
	    UI_HOLD_QUESTION, compass_name(ui->game.board.sun), from);
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "y yes · n or Esc no");
	view->asking_yes_no = true;
}

static void
ui_confirm_new_view(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	snprintf(view->panel.prompt, sizeof view->panel.prompt, "%s",
	    UI_NEW_QUESTION);
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "y yes · n or Esc no");
	view->asking_yes_no = true;
}

static void
ui_confirm_resume_view(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	snprintf(view->panel.prompt, sizeof view->panel.prompt,
	    "A saved game: resume it? (y) resume · (n) new game");
	view->asking_resume = true;
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "y resume · n new game · q quit, keeping it");
}

const struct ui_mode_ops ui_mode_confirm_quit = {
	.name = "confirm-quit", .id = UI_MODE_CONFIRM_QUIT,
	.key = ui_confirm_quit_key, .view = ui_confirm_quit_view
};
const struct ui_mode_ops ui_mode_confirm_hold = {
	.name = "confirm-hold", .id = UI_MODE_CONFIRM_HOLD,
	.size = sizeof(struct ui_asked),
	.key = ui_confirm_key, .view = ui_confirm_hold_view
};
const struct ui_mode_ops ui_mode_confirm_new = {
	.name = "confirm-new", .id = UI_MODE_CONFIRM_NEW,
	.size = sizeof(struct ui_asked),
	.key = ui_confirm_key, .view = ui_confirm_new_view
};
const struct ui_mode_ops ui_mode_resume = {
	.name = "resume", .id = UI_MODE_RESUME,
	.size = sizeof(struct ui_asked), .key = ui_confirm_resume_key,
	.view = ui_confirm_resume_view
};
