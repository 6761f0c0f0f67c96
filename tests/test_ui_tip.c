/*
 * The interface's side of the tip (T) and the review (V), headless: a tip
 * is asked only on the person's turn and refused once the game moved on;
 * the tip found selects its stone, puts the cursor on its destination and
 * says why, Enter plays it, and the end of a game against the computer
 * counts the tips, which a saved game keeps; V at the game's end asks for
 * a review, which is stepped through with each move's evaluation, shows its
 * report as a page, and goes back to the game's end, saving nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "core/notation.h"
#include "support/fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_explain.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_review.h"
#include "ui/ui_tally.h"
#include "ui/ui_text.h"
#include "ui/ui_tip.h"

/* A cell by name, as the interface numbers them. */
static int
cell(const char *name)
{
	return bb_first(fixture_cells(name));
}

static int
setup(void **state, bool hotseat)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	if (ui == NULL)
		return -1;
	play_options_default(&options);
	options.chose = true;
	options.hotseat = hotseat;
	options.side = PLAY_SIDE_AMBER;
	ui_init(ui, &options);
	ui_page_set_rows(ui, 10);
	*state = ui;
	return 0;
}

/* Amber against the computer. */
static int
setup_computer(void **state)
{
	return setup(state, false);
}

static int
setup_hotseat(void **state)
{
	return setup(state, true);
}

static int
teardown(void **state)
{
	free(*state);
	return 0;
}

/* A position of the real game (the tips' tests play no variant). */
static void
load(struct ui *ui, const char *position)
{
	struct board board = fixture_position(position);

	ui_game_set_position(ui, &board);
}

static void
test_ui_tip_found_is_shown_and_played_with_enter(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	assert_false(ui_tip_wanted(ui));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.hints, "T for a tip");
	assert_int_equal(ui_key(ui, 'T'), UI_EVENT_NONE);
	assert_true(ui_tip_wanted(ui));
	assert_string_equal(ui->message, "Thinking of a tip…");
	ui_tip_found(ui, fixture_move("d1d2"), ui->generation);
	assert_false(ui_tip_wanted(ui));
	assert_int_equal(ui_tip_count(ui), 1);
	assert_int_equal(ui_cursor_selected(ui), cell("d1"));
	assert_int_equal(ui_cursor_cell(ui), cell("d2"));
	assert_string_equal(ui->message, "Tip: d1d2 leaves nothing exposed to "
	    "Teal's reply");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, "Tip: d1d2 leaves nothing "
	    "exposed to Teal's reply");
	/* What Enter will do is said, on the key line: it plays the tip,
	 * not a stone of the person's choice.  The prompt's line is left
	 * to the tip's reason, which wraps into it when long. */
	assert_string_equal(view.panel.keys,
	    "The tip is set up: Enter plays it, Esc puts it away");
	assert_string_equal(view.panel.prompt, "");
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_MOVED);
	assert_int_equal(ui->game.moves[0], fixture_move("d1d2"));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "");
}

/* A game against the computer that the record leaves out (not the real
 * start or rules) says so at its end; a hot-seat game, never counted,
 * says nothing. */
static void
test_ui_game_left_out_of_the_record_says_so(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "7/7/7/3a3/7/2t4/a6 a N 1");
	assert_int_equal(ui_play(ui, fixture_move("a1a2")), UI_EVENT_MOVED);
	assert_int_equal(ui->game.opponent == UI_OPPONENT_PEOPLE ?
		ui_play(ui, fixture_move("c2b2")) :
		ui_game_computer_played(ui, fixture_move("c2b2"),
		    ui->generation),
	    UI_EVENT_MOVED);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.record, "");
	assert_int_equal(ui_play(ui, fixture_move("a2a1")), UI_EVENT_FINISHED);
	ui_view_build(ui, &view);
	assert_false(ui_tally_counts(ui));
	assert_string_equal(view.panel.record,
	    ui->game.opponent == UI_OPPONENT_PEOPLE ?
		"" :
		"Not in your record: not the game's start");
}

/* Once the cursor leaves the tip's cell, Enter no longer plays it, and
 * the prompt says nothing of it. */
static void
test_ui_tip_prompt_goes_with_the_cursor(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_key(ui, 'T');
	ui_tip_found(ui, fixture_move("d1d2"), ui->generation);
	assert_true(ui_tip_ready(ui));
	ui_key(ui, UI_KEY_RIGHT);
	assert_false(ui_tip_ready(ui));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.prompt, "");
	ui_key(ui, UI_KEY_LEFT);
	assert_true(ui_tip_ready(ui));
	ui_key(ui, UI_KEY_ESCAPE);
	assert_false(ui_tip_ready(ui));
}

/*
 * A tip whose move gives a stone up says so, and that it is still the
 * best there is (lesson 6's position: Teal can take c3 or d3 whatever
 * Amber does, and d3e4 gives up c3 alone).
 */
static void
test_ui_tip_that_gives_stone_up_says_it_is_best_there_is(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "1t5/2t4/7/7/2aat2/7/6a a NE 2");
	ui_key(ui, 'T');
	ui_tip_found(ui, fixture_move("d3e4"), ui->generation);
	assert_string_equal(ui->message,
	    "Tip: d3e4 lets Teal take c3 with e3d4: "
	    "the best there is, every other move costs as much or more");
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.detail, ui->message);
}

enum {
	TIP_GAMES = 12,		/* random games whose every move is a tip */
	TIP_DETAIL_ROWS = 2	/* the details line's rows under the board */
};

/* True when `shown` is `full`, or `full` with whole clauses dropped from
 * its end: what stops it is the end, ", " or " and ", never a word. */
static bool
tip_reason_whole(const char *shown, const char *full)
{
	size_t length = strlen(shown);

	if (strncmp(shown, full, length) != 0)
		return false;
	return full[length] == '\0' || strncmp(full + length, ", ", 2) == 0 ||
	    strncmp(full + length, " and ", 5) == 0;
}

/*
 * Every legal move of every position of random games, given as a tip:
 * the reason shortened only by whole clauses (a newcomer read "lets Teal
 * t"), and the tip within the details line's rows.
 */
static void
test_ui_tip_shortened_by_whole_clauses(void **state)
{
	struct ui *ui = *state;
	uint64_t seed = 12;
	int checked = 0, shortened = 0;

	for (int game = 0; game < TIP_GAMES; game++) {
		struct board board;
		struct rules rules;

		rules_default(&rules);
		board_start(&board, &rules);
		while (!board_is_over(&board)) {
			struct move_list list;
			struct undo undo;

			board_legal_moves(&board, &list);
			for (int i = 0; i < list.count; i++) {
				char full[UI_EXPLAIN_MAX],
				    reason[UI_EXPLAIN_MAX];
				char lead[NOTATION_MOVE_MAX + sizeof "Tip: "];
				const char *shown, *end;
				struct move_hint hint;
				uint16_t move = list.moves[i];

				if (move == MOVE_PASS)
					continue;
				ui_game_set_position(ui, &board);
				ui_key(ui, 'T');
				ui_tip_found(ui, move, ui->generation);
				hints_move(&board, move, &hint);
				ui_explain_hint(&board, &hint, full,
				    sizeof full);
				notation_move(move, lead + snprintf(lead,
				    sizeof lead, "Tip: "));
				assert_memory_equal(ui->message, lead,
				    strlen(lead));
				shown = ui->message + strlen(lead);
				shown += *shown == ' ';
				end = strstr(shown, ": the best there is");
				snprintf(reason, sizeof reason, "%.*s",
				    (int)(end != NULL ? end - shown :
				    (ptrdiff_t)strlen(shown)), shown);
				if (!tip_reason_whole(reason, full))
					fail_msg("\"%s\" for \"%s\"",
					    ui->message, full);
				if (ui_text_rows(ui->message,
				    UI_SCREEN_COLUMNS) > TIP_DETAIL_ROWS)
					fail_msg("too long: %s", ui->message);
				/* The words on every other move go before
				 * any of the reason does (a newcomer lost a
				 * stone to a reply dropped for them). */
				if (strcmp(reason, full) != 0 &&
				    strstr(ui->message, "every other move") !=
					NULL)
					fail_msg("shortened beside the long "
						 "words: %s",
					    ui->message);
				shortened += strcmp(reason, full) != 0;
				checked++;
			}
			board_make(&board,
			    list.moves[fixture_random_below(&seed,
				(unsigned)list.count)],
			    &undo);
		}
	}
	assert_true(checked > 0);
	print_message("%d tips, %d shortened\n", checked, shortened);
}

static void
test_ui_tip_for_a_position_gone_is_dropped(void **state)
{
	struct ui *ui = *state;
	unsigned asked;

	ui_key(ui, 'T');
	asked = ui->generation;
	assert_int_equal(ui_play(ui, fixture_move("b1b2")), UI_EVENT_MOVED);
	/* The computer is to move: no tip now, and the old one is dropped. */
	assert_false(ui_tip_wanted(ui));
	ui_tip_found(ui, fixture_move("d1d2"), asked);
	assert_int_equal(ui_tip_count(ui), 0);
	assert_int_equal(ui->game.plies, 1);
	ui_key(ui, 'T');
	assert_false(ui_tip_wanted(ui));
	assert_string_equal(ui->message,
	    "A tip on your turn: the computer is to move");
}

static void
test_ui_tips_are_counted_at_the_end_against_the_computer(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_key(ui, 'T');
	ui_tip_found(ui, fixture_move("c1c2"), ui->generation);
	ui_key(ui, 'T');
	ui_tip_found(ui, fixture_move("c1d2"),
	    ui->generation); /* a second, same turn */
	assert_int_equal(ui_tip_count(ui), 2);
	load(ui, "1t5/7/7/7/7/7/7 a N 8");
	ui_view_build(ui, &view);
	assert_true(view.over);
	assert_string_equal(view.panel.hints, "Tips asked: 2");
	ui_key(ui, 'T');
	assert_false(ui_tip_wanted(ui));
	assert_string_equal(ui->message, "The game is over: no tip to give");
	/* A new game counts afresh. */
	ui_menu_new_game(ui);
	assert_int_equal(ui_tip_count(ui), 0);
}

static void
test_ui_tips_are_kept_with_the_saved_game(void **state)
{
	static struct record record;
	struct ui *ui = *state;
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];

	ui_record_game(ui, &record);
	assert_null(
	    record_tag(&record, UI_TAG_TIPS)); /* none taken, none said */
	ui_key(ui, 'T');
	ui_tip_found(ui, fixture_move("d1d2"), ui->generation);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_MOVED);
	ui_record_game(ui, &record);
	assert_string_equal(record_tag(&record, UI_TAG_TIPS), "1");
	ui_menu_new_game(ui);
	assert_int_equal(ui_record_resume(ui, &record, tag, error), 0);
	assert_int_equal(ui_tip_count(ui), 1);
	record_set_tag(&record, UI_TAG_TIPS, "many");
	assert_int_equal(ui_record_resume(ui, &record, tag, error), -1);
	assert_string_equal(tag, UI_TAG_TIPS);
}

/* The game on the board reviewed, as the front end does, and the review
 * shown: its report is returned. */
static const char *
review_shown(struct ui *ui)
{
	static struct record record;
	static struct ui_review review;
	static char report[UI_REVIEW_TEXT_MAX];
	struct search *search = search_new(UI_REVIEW_TT_MB);

	assert_non_null(search);
	ui_record_game(ui, &record);
	assert_int_equal(ui_review_run(&review, &record, search, NULL), 0);
	search_free(search);
	ui_review_report(&review, true, report, sizeof report);
	ui_review_show(ui, &record, &review, report);
	return report;
}

/* Hot seat: a short game to its end, V, the review stepped through. */
static void
test_ui_review_at_the_end_steps_through_and_goes_back(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	struct board end;

	ui_key(ui, 'V');
	assert_false(ui_review_wanted(ui));
	assert_string_equal(ui->message, "V reviews the game once it is over");
	/* Teal's only stone walks to b2, where Amber's d4 shades once the
	 * sun is in the north-east: Amber's next move ends the game. */
	load(ui, "7/7/7/3a3/7/2t4/a6 a N 1");
	assert_int_equal(ui_play(ui, fixture_move("a1a2")), UI_EVENT_MOVED);
	assert_int_equal(ui_play(ui, fixture_move("c2b2")), UI_EVENT_MOVED);
	assert_int_equal(ui_play(ui, fixture_move("a2a1")), UI_EVENT_FINISHED);
	end = ui->game.board;
	/* The key line at the end: nothing to select, the review first. */
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.keys, "Game over: V review · R new · "
	    "U take back · arrows inspect · ? key · q quit");
	/* As if counted in the player's record (a person's game against the
	 * computer would be): the review must keep that. */
	ui->tally.counted = true;
	ui->tally.standing.known = true;
	ui->tally.standing.level = 2;
	ui->tally.standing.games[STATS_WON] = 3;
	ui_key(ui, 'V');
	assert_true(ui_review_wanted(ui));
	review_shown(ui);
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	assert_int_equal(ui->game.plies, 0);
	ui_key(ui, 'n');
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.detail, "Round 1, Amber a1a2: "));
	/* The score says what it is beside it (a game from another start:
	 * no measured share). */
	assert_non_null(strstr(view.panel.detail, " in 7 moves"));
	assert_null(strstr(view.panel.detail, "whole games"));
	assert_non_null(strstr(view.panel.opponent, "Review: move 1 of 3"));
	assert_string_not_equal(view.panel.prompt, "");
	/* Teal's c2b2 lost the game: a blunder, and the better move says
	 * why. */
	ui_key(ui, 'n');
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.detail,
	    "Round 1, Teal c2b2: Amber wins · a blunder, loses the game"));
	assert_non_null(strstr(view.panel.prompt, "Better "));
	/* V: the report on the page screen; V again: back. */
	ui_key(ui, 'V');
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_RULES);
	assert_string_equal(view.rules.title, "Gnomon: the review of the game");
	assert_non_null(strstr(view.rules.text,
	    "Review: Amber (person) against Teal (person)"));
	ui_key(ui, 'V');
	assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
	/* q: back at the game's end, as it was, and nothing to save. */
	assert_int_equal(ui_key(ui, 'q'), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_true(ui->game.opponent == UI_OPPONENT_PEOPLE);
	assert_false(ui_review_showing(ui));
	assert_int_equal(ui->game.plies, 3);
	assert_true(ui->game.board.hash == end.hash);
	assert_true(ui_game_is_over(ui));
	/* Still counted (an undo and a new end is not counted again), and
	 * the standing is still there to be shown. */
	assert_true(ui->tally.counted);
	assert_true(ui->tally.standing.known);
	assert_int_equal(ui->tally.standing.games[STATS_WON], 3);
}

/*
 * Against the computer: a change to the game forgets V; nobody plays the
 * review ("Amber wins", not "You win"), and leaving it gives the game back
 * to its players, its record's count as it was.
 */
static void
test_ui_review_gives_the_game_back_to_its_players(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	load(ui, "7/7/7/3a3/7/2t4/a6 a N 1");
	assert_int_equal(ui_play(ui, fixture_move("a1a2")), UI_EVENT_MOVED);
	assert_int_equal(ui_game_computer_played(ui, fixture_move("c2b2"),
	    ui->generation), UI_EVENT_MOVED);
	assert_int_equal(ui_play(ui, fixture_move("a2a1")), UI_EVENT_FINISHED);
	ui->tally.counted = true;
	ui->tally.standing.known = true;
	ui->tally.standing.games[STATS_WON] = 4;
	ui_key(ui, 'V');
	assert_true(ui_review_wanted(ui));
	/* Taken back and played again: the V before is forgotten. */
	assert_int_equal(ui_key(ui, 'U'), UI_EVENT_UNDONE);
	assert_false(ui_review_wanted(ui));
	assert_int_equal(ui_play(ui, fixture_move("a2a1")), UI_EVENT_FINISHED);
	assert_false(ui_review_wanted(ui));
	ui_key(ui, 'V');
	assert_true(ui_review_wanted(ui));
	review_shown(ui);
	assert_false(ui_review_wanted(ui));
	assert_true(ui_review_showing(ui));
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "Amber to move · result: Amber won");
	assert_false(view.thinking);
	ui_key(ui, UI_KEY_END);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "Amber wins: every Teal stone is gone");
	assert_string_equal(view.panel.record, "");
	/* The rules over the review, and back to it. */
	ui_key(ui, UI_KEY_F1);
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	assert_true(ui_review_showing(ui));
	ui_key(ui, 'q');
	ui_view_build(ui, &view);
	assert_non_null(strstr(view.panel.opponent, "Review: move 3 of 3"));
	assert_int_equal(ui_key(ui, UI_KEY_ESCAPE), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_false(ui_review_showing(ui));
	assert_true(ui->game.opponent == UI_OPPONENT_COMPUTER);
	ui_view_build(ui, &view);
	assert_string_equal(view.panel.turn,
	    "You win: every Teal stone is gone");
	assert_true(ui->tally.counted);
	assert_int_equal(ui->tally.standing.games[STATS_WON], 4);
}

/*
 * A newcomer's game: Teal's b6b5 is a mistake whose better move's reason
 * and engine's line ran past the screen's edge ("and leaves nothing
 * ex").  Under the board every step's lines fit: the engine's line gives
 * way where it would not.
 */
static void
test_ui_review_steps_fit_the_screen(void **state)
{
	static const char *const moves[] = {
		"c1d2", "e7d6", "b1c2", "f7g7", "d2c3", "d6d5", "c3d4", "c7d6",
		"d1e2", "b7b6", "d4e5", "b6b5"
	};
	enum { MOVES = sizeof moves / sizeof moves[0] };
	struct ui *ui = *state;
	struct ui_view view;
	const char *report;
	bool better = false;

	for (int i = 0; i < MOVES; i++)
		assert_int_equal(ui_play(ui, fixture_move(moves[i])),
		    UI_EVENT_MOVED);
	report = review_shown(ui);
	for (int i = 0; i < MOVES; i++) {
		ui_key(ui, 'n');
		ui_view_build(ui, &view);
		assert_true(
		    ui_text_rows(view.panel.detail, UI_SCREEN_COLUMNS) <= 1);
		assert_true(
		    ui_text_rows(view.panel.prompt, UI_SCREEN_COLUMNS) <= 1);
		if (strncmp(view.panel.prompt, "Better b6c5: ", 13) == 0) {
			/* Shortened, and it says so. */
			assert_string_equal(view.panel.prompt,
			    "Better b6c5: gets "
			    "c5 uphill of e5 before the sun reaches W…");
			better = true;
		}
	}
	assert_true(better);
	/* The report, with room for it, keeps the engine's line. */
	assert_non_null(strstr(report, "the engine's line b6c5 "));
}

/*
 * A take the score went against says why under the board too, in the room
 * the row leaves (a game of depth 3 against depth 1): Amber's e3e4 takes
 * c6, which the score before had counted (+1.54, then +0.64), and e4d5's
 * take is followed in the engine's line by the loss of d5.  A newcomer saw
 * a take lower their score with no word why.
 */
static void
test_ui_review_step_says_why_a_take_lowered_the_score(void **state)
{
	static const char *const moves[] = {
		"d1d2", "e7d6", "b1b2", "c7c6", "d2e3", "b7a6", "e3e4", "a6a5",
		"e4d5"
	};
	enum { MOVES = sizeof moves / sizeof moves[0] };
	struct ui *ui = *state;
	struct ui_view view;
	int said = 0;

	for (int i = 0; i < MOVES; i++)
		assert_int_equal(ui_play(ui, fixture_move(moves[i])),
		    UI_EVENT_MOVED);
	review_shown(ui);
	for (int i = 0; i < MOVES; i++) {
		ui_key(ui, 'n');
		ui_view_build(ui, &view);
		assert_true(
		    ui_text_rows(view.panel.detail, UI_SCREEN_COLUMNS) <= 1);
		if (strstr(view.panel.detail, "Amber e3e4: ") != NULL) {
			assert_non_null(strstr(view.panel.detail,
			    " · took c6; "
			    "already counted"));
			said++;
		}
		if (strstr(view.panel.detail, "Amber e4d5: ") != NULL) {
			/* The engine's move, said so where the longer words do
			 * not fit: a newcomer read b5c4 as one of the game. */
			assert_non_null(strstr(view.panel.detail,
			    " · took d6 and "
			    "d7; d5 lost after the engine's b5c4"));
			said++;
		}
	}
	assert_int_equal(said, 2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_tip_shortened_by_whole_clauses, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tip_found_is_shown_and_played_with_enter,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tip_prompt_goes_with_the_cursor, setup_computer,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_game_left_out_of_the_record_says_so, setup_computer,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_game_left_out_of_the_record_says_so, setup_hotseat,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tip_that_gives_stone_up_says_it_is_best_there_is,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tip_for_a_position_gone_is_dropped, setup_computer,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tips_are_counted_at_the_end_against_the_computer,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_tips_are_kept_with_the_saved_game, setup_computer,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_at_the_end_steps_through_and_goes_back,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_gives_the_game_back_to_its_players,
		    setup_computer, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_step_says_why_a_take_lowered_the_score,
		    setup_hotseat, teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_review_steps_fit_the_screen, setup_hotseat,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
