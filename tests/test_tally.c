/*
 * Which game counts in the player's record (ui_tally.h), without a
 * terminal: the interface and the save policy driven as the tui's main loop
 * drives them, in a fresh state directory ($XDG_STATE_HOME pointed at a
 * scratch directory).  A game against the computer counts once at its end,
 * with its outcome; taken back after its end and ended again, kept for
 * later and resumed, it does not count again; a game under other rules
 * (the menu's fair sun, a variant) counts apart from the designer's rules,
 * and its end says so; hot-seat, watched, study and replayed games never
 * count; a bad record is kept aside and the game still counted; a second
 * game that cannot save still counts.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store/stats.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_save.h"
#include "ui/ui_tally.h"
#include "ui/ui_text.h"
#include "ui/ui_view.h"

enum {
	SCRATCH_DEPTH = 3,	/* root/gnomon/games/FILE */
	LEVEL = 3,
	SHORT_DAY = 2,		/* a variant's day */
	SEEDS = 6		/* games tried for each rule */
};

struct tally {
	char		root[SAVE_PATH_MAX / 2];	/* $XDG_STATE_HOME */
	char		*saved_xdg;
	struct ui	ui;
	struct ui_save	save;
	struct stats	stats;
	char		message[SAVE_MESSAGE_MAX];
};

static int
setup(void **state)
{
	struct tally *tally = calloc(1, sizeof *tally);
	const char *xdg = getenv("XDG_STATE_HOME");

	if (tally == NULL)
		return -1;
	if (scratch_make(tally->root, sizeof tally->root, "tally") < 0) {
		free(tally);
		return -1;
	}
	tally->saved_xdg = xdg != NULL ? strdup(xdg) : NULL;
	setenv("XDG_STATE_HOME", tally->root, 1);
	tally->save.lock = tally->save.place.fd = tally->save.games_place.fd =
	    -1;
	*state = tally;
	return 0;
}

static int
teardown(void **state)
{
	struct tally *tally = *state;

	ui_save_close(&tally->save);
	scratch_remove(tally->root, SCRATCH_DEPTH);
	if (tally->saved_xdg != NULL)
		setenv("XDG_STATE_HOME", tally->saved_xdg, 1);
	else
		unsetenv("XDG_STATE_HOME");
	free(tally->saved_xdg);
	free(tally);
	return 0;
}

/* How a game is set up on the command line. */
enum who { AGAINST_COMPUTER, HOTSEAT, WATCH, VARIANT, FEWER_STONES,
	MOON, TALL, STUDY, SUN_SE };

/* The interface for the game `who` chose, with the save policy opened on
 * the state directory (`resume` as --resume). */
static int
start(struct tally *tally, enum who who, int colour, bool resume)
{
	struct play_options options;

	play_options_default(&options);
	options.chose = true;
	/* The designer's sun, as if --sun said it: a game the command line
	 * chose otherwise starts on the menu's, the fair one. */
	options.chose_sun = true;
	options.resume = resume;
	options.level = LEVEL;
	options.side = colour == COLOUR_TEAL ? PLAY_SIDE_TEAL : PLAY_SIDE_AMBER;
	options.hotseat = who == HOTSEAT;
	options.autoplay = who == WATCH;
	if (who == VARIANT)
		options.rules.day_length = SHORT_DAY;
	if (who == FEWER_STONES)
		options.rules.stones = STONES_MIN;
	if (who == SUN_SE)
		options.rules.start_sun = COMPASS_SE; /* the menu's fair one */
	options.rules.moon = who == MOON;
	options.rules.mixed = who == TALL;
	ui_init(&tally->ui, &options);
	if (who == STUDY) {
		/* A position to study: the real rules, not the real start. */
		struct board board =
		    fixture_position("1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1");

		ui_game_set_position(&tally->ui, &board);
	}
	return ui_save_open(&tally->save, &tally->ui, resume);
}

static enum ui_event
happen(struct tally *tally, enum ui_event event)
{
	ui_save_event(&tally->save, &tally->ui, event);
	return event;
}

/* One random legal move, by whoever is to move (the computer's through
 * ui_game_computer_played, as the tui hands its answer back). */
static enum ui_event
step(struct tally *tally, uint64_t *seed)
{
	struct ui *ui = &tally->ui;
	struct move_list list;
	uint16_t move;

	assert_true(board_legal_moves(&ui->game.board, &list) > 0);
	move = list.moves[fixture_random_below(seed, (unsigned)list.count)];
	if (ui_game_is_computer(ui, ui->game.board.side))
		return happen(tally, ui_game_computer_played(ui, move,
		    ui->generation));
	return happen(tally, ui_play(ui, move));
}

/* Plays to the end; FINISHED comes last. */
static void
play_to_the_end(struct tally *tally, uint64_t seed)
{
	enum ui_event event;

	do
		event = step(tally, &seed);
	while (event == UI_EVENT_MOVED);
	assert_int_equal(event, UI_EVENT_FINISHED);
}

/* The games in the record under `rules` at `level`, all outcomes and
 * colours. */
static long
recorded_under(struct tally *tally, enum stats_rules rules, int level)
{
	long games = 0;

	if (stats_read_at(&tally->save.place, &tally->stats, tally->message) <=
	    0)
		return 0;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		games += stats_games(&tally->stats, rules, level, colour,
		    STATS_OUTCOMES);
	return games;
}

/* The same under the designer's rules. */
static long
recorded(struct tally *tally, int level)
{
	return recorded_under(tally, STATS_DESIGNER, level);
}

/* The outcome of the game on the board for the person, worked out from
 * the winner's colour. */
static enum stats_outcome
outcome(const struct ui *ui)
{
	switch (board_result(&ui->game.board)) {
	case RESULT_AMBER:
		return ui->game.human == COLOUR_AMBER ? STATS_WON : STATS_LOST;
	case RESULT_TEAL:
		return ui->game.human == COLOUR_TEAL ? STATS_WON : STATS_LOST;
	default:
		return STATS_DRAWN;
	}
}

/* The game-over screen's line, from the counts expected at LEVEL, in
 * UTF-8 and in ASCII. */
static void
assert_game_over_says(struct tally *tally,
    long expected[COLOUR_COUNT][STATS_OUTCOMES])
{
	char line[UI_LINE_MAX], ascii[UI_LINE_MAX];
	struct ui_view view;
	long games[STATS_OUTCOMES];

	for (int i = 0; i < STATS_OUTCOMES; i++)
		games[i] = expected[COLOUR_AMBER][i] + expected[COLOUR_TEAL][i];
	if (games[STATS_DRAWN] > 0)
		snprintf(line, sizeof line, "You are %ld–%ld, %ld drawn, "
		    "against level %d (designer's rules)", games[STATS_WON],
		    games[STATS_LOST], games[STATS_DRAWN], LEVEL);
	else
		snprintf(line, sizeof line, "You are %ld–%ld against "
		    "level %d (designer's rules)", games[STATS_WON],
		    games[STATS_LOST], LEVEL);
	ui_view_build(&tally->ui, &view);
	assert_string_equal(view.panel.record, line);
	ui_text_ascii(view.panel.record, ascii, sizeof ascii);
	assert_null(strstr(ascii, "–"));
	assert_non_null(strstr(ascii, " against level"));
	/* Within the rows the panel gives it. */
	assert_true(ui_text_rows(view.panel.record, UI_PANEL_COLUMNS) <=
	    UI_VARIANT_ROWS);
}

static void
test_tally_game_against_computer_counts_once_with_outcome(
    void **state)
{
	struct tally *tally = *state;
	long expected[COLOUR_COUNT][STATS_OUTCOMES] = { { 0 } };

	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		int colour = (int)(seed % COLOUR_COUNT);
		struct record filed;
		char path[SAVE_PATH_MAX + UI_FILED_MAX + sizeof SAVE_SUFFIX];

		assert_int_equal(start(tally, AGAINST_COMPUTER, colour, false),
		    0);
		play_to_the_end(tally, seed);
		expected[colour][outcome(&tally->ui)]++;
		assert_int_equal(recorded(tally, LEVEL), (long)seed);
		for (int side = 0; side < COLOUR_COUNT; side++)
			for (int i = 0; i < STATS_OUTCOMES; i++)
				assert_int_equal(stats_games(&tally->stats,
				    STATS_DESIGNER, LEVEL, side,
				    (enum stats_outcome)i),
				    expected[side][i]);
		/* Where the player stands at the level, for the game-over
		 * screen: both colours together. */
		assert_true(tally->ui.tally.counted);
		assert_true(tally->ui.tally.standing.known);
		assert_int_equal(tally->ui.tally.standing.level, LEVEL);
		for (int i = 0; i < STATS_OUTCOMES; i++)
			assert_int_equal(tally->ui.tally.standing.games[i],
			    expected[COLOUR_AMBER][i] +
				expected[COLOUR_TEAL][i]);
		assert_game_over_says(tally, expected);
		/* The game filed carries its mark. */
		snprintf(path, sizeof path, "%s/%s%s", tally->save.games,
		    tally->ui.game.filed_as, SAVE_SUFFIX);
		assert_int_equal(save_load(path, &filed, tally->message), 1);
		assert_non_null(record_tag(&filed, UI_TAG_COUNTED));
		ui_save_close(&tally->save);
	}
}

static void
test_tally_the_outcome_is_the_persons(void **state)
{
	struct tally *tally = *state;
	enum stats_outcome expected;

	/* Teal: a win of Amber's is the person's loss. */
	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_TEAL, false), 0);
	play_to_the_end(tally, 11);
	expected = outcome(&tally->ui);
	assert_int_equal(expected, board_result(&tally->ui.game.board) ==
	    RESULT_TEAL ? STATS_WON : board_result(&tally->ui.game.board) ==
	    RESULT_DRAW ? STATS_DRAWN : STATS_LOST);
	recorded(tally, LEVEL);
	for (int i = 0; i < STATS_OUTCOMES; i++)
		assert_int_equal(stats_games(&tally->stats, STATS_DESIGNER,
		    LEVEL, COLOUR_TEAL, (enum stats_outcome)i),
		    i == (int)expected);
	assert_int_equal(stats_games(&tally->stats, STATS_DESIGNER, LEVEL,
	    COLOUR_AMBER, STATS_OUTCOMES), 0);
}

static void
test_tally_taken_back_after_end_ended_again_counts_once(void **state)
{
	struct tally *tally = *state;
	struct ui_view view;
	uint64_t seed = 5;

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, false),
	    0);
	play_to_the_end(tally, 3);
	assert_int_equal(recorded(tally, LEVEL), 1);
	/* U at game over: back to the person's turn, and on to an end. */
	assert_int_equal(happen(tally, ui_key(&tally->ui, 'U')),
	    UI_EVENT_UNDONE);
	assert_false(ui_game_is_over(&tally->ui));
	assert_true(tally->ui.tally.counted);
	ui_view_build(&tally->ui, &view);
	assert_string_equal(view.panel.record, "");
	play_to_the_end(tally, seed);
	assert_int_equal(recorded(tally, LEVEL), 1);
	/* And again, further back. */
	happen(tally, ui_key(&tally->ui, 'U'));
	happen(tally, ui_key(&tally->ui, 'U'));
	play_to_the_end(tally, seed + 1);
	assert_int_equal(recorded(tally, LEVEL), 1);
	/* A new game is counted afresh. */
	assert_int_equal(happen(tally, ui_menu_new_game(&tally->ui)),
	    UI_EVENT_NEW_GAME);
	assert_false(tally->ui.tally.counted);
	play_to_the_end(tally, seed + 2);
	assert_int_equal(recorded(tally, LEVEL), 2);
}

static void
test_tally_taken_back_kept_for_later_resumed_counts_once(void **state)
{
	struct tally *tally = *state;
	struct record saved;

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, false),
	    0);
	play_to_the_end(tally, 7);
	assert_int_equal(happen(tally, ui_key(&tally->ui, 'U')),
	    UI_EVENT_UNDONE);
	/* Kept for later: the save carries the mark. */
	assert_int_equal(happen(tally, ui_play_quit(&tally->ui)),
	    UI_EVENT_NONE);
	assert_int_equal(happen(tally, ui_key(&tally->ui, 'y')), UI_EVENT_QUIT);
	assert_int_equal(save_load(tally->save.current, &saved, tally->message),
	    1);
	assert_string_equal(record_tag(&saved, UI_TAG_COUNTED),
	    UI_TALLY_COUNTED);
	ui_save_close(&tally->save);

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, true), 0);
	assert_true(tally->ui.tally.counted);
	assert_false(tally->ui.tally.standing.known);
	play_to_the_end(tally, 8);
	assert_int_equal(recorded(tally, LEVEL), 1);
	/* Not counted again, but where the player stands is said. */
	assert_true(tally->ui.tally.standing.known);
	assert_int_equal(tally->ui.tally.standing.games[STATS_WON] +
	    tally->ui.tally.standing.games[STATS_LOST] +
	    tally->ui.tally.standing.games[STATS_DRAWN], 1);
}

static void
test_tally_a_resumed_game_counts_at_its_end(void **state)
{
	struct tally *tally = *state;
	uint64_t seed = 9;

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_TEAL, false), 0);
	for (int i = 0; i < 6; i++)
		assert_int_equal(step(tally, &seed), UI_EVENT_MOVED);
	assert_int_equal(happen(tally, ui_play_quit(&tally->ui)),
	    UI_EVENT_NONE);
	assert_int_equal(happen(tally, ui_key(&tally->ui, 'y')), UI_EVENT_QUIT);
	ui_save_close(&tally->save);
	assert_int_equal(recorded(tally, LEVEL), 0);

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_TEAL, true), 0);
	assert_false(tally->ui.tally.counted);
	play_to_the_end(tally, seed);
	assert_int_equal(recorded(tally, LEVEL), 1);
	assert_int_equal(stats_games(&tally->stats, STATS_DESIGNER, LEVEL,
	    COLOUR_TEAL, STATS_OUTCOMES), 1);
}

static void
test_tally_hotseat_watched_study_never_count(void **state)
{
	struct tally *tally = *state;
	static const enum who others[] = { HOTSEAT, WATCH, STUDY };
	struct ui_view view;

	for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
		assert_int_equal(start(tally, others[i], COLOUR_AMBER, false),
		    0);
		play_to_the_end(tally, 20 + i);
		assert_false(tally->ui.tally.counted);
		assert_false(tally->ui.tally.standing.known);
		ui_view_build(&tally->ui, &view);
		/* Against the computer, the end says the game is left out. */
		if (others[i] == STUDY)
			assert_string_equal(view.panel.record,
			    "Not in your record: not the game's start");
		else
			assert_string_equal(view.panel.record, "");
		ui_save_close(&tally->save);
	}
	/* No record was even made. */
	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, false),
	    0);
	assert_int_equal(stats_read_at(&tally->save.place, &tally->stats,
	    tally->message), 0);
}

/*
 * A win at sun SE, the menu's own fair suggestion, was dropped ("Not in
 * your record: not the designer's rules").  Every game under other rules
 * now counts, apart from the designer's, and its end says where.
 */
static void
test_tally_other_rules_count_apart_and_say_so(void **state)
{
	struct tally *tally = *state;
	static const enum who others[] = { SUN_SE, VARIANT, FEWER_STONES,
	    MOON, TALL };
	struct ui_view view;
	char line[UI_LINE_MAX];
	long won = 0, lost = 0, drawn = 0;

	for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
		assert_int_equal(start(tally, others[i], COLOUR_AMBER, false),
		    0);
		play_to_the_end(tally, 20 + i);
		assert_true(tally->ui.tally.counted);
		assert_int_equal(ui_tally_rules(&tally->ui),
		    STATS_OTHER_RULES);
		assert_int_equal(recorded_under(tally, STATS_OTHER_RULES,
		    LEVEL), (long)i + 1);
		assert_int_equal(recorded(tally, LEVEL), 0);
		switch (outcome(&tally->ui)) {
		case STATS_WON: won++; break;
		case STATS_LOST: lost++; break;
		default: drawn++; break;
		}
		if (drawn > 0)
			snprintf(line, sizeof line, "You are %ld–%ld, %ld "
			    "drawn, against level %d (other rules)", won, lost,
			    drawn, LEVEL);
		else
			snprintf(line, sizeof line, "You are %ld–%ld against "
			    "level %d (other rules)", won, lost, LEVEL);
		ui_view_build(&tally->ui, &view);
		assert_string_equal(view.panel.record, line);
		assert_true(ui_text_rows(view.panel.record, UI_PANEL_COLUMNS) <=
		    UI_VARIANT_ROWS);
		ui_save_close(&tally->save);
	}
}

static void
test_tally_a_replay_never_counts(void **state)
{
	struct tally *tally = *state;
	struct record record;

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, false),
	    0);
	play_to_the_end(tally, 4);
	assert_int_equal(recorded(tally, LEVEL), 1);
	ui_record_game(&tally->ui, &record);
	ui_replay(&tally->ui, &record);
	assert_false(tally->ui.tally.counted);
	assert_false(ui_tally_counts(&tally->ui));
	/* Stepped through to its end: still the one game. */
	for (int i = 0; i < record.move_count; i++)
		happen(tally, ui_key(&tally->ui, UI_KEY_RIGHT));
	ui_replay_to(&tally->ui, record.move_count);
	assert_true(ui_game_is_over(&tally->ui));
	assert_false(ui_tally_counts(&tally->ui));
	assert_int_equal(recorded(tally, LEVEL), 1);
}

static void
test_tally_a_bad_record_is_kept_aside_and_the_game_counted(void **state)
{
	struct tally *tally = *state;
	char path[SAVE_PATH_MAX];
	FILE *file;

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, false),
	    0);
	snprintf(path, sizeof path, "%s/%s", tally->save.directory, STATS_FILE);
	file = fopen(path, "w");
	assert_non_null(file);
	fputs("gnomon-stats 1\n3 amber lots\n", file);
	fclose(file);
	play_to_the_end(tally, 2);
	/* Counted in a new record; the bad one kept and said so, on the
	 * screen and for stderr. */
	assert_int_equal(recorded(tally, LEVEL), 1);
	assert_int_equal(scratch_count(tally->save.directory,
			     STATS_FILE ".bad-"),
	    1);
	assert_non_null(strstr(tally->ui.message, "kept as stats.bad-"));
	assert_non_null(strstr(tally->save.notice, "line 2"));
	assert_non_null(strstr(tally->save.notice, "kept as"));
	/* The game itself was filed as ever. */
	assert_int_equal(scratch_count(tally->save.games, ""), 1);
}

static void
test_tally_a_second_game_that_cannot_save_still_counts(void **state)
{
	struct tally *tally = *state;
	struct ui_save first;
	struct ui first_ui;
	struct play_options options;

	/* The first game holds the state directory's lock. */
	play_options_default(&options);
	options.chose = true;
	ui_init(&first_ui, &options);
	assert_int_equal(ui_save_open(&first, &first_ui, false), 0);
	assert_true(first.enabled);

	assert_int_equal(start(tally, AGAINST_COMPUTER, COLOUR_AMBER, false),
	    0);
	assert_false(tally->save.enabled);
	play_to_the_end(tally, 6);
	assert_true(tally->ui.tally.standing.known);
	ui_save_close(&first);
	assert_int_equal(recorded(tally, LEVEL), 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_tally_game_against_computer_counts_once_with_outcome,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_the_outcome_is_the_persons, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_taken_back_after_end_ended_again_counts_once,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_taken_back_kept_for_later_resumed_counts_once,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_a_resumed_game_counts_at_its_end, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_hotseat_watched_study_never_count,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_other_rules_count_apart_and_say_so, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_a_replay_never_counts, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_a_bad_record_is_kept_aside_and_the_game_counted,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_tally_a_second_game_that_cannot_save_still_counts,
		    setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
