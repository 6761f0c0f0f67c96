/*
 * The lessons in the interface (ui_lesson.h) and the plain words of a move
 * (ui_explain.h), headless: the list and its marks, a wrong move explained,
 * played out and tried again, the right one said and kept in the state
 * directory, the game put aside coming back, and nothing saved as a game.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hints.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "ui/lessons_text.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_choices.h"
#include "ui/ui_cursor.h"
#include "ui/ui_explain.h"
#include "ui/ui_game.h"
#include "ui/ui_lesson.h"
#include "ui/ui_lesson_progress.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_play.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"

enum { SCRATCH_DEPTH = 3 };

static char state_home[SAVE_PATH_MAX];
/* The lessons as the program carries them, read here as the list reads
 * them: the interface keeps its own in the list's state, out of reach. */
static struct lesson lessons[LESSON_MAX];
static int lesson_count;

static int
setup(void **state)
{
	char error[LESSON_ERROR_MAX];

	(void)state;
	if (lesson_read_all(lessons_text(), lessons, &lesson_count, error) < 0)
		return -1;
	if (scratch_make(state_home, sizeof state_home, "lesson") < 0)
		return -1;
	return setenv("XDG_STATE_HOME", state_home, 1);
}

static int
teardown(void **state)
{
	(void)state;
	scratch_remove(state_home, SCRATCH_DEPTH);
	return 0;
}

static struct ui *
lesson_ui(bool hotseat)
{
	struct ui *ui = calloc(1, sizeof *ui);
	struct play_options options;

	assert_non_null(ui);
	play_options_default(&options);
	options.hotseat = hotseat;
	options.chose = true;
	ui_init(ui, &options);
	return ui;
}

/* The screens put away, as a front end leaving does: the list's state
 * with them (valgrind finds what is not). */
static void
lesson_ui_free(struct ui *ui)
{
	ui_mode_free_all(ui);
	free(ui);
}

/* The list's chosen row. */
static int
list_row(const struct ui *ui)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_LIST);
	return view.list.current;
}

/* On the list, the row of lesson `index` chosen with the arrows. */
static void
list_choose(struct ui *ui, int index)
{
	for (int i = 0; i < LESSON_MAX; i++)
		ui_key(ui, UI_KEY_UP);
	for (int i = 0; i < index; i++)
		ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(list_row(ui), index);
}

/* The lesson on the board, from 0, as its panel's heading numbers it. */
static int
lesson_on_board(const struct ui *ui)
{
	struct ui_view view;
	int number = 0;

	ui_view_build(ui, &view);
	assert_true(view.lesson.on);
	assert_int_equal(sscanf(view.lesson.heading, "Lesson %d/", &number),
	    1);
	return number - 1;
}

/* The verdict on the last try, as the lesson's panel says it. */
static void
lesson_said(const struct ui *ui, char *said, size_t size)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_true(view.lesson.right || view.lesson.wrong);
	snprintf(said, size, "%s", view.lesson.body);
}

/* The try neither judged right nor wrong yet. */
static bool
lesson_trying(const struct ui *ui)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	return view.lesson.on && !view.lesson.right && !view.lesson.wrong;
}

/* A typed move; what it did to the game. */
static enum ui_event
type_move(struct ui *ui, const char *move)
{
	ui_key(ui, ':');
	for (const char *p = move; *p != '\0'; p++)
		ui_key(ui, *p);
	return ui_key(ui, UI_KEY_ENTER);
}

static void
test_ui_lesson_list_marks_and_leaves(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;

	(void)state;
	ui_lesson_open(ui, true);
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_LIST);
	assert_true(view.list.count >= 8);
	assert_string_equal(view.list.rows[0],
	    "   1. A shadow and its direction");
	assert_int_equal(view.list.current, 0);
	assert_string_equal(view.list.title, "Gnomon: learn to play");
	for (int i = 0; i < view.list.count; i++)
		assert_true(ui_text_columns(view.list.rows[i]) <=
		    UI_SCREEN_COLUMNS);
	/* The command after the lessons is never wrapped apart: a newcomer
	 * read "run gnomon" on one row and "--level 1." on the next. */
	{
		const char *row = view.list.intro;
		char text[UI_SCREEN_COLUMNS * 4 + 1];
		bool whole = false;
		size_t bytes;

		while (*row != '\0') {
			const char *next = ui_text_wrap(row, UI_SCREEN_COLUMNS,
			    &bytes);

			snprintf(text, sizeof text, "%.*s", (int)bytes, row);
			if (strstr(text, "gnomon --level 1") != NULL)
				whole = true;
			row = next;
		}
		assert_true(whole);
		assert_true(ui_text_rows(view.list.intro,
				UI_SCREEN_COLUMNS) <= UI_LIST_INTRO_ROWS);
	}
	ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_UP);
	assert_int_equal(list_row(ui), 1);
	ui_key(ui, UI_KEY_UP);
	ui_key(ui, UI_KEY_UP);
	assert_int_equal(list_row(ui), 0);
	/* gnomon learn: q on the list leaves the program. */
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
	lesson_ui_free(ui);
}

/*
 * T in a lesson: first a nudge, the stone to move (the cursor on it, none
 * selected) and what its shadow is to fall on, never the move; T again
 * sets the answer up as a game's tip.  A newcomer's first T gave lesson
 * 3's answer away.  Once the lesson is solved, no tip is offered.
 */
static void
test_ui_lesson_tip_nudges_first_then_gives_the_move(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;

	(void)state;
	ui_lesson_open(ui, true);
	ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_ENTER);	/* lesson 3: c6d5 takes d4 and d3 */
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.hints, "T for a tip");
	ui_key(ui, 'T');
	assert_false(ui_tip_wanted(ui)); /* no search: the lesson knows */
	assert_string_equal(ui->message, "Tip: move c6, to where its shadow "
	    "falls on d3 and d4. T again for the move.");
	assert_true(ui_text_columns(ui->message) <= UI_SCREEN_COLUMNS);
	assert_null(strstr(ui->message, "d5"));
	assert_int_equal(ui_cursor_cell(ui), bb_first(fixture_cells("c6")));
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	ui_view_build(ui, &view);
	/* The panel points to the nudge, under the board. */
	assert_string_equal(view.panel.hints, "Tip below · T: the move");
	ui_key(ui, 'T');
	assert_string_equal(ui->message, "Tip: c6d5 takes d3 and d4 and leaves "
	    "nothing exposed to Teal's reply");
	assert_true(ui_tip_ready(ui));
	assert_int_equal(ui_tip_count(ui), 0);	/* not a game's tip */
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	ui_view_build(ui, &view);
	assert_true(view.lesson.right);
	/* Solved: no tip on offer, and T says what to do instead. */
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.hints, "");
	ui_key(ui, 'T');
	assert_string_equal(ui->message,
	    "N for the next lesson, L for the list");
	/* The next lesson starts with a nudge again; an answer that takes
	 * nothing now (lesson 6's d3e4) sends the player to the round after. */
	ui_key(ui, 'N');
	ui_key(ui, 'N');
	ui_key(ui, 'N');
	assert_int_equal(lesson_on_board(ui), 5);
	ui_key(ui, 'T');
	assert_string_equal(ui->message, "Tip: move d3. It takes nothing now: "
	    "look at the next round (S shows it). T again for the move.");
	lesson_ui_free(ui);
}

static void
test_ui_lesson_wrong_then_right(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;
	bool done[LESSON_MAX];
	char path[SAVE_PATH_MAX], said[UI_LESSON_BODY_MAX];

	(void)state;
	ui_lesson_open(ui, true);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_true(ui_lesson_playing(ui));
	assert_position(&ui->game.board, "1t3t1/7/7/3a3/7/4t2/1a3a1 a N 1");
	ui_view_build(ui, &view);
	assert_true(view.lesson.on);
	assert_string_equal(view.lesson.heading, "Lesson 1/10 · Amber");
	assert_string_equal(view.lesson.goal,
	    "Goal: Eclipse e2 and keep your stone.");
	assert_string_equal(view.lesson.body, lessons[0].text);

	/* Wrong: explained, and played out with the reply that punishes it. */
	assert_int_equal(type_move(ui, "d4e4"), UI_EVENT_NONE);
	assert_int_equal(ui->game.plies, 2);
	assert_int_equal(ui->game.moves[1], fixture_move("f7e6"));
	ui_view_build(ui, &view);
	assert_true(view.lesson.wrong);
	assert_non_null(strstr(view.lesson.body, "Not this one. d4e4 takes e2 "
	    "and lets Teal take e4 with f7e6."));
	assert_non_null(strstr(view.lesson.body,
	    "Looking further ahead, it ends a stone worse than the best "
	    "move."));
	assert_string_equal(view.lesson.heading, "Lesson 1/10 · Amber");
	/* No move until it is tried again; U puts the lesson back. */
	assert_int_equal(type_move(ui, "d4d5"), UI_EVENT_NONE);
	assert_string_equal(ui->message, "U to try again");
	ui_key(ui, 'U');
	assert_true(lesson_trying(ui));
	assert_position(&ui->game.board, "1t3t1/7/7/3a3/7/4t2/1a3a1 a N 1");

	/* A wrong move the lesson does not name: what a better one does; a
	 * move that takes nothing says so first. */
	assert_int_equal(type_move(ui, "b1a1"), UI_EVENT_NONE);
	lesson_said(ui, said, sizeof said);
	assert_non_null(strstr(said, "Not this one. b1a1 takes nothing and "));
	assert_non_null(strstr(said, "A better move takes e2 and leaves "
	    "nothing exposed to Teal's reply."));
	ui_key(ui, 'U');

	/* An illegal move is refused, as in a game, and judges nothing. */
	assert_int_equal(type_move(ui, "d4d6"), UI_EVENT_NONE);
	assert_true(lesson_trying(ui));
	assert_int_equal(ui->game.plies, 0);

	/* Right, with the cursor: said why, marked and kept. */
	assert_int_equal(ui_cursor_cell(ui), move_from(fixture_move("b1a1")));
	ui_cursor_move(ui, move_from(fixture_move("d4e3")));
	ui_key(ui, UI_KEY_ENTER);
	ui_key(ui, 'n');
	ui_key(ui, UI_KEY_ENTER);
	ui_view_build(ui, &view);
	assert_true(view.lesson.right);
	assert_string_equal(view.lesson.heading, "Lesson 1/10 ✓ · Amber");
	assert_true(strncmp(view.lesson.body, "Right: d4e3. From e3", 20) == 0);
	assert_int_equal(ui_lesson_progress_path(path, sizeof path), 0);
	ui_lesson_progress_read(path, lessons, lesson_count, done);
	assert_true(done[0]);
	assert_false(done[1]);

	/* N: the next lesson; L: the list, marked. */
	ui_key(ui, 'N');
	assert_int_equal(lesson_on_board(ui), 1);
	assert_true(lesson_trying(ui));
	ui_key(ui, 'L');
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	ui_view_build(ui, &view);
	assert_string_equal(view.list.rows[0],
	    "✓  1. A shadow and its direction");
	lesson_ui_free(ui);

	/* A new run reads the mark, and starts at the first not done. */
	ui = lesson_ui(true);
	ui_lesson_open(ui, true);
	ui_view_build(ui, &view);
	assert_string_equal(view.list.rows[0],
	    "✓  1. A shadow and its direction");
	assert_int_equal(view.list.current, 1);
	lesson_ui_free(ui);
}

/* From the menu: the game that was going waits, and comes back. */
static void
test_ui_lesson_from_the_menu_keeps_the_game(void **state)
{
	struct ui *ui = lesson_ui(false);
	struct board before;

	(void)state;
	assert_int_equal(type_move(ui, "d1d2"), UI_EVENT_MOVED);
	before = ui->game.board;
	snprintf(ui->game.filed_as, sizeof ui->game.filed_as,
	    "2026-12-01T04-40-00");
	assert_int_equal(ui->game.plies, 1);
	ui_key(ui, 'R');
	ui_key(ui, 'y');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	while (ui_menu_row(ui) != UI_MENU_LEARN)
		ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	ui_key(ui, UI_KEY_ENTER);
	assert_true(ui->game.opponent == UI_OPPONENT_PEOPLE);
	assert_false(ui_game_computer_to_move(ui));
	/* q in a lesson: the list; q on the list: the menu, the game back. */
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_false(ui->game.lesson);
	assert_false(ui->game.opponent == UI_OPPONENT_PEOPLE);
	assert_int_equal(ui->game.plies, 1);
	assert_same_board(&ui->game.board, &before);
	assert_string_equal(ui->game.filed_as, "2026-12-01T04-40-00");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	lesson_ui_free(ui);
}

/* Every lesson done, the list says: level 1, Start the game; back in the
 * menu, that is what is shown, whatever level the menu had. */
static void
test_ui_lesson_all_done_menu_at_level_one(void **state)
{
	struct ui *ui = lesson_ui(false);
	struct ui_view view;
	bool done[LESSON_MAX];
	char path[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];

	(void)state;
	/* Every lesson finished, as the state directory keeps it. */
	for (int i = 0; i < lesson_count; i++)
		done[i] = true;
	assert_int_equal(ui_lesson_progress_path(path, sizeof path), 0);
	assert_int_equal(ui_lesson_progress_write(path, lessons, lesson_count,
	    done, message), 0);
	ui_key(ui, 'R');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_not_equal(ui_choices_level(ui), LEVEL_MIN);
	while (ui_menu_row(ui) != UI_MENU_LEARN)
		ui_key(ui, UI_KEY_DOWN);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.list.intro, "at level 1: q, then Start "
	    "the game."));
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui_choices_level(ui), LEVEL_MIN);
	assert_int_equal(ui_choices_opponent(ui), UI_OPPONENT_COMPUTER);
	assert_int_equal(ui_menu_row(ui), UI_MENU_START);
	lesson_ui_free(ui);
	/* The tests after this one begin with none finished. */
	assert_int_equal(remove(path), 0);
}

/* The rows a lesson's panel takes, at the most: every field wrapped in the
 * panel's width, the dusk warning and "Hints off" counted in. */
static int
panel_rows(const struct ui_view *view)
{
	const struct ui_lesson_view *lesson = &view->lesson;
	char ascii[UI_LESSON_BODY_MAX];
	int body;

	ui_text_ascii(lesson->body, ascii, sizeof ascii);
	body = ui_text_rows(ascii, UI_PANEL_COLUMNS);
	if (ui_text_rows(lesson->body, UI_PANEL_COLUMNS) > body)
		body = ui_text_rows(lesson->body, UI_PANEL_COLUMNS);
	ui_text_ascii(lesson->heading, ascii, sizeof ascii);
	assert_true(ui_text_columns(lesson->heading) <= UI_PANEL_COLUMNS);
	assert_true(ui_text_columns(ascii) <= UI_PANEL_COLUMNS);
	assert_true(ui_text_rows(lesson->title, UI_PANEL_COLUMNS) <=
	    UI_LESSON_TITLE_ROWS);
	assert_true(ui_text_rows(lesson->goal, UI_PANEL_COLUMNS) <=
	    UI_LESSON_GOAL_ROWS);
	return 2 + ui_text_rows(lesson->title, UI_PANEL_COLUMNS) +
	    ui_text_rows(lesson->goal, UI_PANEL_COLUMNS) +
	    (view->panel.dusk_now ? 1 : 0) + 1 + body;
}

/* Every lesson's words, and the verdict on every legal move of every
 * lesson, fit the panel of the smallest window, in UTF-8 and in ASCII;
 * a wrong move's verdict says when no reply follows it. */
static void
test_ui_lesson_every_verdict_fits_the_panel(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;
	struct move_list list;

	(void)state;
	ui_lesson_open(ui, true);
	for (int index = 0; index < lesson_count; index++) {
		board_legal_moves(&lessons[index].board, &list);
		for (int i = -1; i < list.count; i++) {
			list_choose(ui, index);
			ui_key(ui, UI_KEY_ENTER);
			if (i >= 0)
				ui_play(ui, list.moves[i]);
			ui_view_build(ui, &view);
			if (panel_rows(&view) > UI_PANEL_ROWS)
				fail_msg("lesson %d, move %d: %d rows: %s",
				    index + 1, i, panel_rows(&view),
				    view.lesson.body);
			/* After a wrong move Teal's reply is on the board, or
			 * the verdict says why none is: never silently. */
			if (i >= 0 && view.lesson.wrong &&
			    ui->game.plies != 2 &&
			    strstr(view.lesson.body, "(No reply played") ==
				NULL)
				fail_msg("lesson %d, move %d: no reply, "
					 "unsaid: %s",
				    index + 1, i, view.lesson.body);
			ui_key(ui, 'L');
		}
	}
	lesson_ui_free(ui);
}

/*
 * The details line says what to do from the lesson's start: on the stone
 * to select, how; with it selected, where to look; on a dot, what the move
 * does; and lesson 2, which sends the player to that line, says so.
 */
static void
test_ui_lesson_details_line_says_what_to_do(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;

	(void)state;
	ui_lesson_open(ui, true);
	list_choose(ui, 1);
	ui_key(ui, UI_KEY_ENTER);
	assert_string_equal(lessons[lesson_on_board(ui)].id, "dots");
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.lesson.body,
	    "The line below the board says "
	    "what the move under the cursor does."));
	assert_string_equal(view.panel.detail,
	    "a3: Amber's stone: Enter selects "
	    "it, and a dot marks each cell it can reach");
	ui_key(ui, UI_KEY_ENTER);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "a3 selected: put the cursor on a dot to read its move, Enter to "
	    "play it");
	ui_key(ui, UI_KEY_UP);
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.detail, "a3a4"));
	assert_null(strstr(view.panel.detail, "selected"));
	/* Hints off: no dots to read, so the line says where to go. */
	ui_key(ui, 'H');
	ui->message[0] = '\0';
	ui_key(ui, UI_KEY_DOWN);
	for (int i = 0; i < 3; i++)
		ui_key(ui, UI_KEY_RIGHT);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "a3 selected: the cursor where it goes, then Enter; Esc for "
	    "another stone");
	lesson_ui_free(ui);
}

/*
 * A wrong move the lesson does not name is answered with what a better
 * move does; never in the very words said of the move played (lesson 6
 * once said "lets Teal take c3 with e3d4" of both).
 */
static void
test_ui_lesson_no_verdict_says_a_reason_twice(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct move_list list;
	int same_words = 0;

	(void)state;
	ui_lesson_open(ui, true);
	for (int index = 0; index < lesson_count; index++) {
		board_legal_moves(&lessons[index].board, &list);
		for (int i = 0; i < list.count; i++) {
			char said[UI_LESSON_BODY_MAX];
			char words[UI_LESSON_BODY_MAX];
			const char *better;
			size_t length;

			list_choose(ui, index);
			ui_key(ui, UI_KEY_ENTER);
			ui_play(ui, list.moves[i]);
			lesson_said(ui, said, sizeof said);
			better = strstr(said, "A better move ");
			if (better != NULL) {
				better += strlen("A better move ");
				length = strcspn(better, ".");
				snprintf(words, sizeof words, "%.*s",
				    (int)length, better);
				if (strstr(said, words) != better)
					fail_msg("lesson %d: %s", index + 1,
					    said);
			}
			if (strstr(said, "A better move does as much now") !=
			    NULL)
				same_words++;
			ui_key(ui, 'L');
		}
	}
	/* The case that was seen is still met, and now put otherwise. */
	assert_true(same_words > 0);
	lesson_ui_free(ui);
}

/*
 * Lesson 1 keeps its dots plain (lesson.h's plain-dots): a selected
 * stone's dots show only where it can go, and the line under the board
 * names the move without judging it, since the gold x sat on its answer
 * while its words said the dots came in lesson 2.  Lesson 2's are coloured.
 */
static void
test_ui_lesson_first_lesson_dots_are_plain(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;
	int dots = 0;

	(void)state;
	ui_lesson_open(ui, true);
	list_choose(ui, 0);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(lesson_on_board(ui), 0);
	assert_true(lessons[0].plain_dots);
	ui_cursor_move(ui, move_from(fixture_move("d4e3")));
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_cursor_selected(ui), ui_cursor_cell(ui));
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			enum ui_dot dot = view.cells[rank][file].dot;

			assert_true(dot == UI_DOT_NONE || dot == UI_DOT_QUIET);
			dots += dot == UI_DOT_QUIET;
		}
	assert_int_equal(dots, 8);
	assert_string_equal(view.panel.detail,
	    "d4 selected: the cursor where it "
	    "goes, then Enter; Esc for another stone");
	ui_cursor_move(ui, move_to(fixture_move("d4e3")));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "d4e3");
	/* Typed, the move is not judged either. */
	ui_key(ui, UI_KEY_ESCAPE);
	ui_key(ui, ':');
	for (const char *p = "d4e3"; *p != '\0'; p++)
		ui_key(ui, *p);
	ui_view_build(ui, &view);
	assert_null(strstr(view.panel.detail, "takes"));
	ui_key(ui, UI_KEY_ESCAPE);
	/* Lesson 2 teaches the colours, and shows them. */
	ui_key(ui, 'N');
	assert_int_equal(lesson_on_board(ui), 1);
	assert_false(lessons[1].plain_dots);
	ui_key(ui, UI_KEY_ENTER);
	ui_view_build(ui, &view);
	assert_int_equal(view.cells[cell_rank(move_to(fixture_move("a3b4")))]
	    [cell_file(move_to(fixture_move("a3b4")))].dot, UI_DOT_GOLD);
	lesson_ui_free(ui);
}

/* The lesson's cells, all of them, carry no reach mark. */
static bool
no_reach_mark(const struct ui_view *view)
{
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			if (view->cells[rank][file].reach)
				return false;
	return true;
}

/*
 * The reach mark is the learner's, on the learner's turn: once lesson 4
 * is solved, Teal to move, none of Teal's stones carries it (a newcomer
 * saw '^' on b4 and read it as theirs to guard), and the rings are read
 * from the learner's side; a stone of the learner's says whose turn it is
 * and what takes it.
 */
static void
test_ui_lesson_reach_mark_only_for_the_learner(void **state)
{
	struct ui *ui = lesson_ui(true);
	struct ui_view view;

	(void)state;
	ui_lesson_open(ui, true);
	list_choose(ui, 3);
	ui_key(ui, UI_KEY_ENTER);
	assert_string_equal(lessons[lesson_on_board(ui)].id, "own-move");
	assert_int_equal(type_move(ui, "e7d6"), UI_EVENT_NONE);
	ui_view_build(ui, &view);
	assert_true(view.lesson.right);
	assert_int_equal(ui->game.board.side, COLOUR_TEAL);
	ui_view_build(ui, &view);
	assert_true(no_reach_mark(&view));
	assert_false(view.panel.reach);
	assert_int_equal(view.viewer, COLOUR_AMBER);
	/* The learner's a1, Teal to move: whose turn, and the move that
	 * takes it (a newcomer read "a1: Amber's stone" as a1 safe). */
	ui_cursor_move(ui, move_from(fixture_move("a1a2")));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "a1: Amber's stone; Teal is to "
	    "move, and b4a3 takes it");
	lesson_ui_free(ui);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_lesson_list_marks_and_leaves),
		cmocka_unit_test(
		    test_ui_lesson_tip_nudges_first_then_gives_the_move),
		cmocka_unit_test(test_ui_lesson_wrong_then_right),
		cmocka_unit_test(test_ui_lesson_from_the_menu_keeps_the_game),
		cmocka_unit_test(test_ui_lesson_all_done_menu_at_level_one),
		cmocka_unit_test(test_ui_lesson_every_verdict_fits_the_panel),
		cmocka_unit_test(test_ui_lesson_details_line_says_what_to_do),
		cmocka_unit_test(test_ui_lesson_no_verdict_says_a_reason_twice),
		cmocka_unit_test(
		    test_ui_lesson_reach_mark_only_for_the_learner),
		cmocka_unit_test(test_ui_lesson_first_lesson_dots_are_plain),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
