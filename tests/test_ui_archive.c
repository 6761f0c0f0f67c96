/*
 * The shared server's pages (ui_archive.h), headless, over a fresh database
 * filled through server_game_file: a game's row, word for word (its number,
 * day, each side's rating before and its change, or "guest", the result
 * and how it ended, its moves), within 80 columns; an empty archive said;
 * a page at a time, stepped and turned past either end; Tab from list to
 * list, a player's name asked, one with no games refused with the list
 * left as it was; Enter replaying a game over the list and q coming back
 * to it, V reviewing it, a game gone since said; and the leaderboard best
 * first, "?" on a provisional rating, the player's own row marked, Enter
 * on a row that player's games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/record.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"
#include "support/server_scratch.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_archive.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_page.h"
#include "ui/ui_review.h"
#include "ui/ui_text.h"

enum {
	NOW = 1765000000,	/* 2025-12-06 05:46:40 UTC */
	PAGE_ROWS = 21,		/* an 80x24 terminal's */
	DAY = 24 * 60 * 60
};

struct archive {
	char	directory[SAVE_PATH_MAX - 64];
	char	path[SAVE_PATH_MAX];
	struct server_db *db;
	char	message[SERVER_DB_MESSAGE_MAX];
	char	record[RECORD_TEXT_MAX + 1];	/* three moves, to file */
	size_t	length;
	struct ui ui;
	struct ui_view view;
};

static int
setup(void **state)
{
	struct archive *archive = calloc(1, sizeof *archive);
	struct play_options options;
	static struct record record;
	int length;

	if (archive == NULL || server_scratch_open("ui-archive",
	    archive->directory, sizeof archive->directory, archive->path,
	    &archive->db) != 0) {
		free(archive);
		return -1;
	}
	fixture_ui_three_moves(&record);
	length = record_write(&record, archive->record,
	    sizeof archive->record);
	if (length <= 0)
		return -1;
	archive->length = (size_t)length;
	play_options_default(&options);
	options.hotseat = options.lobby = true;
	ui_init(&archive->ui, &options);
	ui_page_set_rows(&archive->ui, PAGE_ROWS);
	*state = archive;
	return 0;
}

static int
teardown(void **state)
{
	struct archive *archive = *state;

	ui_mode_free_all(&archive->ui);
	server_scratch_close(archive->db, archive->directory);
	free(archive);
	return 0;
}

static void
add(struct archive *archive, const char *name)
{
	assert_int_equal(server_player_add_key(archive->db, name, NOW,
	    archive->message), 1);
}

/* Files a game of the record's three moves between `amber` and `teal`,
 * ended `days` days after NOW; its id. */
static int64_t
file(struct archive *archive, const char *amber, const char *teal,
    bool rated, enum result result, enum server_ending ending, int days)
{
	struct server_game game;

	memset(&game, 0, sizeof game);
	snprintf(game.side[COLOUR_AMBER].name, SERVER_NAME_SIZE, "%s", amber);
	snprintf(game.side[COLOUR_TEAL].name, SERVER_NAME_SIZE, "%s", teal);
	game.side[COLOUR_TEAL].guest = strcmp(teal, "gus") == 0;
	game.rated = rated;
	snprintf(game.rules, sizeof game.rules, "len=2 day=8");
	snprintf(game.clock, sizeof game.clock, "none");
	game.result = result;
	game.ending = ending;
	game.plies = 3;
	game.started = NOW + (int64_t)days * DAY - 600;
	game.ended = NOW + (int64_t)days * DAY;
	if (server_game_file(archive->db, &game, archive->record,
	    archive->length, archive->message) != 0)
		fail_msg("%s", archive->message);
	return game.id;
}

static const struct ui_list_view *
view(struct archive *archive)
{
	ui_view_build(&archive->ui, &archive->view);
	assert_int_equal(archive->view.screen, UI_SCREEN_LIST);
	return &archive->view.list;
}

static void
key(struct archive *archive, int key)
{
	(void)ui_key(&archive->ui, key);
}

static void
type(struct archive *archive, const char *typed)
{
	for (; *typed != '\0'; typed++)
		key(archive, *typed == '\n' ? UI_KEY_ENTER :
		    (unsigned char)*typed);
}

/* Every row, and the keys, within the screen's columns, in ASCII too. */
static void
assert_fits(const struct ui_list_view *list)
{
	char ascii[UI_LINE_MAX * 2];

	for (int i = 0; i < list->count; i++)
		if (ui_name_columns(list->rows[i]) > UI_SCREEN_COLUMNS)
			fail_msg("wider than 80: \"%s\"", list->rows[i]);
	ui_text_ascii(list->footer, ascii, sizeof ascii);
	if ((int)strlen(ascii) > UI_SCREEN_COLUMNS)
		fail_msg("keys wider than 80 in ASCII: \"%s\"", ascii);
}

static void
test_archive_rows_say_each_game_exactly(void **state)
{
	struct archive *archive = *state;
	const struct ui_list_view *list;

	add(archive, "ann");
	add(archive, "tom");
	assert_int_equal(file(archive, "ann", "tom", true, RESULT_TEAL,
	    SERVER_ENDING_RESIGN, 0), 1);
	assert_int_equal(file(archive, "ann", "gus", true, RESULT_AMBER,
	    SERVER_ENDING_ECLIPSE, 1), 2);
	assert_int_equal(file(archive, "tom", "ann", false, RESULT_DRAW,
	    SERVER_ENDING_DUSK, 2), 3);
	ui_archive_open_only(&archive->ui, archive->db, "ann",
	    UI_ARCHIVE_MINE);
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, your games");
	assert_non_null(strstr(list->intro, "Your games, newest first: 1-3."));
	assert_int_equal(list->count, 3);
	assert_int_equal(list->current, 0);
	/* Newest first; a rated game's change, an unrated one's rating
	 * alone, a guest marked, each how it ended. */
	assert_string_equal(list->rows[0], "     3 2025-12-08 tom 1662?"
	    "           ann 1338?           drawn, dusk          3");
	assert_string_equal(list->rows[1], "     2 2025-12-07 ann 1338?"
	    "           gus guest           Amber won, eclipse   3");
	assert_string_equal(list->rows[2], "     1 2025-12-06 ann 1500? -162"
	    "      tom 1500? +162      Teal won, resign     3");
	assert_int_equal(strlen(list->rows[2]), UI_SCREEN_COLUMNS);
	assert_fits(list);
	assert_non_null(strstr(list->footer, "Tab next list"));
}

static void
test_archive_empty_is_said_and_enter_does_nothing(void **state)
{
	struct archive *archive = *state;
	const struct ui_list_view *list;

	ui_archive_open_only(&archive->ui, archive->db, "ann",
	    UI_ARCHIVE_MINE);
	list = view(archive);
	assert_int_equal(list->count, 0);
	assert_non_null(strstr(list->intro, "No games of yours in the"
	    " archive yet"));
	key(archive, UI_KEY_ENTER);
	key(archive, 'V');
	key(archive, UI_KEY_PAGE_DOWN);
	key(archive, UI_KEY_DOWN);
	assert_int_equal(ui_mode(&archive->ui), UI_MODE_OTHER);
	assert_false(ui_done(&archive->ui));
	key(archive, '\t');
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, the latest"
	    " games");
	assert_non_null(strstr(list->intro, "No games in the archive yet"));
	key(archive, '\t');
	list = view(archive);
	assert_non_null(strstr(list->intro, "No rated games in the archive"
	    " yet"));
	key(archive, 'q');
	assert_true(ui_done(&archive->ui));
}

/* The id of the list's row `row`, read back from its text. */
static long
row_id(const struct ui_list_view *list, int row)
{
	assert_true(row < list->count);
	return strtol(list->rows[row], NULL, 10);
}

static void
test_archive_pages_step_and_turn_past_either_end(void **state)
{
	struct archive *archive = *state;
	const struct ui_list_view *list;

	add(archive, "ann");
	add(archive, "tom");
	for (int i = 0; i < UI_ARCHIVE_PAGE + 4; i++)
		file(archive, "ann", "tom", true, RESULT_AMBER,
		    SERVER_ENDING_ECLIPSE, 0);
	ui_archive_open_only(&archive->ui, archive->db, "tom",
	    UI_ARCHIVE_LATEST);
	list = view(archive);
	assert_non_null(strstr(list->intro, "Every game here, newest first:"
	    " 1-16, more after (PgDn)."));
	assert_int_equal(list->count, UI_ARCHIVE_PAGE);
	assert_int_equal(row_id(list, 0), 20);
	assert_int_equal(row_id(list, 15), 5);
	/* Past the page's last row onto the next page's first. */
	for (int i = 0; i < UI_ARCHIVE_PAGE; i++)
		key(archive, UI_KEY_DOWN);
	list = view(archive);
	assert_non_null(strstr(list->intro, ": 17-20."));
	assert_int_equal(list->count, 4);
	assert_int_equal(list->current, 0);
	assert_int_equal(row_id(list, 0), 4);
	/* Nothing after the last: the page stays. */
	key(archive, UI_KEY_PAGE_DOWN);
	for (int i = 0; i < 5; i++)
		key(archive, UI_KEY_DOWN);
	list = view(archive);
	assert_int_equal(list->current, 3);
	assert_int_equal(row_id(list, 3), 1);
	/* Before the first row: the page before, at its last row. */
	for (int i = 0; i < 4; i++)
		key(archive, UI_KEY_UP);
	list = view(archive);
	assert_non_null(strstr(list->intro, ": 1-16, more"));
	assert_int_equal(list->current, UI_ARCHIVE_PAGE - 1);
	key(archive, UI_KEY_PAGE_DOWN);
	key(archive, UI_KEY_PAGE_UP);
	list = view(archive);
	assert_int_equal(list->current, 0);
	assert_int_equal(row_id(list, 0), 20);
	key(archive, UI_KEY_PAGE_UP);	/* nothing before the first */
	key(archive, UI_KEY_PAGE_DOWN);
	key(archive, UI_KEY_HOME);
	list = view(archive);
	assert_int_equal(row_id(list, 0), 20);
	/* A short terminal shows the rows around the one chosen. */
	ui_page_set_rows(&archive->ui, 8);
	for (int i = 0; i < 10; i++)
		key(archive, UI_KEY_DOWN);
	list = view(archive);
	assert_int_equal(list->count, 5);
	assert_int_equal(list->current, 4);
	assert_int_equal(row_id(list, list->current), 10);
}

static void
test_archive_tab_cycles_the_lists_and_asks_a_name(void **state)
{
	struct archive *archive = *state;
	const struct ui_list_view *list;

	add(archive, "ann");
	add(archive, "tom");
	add(archive, "amy");
	file(archive, "ann", "tom", true, RESULT_AMBER, SERVER_ENDING_DUSK,
	    0);
	file(archive, "amy", "tom", false, RESULT_TEAL, SERVER_ENDING_TIME,
	    1);
	ui_archive_open_only(&archive->ui, archive->db, "ann",
	    UI_ARCHIVE_MINE);
	assert_int_equal(view(archive)->count, 1);
	key(archive, '\t');
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, the latest"
	    " games");
	assert_int_equal(list->count, 2);
	key(archive, '\t');
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, the best rated"
	    " games");
	assert_int_equal(list->count, 1);	/* rated games only */
	/* Onto a player's list: the name asked first. */
	key(archive, '\t');
	list = view(archive);
	assert_non_null(strstr(list->intro, "Whose games?"));
	type(archive, "nobody\n");
	list = view(archive);
	assert_string_equal(list->intro, "No games of nobody in the archive:"
	    " the list is as it was.");
	assert_string_equal(list->title, "Gnomon: the archive, the best rated"
	    " games");
	assert_int_equal(list->count, 1);
	key(archive, '/');
	type(archive, "amx");
	key(archive, UI_KEY_BACKSPACE);
	type(archive, "y\n");
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, amy's games");
	assert_int_equal(list->count, 1);
	assert_non_null(strstr(list->rows[0], "amy 1500?"));
	/* Esc while a name is typed: the list as it was. */
	key(archive, '/');
	type(archive, "t");
	key(archive, UI_KEY_ESCAPE);
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, amy's games");
	assert_false(ui_done(&archive->ui));
	key(archive, '\t');
	assert_string_equal(view(archive)->title, "Gnomon: the archive, your"
	    " games");
	key(archive, UI_KEY_ESCAPE);
	assert_true(ui_done(&archive->ui));
}

static void
test_archive_enter_replays_and_q_comes_back(void **state)
{
	struct archive *archive = *state;

	add(archive, "ann");
	add(archive, "tom");
	file(archive, "ann", "tom", true, RESULT_AMBER, SERVER_ENDING_DUSK,
	    0);
	ui_archive_open_only(&archive->ui, archive->db, "ann",
	    UI_ARCHIVE_MINE);
	key(archive, UI_KEY_ENTER);
	assert_int_equal(ui_mode(&archive->ui), UI_MODE_REPLAY);
	assert_int_equal(archive->ui.game.plies, 0);
	key(archive, 'n');
	key(archive, 'n');
	assert_int_equal(archive->ui.game.plies, 2);
	ui_view_build(&archive->ui, &archive->view);
	assert_int_equal(archive->view.screen, UI_SCREEN_BOARD);
	assert_non_null(strstr(archive->view.panel.opponent,
	    "Replay: move 2 of 3"));
	key(archive, 'q');
	assert_false(ui_done(&archive->ui));
	assert_string_equal(view(archive)->title, "Gnomon: the archive, your"
	    " games");
	/* V: the review asked, over the list it comes back to. */
	key(archive, 'V');
	assert_true(ui_review_wanted(&archive->ui));
	key(archive, 'q');
	key(archive, 'q');
	assert_true(ui_done(&archive->ui));
}

/* A game gone from the archive since the page was read (an
 * administrator's hand): Enter and V say so, and the list stays. */
static void
test_archive_game_gone_is_said(void **state)
{
	struct archive *archive = *state;
	sqlite3 *other;

	add(archive, "ann");
	add(archive, "tom");
	file(archive, "ann", "tom", true, RESULT_AMBER, SERVER_ENDING_DUSK,
	    0);
	ui_archive_open_only(&archive->ui, archive->db, "ann",
	    UI_ARCHIVE_MINE);
	assert_int_equal(view(archive)->count, 1);
	assert_int_equal(sqlite3_open(archive->path, &other), SQLITE_OK);
	assert_int_equal(sqlite3_exec(other, "DELETE FROM games", NULL, NULL,
	    NULL), SQLITE_OK);
	sqlite3_close(other);
	key(archive, UI_KEY_ENTER);
	assert_int_equal(ui_mode(&archive->ui), UI_MODE_OTHER);
	assert_string_equal(view(archive)->intro, "Game 1 is no longer in"
	    " the archive.");
	key(archive, 'V');
	assert_false(ui_review_wanted(&archive->ui));
	assert_string_equal(view(archive)->title, "Gnomon: the archive, your"
	    " games");
	assert_int_equal(view(archive)->count, 1);
}

static void
test_leaderboard_best_first_provisional_marked_own_row(void **state)
{
	struct archive *archive = *state;
	const struct ui_list_view *list;

	add(archive, "ann");
	add(archive, "tom");
	add(archive, "amy");
	add(archive, "ned");	/* no rated game: not listed */
	/* ann and tom play until their deviations are no longer
	 * provisional; amy wins once against tom. */
	for (int i = 0; i < 30; i++)
		file(archive, "ann", "tom", true, i % 3 == 0 ? RESULT_TEAL :
		    RESULT_AMBER, SERVER_ENDING_ECLIPSE, 0);
	file(archive, "amy", "tom", true, RESULT_AMBER, SERVER_ENDING_RESIGN,
	    1);
	ui_archive_open_only(&archive->ui, archive->db, "tom",
	    UI_ARCHIVE_LEADERS);
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the best players");
	assert_non_null(strstr(list->intro, "best first: 1-3."));
	assert_int_equal(list->count, 3);
	assert_non_null(strstr(list->rows[0], "1  amy"));
	assert_non_null(strstr(list->rows[0], "?      1 game "));
	assert_non_null(strstr(list->rows[1], "2  ann"));
	assert_null(strstr(list->rows[1], "?"));
	assert_non_null(strstr(list->rows[1], "30 games"));
	assert_non_null(strstr(list->rows[2], "3  tom"));
	assert_non_null(strstr(list->rows[2], "31 games  <- you"));
	assert_null(strstr(list->rows[1], "<- you"));
	assert_fits(list);
	/* Its order is the store's, its ratings their words. */
	{
		struct server_player players[4];
		char words[SERVER_RATING_TEXT_SIZE];

		assert_int_equal(server_players_best(archive->db, 0, 4,
		    players, archive->message), 3);
		for (int i = 0; i < 3; i++) {
			server_player_rating_words(&players[i].rating, words);
			assert_non_null(strstr(list->rows[i], words));
			assert_non_null(strstr(list->rows[i],
			    players[i].name));
		}
	}
	key(archive, '\t');	/* no list to cycle here */
	assert_string_equal(view(archive)->title, "Gnomon: the best players");
	key(archive, UI_KEY_DOWN);
	key(archive, UI_KEY_ENTER);
	list = view(archive);
	assert_string_equal(list->title, "Gnomon: the archive, ann's games");
	assert_int_equal(list->count, UI_ARCHIVE_PAGE);
}

static void
test_leaderboard_empty_is_said(void **state)
{
	struct archive *archive = *state;
	const struct ui_list_view *list;

	add(archive, "ann");
	ui_archive_open_only(&archive->ui, archive->db, "ann",
	    UI_ARCHIVE_LEADERS);
	list = view(archive);
	assert_int_equal(list->count, 0);
	assert_string_equal(list->intro, "No rated players yet: a player is"
	    " listed after a rated game.");
	key(archive, UI_KEY_ENTER);
	assert_string_equal(view(archive)->title, "Gnomon: the best players");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_archive_rows_say_each_game_exactly, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_archive_empty_is_said_and_enter_does_nothing, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_archive_pages_step_and_turn_past_either_end, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_archive_tab_cycles_the_lists_and_asks_a_name, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_archive_enter_replays_and_q_comes_back, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_archive_game_gone_is_said, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_leaderboard_best_first_provisional_marked_own_row,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_leaderboard_empty_is_said, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
