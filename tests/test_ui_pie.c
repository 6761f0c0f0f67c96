/*
 * The pie step in the interface (ui_pie.h): the menu's Pie rule row; Amber's
 * player picking the sun with the board showing that sun's shadows, then
 * Teal's player keeping or swapping, each with its sentence; against the
 * computer (whichever side the person is) and on one keyboard and
 * watching; the computer's answers refused when stale; the record's Pie
 * tag and resuming; and every text of the step fitting the screen.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "ai/pie.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_game.h"
#include "ui/ui_lesson.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_pie.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_text.h"

static struct ui *
pie_ui(bool hotseat, bool autoplay, enum play_side side)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	assert_non_null(ui);
	play_options_default(&options);
	options.rules.pie = true;
	options.hotseat = hotseat;
	options.autoplay = autoplay;
	options.side = side;
	options.chose = true;
	ui_init(ui, &options);
	return ui;
}

/* Every cell's shade in the view is the core's for the sun on offer. */
static void
assert_shows_shadows_of(const struct ui *ui, int sun)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_int_equal(view.sun, sun);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		uint64_t shade = board_shadows(&ui->game.board, colour, sun);

		for (int rank = 0; rank < BOARD_SIZE; rank++)
			for (int file = 0; file < BOARD_SIZE; file++) {
				const struct ui_cell *cell =
				    &view.cells[rank][file];
				uint64_t bit = bb_cell(cell_at(file, rank));

				assert_int_equal((cell->shade >> colour) & 1,
				    (shade & bit) != 0);
				assert_false(cell->cursor);
			}
	}
}

/* The pie step's lines: who picks, the row, and what it means. */
static void
assert_pie_panel(const struct ui *ui, const char *turn, const char *prompt,
    const char *detail)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, turn);
	assert_string_equal(view.panel.prompt, prompt);
	assert_string_equal(view.panel.detail, detail);
}

static void
test_ui_pie_menu_row_turns_it_on(void **state)
{
	struct play_options options;
	struct ui ui;
	struct ui_view view;

	(void)state;
	play_options_default(&options);
	ui_init(&ui, &options);
	assert_int_equal(ui_mode(&ui), UI_MODE_MENU);
	fixture_ui_menu_to(&ui, UI_MENU_PIE);
	ui_view_build(&ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_PIE], "▸ Pie rule: off  ←→");
	assert_true(view.menu.applies[UI_MENU_PIE]);
	ui_key(&ui, UI_KEY_RIGHT);
	ui_view_build(&ui, &view);
	assert_string_equal(view.menu.rows[UI_MENU_PIE], "▸ Pie rule: on  ←→");
	assert_true(ui.rules.pie);
	ui_key(&ui, UI_KEY_DOWN);
	assert_int_equal(ui_menu_row(&ui), UI_MENU_START);
	assert_int_equal(ui_key(&ui, UI_KEY_ENTER), UI_EVENT_NEW_GAME);
	assert_int_equal(ui_mode(&ui), UI_MODE_PIE);
	assert_int_equal(ui.game.pie.step, UI_PIE_SUN);
	/* The game has not begun: nobody moves, the computer neither. */
	assert_false(ui_game_computer_to_move(&ui));
	/* Off again, and the next game has no pie step. */
	ui_key(&ui, 'R');
	fixture_ui_menu_to(&ui, UI_MENU_PIE);
	ui_key(&ui, UI_KEY_LEFT);
	assert_false(ui.rules.pie);
	fixture_ui_menu_to(&ui, UI_MENU_START);
	ui_key(&ui, UI_KEY_ENTER);
	assert_int_equal(ui_mode(&ui), UI_MODE_PLAY);
	assert_int_equal(ui.game.pie.step, UI_PIE_OFF);
}

/* On one keyboard: ←→ turn the sun on offer, the board showing its
 * shadows; Enter chooses it; Teal's player swaps. */
static void
test_ui_pie_hotseat_sun_then_swap(void **state)
{
	struct ui *ui = pie_ui(true, false, PLAY_SIDE_AMBER);
	struct ui_view view;

	(void)state;
	assert_int_equal(ui_mode(ui), UI_MODE_PIE);
	assert_shows_shadows_of(ui, COMPASS_N);
	/* Each sun's fairness, as the menu's Sun row says it. */
	assert_pie_panel(ui, "Pie: Amber's player picks the sun", "Sun: ◂ N ▸",
	    "Sun N favours Teal: Amber 19%; Teal's player then chooses a "
	    "colour.");
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		struct rules rules = ui->rules;
		char words[UI_LINE_MAX];

		rules.start_sun = ui->game.start.sun;
		ui_menu_sun_words(&rules, words, sizeof words);
		ui_view_build(ui, &view);
		assert_non_null(strstr(view.panel.detail, words));
		ui_key(ui, UI_KEY_RIGHT);
	}
	assert_int_equal(ui->game.start.sun, COMPASS_N);
	ui_key(ui, UI_KEY_RIGHT);
	ui_key(ui, UI_KEY_RIGHT);
	assert_shows_shadows_of(ui, COMPASS_E);
	ui_key(ui, UI_KEY_LEFT);
	assert_shows_shadows_of(ui, COMPASS_NE);
	ui_key(ui, UI_KEY_LEFT);
	ui_key(ui, UI_KEY_LEFT);
	assert_shows_shadows_of(ui, COMPASS_NW);
	ui_key(ui, UI_KEY_RIGHT);
	assert_int_equal(ui->game.start.sun, COMPASS_N);
	ui_key(ui, UI_KEY_RIGHT);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui->game.pie.step, UI_PIE_COLOUR);
	assert_pie_panel(ui, "Pie: Teal's player picks a colour",
	    "Teal's player: ◂ Keep: play Teal ▸",
	    "Keep: you stay Teal, and Amber, who chose the sun NE, moves "
	    "first.");
	ui_key(ui, UI_KEY_RIGHT);
	assert_pie_panel(ui, "Pie: Teal's player picks a colour",
	    "Teal's player: ◂ Swap: play Amber ▸",
	    "Swap: you take Amber and move first; the sun's chooser plays "
	    "Teal.");
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NEW_GAME);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.pie.step, UI_PIE_DONE);
	assert_true(ui->game.pie.swap);
	assert_int_equal(ui->game.board.sun, COMPASS_NE);
	assert_int_equal(ui->game.board.side, COLOUR_AMBER);
	assert_string_equal(ui->message,
	    "Swapped: the player who chose the sun now plays Teal");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: first sun NE, pie, swapped");
	/* The game is played as any other. */
	assert_int_equal(ui_play(ui, move_make(cell_at(3, 0), cell_at(3, 1))),
	    UI_EVENT_MOVED);
	free(ui);
}

/* The person as Amber chooses the sun; the computer then chooses the
 * colour, and its answer to a position gone is refused. */
static void
test_ui_pie_against_the_computer_as_amber(void **state)
{
	struct ui *ui = pie_ui(false, false, PLAY_SIDE_AMBER);
	struct ui_view view;
	unsigned generation;

	(void)state;
	assert_false(ui_pie_wanted(ui));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Pie: you pick the sun");
	ui_key(ui, UI_KEY_LEFT);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui->game.pie.step, UI_PIE_COLOUR);
	assert_true(ui_pie_wanted(ui));
	assert_false(ui_game_computer_to_move(ui));
	ui_view_build(ui, &view);
	/* Not a move being thought of: the prompt says what the computer
	 * does. */
	assert_false(view.thinking);
	assert_string_equal(view.panel.prompt,
	    "The computer is choosing a colour…");
	assert_string_equal(view.panel.turn,
	    "Pie: the computer picks a colour");
	/* The person's keys choose nothing for the computer. */
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_int_equal(ui_pie_choose(ui, PIE_KEEP), UI_EVENT_NONE);
	assert_int_equal(ui->game.pie.step, UI_PIE_COLOUR);
	generation = ui->generation;
	assert_int_equal(ui_pie_found(ui, PIE_SWAP, generation - 1),
	    UI_EVENT_NONE);
	assert_int_equal(ui->game.pie.step, UI_PIE_COLOUR);
	assert_int_equal(ui_pie_found(ui, PIE_SWAP, generation),
	    UI_EVENT_NEW_GAME);
	/* Swapped: the computer plays Amber and moves first; the person
	 * Teal. */
	assert_int_equal(ui->game.human, COLOUR_TEAL);
	assert_int_equal(ui->game.board.sun, COMPASS_NW);
	assert_true(ui_game_computer_to_move(ui));
	assert_false(ui_pie_wanted(ui));
	assert_string_equal(ui->message,
	    "The computer swapped: it plays Amber and moves first; you play "
	    "Teal");
	free(ui);
}

/* The person as Teal: the computer picks the sun, the person keeps. */
static void
test_ui_pie_against_the_computer_as_teal(void **state)
{
	struct ui *ui = pie_ui(false, false, PLAY_SIDE_TEAL);
	struct ui_view view;

	(void)state;
	assert_true(ui_pie_wanted(ui));
	assert_false(ui_game_computer_to_move(ui));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "The computer is choosing the sun…");
	/* A sun that is no sun is refused. */
	assert_int_equal(ui_pie_found(ui, COMPASS_POINTS, ui->generation),
	    UI_EVENT_NONE);
	assert_int_equal(ui->game.pie.step, UI_PIE_SUN);
	assert_int_equal(ui_pie_found(ui, COMPASS_SW, ui->generation),
	    UI_EVENT_NONE);
	assert_int_equal(ui->game.pie.step, UI_PIE_COLOUR);
	assert_int_equal(ui->game.start.sun, COMPASS_SW);
	assert_false(ui_pie_wanted(ui));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Pie: you pick a colour");
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NEW_GAME);
	assert_int_equal(ui->game.human, COLOUR_TEAL);
	assert_false(ui->game.pie.swap);
	assert_string_equal(ui->message,
	    "You kept Teal: the computer plays Amber and moves first");
	assert_true(ui_game_computer_to_move(ui));
	free(ui);
}

/* Watching: the computer makes both choices, one after the other. */
static void
test_ui_pie_watching(void **state)
{
	struct ui *ui = pie_ui(false, true, PLAY_SIDE_AMBER);

	(void)state;
	assert_true(ui_pie_wanted(ui));
	assert_int_equal(ui_pie_found(ui, COMPASS_E, ui->generation),
	    UI_EVENT_NONE);
	assert_true(ui_pie_wanted(ui));
	assert_int_equal(ui_pie_found(ui, PIE_KEEP, ui->generation),
	    UI_EVENT_NEW_GAME);
	assert_true(ui_game_computer_to_move(ui));
	assert_int_equal(ui->game.board.sun, COMPASS_E);
	free(ui);
}

/* R, the rules and the quit question during the step come back to it. */
static void
test_ui_pie_other_screens_return_to_the_step(void **state)
{
	struct ui *ui = pie_ui(true, false, PLAY_SIDE_AMBER);

	(void)state;
	ui_key(ui, UI_KEY_RIGHT);
	ui_key(ui, 'R');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_mode(ui), UI_MODE_PIE);
	assert_int_equal(ui->game.start.sun, COMPASS_NE);
	ui_key(ui, '?');	/* the key to the marks over the board, */
	assert_int_equal(ui_mode(ui), UI_MODE_PIE);
	ui_key(ui, '?');	/* then the rules */
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_PIE);
	/* Nothing played: q leaves at once. */
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_QUIT);
	free(ui);
}

/* The lessons, opened from the menu over a pie game, give it back with
 * its pie as chosen. */
static void
test_ui_pie_kept_over_the_lessons(void **state)
{
	struct ui *ui = pie_ui(true, false, PLAY_SIDE_AMBER);

	(void)state;
	assert_int_equal(setenv("XDG_STATE_HOME", "/nonexistent/gnomon-test",
			     1),
	    0);
	ui_key(ui, UI_KEY_ENTER);
	ui_key(ui, UI_KEY_RIGHT);
	ui_key(ui, UI_KEY_ENTER);
	assert_true(ui->game.pie.swap);
	ui_key(ui, 'R');
	fixture_ui_menu_to(ui, UI_MENU_LEARN);
	ui_key(ui, UI_KEY_ENTER);
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	/* A lesson on the board is no pie game. */
	ui_key(ui, UI_KEY_ENTER);
	assert_true(ui_lesson_playing(ui));
	assert_int_equal(ui->game.pie.step, UI_PIE_OFF);
	ui_key(ui, 'L');
	assert_int_equal(ui_mode(ui), UI_MODE_LESSONS);
	ui_key(ui, 'q');
	assert_int_equal(ui_mode(ui), UI_MODE_MENU);
	assert_int_equal(ui->game.pie.step, UI_PIE_DONE);
	assert_true(ui->game.pie.swap);
	assert_true(ui->game.start.rules.pie);
	free(ui);
}

/* The record keeps the sun chosen and the Pie tag, and resumes. */
static void
test_ui_pie_record_and_resume(void **state)
{
	struct ui *ui = pie_ui(false, false, PLAY_SIDE_AMBER);
	struct ui *again = pie_ui(true, false, PLAY_SIDE_AMBER);
	static struct record record;
	struct ui_view view;
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];

	(void)state;
	/* Saved in the middle of the step: no Pie tag, and it opens again. */
	ui_key(ui, UI_KEY_RIGHT);
	ui_key(ui, UI_KEY_RIGHT);
	ui_record_game(ui, &record);
	assert_null(record_tag(&record, PIE_TAG));
	assert_int_equal(ui_record_resume(again, &record, tag, error), 0);
	assert_int_equal(ui_mode(again), UI_MODE_PIE);
	assert_int_equal(again->game.pie.step, UI_PIE_SUN);
	assert_int_equal(again->game.start.sun, COMPASS_E);
	assert_false(again->game.opponent == UI_OPPONENT_PEOPLE);

	ui_key(ui, UI_KEY_ENTER);
	ui_pie_found(ui, PIE_SWAP, ui->generation);
	ui_record_game(ui, &record);
	assert_string_equal(record_tag(&record, PIE_TAG), "swap");
	assert_true(record.start.rules.pie);
	assert_int_equal(record.start.sun, COMPASS_E);
	assert_string_equal(record_tag(&record, UI_TAG_SIDE), "teal");
	assert_string_equal(record.player[COLOUR_AMBER], "level 2");
	assert_string_equal(record.player[COLOUR_TEAL], "person");
	assert_int_equal(ui_record_resume(again, &record, tag, error), 0);
	assert_int_equal(ui_mode(again), UI_MODE_PLAY);
	assert_int_equal(again->game.pie.step, UI_PIE_DONE);
	assert_true(again->game.pie.swap);
	assert_int_equal(again->game.human, COLOUR_TEAL);
	/* Replayed, the panel says what Teal's player chose. */
	ui_replay(again, &record);
	ui_view_build(again, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: first sun E, pie, swapped");

	/* A bad Pie tag, and moves with none, are refused. */
	record_set_tag(&record, PIE_TAG, "maybe");
	assert_int_equal(ui_record_resume(again, &record, tag, error), -1);
	assert_string_equal(tag, PIE_TAG);
	assert_string_equal(error, "tag Pie is 'maybe', not keep or swap");
	record_remove_tag(&record, PIE_TAG);
	record_add_move(&record, move_make(cell_at(3, 0), cell_at(3, 1)));
	assert_int_equal(ui_record_resume(again, &record, tag, error), -1);
	assert_string_equal(tag, PIE_TAG);
	free(ui);
	free(again);
}

/* A text of the step fits its place, in UTF-8 and in ASCII. */
static void
assert_fits(const char *text, int width, int rows)
{
	char ascii[UI_LINE_MAX * 2];

	ui_text_ascii(text, ascii, sizeof ascii);
	if (ui_text_rows(text, width) > rows ||
	    ui_text_rows(ascii, width) > rows)
		fail_msg("'%s' does not fit %d rows of %d", text, rows, width);
}

static void
assert_view_fits(const struct ui *ui)
{
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_fits(view.panel.turn, UI_PANEL_COLUMNS, UI_TURN_ROWS);
	assert_fits(view.panel.variant, UI_PANEL_COLUMNS, UI_VARIANT_ROWS);
	assert_fits(view.panel.detail, UI_SCREEN_COLUMNS, 1);
	assert_fits(view.panel.prompt, UI_SCREEN_COLUMNS, 1);
	assert_fits(view.panel.keys, UI_SCREEN_COLUMNS, 1);
	assert_fits(ui->message, UI_SCREEN_COLUMNS, 1);
}

static void
test_ui_pie_texts_fit(void **state)
{
	(void)state;
	for (int side = PLAY_SIDE_AMBER; side <= PLAY_SIDE_TEAL; side++)
		for (int who = 0; who < 3; who++)
			for (int swap = 0; swap < 2; swap++) {
				struct ui *ui = pie_ui(who == 1, who == 2,
				    (enum play_side)side);

				for (int sun = 0; sun < COMPASS_POINTS; sun++) {
					ui_key(ui, UI_KEY_RIGHT);
					assert_view_fits(ui);
				}
				if (ui_pie_wanted(ui))
					ui_pie_found(ui, COMPASS_SE,
					    ui->generation);
				else
					ui_key(ui, UI_KEY_ENTER);
				assert_view_fits(ui);
				if (ui_pie_wanted(ui)) {
					ui_pie_found(ui,
					    swap ? PIE_SWAP : PIE_KEEP,
					    ui->generation);
				} else {
					if (swap)
						ui_key(ui, UI_KEY_RIGHT);
					assert_view_fits(ui);
					ui_key(ui, UI_KEY_ENTER);
				}
				assert_int_equal(ui->game.pie.step,
				    UI_PIE_DONE);
				assert_int_equal(ui->game.pie.swap,
				    swap);
				assert_view_fits(ui);
				free(ui);
			}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_pie_menu_row_turns_it_on),
		cmocka_unit_test(test_ui_pie_hotseat_sun_then_swap),
		cmocka_unit_test(test_ui_pie_against_the_computer_as_amber),
		cmocka_unit_test(test_ui_pie_against_the_computer_as_teal),
		cmocka_unit_test(test_ui_pie_watching),
		cmocka_unit_test(test_ui_pie_other_screens_return_to_the_step),
		cmocka_unit_test(test_ui_pie_kept_over_the_lessons),
		cmocka_unit_test(test_ui_pie_record_and_resume),
		cmocka_unit_test(test_ui_pie_texts_fit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
