/*
 * ui_friend.c owns Play a friend's questions (ui_friend.h): where the
 * friend is, and what to do with an unfinished game of the room's name.
 * Each is a list (UI_SCREEN_LIST), so that a front end draws it without
 * knowing it; the row chosen and the question are in its entry on the
 * stack, the answers the menu's choices' (ui_choices.h), for the front
 * end once the interface has left.
 */
#include "ui/ui_friend.h"

#include <stdio.h>

#include "ui/ui_binding.h"
#include "ui/ui_choices.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#define UI_FRIEND_TITLE "Gnomon: play a friend"

/* "sun SE", "clock 15+10": a part of the terms the question states. */
enum { UI_FRIEND_PART_MAX = 32 };

/* A question's own state: the row chosen, and the resume question's
 * words, from the front end. */
struct ui_friend_question {
	int		current;
	char		question[UI_LINE_MAX * 2];
};
_Static_assert(sizeof(struct ui_friend_question) <= UI_MODE_DATA_MAX,
    "a question fits its entry on the stack");

static const struct ui_mode_ops ui_mode_friend_place;
static const struct ui_mode_ops ui_mode_friend_resume;

static const char *const place_rows[UI_FRIEND_PLACES] = {
	[UI_FRIEND_HERE] = "In this account: another terminal or window of "
	    "yours",
	[UI_FRIEND_MACHINE] = "On this machine, under another account "
	    "(their own)",
	[UI_FRIEND_AWAY] = "On another machine"
};

enum { UI_FRIEND_ANSWERS = 2 };	/* resume it, or start anew */
static const char *const resume_rows[UI_FRIEND_ANSWERS] = {
	"Resume it: play it on from where it stands",
	"Start anew: the unfinished game is filed as it stands"
};

/* The clocks c goes through, minutes each and seconds added a move: none,
 * then from blitz to slow. */
static const struct {
	int	minutes, seconds;
} clocks[] = { { 0, 0 }, { 3, 2 }, { 5, 2 }, { 10, 5 }, { 15, 10 } };
#define CLOCKS ((int)(sizeof clocks / sizeof clocks[0]))

/* The state of the question on top. */
static struct ui_friend_question *
ui_friend_top(const struct ui *ui)
{
	return ui_mode_data(ui, ui_mode_top(ui));
}

void
ui_friend_ask_place(struct ui *ui)
{
	if (ui_mode_push(ui, &ui_mode_friend_place) == 0)
		ui_friend_top(ui)->current = (int)ui_choices_friend_place(ui);
}

void
ui_friend_ask_resume(struct ui *ui, const char *question)
{
	ui_choices_set_friend(ui, UI_FRIEND_NONE, NULL);
	ui_choices_set_menu_row(ui, UI_MENU_FRIEND);
	ui_mode_go(ui, UI_MODE_MENU);
	if (ui_mode_push(ui, &ui_mode_friend_resume) == 0)
		snprintf(ui_friend_top(ui)->question,
		    sizeof ui_friend_top(ui)->question, "%s", question);
}

void
ui_friend_returned(struct ui *ui, bool joined, const char *said)
{
	/* A saved game's offer stays on top, as at the start. */
	if (ui_mode(ui) == UI_MODE_MENU) {
		ui_choices_set_menu_row(ui, joined ? UI_MENU_JOIN :
		    UI_MENU_FRIEND);
		ui_mode_go_only(ui, UI_MODE_MENU);
	}
	if (said[0] != '\0')
		ui_game_say(ui, said);
}

void
ui_friend_clock_next(int *minutes, int *seconds)
{
	int next = 0;

	for (int i = 0; i < CLOCKS; i++)
		if (clocks[i].minutes == *minutes &&
		    clocks[i].seconds == *seconds)
			next = (i + 1) % CLOCKS;
	*minutes = clocks[next].minutes;
	*seconds = clocks[next].seconds;
}

void
ui_friend_clock_words(int minutes, int seconds, char *text, size_t size)
{
	if (minutes == 0)
		snprintf(text, size, "no clock");
	else
		snprintf(text, size, "clock %d+%d", minutes, seconds);
}

/* The next of the clocks after the one chosen. */
static void
ui_friend_next_clock(struct ui *ui)
{
	int minutes, seconds;

	ui_choices_clock(ui, &minutes, &seconds);
	ui_friend_clock_next(&minutes, &seconds);
	ui_choices_set_clock(ui, minutes, seconds);
}

/* A question's keys: the rows chosen with the arrows, Enter answers
 * (`answer`, with the row), Esc or q goes back to the menu. */
static enum ui_event
ui_friend_key(struct ui *ui, const struct ui_binding *binding, int rows,
    enum ui_event (*answer)(struct ui *, int row))
{
	struct ui_friend_question *asked = ui_friend_top(ui);

	if (binding == NULL)
		return UI_EVENT_NONE;
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point == COMPASS_N && asked->current > 0)
			asked->current--;
		else if (binding->point == COMPASS_S &&
		    asked->current < rows - 1)
			asked->current++;
		break;
	case UI_ACTION_SELECT:
		return answer(ui, asked->current);
	case UI_ACTION_DESELECT:
	case UI_ACTION_QUIT:
		ui_mode_pop(ui);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

static enum ui_event
ui_friend_place_answer(struct ui *ui, int row)
{
	ui->message[0] = '\0';
	ui_choices_set_friend_host(ui, (enum ui_friend_place)row,
	    UI_RESUME_ASK);
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

static enum ui_event
ui_friend_resume_answer(struct ui *ui, int row)
{
	ui->message[0] = '\0';
	ui_choices_set_friend_host(ui, ui_choices_friend_place(ui),
	    row == 0 ? UI_RESUME_TAKE_UP : UI_RESUME_ANEW);
	return ui_mode_leave(ui, UI_EVENT_QUIT);
}

static enum ui_event
ui_friend_place_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	if (key == 'c' || key == 'C') {
		ui_friend_next_clock(ui);
		return UI_EVENT_NONE;
	}
	return ui_friend_key(ui, binding, UI_FRIEND_PLACES,
	    ui_friend_place_answer);
}

static enum ui_event
ui_friend_resume_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)key;
	return ui_friend_key(ui, binding, UI_FRIEND_ANSWERS,
	    ui_friend_resume_answer);
}

/* What the friend's game will be, as the menu chose it: "You play Teal,
 * sun SE, clock 5+2", with "pie rule" after the sun when it is on, as the
 * friend is told it (gnomon join). */
static void
ui_friend_terms(const struct ui *ui, char *text, size_t size)
{
	enum play_side side = ui_choices_side(ui);
	char sun[UI_FRIEND_PART_MAX], clock[UI_FRIEND_PART_MAX];
	int minutes, seconds;

	snprintf(sun, sizeof sun, "sun %s%s",
	    compass_name(ui->rules.start_sun),
	    ui->rules.pie ? ", pie rule" : "");
	ui_choices_clock(ui, &minutes, &seconds);
	ui_friend_clock_words(minutes, seconds, clock, sizeof clock);
	snprintf(text, size, "%s, %s, %s", side == PLAY_SIDE_RANDOM ?
	    "Your side drawn by lot" : side == PLAY_SIDE_TEAL ?
	    "You play Teal" : "You play Amber", sun, clock);
}

static void
ui_friend_view_list(struct ui_list_view *list, const char *const *rows,
    int count, int current)
{
	snprintf(list->title, sizeof list->title, UI_FRIEND_TITLE);
	list->count = count;
	list->current = current;
	for (int i = 0; i < count; i++)
		snprintf(list->rows[i], sizeof list->rows[i], "%d. %s",
		    i + 1, rows[i]);
}

static void
ui_friend_place_view(const struct ui *ui, struct ui_view *view)
{
	char terms[UI_LINE_MAX];

	view->screen = UI_SCREEN_LIST;
	ui_friend_view_list(&view->list, place_rows, UI_FRIEND_PLACES,
	    ui_friend_top(ui)->current);
	ui_friend_terms(ui, terms, sizeof terms);
	snprintf(view->list.intro, sizeof view->list.intro,
	    "Where is your friend? The room opens where they can reach it, "
	    "and only they can sit.\n%s (the menu's choices; c changes the "
	    "clock).", terms);
	snprintf(view->list.footer, sizeof view->list.footer,
	    "↑↓ choose · Enter open the room · c clock · Esc back");
}

static void
ui_friend_resume_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_friend_question *asked = ui_friend_top(ui);

	view->screen = UI_SCREEN_LIST;
	ui_friend_view_list(&view->list, resume_rows, UI_FRIEND_ANSWERS,
	    asked->current);
	snprintf(view->list.intro, sizeof view->list.intro, "%s",
	    asked->question);
	snprintf(view->list.footer, sizeof view->list.footer,
	    "↑↓ choose · Enter answer · Esc back to the menu");
}

static const struct ui_mode_ops ui_mode_friend_place = {
	.name = "friend-place", .commands = true,
	.size = sizeof(struct ui_friend_question),
	.key = ui_friend_place_key, .view = ui_friend_place_view
};
static const struct ui_mode_ops ui_mode_friend_resume = {
	.name = "friend-resume", .commands = true,
	.size = sizeof(struct ui_friend_question),
	.key = ui_friend_resume_key, .view = ui_friend_resume_view
};
