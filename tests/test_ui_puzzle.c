/*
 * The puzzles in the interface (ui_puzzle.h), headless, on puzzles of
 * this test's own (real positions of the lessons, where the engine finds
 * one move clearly best: c6d5 by 1.16 stones over c6d6 at depth 6, d4e3
 * by 1.04, e7d6 by 0.94), so that they do not hang on the shipped file: a
 * puzzle solved with its line, the line's reply played between; a wrong
 * move refuted on the board and said; tried again; the solution shown;
 * the outcome in the player's record; the day's puzzle and GNOMON_TODAY;
 * a bad number or theme refused with nothing changed; from the menu and
 * back to the game that was going.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/notation.h"
#include "ai/puzzle_proof.h"
#include "core/puzzle.h"
#include "store/puzzle_record.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_text.h"

enum { SCRATCH_DEPTH = 3, TEST_DAY = 20794 /* 2026-12-07 */ };

static const char test_puzzles[] =
    "gnomon-puzzles 1\n"
    "# The lessons' two-at-once: c6d5 takes d3 and d4.\n"
    "puzzle 1\n"
    "position t5t/2a4/7/3t3/3t3/7/1a3a1 a N 1\n"
    "line c6d5 g7f6 d5c6\n"
    "depth 6\n"
    "margin 1\n"
    "theme double-threat\n"
    "rating 1200\n"
    "source lessons: two-at-once\n"
    "puzzle 2\n"
    "position 1t3t1/7/7/3a3/7/4t2/1a3a1 a N 1\n"
    "line d4e3\n"
    "depth 6\n"
    "margin 1\n"
    "theme diagonal\n"
    "rating 900\n"
    "source lessons: shadow\n"
    "puzzle 3\n"
    "position 4a1t/7/3t3/1t5/3a3/7/a6 a N 1\n"
    "line e7d6\n"
    "depth 6\n"
    "margin 1\n"
    "theme sun-turn\n"
    "rating 1500\n"
    "source lessons: own-move\n"
    "# Shipped as puzzle 107: c3b4 forces a win.\n"
    "puzzle 4\n"
    "position 7/1t5/4t2/7/2a4/4a2/7 a S 13\n"
    "line c3b4\n"
    "depth 6\n"
    "margin 10\n"
    "rating 1200\n"
    "source lab puzzles seed=1 game=113 ply=24\n";

static char state_home[SAVE_PATH_MAX];

static int
setup(void **state)
{
	(void)state;
	if (scratch_make(state_home, sizeof state_home, "puzzle") < 0)
		return -1;
	unsetenv(UI_PUZZLE_TODAY_ENV);
	return setenv("XDG_STATE_HOME", state_home, 1);
}

static int
teardown(void **state)
{
	(void)state;
	scratch_remove(state_home, SCRATCH_DEPTH);
	return 0;
}

/* Opens puzzle `number` (UI_PUZZLE_TODAY: today's) of the test's. */
static int
puzzle_open(struct ui *ui, int number, int theme, bool only, char *message)
{
	struct ui_puzzle_choice choice = {
		.text = test_puzzles, .number = number, .theme = theme,
		.day = TEST_DAY
	};

	return ui_puzzle_open(ui, &choice, only, message);
}

/* A move typed after ':'; what it did to the game. */
static enum ui_event
type_move(struct ui *ui, const char *move)
{
	char typed[NOTATION_MOVE_MAX + 3];

	snprintf(typed, sizeof typed, ":%s\n", move);
	return fixture_ui_keys(ui, typed);
}

static void
puzzle_view(const struct ui *ui, struct ui_view *view)
{
	ui_view_build(ui, view);
	assert_true(view->lesson.on);
}

static uint16_t
last_move(const struct ui *ui)
{
	assert_true(ui->game.plies > 0);
	return ui->game.moves[ui->game.plies - 1];
}

/* The player's record as the state directory keeps it. */
static void
puzzles_read(struct puzzle_record *record)
{
	char directory[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	struct save_place place;

	assert_int_equal(save_directory(directory, sizeof directory), 0);
	assert_int_equal(save_place_open(&place, directory, message), 0);
	assert_true(puzzle_record_read_at(&place, record, message) >= 0);
	save_place_close(&place);
}

static void
puzzles_forget(void)
{
	char path[SAVE_PATH_MAX + 32];

	snprintf(path, sizeof path, "%s/gnomon/%s", state_home,
	    PUZZLE_RECORD_FILE);
	remove(path);
}

/* A puzzle record that is not one: moved aside when a puzzle is
 * counted, and said, never overwritten in silence. */
static void
test_ui_puzzle_bad_record_is_said(void **state)
{
	struct ui *ui = *state;
	char message[UI_PUZZLE_MESSAGE_MAX], path[SAVE_PATH_MAX + 32];
	struct puzzle_record record;
	FILE *file;

	puzzles_forget();
	assert_int_equal(puzzle_open(ui, 2, UI_PUZZLE_ANY_THEME, true,
	    message), 0);
	snprintf(path, sizeof path, "%s/gnomon/%s", state_home,
	    PUZZLE_RECORD_FILE);
	file = fopen(path, "w");
	assert_non_null(file);
	fputs("not a puzzle record\n", file);
	assert_int_equal(fclose(file), 0);
	assert_int_equal(type_move(ui, "d4e3"), UI_EVENT_NONE);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_SOLVED);
	assert_non_null(strstr(ui->message, "puzzle record was unreadable"));
	puzzles_read(&record);
	assert_int_equal(record.state[1], PUZZLE_SOLVED);
	puzzles_forget();
}

static void
test_ui_puzzle_solved_with_its_line(void **state)
{
	struct ui *ui = *state;
	char message[UI_PUZZLE_MESSAGE_MAX];
	struct puzzle_record record;
	struct ui_view view;

	puzzles_forget();
	assert_int_equal(puzzle_open(ui, 1, UI_PUZZLE_ANY_THEME, true,
	    message), 0);
	assert_true(ui_puzzle_playing(ui));
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	puzzle_view(ui, &view);
	assert_string_equal(view.lesson.heading, "Puzzle 1");
	assert_string_equal(view.lesson.title, "Rating 1200");
	/* Themes hidden: they would say what to look for. */
	assert_non_null(strstr(view.lesson.body, "Themes hidden until solved"));
	assert_string_equal(view.lesson.goal,
	    "Amber to move: find the best move");
	assert_false(view.lesson.right || view.lesson.wrong);
	/* The dots stay plain while the move is to be found. */
	assert_true(ui_puzzle_plain_dots(ui));
	ui_cursor_select(ui, move_from(fixture_move("c6d5")));
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			assert_true(view.cells[rank][file].dot == UI_DOT_NONE ||
			    view.cells[rank][file].dot == UI_DOT_QUIET);
	ui_cursor_select(ui, UI_NO_CELL);

	/* The first move, and the line's reply played as the computer. */
	assert_int_equal(type_move(ui, "c6d5"), UI_EVENT_NONE);
	assert_int_equal(ui->game.plies, 2);
	assert_int_equal(last_move(ui), fixture_move("g7f6"));
	assert_int_equal(ui->game.board.side, COLOUR_AMBER);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_TRYING);
	puzzle_view(ui, &view);
	assert_non_null(strstr(view.lesson.body,
	    "Right: c6d5 takes d3 and d4"));
	assert_non_null(strstr(view.lesson.body, "Teal answers g7f6"));
	assert_null(strstr(view.lesson.body, "double-threat"));

	/* The line's last move: solved, and said so. */
	assert_int_equal(type_move(ui, "d5c6"), UI_EVENT_NONE);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_SOLVED);
	assert_int_equal(ui->game.plies, 3);
	puzzle_view(ui, &view);
	assert_true(view.lesson.right);
	assert_false(view.lesson.wrong);
	assert_non_null(strstr(view.lesson.body, "Themes: double-threat."));
	assert_non_null(strstr(view.lesson.body, "Solved: d5c6"));
	assert_false(ui_puzzle_plain_dots(ui));
	/* Another move is not judged: the puzzle says what next. */
	type_move(ui, "c6c5");
	assert_int_equal(ui->game.plies, 3);
	assert_non_null(strstr(ui->message, "N for another puzzle"));

	/* In the player's record, solved on its first try. */
	puzzles_read(&record);
	assert_int_equal(record.state[0], PUZZLE_SOLVED);
	assert_int_equal(record.solved_count, 1);
	assert_true(record.rating.rating > GLICKO2_RATING_START);

	/* q leaves the program (`gnomon puzzle`). */
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_QUIT);
	assert_true(ui_done(ui));
}

static void
test_ui_puzzle_wrong_move_is_refuted(void **state)
{
	struct ui *ui = *state;
	char message[UI_PUZZLE_MESSAGE_MAX], reply[NOTATION_MOVE_MAX];
	char expected[UI_LINE_MAX];
	struct puzzle_record record;
	struct board start;
	struct ui_view view;
	uint16_t refutation;
	int lead;

	puzzles_forget();
	assert_int_equal(puzzle_open(ui, 1, UI_PUZZLE_ANY_THEME, true,
	    message), 0);
	start = ui->game.board;
	assert_int_equal(type_move(ui, "f1f2"), UI_EVENT_NONE);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_WRONG);
	/* The refutation is on the board: the wrong move, then the reply
	 * the search found, Teal's. */
	assert_int_equal(ui->game.plies, 2);
	assert_int_equal(ui->game.moves[0], fixture_move("f1f2"));
	refutation = last_move(ui);
	assert_true((start.stones[COLOUR_TEAL] &
	    bb_cell(move_from(refutation))) != 0);
	notation_move(refutation, reply);
	puzzle_view(ui, &view);
	assert_true(view.lesson.wrong);
	assert_false(view.lesson.right);
	assert_non_null(strstr(view.lesson.body, "Not this one. f1f2 "));
	/* ... said in the hints' words, its move named. */
	snprintf(expected, sizeof expected, "Teal answers %s: it ", reply);
	assert_non_null(strstr(view.lesson.body, expected));
	/* ... and by how much, as the proof's search measures it. */
	lead = puzzle_proof_score(&start, fixture_move("c6d5"), 6) -
	    puzzle_proof_score(&start, fixture_move("f1f2"), 6);
	assert_true(lead >= 1 && lead < PUZZLE_PROOF_WIN);
	snprintf(expected, sizeof expected, "The best move ends %d %s more "
	    "ahead than this one.", lead, lead == 1 ? "stone" : "stones");
	assert_non_null(strstr(view.lesson.body, expected));
	assert_non_null(strstr(view.lesson.body, "U: try again"));
	assert_non_null(strstr(view.lesson.body, "A: the solution"));
	assert_null(strstr(view.lesson.body, "double-threat"));
	/* Every verdict fits the panel's rows. */
	assert_true(strlen(view.lesson.body) < UI_LESSON_BODY_MAX - 1);

	/* Counted as missed, on its first try. */
	puzzles_read(&record);
	assert_int_equal(record.state[0], PUZZLE_TRIED);
	assert_true(record.rating.rating < GLICKO2_RATING_START);

	/* U: the puzzle's position again. */
	ui_key(ui, 'U');
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_TRYING);
	assert_int_equal(ui->game.plies, 0);
	assert_same_board(&ui->game.board, &start);

	/* A: the solution played out, its themes shown. */
	ui_key(ui, 'A');
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_SHOWN);
	assert_int_equal(ui->game.plies, 3);
	assert_int_equal(last_move(ui), fixture_move("d5c6"));
	puzzle_view(ui, &view);
	assert_non_null(strstr(view.lesson.body,
	    "The solution: c6d5, g7f6, d5c6."));
	assert_non_null(strstr(view.lesson.body, "Themes: double-threat."));
	/* Not solved by seeing it. */
	puzzles_read(&record);
	assert_int_equal(record.state[0], PUZZLE_TRIED);

	/* N: the next for the player, the easiest untried one. */
	ui_key(ui, 'N');
	puzzle_view(ui, &view);
	assert_int_equal(strncmp(view.lesson.heading, "Puzzle 2", 8), 0);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_TRYING);
	assert_int_equal(ui->game.plies, 0);
}

/*
 * A forced win is said as one: the margin's largest value stands for a
 * forced result, not for stones (there are four on this board).
 */
static void
test_ui_puzzle_wrong_move_against_a_forced_win(void **state)
{
	struct ui *ui = *state;
	char message[UI_PUZZLE_MESSAGE_MAX];
	struct board start;
	struct ui_view view;

	puzzles_forget();
	assert_int_equal(puzzle_open(ui, 4, UI_PUZZLE_ANY_THEME, true,
	    message), 0);
	start = ui->game.board;
	assert_int_equal(puzzle_proof_score(&start, fixture_move("c3b4"), 6),
	    PUZZLE_PROOF_WIN);
	assert_int_equal(type_move(ui, "e2e3"), UI_EVENT_NONE);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_WRONG);
	puzzle_view(ui, &view);
	assert_non_null(strstr(view.lesson.body,
	    "The best move forces a win; this one does not."));
	assert_null(strstr(view.lesson.body, "stones more ahead"));
}

static void
test_ui_puzzle_today_and_bad_choices(void **state)
{
	struct ui *ui = *state;
	char message[UI_PUZZLE_MESSAGE_MAX], heading[UI_LINE_MAX];
	enum ui_mode mode = ui_mode(ui);
	struct ui_view view;

	/* A bad number or theme: said, and nothing changed. */
	assert_int_equal(puzzle_open(ui, 5, UI_PUZZLE_ANY_THEME, true,
	    message), -1);
	assert_string_equal(message, "no puzzle 5: they are numbered 1 to 4");
	assert_int_equal(puzzle_open(ui, UI_PUZZLE_TODAY, PUZZLE_DUSK, true,
	    message), -1);
	assert_string_equal(message, "no puzzle has the theme dusk");
	assert_false(ui_puzzle_playing(ui));
	assert_int_equal(ui_mode(ui), mode);
	assert_int_equal(ui->game.plies, 0);

	/* A theme's: its one puzzle. */
	assert_int_equal(puzzle_open(ui, UI_PUZZLE_TODAY, PUZZLE_SUN_TURN,
	    true, message), 0);
	puzzle_view(ui, &view);
	assert_int_equal(strncmp(view.lesson.heading, "Puzzle 3", 8), 0);

	/* Today's: the day's, the same for everyone. */
	ui_init_again(ui, &ui->options);
	assert_int_equal(puzzle_open(ui, UI_PUZZLE_TODAY, UI_PUZZLE_ANY_THEME,
	    true, message), 0);
	snprintf(heading, sizeof heading, "Puzzle %d ",
	    puzzle_of_day(TEST_DAY, 4) + 1);
	puzzle_view(ui, &view);
	assert_non_null(strstr(view.lesson.heading, heading));
	assert_non_null(strstr(view.lesson.heading, "today's"));
}

static void
test_ui_puzzle_from_the_menu_keeps_the_game(void **state)
{
	struct ui *ui = *state;
	char message[UI_PUZZLE_MESSAGE_MAX];
	struct ui_view view;
	struct board before;
	int plies;

	/* A game going, then the menu over it. */
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(type_move(ui, "b1b2"), UI_EVENT_MOVED);
	before = ui->game.board;
	plies = ui->game.plies;
	ui_key(ui, 'R');
	if (ui_mode(ui) != UI_MODE_MENU)
		ui_key(ui, 'y');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(puzzle_open(ui, 2, UI_PUZZLE_ANY_THEME, false,
	    message), 0);
	assert_true(ui->game.lesson);
	assert_int_equal(type_move(ui, "d4e3"), UI_EVENT_NONE);
	assert_int_equal(ui_puzzle_state(ui), UI_PUZZLE_SOLVED);
	/* q: back to the menu, the game as it was. */
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_false(ui->game.lesson);
	assert_int_equal(ui->game.plies, plies);
	assert_same_board(&ui->game.board, &before);

	/* The menu's row opens today's (the program's own puzzles), and q
	 * comes back to it. */
	assert_int_equal(ui_menu_row(ui), UI_MENU_PUZZLE);
	ui_view_build(ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_PUZZLE],
	    "▸ Today's puzzle");
	ui_key(ui, UI_KEY_ENTER);
	assert_true(ui_puzzle_playing(ui));
	puzzle_view(ui, &view);
	assert_int_equal(strncmp(view.lesson.heading, "Puzzle ", 7), 0);
	assert_non_null(strstr(view.lesson.heading, "today's"));
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui->game.plies, plies);
}

static void
test_ui_puzzle_today_is_the_clock_or_gnomon_today(void **state)
{
	char message[UI_PUZZLE_MESSAGE_MAX];
	long day, clock_day;

	(void)state;
	unsetenv(UI_PUZZLE_TODAY_ENV);
	clock_day = (long)(time(NULL) / 86400);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	/* The clock may cross midnight between the two. */
	assert_true(day == clock_day || day == clock_day + 1);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2026-12-07", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, TEST_DAY);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "1970-01-01", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, 0);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2024-02-29", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, 19782);
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2000-03-01", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), 0);
	assert_int_equal(day, 11017);
	unsetenv(UI_PUZZLE_TODAY_ENV);
}

static void
test_ui_puzzle_today_refuses_what_is_no_date(void **state)
{
	static const char *const bad[] = {
		"2026-02-29", "1900-01-01", "2026-13-01", "2026-04-31",
		"tomorrow", "2026-1-07", "2026-12-07x", "20261207"
	};
	char message[UI_PUZZLE_MESSAGE_MAX];
	long day;

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, bad[i], 1), 0);
		assert_int_equal(ui_puzzle_today(&day, message), -1);
	}
	assert_int_equal(setenv(UI_PUZZLE_TODAY_ENV, "2026-02-29", 1), 0);
	assert_int_equal(ui_puzzle_today(&day, message), -1);
	assert_string_equal(message,
	    "GNOMON_TODAY=2026-02-29 is not a date such as 2026-12-07");
	unsetenv(UI_PUZZLE_TODAY_ENV);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_ui_puzzle_today_is_the_clock_or_gnomon_today),
		cmocka_unit_test(test_ui_puzzle_today_refuses_what_is_no_date),
		cmocka_unit_test_setup_teardown(
		    test_ui_puzzle_solved_with_its_line,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_puzzle_wrong_move_is_refuted,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_puzzle_bad_record_is_said,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_puzzle_wrong_move_against_a_forced_win,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_puzzle_today_and_bad_choices,
		    fixture_ui_hotseat, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_puzzle_from_the_menu_keeps_the_game,
		    fixture_ui_hotseat, fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
