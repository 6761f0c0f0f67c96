/*
 * The unfinished game a room's next host would take up (room_left.h):
 * found in the room's save in the state directory, or as the game a room
 * left in its rooms directory (the newer one); a finished game is none;
 * and set aside for a new game, it is filed in games/ as it stands, its
 * save, kept tokens and the game left removed.  Every test works in a
 * fresh directory, XDG_STATE_HOME pointed into it.
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

#include "core/notation.h"
#include "net/room.h"
#include "net/room_left.h"
#include "net/room_place.h"
#include "support/scratch.h"

enum { SCRATCH_DEPTH = 4, PRIVATE_MODE = 0700 };

struct left_scratch {
	char		directory[SAVE_PATH_MAX - 64];
	char		state[SAVE_PATH_MAX];	/* directory/state */
	struct save_place rooms;		/* directory/run */
	struct save_place saves;	/* state/gnomon/rooms */
};

static int
setup(void **state)
{
	struct left_scratch *scratch = calloc(1, sizeof *scratch);
	char path[SAVE_PATH_MAX * 2], message[SAVE_MESSAGE_MAX];
	struct save_place top = { .fd = -1 }, gnomon = { .fd = -1 };

	if (scratch == NULL || scratch_make(scratch->directory,
	    sizeof scratch->directory, "left") < 0)
		return -1;
	snprintf(scratch->state, sizeof scratch->state, "%s/state",
	    scratch->directory);
	snprintf(path, sizeof path, "%s/run", scratch->directory);
	if (mkdir(scratch->state, PRIVATE_MODE) < 0 ||
	    mkdir(path, PRIVATE_MODE) < 0 ||
	    save_place_open(&scratch->rooms, path, message) < 0 ||
	    save_place_open(&top, scratch->state, message) < 0 ||
	    save_place_enter(&top, "gnomon", &gnomon, message) < 0 ||
	    save_place_enter(&gnomon, ROOM_STATE_DIRECTORY, &scratch->saves,
	    message) < 0)
		return -1;
	save_place_close(&gnomon);
	save_place_close(&top);
	setenv("XDG_STATE_HOME", scratch->state, 1);
	*state = scratch;
	return 0;
}

static int
teardown(void **state)
{
	struct left_scratch *scratch = *state;

	save_place_close(&scratch->rooms);
	save_place_close(&scratch->saves);
	scratch_remove(scratch->directory, SCRATCH_DEPTH);
	free(scratch);
	return 0;
}

/* A game of alice (Amber) and bob (Teal): `moves` of d1d2 d7d6 d2d3. */
static void
game(struct record *record, int moves)
{
	static const char *const played[] = { "d1d2", "d7d6", "d2d3" };
	struct rules rules;
	struct board board;

	rules_default(&rules);
	record_init(record, &rules);
	snprintf(record->player[COLOUR_AMBER], RECORD_VALUE_MAX, "alice");
	snprintf(record->player[COLOUR_TEAL], RECORD_VALUE_MAX, "bob");
	board = record->start;
	for (int i = 0; i < moves; i++) {
		uint16_t move;
		struct undo undo;
		char error[NOTATION_ERROR_MAX];

		assert_int_equal(notation_read_move(played[i], &move, error),
		    0);
		assert_true(board_is_legal(&board, move));
		assert_int_equal(record_add_move(record, move), 0);
		board_make(&board, move, &undo);
	}
	record->result = board_result(&board);
}

static void
save_game(const struct left_scratch *scratch, const char *file, int moves)
{
	struct record record;
	char message[SAVE_MESSAGE_MAX];

	game(&record, moves);
	assert_int_equal(save_write_record_at(&scratch->saves, file, &record,
	    message), 0);
}

static void
test_none(void **state)
{
	struct left_scratch *scratch = *state;
	struct record record;
	char message[SAVE_MESSAGE_MAX];

	assert_int_equal(room_left_unfinished(&scratch->rooms, "table",
	    &record, message), 0);
	assert_int_equal(room_left_set_aside(&scratch->rooms, "table",
	    message), 0);
}

static void
test_saved_is_found(void **state)
{
	struct left_scratch *scratch = *state;
	struct record record;
	char message[SAVE_MESSAGE_MAX];

	save_game(scratch, "table.gnomon", 3);
	assert_int_equal(room_left_unfinished(&scratch->rooms, "table",
	    &record, message), 1);
	assert_int_equal(record.move_count, 3);
	assert_string_equal(record.player[COLOUR_TEAL], "bob");
	/* Another room's save is not this one's. */
	assert_int_equal(room_left_unfinished(&scratch->rooms, "chair",
	    &record, message), 0);
}

static void
test_left_is_found(void **state)
{
	struct left_scratch *scratch = *state;
	struct record record, left;
	char message[SAVE_MESSAGE_MAX], path[SAVE_PATH_MAX];

	save_game(scratch, "table.gnomon", 1);
	game(&left, 2);
	assert_int_equal(room_left_write(&scratch->rooms, "table", &left,
	    path, message), 0);
	assert_int_equal(room_left_unfinished(&scratch->rooms, "table",
	    &record, message), 1);
	assert_int_equal(record.move_count, 2);
}

static void
test_set_aside_files_it(void **state)
{
	struct left_scratch *scratch = *state;
	struct record record;
	char message[SAVE_MESSAGE_MAX], games[SAVE_PATH_MAX * 2];
	struct room_tokens tokens;

	save_game(scratch, "table.gnomon", 3);
	assert_int_equal(room_place_tokens_make(&tokens, message), 0);
	assert_int_equal(room_place_tokens_keep("table", &tokens, message),
	    0);
	assert_int_equal(scratch_count(scratch->saves.path, "table."), 2);
	assert_int_equal(room_left_set_aside(&scratch->rooms, "table",
	    message), 1);
	assert_non_null(strstr(message, "filed as"));
	/* Filed whole, and nothing of the room's left to take up. */
	snprintf(games, sizeof games, "%s/gnomon/" SAVE_GAMES,
	    scratch->state);
	assert_int_equal(scratch_count(games, "20"), 1);
	assert_int_equal(scratch_count(scratch->saves.path, "table."), 0);
	assert_int_equal(room_left_unfinished(&scratch->rooms, "table",
	    &record, message), 0);
}

static void
test_finished_is_none(void **state)
{
	struct left_scratch *scratch = *state;
	struct record record;
	char message[SAVE_MESSAGE_MAX];

	/* Over off the board: Teal resigned, as a room writes it. */
	game(&record, 1);
	assert_int_equal(record_set_tag(&record, "Ending", "amber resign"), 0);
	assert_int_equal(save_write_record_at(&scratch->saves, "table.gnomon",
	    &record, message), 0);
	assert_int_equal(room_left_unfinished(&scratch->rooms, "table",
	    &record, message), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_none, setup, teardown),
		cmocka_unit_test_setup_teardown(test_saved_is_found, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_left_is_found, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_set_aside_files_it, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_finished_is_none, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
