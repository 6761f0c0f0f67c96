/*
 * The board's screen (ui_play.c) and what the view (ui_view.c) shows on
 * it, headless: the cursor and the key table, selecting and moving, undo
 * (hot-seat and against the computer), what each cell shows (stones,
 * shades, rings, dots, dusk), hints and tomorrow's shadows, the panel,
 * the details line, clicks and hover, holding the sun, and game over.
 * Expected rule facts are worked out by hand from the rules of gnomon(6),
 * or asked of the core where the test is that the interface shows what
 * the core says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_rules.h"
#include "ui/ui_text.h"


static void
test_ui_cursor_follows_keys_and_stops_at_the_edge(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("d1"));
	fixture_ui_keys(ui, "k");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("d2"));
	fixture_ui_keys(ui, "y");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("c3"));
	fixture_ui_keys(ui, "u");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("d4"));
	fixture_ui_keys(ui, "ln");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("f3"));
	fixture_ui_keys(ui, "b");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("e2"));
	for (int i = 0; i < 10; i++)
		ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("e1"));
	for (int i = 0; i < 10; i++)
		ui_key(ui, UI_KEY_RIGHT);
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("g1"));
	fixture_ui_keys(ui, "hj");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("f1"));
}

static void
test_ui_select_then_destination_plays_the_move(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui_cursor_selected(ui), fixture_ui_cell("d1"));
	fixture_ui_keys(ui, "k\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0],
	    move_make(fixture_ui_cell("d1"), fixture_ui_cell("d2")));
	assert_int_equal(ui->game.board.side, COLOUR_TEAL);
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Amber d1d2");
	assert_int_equal(
	    fixture_ui_view_cell(&view, "d2")->stone, COLOUR_AMBER);
	assert_true(fixture_ui_view_cell(&view, "d2")->last_to);
	assert_true(fixture_ui_view_cell(&view, "d1")->last_from);
}

static void
test_ui_select_refuses_empty_cells_and_enemy_stones(void **state)
{
	struct ui *ui = *state;

	fixture_ui_keys(ui, "k\n");
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	assert_true(ui->message[0] != '\0');
	for (int i = 0; i < 5; i++)
		ui_key(ui, UI_KEY_UP);
	fixture_ui_keys(ui, "\n"); /* d7: Teal's, and Amber is to move */
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	assert_string_equal(ui->message, "That stone is not yours to move");
}

static void
test_ui_escape_and_second_select_deselect(void **state)
{
	struct ui *ui = *state;

	fixture_ui_keys(ui, "\n");
	ui_key(ui, UI_KEY_ESCAPE);
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	fixture_ui_keys(ui, "\n\n");
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	fixture_ui_keys(ui, "\nl\n"); /* d1 selected, then e1: reselects */
	assert_int_equal(ui_cursor_selected(ui), fixture_ui_cell("e1"));
}

static void
test_ui_view_shows_stones_and_shades_at_the_start(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_int_equal(view.sun, COMPASS_N);
	assert_int_equal(view.next_sun, COMPASS_NE);
	assert_int_equal(fixture_ui_view_cell(&view, "b7")->stone, COLOUR_TEAL);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "f1")->stone, COLOUR_AMBER);
	assert_int_equal(fixture_ui_view_cell(&view, "a1")->stone, UI_NO_STONE);
	/* Sun in the north: Teal's back rank shades the two ranks below it;
	 * Amber's shadows fall off the south edge. */
	assert_int_equal(
	    fixture_ui_view_cell(&view, "b6")->shade, UI_SHADE_TEAL);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "f5")->shade, UI_SHADE_TEAL);
	assert_int_equal(fixture_ui_view_cell(&view, "f4")->shade, 0);
	assert_int_equal(fixture_ui_view_cell(&view, "a6")->shade, 0);
	assert_int_equal(fixture_ui_view_cell(&view, "c2")->shade, 0);
	assert_true(fixture_ui_view_cell(&view, "d1")->cursor);
	assert_false(fixture_ui_view_cell(&view, "a1")->dark);
}

static void
test_ui_tomorrows_shadows_follow_the_sun(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_keys(ui, "S");
	ui_view_build(ui, &view);
	/* Sun NE: shadows fall to the south-west, so b7..f7 shade a6..e6 and
	 * f6, straight below a stone, is clear. */
	assert_int_equal(
	    fixture_ui_view_cell(&view, "a6")->shade, UI_SHADE_TEAL);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "e6")->shade, UI_SHADE_TEAL);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "d5")->shade, UI_SHADE_TEAL);
	assert_int_equal(fixture_ui_view_cell(&view, "f6")->shade, 0);
	assert_string_equal(view.panel.view, "Next round, sun NE");
	/* The dial shows the round it shows: the sun at NE, E after it. */
	assert_int_equal(view.sun, (ui->game.board.sun + 1) % COMPASS_POINTS);
	assert_int_equal(view.next_sun, (ui->game.board.sun + 2) %
	    COMPASS_POINTS);
	fixture_ui_keys(ui, "S");
	ui_view_build(ui, &view);
	assert_int_equal(fixture_ui_view_cell(&view, "a6")->shade, 0);
	assert_int_equal(view.sun, ui->game.board.sun);
}

/* True when `text` holds `word`, whatever the case of its letters. */
static bool
holds_word(const char *text, const char *word)
{
	for (; *text != '\0'; text++) {
		size_t i = 0;

		while (word[i] != '\0' && tolower((unsigned char)text[i]) ==
		    tolower((unsigned char)word[i]))
			i++;
		if (word[i] == '\0')
			return true;
	}
	return false;
}

/*
 * The key line says whether the hints are on, so that a player sees what H
 * will do before pressing it (a newcomer pressed it to turn on hints that
 * were on); and the sun's next position is "the next round", as the rules
 * count rounds, never "tomorrow" (a day is eight rounds).
 */
static void
test_ui_key_line_says_the_hints_state_and_the_next_round(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "H hints: on"));
	assert_non_null(strstr(view.panel.keys, "S next round"));
	assert_in_range(ui_text_columns(view.panel.keys), 1, 80);
	fixture_ui_keys(ui, "H");
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "H hints: off"));
	assert_in_range(ui_text_columns(view.panel.keys), 1, 80);
	assert_non_null(strstr(view.panel.detail, "Hints off"));
	assert_string_equal(view.panel.hints, "Hints off (H)");
	fixture_ui_keys(ui, "HS");
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "H hints: on"));
	assert_non_null(strstr(view.panel.detail, "next round's shadows"));
	for (int i = 0; i < ui_binding_count; i++)
		assert_false(ui_bindings[i].help != NULL &&
		    holds_word(ui_bindings[i].help, "tomorrow"));
	assert_false(holds_word(view.panel.keys, "tomorrow"));
	assert_false(holds_word(view.panel.view, "tomorrow"));
	assert_false(holds_word(view.panel.detail, "tomorrow"));
}

static void
test_ui_rings_mark_danger_from_the_viewers_side(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Teal d5 shades d4 and d3; Amber d4 stands in it; Amber to move. */
	fixture_ui_load(ui, "t6/7/3t3/3a3/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_int_equal(view.viewer, COLOUR_AMBER);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "d4")->ring, UI_RING_THREAT);
	assert_int_equal(fixture_ui_view_cell(&view, "d5")->ring, UI_RING_NONE);
	/* The panel explains the marks while one is on the board, and the
	 * details line names the mark of the stone under the cursor. */
	assert_true(view.panel.marks);
	ui_cursor_move(ui, fixture_ui_cell("d4"));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "d4, brackets and !: Amber stone in "
	    "Teal's shade, eclipsed when Teal's turn ends");
	/* Teal to move: the same stone is Teal's prey. */
	fixture_ui_load(ui, "t6/7/3t3/3a3/7/7/7 t N 1");
	ui_cursor_move(ui, fixture_ui_cell("d4"));
	ui_view_build(ui, &view);
	assert_int_equal(fixture_ui_view_cell(&view, "d4")->ring, UI_RING_PREY);
	assert_string_equal(view.panel.detail,
	    "d4, brackets and ×: Amber stone in "
	    "Teal's shade, eclipsed when Teal's turn ends");
	fixture_ui_keys(ui, "H");
	ui_view_build(ui, &view);
	assert_int_equal(fixture_ui_view_cell(&view, "d4")->ring, UI_RING_NONE);
	assert_false(view.panel.marks);
}

/* A stone one enemy move could take if it stays is marked on the viewer's
 * turn (the core's in_reach), named with that move under the cursor, and
 * the panel says what the mark means; never where the red ring says more,
 * nor on the other side's stones, nor with the hints off. */
static void
test_ui_reach_mark_on_stones_one_move_can_take(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Sun N: Teal d7d6 would shade d5 and d4; b1 no step reaches. */
	fixture_ui_load(ui, "3t3/7/7/3a3/7/7/1a5 a N 1");
	ui_cursor_move(ui, fixture_ui_cell("d4"));
	ui_view_build(ui, &view);
	assert_true(fixture_ui_view_cell(&view, "d4")->reach);
	assert_false(fixture_ui_view_cell(&view, "b1")->reach);
	assert_false(fixture_ui_view_cell(&view, "d7")->reach);
	assert_true(view.panel.reach);
	assert_string_equal(view.panel.detail,
	    "d4, ^: Teal can take it with d7d6 if it stays");
	/* Teal to move: Amber's stones are not the viewer's to guard now. */
	fixture_ui_load(ui, "3t3/7/7/3a3/7/7/1a5 t N 1");
	ui_view_build(ui, &view);
	assert_false(fixture_ui_view_cell(&view, "d4")->reach);
	assert_false(view.panel.reach);
	/* In a shade now, the red ring and ! say it: no second mark. */
	fixture_ui_load(ui, "t6/7/3t3/3a3/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "d4")->ring, UI_RING_THREAT);
	assert_false(fixture_ui_view_cell(&view, "d4")->reach);
	fixture_ui_load(ui, "3t3/7/7/3a3/7/7/1a5 a N 1");
	fixture_ui_keys(ui, "H");
	ui_view_build(ui, &view);
	assert_false(fixture_ui_view_cell(&view, "d4")->reach);
	assert_false(view.panel.reach);
}

/* A stone the sun's turn puts in an enemy shade is said to be lost if it
 * stays, with no move named: a newcomer read "Amber can take it with a1b1"
 * (the first of Amber's moves) as if a1b1 were the capture. */
static void
test_ui_reach_names_a_move_only_where_one_takes(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Lesson 4 after its answer, Teal to move: under the next sun, NE,
	 * d6 shades b4, unless d6 steps. */
	fixture_ui_load(ui, "6t/3a3/7/1t5/3a3/7/a6 t N 1");
	ui_cursor_move(ui, fixture_ui_cell("b4"));
	ui_view_build(ui, &view);
	assert_true(fixture_ui_view_cell(&view, "b4")->reach);
	assert_string_equal(view.panel.detail, "b4, dashed bars and ^: lost if "
	    "it stays, unless Amber moves that shade");
	/* c5 and d6 both shade b4 under NE: whatever Amber plays. */
	fixture_ui_load(ui, "6t/3a3/2a4/1t5/7/7/7 t N 1");
	ui_cursor_move(ui, fixture_ui_cell("b4"));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "b4, dashed bars and ^: lost if "
	    "it stays, whatever Amber plays");
	assert_true(ui_text_columns(view.panel.detail) <= UI_SCREEN_COLUMNS);
}

/* Against the computer the mark is the person's, on the person's turn. */
static void
test_ui_reach_mark_only_on_the_persons_turn(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_load(ui, "3t3/7/7/3a3/7/7/1a5 a N 1");
	ui_view_build(ui, &view);
	assert_true(fixture_ui_view_cell(&view, "d4")->reach);
	/* The computer's turn (Teal): nothing of the person's is marked. */
	fixture_ui_load(ui, "3t3/7/7/3a3/7/7/1a5 t N 1");
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			assert_false(view.cells[rank][file].reach);
}

/* After dusk the cursor never rests where nothing can be done. */
static void
test_ui_cursor_leaves_cells_dusk_has_darkened(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("d1"));
	/* Round 9: the first dusk has darkened the outer ring, d1 with it. */
	fixture_ui_load(ui, "7/7/2t4/3a3/7/7/7 a N 9");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("d2"));
	/* Round 17: only the 3x3 centre is lit. */
	ui_cursor_move(ui, fixture_ui_cell("a1"));
	fixture_ui_load(ui, "7/7/2t4/3a3/7/7/7 a N 17");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("c3"));
	/* A lit cell keeps the cursor. */
	ui_cursor_move(ui, fixture_ui_cell("e5"));
	fixture_ui_load(ui, "7/7/2t4/3a3/7/7/7 a N 17");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("e5"));
	/* A typed move onto the ring just before dusk: dusk takes the stone,
	 * and the cursor does not follow it into the dark. */
	fixture_ui_load(ui, "7/1t5/7/3a3/7/7/7 t N 8");
	fixture_ui_keys(ui, ":b6a7\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.board.round, 9);
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("b6"));
}

static void
test_ui_dashed_ring_for_shade_once_the_sun_turns(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Teal d5 with the sun at N shades d4, d3; at NE it shades c4, b3. */
	fixture_ui_load(ui, "t6/7/3t3/2a4/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_int_equal(
	    fixture_ui_view_cell(&view, "c4")->ring, UI_RING_TOMORROW);
	assert_int_equal(fixture_ui_view_cell(&view, "c4")->shade, 0);
}

static void
test_ui_dots_show_the_cores_class_of_each_move(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	struct move_hint hint;
	int destinations = 0;

	fixture_ui_keys(ui, "l\n");		/* e1 */
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			uint16_t move = move_make(
			    fixture_ui_cell("e1"), cell_at(file, rank));
			enum ui_dot dot = view.cells[rank][file].dot;

			if (!board_is_legal(&ui->game.board, move)) {
				assert_int_equal(dot, UI_DOT_NONE);
				continue;
			}
			destinations++;
			hints_move(&ui->game.board, move, &hint);
			assert_int_equal(hint.class, MOVE_CLASS_QUIET);
			assert_int_equal(dot, UI_DOT_QUIET);
		}
	assert_int_equal(destinations, 3);	/* d2 e2 f2 */
}

static void
test_ui_gold_dot_and_its_detail(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Amber e4 to d4 shades d3 and d2, where Teal stands. */
	fixture_ui_load(ui, "t6/7/7/4a2/7/3t3/7 a N 1");
	ui_cursor_move(ui, fixture_ui_cell("e4"));
	fixture_ui_keys(ui, "\nh");
	ui_view_build(ui, &view);
	assert_int_equal(fixture_ui_view_cell(&view, "d4")->dot, UI_DOT_GOLD);
	assert_string_equal(view.panel.detail,
	    "e4d4: takes d2 · leaves nothing "
	    "exposed to Teal's reply");
	assert_int_equal(fixture_ui_view_cell(&view, "f5")->dot, UI_DOT_QUIET);
	fixture_ui_keys(ui, "H");
	ui_view_build(ui, &view);
	assert_int_equal(fixture_ui_view_cell(&view, "d4")->dot, UI_DOT_QUIET);
	fixture_ui_keys(ui, "\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Amber e4d4\nTook d2");
	assert_true(fixture_ui_view_cell(&view, "d2")->lost);
	/* Teal's answer does not hide what Amber's move took. */
	fixture_ui_keys(ui, ":a7b7\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last,
	    "Last: Teal a7b7\nBefore, e4d4 took d2");
	/* A move that took nothing is not told again. */
	fixture_ui_keys(ui, ":d4d5\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Amber d4d5");
}

/* The panel counts each side's stones, and flags the lines drawn in
 * another ink: dusk after this round, the shade of tomorrow. */
static void
test_ui_panel_counts_stones_and_flags_dusk_and_tomorrow(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_string_equal(view.panel.stones[COLOUR_AMBER], "Amber  5 stones");
	assert_string_equal(view.panel.stones[COLOUR_TEAL], "Teal   5 stones");
	assert_false(view.panel.dusk_now);
	assert_false(view.panel.tomorrow);
	/* Round 8 of a day of 8: dusk falls after it. */
	fixture_ui_load(ui, "7/7/2t4/3a3/7/7/7 a N 8");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.stones[COLOUR_AMBER], "Amber  1 stone");
	assert_string_equal(view.panel.stones[COLOUR_TEAL], "Teal   1 stone");
	assert_string_equal(view.panel.dusk, "Dusk after this round!");
	assert_true(view.panel.dusk_now);
	fixture_ui_keys(ui, "S");
	ui_view_build(ui, &view);
	assert_true(view.panel.tomorrow);
	assert_string_equal(view.panel.view, "Next round, sun NE");
}

/* The details line with the cursor on `name`. */
static const char *
detail_at(struct ui *ui, const char *name)
{
	static struct ui_view view;

	ui_cursor_move(ui, fixture_ui_cell(name));
	ui_view_build(ui, &view);
	return view.panel.detail;
}

/* The details line names an empty cell's shade: one side's, both, or
 * nothing where there is none. */
static void
test_ui_detail_names_an_empty_cells_shade(void **state)
{
	struct ui *ui = *state;

	/* Sun N: shadows fall south, Amber d4's on d3 and d2, Teal c2's
	 * on c1. */
	fixture_ui_load(ui, "7/7/7/3a3/7/2t4/7 a N 1");
	assert_string_equal(detail_at(ui, "d3"), "d3: in Amber's shade");
	assert_string_equal(detail_at(ui, "c1"), "c1: in Teal's shade");
	assert_string_equal(detail_at(ui, "f6"), "");
	/* Sun NE: shadows fall south-west, Amber e4's on d3 and c2, Teal
	 * d3's on c2 and b1. */
	fixture_ui_load(ui, "7/7/7/4a2/3t3/7/7 a NE 1");
	assert_string_equal(detail_at(ui, "b1"), "b1: in Teal's shade");
	assert_string_equal(detail_at(ui, "c2"), "c2: in both shades");
}

/* A newcomer found the line blank on an enemy stone, and read only a
 * ring's words on the stone they had just selected. */
static void
test_ui_detail_names_enemy_stones_and_a_selected_ringed_one(void **state)
{
	struct ui *ui = *state;

	/* Sun N, next NE: Teal d4's shadow will fall on c3 and b2, and no
	 * Teal step shades b2 before then. */
	fixture_ui_load(ui, "7/7/7/3t3/7/1a5/7 a N 1");
	assert_string_equal(detail_at(ui, "d4"), "d4: Teal's stone");
	/* A stone a move of the side to move takes: whose turn, and the
	 * move (d6d5 shades d4 and d3). */
	fixture_ui_load(ui, "7/3a3/7/7/3t3/7/7 a N 1");
	assert_string_equal(detail_at(ui, "d3"),
	    "d3: Teal's stone; Amber is to "
	    "move, and d6d5 takes it");
	fixture_ui_load(ui, "7/7/7/3t3/7/1a5/7 a N 1");
	assert_string_equal(detail_at(ui, "b2"),
	    "b2, dashed bars: Amber stone, "
	    "in Teal's shade once the sun turns");
	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui_cursor_selected(ui), fixture_ui_cell("b2"));
	assert_string_equal(detail_at(ui, "b2"), "b2 selected, dashed bars: "
	    "Amber stone, in Teal's shade once the sun turns");
	/* Teal c2's shadow will fall on b1, and Teal's c2b2 shades it now:
	 * the move that takes it is named, beside both marks. */
	fixture_ui_load(ui, "7/7/7/7/7/2t4/1a5 a N 1");
	assert_string_equal(detail_at(ui, "b1"), "b1, dashed bars and ^: Teal "
	    "can take it with c2b2 if it stays");
	fixture_ui_keys(ui, "\n");
	assert_string_equal(detail_at(ui, "b1"), "b1 selected, dashed bars and "
	    "^: Teal can take it with c2b2 if it stays");
	/* In ASCII the marks are drawn ":O:" and named so: a newcomer read
	 * "dashed ring" beside them. */
	ui_game_set_ascii(ui, true);
	fixture_ui_load(ui, "7/7/7/3t3/7/1a5/7 a N 1");
	assert_string_equal(detail_at(ui, "b2"), "b2, colons: Amber stone, "
	    "in Teal's shade once the sun turns");
	fixture_ui_load(ui, "7/7/7/7/7/2t4/1a5 a N 1");
	assert_string_equal(detail_at(ui, "b1"), "b1, colons and ^: Teal "
	    "can take it with c2b2 if it stays");
	ui_game_set_ascii(ui, false);
}

/* The view says which screen is up, and the rules screen's page. */
static void
test_ui_view_says_which_screen_is_up(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	int lines = ui_rules_line_count(false);
	char footer[UI_LINE_MAX], section[UI_RULES_SECTION_MAX];

	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_false(view.asking_quit);
	ui_key(ui, UI_KEY_F1);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_RULES);
	assert_int_equal(view.rules.top,
	    ui_rules_find(false, UI_RULES_HEADING));
	assert_int_equal(view.rules.rows, 10);
	assert_int_equal(view.rules.total, lines);
	assert_non_null(view.rules.text);
	assert_memory_equal(view.rules.text, UI_RULES_HEADING "\n",
	    sizeof UI_RULES_HEADING);
	snprintf(footer, sizeof footer,
	    "RULES · lines %d-%d of %d · ↑↓ PgUp "
	    "PgDn · q or Esc back",
	    view.rules.top + 1, view.rules.top + 10, lines);
	assert_string_equal(view.rules.footer, footer);
	ui_key(ui, UI_KEY_END);
	ui_view_build(ui, &view);
	ui_rules_section(false, lines - 10, section, sizeof section);
	assert_string_not_equal(section, "RULES");
	snprintf(footer, sizeof footer, "%s · lines %d-%d of %d · ↑↓ PgUp "
	    "PgDn · q or Esc back", section, lines - 9, lines, lines);
	assert_string_equal(view.rules.footer, footer);
	fixture_ui_keys(ui, "q");
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	/* The quit question, which a window too small still shows. */
	fixture_ui_keys(ui, "\nk\nq");
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
	assert_true(view.asking_quit);
	fixture_ui_keys(ui, "nRy");
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_MENU);
	assert_false(view.asking_quit);
}

/* The variant being played is on the panel; the real game says nothing. */
static void
test_ui_panel_names_the_variant(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant, "");
	ui->rules.instant = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant, "Rules: instant");
	ui->rules.shadow_length = 3;
	ui->rules.snake = true;
	ui->rules.start_sun = COMPASS_NE;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	ui->rules.day_length = 16;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 16, snake, instant, first sun NE");
	ui->rules.start_rank = START_RANK_SECOND;
	ui->rules.stones = STONES_MAX;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	/* Crowded, the first sun is "sun" to keep the line in its rows. */
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 16, snake, instant, sun NE, start 2, 7 stones");
	assert_true(ui_text_rows(view.panel.variant, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
	/* More than the rows hold even so: the last settings give way to
	 * "…", whole. */
	ui->rules.hold = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 16, snake, instant, sun NE, start 2, 7 stones, "
	    "…");
	assert_true(ui_text_rows(view.panel.variant, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
}

/* The pie's choice is one of the variant line's settings when its words
 * are fitted to the rows (the soak found four rows with "swapped" added
 * after the fitting). */
static void
test_ui_panel_variant_fits_with_the_pie_chosen(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui->rules.shadow_length = 3;
	ui->rules.day_length = 2;
	ui->rules.snake = true;
	ui->rules.start_sun = COMPASS_NW;
	ui->rules.pie = true;
	ui->rules.hold = true;
	ui_menu_new_game(ui);
	ui->game.pie.step = UI_PIE_DONE;
	ui->game.pie.swap = true;
	ui_mode_go(ui, UI_MODE_PLAY);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.variant,
	    "Rules: len 3, day 2, snake, sun NW, pie, hold the sun, swapped");
	assert_true(ui_text_rows(view.panel.variant, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
}

/*
 * moon=1 and mixed=1 on the screen: the moon on the dial (where it is and
 * where it goes), the tall stones marked and followed as they move, the
 * variant line with both marks, the shade line with both lights, and what
 * a tall stone is when the cursor is on it; in UTF-8 and ASCII, within the
 * panel.
 */
static void
test_ui_moon_and_tall_stones_are_shown(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char ascii[UI_LINE_MAX];

	ui->rules.moon = true;
	ui->rules.mixed = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_int_equal(view.moon, COMPASS_S);
	assert_int_equal(view.next_moon,
	    COMPASS_S); /* it moves after round 2 */
	assert_true(fixture_ui_view_cell(&view, "d1")->tall);
	assert_true(fixture_ui_view_cell(&view, "d7")->tall);
	assert_false(fixture_ui_view_cell(&view, "c1")->tall);
	assert_false(fixture_ui_view_cell(&view, "d4")->tall);
	assert_string_equal(view.panel.variant, "Rules: moon ☾, tall ◉◈");
	ui_text_ascii(view.panel.variant, ascii, sizeof ascii);
	assert_string_equal(ascii, "Rules: moon ), tall @#");
	assert_true(ui_text_rows(ascii, UI_PANEL_COLUMNS) <= UI_VARIANT_ROWS);
	assert_string_equal(view.panel.view, "Shade now ☼N ☾S");
	ui_cursor_move(ui, fixture_ui_cell("d1"));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "d1: Amber's tall stone, its shadows 3 long");

	fixture_ui_keys(ui, ":d1d2\n:d7d6\n:c1c2\n");
	ui_view_build(ui, &view);
	assert_true(fixture_ui_view_cell(&view, "d2")->tall);
	assert_true(fixture_ui_view_cell(&view, "d6")->tall);
	assert_false(fixture_ui_view_cell(&view, "d1")->tall);
	assert_false(fixture_ui_view_cell(&view, "c2")->tall);
	assert_int_equal(view.moon, COMPASS_S);
	assert_int_equal(view.next_moon, COMPASS_SE);
	fixture_ui_keys(ui, ":c7c6\n");
	ui_view_build(ui, &view);
	assert_int_equal(view.moon, COMPASS_SE);
	ui_cursor_show_tomorrow(ui, true);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.view, "Next round ☼SE ☾SE");
	ui_text_ascii(view.panel.view, ascii, sizeof ascii);
	assert_true(ui_text_columns(ascii) <= UI_PANEL_COLUMNS);
}

/* Under the instant rule a move can lose the mover's own stone at once:
 * the hint and the last move say "loses" and "Lost", never "takes". */
static void
test_ui_instant_rule_losses_are_told_as_losses(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui->rules.instant = true;
	ui->rules.snake = true;
	/* Teal e5 to e4 stands in Amber f4's shadow (sun E, cast west). */
	fixture_ui_load(ui, "7/7/4t2/5a1/7/1a5/7 t E 2");
	ui_cursor_move(ui, fixture_ui_cell("e5"));
	fixture_ui_keys(ui, "\nj");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "e5e4: takes nothing · loses e4 at once");
	assert_int_equal(fixture_ui_view_cell(&view, "e4")->dot, UI_DOT_RED);
	fixture_ui_keys(ui, "\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last, "Last: Teal e5e4\nLost e4");
	assert_true(view.over);
	/* Taking and losing at once: one row for both. */
	fixture_ui_load(ui, "1t2a2/1a1t3/7/3a3/7/7/6t a N 1");
	fixture_ui_keys(ui, ":e7d7\n");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.last,
	    "Last: Amber e7d7\nTook d6 · lost d4 b6");
}

static void
test_ui_red_dot_when_a_move_walks_into_shade(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Amber c4 to d4 stands in Teal d5's shade and takes nothing. */
	fixture_ui_load(ui, "t6/7/3t3/2a4/7/7/7 a N 1");
	ui_cursor_move(ui, fixture_ui_cell("c4"));
	fixture_ui_keys(ui, "\nl");
	ui_view_build(ui, &view);
	assert_int_equal(fixture_ui_view_cell(&view, "d4")->dot, UI_DOT_RED);
	assert_string_equal(view.panel.detail,
	    "c4d4: takes nothing · loses d4 for certain");
}

/*
 * Every threat the move leaves, the moved stone's first: a newcomer was told
 * "d2d3: takes nothing · f4f3 can take e2", and Teal's f4e4 took d3.
 */
static void
test_ui_hint_names_every_threat(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_load(ui, "t6/7/5a1/5t1/7/3aa2/7 a NE 3");
	ui_cursor_move(ui, fixture_ui_cell("d2"));
	fixture_ui_keys(ui, "\nk");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail,
	    "d2d3: takes nothing · f4e4 can take d3 · f4f3 can take e2");
	/* Four threats are more than a row: the last are counted and named
	 * by their cells. */
	fixture_ui_load(ui, "2t1t2/2t1t2/4t2/7/1a5/6a/a1a1a2 t S 5");
	ui_cursor_move(ui, fixture_ui_cell("c7"));
	fixture_ui_keys(ui, "\nn");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "c7d6: takes nothing · b3b4 "
	    "can take d6 · b3c3 can take e5 · +2 more: c6 e6");
}

static void
test_ui_dusk_ring_marked_only_in_the_last_rounds(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_view_build(ui, &view);
	assert_false(fixture_ui_view_cell(&view, "a1")->dusk);
	fixture_ui_load(ui, "1ttttt1/7/7/7/7/7/1aaaaa1 a N 8");
	ui_view_build(ui, &view);
	assert_true(fixture_ui_view_cell(&view, "a1")->dusk);
	assert_true(fixture_ui_view_cell(&view, "g7")->dusk);
	assert_false(fixture_ui_view_cell(&view, "b2")->dusk);
	assert_string_equal(view.panel.dusk, "Dusk after this round!");
}

static void
test_ui_dark_cells_after_dusk(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_load(ui, "7/2ttt2/7/7/7/2aaa2/7 a NE 9");
	ui_view_build(ui, &view);
	assert_true(fixture_ui_view_cell(&view, "a1")->dark);
	assert_true(fixture_ui_view_cell(&view, "g4")->dark);
	assert_false(fixture_ui_view_cell(&view, "b2")->dark);
}

static void
test_ui_undo_in_hotseat_takes_back_one_move(void **state)
{
	struct ui *ui = *state;

	fixture_ui_keys(ui, "\nk\n");
	assert_int_equal(ui->game.plies, 1);
	fixture_ui_keys(ui, "U");
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(ui->game.board.side, COLOUR_AMBER);
	assert_int_equal(ui->game.board.hash, ui->game.start.hash);
	assert_false(ui_game_undo(ui));
}

static void
test_ui_undo_against_the_computer_returns_to_your_turn(void **state)
{
	struct ui *ui = *state;
	unsigned generation;

	fixture_ui_keys(ui, "\nk\n");
	assert_true(ui_game_computer_to_move(ui));
	generation = ui->generation;
	assert_int_equal(
	    ui_game_computer_played(ui,
	        move_make(fixture_ui_cell("d7"), fixture_ui_cell("d6")),
	        generation),
	    UI_EVENT_MOVED);
	assert_int_equal(ui->game.plies, 2);
	assert_false(ui_game_computer_to_move(ui));
	assert_int_equal(fixture_ui_keys(ui, "U"), UI_EVENT_UNDONE);
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(ui->game.board.side, COLOUR_AMBER);
}

/* Undo, then the same move: the computer searches with the same seed, so
 * a person cannot re-roll its answer. */
static void
test_ui_computer_seed_depends_on_the_moves_not_on_undo(void **state)
{
	struct ui *ui = *state;
	uint64_t first, second;

	fixture_ui_keys(ui, ":d1d2\n");
	assert_true(ui_game_computer_to_move(ui));
	first = ui_game_computer_seed(ui);
	fixture_ui_keys(ui, "U");
	assert_int_equal(ui->game.plies, 0);
	assert_true(ui_game_computer_seed(ui) != first);
	fixture_ui_keys(ui, ":d1d2\n");
	assert_true(ui_game_computer_to_move(ui));
	second = ui_game_computer_seed(ui);
	assert_true(second == first);
	/* Another game seed, another answer. */
	ui->seed++;
	assert_true(ui_game_computer_seed(ui) != first);
}

static void
test_ui_undo_while_computer_thinks_refuses_late_answer(void **state)
{
	struct ui *ui = *state;
	unsigned generation;

	fixture_ui_keys(ui, "\nk\n");
	generation = ui->generation;
	fixture_ui_keys(ui, "U");
	assert_int_equal(ui->game.plies, 0);
	/* The answer to a position taken back is refused: no event. */
	assert_int_equal(
	    ui_game_computer_played(ui,
	        move_make(fixture_ui_cell("d7"), fixture_ui_cell("d6")),
	        generation),
	    UI_EVENT_NONE);
	assert_int_equal(ui->game.plies, 0);
	/* Nor may the person move for the computer. */
	fixture_ui_keys(ui, "\nk\n");
	assert_false(ui_play(
	    ui, move_make(fixture_ui_cell("d7"), fixture_ui_cell("d6"))));
	assert_false(ui_game_computer_played(ui,
	    move_make(fixture_ui_cell("d7"), fixture_ui_cell("d5")),
	    ui->generation));
}

/* Once the game is over the line under the board describes no stone
 * (none is in danger any more), and a watched game offers no undo. */
static void
test_ui_game_over_no_detail_and_no_undo_when_watched(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	struct play_options options;

	fixture_ui_load(
	    ui, "1t5/7/7/7/7/7/7 a N 8"); /* Amber has no stone left */
	ui_cursor_move(ui, fixture_ui_cell(
	    "b7")); /* Teal's, on the ring dusk darkens */
	ui_view_build(ui, &view);
	assert_true(view.over);
	assert_string_equal(view.panel.detail, "");
	play_options_default(&options);
	options.autoplay = options.chose = true;
	ui_init(ui, &options);
	fixture_ui_load(ui, "1t5/7/7/7/7/7/7 a N 8");
	ui_view_build(ui, &view);
	/* One line says the game is over: the key line, without U. */
	assert_string_equal(view.panel.prompt, "");
	assert_string_equal(view.panel.keys, "Game over: V review · R new · "
	    "arrows inspect · ? key · q quit");
}

static void
test_ui_game_over_says_who_won_and_why(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_load(ui, "1ttttt1/7/7/7/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_true(view.over);
	assert_false(view.thinking);
	assert_string_equal(view.panel.turn,
	    "Teal wins: every Amber stone is gone");
	/* Said once: not again above the key line, nor in the panel. */
	assert_string_equal(view.panel.prompt, "");
	assert_string_equal(view.panel.dusk, "");
	assert_string_equal(view.panel.keys, "Game over: V review · R new · "
	    "U take back · arrows inspect · ? key · q quit");
	fixture_ui_keys(ui, "\n");
	assert_string_equal(ui->message,
	    "The game is over: R for a new one, q to quit");
	fixture_ui_keys(ui, "q");
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);

	fixture_ui_load(ui, "7/7/7/3a3/7/7/7 t N 25");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "Amber wins: 1 stone to 0 after the last dusk");
}

/* Against the computer the game-over line speaks to the person (Amber). */
static void
test_ui_game_over_against_the_computer_says_you(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	fixture_ui_load(ui, "1ttttt1/7/7/7/7/7/7 a N 1");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "You lose: every Amber stone is gone");
	fixture_ui_load(ui, "7/7/7/3a3/7/7/7 t N 25");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "You win: 1 stone to 0 after the last dusk");
}

static void
test_ui_clicks_select_move_and_deselect(void **state)
{
	struct ui *ui = *state;

	ui_click(ui, fixture_ui_cell("c1"), false);
	assert_int_equal(ui_cursor_selected(ui), fixture_ui_cell("c1"));
	ui_click(ui, UI_NO_CELL, true);
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	ui_click(ui, fixture_ui_cell("c1"), false);
	ui_click(ui, fixture_ui_cell("b2"), false);
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0],
	    move_make(fixture_ui_cell("c1"), fixture_ui_cell("b2")));
}

/*
 * A move's hint is one row of the details line, in UTF-8 and in ASCII,
 * whatever it has to say: every move of every position of seeded random
 * hot-seat games, selected with the cursor on its destination.  The soak
 * met an 84-column hint at 80 ("e4d3: takes nothing · loses d3 for
 * certain · dusk takes b1 d1 g1 · b5b4 can take d2").
 */
static void
test_ui_move_hints_fit_one_row(void **state)
{
	enum { GAMES = 120, SEED = 20261203 };
	struct ui *ui = *state;
	struct ui_view view;
	char ascii[UI_LINE_MAX * 2];
	unsigned long random = SEED;

	for (int game = 0; game < GAMES; game++) {
		ui_menu_new_game(ui);
		while (!ui_game_is_over(ui)) {
			int count = ui->hints.move_count;

			for (int i = 0; i < count; i++) {
				uint16_t move = ui->hints.moves[i].move;

				if (move_is_hold(move) || move_from(move) ==
				    move_to(move))
					continue;
				ui_cursor_select(ui, move_from(move));
				ui_cursor_move(ui, move_to(move));
				ui_view_build(ui, &view);
				ui_text_ascii(view.panel.detail, ascii,
				    sizeof ascii);
				if (ui_text_rows(view.panel.detail,
				    UI_SCREEN_COLUMNS) > 1 ||
				    ui_text_rows(ascii, UI_SCREEN_COLUMNS) > 1)
					fail_msg("game %d: '%s' is more than a "
						 "row",
					    game, view.panel.detail);
			}
			ui_cursor_select(ui, UI_NO_CELL);
			random = random * 6364136223846793005UL +
			    1442695040888963407UL;
			assert_int_not_equal(ui_play(ui,
						 ui->hints
						     .moves[(random >> 33) %
							 (unsigned long)count]
						     .move),
			    UI_EVENT_NONE);
		}
	}
}

/* The pointer over a cell moves the cursor and the details line with it,
 * as the arrow keys do, and selects nothing. */
static void
test_ui_hover_moves_the_details_line_and_selects_nothing(void **state)
{
	struct ui *ui = *state;
	struct ui_view before, hovered, stepped;

	ui_click(ui, fixture_ui_cell("c1"), false);
	ui_view_build(ui, &before);
	ui_hover(ui, fixture_ui_cell("b2"));
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("b2"));
	assert_int_equal(ui_cursor_selected(ui), fixture_ui_cell("c1"));
	assert_int_equal(ui->game.plies, 0);
	ui_view_build(ui, &hovered);
	assert_true(fixture_ui_view_cell(&hovered, "b2")->cursor);
	assert_string_not_equal(hovered.panel.detail, before.panel.detail);
	assert_non_null(strstr(hovered.panel.detail, "b2"));
	/* The same line as the keyboard's cursor on that cell. */
	ui_cursor_move(ui, fixture_ui_cell("c2"));
	fixture_ui_keys(ui, "h");
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("b2"));
	ui_view_build(ui, &stepped);
	assert_string_equal(stepped.panel.detail, hovered.panel.detail);
	/* A message stays while the pointer moves within the cell, and goes
	 * when it moves to another, as with the arrow keys. */
	snprintf(ui->message, sizeof ui->message, "%s", "Not a move");
	ui_hover(ui, fixture_ui_cell("b2"));
	assert_string_equal(ui->message, "Not a move");
	ui_hover(ui, fixture_ui_cell("d2"));
	assert_string_equal(ui->message, "");
	ui_hover(ui, fixture_ui_cell("b2"));
	/* Off the board, or outside play, the cursor stays. */
	ui_hover(ui, UI_NO_CELL);
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("b2"));
	ui_mode_push(ui, &ui_mode_rules);
	ui_hover(ui, fixture_ui_cell("a1"));
	assert_int_equal(ui_cursor_cell(ui), fixture_ui_cell("b2"));
}

static void
test_ui_key_table_binds_each_key_once(void **state)
{
	(void)state;
	for (int i = 0; i < ui_binding_count; i++) {
		assert_true(ui_bindings[i].action != UI_ACTION_NONE);
		for (int j = i + 1; j < ui_binding_count; j++)
			assert_int_not_equal(ui_bindings[i].key,
			    ui_bindings[j].key);
	}
	assert_int_equal(ui_binding_find('U')->action, UI_ACTION_UNDO);
	assert_int_equal(ui_binding_find('u')->action, UI_ACTION_STEP);
	assert_int_equal(ui_binding_find('u')->point, COMPASS_NE);
	assert_int_equal(ui_binding_find(UI_KEY_F1)->action, UI_ACTION_RULES);
	assert_null(ui_binding_find('Z'));
}

static void
test_ui_forced_pass_is_played_with_enter(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	/* Amber a1 is hemmed in by Teal on a2, b2, b1. */
	fixture_ui_load(ui, "7/7/7/7/7/tt5/at5 a N 1");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn, "Amber cannot move: Enter passes");
	fixture_ui_keys(ui, "\n");
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0], MOVE_PASS);
}

/* hold=1: K spends the selected stone (or the one under the cursor) to
 * hold the sun, the key line says K only then, and the last stone may not. */
static void
test_ui_k_holds_the_sun_only_under_hold(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char text[NOTATION_POSITION_MAX];

	ui_view_build(ui, &view);
	assert_null(strstr(view.panel.keys, "K hold"));
	ui_cursor_move(ui, fixture_ui_cell("d1"));
	assert_int_equal(fixture_ui_keys(ui, "K"), UI_EVENT_NONE);
	assert_string_equal(ui->message,
	    "No holding the sun in this game: that is the variant hold=1");
	assert_int_equal(ui->game.plies, 0);

	ui->rules.hold = true;
	ui_menu_new_game(ui);
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.keys, "K hold"));
	/* Selected c1, cursor moved away: K asks, then spends c1. */
	ui_cursor_move(ui, fixture_ui_cell("c1"));
	fixture_ui_keys(ui, "\nl");
	assert_int_equal(fixture_ui_keys(ui, "K"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_CONFIRM_HOLD);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Hold the sun at N, giving up c1 for good? (y) yes · (n) no");
	assert_string_equal(view.panel.keys, "y yes · n or Esc no");
	/* n, Esc or another key: nothing held, and back to the board. */
	assert_int_equal(fixture_ui_keys(ui, "n"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_key(ui, 'K');
	assert_int_equal(ui_key(ui, UI_KEY_ESCAPE), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(fixture_ui_keys(ui, "Ky"), UI_EVENT_MOVED);
	notation_position(&ui->game.board, text);
	assert_string_equal(text, "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1");
	ui_view_build(ui, &view);
	/* The panel says what was held, and what it cost. */
	assert_string_equal(view.panel.last,
	    "Last: Amber hc1\nSun N held; c1 spent");
	/* Nothing selected, the cursor on an empty cell: K says what to do. */
	ui_cursor_move(ui, fixture_ui_cell("d4"));
	assert_int_equal(fixture_ui_keys(ui, "K"), UI_EVENT_NONE);
	assert_string_equal(ui->message,
	    "Select the stone to spend, then K keeps the sun");
	/* The last stone is refused with the core's reason. */
	fixture_ui_load(ui, "7/7/7/3t3/7/7/a6 a N 3");
	ui_cursor_move(ui, fixture_ui_cell("a1"));
	assert_int_equal(fixture_ui_keys(ui, "K"), UI_EVENT_NONE);
	assert_string_equal(ui->message,
	    "ha1: you may not hold the sun with your last stone");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(
	        test_ui_cursor_follows_keys_and_stops_at_the_edge,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_detail_names_an_empty_cells_shade, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_k_holds_the_sun_only_under_hold, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_select_then_destination_plays_the_move,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_select_refuses_empty_cells_and_enemy_stones,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_escape_and_second_select_deselect, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_view_shows_stones_and_shades_at_the_start,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_tomorrows_shadows_follow_the_sun, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_key_line_says_the_hints_state_and_the_next_round,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_rings_mark_danger_from_the_viewers_side,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_dashed_ring_for_shade_once_the_sun_turns,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_dots_show_the_cores_class_of_each_move,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(test_ui_gold_dot_and_its_detail,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_panel_counts_stones_and_flags_dusk_and_tomorrow,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_view_says_which_screen_is_up, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(test_ui_panel_names_the_variant,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_panel_variant_fits_with_the_pie_chosen,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_moon_and_tall_stones_are_shown, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_instant_rule_losses_are_told_as_losses,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_red_dot_when_a_move_walks_into_shade,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(test_ui_hint_names_every_threat,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_dusk_ring_marked_only_in_the_last_rounds,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_reach_mark_on_stones_one_move_can_take,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_reach_mark_only_on_the_persons_turn,
	        fixture_ui_computer, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_reach_names_a_move_only_where_one_takes,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(test_ui_dark_cells_after_dusk,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_undo_in_hotseat_takes_back_one_move, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_undo_against_the_computer_returns_to_your_turn,
	        fixture_ui_computer, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_computer_seed_depends_on_the_moves_not_on_undo,
	        fixture_ui_computer, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_cursor_leaves_cells_dusk_has_darkened,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_undo_while_computer_thinks_refuses_late_answer,
	        fixture_ui_computer, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_detail_names_enemy_stones_and_a_selected_ringed_one,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_game_over_says_who_won_and_why, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_game_over_against_the_computer_says_you,
	        fixture_ui_computer, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_game_over_no_detail_and_no_undo_when_watched,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_clicks_select_move_and_deselect, fixture_ui_hotseat,
	        fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(
	        test_ui_hover_moves_the_details_line_and_selects_nothing,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test_setup_teardown(test_ui_move_hints_fit_one_row,
	        fixture_ui_hotseat, fixture_ui_teardown),
	    cmocka_unit_test(test_ui_key_table_binds_each_key_once),
	    cmocka_unit_test_setup_teardown(
	        test_ui_forced_pass_is_played_with_enter, fixture_ui_hotseat,
	        fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
