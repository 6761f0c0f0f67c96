/*
 * The list of filed games (games_list.h): newest first (a second game of
 * the same second after the first, -10 after -9), a page at a time with
 * the pages before and after it, what each game shows, a corrupt file
 * listed as such between good ones, and an empty or missing directory
 * listed as empty.  Every test works in a fresh directory from mkdtemp.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/record.h"
#include "core/rules.h"
#include "store/games_list.h"
#include "store/save.h"
#include "support/scratch.h"

struct games {
	char	directory[SAVE_PATH_MAX - 64];
	char	games[SAVE_PATH_MAX];		/* directory/games */
};

static int
setup(void **state)
{
	struct games *games = calloc(1, sizeof *games);

	if (games == NULL || scratch_make(games->directory,
	    sizeof games->directory, "games") < 0) {
		free(games);
		return -1;
	}
	snprintf(games->games, sizeof games->games, "%s/%s", games->directory,
	    SAVE_GAMES);
	*state = games;
	return 0;
}

static int
teardown(void **state)
{
	struct games *games = *state;

	scratch_remove(games->directory, 2);
	free(games);
	return 0;
}

/* Files the game `name` (a stamp) with `plies` first legal moves, `amber`
 * and `teal` playing, and a room's Ending tag when `ending` is not NULL. */
static void
file_ended_game(const struct games *games, const char *name, int plies,
    const char *amber, const char *teal, const char *ending)
{
	static struct record record;
	struct rules rules;
	struct board board;
	char message[SAVE_MESSAGE_MAX];

	rules_default(&rules);
	record_init(&record, &rules);
	snprintf(record.player[COLOUR_AMBER], RECORD_VALUE_MAX, "%s", amber);
	snprintf(record.player[COLOUR_TEAL], RECORD_VALUE_MAX, "%s", teal);
	board = record.start;
	for (int ply = 0; ply < plies; ply++) {
		struct move_list list;
		struct undo undo;

		assert_true(board_legal_moves(&board, &list) > 0);
		assert_int_equal(record_add_move(&record, list.moves[0]), 0);
		board_make(&board, list.moves[0], &undo);
	}
	record.result = board_result(&board);
	if (ending != NULL)
		assert_int_equal(record_set_tag(&record, "Ending", ending), 0);
	assert_int_equal(save_file_record(games->games, name, &record, 0, NULL,
	    message), 0);
}

static void
file_game(const struct games *games, const char *name, int plies,
    const char *amber, const char *teal)
{
	file_ended_game(games, name, plies, amber, teal, NULL);
}

static void
test_games_list_missing_directory_is_empty(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char message[SAVE_MESSAGE_MAX] = "";

	page.count = -1;
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX, &page, message), 0);
	assert_int_equal(page.total, 0);
	assert_int_equal(page.count, 0);
	assert_string_equal(message, "");
}

static void
test_games_list_empty_directory_is_empty(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char path[SAVE_PATH_MAX + 64], message[SAVE_MESSAGE_MAX] = "";

	assert_int_equal(save_make_directory(games->games, message), 0);
	/* What is not a game's file is not listed. */
	snprintf(path, sizeof path, "%s/notes.txt", games->games);
	scratch_write(path, "mine\n");
	snprintf(path, sizeof path, "%s/2026-01-02T03-04-05.gnomon.a1B2c3",
	    games->games);
	scratch_write(path, "half");
	page.count = -1;
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX, &page, message), 0);
	assert_int_equal(page.total, 0);
	assert_int_equal(page.count, 0);
}

static void
test_games_list_newest_first_with_what_each_shows(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char message[SAVE_MESSAGE_MAX] = "";

	file_game(games, "2026-01-02T03-04-05", 3, "person", "level 3");
	file_game(games, "2026-01-02T03-04-05-9", 0, "a", "b");
	file_game(games, "2026-01-02T03-04-05-10", 1, "c", "d");
	file_game(games, "2025-12-31T23-59-59", 2, "e", "f");
	file_game(games, "2026-01-02T03-04-05-2", 4, "g", "h");
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX, &page, message), 0);
	assert_int_equal(page.total, 5);
	assert_int_equal(page.first, 0);
	assert_int_equal(page.count, 5);
	assert_string_equal(page.entries[0].name, "2026-01-02T03-04-05-10");
	assert_string_equal(page.entries[1].name, "2026-01-02T03-04-05-9");
	assert_string_equal(page.entries[2].name, "2026-01-02T03-04-05-2");
	assert_string_equal(page.entries[3].name, "2026-01-02T03-04-05");
	assert_string_equal(page.entries[4].name, "2025-12-31T23-59-59");
	assert_true(page.entries[3].readable);
	assert_string_equal(page.entries[3].when, "2026-01-02 03:04:05");
	assert_string_equal(page.entries[3].players[COLOUR_AMBER], "person");
	assert_string_equal(page.entries[3].players[COLOUR_TEAL], "level 3");
	assert_int_equal(page.entries[3].moves, 3);
	assert_int_equal(page.entries[3].result, RESULT_NONE);
	assert_int_equal(page.entries[2].moves, 4);
	assert_string_equal(page.entries[4].when, "2025-12-31 23:59:59");
}

/* A room's game that ended off the board (resigned, out of time, agreed)
 * keeps the position's result, none, and says its end in the Ending tag
 * (gnomon-record(5)): the list shows that end, not "unfinished".  An
 * Ending the list cannot read leaves the game unfinished. */
static void
test_games_list_a_room_game_ended_off_the_board(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char message[SAVE_MESSAGE_MAX] = "";

	file_ended_game(games, "2026-01-01T00-00-01", 2, "ann", "bob",
	    "teal resign");
	file_ended_game(games, "2026-01-01T00-00-02", 2, "ann", "bob",
	    "draw agreed");
	file_ended_game(games, "2026-01-01T00-00-03", 2, "ann", "bob",
	    "amber time");
	file_ended_game(games, "2026-01-01T00-00-04", 2, "ann", "bob",
	    "tealish resign");
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX, &page, message), 0);
	assert_int_equal(page.count, 4);
	assert_int_equal(page.entries[0].result, RESULT_NONE);
	assert_int_equal(page.entries[1].result, RESULT_AMBER);
	assert_int_equal(page.entries[2].result, RESULT_DRAW);
	assert_int_equal(page.entries[3].result, RESULT_TEAL);
}

static void
test_games_list_a_corrupt_file_is_listed_and_the_rest_too(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char path[SAVE_PATH_MAX + 64], message[SAVE_MESSAGE_MAX] = "";

	file_game(games, "2026-01-01T00-00-01", 2, "x", "y");
	file_game(games, "2026-01-01T00-00-03", 2, "x", "y");
	snprintf(path, sizeof path, "%s/2026-01-01T00-00-02.gnomon",
	    games->games);
	scratch_write(path, "[Gnomon \"1\"]\n\n1. zz9\n");
	/* A directory where a game should be is unreadable too. */
	snprintf(path, sizeof path, "%s/2026-01-01T00-00-04.gnomon",
	    games->games);
	assert_int_equal(mkdir(path, 0700), 0);
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX, &page, message), 0);
	assert_int_equal(page.count, 4);
	assert_false(page.entries[0].readable);
	assert_string_equal(page.entries[0].why,
	    "a directory, not a game record");
	assert_true(page.entries[1].readable);
	assert_false(page.entries[2].readable);
	assert_string_equal(page.entries[2].name, "2026-01-01T00-00-02");
	assert_true(strncmp(page.entries[2].why, "line ", 5) == 0);
	assert_true(page.entries[3].readable);
	assert_int_equal(page.entries[3].moves, 2);
}

static void
test_games_list_pages_older_and_newer(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char message[SAVE_MESSAGE_MAX] = "", name[GAMES_NAME_MAX];

	/* Seven games, 01 the oldest: pages of three. */
	for (int second = 1; second <= 7; second++) {
		snprintf(name, sizeof name, "2026-01-01T00-00-%02d", second);
		file_game(games, name, 0, "p", "q");
	}
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL, 3,
	    &page, message), 0);
	assert_int_equal(page.total, 7);
	assert_int_equal(page.count, 3);
	assert_string_equal(page.entries[0].name, "2026-01-01T00-00-07");
	assert_string_equal(page.entries[2].name, "2026-01-01T00-00-05");
	assert_int_equal(games_list_page(games->games, GAMES_OLDER,
	    "2026-01-01T00-00-05", 3, &page, message), 0);
	assert_int_equal(page.first, 3);
	assert_int_equal(page.count, 3);
	assert_string_equal(page.entries[0].name, "2026-01-01T00-00-04");
	assert_string_equal(page.entries[2].name, "2026-01-01T00-00-02");
	assert_int_equal(games_list_page(games->games, GAMES_OLDER,
	    "2026-01-01T00-00-02", 3, &page, message), 0);
	assert_int_equal(page.first, 6);
	assert_int_equal(page.count, 1);
	assert_string_equal(page.entries[0].name, "2026-01-01T00-00-01");
	/* Back up: the three just newer than the mark, newest first. */
	assert_int_equal(games_list_page(games->games, GAMES_NEWER,
	    "2026-01-01T00-00-02", 3, &page, message), 0);
	assert_int_equal(page.first, 2);
	assert_int_equal(page.count, 3);
	assert_string_equal(page.entries[0].name, "2026-01-01T00-00-05");
	assert_string_equal(page.entries[2].name, "2026-01-01T00-00-03");
	assert_int_equal(games_list_page(games->games, GAMES_NEWER,
	    "2026-01-01T00-00-06", 3, &page, message), 0);
	assert_int_equal(page.first, 0);
	assert_int_equal(page.count, 1);
	assert_string_equal(page.entries[0].name, "2026-01-01T00-00-07");
	/* No page is larger than GAMES_PAGE_MAX, whatever is asked. */
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX * 4, &page, message), 0);
	assert_int_equal(page.count, 7);
}

static void
test_games_list_a_file_not_a_directory_is_an_error(void **state)
{
	struct games *games = *state;
	static struct games_page page;
	char message[SAVE_MESSAGE_MAX] = "";

	scratch_write(games->games, "not a directory\n");
	assert_int_equal(games_list_page(games->games, GAMES_NEWEST, NULL,
	    GAMES_PAGE_MAX, &page, message), -1);
	assert_non_null(strstr(message, games->games));
	assert_int_equal(page.count, 0);
}

static void
test_games_list_compare_orders_by_date_then_number(void **state)
{
	(void)state;
	assert_true(games_list_compare("2026-01-01T00-00-01",
	    "2026-01-01T00-00-02") < 0);
	assert_true(games_list_compare("2026-01-01T00-00-01-2",
	    "2026-01-01T00-00-01") > 0);
	assert_true(games_list_compare("2026-01-01T00-00-01-10",
	    "2026-01-01T00-00-01-9") > 0);
	assert_int_equal(games_list_compare("2026-01-01T00-00-01-3",
	    "2026-01-01T00-00-01-3"), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_games_list_missing_directory_is_empty, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_empty_directory_is_empty, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_newest_first_with_what_each_shows, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_a_room_game_ended_off_the_board, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_a_corrupt_file_is_listed_and_the_rest_too,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_pages_older_and_newer, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_a_file_not_a_directory_is_an_error, setup,
		    teardown),
		cmocka_unit_test(
		    test_games_list_compare_orders_by_date_then_number),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
