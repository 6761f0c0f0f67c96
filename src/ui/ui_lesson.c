/*
 * ui_lesson.c owns the lessons in the interface (ui_lesson.h): the list,
 * a lesson on the board, the judging of a try and its words, and keeping
 * the progress.  Whether a move is right is the lesson's to say (lesson.h,
 * proved in `make check`); what a move takes and exposes is the core's
 * hint analysis (hints.h), put in words by ui_explain.h.  No lesson's
 * event reaches the save policy as a move: a lesson's game is never saved.
 */
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_lesson.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "ui/lessons_text.h"
#include "ui/ui_choices.h"
#include "ui/ui_explain.h"
#include "ui/ui_lesson_progress.h"
#include "ui/ui_mode.h"
#include "ui/ui_tip.h"

/*
 * The lessons' own state, in the list's entry on the stack (ui_mode.h)
 * from ui_lesson_open until the list is left: the list, the lesson played
 * over it and how the try went.  The lessons read whole are too big for
 * an entry: the entry holds them by a pointer that the mode's init sets
 * and its free releases, as tmux's window_mode_entry holds its data.
 */
enum ui_lesson_state {
	UI_LESSON_TRYING,	/* the player is to find the move */
	UI_LESSON_WRONG,	/* a wrong move was played out: U tries again */
	UI_LESSON_RIGHT		/* found: N for the next */
};

enum { UI_LESSON_SAID_MAX = UI_LESSON_BODY_MAX };	/* a verdict */

struct ui_lessons {
	bool only; /* `gnomon learn`: leaving the list quits */
	int		count;
	struct lesson	*all;		/* LESSON_MAX of them, or NULL */
	bool		done[LESSON_MAX];
	int current; /* the list's row, and the lesson played */
	enum ui_lesson_state state;
	char said[UI_LESSON_SAID_MAX]; /* the verdict on the last try */
	bool nudged; /* T gave the nudge: T again gives the move */
	char		error[LESSON_ERROR_MAX];	/* why there are none */
	char progress[SAVE_PATH_MAX]; /* the progress file, or "" */
};

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };
static const char *const stones_text[LESSON_MARGIN_MAX + 1] = {
	"no", "a", "two", "three", "four", "five"
};

static void
ui_lesson_say(struct ui *ui, const char *message)
{
	snprintf(ui->message, sizeof ui->message, "%s", message);
}

/* The lessons' state, while their list is on the stack; else NULL. */
static struct ui_lessons *
ui_lessons_of(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_lessons);
}

/* Puts lesson `index` on the board, as it starts. */
static void
ui_lesson_start(struct ui *ui, int index)
{
	struct ui_lessons *lessons = ui_lessons_of(ui);
	const struct lesson *lesson = &lessons->all[index];

	/* The board over the list, which it goes back to (L). */
	if (ui_mode_top(ui) == &ui_mode_lessons &&
	    ui_mode_push(ui, ui_mode_by_id(ui, UI_MODE_PLAY)) < 0)
		return;
	lessons->current = index;
	lessons->state = UI_LESSON_TRYING;
	lessons->said[0] = '\0';
	lessons->nudged = false;
	ui_game_study(ui, &lesson->board);
}

/* The list enters the stack: the lessons read, and the first not yet
 * done chosen.  Lessons that cannot be read are said on the list. */
static void
ui_lesson_init(struct ui *ui, void *data)
{
	struct ui_lessons *lessons = data;

	(void)ui;
	lessons->all = calloc(LESSON_MAX, sizeof *lessons->all);
	if (lessons->all == NULL)
		snprintf(lessons->error, sizeof lessons->error,
		    "no memory for them");
	else if (lesson_read_all(lessons_text(), lessons->all,
	    &lessons->count, lessons->error) < 0)
		lessons->count = 0;
	if (ui_lesson_progress_path(lessons->progress,
	    sizeof lessons->progress) < 0)
		lessons->progress[0] = '\0';
	ui_lesson_progress_read(lessons->progress, lessons->all, lessons->count,
	    lessons->done);
	/* The first lesson not yet done. */
	lessons->current = 0;
	while (lessons->current < lessons->count - 1 &&
	    lessons->done[lessons->current])
		lessons->current++;
}

/* The list leaves the stack (closed, or the stack reset). */
static void
ui_lesson_free(struct ui *ui, void *data)
{
	struct ui_lessons *lessons = data;

	(void)ui;
	free(lessons->all);
	lessons->all = NULL;
	lessons->count = 0;
}

void
ui_lesson_open(struct ui *ui, bool only)
{
	if (!ui->game.lesson && !only)
		/* The game that was going waits for the lessons to end. */
		ui_game_put_aside(ui);
	ui->game.lesson = true;
	ui_mode_set(ui, &ui_mode_lessons);
	ui_lessons_of(ui)->only = only;
	ui->message[0] = '\0';
}

static bool
ui_lesson_all_done(const struct ui_lessons *lessons)
{
	for (int i = 0; i < lessons->count; i++)
		if (!lessons->done[i])
			return false;
	return lessons->count > 0;
}

/* Leaves the list: the program (gnomon learn), or back to the menu and
 * the game that was put aside. */
static enum ui_event
ui_lesson_close(struct ui *ui)
{
	struct ui_lessons *lessons = ui_lessons_of(ui);

	if (lessons->only) {
		ui_mode_set(ui, &ui_mode_quit);
		return UI_EVENT_QUIT;
	}
	ui_game_take_back(ui);
	ui_cursor_show_tomorrow(ui, false);
	ui->message[0] = '\0';
	ui->generation++;
	ui_cursor_select(ui, UI_NO_CELL);
	hints_analyse(&ui->game.board, &ui->hints);
	ui_cursor_move(ui, cell_at(BOARD_SIZE / 2, BOARD_SIZE / 2));
	ui_choices_set_menu_row(ui, UI_MENU_LEARN);
	if (ui_lesson_all_done(lessons)) {
		/* The list said: a game against the computer at level 1,
		 * Start the game.  The menu shows just that. */
		ui_choices_set_opponent(ui, UI_OPPONENT_COMPUTER);
		ui_choices_set_level(ui, LEVEL_MIN);
		ui_choices_set_menu_row(ui, UI_MENU_START);
	}
	ui_mode_go(ui, UI_MODE_MENU);
	return UI_EVENT_NONE;
}

/* Back from a lesson to the list. */
static void
ui_lesson_to_list(struct ui *ui)
{
	ui->message[0] = '\0';
	if (ui_mode_data(ui, &ui_mode_lessons) == NULL) {
		ui_mode_set(ui, &ui_mode_lessons);
		return;
	}
	while (ui_mode_top(ui) != &ui_mode_lessons)
		ui_mode_pop(ui);
}

/* A key on the list. */
static enum ui_event
ui_lesson_list_key(struct ui *ui, const struct ui_binding *binding)
{
	struct ui_lessons *lessons = ui_lessons_of(ui);

	if (binding == NULL)
		return UI_EVENT_NONE;
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point == COMPASS_N && lessons->current > 0)
			lessons->current--;
		else if (binding->point == COMPASS_S &&
		    lessons->current < lessons->count - 1)
			lessons->current++;
		break;
	case UI_ACTION_SELECT:
		if (lessons->count > 0)
			ui_lesson_start(ui, lessons->current);
		break;
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		return ui_lesson_close(ui);
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* Marks the lesson on the board finished, and keeps that. */
static void
ui_lesson_done(struct ui *ui)
{
	struct ui_lessons *lessons = ui_lessons_of(ui);
	char message[SAVE_MESSAGE_MAX];

	if (lessons->done[lessons->current])
		return;
	lessons->done[lessons->current] = true;
	if (lessons->progress[0] != '\0' &&
	    ui_lesson_progress_write(lessons->progress, lessons->all,
	    lessons->count, lessons->done, message) < 0)
		ui_lesson_say(ui,
		    "Progress not kept: the state directory cannot "
		    "be written");
}

/* The answer's hint, from the lesson's start. */
static void
ui_lesson_answer_hint(const struct lesson *lesson, struct move_hint *hint)
{
	hints_move(&lesson->board, lesson->answer, hint);
}

/*
 * T in a lesson, first: a nudge, not the answer.  A newcomer's first T
 * gave the move away ("Tip: c6d5 takes d3 and d4 ...").  The nudge names
 * the stone the answer moves (the cursor put on it) and what to look for,
 * from the answer's hint: the stones its shadow is to fall on, or, when it
 * takes nothing this turn, the round after, where the lesson's search found
 * its gain.
 */
static void
ui_lesson_nudge(struct ui *ui, const struct lesson *lesson)
{
	/* Room for six cells, "a1, b2, c3, d4, e5 and f6", and the words. */
	char from[NOTATION_CELL_MAX], cells[UI_MESSAGE_MAX / 4];
	struct move_hint answer;

	ui_lesson_answer_hint(lesson, &answer);
	notation_cell(move_from(lesson->answer), from);
	ui_cursor_select(ui, UI_NO_CELL);
	ui_cursor_move(ui, move_from(lesson->answer));
	ui_lessons_of(ui)->nudged = true;
	if (answer.takes != 0) {
		ui_explain_cells(answer.takes, cells, sizeof cells);
		snprintf(ui->message, sizeof ui->message,
		    UI_TIP_LEAD
		    "move %s, to "
		    "where its shadow falls on %s. T again for the move.",
		    from, cells);
	} else
		snprintf(ui->message, sizeof ui->message,
		    UI_TIP_LEAD
		    "move %s. It "
		    "takes nothing now: look at the next round (S shows it). "
		    "T again for the move.",
		    from);
}

/* T again: the answer itself, set up on the board as a game's tip is
 * (ui_tip.c), with its reason; a lesson's tips are not the game's count. */
static void
ui_lesson_tip(struct ui *ui, const struct lesson *lesson)
{
	ui_tip_give(ui, lesson->answer);
}

bool
ui_lesson_key(struct ui *ui, int key, const struct ui_binding *binding,
    enum ui_event *event)
{
	struct ui_lessons *lessons = ui_lessons_of(ui);

	*event = UI_EVENT_NONE;
	switch (key) {
	case 'N':
		if (lessons->current + 1 < lessons->count)
			ui_lesson_start(ui, lessons->current + 1);
		else
			ui_lesson_to_list(ui);
		return true;
	case 'L':
		ui_lesson_to_list(ui);
		return true;
	default:
		break;
	}
	if (binding == NULL)
		return false;
	switch (binding->action) {
	case UI_ACTION_UNDO:
		/* Back to the start of the lesson, whatever was played. */
		ui_lesson_start(ui, lessons->current);
		ui_lesson_say(ui, "Try again");
		return true;
	case UI_ACTION_QUIT:
		ui_lesson_to_list(ui);
		return true;
	case UI_ACTION_NEW_GAME:
		ui_lesson_say(ui, "In a lesson: L for the list, q to leave it");
		return true;
	case UI_ACTION_TIP:
		if (lessons->state != UI_LESSON_TRYING)
			ui_lesson_say(ui, lessons->state == UI_LESSON_WRONG ?
			    "U to try again" :
			    "N for the next lesson, L for the list");
		else if (!lessons->nudged &&
		    lessons->all[lessons->current].answer != MOVE_PASS &&
		    !move_is_hold(lessons->all[lessons->current].answer))
			ui_lesson_nudge(ui, &lessons->all[lessons->current]);
		else
			ui_lesson_tip(ui, &lessons->all[lessons->current]);
		return true;
	case UI_ACTION_SELECT:
		if (lessons->state == UI_LESSON_TRYING)
			return false;
		ui_lesson_say(ui, lessons->state == UI_LESSON_WRONG ?
		    "U to try again" : "N for the next lesson, L for the list");
		return true;
	default:
		return false;
	}
}

/*
 * A move's words as a sentence of its own, "d4e4 takes e2 and lets Teal
 * take e4 with f7e6." or "c6c5 takes nothing and leaves nothing exposed.",
 * or without the move when `named` is false, to read after "A better
 * move ".
 */
#define UI_LESSON_TAKES_NOTHING "takes nothing and "
enum {
	UI_LESSON_EXPLAIN_MAX =
	    NOTATION_MOVE_MAX + sizeof UI_LESSON_TAKES_NOTHING + UI_EXPLAIN_MAX
};

static void
ui_lesson_explain(const struct board *board, const struct move_hint *hint,
    bool named, char *text, size_t size)
{
	char line[UI_EXPLAIN_MAX], move[NOTATION_MOVE_MAX];

	ui_explain_hint(board, hint, line, sizeof line);
	notation_move(hint->move, move);
	/* The line leaves out a take of nothing; a verdict says it first, or
	 * "leaves nothing exposed" alone reads as praise. */
	snprintf(text, size, "%s%s%s%s.", named ? move : "", named ? " " : "",
	    hint->takes == 0 ? UI_LESSON_TAKES_NOTHING : "", line);
}

/* Said when no reply is played out after a wrong move, so that the board
 * not moving on is not a puzzle: in some lessons Teal answers, here not. */
#define UI_LESSON_NO_REPLY "(No reply played: none takes now.) "
/* ... after words that end "leaves nothing exposed to Teal's reply",
 * which say why already. */
#define UI_LESSON_NO_REPLY_SAID "(No reply played.) "

/* "Not this one. <what it does> <the lesson's word, or what a better move
 * does> [no reply shown] U: try again." */
static void
ui_lesson_wrong_said(struct ui *ui, const struct lesson *lesson,
    const struct move_hint *hint, bool replied)
{
	const char *shown = replied ? "" : hints_given_up(hint) == 0 &&
	    !board_is_over(&ui->game.board) ? UI_LESSON_NO_REPLY_SAID :
	    UI_LESSON_NO_REPLY;

	struct ui_lessons *lessons = ui_lessons_of(ui);
	const struct lesson_wrong *wrong = lesson_wrong_of(lesson, hint->move);
	char explained[UI_LESSON_EXPLAIN_MAX], better[UI_LESSON_EXPLAIN_MAX];
	char same[UI_LESSON_EXPLAIN_MAX];
	struct move_hint answer;

	ui_lesson_explain(&lesson->board, hint, true, explained,
	    sizeof explained);
	if (wrong != NULL) {
		snprintf(lessons->said, sizeof lessons->said,
		    "Not this one. %s %s Looking further ahead, it ends %s%s "
		    "worse than the best move. %sU: try again.", explained,
		    wrong->text,
		    wrong->margin == 1 ? "a stone" : stones_text[wrong->margin],
		    wrong->margin == 1 ? "" : " stones", shown);
		return;
	}
	ui_lesson_answer_hint(lesson, &answer);
	ui_lesson_explain(&lesson->board, &answer, false, better,
	    sizeof better);
	ui_lesson_explain(&lesson->board, hint, false, same, sizeof same);
	if (strcmp(better, same) == 0) {
		/* The same words twice would say nothing: what differs lies
		 * beyond this turn, where the lesson's search looked. */
		snprintf(lessons->said, sizeof lessons->said,
		    "Not this one. %s A better move does as much now, but "
		    "comes out ahead after the replies: looking further "
		    "ahead, it ends better. %sU: try again.", explained, shown);
		return;
	}
	snprintf(lessons->said, sizeof lessons->said,
	    "Not this one. %s A better move %s %sU: try again.", explained,
	    better, shown);
}

enum ui_event
ui_lesson_play(struct ui *ui, uint16_t move)
{
	struct ui_lessons *lessons = ui_lessons_of(ui);
	const struct lesson *lesson = &lessons->all[lessons->current];
	char text[NOTATION_MOVE_MAX];
	struct move_hint hint;
	struct ui_game *game = &ui->game;

	if (lessons->state != UI_LESSON_TRYING) {
		ui_lesson_say(ui, lessons->state == UI_LESSON_WRONG ?
		    "U to try again" : "N for the next lesson, L for the list");
		return UI_EVENT_NONE;
	}
	if (!ui_game_try(ui, move))
		return UI_EVENT_NONE;
	hints_move(&game->board, move, &hint);
	if (lesson_is_right(lesson, move)) {
		notation_move(move, text);
		snprintf(lessons->said, sizeof lessons->said,
		    "Right: %s. %s %s", text, lesson->why,
		    lessons->current + 1 < lessons->count ?
			"N: the next lesson." :
			"That was the last: L for the list.");
		lessons->state = UI_LESSON_RIGHT;
		ui_lesson_done(ui);
	}
	/* Played out on the board: the move, and after a wrong one the
	 * reply that punishes it (which also ends the round: dusk falls). */
	board_make(&game->board, move, &game->undos[game->plies]);
	game->moves[game->plies++] = move;
	if (lessons->state != UI_LESSON_RIGHT) {
		bool replied = !board_is_over(&game->board) &&
		    (hint.exposed | hint.doomed | hint.dusk) != 0 &&
		    board_is_legal(&game->board, hint.reply);

		if (replied) {
			board_make(&game->board, hint.reply,
			    &game->undos[game->plies]);
			game->moves[game->plies++] = hint.reply;
		}
		ui_lesson_wrong_said(ui, lesson, &hint, replied);
		lessons->state = UI_LESSON_WRONG;
	}
	ui->generation++;
	ui_cursor_select(ui, UI_NO_CELL);
	hints_analyse(&game->board, &ui->hints);
	ui->message[0] = '\0';
	return UI_EVENT_NONE;
}

bool
ui_lesson_listing(const struct ui *ui)
{
	return ui_mode_top(ui) == &ui_mode_lessons;
}

int
ui_lesson_count(const struct ui *ui, int *current)
{
	const struct ui_lessons *lessons = ui_lessons_of(ui);

	*current = lessons != NULL ? lessons->current : 0;
	return lessons != NULL ? lessons->count : 0;
}

const char *
ui_lesson_title(const struct ui *ui, int index, bool *done)
{
	const struct ui_lessons *lessons = ui_lessons_of(ui);

	*done = lessons->done[index];
	return lessons->all[index].title;
}

void
ui_lesson_choose(struct ui *ui, int index)
{
	if (ui_lesson_listing(ui) && index >= 0 &&
	    index < ui_lessons_of(ui)->count)
		ui_lesson_start(ui, index);
}

/* A lesson is on the board while the board is over the list. */
bool
ui_lesson_playing(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_lessons) != NULL &&
	    ui_mode_top(ui) != &ui_mode_lessons;
}

bool
ui_lesson_plain_dots(const struct ui *ui)
{
	const struct ui_lessons *lessons = ui_lessons_of(ui);

	return ui_lesson_playing(ui) &&
	    lessons->all[lessons->current].plain_dots;
}

/* The list of lessons, a list like any other (UI_SCREEN_LIST). */
_Static_assert((int)LESSON_MAX <= (int)UI_LIST_ROWS_MAX,
    "a row for every lesson");

static void
ui_lesson_view_list(const struct ui_lessons *lessons, struct ui_list_view *out)
{
	int done = 0;

	snprintf(out->title, sizeof out->title, "Gnomon: learn to play");
	out->count = lessons->count;
	out->current = lessons->current;
	for (int i = 0; i < lessons->count; i++)
		snprintf(out->rows[i], sizeof out->rows[i], "%s %2d. %s",
		    lessons->done[i] ? "✓" : " ", i + 1, lessons->all[i].title);
	for (int i = 0; i < lessons->count; i++)
		done += lessons->done[i];
	if (lessons->count == 0)
		snprintf(out->intro, sizeof out->intro,
		    "The lessons cannot be read: %s", lessons->error);
	else if (done == lessons->count)
		snprintf(out->intro, sizeof out->intro,
		    "Every lesson is done (✓). Now a game against the computer "
		    "at level 1: %s", lessons->only ?
		    "q, then run gnomon --level 1." :
		    "q, then Start the game.");
	else
		snprintf(out->intro, sizeof out->intro,
		    "Each lesson is a position and a goal: find the move, with "
		    "the cursor and Enter or typed after ':'. ✓ marks a lesson "
		    "done.%s", lessons->only ?
		    /* A line of its own: a newcomer found the command
		     * wrapped, "gnomon" on one line, "--level 1." below. */
		    "\nThen a game: q, and run gnomon --level 1." :
		    "");
	snprintf(out->footer, sizeof out->footer,
	    "↑↓ choose · Enter start · q %s", lessons->only ? "quit" : "back");
}

/*
 * The lessons' part of the screen model: the list, on top; under a lesson
 * on the board (and under a typed move or a page over it), the lesson's
 * banner in the panel's place, drawn under the modes over it (view_under)
 * after their own part.
 */
static void
ui_lesson_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_lessons *lessons = ui_lessons_of(ui);
	struct ui_lesson_view *out = &view->lesson;
	const struct lesson *lesson;

	if (!ui->game.lesson || lessons == NULL)
		return;
	if (ui_mode(ui) == UI_MODE_LESSONS) {
		view->screen = UI_SCREEN_LIST;
		ui_lesson_view_list(lessons, &view->list);
		return;
	}
	if (!ui_lesson_playing(ui))
		return;
	lesson = &lessons->all[lessons->current];
	out->on = true;
	snprintf(out->heading, sizeof out->heading, "Lesson %d/%d%s · %s",
	    lessons->current + 1, lessons->count,
	    lessons->done[lessons->current] ? " ✓" : "",
	    colour_names[lesson->board.side]);
	snprintf(out->title, sizeof out->title, "%s", lesson->title);
	/* A lesson's goal is one sentence (lesson.h), cut to the line. */
	snprintf(out->goal, sizeof out->goal, "Goal: %.*s",
	    (int)(sizeof out->goal - sizeof "Goal: "), lesson->goal);
	snprintf(out->body, sizeof out->body, "%s",
	    lessons->state == UI_LESSON_TRYING ? lesson->text : lessons->said);
	snprintf(out->spoken, sizeof out->spoken, "%s",
	    lessons->state == UI_LESSON_TRYING && lesson->spoken[0] != '\0' ?
	    lesson->spoken : out->body);
	out->right = lessons->state == UI_LESSON_RIGHT;
	out->wrong = lessons->state == UI_LESSON_WRONG;
	/* A lesson's game over is the lesson's: no new game is offered. */
	if (ui_mode(ui) == UI_MODE_PLAY)
		view->panel.prompt[0] = '\0';
	if (ui_mode(ui) == UI_MODE_PLAY)
		snprintf(view->panel.keys, sizeof view->panel.keys,
		    "Enter select · : type · U retry · N next · L lessons · "
		    "S next round · ? key");
	/* A tip for a lesson still to find, not for one solved or missed. */
	if (lessons->state != UI_LESSON_TRYING)
		view->panel.hints[0] = '\0';
	else if (lessons->nudged && view->panel.hints[0] != '\0')
		/* The nudge is on the line under the board, where a
		 * newcomer's eye, here, did not go. */
		snprintf(view->panel.hints, sizeof view->panel.hints, "%s",
		    ui_tip_on_the_line(ui) ? "Tip below · T: the move" :
		    "T again: the move");
}

static enum ui_event
ui_lesson_mode_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)key;
	return ui_lesson_list_key(ui, binding);
}

/* The list of lessons.  A lesson itself is played in the play mode, over
 * the list, which L goes back to; the list draws its banner. */
const struct ui_mode_ops ui_mode_lessons = {
	.name = "lessons", .id = UI_MODE_LESSONS, .view_under = true,
	.size = sizeof(struct ui_lessons), .init = ui_lesson_init,
	.free = ui_lesson_free, .key = ui_lesson_mode_key,
	.view = ui_lesson_view
};
